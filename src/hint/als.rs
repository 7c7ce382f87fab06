//! Almost locked sets. An ALS is N cells of one unit holding N + 1 values
//! between them: take one value out and the rest are locked. In the matrix
//! it is N cell items whose options lie in N + 1 value groups: one option
//! short of a naked subset.
//!
//! Here are the sets and what the techniques ask of them (restricted
//! commons, the cells that see a value of each); the techniques are in
//! their files ([`super::als_xz`], [`super::als_chain`],
//! [`super::death_blossom`]) and the link graph takes the sets as nodes
//! ([`super::links`]). This file names none of them: the graph, which the
//! techniques read, reads the sets.
//!
//! Every ALS is looked for, up to one cell short of its unit on 9×9 (three
//! cells above, whose units have many more subsets), with cells as bits
//! ([`super::cells`]) so that "the cells that see every z of A" is a few
//! word ANDs.

use super::board::{bit, values, Board};
use super::cells::{Cells, Sight};

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
