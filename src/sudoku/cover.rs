//! Sudoku as exact cover, and the DLX sudoku engine.
//!
//! An n×n sudoku has n³ options "r,c holds d" and 4n² primary items, in four
//! families of n² each, and a variant adds n items per extra unit:
//!
//! ```text
//!   family        item id                   covered by option (r, c, d)
//!   cell          0·n² + r·n + c            every d
//!   row-digit     1·n² + r·n + d            every c
//!   column-digit  2·n² + c·n + d            every r
//!   box-digit     3·n² + b·n + d            every cell of box (region) b
//!   extra-digit   4·n² + e·n + d            every cell of extra unit e
//! ```
//!
//! In general, digit item "unit u has d" is `n² + u·n + d`, with the units
//! numbered as [`Grid::units`] lists them. Option (r, c, d) has id
//! `(r·n + c)·n + d`, with d 0-based. Both ids are what labels and the
//! step-through view use. [`Encoding::full`] builds the whole matrix (for
//! drawing); [`Encoding::reduced`] drops the givens' items and every option
//! they exclude, which is what makes solving fast.

use super::Report;
use super::{full_mask, Grid, Shape, Unit};
use crate::dlx::{self, ItemRule, Limits, Links, Search, Stop};
use crate::i18n::Msg;
use crate::msg;

/// The families of sudoku constraints, in item order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Each cell holds one value.
    Cell,
    /// Each row holds each value once.
    RowDigit,
    /// Each column holds each value once.
    ColumnDigit,
    /// Each box (a jigsaw's region) holds each value once.
    BoxDigit,
    /// Each of an X-sudoku's diagonals holds each value once.
    DiagonalDigit,
    /// Each of a windoku's windows holds each value once.
    WindowDigit,
}

/// A sudoku turned into an exact-cover matrix, with the ids that map its
/// compact items and options back to sudoku terms.
#[derive(Clone, Debug)]
pub struct Encoding {
    /// The grid's shape.
    pub shape: Shape,
    /// The grid's units, as [`Grid::units`] lists them: digit item ids
    /// number them.
    pub units: Vec<Unit>,
    /// The matrix.
    pub links: Links,
    /// Full item id (see the module docs) of each item of `links`.
    pub item_ids: Vec<u32>,
    /// Full option id of each option of `links`.
    pub option_ids: Vec<u32>,
}

/// The units of each cell, worked out once per encoding with no division
/// for the rows and columns: the row, column and box (region), then a mask
/// of the variant's extra units ([`super::Variant::extra_of`]).
struct CellUnits {
    n: usize,
    box_of: Vec<usize>,
    extra_of: Vec<u8>,
}

/// The items of one option: the cell's, then one per unit of the cell
/// (at most a row, a column, a box, two diagonals or a window).
struct OptionItems {
    ids: [usize; 6],
    len: usize,
}

impl AsRef<[usize]> for OptionItems {
    fn as_ref(&self) -> &[usize] {
        &self.ids[..self.len]
    }
}

impl CellUnits {
    fn new(grid: &Grid) -> CellUnits {
        let (shape, n) = (grid.shape(), grid.shape().n);
        CellUnits {
            n,
            box_of: (0..n * n).map(|cell| grid.box_of(cell)).collect(),
            extra_of: (0..n * n)
                .map(|cell| grid.variant().extra_of(shape, cell))
                .collect(),
        }
    }

    /// The unit indices of `cell`, and how many there are.
    fn of(&self, row: usize, col: usize) -> ([usize; 5], usize) {
        let n = self.n;
        let cell = row * n + col;
        let mut units = [row, n + col, 2 * n + self.box_of[cell], 0, 0];
        let mut len = 3;
        let mut extra = self.extra_of[cell];
        while extra != 0 {
            units[len] = 3 * n + extra.trailing_zeros() as usize;
            extra &= extra - 1;
            len += 1;
        }
        (units, len)
    }

