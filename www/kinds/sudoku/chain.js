// A hint's chain drawn over the sudoku grid: each node a ring on its
// candidates (filled when the chain makes it true, "on"; hollow when false,
// "off"), strong links as solid lines, weak links dashed. The hint's text
// says the same in words (its chain in HoDoKu's notation), so the drawing
// is aria-hidden.
//
// The SVG's user units are cells (viewBox 0 0 n n), so it needs no
// measuring and follows the grid through any resize. A candidate v sits
// where the cell's marks put it: row and column of v - 1 in a k×k square.

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes. */
function el(name, attrs) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** The centre of candidate `v` of cell (`r`, `c`) on a grid of side `n`, in cells. */
function spot(n, [r, c, v]) {
  const k = Math.ceil(Math.sqrt(n));
  return [c + ((v - 1) % k + 0.5) / k, r + (Math.floor((v - 1) / k) + 0.5) / k];
}

/** The middle of a node's candidates (a group's centre). */
function centre(n, node) {
  const points = node.cells.map((x) => spot(n, x));
  return [0, 1].map((i) => points.reduce((s, p) => s + p[i], 0) / points.length);
}

/**
 * The overlay for `grid` (the .sudoku element, a containing block): call
 * `draw(p, hint)` with the hint to show (null clears it).
 */
export function createChainOverlay(grid) {
  const svg = el('svg', { class: 'chain', 'aria-hidden': 'true', preserveAspectRatio: 'none' });
  let shown = null;

  function draw(p, hint) {
    if (!svg.isConnected) grid.append(svg);
    const key = hint?.chain?.length ? hint : null;
    if (key === shown && svg.dataset.n === String(p.n)) return;
    shown = key;
    svg.dataset.n = String(p.n);
    svg.setAttribute('viewBox', `0 0 ${p.n} ${p.n}`);
    svg.replaceChildren();
    if (!key) return;
    const k = Math.ceil(Math.sqrt(p.n));
    const radius = 0.42 / k;
    for (const link of key.links) {
      const [a, b] = [key.chain[link.from], key.chain[link.to]].map((node) => centre(p.n, node));
      svg.append(el('line', {
        class: link.strong ? 'strong' : 'weak', x1: a[0], y1: a[1], x2: b[0], y2: b[1],
        'stroke-width': 0.06, ...(link.strong ? {} : { 'stroke-dasharray': '0.12 0.08' }),
      }));
    }
    for (const node of key.chain) {
      for (const x of node.cells) {
        const [cx, cy] = spot(p.n, x);
        svg.append(el('circle', { class: node.on ? 'on' : 'off', cx, cy, r: radius, 'stroke-width': 0.05 }));
      }
    }
  }

  return { draw };
}
