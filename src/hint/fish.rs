//! Fish: X-Wing (k = 2), Swordfish (3) and Jellyfish (4).
//!
//! k row-digit columns R#v whose options lie inside k column-digit columns
//! C#v (in those rows, v fits only in those k columns): every other option of
//! the k columns goes. The same with rows and columns swapped.

use super::board::{values, Board};
use super::{pattern, Col, Step, Technique};
use crate::sudoku::Unit;

/// A fish of size `k`, base rows first, then base columns; values ascending.
pub fn fish(board: &Board, k: usize) -> Option<Step> {
    let n = board.n();
    (1..=n as u8).find_map(|v| [0, 1].into_iter().find_map(|base| on(board, k, v, base)))
}

/// A fish on value `v` whose base lines are rows (`base` 0) or columns (1).
fn on(board: &Board, k: usize, v: u8, base: usize) -> Option<Step> {
    let n = board.n();
    let line = |kind: usize, i: usize| kind * n + i;
    let cover = 1 - base;
    // Mask i: the cover lines where v fits in base line i (its positions).
    let masks: Vec<u32> = (0..n).map(|i| board.positions(line(base, i), v)).collect();
    let others = |chosen: &[usize], covers: u32| {
        values(covers)
            .flat_map(|j| board.cells(line(cover, j as usize - 1)).iter().copied())
            .filter(|&c| board.has(c, v) && !chosen.contains(&(board.units_of(c)[base] % n)))
            .map(|c| (c, v))
            .collect::<Vec<_>>()
    };
    let (chosen, covers) = pattern::find(&masks, k, |chosen, covers| {
        !others(chosen, covers).is_empty()
    })?;
    let bases: Vec<Unit> = chosen.iter().map(|&i| line_unit(base, i)).collect();
    let covered: Vec<Unit> = values(covers)
        .map(|j| line_unit(cover, j as usize - 1))
        .collect();
    Some(Step {
        technique: Technique::fish(k),
        eliminations: others(&chosen, covers),
        pattern: chosen
            .iter()
            .flat_map(|&i| board.cells(line(base, i)).iter().copied())
            .filter(|&c| board.has(c, v))
            .map(|c| (c, v))
            .collect(),
        base: bases.iter().map(|&u| Col::Digit(u, v)).collect(),
        cover: covered.iter().map(|&u| Col::Digit(u, v)).collect(),
        units: bases.into_iter().chain(covered).collect(),
        ..Step::default()
    })
}

/// Row `i` (`kind` 0) or column `i` (1).
pub(super) fn line_unit(kind: usize, i: usize) -> Unit {
    if kind == 0 {
        Unit::Row(i)
    } else {
        Unit::Column(i)
    }
}
