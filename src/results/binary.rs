//! A Binary Sudoku's parities, and its fewest toggles.

use crate::binary::{self, Answer, BinaryGrid};
use serde::Serialize;

/// A Binary Sudoku read (`binaryInfo`).
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct BinaryInfo {
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    /// Row-major 0/1 cells.
    cells: Vec<u8>,
    /// Whether each row, column and box (row-major) holds an even number of 1s.
    even: Parity,
}

/// Whether each row, column and box (row-major) holds an even number of 1s.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Parity {
    rows: Vec<bool>,
    columns: Vec<bool>,
    boxes: Vec<bool>,
}

impl BinaryInfo {
    /// `grid` and its parities.
    pub fn new(grid: &BinaryGrid) -> BinaryInfo {
        let p = binary::parity(grid);
        BinaryInfo {
            size: grid.shape.n,
            box_shape: [grid.shape.box_rows, grid.shape.box_cols],
            cells: grid.cells.clone(),
            even: Parity {
                rows: p.rows,
                columns: p.columns,
                boxes: p.boxes,
            },
        }
    }
}

/// The fewest toggles that make a Binary Sudoku even (`solveBinary`).
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct BinaryResult {
    toggles: u32,
    /// 0-based [row, column] of each cell to toggle, in reading order.
    cells: Vec<(usize, usize)>,
    /// The grid after the toggles, row-major 0/1.
    grid: Vec<u8>,
    size: usize,
}

impl From<Answer> for BinaryResult {
    fn from(a: Answer) -> BinaryResult {
        BinaryResult {
            toggles: a.toggles,
            cells: a.cells,
            size: a.grid.shape.n,
            grid: a.grid.cells,
        }
    }
}
