//! Fish: X-Wing (k = 2), Swordfish (3) and Jellyfish (4).
//!
//! k row-digit items R#v whose options lie inside k column-digit items
//! C#v (in those rows, v fits only in those k columns): every other option of
//! the k items goes. The same with rows and columns swapped.

use super::board::{values, Board};
use super::rating::Rule;
use super::text::{self, Words};
use super::{pattern, Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::Msg;
use crate::msg;
use crate::sudoku::{Unit, MAX_SIZE};

pub(super) const X_WING: TechniqueInfo = TechniqueInfo {
    name: "x-wing",
    title: "technique-x-wing",
    level: Difficulty::Hard,
    find: |b| fish(b, 2),
    words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(3.2),
};

pub(super) const SWORDFISH: TechniqueInfo = TechniqueInfo {
    name: "swordfish",
    title: "technique-swordfish",
    level: Difficulty::Hard,
    find: |b| fish(b, 3),
    words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(3.8),
};

pub(super) const JELLYFISH: TechniqueInfo = TechniqueInfo {
    name: "jellyfish",
    title: "technique-jellyfish",
    level: Difficulty::Hard,
    find: |b| fish(b, 4),
    words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(5.2),
};

/// A fish of size `k`, base rows first, then base items; values ascending.
pub fn fish(board: &Board, k: usize) -> Option<Step> {
    let places = LinePlaces::new(board);
    (1..=board.n() as u8).find_map(|v| {
        [0, 1]
            .into_iter()
            .find_map(|base| on(board, k, v, base, places.of(base, v)))
    })
}

/// Where each value fits in each row and column: the base masks of every
/// fish, finned or not, worked out in one pass over the cells rather than
/// a line's cells for each value and line (the fish techniques run before
/// many steps of the solves the generator tries).
pub(super) struct LinePlaces {
    n: usize,
    /// `[base][v - 1][i]`: the cover lines where v fits in base line i,
    /// row i's columns (`base` 0) or column i's rows (1).
    places: [[[u32; MAX_SIZE]; MAX_SIZE]; 2],
}

impl LinePlaces {
    pub(super) fn new(board: &Board) -> LinePlaces {
        let n = board.n();
        let mut places = [[[0u32; MAX_SIZE]; MAX_SIZE]; 2];
        for (base, by_value) in places.iter_mut().enumerate() {
            for i in 0..n {
                let line = board.all_positions(base * n + i);
                for (v, masks) in by_value.iter_mut().enumerate().take(n) {
                    masks[i] = line[v];
                }
            }
        }
        LinePlaces { n, places }
    }

    /// Mask i: the cover lines where `v` fits in base line i, as
    /// [`Board::positions`] gives them.
    pub(super) fn of(&self, base: usize, v: u8) -> &[u32] {
        &self.places[base][v as usize - 1][..self.n]
    }
}

/// A fish on value `v` whose base lines are rows (`base` 0) or columns (1);
/// mask i of `masks` is the cover lines where v fits in base line i.
fn on(board: &Board, k: usize, v: u8, base: usize, masks: &[u32]) -> Option<Step> {
    let n = board.n();
    let line = |kind: usize, i: usize| kind * n + i;
    let cover = 1 - base;
    let others = |chosen: &[usize], covers: u32| {
        values(covers)
            .flat_map(|j| board.cells(line(cover, j as usize - 1)).iter().copied())
            .filter(|&c| board.has(c, v) && !chosen.contains(&(board.units_of(c)[base] % n)))
            .map(|c| (c, v))
            .collect::<Vec<_>>()
    };
    let (chosen, covers) = pattern::find(masks, k, |chosen, covers| {
        !others(chosen, covers).is_empty()
    })?;
    let bases: Vec<Unit> = chosen.iter().map(|&i| line_unit(base, i)).collect();
    let covered: Vec<Unit> = values(covers)
        .map(|j| line_unit(cover, j as usize - 1))
        .collect();
    Some(Step {
        technique: [Technique::XWing, Technique::Swordfish, Technique::Jellyfish][k - 2],
        eliminations: others(&chosen, covers),
        pattern: chosen
            .iter()
            .flat_map(|&i| board.cells(line(base, i)).iter().copied())
            .filter(|&c| board.has(c, v))
            .map(|c| (c, v))
            .collect(),
        base: bases.iter().map(|&u| Item::Digit(u, v)).collect(),
        cover: covered.iter().map(|&u| Item::Digit(u, v)).collect(),
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

/// The nudge, the technique and the step of a fish.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let v = w.symbol(w.step.pattern[0].1);
    let k = w.step.base.len();
    let (base, cover) = w.step.units.split_at(k);
    let (base, cover) = (w.units(base), w.units(cover));
    (
        msg!("fish-nudge", symbol = v.as_str(), base = base.clone()),
        msg!(
            "fish-technique",
            technique = text::title(w.step.technique),
            symbol = v.as_str(),
            base = base.clone()
        ),
        msg!(
            "fish-step",
            base = base,
            symbol = v,
            cover = cover,
            count = k,
            removals = w.removals()
        ),
    )
}
