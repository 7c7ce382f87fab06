// The narration of the step-through: one sentence per event of Algorithm X,
// as a pure function of the event and what the player measured around it,
// so that the words never depend on what was drawn before; and the
// player's other sentences (ready, paused, the demo's range, the matrix
// under the pointer, a hint's items). The words are Knuth's (item, option,
// cover), with what each means in the puzzle in parentheses: "Choose item
// C5#2 (column 5 has 2), which has 3 options."
//
// Every sentence is a message (i18n/words.js); the player renders it in its
// instance's language, and again when the language changes.
import { msg } from '../i18n/words.js';

/**
 * Item `c` (a column of the matrix) by its name and what it asks for:
 * 'R3#7 (row 3 has 7)'. A raw exact-cover item means no more than its
 * name (`plainItems`), so it is named alone: 'A'.
 */
export function itemName(matrix, c) {
  const name = matrix.columnLabels[c];
  return matrix.plainItems ? name : msg('item-with-meaning', { name, meaning: matrix.columnMeanings[c] });
}

/** Option `o` (a row of the matrix) by its name and what it does: 'r3c5#7 (r3c5 = 7)', or '2 (A D)'. */
export function optionName(matrix, o) {
  const label = matrix.optionLabels[o];
  return matrix.size
    ? msg('option-sudoku', { label, placed: label.replace('#', ' = ') })
    : msg('option-cover', { number: String(matrix.optionNumbers[o]), label });
}

/** Why the search backs up from item `c`, which had `size` options when it was chosen (null: not measured). */
function uncovered(matrix, c, size) {
  const item = itemName(matrix, c);
  if (size === 0) return msg('steps-dead-end', { item });
  if (size === 1) return msg('steps-uncover-one', { item });
  return size === null ? msg('steps-uncover-all', { item }) : msg('steps-uncover-n', { item, size });
}

/**
 * The sentence for event `e` (a StepEvent). `removed` is how many options
 * the step removed (or, going back, restored), or null if not measured;
 * `chosen` is the item chosen at the search's current level after the
 * step; `size`, for an `uncover`, is how many options its item had (0: a
 * dead end); `backwards` says the event was just undone. `words` joins
 * the names of the items a try covers, in the language's way.
 */
export function sentence(e, { matrix, words, removed = null, chosen = null, size = null, backwards = false, solutions = 0, nodes = 0 }) {
  const item = e.column === undefined || e.column === null ? null : itemName(matrix, e.column);
  const option = e.option === undefined || e.option === null ? null : optionName(matrix, e.option);
  const others = option === null ? [] : matrix.optionColumns[e.option].filter((c) => c !== chosen);
  const count = others.length;
  /** The message `id`, or its `-counted` form when the step measured the options it moved. */
  const counted = (id, args) => (removed === null ? msg(id, args) : msg(`${id}-counted`, { ...args, removed: Math.abs(removed) }));
  if (backwards) {
    switch (e.kind) {
      case 'choose': return msg('steps-back-choose', { item });
      case 'cover': return counted('steps-back-cover', { item });
      case 'try': return counted('steps-back-try', { option, count });
      case 'undo': return msg('steps-back-undo', { option, count });
      case 'uncover': return msg('steps-back-uncover', { item });
      case 'done': return msg('steps-back-done');
      default: return msg('steps-back-solution');
    }
  }
  switch (e.kind) {
    case 'choose': return msg('steps-choose', { item, size: e.size });
    case 'cover': return counted('steps-cover', { item });
    case 'try': return count
      ? counted('steps-try', { option, count, items: words.list(others.map((c) => words.t(itemName(matrix, c)))) })
      : msg('steps-try-alone', { option });
    case 'undo': return msg('steps-undo', { option, count });
    case 'uncover': return uncovered(matrix, e.column, size);
    case 'solution': return msg(matrix.primary < matrix.columns ? 'steps-solution-secondary' : 'steps-solution');
    default: return msg('steps-done', { solutions, nodes });
  }
}

/**
 * What an event of the other searches (repeated cover, multiplicities)
 * names: its item and option, that option's items joined in the
 * language's way, and a solution's option numbers.
 */
function named(e, matrix, words) {
  return {
    item: e.column === null || e.column === undefined ? null : itemName(matrix, e.column),
    option: e.option === null || e.option === undefined ? null : optionName(matrix, e.option),
    items: () => words.list(matrix.optionColumns[e.option].map((c) => words.t(itemName(matrix, c)))),
    set: () => e.options.map((o) => matrix.optionNumbers[o]).join(' '),
  };
}

