// The exact-cover problems of the Examples menu (see sudoku/examples.js).
export default [
  {
    name: 'example-knuth',
    type: 'cover',
    text: '| Knuth, "Dancing Links" (2000), figure 1\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G',
  },
  {
    // DLX3's own example: C two or three times, X and Y coloured; one solution, 2 4 5.
    name: 'example-knuth-bounds',
    type: 'cover',
    text: '| A simple example of color controls (dlx3.w)\nA B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1',
  },
];
