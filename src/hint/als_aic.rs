//! Alternating inference chains through almost locked sets (HoDoKu's
//! grouped nice loops and AICs "with ALS"). An ALS's cells with one value
//! are a node of the chain like a group (they share a unit, so at most one
//! holds it), and the set links two of its values strongly: if it lacks
//! one it is locked and holds the other. The chain is then read as any
//! other ([`super::chain`]); the link graph gets the sets' nodes from
//! [`Graph::with_sets`].
//!
//! In the matrix: a set of N cell items whose options lie in N + 1 value
//! groups; taking one group's options out leaves a naked subset, which
//! fills every other group.

use super::chain::{self, Rules, MAX_CHAIN};
use super::links::{strong_item, Graph};
use super::rating::{self, Rule};
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};

pub(super) const ALS_AIC: TechniqueInfo = TechniqueInfo {
    name: "als-aic",
    title: "technique-als-aic",
    level: Difficulty::Expert,
    find,
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: Rule::Step { floor: 7.5, rate },
};

/// SE has no sets in its chains: it finds these as forcing chains (7.5 and
/// up), through the set's cells as well. So: the chain's rating with two
/// nodes more for each cell of each set it passes, at least 7.5.
fn rate(step: &Step) -> f64 {
    let cells: usize = step
        .links
        .iter()
        .map(|l| match l.item {
            Item::Set(_, places) => places.count_ones() as usize,
            _ => 0,
        })
        .sum();
    rating::chaining_longer(step, 2 * cells).max(7.5)
}

/// The shortest chain or continuous loop with a link through a set.
pub fn find(board: &super::Board) -> Option<Step> {
    let graph = Graph::with_sets(board)?;
    let rules = Rules {
        groups: true,
        shape: through_a_set,
        ..Rules::any(MAX_CHAIN)
    };
    let found = chain::shortest(&graph, &rules)?;
    Some(chain::step(&graph, Technique::AlsAic, &found))
}

/// Whether one of the chain's strong links (into its odd nodes) is a set's.
fn through_a_set(graph: &Graph, path: &[usize]) -> bool {
    (1..path.len()).step_by(2).any(|i| {
        matches!(
            strong_item(graph, path[i - 1], path[i]),
            Some(Item::Set(..))
        )
    })
}
