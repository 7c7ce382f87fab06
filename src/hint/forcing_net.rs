//! Forcing net (cell forcing chains): try each candidate of a cell in turn
//! and follow the singles each one forces. Whatever the cell holds, one of
//! them is true, so a value that every branch places, or a candidate that
//! every branch removes, is forced.
//!
//! In the matrix: a cell item must be covered by one of its options;
//! each choice, followed by the items it leaves with one option, covers
//! the same option (or removes the same one). Cells with the fewest
//! candidates are tried first, and the shortest net is shown.

use super::board::{values, Board};
use super::forcing::propagate;
use super::rating;
use super::rating::Rule;
use super::text::Words;
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::{either, Msg};
use crate::msg;

pub(super) const FORCING_NET: TechniqueInfo = TechniqueInfo {
    name: "forcing-net",
    title: "technique-forcing-net",
    level: Difficulty::Extreme,
    find,
    words,
    matrix,
    rating: Rule::Step { floor: 8.0, rate },
};

/// One branch: the board after a candidate and its singles, and the
/// singles it placed.
type Branch = (Board, Vec<(usize, u8)>);

/// The first forcing net, from a cell with the fewest candidates.
pub fn find(board: &Board) -> Option<Step> {
    let n = board.n();
    let open: Vec<usize> = (0..n * n).filter(|&c| board.candidates(c) != 0).collect();
    for k in 2..=3 {
        let mut best: Option<(usize, Step)> = None;
        for &cell in open
            .iter()
            .filter(|&&c| board.candidates(c).count_ones() == k)
        {
            let branches: Option<Vec<Branch>> = values(board.candidates(cell))
                .map(|v| -> Option<Branch> {
                    let mut trial = board.clone();
                    trial.place(cell, v);
                    // A branch that dies is a forcing chain's job, found before.
                    match propagate(&mut trial) {
                        Some(_) => None,
                        None => {
                            let placed = (0..n * n)
                                .filter(|&c| {
                                    trial.value(c) != 0 && board.value(c) == 0 && c != cell
                                })
                                .map(|c| (c, trial.value(c)))
                                .collect();
                            Some((trial, placed))
                        }
                    }
                })
                .collect();
            let Some(branches) = branches else { continue };
            let placements: Vec<(usize, u8)> = branches[0]
                .1
                .iter()
                .copied()
                .filter(|&(c, v)| branches.iter().all(|(b, _)| b.value(c) == v))
                .collect();
            let eliminations: Vec<(usize, u8)> = (0..n * n)
                .filter(|&c| c != cell && board.value(c) == 0)
                .flat_map(|c| values(board.candidates(c)).map(move |v| (c, v)))
                .filter(|&(c, v)| {
                    branches
                        .iter()
                        .all(|(b, _)| b.value(c) != v && !b.has(c, v))
                })
                .collect();
            let (placements, eliminations) = match (placements.first(), eliminations.first()) {
                (Some(&p), _) => (vec![p], Vec::new()),
                (None, Some(&e)) => (Vec::new(), vec![e]),
                _ => continue,
            };
            // The net: every branch's placements, the shortest shown first.
            let size: usize = branches.iter().map(|(_, p)| p.len()).sum();
            let mut pattern: Vec<(usize, u8)> =
                values(board.candidates(cell)).map(|v| (cell, v)).collect();
            let target = placements.first().or(eliminations.first()).copied();
            for (_, placed) in &branches {
                pattern.extend(
                    placed
                        .iter()
                        .copied()
                        .filter(|&p| Some(p) != target)
                        .take(12),
                );
            }
            let step = Step {
                technique: Technique::ForcingNet,
                placements,
                eliminations,
                pattern,
                base: vec![Item::Cell(cell)],
                ..Step::default()
            };
            if best.as_ref().is_none_or(|(s, _)| size < *s) {
                best = Some((size, step));
            }
        }
        if let Some((_, step)) = best {
            return Some(step);
        }
    }
    None
}

/// The nudge, the technique and the step of a forcing net.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let s = w.step;
    let cell = match s.base[0] {
        Item::Cell(c) => c,
        Item::Digit(..) | Item::Set(..) => 0,
    };
    let or = either(
        s.pattern
            .iter()
            .filter(|&&(c, _)| c == cell)
            .map(|&(_, v)| w.symbol(v)),
    );
    let result = match (s.placements.first(), s.eliminations.first()) {
        (Some(&(c, v)), _) => msg!("placed", cell = w.cell(c), symbol = w.symbol(v)),
        (None, Some(&(c, v))) => {
            msg!("not-placed", cell = w.cell(c), symbol = w.symbol(v))
        }
        _ => msg!("list-none"),
    };
    let x = w.cell(cell);
    (
        msg!("net-nudge", cell = x.as_str()),
        msg!("net-technique", cell = x.as_str()),
        msg!("net-step", cell = x, values = or, result = result),
    )
}

/// Cell forcing chains: 8.0 and up by the length of all branches.
fn rate(step: &Step) -> f64 {
    8.0 + rating::length_bonus(step.pattern.len())
}

/// The matrix's words: the cell item whose every option forces the result.
fn matrix(w: &Words) -> Msg {
    let s = w.step;
    let done = match s.placements.first() {
        Some(&p) => msg!("matrix-chosen", option = w.option(p)),
        None => msg!("matrix-gone", eliminated = w.options(&s.eliminations)),
    };
    msg!("matrix-net", item = w.labels(&s.base), done = done)
}
