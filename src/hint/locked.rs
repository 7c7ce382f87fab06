//! Locked candidates: one digit column whose options all lie inside one
//! other digit column of the same value (k = 1 of the pattern).
//!
//! - pointing: box-digit column B#v inside a row- or column-digit column:
//!   the line's other options of v, outside the box, go;
//! - claiming: a row- or column-digit column inside box-digit column B#v:
//!   the box's other options of v, outside the line, go.

use super::board::Board;
use super::{pattern, Col, Step, Technique};

/// Which of a cell's units ([`Board::units_of`]) a kind of unit is.
const ROW: usize = 0;
const COLUMN: usize = 1;
const BOX: usize = 2;

/// Pointing: a box's value confined to one row or column.
pub fn pointing(board: &Board) -> Option<Step> {
    let n = board.n();
    (2 * n..3 * n).find_map(|u| {
        [ROW, COLUMN]
            .into_iter()
            .find_map(|line| confined(board, u, line, Technique::Pointing))
    })
}

/// Claiming: a row's or column's value confined to one box.
pub fn claiming(board: &Board) -> Option<Step> {
    (0..2 * board.n()).find_map(|u| confined(board, u, BOX, Technique::Claiming))
}

/// A value of unit `u` whose places all lie in one unit of kind `within`,
/// where that unit has other places for it.
fn confined(board: &Board, u: usize, within: usize, technique: Technique) -> Option<Step> {
    let n = board.n();
    (1..=n as u8).find_map(|v| {
        // Each place as the index (mod n) of its unit of kind `within`.
        let mask = board
            .cells(u)
            .iter()
            .filter(|&&c| board.has(c, v))
            .fold(0u32, |m, &c| m | 1 << (board.units_of(c)[within] % n));
        // Nothing is allocated for the many values that are not confined.
        if mask.count_ones() != 1 {
            return None;
        }
        let places: Vec<usize> = board
            .cells(u)
            .iter()
            .copied()
            .filter(|&c| board.has(c, v))
            .collect();
        let target = |mask: u32| within * n + mask.trailing_zeros() as usize;
        let others = |mask: u32| {
            board
                .cells(target(mask))
                .iter()
                .copied()
                .filter(|&c| board.has(c, v) && !places.contains(&c))
                .map(|c| (c, v))
                .collect::<Vec<_>>()
        };
        let (_, mask) = pattern::find(&[mask], 1, |_, mask| !others(mask).is_empty())?;
        let (base, cover) = (board.unit(u), board.unit(target(mask)));
        Some(Step {
            technique,
            eliminations: others(mask),
            pattern: places.iter().map(|&c| (c, v)).collect(),
            units: vec![base, cover],
            base: vec![Col::Digit(base, v)],
            cover: vec![Col::Digit(cover, v)],
            ..Step::default()
        })
    })
}
