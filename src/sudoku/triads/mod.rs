//! The 9×9 engine on triads, in the manner tdoku publishes (written from
//! its design notes, not its code): a search over boxes and bands whose
//! propagation works on a whole box, or a whole band, at once, in lanes of
//! 16 bits (`lanes.rs`), so that it is SIMD natively and in wasm.
//!
//! A "triad" is a minirow or minicolumn: the three cells of a box in one
//! row or column. A triad holds exactly three digits: that rule, which
//! singles and locked candidates lack, cuts the search of top1465 from 38
//! guesses a puzzle (the band engine) to 9.
//!
//! Each lane is a set of digits (9 bits). A box is a 4×4 matrix of lanes
//! (`tables.rs`): its nine cells, an H lane per row ("not in this
//! minirow") and a V lane per column ("not in this minicolumn"). For each
//! digit, each of the first three rows of the matrix holds it exactly
//! once (in one of the minirow's cells, or in H), and so does each of the
//! first three columns; a cell holds at least one digit and an H or V lane
//! at least six. A lane at its minimum asserts its digits, and so does the
//! only lane of a row or column that holds a digit. Assertions eliminate
//! in the box and become messages to the box's two bands.
//!
//! A band (three boxes in a row, or in a column) keeps, per digit, which
//! of its six placements (`PLACEMENTS`) are open. From them come its
//! triads' digits; a triad with exactly three is settled; and the band
//! restricts its three boxes to what the placements allow. The search
//! guesses a placement of one digit in the band with the fewest open
//! placements: the first one, then all but it.
//!
//! The spare lane 15 of a box holds every digit, so that row 3 and column 3
//! of the matrix (the H and V lanes, which are no rule) never look like a
//! digit held by one lane only.

mod lanes;
mod tables;
mod vector;

use super::{Grid, Report};
use crate::limits::Limits;
use lanes::Lanes;
use tables::*;
use vector::{Scalar, Vector};

/// Each lane or'ed with the other three of its row of the 4×4 matrix.
#[inline(always)]
fn spread<V: Vector>(x: Lanes<V>) -> Lanes<V> {
    x.or(x.take(&ROW[0]))
        .or(x.take(&ROW[1]))
        .or(x.take(&ROW[2]))
}

/// The digits of each lane that no other lane of its row has.
#[inline(always)]
fn alone<V: Vector>(x: Lanes<V>) -> Lanes<V> {
    x.and_not(x.take(&ROW[0]).or(x.take(&ROW[1])).or(x.take(&ROW[2])))
}

/// For each triad of a band's boxes, the digits that can still be there.
#[inline(always)]
fn triads_of<V: Vector>(open: V) -> Lanes<V> {
    Lanes::take_from8(open, &TRIADS_FROM[0]).or(Lanes::take_from8(open, &TRIADS_FROM[1]))
}

/// A box's message to its band of `KIND`, of which it is box `P`: the
/// placements its assertions rule out.
#[inline(always)]
fn message<V: Vector, const KIND: usize, const P: usize>(
    asserted: Lanes<V>,
    placed: Lanes<V>,
) -> V {
    let [outside, inside1, inside2] = &MESSAGES[KIND][P];
    asserted
        .take8(outside)
        .or(placed.take8(inside1))
        .or(placed.take8(inside2))
}

/// The box `p` of band `n` of `KIND`.
const fn box_of<const KIND: usize>(n: usize, p: usize) -> usize {
    if KIND == 0 {
        3 * n + p
    } else {
        3 * p + n
    }
}

/// One band: `open` its placements (`tables.rs`), `dropping` the
/// placements ruled out and not yet taken from `open`.
#[derive(Clone, Copy)]
struct Band<V> {
    open: V,
    dropping: V,
}

/// The whole board: nine boxes, three row bands and three column bands.
#[derive(Clone, Copy)]
struct Board<V> {
    boxes: [Lanes<V>; 9],
    /// `bands[0]` the row bands, `bands[1]` the column bands.
    bands: [[Band<V>; 3]; 2],
}

