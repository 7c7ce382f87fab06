// What the two grid boards share: rows of cells with the thick lines between
// boxes, and arrow-key moves.

/**
 * The rows of an n×n grid with r×c boxes: `role="row"` elements of
 * `role="gridcell"` elements, with classes for the thick lines between
 * boxes. `fill(gridcell, cell)` puts what a view needs into each one.
 */
export function gridRows(n, [br, bc], rowClass, cellClass, fill) {
  const rows = [];
  for (let r = 0; r < n; r++) {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.className = rowClass;
    for (let c = 0; c < n; c++) {
      const gridcell = document.createElement('div');
      gridcell.setAttribute('role', 'gridcell');
      gridcell.className = cellClass;
      if (c % bc === bc - 1 && c < n - 1) gridcell.classList.add('box-right');
      if (r % br === br - 1 && r < n - 1) gridcell.classList.add('box-bottom');
      fill(gridcell, r * n + c);
      row.append(gridcell);
    }
    rows.push(row);
  }
  return rows;
}

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The cell an arrow key moves to from `cell` of an n×n grid, or null for another key. */
export function arrowMove(key, cell, n) {
  if (!MOVES[key]) return null;
  const [dr, dc] = MOVES[key];
  const r = Math.min(n - 1, Math.max(0, Math.floor(cell / n) + dr));
  const c = Math.min(n - 1, Math.max(0, (cell % n) + dc));
  return r * n + c;
}
