// The page: one state object, the actions that change it, and a render that
// hands each part of it to its view. Views only read the state; every
// handler changes the state and then calls render(). Solving happens in a
// worker (engine.js), so long searches never freeze the page.
import * as engine from './engine.js';
import { createSudokuView } from './sudoku-view.js';
import { createBinaryView } from './binary-view.js';
import { createCoverView } from './cover-view.js';
import { EXAMPLES, DEFAULT_EXAMPLE } from './examples.js';
import { SHAPES, conflicts, lineText } from './puzzle.js';
import { readQuery, shareQuery } from './share.js';
import { createStepPanel } from './step-panel.js';
import { compare } from './compare.js';

const $ = (id) => document.getElementById(id);

/** The whole page state. */
const state = {
  type: 'sudoku-9',
  sudoku: emptySudoku(9),
  binary: emptyBinary(9),
  cover: { text: '', matrix: null, chosen: new Set() },
  /** The current hint's sentence, and how to apply it (or null). */
  hint: null,
  status: '',
  /** How many worker calls are running. */
  busy: 0,
};

function emptySudoku(n, box = SHAPES[n]) {
  const zeros = () => new Array(n * n).fill(0);
  return {
    n, box, givens: zeros(), entries: zeros(), solved: zeros(),
    conflicts: new Set(), wrong: new Set(), hint: null, showCandidates: false, cursor: 0,
    // The step-through search's partial solution (cell → value) and the cell being tried.
    trial: new Map(), trying: -1,
    // While stepping: for each cell, the values the search's covers removed.
    struck: null,
  };
}

function emptyBinary(n) {
  return { n, box: SHAPES[n], cells: new Array(n * n).fill(0), highlight: new Set(), cursor: 0 };
}

const board = $('board');
let view = null;
let viewType = '';

function render(focus = false) {
  const kind = state.type.startsWith('sudoku') ? 'sudoku' : state.type;
  if (kind !== viewType) {
    view = kind === 'sudoku'
      ? createSudokuView(board, { onEnter: enter, onMove: move })
      : kind === 'binary'
        ? createBinaryView(board, { onToggle: toggle, onMove: move })
        : createCoverView(board);
    viewType = kind;
  }
  view.render(state[kind], focus);
  if (![...$('type').options].some((o) => o.value === state.type)) {
    // A pasted size without its own entry (10×10, 15×15, …) gets one.
    const n = state.type.split('-')[1];
    $('type').add(new Option(`Sudoku ${n}×${n}`, state.type));
  }
  $('type').value = state.type;
  $('status').textContent = state.status;
  $('hint-panel').hidden = !state.hint;
  $('hint-text').textContent = state.hint?.explanation ?? '';
  $('apply-hint').disabled = !state.hint?.apply;
  $('candidates').setAttribute('aria-pressed', String(state.sudoku.showCandidates));
  $('candidates').disabled = kind !== 'sudoku';
  const busy = state.busy > 0;
  $('check').disabled = busy || kind !== 'sudoku';
  $('hint').disabled = busy || kind === 'cover';
  for (const id of ['solve', 'load', 'clear', 'examples', 'type', 'compare']) $(id).disabled = busy;
  $('cancel').disabled = !busy;
  board.setAttribute('aria-busy', String(busy));
}

function say(text) {
  state.status = text;
  render();
}

// ---- editing --------------------------------------------------------------

/** The values the user stands behind: givens and entries, not solved cells. */
function userValues(s = state.sudoku) {
  return s.givens.map((g, i) => g || s.entries[i]);
}

function enter(cell, value) {
  const s = state.sudoku;
  s.cursor = cell;
  if (s.givens[cell]) {
    say(`r${Math.floor(cell / s.n) + 1}c${(cell % s.n) + 1} is a given.`);
    return;
  }
  s.entries[cell] = value;
  s.solved.fill(0);
  s.wrong.delete(cell);
  s.hint = null;
  state.hint = null;
  s.conflicts = conflicts(s.n, s.box, userValues(s));
  state.status = s.conflicts.size ? 'Some values clash: they are marked in the grid.' : '';
  render(true);
}

function move(cell, focus) {
  state[state.type === 'binary' ? 'binary' : 'sudoku'].cursor = cell;
  render(focus);
}

function toggle(cell) {
  const b = state.binary;
  b.cells[cell] ^= 1;
  b.cursor = cell;
  // The optimal toggles shown were for the grid before this one.
  b.highlight = new Set();
  state.hint = null;
  state.status = '';
  render(true);
}

