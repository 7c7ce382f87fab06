//! A grid as a page draws it while the player types: which cells clash,
//! what each blank cell can still hold, the symbols, the regions. The
//! bindings' `gridInfo` is this, serialised; the rules are here so that no
//! page works them out again.

use super::variant::VariantName;
use super::{Grid, Regions, Shape, Variant, MAX_SIZE};
use crate::i18n::Msg;
use crate::msg;
use serde::Serialize;
use std::sync::Arc;

/// What a grid being typed into needs after each edit.
#[derive(Serialize, Debug)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct GridInfo {
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    /// Cells (row-major indices) whose value repeats in a row, column or box.
    clashes: Vec<usize>,
    /// Per cell, the values no peer holds as a bit mask (bit v−1 for v); 0 for a filled cell.
    candidates: Vec<u32>,
    /// The printed symbol of each value 1..=size ("1".."9", or "A".. above 9×9).
    symbols: Vec<String>,
    /// Each cell's box (a jigsaw's region), 0-based, row-major.
    regions: Vec<u8>,
    /// An X-sudoku's diagonals (from the top left, then the top right), or
    /// a windoku's windows: each unit's cells, for the grid to draw.
    extra: Vec<Vec<usize>>,
}

impl GridInfo {
    /// The grid's clashes, candidates, symbols and units.
    pub fn of(grid: &Grid) -> GridInfo {
        let shape = grid.shape();
        let n = shape.n;
        GridInfo {
            size: n,
            box_shape: [shape.box_rows, shape.box_cols],
            clashes: grid.clashing_cells(),
            candidates: (0..n * n).map(|c| grid.candidates(c / n, c % n)).collect(),
            symbols: (1..=n as u8).map(|v| shape.symbol(v).to_string()).collect(),
            regions: grid.regions(),
            extra: grid
                .variant()
                .extra_units()
                .map(|u| grid.unit_cells(u).collect())
                .collect(),
        }
    }
}

impl Grid {
    /// A grid from a page's row-major values (0 for blank), not a text: its
    /// side from their count, its boxes `box_shape` or the usual ones for
    /// that side, its rules `kind`'s; a jigsaw takes each cell's region
    /// from `regions`. Each value is checked, as a parser would.
    pub fn from_values(
        values: &[u8],
        box_shape: Option<[usize; 2]>,
        kind: VariantName,
        regions: Option<Vec<u8>>,
    ) -> Result<Grid, Msg> {
        let n = (1..=MAX_SIZE)
            .find(|n| n * n == values.len())
            .ok_or_else(|| msg!("grid-not-square", cells = values.len()))?;
        let shape = match box_shape {
            Some([r, c]) => Shape::for_grid(n, r, c)?,
            None => Shape::for_side(n).ok_or_else(|| msg!("grid-needs-box", n = n))?,
        };
        if let Some(v) = values.iter().find(|&&v| usize::from(v) > n) {
            return Err(msg!("grid-bad-value", value = *v, n = n));
        }
        let variant = match (kind.variant(), regions) {
            (Some(v), _) => v,
            (None, Some(of_cell)) => Variant::Jigsaw(Arc::new(Regions::new(shape, of_cell)?)),
            (None, None) => return Err(msg!("regions-count", cells = shape.cells(), found = 0)),
        };
        Grid::new(shape, values.to_vec()).with_variant(variant)
    }

    /// Each cell's box (a jigsaw's region), row-major: what a drawing's
    /// thick lines follow.
    pub fn regions(&self) -> Vec<u8> {
        (0..self.shape.cells())
            .map(|cell| self.box_of(cell) as u8)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_grid_is_checked_as_a_text_is() {
        let plain = VariantName::Plain;
        let err = |values: &[u8], box_shape| {
            Grid::from_values(values, box_shape, plain, None)
                .unwrap_err()
                .render(crate::i18n::Lang::En)
        };
        assert_eq!(err(&[0; 5], None), "5 cells is not a square grid");
        let mut five = [0; 16];
        five[3] = 5;
        assert_eq!(err(&five, None), "5 is not a value of a 4×4 grid");
        assert_eq!(err(&[0; 49], None), "a 7×7 grid needs a box shape");
        let grid = Grid::from_values(&[0; 36], Some([2, 3]), plain, None).unwrap();
        assert_eq!(grid.shape().box_cols, 3);
        let jigsaw = Grid::from_values(&[0; 16], None, VariantName::Jigsaw, None);
        assert!(jigsaw.is_err());
    }

    #[test]
    fn the_info_names_clashes_and_candidates() {
        let mut values = vec![0; 16];
        values[0] = 1;
        values[1] = 1;
        let grid = Grid::from_values(&values, None, VariantName::Plain, None).unwrap();
        let info = GridInfo::of(&grid);
        assert_eq!(info.clashes, vec![0, 1]);
        assert_eq!(info.candidates[0], 0);
        // r1c3 sees both 1s: 2, 3 or 4.
        assert_eq!(info.candidates[2], 0b1110);
        assert_eq!(info.symbols, ["1", "2", "3", "4"]);
        assert_eq!(info.regions[..4], [0, 0, 1, 1]);
    }
}
