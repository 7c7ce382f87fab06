// Reading puzzles into the instance: Load, a menu type, a link's progress,
// the kind's saved game, and the background rating of what was loaded; and
// starting the step-through over it.
import { kindOfType, readText, searchBlocked, variantOf } from '../kinds/index.js';
import { fault, msg, sayable } from '../i18n/words.js';
import { keepLast, lastPuzzle } from './recent.js';

/**
 * The most text Load reads, in characters: 12,000 one-line sudokus, or any
 * puzzle the page can show. It is parsed on the page's own thread, so more
 * is refused (the command line reads up to 32 MiB).
 */
export const MAX_TEXT = 1_000_000;

/** Why `text` is not read: its length and the limit. */
export const tooLong = (text) => msg('error-too-long', { length: text.length, max: MAX_TEXT });

export function createLoading(app) {
  const { o, ref, state } = app;

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
        return msg(had ? 'status-link-progress-undo' : 'status-link-progress');
      } catch (e) {
        problem = msg('status-link-progress-misfit', { why: e.words ?? e.message });
      }
    }
    if (!problem) return '';
    o.emit('dlx-error', { message: app.words.say(problem) });
    return [problem, msg('status-link-progress-dropped')];
  }

  /**
   * Ends what belonged to the puzzle shown before another takes its place,
   * before anything draws: its search (mid-Play too), its count and
   * comparison, an answer still on its way (state.gen), its hint and link,
   * and with `lesson` the lesson playing. What was last said of it is kept
   * with its kind, for when the menu brings it back.
   */
  function leave({ lesson = true } = {}) {
    if (state.lesson && lesson) app.lessons.close();
    if (app.puzzle()) state.said[state.kind] = { said: state.status, lang: app.words.lang };
    app.changed('');
    state.hint = null;
    state.share = null;
  }

  /** Whether the kept puzzle `last` of kind `k` reads as a puzzle of menu type `type`. */
  function isOfType(last, k, type) {
    try {
      return k.typeOf(parse(last.text, k.id, last.box, last.variant).p) === type;
    } catch {
      return false;
    }
  }

  /**
   * Reads `text` as `kindId` (or 'auto'), a sudoku as `variant` (by default
   * the variant of the type shown: Load on "X-sudoku" reads an X-sudoku).
   * Throws the parser's Error.
   */
  function parse(text, kindId, box, variant = variantOf(state.type)) {
    if (text.length > MAX_TEXT) throw fault(tooLong(text));
    return readText(text, kindId, { box, variant, ...app.lang() });
  }

  /**
   * Loads `text` as a puzzle of `kindId`. On an error the message goes next
   * to the Puzzle box and into the status line, the user's grid stays, and
   * `dlx-error` fires; returns whether it loaded. A sudoku whose givens
   * clash is loaded and shown with the clash marked. The player's saved
   * game on it comes back, unless `link` (readQuery's answer) has progress.
   * A lesson loads its own puzzle with `link.lesson`; any other load ends it.
   */
  async function load(text, kindId, box, link = {}) {
    await app.ready;
    let parsed;
    /** Says why `text` does not read; the wasm module's words come rendered, so a new language reads it again. */
    const unread = (e) => {
      state.error = e.words ?? e.message;
      state.status = msg('status-not-loaded', { why: state.error });
      app.resaid('status', async () => {
        try {
          parse(text, kindId, box, link.variant);
        } catch (again) {
          unread(again);
        }
        app.render();
      });
    };
    try {
      parsed = parse(text, kindId, box, link.variant);
    } catch (e) {
      unread(e);
      app.render();
      o.emit('dlx-error', { message: app.words.say(state.error) });
      return false;
    }
    const { k, p } = parsed;
    leave({ lesson: !link.lesson });
    // A generated puzzle keeps its level and seed, for its rating and its links.
    if (link.origin) p.origin = link.origin;
    if (link.lesson) p.lesson = true;
    // A lesson's search is of its puzzle as written: the player's game on that puzzle stays saved, unshown.
    const notes = [k.loadedStatus(p), link.lesson ? '' : k.restore?.(p, app.words.lang), resumeLink(k, p, link)].flat();
    state.kind = k.id;
    state.puzzles[k.id] = p;
    state.opened.add(k.id);
    state.type = k.typeOf(p);
    state.error = p.clash ?? '';
    // A saved game comes back with what was last said of it (Solve's, Check's words), unless a link brought progress.
    const said = link.progress ? null : p.said ?? link.said ?? null;
    state.status = said ?? notes.filter(Boolean);
    delete p.said;
    if (o.remember) keepLast(k, p);
    app.save();
    app.render();
    // Givens that clash are shown, but they are still a problem with the input.
    if (p.clash) o.emit('dlx-error', { message: p.clash });
    await restartTrace();
    // The puzzle is on screen and its engine ready: the moment bench/weight.mjs measures a first load to.
    performance.mark('dlx-lab-loaded');
    // Then the rating, whose logic module the puzzle on screen does not wait for.
    rateLoaded();
    return true;
  }

  /**
   * Rates the loaded puzzle in the background, for the kinds that rate, in
   * the rating's own worker (app.rater), so that the user's actions never
   * queue behind it; a rating still running for the puzzle shown before is
   * stopped first. The answer is shown if the givens are still the same.
   * Larger than 16×16 is not rated: logic on those can take long.
   */
  async function rateLoaded() {
    const k = app.kind(), p = app.puzzle();
    // The worker stays for the next rating, unless it is still busy with the last.
    if (app.rater.busy) app.rater.cancel();
    state.rating = null;
    if (!k.rate || p.clash || p.n > 16) return;
    // A puzzle worth rating is one to hint and check: their worker starts too, not at the first press.
    app.worker.warm(true);
    const of = k.share(p);
    // Said while the worker rates, so that the line's place is kept.
    const pending = { pending: true, of };
    state.rating = pending;
    app.render();
    try {
      const rating = await k.rate(p, app.rater, app.lang());
      if (JSON.stringify(k.share(app.puzzle())) === JSON.stringify(of)) state.rating = { ...rating, of };
    } catch {
      // Stopped for the next puzzle, or a worker that failed: this puzzle simply has no rating shown.
      if (state.rating === pending) state.rating = null;
    }
    app.render();
  }

  /** The rating line of `p`: its level, why, and DLX's nodes; and its seed when generated. */
  function ratingText(p) {
    const r = state.rating;
    const { plain } = app.words;
    const seed = p?.origin ? msg('rating-generated', { level: msg(`level-${p.origin.level}`), seed: plain(p.origin.seed) }) : '';
    if (!r || !p || JSON.stringify(app.kind().share?.(p)) !== JSON.stringify(r.of)) return seed;
    if (r.pending) return [msg('rating-pending'), seed];
    const nodes = msg('rating-nodes', { nodes: r.nodes });
    if (r.result === 'stopped') return [msg('rating-stopped', { nodes: r.nodes }), seed];
    if (!r.level) return [msg('rating-none'), nodes, seed];
    const se = plain(r.se.toFixed(1));
    if (r.hardest === 'search') return [msg('rating-extreme', { se }), nodes, seed];
    return [msg('rating', { level: msg(`level-${r.level}`), se, hardest: msg(`technique-${r.hardest}`) }), nodes, seed];
  }

  /**
   * Shows the puzzle of menu type `type`: the one kept for its kind if it
   * is of that type (this page's, else with `remember` the last one the
   * page had), or a blank one.
   */
  function setType(type) {
    const k = kindOfType(type);
    const last = o.remember && !state.opened.has(k.id) ? lastPuzzle(k.id, app.words.lang) : null;
    if (last && isOfType(last, k, type)) {
      ref.examples.value = '';
      ref['puzzle-text'].value = last.text;
      return load(last.text, k.id, last.box, last);
    }
    leave();
    state.type = type;
    state.kind = k.id;
    const old = state.puzzles[k.id];
    const kept = old && k.typeOf(old) === type;
    if (!kept) state.puzzles[k.id] = k.empty(type);
    state.error = '';
    // A kept puzzle comes back with what was last said of it; a new blank one says how to start.
    const said = kept && state.said[k.id] ? sayable(state.said[k.id], app.words.lang) : null;
    state.status = said ?? k.emptyStatus(app.puzzle());
    state.opened.add(k.id);
    if (o.remember) keepLast(k, app.puzzle());
    app.save();
    // The menu and the box spoke of the puzzle before.
    ref.examples.value = '';
    ref['puzzle-text'].value = '';
    app.render();
    return restartTrace();
  }

  /** Starts the step-through over the puzzle on screen, where there is one to watch. */
  async function restartTrace() {
    const { player } = app;
    if (ref['step-panel'].hidden) {
      player.stop('');
      return;
    }
    const k = app.kind();
    if (!k.traceable) {
      player.stop(k.untraced ?? msg('steps-not-traceable-solve'));
      return;
    }
    const blocked = searchBlocked(k, app.puzzle());
    if (blocked) {
      player.stop(blocked);
      return;
    }
    await app.stepAct(() => player.reset())();
  }

  return { load, setType, restartTrace, ratingText };
}