// ---- loading --------------------------------------------------------------

function binaryText(b = state.binary) {
  const rows = [];
  for (let r = 0; r < b.n; r++) rows.push(b.cells.slice(r * b.n, (r + 1) * b.n).join(''));
  return rows.join('\n');
}

/** Loads `text` as a puzzle of `type`; on an error, says so and keeps the grid. */
async function load(text, type = state.type, box = undefined) {
  $('puzzle-error').textContent = '';
  try {
    await run(async () => {
      if (type === 'binary') {
        await engine.solveBinary(text);
        const rows = text.split('\n').map((l) => l.replace(/\s/g, '')).filter((l) => l);
        const b = emptyBinary(rows.length);
        b.cells = rows.join('').split('').map(Number);
        Object.assign(state, { type, binary: b, hint: null });
        state.status = `Binary Sudoku loaded: make every row, column and box even.`;
      } else if (type === 'cover') {
        const matrix = await engine.matrix(text);
        if (matrix.size) throw new Error('This is a sudoku: choose a Sudoku puzzle type to load it.');
        Object.assign(state, { type, cover: { text, matrix, chosen: new Set() }, hint: null });
        state.status = `Exact cover loaded: ${matrix.options} options, ${matrix.columns} items.`;
      } else {
        const parsed = await engine.parse(text, box ? { box } : undefined);
        const s = emptySudoku(parsed.size, parsed.box);
        s.givens = parsed.grid;
        Object.assign(state, { type: `sudoku-${parsed.size}`, sudoku: s, hint: null });
        const given = parsed.grid.filter((v) => v).length;
        state.status = `${parsed.size}×${parsed.size} sudoku loaded with ${given} givens.`;
      }
    });
  } catch (e) {
    if (!(e instanceof engine.Cancelled)) {
      $('puzzle-error').textContent = e.message;
      say('The puzzle was not loaded: see the message next to the Puzzle box.');
    }
    return false;
  }
  render();
  if (type !== 'binary') stepAct(() => steps.reset())();
  return true;
}

function setType(type) {
  state.type = type;
  state.hint = null;
  if (type.startsWith('sudoku')) {
    const n = Number(type.split('-')[1]);
    if (state.sudoku.n !== n) state.sudoku = emptySudoku(n);
    state.status = `Empty ${n}×${n} grid: type into it, or paste a puzzle and press Load.`;
  } else if (type === 'binary') {
    state.status = 'Binary Sudoku: click or press Space to toggle cells.';
  } else {
    state.status = 'Exact cover: paste a matrix or Knuth\'s format and press Load.';
  }
  render();
  // The step panel follows the board (Binary Sudoku has no search to watch).
  if (type !== 'binary' && (type !== 'cover' || state.cover.matrix)) stepAct(() => steps.reset())();
}

// ---- the worker's answers -------------------------------------------------

/** Runs an async action with the page marked busy; Cancel ends it. */
async function run(action) {
  state.busy += 1;
  render();
  try {
    return await action();
  } finally {
    state.busy -= 1;
    render();
  }
}

function stats(result) {
  const ms = result.stats.micros / 1000;
  const time = ms < 1 ? `${Math.round(result.stats.micros)} µs` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
  return `${time}, ${result.stats.nodes.toLocaleString('en')} search nodes`;
}

/** The status line's words for each answer (an interface the tests read). */
const STATUS = {
  unique: 'Solved: unique solution',
  multiple: 'Solved: more than one solution (showing one)',
  none: 'Searched: no solution',
  stopped: 'Stopped: the search hit its node limit',
};

/** Options every sudoku call needs: the grid's box shape. */
function shapeOptions() {
  return { box: state.sudoku.box };
}

function solverOptions() {
  const solver = $('solver').value;
  return solver ? { ...shapeOptions(), solver } : shapeOptions();
}

