//! Hidden rectangle: a rectangle of four cells in two boxes, one corner
//! (the floor) with only the candidates x and y, the others with x. If x has
//! no place outside the rectangle in the row and in the column of the
//! opposite corner, that corner can't be y: it would force x into both
//! its neighbours and y into the floor, the deadly pattern of a puzzle
//! with two solutions. Only for puzzles known to have one.

use super::board::{bit, values, Board};
use super::rating::Rule;
use super::rectangle;
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};

// SE has no hidden rectangle: where we use one, it reaches for a BUG or a
// wing, 5.5 and up.
pub(super) const HIDDEN_RECTANGLE: TechniqueInfo = TechniqueInfo {
    name: "hidden-rectangle",
    title: "technique-hidden-rectangle",
    level: Difficulty::Expert,
    find,
    words: rectangle::words,
    matrix: rectangle::matrix,
    rating: Rule::Fixed(5.6),
};

/// The first hidden rectangle.
pub fn find(board: &Board) -> Option<Step> {
    if !board.uniqueness_applies() {
        return None;
    }
    let n = board.n();
    for floor in (0..n * n).filter(|&c| board.candidates(c).count_ones() == 2) {
        let pair = board.candidates(floor);
        let (r1, c1) = (floor / n, floor % n);
        for r2 in (0..n).filter(|&r| r != r1) {
            for c2 in (0..n).filter(|&c| c != c1) {
                let corners = [floor, r1 * n + c2, r2 * n + c1, r2 * n + c2];
                let mut boxes: Vec<usize> = corners.iter().map(|&c| board.units_of(c)[2]).collect();
                boxes.sort_unstable();
                boxes.dedup();
                if boxes.len() != 2 {
                    continue;
                }
                let opposite = corners[3];
                for x in values(pair) {
                    let y = values(pair).find(|&w| w != x).expect("two values");
                    // The three others have x (the floor has both); the
                    // opposite corner has y to lose.
                    if !corners[1..].iter().all(|&c| board.has(c, x)) || !board.has(opposite, y) {
                        continue;
                    }
                    let two =
                        |u: usize| board.cells(u).iter().filter(|&&c| board.has(c, x)).count() == 2;
                    let [row, col, _] = board.units_of(opposite);
                    if two(row) && two(col) {
                        return Some(Step {
                            technique: Technique::HiddenRectangle,
                            eliminations: vec![(opposite, y)],
                            pattern: corners
                                .iter()
                                .flat_map(|&c| values(pair).map(move |v| (c, v)))
                                .filter(|&(c, v)| board.candidates(c) & bit(v) != 0)
                                .collect(),
                            units: vec![board.unit(row), board.unit(col)],
                            base: corners.iter().map(|&c| Item::Cell(c)).collect(),
                            ..Step::default()
                        });
                    }
                }
            }
        }
    }
    None
}
