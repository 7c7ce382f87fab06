// The shrinking matrix: Knuth's picture of a search, in which covering an
// item takes its column and the options it removes out of the matrix and
// the rest closes up. Only the items (columns) still uncovered and the
// options (rows) still in the matrix are shown, laid out again to fill the
// canvas; once a cell is big enough to read, columns and rows carry their
// labels. A cover slides the columns and rows it takes out to nothing while
// the kept ones move to their new places, over a few frames; an uncover
// slides them back in, the same way in reverse.
//
// The partial solution's options are no longer in the matrix (their items
// are covered), so they are a strip of chips above it, outermost first, in
// the overlay's colours: green, and orange for the option being tried. The
// chosen item is a yellow column while it is still in the matrix, and a
// yellow chip once it is covered.
//
// One canvas, painted only when the live view or a highlight changed or a
// slide is under way, so that playing at full speed pays for one paint a
// frame at most and no DOM but two data attributes.

/** Cell size (CSS pixels) from which rows and columns are labelled, and the largest cell. */
const LABELS_FROM = 12;
const MAX_CELL = 22;
/** The strip of the partial solution: two lines of chips. */
const STRIP = 46;
const CHIP = 18;
/** Room for column labels (turned on their side), or for a bar of group colours alone. */
const HEAD = 40;
const BAR = 5;
/** Room for row labels. */
const ROW_LABELS = 64;
/** The canvas's height in CSS pixels; its width is the container's. */
const HEIGHT = 600;
/** A slide's share of the way per frame: six frames from old place to new. */
const SLIDE = 1 / 6;
const FONT = '10px system-ui, sans-serif';
const CHIP_FONT = '11px system-ui, sans-serif';

/**
 * The view on `canvas`, in `colours` (the item groups') and `marks` (the
 * overlay's: chosen, partial, trying, spot), saying its size in `words`.
 */
