//! Sudoku text in every layout the parser infers (lines of n², blocks,
//! spaced or not, printed grids with rules), with or without a box shape
//! given: no panic, values in range, and every puzzle prints and reads
//! back as itself.
#![no_main]

use dlx_lab::formats::sudoku::{parse, print};
use dlx_lab_fuzz::{shape, text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Some(text) = text(rest) else {
        return;
    };
    let Ok(puzzles) = parse(&text, shape(first)) else {
        return;
    };
    for puzzle in puzzles {
        let grid = &puzzle.grid;
        let s = grid.shape();
        assert_eq!(grid.cells().len(), s.cells());
        assert!(grid.cells().iter().all(|&v| usize::from(v) <= s.n));
        assert_eq!(
            grid.find_clash().is_some(),
            !grid.clashing_cells().is_empty()
        );
        let printed = print(grid, puzzle.layout);
        let again = parse(&printed, Some(s)).expect("a printed grid reads back");
        assert_eq!(again.len(), 1, "{printed:?} reads as several puzzles");
        assert_eq!(
            &again[0].grid, grid,
            "{printed:?} reads back as another grid"
        );
    }
});
