//! BUG+1 (bivalue universal grave plus one): every blank cell has two
//! candidates but one, which has three, and every value is open in exactly
//! two places of each unit but one value of that cell, open in three. If
//! the cell were either of its other two values, every cell would be
//! bivalue with each value twice in each unit, a grave with two solutions.
//! A puzzle known to have one solution can't end that way, so the cell
//! holds the value that appears three times.

use super::board::{bit, values, Board};
use super::rating::Rule;
use super::text::Words;
use super::{rectangle, Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::Msg;
use crate::msg;

pub(super) const BUG_PLUS_ONE: TechniqueInfo = TechniqueInfo {
    name: "bug-plus-one",
    title: "technique-bug-plus-one",
    level: Difficulty::Expert,
    find,
    words,
    matrix: rectangle::matrix,
    rating: Rule::Fixed(5.6),
};

/// The BUG+1 placement, if the board is one.
pub fn find(board: &Board) -> Option<Step> {
    if !board.uniqueness_applies() {
        return None;
    }
    let n = board.n();
    let blank: Vec<usize> = (0..n * n).filter(|&c| board.candidates(c) != 0).collect();
    let odd: Vec<usize> = blank
        .iter()
        .copied()
        .filter(|&c| board.candidates(c).count_ones() != 2)
        .collect();
    let [cell] = odd[..] else { return None };
    if board.candidates(cell).count_ones() != 3 {
        return None;
    }
    let count = |u: usize, v: u8| board.cells(u).iter().filter(|&&c| board.has(c, v)).count();
    let v = values(board.candidates(cell))
        .find(|&v| board.units_of(cell).iter().all(|&u| count(u, v) == 3))?;
    // Every other (unit, value) has exactly zero or two places.
    let fits = (0..board.unit_count()).all(|u| {
        (1..=n as u8).all(|w| {
            let k = count(u, w);
            k == 0 || k == 2 || (k == 3 && w == v && board.units_of(cell).contains(&u))
        })
    });
    (fits && board.candidates(cell) & bit(v) != 0).then(|| Step {
        technique: Technique::BugPlusOne,
        placements: vec![(cell, v)],
        pattern: values(board.candidates(cell)).map(|w| (cell, w)).collect(),
        base: vec![Item::Cell(cell)],
        ..Step::default()
    })
}

/// The nudge, the technique and the step of a BUG+1.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let (cell, v) = w.step.placements[0];
    let (x, v) = (w.cell(cell), w.symbol(v));
    (
        msg!("bug-nudge"),
        msg!("bug-technique", cell = x.as_str()),
        msg!("bug-step", cell = x, symbol = v),
    )
}
