// What the classic exact-cover puzzles (N-queens, Langford pairs,
// pentominoes) share as puzzle kinds: the wasm module writes each one in
// Knuth's format from a size (`problem(name, size)`), so reading, solving,
// stepping through and sharing are the same for all three, and only the
// picture differs (kinds/queens/, langford/, pentominoes/ give theirs).
//
// A puzzle is `{ size, text, items, labels, solution }`: the size as the
// picker and the link spell it ('8', '6x10'), the Knuth text the solver and
// the tracer read, the matrix's item names and option labels (what the
// pictures map to squares and cells), and the solution's option indices
// (the solver's `indices`) or null.
import { api } from '../../worker/wasm.js';
import { createClassicView } from './view.js';
import { STATUS, searchStats } from '../status.js';
import { fault, msg } from '../../i18n/words.js';

/** Shortens a size from a link or the Puzzle box for a message, so that a hostile one stays a short line. */
const quote = (value) => `'${value.length > 20 ? `${value.slice(0, 20)}…` : value}'`;

/**
 * A puzzle kind for problem `id` of the wasm module. `spec`, its words all
 * messages (i18n/words.js): `label` (the "Puzzle type" menu's entry),
 * `sizes` ([{ value, label }], the picker's choices and what a link may
 * hold), `defaultSize`, `sizeLabel` (the picker's accessible name),
 * `title(size)` ("8-queens"), `note(size)` (what to add to the status about
 * that size, or ''), and `picture(element, words)` (the view's drawing,
 * see classic/view.js). What each item asks for, in the puzzle's words
 * ('rank 1 needs a queen'), the wasm module says (`problemMeanings`).
 */
export function classicKind({ id, label, sizes, defaultSize, sizeLabel, title, note = () => '', picture, example }) {
  const values = sizes.map((s) => s.value);
  const numbers = values.every((v) => /^\d+$/.test(v));
  /** What sizes there are, for an error about `size`. */
  const choices = (size) => (numbers
    ? { min: values[0], max: values.at(-1), size: quote(size), label }
    : { sizes: values.join(', '), size: quote(size), label });

  /**
   * The puzzle of `size`, one of the picker's (so that the picker can show
   * it); throws an Error saying which sizes there are.
   */
  function read(asked) {
    const size = asked.trim();
    if (!values.includes(size)) throw fault(numbers ? 'classic-size-number' : 'classic-size-one-of', choices(asked));
    const text = api.problem(id, size);
    const tracer = new api.Tracer(text);
    try {
      const m = tracer.matrix();
      return { size, text, items: m.columnLabels, labels: m.optionLabels, solution: null };
    } finally {
      tracer.free();
    }
  }

  const loaded = (p) => [msg('classic-loaded', { title: title(p.size), options: p.labels.length, items: p.items.length }), note(p.size)];

  return {
    id,
    label,
    types: [{ value: id, label }],
    examples: [{ ...example, type: id }],
    traceable: true,
    tools: [],

    empty: () => read(defaultSize),
    typeOf: () => id,
    emptyStatus: loaded,
    /** The puzzle of the size in `text` (the Puzzle box, a link, the picker). */
    parse: (text) => read(text),
    loadedStatus: loaded,
    text: (p) => p.text,
    box: () => undefined,
    meanings: (p, words) => api.problemMeanings(id, p.size, { lang: words.lang }),
    blocked: () => null,

    createView: (container, { onPick, words }) => createClassicView(container, { sizes, sizeLabel, picture, onPick, words }),
    edit: () => ({ status: '', changed: false }),

    async solve(p, worker, { lang }) {
      const result = await worker.solveCover(p.text, { lang });
      p.solution = result.indices.length ? result.indices : null;
      const { status, stats } = result;
      const answer = msg(p.solution ? 'search-answer-picture' : 'search-answer', { answer: STATUS[status], stats: searchStats(result) });
      return {
        status: [answer, status === 'none' ? note(p.size) : ''],
        solved: { status, solution: result.options, grid: null, stats },
      };
    },

    clear(p) {
      p.solution = null;
      return msg('cover-cleared');
    },

    share: (p) => ({ [id]: p.size }),

    fromQuery(params) {
      if (!params.has(id)) return null;
      const size = params.get(id);
      if (!values.includes(size)) return { error: msg(numbers ? 'link-classic-number' : 'link-classic-one-of', { ...choices(size), id }) };
      return { text: size };
    },
  };
}
