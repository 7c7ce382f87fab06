// Sudoku of every size from 4×4 to 25×25, as a puzzle kind. The puzzle is
// plain data; what depends on the rules (symbols, clashes, candidates) comes
// from the wasm module's gridInfo, so no rule is written twice.
import { api } from '../wasm.js';
import { createSudokuView } from '../sudoku-view.js';
import { SIDES } from '../share.js';
import { STATUS, searchStats } from './status.js';

/** Box shapes of the "Puzzle type" menu's sizes. */
const SHAPES = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 12: [3, 4], 16: [4, 4], 25: [5, 5] };

/** A blank n×n puzzle with `box` shapes, with its clashes and candidates worked out. */
function blank(n, box) {
  const zeros = () => new Array(n * n).fill(0);
  return analyse({
    n, box, givens: zeros(), entries: zeros(), solved: zeros(),
    conflicts: new Set(), wrong: new Set(), candidates: zeros(), symbols: [],
    /** The first clash of a pasted puzzle's givens, while they clash. */
    clash: null,
    hint: null, showCandidates: false, cursor: 0,
  });
}

/** The values the user stands behind: givens and entries, not solved cells. */
export function userValues(p) {
  return p.givens.map((g, i) => g || p.entries[i]);
}

/** Works out the clashes, candidates and symbols of the user's values (wasm). */
function analyse(p) {
  const info = api.gridInfo(Uint8Array.from(userValues(p)), p.box ? { box: p.box } : undefined);
  // A size without a menu shape (10×10, 15×15, …) gets the module's default.
  p.box = info.box;
  p.conflicts = new Set(info.clashes);
  p.candidates = info.candidates;
  p.symbols = info.symbols;
  if (!p.conflicts.size) p.clash = null;
  return p;
}

/** The one-line text of values: n² symbols, `.` for a blank. */
function lineText(p, values) {
  return values.map((v) => p.symbols[v - 1] ?? '.').join('');
}

const cellName = (p, cell) => `r${Math.floor(cell / p.n) + 1}c${(cell % p.n) + 1}`;

