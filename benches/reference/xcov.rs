//! The `xcov` crate (a Rust DLX) on a 9×9 sudoku: the reference DLX of
//! `benches/compare.rs` and of the whole-command benchmark.

use xcov::{DlxBuilder, ExactCoverProblem, MrvExactCoverSearch};

/// Counts solutions up to `limit` on the usual 324-item encoding (all
/// options of blank cells, one option per given). `cells` holds 81 values,
/// 0 for a blank.
pub fn count(cells: &[u8], limit: usize) -> usize {
    let n = 9;
    let items = |cell: usize, d: usize| {
        let (r, c) = (cell / n, cell % n);
        let b = (r / 3) * 3 + c / 3;
        [1 + cell, 82 + r * 9 + d, 163 + c * 9 + d, 244 + b * 9 + d]
    };
    let mut builder = DlxBuilder::new(324, 0);
    for (cell, &v) in cells.iter().enumerate() {
        match v {
            0 => (0..9).for_each(|d| {
                builder.add_option(&items(cell, d));
            }),
            v => {
                builder.add_option(&items(cell, v as usize - 1));
            }
        }
    }
    let mut search = MrvExactCoverSearch::new(builder.build());
    let mut count = 0;
    while count < limit && search.search() {
        count += 1;
    }
    count
}
