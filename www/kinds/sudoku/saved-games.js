// The player's games in localStorage, so that a reload keeps them: one per
// puzzle, under 'dlx-lab:game:' and the key its kind gives it (for a
// sudoku, the box shape and the givens), in the form the kind's `saved`
// gives. Where there is no storage (a sandboxed iframe's opaque origin
// makes localStorage throw) or it is full, a game lasts as long as the
// page, and nothing is said.

import { msg, saidFromJSON, saidToJSON } from '../../i18n/words.js';

const PREFIX = 'dlx-lab:game:';

/** The game saved under `key` (parsed JSON, for the kind to check), or null. */
function readGame(key) {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Saves `game` under `key`; null forgets it, so that empty games take no room. */
function writeGame(key, game) {
  try {
    if (game) localStorage.setItem(PREFIX + key, JSON.stringify(game));
    else localStorage.removeItem(PREFIX + key);
  } catch {
    // No storage here, or no room left: the game is not kept.
  }
}

/** Saves the player's game on puzzle `p` of kind `k`, for kinds that keep one, with what the status line last `said` of it in `lang`. */
export function saveGame(k, p, said, lang) {
  if (!k.saved) return;
  // A lesson's puzzle is the lesson's: what is done on it lasts until the next stop, and leaves the player's own game on it as it was.
  if (p.lesson) return;
  const game = k.saved(p);
  writeGame(k.saveKey(p), game && { ...game, said: saidToJSON(said ?? '', lang) });
}

/**
 * Shows the saved game of puzzle `p` just read, if it has one that fits;
 * returns what to add to the status, and sets `p.said` to what the status
 * line last said of it, where it can be said in `lang`.
 */
export function restoreGame(k, p, lang) {
  const game = k.saved ? readGame(k.saveKey(p)) : null;
  if (!game) return '';
  try {
    k.resume(p, game);
    const said = typeof game.said === 'string' ? saidFromJSON(game.said, lang) : null;
    if (said !== null) p.said = said;
    return msg('status-game-back');
  } catch {
    // Not a game of this puzzle after all (a hand edit, an older form): forget it.
    writeGame(k.saveKey(p), null);
    return '';
  }
}
