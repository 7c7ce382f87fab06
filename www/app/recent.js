// The last puzzle of each kind, and the kind last shown, in localStorage
// under 'dlx-lab:last', so that a reload of the app page reopens what the
// user was on (generated, pasted or picked), and a kind picked again in the
// "Puzzle type" menu comes back as it was left. A puzzle is kept as its
// link's query parameters (each kind's `share`, without progress): the
// player's game on it is the saved game's (kinds/sudoku/saved-games.js).
// Only an instance made with `remember` (the app page) keeps them: several
// elements on one page would overwrite each other's. Where storage is
// refused or full, nothing is kept and nothing is said.
import { readQuery } from '../kinds/index.js';

const KEY = 'dlx-lab:last';

/** What is kept: `{ kind, puzzles: { [kind id]: query parameters } }`. */
function read() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY));
    return kept && typeof kept === 'object' && typeof kept.puzzles === 'object' ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps puzzle `p` of kind `k` as the last one. */
export function keepLast(k, p) {
  const kept = read() ?? { puzzles: {} };
  kept.kind = k.id;
  kept.puzzles[k.id] = k.share(p);
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // No storage, or no room: a reload opens the default.
  }
}

/**
 * The puzzle kept for kind `id` (default: the kind last shown), as
 * readQuery gives a link's (`{ kind, text, box?, origin? }`); null when
 * none is kept or it no longer reads.
 */
export function lastPuzzle(id) {
  const kept = read();
  const kind = id ?? kept?.kind;
  const params = kept?.puzzles[kind];
  if (!params || typeof params !== 'object') return null;
  const found = readQuery(new URLSearchParams(params).toString());
  if (!found || found.error || found.kind !== kind) return null;
  return found;
}
