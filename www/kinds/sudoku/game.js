// The player's game on a sudoku (kinds/sudoku.js): what Undo and Redo keep
// of it, and its form in a link.
//
// A game is what the player wrote: `entries`, n² values (0 for a blank), and
// `marks`, n² bitmasks of pencil marks (bit v-1 set: v is pencilled in; 0:
// no marks). The history keeps whole games, not edits: a game is at most
// 625 cells, and going back is then one swap, whatever the edit was (a
// value, a mark, Fill candidates, Clear).
//
// In a link, `e` is the entries as one line of symbols ('.' for a blank,
// as `p` and `bd` write the givens) and `m` the marks, each cell's bitmask
// in ceil(n/8) bytes, little-endian, as base64url.
import { base64UrlToBytes, bytesToBase64Url } from '../share.js';

/** How many edits Undo can go back. */
const HISTORY = 300;

/**
 * The puzzle's game, copied. Typed arrays, so that copying a puzzle with
 * its history (structuredClone, for each worker call) stays cheap.
 */
function snapshot(p) {
  return { entries: Uint8Array.from(p.entries), marks: Uint32Array.from(p.marks) };
}

/** Whether `game` is what the puzzle shows now. */
export function sameGame(p, game) {
  return p.entries.every((v, i) => v === game.entries[i]) && p.marks.every((m, i) => m === game.marks[i]);
}

/** Keeps the game as it is before an edit, as one step of Undo; a new edit drops what Redo had. */
export function remember(p) {
  p.undo.push(snapshot(p));
  if (p.undo.length > HISTORY) p.undo.shift();
  p.redo = [];
}

/**
 * One step of Undo (`back`) or Redo: the game to show, with the game shown
 * now kept for the way back; null when there is nothing to go to.
 */
export function historyStep(p, back) {
  const [from, to] = back ? [p.undo, p.redo] : [p.redo, p.undo];
  const game = from.pop();
  if (!game) return null;
  to.push(snapshot(p));
  return { entries: Array.from(game.entries), marks: Array.from(game.marks) };
}

/** Bytes that one cell's marks take in a link. */
const width = (n) => Math.ceil(n / 8);

/** The marks as a link's `m`. */
export function marksParam(marks, n) {
  const w = width(n);
  const bytes = new Uint8Array(marks.length * w);
  marks.forEach((m, i) => {
    for (let b = 0; b < w; b++) bytes[i * w + b] = (m >>> (8 * b)) & 255;
  });
  return bytesToBase64Url(bytes);
}

/** A link's `m` as the n² bitmasks of an n×n grid; throws an Error saying what is wrong. */
function readMarks(param, n) {
  let bytes;
  try {
    bytes = base64UrlToBytes(param);
  } catch {
    throw new Error("The link's pencil marks (m) are not base64url text.");
  }
  const w = width(n), cells = n * n;
  if (bytes.length !== cells * w) {
    throw new Error(`The link's pencil marks (m) hold ${bytes.length} bytes; those of a ${n}×${n} grid take ${cells * w}.`);
  }
  return Array.from({ length: cells }, (_, i) => bytes.subarray(i * w, (i + 1) * w).reduceRight((m, b) => m * 256 + b, 0));
}

/**
 * The progress in a link (`e`, `m`) on an n×n grid, in the form a saved
 * game has ({ entries: one line of symbols, marks: n² bitmasks }), or null
 * when the link has none. Throws an Error naming the parameter whose shape
 * does not fit the grid; whether its symbols do is for the puzzle to check.
 */
export function readProgress(params, n) {
  const e = params.get('e'), m = params.get('m');
  if (e === null && m === null) return null;
  const cells = n * n;
  if (e !== null && e.length !== cells) throw new Error(`The link's entries (e) have ${e.length} symbols; a ${n}×${n} grid takes ${cells}.`);
  return { entries: e ?? '.'.repeat(cells), marks: m === null ? new Array(cells).fill(0) : readMarks(m, n) };
}
