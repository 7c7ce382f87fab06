//! Hints that teach: the next step a person could take, explained through
//! the exact-cover column behind it.
//!
//! The grid with the user's entries is encoded as exact cover
//! ([`Encoding::reduced`]); a column with one option left is a forced move.
//! A cell column of size 1 is a *naked single*; a row-, column- or box-digit
//! column of size 1 is a *hidden single*. Before that, the puzzle is solved
//! (up to 2 solutions), so a hint can also say that an entry is wrong, or that
//! the puzzle has no solution or several.

use crate::engines;
use crate::limits::Limits;
use crate::sudoku::cover::{Encoding, Family};
use crate::sudoku::Grid;
use serde::Serialize;

/// What kind of hint it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    /// A cell with one candidate left.
    NakedSingle,
    /// A value with one place left in a row, column or box.
    HiddenSingle,
    /// An entry disagrees with the unique solution.
    WrongEntry,
    /// No single is left: the hint reveals the value of the cell with the
    /// fewest candidates.
    Reveal,
    /// The puzzle (with the entries) has no solution.
    NoSolution,
    /// The puzzle has more than one solution.
    MultipleSolutions,
    /// Every cell is filled, correctly.
    Solved,
}

/// A hint. Cells are 0-based (row, col); the explanation says them 1-based.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hint {
    /// What kind of step this is.
    pub kind: Kind,
    /// The cell the hint is about, if any.
    pub cell: Option<(usize, usize)>,
    /// The value that goes there (or the right value, for a wrong entry).
    pub value: Option<u8>,
    /// One or two sentences a learner understands.
    pub explanation: String,
    /// Cells to highlight with it: the unit of a hidden single, or the cells
    /// whose values rule out the other candidates of a naked single.
    pub cells: Vec<(usize, usize)>,
    /// The exact-cover column behind the hint, e.g. `R3#5`.
    pub column: Option<String>,
}

/// The next hint for `grid` (givens and entries, without clashes). With
/// `givens`, entries that are not givens can be named as wrong.
pub fn hint(grid: &Grid, givens: Option<&Grid>) -> Hint {
    let solve = engines::default_engine().solve;
    let report = solve(grid, Limits::COUNT2);
    let shape = grid.shape();
    match report.count {
        0 => {
            if let Some(g) = givens {
                let report = solve(g, Limits::COUNT2);
                if let (1, Some(solution)) = (report.count, report.solution) {
                    if let Some(h) = wrong_entry(grid, &solution) {
                        return h;
                    }
                }
            }
            plain(Kind::NoSolution, "This grid has no solution: some value already placed is wrong, or the puzzle is broken.")
        }
        2.. => plain(
            Kind::MultipleSolutions,
            "This puzzle has more than one solution, so no step is forced by logic alone.",
        ),
        _ if grid.filled() == shape.cells() => {
            plain(Kind::Solved, "The grid is complete and correct.")
        }
        _ => {
            let solution = report
                .solution
                .expect("a count of 1 comes with its solution");
            single(grid).unwrap_or_else(|| reveal(grid, &solution))
        }
    }
}

fn plain(kind: Kind, explanation: &str) -> Hint {
    Hint {
        kind,
        cell: None,
        value: None,
        explanation: explanation.into(),
        cells: Vec::new(),
        column: None,
    }
}

/// The first entry of `grid` that `solution` disagrees with.
fn wrong_entry(grid: &Grid, solution: &Grid) -> Option<Hint> {
    let n = grid.shape().n;
    let cell =
        (0..n * n).find(|&c| grid.cells()[c] != 0 && grid.cells()[c] != solution.cells()[c])?;
    let (r, c) = (cell / n, cell % n);
    let s = grid.shape();
    Some(Hint {
        kind: Kind::WrongEntry,
        cell: Some((r, c)),
        value: Some(solution.cells()[cell]),
        explanation: format!(
            "r{}c{} holds {}, but the puzzle's only solution has {} there.",
            r + 1,
            c + 1,
            s.symbol(grid.cells()[cell]),
            s.symbol(solution.cells()[cell])
        ),
        cells: vec![(r, c)],
        column: None,
    })
}

/// A column of the reduced matrix with one option left, cell columns first,
/// then box, row and column digits (the order people usually scan in).
fn single(grid: &Grid) -> Option<Hint> {
    let e = Encoding::reduced(grid);
    let links = &e.links;
    let order = [
        Family::Cell,
        Family::BoxDigit,
        Family::RowDigit,
        Family::ColumnDigit,
    ];
    let column = order.iter().find_map(|&family| {
        (0..links.columns()).find(|&c| {
            e.column_family(c) == family && links.size(crate::dlx::Links::header(c)) == 1
        })
    })?;
    let header = crate::dlx::Links::header(column);
    let option = links.option_of(links.down(header));
    let (r, c, v) = e.option_cell(option);
    let label = e.column_label(column);
    let shape = grid.shape();
    let symbol = shape.symbol(v);
    let (kind, cells, why) = match e.column_family(column) {
        Family::Cell => (
            Kind::NakedSingle,
            eliminators(grid, r, c, v),
            format!(
                "every other value is already in its row, column or box, so r{}c{} = {symbol}",
                r + 1,
                c + 1
            ),
        ),
        family => {
            let (unit, cells): (String, Vec<usize>) = match family {
                Family::RowDigit => (
                    format!("row {}", r + 1),
                    (0..shape.n).map(|i| r * shape.n + i).collect(),
                ),
                Family::ColumnDigit => (
                    format!("column {}", c + 1),
                    (0..shape.n).map(|i| i * shape.n + c).collect(),
                ),
                _ => {
                    let b = shape.box_of(r, c);
                    (format!("box {}", b + 1), shape.box_cells(b).collect())
                }
            };
            (
                Kind::HiddenSingle,
                cells
                    .into_iter()
                    .map(|i| (i / shape.n, i % shape.n))
                    .collect(),
                format!(
                    "{symbol} can go in only one place in {unit}: r{}c{} = {symbol}",
                    r + 1,
                    c + 1
                ),
            )
        }
    };
    Some(Hint {
        kind,
        cell: Some((r, c)),
        value: Some(v),
        explanation: format!(
            "Column {label} has one option left: r{}c{} = {symbol}. In words: {why}.",
            r + 1,
            c + 1
        ),
        cells,
        column: Some(label),
    })
}

