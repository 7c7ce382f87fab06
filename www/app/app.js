// The component: `createApp(root, options)` builds one instance of dlx-lab
// inside `root` (the app page's <main>, a <dlx-lab> element's shadow root,
// the embed's body) and returns its methods. Everything it owns is per
// instance: its markup (looked up inside root only), its state, its search
// worker and its step-through player.
//
// The state is plain data; `render()` draws it, and every handler changes
// the state and then renders. What a puzzle kind does (reading, drawing,
// solving) lives in its folder in kinds/; the shell knows no kind by name.
// Its jobs are one module each, all sharing one context `app` (the options
// `o`, `ref`, `state`, `worker` (the search worker's client), `rater` (the
// background ratings' own) and each module's functions):
//
//   render.js    drawing the state          editing.js   edits, Undo, the saved game
//   load.js      reading puzzles, ratings   actions.js   the worker's actions, Share
//   stepping.js  the step-through, Count    host.js      a host's settings, links
//   wiring.js    buttons and keys           layout.js    the markup
import { buildLayout, defaultControls } from './layout.js';
import { createClient } from '../worker/client.js';
import { ready, api, prefetchLogic } from '../worker/wasm.js';
import { FIRST_TYPE, kindOf, kindOfType } from '../kinds/index.js';
import { createWords, loadLanguage, msg } from '../i18n/words.js';
import { h, translate } from '../dom.js';
import { createRender } from './render.js';
import { createEditing } from './editing.js';
import { createLoading } from './load.js';
import { createActions } from './actions.js';
import { createStepping } from './stepping.js';
import { createLessons } from './lesson.js';
import { createPictures } from './pictures.js';
import { createHost } from './host.js';
import { wire } from './wiring.js';
import { folder } from '../root.js';
import CONSTANTS from '../constants.js';

/** Numbers the instances of a page, for ids that stay unique. */
let instances = 0;

/**
 * Options: `mode` ('full' for the app page, or solve, play, steps),
 * `controls` (names, or null for all of the mode's), `prefix` for ids
 * (default: unique per instance), `history` (Share rewrites the address:
 * the app page only), `share` (whether the modes show Share by default),
 * `shareBase` (the page a shared link opens), `remember` (a reload reopens
 * the last puzzle of each kind: app/recent.js; the app page only), `lang` (a language of
 * i18n/words.js; `setLanguage` changes it), `numbers()` (the locale numbers
 * are written in: the host page's language; default: `lang`), `onLanguage(lang)` when the
 * user picks one in the menu, and `emit(name, detail)` for the host's events.
 */
