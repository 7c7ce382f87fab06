// The Binary Sudoku board: a grid of 0/1 cells that a click, Space or Enter
// toggles, with a parity marker for every row, column and box. A marker says
// "even" or "odd" in words and with ✓/✗, so it does not rest on colour.
import { arrowMove, gridRows } from '../grid.js';

export function createBinaryView(container, { onToggle, onMove, words }) {
  const wrap = document.createElement('div');
  wrap.className = 'binary';
  container.replaceChildren(wrap);
  let key = '';
  let cells = [], rowMarks = [], colMarks = [], boxMarks = [];
  let size = 0;

  /** A parity marker; its unit is named in text that only screen readers show. */
  function marker(label) {
    const m = document.createElement('span');
    m.className = 'parity';
    const name = document.createElement('span');
    name.className = 'visually-hidden';
    name.textContent = `${label}: `;
    const value = document.createElement('span');
    m.append(name, value);
    return m;
  }

  /** One marker for each of the n units of a kind: "row 1", "row 2", … */
  function markers(n, unit) {
    return Array.from({ length: n }, (_, i) => marker(words.t(`binary-${unit}`, { number: words.plain(i + 1) })));
  }

  function build(n, [br, bc]) {
    size = n;
    wrap.style.setProperty('--n', n);
    const grid = document.createElement('div');
    grid.className = 'binary-grid';
    grid.setAttribute('role', 'grid');
    grid.setAttribute('aria-label', words.t('binary-grid'));
    cells = [];
    const rows = gridRows(n, [br, bc], 'binary-row', 'binary-holder', (holder, i) => {
      const cell = document.createElement('button');
      cell.type = 'button';
      cell.className = 'bit';
      cell.dataset.cell = i;
      cell.tabIndex = -1;
      holder.append(cell);
      cells.push(cell);
    });
    rowMarks = markers(n, 'row');
    rows.forEach((row, r) => row.append(rowMarks[r]));
    grid.append(...rows);
    const cols = document.createElement('div');
    cols.className = 'binary-cols';
    colMarks = markers(n, 'column');
    cols.append(...colMarks);
    const boxes = document.createElement('div');
    boxes.className = 'binary-boxes';
    boxes.style.setProperty('--across', n / bc);
    const title = document.createElement('span');
    title.className = 'binary-boxes-title';
    title.textContent = words.t('binary-boxes');
    boxMarks = markers(n, 'box');
    boxes.append(...boxMarks);
    const side = document.createElement('div');
    side.className = 'binary-side';
    side.append(title, boxes);
    const main = document.createElement('div');
    main.append(grid, cols);
    wrap.replaceChildren(main, side);
  }

  wrap.addEventListener('click', (event) => {
    const cell = event.target.closest('.bit');
    if (cell) onToggle(Number(cell.dataset.cell));
  });

  wrap.addEventListener('keydown', (event) => {
    const cell = event.target.closest('.bit');
    const to = cell ? arrowMove(event.key, Number(cell.dataset.cell), size) : null;
    if (to === null) return;
    onMove(to, true);
    event.preventDefault();
  });

  function setMark(mark, even) {
    mark.lastChild.textContent = words.t(even ? 'binary-even' : 'binary-odd');
    mark.classList.toggle('odd', !even);
  }

  /** Draws puzzle `b` (kinds/binary/index.js); focuses the cursor if `focus`. */
  function render(b, { focus = false } = {}) {
    const k = `${b.n}:${b.box}:${words.lang}`;
    if (k !== key) {
      build(b.n, b.box);
      key = k;
    }
    b.cells.forEach((v, i) => {
      const r = Math.floor(i / b.n), c = i % b.n;
      const cell = cells[i];
      cell.textContent = String(v);
      cell.classList.toggle('one', v === 1);
      cell.classList.toggle('toggle-me', b.highlight.has(i));
      const place = words.t('cell-place', { row: words.plain(r + 1), column: words.plain(c + 1) });
      const parts = [place, String(v), ...(b.highlight.has(i) ? [words.t('binary-toggle')] : [])];
      cell.setAttribute('aria-label', parts.join(words.t('separator')));
      cell.tabIndex = i === b.cursor ? 0 : -1;
    });
    b.even.rows.forEach((even, i) => setMark(rowMarks[i], even));
    b.even.columns.forEach((even, i) => setMark(colMarks[i], even));
    b.even.boxes.forEach((even, i) => setMark(boxMarks[i], even));
    if (focus) cells[b.cursor]?.focus();
  }

  return { render };
}
