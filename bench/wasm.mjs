// Speed of the wasm build in Node, against npm's dancing-links and against
// the native build of the same engines, on the same puzzles, counting up to
// 2 solutions. Each engine is timed through the batch interface
// (`new Solver(...).count(text)`), through `solve(text)` per puzzle, and
// alone (`solve`'s own timing of the engine call). Then each 16×16 of
// the data folder's 16x16/ with every fast engine (tests/data/, or
// DLX_LAB_DATA's), and 25×25 grids. Run with `make bench` (which
// builds pkg/ and the native CLI); the figures also go to
// target/bench/wasm.json for bench/summary.mjs.
//
//   node bench/wasm.mjs [FILE ...]     default: the two hard 9×9 sets
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { DancingLinks } from 'dancing-links';
import api from '../tests/js/load.mjs';
import { DATA_DIR } from '../tests/js/data.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  files.push(`${DATA_DIR}/9x9/magictour_top1465.txt`, `${DATA_DIR}/9x9/forum_hardest_1106.txt`);
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

/** The best of `rounds` interleaved rounds of each measurement (functions
 *  returning µs per puzzle). */
function interleaved(measures, rounds = ROUNDS) {
  const best = measures.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
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

const summary = {};
for (const file of files) {
  const puzzles = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim().length === 81);
  console.log(`\n${file}: ${puzzles.length} puzzles, counting up to 2 solutions`);
  const counts = puzzles.map(dancingLinks);
  const solvers = ['dlx', 'bitmask', 'bands', 'triads'];
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
  const figures = { 'npm dancing-links': reference };
  solvers.forEach((solver, k) => {
    const [batch, each, engine, nativeMicros] = rest.slice(4 * k, 4 * k + 4);
    figures[solver] = { batch, each, engine, native: nativeMicros };
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
  summary[basename(file, '.txt')] = figures;
}

// 16×16: each puzzle (the invalid one aside) with each fast engine, through
// the batch interface, best of 6 × ROUNDS interleaved rounds (one solve is
// a few ms: one burst of noise would cover several), in ms.
const dir = `${DATA_DIR}/16x16`;
const sixteens = readdirSync(dir).filter((f) => /\.(in|txt)$/.test(f) && !f.includes('invalid')).sort();
/** The fast engines that solve grids with boxes `box`, and a Solver of each. */
function fastFor(box) {
  const names = api.engines({ box }).filter((e) => e.fast).map((e) => e.name);
  return [names, names.map((solver) => new api.Solver({ solver }))];
}
let [fast, solvers16] = fastFor([4, 4]);
summary['16x16'] = {};
console.log(`\n${dir}: ms per puzzle, counting up to 2 solutions`);
console.log(`${'puzzle'.padEnd(30)} ${fast.map((name) => name.padStart(9)).join(' ')}`);
for (const f of sixteens) {
  const text = readFileSync(`${dir}/${f}`, 'utf8');
  // A .in file is one grid of 16 lines; a .txt file one puzzle a line.
  const puzzles = f.endsWith('.txt') ? text.trim().split('\n') : [text];
  const ms = interleaved(solvers16.map((s) => () => once(puzzles, (p) => s.count(p)) / 1000), 6 * ROUNDS);
  summary['16x16'][f] = Object.fromEntries(fast.map((name, k) => [name, ms[k]]));
  console.log(`${f.padEnd(30)} ${ms.map((m) => m.toFixed(2).padStart(9)).join(' ')}`);
}

// 25×25, reported with no goal: the empty grid, and ten grids keeping 60%
// of the cells of its first solution (a fixed xorshift, so every run times
// the same grids; half the cells make puzzles that take the engines
// seconds). Only the engines of every size solve them.
const empty25 = '.'.repeat(625);
const solved25 = api.solve(empty25, { solver: 'bitmask' }).solution.replace(/\s/g, '');
let seed = 12345;
const random = () => {
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed / 2 ** 32;
};
const kept25 = Array.from({ length: 10 }, () => [...solved25].map((c) => (random() < 0.6 ? c : '.')).join(''));
solvers16.forEach((s) => s.free());
[fast, solvers16] = fastFor([5, 5]);
summary['25x25'] = {};
console.log('\n25×25: ms per puzzle, counting up to 2 solutions');
console.log(`${'puzzles'.padEnd(30)} ${fast.map((name) => name.padStart(9)).join(' ')}`);
for (const [name, puzzles] of [['empty', [empty25]], ['60% of a solution (10)', kept25]]) {
  const ms = interleaved(solvers16.map((s) => () => once(puzzles, (p) => s.count(p)) / 1000), ROUNDS);
  summary['25x25'][name] = Object.fromEntries(fast.map((engine, k) => [engine, ms[k]]));
  console.log(`${name.padEnd(30)} ${ms.map((m) => m.toFixed(2).padStart(9)).join(' ')}`);
}
solvers16.forEach((s) => s.free());
mkdirSync('target/bench', { recursive: true });
writeFileSync('target/bench/wasm.json', JSON.stringify(summary, null, 2));
