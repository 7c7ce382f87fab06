// The generator's speed in wasm (Node): mean ms per puzzle for each size and
// level, over seeds 0..k-1. Goals: issue 9's, a 9×9 up to expert under
// 200 ms and a 16×16 under 2 s; issue 24's, a 9×9 expert under 50 ms and a
// 16×16 under 500 ms. Run by `make bench`; the figures also go to
// target/bench/generate.json for bench/summary.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import api from '../tests/js/load.mjs';

const runs = [[9, 20], [16, 3]];
const figures = {};
for (const [size, seeds] of runs) {
  figures[size] = {};
  for (const level of ['easy', 'medium', 'hard', 'expert']) {
    const start = performance.now();
    let attempts = 0;
    for (let seed = 0; seed < seeds; seed++) attempts += api.generate({ size, level, seed }).attempts;
    const ms = (performance.now() - start) / seeds;
    figures[size][level] = ms;
    console.log(`generate ${size}×${size} ${level}: ${ms.toFixed(1)} ms/puzzle (wasm), ${(attempts / seeds).toFixed(1)} grids tried, ${seeds} seeds`);
  }
}
mkdirSync('target/bench', { recursive: true });
writeFileSync('target/bench/generate.json', JSON.stringify(figures, null, 1));