async function solve() {
  state.hint = null;
  if (state.type === 'binary') {
    const answer = await run(() => engine.solveBinary(binaryText()));
    state.binary.highlight = new Set(answer.cells.map(([r, c]) => r * state.binary.n + c));
    say(answer.toggles === 0
      ? 'Already solved: every row, column and box is even.'
      : `Minimum: ${answer.toggles} toggle${answer.toggles === 1 ? '' : 's'}. One optimal set is highlighted.`);
  } else if (state.type === 'cover') {
    if (!state.cover.matrix) {
      say('Load an exact-cover problem first.');
      return;
    }
    const result = await run(() => engine.solveCover(state.cover.text));
    // The result numbers options as the input does; the board indexes them.
    const numbers = new Set(result.options);
    state.cover.chosen = new Set(state.cover.matrix.optionNumbers.flatMap((n, i) => (numbers.has(n) ? [i] : [])));
    const chosen = result.options.length ? `: options ${result.options.join(' ')} (marked ✓)` : '';
    say(`${STATUS[result.status]}${chosen}. ${stats(result)}.`);
  } else {
    const s = state.sudoku;
    const result = await run(() => engine.solve(lineText(s.n, userValues(s)), solverOptions()));
    if (result.solution) s.solved = result.grid.map((v, i) => (s.givens[i] || s.entries[i] ? 0 : v));
    s.hint = null;
    say(`${STATUS[result.status]}. ${stats(result)}.`);
  }
}

async function hint() {
  if (state.type === 'binary') {
    const b = state.binary;
    const answer = await run(() => engine.solveBinary(binaryText()));
    if (answer.toggles === 0) {
      state.hint = null;
      say('Every row, column and box is already even.');
      return;
    }
    const [r, c] = answer.cells[0];
    const cell = r * b.n + c;
    b.highlight = new Set([cell]);
    state.hint = {
      explanation: `Toggle r${r + 1}c${c + 1}: it is one of the ${answer.toggles} toggles of an optimal solution from here.`,
      apply: () => toggle(cell),
    };
    say(`Hint: toggle r${r + 1}c${c + 1}.`);
    return;
  }
  const s = state.sudoku;
  const h = await run(() => engine.hint(lineText(s.n, userValues(s)), { ...shapeOptions(), givens: lineText(s.n, s.givens) }));
  const cell = h.cell ? h.cell[0] * s.n + h.cell[1] : null;
  s.hint = { cell, cells: new Set(h.cells.map(([r, c]) => r * s.n + c)) };
  s.wrong = h.kind === 'wrongEntry' ? new Set([cell]) : s.wrong;
  state.hint = {
    explanation: h.explanation,
    apply: cell !== null && h.value ? () => enter(cell, h.value) : null,
  };
  if (cell !== null) s.cursor = cell;
  const where = cell !== null ? ` at r${h.cell[0] + 1}c${h.cell[1] + 1}` : '';
  say(`Hint${where}: ${h.kind.replace(/[A-Z]/g, (m) => ` ${m.toLowerCase()}`)}.`);
}

async function check() {
  const s = state.sudoku;
  const result = await run(() => engine.solve(lineText(s.n, s.givens), shapeOptions()));
  if (result.status !== 'unique') {
    say(`Check needs a puzzle with one solution; this one has ${result.status === 'none' ? 'none' : 'more than one'}.`);
    return;
  }
  s.wrong = new Set();
  s.entries.forEach((v, i) => {
    if (v && v !== result.grid[i]) s.wrong.add(i);
  });
  const filled = s.entries.filter((v) => v).length;
  say(s.wrong.size
    ? `${s.wrong.size} of your ${filled} entries contradict the solution: they are marked.`
    : `All ${filled} of your entries agree with the solution.`);
}

function clear() {
  state.hint = null;
  if (state.type === 'binary') {
    state.binary.highlight = new Set();
    say('Highlights cleared.');
  } else if (state.type === 'cover') {
    state.cover.chosen = new Set();
    say('Solution cleared.');
  } else {
    const s = state.sudoku;
    Object.assign(s, { entries: s.entries.map(() => 0), solved: s.solved.map(() => 0), wrong: new Set(), hint: null });
    s.conflicts = conflicts(s.n, s.box, userValues(s));
    say('Your entries are cleared; the givens stay.');
  }
}

async function share() {
  let query;
  if (state.type === 'binary') query = shareQuery('binary', binaryText());
  else if (state.type === 'cover') query = shareQuery('cover', state.cover.text);
  else query = shareQuery(state.type, lineText(state.sudoku.n, state.sudoku.givens), state.sudoku.box);
  const url = new URL(query, location.href);
  history.replaceState(null, '', url);
  try {
    await navigator.clipboard.writeText(url.href);
    say('Link copied: it opens this puzzle.');
  } catch {
    say('The address bar now holds a link to this puzzle.');
  }
}

/** Runs a button's action, turning errors into a status line. */
function act(action) {
  return async () => {
    try {
      await action();
    } catch (e) {
      if (e instanceof engine.Cancelled) say('Cancelled.');
      else say(`Cannot do that: ${e.message}`);
    }
  };
}

