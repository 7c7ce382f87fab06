// Plain helpers for sudoku grids in the page: shapes, symbols, the one-line
// text the wasm API reads, and the checks done while the user types.

/** Box shapes of the "Puzzle type" choices. */
export const SHAPES = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 10: [2, 5], 12: [3, 4], 16: [4, 4], 25: [5, 5] };

/** The printed symbol of a value: digits up to 9×9, letters A… above. */
export function symbol(n, value) {
  if (!value) return '';
  return n <= 9 ? String(value) : String.fromCharCode(64 + value);
}

/** The value of a typed key, or null if it is not one of the grid's symbols. */
export function valueOfKey(n, key) {
  if (key.length !== 1) return null;
  const v = n <= 9 ? Number.parseInt(key, 10) : key.toUpperCase().charCodeAt(0) - 64;
  return Number.isInteger(v) && v >= 1 && v <= n ? v : null;
}

/** The one-line text of a grid: n² symbols, `.` for a blank. */
export function lineText(n, values) {
  return values.map((v) => symbol(n, v) || '.').join('');
}

/** Indices of the cells of row r, column c and the box of (r, c). */
function peers(n, [br, bc], cell) {
  const r = Math.floor(cell / n), c = cell % n;
  const top = r - (r % br), left = c - (c % bc);
  const out = new Set();
  for (let i = 0; i < n; i++) {
    out.add(r * n + i);
    out.add(i * n + c);
    out.add((top + Math.floor(i / bc)) * n + left + (i % bc));
  }
  out.delete(cell);
  return out;
}

/** The cells whose value repeats in one of their units. */
export function conflicts(n, box, values) {
  const bad = new Set();
  values.forEach((v, cell) => {
    if (!v) return;
    for (const p of peers(n, box, cell)) if (values[p] === v) bad.add(cell);
  });
  return bad;
}

/** The candidates of a blank cell: the values no peer holds. */
export function candidates(n, box, values, cell) {
  if (values[cell]) return [];
  const used = new Set();
  for (const p of peers(n, box, cell)) used.add(values[p]);
  const out = [];
  for (let v = 1; v <= n; v++) if (!used.has(v)) out.push(v);
  return out;
}

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
