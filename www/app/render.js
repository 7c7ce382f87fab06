// Drawing the instance's state: the kind's board (its view, made when the
// kind changes), the status and error lines, the hint panel, the share
// panel, and which buttons are on. Every handler changes the state and then
// calls render(). The state holds words as messages (i18n/words.js), which
// render() says in the instance's language; relabel() redraws what a new
// language changes.
import { KINDS } from '../kinds/index.js';
import { EXAMPLES } from './examples.js';
import { renderWhy } from './why.js';

/** A puzzle's size as the board and the step panel say it (`data-size`): a grid's side, a classic's size, else none. */
export const sizeOf = (p) => String(p.n ?? p.size ?? '');

/** Cells the grid redraws in one frame while a search plays (about 0.1 ms each). */
export const CELLS_PER_FRAME = 60;
/** About a line of words, in px: reveal() wants the first line of new words on screen. */
const LINE = 24;

export function createRender(app) {
  const { ref, state } = app;
  let view = null;
  let viewKind = '';

  /** The kind's view of its puzzle, made anew when the kind changes; `budget` cells at most while playing. */
  function renderBoard(focus = false, budget = Infinity) {
    const p = app.puzzle();
    if (!p) return;
    if (viewKind !== state.kind) {
      ref['board-tools'].replaceChildren();
      view = app.kind().createView(ref.board, {
        tools: ref['board-tools'],
        onEdit: (cell, value, options = {}) => app.edit(cell, value, options),
        onMove: app.move,
        onStray: () => app.say(app.kind().symbolsNote(app.puzzle())),
        onPick: app.pick,
        onTravel: app.travel,
        onFill: () => app.refused() || app.edited(app.kind().fill(app.puzzle()), app.inGrid()),
        onRedraw: () => render(),
        words: app.words,
      });
      viewKind = state.kind;
    }
    view.render(p, { trace: state.trace, focus, budget, locked: state.locked });
    // Whose puzzle the board shows, as the step panel says whose search it shows (stepping.js).
    ref.board.dataset.kind = state.kind;
    ref.board.dataset.size = sizeOf(p);
  }

  /** The status last kept with the saved game. */
  let kept = null;
  /** The words each message element last showed (reveal). */
  const shown = new WeakMap();

  /**
   * Scrolls `el`, showing new `words`, just into view when its first line
   * is off the screen, if the user has just acted (a press, a key) with the
   * board panel on screen: the words of Check, Solve or a hint where the eye
   * is, and no page moved for a load, a host's call, or a panel the user is
   * not looking at.
   */
  function reveal(el, words) {
    if (shown.get(el) === words) return;
    shown.set(el, words);
    if (!words || el.hidden || !navigator.userActivation?.isActive) return;
    const panel = ref.board.closest('.board-panel').getBoundingClientRect();
    const { top } = el.getBoundingClientRect();
    if (panel.bottom > 0 && panel.top < innerHeight && (top < 0 || top + LINE > innerHeight)) el.scrollIntoView({ block: 'nearest' });
  }

  function render(focus = false) {
    // Whatever changed the status line, a reload says it again: it is kept with the game.
    if (state.status !== kept) {
      kept = state.status;
      app.save();
    }
    renderBoard(focus);
    const k = app.kind();
    const p = app.puzzle();
    const { say } = app.words;
    if (p && ![...ref.type.options].some((opt) => opt.value === state.type)) {
      // A pasted size without its own entry (10×10, 15×15, …) gets one.
      const option = new Option(say(k.typeLabel(p)), state.type);
      option.dataset.words = JSON.stringify(k.typeLabel(p));
      ref.type.add(option);
    }
    ref.type.value = state.type;
    ref.status.textContent = say(state.status);
    // The status's messages by id (a test or a host can tell what was said in any language).
    ref.status.dataset.said = [state.status].flat().map((m) => m?.id).filter(Boolean).join(' ');
    const done = p && k.doneText?.(p);
    ref.done.hidden = !done;
    ref.done.textContent = done ? say(done) : '';
    ref['puzzle-error'].textContent = say(state.error);
    ref['hint-panel'].hidden = !state.hint;
    ref['hint-text'].textContent = say(state.hint?.text);
    ref['apply-hint'].disabled = !state.hint?.apply;
    // Why? opens the hint's part of the matrix in place, where this instance steps through one.
    ref['why-hint'].hidden = !state.hint?.why || ref['step-panel'].hidden;
    ref['why-hint'].setAttribute('aria-expanded', String(!!state.hint?.whyShown));
    renderWhy(ref['hint-why'], state.hint?.whyShown ?? null, app.words);
    ref.rating.textContent = say(app.ratingText(p));
    // New puzzle, the Solver menu and the pad are for the kinds that have them.
    ref['new-puzzle'].closest('.generator').classList.toggle('off', !k.tools.includes('generate'));
    ref.solver.closest('label').classList.toggle('off', !k.tools.includes('solver'));
    app.nameFastest();
    ref['share-panel'].hidden = !state.share;
    ref['share-link'].value = state.share ?? '';
    ref['share-progress'].disabled = !k.saved;
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
    ref.rule.disabled = state.locked;
    ref.seed.disabled = state.locked;
    reveal(ref.status, ref.status.textContent);
    reveal(ref['hint-panel'], ref['hint-text'].textContent);
  }

  /** Shows `words` (a message, rendered words, or a list of them) in the status line. */
  function say(words) {
    state.status = words;
    render();
  }

  /** Fills the menus' entries: the puzzle types and the examples, in the instance's language. */
  function fillMenus() {
    const { t, say: words } = app.words;
    if (!ref.type.options.length) for (const k of KINDS) for (const type of k.types) ref.type.add(new Option('', type.value));
    for (const option of ref.type.options) {
      const type = KINDS.flatMap((k) => k.types).find((x) => x.value === option.value);
      option.textContent = type ? words(type.label) : words(JSON.parse(option.dataset.words ?? 'null')) || option.value;
    }
    if (ref.examples.options.length === 1) EXAMPLES.forEach((example, i) => ref.examples.add(new Option('', String(i))));
    for (const option of [...ref.examples.options].slice(1)) option.textContent = t(EXAMPLES[Number(option.value)].name);
  }

  /** Redraws every word after the language changed: menus, board, status, step-through, panels. */
  function relabel() {
    fillMenus();
    view = null;
    viewKind = '';
    app.saySpeed(app.SPEEDS[Number(ref.speed.value)]);
    app.player.relabel();
    app.lessons.draw();
    app.lessons.editor.relabel();
    app.counting.relabel();
    render();
  }

  /** The "Puzzle type" menu's values. */
  const typeMenu = () => [...ref.type.options].map((option) => option.value);

  return { render, renderBoard, say, fillMenus, relabel, typeMenu };
}
