//! Hints (with givens, entries and the player's pencil marks), the logical
//! solve path and the rating of parsed sudokus up to 9×9: no panic, and
//! every step agrees with the unique solution, checked by another engine.
//! Larger grids are left out by design: a hint's uniqueness check may take
//! up to its budget (`Limits::CHECK`) of search, seconds on a 16×16.
#![no_main]

use arbitrary::Unstructured;
use dlx_lab::formats::sudoku::parse;
use dlx_lab::hint::{explain, hint, rate, HintKind, Verdict};
use dlx_lab::limits::Limits;
use dlx_lab::sudoku::{bitmask, Grid};
use dlx_lab_fuzz::{shape, text};
use libfuzzer_sys::fuzz_target;

// The puzzle text comes first, so that plain puzzles seed the corpus; the
// bytes after a NUL choose the depth, the givens and the pencil marks.
fuzz_target!(|data: &[u8]| {
    let (puzzle, choices) = match data.iter().position(|&b| b == 0) {
        Some(nul) => (&data[..nul], &data[nul + 1..]),
        None => (data, &[][..]),
    };
    if let Some(puzzle) = text(puzzle) {
        let _ = run(&puzzle, &mut Unstructured::new(choices));
    }
});

fn run(puzzle: &str, u: &mut Unstructured) -> arbitrary::Result<()> {
    let depth = u.int_in_range(0..=4)?;
    let box_shape = shape(u.arbitrary()?);
    let Ok(puzzles) = parse(puzzle, box_shape) else {
        return Ok(());
    };
    let grid = &puzzles[0].grid;
    let s = grid.shape();
    if s.n > 9 || grid.find_clash().is_some() {
        return Ok(());
    }
    // Each value is a given or the player's entry; marks are any masks.
    let mut givens = grid.clone();
    for cell in 0..s.cells() {
        if u.arbitrary::<bool>()? {
            givens.set(cell / s.n, cell % s.n, 0);
        }
    }
    let marks: Option<Vec<u32>> = if u.arbitrary()? {
        Some(
            (0..s.cells())
                .map(|_| u.arbitrary())
                .collect::<Result<_, _>>()?,
        )
    } else {
        None
    };
    let report = bitmask::solve(grid, Limits::COUNT2);
    let solution = report.solution.filter(|_| report.count == 1);
    let h = hint(grid, Some(&givens), marks.as_deref(), depth);
    let value_at = |(r, c): (usize, usize)| solution.as_ref().map(|g| g.get(r, c));
    match h.kind {
        HintKind::Solved => assert!(grid.filled() == s.cells() && solution.is_some()),
        HintKind::MultipleSolutions => assert_eq!(report.count, 2),
        HintKind::NoSolution => assert_eq!(report.count, 0),
        HintKind::WrongEntry => {
            let (r, c) = h.cell.expect("a wrong entry names its cell");
            assert_eq!(report.count, 0);
            assert!(givens.get(r, c) == 0 && grid.get(r, c) != 0);
            assert_ne!(Some(grid.get(r, c)), h.value);
        }
        HintKind::WrongMark => {
            let (r, c) = h.cell.expect("a wrong mark names its cell");
            let right = value_at((r, c)).expect("only a unique puzzle has wrong marks");
            let mark = marks.as_ref().expect("marks were given")[r * s.n + c];
            assert_eq!(
                mark >> (right - 1) & 1,
                0,
                "r{}c{} has the right mark",
                r + 1,
                c + 1
            );
        }
        HintKind::NakedSingle | HintKind::HiddenSingle | HintKind::Reveal => {
            let cell = h.cell.expect("a placement names its cell");
            assert_eq!(grid.get(cell.0, cell.1), 0);
            assert_eq!(value_at(cell), h.value);
        }
        HintKind::Elimination => assert!(solution.is_some()),
        // Not on a 9×9: the budget is far above what one needs.
        HintKind::Stopped => panic!("the uniqueness check ran out of nodes"),
    }
    if let Some(solution) = &solution {
        agrees(solution, &h.placements, &h.eliminations);
    }
    let path = explain(grid);
    match &solution {
        None => assert_eq!(path.verdict, Verdict::Invalid),
        Some(_) if path.verdict == Verdict::Stopped => panic!("explain ran out of nodes"),
        Some(solution) => {
            assert_ne!(path.verdict, Verdict::Invalid);
            for step in &path.steps {
                let at = |list: &[(usize, u8)]| dlx_lab::hint::at_cells(s, list);
                agrees(solution, &at(&step.placements), &at(&step.eliminations));
            }
        }
    }
    let rating = rate(grid);
    assert_eq!((rating.level, rating.verdict), (path.level(), path.verdict));
    assert_eq!(rating.steps, path.steps.len());
    Ok(())
}

/// Panics unless every placement is the solution's value and no
/// elimination removes it.
fn agrees(solution: &Grid, placements: &[(usize, usize, u8)], eliminations: &[(usize, usize, u8)]) {
    for &(r, c, v) in placements {
        assert_eq!(solution.get(r, c), v, "r{}c{} placed wrong", r + 1, c + 1);
    }
    for &(r, c, v) in eliminations {
        assert_ne!(solution.get(r, c), v, "r{}c{} lost its value", r + 1, c + 1);
    }
}
