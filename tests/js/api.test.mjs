// The JS API as a JS caller meets it: result shapes, optional options,
// Errors with places in their messages, and a module that keeps working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { data, wasm } from './load.mjs';

const hardest = data('9x9/forum_hardest_1106.txt').split('\n')[0];
const knuth = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

test('solve returns the documented shape, options optional', () => {
  const r = api.solve(hardest);
  assert.deepEqual(Object.keys(r).sort(), ['box', 'givens', 'grid', 'size', 'solution', 'stats', 'status', 'wrong']);
  assert.deepEqual(r.wrong, []);
  assert.equal(r.status, 'unique');
  assert.equal(r.size, 9);
  assert.deepEqual(r.box, [3, 3]);
  assert.equal(r.solution.length, 81);
  assert.equal(r.grid.length, 81);
  assert.ok(r.grid.every((v) => v >= 1 && v <= 9));
  assert.deepEqual(Object.keys(r.stats).sort(), ['maxDepth', 'micros', 'nodes', 'updates']);
  assert.equal(api.solve(hardest, { solver: 'dlx' }).solution, r.solution);
  assert.equal(api.solve(hardest, { solver: 'dlx', nodeLimit: 1 }).status, 'stopped');
});

test('solve on a game solves the givens and names the wrong entries', () => {
  const euler = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
  const solution = api.solve(euler).solution;
  // r1c1 right, r1c2 wrong (but not clashing: 5 is not in row 1, column 2 or box 1).
  const player = solution[0] + '5' + euler.slice(2);
  assert.notEqual(solution[1], '5');
  const r = api.solve(player, { givens: euler });
  assert.equal(r.status, 'unique');
  assert.equal(r.solution, solution, 'the givens are solved, not the wrong entry');
  assert.deepEqual(r.wrong, [1]);
  assert.deepEqual(r.givens, [...euler].map(Number));
  // A wrong entry that makes the grid unsolvable still gets the givens' solution.
  assert.equal(api.solve(player).status, 'none');
  // Givens of several solutions are solved with the entries, which choose.
  const open = '.'.repeat(81);
  const chosen = api.solve(solution.slice(0, 9) + '.'.repeat(72), { givens: open });
  assert.equal(chosen.status, 'multiple');
  assert.deepEqual(chosen.wrong, []);
  assert.throws(() => api.solve('77' + '.'.repeat(79), { givens: open }), /row 1 has two 7s/);
  assert.throws(() => api.solve(euler, { givens: '.'.repeat(16) }), /different sizes/);
});

test('Solver counts a batch as solve does, for every engine, and keeps the first solution', () => {
  const puzzles = data('9x9/serg_benchmark_multi.txt').split('\n').slice(0, 40)
    .concat(data('9x9/forum_hardest_1106.txt').split('\n').slice(0, 40))
    .filter((l) => l.trim());
  const unsolvable = '12345678.' + '.'.repeat(8) + '9' + '.'.repeat(63);
  puzzles.push(unsolvable, data('16x16/poj3076_sample.in'));
  const statuses = { 0: 'none', 1: 'unique', 2: 'multiple' };
  for (const { name } of api.engines().filter((e) => e.fast)) {
    const solver = new api.Solver({ solver: name });
    for (const p of puzzles) {
      let r;
      try {
        r = api.solve(p, { solver: name });
      } catch (e) {
        // An engine refuses a shape it does not solve, in both calls alike.
        assert.match(e.message, new RegExp(`^the ${name} engine solves .* only: for `));
        assert.throws(() => solver.count(p), { message: e.message });
        continue;
      }
      assert.equal(statuses[solver.count(p)], r.status, `${name} on ${p}`);
      assert.deepEqual(solver.solution() && [...solver.solution()], r.status === 'none' ? undefined : r.grid);
      assert.equal(solver.nodes, r.stats.nodes);
      assert.equal(solver.stopped, false);
    }
    solver.free();
  }
  const limited = new api.Solver({ solver: 'dlx', nodeLimit: 1 });
  assert.equal(limited.count(hardest), 0);
  assert.equal(limited.stopped, true);
  assert.throws(() => limited.count('77' + '.'.repeat(79)), /row 1 has two 7s/);
  assert.throws(() => limited.count('.'.repeat(80) + 'x'), /line 1, column 81: 'x'/);
  assert.throws(() => new api.Solver({ solver: 'quantum' }), /quantum/);
  assert.throws(() => new api.Solver({ sovler: 'dlx' }), /bad options/);
  assert.equal(limited.count(puzzles[0]), 0, 'the limit holds after errors');
});

