// The exact-cover matrix on a canvas: one pixel row per option, one pixel
// column (or more) per column, scaled to fit. Covered columns and the options
// they remove fade out; uncovering brings them back. A second canvas on top
// holds the highlights (chosen column, option being tried, partial solution),
// redrawn every frame; the matrix itself is redrawn only where it changed.
// A legend above says what each colour means, with the colours drawn here.
//
// Big matrices (16×16: 4,096 options; 25×25: 15,625) would make canvases of
// tens of millions of pixels, too slow to clear and composite each frame.
// The canvases stop at about the size they are shown at, MAX_WIDTH ×
// MAX_HEIGHT pixels; several options then share a pixel row (a "band"),
// and a changed option redraws its whole band.
//
// The Shrink toggle shows the shrinking matrix instead (shrink-view.js):
// only what is still in the matrix, laid out again to fill the view.

import { legend } from './legend.js';
import { createShrinkView } from './shrink-view.js';
import { translate } from '../dom.js';

const MAX_WIDTH = 720;
const MAX_HEIGHT = 760;
const GROUP_COLOURS = { cell: '#2f6fd6', row: '#c2572b', column: '#1b7f5a', box: '#8a4fc2', primary: '#2f6fd6', secondary: '#7a8590' };
/** The same colours as the low three bytes of a little-endian RGBA pixel (0xBBGGRR). */
const RGB = Object.fromEntries(Object.entries(GROUP_COLOURS).map(([group, hex]) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return [group, (b << 16) | (g << 8) | r];
}));
/** The overlay's highlights. */
const MARKS = {
  covered: 'rgba(120, 130, 140, 0.22)',
  spot: 'rgba(40, 100, 220, 0.5)',
  chosen: 'rgba(243, 201, 77, 0.55)',
  partial: 'rgba(27, 127, 90, 0.3)',
  partialMarker: 'rgba(27, 127, 90, 1)',
  trying: 'rgba(194, 87, 43, 0.95)',
};
/** What the colours mean; a removed option is drawn at 12% opacity (0x1f). */
const KEY = [
  { key: 'option', swatch: 'dot', colour: GROUP_COLOURS.cell, text: 'legend-option' },
  { key: 'removed', swatch: 'dot', colour: `${GROUP_COLOURS.cell}1f`, text: 'legend-removed' },
  { key: 'covered', swatch: 'column', colour: MARKS.covered, text: 'legend-covered' },
  { key: 'chosen', swatch: 'column', colour: MARKS.chosen, text: 'legend-chosen' },
  { key: 'partial', swatch: 'row', colour: `linear-gradient(90deg, ${MARKS.partialMarker} 30%, ${MARKS.partial} 30%)`, text: 'legend-partial' },
  { key: 'trying', swatch: 'row', colour: MARKS.trying, text: 'legend-trying' },
  { key: 'spot', swatch: 'column', colour: MARKS.spot, text: 'legend-spot' },
];

/**
 * The view in `container`, with `toggle` (an aria-pressed button) placed
 * above the matrix to switch to the shrinking matrix; `onHover(c, o)` gets
 * the column and option under the pointer; `words`, the instance's.
 */
