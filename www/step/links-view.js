// The links view, for small matrices (up to 64 columns: Knuth's example, a
// 4×4 sudoku, N-queens): the actual nodes and their links, drawn as in
// Knuth's figures. Each item's list is drawn by following its real `down`
// links from the header, and each option by its real `right` links, so when
// `cover` splices a node out its neighbours' links visibly jump over it, and
// `uncover` brings them back. A node no longer reachable from its item is
// drawn faded.
//
// A legend says what the marks mean. At 64 items the labels are too small
// to read, so the line above the drawing names the node under the pointer,
// or under the cursor that the arrow keys move once the drawing has focus.
// Each header's box is as wide as its words (根节点 is wider than root),
// and the columns spread apart when the widest box needs it.
import { h, translate } from '../dom.js';
import { legend } from './legend.js';
import { itemName, optionName } from './narration.js';

const NS = 'http://www.w3.org/2000/svg';
export const MAX_LINK_COLUMNS = 64;

/** What the marks mean; each swatch class is drawn with the same colours as the mark (style.css). */
const KEY = [
  { key: 'header', swatch: 'header', text: 'links-legend-header' },
  { key: 'node', swatch: 'node', text: 'links-legend-node' },
  { key: 'link', swatch: 'link', text: 'links-legend-link' },
  { key: 'row', swatch: 'row-link', text: 'links-legend-row' },
  { key: 'skip', swatch: 'skip', text: 'links-legend-skip' },
  { key: 'out', swatch: 'out', text: 'links-legend-out' },
  { key: 'chosen', swatch: 'chosen', text: 'links-legend-chosen' },
  { key: 'trying', swatch: 'trying', text: 'links-legend-trying' },
];

function el(name, attrs) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

