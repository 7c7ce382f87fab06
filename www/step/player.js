// The step-through player: a wasm Tracer over the puzzle on screen, stepped
// forwards and backwards. Back uses the tracer's exact undo (uncover after
// cover), never snapshots or replay. Play is play-loop.js's animation loop;
// every step is drawn by draw.js and said by teller.js (the narration, the
// Code panel's lines, the host's event); with Predict on, each step first
// asks the learner what comes next (predict.js).
import { ready, api } from '../worker/wasm.js';
import { createDrawing } from './draw.js';
import { createPlayLoop, SPEEDS } from './play-loop.js';
import { createPredictor } from './predict.js';
import { createTeller } from './teller.js';
import * as say from './narration.js';

export { SPEEDS };
/** A Knuth-sized matrix is shown node by node in the links view instead of the canvas. */
const CANVAS_MIN_COLUMNS = 31;

/**
 * `puzzle()` returns `{ text, box, meanings }` of the puzzle to trace (the
 * meanings, if given, say what each item asks for, for the narration), or
 * throws why it cannot be traced. `onSync(trace, playing)` gets the partial
 * solution to show on the board (or null): for a sudoku its values by cell
 * (gridTrace), otherwise `{ partial, trying }`, the options of the partial
 * solution (outermost first) and the one being tried (-1: none). It also
 * gets whether a search is playing (the grid may then catch up over a few
 * frames); `onStep(detail)` gets each move for the `dlx-step` event;
 * `onAsk(waiting)`, whether a Predict question waits for the learner.
 */
