//! Skyscraper: two rows (or two columns) with a value in exactly two
//! places each, one end of each in a common column. One of the two far
//! ends holds the value, so no cell that sees both can.
//!
//! As a chain on one value: `top₁ = base₁ - base₂ = top₂`, two strong
//! links in parallel lines joined by a weak link in the crossing line.

use super::board::Board;
use super::chain;
use super::links::{strong_item, Graph};
use super::rating;
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::sudoku::Unit;

pub(super) const SKYSCRAPER: TechniqueInfo = TechniqueInfo {
    name: "skyscraper",
    title: "technique-skyscraper",
    level: Difficulty::Hard,
    find,
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::ON_ONE_VALUE,
};

/// The first Skyscraper, value by value.
pub fn find(board: &Board) -> Option<Step> {
    chain::per_value(board, Technique::Skyscraper, false, Some(4), shape)
}

fn shape(graph: &Graph, path: &[usize]) -> bool {
    let Some((first, second)) = strong_pair(graph, path) else {
        return false;
    };
    let weak = graph.item(path[1], path[2]);
    match (line(first), line(second), line(weak)) {
        (Some(a), Some(b), Some(c)) => a == b && a != c,
        _ => false,
    }
}

/// The items of a four-node chain's two strong links.
pub fn strong_pair(graph: &Graph, path: &[usize]) -> Option<(Item, Item)> {
    let first = strong_item(graph, path[0], path[1])?;
    Some((first, strong_item(graph, path[2], path[3])?))
}

/// 0 for a row's column, 1 for a column's, `None` for a box or a cell.
pub fn line(item: Item) -> Option<u8> {
    match item {
        Item::Digit(Unit::Row(_), _) => Some(0),
        Item::Digit(Unit::Column(_), _) => Some(1),
        _ => None,
    }
}
