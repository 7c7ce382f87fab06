//! The 16×16 engine (4×4 boxes) on band bitboards: what `bands` is for 9×9,
//! laid out so that a band of four rows is exactly one `u64`. Every
//! operation on a digit's places is then a handful of 64-bit operations, as
//! cheap in WebAssembly as natively, and no loop walks a unit's cells.
//!
//! ```text
//!   band b = rows 4b..4b+3        bit of (row, column) = 16·(row − 4b) + column
//!
//!   cand[d][b]   digit d+1 can go there, or is there
//!   solved[b]    the cells whose digit is known
//!
//!   a band:   bits  0–15  row 4b      a row is a 16-bit lane,
//!             bits 16–31  row 4b+1    a box is the same nibble of the
//!             bits 32–47  row 4b+2    four lanes, a column the same bit
//!             bits 48–63  row 4b+3    of the four lanes in every band
//! ```
//!
//! Placing a digit keeps its own bit and clears its row lane, its box
//! nibbles and its column in each band from the digit's board (a few masks,
//! not 39 peers one by one), and the cell from every other digit's board.
//!
//! `propagate` finds singles for all cells and units at once:
//! - *naked*: counting a band's cells over the 16 boards with "one"/"two"
//!   accumulators gives the cells with exactly one digit (and those with
//!   none, a contradiction);
//! - *hidden*: for one digit, each row lane is tested for "empty" and "one
//!   bit" as a field of the word (SWAR: a carry into the field's top bit);
//!   folding the four lanes gives the band's columns, whose nibbles, tested
//!   the same way, are its boxes. Every unit's "none", "exactly one" and
//!   "more" come out of about forty operations per band, with no branch.
//!   Only the digits whose board changed since they were last looked at
//!   are looked at again (`dirty`).
//!
//! Once no single is left, *locked candidates* come from the same kind of
//! folds (`locked`): a row's or a column's places inside one box take the
//! digit from the box's other cells, a box's places inside one line take
//! it from the line's other cells.
//!
//! The search guesses on a cell with two candidates (else three, else the
//! fewest) in the band with the most open cells, as `bands` does, and tries
//! the last candidate on the board itself rather than on a copy.
//!
//! Measured choices (native, `--stats`, on `tests/data/16x16/`'s 48
//! generated puzzles and the POJ 3076 sample; wasm in `bench/wasm.mjs`):
//! - the `bitmask` engine spends two thirds of its time on 16×16 scanning
//!   all 48 units' 16 cells for hidden singles; here that scan is ~190
//!   instructions a digit, and only for the `dirty` digits: 3.2 → 2.0 ms on
//!   the POJ sample;
//! - locked candidates: 502,146 → 182,206 guesses on the 48 (277 → 141 ms),
//!   though the POJ sample, one puzzle, takes 2,870 guesses instead of
//!   2,974 at a higher cost a guess;
//! - guessing in the band with the most open cells: of the orders tried
//!   (fewest, first, last), the one with the fewest guesses in all, and no
//!   puzzle over 24,060 (others: 32,938 to 151,340);
//! - the boards digit-major (`cand[d][b]`): band-major, which lets the
//!   per-band loops read 16 words in a row, was 20% slower.

use super::{band_search, Grid, Report};
use crate::limits::Limits;

/// Bit 0 of each row lane: one flag per row of a band.
const LANES: u64 = 0x0001_0001_0001_0001;
/// Bit 0 of each nibble of a 16-bit word: one flag per box of a band.
const NIBBLES: u64 = 0x1111;

#[derive(Clone, Copy)]
struct Board {
    cand: [[u64; 4]; 16],
    solved: [u64; 4],
    /// Bit d set: digit d's board changed since its hidden singles were
    /// last looked for. Only these are looked at again: deep in the search
    /// a placement touches a few digits, not all sixteen.
    dirty: u32,
    /// The same for locked candidates, which are looked for only once no
    /// single is left: they cost more, and are needed less often.
    stale: u32,
}

/// Fields of a word, by the mask of their top bits (`high`) and of their
/// bottom bits (`low`): 16-bit row lanes of a band, or 4-bit boxes of a
/// band's column summary. SWAR, so one operation tests every field.
#[derive(Clone, Copy)]
struct Fields {
    high: u64,
    low: u64,
}

const ROWS: Fields = Fields {
    high: 0x8000 * LANES,
    low: LANES,
};
const BOXES: Fields = Fields {
    high: 0x8888,
    low: NIBBLES,
};
/// The minirows of a band: the nibbles of its four row lanes.
const MINIROWS: Fields = Fields {
    high: 0x8888 * LANES,
    low: NIBBLES * LANES,
};