test('the 16×16 sample solves to the judge\'s answer, in blocks', () => {
  const r = api.solve(data('16x16/poj3076_sample.in'));
  assert.equal(r.solution, data('16x16/poj3076_sample.out').trimEnd());
  assert.deepEqual(r.box, [4, 4]);
});

test('bad input throws an Error naming the place, and the module survives', () => {
  const cases = [
    [() => api.solve(''), /empty/],
    [() => api.solve('.'.repeat(80) + 'x'), /line 1, column 81: 'x'/],
    [() => api.solve('77' + '.'.repeat(79)), /row 1 has two 7s: r1c1 and r1c2/],
    [() => api.solve(hardest, { solver: 'quantum' }), /quantum/],
    [() => api.solve(hardest, { sovler: 'dlx' }), /bad options/],
    [() => api.solveCover('2 3\n1 0 1\n1 1\n'), /line 3/],
    [() => api.solveBinary('0000\n0200\n0000\n0000\n'), /line 2, column 2/],
    [() => new api.Tracer('12x4'), /'x'/],
    // Meant as exact cover, the same text gets that parser's word; a sudoku's clash still wins.
    [() => new api.Tracer('12x4', { kind: 'cover' }), /line 1: there are items but no options/],
    [() => new api.Tracer('1'.repeat(81), { kind: 'cover' }), /row 1 has two 1s/],
    [() => new api.Tracer('a', { kind: 'queens' }), /no kind 'queens': use auto, cover or repeat/],
    [() => api.hint('1'.repeat(1 << 20)), /1048576 symbols/],
  ];
  for (const [call, message] of cases) {
    assert.throws(call, (e) => e instanceof Error && message.test(e.message));
  }
  assert.equal(api.solve(hardest).status, 'unique');
});

test('hint, solveBinary and solveCover', () => {
  const h = api.hint('003020600900305001001806400008102900700000008006708200002609500800203009005010300');
  assert.match(h.kind, /^(naked|hidden)Single$/);
  assert.match(h.explanation, /In the matrix: Item \S+ has one option left/);
  assert.equal(h.cell.length, 2);
  const b = api.solveBinary(data('binary/usaco11nov_bsudoku_sample.in'));
  assert.equal(b.toggles, 3);
  assert.equal(b.cells.length, 3);
  const c = api.solveCover(knuth);
  assert.deepEqual(c, { ...c, status: 'unique', options: [1, 4, 5], count: 1 });
});

test("solveCover and minCover give the solution's options as the matrix indexes them too", () => {
  // Row 2 is all zeros: the matrix leaves it out, so rows 3 and 4 are options 1 and 2.
  const text = '4 2\n1 0\n0 0\n0 1\n1 1\n';
  const numbers = new api.Tracer(text).matrix().optionNumbers;
  assert.deepEqual(numbers, [1, 3, 4]);
  for (const r of [api.solveCover(text), api.minCover(text)]) {
    assert.deepEqual(r.indices.map((i) => numbers[i]), r.options);
  }
  assert.deepEqual(api.solveCover(text).indices, [0, 1]);
  assert.deepEqual(api.minCover(text).indices, [2]);
});

test("solveCover and the Tracer read Knuth's multiplicities (DLX3); minCover names them as not yet read", () => {
  const dlx3 = 'A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n';
  const r = api.solveCover(dlx3, { limit: 10 });
  assert.deepEqual([r.status, r.options, r.count], ['unique', [2, 4, 5], 1]);
  assert.throws(() => api.solveCover('3:2|A\nA\n'), /line 1, column 1: '3:2\|A'/);
  assert.equal(new api.Tracer(dlx3, { kind: 'cover' }).search, 'bounds');
  assert.throws(() => api.minCover(dlx3), /not yet here/);
});

