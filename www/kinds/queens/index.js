// N-queens as a puzzle kind: N queens on an N×N board, none attacking
// another. The rows and columns are primary items, the diagonals secondary
// (src/problems/mod.rs); the picture is a chessboard (queens/view.js).
import { classicKind } from '../classic/index.js';
import { createQueensPicture, nameOf } from './view.js';
import { msg } from '../../i18n/words.js';
import CONSTANTS from '../../constants.js';

export default classicKind({
  id: 'queens',
  label: msg('kind-queens'),
  sizes: CONSTANTS.classics.queens.map((n) => ({ value: n, label: `${n}×${n}` })),
  defaultSize: '8',
  sizeLabel: msg('queens-size'),
  title: (n) => msg('queens-title', { n }),
  /** In the picture's words: r2 is rank 3, c2 file c, a… and b… the diagonals by their end squares. */
  meaning(item, size) {
    const [letter, k, n] = [item[0], Number(item.slice(1)), Number(size)];
    if (letter === 'r') return msg('queens-rank', { rank: nameOf([k, 0]).slice(1) });
    if (letter === 'c') return msg('queens-file', { file: nameOf([0, k])[0] });
    // a_k holds the squares with r + c = k, b_k those with r − c = k − (n − 1).
    const [first, last] = [Math.max(0, k - n + 1), Math.min(n - 1, k)];
    const square = (r) => nameOf([r, letter === 'a' ? k - r : r + n - 1 - k]);
    return first === last ? msg('queens-corner', { square: square(first) }) : msg('queens-diagonal', { from: square(first), to: square(last) });
  },
  picture: createQueensPicture,
});
