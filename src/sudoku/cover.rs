//! Sudoku as exact cover, and the DLX sudoku engine.
//!
//! An n×n sudoku has n³ options "r,c holds d" and 4n² primary columns, in four
//! families of n² each:
//!
//! ```text
//!   family        column id                 covered by option (r, c, d)
//!   cell          0·n² + r·n + c            every d
//!   row-digit     1·n² + r·n + d            every c
//!   column-digit  2·n² + c·n + d            every r
//!   box-digit     3·n² + b·n + d            every cell of box b
//! ```
//!
//! Option (r, c, d) has id `(r·n + c)·n + d`, with d 0-based. Both ids are
//! what labels and the step-through view use. [`Encoding::full`] builds the
//! whole matrix (for drawing); [`Encoding::reduced`] drops the givens' columns
//! and every option they exclude, which is what makes solving fast.

use super::Report;
use super::{full_mask, Grid, Shape};
use crate::dlx::{self, ColumnRule, Limits, Links, Search, Stop};
use crate::i18n::Msg;
use crate::msg;

/// The four families of sudoku constraints, in column order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Each cell holds one value.
    Cell,
    /// Each row holds each value once.
    RowDigit,
    /// Each column holds each value once.
    ColumnDigit,
    /// Each box holds each value once.
    BoxDigit,
}

/// A sudoku turned into an exact-cover matrix, with the ids that map its
/// compact columns and options back to sudoku terms.
#[derive(Clone, Debug)]
pub struct Encoding {
    /// The grid's shape.
    pub shape: Shape,
    /// The matrix.
    pub links: Links,
    /// Full column id (see the module docs) of each column of `links`.
    pub column_ids: Vec<u32>,
    /// Full option id of each option of `links`.
    pub option_ids: Vec<u32>,
}

impl Encoding {
    /// The whole n³ × 4n² matrix, whatever the givens.
    pub fn full(shape: Shape) -> Encoding {
        let n = shape.n;
        let options: Vec<[usize; 4]> = (0..n * n * n).map(|id| option_columns(shape, id)).collect();
        Encoding {
            shape,
            links: Links::new(4 * n * n, 0, &options).expect("sudoku options are well formed"),
            column_ids: (0..(4 * n * n) as u32).collect(),
            option_ids: (0..(n * n * n) as u32).collect(),
        }
    }

    /// The matrix left once the givens of `grid` are placed: only blank
    /// cells, only values no given excludes, only unsatisfied columns.
    /// The grid must have no clash. Built from each unit's mask of placed
    /// values, in one pass over the cells and no division: this runs once
    /// per puzzle solved, and was a sixth of the DLX engine's time.
    pub fn reduced(grid: &Grid) -> Encoding {
        let shape = grid.shape();
        let (n, nn) = (shape.n, shape.n * shape.n);
        let cells = grid.cells();
        // Values placed in each row, column and box (bit v−1 for value v).
        let mut placed = vec![0u32; 3 * n];
        let box_of: Vec<usize> = (0..nn)
            .map(|cell| shape.box_of(cell / n, cell % n))
            .collect();
        for (cell, &v) in cells.iter().enumerate().filter(|(_, &v)| v != 0) {
            let bit = 1 << (v - 1);
            placed[cell / n] |= bit;
            placed[n + cell % n] |= bit;
            placed[2 * n + box_of[cell]] |= bit;
        }
        // The unsatisfied columns, in id order, and each one's compact index.
        let mut compact = vec![u32::MAX; 4 * nn];
        let mut column_ids = Vec::with_capacity(4 * nn);
        let unsatisfied = (0..nn).filter(|&cell| cells[cell] == 0).chain(
            (0..3 * n)
                .flat_map(|unit| (0..n).map(move |d| (unit, d)))
                .filter_map(|(unit, d)| (placed[unit] >> d & 1 == 0).then_some(nn + unit * n + d)),
        );
        for id in unsatisfied {
            compact[id] = column_ids.len() as u32;
            column_ids.push(id as u32);
        }
        let mut options = Vec::with_capacity(nn * n);
        let mut option_ids = Vec::with_capacity(nn * n);
        for (cell, _) in cells.iter().enumerate().filter(|(_, &v)| v == 0) {
            let (r, c, b) = (cell / n, cell % n, box_of[cell]);
            let mut free = full_mask(n) & !(placed[r] | placed[n + c] | placed[2 * n + b]);
            while free != 0 {
                let d = free.trailing_zeros() as usize;
                free &= free - 1;
                let ids = [cell, nn + r * n + d, 2 * nn + c * n + d, 3 * nn + b * n + d];
                options.push(ids.map(|id| compact[id] as usize));
                option_ids.push((cell * n + d) as u32);
            }
        }
        Encoding {
            shape,
            links: Links::new(column_ids.len(), 0, &options)
                .expect("sudoku options are well formed"),
            column_ids,
            option_ids,
        }
    }

    /// The option indices (in `links`) of a grid's givens; for [`Encoding::full`].
    pub fn given_options(&self, grid: &Grid) -> Vec<usize> {
        let n = self.shape.n;
        grid.cells()
            .iter()
            .enumerate()
            .filter(|(_, &v)| v != 0)
            .map(|(cell, &v)| cell * n + v as usize - 1)
            .collect()
    }

