//! Binary Sudoku text: no panic, cells are 0 or 1, a grid prints and reads
//! back as itself, and its parities are consistent.
#![no_main]

use dlx_lab::binary::{is_even, parity};
use dlx_lab::formats::binary::{parse, print};
use dlx_lab_fuzz::text;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else {
        return;
    };
    let Ok(grid) = parse(&text) else {
        return;
    };
    let n = grid.shape.n;
    assert_eq!(grid.cells.len(), n * n);
    assert!(grid.cells.iter().all(|&v| v <= 1));
    assert_eq!(parse(&print(&grid)).as_ref(), Ok(&grid));
    let p = parity(&grid);
    assert_eq!((p.rows.len(), p.columns.len(), p.boxes.len()), (n, n, n));
    let all_even = p.rows.iter().chain(&p.columns).chain(&p.boxes).all(|&e| e);
    assert_eq!(is_even(&grid), all_even);
});
