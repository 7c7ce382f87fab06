// A sudoku's link: its puzzle (`bd`, or `p` with `box`) and, for a
// generated one, its level and seed. The player's progress in a link is
// game.js's.
import { SIDES } from '../share.js';

/** The levels a generated puzzle can have. */
const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/** A generated puzzle's `{ level, seed }` from its link, or null when absent or malformed. */
export function originOfQuery(params) {
  const level = params.get('level'), seed = params.get('seed');
  if (!LEVELS.includes(level) || !/^\d{1,16}$/.test(seed ?? '') || !Number.isSafeInteger(Number(seed))) return null;
  return { level, seed: Number(seed) };
}

/** A link's puzzle alone: `{ text, box? }`, `{ error }`, or null. */
export function puzzleOfQuery(params) {
  if (params.has('bd')) {
    const bd = params.get('bd');
    if (bd.length !== 81) return { error: `The link's puzzle (bd) has ${bd.length} symbols; a 9×9 needs 81.` };
    return { text: bd };
  }
  if (!params.has('p')) return null;
  const text = params.get('p');
  const n = SIDES[text.length];
  if (!n) return { error: `The link's puzzle (p) has ${text.length} symbols, which is no sudoku size.` };
  const box = params.get('box');
  if (box === null) return { text };
  const m = /^(\d{1,2})x(\d{1,2})$/.exec(box);
  if (!m || Number(m[1]) * Number(m[2]) !== n) return { error: `The link's box shape "${box.slice(0, 20)}" does not fit a ${n}×${n} grid.` };
  return { text, box: [Number(m[1]), Number(m[2])] };
}