export function createMatrixView(container, { onHover, toggle, words }) {
  const head = document.createElement('div');
  head.className = 'matrix-groups';
  const stack = document.createElement('div');
  stack.className = 'matrix-stack';
  const base = document.createElement('canvas');
  const overlay = document.createElement('canvas');
  base.className = 'matrix-base';
  overlay.className = 'matrix-overlay';
  base.setAttribute('role', 'img');
  base.dataset.l10nAttrs = 'aria-label=matrix-name';
  stack.append(base, overlay);
  const key = legend('legend-matrix', KEY);
  /** The hint's entry, shown only while a hint's items are marked. */
  const spotKey = key.querySelector('[data-key="spot"]');
  spotKey.hidden = true;
  /** The entries of marks that the shrinking matrix does not draw: what it leaves out is gone. */
  const fadeKeys = key.querySelectorAll('[data-key="removed"], [data-key="covered"]');
  const small = document.createElement('canvas');
  small.className = 'matrix-shrink';
  small.setAttribute('role', 'img');
  small.dataset.l10nAttrs = 'aria-label=matrix-shrink-name';
  small.hidden = true;
  const shrinkView = createShrinkView(small, { colours: GROUP_COLOURS, marks: MARKS, words });
  container.replaceChildren(key, toggle, head, stack, small);
  translate(container, words);
  let m = null;
  /** Canvas pixels per column, across. */
  let cw = 1;
  /** Canvas pixel rows per option (at most 1). */
  let sy = 1;
  /** The first option of each pixel row, and the option count at the end. */
  let bandFirst = null;
  let drawnAlpha = null;
  /** The matrix canvas's pixels, drawn in JS and put on the canvas where they changed. */
  let pixels = null;
  let buffer = null;
  /** Per-option alpha shown now, eased toward its target each frame. */
  let alpha = null;

  /** Sets up for a new matrix (MatrixInfo from the tracer). */
  function setMatrix(matrix) {
    m = matrix;
    shrinkView.setMatrix(m);
    cw = Math.max(1, Math.floor(720 / m.columns));
    if (m.columns * cw > MAX_WIDTH) cw = MAX_WIDTH / m.columns;
    const height = Math.min(m.options, MAX_HEIGHT);
    sy = height / m.options;
    bandFirst = new Uint32Array(height + 1);
    for (let o = m.options - 1; o >= 0; o--) bandFirst[Math.floor(o * sy)] = o;
    bandFirst[height] = m.options;
    for (const c of [base, overlay]) {
      c.width = Math.ceil(m.columns * cw);
      c.height = height;
    }
    pixels = new ImageData(base.width, base.height);
    buffer = new Uint32Array(pixels.data.buffer);
    // One screen pixel per option from 200 to 760 of them; others are scaled.
    for (const c of [base, overlay]) c.style.height = `${Math.min(Math.max(m.options, 200), 760)}px`;
    base.setAttribute('aria-label', words.t('matrix-name-size', { options: m.options, items: m.columns }));
    base.dataset.l10nAttrs = '';
    // -1: not drawn yet, so the first draw shows the state without a fade.
    alpha = new Float32Array(m.options).fill(-1);
    drawnAlpha = new Float32Array(m.options).fill(-1);
    // Column families as a labelled bar above the matrix.
    head.replaceChildren();
    let start = 0;
    for (let c = 1; c <= m.columns; c++) {
      if (c === m.columns || m.columnGroups[c] !== m.columnGroups[start]) {
        const seg = document.createElement('span');
        seg.textContent = words.t(`group-${m.columnGroups[start]}`);
        seg.style.flexGrow = String(c - start);
        seg.style.borderColor = GROUP_COLOURS[m.columnGroups[start]];
        head.append(seg);
        start = c;
      }
    }
  }

  /** The pixel row of option `o`. */
  const rowOf = (o) => Math.floor(o * sy);

  /** Redraws pixel row `y` into the pixel buffer: every option in it. */
  function drawBand(y, covered) {
    const width = pixels.width;
    buffer.fill(0, y * width, (y + 1) * width);
    for (let o = bandFirst[y]; o < bandFirst[y + 1]; o++) {
      const a = alpha[o];
      for (const c of m.optionColumns[o]) {
        const fade = covered[c] ? Math.min(a, 0.25) : a;
        const opacity = Math.round((0.12 + 0.88 * fade) * 255);
        const x0 = Math.floor(c * cw), x1 = Math.max(x0 + 1, Math.floor((c + 1) * cw));
        for (let x = y * width + x0; x < y * width + x1; x++) {
          // Where options share a pixel, the more opaque one shows.
          if (buffer[x] >>> 24 < opacity) buffer[x] = (opacity << 24 | RGB[m.columnGroups[c]]) >>> 0;
        }
      }
      drawnAlpha[o] = a;
    }
  }

  /**
   * Draws the view model `v`: { removed: a flag per option, covered: a flag
   * per column (both typed arrays, read from wasm memory), chosen: column or
   * -1, trying: option or -1, partial: options, spot: columns a hint's Why?
   * outlines, animate: whether to ease the
   * fade }. Returns whether it is still easing.
   */
  function draw(v) {
    if (!m) return false;
    const spot = v.spot ?? [];
    if (spotKey.hidden !== !spot.length) spotKey.hidden = !spot.length;
    if (shrunk()) return shrinkView.draw(v);
    const ctx = base.getContext('2d');
    let easing = false;
    const step = v.animate ? 0.2 : 1;
    let band = -1;
    let first = Infinity, last = -1;
    for (let o = 0; o < m.options; o++) {
      const target = v.removed[o] ? 0 : 1;
      if (alpha[o] < 0) alpha[o] = target;
      if (alpha[o] !== target) {
        alpha[o] = target > alpha[o] ? Math.min(target, alpha[o] + step) : Math.max(target, alpha[o] - step);
        if (alpha[o] !== target) easing = true;
      }
      // Bands are drawn after their last option's alpha is set.
      const y = rowOf(o);
      if (y !== band && (alpha[o] !== drawnAlpha[o] || v.dirtyAll)) band = y;
      if (band === y && o === bandFirst[y + 1] - 1) {
        drawBand(y, v.covered);
        first = Math.min(first, y);
        last = y;
      }
    }
    if (last >= 0) ctx.putImageData(pixels, 0, 0, 0, first, pixels.width, last - first + 1);
    const top = overlay.getContext('2d');
    top.clearRect(0, 0, overlay.width, overlay.height);
    top.fillStyle = MARKS.covered;
    // Covered columns, one rectangle per run of neighbours.
    for (let c = 0; c < m.columns; c++) {
      if (!v.covered[c]) continue;
      const start = c;
      while (c + 1 < m.columns && v.covered[c + 1]) c++;
      top.fillRect(start * cw, 0, Math.max(1, (c + 1 - start) * cw), overlay.height);
    }
    top.fillStyle = MARKS.spot;
    for (const c of spot) top.fillRect(c * cw, 0, Math.max(cw, 3), overlay.height);
    if (v.chosen >= 0) {
      top.fillStyle = MARKS.chosen;
      top.fillRect(v.chosen * cw, 0, Math.max(cw, 2), overlay.height);
    }
    // About one screen pixel per highlighted row, whatever the scale.
    const rowHeight = Math.max(1, Math.ceil(overlay.height / 520));
    const marker = Math.max(4, Math.round(overlay.width / 40));
    for (const o of v.partial) {
      top.fillStyle = MARKS.partial;
      top.fillRect(0, rowOf(o), overlay.width, rowHeight);
      top.fillStyle = MARKS.partialMarker;
      top.fillRect(0, rowOf(o), marker, rowHeight);
    }
    if (v.trying >= 0) {
      top.fillStyle = MARKS.trying;
      top.fillRect(0, rowOf(v.trying), overlay.width, rowHeight);
    }
    return easing;
  }

  const shrunk = () => toggle.getAttribute('aria-pressed') === 'true';

  /** Shows the shrinking matrix (`on`) or the whole one; the next draw must be a full one. */
  function shrink(on) {
    toggle.setAttribute('aria-pressed', String(on));
    head.hidden = stack.hidden = on;
    small.hidden = !on;
    for (const entry of fadeKeys) entry.hidden = on;
    if (on) shrinkView.resize();
  }

  /** A checksum of what is drawn, for tests: the view model, not pixels. */
  function checksum() {
    if (shrunk()) return shrinkView.checksum();
    let h = 0;
    for (let o = 0; o < (m?.options ?? 0); o++) h = (h * 31 + Math.round(alpha[o] * 100)) >>> 0;
    return h;
  }

  overlay.addEventListener('mousemove', (event) => {
    if (!m) return;
    const rect = overlay.getBoundingClientRect();
    const c = Math.floor(((event.clientX - rect.left) / rect.width) * m.columns);
    const o = Math.floor(((event.clientY - rect.top) / rect.height) * m.options);
    if (c >= 0 && c < m.columns && o >= 0 && o < m.options) onHover(c, o);
  });
  small.addEventListener('mousemove', (event) => {
    const rect = small.getBoundingClientRect();
    const found = m && shrinkView.hit(event.clientX - rect.left, event.clientY - rect.top);
    if (found) onHover(...found);
  });

  return { setMatrix, draw, checksum, shrink, get shrunk() { return shrunk(); } };
}
