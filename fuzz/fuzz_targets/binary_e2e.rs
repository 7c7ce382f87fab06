//! Binary Sudoku end to end: a random grid from 4×4 to 10×10, written as
//! text (spaced or not), parsed back, solved. The toggles must make every
//! unit even, and on 4×4, where every even grid can be listed, be the
//! fewest.
#![no_main]

use arbitrary::Unstructured;
use dlx_lab::binary::{is_even, solve, BinaryGrid};
use dlx_lab::formats::binary::parse;
use dlx_lab::sudoku::Shape;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});

fn run(u: &mut Unstructured) -> arbitrary::Result<()> {
    let n = *u.choose(&[4, 6, 8, 9, 10])?;
    let cells: Vec<u8> = (0..n * n)
        .map(|_| u.arbitrary::<bool>().map(u8::from))
        .collect::<Result<_, _>>()?;
    let gap = if u.arbitrary()? { " " } else { "" };
    let text: String = cells
        .chunks(n)
        .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(gap) + "\n")
        .collect();
    let grid = parse(&text).expect("a grid of 0s and 1s parses");
    assert_eq!(grid.cells, cells);
    let answer = solve(&grid).expect("up to 10×10 is solved");
    assert_eq!(answer.toggles as usize, answer.cells.len());
    let mut toggled = grid.clone();
    for &(r, c) in &answer.cells {
        toggled.cells[r * n + c] ^= 1;
    }
    assert_eq!(
        toggled, answer.grid,
        "the toggles do not give the answer's grid"
    );
    assert!(is_even(&answer.grid), "the answer has an odd unit");
    if n == 4 {
        let mask = cells
            .iter()
            .enumerate()
            .fold(0u16, |m, (i, &v)| m | u16::from(v) << i);
        let fewest = even_4x4().iter().map(|e| (e ^ mask).count_ones()).min();
        assert_eq!(Some(answer.toggles), fewest, "not the fewest toggles");
    }
    Ok(())
}

/// Every even 4×4 grid, as a mask of its cells in reading order.
fn even_4x4() -> &'static [u16] {
    static EVEN: OnceLock<Vec<u16>> = OnceLock::new();
    EVEN.get_or_init(|| {
        let shape = Shape::for_side(4).unwrap();
        (0..=u16::MAX)
            .filter(|m| {
                is_even(&BinaryGrid {
                    shape,
                    cells: (0..16).map(|i| (m >> i & 1) as u8).collect(),
                })
            })
            .collect()
    })
}