    /// Short label of a column: `r3c5`, `R3#7`, `C5#7`, `B2#7` (1-based).
    pub fn column_label(&self, column: usize) -> String {
        let (family, a, d) = column_parts(self.shape.n, self.column_ids[column] as usize);
        let s = self.shape.symbol(d as u8 + 1);
        match family {
            Family::Cell => format!("r{}c{}", a + 1, d + 1),
            Family::RowDigit => format!("R{}#{s}", a + 1),
            Family::ColumnDigit => format!("C{}#{s}", a + 1),
            Family::BoxDigit => format!("B{}#{s}", a + 1),
        }
    }

    /// What a column asks for, in words: "cell r3c5 has a value", "row 3 has 7".
    pub fn column_meaning(&self, column: usize) -> Msg {
        let (family, a, d) = column_parts(self.shape.n, self.column_ids[column] as usize);
        let symbol = self.shape.symbol(d as u8 + 1);
        match family {
            Family::Cell => msg!("item-cell", cell = super::cell_label(a, d)),
            Family::RowDigit => msg!("item-row", number = a + 1, symbol = symbol),
            Family::ColumnDigit => msg!("item-column", number = a + 1, symbol = symbol),
            Family::BoxDigit => msg!("item-box", number = a + 1, symbol = symbol),
        }
    }

    /// The family of a column.
    pub fn column_family(&self, column: usize) -> Family {
        column_parts(self.shape.n, self.column_ids[column] as usize).0
    }

    /// Label of an option: `r3c5#7`.
    pub fn option_label(&self, option: usize) -> String {
        let (r, c, v) = self.option_cell(option);
        format!("r{}c{}#{}", r + 1, c + 1, self.shape.symbol(v))
    }

    /// The (row, col, value) of an option, 0-based row and col.
    pub fn option_cell(&self, option: usize) -> (usize, usize, u8) {
        option_parts(self.shape.n, self.option_ids[option] as usize)
    }
}

/// The four column ids of option id `id` = (r·n + c)·n + d.
fn option_columns(shape: Shape, id: usize) -> [usize; 4] {
    let n = shape.n;
    let (r, c, d) = (id / (n * n), id / n % n, id % n);
    let nn = n * n;
    [
        r * n + c,
        nn + r * n + d,
        2 * nn + c * n + d,
        3 * nn + shape.box_of(r, c) * n + d,
    ]
}

/// (row, col, value) of option id `id`, value 1-based.
fn option_parts(n: usize, id: usize) -> (usize, usize, u8) {
    (id / (n * n), id / n % n, (id % n) as u8 + 1)
}

/// (family, unit or row, value or column) of a column id, all 0-based.
fn column_parts(n: usize, id: usize) -> (Family, usize, usize) {
    let families = [
        Family::Cell,
        Family::RowDigit,
        Family::ColumnDigit,
        Family::BoxDigit,
    ];
    let within = id % (n * n);
    (families[id / (n * n)], within / n, within % n)
}

/// The DLX engine: solves `grid` (which must have no clash) as exact cover,
/// smallest column first.
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    solve_with_rule(grid, limits, ColumnRule::Smallest)
}

/// The DLX engine with a chosen column rule, for comparisons.
pub fn solve_with_rule(grid: &Grid, limits: Limits, rule: ColumnRule) -> Report {
    let Encoding {
        shape,
        links,
        option_ids,
        ..
    } = Encoding::reduced(grid);
    let outcome = dlx::solve(Search::new(links, rule), limits);
    let solution = outcome.first.map(|options| {
        let mut solved = grid.clone();
        for o in options {
            let (row, col, value) = option_parts(shape.n, option_ids[o] as usize);
            solved.set(row, col, value);
        }
        solved
    });
    Report {
        count: outcome.count,
        solution,
        nodes: outcome.stats.nodes,
        updates: outcome.stats.updates,
        max_depth: outcome.stats.max_depth,
        stopped: outcome.stop == Stop::NodeLimit,
    }
}

/// The DLX engine, first column rule: the same search without Knuth's heuristic.
pub fn solve_first_column(grid: &Grid, limits: Limits) -> Report {
    solve_with_rule(grid, limits, ColumnRule::First)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_matrix_of_a_nine_by_nine() {
        let e = Encoding::full(Shape::for_side(9).unwrap());
        assert_eq!(e.links.columns(), 324);
        assert_eq!(e.links.options(), 729);
        assert_eq!(e.option_label(0), "r1c1#1");
        assert_eq!(e.column_label(81 + 2 * 9 + 6), "R3#7");
        assert_eq!(e.column_meaning(243 + 8).to_string(), "box 1 has 9");
        assert_eq!(e.links.option_columns(0), vec![0, 81, 162, 243]);
    }

    #[test]
    fn reduced_matrix_drops_the_givens() {
        let shape = Shape::for_side(4).unwrap();
        let mut grid = Grid::empty(shape);
        grid.set(0, 0, 1);
        let e = Encoding::reduced(&grid);
        assert_eq!(e.links.columns(), 64 - 4);
        // 15 blank cells × 4 values, less the 1s excluded in row 1, column 1
        // and box 1 (3 + 3 + 1 cells) and nothing else.
        assert_eq!(e.links.options(), 60 - 7);
    }
}
