// Binary Sudoku (USACO 2011 "bsudoku") as a puzzle kind: toggle 0/1 cells
// until every row, column and box is even. Parity comes from the wasm
// module's binaryInfo; the fewest toggles from its exact DP, in the worker.
import { api } from '../../worker/wasm.js';
import { createBinaryView } from './view.js';
import { SIDES } from '../share.js';

/** The rows of a grid as lines of 0s and 1s. */
function rowsText(n, cells) {
  const rows = [];
  for (let r = 0; r < n; r++) rows.push(cells.slice(r * n, (r + 1) * n).join(''));
  return rows.join('\n');
}

/** The puzzle of a text, as plain data. */
function fromText(text) {
  const info = api.binaryInfo(text);
  return { n: info.size, box: info.box, cells: info.cells, even: info.even, highlight: new Set(), cursor: 0 };
}

export default {
  id: 'binary',
  label: 'Binary Sudoku',
  types: [{ value: 'binary', label: 'Binary Sudoku' }],
  traceable: false,
  tools: ['hint'],

  empty: () => fromText(rowsText(9, new Array(81).fill(0))),
  typeOf: () => 'binary',
  emptyStatus: () => 'Binary Sudoku: click or press Space to toggle cells.',
  parse: (text) => fromText(text),
  loadedStatus: () => 'Binary Sudoku loaded: make every row, column and box even.',
  text: (p) => rowsText(p.n, p.cells),
  box: (p) => p.box,
  blocked: () => null,

  createView(container, { onEdit, onMove }) {
    return createBinaryView(container, { onToggle: (cell) => onEdit(cell), onMove });
  },

  /** Toggles `cell`. */
  edit(p, cell) {
    p.cells[cell] ^= 1;
    p.cursor = cell;
    p.even = api.binaryInfo(rowsText(p.n, p.cells)).even;
    // The optimal toggles shown were for the grid before this one.
    p.highlight = new Set();
    return { status: '', changed: true };
  },

  async solve(p, engine) {
    const answer = await engine.solveBinary(rowsText(p.n, p.cells));
    p.highlight = new Set(answer.cells.map(([r, c]) => r * p.n + c));
    return {
      status: answer.toggles === 0
        ? 'Already solved: every row, column and box is even.'
        : `Minimum: ${answer.toggles} toggle${answer.toggles === 1 ? '' : 's'}. One optimal set is highlighted.`,
    };
  },

  async hint(p, engine) {
    const answer = await engine.solveBinary(rowsText(p.n, p.cells));
    if (answer.toggles === 0) return { status: 'Every row, column and box is already even.' };
    const [r, c] = answer.cells[0];
    const cell = r * p.n + c;
    p.highlight = new Set([cell]);
    return {
      status: `Hint: toggle r${r + 1}c${c + 1}.`,
      hint: { text: `Toggle r${r + 1}c${c + 1}: it is one of the ${answer.toggles} toggles of an optimal solution from here.`, apply: { cell } },
    };
  },

  apply(p, { cell }) {
    return this.edit(p, cell);
  },

  clear(p) {
    p.highlight = new Set();
    return 'Highlights cleared.';
  },

  share: (p) => ({ binary: p.cells.join('') }),

  fromQuery(params) {
    if (!params.has('binary')) return null;
    const b = params.get('binary');
    const n = SIDES[b.length];
    if (!n || !/^[01]+$/.test(b)) return { error: 'The link\'s Binary Sudoku is not a square of 0s and 1s.' };
    return { text: rowsText(n, [...b]) };
  },
};
