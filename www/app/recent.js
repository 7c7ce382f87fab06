// The last puzzle of each kind, and the kind last shown, in localStorage
// under 'dlx-lab:last', so that a reload of the app page reopens what the
// user was on (generated, pasted or picked), and a kind picked again in the
// "Puzzle type" menu comes back as it was left; and New puzzle's size,
// level and next seed, so that the next puzzle after a reload is a new one. A puzzle is kept as its
// link's query parameters (each kind's `share`, without progress): the
// player's game on it is the saved game's (kinds/sudoku/saved-games.js).
// Only an instance made with `remember` (the app page) keeps them: several
// elements on one page would overwrite each other's. Where storage is
// refused or full, nothing is kept and nothing is said.
import { readQuery } from '../kinds/index.js';
import { saidFromJSON, saidToJSON } from '../i18n/words.js';

const KEY = 'dlx-lab:last';

/**
 * What is kept: `{ kind, type (the menu's), puzzles: { [kind id]: query parameters }, said:
 * { [kind id]: the status line's last words, as JSON }, generator: { size, level, seed },
 * lesson: { text, stop } }`.
 */
function read() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY));
    return kept && typeof kept === 'object' && typeof kept.puzzles === 'object' ? kept : null;
  } catch {
    return null;
  }
}

/** Writes `kept` back, quietly skipped where storage is refused or full: a reload then opens the default. */
function write(kept) {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // No storage, or no room.
  }
}

/** Keeps puzzle `p` of kind `k` as the last one; what was said of the one before goes. */
export function keepLast(k, p) {
  const kept = read() ?? { puzzles: {} };
  kept.kind = k.id;
  kept.type = k.typeOf(p);
  kept.puzzles[k.id] = k.share(p);
  if (kept.said && typeof kept.said === 'object') delete kept.said[k.id];
  write(kept);
}

/** Keeps what the status line last `said` (in `lang`) of the puzzle of kind `k` kept by keepLast. */
export function keepSaid(k, said, lang) {
  const kept = read() ?? { puzzles: {} };
  kept.said = { ...(kept.said && typeof kept.said === 'object' ? kept.said : {}), [k.id]: saidToJSON(said ?? '', lang) };
  write(kept);
}

/**
 * The puzzle kept for kind `id` (default: the kind last shown), as
 * readQuery gives a link's (`{ kind, text, box?, origin? }`, with `said`,
 * what the status line last said of it, where it can be said in `lang`);
 * null when none is kept or it no longer reads.
 */
export function lastPuzzle(id, lang) {
  const kept = read();
  const kind = id ?? kept?.kind;
  const params = kept?.puzzles[kind];
  if (!params || typeof params !== 'object') return null;
  const found = readQuery(new URLSearchParams(params).toString());
  // A blank puzzle's link has no text: there is nothing to load (lastType brings its type back).
  if (!found || found.error || found.kind !== kind || !found.text?.trim()) return null;
  const said = typeof kept.said?.[kind] === 'string' ? saidFromJSON(kept.said[kind], lang) : null;
  return said === null ? found : { ...found, said };
}

/** Keeps New puzzle's fields: `{ size, level, seed }` (strings, as the fields hold them). */
export function keepGenerator(fields) {
  const kept = read() ?? { puzzles: {} };
  kept.generator = fields;
  write(kept);
}

/** New puzzle's fields as kept, or null; each a string for the caller to check against its field. */
export function lastGenerator() {
  const fields = read()?.generator;
  if (!fields || typeof fields !== 'object') return null;
  const text = (x) => (typeof x === 'string' ? x : null);
  return { size: text(fields.size), level: text(fields.level), seed: text(fields.seed) };
}

/** The "Puzzle type" last shown, or null: a blank puzzle has no link to keep, but its type comes back. */
export function lastType() {
  const type = read()?.type;
  return typeof type === 'string' ? type : null;
}

/** Keeps the lesson playing (its checked form, as JSON) at stop `stop`, for a reload to open there. */
export function keepLesson(lesson, stop) {
  const kept = read() ?? { puzzles: {} };
  kept.lesson = { text: JSON.stringify(lesson), stop };
  write(kept);
}

/** Forgets the lesson kept: none plays. */
export function forgetLesson() {
  const kept = read();
  if (!kept?.lesson) return;
  delete kept.lesson;
  write(kept);
}

/** The lesson kept, `{ text, stop }`, or null. */
export function lastLesson() {
  const lesson = read()?.lesson;
  return typeof lesson?.text === 'string' && Number.isSafeInteger(lesson.stop) ? lesson : null;
}