export default {
  id: 'sudoku',
  label: 'Sudoku',
  types: Object.keys(SHAPES).map((n) => ({ value: `sudoku-${n}`, label: `Sudoku ${n}×${n}` })),
  traceable: true,
  tools: ['hint', 'check', 'candidates', 'compare'],

  empty(type) {
    const n = Number(type.split('-')[1]) || 9;
    return blank(n, SHAPES[n]);
  },
  typeOf: (p) => `sudoku-${p.n}`,
  typeLabel: (p) => `Sudoku ${p.n}×${p.n}`,
  emptyStatus: (p) => `Empty ${p.n}×${p.n} grid: type into it, or paste a puzzle and press Load.`,

  /** The first sudoku in `text`; givens that clash are kept, with `clash` set. */
  parse(text, { box } = {}) {
    const parsed = api.parse(text, box ? { box, allowClashes: true } : { allowClashes: true });
    const p = blank(parsed.size, parsed.box);
    p.givens = parsed.grid;
    p.clash = parsed.clash;
    return analyse(p);
  },
  loadedStatus(p) {
    if (p.clash) return `The pasted grid is shown, but ${p.clash}. Fix the Puzzle box and press Load to solve it.`;
    return `${p.n}×${p.n} sudoku loaded with ${p.givens.filter((v) => v).length} givens.`;
  },
  text: (p) => lineText(p, userValues(p)),
  box: (p) => p.box,
  /** Why Solve and the search cannot run now, or null. */
  blocked: (p) => (p.conflicts.size ? 'Some values clash: they are marked in the grid. Fix them first.' : null),

  createView(container, { onEdit, onMove }) {
    return createSudokuView(container, { onEnter: onEdit, onMove });
  },

  /** Enters `value` (0 clears) into `cell`; returns the status line, or null if nothing changed. */
  edit(p, cell, value) {
    p.cursor = cell;
    if (p.givens[cell]) return { status: `${cellName(p, cell)} is a given.`, changed: false };
    p.entries[cell] = value;
    p.solved.fill(0);
    p.wrong.delete(cell);
    p.hint = null;
    analyse(p);
    return { status: p.conflicts.size ? 'Some values clash: they are marked in the grid.' : '', changed: true };
  },

  /** The value a key enters, 0 for a key that clears, or null for any other key. */
  keyValue(p, key) {
    if (['Backspace', 'Delete', '0', '.', ' '].includes(key)) return 0;
    const v = p.symbols.indexOf(key.length === 1 ? key.toUpperCase() : '') + 1;
    return v || null;
  },

  async solve(p, engine, { solver }) {
    const options = solver ? { box: p.box, solver } : { box: p.box };
    const result = await engine.solve(lineText(p, userValues(p)), options);
    if (result.solution) p.solved = result.grid.map((v, i) => (p.givens[i] || p.entries[i] ? 0 : v));
    p.hint = null;
    const { status, solution, grid, stats } = result;
    return { status: `${STATUS[status]}. ${searchStats(result, 'search nodes')}.`, solved: { status, solution, grid, stats } };
  },

  async hint(p, engine) {
    const h = await engine.hint(lineText(p, userValues(p)), { box: p.box, givens: lineText(p, p.givens) });
    const cell = h.cell ? h.cell[0] * p.n + h.cell[1] : null;
    p.hint = { cell, cells: new Set(h.cells.map(([r, c]) => r * p.n + c)) };
    if (h.kind === 'wrongEntry') p.wrong = new Set([cell]);
    if (cell !== null) p.cursor = cell;
    const where = cell !== null ? ` at ${cellName(p, cell)}` : '';
    return {
      status: `Hint${where}: ${h.kind.replace(/[A-Z]/g, (m) => ` ${m.toLowerCase()}`)}.`,
      hint: { text: h.explanation, apply: cell !== null && h.value ? { cell, value: h.value } : null },
    };
  },

  /** Applies a hint's `{ cell, value }`. */
  apply(p, { cell, value }) {
    return this.edit(p, cell, value);
  },

  async check(p, engine) {
    const result = await engine.solve(lineText(p, p.givens), { box: p.box });
    if (result.status !== 'unique') {
      return { status: `Check needs a puzzle with one solution; this one has ${result.status === 'none' ? 'none' : 'more than one'}.` };
    }
    p.wrong = new Set(p.entries.flatMap((v, i) => (v && v !== result.grid[i] ? [i] : [])));
    const filled = p.entries.filter((v) => v).length;
    return {
      status: p.wrong.size
        ? `${p.wrong.size} of your ${filled} entries contradict the solution: they are marked.`
        : `All ${filled} of your entries agree with the solution.`,
    };
  },

  clear(p) {
    p.entries.fill(0);
    p.solved.fill(0);
    p.wrong = new Set();
    p.hint = null;
    analyse(p);
    return 'Your entries are cleared; the givens stay.';
  },

  share(p) {
    const text = lineText(p, p.givens);
    return p.n === 9 && p.box[0] === 3 ? { bd: text } : { p: text, box: `${p.box[0]}x${p.box[1]}` };
  },

  fromQuery(params) {
    if (params.has('bd')) {
      const bd = params.get('bd');
      if (bd.length !== 81) return { error: `The link's puzzle (bd) has ${bd.length} symbols; a 9×9 needs 81.` };
      return { text: bd };
    }
    if (!params.has('p')) return null;
    const text = params.get('p');
    const n = SIDES[text.length];
    if (!n) return { error: `The link's puzzle (p) has ${text.length} symbols, which is no sudoku size.` };
    const box = params.get('box');
    if (box === null) return { text };
    const m = /^(\d{1,2})x(\d{1,2})$/.exec(box);
    if (!m || Number(m[1]) * Number(m[2]) !== n) return { error: `The link's box shape "${box.slice(0, 20)}" does not fit a ${n}×${n} grid.` };
    return { text, box: [Number(m[1]), Number(m[2])] };
  },
};
