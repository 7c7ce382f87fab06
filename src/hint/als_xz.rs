//! ALS-XZ and ALS-XY-Wing, on the almost locked sets of [`super::als`],
//! and the step and words that every ALS technique shares.
//!
//! - ALS-XZ: two ALSs A and B with a *restricted common* value x (every x
//!   of A sees every x of B, so at most one of them holds x). The one
//!   without x is locked: so for another common value z, one of A and B
//!   holds z, and a cell that sees every z of both can't. With two
//!   restricted commons (doubly linked) both sets are locked.
//! - ALS-XY-Wing: ALS C shares restricted common x with A and y with B
//!   (x ≠ y). C can't lose both, so A or B is locked and holds z, their
//!   common value: a cell that sees every z of A and B can't be z.
//! - ALS-XY-Chain ([`super::als_chain`]): the same reasoning along a row
//!   of sets.

use super::als::{all, commons, links, removals, seeing, Als};
use super::board::{bit, values, Board};
use super::cells::{with_words, Cells, Sight};
use super::links::{ChainNode, Link};
use super::rating;
use super::text::{self, Words};
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::{list, Msg};
use crate::msg;

pub(super) const ALS_XZ: TechniqueInfo = TechniqueInfo {
    name: "als-xz",
    title: "technique-als-xz",
    level: Difficulty::Expert,
    find: xz,
    words,
    matrix,
    rating: rating::ALS,
};

pub(super) const ALS_XY_WING: TechniqueInfo = TechniqueInfo {
    name: "als-xy-wing",
    title: "technique-als-xy-wing",
    level: Difficulty::Expert,
    find: xy_wing,
    words,
    matrix,
    rating: rating::ALS,
};

/// The ALS-XZ with the fewest cells that removes something (SE rates the
/// bent wings by their size).
pub fn xz(board: &Board) -> Option<Step> {
    with_words!(board, xz_in)
}

fn xz_in<const W: usize>(board: &Board) -> Option<Step> {
    let sight = Sight::<W>::new(board);
    let sets = all(board, &sight);
    let mut best: Option<(usize, Step)> = None;
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            // Fewest cells first: nothing later is smaller.
            let size = a.len() + b.len();
            if best.as_ref().is_some_and(|(s, _)| *s <= size) {
                break;
            }
            let rccs = commons(a, b);
            let gone: Vec<(usize, u8)> = match rccs.count_ones() {
                0 => continue,
                2 => doubly(a, b, rccs),
                _ => values(a.mask & b.mask & !rccs)
                    .flat_map(|z| removals(seeing(&[a, b], z), z))
                    .collect(),
            };
            if gone.is_empty() {
                continue;
            }
            let links: Vec<(usize, usize, u8)> = values(rccs).map(|x| (0, 1, x)).collect();
            best = Some((size, step(board, Technique::AlsXz, &[a, b], &links, gone)));
        }
    }
    best.map(|(_, step)| step)
}

/// Doubly linked: with two restricted commons x and y, one of A and B holds
/// x and the other y, so both are locked: each restricted common goes from
/// cells that see all of it in A and B, and each other value of A (of B)
/// from cells that see all of it in A (in B).
fn doubly<const W: usize>(a: &Als<W>, b: &Als<W>, rccs: u32) -> Vec<(usize, u8)> {
    let mut gone: Vec<(usize, u8)> = values(rccs)
        .flat_map(|v| removals(seeing(&[a, b], v), v))
        .collect();
    for (one, other) in [(a, b), (b, a)] {
        for d in values(one.mask & !rccs) {
            gone.extend(removals(one.reach(d).minus(other.cells), d));
        }
    }
    gone.sort_unstable();
    gone.dedup();
    gone
}

/// The ALS-XY-Wing with the fewest cells that removes something: for each
/// pair A, B with a common z that some cell would lose, a pivot C linked to
/// both by different restricted commons.
pub fn xy_wing(board: &Board) -> Option<Step> {
    with_words!(board, xy_wing_in)
}

