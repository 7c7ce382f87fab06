//! 2-String Kite: a value with two places in a row and two in a column,
//! one end of each in a common box. One of the two far ends holds it, so
//! no cell that sees both can.
//!
//! As a chain on one value: `row end = row base - column base = column end`,
//! the weak link inside the box.

use super::board::Board;
use super::chain;
use super::links::Graph;
use super::rating;
use super::skyscraper::{line, strong_pair};
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::sudoku::Unit;

pub(super) const TWO_STRING_KITE: TechniqueInfo = TechniqueInfo {
    name: "two-string-kite",
    title: "technique-two-string-kite",
    level: Difficulty::Hard,
    find,
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::ON_ONE_VALUE,
};

/// The first 2-String Kite, value by value.
pub fn find(board: &Board) -> Option<Step> {
    chain::per_value(board, Technique::TwoStringKite, false, Some(4), shape)
}

fn shape(graph: &Graph, path: &[usize]) -> bool {
    let Some((first, second)) = strong_pair(graph, path) else {
        return false;
    };
    let in_box = matches!(graph.item(path[1], path[2]), Item::Digit(Unit::Box(_), _))
        && graph.board.units_of(graph.nodes[path[1]].cells[0])[2]
            == graph.board.units_of(graph.nodes[path[2]].cells[0])[2];
    matches!((line(first), line(second)), (Some(a), Some(b)) if a != b) && in_box
}
