//! The bitmask engine: backtracking over cells, fewest candidates first, with
//! naked and hidden singles propagated before every guess. This is the fast
//! path for solving; DLX is the one to watch.
//!
//! Every blank cell keeps the mask of values it can still take, and every
//! unit (row, column, box) the mask of values placed in it:
//!
//! ```text
//!   bit:      n-1 … 3 2 1 0
//!   value:      n … 4 3 2 1
//!   cand[cell]  values still possible in a blank cell (0 once it is filled)
//!   used[unit]  values placed in the unit; units are n rows, n columns, n boxes
//! ```
//!
//! Placing a value clears its bit from the cell's peers; a peer left with one
//! bit is a *naked single* and goes on a queue. A value whose bit is in only
//! one cell of a unit is a *hidden single*. Candidates are tried lowest bit
//! first (`m & m.wrapping_neg()`). Each guess works on a copy of the state,
//! one per depth, so backtracking is just going back to the parent's copy.

use super::Report;
use super::{full_mask, Grid, Shape};
use crate::limits::Limits;
use std::cell::RefCell;
use std::rc::Rc;

/// Per-shape lookup tables.
pub(crate) struct Tables {
    pub(crate) n: usize,
    pub(crate) full: u32,
    /// Row, column and box unit of each cell: `[r, n + c, 2n + b]`.
    pub(crate) unit_of: Vec<[u16; 3]>,
    /// The cells of each unit, `n` per unit, flattened.
    units: Vec<u16>,
    /// The other cells that share a unit with each cell, `peer_count` each.
    peers: Vec<u16>,
    peer_count: usize,
    /// The box shape, which with `n` identifies the tables.
    shape: (usize, usize),
}

thread_local! {
    /// The tables of the last shape solved: building them costs more than
    /// solving an easy 9×9.
    static TABLES: RefCell<Option<Rc<Tables>>> = const { RefCell::new(None) };
}

impl Tables {
    /// The tables for `shape`, built once per thread and shape in a row.
    pub(crate) fn for_shape(shape: Shape) -> Rc<Tables> {
        TABLES.with(|cache| {
            let mut cache = cache.borrow_mut();
            match &*cache {
                Some(t) if t.n == shape.n && t.shape == (shape.box_rows, shape.box_cols) => {
                    t.clone()
                }
                _ => {
                    let t = Rc::new(Tables::new(shape));
                    *cache = Some(t.clone());
                    t
                }
            }
        })
    }

    fn new(shape: Shape) -> Tables {
        let n = shape.n;
        let unit_of: Vec<[u16; 3]> = (0..n * n)
            .map(|cell| {
                let (r, c) = (cell / n, cell % n);
                [
                    r as u16,
                    (n + c) as u16,
                    (2 * n + shape.box_of(r, c)) as u16,
                ]
            })
            .collect();
        let mut units = vec![Vec::new(); 3 * n];
        for (cell, us) in unit_of.iter().enumerate() {
            for &u in us {
                units[u as usize].push(cell as u16);
            }
        }
        let peer_lists: Vec<Vec<u16>> = (0..n * n)
            .map(|cell| {
                let mut peers: Vec<u16> = unit_of[cell]
                    .iter()
                    .flat_map(|&u| units[u as usize].iter().copied())
                    .filter(|&p| p as usize != cell)
                    .collect();
                peers.sort_unstable();
                peers.dedup();
                peers
            })
            .collect();
        Tables {
            n,
            full: full_mask(n),
            peer_count: peer_lists[0].len(),
            peers: peer_lists.concat(),
            units: units.concat(),
            unit_of,
            shape: (shape.box_rows, shape.box_cols),
        }
    }

    fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[cell * self.peer_count..(cell + 1) * self.peer_count]
    }

    fn unit(&self, u: usize) -> &[u16] {
        &self.units[u * self.n..(u + 1) * self.n]
    }
}

/// The state of a grid being solved; one copy per search depth.
#[derive(Clone, Debug, Default)]
struct State {
    grid: Vec<u8>,
    cand: Vec<u32>,
    used: Vec<u32>,
    /// Blank cells left.
    left: usize,
}

/// The search: tables, one state per depth, a queue of naked singles.
struct Solver {
    t: Rc<Tables>,
    shape: Shape,
    states: Vec<State>,
    queue: Vec<u16>,
    limits: Limits,
    report: Report,
}

