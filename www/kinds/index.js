// The registry of puzzle kinds. Each kind is one module that knows how to
// read its text and its link, draw itself, and act on Solve, Hint, Check
// and Clear. Adding a kind is one new file and one line here.
//
// A kind is an object with:
//   id, label               its name in code and for people
//   types                   its entries in the "Puzzle type" menu: [{ value, label }]
//   traceable               whether Algorithm X can be stepped through on it
//   tools                   which of hint, check, candidates, compare, pad apply
//   empty(type)             a blank puzzle of a menu type
//   typeOf(puzzle)          the menu type of a puzzle
//   parse(text, { box })    the puzzle in text (plain data); throws an Error naming the place
//   text(puzzle), box(puzzle)  what the solver and the tracer read
//   createView(container, handlers)  → { render(puzzle, extra) }; handlers:
//                           onEdit, onMove, onStray (the grids), onPick(size) (a size picker)
//   edit(puzzle, cell, value, options), apply(puzzle, hint's apply)
//                           → { status, changed (the values), marked (only marks) }
//   solve, hint, check(puzzle, engine, options) → { status, … }; clear(puzzle) → status
//   share(puzzle, { progress }) → query parameters;
//   fromQuery(params) → { text, box?, progress?, progressError? } | { error } | null
// and, for a kind the player keeps a game on (sudoku): travel(puzzle, back)
// for Undo and Redo, fill(puzzle), symbolsNote(puzzle), and saveKey,
// saved, resume for the saved game (saved-games.js) and a link's progress.
import sudoku from './sudoku/index.js';
import binary from './binary/index.js';
import cover from './cover/index.js';
import queens from './queens/index.js';
import langford from './langford/index.js';
import pentominoes from './pentominoes/index.js';

export const KINDS = [sudoku, binary, cover, queens, langford, pentominoes];

/** The kind called `id`. */
export function kindOf(id) {
  return KINDS.find((k) => k.id === id);
}

/** The kind a "Puzzle type" menu value belongs to. */
export function kindOfType(type) {
  return KINDS.find((k) => k.types.some((t) => t.value === type) || type.startsWith(`${k.id}-`));
}

/**
 * The puzzle in a query string: `{ kind, text, box? }`, `null` when there is
 * none, or `{ error, kind }` when a parameter of that kind is not a puzzle.
 */
export function readQuery(search) {
  const params = new URLSearchParams(search);
  for (const kind of KINDS) {
    const found = kind.fromQuery(params);
    if (found) return { kind: kind.id, ...found };
  }
  return null;
}
