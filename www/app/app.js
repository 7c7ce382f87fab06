// The component: `createApp(root, options)` builds one instance of dlx-lab
// inside `root` (the app page's <main>, a <dlx-lab> element's shadow root,
// the embed's body) and returns its methods. Everything it owns is per
// instance: its markup (looked up inside root only), its state, its search
// worker and its step-through player.
//
// The state is plain data; `render()` draws it, and every handler changes
// the state and then renders. What a puzzle kind does (reading, drawing,
// solving) lives in its module in kinds/; this file only routes.
import { buildLayout, showControls, MODE_CONTROLS } from './layout.js';
import { createEngine, Cancelled } from '../worker/engine.js';
import { ready, api } from '../worker/wasm.js';
import { KINDS, kindOf, kindOfType, readQuery } from '../kinds/index.js';
import { EXAMPLES, DEFAULT_EXAMPLE } from './examples.js';
import { createPlayer, SPEEDS } from '../step/player.js';
import { compare } from '../panels/compare.js';
import { createPad } from '../kinds/sudoku/pad.js';
import { createCountPanel } from '../panels/count-panel.js';
import { restoreGame, saveGame } from '../kinds/sudoku/saved-games.js';

/** Cells the grid redraws in one frame while a search plays (about 0.1 ms each). */
const CELLS_PER_FRAME = 60;

/**
 * The most text Load reads, in characters: 12,000 one-line sudokus, or any
 * puzzle the page can show. It is parsed on the page's own thread, so more
 * is refused (the command line reads up to 32 MiB).
 */
export const MAX_TEXT = 1_000_000;

/** Why `text` is not read: its length and the limit. */
const tooLong = (text) => `the text is ${text.length.toLocaleString('en')} characters long, and the page reads at most ${MAX_TEXT.toLocaleString('en')}: the command line (dlx-lab) reads larger inputs`;

/** Numbers the instances of a page, for ids that stay unique. */
let instances = 0;

/**
 * Options: `mode` ('full' for the app page, or solve, play, steps),
 * `controls` (names, or null for all of the mode's), `prefix` for ids
 * (default: unique per instance), `history` (Share rewrites the address:
 * the app page only), `share` (whether the modes show Share by default),
 * `shareBase` (the page a shared link opens), and `emit(name, detail)` for
 * the host's events.
 */
