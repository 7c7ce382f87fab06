//! Forcing chain (contradiction): suppose a candidate is true, follow the
//! singles it forces, and reach a cell or unit with no place left. Then the
//! candidate is false.
//!
//! This is one level of what DLX does: choose an option, cover its items,
//! choose every item that has one option left, until some item has
//! none: a dead end, so the first option can go. Bivalue cells are tried
//! first, and the shortest chain is shown: it is the easiest to follow.

use super::board::{values, Board};
use super::rating;
use super::rating::Rule;
use super::text::Words;
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::{list, Msg};
use crate::msg;

pub(super) const FORCING_CHAIN: TechniqueInfo = TechniqueInfo {
    name: "forcing-chain",
    title: "technique-forcing-chain",
    level: Difficulty::Extreme,
    find: contradiction,
    words,
    matrix,
    rating: Rule::Step { floor: 7.5, rate },
};

/// The longest chain worth showing a person.
const MAX_CHAIN: usize = 40;

/// A candidate whose assumption leads to a contradiction: among the cells
/// with the fewest candidates that have one, the shortest chain, so that a
/// person can follow it.
pub fn contradiction(board: &Board) -> Option<Step> {
    let n = board.n();
    let open: Vec<usize> = (0..n * n).filter(|&c| board.candidates(c) != 0).collect();
    let mut tiers: Vec<u32> = open
        .iter()
        .map(|&c| board.candidates(c).count_ones())
        .collect();
    tiers.sort_unstable();
    tiers.dedup();
    tiers.into_iter().find_map(|k| {
        open.iter()
            .filter(|&&c| board.candidates(c).count_ones() == k)
            .flat_map(|&cell| values(board.candidates(cell)).map(move |v| (cell, v)))
            .filter_map(|(cell, v)| {
                let mut trial = board.clone();
                trial.place(cell, v);
                propagate(&mut trial).map(|(chain, dead)| (cell, v, chain, dead))
            })
            .min_by_key(|(_, _, chain, _)| chain.len())
            .map(|(cell, v, chain, dead)| {
                let mut pattern = vec![(cell, v)];
                pattern.extend(chain);
                Step {
                    technique: Technique::ForcingChain,
                    eliminations: vec![(cell, v)],
                    pattern,
                    base: vec![Item::Cell(cell)],
                    cover: vec![dead],
                    ..Step::default()
                }
            })
    })
}

/// Places singles on `board` until none is left. Returns the placements and
/// the item left with no option, if it comes to that within [`MAX_CHAIN`].
pub(super) fn propagate(board: &mut Board) -> Option<(Vec<(usize, u8)>, Item)> {
    let n = board.n();
    let mut chain = Vec::new();
    loop {
        if let Some(dead) = dead_end(board) {
            return Some((chain, dead));
        }
        if chain.len() >= MAX_CHAIN {
            return None;
        }
        let naked = (0..n * n).find(|&c| board.candidates(c).count_ones() == 1);
        let single = naked
            .map(|c| {
                (
                    c,
                    values(board.candidates(c)).next().expect("one candidate"),
                )
            })
            .or_else(|| {
                (0..board.unit_count()).find_map(|u| {
                    (1..=n as u8).find_map(|v| {
                        let places = board.positions(u, v);
                        (places.count_ones() == 1)
                            .then(|| (board.cells(u)[places.trailing_zeros() as usize], v))
                    })
                })
            });
        let (cell, v) = single?;
        board.place(cell, v);
        chain.push((cell, v));
    }
}

/// an item with no option left: a blank cell without candidates, or a
/// value with no place in a unit that lacks it.
fn dead_end(board: &Board) -> Option<Item> {
    let n = board.n();
    if let Some(cell) = (0..n * n).find(|&c| board.value(c) == 0 && board.candidates(c) == 0) {
        return Some(Item::Cell(cell));
    }
    (0..board.unit_count()).find_map(|u| {
        (1..=n as u8)
            .find(|&v| board.positions(u, v) == 0 && !board.placed_in(u, v))
            .map(|v| Item::Digit(board.unit(u), v))
    })
}

/// The nudge, the technique and the step of a forcing chain.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let (cell, v) = w.step.pattern[0];
    let (x, v) = (w.cell(cell), w.symbol(v));
    let chain = &w.step.pattern[1..];
    let follows = if chain.is_empty() {
        msg!("forcing-at-once")
    } else {
        let singles = list(
            chain
                .iter()
                .map(|&(c, u)| msg!("placed", cell = w.cell(c), symbol = w.symbol(u))),
        );
        msg!("forcing-singles", singles = singles)
    };
    (
        msg!("forcing-nudge", cell = x.as_str()),
        msg!("forcing-technique", cell = x.as_str(), symbol = v.as_str()),
        msg!(
            "forcing-step",
            cell = x,
            symbol = v,
            follows = follows,
            dead = dead(w, w.step.cover[0]),
            removals = w.removals()
        ),
    )
}

/// What an item with no option left means: "r4c5 has no candidate left".
fn dead(w: &Words, item: Item) -> Msg {
    match item {
        Item::Cell(cell) => msg!("dead-cell", cell = w.cell(cell)),
        Item::Digit(unit, v) => msg!("dead-digit", unit = unit.msg(), symbol = w.symbol(v)),
        // Not an item: a chain's link, never left empty by singles.
        Item::Set(unit, places) => msg!(
            "dead-cell",
            cell = w.cell(w.shape.unit_cell(unit, places.trailing_zeros() as usize))
        ),
    }
}

/// A contradiction by singles: SE's Nishio, 7.5 and up by length.
fn rate(step: &Step) -> f64 {
    7.5 + rating::length_bonus(step.pattern.len() + 2)
}

/// The matrix's words: the option whose choice leaves an item empty.
fn matrix(w: &Words) -> Msg {
    let s = w.step;
    let (option, item) = (w.options(&s.pattern[..1]), w.labels(&s.cover));
    match &s.pattern[1..] {
        [] => msg!("matrix-forcing", option = option, item = item),
        chain => msg!(
            "matrix-forcing-chain",
            option = option,
            forced = w.options(chain),
            item = item
        ),
    }
}
