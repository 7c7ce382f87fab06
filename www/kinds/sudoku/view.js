// The sudoku grid: draws a sudoku puzzle (kinds/sudoku/index.js) and turns keys
// and clicks into calls of the handlers it is given. It reads the puzzle and
// never changes it.
//
// Keys: arrows move, a symbol (1–9, or A–Y above 9×9) enters it, Shift and
// a symbol toggles it as a pencil mark, Backspace, Delete, 0, . or Space
// erase. One cell is in the tab order at a time: the cursor, which is also
// where the number pad enters, and is outlined even without the focus.
//
// A cell shows its value, or else its pencil marks, or else (with
// Candidates on) the candidates that the wasm module worked out.
//
// Each cell is redrawn only when what it shows changed, so that stepping
// through a search on a 25×25 grid costs a few cells a frame, not 625.
import { arrowMove, gridRows } from '../grid.js';
import { chainCells, createChainOverlay } from './chain.js';

const CLEAR_KEYS = ['Backspace', 'Delete', '0', '.', ' '];

/**
 * What a key pressed in a cell means for a grid of `symbols`: `{ value,
 * pencil }` to enter or mark a value (0 erases), `{ stray: true }` for a
 * digit or letter that is no symbol of this size, or null.
 */
function readKey(event, symbols) {
  // Shift and 5 is '%' on most layouts: the key's place says which digit it is.
  const digit = /^(Digit|Numpad)(\d)$/.exec(event.code)?.[2];
  const key = event.shiftKey && digit ? digit : event.key;
  if (CLEAR_KEYS.includes(key)) return { value: 0, pencil: false };
  if (key.length !== 1) return null;
  const value = symbols.indexOf(key.toUpperCase()) + 1;
  if (value) return { value, pencil: event.shiftKey };
  return /^[0-9a-z]$/i.test(key) ? { stray: true } : null;
}

/**
 * The grid in `container`. Handlers: `onEnter(cell, value, pencil)`,
 * `onMove(cell, focus)`, and `onStray()` for a key that is no symbol here;
 * `words`, the instance's words (i18n/words.js).
 */
