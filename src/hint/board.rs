//! The board a person solves on: values, and the candidates still open in
//! each blank cell (computed from the values, or the player's pencil marks).
//!
//! In exact-cover terms the board *is* the reduced matrix: a candidate `v`
//! of cell `x` is the option "x holds v", and it lies in four items: the
//! cell item `x` and the digit items "row/column/box of x has v". The
//! techniques read the columns through [`Board::positions`] (the options of
//! a unit-digit item) and the candidate masks (the options of a cell
//! column).

use super::Item;
use crate::sudoku::{full_mask, Grid, Shape, Unit, MAX_SIZE};
use std::sync::{Arc, OnceLock};

/// Values and candidates of an n×n grid. Cloning one (as forcing chains
/// and the generator do, often) copies the values and candidates only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    shape: Shape,
    values: Vec<u8>,
    /// Bit `v - 1` for each value `v` still open in a blank cell; 0 when filled.
    candidates: Vec<u32>,
    layout: Arc<Layout>,
    /// Whether the puzzle is known to have one solution: only then may the
    /// uniqueness techniques reason from it.
    unique: bool,
    /// Which cells hold a given: the values the board was made with, unless
    /// [`Board::with_givens`] says which of them the puzzle gave. A value
    /// placed since, by logic or by the player, could take part in a
    /// deadly pattern (avoidable rectangles); a given can't.
    givens: Arc<Vec<bool>>,
}

/// Where the units are, worked out once per board and shared by its clones.
#[derive(Debug, PartialEq, Eq)]
struct Layout {
    /// An empty grid of the board's shape and variant.
    blank: Grid,
    /// The units: rows are 0..n, columns n..2n, boxes (or a jigsaw's
    /// regions) 2n..3n, then the variant's diagonals or windows.
    kinds: Vec<Unit>,
    /// The cells of each unit, in reading order.
    units: Vec<Vec<usize>>,
    /// The row, column and box of each cell.
    unit_of: Vec<[usize; 3]>,
    /// The variant's units of each cell, as a mask over `kinds[3n..]`.
    extra_of: Vec<u8>,
    /// Each cell's peers as bits, `words` u64s a cell: made the first time
    /// a technique asks (see [`Board::peer_words`]).
    peers: OnceLock<Vec<u64>>,
}

impl Layout {
    /// Every unit of a cell: its row, column and box, then the variant's
    /// (numbered after the 3n of those).
    fn all_units_of(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        // Row 0 has n cells: the variant's units start after the 3n.
        let (first, extra) = (3 * self.units[0].len(), self.extra_of[cell]);
        self.unit_of[cell].into_iter().chain(
            (0..8)
                .filter(move |e| extra >> e & 1 == 1)
                .map(move |e| first + e),
        )
    }
}

impl Board {
    /// The board of a grid without clashes, every candidate open.
    pub fn new(grid: &Grid) -> Board {
        let shape = grid.shape();
        let n = shape.n;
        let kinds: Vec<Unit> = grid.units().collect();
        let units: Vec<Vec<usize>> = kinds
            .iter()
            .map(|&u| grid.unit_cells(u).collect())
            .collect();
        let mut unit_of = vec![[0; 3]; n * n];
        for (u, cells) in units.iter().enumerate().take(3 * n) {
            for &cell in cells {
                unit_of[cell][u / n] = u;
            }
        }
        let extra_of = (0..n * n)
            .map(|cell| grid.variant().extra_of(shape, cell))
            .collect();
        let layout = Arc::new(Layout {
            blank: grid.with_cells(vec![0; n * n]),
            kinds,
            units,
            unit_of,
            extra_of,
            peers: OnceLock::new(),
        });
        Board::on(layout, grid)
    }

    /// The board of `grid`, which has this board's shape and variant: the
    /// layout is shared, not worked out again (the generator makes a board
    /// for each given it tries to take out).
    pub fn of_same_kind(&self, grid: &Grid) -> Board {
        debug_assert!(grid.shape() == self.shape && grid.variant() == self.layout.blank.variant());
        Board::on(Arc::clone(&self.layout), grid)
    }

