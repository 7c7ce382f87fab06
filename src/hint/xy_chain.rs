//! XY-Chain: bivalue cells, each linked to the next by a shared value.
//! Inside a cell the link is strong (two candidates: one is true), between
//! cells weak (the same value twice in a unit: one is false). From a start
//! supposed false to an end that is then true, one of the two holds, so a
//! cell that sees both can't have their value.

use super::board::Board;
use super::chain::{self, Rules, MAX_CHAIN};
use super::links::Graph;
use super::rating;
use super::{Difficulty, Step, Technique, TechniqueInfo};

pub(super) const XY_CHAIN: TechniqueInfo = TechniqueInfo {
    name: "xy-chain",
    title: "technique-xy-chain",
    level: Difficulty::Expert,
    find,
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::CHAINING,
};

/// The shortest XY-Chain.
pub fn find(board: &Board) -> Option<Step> {
    with(board, Technique::XyChain, None, |_, _| true)
}

/// The shortest chain through cells (whose candidates are `pair`, if
/// given) with `shape`.
pub fn with(
    board: &Board,
    technique: Technique,
    pair: Option<u32>,
    shape: fn(&Graph, &[usize]) -> bool,
) -> Option<Step> {
    let graph = Graph::new(board, false, None)?;
    let rules = Rules {
        xy: true,
        pair,
        shape,
        ..Rules::any(MAX_CHAIN)
    };
    let found = chain::shortest(&graph, &rules)?;
    Some(chain::step(&graph, technique, &found))
}
