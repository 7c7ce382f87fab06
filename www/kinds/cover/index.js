// Raw exact cover as a puzzle kind: a 0/1 matrix ("n m" then n rows) or
// Knuth's format, drawn as a table with the chosen options marked.
import { api } from '../../worker/wasm.js';
import { createCoverView } from './view.js';
import { textLink } from '../share.js';
import { STATUS, searchStats } from '../status.js';
import { fault, msg } from '../../i18n/words.js';
import examples from './examples.js';

/** The most options the page loads: its step-through and drawing are made on the page's thread. */
const MAX_OPTIONS = 50_000;

export default {
  id: 'cover',
  examples,
  label: msg('kind-cover'),
  types: [{ value: 'cover', label: msg('kind-cover') }],
  traceable: true,
  tools: [],

  empty: () => ({ text: '', matrix: null, chosen: new Set() }),
  typeOf: () => 'cover',
  emptyStatus: () => msg('cover-empty'),

  /** The Tracer's kind: exact cover (with Knuth's multiplicities, if the text has them). */
  rules: () => ({ kind: 'cover' }),

  /** Reads the problem with the tracer's parser, for the matrix it draws. */
  parse(text, { lang } = {}) {
    // Meant as this kind's problem: text that is neither gets that parser's error.
    const tracer = new api.Tracer(text, { ...this.rules(), lang });
    try {
      // Before the first step every option is in the matrix: a cheap count, before the costly drawing data.
      const options = tracer.refresh();
      if (options > MAX_OPTIONS) {
        throw fault('cover-too-large', { options, max: MAX_OPTIONS });
      }
      const matrix = tracer.matrix();
      if (matrix.size) throw fault('cover-is-sudoku');
      return { text, matrix, chosen: new Set() };
    } finally {
      tracer.free();
    }
  },
  loadedStatus: (p) => msg('cover-loaded', { options: p.matrix.options, items: p.matrix.columns }),
  text: (p) => p.text,
  box: () => undefined,
  blocked: (p) => (p.matrix ? null : msg('cover-load-first')),

  createView: (container, { words }) => createCoverView(container, words),
  edit: () => ({ status: '', changed: false }),

  async solve(p, worker, { lang }) {
    const result = await worker.solveCover(p.text, { lang });
    p.chosen = new Set(result.indices);
    const { status, stats } = result;
    const words = result.options.length
      ? msg('search-answer-options', { answer: STATUS[status], options: result.options.join(' '), stats: searchStats(result) })
      : msg('search-answer', { answer: STATUS[status], stats: searchStats(result) });
    return {
      status: words,
      solved: { status, solution: result.options, grid: null, stats },
    };
  },

  clear(p) {
    p.chosen = new Set();
    return msg('cover-cleared');
  },

  ...textLink('cover', msg('link-cover')),
};
