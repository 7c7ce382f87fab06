// The N-queens picture: an N×N chessboard with ♛ on the queens shown
// (classic/view.js says which). Square r0 c0 of the matrix is a1: files a…
// run left to right with the columns c0…, ranks 1… bottom to top with the
// rows r0…, as on a chessboard. The board is one image for screen readers,
// its name listing the queens ("queens at a1, b5, …").
import { h } from '../../dom.js';

const FILES = 'abcdefghijklmnopqrstuvwxyz';

/** The square of an option label 'r3 c5 a8 b5': [row, column]. */
function squareOf(label) {
  const [, r, c] = /^r(\d+) c(\d+)/.exec(label);
  return [Number(r), Number(c)];
}

/** A square's chess name: [0, 0] is a1. */
const nameOf = ([r, c]) => `${FILES[c]}${r + 1}`;

/** The picture in `area` (see createClassicView). */
export function createQueensPicture(area, words) {
  const board = h('div', { class: 'queens', role: 'img' });
  area.replaceChildren(board);
  let n = 0;
  /** The square elements, by row then column. */
  let squares = [];

  function build(size) {
    n = size;
    board.style.setProperty('--n', n);
    squares = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) =>
      h('div', { class: `square ${(r + c) % 2 ? 'light' : 'dark'}` })));
    const ranks = [];
    // The top rank first, each after its number; the files' letters under the board.
    for (let r = n - 1; r >= 0; r--) ranks.push(h('div', { class: 'coord' }, String(r + 1)), ...squares[r]);
    board.replaceChildren(...ranks, h('div'), ...Array.from({ length: n }, (_, c) => h('div', { class: 'coord' }, FILES[c])));
  }

  function draw(p, { placed, trying, solved }) {
    if (Number(p.size) !== n) build(Number(p.size));
    const queens = placed.map(squareOf);
    const tried = trying ? squareOf(trying) : null;
    const on = new Set(queens.map(nameOf));
    squares.forEach((row, r) => row.forEach((square, c) => {
      const name = nameOf([r, c]);
      square.textContent = on.has(name) ? '♛' : '';
      square.classList.toggle('queen', on.has(name));
      square.classList.toggle('trying', tried !== null && nameOf(tried) === name);
    }));
    const names = queens.map(nameOf).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const { t } = words;
    const where = names.length ? t('queens-where', { count: names.length, squares: names.join(t('separator')) }) : t('queens-none');
    const what = solved ? t('picture-solution', { where }) : tried ? t('queens-trying', { where, square: nameOf(tried) }) : where;
    board.setAttribute('aria-label', t('queens-board', { n: words.plain(n), what }));
  }

  return { draw };
}
