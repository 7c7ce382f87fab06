// Play: one animation loop that advances the player's tracer by as many
// steps as the speed allows (within a time budget, so no frame becomes a
// long task), then draws once. It stops at every solution, at the end, at
// the demo's range (`to`), and at the event Run to asked for.
import * as say from './narration.js';

/** Steps per second for each position of the speed slider; the last is "as fast as frames allow". */
export const SPEEDS = [1, 2, 5, 10, 30, 100, 300, 1000, Infinity];
/** Milliseconds of stepping per frame at full speed: well under a 50 ms long task. */
const FRAME_BUDGET = 6;
/** Milliseconds between narrations while playing. */
const NARRATE_EVERY = 250;

/** Where the search backs up: an item's options all tried, a cut, or a dead end. */
const backsUp = (e) => ['uncover', 'leave', 'prune', 'dead'].includes(e.kind);

/**
 * The play loop over the player's state `s`: `record(e, 1)` counts a step
 * taken, `draw(full)` draws the frame, `teller` (teller.js) says it.
 */
export function createPlayLoop(ref, s, { record, draw, teller }) {
  /** Steps per second now: the host's, or the slider's. */
  const speed = () => s.speed ?? SPEEDS[Number(ref.speed.value)];

  /** Whether playing stops at event `e`. */
  function stopsAt(e) {
    return e.kind === 'done' || e.kind === 'solution' || e.kind === s.target || (s.target === 'backtrack' && backsUp(e)) || s.steps >= s.to;
  }

  function loop(now) {
    if (!s.playing) return;
    const perSecond = speed();
    let budget = perSecond === Infinity || s.target ? Infinity : (perSecond * (now - (s.last || now))) / 1000 + s.carry;
    s.last = now;
    const start = performance.now();
    let e = null;
    while (budget >= 1 && performance.now() - start < FRAME_BUDGET) {
      e = s.tracer.step();
      record(e, 1);
      s.lastEvent = e;
      s.at = e;
      budget -= 1;
      if (stopsAt(e)) {
        s.playing = false;
        break;
      }
    }
    if (budget !== Infinity) s.carry = Math.min(budget, 1);
    if (!s.playing) quiet(false);
    draw(false);
    if (e) {
      if (s.playing) {
        // A few times a second is enough to read; every frame would lay the page out again.
        if (now - s.said > NARRATE_EVERY) {
          teller.narrate(say.playing(s.steps, e));
          s.said = now;
        }
        teller.shown(e);
      } else if (s.steps >= s.to && e.kind !== 'solution' && e.kind !== 'done') {
        teller.rangeEnd();
        teller.shown(e);
      } else teller.forwards(e);
    }
    if (!s.playing) finish();
    if (s.playing) s.frame = requestAnimationFrame(loop);
  }

  /** Resolvers of the promise that `play` and `runTo` return, settled when playing stops. */
  let waiting = [];
  function until() {
    return new Promise((resolve) => waiting.push(resolve));
  }
  function finish() {
    s.target = null;
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  }

  /**
   * While playing, the narration changes a few times a second: a screen
   * reader would read it without end, so the live region is off until the
   * search stops (at a pause, a solution, the end or the range's end).
   */
  function quiet(on) {
    ref.narration.setAttribute('aria-live', on ? 'off' : 'polite');
  }

  return {
    speed, stopsAt, until, finish,
    /** Plays until a stop, or (Run to) until an event of kind `target`. */
    start(target = null) {
      quiet(true);
      s.playing = true;
      s.target = target;
      s.last = 0;
      s.carry = 1;
      s.frame = requestAnimationFrame(loop);
    },
    /** Stops playing; says so if `tell`. */
    pause(tell = true) {
      quiet(false);
      if (s.playing && tell) teller.narrate(say.paused(s.steps));
      s.playing = false;
      cancelAnimationFrame(s.frame);
      finish();
      if (s.tracer) draw();
    },
  };
}
