// Speed of the wasm build in Node, against npm's dancing-links and against
// the native build of the same engines, on the same puzzles, counting up to
// 2 solutions. Each engine is timed through the batch interface
// (`new Solver(...).count(text)`) and through `solve(text)` per puzzle. Run with `make bench` (which builds pkg/ and the native CLI).
//
//   node bench/wasm.mjs [FILE ...]     default: the two hard 9×9 sets
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DancingLinks } from 'dancing-links';
import api from '../tests/js/load.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  files.push('../shared/data/9x9/magictour_top1465.txt', '../shared/data/9x9/forum_hardest_1106.txt');
}
// Rounds of every measurement, interleaved (one round of each in turn), and
// the best of each kept: this machine's speed drifts by 2× over minutes, so
// figures taken one after another would compare different machines.
const ROUNDS = 5;

/** µs per puzzle of one run of `run` over `puzzles`. */
function once(puzzles, run) {
  const start = performance.now();
  for (const p of puzzles) run(p);
  return ((performance.now() - start) * 1000) / puzzles.length;
}

/** The best of ROUNDS interleaved rounds of each measurement (functions
 *  returning µs per puzzle). */
function interleaved(measures) {
  const best = measures.map(() => Infinity);
  for (let round = 0; round < ROUNDS; round++) {
    measures.forEach((measure, i) => { best[i] = Math.min(best[i], measure()); });
  }
  return best;
}

/** Counts up to 2 solutions with dancing-links, on the usual 324-column encoding. */
function dancingLinks(puzzle) {
  const solver = new DancingLinks().createSolver({ columns: 324 });
  for (let cell = 0; cell < 81; cell++) {
    const r = Math.floor(cell / 9), c = cell % 9, b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    const given = puzzle[cell] === '.' || puzzle[cell] === '0' ? 0 : Number(puzzle[cell]);
    for (let d = 0; d < 9; d++) {
      if (given && d !== given - 1) continue;
      solver.addSparseConstraint(cell * 9 + d, [cell, 81 + r * 9 + d, 162 + c * 9 + d, 243 + b * 9 + d]);
    }
  }
  return solver.find(2).length;
}

/** µs/puzzle of the native CLI's `bench` for one engine, on one thread as the wasm runs. */
function native(file, solver) {
  const out = execFileSync('target/release/dlx-lab', ['bench', file, '--solver', solver, '--mode', 'count2', '--threads', '1'], { encoding: 'utf8' });
  return Number(/([\d.]+) µs\/puzzle/.exec(out)[1]);
}

for (const file of files) {
  const puzzles = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim().length === 81);
  console.log(`\n${file}: ${puzzles.length} puzzles, counting up to 2 solutions`);
  const counts = puzzles.map(dancingLinks);
  const solvers = ['dlx', 'bitmask', 'bands'];
  // The batch interface: options read once, a count returned (the first
  // solution verified and kept). `solve` builds a whole result object.
  const batches = solvers.map((solver) => new api.Solver({ solver }));
  solvers.forEach((solver, k) => puzzles.forEach((p, i) => {
    const status = api.solve(p, { solver }).status;
    if ((status === 'unique' ? 1 : status === 'multiple' ? 2 : 0) !== counts[i]) throw new Error(`${solver} disagrees on ${p}`);
    if (batches[k].count(p) !== counts[i]) throw new Error(`Solver ${solver} disagrees on ${p}`);
  }));
  const measures = [() => once(puzzles, dancingLinks)];
  // The engine alone: the sum of `solve`'s own timing of the engine call
  // (`stats.micros`), without reading the text or building the result.
  const engineOnly = (solver) => puzzles.reduce((sum, p) => sum + api.solve(p, { solver }).stats.micros, 0) / puzzles.length;
  solvers.forEach((solver, k) => measures.push(
    () => once(puzzles, (p) => batches[k].count(p)),
    () => once(puzzles, (p) => api.solve(p, { solver })),
    () => engineOnly(solver),
    () => native(file, solver),
  ));
  const [reference, ...rest] = interleaved(measures);
  const rows = [['npm dancing-links', reference, null]];
  solvers.forEach((solver, k) => {
    const [batch, each, engine, nativeMicros] = rest.slice(4 * k, 4 * k + 4);
    rows.push(
      [`wasm ${solver}`, batch, nativeMicros],
      ['  solve() each', each, nativeMicros],
      ['  engine alone', engine, nativeMicros],
    );
    batches[k].free();
  });
  console.log('engine               µs/puzzle  × dancing-links  × native');
  for (const [name, micros, nativeMicros] of rows) {
    const vsNative = nativeMicros ? (micros / nativeMicros).toFixed(2) : '';
    console.log(`${name.padEnd(20)} ${micros.toFixed(1).padStart(10)} ${(micros / reference).toFixed(3).padStart(16)} ${vsNative.padStart(9)}`);
  }
}
