// The step-through and Count all of the puzzle on screen: the player (its
// actions, whose errors go to the narration line) and the count panel, each
// told by the kind what to search.
import { createPlayer, SPEEDS } from '../step/player.js';
import { createCountPanel } from '../panels/count-panel.js';
import { CELLS_PER_FRAME, sizeOf } from './render.js';
import { fault, msg } from '../i18n/words.js';
import { searchBlocked } from '../kinds/index.js';

export function createStepping(app) {
  const { o, ref, state } = app;

  /** The kind whose puzzle the player's search reads: its partial solution is drawn on that kind's board only. */
  let traced = null;
  const player = createPlayer(ref, {
    words: app.words,
    puzzle() {
      const k = app.kind(), p = app.puzzle();
      if (!k.traceable) throw fault(k.untraced ?? msg('steps-not-traceable'));
      const blocked = searchBlocked(k, p);
      if (blocked) throw fault(blocked);
      traced = k.id;
      // Whose search the panel shows, for a host or a test to compare with the board's (render.js).
      ref['step-panel'].dataset.kind = k.id;
      ref['step-panel'].dataset.size = sizeOf(p);
      return { text: k.text(p), box: k.box(p), rules: k.rules?.(p), meanings: k.meanings?.(p, app.words) };
    },
    onSync(trace, playing) {
      // No trace: the search was dropped (player.js's clear).
      if (!trace) {
        delete ref['step-panel'].dataset.kind;
        delete ref['step-panel'].dataset.size;
      }
      state.trace = traced === state.kind ? trace : null;
      app.renderBoard(false, playing ? CELLS_PER_FRAME : Infinity);
    },
    onStep: (detail) => o.emit('dlx-step', detail),
    // A question waiting for its answer is the learner's turn, not work under way.
    onAsk: (waiting) => app.pending(waiting ? -1 : 1),
  });

  const counting = createCountPanel(ref['count-panel'], {
    words: app.words,
    puzzle() {
      const k = app.kind(), p = app.puzzle();
      if (!p || !k.traceable || k.uncounted || searchBlocked(k, p)) return null;
      // A grid's solutions are drawn over the values the search starts from (its `counted`).
      return { text: k.text(p), box: k.box(p), rules: k.rules?.(p), values: null, ...k.counted?.(p), ...app.lang() };
    },
    why() {
      const k = app.kind(), p = app.puzzle();
      if (!k.traceable) return k.untraced ?? msg('count-not-traceable');
      if (k.uncounted) return k.uncounted;
      return searchBlocked(k, p) ?? msg('count-load-first');
    },
    onCount: (result) => o.emit('dlx-counted', { count: result.count, nodes: result.nodes, cancelled: result.cancelled }),
  });

  /** A step-panel action: its errors go to the narration line. */
  const stepAct = (action) => app.guard(action, (why) => player.tell(msg('steps-cannot', { why })));

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
    const { t } = app.words;
    ref.speed.setAttribute('aria-valuetext', speed === Infinity ? t('speed-max-words') : t('speed-words', { speed }));
    ref['speed-value'].textContent = speed === Infinity ? t('speed-max') : t('speed-short', { speed });
  }
  saySpeed(SPEEDS[Number(ref.speed.value)]);

  return { player, counting, stepAct, stepActions, saySpeed, SPEEDS };
}
