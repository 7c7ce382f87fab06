// Binary Sudoku (USACO 2011 "bsudoku") as a puzzle kind: toggle 0/1 cells
// until every row, column and box is even. Parity comes from the wasm
// module's binaryInfo; the fewest toggles from its exact DP, in the worker.
import { api } from '../../worker/wasm.js';
import { createBinaryView } from './view.js';
import { SIDES } from '../share.js';
import { msg } from '../../i18n/words.js';
import examples from './examples.js';

/** The rows of a grid as lines of 0s and 1s. */
function rowsText(n, cells) {
  const rows = [];
  for (let r = 0; r < n; r++) rows.push(cells.slice(r * n, (r + 1) * n).join(''));
  return rows.join('\n');
}

/** The puzzle of a text, as plain data. */
function fromText(text, lang) {
  const info = api.binaryInfo(text, { lang });
  return { n: info.size, box: info.box, cells: info.cells, even: info.even, highlight: new Set(), cursor: 0 };
}

export default {
  id: 'binary',
  examples,
  label: msg('kind-binary'),
  types: [{ value: 'binary', label: msg('kind-binary') }],
  traceable: false,
  tools: ['hint'],

  empty: () => fromText(rowsText(9, new Array(81).fill(0))),
  typeOf: () => 'binary',
  emptyStatus: () => msg('binary-empty'),
  parse: (text, { lang } = {}) => fromText(text, lang),
  loadedStatus: () => msg('binary-loaded'),
  text: (p) => rowsText(p.n, p.cells),
  box: (p) => p.box,
  blocked: () => null,

  createView(container, { onEdit, onMove, words }) {
    return createBinaryView(container, { onToggle: (cell) => onEdit(cell), onMove, words });
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

  async solve(p, worker, { lang }) {
    const answer = await worker.solveBinary(rowsText(p.n, p.cells), { lang });
    p.highlight = new Set(answer.cells.map(([r, c]) => r * p.n + c));
    return { status: answer.toggles === 0 ? msg('binary-solved') : msg('binary-minimum', { toggles: answer.toggles }) };
  },

  async hint(p, worker, { lang }) {
    const answer = await worker.solveBinary(rowsText(p.n, p.cells), { lang });
    if (answer.toggles === 0) return { status: msg('binary-all-even') };
    const [r, c] = answer.cells[0];
    const cell = r * p.n + c;
    const name = api.cellName(p.n, cell);
    p.highlight = new Set([cell]);
    return {
      status: msg('binary-hint-status', { cell: name }),
      hint: { text: msg('binary-hint', { cell: name, toggles: answer.toggles }), apply: { cell } },
    };
  },

  apply(p, { cell }) {
    return this.edit(p, cell);
  },

  clear(p) {
    p.highlight = new Set();
    return msg('binary-cleared');
  },

  share: (p) => ({ binary: p.cells.join('') }),

  fromQuery(params) {
    if (!params.has('binary')) return null;
    const b = params.get('binary');
    const n = SIDES[b.length];
    if (!n || !/^[01]+$/.test(b)) return { error: msg('link-binary') };
    return { text: rowsText(n, [...b]) };
  },
};
