// What the step-through draws after a step or a frame, from the player's
// state `s`: the matrix (from the tracer's live view, read straight out of
// wasm memory as a typed array), the links view, the stats, and the board
// through `onSync`. The player decides when; this draws once each time.
import { createMatrixView } from './matrix-view.js';
import { createLinksView } from './links-view.js';
import { createStepView } from './stats.js';

/**
 * The views of the step panel in `ref`, drawing the player's state `s`
 * (`tracer`, `matrix`, `memory`, `lastEvent`, `at`, `spot`, `playing`, `animate`,
 * `wantStruck`; it sets `counters` and `live`). `onHover(item, option)`
 * gets the matrix cell under the pointer; `onSync(trace, playing)` gets the
 * partial solution to show on the board (or null): for a grid its values
 * by cell (gridTrace), otherwise `{ partial, trying }`.
 */
export function createDrawing(ref, s, { onHover, onSync, words }) {
  const matrixView = createMatrixView(ref.matrix, { onHover, toggle: ref.shrink, words });
  const linksView = createLinksView(ref['links-view'], words);
  const stepView = createStepView(ref, words);

  /** Draws the tracer's state: matrix, links, stats, and the grid by `onSync`; returns whether it is still easing. */
  function draw(dirtyAll = false) {
    if (!s.tracer) return false;
    const m = s.matrix;
    const partial = s.tracer.partial();
    const counters = s.tracer.counters();
    s.counters = counters;
    s.live = s.tracer.refresh();
    // The live view: a removed flag per option, then a covered flag per
    // column. It is read before any other call into wasm, which could grow
    // the memory and detach it.
    const view = new Uint8Array(s.memory.buffer, s.tracer.viewPtr(), m.options + m.columns);
    const removed = view.subarray(0, m.options), covered = view.subarray(m.options);
    const trying = s.lastEvent?.kind === 'try' ? partial[partial.length - 1] : -1;
    const easing = matrixView.draw({ removed, covered, partial, trying, chosen: s.at?.column ?? counters.column ?? -1, spot: s.spot, animate: s.animate && !s.playing, dirtyAll });
    // A grid gets values by cell.
    // Other boards get the options, to map to their pictures, and what a cover took out, to fade (copies: the view is wasm's).
    const trace = m.optionCells ? gridTrace(m, partial, trying, s.wantStruck ? removed : null)
      : { partial: [...partial], trying, removed: removed.slice(), covered: covered.slice() };
    if (!ref['links-view'].hidden) linksView.draw(s.tracer.links(), { trying, partial, spot: s.spot });
    stepView.draw(counters, s);
    onSync(trace, s.playing);
    ref['step-panel'].dataset.checksum = String(matrixView.checksum());
    // Whether the fades and slides are done: tests wait for it before reading pixels.
    const settled = String(!easing);
    if (ref['step-panel'].dataset.settled !== settled) ref['step-panel'].dataset.settled = settled;
    return easing;
  }

  /** Draws until the fades and slides are done, a frame at a time (the player's frame). */
  function animateOnce() {
    cancelAnimationFrame(s.frame);
    const tick = () => {
      if (draw()) s.frame = requestAnimationFrame(tick);
    };
    tick();
  }

  /** A new matrix (a new search): the views lay it out; a Knuth-sized one shows node by node instead of the canvas. */
  function setMatrix(m, canvasMinColumns) {
    matrixView.setMatrix(m);
    linksView.setMatrix(m);
    ref.matrix.hidden = m.columns < canvasMinColumns;
  }

  /** No search: nothing but empty stats. */
  function clear() {
    ref.matrix.hidden = true;
    ref['links-view'].hidden = true;
    stepView.draw(null, s);
    onSync(null);
  }

  /** Toggles the shrinking matrix; back to the whole one, what was removed meanwhile fades out. */
  function toggleShrink() {
    matrixView.shrink(!matrixView.shrunk);
    if (draw(true) && !s.playing) animateOnce();
  }

  return { draw, animateOnce, setMatrix, clear, toggleShrink };
}

/** The partial solution as a grid shows it: values by cell, the cell tried, struck candidates. */
function gridTrace(m, partial, trying, removed) {
  const trial = new Map();
  for (const o of partial) trial.set(m.optionCells[o], m.optionValues[o]);
  let struck = null;
  if (removed) {
    struck = new Map();
    removed.forEach((gone, o) => {
      if (!gone) return;
      const cell = m.optionCells[o];
      if (!struck.has(cell)) struck.set(cell, new Set());
      struck.get(cell).add(m.optionValues[o]);
    });
  }
  return { trial, trying: trying >= 0 ? m.optionCells[trying] : -1, struck };
}
