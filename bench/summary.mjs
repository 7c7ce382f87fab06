// The speed goals' tables, from the figures the other benchmarks of `make
// bench` left in target/bench/. Issue 24's whole commands: commands.json (scripts/bench-commands.sh).
// Issue 12's: compare.json (native engines
// against the `sudoku` and `xcov` crates), wasm.json (wasm against npm
// dancing-links, against native, and the 16×16 puzzles) and threads.json
// (batches on 1 and 2 threads). Issue 10's, the pentomino counts:
// classics.json (against `xcov`, and on 2 threads), classics-wasm.json
// (wasm against native) and workers.json (the page's count on one worker
// and on one per core). Every ratio is of two figures taken in the same
// run. Issue 24's generator and hints: generate.json (bench/generate.mjs)
// and explain.json (bench/explain.mjs). Prints Markdown tables.
import { readFileSync } from 'node:fs';

const read = (name) => JSON.parse(readFileSync(`target/bench/${name}.json`, 'utf8'));
const [compare, wasm, threads] = ['compare', 'wasm', 'threads'].map(read);
const sets = ['magictour_top1465', 'forum_hardest_1106'];

/** A row: its figure on each set, the goal, and whether every figure meets it. */
function row(target, figures, goal, meets, digits = 2) {
  const ok = figures.every(meets) ? 'met' : '**not met**';
  return `| ${target} | ${figures.map((f) => f.toFixed(digits)).join(' / ')} | ${goal} | ${ok} |`;
}

const fastest = (set) => Math.min(...Object.entries(compare[set]).filter(([name]) => name.startsWith('dlx-lab')).map(([, m]) => m));
const ratio = (set, a, b) => compare[set][a] / compare[set][b];
const native = (set, engine) => wasm[set][engine].engine / wasm[set][engine].native;
// The goal is the judges' and hexadoku's grids (the .in files); the
// generated set (one puzzle a line) is reported beside it, with the
// general engine's figure.
const fastestOf = (byEngine) => Math.min(...Object.values(byEngine));
const sixteens = Object.entries(wasm['16x16']).filter(([f]) => f.endsWith('.in')).map(([, byEngine]) => fastestOf(byEngine));
const generated16 = wasm['16x16']['generated_extreme.txt'];

// The whole command (scripts/bench-commands.sh): reading, solving, checking, printing.
const commands = read('commands');
const whole = (name) => commands[name].dlx_lab / commands[name].reference;