test('Tracer: forward and back to the start, run to a solution', () => {
  const t = new api.Tracer(hardest);
  const start = JSON.stringify(t.state());
  for (let i = 0; i < 1000; i++) t.step();
  for (let i = 0; i < 1000; i++) assert.notEqual(t.back(), null);
  assert.equal(t.back(), null);
  assert.equal(JSON.stringify(t.state()), start);
  const k = new api.Tracer(knuth, { rule: 'first' });
  assert.equal(k.run('solution', 10000).kind, 'solution');
  assert.deepEqual([...k.state().partial].sort(), [0, 3, 4]);
  assert.equal(k.run('done', 10000).kind, 'done');
  t.free();
  k.free();
});

test('problemMeanings says what each item of a classic asks for, in the language asked', () => {
  const items = new api.Tracer(api.problem('queens', '8')).matrix().columnLabels;
  const en = api.problemMeanings('queens', '8');
  assert.equal(en.length, items.length);
  assert.equal(en[items.indexOf('r2')], 'rank 3 needs a queen');
  assert.equal(en[items.indexOf('c2')], 'file c needs a queen');
  assert.equal(en[items.indexOf('a7')], 'at most one queen on the diagonal h1–a8');
  assert.match(api.problemMeanings('langford', '3', { lang: 'zh-CN' })[0], /两个 1 都已放好/);
  assert.throws(() => api.problemMeanings('queens', '99'), /16/);
});

test("www/constants.js, which the page paints from before the module is there, is the module's constants()", async () => {
  const { default: constants } = await import('../../www/constants.js');
  assert.deepEqual(constants, api.constants());
  assert.deepEqual(constants.classics.queens.at(-1), '16');
});

