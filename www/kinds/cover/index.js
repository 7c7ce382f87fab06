// Raw exact cover as a puzzle kind: a 0/1 matrix ("n m" then n rows) or
// Knuth's format, drawn as a table with the chosen options marked.
import { api } from '../../worker/wasm.js';
import { createCoverView } from './view.js';
import { fromBase64Url, toBase64Url } from '../share.js';
import { STATUS, searchStats } from '../status.js';

/** The most options the page loads: its step-through and drawing are made on the page's thread. */
const MAX_OPTIONS = 50_000;

export default {
  id: 'cover',
  label: 'Exact cover',
  types: [{ value: 'cover', label: 'Exact cover' }],
  traceable: true,
  tools: [],

  empty: () => ({ text: '', matrix: null, chosen: new Set() }),
  typeOf: () => 'cover',
  emptyStatus: () => 'Exact cover: paste a matrix or Knuth\'s format and press Load.',

  /** Reads the problem with the tracer's parser, for the matrix it draws. */
  parse(text) {
    // Meant as exact cover: text that is neither gets that parser's error.
    const tracer = new api.Tracer(text, { kind: 'cover' });
    try {
      // Before the first step every option is in the matrix: a cheap count, before the costly drawing data.
      const options = tracer.refresh();
      if (options > MAX_OPTIONS) {
        throw new Error(`the problem has ${options.toLocaleString('en')} options, and the page steps through at most ${MAX_OPTIONS.toLocaleString('en')}: solve it with the command line (dlx-lab cover)`);
      }
      const matrix = tracer.matrix();
      if (matrix.size) throw new Error('This is a sudoku: choose a Sudoku puzzle type to load it.');
      return { text, matrix, chosen: new Set() };
    } finally {
      tracer.free();
    }
  },
  loadedStatus: (p) => `Exact cover loaded: ${p.matrix.options} options, ${p.matrix.columns} items.`,
  text: (p) => p.text,
  box: () => undefined,
  blocked: (p) => (p.matrix ? null : 'Load an exact-cover problem first.'),

  createView: (container) => createCoverView(container),
  edit: () => ({ status: '', changed: false }),

  async solve(p, engine) {
    const result = await engine.solveCover(p.text);
    // The result numbers options as the input does; the board indexes them.
    const numbers = new Set(result.options);
    p.chosen = new Set(p.matrix.optionNumbers.flatMap((n, i) => (numbers.has(n) ? [i] : [])));
    const chosen = result.options.length ? `: options ${result.options.join(' ')} (marked ✓)` : '';
    const { status, stats } = result;
    return {
      status: `${STATUS[status]}${chosen}. ${searchStats(result, 'search nodes')}.`,
      solved: { status, solution: result.options, grid: null, stats },
    };
  },

  clear(p) {
    p.chosen = new Set();
    return 'Solution cleared.';
  },

  share: (p) => ({ cover: toBase64Url(p.text) }),

  fromQuery(params) {
    if (!params.has('cover')) return null;
    try {
      return { text: fromBase64Url(params.get('cover')) };
    } catch {
      return { error: 'The link\'s exact-cover problem (cover) is not valid base64url text.' };
    }
  },
};
