//! The bitboard engine: the bitmask engine's search (fewest candidates
//! first, naked and hidden singles before every guess) for 9×9 only, on
//! digit-major bitboards, so that one instruction works on all 81 cells at
//! once.
//!
//! ```text
//!   cand[d]    bit `cell` set: digit d+1 can still go in that cell (81 bits in a u128)
//!   placed[d]  bit `cell` set: digit d+1 is in that cell
//!   todo       bit `cell` set: the cell is blank
//!   open[d]    bit `u` set: unit u (rows 0–8, columns 9–17, boxes 18–26) still lacks d+1
//! ```
//!
//! A naked single is a blank cell in exactly one `cand[d]` (counted for all
//! cells at once with "one"/"two" accumulators); a hidden single is an open
//! unit whose `cand[d] & unit` has one bit.

use super::Report;
use super::{Grid, Shape};
use crate::limits::Limits;
use std::sync::OnceLock;

/// Masks of the 27 units, of each cell's 20 peers, and of each cell alone.
/// The last replaces `1 << cell` and `>> cell` on the hot path: WebAssembly
/// has no 128-bit shift, and emulates one with branches.
struct Masks {
    units: [u128; 27],
    peers: [u128; 81],
    cell: [u128; 81],
    unit_of: [[u8; 3]; 81],
}

fn masks() -> &'static Masks {
    static MASKS: OnceLock<Masks> = OnceLock::new();
    MASKS.get_or_init(|| {
        let shape = Shape::for_side(9).expect("9×9 has 3×3 boxes");
        let mut units = [0u128; 27];
        let mut unit_of = [[0u8; 3]; 81];
        for (cell, of) in unit_of.iter_mut().enumerate() {
            let (r, c) = (cell / 9, cell % 9);
            let us = [r, 9 + c, 18 + shape.box_of(r, c)];
            for &u in &us {
                units[u] |= 1 << cell;
            }
            *of = us.map(|u| u as u8);
        }
        let peers = std::array::from_fn(|cell| {
            unit_of[cell]
                .iter()
                .fold(0u128, |m, &u| m | units[u as usize])
                & !(1u128 << cell)
        });
        Masks {
            units,
            peers,
            cell: std::array::from_fn(|cell| 1 << cell),
            unit_of,
        }
    })
}

#[derive(Clone, Copy)]
struct Board {
    cand: [u128; 9],
    placed: [u128; 9],
    todo: u128,
    open: [u32; 9],
}

impl Board {
    fn place(&mut self, m: &Masks, cell: usize, d: usize) {
        let bit = m.cell[cell];
        for c in &mut self.cand {
            *c &= !bit;
        }
        self.cand[d] &= !m.peers[cell];
        self.placed[d] |= bit;
        self.todo &= !bit;
        for &u in &m.unit_of[cell] {
            self.open[d] &= !(1 << u);
        }
    }

    /// Places naked and hidden singles until none is left; `false` on a
    /// contradiction (a blank cell or an open unit with no place left).
    fn propagate(&mut self, m: &Masks) -> bool {
        loop {
            let (mut one, mut two) = (0u128, 0u128);
            for &c in &self.cand {
                two |= one & c;
                one |= c;
            }
            if self.todo & !one != 0 {
                return false;
            }
            let mut singles = self.todo & one & !two;
            if singles != 0 {
                while singles != 0 {
                    let cell = singles.trailing_zeros() as usize;
                    singles &= singles - 1;
                    // An earlier single of this batch may have taken its last digit.
                    let Some(d) = (0..9).find(|&d| self.cand[d] & m.cell[cell] != 0) else {
                        return false;
                    };
                    self.place(m, cell, d);
                }
                continue;
            }
            let mut found = false;
            for d in 0..9 {
                let mut open = self.open[d];
                while open != 0 {
                    let u = open.trailing_zeros() as usize;
                    open &= open - 1;
                    let places = self.cand[d] & m.units[u];
                    if places == 0 {
                        return false;
                    }
                    if places & (places - 1) == 0 {
                        self.place(m, places.trailing_zeros() as usize, d);
                        open &= self.open[d];
                        found = true;
                    }
                }
            }
            if !found {
                return true;
            }
        }
    }

    /// The blank cell with the fewest candidates, and its candidate digits.
    fn branch_cell(&self, m: &Masks) -> (usize, u32) {
        let (mut one, mut two, mut three) = (0u128, 0u128, 0u128);
        for &c in &self.cand {
            three |= two & c;
            two |= one & c;
            one |= c;
        }
        let pairs = self.todo & two & !three;
        let cell = if pairs != 0 {
            pairs.trailing_zeros() as usize
        } else {
            let mut best = (u32::MAX, 0);
            let mut todo = self.todo;
            while todo != 0 {
                let cell = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                let k = self.digits(m, cell).count_ones();
                if k < best.0 {
                    best = (k, cell);
                }
            }
            best.1
        };
        (cell, self.digits(m, cell))
    }

    /// The candidate digits of a cell, bit d for digit d+1.
    fn digits(&self, m: &Masks, cell: usize) -> u32 {
        let bit = m.cell[cell];
        (0..9).fold(0, |k, d| k | ((self.cand[d] & bit != 0) as u32) << d)
    }

    fn grid(&self) -> Grid {
        let mut cells = vec![0u8; 81];
        for (d, &p) in self.placed.iter().enumerate() {
            let mut p = p;
            while p != 0 {
                cells[p.trailing_zeros() as usize] = d as u8 + 1;
                p &= p - 1;
            }
        }
        Grid::new(Shape::for_side(9).expect("9×9"), cells)
    }
}

struct Search<'m> {
    m: &'m Masks,
    limits: Limits,
    report: Report,
}

impl Search<'_> {
    /// Searches below a propagated board. Returns `true` to stop.
    fn search(&mut self, board: &Board, depth: usize) -> bool {
        self.report.max_depth = self.report.max_depth.max(depth);
        if board.todo == 0 {
            return self.report.found(self.limits, || board.grid());
        }
        let (cell, mut digits) = board.branch_cell(self.m);
        while digits != 0 {
            if !self.report.guess(self.limits) {
                return true;
            }
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let mut child = *board;
            child.place(self.m, cell, d);
            if child.propagate(self.m) && self.search(&child, depth + 1) {
                return true;
            }
        }
        false
    }
}

/// Solves a 9×9 grid with 3×3 boxes (which must have no clash), counting up
/// to `limits.solutions`.
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    let shape = grid.shape();
    assert_eq!(
        (shape.n, shape.box_rows),
        (9, 3),
        "the bitboard engine solves 9×9 with 3×3 boxes only"
    );
    let m = masks();
    let all = (1u128 << 81) - 1;
    let mut board = Board {
        cand: [all; 9],
        placed: [0; 9],
        todo: all,
        open: [(1 << 27) - 1; 9],
    };
    let mut search = Search {
        m,
        limits,
        report: Report::default(),
    };
    for (cell, &v) in grid.cells().iter().enumerate().filter(|(_, &v)| v != 0) {
        let d = v as usize - 1;
        if board.cand[d] & m.cell[cell] == 0 {
            return search.report; // a given with no place: no solution
        }
        board.place(m, cell, d);
    }
    if board.propagate(m) {
        search.search(&board, 0);
    }
    search.report
}
