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
//!
//! Measured (`make bench`, whole commands, one thread): faster than the
//! band engine on forum_hardest_1106 (0.70–0.74 of the `sudoku` crate's
//! program's time natively, against 1.10; a fifth faster than `bands` in
//! wasm), a little faster on top1465 natively (1.03–1.09 against 1.15),
//! slower on easy sets, where its setup (six bands, nine
//! boxes) outweighs its few guesses: so `bands` stays the fastest 9×9
//! engine. As in tdoku, the givens go into their boxes unfollowed and the
//! bands' updates start the propagation.

#[cfg(target_arch = "x86_64")]
mod avx2;
mod lanes;
mod tables;
mod vector;

use super::{Grid, Report};
use crate::limits::Limits;
use lanes::{Pair, Wide};
use tables::*;
use vector::{Scalar, Vector};

/// Each lane or'ed with the other three of its row of the 4×4 matrix.
#[inline(always)]
fn spread<W: Wide>(x: W) -> W {
    let pairs = x.or(x.take(&ROW[0]));
    pairs.or(pairs.take(&ROW[1]))
}

/// The digits of each lane that no other lane of its row has.
#[inline(always)]
fn alone<W: Wide>(x: W) -> W {
    x.and_not(x.take(&ROW[0]).or(x.take(&ROW[1])).or(x.take(&ROW[2])))
}

/// For each triad of a band's boxes, the digits that can still be there.
#[inline(always)]
fn triads_of<W: Wide>(open: W::Narrow) -> W {
    W::take_from8(open, &TRIADS_FROM[0]).or(W::take_from8(open, &TRIADS_FROM[1]))
}