impl<V: Vector> Board<V> {
    #[inline(always)]
    fn new() -> Board<V> {
        Board {
            boxes: [Lanes::splat(ALL); 9],
            bands: [[Band {
                open: V::from_lanes(OPEN),
                dropping: V::splat(0),
            }; 3]; 2],
        }
    }

    /// Where to guess on a settled board: a band and a digit with the
    /// fewest open placements, or `None` when every band has one placement
    /// per digit left.
    #[inline(always)]
    fn branch(&self) -> Option<(usize, usize, usize)> {
        let mut best = None;
        let mut fewest = u32::MAX;
        for kind in 0..2 {
            for n in 0..3 {
                let open = self.bands[kind][n].open.lanes();
                let total: u32 = open[..6].iter().map(|x| x.count_ones()).sum();
                if total > 9 && total < fewest {
                    fewest = total;
                    best = Some((kind, n));
                }
            }
        }
        let (kind, n) = best?;
        // Which digits have at least two, three, four open placements.
        let (mut one, mut two, mut three, mut four) = (0u16, 0, 0, 0);
        for &x in &self.bands[kind][n].open.lanes()[..6] {
            four |= three & x;
            three |= two & x;
            two |= one & x;
            one |= x;
        }
        let digits = [two & !three, three & !four, four]
            .into_iter()
            .find(|&x| x != 0)
            .unwrap_or(two);
        let digit = digits.trailing_zeros() as usize;
        Some((kind, n, digit))
    }

    /// The one placement of digit `d` left in a band, if it has one.
    fn placement(&self, kind: usize, n: usize, d: u16) -> Option<[usize; 3]> {
        let open = self.bands[kind][n].open.lanes();
        let mut ks = (0..6).filter(|&k| open[k] >> d & 1 != 0);
        match (ks.next(), ks.next()) {
            (Some(k), None) => Some(PLACEMENTS[k]),
            _ => None,
        }
    }

    /// The grid of a board whose bands are settled: each digit's row from
    /// its row band, its column from its column band. `None` unless every
    /// digit has one placement in each band and no two share a cell or
    /// differ from a given.
    fn solution(&self, givens: &Grid) -> Option<Grid> {
        let mut solved = givens.clone();
        let mut filled = [false; 81];
        for d in 0..9u16 {
            for band in 0..3 {
                let rows = self.placement(0, band, d)?;
                for (stack, row) in rows.into_iter().enumerate() {
                    let columns = self.placement(1, stack, d)?;
                    let (r, c) = (3 * band + row, 3 * stack + columns[band]);
                    let given = givens.get(r, c);
                    if filled[9 * r + c] || (given != 0 && given != d as u8 + 1) {
                        return None;
                    }
                    filled[9 * r + c] = true;
                    solved.set(r, c, d as u8 + 1);
                }
            }
        }
        Some(solved)
    }

    /// Takes in the givens: each in its box without following what it
    /// asserts, and as dropped placements in its bands.
    fn give(&mut self, grid: &Grid) {
        let mut boxes = self.boxes.map(Lanes::lanes);
        let mut dropping = [[[0u16; 8]; 3]; 2];
        for (cell, &v) in grid.cells().iter().enumerate() {
            if v == 0 {
                continue;
            }
            let (r, c, bit) = (cell / 9, cell % 9, 1u16 << (v - 1));
            let (i, j) = (r % 3, c % 3);
            let lanes = &mut boxes[3 * (r / 3) + c / 3];
            for (l, lane) in lanes.iter_mut().enumerate().take(15) {
                if l == 4 * i + j {
                    *lane &= bit;
                } else if (l / 4 < 3 && l % 4 < 3) || l / 4 == i || l % 4 == j {
                    *lane &= !bit;
                }
            }
            for (k, placement) in PLACEMENTS.iter().enumerate() {
                if placement[c / 3] != i {
                    dropping[0][r / 3][k] |= bit;
                }
                if placement[r / 3] != j {
                    dropping[1][c / 3][k] |= bit;
                }
            }
        }
        self.boxes = boxes.map(Lanes::from_lanes);
        for (bands, dropping) in self.bands.iter_mut().zip(dropping) {
            for (band, dropping) in bands.iter_mut().zip(dropping) {
                band.dropping = V::from_lanes(dropping);
            }
        }
    }
}

