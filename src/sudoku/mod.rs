//! Sudoku grids of any size n×n with r×c boxes, and the checks every solver's
//! answer goes through.
//!
//! Cells are numbered row-major, `cell = row * n + col`, and values are
//! `1..=n` with 0 for a blank. Rows, columns and boxes are 0-based here and
//! 1-based in every message a user sees ("r3c5", "box 2").

mod band_search;
pub mod bands;
pub mod bands16;
pub mod bitboard;
pub mod bitmask;
pub mod cover;
mod info;
pub mod naive;
mod report;
pub mod triads;
pub mod variant;

pub use info::GridInfo;
pub use report::Report;
pub use variant::{Regions, Variant};

use crate::i18n::Msg;
use crate::msg;
use std::fmt;

/// The largest grid supported: 25×25, whose candidates fit in a `u32` and
/// whose symbols are the letters A–Y.
pub const MAX_SIZE: usize = 25;

/// The size of a grid and the shape of its boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Side of the grid, and the number of symbols.
    pub n: usize,
    /// Height of a box in rows.
    pub box_rows: usize,
    /// Width of a box in columns.
    pub box_cols: usize,
}

impl Shape {
    /// A grid of `box_rows`×`box_cols` boxes, of side `box_rows * box_cols`;
    /// an error unless that makes a grid from 1×1 to 25×25.
    pub fn new(box_rows: usize, box_cols: usize) -> Result<Shape, Msg> {
        let n = box_rows.saturating_mul(box_cols);
        if box_rows >= 1 && box_cols >= 1 && n <= MAX_SIZE {
            Ok(Shape {
                n,
                box_rows,
                box_cols,
            })
        } else {
            Err(msg!("box-no-grid", rows = box_rows, cols = box_cols))
        }
    }

    /// A box shape as people write it, `RxC` (or `R×C`): "3x2".
    pub fn parse_box(text: &str) -> Result<Shape, Msg> {
        let (r, c) = text
            .split_once(['x', 'X', '×'])
            .ok_or_else(|| msg!("box-not-rxc"))?;
        let number = |part: &str, which: &'static str| {
            part.trim().parse::<usize>().map_err(|_| Msg::new(which))
        };
        Shape::new(
            number(r, "box-rows-not-number")?,
            number(c, "box-cols-not-number")?,
        )
    }

    /// The shape of `box_rows`×`box_cols` boxes for a grid of side `n`: an
    /// error unless its boxes make that side.
    pub fn for_grid(n: usize, box_rows: usize, box_cols: usize) -> Result<Shape, Msg> {
        let shape = Shape::new(box_rows, box_cols)?;
        if shape.n == n {
            Ok(shape)
        } else {
            Err(msg!("box-does-not-fit", shape = shape.msg(), n = n))
        }
    }

    /// The usual box shape for a side of `n`: 4 → 2×2, 6 → 2×3, 8 → 2×4,
    /// 9 → 3×3, 12 → 3×4, 16 → 4×4, 25 → 5×5; in general the most square
    /// factorisation with rows ≤ columns. `None` below 4 and for prime sides,
    /// which have no boxes worth the name.
    pub fn for_side(n: usize) -> Option<Shape> {
        if !(4..=MAX_SIZE).contains(&n) {
            return None;
        }
        let rows = (2..=n)
            .filter(|r| n.is_multiple_of(*r) && r * r <= n)
            .max()?;
        Shape::new(rows, n / rows).ok()
    }

    /// Number of cells, n².
    pub fn cells(&self) -> usize {
        self.n * self.n
    }

    /// The box (0-based, row-major) that holds a cell.
    pub fn box_of(&self, row: usize, col: usize) -> usize {
        (row / self.box_rows) * (self.n / self.box_cols) + col / self.box_cols
    }

    /// The cells of a box, row-major.
    pub fn box_cells(&self, b: usize) -> impl Iterator<Item = usize> + '_ {
        self.unit_cells(Unit::Box(b))
    }

    /// Every unit: the rows, then the columns, then the boxes.
    pub fn units(&self) -> impl Iterator<Item = Unit> {
        let n = self.n;
        (0..n)
            .map(Unit::Row)
            .chain((0..n).map(Unit::Column))
            .chain((0..n).map(Unit::Box))
    }

    /// The n cells of a unit, in reading order.
    pub fn unit_cells(&self, unit: Unit) -> impl Iterator<Item = usize> + '_ {
        (0..self.n).map(move |i| self.unit_cell(unit, i))
    }

    /// The `i`-th cell of a unit, in reading order. Windows are windoku's,
    /// on a 9×9.
    pub fn unit_cell(&self, unit: Unit, i: usize) -> usize {
        let n = self.n;
        match unit {
            Unit::Row(r) => r * n + i,
            Unit::Column(c) => i * n + c,
            Unit::Box(b) => {
                let per_band = n / self.box_cols;
                let (top, left) = (
                    (b / per_band) * self.box_rows,
                    (b % per_band) * self.box_cols,
                );
                (top + i / self.box_cols) * n + left + i % self.box_cols
            }
            Unit::Diagonal(0) => i * n + i,
            Unit::Diagonal(_) => i * n + n - 1 - i,
            Unit::Window(w) => (1 + 4 * (w / 2) + i / 3) * n + 1 + 4 * (w % 2) + i % 3,
        }
    }

    /// The printed symbol of a value: digits for n ≤ 9, letters A… above.
    pub fn symbol(&self, value: u8) -> char {
        match value {
            0 => '.',
            v if self.n <= 9 => (b'0' + v) as char,
            v => (b'A' + v - 1) as char,
        }
    }

    /// The value of a printed symbol, if it is one of this shape's symbols.
    /// Letters may be lower case.
    pub fn value_of(&self, symbol: char) -> Option<u8> {
        let v = if self.n <= 9 {
            symbol.to_digit(10)?
        } else if symbol.is_ascii_alphabetic() {
            u32::from(symbol.to_ascii_uppercase() as u8 - b'A') + 1
        } else {
            return None;
        };
        (1..=self.n as u32).contains(&v).then_some(v as u8)
    }
}

