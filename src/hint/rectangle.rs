//! Unique rectangles: four cells in two rows, two columns and two boxes,
//! each with candidates x and y. If all four held only x and y, x and y
//! could swap and the puzzle would have two solutions (a *deadly
//! pattern*). A puzzle known to have one solution can't end that way, so
//! the extra candidates of the *roof* cells (those with more than x, y)
//! carry the step. The *floor* cells hold only x and y.
//!
//! - Type 1: one roof cell; it isn't x or y.
//! - Type 2: two roof cells with the same one extra z: one of them is z,
//!   so no cell that sees both can be.
//! - Type 3: two roof cells in one unit; their extras act as one cell,
//!   which with other cells of the unit makes a naked subset.
//! - Type 4: two roof cells in one unit where x has no other place: one of
//!   them is x, so neither can be y.
//! - Type 5: two or three roof cells (not two in one unit, which is type
//!   2) with the same one extra z: one of them is z, so no cell that sees
//!   them all can be.
//! - Type 6: the floor cells are opposite corners, and x has no place
//!   outside the rectangle in either of its rows: x goes in the floor cells,
//!   not in the roof cells.
//!
//! In the matrix: the four cell items and the eight digit items of x
//! and y would have two coverings; the puzzle's uniqueness rules one out.

use super::board::{bit, values, Board};
use super::rating::Rule;
use super::text::{self, Words};
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::Msg;
use crate::msg;
use crate::sudoku::Unit;

// SE's unique loops: 4.5, and +0.1 for type 3's subset. SE has no type 6:
// where we use one, it reaches for a BUG or a wing, 5.5 and up (5.6).
pub(super) const UNIQUE_RECTANGLE_1: TechniqueInfo = TechniqueInfo {
    name: "unique-rectangle-1",
    title: "technique-unique-rectangle-1",
    level: Difficulty::Expert,
    find: |b| find(b, 1),
    words,
    matrix,
    rating: Rule::Fixed(4.5),
};

pub(super) const UNIQUE_RECTANGLE_2: TechniqueInfo = TechniqueInfo {
    name: "unique-rectangle-2",
    title: "technique-unique-rectangle-2",
    level: Difficulty::Expert,
    find: |b| find(b, 2),
    words,
    matrix,
    rating: Rule::Fixed(4.5),
};

pub(super) const UNIQUE_RECTANGLE_4: TechniqueInfo = TechniqueInfo {
    name: "unique-rectangle-4",
    title: "technique-unique-rectangle-4",
    level: Difficulty::Expert,
    find: |b| find(b, 4),
    words,
    matrix,
    rating: Rule::Fixed(4.5),
};

pub(super) const UNIQUE_RECTANGLE_3: TechniqueInfo = TechniqueInfo {
    name: "unique-rectangle-3",
    title: "technique-unique-rectangle-3",
    level: Difficulty::Expert,
    find: |b| find(b, 3),
    words,
    matrix,
    rating: Rule::Fixed(4.6),
};

pub(super) const UNIQUE_RECTANGLE_5: TechniqueInfo = TechniqueInfo {
    name: "unique-rectangle-5",
    title: "technique-unique-rectangle-5",
    level: Difficulty::Expert,
    find: |b| find(b, 5),
    words,
    matrix,
    rating: Rule::Fixed(4.5),
};

pub(super) const UNIQUE_RECTANGLE_6: TechniqueInfo = TechniqueInfo {
    name: "unique-rectangle-6",
    title: "technique-unique-rectangle-6",
    level: Difficulty::Expert,
    find: |b| find(b, 6),
    words,
    matrix,
    rating: Rule::Fixed(5.6),
};

/// A rectangle: corners (r1c1, r1c2, r2c1, r2c2 in reading order), and its
/// pair of values as a mask.
struct Rect {
    corners: [usize; 4],
    pair: u32,
}

