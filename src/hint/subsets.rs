//! Naked and hidden subsets (pairs, triples, quads) in one unit.
//!
//! - naked: k cell items whose options lie inside k digit items of the
//!   unit (k cells with k candidates between them); the digits' other
//!   options, in the unit's other cells, go;
//! - hidden: k digit items of the unit whose options lie inside k cell
//!   columns (k values with k places between them); those cells' other
//!   options go.

use super::board::{bit, values, Board};
use super::rating::Rule;
use super::text::{self, Words};
use super::{pattern, Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::Msg;
use crate::msg;

pub(super) const NAKED_PAIR: TechniqueInfo = TechniqueInfo {
    name: "naked-pair",
    title: "technique-naked-pair",
    level: Difficulty::Medium,
    find: |b| naked(b, 2),
    words: naked_words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(3.0),
};

pub(super) const HIDDEN_PAIR: TechniqueInfo = TechniqueInfo {
    name: "hidden-pair",
    title: "technique-hidden-pair",
    level: Difficulty::Medium,
    find: |b| hidden(b, 2),
    words: hidden_words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(3.4),
};

pub(super) const NAKED_TRIPLE: TechniqueInfo = TechniqueInfo {
    name: "naked-triple",
    title: "technique-naked-triple",
    level: Difficulty::Medium,
    find: |b| naked(b, 3),
    words: naked_words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(3.6),
};

pub(super) const HIDDEN_TRIPLE: TechniqueInfo = TechniqueInfo {
    name: "hidden-triple",
    title: "technique-hidden-triple",
    level: Difficulty::Medium,
    find: |b| hidden(b, 3),
    words: hidden_words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(4.0),
};

pub(super) const NAKED_QUAD: TechniqueInfo = TechniqueInfo {
    name: "naked-quad",
    title: "technique-naked-quad",
    level: Difficulty::Medium,
    find: |b| naked(b, 4),
    words: naked_words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(5.0),
};

pub(super) const HIDDEN_QUAD: TechniqueInfo = TechniqueInfo {
    name: "hidden-quad",
    title: "technique-hidden-quad",
    level: Difficulty::Medium,
    find: |b| hidden(b, 4),
    words: hidden_words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(5.4),
};

/// A naked subset of size `k` in some unit (rows, then columns, then boxes).
pub fn naked(board: &Board, k: usize) -> Option<Step> {
    (0..board.unit_count()).find_map(|u| {
        let cells = board.cells(u);
        debug_assert!(cells.len() <= pattern::MAX_MASKS);
        let mut masks = [0; pattern::MAX_MASKS];
        for (m, &c) in masks.iter_mut().zip(cells) {
            *m = board.candidates(c);
        }
        let masks = &masks[..cells.len()];
        let others = |chosen: &[usize], digits: u32| {
            (0..cells.len())
                .filter(|i| !chosen.contains(i))
                .flat_map(|i| values(masks[i] & digits).map(move |v| (cells[i], v)))
                .collect::<Vec<_>>()
        };
        let (chosen, digits) = pattern::find(masks, k, |chosen, digits| {
            !others(chosen, digits).is_empty()
        })?;
        let unit = board.unit(u);
        Some(Step {
            technique: [
                Technique::NakedSingle,
                Technique::NakedPair,
                Technique::NakedTriple,
                Technique::NakedQuad,
            ][k - 1],
            eliminations: others(&chosen, digits),
            pattern: pattern_of(board, chosen.iter().map(|&i| cells[i]), digits),
            units: vec![unit],
            base: chosen.iter().map(|&i| Item::Cell(cells[i])).collect(),
            cover: values(digits).map(|v| Item::Digit(unit, v)).collect(),
            ..Step::default()
        })
    })
}

/// A hidden subset of size `k` in some unit (rows, then columns, then boxes).
pub fn hidden(board: &Board, k: usize) -> Option<Step> {
    let n = board.n();
    (0..board.unit_count()).find_map(|u| {
        let cells = board.cells(u);
        // Mask i is digit item "unit has i+1"; its bits are places in the unit.
        let all = board.all_positions(u);
        let masks = &all[..n];
        let others = |digits: u32, places: u32| {
            values(places)
                .map(|i| cells[i as usize - 1])
                .flat_map(|c| values(board.candidates(c) & !digits).map(move |v| (c, v)))
                .collect::<Vec<_>>()
        };
        let digits_of = |chosen: &[usize]| chosen.iter().fold(0, |m, &i| m | 1u32 << i);
        let (chosen, places) = pattern::find(masks, k, |chosen, places| {
            !others(digits_of(chosen), places).is_empty()
        })?;
        let digits = digits_of(&chosen);
        let unit = board.unit(u);
        let chosen_cells: Vec<usize> = values(places).map(|i| cells[i as usize - 1]).collect();
        Some(Step {
            technique: [
                Technique::HiddenSingle,
                Technique::HiddenPair,
                Technique::HiddenTriple,
                Technique::HiddenQuad,
            ][k - 1],
            eliminations: others(digits, places),
            pattern: pattern_of(board, chosen_cells.iter().copied(), digits),
            units: vec![unit],
            base: values(digits).map(|v| Item::Digit(unit, v)).collect(),
            cover: chosen_cells.into_iter().map(Item::Cell).collect(),
            ..Step::default()
        })
    })
}

/// The candidates among `digits` of `cells`: what the pattern is made of.
pub(super) fn pattern_of(
    board: &Board,
    cells: impl Iterator<Item = usize>,
    digits: u32,
) -> Vec<(usize, u8)> {
    cells
        .flat_map(|c| {
            values(digits)
                .filter(move |&v| board.has(c, v))
                .map(move |v| (c, v))
        })
        .collect()
}

/// The nudge, the technique and the step of a naked subset.
fn naked_words(w: &Words) -> (Msg, Msg, Msg) {
    let unit = w.step.units[0].msg();
    let cells = w.pattern_cells();
    let digits = cells.iter().fold(0, |m, &c| m | w.pattern_mask(c));
    (
        msg!("subset-nudge", unit = unit.clone()),
        msg!(
            "subset-technique",
            technique = text::title(w.step.technique),
            symbols = w.symbols(digits),
            unit = unit.clone()
        ),
        msg!(
            "naked-subset-step",
            cells = w.cells(&cells),
            symbols = w.symbols(digits),
            count = cells.len(),
            unit = unit,
            removals = w.removals()
        ),
    )
}

/// The nudge, the technique and the step of a hidden subset.
fn hidden_words(w: &Words) -> (Msg, Msg, Msg) {
    let unit = w.step.units[0].msg();
    let cells = w.pattern_cells();
    let digits = w.step.pattern.iter().fold(0, |m, &(_, v)| m | bit(v));
    (
        msg!("subset-nudge", unit = unit.clone()),
        msg!(
            "subset-technique",
            technique = text::title(w.step.technique),
            symbols = w.symbols(digits),
            unit = unit.clone()
        ),
        msg!(
            "hidden-subset-step",
            unit = unit,
            symbols = w.symbols(digits),
            cells = w.cells(&cells),
            removals = w.removals()
        ),
    )
}