fn xy_wing_in<const W: usize>(board: &Board) -> Option<Step> {
    let sight = Sight::<W>::new(board);
    let sets = all(board, &sight);
    let links = links(&sets);
    // For the pivots: which restricted commons each set has with A.
    let mut with_a = vec![0u32; sets.len()];
    let mut best: Option<(usize, Step)> = None;
    for (i, a) in sets.iter().enumerate() {
        if links[i].is_empty() {
            continue;
        }
        for &(c, x) in &links[i] {
            with_a[c] |= bit(x);
        }
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            // A and B may overlap: each, without z, is locked on its own.
            let size = a.len() + b.len() + 1;
            if best.as_ref().is_some_and(|(s, _)| *s <= size) {
                break;
            }
            let zs: Vec<(u8, Cells<W>)> = values(a.mask & b.mask)
                .map(|z| (z, seeing(&[a, b], z)))
                .filter(|(_, cells)| !cells.is_empty())
                .collect();
            if zs.is_empty() {
                continue;
            }
            for &(c, y) in &links[j] {
                let pivot = &sets[c];
                let size = a.len() + b.len() + pivot.len();
                if with_a[c] & !bit(y) == 0 || best.as_ref().is_some_and(|(s, _)| *s <= size) {
                    continue;
                }
                let x = values(with_a[c] & !bit(y)).next().unwrap();
                let gone: Vec<(usize, u8)> = zs
                    .iter()
                    .filter(|&&(z, _)| z != x && z != y)
                    .flat_map(|&(z, cells)| removals(cells.minus(pivot.cells), z))
                    .collect();
                if !gone.is_empty() {
                    let mut gone = gone;
                    gone.sort_unstable();
                    best = Some((
                        size,
                        step(
                            board,
                            Technique::AlsXyWing,
                            &[a, b, pivot],
                            &[(0, 2, x), (1, 2, y)],
                            gone,
                        ),
                    ));
                }
            }
        }
        for &(c, _) in &links[i] {
            with_a[c] = 0;
        }
    }
    best.map(|(_, step)| step)
}

/// The step: each ALS's cells as the pattern and its cell items as the
/// base; the restricted commons `(from, to, x)` as weak links between
/// groups, to draw.
pub(super) fn step<const W: usize>(
    board: &Board,
    technique: Technique,
    sets: &[&Als<W>],
    commons: &[(usize, usize, u8)],
    gone: Vec<(usize, u8)>,
) -> Step {
    let mut chain = Vec::new();
    let mut links = Vec::new();
    for &(a, b, x) in commons {
        let at = chain.len();
        for s in [a, b] {
            chain.push(ChainNode {
                v: x,
                cells: sets[s].with(x).iter().collect(),
                on: false,
            });
        }
        links.push(Link {
            from: at,
            to: at + 1,
            strong: false,
            item: Item::Digit(board.unit(sets[a].unit), x),
        });
    }
    Step {
        technique,
        eliminations: gone,
        pattern: sets
            .iter()
            .flat_map(|s| {
                s.cells
                    .iter()
                    .flat_map(|c| values(board.candidates(c)).map(move |v| (c, v)))
                    .collect::<Vec<_>>()
            })
            .collect(),
        units: sets.iter().map(|s| board.unit(s.unit)).collect(),
        sets: sets.iter().map(|s| s.cells.iter().collect()).collect(),
        base: sets
            .iter()
            .flat_map(|s| s.cells.iter().map(Item::Cell).collect::<Vec<_>>())
            .collect(),
        chain,
        links,
        ..Step::default()
    }
}

/// The nudge, the technique and the step of an ALS-XZ, ALS-XY-Wing or
/// ALS-XY-Chain.
pub(super) fn words(w: &Words) -> (Msg, Msg, Msg) {
    let s = w.step;
    let sets: Vec<(Vec<usize>, u32)> = sets(w);
    let set = |i: usize| {
        msg!(
            "als-set",
            cells = w.cells(&sets[i].0),
            symbols = w.symbols(sets[i].1)
        )
    };
    let x = w.symbol(s.chain[0].v);
    let z = w.symbols(s.eliminations.iter().fold(0, |m, &(_, v)| m | bit(v)));
    let player = match s.technique {
        Technique::AlsXz => msg!(
            "als-xz-step",
            first = set(0),
            second = set(1),
            x = x,
            z = z,
            removals = w.removals()
        ),
        Technique::AlsXyWing => msg!(
            "als-xy-wing-step",
            pivot = set(2),
            first = set(0),
            second = set(1),
            x = x,
            y = w.symbol(s.chain[2].v),
            z = z,
            removals = w.removals()
        ),
        _ => msg!(
            "als-xy-chain-step",
            sets = list((0..sets.len()).map(set)),
            commons = list(s.chain.iter().step_by(2).map(|node| w.symbol(node.v))),
            first = set(0),
            last = set(sets.len() - 1),
            x = x,
            z = z,
            removals = w.removals()
        ),
    };
    (
        msg!("als-nudge", unit = s.units[0].msg()),
        msg!(
            "als-technique",
            technique = text::title(s.technique),
            sets = list((0..sets.len()).map(set))
        ),
        player,
    )
}

/// An ALS step's sets: their cells, and the values they hold.
fn sets(w: &Words) -> Vec<(Vec<usize>, u32)> {
    let s = w.step;
    s.sets
        .iter()
        .map(|cells| {
            let mask = s
                .pattern
                .iter()
                .filter(|(c, _)| cells.contains(c))
                .fold(0, |m, &(_, v)| m | bit(v));
            (cells.clone(), mask)
        })
        .collect()
}

/// The matrix's words: the sets, and what goes.
pub(super) fn matrix(w: &Words) -> Msg {
    let s = w.step;
    let sets = list(
        s.sets
            .iter()
            .map(|cells| list(cells.iter().map(|&c| w.cell(c)))),
    );
    msg!(
        "matrix-als",
        sets = sets,
        eliminated = w.options(&s.eliminations)
    )
}