/// The engine's recursive functions for one vector type, compiled with the
/// target features in `$attr` (none for the plain and the wasm builds):
/// every vector operation they use is inlined into them, so each build is
/// SIMD code of its own from this one source.
macro_rules! engine {
    ($v:ty $(, #[$attr:meta])*) => {
        impl Board<$v> {
            /// Keeps in box `b` only what `allowed` allows, and follows
            /// what that asserts: `false` on a contradiction.
            $(#[$attr])*
            fn restrict(&mut self, b: usize, allowed: Lanes<$v>) -> bool {
                let drop = self.boxes[b].and_not(allowed);
                drop.is_zero() || self.settle(b, drop)
            }

            /// Takes `drop` from box `b`, asserts what follows until nothing
            /// more does, and sends the box's two bands what it asserted.
            /// Also the first pass over a box whose givens were taken in.
            $(#[$attr])*
            fn settle(&mut self, b: usize, mut drop: Lanes<$v>) -> bool {
                let (cells, h, v) = (
                    Lanes::from_lanes(CELLS),
                    Lanes::from_lanes(H),
                    Lanes::from_lanes(V),
                );
                let min = Lanes::from_lanes(MIN);
                loop {
                    let lanes = self.boxes[b].and_not(drop);
                    self.boxes[b] = lanes;
                    let counts = lanes.counts();
                    if counts.any_below(min) {
                        return false;
                    }
                    let asserted = lanes
                        .and(counts.equal(min))
                        .or(alone(lanes))
                        .or(lanes.and_not(lanes.column_twice()))
                        .and(cells.or(h).or(v));
                    let placed = asserted.and(cells);
                    let in_row = spread(placed);
                    let in_column = placed.column_or();
                    drop = in_row
                        .column_or()
                        .and(cells)
                        .or(in_row.and(h))
                        .or(in_column.and(v))
                        .and_not(placed)
                        .or(placed.nonzero().and(cells).and_not(placed))
                        .or(spread(asserted.and(h)).and(cells))
                        .or(asserted.and(v).column_or().and(cells));
                    if drop.and(lanes).is_zero() {
                        let (row, column) = (b / 3, b % 3);
                        let rows = match column {
                            0 => message::<$v, 0, 0>(asserted, in_row),
                            1 => message::<$v, 0, 1>(asserted, in_row),
                            _ => message::<$v, 0, 2>(asserted, in_row),
                        };
                        let columns = match row {
                            0 => message::<$v, 1, 0>(asserted, in_column),
                            1 => message::<$v, 1, 1>(asserted, in_column),
                            _ => message::<$v, 1, 2>(asserted, in_column),
                        };
                        return self.drop_placements(0, row, rows)
                            && self.drop_placements(1, column, columns);
                    }
                }
            }

            /// Drops the placements `drop` in band `n` of `kind` (0 rows,
            /// 1 columns): `false` on a contradiction.
            $(#[$attr])*
            fn drop_placements(&mut self, kind: usize, n: usize, drop: $v) -> bool {
                let band = &mut self.bands[kind][n];
                band.dropping = band.dropping.or(drop);
                if kind == 0 {
                    self.update_band::<0>(n)
                } else {
                    self.update_band::<1>(n)
                }
            }

            /// Takes band `n`'s dropped placements out of `open`, settles
            /// the triads that have three digits left, and restricts the
            /// band's boxes to what is left.
            $(#[$attr])*
            fn update_band<const KIND: usize>(&mut self, n: usize) -> bool {
                let band = &mut self.bands[KIND][n];
                let changed = band.open.and(band.dropping);
                band.dropping = <$v>::splat(0);
                if changed.is_zero() {
                    return true;
                }
                let open = band.open.and_not(changed);
                let triads = triads_of(open);
                let counts = triads.counts();
                if counts.any_below(Lanes::from_lanes(TRIAD_MIN)) {
                    return false;
                }
                let full = triads.and(counts.equal(Lanes::from_lanes(TRIAD_FULL)));
                let mut drop = <$v>::splat(0);
                for shuffle in &SURE_DROPS {
                    drop = drop.or(full.take8(shuffle));
                }
                band.open = open.and_not(drop);
                let triads = triads_of(band.open);
                let anything = Lanes::from_lanes(ANYTHING[KIND]);
                let allowed = |p: usize| {
                    let [a, b] = &ALLOWED[KIND][p];
                    triads.take(a).or(triads.take(b)).or(anything)
                };
                self.restrict(box_of::<KIND>(n, 0), allowed(0))
                    && self.restrict(box_of::<KIND>(n, 1), allowed(1))
                    && self.restrict(box_of::<KIND>(n, 2), allowed(2))
            }

            /// Searches from a settled board; `true` when the search must
            /// stop.
            $(#[$attr])*
            fn search(
                &mut self,
                givens: &Grid,
                limits: Limits,
                report: &mut Report,
                depth: usize,
            ) -> bool {
                report.max_depth = report.max_depth.max(depth);
                let Some((kind, n, d)) = self.branch() else {
                    return match self.solution(givens) {
                        Some(solved) => report.found(limits, || solved),
                        None => false,
                    };
                };
                let bit = 1u16 << d;
                let open = self.bands[kind][n].open.lanes();
                let first = (0..6).find(|&k| open[k] & bit != 0).unwrap_or(0);
                if !report.guess(limits) {
                    return true;
                }
                let mut others = [bit, bit, bit, bit, bit, bit, 0, 0];
                others[first] = 0;
                let mut only = [0; 8];
                only[first] = bit;
                let mut next = *self;
                if next.drop_placements(kind, n, <$v>::from_lanes(others))
                    && next.search(givens, limits, report, depth + 1)
                {
                    return true;
                }
                self.drop_placements(kind, n, <$v>::from_lanes(only))
                    && self.search(givens, limits, report, depth + 1)
            }

            /// Solves `grid`, a 9×9 with 3×3 boxes.
            $(#[$attr])*
            fn solve(grid: &Grid, limits: Limits) -> Report {
                let mut report = Report::default();
                let mut board = Board::<$v>::new();
                board.give(grid);
                let settled = (0..9).all(|b| board.settle(b, Lanes::splat(0)))
                    && (0..3).all(|n| {
                        board.update_band::<0>(n) && board.update_band::<1>(n)
                    });
                if settled {
                    board.search(grid, limits, &mut report, 0);
                }
                report
            }
        }
    };
}

engine!(Scalar);
#[cfg(target_arch = "x86_64")]
engine!(vector::Sse41, #[target_feature(enable = "ssse3,sse4.1")]);
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
engine!(vector::Simd128);

fn check_shape(grid: &Grid) {
    let shape = grid.shape();
    assert_eq!(
        (shape.n, shape.box_rows),
        (9, 3),
        "the triads engine solves 9×9 with 3×3 boxes only"
    );
}

/// The triads engine, with the widest vectors this CPU has: 9×9 grids with
/// 3×3 boxes only.
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    check_shape(grid);
    #[cfg(target_arch = "x86_64")]
    if is_x86_feature_detected!("ssse3") && is_x86_feature_detected!("sse4.1") {
        // SAFETY: the CPU has the features these functions are built for.
        return unsafe { Board::<vector::Sse41>::solve(grid, limits) };
    }
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    return Board::<vector::Simd128>::solve(grid, limits);
    #[allow(unreachable_code)]
    Board::<Scalar>::solve(grid, limits)
}

/// The same engine in plain Rust, without SIMD: the same answers, for the
/// property tests to hold the vector builds to.
pub fn solve_scalar(grid: &Grid, limits: Limits) -> Report {
    check_shape(grid);
    Board::<Scalar>::solve(grid, limits)
}
