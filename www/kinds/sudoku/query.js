// A sudoku's link: its puzzle (`bd`, or `p` with `box`) and, for a
// generated one, its level and seed. The player's progress in a link is
// game.js's.
import { SIDES } from '../share.js';
import CONSTANTS from '../../constants.js';
import { msg } from '../../i18n/words.js';
import { VARIANTS } from './puzzle.js';

/** A generated puzzle's `{ level, seed }` from its link, or null when absent or malformed. */
export function originOfQuery(params) {
  const level = params.get('level'), seed = params.get('seed');
  if (!CONSTANTS.levels.includes(level) || !/^\d{1,16}$/.test(seed ?? '') || !Number.isSafeInteger(Number(seed))) return null;
  return { level, seed: Number(seed) };
}

/**
 * A link's puzzle alone: `{ text, box?, variant? }`, `{ error }`, or null.
 * A variant's link has `v` (jigsaw, x, windoku), and a jigsaw's `r`, its
 * region labels, which join the givens as the jigsaw line. Only the link's
 * own form is checked here: whether the box makes the grid and the labels
 * make regions is the library's to say, when the page reads the text.
 */
export function puzzleOfQuery(params) {
  const found = plainOfQuery(params);
  const v = params.get('v');
  if (!found || found.error || v === null) return found;
  if (!VARIANTS.includes(v)) return { error: msg('link-variant', { variant: v.slice(0, 20) }) };
  if (v !== 'jigsaw') return { ...found, variant: v };
  const r = params.get('r') ?? '';
  const labels = [...r];
  if (labels.length !== found.text.length || /\s/u.test(r)) return { error: msg('link-regions', { found: String(labels.length) }) };
  return { ...found, text: `${found.text} ${r}`, variant: v };
}

/** A link's plain sudoku: `{ text, box? }`, `{ error }`, or null. */
function plainOfQuery(params) {
  if (params.has('bd')) {
    const bd = params.get('bd');
    if (bd.length !== 81) return { error: msg('link-bd-length', { found: String(bd.length) }) };
    return { text: bd };
  }
  if (!params.has('p')) return null;
  const text = params.get('p');
  const n = SIDES[text.length];
  if (!n) return { error: msg('link-p-length', { found: String(text.length) }) };
  const box = params.get('box');
  if (box === null) return { text };
  const m = /^(\d{1,2})x(\d{1,2})$/.exec(box);
  if (!m) return { error: msg('link-box', { box: box.slice(0, 20) }) };
  return { text, box: [Number(m[1]), Number(m[2])] };
}