/** The view in `container`, in `words` (the instance's). */
export function createLinksView(container, words) {
  const content = el('g', {});
  /** The outline of the node the line names. */
  const ring = el('rect', { class: 'ring', visibility: 'hidden' });
  const svg = el('svg', { class: 'links', role: 'application', tabindex: 0 });
  svg.append(content, ring);
  /** Measures words in the headers' font: a canvas does, even while the drawing is not shown. */
  const pen = document.createElement('canvas').getContext('2d');
  const line = h('p', { class: 'links-hover', 'aria-live': 'polite', l10n: 'links-idle' });
  container.replaceChildren(legend('links-legend', KEY), line, h('div', { class: 'links-scroll' }, svg));
  translate(container, words);
  let m = null;
  /** Spacing of the drawing, set per matrix. */
  let g = null;
  /** Each item's options, top to bottom: where Up and Down go. */
  let itemOptions = [];
  /** What the last draw found: the links, which nodes are in their lists, the option tried, the partial solution. */
  let seen = null;
  /** The node named in the line: item `c`, and option `o` or -1 for the item's header. */
  let at = null;

  function setMatrix(matrix) {
    m = matrix;
    container.hidden = m.columns > MAX_LINK_COLUMNS;
    // Knuth-sized matrices get room for labels; a 4×4 sudoku's 64 items
    // and options are drawn tighter.
    const big = m.columns > 30 || m.options > 30;
    // Set before fit() measures: a big drawing's labels are smaller (style.css).
    svg.classList.toggle('big', big);
    // `boxes`: each header's width (the root's first), measured at the first draw (fit).
    g = { dx: big ? 22 : 44, dy: big ? 16 : 30, x0: big ? 40 : 60, y0: 28, r: big ? 4 : 7, boxes: null };
    itemOptions = Array.from({ length: m.columns }, () => []);
    m.optionColumns.forEach((items, o) => items.forEach((c) => itemOptions[c].push(o)));
    seen = null;
    at = null;
    ring.setAttribute('visibility', 'hidden');
    line.textContent = words.t('links-idle');
  }

  /** Where item `c`'s node of option `o` (-1: its header; c = -1: the root) is drawn. */
  const place = (c, o) => [g.x0 + c * g.dx, g.y0 + (o + 1) * g.dy];

  /**
   * Sizes each header's box to its words, in the font the stylesheet gives
   * them (a probe header, drawn over at once), with room on either side;
   * the columns spread to fit the widest, and the root keeps inside the drawing.
   */
  function fit() {
    const probe = el('text', {});
    const header = el('g', { class: 'node header' });
    header.append(probe);
    content.replaceChildren(header);
    const font = getComputedStyle(probe);
    const size = parseFloat(font.fontSize);
    // Measured at 100 px and scaled: at 6 px a canvas rounds each letter's advance, and the drawing is scaled anyway.
    pen.font = `${font.fontStyle} ${font.fontWeight} 100px ${font.fontFamily}`;
    const ems = (label) => pen.measureText(label).width / 100;
    const least = (2 * g.dx) / 3;
    // 0.4 em of room on either side of the words.
    g.boxes = [words.t('links-root'), ...m.columnLabels].map((label) => Math.max(least, (ems(label) + 0.8) * size));
    const dx = Math.max(g.dx, Math.max(...g.boxes) + 0.5 * size);
    const root = Math.max(g.x0 - g.dx, g.boxes[0] / 2 + 2);
    Object.assign(g, { dx, x0: root + dx });
  }

  /** Draws the links `l` (LinksInfo) with the current option `trying` and `partial` solution. */
  function draw(l, { trying = -1, partial = [], spot = [] } = {}) {
    if (!m || container.hidden) return;
    if (!g.boxes) fit();
    const { dx, r, boxes } = g;
    const columns = m.columns;
    const nodes = l.up.length;
    // Place nodes: header c at (c, 0); an option's nodes on its own row.
    const pos = new Array(nodes);
    pos[0] = place(-1, -1);
    for (let c = 1; c <= columns; c++) pos[c] = place(c - 1, -1);
    for (let n = columns + 1; n < nodes; n++) pos[n] = place(l.column[n] - 1, l.option[n]);
    const [width] = place(columns, -1), [, height] = place(0, m.options);
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('aria-label', words.t('links-name', { headers: columns, nodes: nodes - columns - 1 }));
    // Which nodes are still in their item's list.
    const live = new Uint8Array(nodes);
    const edges = [];
    for (let c = 1; c <= columns; c++) {
      let prev = c;
      for (let n = l.down[c]; n !== c; n = l.down[n]) {
        live[n] = 1;
        edges.push(['v', prev, n]);
        prev = n;
      }
    }
    const headerLive = new Uint8Array(columns + 1);
    for (let c = l.right[0]; c !== 0; c = l.right[c]) {
      headerLive[c] = 1;
    }
    for (let c = 0, prev = 0; ; ) {
      c = l.right[c];
      edges.push(['h', prev, c]);
      if (c === 0) break;
      prev = c;
    }
    const chosen = new Set(partial);
    /** A node's place in its item's full list: -1 for the header, then 0, 1, … top to bottom. */
    const rank = (n) => (n <= columns ? -1 : itemOptions[l.column[n] - 1].indexOf(l.option[n]));
    const shapes = [];
    for (const [kind, a, b] of edges) {
      const [x1, y1] = pos[a], [x2, y2] = pos[b];
      if (kind === 'h' && b === 0) continue;
      // A link skips when a node of its list (or a header) between its ends was taken out.
      const skip = kind === 'v' ? rank(b) - rank(a) > 1 : Math.round((x2 - x1) / dx) > 1;
      shapes.push(el('line', { x1, y1, x2, y2, class: `link ${kind}${skip ? ' skip' : ''}` }));
    }
    for (let n = columns + 1; n < nodes; n++) {
      // Horizontal links within an option: always intact (cover never breaks them).
      const right = l.right[n];
      if (pos[right][0] > pos[n][0]) {
        shapes.push(el('line', { x1: pos[n][0], y1: pos[n][1], x2: pos[right][0], y2: pos[right][1], class: 'link h row' }));
      }
    }
    for (let n = 0; n < nodes; n++) {
      const [x, y] = pos[n];
      const isHeader = n <= columns;
      const o = l.option[n];
      const classes = ['node', isHeader ? 'header' : 'item'];
      if (!isHeader && !live[n]) classes.push('out');
      if (isHeader && n > 0 && !headerLive[n] && n <= m.primary) classes.push('out');
      if (!isHeader && o === trying) classes.push('trying');
      if (!isHeader && chosen.has(o)) classes.push('chosen');
      // The items a hint's Why? or a cut's bound points at.
      if (isHeader && n > 0 && spot.includes(n - 1)) classes.push('spot');
      const group = el('g', { class: classes.join(' ') });
      if (isHeader) {
        group.append(el('rect', { x: x - boxes[n] / 2, y: y - 11, width: boxes[n], height: 22, rx: 4 }));
        const t = el('text', { x, y: y + 4, 'text-anchor': 'middle' });
        t.textContent = n === 0 ? words.t('links-root') : m.columnLabels[n - 1];
        group.append(t);
      } else {
        group.append(el('circle', { cx: x, cy: y, r }));
      }
      shapes.push(group);
    }
    for (let o = 0; o < m.options; o++) {
      const t = el('text', { x: 4, y: place(0, o)[1] + 4, class: 'option-label' });
      t.textContent = String(m.optionNumbers[o]);
      shapes.push(t);
    }
    content.replaceChildren(...shapes);
    seen = { l, live, headerLive, trying, chosen };
  }

  // ---- naming a node -------------------------------------------------------

  /** The node of option `o` in item `c` (a few hundred nodes at most to look through). */
  const nodeOf = (c, o) => seen.l.option.findIndex((p, n) => p === o && seen.l.column[n] === c + 1);

  /** What the line says of node `at`, from what the last draw found. */
  function describe({ c, o }) {
    const item = itemName(m, c);
    if (o < 0) {
      let size = 0;
      for (let n = seen.l.down[c + 1]; n !== c + 1; n = seen.l.down[n]) size += 1;
      const covered = c < m.primary && !seen.headerLive[c + 1];
      return words.t(covered ? 'links-header-covered' : 'links-header', { item, size });
    }
    const where = seen.trying === o ? 'links-trying'
      : seen.chosen.has(o) ? 'links-chosen'
        : seen.live[nodeOf(c, o)] ? 'links-live' : 'links-out';
    return words.t('links-node', { option: optionName(m, o), item, where: words.t(where) });
  }

  /** Names node `next` in the line and outlines it, if it is another node than the one named. */
  function show(next) {
    if (!seen || (at && next.c === at.c && next.o === at.o)) return;
    at = next;
    line.textContent = describe(at);
    const [x, y] = place(at.c, at.o);
    const [w, hh] = at.o < 0 ? [g.boxes[at.c + 1] + 6, 28] : [2 * g.r + 12, 2 * g.r + 12];
    ring.setAttribute('x', x - w / 2);
    ring.setAttribute('y', y - hh / 2);
    ring.setAttribute('width', w);
    ring.setAttribute('height', hh);
    ring.setAttribute('visibility', 'visible');
  }

  /** Names the node nearest the pointer; a tap names it too, where there is no hover. */
  function point(event) {
    if (!seen) return;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
    const c = Math.round((p.x - g.x0) / g.dx), o = Math.round((p.y - g.y0) / g.dy) - 1;
    if (c < 0 || c >= m.columns || o < -1 || o >= m.options) return;
    if (o < 0 || m.optionColumns[o].includes(c)) show({ c, o });
  }
  svg.addEventListener('pointermove', point);
  svg.addEventListener('pointerdown', point);

  /**
   * The node an arrow key goes to from `at`: Left and Right along the
   * headers or along the option's own nodes, Down and Up along the item's
   * options and back to its header.
   */
  function move({ c, o }, key) {
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const step = key === 'ArrowRight' ? 1 : -1;
      if (o < 0) return { c: Math.min(m.columns - 1, Math.max(0, c + step)), o };
      const items = [...m.optionColumns[o]].sort((a, b) => a - b);
      return { c: items[Math.min(items.length - 1, Math.max(0, items.indexOf(c) + step))], o };
    }
    const list = itemOptions[c];
    const k = list.indexOf(o) + (key === 'ArrowDown' ? 1 : -1);
    return { c, o: k < 0 ? -1 : list[Math.min(k, list.length - 1)] ?? -1 };
  }

  svg.addEventListener('focus', () => {
    if (seen && !at) show({ c: 0, o: -1 });
  });
  svg.addEventListener('keydown', (event) => {
    if (!seen || !['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    // The step panel's own arrow keys step the search: not while moving here.
    event.preventDefault();
    event.stopPropagation();
    show(move(at ?? { c: 0, o: -1 }, event.key));
    ring.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });

  return { setMatrix, draw };
}
