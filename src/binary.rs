//! Binary Sudoku (USACO 2011 November Gold, "bsudoku"): the fewest cell
//! toggles that give every row, column and box an even number of 1s.
//!
//! Exact, by dynamic programming over the rows. Choosing the new content `v`
//! of a row (a mask of n bits, with an even number of 1s so the row is even)
//! costs `popcount(old ^ v)` toggles and changes the state
//!
//! ```text
//!   state = column parities (n bits) | parities of the current band's boxes << n
//!   state' = state ^ key(v),  key(v) = v | (box parities of v) << n
//! ```
//!
//! At the end of each band of boxes the box parities must be 0, and at the
//! end of the grid the column parities too. That is `n · 2^(n + boxes across)
//! · 2^(n-1)` steps: about 9.4 million for 9×9.

use crate::sudoku::Shape;

/// The work above which the DP is refused, so that no call runs for seconds.
const MAX_WORK: u64 = 100_000_000;

/// A grid of 0/1 cells with boxes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BinaryGrid {
    /// Size and box shape.
    pub shape: Shape,
    /// Row-major cells, each 0 or 1.
    pub cells: Vec<u8>,
}

/// An optimal set of toggles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The minimum number of toggles.
    pub toggles: u32,
    /// One optimal set of cells to toggle, as 0-based (row, col), in reading order.
    pub cells: Vec<(usize, usize)>,
    /// The grid after those toggles.
    pub grid: BinaryGrid,
}

/// The grid is too large for the exact DP.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge(pub Shape);

impl TooLarge {
    /// The refusal in words.
    pub fn msg(&self) -> crate::i18n::Msg {
        crate::msg!("binary-too-large", shape = self.0.msg())
    }
}

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for TooLarge {}

/// Solves a Binary Sudoku exactly.
pub fn solve(grid: &BinaryGrid) -> Result<Answer, TooLarge> {
    let shape = grid.shape;
    let n = shape.n;
    let across = n / shape.box_cols;
    let bits = n + across;
    let work = (n as u64) << (bits + n - 1);
    if bits > 24 || work > MAX_WORK {
        return Err(TooLarge(shape));
    }
    let row_mask = |r: usize| (0..n).fold(0u32, |m, c| m | u32::from(grid.cells[r * n + c]) << c);
    // Every even row content, with its state key.
    let evens: Vec<(u32, u32)> = (0..1u32 << n)
        .filter(|v| v.count_ones() % 2 == 0)
        .map(|v| {
            let boxes = (0..across).fold(0u32, |k, b| {
                let part = (v >> (b * shape.box_cols)) & ((1 << shape.box_cols) - 1);
                k | (part.count_ones() & 1) << b
            });
            (v, v | boxes << n)
        })
        .collect();
    const INF: u32 = u32::MAX;
    let states = 1usize << bits;
    let mut cost = vec![INF; states];
    cost[0] = 0;
    // chosen[r][state]: the content of row r on the best way to `state`.
    let mut chosen = vec![vec![0u32; states]; n];
    for (r, chosen_row) in chosen.iter_mut().enumerate() {
        let old = row_mask(r);
        let mut next = vec![INF; states];
        for (s, &c) in cost.iter().enumerate().filter(|(_, &c)| c != INF) {
            for &(v, key) in &evens {
                let t = s ^ key as usize;
                let total = c + (old ^ v).count_ones();
                if total < next[t] {
                    next[t] = total;
                    chosen_row[t] = v;
                }
            }
        }
        if (r + 1) % shape.box_rows == 0 {
            // A band of boxes ends here: its boxes must be even.
            for (t, c) in next.iter_mut().enumerate() {
                if t >> n != 0 {
                    *c = INF;
                }
            }
        }
        cost = next;
    }
    // Walk back from the all-even state.
    let mut solved = grid.clone();
    let mut cells = Vec::new();
    let mut state = 0usize;
    for r in (0..n).rev() {
        let v = chosen[r][state];
        let flips = row_mask(r) ^ v;
        for c in (0..n).rev().filter(|c| flips >> c & 1 == 1) {
            cells.push((r, c));
            solved.cells[r * n + c] ^= 1;
        }
        let key = evens.iter().find(|e| e.0 == v).expect("v is even").1;
        state ^= key as usize;
    }
    cells.reverse();
    Ok(Answer {
        toggles: cost[0],
        cells,
        grid: solved,
    })
}

/// Which units of a grid hold an even number of 1s: what the board's parity
/// markers show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parity {
    /// Each row, top to bottom.
    pub rows: Vec<bool>,
    /// Each column, left to right.
    pub columns: Vec<bool>,
    /// Each box, row-major.
    pub boxes: Vec<bool>,
}

/// The parity of every row, column and box of `grid`.
pub fn parity(grid: &BinaryGrid) -> Parity {
    use crate::sudoku::Unit;
    let n = grid.shape.n;
    let even = |unit| {
        grid.shape
            .unit_cells(unit)
            .map(|c| u32::from(grid.cells[c]))
            .sum::<u32>()
            % 2
            == 0
    };
    Parity {
        rows: (0..n).map(|i| even(Unit::Row(i))).collect(),
        columns: (0..n).map(|i| even(Unit::Column(i))).collect(),
        boxes: (0..n).map(|i| even(Unit::Box(i))).collect(),
    }
}

/// Whether every row, column and box of `grid` holds an even number of 1s.
pub fn is_even(grid: &BinaryGrid) -> bool {
    let p = parity(grid);
    [p.rows, p.columns, p.boxes].iter().flatten().all(|&e| e)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usaco_sample_needs_three() {
        let rows = [
            "000000000",
            "001000100",
            "000000000",
            "000110000",
            "000111000",
            "000000000",
            "000000000",
            "000000000",
            "000000000",
        ];
        let cells = rows
            .iter()
            .flat_map(|r| r.bytes().map(|b| b - b'0'))
            .collect();
        let grid = BinaryGrid {
            shape: Shape::for_side(9).unwrap(),
            cells,
        };
        let answer = solve(&grid).unwrap();
        assert_eq!(answer.toggles, 3);
        assert_eq!(answer.cells.len(), 3);
        assert!(is_even(&answer.grid));
        let before = parity(&grid);
        assert_eq!(
            before.rows,
            [true, true, true, true, false, true, true, true, true]
        );
        assert!(!is_even(&grid));
    }

    #[test]
    fn large_grids_are_refused() {
        let shape = Shape::for_side(16).unwrap();
        let grid = BinaryGrid {
            shape,
            cells: vec![0; 256],
        };
        assert!(solve(&grid).is_err());
    }
}
