// N-queens as a puzzle kind: N queens on an N×N board, none attacking
// another. The rows and columns are primary items, the diagonals secondary
// (src/problems/mod.rs); the picture is a chessboard (queens-view.js).
import { classicKind } from '../classic/index.js';
import { createQueensPicture, nameOf } from './view.js';

export default classicKind({
  id: 'queens',
  label: 'N-queens',
  sizes: Array.from({ length: 16 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}×${i + 1}` })),
  defaultSize: '8',
  sizeLabel: 'Board size N',
  title: (n) => `${n}-queens`,
  /** In the picture's words: r2 is rank 3, c2 file c, a… and b… the diagonals by their end squares. */
  meaning(item, size) {
    const [letter, k, n] = [item[0], Number(item.slice(1)), Number(size)];
    if (letter === 'r') return `rank ${nameOf([k, 0]).slice(1)} needs a queen`;
    if (letter === 'c') return `file ${nameOf([0, k])[0]} needs a queen`;
    // a_k holds the squares with r + c = k, b_k those with r − c = k − (n − 1).
    const [first, last] = [Math.max(0, k - n + 1), Math.min(n - 1, k)];
    const square = (r) => nameOf([r, letter === 'a' ? k - r : r + n - 1 - k]);
    return first === last ? `at most one queen on ${square(first)}, a corner` : `at most one queen on the diagonal ${square(first)}–${square(last)}`;
  },
  picture: createQueensPicture,
});
