// Playing a teacher's lesson: a puzzle, its item rule and seed, and stops at
// steps of the search, each with a title and a text. The wasm module checks
// the lesson (readLesson, src/lesson.rs); the Lesson region shows the stop,
// and the stepper goes to its step, forwards by stepping and backwards by
// real Back. PageDown/PageUp and →/← move between stops, as presenter
// clickers send them, while focus is in the component (never scrolling a
// host page by surprise) or anywhere after Present, which takes the
// component full screen; Esc leaves the lesson to explore, Resume comes back.
// Its texts are shown with textContent, never as HTML.
import { api } from '../worker/wasm.js';
import { KINDS } from '../kinds/index.js';
import { fault } from '../i18n/words.js';
import { createLessonEditor } from './lesson-editor.js';
import { lessonText } from './lesson-source.js';
import { forgetLesson, keepLesson } from './recent.js';

export function createLessons(app) {
  const { o, ref, state, player } = app;
  /**
   * The lesson playing: `{ lesson, stop, left, gen, asking }` (`gen`: the
   * puzzle's state.gen when the lesson put it there; `asking`: set while a
   * Predict stop waits to show its step), or null.
   */
  state.lesson = null;

  /** Checks lesson `text` in the wasm module (errors in the instance's language). */
  const check = (text) => api.readLesson(text, { kinds: KINDS.map((k) => k.id), ...app.lang() });
  /** The faults of lesson `text` the editor shows at their fields, in the teacher's words. */
  const faults = (text) => api.lessonFaults(text, { kinds: KINDS.map((k) => k.id), ...app.lang() });

  /**
   * Opens a lesson (any `source` lessonText reads; a built-in one in the
   * instance's language) at stop `stop`: loads its puzzle, rule and seed,
   * and goes to the stop's step. Throws why not; the page stays as it was then.
   */
  async function open(source, { stop = 0 } = {}) {
    const lesson = check(await lessonText(source, app.words.lang));
    await play(lesson, stop);
    return lesson;
  }

  /** Plays checked lesson `lesson` from stop `stop`. */
  async function play(lesson, stop = 0) {
    state.lesson = { lesson, stop: 0, left: false, gen: null, asking: null };
    await go(stop);
    ref['lesson-panel'].focus({ preventScroll: true });
  }

  /**
   * Puts the lesson's puzzle, rule and seed on screen, unless they are
   * there untouched since (`gen`, which every load and edit moves on):
   * after exploring, a stop is again the lesson's step of the lesson's search.
   */
  async function ensurePuzzle(current) {
    if (current.gen === state.gen && player.traced) return;
    const { lesson } = current;
    if (!(await app.load(lesson.puzzle, lesson.kind, undefined, { lesson: true }))) {
      state.lesson = null;
      draw();
      throw fault('lesson-puzzle-unread', { why: state.error });
    }
    ref.rule.value = lesson.rule;
    ref.seed.value = String(lesson.seed);
    await player.reset();
    current.gen = state.gen;
  }

  /**
   * Goes to stop `k` (0-based, clamped): the stepper to its step, Predict
   * as it says. A Predict stop asks before it tells: the stepper stands at
   * the step before, with the question of the stop's step shown; an answer,
   * or the next PageDown, shows the step.
   */
  async function go(k) {
    const current = state.lesson;
    if (!current) throw fault('lesson-none');
    const { stops } = current.lesson;
    const stop = Math.max(0, Math.min(stops.length - 1, Math.trunc(Number(k)) || 0));
    await ensurePuzzle(current);
    Object.assign(current, { stop, left: false, asking: null });
    // A reload of the app page opens the lesson again at this stop.
    if (o.remember) keepLesson(current.lesson, stop);
    const { step, predict } = stops[stop];
    await player.goto(predict && step > 0 ? step - 1 : step);
    player.predicting = predict;
    if (predict && step > 0) {
      // Not awaited: the step waits for its answer; then the stop's words and the header follow it.
      const asking = {};
      current.asking = asking;
      app.stepAct(async () => {
        await player.step();
        if (current.asking === asking) current.asking = null;
        draw();
      })();
    }
    draw();
    if (o.history) {
      const url = new URL(location.href);
      url.searchParams.set('stop', String(stop));
      history.replaceState(null, '', url);
    }
    o.emit('dlx-lesson', { stop, step: stops[stop].step });
  }

  /** The next stop; at a Predict stop whose question waits, first its step, unanswered. */
  function next() {
    if (!state.lesson) return undefined;
    if (player.asking) return player.reveal();
    return go(state.lesson.stop + 1);
  }
  const previous = () => state.lesson && go(state.lesson.stop - 1);

  /** Esc: the lesson steps aside for free exploration; Resume comes back to its stop. */
  function leave() {
    if (!state.lesson) return;
    state.lesson.left = true;
    player.predicting = false;
    draw();
  }
  const resume = () => state.lesson && go(state.lesson.stop);

  /** Draws the Lesson region: the lesson's title, where it is, the stop's title and text. */
  function draw() {
    const current = state.lesson;
    ref['lesson-panel'].hidden = !current;
    // The editor's Edit a copy takes the lesson playing.
    ref['edit-copy'].disabled = !current;
    if (!current) return;
    const { lesson, stop, left } = current;
    const { t } = app.words;
    // The lesson's words are in its own language, whatever the page speaks.
    for (const name of ['lesson-title', 'stop-title', 'stop-text']) ref[name].lang = lesson.lang;
    ref['lesson-title'].textContent = lesson.title;
    // The step shown: a Predict stop's question stands one before its step.
    ref['lesson-where'].textContent = t(left ? 'lesson-left' : 'lesson-where', { stop: stop + 1, stops: lesson.stops.length, step: player.steps });
    ref['stop-title'].textContent = lesson.stops[stop].title;
    ref['stop-title'].hidden = left || !lesson.stops[stop].title;
    ref['stop-text'].textContent = lesson.stops[stop].text;
    // A stop without words leaves its step to the narration; a Predict stop's words, which tell its step, wait for the answer.
    ref['stop-text'].hidden = left || !lesson.stops[stop].text || !!current.asking;
    ref['previous-stop'].disabled = left || stop === 0;
    ref['next-stop'].disabled = left || (stop === lesson.stops.length - 1 && !player.asking);
    ref['leave-lesson'].hidden = left;
    ref['resume-lesson'].hidden = !left;
    keepFocus();
  }

  /**
   * A lesson button that just went (Next stop disabled at the last stop,
   * Leave hidden once left) would drop focus to the page's body, where a
   * clicker's PageUp reaches no lesson: the Lesson region takes it instead.
   */
  function keepFocus() {
    const focused = ref.root.getRootNode().activeElement;
    if (ref['lesson-panel'].contains(focused) && (focused.disabled || focused.hidden)) ref['lesson-panel'].focus({ preventScroll: true });
  }

  /** The lesson's keys, before the step panel's: true if `event` was one. */
  function key(event) {
    const current = state.lesson;
    if (!current || event.ctrlKey || event.metaKey || event.altKey || event.target.closest?.('input, textarea, select')) return false;
    if (current.left || event.target.closest?.('dialog')) return false;
    // A Predict stop's answers by their keys, wherever the lesson's keys work.
    if (/^[1-8]$/.test(event.key) && player.pick(Number(event.key))) {
      event.preventDefault();
      event.stopPropagation();
      return true;
    }
    const arrows = { ArrowRight: next, ArrowLeft: previous };
    // The grid's and the links view's arrows stay theirs: they move a cursor.
    const mine = !(event.key in arrows) || !event.target.closest?.('.board, .links-view');
    const action = mine && ({ PageDown: next, PageUp: previous, Escape: leave, ...arrows })[event.key];
    if (!action) return false;
    event.preventDefault();
    event.stopPropagation();
    app.stepAct(action)();
    return true;
  }

  // Capture: the lesson's arrows come before the step panel's Step and Back.
  ref.root.addEventListener('keydown', key, true);

  /** While presenting, the keys work wherever focus is, the page itself included. */
  const presented = (event) => {
    if (!ref.root.contains(event.composedPath()[0])) key(event);
  };
  /**
   * Whether the component is full screen: the full-screen element as its
   * own tree sees it (the document, or the element's shadow root, where
   * the document sees only the host).
   */
  const fullScreen = () => ref.root.getRootNode().fullscreenElement === ref.root;

  /** Present: the component full screen, for a class; Esc (the browser's) or Present again ends it. */
  async function present() {
    if (fullScreen()) {
      await document.exitFullscreen();
      presenting();
      return;
    }
    try {
      await ref.root.requestFullscreen();
    } catch {
      throw fault('lesson-present-refused');
    }
    presenting();
    ref['lesson-panel'].focus({ preventScroll: true });
  }
  /** Says whether the component is presenting, and lets the document's keys in while it is. */
  function presenting() {
    const on = fullScreen();
    ref.present.setAttribute('aria-pressed', String(on));
    if (on) document.addEventListener('keydown', presented, true);
    else document.removeEventListener('keydown', presented, true);
  }
  // The browser's Esc ends full screen without Present: the document hears it (the listener goes in destroy).
  document.addEventListener('fullscreenchange', presenting);
  // A frame not allowed full screen (an iframe without allow="fullscreen") has no Present.
  ref.present.hidden = !document.fullscreenEnabled;
  const actions = { 'previous-stop': previous, 'next-stop': next, 'leave-lesson': leave, 'resume-lesson': resume, present };
  for (const [name, action] of Object.entries(actions)) ref[name].addEventListener('click', app.stepAct(action));

  const editor = createLessonEditor(app, { check, faults, play });
  return {
    lessons: {
      open, play, go, draw, key, editor,
      /** Leaves the lesson for good: the page is a plain step-through again. */
      close() {
        state.lesson = null;
        if (o.remember) forgetLesson();
        draw();
      },
      /** The instance is gone: so are its listeners on the document. */
      destroy() {
        document.removeEventListener('fullscreenchange', presenting);
        document.removeEventListener('keydown', presented, true);
      },
    },
  };
}
