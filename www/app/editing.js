// Edits of the puzzle on screen, by whatever made them (typing, the kind's
// own tools, an applied hint, Undo): the kind changes its puzzle, and this
// says so, tells the host, restarts what no longer fits and keeps the game.

import { msg } from '../i18n/words.js';
import { keepSaid } from './recent.js';

/** What the step-through says when an edit changed the grid the search reads. */
export const GRID_CHANGED = msg('steps-grid-changed');

export function createEditing(app) {
  const { o, ref, state } = app;

  /** Whether the focus is in the grid: an edit made elsewhere (the pad, Ctrl+Z) leaves the focus where it is. */
  const inGrid = () => ref.board.contains(ref.root.getRootNode().activeElement);

  /**
   * Enters `value` into `cell`; `options.pencil` as a pencil mark (Shift
   * with a symbol). A press on the kind's tools (`fromPad`) keeps the focus
   * where it is; a key in the grid keeps it on the cell.
   */
  function edit(cell, value, { pencil = false, fromPad = false } = {}) {
    if (refused()) return;
    edited(app.kind().edit(app.puzzle(), cell, value, { pencil }), fromPad ? inGrid() : true);
  }

  /**
   * After an edit: status, event, a search that no longer fits, the saved
   * game. Focuses the cursor cell if `focus`.
   */
  function edited(result, focus = true) {
    state.status = result.status;
    if (result.changed || result.marked) state.hint = null;
    if (result.changed) {
      changed(GRID_CHANGED);
      o.emit('dlx-change', { puzzle: app.kind().text(app.puzzle()) });
    } else if (result.marked) {
      // Check's answer for the marks as they were no longer fits them.
      state.gen += 1;
    }
    if (result.changed || result.marked) save();
    app.render(focus);
  }

  /** Whether the grid is locked by a host's step range (host.js); says so if it is. */
  function refused() {
    if (state.locked) app.say(msg('steps-locked'));
    return state.locked;
  }

  /** A size chosen in a board's own picker (the classic puzzles): loads it, as the Puzzle box would. */
  function pick(size) {
    if (refused()) return;
    ref.examples.value = '';
    ref['puzzle-text'].value = size;
    app.act(() => app.load(size, state.kind))();
  }

  /** Undo (`back`) or Redo of one edit. */
  function travel(back) {
    if (refused()) return;
    if (app.kind().travel) edited(app.kind().travel(app.puzzle(), back), inGrid());
  }

  function move(cell, focus) {
    app.puzzle().cursor = cell;
    app.render(focus);
  }

  /** The puzzle on screen changed: the watched search and the comparison no longer fit it. */
  function changed(why) {
    state.gen += 1;
    app.counting.reset();
    if (app.player.traced) app.player.stop(why);
    state.trace = null;
    ref['compare-results'].replaceChildren();
    ref['compare-summary'].textContent = '';
  }

  /**
   * Keeps the player's game on the puzzle on screen, for the kinds that
   * keep one, and what the status line says of it: with the game, and
   * (`remember`) with the last puzzle, for a reload to say again.
   */
  function save() {
    const k = app.kind(), p = app.puzzle();
    // Before the first puzzle is opened, the blank one shown meanwhile has nothing to keep.
    if (!p || !state.opened.has(k.id)) return;
    k.keep?.(p, state.status, app.words.lang);
    if (o.remember) keepSaid(k, state.status, app.words.lang);
  }

  return { edit, edited, pick, travel, move, changed, save, inGrid, refused };
}
