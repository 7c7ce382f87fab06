// Reading puzzles into the instance: Load, a menu type, a link's progress,
// the kind's saved game, and the background rating of what was loaded; and
// starting the step-through over it.
import { kindOfType, readText } from '../kinds/index.js';

/**
 * The most text Load reads, in characters: 12,000 one-line sudokus, or any
 * puzzle the page can show. It is parsed on the page's own thread, so more
 * is refused (the command line reads up to 32 MiB).
 */
export const MAX_TEXT = 1_000_000;

/** Why `text` is not read: its length and the limit. */
export const tooLong = (text) => `the text is ${text.length.toLocaleString('en')} characters long, and the page reads at most ${MAX_TEXT.toLocaleString('en')}: the command line (dlx-lab) reads larger inputs`;

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
        return had ? "The link's entries and marks are shown; Undo brings back yours." : "The link's entries and marks are shown.";
      } catch (e) {
        problem = `The link's progress does not fit its puzzle: ${e.message}.`;
      }
    }
    if (!problem) return '';
    o.emit('dlx-error', { message: problem });
    return `${problem} The puzzle is shown without it.`;
  }

  /** Reads `text` as `kindId` (or 'auto'). Throws the parser's Error. */
  function parse(text, kindId, box) {
    if (text.length > MAX_TEXT) throw new Error(tooLong(text));
    return readText(text, kindId, box);
  }

  /**
   * Loads `text` as a puzzle of `kindId`. On an error the message goes next
   * to the Puzzle box and into the status line, the user's grid stays, and
   * `dlx-error` fires; returns whether it loaded. A sudoku whose givens
   * clash is loaded and shown with the clash marked. The player's saved
   * game on it comes back, unless `link` (readQuery's answer) has progress.
   */
  async function load(text, kindId, box, link = {}) {
    await app.ready;
    let parsed;
    try {
      parsed = parse(text, kindId, box);
    } catch (e) {
      state.error = e.message;
      state.status = `The puzzle was not loaded: ${e.message}`;
      app.render();
      o.emit('dlx-error', { message: e.message });
      return false;
    }
    const { k, p } = parsed;
    // A generated puzzle keeps its level and seed, for its rating and its links.
    if (link.origin) p.origin = link.origin;
    const notes = [k.loadedStatus(p), k.restore?.(p), resumeLink(k, p, link)];
    state.kind = k.id;
    state.puzzles[k.id] = p;
    state.type = k.typeOf(p);
    state.hint = null;
    state.share = null;
    state.error = p.clash ?? '';
    state.status = notes.filter(Boolean).join(' ');
    app.save();
    app.changed('');
    app.render();
    // Givens that clash are shown, but they are still a problem with the input.
    if (p.clash) o.emit('dlx-error', { message: p.clash });
    rateLoaded();
    await restartTrace();
    return true;
  }

  /**
   * Rates the loaded puzzle in the worker, in the background, for the kinds
   * that rate; the answer is shown if the givens are still the same. Larger
   * than 16×16 is not rated: logic on those can take long.
   */
  async function rateLoaded() {
    const k = app.kind(), p = app.puzzle();
    state.rating = null;
    if (!k.rate || p.clash || p.n > 16) return;
    const of = k.share(p);
    try {
      const rating = await k.rate(p, app.engine);
      if (JSON.stringify(k.share(app.puzzle())) === JSON.stringify(of)) state.rating = { ...rating, of };
    } catch {
      // Cancelled, or a worker that failed: the puzzle simply has no rating shown.
    }
    app.render();
  }

  /** The rating line of `p`: its level, why, and DLX's nodes; and its seed when generated. */
  function ratingText(p) {
    const r = state.rating;
    const seed = p?.origin ? ` Generated at level ${p.origin.level} with seed ${p.origin.seed}.` : '';
    if (!r || !p || JSON.stringify(app.kind().share?.(p)) !== JSON.stringify(r.of)) return seed.trim();
    const nodes = `DLX solves it in ${r.nodes.toLocaleString('en')} search nodes`;
    if (r.result === 'stopped') return `Rating: none, the search stopped after ${r.nodes.toLocaleString('en')} nodes before it could tell whether the puzzle has one solution.${seed}`;
    if (!r.level) return `Rating: none, the puzzle has no unique solution. ${nodes}.${seed}`;
    if (r.level === 'extreme') return `Rating: extreme, logic gets stuck and it needs search. ${nodes}.${seed}`;
    return `Rating: ${r.level}, its hardest step is ${r.hardest.replace(/-/g, ' ')}. ${nodes}.${seed}`;
  }

  /** Shows the puzzle of menu type `type`: the one kept for its kind if it is of that type, or a blank one. */
  function setType(type) {
    const k = kindOfType(type);
    state.type = type;
    state.kind = k.id;
    const old = state.puzzles[k.id];
    if (!old || k.typeOf(old) !== type) state.puzzles[k.id] = k.empty(type);
    state.hint = null;
    state.share = null;
    state.error = '';
    state.status = k.emptyStatus(app.puzzle());
    // The menu and the box spoke of the puzzle before.
    ref.examples.value = '';
    ref['puzzle-text'].value = '';
    app.changed('');
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
      player.stop('Algorithm X steps through sudoku and exact cover; Binary Sudoku is solved by a DP: press Solve.');
      return;
    }
    const blocked = k.blocked(app.puzzle());
    if (blocked) {
      player.stop(blocked);
      return;
    }
    await app.stepAct(() => player.reset())();
  }

  return { load, setType, restartTrace, ratingText };
}