impl Shape {
    /// The shape in words: "9×9 (boxes 3×3)".
    pub fn msg(&self) -> Msg {
        msg!(
            "shape",
            n = self.n,
            rows = self.box_rows,
            cols = self.box_cols
        )
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

/// A sudoku grid: values `1..=n`, 0 for a blank, and its variant's rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    shape: Shape,
    cells: Vec<u8>,
    variant: Variant,
}

/// A kind of unit in which each value appears once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A row, 0-based.
    Row(usize),
    /// A column, 0-based.
    Column(usize),
    /// A box (a jigsaw's region), 0-based, row-major.
    Box(usize),
    /// An X-sudoku's diagonal: 0 from the top left, 1 from the top right.
    Diagonal(usize),
    /// A windoku's window, 0-based, row-major.
    Window(usize),
}

impl Unit {
    /// Its index among the units of its kind, 0-based.
    pub fn index(&self) -> usize {
        match *self {
            Unit::Row(i) | Unit::Column(i) | Unit::Box(i) | Unit::Diagonal(i) | Unit::Window(i) => {
                i
            }
        }
    }

    /// The letter of its digit columns in the matrix view: `R3#7`, `C5#7`,
    /// `B2#7`, `X1#7`, `W4#7`.
    pub fn letter(&self) -> char {
        match self {
            Unit::Row(_) => 'R',
            Unit::Column(_) => 'C',
            Unit::Box(_) => 'B',
            Unit::Diagonal(_) => 'X',
            Unit::Window(_) => 'W',
        }
    }