const rows = [
  row('`solve --count --threads 1`, top1465 ×8, × the `sudoku` crate\'s program', [whole('top1465x8 bands')], '≤ 1.0×', (r) => r <= 1.0),
  row('issue 53: same, `bands` / `triads` (top1465 ×8)', ['top1465x8 bands', 'top1465x8 triads'].map(whole), '≤ 0.85×', (r) => r <= 0.85),
  row('issue 53: same, `bands` / `triads` (hardest_1106 ×8)', ['hardest_1106x8 bands', 'hardest_1106x8 triads'].map(whole), '≤ 0.70×', (r) => r <= 0.70),
  row('same, `--solver dlx`, × `xcov`\'s program (top1465 ×8 / hardest_1106)', ['top1465x8 dlx', 'hardest_1106 dlx'].map(whole), '≤ 0.35×', (r) => r <= 0.35),
  row('fastest engine × `sudoku` crate', sets.map((s) => fastest(s) / compare[s]['sudoku crate']), '≤ 1.0×', (r) => r <= 1.0),
  row('DLX × `xcov`', sets.map((s) => ratio(s, 'dlx-lab dlx', 'xcov crate')), '≤ 0.35×', (r) => r <= 0.35),
  row('wasm DLX × npm `dancing-links` (Node)', sets.map((s) => wasm[s].dlx.batch / wasm[s]['npm dancing-links']), '≤ 0.33×', (r) => r <= 0.33),
  ...['dlx', 'bitmask', 'bands', 'triads'].map((engine) =>
    row(`wasm × native, ${engine} (the engine alone)`, sets.map((s) => native(s, engine)), '≤ 1.3×', (r) => r <= 1.3)),
  row('16×16 in wasm, fastest engine, ms a puzzle (each 16x16/*.in of the data folder)', sixteens, '< 2 ms', (ms) => ms < 2),
  `| 16×16 in wasm, 48 generated extreme puzzles, ms a puzzle: fastest engine / \`bitmask\` | ${fastestOf(generated16).toFixed(2)} / ${generated16.bitmask.toFixed(2)} | for reference | |`,
  `| 25×25 in wasm, fastest engine, ms a puzzle (empty / 60% of a solution) | ${Object.values(wasm['25x25']).map((byEngine) => fastestOf(byEngine).toFixed(2)).join(' / ')} | for reference | |`,
  row('batch on 2 threads × 1 thread', sets.map((s) => threads[s]['1'] / threads[s]['2']), '≥ 1.8×', (r) => r >= 1.8),
];
console.log('\nThe speed goals (top1465 / hardest_1106 unless said; ratios of figures from one run):\n');
console.log('| target | today | goal | |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(r);

const [classics, classicsWasm, workers] = ['classics', 'classics-wasm', 'workers'].map(read);
const boards = ['6x10', '5x12'];
const counts = [
  row('pentomino count, one thread, × `xcov`', boards.map((b) => classics[b].count / classics[b].xcov), '≤ 0.4×', (r) => r <= 0.4),
  `| the links alone (what the stepper runs) × \`xcov\` | ${boards.map((b) => (classics[b].links / classics[b].xcov).toFixed(2)).join(' / ')} | for reference | |`,
  row('2 threads × 1', boards.map((b) => classics[b].count / classics[b].two), '≥ 1.7×', (r) => r >= 1.7),
  row('wasm × native, one thread', boards.map((b) => classicsWasm[b].wasm / classicsWasm[b].native), '≤ 1.5×', (r) => r <= 1.5),
  row(`the page's count, ${workers.workers} workers × 1 (5×12 only)`, [workers.one / workers.all], '> 1×', (r) => r > 1),
];
console.log('\nThe pentomino counts (6×10 / 5×12):\n');
console.log('| target | today | goal | |');
console.log('|---|---|---|---|');
for (const r of counts) console.log(r);

// The generator and the hints, in wasm (they call the engines thousands of times).
const [generate, explain] = ['generate', 'explain'].map(read);
const logic = [
  row('generate a 9×9 `expert` in wasm, ms (mean of 20 seeds)', [generate['9'].expert], '< 50 ms', (ms) => ms < 50, 1),
  row('generate a 16×16 `expert` in wasm, ms (mean of 3 seeds)', [generate['16'].expert], '< 500 ms', (ms) => ms < 500, 0),
  row(`a hint in wasm, ms: mean / 99th percentile / worst of ${explain.hint.hints}`, [explain.hint.mean, explain.hint.p99, explain.hint.max], '< 50 ms', (ms) => ms < 50, 1),
  row('a hint in wasm, worst, ms (issue 38)', [explain.hint.max], '≤ 30 ms', (ms) => ms <= 30, 1),
  row('generate a 9×9 `expert` in wasm, ms (issue 38)', [generate['9'].expert], '≤ 20 ms', (ms) => ms <= 20, 1),
  row('SE estimate: Spearman\'s rho / mean absolute difference', [explain.se.rho, explain.se.mad], '≥ 0.88 / ≤ 0.2', (x, i) => (i === 0 ? x >= 0.88 : x <= 0.2), 3),
];
console.log('\nThe generator and the hints:\n');
console.log('| target | today | goal | |');
console.log('|---|---|---|---|');
for (const r of logic) console.log(r);

// HoDoKu's exemplars (tests/techniques.rs, run by make bench with --nocapture).
const exemplars = read('exemplars');
const bySection = {};
for (const { code, found, of } of exemplars) {
  const s = (bySection[code.slice(0, 2)] ??= { found: 0, of: 0 });
  s.found += found;
  s.of += of;
}
const main = Object.entries(bySection).filter(([s]) => s <= '09').map(([, f]) => f);
const all = main.reduce((a, f) => ({ found: a.found + f.found, of: a.of + f.of }), { found: 0, of: 0 });
console.log("\nHoDoKu's exemplars, found by each line's technique:\n");
console.log('| target | today | goal | |');
console.log('|---|---|---|---|');
console.log(row('#04xx–#09xx, all', [(100 * all.found) / all.of], '≥ 97%', (p) => p >= 97, 1));
for (const [section, f] of Object.entries(bySection)) {
  console.log(row(`#${section}xx: ${f.found} of ${f.of}`, [(100 * f.found) / f.of], '≥ 80%', (p) => p >= 80, 0));
}

// A first load on a slow phone (bench/weight.mjs): sent before usable, and when.
const weight = read('weight');
const weightRows = [
  row('app page (English / Chinese): KB sent before usable', ['index.html', 'index.html?lang=zh-CN'].map((p) => weight[p].before / 1000), '≤ 200 KB', (x) => x <= 200, 0),
  row('app page (English / Chinese): usable, s', ['index.html', 'index.html?lang=zh-CN'].map((p) => weight[p].usable), '≤ 1.5 s', (x) => x <= 1.5),
  row('embed (steps): KB sent before usable', [weight['embed.html (steps)'].before / 1000], '≤ 150 KB', (x) => x <= 150, 0),
  row('embed (steps): usable, s', [weight['embed.html (steps)'].usable], '≤ 1.5 s', (x) => x <= 1.5),
  row('app page, second visit (service worker): usable, s', [weight['index.html (second visit)'].usable], '≤ 0.5 s', (x) => x <= 0.5),
];
console.log('\nA first load, served gzipped, on a phone (1.6 Mbps, 150 ms, CPU 4× slower):\n');
console.log('| target | today | goal | |');
console.log('|---|---|---|---|');
for (const r of weightRows) console.log(r);

// The page (bench/lighthouse/run.mjs): Lighthouse's scores, layout shift,
// time to interactive and bytes sent, for each page and form factor.
const lighthouse = read('lighthouse');
console.log('\nThe page, by Lighthouse 12 (mobile: simulated slow 4G and a 4× slower CPU):\n');
console.log('| page | performance | accessibility | best practices | SEO | CLS | interactive | sent |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, r] of Object.entries(lighthouse)) {
  console.log(`| ${name} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.cls.toFixed(3)} | ${r.tti.toFixed(1)} s | ${Math.round(r.bytes / 1024)} KiB in ${r.requests} requests |`);
}
const runs = Object.values(lighthouse);
const page = [
  row('every category at 100 (lowest of the runs)', [Math.min(...runs.flatMap((r) => [r.performance, r.accessibility, r['best-practices'], r.seo]))], '100', (x) => x === 100, 0),
  row('cumulative layout shift (highest)', [Math.max(...runs.map((r) => r.cls))], '< 0.02', (x) => x < 0.02, 3),
  row('time to interactive, s (slowest)', [Math.max(...runs.map((r) => r.tti))], '< 1.5 s', (x) => x < 1.5, 1),
  row('first load, KB sent (largest)', [Math.max(...runs.map((r) => r.bytes / 1000))], '< 200 KB', (x) => x < 200, 0),
];
console.log('\nThe page\'s goals, over those runs:\n');
console.log('| target | today | goal | |');
console.log('|---|---|---|---|');
for (const r of page) console.log(r);

