//! X-Chain: strong and weak links on one value, alternating, from a start
//! that is false to an end that is then true: one of the two holds the
//! value, so no cell that sees both can. A chain that closes into a loop
//! (an X-Cycle) removes the value from every cell that sees both ends of
//! one of its weak links.

use super::board::Board;
use super::chain;
use super::rating;
use super::{Difficulty, Step, Technique, TechniqueInfo};

pub(super) const X_CHAIN: TechniqueInfo = TechniqueInfo {
    name: "x-chain",
    title: "technique-x-chain",
    level: Difficulty::Expert,
    find,
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::ON_ONE_VALUE,
};

/// The shortest X-Chain over every value.
pub fn find(board: &Board) -> Option<Step> {
    chain::per_value(board, Technique::XChain, false, None, |_, _| true)
}
