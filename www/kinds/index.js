// The registry of puzzle kinds. Each kind is one module that knows how to
// read its text and its link, draw itself, and act on Solve, Hint, Check
// and Clear. Adding a kind is one new file and one line here.
//
// A kind is an object with:
//   id, label               its name in code and for people
//   types                   its entries in the "Puzzle type" menu: [{ value, label }]
//   traceable               whether Algorithm X can be stepped through on it
//   tools                   which of hint, check, candidates, compare apply
//   empty(type)             a blank puzzle of a menu type
//   typeOf(puzzle)          the menu type of a puzzle
//   parse(text, { box })    the puzzle in text (plain data); throws an Error naming the place
//   text(puzzle), box(puzzle)  what the solver and the tracer read
//   createView(container, handlers)  → { render(puzzle, extra) }
//   solve, hint, check(puzzle, engine, options) → { status, … }; clear(puzzle) → status
//   share(puzzle) → query parameters; fromQuery(params) → { text, box? } | { error } | null
import sudoku from './sudoku.js';
import binary from './binary.js';
import cover from './cover.js';

export const KINDS = [sudoku, binary, cover];

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
 * none, or `{ error }` when a parameter is not a puzzle.
 */
export function readQuery(search) {
  const params = new URLSearchParams(search);
  for (const kind of KINDS) {
    const found = kind.fromQuery(params);
    if (found) return found.error ? found : { kind: kind.id, ...found };
  }
  return null;
}
