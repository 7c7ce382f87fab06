//! The search of the two band engines (`bands` for 9×9, `bands16` for
//! 16×16): settle what follows, guess on the cell the board picks, and try
//! its digits in order, the last on the board itself rather than on a copy.
//! Each engine keeps its board and its rules; the search is this one loop.

use super::{Grid, Report};
use crate::limits::Limits;

/// A band engine's board, as the search sees it. Cells are named by band
/// and bit, digits from 0.
pub(super) trait Board: Copy {
    /// Settles what follows from the board: `false` on a contradiction.
    fn settle(&mut self) -> bool;
    /// Whether every cell is solved (on a settled board).
    fn is_solved(&self) -> bool;
    /// The grid of a solved board: `givens` with every cell filled.
    fn solution(&self, givens: &Grid) -> Grid;
    /// Where to guess on a settled, unsolved board, as (band, bit), and
    /// the digits open there (bit d for digit d).
    fn branch(&self) -> (usize, u32, u32);
    /// Puts digit `d` at bit `p` of band `b`: `false` if it can't go there.
    fn place(&mut self, d: usize, b: usize, p: u32) -> bool;
    /// Takes digit `d` from bit `p` of band `b`.
    fn exclude(&mut self, d: usize, b: usize, p: u32);
}

/// Solves `givens` from `board`, an empty board whose bands have
/// `band_cells` cells each: each given placed (one that an earlier one
/// rules out leaves no solution), then the search.
pub(super) fn solve<B: Board>(
    mut board: B,
    givens: &Grid,
    limits: Limits,
    band_cells: usize,
) -> Report {
    let mut report = Report::default();
    for (cell, &v) in givens.cells().iter().enumerate() {
        let (b, p) = (cell / band_cells, (cell % band_cells) as u32);
        if v != 0 && !board.place(v as usize - 1, b, p) {
            return report;
        }
    }
    search(board, givens, limits, &mut report, 0);
    report
}

/// Searches from `board`; `true` when the search must stop (enough
/// solutions, or the node budget spent).
fn search<B: Board>(
    mut board: B,
    givens: &Grid,
    limits: Limits,
    report: &mut Report,
    depth: usize,
) -> bool {
    if !board.settle() {
        return false;
    }
    report.max_depth = report.max_depth.max(depth);
    if board.is_solved() {
        return report.found(limits, || board.solution(givens));
    }
    let (b, p, mut digits) = board.branch();
    while digits != 0 {
        let d = digits.trailing_zeros() as usize;
        digits &= digits - 1;
        if !report.guess(limits) {
            return true;
        }
        if digits == 0 {
            return board.place(d, b, p) && search(board, givens, limits, report, depth + 1);
        }
        let mut next = board;
        if next.place(d, b, p) && search(next, givens, limits, report, depth + 1) {
            return true;
        }
        board.exclude(d, b, p);
    }
    false
}

/// `givens` with digit d+1 at each bit of `cells` in band `b`, for each
/// `(d, b, cells)` of `boards`: the solution of a solved board whose bands
/// are `rows` rows of the grid's side each.
pub(super) fn fill(
    givens: &Grid,
    rows: usize,
    boards: impl Iterator<Item = (usize, usize, u64)>,
) -> Grid {
    let n = givens.shape().n;
    let mut solved = givens.clone();
    for (d, b, mut x) in boards {
        while x != 0 {
            let p = x.trailing_zeros() as usize;
            x &= x - 1;
            solved.set(rows * b + p / n, p % n, d as u8 + 1);
        }
    }
    solved
}
