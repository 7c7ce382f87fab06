// The sudokus of the Examples menu, in the text formats users paste:
// `type` is a value of the Puzzle type select, `name` the message that
// names the example. The first is the page's default puzzle.
export default [
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
];
