//! The 9×9 engine on band-oriented bitboards, after the ideas that JCZSolve,
//! tdoku and the `sudoku` crate describe (written from those ideas, not
//! their code). Each digit's places are kept per band of three rows, in the
//! low 27 bits of a `u32`, so every operation is a plain 32-bit one, as
//! cheap in WebAssembly as natively:
//!
//! ```text
//!   band b = rows 3b..3b+2        bit of (row, column) = 9·(row − 3b) + column
//!
//!   cand[3d + b]   digit d+1 can go there, or is there; a row of the band
//!                  with one bit left holds the digit at that bit
//!   seen[3d + b]   cand[3d + b] as `update` last saw it
//!   solved[b]      the cells whose digit is known
//!
//!   column  0 1 2   3 4 5   6 7 8
//!   row 0:  0 1 2 | 3 4 5 | 6 7 8      a "minirow" is the three bits of a row
//!   row 1:  9 ...                      in one box: 9 per band and digit
//!   row 2: 18 ...
//! ```
//!
//! `update` brings one digit's band up to date: a digit takes one minirow in
//! each row and in each box of the band (a 3×3 permutation), so one table
//! look-up keeps only the minirows that lie on such a permutation (box/line
//! locked candidates and hidden singles in boxes). A row with one place left
//! is solved: its column leaves the digit's other two bands, and its cell
//! leaves the other digits. Then hidden singles in columns, and naked
//! singles, found for a whole band at once by counting with "one"/"two"
//! accumulators; and the search guesses on a cell with the fewest candidates.

use super::{bitmask, Grid, Report};
use crate::limits::Limits;

/// Every cell of a band.
const ALL: u32 = (1 << 27) - 1;
/// The cells of band row `r`.
const ROW: [u32; 3] = [0x1FF, 0x1FF << 9, 0x1FF << 18];
/// The cells of box `k` of a band (columns 3k..3k+2 of its three rows).
const BOX: [u32; 3] = [0x1C0_E07, 0x1C0_E07 << 3, 0x1C0_E07 << 6];

/// For the 9 bits of one band row: which of its three minirows are not empty.
const OCCUPIED: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        t[x] = (x & 7 != 0) as u32
            | (((x >> 3) & 7 != 0) as u32) << 1
            | (((x >> 6) & 7 != 0) as u32) << 2;
        x += 1;
    }
    t
};

/// For a band's 9 minirow bits (bit 3·row + box): the cells of the minirows
/// that lie on some placement of the digit, one minirow per row and per box
/// (a permutation); 0 if there is none.
const ALLOWED: [u32; 512] = {
    const PERMUTATIONS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            let boxes = PERMUTATIONS[p];
            let mut fits = true;
            let mut cells = 0u32;
            let mut r = 0;
            while r < 3 {
                if (m >> (3 * r + boxes[r])) & 1 == 0 {
                    fits = false;
                }
                cells |= 7 << (9 * r + 3 * boxes[r]);
                r += 1;
            }
            if fits {
                t[m] |= cells;
            }
            p += 1;
        }
        m += 1;
    }
    t
};

/// The cells of a band whose row has exactly one of the bits of `f`.
fn lone_in_row(f: u32) -> u32 {
    let mut lone = 0;
    for row in ROW {
        let x = f & row;
        if x & x.wrapping_sub(1) == 0 {
            lone |= x;
        }
    }
    lone
}

/// The columns of `cells`, as every cell of those columns in a band.
fn columns(cells: u32) -> u32 {
    let c = (cells | cells >> 9 | cells >> 18) & 0x1FF;
    c | c << 9 | c << 18
}

#[derive(Clone, Copy)]
struct Board {
    cand: [u32; 27],
    seen: [u32; 27],
    /// The cells of `cand[i]`'s solved rows that `update` last acted on.
    lone: [u32; 27],
    solved: [u32; 3],
}