impl Solver {
    /// Puts the value `bit` into blank `cell` of state `d`; `false` if a peer
    /// is left with no candidate.
    #[inline(always)]
    fn assign(&mut self, d: usize, cell: usize, bit: u32) -> bool {
        let t = &*self.t;
        let s = &mut self.states[d];
        s.grid[cell] = bit.trailing_zeros() as u8 + 1;
        s.cand[cell] = 0;
        s.left -= 1;
        for &u in &t.unit_of[cell] {
            s.used[u as usize] |= bit;
        }
        debug_assert_eq!(s.cand.len(), t.n * t.n);
        for &p in t.peers(cell) {
            // SAFETY: `Tables::new` fills `peers` with cells below n², and
            // every state's `cand` has n² entries (`solve` makes the first,
            // the others are its clones). Unchecked here and in the unit
            // scan of `propagate`: a quarter fewer instructions on a 16×16.
            let slot = unsafe { s.cand.get_unchecked_mut(p as usize) };
            let c = *slot;
            if c & bit != 0 {
                let c = c ^ bit;
                *slot = c;
                if c & c.wrapping_sub(1) == 0 {
                    if c == 0 {
                        return false;
                    }
                    self.queue.push(p);
                }
            }
        }
        true
    }

    /// Places naked and hidden singles in state `d` until none is left;
    /// `false` on a contradiction.
    fn propagate(&mut self, d: usize) -> bool {
        loop {
            while let Some(p) = self.queue.pop() {
                let c = self.states[d].cand[p as usize];
                if c != 0 && !self.assign(d, p as usize, c) {
                    return false;
                }
            }
            if self.states[d].left == 0 {
                return true;
            }
            let mut found = false;
            let t = Rc::clone(&self.t);
            for u in 0..3 * t.n {
                let s = &self.states[d];
                let (mut once, mut twice) = (0u32, 0u32);
                for &cell in t.unit(u) {
                    // SAFETY: as in `assign`: `units` holds cells below n².
                    let c = unsafe { *s.cand.get_unchecked(cell as usize) };
                    twice |= once & c;
                    once |= c;
                }
                if once | s.used[u] != t.full {
                    return false; // some value has no place left in this unit
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden ^= bit;
                    let Some(&cell) = t
                        .unit(u)
                        .iter()
                        .find(|&&c| self.states[d].cand[c as usize] & bit != 0)
                    else {
                        return false; // another hidden single took its only cell
                    };
                    if !self.assign(d, cell as usize, bit) {
                        return false;
                    }
                    found = true;
                }
            }
            if !found && self.queue.is_empty() {
                return true;
            }
        }
    }

    /// Searches below the propagated state `d`. Returns `true` to stop.
    fn search(&mut self, d: usize) -> bool {
        self.report.max_depth = self.report.max_depth.max(d);
        if self.states[d].left == 0 {
            let (shape, grid) = (self.shape, &self.states[d].grid);
            return self
                .report
                .found(self.limits, || Grid::new(shape, grid.clone()));
        }
        // The blank cell with the fewest candidates (a pair can't be beaten).
        let mut best = (u32::MAX, 0);
        for (cell, &c) in self.states[d].cand.iter().enumerate() {
            let k = c.count_ones();
            if c != 0 && k < best.0 {
                best = (k, cell);
                if k == 2 {
                    break;
                }
            }
        }
        let cell = best.1;
        let mut candidates = self.states[d].cand[cell];
        if self.states.len() == d + 1 {
            self.states.push(State::default());
        }
        while candidates != 0 {
            if !self.report.guess(self.limits) {
                return true;
            }
            let bit = candidates & candidates.wrapping_neg();
            candidates ^= bit;
            let (parent, child) = self.states.split_at_mut(d + 1);
            child[0].clone_from(&parent[d]);
            self.queue.clear();
            if self.assign(d + 1, cell, bit) && self.propagate(d + 1) && self.search(d + 1) {
                return true;
            }
        }
        false
    }
}

/// Solves `grid` (which must have no clash), counting up to `limits.solutions`.
/// A 9×9 with 3×3 boxes takes the bitboard fast path of the same search.
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    let shape = grid.shape();
    if (shape.n, shape.box_rows) == (9, 3) {
        return super::bitboard::solve(grid, limits);
    }
    let t = Tables::for_shape(shape);
    let n = shape.n;
    let start = State {
        grid: vec![0; n * n],
        cand: vec![t.full; n * n],
        used: vec![0; 3 * n],
        left: n * n,
    };
    let mut solver = Solver {
        t,
        shape,
        states: vec![start],
        queue: Vec::with_capacity(n * n),
        limits,
        report: Report::default(),
    };
    let givens_fit = grid
        .cells()
        .iter()
        .enumerate()
        .filter(|(_, &v)| v != 0)
        .all(|(cell, &v)| {
            let bit = 1 << (v - 1);
            solver.states[0].cand[cell] & bit != 0 && solver.assign(0, cell, bit)
        });
    if givens_fit && solver.propagate(0) {
        solver.search(0);
    }
    solver.report
}
