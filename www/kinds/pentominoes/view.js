// The pentominoes picture: the board's cells, each covered one in its
// piece's colour and letter (colour is never the only cue), a thick line
// where two pieces meet, and the cells that are no part of the board (the
// 8×8's centre) drawn as holes. The board comes from the matrix's items
// (cells `r2c3`), the pieces from the options shown (classic/view.js). The
// board is one image for screen readers, its name listing each piece's cells.
import { h } from '../../dom.js';

const CELL = /^r(\d+)c(\d+)$/;
/** A cell's neighbours: above, right, below, left, as the edge variables name them. */
const SIDES = [['--et', -1, 0], ['--er', 0, 1], ['--eb', 1, 0], ['--el', 0, -1]];

/** The piece and cells of an option label 'X r1c3 r2c2 …'. */
function pieceOf(label) {
  const [piece, ...cells] = label.split(' ');
  return { piece, cells };
}

/** The picture in `area` (see createClassicView). */
export function createPentominoesPicture(area, words) {
  const board = h('div', { class: 'pentominoes', role: 'img' });
  area.replaceChildren(board);
  let shape = '';
  /** The board: its size, the pieces' letters, each cell's element by name, the holes. */
  let b = null;

  function build(items) {
    const pieces = items.filter((i) => !CELL.test(i));
    const named = new Set(items.filter((i) => CELL.test(i)));
    const at = [...named].map((i) => CELL.exec(i).slice(1).map(Number));
    const rows = Math.max(...at.map(([r]) => r)) + 1, cols = Math.max(...at.map(([, c]) => c)) + 1;
    const cells = new Map(), holes = [];
    const lines = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const name = `r${r}c${c}`;
        const cell = h('div', { class: named.has(name) ? 'tile' : 'hole' });
        if (named.has(name)) cells.set(name, cell);
        else holes.push(name);
        lines.push(cell);
      }
    }
    board.style.setProperty('--rows', rows);
    board.style.setProperty('--cols', cols);
    board.replaceChildren(...lines);
    b = { rows, cols, pieces, cells, holes };
  }

  function draw(p, { placed, trying, solved }) {
    if (p.size !== shape) {
      build(p.items);
      shape = p.size;
    }
    const owner = new Map();
    const shown = placed.map(pieceOf);
    for (const { piece, cells } of shown) for (const cell of cells) owner.set(cell, piece);
    const tried = new Set(trying ? pieceOf(trying).cells : []);
    for (const [name, cell] of b.cells) {
      const piece = owner.get(name);
      cell.textContent = piece ?? '';
      cell.classList.toggle('piece', !!piece);
      cell.classList.toggle('trying', tried.has(name));
      // Twelve hues 30° apart, neighbours in the list 150° apart.
      cell.style.setProperty('--hue', piece ? String((b.pieces.indexOf(piece) * 150) % 360) : '0');
      const [r, c] = CELL.exec(name).slice(1).map(Number);
      for (const [edge, dr, dc] of SIDES) {
        cell.style.setProperty(edge, piece && owner.get(`r${r + dr}c${c + dc}`) !== piece ? '1' : '0');
      }
    }
    const { t } = words;
    const list = [...shown].sort((x, y) => x.piece.localeCompare(y.piece)).map(({ piece, cells }) => t('pentominoes-at', { piece, cells: cells.join(' ') }));
    const where = list.length ? t('pentominoes-where', { count: list.length, pieces: list.join(t('list-semicolon')) }) : t('pentominoes-none');
    const what = solved ? t('picture-solution', { where }) : trying ? t('pentominoes-trying', { where, piece: pieceOf(trying).piece }) : where;
    const size = `${b.rows}×${b.cols}`;
    board.setAttribute('aria-label', b.holes.length
      ? t('pentominoes-picture-holes', { board: size, holes: b.holes.join(' '), what })
      : t('pentominoes-picture', { board: size, what }));
  }

  return { draw };
}