export function createApp(root, options = {}) {
  const o = {
    mode: 'full', controls: null, prefix: null, history: false, share: true,
    shareBase: new URL('../../index.html', import.meta.url).href, emit: () => {}, ...options,
  };
  /** The controls shown: the host's list, or the mode's (Share only where a link has a page to open). */
  const shown = (mode, controls) => controls ?? MODE_CONTROLS[mode].filter((c) => o.share || c !== 'share');
  const ref = buildLayout(root, { mode: o.mode, controls: shown(o.mode, o.controls), prefix: o.prefix ?? `dlx${++instances}-` });
  // Nothing answers before the wasm module is ready.
  ref.root.inert = true;
  const engine = createEngine();

  /** The instance's state: plain data, drawn by render(). */
  const state = {
    mode: o.mode,
    controls: o.controls,
    /** The "Puzzle type" menu's value, and the kind it belongs to. */
    type: 'sudoku-9',
    kind: 'sudoku',
    /** The puzzle of each kind (kinds/*.js say their shape), kept across type changes. */
    puzzles: {},
    status: '',
    /** The Puzzle box's error line. */
    error: '',
    /** The current hint: { text, apply } with apply the kind's data for Apply hint, or null. */
    hint: null,
    /** The loaded sudoku's rating (the worker's rate(), with `of`: the givens it is for), or null. */
    rating: null,
    /** The last shared link, shown to select and copy. */
    share: null,
    /** How many worker calls are running. */
    busy: 0,
    /** The step-through's partial solution, as the grid shows it (or null). */
    trace: null,
    /** Whether the pad's "Pencil marks" is on: symbols then toggle marks instead of entering values. */
    pencil: false,
    /** The engines solve can use (EngineInfo[]). */
    engines: [],
    /** Settings from the host. */
    autoplay: false,
    /** Counts the puzzle's changes, so that an answer for an older grid is dropped. */
    gen: 0,
  };

  const kind = () => kindOf(state.kind);
  const puzzle = () => state.puzzles[state.kind];

  // ---- drawing ---------------------------------------------------------------

  let view = null;
  let viewKind = '';

  function renderBoard(focus = false, budget = Infinity) {
    if (!puzzle()) return;
    if (viewKind !== state.kind) {
      view = kind().createView(ref.board, { onEdit: edit, onMove: move, onStray: () => say(kind().symbolsNote(puzzle())), onPick: pick });
      viewKind = state.kind;
    }
    view.render(puzzle(), { trace: state.trace, focus, budget });
  }

  function render(focus = false) {
    renderBoard(focus);
    const k = kind();
    const p = puzzle();
    if (p && ![...ref.type.options].some((opt) => opt.value === state.type)) {
      // A pasted size without its own entry (10×10, 15×15, …) gets one.
      ref.type.add(new Option(k.typeLabel?.(p) ?? state.type, state.type));
    }
    ref.type.value = state.type;
    ref.status.textContent = state.status;
    ref['puzzle-error'].textContent = state.error;
    ref['hint-panel'].hidden = !state.hint;
    ref['hint-text'].textContent = state.hint?.text ?? '';
    ref['apply-hint'].disabled = !state.hint?.apply;
    // Why? opens the step-through view, where this instance has one.
    ref['why-hint'].hidden = !state.hint?.why || ref['step-panel'].hidden;
    ref['rating'].textContent = ratingText(p);
    // New puzzle makes sudokus, and the Solver menu picks a sudoku engine:
    // their controls stand aside for the other kinds.
    ref['new-puzzle'].closest('.generator').classList.toggle('off', k.id !== 'sudoku');
    ref.solver.closest('label').classList.toggle('off', k.id !== 'sudoku');
    ref['share-panel'].hidden = !state.share;
    ref['share-link'].value = state.share ?? '';
    ref['share-progress'].disabled = !k.saved;
    pad.render(p, { shown: !!p && k.tools.includes('pad'), pencil: state.pencil });
    const candidates = k.tools.includes('candidates');
    ref.candidates.setAttribute('aria-pressed', String(candidates && !!p?.showCandidates));
    ref.candidates.disabled = !candidates;
    const busy = state.busy > 0;
    ref.solve.disabled = busy || !p || !!k.blocked(p);
    ref.check.disabled = busy || !k.check;
    ref.hint.disabled = busy || !k.hint;
    for (const name of ['load', 'clear', 'examples', 'type', 'compare', 'new-puzzle']) ref[name].disabled = busy;
    ref.cancel.disabled = !busy;
    for (const name of ['step', 'back', 'play', 'next-solution', 'next-backtrack', 'reset']) ref[name].disabled = !k.traceable;
    ref.board.setAttribute('aria-busy', String(busy));
  }

  function say(text) {
    state.status = text;
    render();
  }

  // ---- editing -----------------------------------------------------------

  /** Enters `value` into `cell` (a pencil mark with `shift` or the pencil toggle on); focuses the cell if `focus`. */
  function edit(cell, value, shift = false, focus = true) {
    edited(kind().edit(puzzle(), cell, value, { pencil: state.pencil || shift }), focus);
  }

  /**
   * After an edit (typing, the pad, a toggle, an applied hint, Undo): status,
   * event, a search that no longer fits, the saved game. Focuses the cursor
   * cell if `focus`.
   */
  function edited(result, focus = true) {
    state.status = result.status;
    if (result.changed || result.marked) state.hint = null;
    if (result.changed) {
      changed('The grid changed, so the search starts again from it: press Step or Play.');
      o.emit('dlx-change', { puzzle: kind().text(puzzle()) });
    } else if (result.marked) {
      // Check's answer for the marks as they were no longer fits them.
      state.gen += 1;
    }
    if (result.changed || result.marked) save();
    render(focus);
  }

  /** A size chosen in a board's own picker (the classic puzzles): loads it, as the Puzzle box would. */
  function pick(size) {
    ref.examples.value = '';
    ref['puzzle-text'].value = size;
    act(() => load(size, state.kind))();
  }

  /** Undo (`back`) or Redo of one edit. */
  function travel(back) {
    if (kind().travel) edited(kind().travel(puzzle(), back), inGrid());
  }

  /** Whether the focus is in the grid: an edit made elsewhere (the pad, Ctrl+Z) leaves the focus where it is. */
  const inGrid = () => ref.board.contains(ref.root.getRootNode().activeElement);

  function move(cell, focus) {
    puzzle().cursor = cell;
    render(focus);
  }

  /** The puzzle on screen changed: the watched search and the comparison no longer fit it. */
  function changed(why) {
    state.gen += 1;
    counting.reset();
    if (player.traced) player.stop(why);
    state.trace = null;
    ref['compare-results'].replaceChildren();
    ref['compare-summary'].textContent = '';
  }

  /** Saves the player's game on the puzzle on screen (saved-games.js). */
  const save = () => saveGame(kind(), puzzle());

  // ---- loading -----------------------------------------------------------

  /**
   * Shows a link's progress (`progress`, or `progressError` from the kind's
   * fromQuery) on puzzle `p` just read; returns what to add to the status.
   * Progress that does not fit is said, and the puzzle stays without it.
   */
  function resumeLink(k, p, { progress, progressError }) {
    let problem = progressError;
    if (progress) {
      const had = k.saved(p) !== null;
      try {
        k.resume(p, progress, { undoable: had });
        return had ? "The link's entries and marks are shown; Undo brings back yours." : "The link's entries and marks are shown.";
      } catch (e) {
        problem = `The link's progress does not fit its puzzle: ${e.message}.`;
      }
    }
    if (!problem) return '';
    o.emit('dlx-error', { message: problem });
    return `${problem} The puzzle is shown without it.`;
  }

  /** Reads `text` as `kindId` ('auto' tries sudoku, then exact cover). Throws the parser's Error. */
  function parse(text, kindId, box) {
    if (text.length > MAX_TEXT) throw new Error(tooLong(text));
    if (kindId !== 'auto') return { k: kindOf(kindId), p: kindOf(kindId).parse(text, { box }) };
    try {
      return { k: kindOf('sudoku'), p: kindOf('sudoku').parse(text, { box }) };
    } catch (sudokuError) {
      try {
        return { k: kindOf('cover'), p: kindOf('cover').parse(text) };
      } catch {
        throw sudokuError;
      }
    }
  }

  /**
   * Loads `text` as a puzzle of `kindId`. On an error the message goes next
   * to the Puzzle box and into the status line, the user's grid stays, and
   * `dlx-error` fires; returns whether it loaded. A sudoku whose givens
   * clash is loaded and shown with the clash marked. The player's saved
   * game on it comes back, unless `link` (readQuery's answer) has progress.
   */
  async function load(text, kindId, box, link = {}) {
    await ready;
    let parsed;
    try {
      parsed = parse(text, kindId, box);
    } catch (e) {
      state.error = e.message;
      state.status = `The puzzle was not loaded: ${e.message}`;
      render();
      o.emit('dlx-error', { message: e.message });
      return false;
    }
    const { k, p } = parsed;
    // A generated puzzle keeps its level and seed, for its rating and its links.
    if (link.origin) p.origin = link.origin;
    const notes = [k.loadedStatus(p), restoreGame(k, p), resumeLink(k, p, link)];
    state.kind = k.id;
    state.puzzles[k.id] = p;
    state.type = k.typeOf(p);
    state.hint = null;
    state.share = null;
    state.error = p.clash ?? '';
    state.status = notes.filter(Boolean).join(' ');
    save();
    changed('');
    render();
    // Givens that clash are shown, but they are still a problem with the input.
    if (p.clash) o.emit('dlx-error', { message: p.clash });
    rateLoaded();
    await restartTrace();
    return true;
  }

  /**
   * Rates the loaded sudoku in the worker, in the background; the answer is
   * shown if the givens are still the same. Larger than 16×16 is not rated:
   * logic on those can take long.
   */
  async function rateLoaded() {
    const k = kind(), p = puzzle();
    state.rating = null;
    if (!k.rate || p.clash || p.n > 16) return;
    const of = k.share(p);
    try {
      const rating = await k.rate(p, engine);
      if (JSON.stringify(k.share(puzzle())) === JSON.stringify(of)) state.rating = { ...rating, of };
    } catch {
      // Cancelled, or a worker that failed: the puzzle simply has no rating shown.
    }
    render();
  }

  /** The rating line of `p`: its level, why, and DLX's nodes; and its seed when generated. */
  function ratingText(p) {
    const r = state.rating;
    const seed = p?.origin ? ` Generated at level ${p.origin.level} with seed ${p.origin.seed}.` : '';
    if (!r || !p || JSON.stringify(kind().share?.(p)) !== JSON.stringify(r.of)) return seed.trim();
    const nodes = `DLX solves it in ${r.nodes.toLocaleString('en')} search nodes`;
    if (r.result === 'stopped') return `Rating: none, the search stopped after ${r.nodes.toLocaleString('en')} nodes before it could tell whether the puzzle has one solution.${seed}`;
    if (!r.level) return `Rating: none, the puzzle has no unique solution. ${nodes}.${seed}`;
    if (r.level === 'extreme') return `Rating: extreme, logic gets stuck and it needs search. ${nodes}.${seed}`;
    return `Rating: ${r.level}, its hardest step is ${r.hardest.replace(/-/g, ' ')}. ${nodes}.${seed}`;
  }

  function setType(type) {
    const k = kindOfType(type);
    state.type = type;
    state.kind = k.id;
    const old = state.puzzles[k.id];
    if (!old || k.typeOf(old) !== type) state.puzzles[k.id] = k.empty(type);
    state.hint = null;
    state.share = null;
    state.error = '';
    state.status = k.emptyStatus(puzzle());
    // The menu and the box spoke of the puzzle before.
    ref.examples.value = '';
    ref['puzzle-text'].value = '';
    changed('');
    render();
    return restartTrace();
  }

  /** Starts the step-through over the puzzle on screen, where there is one to watch. */
  async function restartTrace() {
    if (ref['step-panel'].hidden) {
      player.stop('');
      return;
    }
    const k = kind();
    if (!k.traceable) {
      player.stop('Algorithm X steps through sudoku and exact cover; Binary Sudoku is solved by a DP: press Solve.');
      return;
    }
    const blocked = k.blocked(puzzle());
    if (blocked) {
      player.stop(blocked);
      return;
    }
    await stepAct(() => player.reset())();
  }

  // ---- the worker's answers ---------------------------------------------------

  /** Runs an async action with the instance marked busy; Cancel ends it. */
  async function busy(action) {
    state.busy += 1;
    render();
    try {
      return await action();
    } finally {
      state.busy -= 1;
      render();
    }
  }

  /**
   * Wraps an action for a button or a method: it waits for the wasm module,
   * hands an error to `fail` and sends it as `dlx-error`, and resolves when
   * done, never rejecting (a host's unhandled rejection is a console error).
   */
  function guard(action, fail) {
    return async () => {
      try {
        await ready;
        return await action();
      } catch (e) {
        if (e instanceof Cancelled) say('Cancelled.');
        else {
          fail(e.message);
          o.emit('dlx-error', { message: e.message });
        }
        return undefined;
      }
    };
  }

  /** A button's action: its errors go to the status line. */
  const act = (action) => guard(action, (message) => say(`Cannot do that: ${message}`));

  /**
   * Runs a kind's worker action (solve, hint, check) on a copy of the
   * puzzle, and keeps the copy only if the puzzle did not change meanwhile:
   * an answer for a grid the user has since edited, or replaced, is
   * dropped (and said to be). Resolves to the action's result, or null.
   */
  async function ask(action) {
    const gen = state.gen, id = state.kind;
    const copy = structuredClone(puzzle());
    const result = await busy(() => action(kind(), copy));
    if (gen !== state.gen || id !== state.kind) {
      say('The puzzle changed while the solver worked on it: its answer was for the old one, so ask again.');
      return null;
    }
    state.puzzles[id] = copy;
    return result;
  }

  const newPuzzle = act(async () => {
    const seed = Number(ref['new-seed'].value);
    if (!Number.isSafeInteger(seed) || seed < 0) {
      say('The seed is a whole number from 0 up.');
      return;
    }
    const options = { size: Number(ref['new-size'].value), level: ref['new-level'].value, seed };
    state.status = `Generating a ${options.size}×${options.size} ${options.level} puzzle…`;
    const made = await busy(() => engine.generate(options));
    ref['puzzle-text'].value = made.puzzle;
    await load(made.puzzle, 'sudoku', made.box, { origin: { level: made.level, seed: made.seed } });
  });

  const solve = act(async () => {
    const blocked = kind().blocked(puzzle());
    if (blocked) {
      say(blocked);
      return undefined;
    }
    state.hint = null;
    state.status = 'Solving…';
    const result = await ask((k, p) => k.solve(p, engine, { solver: ref.solver.value }));
    if (!result) return undefined;
    say(result.status);
    if (result.solved) o.emit('dlx-solved', result.solved);
    return result.solved;
  });

  const hint = act(async () => {
    if (!kind().hint) return;
    const result = await ask((k, p) => k.hint(p, engine));
    if (!result) return;
    state.hint = result.hint ?? null;
    say(result.status);
  });

  const check = act(async () => {
    if (!kind().check) return;
    const result = await ask((k, p) => k.check(p, engine));
    if (result) say(result.status);
  });

  function clear() {
    state.hint = null;
    say(kind().clear(puzzle()));
    changed('The grid changed, so the search starts again from it: press Step or Play.');
    save();
    render();
  }

  /** A link that opens the app page with query parameters `params`. */
  const linkTo = (params) => new URL(`?${new URLSearchParams(params)}`, o.history ? location.href : o.shareBase);

  const share = act(async () => {
    const k = kind(), p = puzzle();
    // "Include my progress" adds the player's game, where there is one.
    const progress = ref['share-progress'].checked && !!k.saved?.(p);
    const url = linkTo(k.share(p, { progress }));
    // The address bar gets the puzzle alone: on a reload, the saved game is newer than a link's.
    if (o.history) history.replaceState(null, '', linkTo(k.share(p)));
    state.share = url.href;
    const opens = progress ? 'this puzzle with your entries and marks' : 'this puzzle';
    // A frame without the clipboard permission (the sandboxed embed) is not
    // asked: the browser would refuse and log a policy violation.
    const policy = document.permissionsPolicy ?? document.featurePolicy;
    try {
      if (policy && !policy.allowsFeature('clipboard-write')) throw new Error('no clipboard here');
      await navigator.clipboard.writeText(url.href);
      say(`Link copied: it opens ${opens}.`);
    } catch {
      // Inside a sandboxed iframe, or without permission, copying is refused.
      if (!o.history) say(`Copying is blocked here, so the link to ${opens} is below: select it and copy it.`);
      else if (progress) say(`The link to ${opens} is below, to select and copy; the address bar holds the puzzle alone.`);
      else say('The address bar now holds a link to this puzzle; it is also below, to select and copy.');
    }
  });

  function applyHint() {
    const apply = state.hint?.apply;
    state.hint = null;
    if (apply) edited(kind().apply(puzzle(), apply));
    else render();
  }

  const runCompare = act(async () => {
    if (kind().id !== 'sudoku') {
      ref['compare-results'].replaceChildren();
      ref['compare-summary'].textContent = 'Compare runs the sudoku engines: load a sudoku first.';
      return;
    }
    const k = kind(), p = puzzle();
    await busy(() => compare({
      text: k.text(p), box: k.box(p), engine, engines: state.engines,
      list: ref['compare-results'], summary: ref['compare-summary'],
    }));
  });

  // ---- the step-through ------------------------------------------------------

  const player = createPlayer(ref, {
    puzzle() {
      const k = kind(), p = puzzle();
      if (!k.traceable) throw new Error('Algorithm X steps through sudoku and exact cover; Binary Sudoku is solved by a DP.');
      const blocked = k.blocked(p);
      if (blocked) throw new Error(blocked);
      return { text: k.text(p), box: k.box(p), meanings: k.meanings?.(p) };
    },
    onSync(trace, playing) {
      state.trace = trace;
      renderBoard(false, playing ? CELLS_PER_FRAME : Infinity);
    },
    onStep: (detail) => o.emit('dlx-step', detail),
  });

  // ---- counting every solution ----------------------------------------------

  const counting = createCountPanel(ref['count-panel'], {
    puzzle() {
      const k = kind(), p = puzzle();
      if (!p || !k.traceable || k.blocked(p)) return null;
      // A sudoku's solutions are drawn over the values the search starts from.
      const values = p.givens ? p.givens.map((g, i) => g || p.entries[i]) : null;
      return { text: k.text(p), box: k.box(p), values, symbols: p.symbols };
    },
    why() {
      const k = kind(), p = puzzle();
      if (!k.traceable) return 'Count all counts sudoku and exact cover; Binary Sudoku has one answer, found by a DP.';
      return k.blocked(p) ?? 'Load a puzzle first.';
    },
    onCount: (result) => o.emit('dlx-counted', { count: result.count, nodes: result.nodes, cancelled: result.cancelled }),
  });

  /** A step-panel action: its errors go to the narration line. */
  const stepAct = (action) => guard(action, (message) => {
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

  // ---- wiring -----------------------------------------------------------------

  for (const k of KINDS) for (const t of k.types) ref.type.add(new Option(t.label, t.value));
  EXAMPLES.forEach((example, i) => ref.examples.add(new Option(example.name, String(i))));

  ref.examples.addEventListener('change', act(async () => {
    const example = EXAMPLES[Number(ref.examples.value)];
    if (!example) return;
    ref['puzzle-text'].value = example.text;
    await load(example.text, kindOfType(example.type).id);
  }));
  ref.type.addEventListener('change', () => setType(ref.type.value));
  ref.load.addEventListener('click', act(() => load(ref['puzzle-text'].value, kind().id)));
  // A text box takes seconds to lay out a pasted million lines, before Load
  // could refuse them: a paste too long to load is refused as it comes, and
  // the box keeps what it had.
  ref['puzzle-text'].addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= MAX_TEXT) return;
    event.preventDefault();
    state.error = tooLong(text);
    state.status = `The text was not pasted: ${state.error}.`;
    render();
    o.emit('dlx-error', { message: state.error });
  });
  ref.solve.addEventListener('click', solve);
  ref.hint.addEventListener('click', hint);
  ref.check.addEventListener('click', check);
  ref.clear.addEventListener('click', clear);
  ref.share.addEventListener('click', share);
  ref.cancel.addEventListener('click', () => engine.cancel());
  ref.candidates.addEventListener('click', () => {
    const p = puzzle();
    p.showCandidates = !p.showCandidates;
    player.wantStruck = p.showCandidates;
    render();
  });
  ref['apply-hint'].addEventListener('click', applyHint);
  ref['new-puzzle'].addEventListener('click', newPuzzle);
  ref['why-hint'].addEventListener('click', act(async () => {
    const why = state.hint?.why;
    if (!why) return;
    ref['step-panel'].scrollIntoView({ block: 'start', behavior: 'smooth' });
    await player.spotlight(why.columns);
  }));
  const pad = createPad(ref, {
    onSymbol: (value) => edit(puzzle().cursor, value, false, inGrid()),
    onErase: () => edit(puzzle().cursor, 0, false, inGrid()),
    onPencil() {
      state.pencil = !state.pencil;
      render();
    },
    onUndo: () => travel(true),
    onRedo: () => travel(false),
    onFill: () => edited(kind().fill(puzzle()), inGrid()),
  });
  // Ctrl+Z (⌘Z) undoes, Ctrl+Y and Ctrl+Shift+Z redo, anywhere in this
  // instance but its text fields, which have their own undo.
  ref.root.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.target.closest('input, textarea, select')) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    event.preventDefault();
    travel(key === 'z' && !event.shiftKey);
  });
  ref['share-link'].addEventListener('focus', () => ref['share-link'].select());
  ref.compare.addEventListener('click', runCompare);

  for (const [name, action] of Object.entries(stepActions)) ref[name].addEventListener('click', action);
  ref.rule.addEventListener('change', stepActions.reset);
  ref.seed.addEventListener('change', stepActions.reset);
  /** Says the slider's speed in words, for screen readers and beside it. */
  function saySpeed(speed) {
    const words = speed === Infinity ? 'as fast as the frames allow' : speed === 1 ? '1 step a second' : `${speed.toLocaleString('en')} steps a second`;
    ref.speed.setAttribute('aria-valuetext', words);
    ref['speed-value'].textContent = speed === Infinity ? 'max' : `${speed.toLocaleString('en')}/s`;
  }
  saySpeed(SPEEDS[Number(ref.speed.value)]);
  ref.speed.addEventListener('input', () => {
    settings.speed = null;
    saySpeed(SPEEDS[Number(ref.speed.value)]);
    player.configure({ ...settings.range, speed: null });
  });
  ref.keys.addEventListener('click', () => {
    ref['step-help'].hidden = !ref['step-help'].hidden;
    ref.keys.setAttribute('aria-expanded', String(!ref['step-help'].hidden));
  });
  ref['step-panel'].addEventListener('keydown', (event) => {
    if (event.target.closest('input, select') || event.ctrlKey || event.metaKey || event.altKey) return;
    // Space and Enter on a button press that button.
    if (event.target.closest('button') && [' ', 'Enter'].includes(event.key)) return;
    const keys = { ArrowRight: 'step', ArrowLeft: 'back', ' ': 'play', s: 'next-solution', b: 'next-backtrack', r: 'reset' };
    if (event.key === '?') ref.keys.click();
    else if (keys[event.key] && !ref[keys[event.key]].hidden) stepActions[keys[event.key]]();
    else return;
    event.preventDefault();
  });

  // ---- settings from the host ---------------------------------------------------

  const settings = {
    range: { from: 0, to: Infinity }, asked: { from: 0, to: Infinity }, speed: null, kind: 'auto', box: null, puzzle: null,
  };

  /** Plays once the instance is on screen, for `autoplay`. */
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    seen.disconnect();
    if (state.autoplay && !ref['step-panel'].hidden && !player.playing) stepActions.play();
  });

  /**
   * Applies checked settings (settings.js's values; absent ones are left as
   * they are) and reloads or restarts what they change; then reports
   * `errors` (the settings that could not be read) and any setting that
   * does not fit the others. Resolves when done.
   */
  async function configure(values, errors = []) {
    await ready;
    const problems = [...errors];
    if ('theme' in values) root.dataset.theme = values.theme;
    if ('mode' in values || 'controls' in values) {
      state.mode = values.mode ?? state.mode;
      state.controls = 'controls' in values ? values.controls : state.controls;
      showControls(ref, state.mode, shown(state.mode, state.controls));
    }
    if ('rule' in values) ref.rule.value = values.rule;
    if ('seed' in values) ref.seed.value = String(values.seed);
    // The range as asked, kept even while it is not valid, so that moving
    // it attribute by attribute ends where the last change puts it.
    if ('from-step' in values) settings.asked.from = values['from-step'];
    if ('to-step' in values) settings.asked.to = values['to-step'];
    if ('from-step' in values || 'to-step' in values) {
      const { from, to } = settings.asked;
      if (to < from) problems.push(`to-step ${to} is below from-step ${from}`);
      else settings.range = { from, to };
    }
    if ('speed' in values) {
      settings.speed = values.speed;
      // The slider shows the nearest speed it has.
      if (values.speed) ref.speed.value = String(SPEEDS.findIndex((s) => s >= values.speed));
      saySpeed(values.speed ?? SPEEDS[Number(ref.speed.value)]);
    }
    player.configure({ ...settings.range, speed: settings.speed ?? null });
    if ('autoplay' in values) state.autoplay = values.autoplay;
    const reload = ['puzzle', 'kind', 'box'].some((name) => name in values);
    for (const name of ['puzzle', 'kind', 'box']) if (name in values) settings[name] = values[name];
    if (reload && settings.puzzle !== null) {
      ref['puzzle-text'].value = settings.puzzle;
      await load(settings.puzzle, settings.kind, settings.box ?? undefined);
    } else if (reload) {
      await setType(state.type);
    } else if (['mode', 'controls', 'rule', 'seed', 'from-step', 'to-step'].some((name) => name in values)) {
      await restartTrace();
    }
    if ('autoplay' in values) {
      seen.disconnect();
      if (state.autoplay) seen.observe(root);
    }
    complain(problems);
  }

  /** Opens the puzzle of a query string (the app page's address, the embed's), or the default. */
  async function open(search) {
    const shared = readQuery(search);
    if (shared?.error) {
      state.puzzles.sudoku = kindOf('sudoku').empty('sudoku-9');
      say(`${shared.error} Showing an empty grid.`);
      o.emit('dlx-error', { message: shared.error });
      return;
    }
    const start = shared ?? { kind: 'sudoku', text: DEFAULT_EXAMPLE.text };
    ref['puzzle-text'].value = start.text;
    const ok = await load(start.text, start.kind, start.box, start);
    if (o.history && (start.progress || start.progressError)) {
      // The game now lives in the saved game: a reload should show it as it is by then, not as the link had it.
      const url = new URL(location.href);
      for (const name of ['e', 'm']) url.searchParams.delete(name);
      history.replaceState(null, '', url);
    }
    if (!ok && shared) {
      state.puzzles.sudoku ??= kindOf('sudoku').empty('sudoku-9');
      say(`The link's puzzle could not be read: ${state.error} Showing an empty grid.`);
    }
  }

  /** Reports a problem with the host's settings in the status line and as `dlx-error`. */
  function complain(errors) {
    for (const message of errors) o.emit('dlx-error', { message });
    if (errors.length) say(`Setting ignored: ${errors.join('; ')}.`);
  }

  const started = ready.then((exports) => {
    ref.root.inert = false;
    state.engines = api.engines();
    ref.solver.replaceChildren(...state.engines.map((e) => (e.default ? new Option(`Fastest (${e.name})`, '') : new Option(e.label, e.name))));
    state.puzzles.sudoku ??= kindOf('sudoku').empty('sudoku-9');
    render();
    return exports;
  }).catch((e) => {
    // Without the wasm module nothing works: say so where the user looks.
    say(`dlx-lab could not start: ${e.message}`);
    o.emit('dlx-error', { message: e.message });
  });

  return {
    ready: started,
    open, configure,
    solve, hint, check,
    cancel() {
      engine.cancel();
      player.pause();
      return Promise.resolve();
    },
    step: stepActions.step,
    back: stepActions.back,
    play: stepActions.play,
    pause: stepAct(() => player.pause()),
    reset: stepActions.reset,
    /** Stops the worker and the player: the instance is gone. */
    destroy() {
      seen.disconnect();
      engine.cancel();
      player.destroy();
    },
  };
}
