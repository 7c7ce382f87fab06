// The narration of the step-through: one sentence per event of Algorithm X,
// as a pure function of the event and what the player measured around it,
// so that the words never depend on what was drawn before; and the
// player's other sentences (ready, paused, the demo's range, the matrix
// under the pointer, a hint's items). The words are
// Knuth's (item, option, cover), with what each means in the puzzle in
// parentheses: "Choose item C5#2 (column 5 has 2), which has 3 options."
import { plural } from '../dom.js';

const and = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * Item `c` (a column of the matrix) by its name and what it asks for:
 * 'R3#7 (row 3 has 7)'. An exact-cover item means no more than its name
 * (the Tracer's meaning is then 'item A'), so it is named alone: 'A'.
 */
export function itemName(matrix, c) {
  const name = matrix.columnLabels[c], meaning = matrix.columnMeanings[c];
  return meaning === `item ${name}` ? name : `${name} (${meaning})`;
}

/** Option `o` (a row of the matrix) by its name and what it does: 'r3c5#7 (r3c5 = 7)', or '2 (A D)'. */
export function optionName(matrix, o) {
  const label = matrix.optionLabels[o];
  return matrix.size ? `${label} (${label.replace('#', ' = ')})` : `${matrix.optionNumbers[o]} (${label})`;
}

/** Why the search backs up from item `c`, which had `size` options when it was chosen (null: not measured). */
function uncovered(matrix, c, size) {
  if (size === 0) return `Item ${itemName(matrix, c)} has no options left: a dead end, so uncover it and back up.`;
  const tried = size === 1 ? 'its one option has been tried' : `all ${size === null ? '' : `${size} of `}its options have been tried`;
  return `Uncover item ${itemName(matrix, c)}: ${tried}, so back up.`;
}

/**
 * The sentence for event `e` (a StepEvent). `removed` is how many options
 * the step removed (or, going back, restored), or null if not measured;
 * `column` is the item chosen at the search's current level after the
 * step; `size`, for an `uncover`, is how many options its item had (0: a
 * dead end); `backwards` says the event was just undone.
 */
export function sentence(e, { matrix, removed = null, column = null, size = null, backwards = false, solutions = 0, nodes = 0 }) {
  const item = (c) => `item ${itemName(matrix, c)}`;
  const option = (o) => `option ${optionName(matrix, o)}`;
  const count = (verb, mark = ':') => (removed === null ? '' : `${mark} ${plural(Math.abs(removed), 'option')} ${verb}`);
  const others = e.option === undefined || e.option === null ? [] : matrix.optionColumns[e.option].filter((c) => c !== column);
  const otherItems = `its other ${others.length === 1 ? 'item' : 'items'}`;
  if (backwards) {
    switch (e.kind) {
      case 'choose': return `Back: ${item(e.column)} is no longer chosen.`;
      case 'cover': return `Back: uncovered ${item(e.column)}${count('restored')}.`;
      case 'try': return `Back: took ${option(e.option)} out of the partial solution and uncovered ${otherItems}${count('restored')}.`;
      case 'undo': return `Back: ${option(e.option)} is in the partial solution again, ${otherItems} covered.`;
      case 'uncover': return `Back: ${item(e.column)} is chosen and covered again.`;
      case 'done': return 'Back: the search is running again.';
      default: return 'Back: the solution is not found yet.';
    }
  }
  switch (e.kind) {
    case 'choose': return `Choose ${item(e.column)}, which has ${e.size ? plural(e.size, 'option') : 'no options left'}.`;
    case 'cover': return `Cover ${item(e.column)}${count('removed')}.`;
    case 'try': return others.length
      ? `Try ${option(e.option)}: cover ${otherItems} ${and.format(others.map((c) => itemName(matrix, c)))}${count('removed', ';')}.`
      : `Try ${option(e.option)}: it has no other items to cover.`;
    case 'undo': return `Undo ${option(e.option)}: uncover ${otherItems}.`;
    case 'uncover': return uncovered(matrix, e.column, size);
    case 'solution': return matrix.primary < matrix.columns
      ? 'Solution found: every primary item is covered exactly once, every secondary item at most once.'
      : 'Solution found: every item is covered exactly once.';
    default: return `The search is over: ${plural(solutions, 'solution')}, ${plural(nodes, 'node')}.`;
  }
}

/** The matrix's size in Knuth's words: options are its rows, items its columns. */
const dimensions = (matrix) => `${plural(matrix.options, 'option')} × ${plural(matrix.columns, 'item')}`;

/** A new search is ready; `at` is the step a demo opens at, or null from the start. */
export function ready(matrix, at) {
  return at === null
    ? `Ready: ${dimensions(matrix)}. Press Step or Play.`
    : `Ready at step ${at.toLocaleString('en')} of the search, where this demo starts: ${dimensions(matrix)}. Press Step or Play.`;
}

/** Back at the first step: of the search, or of a demo that opens at step `from`. */
export const start = (from) => (from ? `This demo starts at step ${from.toLocaleString('en')}: Step goes on from here.` : 'This is the start of the search.');

/** Step or Play at the end of a demo's range, at step `to`. */
export const rangeEnd = (to) => `The demo's range ends here, at step ${to.toLocaleString('en')}: Back goes through it again, Reset starts over.`;

/** What the line says a few times a second while playing. */
export const playing = (steps, e) => `Playing: step ${steps.toLocaleString('en')}, ${e.kind} at depth ${e.depth}.`;

export const paused = (steps) => `Paused at step ${steps.toLocaleString('en')}. Step, Back or Play from here.`;

/** Item `c` and how many options it has left (`left`: undefined or null once covered): 'R3#7 (row 3 has 7), 5 options left'. */
function itemNow(matrix, c, left) {
  return `${itemName(matrix, c)}, ${left === undefined || left === null ? 'covered' : `${plural(left, 'option')} left`}`;
}

/** The matrix cell under the pointer: item `c` with `left` options, and option `o`. */
export const hovered = (matrix, c, left, o) => `Item ${itemNow(matrix, c, left)}. Option ${optionName(matrix, o)}.`;

/** A hint's "Why?": its items, each `[column, options left]`, marked in the matrix. */
export const spotlit = (matrix, items) => `The hint's items are marked in blue in the matrix: ${items.map(([c, left]) => itemNow(matrix, c, left)).join('; ')}. Step to watch DLX use them.`;
