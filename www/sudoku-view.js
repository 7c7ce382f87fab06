// The sudoku grid: draws the page state's sudoku and turns keys and clicks
// into calls of the handlers it is given. It reads state and never changes
// it; main.js owns the state.
//
// Keys: arrows move, a symbol (1–9, or A–Y above 9×9) enters it, Backspace,
// Delete, 0, . or Space clear. One cell is in the tab order at a time.
import { candidates, gridRows, symbol, valueOfKey } from './puzzle.js';

export function createSudokuView(container, { onEnter, onMove }) {
  const grid = document.createElement('div');
  grid.className = 'sudoku';
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', 'Sudoku grid');
  container.replaceChildren(grid);
  let cells = [];
  let shapeKey = '';
  let size = 0;

  function build(n, [br, bc]) {
    size = n;
    grid.style.setProperty('--n', n);
    grid.dataset.size = n;
    cells = [];
    const rows = gridRows(n, [br, bc], 'sudoku-row', 'cell', (cell, i) => {
      cell.dataset.cell = i;
      cell.tabIndex = -1;
      cells.push(cell);
    });
    grid.replaceChildren(...rows);
  }

  grid.addEventListener('click', (event) => {
    const cell = event.target.closest('.cell');
    if (cell) onMove(Number(cell.dataset.cell), true);
  });

  grid.addEventListener('keydown', (event) => {
    const cell = event.target.closest('.cell');
    if (!cell || event.ctrlKey || event.metaKey || event.altKey) return;
    const at = Number(cell.dataset.cell);
    const r = Math.floor(at / size), c = at % size;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key]) {
      const [dr, dc] = moves[event.key];
      const nr = Math.min(size - 1, Math.max(0, r + dr)), nc = Math.min(size - 1, Math.max(0, c + dc));
      onMove(nr * size + nc, true);
    } else if (['Backspace', 'Delete', '0', '.', ' '].includes(event.key)) {
      onEnter(at, 0);
    } else {
      const v = valueOfKey(size, event.key);
      if (v === null) return;
      onEnter(at, v);
    }
    event.preventDefault();
  });

  /** Draws `s`, the page state's sudoku part; focuses the cursor if `focus`. */
  function render(s, focus = false) {
    const key = `${s.n}:${s.box}`;
    if (key !== shapeKey) {
      build(s.n, s.box);
      shapeKey = key;
    }
    const values = s.givens.map((g, i) => g || s.entries[i] || s.solved[i]);
    // The search's partial solution, while stepping through it (not a value of the user's).
    const trial = s.trial ?? new Map();
    cells.forEach((cell, i) => {
      const r = Math.floor(i / s.n) + 1, c = (i % s.n) + 1;
      const v = values[i] || trial.get(i) || 0;
      const kind = s.givens[i] ? 'given' : s.entries[i] ? 'entry' : s.solved[i] ? 'solved' : v ? 'trial' : 'blank';
      cell.className = cell.className.replace(/ (given|entry|solved|trial|trying|blank|conflict|wrong|hinted|hint-target)\b/g, '');
      cell.classList.add(kind);
      const flags = [];
      if (s.conflicts.has(i)) { cell.classList.add('conflict'); flags.push('conflict'); }
      if (s.wrong.has(i)) { cell.classList.add('wrong'); flags.push('wrong'); }
      if (s.hint?.cells.has(i)) cell.classList.add('hinted');
      if (s.hint?.cell === i) { cell.classList.add('hint-target'); flags.push('hint'); }
      if (s.trying === i) { cell.classList.add('trying'); flags.push('being tried'); }
      cell.setAttribute('aria-invalid', String(flags.includes('conflict') || flags.includes('wrong')));
      const description = v ? `${symbol(s.n, v)}, ${kind}` : 'empty';
      cell.setAttribute('aria-label', [`row ${r}, column ${c}`, description, ...flags].join(', '));
      if (v) {
        cell.textContent = symbol(s.n, v);
      } else if (s.showCandidates) {
        const marks = document.createElement('span');
        marks.className = 'marks';
        marks.style.setProperty('--k', Math.ceil(Math.sqrt(s.n)));
        const can = new Set(candidates(s.n, s.box, values, i));
        const struck = s.struck?.get(i);
        for (let k = 1; k <= s.n; k++) {
          const m = document.createElement('span');
          m.textContent = can.has(k) ? symbol(s.n, k) : '';
          // Struck out: the search being watched has covered this option.
          if (can.has(k) && struck?.has(k)) m.className = 'struck';
          marks.append(m);
        }
        cell.replaceChildren(marks);
      } else {
        cell.textContent = '';
      }
      cell.tabIndex = i === s.cursor ? 0 : -1;
    });
    if (focus) cells[s.cursor]?.focus();
  }

  return { render };
}
