// Drawing the instance's state: the kind's board (its view, made when the
// kind changes), the status and error lines, the hint panel, the share
// panel, and which buttons are on. Every handler changes the state and then
// calls render().

/** Cells the grid redraws in one frame while a search plays (about 0.1 ms each). */
export const CELLS_PER_FRAME = 60;

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
        onFill: () => app.edited(app.kind().fill(app.puzzle()), app.inGrid()),
        onRedraw: () => render(),
      });
      viewKind = state.kind;
    }
    view.render(p, { trace: state.trace, focus, budget });
  }

  function render(focus = false) {
    renderBoard(focus);
    const k = app.kind();
    const p = app.puzzle();
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
    ref.rating.textContent = app.ratingText(p);
    // New puzzle, the Solver menu and the pad are for the kinds that have them.
    ref['new-puzzle'].closest('.generator').classList.toggle('off', !k.tools.includes('generate'));
    ref.solver.closest('label').classList.toggle('off', !k.tools.includes('solver'));
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
  }

  /** Shows `text` in the status line. */
  function say(text) {
    state.status = text;
    render();
  }

  return { render, renderBoard, say };
}