    /// `grid`'s values placed on a board of `layout`.
    fn on(layout: Arc<Layout>, grid: &Grid) -> Board {
        let n = grid.shape().n;
        let mut board = Board {
            shape: grid.shape(),
            values: vec![0; n * n],
            candidates: vec![full_mask(n); n * n],
            givens: Arc::new(grid.cells().iter().map(|&v| v != 0).collect()),
            layout,
            unique: false,
        };
        for (cell, &v) in grid.cells().iter().enumerate() {
            if v != 0 {
                board.place(cell, v);
            }
        }
        board
    }

    /// The board of `grid` with the player's pencil marks: in a cell with
    /// marks (a non-zero mask), only the marked candidates stay open.
    pub fn with_marks(grid: &Grid, marks: &[u32]) -> Board {
        let mut board = Board::new(grid);
        for (cell, &m) in marks.iter().enumerate().filter(|(_, &m)| m != 0) {
            board.candidates[cell] &= m;
        }
        board
    }

    /// The same board, where only `puzzle`'s values are givens (the others
    /// were placed since): `puzzle` is the board's own puzzle, known by the
    /// caller to have one solution.
    pub fn with_givens(mut self, puzzle: &Grid) -> Board {
        self.givens = Arc::new(puzzle.cells().iter().map(|&v| v != 0).collect());
        self
    }

    /// Whether the units are rows, columns and regular boxes only.
    pub fn is_plain(&self) -> bool {
        *self.layout.blank.variant() == crate::sudoku::Variant::Plain
    }