impl Board {
    /// Puts digit `d` (0-based) at bit `p` of band `b`, by leaving it no
    /// other place in its row, box or column there; `update` does the rest.
    /// `false` if it can't go there.
    fn put(&mut self, d: usize, b: usize, p: u32) -> bool {
        let bit = 1 << p;
        let f = &mut self.cand[3 * d + b];
        if *f & bit == 0 {
            return false;
        }
        *f &= !(ROW[(p / 9) as usize] | BOX[(p % 9 / 3) as usize] | columns(bit)) | bit;
        true
    }

    /// Brings digit-band `i` up to date (see the module's doc); `false` on a
    /// contradiction.
    fn update(&mut self, i: usize) -> bool {
        let f = self.cand[i];
        let rows = OCCUPIED[(f & 0x1FF) as usize]
            | OCCUPIED[(f >> 9 & 0x1FF) as usize] << 3
            | OCCUPIED[(f >> 18) as usize] << 6;
        let f = f & ALLOWED[rows as usize];
        if f == 0 {
            return false;
        }
        self.cand[i] = f;
        self.seen[i] = f;
        let lone = lone_in_row(f);
        if lone == self.lone[i] {
            return true;
        }
        self.lone[i] = lone;
        let (d, b) = (i / 3, i % 3);
        // A solved row's column is the digit's nowhere else.
        let taken = columns(lone);
        for other in 0..3 {
            if other != b {
                self.cand[3 * d + other] &= !taken;
            }
        }
        // And its cell holds no other digit.
        let fresh = lone & !self.solved[b];
        if fresh != 0 {
            self.solved[b] |= fresh;
            for other in 0..9 {
                if other != d {
                    self.cand[3 * other + b] &= !fresh;
                }
            }
        }
        true
    }

    /// Updates every digit-band that changed, and places naked singles,
    /// until nothing changes; `false` on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            let mut changed = true;
            while changed {
                changed = false;
                for i in 0..27 {
                    if self.cand[i] != self.seen[i] {
                        if !self.update(i) {
                            return false;
                        }
                        changed = true;
                    }
                }
            }
            let mut placed = false;
            // Hidden singles in columns, which cross the bands: a column
            // with the digit's places in one band, and one place there.
            for d in 0..9 {
                let fold = |x: u32| (x | x >> 9 | x >> 18) & 0x1FF;
                let [fa, fb, fc] = [0, 1, 2].map(|b| fold(self.cand[3 * d + b]));
                if fa | fb | fc != 0x1FF {
                    return false;
                }
                let only = [fa & !fb & !fc, fb & !fa & !fc, fc & !fa & !fb];
                for (b, &cols) in only.iter().enumerate() {
                    if cols == 0 {
                        continue;
                    }
                    let spread = cols | cols << 9 | cols << 18;
                    let mut x = self.cand[3 * d + b] & spread & !self.solved[b];
                    while x != 0 {
                        let p = x.trailing_zeros();
                        x &= x - 1;
                        let col = self.cand[3 * d + b] & columns(1 << p);
                        if col == 1 << p {
                            self.put(d, b, p);
                            placed = true;
                        }
                    }
                }
            }
            for b in 0..3 {
                let open = ALL & !self.solved[b];
                if open == 0 {
                    continue;
                }
                let (mut one, mut two) = (0, 0);
                for d in 0..9 {
                    let x = self.cand[3 * d + b] & open;
                    two |= one & x;
                    one |= x;
                }
                if one != open {
                    return false;
                }
                let mut singles = one & !two;
                while singles != 0 {
                    let p = singles.trailing_zeros();
                    singles &= singles - 1;
                    let Some(d) = (0..9).find(|&d| self.cand[3 * d + b] >> p & 1 != 0) else {
                        return false;
                    };
                    if !self.put(d, b, p) {
                        return false;
                    }
                    placed = true;
                }
            }
            if !placed {
                return true;
            }
        }
    }

    /// A cell with the fewest candidates, as (band, bit), or `None` when
    /// every cell is solved.
    fn choose(&self) -> Option<(usize, u32)> {
        let mut fallback = None;
        let mut best = (u32::MAX, 0, 0);
        for b in 0..3 {
            let open = ALL & !self.solved[b];
            if open == 0 {
                continue;
            }
            let (mut one, mut two, mut three, mut four) = (0, 0, 0, 0);
            for d in 0..9 {
                let x = self.cand[3 * d + b] & open;
                four |= three & x;
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            let pairs = two & !three;
            if pairs != 0 {
                return Some((b, pairs.trailing_zeros()));
            }
            let triples = three & !four;
            if triples != 0 && best.0 > 3 {
                best = (3, b, triples.trailing_zeros());
            }
            fallback.get_or_insert((b, open.trailing_zeros()));
        }
        if best.0 == 3 {
            return Some((best.1, best.2));
        }
        fallback
    }

    /// The grid of a board whose every cell is solved.
    fn grid(&self, givens: &Grid) -> Grid {
        let mut solved = givens.clone();
        for (i, &f) in self.cand.iter().enumerate() {
            let (d, b) = (i / 3, i % 3);
            let mut x = f;
            while x != 0 {
                let p = x.trailing_zeros() as usize;
                x &= x - 1;
                solved.set(3 * b + p / 9, p % 9, d as u8 + 1);
            }
        }
        solved
    }
}

