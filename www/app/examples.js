// The puzzles of the "Examples" menu, in the text formats users paste.
// `type` is a value of the "Puzzle type" select.

export const EXAMPLES = [
  {
    name: 'Classic 9×9 (Project Euler 96, grid 1)',
    type: 'sudoku-9',
    text: '003020600900305001001806400008102900700000008006708200002609500800203009005010300',
  },
  {
    name: 'Hardest 9×9 (forum_hardest_1106 #1)',
    type: 'sudoku-9',
    text: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
  },
  {
    name: '16×16 (POJ 3076 sample)',
    type: 'sudoku-16',
    text: [
      '--A----C-----O-I', '-J--A-B-P-CGF-H-', '--D--F-I-E----P-', '-G-EL-H----M-J--',
      '----E----C--G---', '-I--K-GA-B---E-J', 'D-GP--J-F----A--', '-E---C-B--DP--O-',
      'E--F-M--D--L-K-A', '-C--------O-I-L-', 'H-P-C--F-A--B---', '---G-OD---J----H',
      'K---J----H-A-P-L', '--B--P--E--K--A-', '-H--B--K--FI-C--', '--F---C--D--H-N-',
    ].join('\n'),
  },
  {
    name: '4×4 for a first look',
    type: 'sudoku-4',
    text: '.2..3..2..4..3..',
  },
  {
    name: 'Unsolvable 9×9 (no clash, no solution)',
    type: 'sudoku-9',
    text: '003020600900305001001806400008102900700400008006708200002609500800203009005010300',
  },
  {
    name: 'Several solutions (serg_benchmark_multi #1)',
    type: 'sudoku-9',
    text: '8.........95.......76.........426798...571243...893165......916....3.487....1.532',
  },
  {
    name: 'Binary Sudoku (USACO 2011 sample: 3 toggles)',
    type: 'binary',
    text: '000000000\n001000100\n000000000\n000110000\n000111000\n000000000\n000000000\n000000000\n000000000',
  },
  {
    name: "Knuth's 7-column example (Dancing Links paper)",
    type: 'cover',
    text: '| Knuth, "Dancing Links" (2000), figure 1\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G',
  },
  // The classics: their text is the size, which the wasm module writes out in Knuth's format.
  { name: '8 queens (92 solutions)', type: 'queens', text: '8' },
  { name: 'Pentominoes on 6×10 (2,339 tilings up to symmetry)', type: 'pentominoes', text: '6x10' },
  { name: 'Langford pairs, n = 7 (26 up to reversal)', type: 'langford', text: '7' },
];

/** The puzzle shown when the page opens without a shared one. */
export const DEFAULT_EXAMPLE = EXAMPLES[0];
