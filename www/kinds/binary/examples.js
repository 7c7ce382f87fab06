// The Binary Sudoku of the Examples menu (see sudoku/examples.js).
export default [
  {
    name: 'example-binary',
    type: 'binary',
    text: '000000000\n001000100\n000000000\n000110000\n000111000\n000000000\n000000000\n000000000\n000000000',
  },
];
