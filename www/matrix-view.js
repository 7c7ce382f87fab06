// The exact-cover matrix on a canvas: one pixel row per option, one pixel
// column (or more) per column, scaled to fit. Covered columns and the options
// they remove fade out; uncovering brings them back. A second canvas on top
// holds the highlights (chosen column, option being tried, partial solution),
// redrawn every frame; the matrix itself is redrawn only where it changed.

const GROUP_COLOURS = { cell: '#2f6fd6', row: '#c2572b', column: '#1b7f5a', box: '#8a4fc2', primary: '#2f6fd6', secondary: '#7a8590' };

export function createMatrixView(container, { onHover }) {
  const head = document.createElement('div');
  head.className = 'matrix-groups';
  const stack = document.createElement('div');
  stack.className = 'matrix-stack';
  const base = document.createElement('canvas');
  const overlay = document.createElement('canvas');
  base.className = 'matrix-base';
  overlay.className = 'matrix-overlay';
  base.setAttribute('role', 'img');
  stack.append(base, overlay);
  container.replaceChildren(head, stack);
  let m = null;
  let cw = 1;
  let drawnAlpha = null;
  /** Per-option alpha shown now, eased toward its target each frame. */
  let alpha = null;

  /** Sets up for a new matrix (MatrixInfo from the tracer). */
  function setMatrix(matrix) {
    m = matrix;
    cw = Math.max(1, Math.floor(720 / m.columns));
    for (const c of [base, overlay]) {
      c.width = m.columns * cw;
      c.height = m.options;
    }
    // One screen pixel per option from 200 to 760 of them; others are scaled.
    for (const c of [base, overlay]) c.style.height = `${Math.min(Math.max(m.options, 200), 760)}px`;
    base.setAttribute('aria-label', `Exact-cover matrix: ${m.options} options by ${m.columns} columns`);
    // -1: not drawn yet, so the first draw shows the state without a fade.
    alpha = new Float32Array(m.options).fill(-1);
    drawnAlpha = new Float32Array(m.options).fill(-1);
    // Column families as a labelled bar above the matrix.
    head.replaceChildren();
    let start = 0;
    for (let c = 1; c <= m.columns; c++) {
      if (c === m.columns || m.columnGroups[c] !== m.columnGroups[start]) {
        const seg = document.createElement('span');
        seg.textContent = m.columnGroups[start];
        seg.style.flexGrow = String(c - start);
        seg.style.borderColor = GROUP_COLOURS[m.columnGroups[start]];
        head.append(seg);
        start = c;
      }
    }
  }

  function drawRow(ctx, o, coveredColumns) {
    const a = alpha[o];
    ctx.clearRect(0, o, base.width, 1);
    for (const c of m.optionColumns[o]) {
      const fade = coveredColumns.has(c) ? Math.min(a, 0.25) : a;
      ctx.globalAlpha = 0.12 + 0.88 * fade;
      ctx.fillStyle = GROUP_COLOURS[m.columnGroups[c]];
      ctx.fillRect(c * cw, o, cw, 1);
    }
    ctx.globalAlpha = 1;
    drawnAlpha[o] = a;
  }

  /**
   * Draws the view model `v`: { removed: Uint8Array per option, covered: Set
   * of columns, chosen: column or -1, trying: option or -1, partial: options,
   * animate: whether to ease the fade }. Returns whether it is still easing.
   */
  function draw(v) {
    if (!m) return false;
    const ctx = base.getContext('2d');
    let easing = false;
    const step = v.animate ? 0.2 : 1;
    for (let o = 0; o < m.options; o++) {
      const target = v.removed[o] ? 0 : 1;
      if (alpha[o] < 0) alpha[o] = target;
      if (alpha[o] !== target) {
        alpha[o] = target > alpha[o] ? Math.min(target, alpha[o] + step) : Math.max(target, alpha[o] - step);
        if (alpha[o] !== target) easing = true;
      }
      if (alpha[o] !== drawnAlpha[o] || v.dirtyAll) drawRow(ctx, o, v.covered);
    }
    const top = overlay.getContext('2d');
    top.clearRect(0, 0, overlay.width, overlay.height);
    top.fillStyle = 'rgba(120, 130, 140, 0.22)';
    for (const c of v.covered) top.fillRect(c * cw, 0, cw, overlay.height);
    if (v.chosen >= 0) {
      top.fillStyle = 'rgba(243, 201, 77, 0.55)';
      top.fillRect(v.chosen * cw, 0, Math.max(cw, 2), overlay.height);
    }
    // About one screen pixel per highlighted row, whatever the scale.
    const rowHeight = Math.max(1, Math.ceil(overlay.height / 520));
    const marker = Math.max(4, Math.round(overlay.width / 40));
    for (const o of v.partial) {
      top.fillStyle = 'rgba(27, 127, 90, 0.3)';
      top.fillRect(0, o, overlay.width, rowHeight);
      top.fillStyle = 'rgba(27, 127, 90, 1)';
      top.fillRect(0, o, marker, rowHeight);
    }
    if (v.trying >= 0) {
      top.fillStyle = 'rgba(194, 87, 43, 0.95)';
      top.fillRect(0, v.trying, overlay.width, rowHeight);
    }
    return easing;
  }

  /** A checksum of what is drawn, for tests: the view model, not pixels. */
  function checksum() {
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

  return { setMatrix, draw, checksum };
}