/// Every rectangle of blank cells in two boxes with a pair of values that
/// each corner has one or both of (a corner that lost one of them to
/// logic still can't take part in a deadly pattern's swap), with at least
/// one floor cell.
fn rectangles(board: &Board) -> Vec<Rect> {
    let n = board.n();
    let mut out = Vec::new();
    for r1 in 0..n {
        for r2 in r1 + 1..n {
            for c1 in 0..n {
                for c2 in c1 + 1..n {
                    let corners = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
                    if !in_two_boxes(board, &corners)
                        || corners.iter().any(|&c| board.candidates(c) == 0)
                    {
                        continue;
                    }
                    let any = corners.iter().fold(0, |m, &c| m | board.candidates(c));
                    let list: Vec<u8> = values(any).collect();
                    for (i, &x) in list.iter().enumerate() {
                        for &y in &list[i + 1..] {
                            let pair = bit(x) | bit(y);
                            let meets = corners.iter().all(|&c| board.candidates(c) & pair != 0);
                            let floors = corners
                                .iter()
                                .filter(|&&c| is_floor(board, c, pair))
                                .count();
                            if meets && floors >= 1 {
                                out.push(Rect { corners, pair });
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// Whether a rectangle's corners lie in exactly two boxes, as a deadly
/// pattern's must.
pub(super) fn in_two_boxes(board: &Board, corners: &[usize; 4]) -> bool {
    let mut boxes = corners.map(|c| board.units_of(c)[2]);
    boxes.sort_unstable();
    boxes.windows(2).filter(|w| w[0] != w[1]).count() == 1
}

/// A floor cell: no candidate but the pair's.
fn is_floor(board: &Board, cell: usize, pair: u32) -> bool {
    board.candidates(cell) & !pair == 0
}

/// The first unique rectangle of type `kind` (1 to 6).
pub fn find(board: &Board, kind: u8) -> Option<Step> {
    if !board.uniqueness_applies() {
        return None;
    }
    rectangles(board).into_iter().find_map(|r| {
        let (floor, roof): (Vec<usize>, Vec<usize>) =
            r.corners.iter().partition(|&&c| is_floor(board, c, r.pair));
        let removals = match kind {
            1 => type1(board, &r, &floor, &roof),
            2 => type2(board, &r, &roof),
            3 => type3(board, &r, &roof),
            4 => type4(board, &r, &roof),
            5 => type5(board, &r, &roof),
            _ => type6(board, &r, &floor, &roof),
        }?;
        Some(step(
            board,
            &r,
            kind_technique(kind),
            removals.0,
            removals.1,
        ))
    })
}

fn kind_technique(kind: u8) -> Technique {
    match kind {
        1 => Technique::UniqueRectangle1,
        2 => Technique::UniqueRectangle2,
        3 => Technique::UniqueRectangle3,
        4 => Technique::UniqueRectangle4,
        5 => Technique::UniqueRectangle5,
        _ => Technique::UniqueRectangle6,
    }
}

/// (eliminations, the units it reasons in).
type Found = (Vec<(usize, u8)>, Vec<Unit>);

fn type1(board: &Board, r: &Rect, floor: &[usize], roof: &[usize]) -> Option<Found> {
    (floor.len() == 3).then_some(())?;
    let c = roof[0];
    Some((
        values(r.pair)
            .filter(|&v| board.has(c, v))
            .map(|v| (c, v))
            .collect(),
        Vec::new(),
    ))
}

/// The unit two roof cells share (row or column first, then box).
fn shared(board: &Board, a: usize, b: usize) -> Vec<usize> {
    let (ua, ub) = (board.units_of(a), board.units_of(b));
    (0..3).filter(|&k| ua[k] == ub[k]).map(|k| ua[k]).collect()
}

fn type2(board: &Board, r: &Rect, roof: &[usize]) -> Option<Found> {
    let [a, b] = roof else { return None };
    let extra = board.candidates(*a) & !r.pair;
    if extra.count_ones() != 1 || board.candidates(*b) & !r.pair != extra {
        return None;
    }
    let z = values(extra).next()?;
    let n = board.n();
    let gone: Vec<(usize, u8)> = (0..n * n)
        .filter(|&c| {
            c != *a && c != *b && board.has(c, z) && board.sees(c, *a) && board.sees(c, *b)
        })
        .map(|c| (c, z))
        .collect();
    (!gone.is_empty()).then_some((gone, Vec::new()))
}

fn type5(board: &Board, r: &Rect, roof: &[usize]) -> Option<Found> {
    if roof.len() == 2 && !shared(board, roof[0], roof[1]).is_empty() || roof.len() < 2 {
        return None;
    }
    let extra = board.candidates(roof[0]) & !r.pair;
    let same = roof.iter().all(|&c| board.candidates(c) & !r.pair == extra);
    if extra.count_ones() != 1 || !same {
        return None;
    }
    let z = values(extra).next()?;
    let n = board.n();
    let gone: Vec<(usize, u8)> = (0..n * n)
        .filter(|&c| board.has(c, z) && roof.iter().all(|&a| board.sees(c, a)))
        .map(|c| (c, z))
        .collect();
    (!gone.is_empty()).then_some((gone, Vec::new()))
}

fn type3(board: &Board, r: &Rect, roof: &[usize]) -> Option<Found> {
    let [a, b] = roof else { return None };
    let extra = (board.candidates(*a) | board.candidates(*b)) & !r.pair;
    for u in shared(board, *a, *b) {
        let others: Vec<usize> = board
            .cells(u)
            .iter()
            .copied()
            .filter(|&c| c != *a && c != *b && board.candidates(c) != 0)
            .collect();
        // k - 1 other cells which with the roof's extras hold k values.
        for size in 1..others.len().min(4) {
            let mut pick = Vec::new();
            if let Some(found) = subset(board, &others, size, 0, extra, &mut pick, u) {
                return Some(found);
            }
        }
    }
    None
}

#[allow(clippy::too_many_arguments)]
fn subset(
    board: &Board,
    others: &[usize],
    size: usize,
    from: usize,
    union: u32,
    pick: &mut Vec<usize>,
    u: usize,
) -> Option<Found> {
    if pick.len() == size {
        if union.count_ones() as usize != size + 1 {
            return None;
        }
        let gone: Vec<(usize, u8)> = others
            .iter()
            .filter(|c| !pick.contains(c))
            .flat_map(|&c| values(board.candidates(c) & union).map(move |v| (c, v)))
            .collect();
        return (!gone.is_empty()).then(|| (gone, vec![board.unit(u)]));
    }
    for i in from..others.len() {
        let next = union | board.candidates(others[i]);
        if next.count_ones() as usize > size + 1 {
            continue;
        }
        pick.push(others[i]);
        if let Some(found) = subset(board, others, size, i + 1, next, pick, u) {
            return Some(found);
        }
        pick.pop();
    }
    None
}

fn type4(board: &Board, r: &Rect, roof: &[usize]) -> Option<Found> {
    let [a, b] = roof else { return None };
    for u in shared(board, *a, *b) {
        for x in values(r.pair) {
            let places = board.cells(u).iter().filter(|&&c| board.has(c, x)).count();
            if places == 2 && board.has(*a, x) && board.has(*b, x) {
                let y = values(r.pair).find(|&w| w != x)?;
                let gone: Vec<(usize, u8)> = [(*a, y), (*b, y)]
                    .into_iter()
                    .filter(|&(c, v)| board.has(c, v))
                    .collect();
                if !gone.is_empty() {
                    return Some((gone, vec![board.unit(u)]));
                }
            }
        }
    }
    None
}

fn type6(board: &Board, r: &Rect, floor: &[usize], roof: &[usize]) -> Option<Found> {
    let ([f1, f2], [a, b]) = (floor, roof) else {
        return None;
    };
    if board.sees(*f1, *f2) {
        return None;
    }
    for x in values(r.pair).filter(|&x| r.corners.iter().all(|&c| board.has(c, x))) {
        // x has exactly the rectangle's two places in both rows, or in both columns.
        for k in 0..2 {
            let lines = [board.units_of(*f1)[k], board.units_of(*f2)[k]];
            let locked = lines
                .iter()
                .all(|&u| board.cells(u).iter().filter(|&&c| board.has(c, x)).count() == 2);
            if locked {
                return Some((
                    [(*a, x), (*b, x)].to_vec(),
                    lines.iter().map(|&u| board.unit(u)).collect(),
                ));
            }
        }
    }
    None
}

fn step(
    board: &Board,
    r: &Rect,
    technique: Technique,
    eliminations: Vec<(usize, u8)>,
    units: Vec<Unit>,
) -> Step {
    let pattern = r
        .corners
        .iter()
        .flat_map(|&c| {
            values(board.candidates(c))
                .filter(|&v| r.pair & bit(v) != 0)
                .map(move |v| (c, v))
        })
        .collect();
    Step {
        technique,
        eliminations,
        pattern,
        units,
        base: r.corners.iter().map(|&c| Item::Cell(c)).collect(),
        ..Step::default()
    }
}

/// The nudge, the technique and the step of a unique or hidden rectangle.
pub(super) fn words(w: &Words) -> (Msg, Msg, Msg) {
    let s = w.step;
    let cells = corners(s);
    let all = s.pattern.iter().fold(0, |m, &(_, v)| m | bit(v));
    let pair = w.symbols(all);
    let z = w.symbol(s.eliminations[0].1);
    let units = w.units(&s.units);
    let unit = s
        .units
        .first()
        .map_or_else(|| msg!("list-none"), |u| u.msg());
    let kept = values(all)
        .find(|&u| s.eliminations.iter().all(|e| e.1 != u))
        .map(|u| w.symbol(u))
        .unwrap_or_default();
    let reason = match s.technique {
        Technique::UniqueRectangle1 => msg!("ur-1"),
        Technique::UniqueRectangle2 => msg!("ur-2", symbol = z),
        Technique::UniqueRectangle3 => msg!("ur-3", unit = unit),
        Technique::UniqueRectangle4 => msg!("ur-4", symbol = kept, unit = unit),
        Technique::UniqueRectangle5 => msg!("ur-5", symbol = z),
        Technique::UniqueRectangle6 => msg!("ur-6", symbol = z, units = units),
        _ => msg!("hidden-rectangle-reason", symbol = kept, units = units),
    };
    (
        msg!("uniqueness-nudge", cells = w.cells(&cells)),
        msg!(
            "uniqueness-technique",
            technique = text::title(s.technique),
            symbols = pair.clone(),
            cells = w.cells(&cells)
        ),
        msg!(
            "ur-step",
            cells = w.cells(&cells),
            symbols = pair,
            reason = reason,
            removals = w.removals()
        ),
    )
}

/// A rectangle step's corners: its cell items.
pub(super) fn corners(s: &Step) -> Vec<usize> {
    s.base
        .iter()
        .filter_map(|c| match c {
            Item::Cell(c) => Some(*c),
            Item::Digit(..) | Item::Set(..) => None,
        })
        .collect()
}

/// The matrix's words of a uniqueness step (a unique rectangle, a hidden
/// one, a BUG).
pub(super) fn matrix(w: &Words) -> Msg {
    let s = w.step;
    let done = match s.placements.first() {
        Some(&p) => msg!("matrix-chosen", option = w.option(p)),
        None => msg!("matrix-gone", eliminated = w.options(&s.eliminations)),
    };
    msg!("matrix-uniqueness", items = w.labels(&s.base), done = done)
}
