// The registry of puzzle kinds. Each kind is one module that knows how to
// read its text and its link, draw itself, and act on Solve, Hint, Check
// and Clear. Adding a kind is one new folder (its module and its view) and
// one line here.
//
// A kind is an object with:
//   id, label               its name in code and for people
//   types                   its entries in the "Puzzle type" menu: [{ value, label }]
//   defaultType             the type a blank puzzle of it has (default: the first)
//   traceable               whether Algorithm X can be stepped through on it
//   untraced                what the step-through and Count say when it cannot
//                           (default: Binary Sudoku's words)
//   tools                   which of hint, check, candidates, compare, pad,
//                           generate (New puzzle), solver (the Solver menu) apply
//   empty(type)             a blank puzzle of a menu type
//   typeOf(puzzle)          the menu type of a puzzle
//   parse(text, { box, lang })  the puzzle in text (plain data); throws an Error naming the place
//   text(puzzle), box(puzzle)  what the solver and the tracer read
//   createView(container, handlers)  → { render(puzzle, extra) }; handlers:
//                           tools (a container under the board, for the kind's own
//                           controls: the sudoku's pad), onEdit(cell, value, options),
//                           onMove, onStray (the grids), onPick(size) (a size picker),
//                           onTravel(back), onFill(), onRedraw()
//   edit(puzzle, cell, value, options), apply(puzzle, hint's apply)
//                           → { status, changed (the values), marked (only marks) }
//   blocked(puzzle)         why Solve cannot run now, or null; searchBlocked(puzzle),
//                           optional: why the step-through and Count all cannot (searchBlocked below)
//   solve, hint, check(puzzle, worker, options) → { status, … }; clear(puzzle) → status
//   share(puzzle, { progress }) → query parameters;
//   fromQuery(params) → { text, box?, progress?, progressError? } | { error } | null
// and, for a kind the player keeps a game on (sudoku): travel(puzzle, back)
// for Undo and Redo, fill(puzzle), symbolsNote(puzzle), restore(puzzle) and
// keep(puzzle) for the saved game, and saved, resume for a link's progress.
import { api } from '../worker/wasm.js';
import sudoku from './sudoku/index.js';
import binary from './binary/index.js';
import cover from './cover/index.js';
import repeat from './repeat/index.js';
import queens from './queens/index.js';
import langford from './langford/index.js';
import pentominoes from './pentominoes/index.js';

export const KINDS = [sudoku, binary, cover, repeat, queens, langford, pentominoes];

/** The "Puzzle type" an instance starts on, before it loads a puzzle: the first kind's. */
export const FIRST_TYPE = KINDS[0].defaultType ?? KINDS[0].types[0].value;

/** The kind called `id`. */
export function kindOf(id) {
  return KINDS.find((k) => k.id === id);
}

/** The kind a "Puzzle type" menu value belongs to. */
export function kindOfType(type) {
  return KINDS.find((k) => k.types.some((t) => t.value === type) || type.startsWith(`${k.id}-`));
}

/**
 * Reads `text` as a puzzle of kind `id`, or with 'auto' of the kind the
 * wasm module reads it as (a sudoku, else exact cover): `{ k, p }`, the kind
 * and its puzzle. `options`: `box`, and `lang` for the words. Throws the
 * parser's Error (for 'auto', the one of the format the text looks likelier
 * to mean).
 */
export function readText(text, id, { variant, ...options } = {}) {
  // A variant is a sudoku; else the format reader says (a jigsaw's line is a sudoku too).
  const auto = variant && variant !== 'plain' ? 'sudoku' : null;
  const k = kindOf(id === 'auto' ? auto ?? api.formatOf(text, options) : id);
  return { k, p: k.parse(text, { ...options, variant }) };
}

/** Why the step-through and Count all cannot search puzzle `p` of kind `k` now (a message), or null. */
export const searchBlocked = (k, p) => k.blocked(p) ?? k.searchBlocked?.(p) ?? null;

/** The variant a menu type reads sudoku text as: 'plain' for all but the sudoku variants' types. */
export const variantOf = (type) => kindOfType(type)?.variantOf?.(type) ?? 'plain';

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
