//! Almost locked sets. An ALS is N cells of one unit holding N + 1 values
//! between them: take one value out and the rest are locked. In the matrix
//! it is N cell items whose options lie in N + 1 value groups: one option
//! short of a naked subset.
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
//!
//! Every ALS is looked for, up to one cell short of its unit on 9×9 (three
//! cells above, whose units have many more subsets), with cells as bits
//! ([`super::cells`]) so that "the cells that see every z of A" is a few
//! word ANDs.

use super::board::{bit, values, Board};
use super::cells::{with_words, Cells, Sight};
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

/// Largest ALS looked for: on 9×9 and below every one (a unit's open cells
/// but one); above, whose units have many more subsets, three cells.
fn max_cells(board: &Board) -> usize {
    if board.n() <= 9 {
        board.n() - 1
    } else {
        3
    }
}

/// An almost locked set, with what the techniques ask of it by value.
pub(super) struct Als<const W: usize> {
    pub cells: Cells<W>,
    /// Its values.
    pub mask: u32,
    /// A unit it lies in.
    pub unit: usize,
    /// For each value of `mask`, lowest first: the set's cells with it.
    holding: Vec<Cells<W>>,
    /// For each value of `mask`: the cells outside the set with it open
    /// that see every one of the set's cells with it, which lose it if the
    /// set holds it.
    reach: Vec<Cells<W>>,
}

impl<const W: usize> Als<W> {
    fn new(sight: &Sight<W>, cells: Cells<W>, mask: u32, unit: usize) -> Als<W> {
        let holding: Vec<Cells<W>> = values(mask).map(|v| sight.open(v).and(cells)).collect();
        let reach = values(mask)
            .zip(&holding)
            .map(|(v, &with)| sight.seeing_all(with, v).minus(cells))
            .collect();
        Als {
            cells,
            mask,
            unit,
            holding,
            reach,
        }
    }

    fn rank(&self, v: u8) -> usize {
        debug_assert!(self.mask & bit(v) != 0, "{v} is a value of the set");
        (self.mask & (bit(v) - 1)).count_ones() as usize
    }

    /// Its cells with `v` (a value of the set).
    pub fn with(&self, v: u8) -> Cells<W> {
        self.holding[self.rank(v)]
    }

    /// The cells outside it that lose `v` if it holds `v`.
    pub fn reach(&self, v: u8) -> Cells<W> {
        self.reach[self.rank(v)]
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }
}

/// A 9×9's (or smaller board's) sight and every ALS, for the techniques
/// that look at every set only there; `None` on larger boards.
pub(super) fn on_small_board(board: &Board) -> Option<(Sight<2>, Vec<Als<2>>)> {
    (board.n() <= 9).then(|| {
        let sight = Sight::<2>::new(board);
        let sets = all(board, &sight);
        (sight, sets)
    })
}

/// Every ALS of the board, fewest cells first (each once, though a set in a
/// box and a line lies in two units).
pub(super) fn all<const W: usize>(board: &Board, sight: &Sight<W>) -> Vec<Als<W>> {
    let most = max_cells(board);
    let mut found: Vec<(Cells<W>, u32, usize)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for u in 0..board.unit_count() {
        let open: Vec<usize> = board
            .cells(u)
            .iter()
            .copied()
            .filter(|&c| board.candidates(c) != 0)
            .collect();
        let mut pick = Vec::new();
        grow(board, &open, 0, 0, most, &mut pick, &mut |cells, mask| {
            let set = Cells::of(cells.iter().copied());
            if seen.insert(set) {
                found.push((set, mask, u));
            }
        });
    }
    found.sort_by_key(|(cells, _, _)| cells.len());
    found
        .into_iter()
        .map(|(cells, mask, unit)| Als::new(sight, cells, mask, unit))
        .collect()
}

fn grow(
    board: &Board,
    open: &[usize],
    from: usize,
    mask: u32,
    most: usize,
    pick: &mut Vec<usize>,
    each: &mut impl FnMut(&[usize], u32),
) {
    if !pick.is_empty() && mask.count_ones() as usize == pick.len() + 1 {
        each(pick, mask);
    }
    if pick.len() == most {
        return;
    }
    for i in from..open.len() {
        let next = mask | board.candidates(open[i]);
        if next.count_ones() as usize > most + 1 {
            continue;
        }
        pick.push(open[i]);
        grow(board, open, i + 1, next, most, pick, each);
        pick.pop();
    }
}

/// Whether x is a restricted common value of A and B (which share no
/// cell): every x of one sees every x of the other.
pub(super) fn restricted<const W: usize>(a: &Als<W>, b: &Als<W>, x: u8) -> bool {
    a.mask & b.mask & bit(x) != 0 && b.with(x).within(&a.reach(x))
}

/// The restricted commons of two sets, as a mask (none if they overlap).
pub(super) fn commons<const W: usize>(a: &Als<W>, b: &Als<W>) -> u32 {
    if a.cells.meets(&b.cells) {
        return 0;
    }
    values(a.mask & b.mask)
        .filter(|&x| restricted(a, b, x))
        .fold(0, |m, x| m | bit(x))
}

/// The cells outside `sets` with `z` open that see every z of each: what
/// goes if one of them holds z.
pub(super) fn seeing<const W: usize>(sets: &[&Als<W>], z: u8) -> Cells<W> {
    let mut out = sets[0].reach(z);
    for s in &sets[1..] {
        out = out.and(s.reach(z)).minus(s.cells);
    }
    out.minus(sets[0].cells)
}

/// `(cell, z)` for each cell of `cells`, ascending.
pub(super) fn removals<const W: usize>(
    cells: Cells<W>,
    z: u8,
) -> impl Iterator<Item = (usize, u8)> {
    let list: Vec<usize> = cells.iter().collect();
    list.into_iter().map(move |c| (c, z))
}

/// Each set's restricted commons with every other, both ways: the links
/// the wings and chains walk.
pub(super) fn links<const W: usize>(sets: &[Als<W>]) -> Vec<Vec<(usize, u8)>> {
    let mut out = vec![Vec::new(); sets.len()];
    for (i, a) in sets.iter().enumerate() {
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            for x in values(commons(a, b)) {
                out[i].push((j, x));
                out[j].push((i, x));
            }
        }
    }
    out
}

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