impl Fields {
    /// The top bit of each field of `v` that is not zero: adding the mask
    /// of a field's lower bits carries into its top bit, never out of it.
    #[inline(always)]
    fn nonzero(self, v: u64) -> u64 {
        let rest = self.high - self.low;
        (((v & rest) + rest) | v) & self.high
    }

    /// The top bit of each field of `v` with exactly one bit set, when no
    /// field is zero: then subtracting 1 from each field borrows from none
    /// of the others, and clears a field's lowest bit.
    #[inline(always)]
    fn single(self, v: u64) -> u64 {
        self.high & !self.nonzero(v & v.wrapping_sub(self.low))
    }
}

impl Board {
    /// The board of an empty grid: every digit open everywhere, every
    /// digit to look at.
    const EMPTY: Board = Board {
        cand: [[!0; 4]; 16],
        solved: [0; 4],
        dirty: 0xFFFF,
        stale: 0xFFFF,
    };

    /// Puts digit `d` in `cells` of band `b`: they leave every other
    /// digit's board (unless `alone` says d is their only candidate), and
    /// their rows, boxes and columns leave d's. `false` if two of them
    /// share a unit, or one was no longer open to d.
    #[inline(always)]
    fn put(&mut self, d: usize, b: usize, cells: u64, alone: bool) -> bool {
        let mine = self.cand[d][b];
        if mine & cells != cells {
            return false;
        }
        if alone {
            self.touch(1 << d);
        } else {
            let mut changed = 0;
            for (e, board) in self.cand.iter_mut().enumerate() {
                changed |= ((board[b] & cells != 0) as u32) << e;
                board[b] &= !cells;
            }
            self.touch(changed);
        }
        // Their columns, rows (a flag at bit 16r) and boxes (at bit 4k):
        // as many of each as there are cells, or two share one.
        let f = cells | cells >> 32;
        let cols = (f | f >> 16) & 0xFFFF;
        let rows = ROWS.nonzero(cells) >> 15;
        let boxes = BOXES.nonzero(cols) >> 3;
        let n = cells.count_ones();
        if cols.count_ones() != n || rows.count_ones() != n || boxes.count_ones() != n {
            return false;
        }
        for band in &mut self.cand[d] {
            *band &= !(cols * LANES);
        }
        self.cand[d][b] = (mine & !((rows * 0xFFFF) | (boxes * 0xF * LANES))) | cells;
        self.solved[b] |= cells;
        true
    }

    /// Marks the digits of `changed` (bit d for digit d) to be looked at again.
    #[inline(always)]
    fn touch(&mut self, changed: u32) {
        self.dirty |= changed;
        self.stale |= changed;
    }

    /// Places naked and hidden singles until there are none; `false` on a
    /// contradiction (a cell with no digit, or a unit with no place for one).
    fn propagate(&mut self) -> bool {
        loop {
            // Naked singles until there are none: they cost a few operations
            // a band, the hidden ones a few hundred.
            loop {
                let mut progress = false;
                for b in 0..4 {
                    let (mut one, mut two) = (0u64, 0u64);
                    for board in &self.cand {
                        two |= one & board[b];
                        one |= board[b];
                    }
                    if one != !0 {
                        return false;
                    }
                    let naked = !two & !self.solved[b];
                    if naked != 0 {
                        progress = true;
                        for d in 0..16 {
                            let cells = self.cand[d][b] & naked;
                            if cells != 0 && !self.put(d, b, cells, true) {
                                return false;
                            }
                        }
                    }
                }
                if !progress {
                    break;
                }
            }
            if self.dirty == 0 {
                // No single left: locked candidates, then singles again.
                while self.stale != 0 {
                    let d = self.stale.trailing_zeros() as usize;
                    self.stale &= self.stale - 1;
                    if self.locked(d) {
                        self.dirty |= 1 << d;
                    }
                }
                if self.dirty == 0 {
                    return true;
                }
            }
            while self.dirty != 0 {
                let d = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                let open = (0..4).fold(0, |m, b| m | self.cand[d][b] & !self.solved[b]);
                if open == 0 {
                    // Every place of d is settled: all 16, or a unit lacks it.
                    if self.cand[d].iter().map(|x| x.count_ones()).sum::<u32>() != 16 {
                        return false;
                    }
                    continue;
                }
                let Some(cells) = self.hidden(d) else {
                    return false;
                };
                for (b, &c) in cells.iter().enumerate() {
                    if c != 0 && !self.put(d, b, c, false) {
                        return false;
                    }
                }
            }
        }
    }