    /// The full item ids of option "cell (row, col) holds d".
    fn option(
        &self,
        row: usize,
        col: usize,
        d: usize,
        compact: impl Fn(usize) -> usize,
    ) -> OptionItems {
        let (n, nn) = (self.n, self.n * self.n);
        let (units, len) = self.of(row, col);
        let mut ids = [0; 6];
        ids[0] = compact(row * n + col);
        for (k, &u) in units[..len].iter().enumerate() {
            ids[k + 1] = compact(nn + u * n + d);
        }
        OptionItems { ids, len: len + 1 }
    }
}

impl Encoding {
    /// The whole n³-option matrix of `grid`'s shape and variant, whatever
    /// its givens.
    pub fn full(grid: &Grid) -> Encoding {
        let shape = grid.shape();
        let n = shape.n;
        let units: Vec<Unit> = grid.units().collect();
        let cell_units = CellUnits::new(grid);
        let options: Vec<OptionItems> = (0..n * n * n)
            .map(|id| cell_units.option(id / (n * n), id / n % n, id % n, |c| c))
            .collect();
        let items = n * n + units.len() * n;
        Encoding {
            shape,
            links: Links::new(items, 0, &options).expect("sudoku options are well formed"),
            units,
            item_ids: (0..items as u32).collect(),
            option_ids: (0..(n * n * n) as u32).collect(),
        }
    }

