//! HDU 4069 "Squiggly Sudoku": a 9×9 jigsaw sudoku whose regions are drawn
//! by walls. Is there no solution, more than one, or exactly one?
//!
//! Input: `T` (1 ≤ T ≤ 2500), then per case 9 lines of 9 numbers, each the
//! sum of the cell's value (0 for blank, 1–9) and its walls: 16 up, 32
//! right, 64 down, 128 left. Output: per case `Case k:`, then `No
//! solution`, `Multiple Solutions`, or the solution as 9 lines of 9 digits.
//!
//! A region is what can be walked through without crossing a wall; the
//! judge promises nine of nine cells each, and a case that breaks the
//! promise is an error that names it.

use super::Numbers;
use crate::engines;
use crate::formats::jigsaw;
use crate::formats::sudoku::{self, Layout, Puzzle};
use crate::formats::ParseError;
use crate::limits::Limits;
use crate::sudoku::{Grid, Regions, Shape, Variant};
use std::sync::Arc;

/// The walls of a cell's value, by side: up, right, down, left.
const WALLS: [i64; 4] = [16, 32, 64, 128];

/// Reads the judge's input: each case as a jigsaw puzzle, with the line it
/// starts on.
pub fn read(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    let mut numbers = Numbers::new(text, "HDU 4069");
    let cases = numbers.size(1..=2500)?;
    let shape = Shape::for_side(9).expect("9×9");
    (0..cases)
        .map(|_| {
            let mut values = Vec::with_capacity(81);
            let mut walls = Vec::with_capacity(81);
            let mut line = 0;
            for _ in 0..81 {
                let v = numbers.next(0..=255)?;
                line = if line == 0 { numbers.line } else { line };
                if v & 15 > 9 {
                    return Err(ParseError::at(
                        numbers.line,
                        0,
                        crate::msg!("oj-squiggly-value", number = v),
                    ));
                }
                values.push((v & 15) as u8);
                walls.push(v);
            }
            let regions =
                Regions::new(shape, regions_of(&walls)).map_err(|m| ParseError::at(line, 0, m))?;
            let grid = Grid::new(shape, values)
                .with_variant(Variant::Jigsaw(Arc::new(regions)))
                .map_err(|m| ParseError::at(line, 0, m))?;
            Ok(Puzzle {
                grid,
                layout: Layout::Block { spaced: false },
                line,
            })
        })
        .collect()
}

/// Each cell's region, numbered in reading order of their first cells: a
/// flood fill that steps to a neighbour unless either side has a wall.
fn regions_of(walls: &[i64]) -> Vec<u8> {
    let mut region = vec![u8::MAX; 81];
    let mut next = 0u8;
    for start in 0..81 {
        if region[start] != u8::MAX {
            continue;
        }
        let mut stack = vec![start];
        region[start] = next;
        while let Some(cell) = stack.pop() {
            let (r, c) = (cell / 9, cell % 9);
            let steps = [
                (r > 0).then(|| cell - 9),
                (c < 8).then(|| cell + 1),
                (r < 8).then(|| cell + 9),
                (c > 0).then(|| cell - 1),
            ];
            for (side, to) in steps.into_iter().enumerate() {
                let Some(to) = to else { continue };
                let open = walls[cell] & WALLS[side] == 0 && walls[to] & WALLS[(side + 2) % 4] == 0;
                if open && region[to] == u8::MAX {
                    region[to] = next;
                    stack.push(to);
                }
            }
        }
        next = next.saturating_add(1);
    }
    region
}

/// Each case as `dlx-lab solve --variant jigsaw` reads it: the givens and
/// the region map on one line.
pub fn cover(text: &str) -> Result<Vec<String>, ParseError> {
    Ok(read(text)?
        .iter()
        .map(|p| jigsaw::print(&p.grid, Layout::Line))
        .collect())
}

/// The judge's output.
pub fn answer(text: &str) -> Result<String, ParseError> {
    let dlx = engines::by_name("dlx").expect("the registry has dlx");
    let mut out = String::new();
    for (k, puzzle) in read(text)?.iter().enumerate() {
        out += &format!("Case {}:\n", k + 1);
        // Clashing givens have no solution; a wrong answer would be a bug,
        // and is said as none rather than printed.
        let report = dlx.checked(puzzle, Limits::COUNT2).ok();
        out += &match report {
            Some(r) if r.count >= 2 => "Multiple Solutions\n".to_string(),
            Some(r) => match r.solution {
                Some(solution) => sudoku::print(&solution, Layout::Block { spaced: false }),
                None => "No solution\n".to_string(),
            },
            None => "No solution\n".to_string(),
        };
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walls_make_nine_regions() {
        let sample = include_str!("../../../tests/data/jigsaw/hdu4069_sample.in");
        let puzzles = read(sample).unwrap();
        assert_eq!(puzzles.len(), 3);
        assert_eq!(puzzles[1].line, 12);
    }

    #[test]
    fn a_broken_promise_is_named() {
        // No walls at all: one region of 81 cells.
        let open = format!("1\n{}", "0 0 0 0 0 0 0 0 0\n".repeat(9));
        let e = answer(&open).unwrap_err();
        assert_eq!(e.msg().to_string(), "line 2: region 1 has 81 cells, not 9");
        let e = answer("1\n26\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 0));
    }
}
