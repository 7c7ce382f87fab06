// The player's game on a sudoku (index.js): what Undo and Redo keep of it,
// its saved form, and its form in a link.
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
import { api } from '../../worker/wasm.js';
import { fault, msg } from '../../i18n/words.js';

/** The one-line text of values: n² symbols, `.` for a blank. */
export function lineText(p, values) {
  const line = values.map((v) => p.symbols[v - 1] ?? '.').join('');
  // A jigsaw's line carries its regions, as the module reads it: `<givens> <labels>`.
  return p.variant === 'jigsaw' ? `${line} ${regionLabels(p)}` : line;
}

/** A jigsaw's region map as labels a, b, …, one a cell. */
export const regionLabels = (p) => p.regions.map((r) => String.fromCharCode(97 + r)).join('');

/** How many edits Undo can go back. */
const HISTORY = 300;

/** How many steps of Undo and of Redo a saved game keeps: fewer on larger grids, so that it stays some tens of KB. */
const keptSteps = (p) => Math.min(50, Math.floor(20000 / (p.n * p.n)));

/**
 * A game (`p` itself: its entries and marks), copied. Typed arrays, so that
 * copying a puzzle with its history (structuredClone, for each worker call)
 * stays cheap.
 */
function snapshot(game) {
  return { entries: Uint8Array.from(game.entries), marks: Uint32Array.from(game.marks) };
}

/** Values as one line of symbols, `.` for a blank: a saved game's form (a jigsaw's regions are the puzzle's, not the game's). */
export const symbolLine = (p, values) => Array.from(values, (v) => p.symbols[v - 1] ?? '.').join('');

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
    throw fault('link-marks-not-base64');
  }
  const w = width(n), cells = n * n;
  if (bytes.length !== cells * w) {
    throw fault('link-marks-length', { found: String(bytes.length), n, bytes: String(cells * w) });
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
  if (e !== null && e.length !== cells) throw fault('link-entries-length', { found: String(e.length), n, cells: String(cells) });
  return { entries: e ?? '.'.repeat(cells), marks: m === null ? new Array(cells).fill(0) : readMarks(m, n) };
}

/**
 * How long the player has been on the puzzle, in milliseconds: what the
 * saved game had, and the time since it was shown; once it is finished,
 * the time it took.
 */
export const playTime = (p) => p.done?.played ?? p.played + (Date.now() - p.since);

/**
 * Starts the game's clock again, from `played` ms, `hints` asked, whether
 * Solve was used (`solve`) and the finish if it is finished (`done`).
 */
export function startClock(p, { played = 0, hints = 0, solve = false, done = null } = {}) {
  Object.assign(p, { played, hints, since: Date.now(), solveUsed: solve, done });
}

/**
 * The player filled the grid with nothing clashing: the finish, kept with
 * the game (`{ played, hints, solve }`), stops the clock.
 */
export function finish(p) {
  p.done = { played: Math.round(playTime(p)), hints: p.hints, solve: !!p.solveUsed };
}