export function createPlayer(ref, { puzzle, onSync, onStep, onAsk = () => {}, words }) {
  const s = {
    tracer: null, matrix: null, memory: null,
    steps: 0, profile: [], playing: false, frame: 0,
    /** Whether Play is stepping question by question (Predict on). */
    predicting: false, carry: 0, last: 0, lastEvent: null, target: null,
    /** The event of the step the search stands at, however it got there (null: the start): whose item the matrix marks. */
    at: null,
    /** When the narration last changed while playing. */
    said: 0,
    /** Options still in the matrix, and the tracer's counters, as the last draw found them. */
    live: 0,
    counters: null,
    /** Steps per second set by the host (the `speed` attribute), or null for the slider's. */
    speed: null,
    /** The demo's range of steps, from the `from-step` and `to-step` attributes. */
    from: 0, to: Infinity,
    /** Whether the grid wants the candidates the covers removed. */
    wantStruck: false,
    /** Items a hint's "Why?" points at, marked in the matrix. */
    spot: [],
    /** Fade covered rows in and out, unless the user asked for less motion. */
    animate: !matchMedia('(prefers-reduced-motion: reduce)').matches,
  };

  const { draw, animateOnce, setMatrix, clear, toggleShrink } = createDrawing(ref, s, { onHover: hover, onSync, words });
  ref.shrink.addEventListener('click', toggleShrink);
  const teller = createTeller(ref, s, { words, onStep });
  const { narrate, showCode, code } = teller;
  const predictor = createPredictor(ref, { words });
  const loop = createPlayLoop(ref, s, { record, draw, teller });
  const { pause, start, until, finish, stopsAt } = loop;

  function rule() {
    const r = ref.rule.value;
    return r === 'random' ? { rule: r, seed: Number(ref.seed.value) || 1 } : { rule: r };
  }

  /** (Re)starts the tracer on the current puzzle, at the range's first step. Throws why it cannot. */
  async function reset() {
    s.memory = (await ready()).memory;
    pause(false);
    drop();
    const { text, box, rules, meanings } = puzzle();
    const tracer = new api.Tracer(text, { ...rule(), ...(box ? { box } : {}), ...rules, lang: words.lang });
    // Algorithm X ('x'), repeated cover ('repeat') or multiplicities ('bounds'): each has its own events.
    s.search = tracer.search;
    s.tracer = tracer;
    // The item rule the tracer runs, for the listing of that rule.
    s.rule = rule().rule;
    s.matrix = tracer.matrix();
    // A classic's items mean more than Knuth's text can say: its kind says what.
    if (meanings) Object.assign(s.matrix, { columnMeanings: meanings, plainItems: false });
    setMatrix(s.matrix, CANVAS_MIN_COLUMNS);
    s.live = tracer.refresh();
    const e = forward(s.from);
    s.lastEvent = e;
    s.at = e;
    s.live = tracer.refresh();
    narrate(say.ready(s.matrix, s.from ? s.steps : null));
    draw(true);
    showCode(e);
  }

  /** Forgets the search (the puzzle changed, or cannot be traced) and says why. */
  function stop(message) {
    pause(false);
    drop();
    clear();
    code.clear();
    narrate(message);
  }

  function drop() {
    predictor.cancel();
    s.tracer?.free();
    s.tracer = null;
    s.steps = 0;
    s.profile = [];
    s.lastEvent = null;
    s.at = null;
    s.spot = [];
  }

  async function ensure() {
    if (!s.tracer) await reset();
  }

  // ---- stepping ------------------------------------------------------------

  /** Counts step `e` taken (`sign` 1) or undone (-1), and the tries at its depth. */
  function record(e, sign) {
    if (e.kind === 'done') return;
    if (e.kind === 'try') s.profile[e.depth] = (s.profile[e.depth] ?? 0) + sign;
    if (sign < 0) while (s.profile.length && !s.profile[s.profile.length - 1]) s.profile.pop();
    s.steps += sign;
  }

  /**
   * One step forwards. With Predict on, the question comes first: the step
   * waits for its answer, then is scored. A second Step while a question
   * waits passes it; Back, Reset or a new puzzle drops it.
   */
  async function step() {
    await ensure();
    // A step by hand while playing pauses first: the fade below takes the play loop's frame.
    if (s.playing && !s.predicting) pause(false);
    if (s.steps >= s.to) {
      teller.rangeEnd();
      return null;
    }
    if (predictor.waiting) {
      predictor.skip();
      return null;
    }
    const q = predictor.on && s.search === 'x' ? predictor.question(s.tracer, s.matrix, ref.rule.value) : null;
    const tracer = s.tracer;
    const pick = q ? await asked(q) : null;
    if (pick === 'cancel' || s.tracer !== tracer) return null;
    const e = advance();
    if (q && pick !== null) {
      predictor.judge(q, pick);
      s.spot = q.spot;
      draw();
    } else if (q) predictor.skipped(q);
    else if (predictor.on) predictor.pass();
    return e;
  }

  /** Predict's question `q`, answered (or passed): the wait is the learner's, which `onAsk(true)` and `onAsk(false)` frame. */
  async function asked(q) {
    onAsk(true);
    try {
      return await predictor.ask(q);
    } finally {
      onAsk(false);
    }
  }

  /** Takes the next step and says it. */
  function advance() {
    const before = s.live;
    const e = s.tracer.step();
    record(e, 1);
    s.lastEvent = e;
    s.at = e;
    // A cut marks the items its bound counted.
    s.spot = e.kind === 'prune' ? e.counted : [];
    // The draw measures what the step removed, for the narration.
    animateOnce();
    teller.forwards(e, { removed: before - s.live });
    return e;
  }

  async function back() {
    await ensure();
    predictor.cancel();
    if (s.playing) pause(false);
    if (s.steps <= s.from) {
      narrate(say.start(s.from));
      return null;
    }
    const before = s.live;
    const e = s.tracer.back();
    if (!e) {
      narrate(say.start(0));
      return null;
    }
    record(e, -1);
    // The Code panel marks the step arrived at as stepping to it did.
    const at = s.steps > 0 ? retake().e : null;
    // The event was undone: nothing is "just tried" any more.
    s.lastEvent = null;
    s.at = at;
    s.spot = [];
    animateOnce();
    teller.backwards(e, { removed: s.live - before }, at);
    return e;
  }

  /**
   * The event of the step the search stands at, and the options it
   * removed: that step undone and taken again (both exact, so nothing else
   * changes). Only where a step has been taken.
   */
  function retake() {
    s.tracer.back();
    const before = s.tracer.refresh();
    const e = s.tracer.step();
    return { e, removed: before - s.tracer.refresh() };
  }

  /** Steps on to step `n` or the end, unsaid and undrawn; returns the last event taken (null: none). */
  function forward(n) {
    let e = null;
    while (s.steps < n && (e = s.tracer.step()).kind !== 'done') record(e, 1);
    return e;
  }

  /**
   * Goes to step `n` (a lesson's stop, a host's `goto`): forwards by
   * stepping, backwards by real Back, then says the step it arrived at.
   * Stops early at the end of the search. Resolves to the step reached.
   */
  async function goto(n) {
    await ensure();
    pause(false);
    predictor.cancel();
    let e = forward(n);
    if (e?.kind !== 'done') {
      for (let back; s.steps > n && (back = s.tracer.back());) record(back, -1);
      // The event of the step arrived at: undone and taken again (both exact), to say it.
      e = null;
    }
    // The step arrived at is said as stepping says it, with what it removed.
    let removed = null;
    if (s.steps > 0 && e?.kind !== 'done') ({ e, removed } = retake());
    s.lastEvent = s.steps ? e : null;
    s.at = s.lastEvent;
    s.spot = [];
    s.live = s.tracer.refresh();
    draw(true);
    if (s.lastEvent) teller.forwards(e, { removed });
    else {
      narrate(say.ready(s.matrix, null));
      showCode(null);
    }
    return s.steps;
  }

  /** Steps until an event of `kind` (or the end), a frame's budget at a time. */
  async function runTo(kind) {
    await ensure();
    pause(false);
    if (s.steps >= s.to) {
      teller.rangeEnd();
      return;
    }
    start(kind);
    await until();
  }

  /** Plays until a solution, the end or the range's end; resolves when it stops. Pauses if playing. */
  async function play() {
    await ensure();
    if (s.playing) {
      pause();
      return;
    }
    if (s.steps >= s.to) {
      teller.rangeEnd();
      return;
    }
    if (predictor.on && s.search === 'x') return predictPlay();
    start();
    draw();
    await until();
  }

  /** Play with Predict on: step by step, each after its question, at the slider's pace. */
  async function predictPlay() {
    s.playing = true;
    s.predicting = true;
    draw();
    while (s.playing) {
      const e = await step();
      if (!e || stopsAt(e)) break;
      const speed = loop.speed();
      await new Promise((resolve) => setTimeout(resolve, speed === Infinity ? 0 : 1000 / speed));
    }
    s.playing = false;
    s.predicting = false;
    if (s.tracer) draw();
    finish();
  }

  function hover(c, o) {
    if (!s.tracer) return;
    ref['matrix-hover'].textContent = words.t(say.hovered(s.matrix, c, s.tracer.columnSize(c), o));
  }

  /**
   * A hint's "Why?": marks the items (columns) labelled `labels` (base,
   * then cover) in the matrix of the current grid, and says what they are.
   * Resolves to that part of the matrix, for the hint panel to show in
   * place: `{ message, items: [{ label, meaning }], options: [{ label, has }] }`,
   * the options still in the items, each with whether it holds each item.
   */
  async function spotlight(labels) {
    await ensure();
    const m = s.matrix;
    const found = labels.map((l) => m.columnLabels.indexOf(l)).filter((c) => c >= 0);
    s.spot = found;
    draw();
    const sizes = found.map((c) => [c, s.tracer.columnSize(c)]);
    const message = say.spotlit(m, sizes, words);
    // Said again in a new language with the items' meanings in it (relabel sets them on the matrix).
    narrate(() => say.spotlit(s.matrix, sizes, words));
    // The options still in those items, read off the live view (no call into wasm meanwhile).
    const removed = new Uint8Array(s.memory.buffer, s.tracer.viewPtr(), m.options);
    const options = [];
    for (let o = 0; o < m.options; o++) {
      const has = found.map((c) => m.optionColumns[o].includes(c));
      if (!removed[o] && has.some(Boolean)) options.push({ label: m.optionLabels[o], has });
    }
    return { message, items: found.map((c) => ({ label: m.columnLabels[c], meaning: m.columnMeanings[c] })), options };
  }

  /**
   * The language changed: the items' meanings in it (the tracer's, or the
   * kind's), the narration and the views said again.
   */
  function relabel() {
    if (s.tracer) {
      s.tracer.setLang(words.lang);
      const { meanings } = puzzle();
      if (meanings) Object.assign(s.matrix, { columnMeanings: meanings, plainItems: false });
      else s.matrix.columnMeanings = s.tracer.matrix().columnMeanings;
      setMatrix(s.matrix, CANVAS_MIN_COLUMNS);
      draw(true);
    }
    code.relabel();
    predictor.draw();
    teller.again();
  }

  return {
    reset, step, back, play, pause, runTo, goto, stop, spotlight, relabel,
    /** Says `message` on the narration line (an action's error). */
    tell: narrate,
    get playing() { return s.playing; },
    /** The step the search is at. */
    get steps() { return s.steps; },
    /** The Code panel's listing: 'knuth' or 'cpp'. */
    set listing(name) { code.listing = name; },
    /** Whether each step asks first (Predict). */
    get predicting() { return predictor.on; },
    set predicting(on) { predictor.on = on; },
    /** Picks answer `n` (1–8) of the question waiting; false if none waits. */
    pick: (n) => predictor.pick(n),
    /** Whether a question waits for its answer before the next step. */
    get asking() { return predictor.waiting; },
    /** Shows the step a question waits for, unanswered (skipped, not wrong). */
    reveal: () => predictor.skip(),
    get traced() { return s.tracer !== null; },
    /** Sets the host's settings: `{ from, to, speed }` (null or absent: the default). */
    configure({ from = 0, to = Infinity, speed = null }) {
      Object.assign(s, { from, to, speed });
    },
    /** Whether the grid shows candidates, and so wants the struck ones while stepping. */
    set wantStruck(on) {
      s.wantStruck = on;
      if (s.tracer && !s.playing) draw();
    },
    destroy() {
      pause(false);
      drop();
    },
  };
}
