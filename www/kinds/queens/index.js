// N-queens as a puzzle kind: N queens on an N×N board, none attacking
// another. The rows and columns are primary items, the diagonals secondary
// (src/problems/mod.rs); the picture is a chessboard (queens/view.js).
import { classicKind } from '../classic/index.js';
import { createQueensPicture } from './view.js';
import { msg } from '../../i18n/words.js';
import CONSTANTS from '../../constants.js';

export default classicKind({
  id: 'queens',
  label: msg('kind-queens'),
  sizes: CONSTANTS.classics.queens.map((n) => ({ value: n, label: `${n}×${n}` })),
  defaultSize: '8',
  sizeLabel: msg('queens-size'),
  title: (n) => msg('queens-title', { n }),
  // The Examples menu's: its text is the size, which the wasm module writes out in Knuth's format.
  example: { name: 'example-queens', text: '8', about: 'example-queens-about' },
  picture: createQueensPicture,
});
