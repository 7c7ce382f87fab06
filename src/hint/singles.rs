//! Singles: a column with one option left (k = 1 of the pattern, with a
//! single option). The option is forced, so it is placed.
//!
//! - naked single: a cell column with one option, a cell with one candidate;
//! - hidden single: a digit column with one option, a value with one place
//!   left in a box, row or column.

use super::board::{bit, values, Board};
use super::{Col, Step, Technique};

/// The first blank cell with one candidate.
pub fn naked(board: &Board) -> Option<Step> {
    let n = board.n();
    let cell = (0..n * n).find(|&c| board.candidates(c).count_ones() == 1)?;
    let v = values(board.candidates(cell)).next()?;
    Some(Step {
        technique: Technique::NakedSingle,
        placements: vec![(cell, v)],
        pattern: vec![(cell, v)],
        base: vec![Col::Cell(cell)],
        ..Step::default()
    })
}

/// The first value with one place left in a unit: boxes, then rows, then
/// columns, the order people usually scan in. A unit's values with one
/// place come from two masks over its cells' candidates (seen once, seen
/// again), not from a count of places per value: this runs before every
/// step of every solve the generator tries.
pub fn hidden(board: &Board) -> Option<Step> {
    let n = board.n();
    let order = (2 * n..3 * n).chain(0..2 * n);
    order.into_iter().find_map(|u| {
        let (mut once, mut again) = (0u32, 0u32);
        for &c in board.cells(u) {
            let open = board.candidates(c);
            again |= once & open;
            once |= open;
        }
        let alone = once & !again;
        if alone == 0 {
            return None;
        }
        let v = values(alone).next()?;
        let places = board.positions(u, v);
        let cell = board.cells(u)[places.trailing_zeros() as usize];
        debug_assert!(places.count_ones() == 1 && board.candidates(cell) & bit(v) != 0);
        let unit = board.unit(u);
        Some(Step {
            technique: Technique::HiddenSingle,
            placements: vec![(cell, v)],
            pattern: vec![(cell, v)],
            units: vec![unit],
            base: vec![Col::Digit(unit, v)],
            ..Step::default()
        })
    })
}