// ---- wiring -----------------------------------------------------------------

for (const [i, example] of EXAMPLES.entries()) {
  const option = document.createElement('option');
  option.value = String(i);
  option.textContent = example.name;
  $('examples').append(option);
}

$('examples').addEventListener('change', act(async () => {
  const example = EXAMPLES[Number($('examples').value)];
  if (!example) return;
  $('puzzle-text').value = example.text;
  await load(example.text, example.type);
}));
$('type').addEventListener('change', () => setType($('type').value));
$('load').addEventListener('click', act(() => {
  const text = $('puzzle-text').value;
  return load(text, state.type === 'binary' || state.type === 'cover' ? state.type : 'sudoku');
}));
$('solve').addEventListener('click', act(() => {
  state.status = 'Solving…';
  return solve();
}));
$('hint').addEventListener('click', act(hint));
$('check').addEventListener('click', act(check));
$('clear').addEventListener('click', act(clear));
$('share').addEventListener('click', act(share));
$('cancel').addEventListener('click', () => engine.cancel());
$('candidates').addEventListener('click', () => {
  state.sudoku.showCandidates = !state.sudoku.showCandidates;
  render();
});
$('apply-hint').addEventListener('click', () => {
  const apply = state.hint?.apply;
  state.hint = null;
  state.sudoku.hint = null;
  state.binary.highlight = new Set();
  if (apply) apply();
  else render();
});

// ---- the step-through panel -------------------------------------------------

const steps = createStepPanel({
  puzzle() {
    if (state.type === 'binary') throw new Error('Algorithm X steps through sudoku and exact cover; Binary Sudoku is solved by a DP.');
    if (state.type === 'cover') {
      if (!state.cover.matrix) throw new Error('Load an exact-cover problem first.');
      return { text: state.cover.text, kind: 'cover' };
    }
    return { text: lineText(state.sudoku.n, userValues()), kind: 'sudoku', box: state.sudoku.box };
  },
  onSync({ trial, trying, struck }) {
    Object.assign(state.sudoku, { trial, trying, struck });
    render();
  },
});

/** Runs a step-panel action; its errors go to the narration line. */
function stepAct(action) {
  return async () => {
    try {
      await action();
    } catch (e) {
      $('narration').textContent = `Cannot step: ${e.message}`;
    }
  };
}

const stepActions = {
  step: () => steps.step(),
  back: () => steps.back(),
  play: () => steps.play(),
  'next-solution': () => steps.runTo('solution'),
  'next-backtrack': () => steps.runTo('backtrack'),
  reset: () => steps.reset(),
};
for (const [id, action] of Object.entries(stepActions)) $(id).addEventListener('click', stepAct(action));
$('rule').addEventListener('change', stepAct(() => steps.reset()));
$('seed').addEventListener('change', stepAct(() => steps.reset()));
$('step-help-button').addEventListener('click', () => {
  const help = $('step-help');
  help.hidden = !help.hidden;
  $('step-help-button').setAttribute('aria-expanded', String(!help.hidden));
});
$('step-panel').addEventListener('keydown', (event) => {
  if (event.target.closest('input, select') || event.ctrlKey || event.metaKey || event.altKey) return;
  const keys = { ArrowRight: 'step', ArrowLeft: 'back', ' ': 'play', s: 'next-solution', b: 'next-backtrack', r: 'reset' };
  if (event.key === '?') $('step-help-button').click();
  else if (keys[event.key]) stepAct(stepActions[keys[event.key]])();
  else return;
  event.preventDefault();
});
$('compare').addEventListener('click', act(async () => {
  if (!state.type.startsWith('sudoku')) {
    $('compare-summary').textContent = 'Compare runs the four sudoku engines: load a sudoku first.';
    return;
  }
  await run(() => compare(lineText(state.sudoku.n, userValues()), shapeOptions(), $('compare-results'), $('compare-summary')));
}));

// Open the puzzle in the address, or the default one.
const shared = readQuery(location.search);
if (shared?.error) {
  render();
  say(`${shared.error} Showing an empty grid.`);
} else {
  const start = shared ?? DEFAULT_EXAMPLE;
  $('puzzle-text').value = start.text;
  render();
  act(async () => {
    const ok = await load(start.text, start.type, start.box);
    if (!ok && shared) {
      state.status = `The link's puzzle could not be read: ${$('puzzle-error').textContent} Showing an empty grid.`;
      render();
    }
  })();
}

