// The repeated covers of the Examples menu (see sudoku/examples.js).
export default [
  {
    // Every item at least once: three options still, in five ways.
    name: 'example-repeat-knuth',
    type: 'repeat',
    text: '| Knuth, "Dancing Links" (2000), figure 1, as repeated cover\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G',
  },
  {
    // What `dlx-lab oj fzu1686 --cover` writes for the judge's first sample.
    name: 'example-repeat-fzu',
    type: 'repeat',
    text: [
      '| FZU 1686: a 4×4 grid, attacks of 2×2',
      'r1c1 r1c4 r2c2 r2c3 r3c2 r3c3 r4c1 r4c4',
      'r1c1 r2c2', 'r2c2 r2c3', 'r1c4 r2c3', 'r2c2 r3c2', 'r2c2 r2c3 r3c2 r3c3',
      'r2c3 r3c3', 'r3c2 r4c1', 'r3c2 r3c3', 'r3c3 r4c4',
    ].join('\n'),
  },
];