    /// The open cells where digit `d` is a hidden single (the one place
    /// left in its row, column or box), per band; `None` if a unit has no
    /// place left for it.
    #[inline(always)]
    fn hidden(&self, d: usize) -> Option<[u64; 4]> {
        let x = self.cand[d];
        let mut cells = [0u64; 4];
        let (mut col_one, mut col_two) = (0u64, 0u64);
        // Every row and box has a place: tested once, at the end.
        let (mut rows_full, mut boxes_full) = (ROWS.high, BOXES.high);
        for b in 0..4 {
            rows_full &= ROWS.nonzero(x[b]);
            let rows = (ROWS.single(x[b]) >> 15) * 0xFFFF;
            // The band's columns: "at least one", "at least two" of the
            // four lanes, folded into the low one.
            let (one, two) = (x[b] | x[b] >> 32, x[b] & x[b] >> 32);
            let (one, two) = (one | one >> 16, two | two >> 16 | one & one >> 16);
            let (one, two) = (one & 0xFFFF, two & 0xFFFF);
            col_two |= two | col_one & one;
            col_one |= one;
            // A box is a nibble of the band's columns: one place if its
            // nibble of `one` has one bit and of `two` none.
            boxes_full &= BOXES.nonzero(one);
            let lone = BOXES.single(one) & !BOXES.nonzero(two);
            let boxes = (lone >> 3) * 0xF * LANES;
            cells[b] = x[b] & (rows | boxes);
        }
        if rows_full != ROWS.high || boxes_full != BOXES.high || col_one != 0xFFFF {
            return None;
        }
        let cols = (col_one & !col_two) * LANES;
        for b in 0..4 {
            cells[b] = (cells[b] | x[b] & cols) & !self.solved[b];
        }
        Some(cells)
    }

    /// Locked candidates for digit `d`, on a board whose every unit has a
    /// place for it (`hidden` said so): a row or column whose places lie in
    /// one box takes the digit from the box's other cells, and a box whose
    /// places lie in one row or column takes it from the line's other
    /// cells. `true` if a place went.
    fn locked(&mut self, d: usize) -> bool {
        let x = self.cand[d];
        let mut y = x;
        let spread = |flags: u64| flags * 0xF; // a flag at bit 4k to its nibble
        let lanes = |v: u64| (ROWS.nonzero(v) >> 15) * 0xFFFF; // non-empty row lanes
        let columns: [u64; 4] = std::array::from_fn(|b| {
            let v = x[b] | x[b] >> 32;
            (v | v >> 16) & 0xFFFF
        });
        for b in 0..4 {
            // Flag at bit 4k + 16r: row r of the band has a place in box k.
            let m = MINIROWS.nonzero(x[b]) >> 3;
            // A row in one box (one flag in its lane): the box's other rows.
            let claims = m & ((ROWS.single(m) >> 15) * 0xFFFF);
            let f = claims | claims >> 32;
            let boxes = spread((f | f >> 16) & 0xFFFF) * LANES;
            y[b] &= !(boxes & !spread(claims));
            // A box in one row (one flag across the lanes of its nibble):
            // the row's other boxes.
            let (one, two) = (m | m >> 32, m & m >> 32);
            let (one, two) = (one | one >> 16, two | two >> 16 | one & one >> 16);
            let points = m & ((one & !two & 0xFFFF) * LANES);
            y[b] &= !(lanes(points) & !spread(points));
            // A box in one column: the column in the other bands.
            let col = columns[b];
            let lone = col & spread(BOXES.single(col) >> 3);
            for (other, v) in y.iter_mut().enumerate() {
                if other != b {
                    *v &= !(lone * LANES);
                }
            }
            // A column in one band, so in one box: the box's other columns.
            let elsewhere = (0..4).filter(|&o| o != b).fold(0, |m, o| m | columns[o]);
            let only = col & !elsewhere;
            y[b] &= !((spread(BOXES.nonzero(only) >> 3) & !only) * LANES);
        }
        let changed = y != x;
        self.cand[d] = y;
        changed
    }

    /// Where to guess, as (band, bit), on a propagated, unsolved board: a
    /// cell with two candidates if there is one, else three, else the
    /// fewest; in the band with the most open cells.
    fn choose(&self) -> (usize, u32) {
        let mut counts = [[0u64; 4]; 4]; // [b][k]: cells with at least k+1 digits
        for (b, c) in counts.iter_mut().enumerate() {
            for board in &self.cand {
                let x = board[b];
                c[3] |= c[2] & x;
                c[2] |= c[1] & x;
                c[1] |= c[0] & x;
                c[0] |= x;
            }
        }
        let in_fullest_band = |k: usize| {
            (0..4)
                .map(|b| (b, counts[b][k - 1] & !counts[b][k] & !self.solved[b]))
                .filter(|&(_, cells)| cells != 0)
                .max_by_key(|&(b, _)| (!self.solved[b]).count_ones())
                .map(|(b, cells)| (b, cells.trailing_zeros()))
        };
        in_fullest_band(2)
            .or_else(|| in_fullest_band(3))
            .or_else(|| {
                (0..4)
                    .flat_map(|b| {
                        let open = !self.solved[b];
                        (0..64)
                            .filter(move |p| open >> p & 1 != 0)
                            .map(move |p| (b, p))
                    })
                    .min_by_key(|&(b, p)| self.digits(b, p).count_ones())
            })
            .expect("an unsolved board has an open cell")
    }

