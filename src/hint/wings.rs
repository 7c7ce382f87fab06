//! Wings: three cell items whose options force a value into one of two
//! cells, so that the value goes from every cell that sees both.
//!
//! - XY-Wing: a pivot with candidates {x, y} sees pincers {x, z} and {y, z}.
//!   Whichever of x, y the pivot takes, one pincer is z. A cell that sees
//!   both pincers can't be z.
//! - XYZ-Wing: the pivot is {x, y, z}; pincers {x, z} and {y, z}. One of
//!   the three is z, so a cell that sees all three can't be z.
//!
//! In the matrix: every way of covering the three cell items uses one of
//! the z options of the wing; each eliminated option shares a digit item
//! with each of them, so it can never join a solution.

use super::board::{values, Board};
use super::rating::Rule;
use super::text::{self, Words};
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::{either, Msg};
use crate::msg;

pub(super) const XY_WING: TechniqueInfo = TechniqueInfo {
    name: "xy-wing",
    title: "technique-xy-wing",
    level: Difficulty::Hard,
    find: |b| wing(b, 2),
    words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(4.2),
};

pub(super) const XYZ_WING: TechniqueInfo = TechniqueInfo {
    name: "xyz-wing",
    title: "technique-xyz-wing",
    level: Difficulty::Hard,
    find: |b| wing(b, 3),
    words,
    matrix: |w| w.matrix(),
    rating: Rule::Fixed(4.4),
};

/// The first XY-Wing (`pivot_size` 2) or XYZ-Wing (3) with something to remove.
pub fn wing(board: &Board, pivot_size: u32) -> Option<Step> {
    let n = board.n();
    (0..n * n)
        .filter(|&p| board.candidates(p).count_ones() == pivot_size)
        .find_map(|p| around(board, p, pivot_size))
}

fn around(board: &Board, p: usize, pivot_size: u32) -> Option<Step> {
    let n = board.n();
    let pivot = board.candidates(p);
    // The cheap test first: most cells are not pairs.
    let pincers: Vec<usize> = (0..n * n)
        .filter(|&c| board.candidates(c).count_ones() == 2 && board.sees(p, c))
        .collect();
    for (i, &a) in pincers.iter().enumerate() {
        for &b in &pincers[i + 1..] {
            let (ma, mb) = (board.candidates(a), board.candidates(b));
            let z = ma & mb;
            let fits = if pivot_size == 2 {
                // {x, z} and {y, z} with {x, y} the pivot and z outside it.
                z.count_ones() == 1 && z & pivot == 0 && (ma | mb) & !z == pivot
            } else {
                z.count_ones() == 1 && ma | mb == pivot && ma != mb
            };
            if !fits {
                continue;
            }
            let v = values(z).next()?;
            let wing = if pivot_size == 2 {
                vec![a, b]
            } else {
                vec![p, a, b]
            };
            let eliminations: Vec<(usize, u8)> = (0..n * n)
                .filter(|&c| c != p && board.has(c, v) && wing.iter().all(|&w| board.sees(w, c)))
                .map(|c| (c, v))
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            let cells = [p, a, b];
            return Some(Step {
                technique: if pivot_size == 2 {
                    Technique::XyWing
                } else {
                    Technique::XyzWing
                },
                eliminations,
                pattern: cells
                    .iter()
                    .flat_map(|&c| values(board.candidates(c)).map(move |v| (c, v)))
                    .collect(),
                base: cells.iter().map(|&c| Item::Cell(c)).collect(),
                ..Step::default()
            });
        }
    }
    None
}

/// The nudge, the technique and the step of an XY- or XYZ-Wing.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let cells = w.pattern_cells();
    let (p, a, b) = (cells[0], cells[1], cells[2]);
    let z = w.symbol(w.step.eliminations[0].1);
    let or = |mask: u32| either(values(mask).map(|v| w.symbol(v)));
    let (mp, ma, mb) = (w.pattern_mask(p), w.pattern_mask(a), w.pattern_mask(b));
    let (pp, pa, pb) = (w.cell(p), w.cell(a), w.cell(b));
    let player = if w.step.technique == Technique::XyWing {
        msg!(
            "xy-wing-step",
            pivot = pp.as_str(),
            pivot_values = or(mp),
            first_value = w.symbols(mp & ma),
            first = pa.as_str(),
            first_values = or(ma),
            second_value = w.symbols(mp & mb),
            second = pb.as_str(),
            second_values = or(mb),
            symbol = z,
            removals = w.removals()
        )
    } else {
        msg!(
            "xyz-wing-step",
            pivot = pp.as_str(),
            pivot_values = or(mp),
            first = pa.as_str(),
            first_values = or(ma),
            second = pb.as_str(),
            second_values = or(mb),
            symbol = z,
            removals = w.removals()
        )
    };
    (
        msg!("wing-nudge", pivot = pp.as_str()),
        msg!(
            "wing-technique",
            technique = text::title(w.step.technique),
            pivot = pp,
            first = pa,
            second = pb
        ),
        player,
    )
}
