// A hint's chain drawn over the sudoku grid: each node a ring on its
// candidates (filled when the chain makes it true, "on"; hollow when false,
// "off"), strong links as solid lines, weak links dashed. The hint's text
// says the same in words (its chain in HoDoKu's notation), so the drawing
// is aria-hidden. While it is drawn, the chain's cells show their
// candidates (view.js), so that each ring stands on its digit and the
// eliminated one is seen struck, marks or not; and a link that would run
// over a cell's digit bends around it, so a phone's small grid stays
// readable.
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

/** The point at `t` of the quadratic curve from `a` through control `q` to `b`. */
const at = (a, q, b, t) => [0, 1].map((i) => (1 - t) * (1 - t) * a[i] + 2 * (1 - t) * t * q[i] + t * t * b[i]);

/** Whether the curve from `a` by `q` to `b` runs over the digit of a cell with a value (`filled(cell)`), near its centre. */
function crosses(n, filled, a, q, b) {
  for (let t = 0.06; t < 0.95; t += 0.03) {
    const [x, y] = at(a, q, b, t);
    const r = Math.floor(y), c = Math.floor(x);
    if (r >= 0 && c >= 0 && r < n && c < n && filled(r * n + c) && Math.hypot(x - c - 0.5, y - r - 0.5) < 0.32) return true;
  }
  return false;
}

/** The control point of the link from `a` to `b`: straight where it crosses no digit, else bent to the nearer side that does not. */
function bend(n, filled, a, b) {
  const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const normal = [(a[1] - b[1]) / len, (b[0] - a[0]) / len];
  for (const d of [0, 0.4, -0.4, 0.8, -0.8, 1.2, -1.2, 1.8, -1.8]) {
    const q = [mid[0] + normal[0] * d, mid[1] + normal[1] * d];
    if (!crosses(n, filled, a, q, b)) return q;
  }
  return mid;
}

/** The cells whose candidates a chain's drawing shows: its nodes', and those it eliminates from. */
export function chainCells(p, hint) {
  if (!hint?.chain?.length) return new Set();
  const cells = hint.chain.flatMap((node) => node.cells).concat(hint.eliminations ?? []);
  return new Set(cells.map(([r, c]) => r * p.n + c));
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
    const filled = (i) => !!(p.givens[i] || p.entries[i]);
    for (const link of key.links) {
      const [a, b] = [key.chain[link.from], key.chain[link.to]].map((node) => centre(p.n, node));
      const q = bend(p.n, filled, a, b);
      svg.append(el('path', {
        class: link.strong ? 'strong' : 'weak', d: `M ${a[0]} ${a[1]} Q ${q[0]} ${q[1]} ${b[0]} ${b[1]}`, fill: 'none',
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