/** Going back in the other searches, the step undone is named. */
const undone = (e) => msg('steps-back-min', { event: msg(`event-${e.kind}`) });

/**
 * The sentence for event `e` of a repeated-cover search (the Tracer's
 * kind 'repeat'): iterative deepening, the bound h at each choice, its
 * cuts (`depth + h > limit`), and the options hidden once tried.
 */
export function minSentence(e, { matrix, words, backwards = false, solutions = 0, nodes = 0, limit = null }) {
  if (backwards) return undone(e);
  const { item, option, items, set } = named(e, matrix, words);
  switch (e.kind) {
    case 'deepen': return msg('steps-deepen', { limit: e.limit });
    // The bound at every choice, not only at a cut: depth + h within the limit searched.
    case 'choose': return msg('steps-min-choose', { item, size: e.size, h: e.h, depth: e.depth, sum: e.depth + e.h, limit });
    case 'try': return msg('steps-min-try', { option, depth: e.depth, items: items() });
    case 'prune': return e.h === null
      ? msg('steps-prune-dead', { depth: e.depth })
      : msg('steps-prune', { depth: e.depth, h: e.h, sum: e.depth + e.h, limit: e.limit });
    case 'solution': return msg('steps-min-solution', { count: e.options.length, options: set() });
    case 'undo': return msg('steps-min-undo', { option });
    case 'leave': return msg('steps-leave', { item });
    default: return msg('steps-min-done', { solutions, nodes });
  }
}

/**
 * The sentence for event `e` of an exact cover with multiplicities (Knuth's
 * `a:b|item`): each choice with the item's count and bounds, closing an
 * item at its lower bound, dead ends.
 */
export function boundsSentence(e, { matrix, words, backwards = false, solutions = 0, nodes = 0 }) {
  if (backwards) return undone(e);
  const { item, option, items, set } = named(e, matrix, words);
  switch (e.kind) {
    case 'choose': return msg('steps-bounds-choose', { item, size: e.size, count: e.count, lo: e.lo, hi: e.hi });
    case 'try': return msg('steps-bounds-try', { option, items: items() });
    case 'undo': return msg('steps-min-undo', { option });
    case 'close': return msg('steps-bounds-close', { item, count: e.count, lo: e.lo });
    case 'leave': return msg('steps-leave', { item });
    case 'dead': return msg('steps-bounds-dead', { item });
    case 'solution': return msg('steps-bounds-solution', { options: set() });
    default: return msg('steps-done', { solutions, nodes });
  }
}

/** A new search is ready; `at` is the step a demo opens at, or null from the start. */
export function ready(matrix, at) {
  const size = { options: matrix.options, items: matrix.columns };
  return at === null ? msg('steps-ready', size) : msg('steps-ready-at', { ...size, step: at });
}

/** Back at the first step: of the search, or of a demo that opens at step `from`. */
export const start = (from) => (from ? msg('steps-demo-start', { from }) : msg('steps-start'));

/** Step or Play at the end of a demo's range, at step `to`. */
export const rangeEnd = (to) => msg('steps-range-end', { to });

/** What the line says a few times a second while playing. */
export const playing = (steps, e) => msg('steps-playing', { step: steps, event: msg(`event-${e.kind}`), depth: e.depth });

export const paused = (steps) => msg('steps-paused', { step: steps });

/** Item `c` and how many options it has left (`left`: undefined or null once covered): 'R3#7 (row 3 has 7), 5 options left'. */
function itemNow(matrix, c, left) {
  const item = itemName(matrix, c);
  return left === undefined || left === null ? msg('steps-item-covered', { item }) : msg('steps-item-left', { item, left });
}

/** The matrix cell under the pointer: item `c` with `left` options, and option `o`. */
export const hovered = (matrix, c, left, o) => msg('steps-hover', { item: itemNow(matrix, c, left), option: optionName(matrix, o) });

/** A hint's "Why?": its items, each `[column, options left]`, marked in the matrix; `words` joins them. */
export const spotlit = (matrix, items, words) => msg('steps-spotlight', {
  items: items.map(([c, left]) => words.t(itemNow(matrix, c, left))).join(words.t('list-semicolon')),
});
