//! Almost locked sets. An ALS is N cells of one unit holding N + 1 values
//! between them: take one value out and the rest are locked.
//!
//! - ALS-XZ: two ALSs A and B with a *restricted common* value x (every x
//!   of A sees every x of B, so at most one of them holds x). The one
//!   without x is locked: so for another common value z, one of A and B
//!   holds z, and a cell that sees every z of both can't.
//! - ALS-XY-Wing: ALS C shares restricted common x with A and y with B
//!   (x ≠ y). C can't lose both, so A or B is locked and holds z, their
//!   common value: a cell that sees every z of A and B can't be z.
//!
//! In the matrix an ALS is N cell items whose options lie in N + 1
//! value groups: one option short of a naked subset.

use super::board::{bit, values, Board};
use super::chain::{ChainNode, Link};
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

/// Largest ALS looked for: bigger ones are rare and slow to read; on grids
/// above 9×9, whose units have many more subsets, smaller still.
fn max_cells(board: &Board) -> usize {
    if board.n() <= 9 {
        5
    } else {
        3
    }
}

#[derive(Clone, PartialEq, Eq)]
struct Als {
    cells: Vec<usize>,
    mask: u32,
    unit: usize,
    /// Its cells with each value open, by value (index 0 unused).
    by_value: Vec<Vec<usize>>,
}

impl Als {
    fn new(board: &Board, cells: Vec<usize>, mask: u32, unit: usize) -> Als {
        let by_value = (0..=board.n() as u8)
            .map(|v| {
                let open = |c: &&usize| v > 0 && board.has(**c, v);
                cells.iter().filter(open).copied().collect()
            })
            .collect();
        Als {
            cells,
            mask,
            unit,
            by_value,
        }
    }

    fn with(&self, v: u8) -> &[usize] {
        &self.by_value[v as usize]
    }
}

fn all(board: &Board) -> Vec<Als> {
    let mut out: Vec<Als> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for u in 0..board.unit_count() {
        let open: Vec<usize> = board
            .cells(u)
            .iter()
            .copied()
            .filter(|&c| board.candidates(c) != 0)
            .collect();
        let mut pick = Vec::new();
        grow(board, &open, 0, 0, &mut pick, &mut |cells, mask| {
            // A set of cells in two units (a box and a line) is one ALS.
            if seen.insert(cells.to_vec()) {
                out.push(Als::new(board, cells.to_vec(), mask, u));
            }
        });
    }
    out
}

fn grow(
    board: &Board,
    open: &[usize],
    from: usize,
    mask: u32,
    pick: &mut Vec<usize>,
    each: &mut impl FnMut(&[usize], u32),
) {
    if !pick.is_empty() && mask.count_ones() as usize == pick.len() + 1 {
        let mut sorted = pick.clone();
        sorted.sort_unstable();
        each(&sorted, mask);
    }
    let most = max_cells(board);
    if pick.len() == most {
        return;
    }
    for i in from..open.len() {
        let next = mask | board.candidates(open[i]);
        if next.count_ones() as usize > most + 1 {
            continue;
        }
        pick.push(open[i]);
        grow(board, open, i + 1, next, pick, each);
        pick.pop();
    }
}

/// Whether x is a restricted common value of A and B (which share no cell).
fn restricted(board: &Board, a: &Als, b: &Als, x: u8) -> bool {
    let (xa, xb) = (a.with(x), b.with(x));
    !xa.is_empty() && !xb.is_empty() && xa.iter().all(|&p| xb.iter().all(|&q| board.sees(p, q)))
}

fn apart(a: &Als, b: &Als) -> bool {
    a.cells.iter().all(|c| !b.cells.contains(c))
}

/// Cells outside `sets` that see every z of them: the z they lose.
fn seen(board: &Board, sets: &[&Als], z: u8) -> Vec<(usize, u8)> {
    let zs: Vec<usize> = sets.iter().flat_map(|s| s.with(z)).copied().collect();
    let n = board.n();
    (0..n * n)
        .filter(|&c| {
            board.has(c, z)
                && !sets.iter().any(|s| s.cells.contains(&c))
                && zs.iter().all(|&p| board.sees(p, c))
        })
        .map(|c| (c, z))
        .collect()
}