    /// The digits still open to the cell at bit `p` of band `b`, as a mask.
    fn digits(&self, b: usize, p: u32) -> u32 {
        (0..16)
            .filter(|&d| self.cand[d][b] >> p & 1 != 0)
            .fold(0, |m, d| m | 1 << d)
    }
}

impl band_search::Board for Board {
    fn settle(&mut self) -> bool {
        self.propagate()
    }

    fn is_solved(&self) -> bool {
        self.solved == [!0; 4]
    }

    fn solution(&self, givens: &Grid) -> Grid {
        let boards = self.cand.iter().enumerate().flat_map(|(d, board)| {
            board
                .iter()
                .enumerate()
                .map(move |(b, &cells)| (d, b, cells))
        });
        band_search::fill(givens, 4, boards)
    }

    fn branch(&self) -> (usize, u32, u32) {
        let (b, p) = self.choose();
        (b, p, self.digits(b, p))
    }

    fn place(&mut self, d: usize, b: usize, p: u32) -> bool {
        self.put(d, b, 1 << p, false)
    }

    fn exclude(&mut self, d: usize, b: usize, p: u32) {
        self.cand[d][b] &= !(1 << p);
        self.touch(1 << d);
    }
}

/// The 16×16 engine: grids with 4×4 boxes on band bitboards, the only
/// shape its tables know (the registry says so and refuses the others).
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    let shape = grid.shape();
    assert_eq!(
        (shape.n, shape.box_rows),
        (16, 4),
        "the bands16 engine solves 16×16 with 4×4 boxes only"
    );
    band_search::solve(Board::EMPTY, grid, limits, 64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::{bitmask, Shape};

    #[test]
    fn folds_find_units_with_one_place() {
        let mut board = Board::EMPTY;
        // Digit 0 left only at (row 1, column 5) in row 1: a hidden single.
        board.cand[0][0] &= !(0xFFFF << 16) | 1 << (16 + 5);
        let cells = board.hidden(0).unwrap();
        assert_eq!(cells, [1 << 21, 0, 0, 0]);
        // Column 3 emptied for digit 1: no place for it there.
        for band in &mut board.cand[1] {
            *band &= !(LANES << 3);
        }
        assert_eq!(board.hidden(1), None);
        // Box 6 (band 1, nibble 2) with one place for digit 2.
        board.cand[2][1] &= !((0xF * LANES) << 8) | 1 << (48 + 11);
        assert_eq!(board.hidden(2).unwrap(), [0, 1 << 59, 0, 0]);
    }

    #[test]
    fn put_clears_peers_and_refuses_clashes() {
        let mut board = Board::EMPTY;
        assert!(board.put(7, 2, 1 << 37, false)); // row 10, column 5
                                                  // Its row and box go (they share 4 cells; the column lies in the box),
                                                  // the cell itself stays.
        assert_eq!(board.cand[7][2].count_ones(), 64 - 16 - 16 + 4 + 1);
        assert_eq!(board.cand[7][0] & LANES << 5, 0);
        assert_eq!(board.cand[3][2] & 1 << 37, 0);
        assert!(!board.put(7, 3, 1 << 5, false)); // the same column: refused
        assert!(!board.put(4, 0, 1 | 1 << 3, false)); // two cells of one row
    }

    #[test]
    fn solves_counts_and_agrees() {
        let shape = Shape::for_side(16).unwrap();
        let empty = Grid::empty(shape);
        let report = solve(&empty, Limits::COUNT2);
        assert_eq!(report.count, 2);
        let full = report.solution.unwrap();
        empty.verify_solution(&full).unwrap();
        // Half the cells blanked: the same count as the bitmask engine's.
        let cells = full
            .cells()
            .iter()
            .enumerate()
            .map(|(i, &v)| if i % 2 == 0 { 0 } else { v })
            .collect();
        let half = Grid::new(shape, cells);
        let ours = solve(&half, Limits::COUNT2);
        assert_eq!(ours.count, bitmask::solve(&half, Limits::COUNT2).count);
        half.verify_solution(ours.solution.as_ref().unwrap())
            .unwrap();
    }
}
