//! What a page needs to know of the library's settings, so that it never
//! writes them again: the depth a count is split at and the nodes of a
//! slice, the generator's difficulties, the item rules, the sides of grid
//! and the usual box shape of each, the sudoku variants, and the sizes of
//! each classic. The wasm module's `constants()` gives them, and
//! `www/constants.js` holds the same values for code that runs before the
//! module is there (the puzzle-type menu, the classics' pickers, a link's
//! size): `tests/constants.rs` writes that file from [`constants`] and
//! fails while the two differ.

use crate::dlx::split::{SLICE, SPLIT_DEPTH};
use crate::dlx::ItemRule;
use crate::hint::Difficulty;
use crate::problems::{BOARDS, MAX_LANGFORD, MAX_QUEENS};
use crate::sudoku::{variant, Shape, MAX_SIZE};
use serde::Serialize;

/// The library's settings, as [`constants`] gives them.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Constants {
    /// The levels of the search that Count all splits into pieces.
    pub split_depth: usize,
    /// Search nodes a piece runs between two progress reports.
    pub slice: u64,
    /// The generator's difficulties, easiest first.
    pub levels: [Difficulty; 5],
    /// The item rules of the Tracer: "smallest", "first", "random".
    pub rules: [&'static str; 3],
    /// Every side of grid a puzzle may have, 4 to 25.
    pub sides: Vec<usize>,
    /// [side, [box rows, box columns]] for every side from 4 to 25 that has boxes.
    pub boxes: Vec<(usize, [usize; 2])>,
    /// The sudoku variants, as the `variant` option names them.
    pub variants: [&'static str; 4],
    /// The sizes each classic takes, as `problem(name, size)` and a link
    /// spell them.
    pub classics: Classics,
}

/// The sizes of each classic.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Classics {
    /// N-queens: N.
    pub queens: Vec<String>,
    /// Langford pairs: n.
    pub langford: Vec<String>,
    /// Pentominoes: the board, `6x10` … `8x8` (the one with a hole).
    pub pentominoes: Vec<&'static str>,
}

/// The library's settings.
pub fn constants() -> Constants {
    let numbers = |min: usize, max: usize| (min..=max).map(|n| n.to_string()).collect();
    Constants {
        split_depth: SPLIT_DEPTH,
        slice: SLICE,
        levels: Difficulty::ALL,
        rules: ItemRule::NAMES,
        sides: (4..=MAX_SIZE).collect(),
        boxes: (4..=MAX_SIZE)
            .filter_map(Shape::for_side)
            .map(|s| (s.n, [s.box_rows, s.box_cols]))
            .collect(),
        variants: variant::NAMES,
        classics: Classics {
            queens: numbers(1, MAX_QUEENS),
            langford: numbers(2, MAX_LANGFORD),
            pentominoes: BOARDS.iter().map(|b| b.name).collect(),
        },
    }
}