test('TypeScript types describe every result', () => {
  const dts = readFileSync(new URL('../../pkg/dlx_lab.d.ts', import.meta.url), 'utf8');
  for (const name of ['SolveResult', 'HintResult', 'ExplainResult', 'RateResult', 'GenerateResult', 'BinaryResult', 'CoverResult', 'StepEvent', 'TracerState', 'MatrixInfo', 'Shown', 'Constants']) {
    assert.match(dts, new RegExp(`export interface ${name} `));
  }
  assert.match(dts, /export function solve\(text: string, options\?: SolveOptions\): SolveResult;/);
  // One step event for every search; SetStep, the set searches' old name, stays.
  assert.match(dts, /export type SetStep = StepEvent;/);
  assert.match(dts, /export type EventKind = "choose" \| "cover" \| "try" \| "undo" \| "uncover" \| "solution" \| "done" \| "deepen" \| "prune" \| "close" \| "leave" \| "dead";/);
  // Difficulty was Level: the old name stays.
  assert.match(dts, /export type Level = Difficulty;/);
  // tsify derives the types from the Rust types, but for two unions of
  // names that come from tables, not types, which the bindings write by
  // hand: the engines' and the item rules', as the module gives them.
  const union = (field) => dts.match(new RegExp(`${field}\\?: ((?:"[^"]+"(?: \\| )?)+);`))[1].match(/[^"| ]+/g);
  assert.deepEqual(union('solver'), api.engines().map((e) => e.name));
  assert.deepEqual(union('rule'), api.constants().rules);
  assert.deepEqual(union('variant'), api.constants().variants);
  // And `lang`, which every options object takes, merged into each options
  // interface by hand (mod.rs): no options struct has the field.
  const optionTypes = new Set([...dts.matchAll(/export interface (\w+Options) /g)].map((m) => m[1]));
  assert.ok(optionTypes.has('SolveOptions') && optionTypes.has('CheckOptions'));
  for (const name of optionTypes) {
    assert.match(dts, new RegExp(`export interface ${name} \\{[^}]*lang\\?: string;`), name);
  }
});

test('what the page asks of the module as the user types: gridInfo, parse with clashes, binaryInfo, engines', () => {
  const info = api.gridInfo(Uint8Array.from([1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]));
  assert.deepEqual(info.clashes, [0, 3]);
  assert.deepEqual(info.symbols, ['1', '2', '3', '4']);
  // r1c2 can hold 2, 3 or 4 (bits 1–3); a filled cell has no candidates.
  assert.equal(info.candidates[1], 0b1110);
  assert.equal(info.candidates[0], 0);
  assert.deepEqual(api.gridInfo(new Uint8Array(256)).symbols.slice(0, 2), ['A', 'B']);
  assert.throws(() => api.gridInfo(new Uint8Array(80)), /80 cells is not a square grid/);
  assert.throws(() => api.gridInfo(Uint8Array.from([5, ...new Array(15).fill(0)])), /5 is not a value of a 4×4 grid/);

  const clash = `77${'.'.repeat(79)}`;
  assert.throws(() => api.parse(clash), /row 1 has two 7s: r1c1 and r1c2/);
  const shown = api.parse(clash, { allowClashes: true });
  assert.match(shown.clash, /row 1 has two 7s: r1c1 and r1c2/);
  assert.deepEqual(shown.grid.slice(0, 3), [7, 7, 0]);
  assert.equal(api.parse(hardest).clash, null);

  const binary = api.binaryInfo(data('binary/usaco11nov_bsudoku_sample.in'));
  assert.equal(binary.size, 9);
  assert.deepEqual(binary.even.rows.map((even, r) => (even ? null : r)).filter((r) => r !== null), [4]);

  const engines = api.engines();
  assert.deepEqual(engines.map((e) => e.name), ['bands', 'bands16', 'triads', 'bitboard', 'bitmask', 'dlx', 'dlx-first', 'naive']);
  assert.deepEqual(engines.filter((e) => e.default).map((e) => e.name), ['bands']);
  for (const e of engines) assert.ok(e.label && e.summary && e.shapes && typeof e.fast === 'boolean');
  // Asked about a puzzle, only the engines that solve it, the fastest of them the default.
  const names = (options) => api.engines(options).map((e) => (e.default ? `*${e.name}` : e.name));
  assert.deepEqual(names({ box: [4, 4] }), ['*bands16', 'bitmask', 'dlx', 'dlx-first', 'naive']);
  assert.deepEqual(names({ box: [5, 5] }), ['*bitmask', 'dlx', 'dlx-first', 'naive']);
  assert.deepEqual(names({ box: [3, 3], variant: 'x' }), ['*dlx', 'dlx-first']);
  assert.equal(api.engines({ box: [4, 4], lang: 'zh-CN' })[0].shapes, '16×16（宫 4×4）');
  // A named engine that does not solve the shape is refused, naming those that do.
  assert.throws(() => api.solve('.'.repeat(256), { solver: 'bands' }),
    /the bands engine solves 9×9 \(boxes 3×3\) only: for 16×16 \(boxes 4×4\) use bands16, bitmask, dlx, dlx-first, naive/);
});

test('the tracer\'s live view is read from wasm memory, and back restores it', () => {
  const t = new api.Tracer(knuth);
  const m = t.matrix();
  const view = () => [...new Uint8Array(wasm.memory.buffer, t.viewPtr(), m.options + m.columns)];
  assert.equal(t.refresh(), 6);
  const start = view();
  assert.deepEqual(start, new Array(13).fill(0));
  t.step();
  t.step();
  assert.equal(t.refresh(), 4);
  assert.deepEqual(view().slice(0, 6), [0, 1, 0, 1, 0, 0]);
  assert.equal(t.columnSize(0), undefined);
  assert.equal(t.columnSize(1), 2);
  assert.deepEqual(t.counters(), { depth: 1, nodes: 0, updates: 4, solutions: 0, column: 0, columnSize: 2, done: false, limit: null, h: null });
  t.run('solution', 100);
  assert.deepEqual([...t.partial()].sort(), [0, 3, 4]);
  while (t.back());
  t.refresh();
  assert.deepEqual(view(), start);
  const sudoku = new api.Tracer('.'.repeat(16)).matrix();
  assert.deepEqual([sudoku.optionCells[5], sudoku.optionValues[5]], [1, 2]);
  assert.equal(m.optionCells, null);
});

test('a repeated cover\'s counters carry its limit and its bound h from the start, the same after Back', () => {
  const t = new api.Tracer(knuth, { kind: 'repeat' });
  assert.equal(t.search, 'repeat');
  const start = t.counters();
  assert.ok(start.limit >= 1 && start.h >= 1 && start.h <= start.limit, JSON.stringify(start));
  const seen = [start];
  for (let i = 0; i < 40; i++) {
    t.step();
    const c = t.counters();
    assert.ok(Number.isInteger(c.limit) && c.limit >= start.limit, JSON.stringify(c));
    seen.push(c);
  }
  // Back, step by step: each state's counters as they were (h is the matrix's, not the last choice's).
  for (let i = 39; i >= 0; i--) {
    t.back();
    assert.deepEqual(t.counters(), seen[i], `after Back to step ${i}`);
  }
});

test('a chain hint: its nodes, its links and its estimate; the rating on SE\'s scale', () => {
  // An SE 7.1 puzzle of the sample, played by hints on pencil marks until a
  // hint draws a chain of strong links.
  const puzzle = data('9x9/se_rated_sample.txt').split('\n')[0].split(/\s+/)[1];
  const cells = [...puzzle].map(Number);
  const marks = new Array(81).fill(0x1ff);
  let chain = null;
  for (let k = 0; k < 300 && !chain; k++) {
    const h = api.hint(cells.join(''), { givens: puzzle, marks });
    assert.equal(h.kind === 'solved', false, 'a chain before the end');
    assert.ok(h.se >= 1 && h.se < 9, `${h.technique}: ${h.se}`);
    if (h.links.some((l) => l.strong)) chain = h;
    for (const [r, c, v] of h.placements) cells[r * 9 + c] = v;
    for (const [r, c, v] of h.eliminations) marks[r * 9 + c] &= ~(1 << (v - 1));
  }
  assert.ok(chain, 'a chain on the way');
  for (const node of chain.chain) {
    assert.ok(node.cells.length >= 1 && typeof node.on === 'boolean');
    for (const [r, c, v] of node.cells) assert.ok(r < 9 && c < 9 && v >= 1 && v <= 9);
  }
  for (const link of chain.links) {
    assert.ok(link.from < chain.chain.length && link.to < chain.chain.length);
    assert.match(link.column, /^([RCB]\d#\d|r\dc\d)$/);
  }
  assert.match(chain.explanation, / = /);
  const rating = api.rate(puzzle);
  assert.equal(rating.result, 'solved');
  assert.ok(rating.se >= 6.5 && rating.se <= 7.5, `${rating.se}`);
  assert.ok(rating.score > rating.se);
  const path = api.explain(puzzle);
  assert.equal(path.se, rating.se);
  assert.equal(Math.max(...path.steps.map((s) => s.se)), rating.se);
  assert.equal(api.rate('.'.repeat(81)).se, null);
});

test('graded hints on pencil marks, explain, rate and a seeded generate', () => {
  const g = api.generate({ size: 9, level: 'medium', seed: 2026 });
  // The same puzzle as the CLI's `generate --size 9 --level medium --seed 2026` (tests/hints.rs).
  assert.equal(g.puzzle, '9..3........9.75..26.4..7....68..........1..7.14...6....2.3.....79....23.8..2..4.');
  assert.deepEqual([g.size, g.box, g.level, g.seed], [9, [3, 3], 'medium', 2026]);
  const [nudge, named, full] = [1, 2, 3].map((depth) => api.hint(g.puzzle, { depth }));
  assert.match(nudge.explanation, /^Look at/);
  assert.equal(named.explanation, full.summary);
  assert.match(full.explanation, /In the matrix:/);
  assert.ok(full.region.length > 0 && full.columns.length > 0);
  const rating = api.rate(g.puzzle);
  assert.deepEqual([rating.level, rating.result], ['medium', 'solved']);
  assert.ok(rating.nodes > 0);
  const path = api.explain(g.puzzle);
  assert.equal(path.result, 'solved');
  assert.equal(path.steps.length, rating.steps);
  assert.equal(path.level, 'medium');
  // A mark that drops the solution's value is named first.
  const solution = api.solve(g.puzzle).grid;
  const cell = g.grid.indexOf(0);
  const marks = new Array(81).fill(0);
  marks[cell] = 0x1ff & ~(1 << (solution[cell] - 1));
  const wrong = api.hint(g.puzzle, { marks });
  assert.equal(wrong.kind, 'wrongMark');
  assert.deepEqual(wrong.cell, [Math.floor(cell / 9), cell % 9]);
  // Apply hint on a mistake: the mark goes back (restores); a wrong entry is cleared (clears).
  assert.deepEqual(wrong.restores, [[Math.floor(cell / 9), cell % 9, solution[cell]]]);
  assert.equal(api.applyHint(g.puzzle, { marks, restores: wrong.restores }).marks[cell], 0x1ff);
  const entered = [...g.puzzle].map((ch, i) => (i === cell ? String((solution[cell] % 9) + 1) : ch)).join('');
  assert.equal(api.applyHint(entered, { clears: [[Math.floor(cell / 9), cell % 9]] }).values[cell], 0);
  assert.throws(() => api.hint(g.puzzle, { marks: [1, 2] }), /bad marks: 2 cells/);
  assert.throws(() => api.hint(g.puzzle, { depth: 7 }), /bad depth/);
  assert.throws(() => api.generate({ size: 7 }), /bad size 7/);
  assert.throws(() => api.generate({ level: 'fiendish' }), /no level 'fiendish'/);
});

test('the classics in Knuth\'s format count as they should', () => {
  const count = (name, size) => api.solveCover(api.problem(name, size), { limit: 10000 }).count;
  assert.equal(count('queens', '8'), 92);
  assert.equal(count('queens', '10'), 724);
  assert.equal(count('langford', '7'), 52);
  assert.equal(count('langford', '5'), 0);
  assert.equal(count('pentominoes', '3x20'), 8);
  assert.throws(() => api.problem('queens', '40'), /the size of queens is a number from 1 to 16/);
});

test('Count all in pieces, and a sudoku exported in Knuth\'s format, count the same', () => {
  const text = api.problem('queens', '8');
  // A text with Knuth's multiplicities opens as Algorithm M, which counting does not take: said so.
  const bounds = 'A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1';
  assert.throws(() => api.splitSearch(bounds), /^Error: Count all counts exact covers: this problem has Knuth's multiplicities/);
  assert.throws(() => new api.Counter(bounds), /Count all counts exact covers/);
  // A repeated cover is not counted either, and a kind that is none is named as such.
  assert.throws(() => api.splitSearch(text, { kind: 'repeat' }), /^Error: Count all counts exact covers, not repeated covers/);
  assert.throws(() => api.exportKnuth(text, { kind: 'repeated' }), /repeated/);
  assert.equal(api.splitSearch(text, { kind: 'cover', depth: 1 }).length, 8);
  const pieces = api.splitSearch(text, { depth: 2 });
  let total = 0;
  for (const prefix of pieces) {
    const counter = new api.Counter(text, { prefix });
    let p;
    do p = counter.run(10); while (!p.done);
    total += p.count;
    counter.free();
  }
  assert.equal(total, 92);
  // One Counter restarted on every piece, as a worker does: the same count.
  const one = new api.Counter(text, { prefix: pieces[0] });
  total = 0;
  for (const prefix of pieces) {
    one.restart({ prefix, keep: 1 });
    let p;
    do p = one.run(10); while (!p.done);
    total += p.count;
  }
  one.free();
  assert.equal(total, 92);
  const estimate = api.estimateSearch(text, { probes: 500 });
  assert.ok(estimate > 500 && estimate < 5000, `estimate ${estimate}`);
  // A 4×4 with several solutions: its exported matrix has as many.
  const sudoku = '12..34..........';
  const exported = api.exportKnuth(sudoku);
  assert.match(exported, /^r1c3 r1c4 /);
  const counter = new api.Counter(sudoku, {});
  assert.equal(api.solveCover(exported, { limit: 1000 }).count, counter.run(1e6).count);
  assert.equal(api.exportKnuth(text), api.solveCover(text) && text.split('\n').filter((l) => l && !l.startsWith('|')).join('\n') + '\n');
});
