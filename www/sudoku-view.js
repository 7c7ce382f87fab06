// The sudoku grid: draws a sudoku puzzle (kinds/sudoku.js) and turns keys
// and clicks into calls of the handlers it is given. It reads the puzzle and
// never changes it.
//
// Keys: arrows move, a symbol (1–9, or A–Y above 9×9) enters it, Backspace,
// Delete, 0, . or Space clear. One cell is in the tab order at a time.
//
// Each cell is redrawn only when what it shows changed, so that stepping
// through a search on a 25×25 grid costs a few cells a frame, not 625.
import { arrowMove, gridRows } from './grid.js';

const CLEAR_KEYS = ['Backspace', 'Delete', '0', '.', ' '];

export function createSudokuView(container, { onEnter, onMove }) {
  const grid = document.createElement('div');
  grid.className = 'sudoku';
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', 'Sudoku grid');
  container.replaceChildren(grid);
  let cells = [];
  /** What each cell shows now, as a string: redraw when it changes. */
  let drawn = [];
  let shapeKey = '';
  let shown = null;

  function build(n, [br, bc]) {
    grid.style.setProperty('--n', n);
    grid.dataset.size = n;
    cells = [];
    const rows = gridRows(n, [br, bc], 'sudoku-row', 'cell', (cell, i) => {
      cell.dataset.cell = i;
      cell.tabIndex = -1;
      cells.push(cell);
    });
    drawn = new Array(n * n).fill('');
    grid.replaceChildren(...rows);
  }

  grid.addEventListener('click', (event) => {
    const cell = event.target.closest('.cell');
    if (cell) onMove(Number(cell.dataset.cell), true);
  });

  grid.addEventListener('keydown', (event) => {
    const cell = event.target.closest('.cell');
    if (!cell || !shown || event.ctrlKey || event.metaKey || event.altKey) return;
    const at = Number(cell.dataset.cell);
    const to = arrowMove(event.key, at, shown.n);
    if (to !== null) onMove(to, true);
    else if (CLEAR_KEYS.includes(event.key)) onEnter(at, 0);
    else {
      const v = event.key.length === 1 ? shown.symbols.indexOf(event.key.toUpperCase()) + 1 : 0;
      if (!v) return;
      onEnter(at, v);
    }
    event.preventDefault();
  });

  /** The candidates shown in a blank cell: each symbol, struck if the search removed it. */
  function marks(p, i, struck) {
    const out = [];
    for (let v = 1; v <= p.n; v++) {
      const can = (p.candidates[i] >> (v - 1)) & 1;
      out.push(can ? (struck?.has(v) ? `-${v}` : `${v}`) : '');
    }
    return out;
  }

  function drawMarks(cell, p, list) {
    const box = document.createElement('span');
    box.className = 'marks';
    box.style.setProperty('--k', Math.ceil(Math.sqrt(p.n)));
    for (const m of list) {
      const span = document.createElement('span');
      if (m) {
        const v = Math.abs(Number(m));
        span.textContent = p.symbols[v - 1];
        // Struck out: the search being watched has covered this option.
        if (m.startsWith('-')) span.className = 'struck';
      }
      box.append(span);
    }
    cell.replaceChildren(box);
  }

  /** Where the last render that ran out of budget stopped, so the next one starts there. */
  let resume = 0;

  /**
   * Draws puzzle `p`; `trace` is the watched search's partial solution
   * ({ trial: Map cell → value, trying: cell or -1, struck: Map cell → Set of
   * values }) or null. Focuses the cursor if `focus`. At most `budget` cells
   * are redrawn (a cell costs about 0.1 ms): while a search plays at full
   * speed, the rest follow in the next frames instead of making this one long.
   */
  function render(p, { trace = null, focus = false, budget = Infinity } = {}) {
    shown = p;
    const key = `${p.n}:${p.box}`;
    if (key !== shapeKey) {
      build(p.n, p.box);
      shapeKey = key;
    }
    const trial = trace?.trial;
    let left = budget;
    const start = budget === Infinity ? 0 : resume;
    for (let k = 0; k < cells.length; k++) {
      const i = (start + k) % cells.length;
      const r = Math.floor(i / p.n) + 1, c = (i % p.n) + 1;
      const own = p.givens[i] || p.entries[i] || p.solved[i];
      const v = own || trial?.get(i) || 0;
      const kind = p.givens[i] ? 'given' : p.entries[i] ? 'entry' : p.solved[i] ? 'solved' : v ? 'trial' : 'blank';
      const flags = [];
      if (p.conflicts.has(i)) flags.push('conflict');
      if (p.wrong.has(i)) flags.push('wrong');
      if (p.hint?.cell === i) flags.push('hint');
      if (trace?.trying === i) flags.push('being tried');
      const hinted = p.hint?.cells.has(i) ?? false;
      const list = !v && p.showCandidates ? marks(p, i, trace?.struck?.get(i)) : null;
      const tab = i === p.cursor ? 0 : -1;
      const look = `${v}|${kind}|${flags}|${hinted}|${list}|${tab}`;
      if (look === drawn[i]) continue;
      if (left-- <= 0) {
        resume = i;
        break;
      }
      drawn[i] = look;
      const cell = cells[i];
      cell.className = cell.className.replace(/ (given|entry|solved|trial|trying|blank|conflict|wrong|hinted|hint-target)\b/g, '');
      cell.classList.add(kind);
      if (flags.includes('conflict')) cell.classList.add('conflict');
      if (flags.includes('wrong')) cell.classList.add('wrong');
      if (hinted) cell.classList.add('hinted');
      if (flags.includes('hint')) cell.classList.add('hint-target');
      if (flags.includes('being tried')) cell.classList.add('trying');
      cell.setAttribute('aria-invalid', String(flags.includes('conflict') || flags.includes('wrong')));
      const description = v ? `${p.symbols[v - 1]}, ${kind}` : 'empty';
      cell.setAttribute('aria-label', [`row ${r}, column ${c}`, description, ...flags].join(', '));
      if (v) cell.textContent = p.symbols[v - 1];
      else if (list) drawMarks(cell, p, list);
      else cell.textContent = '';
      cell.tabIndex = tab;
    }
    if (focus) cells[p.cursor]?.focus();
  }

  return { render };
}