/// Searches from `board`; `true` when the search must stop (enough
/// solutions, or the node budget spent).
fn search(
    mut board: Board,
    givens: &Grid,
    limits: Limits,
    report: &mut Report,
    depth: usize,
) -> bool {
    if !board.propagate() {
        return false;
    }
    report.max_depth = report.max_depth.max(depth);
    let Some((b, p)) = board.choose() else {
        return report.found(limits, || board.grid(givens));
    };
    for d in 0..9 {
        if board.cand[3 * d + b] >> p & 1 == 0 {
            continue;
        }
        if !report.guess(limits) {
            return true;
        }
        let mut next = board;
        next.put(d, b, p);
        if search(next, givens, limits, report, depth + 1) {
            return true;
        }
    }
    false
}

/// The band engine: 9×9 grids with 3×3 boxes on band bitboards; other
/// shapes go to the general bitmask engine.
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    let shape = grid.shape();
    if shape.n != 9 || shape.box_rows != 3 {
        return bitmask::solve(grid, limits);
    }
    let mut report = Report::default();
    let mut board = Board {
        cand: [ALL; 27],
        seen: [0; 27],
        lone: [0; 27],
        solved: [0; 3],
    };
    for (cell, &v) in grid.cells().iter().enumerate() {
        if v != 0 && !board.put(v as usize - 1, cell / 27, (cell % 27) as u32) {
            return report;
        }
    }
    search(board, grid, limits, &mut report, 0);
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_know_their_permutations() {
        // Every minirow present: every cell allowed.
        assert_eq!(ALLOWED[0x1FF], ALL);
        // Only the diagonal minirows: exactly those.
        assert_eq!(ALLOWED[1 | 1 << 4 | 1 << 8], 7 | 7 << 12 | 7 << 24);
        // Rows 0 and 1 both confined to box 0: no placement.
        assert_eq!(ALLOWED[1 | 1 << 3 | 1 << 8], 0);
        assert_eq!(lone_in_row(1 << 4 | 3 << 9 | 1 << 20), 1 << 4 | 1 << 20);
        assert_eq!(columns(1 << 13), 0x4_0201 << 4);
        assert_eq!(BOX[1] & ROW[1], 7 << 12);
    }

    #[test]
    fn solves_and_counts() {
        let puzzle =
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
        let grid = crate::formats::sudoku::parse(puzzle, None)
            .unwrap()
            .remove(0)
            .grid;
        let report = solve(&grid, Limits::COUNT2);
        assert_eq!(report.count, 1);
        grid.verify_solution(report.solution.as_ref().unwrap())
            .unwrap();
        assert_eq!(solve(&Grid::empty(grid.shape()), Limits::COUNT2).count, 2);
    }
}
