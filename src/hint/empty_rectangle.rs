//! Empty Rectangle: in a box, a value's places lie in one row and one
//! column (the rest of the box, a rectangle, is empty of it), so the box
//! has it in that row *or* in that column: a strong link between two
//! groups. With a strong link in a line that meets one of them, one of the
//! two ends holds the value.
//!
//! As a grouped chain on one value: `end = line end - box group = box group
//! = ...`, four nodes, one strong link in a box (between groups, or two
//! lone places of the box).

use super::board::Board;
use super::chain;
use super::links::{strong_item, Graph};
use super::rating;
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::sudoku::Unit;

pub(super) const EMPTY_RECTANGLE: TechniqueInfo = TechniqueInfo {
    name: "empty-rectangle",
    title: "technique-empty-rectangle",
    level: Difficulty::Hard,
    find,
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::ON_ONE_VALUE,
};

/// The first Empty Rectangle, value by value.
pub fn find(board: &Board) -> Option<Step> {
    chain::per_value(board, Technique::EmptyRectangle, true, Some(4), shape)
}

fn shape(graph: &Graph, path: &[usize]) -> bool {
    let in_box =
        |a: usize, b: usize| matches!(strong_item(graph, a, b), Some(Item::Digit(Unit::Box(_), _)));
    in_box(path[0], path[1]) || in_box(path[2], path[3])
}