/// The ALS-XZ with the fewest cells that removes something (SE rates the
/// bent wings by their size).
pub fn xz(board: &Board) -> Option<Step> {
    let sets = all(board);
    let mut best: Option<(usize, Step)> = None;
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            let size = a.cells.len() + b.cells.len();
            if !apart(a, b) || best.as_ref().is_some_and(|(s, _)| *s <= size) {
                continue;
            }
            let common = a.mask & b.mask;
            let rccs: Vec<u8> = values(common)
                .filter(|&x| restricted(board, a, b, x))
                .collect();
            let step = match rccs[..] {
                [x, y] => Some(doubly(board, a, b, x, y))
                    .filter(|gone| !gone.is_empty())
                    .map(|gone| {
                        step(
                            board,
                            Technique::AlsXz,
                            &[a, b],
                            &[(0, 1, x), (0, 1, y)],
                            gone,
                        )
                    }),
                _ => None,
            }
            .or_else(|| {
                rccs.iter().find_map(|&x| {
                    let gone: Vec<(usize, u8)> = values(common & !bit(x))
                        .flat_map(|z| seen(board, &[a, b], z))
                        .collect();
                    (!gone.is_empty())
                        .then(|| step(board, Technique::AlsXz, &[a, b], &[(0, 1, x)], gone))
                })
            });
            if let Some(step) = step {
                best = Some((size, step));
            }
        }
    }
    best.map(|(_, step)| step)
}

/// Doubly linked: with two restricted commons x and y, one of A and B holds
/// x and the other y, so both are locked: each restricted common goes from
/// cells that see all of it in A and B, and each other value of A (of B)
/// from cells that see all of it in A (in B).
fn doubly(board: &Board, a: &Als, b: &Als, x: u8, y: u8) -> Vec<(usize, u8)> {
    let mut gone: Vec<(usize, u8)> = [x, y]
        .into_iter()
        .flat_map(|v| seen(board, &[a, b], v))
        .collect();
    for (one, other) in [(a, b), (b, a)] {
        for d in values(one.mask & !bit(x) & !bit(y)) {
            gone.extend(
                seen(board, &[one], d)
                    .into_iter()
                    .filter(|(c, _)| !other.cells.contains(c)),
            );
        }
    }
    gone.sort_unstable();
    gone.dedup();
    gone
}

/// The ALS-XY-Wing with the fewest cells that removes something.
pub fn xy_wing(board: &Board) -> Option<Step> {
    let sets = all(board);
    let mut best: Option<(usize, Step)> = None;
    for c in &sets {
        let linked: Vec<(&Als, u8)> = sets
            .iter()
            .filter(|s| apart(s, c))
            .flat_map(|s| {
                values(s.mask & c.mask)
                    .filter(|&x| restricted(board, s, c, x))
                    .map(move |x| (s, x))
            })
            .collect();
        for (i, &(a, x)) in linked.iter().enumerate() {
            for &(b, y) in &linked[i + 1..] {
                let size = a.cells.len() + b.cells.len() + c.cells.len();
                // A and B may overlap: each, without z, is locked on its own.
                if x == y || a == b || best.as_ref().is_some_and(|(s, _)| *s <= size) {
                    continue;
                }
                let common = a.mask & b.mask & !bit(x) & !bit(y);
                let gone: Vec<(usize, u8)> = values(common)
                    .flat_map(|z| seen(board, &[a, b], z))
                    .filter(|&(cell, _)| !c.cells.contains(&cell))
                    .collect::<std::collections::BTreeSet<_>>()
                    .into_iter()
                    .collect();
                if !gone.is_empty() {
                    best = Some((
                        size,
                        step(
                            board,
                            Technique::AlsXyWing,
                            &[a, b, c],
                            &[(0, 2, x), (1, 2, y)],
                            gone,
                        ),
                    ));
                }
            }
        }
    }
    best.map(|(_, step)| step)
}

/// The step: each ALS's cells as the pattern and its cell items as the
/// base; the restricted commons as weak links between groups, to draw.
fn step(
    board: &Board,
    technique: Technique,
    sets: &[&Als],
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
                cells: sets[s].with(x).to_vec(),
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
                    .flat_map(|&c| values(board.candidates(c)).map(move |v| (c, v)))
            })
            .collect(),
        units: sets.iter().map(|s| board.unit(s.unit)).collect(),
        sets: sets.iter().map(|s| s.cells.clone()).collect(),
        base: sets
            .iter()
            .flat_map(|s| s.cells.iter().map(|&c| Item::Cell(c)))
            .collect(),
        chain,
        links,
        ..Step::default()
    }
}

/// The nudge, the technique and the step of an ALS-XZ or ALS-XY-Wing.
fn words(w: &Words) -> (Msg, Msg, Msg) {
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
    let player = if s.technique == Technique::AlsXz {
        msg!(
            "als-xz-step",
            first = set(0),
            second = set(1),
            x = x,
            z = z,
            removals = w.removals()
        )
    } else {
        msg!(
            "als-xy-wing-step",
            pivot = set(2),
            first = set(0),
            second = set(1),
            x = x,
            y = w.symbol(s.chain[2].v),
            z = z,
            removals = w.removals()
        )
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
fn matrix(w: &Words) -> Msg {
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