export function createApp(root, options = {}) {
  const o = {
    mode: 'full', controls: null, prefix: null, history: false, remember: false, share: true, lang: 'en',
    shareBase: new URL('../index.html', folder()).href, emit: () => {}, onLanguage: () => {}, ...options,
  };
  // The wasm module first: it is fetched and compiled off the main thread
  // while the views are built, and the catalogue if it is not English's.
  const module = ready();
  const words = createWords(o.lang, { numbers: o.numbers });
  const catalogue = loadLanguage(o.lang);
  /** The controls shown: the host's list, or the mode's (Share only where a link has a page to open). */
  const shown = (mode, controls) => controls ?? defaultControls(mode).filter((c) => o.share || c !== 'share');
  const ref = buildLayout(root, { mode: o.mode, controls: shown(o.mode, o.controls), prefix: o.prefix ?? `dlx${++instances}-` });
  translate(ref.root, words);
  // Nothing answers before the wasm module is ready; the status says it is coming.
  ref.root.inert = true;
  // Starting counts as under way, until the wasm module is ready and the host has opened a puzzle (open, configure).
  ref.root.dataset.pending = '1';
  ref.status.textContent = words.t('status-starting');

  /** The instance's state: plain data, drawn by render(). */
  const state = {
    mode: o.mode,
    controls: o.controls,
    /** The "Puzzle type" menu's value, and the kind it belongs to. */
    type: FIRST_TYPE,
    kind: kindOfType(FIRST_TYPE).id,
    /** The puzzle of each kind (each kind's index.js says its shape), kept across type changes. */
    puzzles: {},
    /** The kinds whose puzzle this instance has loaded or shown, not only made blank to start with. */
    opened: new Set(),
    /** What the status line last said of each kind's puzzle while another was shown, `{ said, lang }` (load.js). */
    said: {},
    status: '',
    /** The Puzzle box's error line. */
    error: '',
    /** The current hint: { text, apply, why } with apply the kind's data for Apply hint, or null. */
    hint: null,
    /** The loaded puzzle's rating (the worker's rate(), with `of`: the givens it is for), or null. */
    rating: null,
    /** The last shared link, shown to select and copy. */
    share: null,
    /** How many worker calls are running. */
    busy: 0,
    /** How many actions (a button's, a method's, a menu's, starting) are under way: actions.js's guard. */
    pending: 1,
    /** The step-through's partial solution, as the board shows it (or null). */
    trace: null,
    /** Settings from the host. */
    autoplay: false,
    /** Whether a host's step range locks what changes the search (host.js). */
    locked: false,
    /** Counts the puzzle's changes, so that an answer for an older grid is dropped. */
    gen: 0,
    /** What says again in a new language what the wasm module said in the old one, by place ('status', 'hint'): `{ gen, kind, run }` (actions.js). */
    resay: {},
  };

  /** The rules and language the Solver menu's first option last named the fastest engine for. */
  let fastestFor = '';
  const app = {
    o, root, ref, state, shown, ready, words, nameFastest,
    /** The options every call into the wasm module takes: the instance's language. */
    lang: () => ({ lang: words.lang }),
    worker: createClient(),
    /**
     * The background ratings' own worker, so that a Hint, Solve or Check
     * never waits behind one: in a single queue, a Hint just after a new
     * puzzle waited for the rating of the puzzle shown before (0.25–0.9 s
     * with three browsers on the machine) when the hint took 3–42 ms.
     */
    rater: createClient(),
    kind: () => kindOf(state.kind),
    puzzle: () => state.puzzles[state.kind],
    /** A blank puzzle of the first type, shown when nothing else could be. */
    blank() {
      const k = kindOfType(FIRST_TYPE);
      state.puzzles[k.id] ??= k.empty(FIRST_TYPE);
    },
  };
  // Each job's functions join the context; they call each other through it.
  for (const create of [createRender, createEditing, createLoading, createActions, createStepping, createLessons, createPictures, createHost]) {
    Object.assign(app, create(app));
  }
  wire(app);
  prefetchLogic(root);

  // The instance's catalogue, if it is not English's (which the code has):
  // the words are said again once it is here, usually before the wasm module.
  const spoken = catalogue.then((fetched) => {
    if (!fetched) return;
    translate(ref.root, words);
    ref.status.textContent = words.t('status-starting');
  }, () => {
    // It could not come: the instance speaks English.
    words.use('en');
    root.setAttribute('lang', words.lang);
  });
  const loaded = Promise.all([module, spoken]).then(([exports]) => {
    const { levels, rules } = CONSTANTS;
    ref['new-level'].replaceChildren(...levels.map((l) => h('option', { value: l, l10n: `level-${l}` })));
    ref.rule.replaceChildren(...rules.map((r) => h('option', { value: r, l10n: `rule-${r}` })));
    app.restoreGeneratorFields();
    ref.root.inert = false;
    languageChanged();
    app.blank();
    app.render();
    return exports;
  });
  const started = loaded.catch((e) => {
    // Without the wasm module nothing works: say so where the user looks.
    app.say(msg('status-no-start', { error: e.message }));
    o.emit('dlx-error', { message: e.message });
  }).finally(() => app.pending(-1));

  /** After the language changed: every fixed word, the menus, and what the state says. */
  function languageChanged() {
    translate(ref.root, words);
    ref.language.value = words.lang;
    // Each language by its own name, whichever the instance speaks.
    for (const option of ref.language.options) option.textContent = words.t(`language-name-${option.value}`);
    const solver = ref.solver.value;
    // Every engine: one named for a shape it does not solve says so, and names those that do.
    ref.solver.replaceChildren(...api.engines(app.lang()).map((e) => (e.default ? new Option(words.t('solver-fastest', { engine: e.label }), '') : new Option(e.label, e.name))));
    ref.solver.value = solver;
    fastestFor = '';
    app.relabel();
  }

  /**
   * Names in "Fastest (…)" the engine that Solve uses unasked on the puzzle
   * shown (the band engine on a 9×9, the bitmask engine on a 25×25, DLX on
   * a jigsaw), asking the library when the rules change (render.js).
   */
  function nameFastest() {
    const k = app.kind(), p = app.puzzle();
    if (!p || !k.tools.includes('solver') || !ref.solver.options.length) return;
    const rules = k.rules(p);
    const key = `${words.lang} ${JSON.stringify(rules)}`;
    if (key === fastestFor) return;
    fastestFor = key;
    const fastest = api.engines({ ...rules, ...app.lang() }).find((e) => e.default);
    if (fastest) ref.solver.options[0].textContent = words.t('solver-fastest', { engine: fastest.label });
  }

  /**
   * Speaks `lang` from now on (one of LANGUAGES; anything else is English):
   * every word again, and what the wasm module had said, asked for again.
   */
  function setLanguage(lang) {
    return app.track(async () => {
      // Its catalogue first; where it could not come, the instance keeps its language.
      words.use(await loadLanguage(lang).then(() => lang, () => words.lang));
      root.setAttribute('lang', words.lang);
      await started;
      languageChanged();
      await app.resay();
    });
  }
  root.setAttribute('lang', words.lang);
  // The host hears of the language once its catalogue is here, as the instance switches to it.
  ref.language.addEventListener('change', () => {
    const lang = ref.language.value;
    loadLanguage(lang).then(() => o.onLanguage(lang), () => {});
    setLanguage(lang);
  });

  const { stepActions: steps } = app;
  return {
    /** Resolves once the wasm module is ready and the first screen drawn; never rejects (the status says why it could not start). */
    ready: started,
    /** The same, but rejects with the reason when the instance could not start (the element's `ready`). */
    loaded,
    /** Runs `work`, counted as under way (the root's data-pending) until it settles: a host's queue of settings. */
    track: app.track,
    open: (search) => app.track(() => app.open(search)),
    configure: (values, errors) => app.track(() => app.configure(values, errors)),
    setLanguage,
    solve: app.solve,
    hint: app.hint,
    check: app.check,
    cancel() {
      app.worker.cancel();
      app.player.pause();
      return Promise.resolve();
    },
    step: steps.step,
    back: steps.back,
    play: steps.play,
    pause: app.stepAct(() => app.player.pause()),
    reset: steps.reset,
    /** Goes to step `n` of the search, forwards or back; resolves to the step reached. */
    goto: (n) => app.stepAct(() => app.player.goto(Math.max(0, Math.trunc(Number(n)) || 0)))(),
    /** A key the host page heard with nothing focused (a clicker's PageDown): the lesson playing takes it, if it is one of its keys. */
    lessonKey: (event) => app.lessons.key(event),
    /** Goes to stop `k` (0-based) of the lesson playing. */
    stop: (k) => app.stepAct(() => app.lessons.go(k))(),
    /** Stops the worker and the player: the instance is gone. */
    destroy() {
      app.seen.disconnect();
      app.worker.cancel();
      app.rater.cancel();
      app.player.destroy();
      app.lessons.destroy();
    },
  };
}