export function createSudokuView(container, { onEnter, onMove, onStray, words }) {
  const grid = document.createElement('div');
  grid.className = 'sudoku';
  grid.setAttribute('role', 'grid');
  container.replaceChildren(grid);
  const overlay = createChainOverlay(grid);
  let cells = [];
  /** What each cell shows now, as a string: redraw when it changes. */
  let drawn = [];
  let shapeKey = '';
  let shown = null;

  /**
   * Builds the cells of puzzle `p`: thick lines between its boxes (a
   * jigsaw's regions, as the wasm module gave them), and an X-sudoku's
   * diagonals or a windoku's windows marked.
   */
  function build(p) {
    const { n, regions } = p;
    grid.style.setProperty('--n', n);
    grid.dataset.size = n;
    grid.dataset.variant = p.variant;
    cells = [];
    const rows = gridRows(n, p.box, 'sudoku-row', 'cell', (cell, i) => {
      const r = Math.floor(i / n), c = i % n;
      cell.classList.toggle('box-right', c < n - 1 && regions[i] !== regions[i + 1]);
      cell.classList.toggle('box-bottom', r < n - 1 && regions[i] !== regions[i + n]);
      const [first, second] = [0, 1].map((k) => p.extra[k]?.includes(i));
      if (p.variant === 'x') {
        cell.classList.toggle('diagonal-down', first);
        cell.classList.toggle('diagonal-up', second);
      }
      if (p.variant === 'windoku') cell.classList.toggle('window', p.extra.some((w) => w.includes(i)));
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
    const key = to === null ? readKey(event, shown.symbols) : null;
    if (to !== null) onMove(to, true);
    else if (key?.stray) onStray();
    else if (key) onEnter(at, key.value, key.pencil);
    else return;
    event.preventDefault();
  });

  /** The values of bitmask `mask` as a blank cell shows them: each in its place, struck if the search removed it. */
  function marks(p, mask, struck) {
    const out = [];
    for (let v = 1; v <= p.n; v++) {
      const can = (mask >> (v - 1)) & 1;
      out.push(can ? (struck?.has(v) ? `-${v}` : `${v}`) : '');
    }
    return out;
  }

  function drawMarks(cell, p, list, pencil) {
    const box = document.createElement('span');
    box.className = pencil ? 'marks pencil' : 'marks';
    box.style.setProperty('--k', Math.ceil(Math.sqrt(p.n)));
    for (const m of list) {
      const span = document.createElement('span');
      if (m) {
        const v = Math.abs(Number(m));
        span.textContent = p.symbols[v - 1];
        // Struck out: the search being watched has covered this option.
        if (m.startsWith('-')) span.className = 'struck';
      }
      // The spaces, which the grid layout does not draw, keep the text "4 5"
      // as the cell's name says it, not "45".
      box.append(span, ' ');
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
    const { t } = words;
    grid.setAttribute('aria-label', t('sudoku-grid'));
    const key = `${p.n}:${p.box}:${p.variant}:${p.regions}`;
    if (key !== shapeKey) {
      build(p);
      shapeKey = key;
    }
    const trial = trace?.trial;
    // A chain's full step shows the candidates of its cells, marks or not (chain.js).
    const chained = chainCells(p, p.hint?.depth === 3 ? p.hint.data : null);
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
      if (trace?.trying === i) flags.push('being-tried');
      const hinted = p.hint?.cells.has(i) ?? false;
      // The player's own marks come before the computed candidates.
      const pencil = v ? 0 : p.marks[i];
      const gone = p.hint?.struck?.get(i);
      const computed = !v && (p.showCandidates || chained.has(i));
      const list = pencil ? marks(p, pencil, gone) : computed ? marks(p, p.candidates[i], trace?.struck?.get(i) ?? gone) : null;
      const tab = i === p.cursor ? 0 : -1;
      const look = `${v}|${kind}|${flags}|${hinted}|${pencil}|${list}|${tab}|${words.lang}`;
      if (look === drawn[i]) continue;
      if (left-- <= 0) {
        resume = i;
        break;
      }
      drawn[i] = look;
      const cell = cells[i];
      cell.className = cell.className.replace(/ (given|entry|solved|trial|trying|blank|conflict|wrong|hinted|hint-target|cursor)\b/g, '');
      cell.classList.add(kind);
      if (tab === 0) cell.classList.add('cursor');
      if (flags.includes('conflict')) cell.classList.add('conflict');
      if (flags.includes('wrong')) cell.classList.add('wrong');
      if (hinted) cell.classList.add('hinted');
      if (flags.includes('hint')) cell.classList.add('hint-target');
      if (flags.includes('being-tried')) cell.classList.add('trying');
      cell.setAttribute('aria-invalid', String(flags.includes('conflict') || flags.includes('wrong')));
      // The cell's name, a contract of the tests in English: "row 2, column 5, 7, entry, wrong".
      const description = v ? t('cell-value', { symbol: p.symbols[v - 1], kind: t(`cell-${kind}`) })
        : pencil ? t('cell-pencil', { marks: list.filter(Boolean).map((m) => p.symbols[m - 1]).join(' ') }) : t('cell-empty');
      const place = t('cell-place', { row: words.plain(r), column: words.plain(c) });
      cell.setAttribute('aria-label', [place, description, ...flags.map((f) => t(`cell-${f}`))].join(t('separator')));
      if (v) cell.textContent = p.symbols[v - 1];
      else if (list) drawMarks(cell, p, list, pencil);
      else cell.textContent = '';
      cell.tabIndex = tab;
    }
    // The full step of a chain draws it (hints.js: depth 3).
    overlay.draw(p, p.hint?.depth === 3 ? p.hint.data : null);
    if (focus) cells[p.cursor]?.focus();
  }

  return { render };
}
