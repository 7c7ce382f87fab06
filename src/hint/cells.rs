//! Sets of cells as bits, for techniques that ask "which cells see all of
//! these?" many times over (almost locked sets): an intersection of peer
//! sets is a few word ANDs instead of a scan of the board.
//!
//! `W` words of 64 bits: 2 hold a 9×9 (81 cells), 10 the largest board
//! (25×25, 625 cells). [`with_words`] picks the width for a board.

use super::Board;

/// A set of cells, bit `c` for cell `c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cells<const W: usize>([u64; W]);

impl<const W: usize> Cells<W> {
    /// No cell.
    pub const EMPTY: Cells<W> = Cells([0; W]);

    /// These cells.
    pub fn of(cells: impl IntoIterator<Item = usize>) -> Cells<W> {
        let mut set = Cells::EMPTY;
        for c in cells {
            set.insert(c);
        }
        set
    }

    /// The first `W` words of `words` (a board's peer row).
    fn from_words(words: &[u64]) -> Cells<W> {
        let mut set = Cells::EMPTY;
        set.0[..words.len()].copy_from_slice(words);
        set
    }

    pub fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    pub fn has(&self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 == 1
    }

    pub fn and(self, other: Cells<W>) -> Cells<W> {
        Cells(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    pub fn or(self, other: Cells<W>) -> Cells<W> {
        Cells(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The cells of `self` not in `other`.
    pub fn minus(self, other: Cells<W>) -> Cells<W> {
        Cells(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Whether the two share a cell.
    pub fn meets(&self, other: &Cells<W>) -> bool {
        !self.and(*other).is_empty()
    }

    /// Whether every cell of `self` is in `other`.
    pub fn within(&self, other: &Cells<W>) -> bool {
        self.minus(*other).is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells, ascending.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut w = word;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let bit = w.trailing_zeros() as usize;
                    w &= w - 1;
                    i * 64 + bit
                })
            })
        })
    }
}

/// A board's cells as sets: the peers of each cell and the cells where each
/// value is open.
pub struct Sight<const W: usize> {
    peers: Vec<Cells<W>>,
    /// Index `v`: the cells with `v` open (index 0 unused).
    open: Vec<Cells<W>>,
}

impl<const W: usize> Sight<W> {
    pub fn new(board: &Board) -> Sight<W> {
        let n = board.n();
        let cells = n * n;
        assert!(cells <= 64 * W, "{cells} cells in {W} words");
        let peers = (0..cells)
            .map(|c| Cells::from_words(board.peer_words(c)))
            .collect();
        let mut open = vec![Cells::EMPTY; n + 1];
        for c in 0..cells {
            for v in super::board::values(board.candidates(c)) {
                open[v as usize].insert(c);
            }
        }
        Sight { peers, open }
    }

    /// The cells that see `cell` (not `cell` itself).
    pub fn peers(&self, cell: usize) -> Cells<W> {
        self.peers[cell]
    }

    /// The cells with `v` open.
    pub fn open(&self, v: u8) -> Cells<W> {
        self.open[v as usize]
    }

    /// The cells with `v` open that see every cell of `of`.
    pub fn seeing_all(&self, of: Cells<W>, v: u8) -> Cells<W> {
        of.iter().fold(self.open(v), |s, c| s.and(self.peers[c]))
    }
}

/// Calls `f` with the narrowest width that holds the board: 2 words up to
/// 128 cells (9×9 and below), else 10.
macro_rules! with_words {
    ($board:expr, $f:ident $(, $arg:expr)*) => {
        if $board.n() * $board.n() <= 128 {
            $f::<2>($board $(, $arg)*)
        } else {
            $f::<10>($board $(, $arg)*)
        }
    };
}
pub(super) use with_words;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::{Grid, Shape, Variant};

    /// On every size and on a variant board, the peer sets are what
    /// `Board::sees` says, and `seeing_all` is the cells with the value
    /// open that see each cell given.
    #[test]
    fn sight_agrees_with_sees() {
        fn check<const W: usize>(board: &Board) {
            let sight = Sight::<W>::new(board);
            let cells = board.n() * board.n();
            for a in (0..cells).step_by(7) {
                let of = Cells::<W>::of([a, (a * 5 + 3) % cells]);
                for v in 1..=board.n() as u8 {
                    let want: Vec<usize> = (0..cells)
                        .filter(|&c| board.has(c, v) && of.iter().all(|p| board.sees(p, c)))
                        .collect();
                    assert_eq!(sight.seeing_all(of, v).iter().collect::<Vec<_>>(), want);
                }
            }
        }
        for n in [4, 9, 16, 25] {
            let board = Board::new(&Grid::new(Shape::for_side(n).unwrap(), vec![0; n * n]));
            with_words!(&board, check);
        }
        let x = Grid::new(Shape::for_side(9).unwrap(), vec![0; 81])
            .with_variant(Variant::X)
            .unwrap();
        with_words!(&Board::new(&x), check);
    }

    #[test]
    fn set_operations() {
        let a = Cells::<2>::of([0, 5, 64, 80]);
        let b = Cells::<2>::of([5, 80, 100]);
        assert_eq!(a.and(b).iter().collect::<Vec<_>>(), [5, 80]);
        assert_eq!(a.minus(b).iter().collect::<Vec<_>>(), [0, 64]);
        assert_eq!(a.or(b).len(), 5);
        assert!(a.meets(&b) && !a.minus(b).meets(&b));
        assert!(a.and(b).within(&a) && !a.within(&b));
        assert!(Cells::<2>::EMPTY.is_empty());
    }
}
