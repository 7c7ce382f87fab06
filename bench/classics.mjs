// The pentomino counts in wasm (Node), one thread, against the native build
// on the same Knuth-format text in the same run: the wasm Counter (what a
// page's worker runs) over the whole search, and `dlx-lab cover --count
// --threads 1`, the best of three interleaved rounds each. The figures also
// go to target/bench/classics-wasm.json for bench/summary.mjs. Run with
// `make bench` (which builds pkg/ and the native CLI).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import api from '../tests/js/load.mjs';

/** Nodes per Counter.run call: what the page's workers use between reports. */
const SLICE = 100000;

/** Rounds of each measure, interleaved, the best kept: this machine's speed drifts. */
const ROUNDS = 3;

/** Milliseconds `f` takes, and what it returns. */
function timed(f) {
  const start = performance.now();
  const out = f();
  return [performance.now() - start, out];
}

mkdirSync('target/bench', { recursive: true });
const summary = {};
console.log('count               solutions   wasm ms  native ms  × native');
for (const board of ['6x10', '5x12']) {
  const text = api.problem('pentominoes', board);
  const wasmCount = () => {
    const counter = new api.Counter(text, {});
    let p;
    do p = counter.run(SLICE); while (!p.done);
    counter.free();
    return p.count;
  };
  const nativeCount = () => Number(execFileSync('target/release/dlx-lab', ['cover', '--count', '--threads', '1'], { input: text, encoding: 'utf8' }).trim());
  let wasm = Infinity, native = Infinity, counts = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [w, wc] = timed(wasmCount);
    const [n, nc] = timed(nativeCount);
    [wasm, native, counts] = [Math.min(wasm, w), Math.min(native, n), [wc, nc]];
  }
  if (counts[0] !== counts[1]) throw new Error(`wasm counted ${counts[0]}, native ${counts[1]}`);
  console.log(`pentominoes ${board.padEnd(8)} ${String(counts[0]).padStart(9)} ${wasm.toFixed(0).padStart(9)} ${native.toFixed(0).padStart(10)} ${(wasm / native).toFixed(2).padStart(9)}`);
  summary[board] = { wasm, native };
}
writeFileSync('target/bench/classics-wasm.json', JSON.stringify(summary, null, 2));
