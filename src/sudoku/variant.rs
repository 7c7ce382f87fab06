//! Sudoku variants that stay exact cover: each adds units in which every
//! value appears once, or (jigsaw) moves the boxes.
//!
//! ```text
//!   variant   units besides rows and columns       extra digit columns
//!   plain     the r×c boxes                         none
//!   jigsaw    n irregular regions of n cells        none (regions replace boxes)
//!   x         the boxes, and both long diagonals    2·n  (X1#d, X2#d)
//!   windoku   the boxes, and 4 windows (9×9 only)   4·n  (W1#d … W4#d)
//! ```
//!
//! A variant rides on its [`Grid`](super::Grid): the plain one costs nothing
//! (no allocation), and a jigsaw's region map is shared by the grid's clones.

use super::{Shape, Unit};
use crate::error::Unknown;
use crate::i18n::Msg;
use crate::msg;
use std::sync::Arc;

/// The variant names, as `--variant` and the JS `variant` option spell them.
pub const NAMES: [&str; 4] = ["plain", "jigsaw", "x", "windoku"];

/// A variant's name without its data (a jigsaw's regions come with each
/// puzzle): what a reader is asked to read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum VariantName {
    /// Rows, columns and boxes.
    #[default]
    Plain,
    /// Irregular regions, given with each puzzle.
    Jigsaw,
    /// Both long diagonals.
    X,
    /// Four windows.
    Windoku,
}

impl VariantName {
    /// The kind called `name`, one of [`NAMES`].
    pub fn by_name(name: &str) -> Result<VariantName, Unknown> {
        match name {
            "plain" => Ok(VariantName::Plain),
            "jigsaw" => Ok(VariantName::Jigsaw),
            "x" => Ok(VariantName::X),
            "windoku" => Ok(VariantName::Windoku),
            _ => Err(Unknown::new("variant", name, NAMES)),
        }
    }

    /// The variant of a kind that needs no data; `None` for a jigsaw.
    pub fn variant(self) -> Option<Variant> {
        match self {
            VariantName::Plain => Some(Variant::Plain),
            VariantName::Jigsaw => None,
            VariantName::X => Some(Variant::X),
            VariantName::Windoku => Some(Variant::Windoku),
        }
    }
}

/// Which extra rule a sudoku has.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Rows, columns and boxes.
    #[default]
    Plain,
    /// Irregular regions instead of boxes.
    Jigsaw(Arc<Regions>),
    /// Both long diagonals hold every value once.
    X,
    /// Four more 3×3 windows hold every value once.
    Windoku,
}

/// A jigsaw's regions: which region each cell is in, and each region's cells
/// in reading order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Regions {
    of_cell: Vec<u8>,
    cells: Vec<Vec<usize>>,
}

impl Regions {
    /// Regions from one 0-based label per cell: an error unless there are n
    /// labels of n cells each.
    pub fn new(shape: Shape, of_cell: Vec<u8>) -> Result<Regions, Msg> {
        let n = shape.n;
        if of_cell.len() != shape.cells() {
            return Err(msg!(
                "regions-count",
                cells = shape.cells(),
                found = of_cell.len()
            ));
        }
        let mut cells = vec![Vec::new(); n];
        for (cell, &r) in of_cell.iter().enumerate() {
            match cells.get_mut(r as usize) {
                Some(region) => region.push(cell),
                None => return Err(msg!("regions-label", n = n)),
            }
        }
        if let Some(r) = cells.iter().position(|c| c.len() != n) {
            return Err(msg!(
                "regions-size",
                region = r + 1,
                found = cells[r].len(),
                n = n
            ));
        }
        Ok(Regions { of_cell, cells })
    }

    /// The region (0-based) of each cell.
    pub fn of_cell(&self) -> &[u8] {
        &self.of_cell
    }
}

/// Random regions for a jigsaw of `shape`: its boxes, reshaped by trades.
/// A trade gives a cell of region A to a neighbouring region B, and takes
/// back a cell of B that touches A, kept if both stay in one piece.
/// `below(k)` draws from 0..k.
pub fn random_regions(shape: Shape, mut below: impl FnMut(usize) -> usize) -> Regions {
    let n = shape.n;
    let mut of_cell: Vec<u8> = (0..n * n)
        .map(|cell| shape.box_of(cell / n, cell % n) as u8)
        .collect();
    for _ in 0..60 * n {
        let a = below(n * n);
        let beside = neighbours(n, a);
        let (from, to) = (of_cell[a], of_cell[beside[below(beside.len())]]);
        if from == to {
            continue;
        }
        let touching: Vec<usize> = (0..n * n)
            .filter(|&b| {
                of_cell[b] == to
                    && neighbours(n, b)
                        .iter()
                        .any(|&c| c != a && of_cell[c] == from)
            })
            .collect();
        if touching.is_empty() {
            continue;
        }
        let b = touching[below(touching.len())];
        (of_cell[a], of_cell[b]) = (to, from);
        if !connected(n, &of_cell, from) || !connected(n, &of_cell, to) {
            (of_cell[a], of_cell[b]) = (from, to);
        }
    }
    Regions::new(shape, of_cell).expect("trades keep n cells a region")
}

