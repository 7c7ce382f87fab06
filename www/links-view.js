// The links view, for small matrices (up to 64 columns: Knuth's example, a
// 4×4 sudoku, N-queens): the actual
// nodes and their links, drawn as in Knuth's figures. Each column's list is
// drawn by following its real `down` links from the header, and each option
// by its real `right` links, so when `cover` splices a node out its
// neighbours' links visibly jump over it, and `uncover` brings them back.
// A node no longer reachable from its column is drawn faded.

const NS = 'http://www.w3.org/2000/svg';
export const MAX_LINK_COLUMNS = 64;

function el(name, attrs) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

export function createLinksView(container) {
  const svg = el('svg', { class: 'links', role: 'img' });
  container.replaceChildren(svg);
  let m = null;

  function setMatrix(matrix) {
    m = matrix;
    container.hidden = m.columns > MAX_LINK_COLUMNS;
  }

  /** Draws the links `l` (LinksInfo) with the current option `trying` and `partial` solution. */
  function draw(l, { trying = -1, partial = [] } = {}) {
    if (!m || container.hidden) return;
    // Knuth-sized matrices get room for labels; a 4×4 sudoku's 64 columns
    // and options are drawn tighter.
    const big = m.columns > 30 || m.options > 30;
    const dx = big ? 22 : 44, dy = big ? 16 : 30, x0 = big ? 40 : 60, y0 = 28, r = big ? 4 : 7;
    const columns = m.columns;
    const nodes = l.up.length;
    // Place nodes: header c at (c, 0); an option's nodes on its own row.
    const pos = new Array(nodes);
    pos[0] = [x0 - dx, y0];
    for (let c = 1; c <= columns; c++) pos[c] = [x0 + (c - 1) * dx, y0];
    for (let n = columns + 1; n < nodes; n++) pos[n] = [x0 + (l.column[n] - 1) * dx, y0 + (l.option[n] + 1) * dy];
    const width = x0 + columns * dx, height = y0 + (m.options + 1) * dy;
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.classList.toggle('big', big);
    svg.setAttribute('aria-label', `Dancing links: ${columns} column headers and ${nodes - columns - 1} nodes`);
    // Which nodes are still in their column's list.
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
    const shapes = [];
    for (const [kind, a, b] of edges) {
      const [x1, y1] = pos[a], [x2, y2] = pos[b];
      if (kind === 'h' && b === 0) continue;
      const skip = kind === 'v' ? Math.round((y2 - y1) / dy) > 1 : Math.round((x2 - x1) / dx) > 1;
      shapes.push(el('line', { x1, y1, x2, y2, class: `link ${kind}${skip ? ' skip' : ''}` }));
    }
    for (let n = columns + 1; n < nodes; n++) {
      // Horizontal links within an option: always intact (cover never breaks them).
      const r = l.right[n];
      if (pos[r][0] > pos[n][0]) {
        shapes.push(el('line', { x1: pos[n][0], y1: pos[n][1], x2: pos[r][0], y2: pos[r][1], class: 'link h row' }));
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
      const g = el('g', { class: classes.join(' ') });
      if (isHeader) {
        g.append(el('rect', { x: x - dx / 3, y: y - 11, width: (2 * dx) / 3, height: 22, rx: 4 }));
        const t = el('text', { x, y: y + 4, 'text-anchor': 'middle' });
        t.textContent = n === 0 ? 'root' : m.columnLabels[n - 1];
        g.append(t);
      } else {
        g.append(el('circle', { cx: x, cy: y, r }));
      }
      shapes.push(g);
    }
    for (let o = 0; o < m.options; o++) {
      const t = el('text', { x: 4, y: y0 + (o + 1) * dy + 4, class: 'option-label' });
      t.textContent = String(m.optionNumbers[o]);
      shapes.push(t);
    }
    svg.replaceChildren(...shapes);
  }

  return { setMatrix, draw };
}
