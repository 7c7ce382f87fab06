// The 12 pentominoes as a puzzle kind: tile a board of 60 cells with each
// piece once. Pieces and cells are the items, an option a piece in one
// orientation and place (src/problems/pentominoes.rs); the picture is the
// board, tiled (pentominoes/view.js).
import { classicKind } from '../classic/index.js';
import { createPentominoesPicture } from './view.js';
import { msg } from '../../i18n/words.js';
import CONSTANTS from '../../constants.js';

export default classicKind({
  id: 'pentominoes',
  label: msg('kind-pentominoes'),
  // The 8×8 board has a hole in the middle: its label says so.
  sizes: CONSTANTS.classics.pentominoes.map((b) => ({ value: b, label: b === '8x8' ? msg('pentominoes-hole') : b.replace('x', '×') })),
  defaultSize: '6x10',
  sizeLabel: msg('pentominoes-size'),
  title: (size) => msg('pentominoes-title', { board: size.replace('x', '×') }),
  // The Examples menu's: its text is the size, which the wasm module writes out in Knuth's format.
  example: { name: 'example-pentominoes', text: '6x10', about: 'example-pentominoes-about' },
  picture: createPentominoesPicture,
});