/// The cells beside `cell`: up, down, left, right.
fn neighbours(n: usize, cell: usize) -> Vec<usize> {
    let (r, c) = (cell / n, cell % n);
    [
        (r > 0).then(|| cell - n),
        (r + 1 < n).then(|| cell + n),
        (c > 0).then(|| cell - 1),
        (c + 1 < n).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Whether the cells of `region` are one piece.
fn connected(n: usize, of_cell: &[u8], region: u8) -> bool {
    let Some(start) = of_cell.iter().position(|&r| r == region) else {
        return true;
    };
    let mut seen = vec![false; of_cell.len()];
    let mut stack = vec![start];
    seen[start] = true;
    let mut reached = 0;
    while let Some(cell) = stack.pop() {
        reached += 1;
        for next in neighbours(n, cell) {
            if !seen[next] && of_cell[next] == region {
                seen[next] = true;
                stack.push(next);
            }
        }
    }
    reached == of_cell.iter().filter(|&&r| r == region).count()
}

impl Variant {
    /// Its name, one of [`NAMES`].
    pub fn name(&self) -> &'static str {
        match self {
            Variant::Plain => "plain",
            Variant::Jigsaw(_) => "jigsaw",
            Variant::X => "x",
            Variant::Windoku => "windoku",
        }
    }

    /// Whether it is a plain sudoku.
    pub fn is_plain(&self) -> bool {
        *self == Variant::Plain
    }

    /// An error unless the variant fits `shape`: windows need a 9×9, and a
    /// jigsaw's regions the grid's side.
    pub fn check(&self, shape: Shape) -> Result<(), Msg> {
        match self {
            Variant::Windoku if shape.n != 9 => Err(msg!("windoku-size", shape = shape.msg())),
            Variant::Jigsaw(r) if r.of_cell.len() != shape.cells() => Err(msg!(
                "regions-count",
                cells = shape.cells(),
                found = r.of_cell.len()
            )),
            _ => Ok(()),
        }
    }

    /// The units it adds to rows, columns and boxes.
    pub fn extra_units(&self) -> impl Iterator<Item = Unit> {
        let (diagonals, windows) = match self {
            Variant::X => (2, 0),
            Variant::Windoku => (0, 4),
            _ => (0, 0),
        };
        (0..diagonals)
            .map(Unit::Diagonal)
            .chain((0..windows).map(Unit::Window))
    }

    /// The variant's units that hold `cell`, as a mask: bit e for the e-th
    /// of [`Variant::extra_units`]. Worked out from the cell's place, so the
    /// encoding and the hints' board need no tables for it.
    pub fn extra_of(&self, shape: Shape, cell: usize) -> u8 {
        let n = shape.n;
        let (r, c) = (cell / n, cell % n);
        match self {
            Variant::X => u8::from(r == c) | u8::from(r + c == n - 1) << 1,
            Variant::Windoku => {
                // Windows start at rows and columns 1 and 5, three wide.
                let band = |i: usize| [1, 5].iter().position(|&s| (s..s + 3).contains(&i));
                match (band(r), band(c)) {
                    (Some(a), Some(b)) => 1 << (2 * a + b),
                    _ => 0,
                }
            }
            _ => 0,
        }
    }

    /// The box (or region) of a cell.
    pub fn box_of(&self, shape: Shape, cell: usize) -> usize {
        match self {
            Variant::Jigsaw(r) => r.of_cell[cell] as usize,
            _ => shape.box_of(cell / shape.n, cell % shape.n),
        }
    }

    /// The `i`-th cell of `unit`, in reading order.
    pub fn unit_cell(&self, shape: Shape, unit: Unit, i: usize) -> usize {
        match (self, unit) {
            (Variant::Jigsaw(r), Unit::Box(b)) => r.cells[b][i],
            _ => shape.unit_cell(unit, i),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_need_n_cells_each() {
        let s = Shape::for_side(4).unwrap();
        let rows: Vec<u8> = (0..16).map(|c| (c / 4) as u8).collect();
        assert!(Regions::new(s, rows).is_ok());
        let mut lopsided: Vec<u8> = (0..16).map(|c| (c / 4) as u8).collect();
        lopsided[0] = 1;
        assert_eq!(
            Regions::new(s, lopsided).unwrap_err().to_string(),
            "region 1 has 3 cells, not 4"
        );
    }

    #[test]
    fn windows_and_diagonals() {
        let s = Shape::for_side(9).unwrap();
        let cells = |v: &Variant, u| (0..9).map(|i| v.unit_cell(s, u, i)).collect::<Vec<_>>();
        assert_eq!(cells(&Variant::X, Unit::Diagonal(1))[..3], [8, 16, 24]);
        assert_eq!(cells(&Variant::Windoku, Unit::Window(3))[0], 5 * 9 + 5);
        assert_eq!(Variant::Windoku.extra_units().count(), 4);
        assert!(Variant::Windoku.check(Shape::for_side(4).unwrap()).is_err());
        // The mask of a cell's extra units agrees with the units' cells.
        for v in [Variant::X, Variant::Windoku] {
            for (e, unit) in v.extra_units().enumerate() {
                let holds = cells(&v, unit);
                for cell in 0..81 {
                    assert_eq!(v.extra_of(s, cell) >> e & 1 == 1, holds.contains(&cell));
                }
            }
        }
    }

    #[test]
    fn random_regions_are_n_pieces_of_n() {
        let s = Shape::for_side(9).unwrap();
        let mut state = 7u64;
        let regions = random_regions(s, |k| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as usize % k
        });
        let boxes: Vec<u8> = (0..81).map(|c| s.box_of(c / 9, c % 9) as u8).collect();
        assert_ne!(
            regions.of_cell(),
            &boxes[..],
            "the trades reshape the boxes"
        );
        for r in 0..9 {
            assert!(connected(9, regions.of_cell(), r));
        }
    }
}
