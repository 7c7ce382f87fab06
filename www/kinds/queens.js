// N-queens as a puzzle kind: N queens on an N×N board, none attacking
// another. The rows and columns are primary items, the diagonals secondary
// (src/problems/mod.rs); the picture is a chessboard (queens-view.js).
import { classicKind } from './classic.js';
import { createQueensPicture } from '../queens-view.js';

export default classicKind({
  id: 'queens',
  label: 'N-queens',
  sizes: Array.from({ length: 16 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}×${i + 1}` })),
  defaultSize: '8',
  sizeLabel: 'Board size N',
  title: (n) => `${n}-queens`,
  picture: createQueensPicture,
});