    /// The unit in words, 1-based: "row 4", "box 2".
    pub fn msg(&self) -> Msg {
        match self {
            Unit::Row(i) => msg!("unit-row", number = i + 1),
            Unit::Column(i) => msg!("unit-column", number = i + 1),
            Unit::Box(i) => msg!("unit-box", number = i + 1),
            Unit::Diagonal(i) => msg!("unit-diagonal", number = i + 1),
            Unit::Window(i) => msg!("unit-window", number = i + 1),
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

/// Two equal values in one unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clash {
    /// Where.
    pub unit: Unit,
    /// The repeated value.
    pub value: u8,
    /// The two cells, as (row, col), 0-based, in reading order.
    pub cells: [(usize, usize); 2],
    /// The symbol of the value, for messages.
    pub symbol: char,
}

impl Clash {
    /// The clash in words: "row 3 has two 7s: r3c2 and r3c8".
    pub fn msg(&self) -> Msg {
        let [(r1, c1), (r2, c2)] = self.cells;
        msg!(
            "clash",
            unit = self.unit.msg(),
            symbol = self.symbol,
            first = cell_label(r1, c1),
            second = cell_label(r2, c2)
        )
    }
}

/// A cell's name, 1-based: "r3c5". Names are the same in every language.
pub fn cell_label(row: usize, col: usize) -> String {
    format!("r{}c{}", row + 1, col + 1)
}

/// The name of cell `cell` (row-major, 0-based) of a grid of side `n`, as
/// [`cell_label`] writes it: sudoku and Binary Sudoku alike.
pub fn cell_name(n: usize, cell: usize) -> String {
    cell_label(cell / n, cell % n)
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for Clash {}

impl Grid {
    /// A grid from row-major values. Panics unless there are n² values, each
    /// in 0..=n: the parsers check user input before it gets here.
    pub fn new(shape: Shape, cells: Vec<u8>) -> Grid {
        assert_eq!(cells.len(), shape.cells(), "a grid has n² cells");
        assert!(
            cells.iter().all(|&v| v as usize <= shape.n),
            "values are 0..=n"
        );
        Grid {
            shape,
            cells,
            variant: Variant::Plain,
        }
    }

    /// The player's entries: the cells (row-major) filled here that are
    /// blank in `givens`, the puzzle it is played from.
    pub fn entries<'a>(&'a self, givens: &'a Grid) -> impl Iterator<Item = usize> + 'a {
        (0..self.cells.len()).filter(|&c| givens.cells[c] == 0 && self.cells[c] != 0)
    }

    /// An empty grid.
    pub fn empty(shape: Shape) -> Grid {
        Grid::new(shape, vec![0; shape.cells()])
    }

    /// The grid under `variant`'s rules: an error if the variant does not
    /// fit its shape.
    pub fn with_variant(mut self, variant: Variant) -> Result<Grid, Msg> {
        variant.check(self.shape)?;
        self.variant = variant;
        Ok(self)
    }

    /// The same values on a grid of the same shape and variant.
    pub fn with_cells(&self, cells: Vec<u8>) -> Grid {
        Grid {
            variant: self.variant.clone(),
            ..Grid::new(self.shape, cells)
        }
    }

    /// Its shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Its variant.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// Every unit: the rows, the columns, the boxes (or regions), then the
    /// variant's own.
    pub fn units(&self) -> impl Iterator<Item = Unit> {
        self.shape.units().chain(self.variant.extra_units())
    }

    /// The n cells of a unit, in reading order.
    pub fn unit_cells(&self, unit: Unit) -> impl Iterator<Item = usize> + '_ {
        (0..self.shape.n).map(move |i| self.variant.unit_cell(self.shape, unit, i))
    }

    /// The box (or region) of a cell.
    pub fn box_of(&self, cell: usize) -> usize {
        self.variant.box_of(self.shape, cell)
    }

    /// The units of a cell: its row, column and box, then the variant's.
    pub fn units_of(&self, cell: usize) -> impl Iterator<Item = Unit> + '_ {
        let n = self.shape.n;
        let extra = self.variant.extra_of(self.shape, cell);
        [
            Unit::Row(cell / n),
            Unit::Column(cell % n),
            Unit::Box(self.box_of(cell)),
        ]
        .into_iter()
        .chain(
            self.variant
                .extra_units()
                .enumerate()
                .filter(move |&(e, _)| extra >> e & 1 == 1)
                .map(|(_, u)| u),
        )
    }

    /// Its values, row-major, 0 for blank.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The value at (row, col).
    pub fn get(&self, row: usize, col: usize) -> u8 {
        self.cells[row * self.shape.n + col]
    }

    /// Sets the value at (row, col); `value` must be in 0..=n.
    pub fn set(&mut self, row: usize, col: usize, value: u8) {
        assert!(value as usize <= self.shape.n);
        self.cells[row * self.shape.n + col] = value;
    }

    /// Number of filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// The first pair of equal values in a unit, looking at rows first,
    /// then columns, then boxes, then the variant's units.
    pub fn find_clash(&self) -> Option<Clash> {
        self.clash_in(&self.cells)
    }

    /// The first clash of `cells` (a grid of this shape) by this grid's rules.
    fn clash_in(&self, cells: &[u8]) -> Option<Clash> {
        if self.clash_free(cells) {
            return None;
        }
        let n = self.shape.n;
        for unit in self.units() {
            let mut seen = [usize::MAX; MAX_SIZE + 1];
            for cell in self.unit_cells(unit) {
                let v = cells[cell] as usize;
                if v == 0 {
                    continue;
                }
                if seen[v] != usize::MAX {
                    let first = seen[v];
                    return Some(Clash {
                        unit,
                        value: v as u8,
                        cells: [(first / n, first % n), (cell / n, cell % n)],
                        symbol: self.shape.symbol(v as u8),
                    });
                }
                seen[v] = cell;
            }
        }
        None
    }

    /// Whether no unit of this grid's rules holds a value twice, in one pass
    /// over the cells with a bit mask per unit and no allocation: the answer
    /// of nearly every check (each solution returned is one), which the
    /// unit-by-unit walk of [`Grid::clash_in`] then only repeats to name a
    /// clash.
    fn clash_free(&self, cells: &[u8]) -> bool {
        let shape = self.shape;
        let n = shape.n;
        let [mut rows, mut columns, mut boxes] = [[0u32; MAX_SIZE]; 3];
        let mut extra = [0u32; 8];
        let plain = self.variant.is_plain();
        // A plain box from its row's band and its column's stack: no
        // division per cell.
        let mut stack = [0usize; MAX_SIZE];
        for (c, s) in stack.iter_mut().enumerate().take(n) {
            *s = c / shape.box_cols;
        }
        let per_band = n / shape.box_cols;
        for (r, row) in cells.chunks_exact(n).enumerate() {
            let band = r / shape.box_rows * per_band;
            for (c, &v) in row.iter().enumerate() {
                if v == 0 {
                    continue;
                }
                let bit = 1u32 << v;
                let cell = r * n + c;
                let b = if plain {
                    band + stack[c]
                } else {
                    self.box_of(cell)
                };
                if (rows[r] | columns[c] | boxes[b]) & bit != 0 {
                    return false;
                }
                rows[r] |= bit;
                columns[c] |= bit;
                boxes[b] |= bit;
                let mut units = if plain {
                    0
                } else {
                    self.variant.extra_of(shape, cell)
                };
                while units != 0 {
                    let e = units.trailing_zeros() as usize;
                    if extra[e] & bit != 0 {
                        return false;
                    }
                    extra[e] |= bit;
                    units &= units - 1;
                }
            }
        }
        true
    }

    /// Every cell whose value repeats in one of its units, ascending: what
    /// a grid marks as it is typed into.
    pub fn clashing_cells(&self) -> Vec<usize> {
        let mut bad = vec![false; self.cells.len()];
        for unit in self.units() {
            let mut count = [0u8; MAX_SIZE + 1];
            for cell in self.unit_cells(unit) {
                count[self.cells[cell] as usize] += 1;
            }
            for cell in self.unit_cells(unit) {
                let v = self.cells[cell] as usize;
                if v != 0 && count[v] > 1 {
                    bad[cell] = true;
                }
            }
        }
        (0..bad.len()).filter(|&c| bad[c]).collect()
    }

    /// Checks that `solution` is a complete grid that keeps every value of
    /// `self` (the puzzle) and keeps the puzzle's rules, its variant's too.
    pub fn verify_solution(&self, solution: &Grid) -> Result<(), Msg> {
        if solution.shape != self.shape {
            return Err(msg!(
                "verify-shape",
                solution = solution.shape.msg(),
                puzzle = self.shape.msg()
            ));
        }
        let n = self.shape.n;
        for (cell, (&given, &value)) in self.cells.iter().zip(&solution.cells).enumerate() {
            let name = || cell_label(cell / n, cell % n);
            if value == 0 {
                return Err(msg!("verify-empty", cell = name()));
            }
            if given != 0 && given != value {
                return Err(msg!(
                    "verify-given",
                    cell = name(),
                    given = self.shape.symbol(given)
                ));
            }
        }
        // By the puzzle's rules, whatever grid the engine built.
        match self.clash_in(&solution.cells) {
            Some(clash) => Err(clash.msg()),
            None => Ok(()),
        }
    }

    /// The values that can still go into a blank cell: a bit mask with bit
    /// `v - 1` for value `v`. A filled cell has no candidates.
    pub fn candidates(&self, row: usize, col: usize) -> u32 {
        let cell = row * self.shape.n + col;
        if self.cells[cell] != 0 {
            return 0;
        }
        let used = self
            .units_of(cell)
            .flat_map(|u| self.unit_cells(u))
            .filter(|&c| self.cells[c] != 0)
            .fold(0u32, |m, c| m | 1 << (self.cells[c] - 1));
        !used & full_mask(self.shape.n)
    }
}

/// The mask with the low `n` bits set: every value of an n×n grid.
pub fn full_mask(n: usize) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_shapes_follow_the_usual_sizes() {
        let shape = |n| Shape::for_side(n).map(|s| (s.box_rows, s.box_cols));
        assert_eq!(shape(4), Some((2, 2)));
        assert_eq!(shape(6), Some((2, 3)));
        assert_eq!(shape(8), Some((2, 4)));
        assert_eq!(shape(9), Some((3, 3)));
        assert_eq!(shape(12), Some((3, 4)));
        assert_eq!(shape(16), Some((4, 4)));
        assert_eq!(shape(25), Some((5, 5)));
        assert_eq!(shape(7), None);
    }

