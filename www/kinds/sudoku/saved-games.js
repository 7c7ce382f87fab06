// The player's games in localStorage, so that a reload keeps them: one per
// puzzle, under 'dlx-lab:game:' and the key its kind gives it (for a
// sudoku, the box shape and the givens), in the form the kind's `saved`
// gives. Where there is no storage (a sandboxed iframe's opaque origin
// makes localStorage throw) or it is full, a game lasts as long as the
// page, and nothing is said.

import { msg } from '../../i18n/words.js';

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

/** Saves the player's game on puzzle `p` of kind `k`, for kinds that keep one. */
export function saveGame(k, p) {
  if (k.saved) writeGame(k.saveKey(p), k.saved(p));
}

/** Shows the saved game of puzzle `p` just read, if it has one that fits; returns what to add to the status. */
export function restoreGame(k, p) {
  const game = k.saved ? readGame(k.saveKey(p)) : null;
  if (!game) return '';
  try {
    k.resume(p, game);
    return msg('status-game-back');
  } catch {
    // Not a game of this puzzle after all (a hand edit, an older form): forget it.
    writeGame(k.saveKey(p), null);
    return '';
  }
}