/** `ms` in words: minutes and seconds. */
function timeWords(ms) {
  const seconds = Math.round(ms / 1000);
  return msg('time-taken', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

/** The time the player took, in words. */
export const timeTaken = (p) => timeWords(playTime(p));

/** What the page says of a finished game, beside the grid: the time, the hints, and whether Solve was used; null before. */
export function doneText(p) {
  if (!p.done) return null;
  const { played, hints, solve } = p.done;
  return msg('sudoku-done', { time: timeWords(played), hints, solve: solve ? 'yes' : 'no' });
}

/**
 * The player's game in a saved form (localStorage): `{ entries: one line
 * of symbols, '.' for a blank; marks: n² bitmasks; played: milliseconds on
 * it; hints: how many were asked; solve: whether Solve was used; done: the
 * finish, if finished; undo, redo: the last steps of each, as games;
 * shown: the cells Solve filled in, as a line of symbols, or null; wrong:
 * the cells Check or Solve struck }`, or null when there is none: nothing
 * entered, marked, asked or shown.
 */
export function saved(p) {
  const shown = p.solved.some(Boolean);
  if (!p.entries.some(Boolean) && !p.marks.some(Boolean) && !shown && !p.wrong.size && !p.solveUsed && !p.hints) return null;
  const steps = (list) => list.slice(-keptSteps(p)).map((g) => ({ entries: symbolLine(p, g.entries), marks: Array.from(g.marks) }));
  return {
    entries: symbolLine(p, p.entries), marks: [...p.marks], played: Math.round(playTime(p)), hints: p.hints,
    solve: !!p.solveUsed, done: p.done ?? null, undo: steps(p.undo), redo: steps(p.redo),
    shown: shown ? symbolLine(p, p.solved) : null, wrong: [...p.wrong],
  };
}

/**
 * What a saved form says Solve and Check showed: `{ solved, wrong }`, the
 * values Solve filled into blank cells and the cells struck, each checked
 * against `p` (a form of another shape shows neither).
 */
export function shownOf(p, { shown, wrong } = {}) {
  const cells = p.n * p.n;
  const open = (i) => !p.givens[i] && !p.entries[i];
  const values = typeof shown === 'string' && shown.length === cells ? Array.from(shown, (c) => p.symbols.indexOf(c) + 1) : null;
  const solved = values?.every((v, i) => (v ? open(i) : true)) ? values : null;
  const struck = Array.isArray(wrong) ? wrong.filter((i) => Number.isInteger(i) && i >= 0 && i < cells) : [];
  return { solved, wrong: new Set(struck) };
}

/** The history kept in a saved form, as Undo's snapshots. */
export const historyOf = (steps) => steps.map(snapshot);

/**
 * A saved form as a game of `p`, checked against its size, symbols and
 * givens: `{ entries, marks, clock, undo, redo }`, with the clock's
 * `played`, `hints`, `solve` and `done` and the history when the form has
 * them (a link's progress has not). Throws an Error saying what does not fit.
 */
export function gameOf(p, form) {
  const { played, hints, solve, done, undo, redo } = form ?? {};
  const count = (x) => (Number.isSafeInteger(x) && x >= 0 ? x : 0);
  // An older form has no history, no Solve and no finish: those are missing, not wrong.
  const steps = (list) => (Array.isArray(list) ? list.slice(-HISTORY).map((g) => cellsOf(p, g)) : []);
  const finished = done && typeof done === 'object' ? { played: count(done.played), hints: count(done.hints), solve: done.solve === true } : null;
  return {
    ...cellsOf(p, form),
    clock: { played: count(played), hints: count(hints), solve: solve === true, done: finished },
    undo: steps(undo), redo: steps(redo),
  };
}

/** The entries and marks of saved form `form`, checked against `p` (gameOf). */
function cellsOf(p, form) {
  const cells = p.n * p.n;
  const { entries, marks } = form ?? {};
  if (typeof entries !== 'string' || entries.length !== cells) throw fault('game-entries', { cells });
  if (!Array.isArray(marks) || marks.length !== cells || !marks.every((m) => Number.isInteger(m) && m >= 0 && m < 2 ** p.n)) {
    throw fault('game-marks', { cells, n: p.n });
  }
  const values = Array.from({ length: cells }, (_, i) => {
    if (entries[i] === '.') return 0;
    const v = p.symbols.indexOf(entries[i]) + 1;
    if (!v) throw fault('game-bad-entry', { entry: entries[i], cell: api.cellName(p.n, i), n: p.n });
    if (p.givens[i]) throw fault('game-given', { cell: api.cellName(p.n, i) });
    return v;
  });
  // A given's marks would never show.
  return { entries: values, marks: marks.map((m, i) => (p.givens[i] ? 0 : m)) };
}