    #[test]
    fn boxes_of_a_six_by_six() {
        let s = Shape::for_side(6).unwrap();
        assert_eq!(s.box_of(0, 3), 1);
        assert_eq!(s.box_of(2, 0), 2);
        assert_eq!(
            s.box_cells(3).collect::<Vec<_>>(),
            vec![15, 16, 17, 21, 22, 23]
        );
    }

    #[test]
    fn clashes_name_the_unit_and_cells() {
        let s = Shape::for_side(9).unwrap();
        let mut g = Grid::empty(s);
        g.set(2, 1, 7);
        g.set(2, 7, 7);
        assert_eq!(
            g.find_clash().unwrap().to_string(),
            "row 3 has two 7s: r3c2 and r3c8"
        );
        let mut g = Grid::empty(s);
        g.set(0, 0, 4);
        g.set(1, 1, 4);
        assert_eq!(
            g.find_clash().unwrap().to_string(),
            "box 1 has two 4s: r1c1 and r2c2"
        );
    }

    #[test]
    fn clashing_cells_are_all_marked() {
        let shape = Shape::for_side(4).unwrap();
        let mut grid = Grid::empty(shape);
        grid.set(0, 0, 1);
        grid.set(0, 3, 1);
        grid.set(1, 1, 1);
        grid.set(3, 2, 2);
        assert_eq!(grid.clashing_cells(), vec![0, 3, 5]);
    }

    #[test]
    fn symbols_round_trip() {
        let s16 = Shape::for_side(16).unwrap();
        assert_eq!(s16.symbol(1), 'A');
        assert_eq!(s16.value_of('p'), Some(16));
        assert_eq!(s16.value_of('Q'), None);
        let s9 = Shape::for_side(9).unwrap();
        assert_eq!(s9.value_of('0'), None);
        assert_eq!(s9.value_of('9'), Some(9));
    }
}
