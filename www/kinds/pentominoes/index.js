// The 12 pentominoes as a puzzle kind: tile a board of 60 cells with each
// piece once. Pieces and cells are the items, an option a piece in one
// orientation and place (src/problems/pentominoes.rs); the picture is the
// board, tiled (pentominoes-view.js).
import { classicKind } from '../classic/index.js';
import { createPentominoesPicture } from './view.js';

export default classicKind({
  id: 'pentominoes',
  label: 'Pentominoes',
  sizes: [
    { value: '6x10', label: '6×10' },
    { value: '5x12', label: '5×12' },
    { value: '4x15', label: '4×15' },
    { value: '3x20', label: '3×20' },
    { value: '8x8', label: '8×8 with a 2×2 hole' },
  ],
  defaultSize: '6x10',
  sizeLabel: 'Pentomino board',
  title: (size) => `Pentominoes on ${size.replace('x', '×')}`,
  meaning(item) {
    const square = item.match(/^r(\d+)c(\d+)$/);
    return square ? `the square in row ${square[1]}, column ${square[2]} is covered` : `piece ${item} is placed`;
  },
  picture: createPentominoesPicture,
});