export function createShrinkView(canvas, { colours, marks, words }) {
  let m = null;
  /** Canvas size in CSS pixels, and device pixels per CSS pixel. */
  let width = 0;
  let scale = 1;
  let ink = '#000';
  /**
   * Each column's place (x, width) and each option's (y, height): where a
   * slide started and where it ends. A column or row out of the matrix has
   * size 0 where it would be.
   */
  let cols = null;
  let rows = null;
  /** How far the slide is, 0 to 1. */
  let t = 1;
  /** The live view and the highlights last painted, to paint only what changed. */
  let seen = null;
  let seenMarks = '';
  /** Where the matrix starts (left, top), its row height, and which labels fit. */
  let frame = { left: 0, top: STRIP + BAR, ch: 0, rowLabels: false, columnLabels: false };
  let shown = { columns: 0, options: 0 };
  /** Whether anything is laid out yet: the first layout after setMatrix or resize does not slide. */
  let placed = false;
  /** The view model last drawn, to draw again at a new width. */
  let last = null;

  // The canvas (CSS width 100%) follows its container's width (a window
  // resized, a panel opened beside it), laid out afresh rather than stretched.
  new ResizeObserver(() => {
    if (canvas.hidden || !last || Math.max(200, canvas.parentElement.clientWidth) === width) return;
    resize();
    draw(last);
  }).observe(canvas);

  /** Places `n` things, from/to, as one array: [from pos, from size, to pos, to size] per thing. */
  const places = (n) => new Float32Array(n * 4);
  /** The slide slows down as it arrives. */
  const ease = (k) => 1 - (1 - k) * (1 - k);
  /** Where thing `i` of `p` is now: [position, size]. */
  function at(p, i) {
    if (t >= 1) return [p[i * 4 + 2], p[i * 4 + 3]];
    const k = ease(t);
    return [p[i * 4] + (p[i * 4 + 2] - p[i * 4]) * k, p[i * 4 + 1] + (p[i * 4 + 3] - p[i * 4 + 1]) * k];
  }

  function setMatrix(matrix) {
    m = matrix;
    last = null;
    cols = places(m.columns);
    rows = places(m.options);
    seen = null;
    placed = false;
    t = 1;
  }

  /** Sizes the canvas to its container; call it when the view is shown. */
  function resize() {
    width = Math.max(200, canvas.parentElement.clientWidth);
    scale = devicePixelRatio || 1;
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(HEIGHT * scale);
    ink = getComputedStyle(canvas).color;
    seen = null;
    placed = false;
  }

  /** Whether the live view differs from the one last laid out; keeps it if so. */
  function changed(removed, covered) {
    const n = removed.length;
    if (seen && seen.length === n + covered.length) {
      let same = true;
      for (let i = 0; i < n && same; i++) same = seen[i] === removed[i];
      for (let c = 0; c < covered.length && same; c++) same = seen[n + c] === covered[c];
      if (same) return false;
    }
    if (seen?.length !== n + covered.length) seen = new Uint8Array(n + covered.length);
    seen.set(removed);
    seen.set(covered, n);
    return true;
  }

  /**
   * Lays the shown columns and rows out anew, from where they are now;
   * `slide`: move there over frames rather than at once.
   */
  function layout(removed, covered, slide) {
    let nc = 0, no = 0;
    for (const c of covered) nc += c ? 0 : 1;
    for (const r of removed) no += r ? 0 : 1;
    const room = HEIGHT - STRIP;
    const rowLabels = Math.min(MAX_CELL, (room - HEAD) / no) >= LABELS_FROM;
    const left = rowLabels ? ROW_LABELS : 0;
    const cw = Math.min(MAX_CELL, (width - left) / nc);
    const columnLabels = cw >= LABELS_FROM;
    const top = STRIP + (columnLabels ? HEAD : BAR);
    const ch = Math.min(MAX_CELL, (HEIGHT - top) / no);
    // Starts the slide from the places shown now, before they are overwritten.
    for (const p of [cols, rows]) {
      for (let i = 0; i < p.length / 4; i++) [p[i * 4], p[i * 4 + 1]] = at(p, i);
    }
    const place = (p, flags, start, size) => {
      let k = 0;
      flags.forEach((out, i) => {
        p[i * 4 + 2] = start + k * size;
        p[i * 4 + 3] = out ? 0 : size;
        k += out ? 0 : 1;
      });
    };
    place(cols, covered, left, cw);
    place(rows, removed, top, ch);
    t = slide ? 0 : 1;
    placed = true;
    frame = { left, top, ch, rowLabels, columnLabels };
    shown = { columns: nc, options: no };
    canvas.dataset.shrinkColumns = String(nc);
    canvas.dataset.shrinkOptions = String(no);
    canvas.setAttribute('aria-label', words.t('matrix-shrink-size', { options: no, items: nc }));
  }

  /**
   * Draws the view model (see matrix-view.js's draw); returns whether a
   * slide is still under way.
   */
  function draw(v) {
    last = v;
    if (!m || !width) return false;
    const moving = t < 1;
    const relaid = changed(v.removed, v.covered) || v.dirtyAll;
    if (relaid) layout(v.removed, v.covered, v.animate && placed);
    else if (moving) t = Math.min(1, t + SLIDE);
    const highlights = `${v.partial.join()}|${v.trying}|${v.chosen}|${(v.spot ?? []).join()}`;
    if (!relaid && !moving && highlights === seenMarks) return false;
    seenMarks = highlights;
    paint(v);
    return t < 1;
  }

  function paint(v) {
    const ctx = canvas.getContext('2d');
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.clearRect(0, 0, width, HEIGHT);
    const { top } = frame;
    const column = (c) => at(cols, c);
    const bottom = Math.min(HEIGHT, top + shown.options * frame.ch);
    // Columns marked by a hint, and the chosen one, behind the marks.
    const band = (c, fill) => {
      const [x, w] = column(c);
      if (w <= 0) return false;
      ctx.fillStyle = fill;
      ctx.fillRect(x, top, Math.max(w, 2), bottom - top);
      return true;
    };
    for (const c of v.spot ?? []) band(c, marks.spot);
    const chosenShown = v.chosen >= 0 && band(v.chosen, marks.chosen);
    // The marks, one path per group of items.
    const paths = new Map();
    for (let o = 0; o < m.options; o++) {
      const [y, h] = at(rows, o);
      if (h <= 0.05) continue;
      const gy = h >= 4 ? 1 : 0;
      for (const c of m.optionColumns[o]) {
        const [x, w] = column(c);
        if (w <= 0.05) continue;
        const gx = w >= 4 ? 1 : 0;
        const group = m.columnGroups[c];
        if (!paths.has(group)) paths.set(group, new Path2D());
        paths.get(group).rect(x + gx / 2, y + gy / 2, w - gx, h - gy);
      }
    }
    for (const [group, path] of paths) {
      ctx.fillStyle = colours[group];
      ctx.fill(path);
    }
    heads(ctx);
    strip(ctx, v, chosenShown);
  }

  /** The group colour over each column, and the labels where they fit. */
  function heads(ctx) {
    const { left, top, rowLabels, columnLabels } = frame;
    ctx.font = FONT;
    for (let c = 0; c < m.columns; c++) {
      const [x, w] = at(cols, c);
      if (w <= 0.05) continue;
      ctx.fillStyle = colours[m.columnGroups[c]];
      ctx.fillRect(x, top - BAR, w, BAR - 1);
    }
    ctx.fillStyle = ink;
    ctx.textBaseline = 'middle';
    if (columnLabels) {
      // Turned a quarter left, once: screen point (x, y) is (-y, x) here.
      ctx.save();
      ctx.rotate(-Math.PI / 2);
      for (let c = 0; c < m.columns; c++) {
        const [x, w] = at(cols, c);
        if (w >= 8) ctx.fillText(m.columnLabels[c], -(top - BAR - 3), x + w / 2, HEAD - BAR - 4);
      }
      ctx.restore();
    }
    if (!rowLabels) return;
    ctx.textAlign = 'right';
    for (let o = 0; o < m.options; o++) {
      const [y, h] = at(rows, o);
      if (h >= 8) ctx.fillText(m.optionLabels[o], left - 4, y + h / 2, left - 6);
    }
    ctx.textAlign = 'start';
  }

  /**
   * The partial solution as chips on two lines, the latest last; the
   * outermost give way when they do not fit ("+3"). The chosen item follows
   * as a yellow chip once it is covered.
   */
  function strip(ctx, v, chosenShown) {
    ctx.font = CHIP_FONT;
    ctx.textBaseline = 'middle';
    const chips = [...v.partial].map((o) => ({ text: m.optionLabels[o], fill: o === v.trying ? marks.trying : marks.partial }));
    if (v.chosen >= 0 && !chosenShown) chips.push({ text: `item ${m.columnLabels[v.chosen]}`, fill: marks.chosen });
    for (const chip of chips) chip.w = measure(ctx, chip.text);
    /** Where chips from `from` go, or null if they need more than two lines. */
    const flow = (from, x0) => {
      let x = x0, line = 0;
      const spots = [];
      for (let i = from; i < chips.length; i++) {
        if (x + chips[i].w > width && x > 0) [x, line] = [0, line + 1];
        if (line > 1) return null;
        spots.push([x, 4 + line * (CHIP + 4)]);
        x += chips[i].w + 4;
      }
      return spots;
    };
    let from = 0, spots = flow(0, 0);
    while (!spots) spots = flow(++from, 30);
    if (from) {
      ctx.fillStyle = ink;
      ctx.fillText(`+${from}`, 2, 4 + CHIP / 2);
    }
    spots.forEach(([x, y], i) => {
      const chip = chips[from + i];
      ctx.fillStyle = chip.fill;
      ctx.fillRect(x, y, chip.w, CHIP);
      ctx.fillStyle = chip.fill === marks.trying ? '#fff' : ink;
      ctx.fillText(chip.text, x + 5, y + CHIP / 2);
    });
  }

  /** Chip widths by label: measured once, not every frame while playing. */
  const widths = new Map();
  function measure(ctx, text) {
    if (!widths.has(text)) widths.set(text, ctx.measureText(text).width + 10);
    return widths.get(text);
  }

  /** A checksum of what is shown, for tests: the columns and options in the matrix. */
  function checksum() {
    let h = 0;
    for (let i = 0; i < (seen?.length ?? 0); i++) h = (h * 31 + seen[i]) >>> 0;
    return h;
  }

  /** The column and option at canvas point (x, y) in CSS pixels, or null. */
  function hit(x, y) {
    const find = (p, z) => {
      for (let i = 0; i < p.length / 4; i++) {
        const [pos, size] = at(p, i);
        if (size > 0 && z >= pos && z < pos + size) return i;
      }
      return -1;
    };
    const c = find(cols, x), o = find(rows, y);
    return c >= 0 && o >= 0 ? [c, o] : null;
  }

  return { setMatrix, resize, draw, checksum, hit };
}