    /// The matrix left once the givens of `grid` are placed: only blank
    /// cells, only values no given excludes, only unsatisfied items.
    /// The grid must have no clash. Built from each unit's mask of placed
    /// values, in one pass over the cells: this runs once per puzzle
    /// solved, and was a sixth of the DLX engine's time.
    pub fn reduced(grid: &Grid) -> Encoding {
        let shape = grid.shape();
        let (n, nn) = (shape.n, shape.n * shape.n);
        let cells = grid.cells();
        let units: Vec<Unit> = grid.units().collect();
        let cell_units = CellUnits::new(grid);
        // Values placed in each unit (bit v−1 for value v).
        let mut placed = vec![0u32; units.len()];
        for (cell, &v) in cells.iter().enumerate().filter(|(_, &v)| v != 0) {
            let (us, len) = cell_units.of(cell / n, cell % n);
            for &u in &us[..len] {
                placed[u] |= 1 << (v - 1);
            }
        }
        // The unsatisfied items, in id order, and each one's compact index.
        let mut compact = vec![u32::MAX; nn + units.len() * n];
        let mut item_ids = Vec::with_capacity(compact.len());
        let unsatisfied = (0..nn).filter(|&cell| cells[cell] == 0).chain(
            (0..units.len())
                .flat_map(|unit| (0..n).map(move |d| (unit, d)))
                .filter_map(|(unit, d)| (placed[unit] >> d & 1 == 0).then_some(nn + unit * n + d)),
        );
        for id in unsatisfied {
            compact[id] = item_ids.len() as u32;
            item_ids.push(id as u32);
        }
        let mut options = Vec::with_capacity(nn * n);
        let mut option_ids = Vec::with_capacity(nn * n);
        for (cell, _) in cells.iter().enumerate().filter(|(_, &v)| v == 0) {
            let (r, c) = (cell / n, cell % n);
            let (us, len) = cell_units.of(r, c);
            let mut free = full_mask(n) & !us[..len].iter().fold(0, |m, &u| m | placed[u]);
            while free != 0 {
                let d = free.trailing_zeros() as usize;
                free &= free - 1;
                options.push(cell_units.option(r, c, d, |id| compact[id] as usize));
                option_ids.push((cell * n + d) as u32);
            }
        }
        Encoding {
            shape,
            links: Links::new(item_ids.len(), 0, &options).expect("sudoku options are well formed"),
            units,
            item_ids,
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

    /// The unit of a digit item, and its digit (0-based); `None` for a
    /// cell item.
    fn digit_item(&self, item: usize) -> Option<(Unit, usize)> {
        let n = self.shape.n;
        let id = (self.item_ids[item] as usize).checked_sub(n * n)?;
        Some((self.units[id / n], id % n))
    }

    /// Short label of an item: `r3c5`, `R3#7`, `C5#7`, `B2#7`, `X1#7`,
    /// `W4#7` (1-based).
    pub fn item_label(&self, item: usize) -> String {
        let n = self.shape.n;
        match self.digit_item(item) {
            Some((unit, d)) => format!(
                "{}{}#{}",
                unit.letter(),
                unit.index() + 1,
                self.shape.symbol(d as u8 + 1)
            ),
            None => {
                let cell = self.item_ids[item] as usize;
                super::cell_label(cell / n, cell % n)
            }
        }
    }

    /// What an item asks for, in words: "cell r3c5 needs a value", "row 3 has 7".
    pub fn item_meaning(&self, item: usize) -> Msg {
        let n = self.shape.n;
        let Some((unit, d)) = self.digit_item(item) else {
            let cell = self.item_ids[item] as usize;
            return msg!("item-cell", cell = super::cell_label(cell / n, cell % n));
        };
        let (number, symbol) = (unit.index() + 1, self.shape.symbol(d as u8 + 1));
        match unit {
            Unit::Row(_) => msg!("item-row", number = number, symbol = symbol),
            Unit::Column(_) => msg!("item-column", number = number, symbol = symbol),
            Unit::Box(_) => msg!("item-box", number = number, symbol = symbol),
            _ => msg!("item-unit", unit = unit.msg(), symbol = symbol),
        }
    }

    /// The family of an item.
    pub fn item_family(&self, item: usize) -> Family {
        match self.digit_item(item) {
            None => Family::Cell,
            Some((Unit::Row(_), _)) => Family::RowDigit,
            Some((Unit::Column(_), _)) => Family::ColumnDigit,
            Some((Unit::Box(_), _)) => Family::BoxDigit,
            Some((Unit::Diagonal(_), _)) => Family::DiagonalDigit,
            Some((Unit::Window(_), _)) => Family::WindowDigit,
        }
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

/// (row, col, value) of option id `id`, value 1-based.
fn option_parts(n: usize, id: usize) -> (usize, usize, u8) {
    (id / (n * n), id / n % n, (id % n) as u8 + 1)
}

/// The DLX engine: solves `grid` (which must have no clash) as exact cover,
/// smallest item first.
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    solve_with_rule(grid, limits, ItemRule::Smallest)
}

/// The DLX engine with a chosen item rule, for comparisons.
pub fn solve_with_rule(grid: &Grid, limits: Limits, rule: ItemRule) -> Report {
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

/// The DLX engine, first item rule: the same search without Knuth's heuristic.
pub fn solve_first_item(grid: &Grid, limits: Limits) -> Report {
    solve_with_rule(grid, limits, ItemRule::First)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_matrix_of_a_nine_by_nine() {
        let e = Encoding::full(&Grid::empty(Shape::for_side(9).unwrap()));
        assert_eq!(e.links.items(), 324);
        assert_eq!(e.links.options(), 729);
        assert_eq!(e.option_label(0), "r1c1#1");
        assert_eq!(e.item_label(81 + 2 * 9 + 6), "R3#7");
        assert_eq!(e.item_meaning(243 + 8).to_string(), "box 1 has 9");
        assert_eq!(e.links.option_items(0), vec![0, 81, 162, 243]);
    }

    #[test]
    fn reduced_matrix_drops_the_givens() {
        let shape = Shape::for_side(4).unwrap();
        let mut grid = Grid::empty(shape);
        grid.set(0, 0, 1);
        let e = Encoding::reduced(&grid);
        assert_eq!(e.links.items(), 64 - 4);
        // 15 blank cells × 4 values, less the 1s excluded in row 1, column 1
        // and box 1 (3 + 3 + 1 cells) and nothing else.
        assert_eq!(e.links.options(), 60 - 7);
    }
}
