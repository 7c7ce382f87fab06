//! The 12 pentominoes on a board, in Knuth's format: the pieces `F I L N P
//! T U V W X Y Z` and the board's cells are primary items (each piece used
//! once, each cell covered once). An option is a piece in one orientation
//! and place: `X r1c3 r2c2 r2c3 r2c4 r3c3`. Every tiling is counted with
//! its rotations and reflections (6×10 has 2,339 up to symmetry, so 9,356).

/// A board the app offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// Its name, e.g. `6x10`.
    pub name: &'static str,
    /// Rows and columns.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Whether the centre 2×2 is a hole (the 8×8 board).
    pub hole: bool,
}

/// The boards: 60 cells each.
pub const BOARDS: [Board; 5] = [
    Board {
        name: "6x10",
        rows: 6,
        cols: 10,
        hole: false,
    },
    Board {
        name: "5x12",
        rows: 5,
        cols: 12,
        hole: false,
    },
    Board {
        name: "4x15",
        rows: 4,
        cols: 15,
        hole: false,
    },
    Board {
        name: "3x20",
        rows: 3,
        cols: 20,
        hole: false,
    },
    Board {
        name: "8x8",
        rows: 8,
        cols: 8,
        hole: true,
    },
];

/// The pieces, each as (row, col) cells in one orientation.
const PIECES: [(char, [(i32, i32); 5]); 12] = [
    ('F', [(0, 1), (0, 2), (1, 0), (1, 1), (2, 1)]),
    ('I', [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]),
    ('L', [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1)]),
    ('N', [(0, 1), (1, 1), (2, 0), (2, 1), (3, 0)]),
    ('P', [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]),
    ('T', [(0, 0), (0, 1), (0, 2), (1, 1), (2, 1)]),
    ('U', [(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)]),
    ('V', [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)]),
    ('W', [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2)]),
    ('X', [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]),
    ('Y', [(0, 1), (1, 0), (1, 1), (2, 1), (3, 1)]),
    ('Z', [(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)]),
];

impl Board {
    /// Whether (r, c) is a cell of the board.
    fn has(&self, r: i32, c: i32) -> bool {
        let (rows, cols) = (self.rows as i32, self.cols as i32);
        let centre = |x: i32, n: i32| x == n / 2 - 1 || x == n / 2;
        (0..rows).contains(&r)
            && (0..cols).contains(&c)
            && !(self.hole && centre(r, rows) && centre(c, cols))
    }
}

/// The distinct orientations of a piece: up to 4 rotations, each mirrored,
/// shifted to the origin and sorted, so that equal shapes compare equal.
fn orientations(cells: [(i32, i32); 5]) -> Vec<[(i32, i32); 5]> {
    let mut all: Vec<[(i32, i32); 5]> = Vec::new();
    let mut shape = cells;
    for turn in 0..8 {
        if turn == 4 {
            shape = shape.map(|(r, c)| (r, -c));
        }
        shape = shape.map(|(r, c)| (c, -r));
        let (r0, c0) = shape
            .iter()
            .fold((i32::MAX, i32::MAX), |(a, b), &(r, c)| (a.min(r), b.min(c)));
        let mut normal = shape.map(|(r, c)| (r - r0, c - c0));
        normal.sort_unstable();
        if !all.contains(&normal) {
            all.push(normal);
        }
    }
    all
}

/// The pentomino problem on `board` in Knuth's format.
pub fn pentominoes(board: Board) -> String {
    let cell = |r: i32, c: i32| format!("r{r}c{c}");
    let (rows, cols) = (board.rows as i32, board.cols as i32);
    let mut items: Vec<String> = PIECES.iter().map(|(name, _)| name.to_string()).collect();
    for r in 0..rows {
        for c in 0..cols {
            if board.has(r, c) {
                items.push(cell(r, c));
            }
        }
    }
    let mut text = format!("| pentominoes on {}\n{}\n", board.name, items.join(" "));
    for (name, cells) in PIECES {
        for shape in orientations(cells) {
            for dr in 0..rows {
                for dc in 0..cols {
                    if shape.iter().all(|&(r, c)| board.has(r + dr, c + dc)) {
                        let placed: Vec<String> =
                            shape.iter().map(|&(r, c)| cell(r + dr, c + dc)).collect();
                        text += &format!("{name} {}\n", placed.join(" "));
                    }
                }
            }
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_have_their_usual_number_of_orientations() {
        let counts: Vec<usize> = PIECES
            .iter()
            .map(|&(_, cells)| orientations(cells).len())
            .collect();
        // F I L N P T U V W X Y Z
        assert_eq!(counts, [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4]);
    }

    #[test]
    fn the_three_by_twenty_has_eight_tilings() {
        assert_eq!(super::super::tests::count(&pentominoes(BOARDS[3])), 8);
    }
}
