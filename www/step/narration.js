// The narration of the step-through: one sentence per event of Algorithm X,
// as a pure function of the event and what the player measured around it,
// so that the words never depend on what was drawn before. The words are
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
