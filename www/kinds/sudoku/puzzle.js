// A sudoku as plain data (the kind's puzzle, kinds/sudoku/index.js): the
// givens, the player's entries and marks, what Solve and Check found, and
// what the rules say of the values (clashes, candidates, symbols), which
// the wasm module's gridInfo works out, so that no rule is written twice.
import { api } from '../../worker/wasm.js';
import CONSTANTS from '../../constants.js';

/** The usual box shape of a side, as the library gives it. */
export const boxOf = (n) => new Map(CONSTANTS.boxes).get(n);

/** The variants the "Puzzle type" menu offers, each a 9×9 type of its own: the library's, but plain. */
export const VARIANTS = CONSTANTS.variants.filter((v) => v !== 'plain');

/** The variant of a menu type: 'sudoku-x' is 'x'; a size is 'plain'. */
export const variantOfType = (type) => (VARIANTS.includes(type.split('-')[1]) ? type.split('-')[1] : 'plain');

/**
 * A blank n×n puzzle with `box` shapes, of `variant` ('plain', 'jigsaw',
 * 'x', 'windoku') and, for a jigsaw, its `regions` (each cell's region,
 * 0-based; by default the boxes), with its clashes and candidates worked out.
 */
export function blank(n, box, variant = 'plain', regions = null) {
  const zeros = () => new Array(n * n).fill(0);
  return analyse({
    n, box, variant, regions, givens: zeros(), entries: zeros(), solved: zeros(),
    /** The player's pencil marks: a bitmask per cell (game.js). */
    marks: zeros(),
    /** Games to go back to (Undo) and forward to (Redo), the last one last. */
    undo: [], redo: [],
    /** Cells whose entry, or whose marks, Check found wrong. */
    wrong: new Set(),
    conflicts: new Set(), candidates: zeros(), symbols: [],
    /** The first clash of a pasted puzzle's givens, while they clash. */
    clash: null,
    hint: null, showCandidates: false, cursor: 0,
    /** Whether the pad's "Pencil marks" is on: symbols then toggle marks instead of entering values. */
    pencil: false,
    /** The game's clock (game.js): ms played before `since` (Date.now() when shown), and the hints asked. */
    played: 0, since: Date.now(), hints: 0,
  });
}

/** Whether every cell holds a value and none clashes: the player has solved the puzzle. */
export const finished = (p) => !p.conflicts.size && userValues(p).every(Boolean);

/** The values the user stands behind: givens and entries, not solved cells. */
export function userValues(p) {
  return p.givens.map((g, i) => g || p.entries[i]);
}

/** The options that say the puzzle's rules to the wasm module: its box shape and variant. */
export const rules = (p) => (p.variant === 'plain' ? { box: p.box } : { box: p.box, variant: p.variant });

/** Works out the clashes, candidates and symbols of the user's values (wasm). */
/** gridInfo's options for `p`: a blank jigsaw has no regions yet, so it starts from the boxes, a plain grid's. */
function gridOptions(p) {
  const jigsaw = p.variant === 'jigsaw';
  return jigsaw && !p.regions ? { box: p.box } : { ...rules(p), ...(jigsaw ? { regions: p.regions } : {}) };
}

/** Whether the givens alone clash: a puzzle to fix, where clashing entries are the player's. */
export const givensClash = (p) => api.gridInfo(Uint8Array.from(p.givens), gridOptions(p)).clashes.length > 0;

export function analyse(p) {
  const info = api.gridInfo(Uint8Array.from(userValues(p)), gridOptions(p));
  // A size without a menu shape (10×10, 15×15, …) gets the module's default.
  p.box = info.box;
  p.regions = info.regions;
  p.extra = info.extra;
  p.conflicts = new Set(info.clashes);
  p.candidates = info.candidates;
  p.symbols = info.symbols;
  if (!p.conflicts.size) p.clash = null;
  return p;
}
