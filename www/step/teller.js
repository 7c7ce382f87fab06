// What a step says, and to whom: the narration line, in the words of the
// search it belongs to (Algorithm X, repeated cover or multiplicities:
// narration.js), the Code panel's lines (code-panel.js), and the host's
// `dlx-step` event. The player (player.js) and its play loop
// (play-loop.js) tell every step through here.
import { createCodePanel } from './code-panel.js';
import * as say from './narration.js';

/** Each search's sentences. */
const SENTENCES = { x: say.sentence, repeat: say.minSentence, bounds: say.boundsSentence };

/**
 * The teller of the player's state `s` (its tracer, matrix and counters):
 * `onStep(detail)` gets each move for the `dlx-step` event.
 */
export function createTeller(ref, s, { words, onStep }) {
  const code = createCodePanel(ref, { words });

  /**
   * The narration line's message, kept to say it again in another
   * language: a message, or a function that makes it, for a sentence that
   * names items with their meanings, which a new language changes.
   */
  let told = '';
  function narrate(message) {
    told = message;
    ref.narration.textContent = words.say(typeof message === 'function' ? message() : message);
  }

  /**
   * How many options the item of an `uncover` just made has (0: a dead
   * end), or null after another event. Covers never change the item's own
   * list, so this is the size it was chosen with.
   */
  const uncoverSize = (e) => (e.kind === 'uncover' ? sizeOf(e.column) : null);

  /** How many options item `c` has now, or null while it is covered. */
  function sizeOf(c) {
    return s.tracer.columnSize(c) ?? null;
  }

  /** Marks the lines of the step of event `e` (null: the start) in the Code panel, with its frame's variables. */
  function showCode(e) {
    code.show(s.search, e, { counters: s.counters, partial: s.tracer.partial(), matrix: s.matrix, rule: s.rule, sizeOf });
  }

  /**
   * Shows the step reached in the Code panel (that of event `at`, null
   * before the first) and sends event `e` to the host, with the counters
   * of the draw that followed it.
   */
  function shown(e, at = e) {
    showCode(at);
    onStep({ step: s.steps, event: e.kind, depth: e.depth, nodes: s.counters.nodes });
  }

  /** Says event `e`, with what the draw after it `measured`, everywhere; the Code panel shows the step of event `at`. */
  function tell(e, measured, at) {
    narrate(() => SENTENCES[s.search](e, { matrix: s.matrix, words, ...measured }));
    shown(e, at);
  }

  return {
    narrate, showCode, shown, code,
    /** Says the step `e` just taken forwards, with the counters after it (and what else was `measured`). */
    forwards(e, measured = {}) {
      const c = s.counters;
      tell(e, { chosen: c.column, size: uncoverSize(e), solutions: c.solutions, nodes: c.nodes, limit: c.limit, ...measured });
    },
    /**
     * Says the step `e` just undone (the event undone is what the search
     * runs next); the Code panel shows the step arrived at, whose event
     * is `at` (null: the start), as stepping to it showed it.
     */
    backwards(e, measured, at) {
      tell(e, { chosen: s.counters.column, backwards: true, ...measured }, at);
    },
    /** Says that the demo's range ends here. */
    rangeEnd: () => narrate(say.rangeEnd(s.to)),
    /** Says the last message again, in the language now in use. */
    again: () => narrate(told),
  };
}
