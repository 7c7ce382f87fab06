//! Naked and hidden subsets (pairs, triples, quads) in one unit.
//!
//! - naked: k cell columns whose options lie inside k digit columns of the
//!   unit (k cells with k candidates between them); the digits' other
//!   options, in the unit's other cells, go;
//! - hidden: k digit columns of the unit whose options lie inside k cell
//!   columns (k values with k places between them); those cells' other
//!   options go.

use super::board::{values, Board};
use super::{pattern, Col, Step, Technique};

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
            technique: Technique::naked(k),
            eliminations: others(&chosen, digits),
            pattern: pattern_of(board, chosen.iter().map(|&i| cells[i]), digits),
            units: vec![unit],
            base: chosen.iter().map(|&i| Col::Cell(cells[i])).collect(),
            cover: values(digits).map(|v| Col::Digit(unit, v)).collect(),
            ..Step::default()
        })
    })
}

/// A hidden subset of size `k` in some unit (rows, then columns, then boxes).
pub fn hidden(board: &Board, k: usize) -> Option<Step> {
    let n = board.n();
    (0..board.unit_count()).find_map(|u| {
        let cells = board.cells(u);
        // Mask i is digit column "unit has i+1"; its bits are places in the unit.
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
            technique: Technique::hidden(k),
            eliminations: others(digits, places),
            pattern: pattern_of(board, chosen_cells.iter().copied(), digits),
            units: vec![unit],
            base: values(digits).map(|v| Col::Digit(unit, v)).collect(),
            cover: chosen_cells.into_iter().map(Col::Cell).collect(),
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
