// The narration of the step-through: one sentence per event of Algorithm X,
// as a pure function of the event and what the player measured around it,
// so that the words never depend on what was drawn before.
import { plural } from './dom.js';

/** A column by what it asks for: 'row 3 has 7', 'item A'. */
const columnName = (matrix, c) => `'${matrix.columnMeanings[c]}'`;

/** An option by what it does: 'r3c5 = 7', or 'option 2 (A D)'. */
export function optionName(matrix, o) {
  return matrix.size ? matrix.optionLabels[o].replace('#', ' = ') : `option ${o + 1} (${matrix.optionLabels[o]})`;
}

/**
 * The sentence for event `e` (a StepEvent). `removed` is how many options
 * the step removed (or, going back, restored), or null if not measured;
 * `column` is the column chosen at the search's current level after the
 * step; `backwards` says the event was just undone.
 */
export function sentence(e, { matrix, removed = null, column = null, backwards = false, solutions = 0, nodes = 0 }) {
  const back = backwards ? 'Back: undid ' : '';
  const count = removed === null ? '' : `: ${plural(Math.abs(removed), 'option')} removed`;
  switch (e.kind) {
    case 'choose': return `${back}Choose column ${columnName(matrix, e.column)} (${plural(e.size, 'option')}).`;
    case 'cover': return `${back}Cover ${columnName(matrix, e.column)}${count}.`;
    case 'try': {
      const others = matrix.optionColumns[e.option].filter((c) => c !== column).map((c) => columnName(matrix, c));
      return `${back}Try ${optionName(matrix, e.option)}. Cover ${others.join(', ')}${count}.`;
    }
    case 'undo': return `${back}Undo ${optionName(matrix, e.option)}: its columns come back.`;
    case 'uncover': return `${back}Uncover ${columnName(matrix, e.column)}: every option in it failed, so back up.`;
    case 'solution': return `${back}Solution found: every column is covered exactly once.`;
    default: return `The search is over: ${solutions} solution(s), ${nodes} nodes.`;
  }
}
