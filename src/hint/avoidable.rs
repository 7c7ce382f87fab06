//! Avoidable rectangles: a unique rectangle whose corners are partly
//! *solved* already, by values that are not givens. Four cells in two
//! rows, two columns and two boxes holding x, y / y, x, none of them a
//! given, could swap x and y and leave every given in place: a second
//! solution. A puzzle known to have one solution can't end that way.
//!
//! - Type 1: three corners solved, x, y and x around the fourth: the
//!   fourth can't be y.
//! - Type 2: two corners of one line solved as x and y; each other corner
//!   has the value that would complete the pattern and one extra z, the
//!   same: one of them is z, so no cell that sees both can be.
//!
//! In the matrix: the four cell items and the eight digit items of x and
//! y would have two coverings, and no given tells them apart.

use super::board::{bit, values, Board};
use super::rating::Rule;
use super::rectangle::{self, in_two_boxes};
use super::text::{self, Words};
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::Msg;
use crate::msg;

// SE has no avoidable rectangles; HoDoKu rates them as unique rectangles.
pub(super) const AVOIDABLE_RECTANGLE_1: TechniqueInfo = TechniqueInfo {
    name: "avoidable-rectangle-1",
    title: "technique-avoidable-rectangle-1",
    level: Difficulty::Expert,
    find: |b| find(b, 1),
    words,
    matrix: rectangle::matrix,
    rating: Rule::Fixed(4.5),
};

pub(super) const AVOIDABLE_RECTANGLE_2: TechniqueInfo = TechniqueInfo {
    name: "avoidable-rectangle-2",
    title: "technique-avoidable-rectangle-2",
    level: Difficulty::Expert,
    find: |b| find(b, 2),
    words,
    matrix: rectangle::matrix,
    rating: Rule::Fixed(4.5),
};

/// The first avoidable rectangle of type `kind` (1 or 2).
pub fn find(board: &Board, kind: u8) -> Option<Step> {
    if !board.uniqueness_applies() {
        return None;
    }
    let n = board.n();
    for r1 in 0..n {
        for r2 in r1 + 1..n {
            for c1 in 0..n {
                for c2 in c1 + 1..n {
                    // Reading order: the diagonals are (0, 3) and (1, 2).
                    let corners = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
                    let open = in_two_boxes(board, &corners)
                        && corners.iter().all(|&c| !board.is_given(c));
                    let found = open
                        .then(|| match kind {
                            1 => type1(board, &corners),
                            _ => type2(board, &corners),
                        })
                        .flatten();
                    if let Some(gone) = found {
                        return Some(step(board, kind, &corners, gone));
                    }
                }
            }
        }
    }
    None
}

/// The corner diagonal to corner `i` (reading order).
fn opposite(i: usize) -> usize {
    3 - i
}

fn type1(board: &Board, corners: &[usize; 4]) -> Option<Vec<(usize, u8)>> {
    let open: Vec<usize> = (0..4).filter(|&i| board.value(corners[i]) == 0).collect();
    let [i] = open[..] else { return None };
    let v = |k: usize| board.value(corners[k]);
    // The two corners beside the open one hold x, the one across y.
    let beside: Vec<usize> = (0..4).filter(|&k| k != i && k != opposite(i)).collect();
    let (x, y) = (v(beside[0]), v(opposite(i)));
    (v(beside[1]) == x && x != y && board.has(corners[i], y)).then(|| vec![(corners[i], y)])
}

fn type2(board: &Board, corners: &[usize; 4]) -> Option<Vec<(usize, u8)>> {
    let solved: Vec<usize> = (0..4).filter(|&i| board.value(corners[i]) != 0).collect();
    // Two solved corners in one line: not diagonal.
    let [a, b] = solved[..] else { return None };
    if opposite(a) == b {
        return None;
    }
    let (x, y) = (board.value(corners[a]), board.value(corners[b]));
    // Each open corner would take the value of the solved corner across.
    let open: Vec<(usize, u8)> = (0..4)
        .filter(|&i| board.value(corners[i]) == 0)
        .map(|i| (corners[i], board.value(corners[opposite(i)])))
        .collect();
    let extra = |(c, want): (usize, u8)| board.candidates(c) & !bit(want);
    let z = extra(open[0]);
    let fits = open
        .iter()
        .all(|&(c, want)| board.has(c, want) && extra((c, want)) == z);
    if x == y || z.count_ones() != 1 || !fits {
        return None;
    }
    let z = values(z).next()?;
    let n = board.n();
    let gone: Vec<(usize, u8)> = (0..n * n)
        .filter(|&c| board.has(c, z) && open.iter().all(|&(o, _)| board.sees(c, o)))
        .map(|c| (c, z))
        .collect();
    (!gone.is_empty()).then_some(gone)
}

fn step(board: &Board, kind: u8, corners: &[usize; 4], eliminations: Vec<(usize, u8)>) -> Step {
    Step {
        technique: if kind == 1 {
            Technique::AvoidableRectangle1
        } else {
            Technique::AvoidableRectangle2
        },
        eliminations,
        pattern: corners
            .iter()
            .flat_map(|&c| match board.value(c) {
                0 => values(board.candidates(c)).map(|v| (c, v)).collect(),
                v => vec![(c, v)],
            })
            .collect(),
        base: corners.iter().map(|&c| Item::Cell(c)).collect(),
        ..Step::default()
    }
}

/// The nudge, the technique and the step.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let s = w.step;
    let cells = rectangle::corners(s);
    // The pair: the values of the solved corners.
    let solved = s
        .pattern
        .iter()
        .filter(|&&(c, _)| s.pattern.iter().filter(|p| p.0 == c).count() == 1)
        .fold(0, |m, &(_, v)| m | bit(v));
    let z = w.symbol(s.eliminations[0].1);
    let reason = match s.technique {
        Technique::AvoidableRectangle1 => {
            msg!("ar-1", cell = w.cell(s.eliminations[0].0), symbol = z)
        }
        _ => msg!("ar-2", symbol = z),
    };
    (
        msg!("uniqueness-nudge", cells = w.cells(&cells)),
        msg!(
            "uniqueness-technique",
            technique = text::title(s.technique),
            symbols = w.symbols(solved),
            cells = w.cells(&cells)
        ),
        msg!(
            "ar-step",
            cells = w.cells(&cells),
            symbols = w.symbols(solved),
            reason = reason,
            removals = w.removals()
        ),
    )
}
