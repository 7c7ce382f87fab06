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
//! first (`m & m.wrapping_neg()`). Grids larger than 16×16 also take the
//! cheap logic that the prover takes ([`hint::prove`](crate::hint::prove)):
//! locked candidates (pointing and claiming), naked and hidden pairs and
//! triples; then probes before a guess, and guess where the probes say: see
//! [`LOCKED_FROM`] and [`Solver::probe`]. So Solve takes the prover's road,
//! and a 25×25 the generator proved in milliseconds is solved in as many.
//! Each guess works on a copy of the state,
//! one per depth, so backtracking is just going back to the parent's copy.

use super::Report;
use super::{full_mask, Grid, Shape};
use crate::limits::Limits;
use std::cell::RefCell;
use std::rc::Rc;

/// The smallest side on which propagation adds locked candidates, subsets and
/// probes to the singles. On a 25×25 a wrong guess can go hundreds of nodes
/// deep before singles alone see the contradiction: of 75 puzzles each one
/// given short of a generated hard 25×25, searched from what cheap logic
/// left ([`solve_within`]), 12 ran past 2 M nodes on singles alone and 3
/// with locked candidates too. With probes and their choice of guess, 60
/// such puzzles took 6 to 3,559 nodes (median 42) and 6 s in all,
/// where singles and locked candidates settled 29 of them within 100,000
/// nodes each and took 39 s. Probes cost more than they save where the
/// band engine runs (16×16); counting every solution of a 25×25 goes to
/// DLX.
const LOCKED_FROM: usize = 17;

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
    /// Scratch for [`Solver::locked`]: the candidates of each segment.
    segments: Vec<u32>,
    /// Whether a probe is running ([`Solver::probe`] does not nest).
    probing: bool,
    /// The cell to guess on at a depth, as the last probe there chose it.
    branch: Option<(usize, usize)>,
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
        // The next cell to probe: a new pass starts after the last change.
        let mut next_probe = 0;
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
                // A probe's board takes singles only: with locked
                // candidates too, the probes cost more than they save.
                if self.t.n < LOCKED_FROM || self.probing {
                    return true;
                }
                // The cheap logic the prover takes first (`hint::prove`),
                // then probes.
                let changed = match (self.locked(d, true), self.locked(d, false)) {
                    (Some(rows), Some(cols)) if rows || cols => Some(true),
                    (Some(_), Some(_)) => match self.subsets(d) {
                        Some(false) => self.probe(d, &mut next_probe),
                        subsets => subsets,
                    },
                    _ => None,
                };
                match changed {
                    Some(true) => {}
                    Some(false) => return true,
                    None => return false,
                }
            }
        }
    }

    /// Locked candidates in state `d`, along rows (`rows`) or columns: a
    /// value that a line has only in one box is not elsewhere in that box
    /// (claiming), and a value that a box has only in one line is not
    /// elsewhere in that line (pointing). Works on the masks of the
    /// segments where lines cross boxes. `None` on a contradiction, else
    /// whether a candidate went.
    fn locked(&mut self, d: usize, rows: bool) -> Option<bool> {
        let n = self.t.n;
        let (box_rows, box_cols) = self.t.shape;
        // A segment is `len` cells of a line; `band` lines cross the same boxes.
        let (len, band) = if rows {
            (box_cols, box_rows)
        } else {
            (box_rows, box_cols)
        };
        let per = n / len;
        let at = |line: usize, seg: usize, i: usize| {
            if rows {
                line * n + seg * len + i
            } else {
                (seg * len + i) * n + line
            }
        };
        let cand = &self.states[d].cand;
        self.segments.clear();
        self.segments.extend((0..n * per).map(|k| {
            let (line, seg) = (k / per, k % per);
            (0..len).fold(0, |m, i| m | cand[at(line, seg, i)])
        }));
        let mut changed = false;
        for line in 0..n {
            let first = line - line % band;
            for seg in 0..per {
                let segs = &self.segments;
                let mine = segs[line * per + seg];
                let in_line = (0..per)
                    .filter(|&o| o != seg)
                    .fold(0, |m, o| m | segs[line * per + o]);
                let in_box = (first..first + band)
                    .filter(|&l| l != line)
                    .fold(0, |m, l| m | segs[l * per + seg]);
                let (claim, point) = (mine & !in_line, mine & !in_box);
                for l in (first..first + band).filter(|&l| l != line && claim != 0) {
                    for i in 0..len {
                        changed |= self.eliminate(d, at(l, seg, i), claim)?;
                    }
                }
                for o in (0..per).filter(|&o| o != seg && point != 0) {
                    for i in 0..len {
                        changed |= self.eliminate(d, at(line, o, i), point)?;
                    }
                }
            }
        }
        Some(changed)
    }

    /// Naked and hidden subsets of up to [`SUBSETS_UP_TO`] in state `d`'s
    /// units: `k` cells of a unit that have only `k` values between them
    /// take those values from the unit's other cells (naked), and `k`
    /// values that have only `k` cells of a unit left keep those cells to
    /// themselves (hidden). `None` on a contradiction, else whether a
    /// candidate went.
    fn subsets(&mut self, d: usize) -> Option<bool> {
        let t = Rc::clone(&self.t);
        let mut changed = false;
        // The unit's candidates by cell, and its cells by value, as masks: on
        // the stack, as this runs at every node of a 25×25's search.
        let (mut naked, mut places) = ([0u32; 32], [0u32; 32]);
        for u in 0..3 * t.n {
            let cells = t.unit(u);
            for (slot, &cell) in naked.iter_mut().zip(cells) {
                *slot = self.states[d].cand[cell as usize];
            }
            for (cells_in, values) in subsets_of(&naked[..t.n])? {
                for i in (0..t.n).filter(|i| cells_in & 1 << i == 0) {
                    changed |= self.eliminate(d, cells[i] as usize, values)?;
                }
            }
            places.fill(0);
            for (i, &cell) in cells.iter().enumerate() {
                let mut c = self.states[d].cand[cell as usize];
                while c != 0 {
                    places[c.trailing_zeros() as usize] |= 1 << i;
                    c &= c - 1;
                }
            }
            for (values, cells_in) in subsets_of(&places[..t.n])? {
                for i in (0..t.n).filter(|i| cells_in & 1 << i != 0) {
                    changed |= self.eliminate(d, cells[i] as usize, t.full & !values)?;
                }
            }
        }
        Some(changed)
    }

    /// Probes the cells of state `d` with two candidates, from `next` on:
    /// each value is put there on a scratch board (depths `d + 1` and
    /// `d + 2`) and propagated by singles. A value that fails goes; where
    /// both hold, each cell keeps only the values it has on one of the two
    /// boards (a cell forcing chain). `None` on a contradiction; `true`
    /// after the first cell that changed the board, with `next` the cell
    /// after it. After a pass that changed nothing, `branch` names the cell
    /// whose two values settle the most, the fewer of the two first
    /// (the product of their cuts, as lookahead SAT solvers choose).
    fn probe(&mut self, d: usize, next: &mut usize) -> Option<bool> {
        while self.states.len() < d + 3 {
            self.states.push(State::default());
        }
        self.probing = true;
        self.branch = None;
        let changed = self.probe_pairs(d, next);
        self.probing = false;
        changed
    }

    fn probe_pairs(&mut self, d: usize, next: &mut usize) -> Option<bool> {
        let cells = self.t.n * self.t.n;
        let mut best = (0u64, 0usize);
        for cell in (*next..cells).chain(0..*next) {
            let c = self.states[d].cand[cell];
            if c.count_ones() != 2 {
                continue;
            }
            let values = [c & c.wrapping_neg(), c & (c - 1)];
            let mut holds = [false; 2];
            for (k, bit) in values.into_iter().enumerate() {
                let (parent, scratch) = self.states.split_at_mut(d + 1);
                scratch[k].clone_from(&parent[d]);
                self.queue.clear();
                holds[k] = self.assign(d + 1 + k, cell, bit) && self.propagate(d + 1 + k);
            }
            self.queue.clear();
            *next = (cell + 1) % cells;
            match holds {
                [false, false] => return None,
                [true, false] => return self.eliminate(d, cell, values[1]).map(|_| true),
                [false, true] => return self.eliminate(d, cell, values[0]).map(|_| true),
                [true, true] => {}
            }
            let mut changed = false;
            let mut cut = [0u64; 2];
            for other in 0..cells {
                // What each board leaves the cell: its candidates, or the
                // bit of its value once placed (`grid` is 0 while blank).
                let [a, b] = [d + 1, d + 2].map(|s| {
                    let s = &self.states[s];
                    s.cand[other] | (1u32 << s.grid[other]) >> 1
                });
                let here = self.states[d].cand[other];
                cut[0] += (here & !a).count_ones() as u64;
                cut[1] += (here & !b).count_ones() as u64;
                if here & !(a | b) != 0 {
                    self.eliminate(d, other, !(a | b))?;
                    changed = true;
                }
            }
            if changed {
                return Some(true);
            }
            let score = (cut[0] + 1) * (cut[1] + 1);
            if score > best.0 {
                best = (score, cell);
            }
        }
        self.branch = (best.0 > 0).then_some((d, best.1));
        Some(false)
    }

    /// Takes the values `mask` from the candidates of `cell` in state `d`,
    /// queueing it if one is left. `None` if none is, else whether any went.
    fn eliminate(&mut self, d: usize, cell: usize, mask: u32) -> Option<bool> {
        let slot = &mut self.states[d].cand[cell];
        if *slot & mask == 0 {
            return Some(false);
        }
        *slot &= !mask;
        match *slot {
            0 => None,
            c if c & (c - 1) == 0 => {
                self.queue.push(cell as u16);
                Some(true)
            }
            _ => Some(true),
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
        let cell = match self.branch.take() {
            Some((depth, cell)) if depth == d && self.states[d].cand[cell] != 0 => cell,
            _ => best.1,
        };
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

/// The largest subsets [`Solver::subsets`] looks for. On the generated
/// 25×25s that probes and locked candidates took past 100,000 nodes,
/// pairs and triples before the probes leave a few nodes or none.
const SUBSETS_UP_TO: u32 = 3;

/// The sets of 2 to [`SUBSETS_UP_TO`] of `masks` (by index, as a mask)
/// whose union has as many bits as the set has masks, with that union;
/// `None` if some set's union has fewer (no room for them all). Empty
/// masks are not in any set.
fn subsets_of(masks: &[u32]) -> Option<Vec<(u32, u32)>> {
    fn extend(
        masks: &[u32],
        from: usize,
        set: u32,
        union: u32,
        found: &mut Vec<(u32, u32)>,
    ) -> Option<()> {
        for (i, &m) in masks.iter().enumerate().skip(from) {
            let (set, union) = (set | 1 << i, union | m);
            let (size, bits) = (set.count_ones(), union.count_ones());
            if m == 0 || bits > SUBSETS_UP_TO {
                continue;
            }
            if bits < size {
                return None;
            }
            if bits == size && size >= 2 {
                found.push((set, union));
            } else if size < SUBSETS_UP_TO {
                extend(masks, i + 1, set, union, found)?;
            }
        }
        Some(())
    }
    let mut found = Vec::new();
    extend(masks, 0, 0, 0, &mut found)?;
    Some(found)
}

/// Solves `grid` of any shape (which must have no clash), counting up to
/// `limits.solutions`. The same search on 9×9 bitboards is the `bitboard`
/// engine.
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    solve_within(grid, &[], limits)
}

/// [`solve`] with each blank cell's values limited to `allowed[cell]` (bit
/// `v - 1` for value `v`; all values where `allowed` is shorter): the
/// candidates that logic left ([`hint::prove`](crate::hint::prove)). Givens
/// that do not fit, or a cell left with no value, make no solution.
pub fn solve_within(grid: &Grid, allowed: &[u32], limits: Limits) -> Report {
    let shape = grid.shape();
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
        segments: Vec::new(),
        probing: false,
        branch: None,
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
    let allowed_fit = givens_fit
        && allowed
            .iter()
            .enumerate()
            .all(|(cell, &mask)| solver.eliminate(0, cell, !mask).is_some());
    if allowed_fit && solver.propagate(0) {
        solver.search(0);
    }
    solver.report
}
