// The buttons' actions: the worker's (Solve, Hint, Check, New puzzle,
// Compare) on a copy of the puzzle, whose answer is dropped if the puzzle
// changed meanwhile; and Clear, Apply hint and Share. Each action waits for
// the wasm module, and its errors go to the status line and to the host as
// `dlx-error`, never as a rejection.
import { Cancelled } from '../worker/client.js';
import { compare } from '../panels/compare.js';
import { GRID_CHANGED } from './editing.js';
import { msg } from '../i18n/words.js';
import { variantOf } from '../kinds/index.js';
import { copyText } from '../dom.js';
import { api } from '../worker/wasm.js';
import { keepGenerator, lastGenerator } from './recent.js';

export function createActions(app) {
  const { o, ref, state, worker } = app;
  const { say } = app;

  /** Runs an async action with the instance marked busy; Cancel ends it. */
  async function busy(action) {
    state.busy += 1;
    app.render();
    try {
      return await action();
    } finally {
      state.busy -= 1;
      app.render();
    }
  }

  /**
   * Wraps an action for a button or a method: it waits for the wasm module,
   * hands an error to `fail` and sends it as `dlx-error`, and resolves when
   * done, never rejecting (a host's unhandled rejection is a console error).
   */
  function guard(action, fail) {
    return () => track(async () => {
      try {
        await app.ready;
        return await action();
      } catch (e) {
        if (e instanceof Cancelled) say(msg('status-cancelled'));
        else {
          fail(e.words ?? e.message);
          o.emit('dlx-error', { message: app.words.say(e.words ?? e.message) });
        }
        return undefined;
      }
    });
  }

  /** Runs `work` counted as under way (pending), whatever it throws. */
  async function track(work) {
    pending(1);
    try {
      return await work();
    } finally {
      pending(-1);
    }
  }

  /**
   * Counts the actions under way on the root's `data-pending`: 0 when the
   * instance has settled (a Play under way counts until it stops; starting
   * counts until the first puzzle is open), which is what a test or a host
   * driving the page waits for.
   */
  function pending(change) {
    state.pending += change;
    ref.root.dataset.pending = String(state.pending);
  }

  /**
   * A button's action: its errors go to the status line. An error the wasm
   * module rendered (words, not a message) is of the language of the
   * moment: a new language runs the action again to say it in its words.
   */
  function act(action) {
    const run = guard(action, (why) => {
      if (typeof why === 'string') resaid('status', run);
      say(msg('status-cannot', { why }));
    });
    return run;
  }

  /**
   * Runs a kind's worker action (solve, hint, check) on a copy of the
   * puzzle, and keeps the copy only if the puzzle did not change meanwhile:
   * an answer for a grid the user has since edited, or replaced, is
   * dropped (and said to be). Resolves to the action's result, or null.
   */
  async function ask(action) {
    const gen = state.gen, id = state.kind;
    const copy = structuredClone(app.puzzle());
    const result = await busy(() => action(app.kind(), copy));
    if (gen !== state.gen || id !== state.kind) {
      say(msg('status-stale'));
      return null;
    }
    state.puzzles[id] = copy;
    return result;
  }

  const FIELDS = ['size', 'level', 'seed'];
  /** Keeps New puzzle's fields for the next visit (the app page: `remember`). */
  function keepGeneratorFields() {
    if (o.remember) keepGenerator(Object.fromEntries(FIELDS.map((f) => [f, ref[`new-${f}`].value])));
  }
  /** New puzzle's fields as the last visit left them, where each is still one its field takes. */
  function restoreGeneratorFields() {
    const kept = o.remember ? lastGenerator() : null;
    for (const f of FIELDS) {
      const field = ref[`new-${f}`];
      const value = kept?.[f];
      const fits = f === 'seed' ? /^\d{1,15}$/.test(value ?? '') : [...field.options].some((opt) => opt.value === value);
      if (fits) field.value = value;
    }
  }

  const newPuzzle = act(async () => {
    const seed = Number(ref['new-seed'].value);
    if (!Number.isSafeInteger(seed) || seed < 0) {
      say(msg('status-bad-seed'));
      return;
    }
    // On a variant's type, a 9×9 of that variant.
    const variant = variantOf(state.type);
    const size = variant === 'plain' ? Number(ref['new-size'].value) : 9;
    const options = { size, level: ref['new-level'].value, seed, ...(variant === 'plain' ? {} : { variant }), ...app.lang() };
    state.status = msg('status-generating', { size: options.size, level: msg(`level-${options.level}`) });
    const made = await busy(() => worker.generate(options));
    // The next press makes another puzzle; the field still lets a teacher go back to one.
    ref['new-seed'].value = String(seed + 1);
    keepGeneratorFields();
    ref['puzzle-text'].value = made.puzzle;
    await app.load(made.puzzle, 'auto', made.box, { origin: { level: made.level, seed: made.seed }, variant });
    // On a phone the button is below the grid: the new puzzle comes into view (on a desktop it is in view already).
    ref.board.scrollIntoView({ block: 'nearest' });
  });

  const solve = act(async () => {
    const blocked = app.kind().blocked(app.puzzle());
    if (blocked) {
      say(blocked);
      return undefined;
    }
    state.hint = null;
    state.status = msg('status-solving');
    const result = await ask((k, p) => k.solve(p, worker, { solver: ref.solver.value, ...app.lang() }));
    if (!result) return undefined;
    say(result.status);
    if (result.solved) o.emit('dlx-solved', result.solved);
    return result.solved;
  });

  const hint = act(async () => {
    if (!app.kind().hint) return;
    const result = await ask((k, p) => k.hint(p, worker, app.lang()));
    if (!result) return;
    state.hint = result.hint ?? null;
    // The hint's words come from the wasm module, rendered: a new language asks for them again, at the same depth.
    if (state.hint && app.kind().rehint) resaid('hint', () => rehint());
    say(result.status);
  });
  const rehint = act(async () => {
    const whyShown = !!state.hint?.whyShown;
    const result = await ask((k, p) => k.rehint(p, worker, app.lang()));
    if (result?.hint) {
      state.hint = result.hint;
      // Why?'s part of the matrix names the items with their meanings: in the new language too.
      if (whyShown && state.hint.why) state.hint.whyShown = await app.player.spotlight(state.hint.why.columns);
    }
    app.render();
  });

  const check = act(async () => {
    if (!app.kind().check) return;
    const result = await ask((k, p) => k.check(p, worker, app.lang()));
    if (!result) return;
    // Check's words come rendered from the wasm module: a new language checks again.
    resaid('status', check);
    say(result.status);
  });

  /**
   * Keeps `run` as what says again, in a new language, what the wasm module
   * said in words of the old one in `place` ('status' or 'hint'; app.js's
   * setLanguage), as long as the puzzle stays as it is.
   */
  function resaid(place, run) {
    state.resay[place] = { gen: state.gen, kind: state.kind, run };
  }

  /** Says again what `resaid` kept, in each place, where the puzzle is still the one it was said of. */
  async function resay() {
    const kept = Object.values(state.resay);
    state.resay = {};
    for (const r of kept) if (r.gen === state.gen && r.kind === state.kind) await r.run();
  }

  function clear() {
    state.hint = null;
    say(app.kind().clear(app.puzzle()));
    app.changed(GRID_CHANGED);
    app.save();
    app.render();
  }

  /** A link that opens the app page with query parameters `params`. */
  const linkTo = (params) => new URL(`?${new URLSearchParams(params)}`, o.history ? location.href : o.shareBase);

  const share = act(async () => {
    const k = app.kind(), p = app.puzzle();
    // "Include my progress" adds the player's game, where there is one.
    const progress = ref['share-progress'].checked && !!k.saved?.(p);
    const url = linkTo(k.share(p, { progress }));
    // The address bar gets the puzzle alone: on a reload, the saved game is newer than a link's.
    if (o.history) history.replaceState(null, '', linkTo(k.share(p)));
    state.share = url.href;
    const opens = msg(progress ? 'share-opens-progress' : 'share-opens');
    if (await copyText(url.href)) say(msg('share-copied', { opens }));
    else if (!o.history) say(msg('share-blocked', { opens }));
    else if (progress) say(msg('share-below-progress', { opens }));
    else say(msg('share-below'));
  });

  /** Apply hint: the kind works out the game after it (for sudoku, in the logic module, which the hint has fetched). */
  const applyHint = act(async () => {
    const apply = state.hint?.apply;
    state.hint = null;
    if (!apply) {
      app.render();
      return;
    }
    const gen = state.gen, p = app.puzzle();
    const after = await app.kind().apply(p, apply);
    // An edit while the module was being instantiated wins: the hint was for the grid before it.
    if (state.gen === gen && app.puzzle() === p) app.edited(after);
  });

  const runCompare = act(async () => {
    const k = app.kind(), p = app.puzzle();
    if (!k.tools.includes('compare')) {
      ref['compare-results'].replaceChildren();
      ref['compare-summary'].textContent = app.words.t('compare-not-sudoku');
      return;
    }
    // Only the engines that solve this puzzle's shape and rules run, and are drawn.
    const engines = api.engines({ ...k.rules?.(p), box: k.box(p), ...app.lang() });
    await busy(() => compare({
      text: k.text(p), box: k.box(p), rules: k.rules?.(p), worker, engines, words: app.words,
      list: ref['compare-results'], summary: ref['compare-summary'],
    }));
  });

  return { busy, guard, act, track, pending, resaid, resay, keepGeneratorFields, restoreGeneratorFields, newPuzzle, solve, hint, check, clear, share, applyHint, runCompare };
}
