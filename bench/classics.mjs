// The pentomino counts in wasm (Node), one thread, against the native build
// on the same Knuth-format text in the same run: the wasm Counter (what a
// page's worker runs) over the whole search, and `dlx-lab cover --count
// --threads 1`. Run with `make bench` (which builds pkg/ and the native CLI).
import { execFileSync } from 'node:child_process';
import api from '../tests/js/load.mjs';

/** Nodes per Counter.run call: what the page's workers use between reports. */
const SLICE = 100000;

console.log('count               solutions   wasm ms  native ms  × native');
for (const board of ['6x10', '5x12']) {
  const text = api.problem('pentominoes', board);
  const start = performance.now();
  const counter = new api.Counter(text, {});
  let p;
  do p = counter.run(SLICE); while (!p.done);
  counter.free();
  const wasm = performance.now() - start;
  const nativeStart = performance.now();
  const out = execFileSync('target/release/dlx-lab', ['cover', '--count', '--threads', '1'], { input: text, encoding: 'utf8' });
  const nativeMs = performance.now() - nativeStart;
  if (Number(out.trim()) !== p.count) throw new Error(`wasm counted ${p.count}, native ${out.trim()}`);
  console.log(`pentominoes ${board.padEnd(8)} ${String(p.count).padStart(9)} ${wasm.toFixed(0).padStart(9)} ${nativeMs.toFixed(0).padStart(10)} ${(wasm / nativeMs).toFixed(2).padStart(9)}`);
}
