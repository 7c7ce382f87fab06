// The puzzles of the "Examples" menu, in the text formats users paste.
// `type` is a value of the "Puzzle type" select; `name` the message that
// names the example in the menu; `about`, where its name gives a count,
// the sentence that says how Count all's figure relates to it.

export const EXAMPLES = [
  {
    // The step-through's first puzzle: with the smallest item first, the
    // search first backtracks at step 15 and reaches the only solution at
    // step 285, after 22 options undone; so Next backtrack shows one at once.
    name: 'example-backtrack',
    type: 'sudoku-9',
    text: '..24............98..8..16...5....826....4.7..7..8...5...167....3...92.....9......',
  },
  {
    name: 'example-euler',
    type: 'sudoku-9',
    text: '003020600900305001001806400008102900700000008006708200002609500800203009005010300',
  },
  {
    name: 'example-hardest',
    type: 'sudoku-9',
    text: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
  },
  {
    name: 'example-poj',
    type: 'sudoku-16',
    text: [
      '--A----C-----O-I', '-J--A-B-P-CGF-H-', '--D--F-I-E----P-', '-G-EL-H----M-J--',
      '----E----C--G---', '-I--K-GA-B---E-J', 'D-GP--J-F----A--', '-E---C-B--DP--O-',
      'E--F-M--D--L-K-A', '-C--------O-I-L-', 'H-P-C--F-A--B---', '---G-OD---J----H',
      'K---J----H-A-P-L', '--B--P--E--K--A-', '-H--B--K--FI-C--', '--F---C--D--H-N-',
    ].join('\n'),
  },
  {
    name: 'example-four',
    type: 'sudoku-4',
    text: '.2..3..2..4..3..',
  },
  {
    name: 'example-unsolvable',
    type: 'sudoku-9',
    text: '003020600900305001001806400008102900700400008006708200002609500800203009005010300',
  },
  {
    name: 'example-several',
    type: 'sudoku-9',
    text: '8.........95.......76.........426798...571243...893165......916....3.487....1.532',
  },
  {
    name: 'example-binary',
    type: 'binary',
    text: '000000000\n001000100\n000000000\n000110000\n000111000\n000000000\n000000000\n000000000\n000000000',
  },
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
  {
    // Every item at least once: three options still, in five ways.
    name: 'example-repeat-knuth',
    type: 'repeat',
    text: '| Knuth, "Dancing Links" (2000), figure 1, as repeated cover\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G',
  },
  {
    // HDU 4069's first sample case, as `dlx-lab oj hdu4069 --cover` writes it.
    name: 'example-jigsaw',
    type: 'sudoku-jigsaw',
    text: '.2...96..763.9.12.9...27....4....7.51.7.6.8.28.2....5....67...9.79.1.583..83...4. '
      + 'aaabbbbccaadddbbccaadeebcccaadebbfccdddeeefffggdhhefiigggheefiigghhfffiigghhhhiii',
  },
  {
    // `dlx-lab generate --variant x --level medium --seed 7`.
    name: 'example-x',
    type: 'sudoku-x',
    text: '.....85....29.13.64...3......4..9.23.6.7.4.........67.....................742....',
  },
  {
    // `dlx-lab generate --variant windoku --level medium --seed 7`.
    name: 'example-windoku',
    type: 'sudoku-windoku',
    text: '....6.........1.2...8...9.......73.....6...........6..........2.5..8..3.79..5....',
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
  // The classics: their text is the size, which the wasm module writes out in Knuth's format.
  { name: 'example-queens', type: 'queens', text: '8', about: 'example-queens-about' },
  { name: 'example-pentominoes', type: 'pentominoes', text: '6x10', about: 'example-pentominoes-about' },
  { name: 'example-langford', type: 'langford', text: '7', about: 'example-langford-about' },
];

/** The puzzle shown when the page opens without a shared or remembered one. */
export const DEFAULT_EXAMPLE = EXAMPLES[0];