/// A box's message to its band of `KIND`, of which it is box `P`: the
/// placements its assertions rule out.
#[inline(always)]
fn message<W: Wide, const KIND: usize, const P: usize>(asserted: W, placed: W) -> W::Narrow {
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

/// Whether `digits` (a cell each, row by row) fill every unit with the
/// nine digits and agree with `givens`.
fn solves(digits: &[u8; 81], givens: &Grid) -> bool {
    let (mut rows, mut columns, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (cell, (&d, &given)) in digits.iter().zip(givens.cells()).enumerate() {
        if d == 0 || (given != 0 && given != d) {
            return false;
        }
        let (r, c, bit) = (cell / 9, cell % 9, 1 << (d - 1));
        rows[r] |= bit;
        columns[c] |= bit;
        boxes[3 * (r / 3) + c / 3] |= bit;
    }
    rows.iter().chain(&columns).chain(&boxes).all(|&u| u == ALL)
}

/// `givens` with every cell filled from `digits`.
fn filled(givens: &Grid, digits: &[u8; 81]) -> Grid {
    let mut grid = givens.clone();
    for (cell, &d) in digits.iter().enumerate() {
        grid.set(cell / 9, cell % 9, d);
    }
    grid
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
struct Board<W: Wide> {
    boxes: [W; 9],
    /// `bands[0]` the row bands, `bands[1]` the column bands.
    bands: [[Band<W::Narrow>; 3]; 2],
}

/// The eight lanes that go with sixteen.
type Narrow<W> = <W as Wide>::Narrow;

impl<W: Wide> Board<W> {
    #[inline(always)]
    fn new() -> Board<W> {
        Board {
            boxes: [W::splat(ALL); 9],
            bands: [[Band {
                open: Narrow::<W>::from_lanes(OPEN),
                dropping: Narrow::<W>::splat(0),
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

    /// The digits of a board whose bands are settled, cell by cell, read
    /// from its boxes (where settling leaves one digit a cell), or else
    /// from its bands; `None` unless they solve `givens`. No grid is built
    /// here: most leaves of a count are not the first solution.
    fn solution(&self, givens: &Grid) -> Option<[u8; 81]> {
        let mut digits = [0u8; 81];
        for (b, lanes) in self.boxes.iter().enumerate() {
            let lanes = lanes.lanes();
            for cell in 0..9 {
                let lane = lanes[4 * (cell / 3) + cell % 3];
                if lane.count_ones() != 1 {
                    return self.solution_from_bands(givens);
                }
                let (r, c) = (3 * (b / 3) + cell / 3, 3 * (b % 3) + cell % 3);
                digits[9 * r + c] = lane.trailing_zeros() as u8 + 1;
            }
        }
        solves(&digits, givens).then_some(digits)
    }

    /// [`Board::solution`] from the bands: each digit's row from its row
    /// band, its column from its column band.
    fn solution_from_bands(&self, givens: &Grid) -> Option<[u8; 81]> {
        let mut digits = [0u8; 81];
        for d in 0..9u16 {
            for band in 0..3 {
                let rows = self.placement(0, band, d)?;
                for (stack, row) in rows.into_iter().enumerate() {
                    let columns = self.placement(1, stack, d)?;
                    let (r, c) = (3 * band + row, 3 * stack + columns[band]);
                    digits[9 * r + c] = d as u8 + 1;
                }
            }
        }
        solves(&digits, givens).then_some(digits)
    }

    /// Takes in the givens: each in its box without following what it
    /// asserts, and as dropped placements in its bands.
    #[inline(always)]
    fn give(&mut self, grid: &Grid) {
        for (cell, &v) in grid.cells().iter().enumerate() {
            if v == 0 {
                continue;
            }
            let (r, c, bit) = (cell / 9, cell % 9, 1u16 << (v - 1));
            let (i, j) = (r % 3, c % 3);
            let lane = 4 * i + j;
            let drop = W::splat(bit)
                .and(W::from_lanes(GIVEN_DROPS[lane]))
                .or(W::splat(ALL ^ bit).and(W::from_lanes(GIVEN_LANE[lane])));
            let b = 3 * (r / 3) + c / 3;
            self.boxes[b] = self.boxes[b].and_not(drop);
            let bit = Narrow::<W>::splat(bit);
            let rows = &mut self.bands[0][r / 3].dropping;
            *rows = rows.or(bit.and(Narrow::<W>::from_lanes(PLACED[c / 3][i])));
            let columns = &mut self.bands[1][c / 3].dropping;
            *columns = columns.or(bit.and(Narrow::<W>::from_lanes(PLACED[r / 3][j])));
        }
    }
}

/// The engine's recursive functions for one vector type, compiled with the
/// target features in `$attr` (none for the plain and the wasm builds):
/// every vector operation they use is inlined into them, so each build is
/// SIMD code of its own from this one source.
macro_rules! engine {
    ($w:ty $(, #[$attr:meta])*) => {
        impl Board<$w> {
            /// Keeps in box `b` only what `allowed` allows, and follows
            /// what that asserts: `false` on a contradiction. `from` is the
            /// kind of band that asks (0 rows, 1 columns).
            $(#[$attr])*
            fn restrict(&mut self, b: usize, allowed: $w, from: usize) -> bool {
                let drop = self.boxes[b].and_not(allowed);
                drop.is_zero() || self.settle(b, drop, from)
            }

            /// Takes `drop` from box `b`, asserts what follows until nothing
            /// more does, and sends the box's two bands what it asserted:
            /// first the band of the kind that did not ask (as tdoku does),
            /// which has more to learn.
            $(#[$attr])*
            fn settle(&mut self, b: usize, mut drop: $w, from: usize) -> bool {
                let (cells, h, v) = (
                    <$w>::from_lanes(CELLS),
                    <$w>::from_lanes(H),
                    <$w>::from_lanes(V),
                );
                let min = <$w>::from_lanes(MIN);
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
                            0 => message::<$w, 0, 0>(asserted, in_row),
                            1 => message::<$w, 0, 1>(asserted, in_row),
                            _ => message::<$w, 0, 2>(asserted, in_row),
                        };
                        let columns = match row {
                            0 => message::<$w, 1, 0>(asserted, in_column),
                            1 => message::<$w, 1, 1>(asserted, in_column),
                            _ => message::<$w, 1, 2>(asserted, in_column),
                        };
                        return if from == 0 {
                            self.drop_placements(1, column, columns, row)
                                && self.drop_placements(0, row, rows, column)
                        } else {
                            self.drop_placements(0, row, rows, column)
                                && self.drop_placements(1, column, columns, row)
                        };
                    }
                }
            }

            /// Drops the placements `drop` in band `n` of `kind` (0 rows,
            /// 1 columns), sent by its box `from`: `false` on a
            /// contradiction.
            $(#[$attr])*
            fn drop_placements(
                &mut self,
                kind: usize,
                n: usize,
                drop: Narrow<$w>,
                from: usize,
            ) -> bool {
                let band = &mut self.bands[kind][n];
                band.dropping = band.dropping.or(drop);
                if kind == 0 {
                    self.update_band::<0>(n, from)
                } else {
                    self.update_band::<1>(n, from)
                }
            }

            /// Takes band `n`'s dropped placements out of `open`, settles
            /// the triads that have three digits left, and restricts the
            /// band's boxes to what is left: box `from`, which sent the
            /// drops, last.
            $(#[$attr])*
            fn update_band<const KIND: usize>(&mut self, n: usize, from: usize) -> bool {
                let band = &mut self.bands[KIND][n];
                let changed = band.open.and(band.dropping);
                band.dropping = Narrow::<$w>::splat(0);
                if changed.is_zero() {
                    return true;
                }
                let open = band.open.and_not(changed);
                let triads: $w = triads_of(open);
                let counts = triads.counts();
                if counts.any_below(<$w>::from_lanes(TRIAD_MIN)) {
                    return false;
                }
                let full = triads.and(counts.equal(<$w>::from_lanes(TRIAD_FULL)));
                let mut drop = Narrow::<$w>::splat(0);
                for shuffle in &SURE_DROPS {
                    drop = drop.or(full.take8(shuffle));
                }
                band.open = open.and_not(drop);
                let triads: $w = triads_of(band.open);
                let anything = <$w>::from_lanes(ANYTHING[KIND]);
                let allowed = |p: usize| {
                    let [a, b] = &ALLOWED[KIND][p];
                    triads.take(a).or(triads.take(b)).or(anything)
                };
                let [p, q] = [(from + 1) % 3, (from + 2) % 3];
                self.restrict(box_of::<KIND>(n, p), allowed(p), KIND)
                    && self.restrict(box_of::<KIND>(n, q), allowed(q), KIND)
                    && self.restrict(box_of::<KIND>(n, from), allowed(from), KIND)
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
                        Some(digits) => report.found(limits, || filled(givens, &digits)),
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
                if next.drop_placements(kind, n, Narrow::<$w>::from_lanes(others), 0)
                    && next.search(givens, limits, report, depth + 1)
                {
                    return true;
                }
                self.drop_placements(kind, n, Narrow::<$w>::from_lanes(only), 0)
                    && self.search(givens, limits, report, depth + 1)
            }

            /// Solves `grid`, a 9×9 with 3×3 boxes.
            $(#[$attr])*
            fn solve(grid: &Grid, limits: Limits) -> Report {
                let mut report = Report::default();
                let mut board = Board::<$w>::new();
                board.give(grid);
                let settled = (0..3).all(|n| {
                        board.update_band::<0>(n, 0) && board.update_band::<1>(n, 0)
                    });
                if settled {
                    board.search(grid, limits, &mut report, 0);
                }
                report
            }
        }
    };
}

engine!(Pair<Scalar>);
#[cfg(target_arch = "x86_64")]
engine!(Pair<vector::Sse41>, #[target_feature(enable = "ssse3,sse4.1")]);
#[cfg(target_arch = "x86_64")]
engine!(avx2::Avx2, #[target_feature(enable = "avx2")]);
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
engine!(Pair<vector::Simd128>);

fn check_shape(grid: &Grid) {
    let shape = grid.shape();
    assert_eq!(
        (shape.n, shape.box_rows),
        (9, 3),
        "the triads engine solves 9×9 with 3×3 boxes only"
    );
}

/// One build of the engine: its name and its solve.
type Build = (&'static str, fn(&Grid, Limits) -> Report);

/// The builds this CPU runs, plain Rust first and the widest vectors last:
/// the one place that asks the CPU.
fn builds() -> Vec<Build> {
    let mut builds: Vec<Build> = vec![("plain", Board::<Pair<Scalar>>::solve)];
    #[cfg(target_arch = "x86_64")]
    {
        if is_x86_feature_detected!("ssse3") && is_x86_feature_detected!("sse4.1") {
            // SAFETY: the CPU has the features these functions are built for.
            builds.push(("sse4.1", |g, l| unsafe {
                Board::<Pair<vector::Sse41>>::solve(g, l)
            }));
        }
        if is_x86_feature_detected!("avx2") {
            // SAFETY: as above.
            builds.push(("avx2", |g, l| unsafe { Board::<avx2::Avx2>::solve(g, l) }));
        }
    }
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    builds.push(("simd128", Board::<Pair<vector::Simd128>>::solve));
    builds
}

/// The triads engine, with the widest vectors this CPU has (asked once):
/// 9×9 grids with 3×3 boxes only.
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    static WIDEST: std::sync::OnceLock<Build> = std::sync::OnceLock::new();
    check_shape(grid);
    let (_, solve) = WIDEST.get_or_init(|| *builds().last().expect("the plain build"));
    solve(grid, limits)
}

/// The engine in each build this CPU runs, by name. The property tests
/// hold them to the same answers and the same guesses.
pub fn solve_each_build(grid: &Grid, limits: Limits) -> Vec<(&'static str, Report)> {
    check_shape(grid);
    builds()
        .into_iter()
        .map(|(name, solve)| (name, solve(grid, limits)))
        .collect()
}
