// The step-through and Count all of the puzzle on screen: the player (its
// actions, whose errors go to the narration line) and the count panel, each
// told by the kind what to search.
import { createPlayer, SPEEDS } from '../step/player.js';
import { createCountPanel } from '../panels/count-panel.js';
import { CELLS_PER_FRAME } from './render.js';

export function createStepping(app) {
  const { o, ref, state } = app;

  const player = createPlayer(ref, {
    puzzle() {
      const k = app.kind(), p = app.puzzle();
      if (!k.traceable) throw new Error('Algorithm X steps through sudoku and exact cover; Binary Sudoku is solved by a DP.');
      const blocked = k.blocked(p);
      if (blocked) throw new Error(blocked);
      return { text: k.text(p), box: k.box(p), meanings: k.meanings?.(p) };
    },
    onSync(trace, playing) {
      state.trace = trace;
      app.renderBoard(false, playing ? CELLS_PER_FRAME : Infinity);
    },
    onStep: (detail) => o.emit('dlx-step', detail),
  });

  const counting = createCountPanel(ref['count-panel'], {
    puzzle() {
      const k = app.kind(), p = app.puzzle();
      if (!p || !k.traceable || k.blocked(p)) return null;
      // A grid's solutions are drawn over the values the search starts from (its `counted`).
      return { text: k.text(p), box: k.box(p), values: null, ...k.counted?.(p) };
    },
    why() {
      const k = app.kind(), p = app.puzzle();
      if (!k.traceable) return 'Count all counts sudoku and exact cover; Binary Sudoku has one answer, found by a DP.';
      return k.blocked(p) ?? 'Load a puzzle first.';
    },
    onCount: (result) => o.emit('dlx-counted', { count: result.count, nodes: result.nodes, cancelled: result.cancelled }),
  });

  /** A step-panel action: its errors go to the narration line. */
  const stepAct = (action) => app.guard(action, (message) => {
    ref.narration.textContent = `Cannot step: ${message}`;
  });

  const stepActions = {
    step: stepAct(() => player.step()),
    back: stepAct(() => player.back()),
    play: stepAct(() => player.play()),
    'next-solution': stepAct(() => player.runTo('solution')),
    'next-backtrack': stepAct(() => player.runTo('backtrack')),
    reset: stepAct(() => player.reset()),
  };

  /** Says the slider's speed in words, for screen readers and beside it. */
  function saySpeed(speed) {
    const words = speed === Infinity ? 'as fast as the frames allow' : speed === 1 ? '1 step a second' : `${speed.toLocaleString('en')} steps a second`;
    ref.speed.setAttribute('aria-valuetext', words);
    ref['speed-value'].textContent = speed === Infinity ? 'max' : `${speed.toLocaleString('en')}/s`;
  }
  saySpeed(SPEEDS[Number(ref.speed.value)]);

  return { player, counting, stepAct, stepActions, saySpeed, SPEEDS };
}