    /// Whether `cell` holds a given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.givens[cell]
    }

    /// The same board, known (checked by the caller) to have one solution.
    pub fn known_unique(mut self) -> Board {
        self.unique = true;
        self
    }

    /// Whether the uniqueness techniques may apply: one solution is known,
    /// and the units are rows, columns and boxes only (a diagonal or a
    /// window could tell a deadly pattern's two fillings apart).
    pub fn uniqueness_applies(&self) -> bool {
        self.unique && self.unit_count() == 3 * self.n()
    }

    /// The grid's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The side n.
    pub fn n(&self) -> usize {
        self.shape.n
    }

    /// The value of a cell, 0 if blank.
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The open candidates of a cell, as a mask (0 for a filled cell).
    pub fn candidates(&self, cell: usize) -> u32 {
        self.candidates[cell]
    }

    /// Whether value `v` is still open in `cell`.
    pub fn has(&self, cell: usize, v: u8) -> bool {
        self.candidates[cell] & bit(v) != 0
    }

    /// The values as a grid.
    pub fn grid(&self) -> Grid {
        self.layout.blank.with_cells(self.values.clone())
    }

    /// Whether every cell has a value.
    pub fn solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Number of units: 3n, and the variant's.
    pub fn unit_count(&self) -> usize {
        self.layout.units.len()
    }

    /// The cells of unit `u`, in reading order.
    pub fn cells(&self, u: usize) -> &[usize] {
        &self.layout.units[u]
    }

    /// The unit with index `u`.
    pub fn unit(&self, u: usize) -> Unit {
        self.layout.kinds[u]
    }

    /// The index of a unit.
    pub fn unit_index(&self, unit: Unit) -> usize {
        let n = self.n();
        match unit {
            Unit::Row(i) => i,
            Unit::Column(i) => n + i,
            Unit::Box(i) => 2 * n + i,
            extra => self
                .layout
                .kinds
                .iter()
                .position(|&u| u == extra)
                .expect("a unit of this board's variant"),
        }
    }

    /// The row, column and box (unit indices) of a cell.
    pub fn units_of(&self, cell: usize) -> [usize; 3] {
        self.layout.unit_of[cell]
    }

    /// Whether a cell is in any of the variant's own units (a diagonal, a window).
    pub fn in_extra_unit(&self, cell: usize) -> bool {
        self.layout.extra_of[cell] != 0
    }

    /// Every unit of a cell: its row, column and box, then the variant's.
    pub fn all_units_of(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.layout.all_units_of(cell)
    }

    /// Whether `v` is already placed in unit `u`.
    pub fn placed_in(&self, u: usize, v: u8) -> bool {
        self.layout.units[u].iter().any(|&c| self.values[c] == v)
    }

    /// [`Board::positions`] of every value of unit `u` (entry `v - 1`), in
    /// one pass over its cells' candidates rather than one a value: the
    /// subset and fish techniques want them all, before most steps of
    /// every solve the generator tries.
    pub fn all_positions(&self, u: usize) -> [u32; MAX_SIZE] {
        let mut all = [0; MAX_SIZE];
        for (place, &c) in self.layout.units[u].iter().enumerate() {
            for v in values(self.candidates[c]) {
                all[v as usize - 1] |= 1 << place;
            }
        }
        all
    }

    /// The options of digit item "unit `u` has `v`": bit i for the i-th
    /// cell of the unit where `v` is open.
    pub fn positions(&self, u: usize, v: u8) -> u32 {
        let b = bit(v);
        self.layout.units[u]
            .iter()
            .enumerate()
            .filter(|&(_, &c)| self.candidates[c] & b != 0)
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// Whether two different cells share a unit.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        let l = &self.layout;
        a != b
            && ((0..3).any(|k| l.unit_of[a][k] == l.unit_of[b][k])
                || l.extra_of[a] & l.extra_of[b] != 0)
    }

    /// The cells that see `cell`, as bits in `⌈cells / 64⌉` words (for
    /// [`super::cells::Sight`]); worked out once per layout.
    pub fn peer_words(&self, cell: usize) -> &[u64] {
        let cells = self.values.len();
        let words = cells.div_ceil(64);
        let all = self.layout.peers.get_or_init(|| {
            let mut all = vec![0u64; cells * words];
            for a in 0..cells {
                for b in (0..cells).filter(|&b| self.sees(a, b)) {
                    all[a * words + b / 64] |= 1 << (b % 64);
                }
            }
            all
        });
        &all[cell * words..(cell + 1) * words]
    }

    /// Number of options left in an exact-cover item.
    pub fn item_size(&self, item: Item) -> u32 {
        match item {
            Item::Cell(cell) => self.candidates[cell].count_ones(),
            Item::Digit(unit, v) => self.positions(self.unit_index(unit), v).count_ones(),
            Item::Set(_, places) => places.count_ones(),
        }
    }

    /// The active item with the fewest options: the one DLX branches on
    /// (cell items first on ties, as Knuth's rule takes the first).
    pub fn smallest_item(&self) -> Option<Item> {
        let n = self.n();
        let cells = (0..n * n).filter(|&c| self.values[c] == 0).map(Item::Cell);
        let digits = (0..self.unit_count()).flat_map(|u| {
            (1..=n as u8)
                .filter(move |&v| !self.placed_in(u, v))
                .map(move |v| Item::Digit(self.unit(u), v))
        });
        cells.chain(digits).min_by_key(|&item| self.item_size(item))
    }

    /// Puts `v` in `cell` and closes `v` in its peers.
    pub fn place(&mut self, cell: usize, v: u8) {
        self.values[cell] = v;
        self.candidates[cell] = 0;
        let layout = Arc::clone(&self.layout);
        for u in layout.all_units_of(cell) {
            for &peer in &layout.units[u] {
                self.candidates[peer] &= !bit(v);
            }
        }
    }

    /// Closes candidate `v` of `cell`.
    pub fn eliminate(&mut self, cell: usize, v: u8) {
        self.candidates[cell] &= !bit(v);
    }
}

/// The mask bit of value `v` (1-based).
pub fn bit(v: u8) -> u32 {
    1 << (v - 1)
}

/// The values of a mask, ascending: one step per value, not per bit.
pub fn values(mut mask: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let v = mask.trailing_zeros() as u8 + 1;
            mask &= mask - 1;
            v
        })
    })
}
