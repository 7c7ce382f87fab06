//! Locked candidates: one digit item whose options all lie inside one
//! other digit item of the same value (k = 1 of the pattern).
//!
//! - pointing: box-digit item B#v inside a row- or column-digit item:
//!   the line's other options of v, outside the box, go;
//! - claiming: a row- or column-digit item inside box-digit item B#v:
//!   the box's other options of v, outside the line, go.

use super::board::{bit, values, Board};
use super::rating::Rule;
use super::text::{self, Words};
use super::{pattern, Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::Msg;
use crate::msg;
use crate::sudoku::MAX_SIZE;

pub(super) const POINTING: TechniqueInfo = TechniqueInfo {
    name: "pointing",
    title: "technique-pointing",
    level: Difficulty::Medium,
    find: pointing,
    words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(2.6),
};

pub(super) const CLAIMING: TechniqueInfo = TechniqueInfo {
    name: "claiming",
    title: "technique-claiming",
    level: Difficulty::Medium,
    find: claiming,
    words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(2.8),
};

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
    // The candidates of `u`'s cells, gathered by the unit of kind `within`
    // each cell lies in (numbered 0..n within its kind): a value is
    // confined when one group has it. Gathered once for all the values of
    // the unit: this runs before most steps of every solve the generator
    // tries, and finding each value's places cell by cell was a sixth of
    // its time.
    let mut groups = [0u32; MAX_SIZE];
    for &c in board.cells(u) {
        groups[board.units_of(c)[within] - within * n] |= board.candidates(c);
    }
    let groups = &groups[..n];
    // The values in exactly one group: seen once, and not seen again.
    let (mut once, mut again) = (0u32, 0u32);
    for &open in groups {
        again |= once & open;
        once |= open;
    }
    values(once & !again).find_map(|v| {
        // The one group of v's places, as a bit of its index (mod n).
        let k = groups.iter().position(|&open| open & bit(v) != 0)?;
        let mask = 1u32 << k;
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
            base: vec![Item::Digit(base, v)],
            cover: vec![Item::Digit(cover, v)],
            ..Step::default()
        })
    })
}

/// The nudge, the technique and the step of pointing or claiming.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let (base, cover) = (w.step.units[0].msg(), w.step.units[1].msg());
    let v = w.symbol(w.step.pattern[0].1);
    let places = w.cells(&w.pattern_cells());
    (
        msg!("locked-nudge", symbol = v.as_str(), base = base.clone()),
        msg!(
            "locked-technique",
            technique = text::title(w.step.technique),
            symbol = v.as_str(),
            base = base.clone(),
            cover = cover.clone()
        ),
        msg!(
            "locked-step",
            base = base,
            symbol = v,
            cover = cover,
            places = places,
            removals = w.removals()
        ),
    )
}
