//! Singles: an item with one option left (k = 1 of the pattern, with a
//! single option). The option is forced, so it is placed.
//!
//! - naked single: a cell item with one option, a cell with one candidate;
//! - hidden single: a digit item with one option, a value with one place
//!   left in a box, row or column.

use super::board::{bit, values, Board};
use super::rating::Rule;
use super::text::Words;
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::Msg;
use crate::msg;
use crate::sudoku::Unit;

pub(super) const NAKED_SINGLE: TechniqueInfo = TechniqueInfo {
    name: "naked-single",
    title: "technique-naked-single",
    level: Difficulty::Easy,
    find: naked,
    words: naked_words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(2.3),
};

pub(super) const HIDDEN_SINGLE: TechniqueInfo = TechniqueInfo {
    name: "hidden-single",
    title: "technique-hidden-single",
    level: Difficulty::Easy,
    find: hidden,
    words: hidden_words,
    matrix: |w| w.matrix(),
    rating: Rule::Step {
        floor: 1.2,
        rate: hidden_rating,
    },
};

/// The first blank cell with one candidate.
pub fn naked(board: &Board) -> Option<Step> {
    let n = board.n();
    let cell = (0..n * n).find(|&c| board.candidates(c).count_ones() == 1)?;
    let v = values(board.candidates(cell)).next()?;
    Some(Step {
        technique: Technique::NakedSingle,
        placements: vec![(cell, v)],
        pattern: vec![(cell, v)],
        base: vec![Item::Cell(cell)],
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
            base: vec![Item::Digit(unit, v)],
            ..Step::default()
        })
    })
}

/// The nudge, the technique and the step of a naked single.
fn naked_words(w: &Words) -> (Msg, Msg, Msg) {
    let (cell, v) = w.step.placements[0];
    let (x, v) = (w.cell(cell), w.symbol(v));
    (
        msg!("naked-single-nudge", cell = x.as_str()),
        msg!("naked-single-technique", cell = x.as_str()),
        msg!("naked-single-step", cell = x.as_str(), symbol = v),
    )
}

/// The nudge, the technique and the step of a hidden single.
fn hidden_words(w: &Words) -> (Msg, Msg, Msg) {
    let (cell, v) = w.step.placements[0];
    let unit = w.step.units[0].msg();
    let v = w.symbol(v);
    (
        msg!(
            "hidden-single-nudge",
            unit = unit.clone(),
            symbol = v.as_str()
        ),
        msg!("hidden-single-technique", unit = unit.clone()),
        msg!(
            "hidden-single-step",
            unit = unit,
            symbol = v,
            cell = w.cell(cell)
        ),
    )
}

/// SE rates a hidden single in a box 1.2, in a line 1.5.
fn hidden_rating(step: &Step) -> f64 {
    match step.units.first() {
        Some(Unit::Box(_)) => 1.2,
        _ => 1.5,
    }
}