/// For a naked single at (r, c) = v: one filled peer for each other value.
fn eliminators(grid: &Grid, r: usize, c: usize, v: u8) -> Vec<(usize, usize)> {
    let shape = grid.shape();
    let n = shape.n;
    let peers: Vec<usize> = (0..n)
        .map(|i| r * n + i)
        .chain((0..n).map(|i| i * n + c))
        .chain(shape.box_cells(shape.box_of(r, c)))
        .collect();
    let mut cells = vec![(r, c)];
    for other in (1..=n as u8).filter(|&w| w != v) {
        if let Some(&p) = peers.iter().find(|&&p| grid.cells()[p] == other) {
            cells.push((p / n, p % n));
        }
    }
    cells
}

/// No single is left: give the value of the cell with the fewest candidates.
fn reveal(grid: &Grid, solution: &Grid) -> Hint {
    let n = grid.shape().n;
    let (r, c) = (0..n * n)
        .filter(|&i| grid.cells()[i] == 0)
        .map(|i| (i / n, i % n))
        .min_by_key(|&(r, c)| grid.candidates(r, c).count_ones())
        .expect("an unsolved grid has a blank cell");
    let v = solution.get(r, c);
    let count = grid.candidates(r, c).count_ones();
    Hint {
        kind: Kind::Reveal,
        cell: Some((r, c)),
        value: Some(v),
        explanation: format!(
            "No column has a single option left, so logic of this kind is stuck. Column r{}c{} has the fewest options ({count}); the solution has r{}c{} = {}.",
            r + 1,
            c + 1,
            r + 1,
            c + 1,
            grid.shape().symbol(v)
        ),
        cells: vec![(r, c)],
        column: Some(format!("r{}c{}", r + 1, c + 1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::sudoku::parse;

    fn grid(text: &str) -> Grid {
        parse(text, None).unwrap().remove(0).grid
    }

    /// Project Euler 96, grid 01: unique, and solvable by singles.
    const EULER: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    fn solved(g: &Grid) -> Grid {
        (engines::default_engine().solve)(g, Limits::FIRST)
            .solution
            .unwrap()
    }

    #[test]
    fn naked_single_names_its_column() {
        let mut g = solved(&grid(EULER));
        let value = g.get(0, 3);
        g.set(0, 3, 0);
        let h = hint(&g, None);
        assert_eq!(h.kind, Kind::NakedSingle);
        assert_eq!((h.cell, h.value), (Some((0, 3)), Some(value)));
        let expected = format!("Column r1c4 has one option left: r1c4 = {value}");
        assert!(h.explanation.starts_with(&expected), "{}", h.explanation);
        assert_eq!(
            h.cells.len(),
            9,
            "the cell and one peer for each other value"
        );
    }

    #[test]
    fn hints_on_a_real_puzzle_agree_with_its_solution() {
        let g = grid(EULER);
        let solution = solved(&g);
        let h = hint(&g, None);
        assert!(
            matches!(h.kind, Kind::NakedSingle | Kind::HiddenSingle),
            "{h:?}"
        );
        let (r, c) = h.cell.unwrap();
        assert_eq!(h.value, Some(solution.get(r, c)));
        assert!(h.column.is_some());
    }

    #[test]
    fn wrong_entries_are_named_with_the_givens() {
        let givens = grid(EULER);
        let solution = solved(&givens);
        let (r, c, wrong) = (0..9)
            .flat_map(|r| (0..9).map(move |c| (r, c)))
            .filter(|&(r, c)| givens.get(r, c) == 0)
            .find_map(|(r, c)| {
                let v = (1..=9).find(|&v| {
                    v != solution.get(r, c) && givens.candidates(r, c) & 1 << (v - 1) != 0
                })?;
                Some((r, c, v))
            })
            .expect("some blank cell has a wrong candidate");
        let mut entered = givens.clone();
        entered.set(r, c, wrong);
        let h = hint(&entered, Some(&givens));
        assert_eq!(h.kind, Kind::WrongEntry);
        assert_eq!((h.cell, h.value), (Some((r, c)), Some(solution.get(r, c))));
        assert_eq!(hint(&entered, None).kind, Kind::NoSolution);
    }

    #[test]
    fn several_solutions_and_none() {
        assert_eq!(
            hint(&grid("................"), None).kind,
            Kind::MultipleSolutions
        );
        // Row 1 needs a 4 at r1c4, but column 4 already has one.
        assert_eq!(hint(&grid("123............4"), None).kind, Kind::NoSolution);
    }
}
