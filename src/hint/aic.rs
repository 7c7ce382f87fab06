//! Alternating inference chains through any items: cells and unit-digit
//! columns, values changing along the way. An open chain removes what sees
//! both its ends; a continuous nice loop, what sees both ends of any of its
//! weak links. The grouped forms let a node be a box-line group of one
//! value (see [`super::links`]).

use super::board::Board;
use super::chain::{self, Rules, MAX_CHAIN};
use super::links::Graph;
use super::rating;
use super::{Difficulty, Step, Technique, TechniqueInfo};

pub(super) const AIC: TechniqueInfo = TechniqueInfo {
    name: "aic",
    title: "technique-aic",
    level: Difficulty::Expert,
    find: |b| find(b, false, false),
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::CHAINING,
};

pub(super) const NICE_LOOP: TechniqueInfo = TechniqueInfo {
    name: "nice-loop",
    title: "technique-nice-loop",
    level: Difficulty::Expert,
    find: |b| find(b, false, true),
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::CHAINING,
};

pub(super) const GROUPED_AIC: TechniqueInfo = TechniqueInfo {
    name: "grouped-aic",
    title: "technique-grouped-aic",
    level: Difficulty::Expert,
    find: |b| find(b, true, false),
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::CHAINING,
};

pub(super) const GROUPED_NICE_LOOP: TechniqueInfo = TechniqueInfo {
    name: "grouped-nice-loop",
    title: "technique-grouped-nice-loop",
    level: Difficulty::Expert,
    find: |b| find(b, true, true),
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::CHAINING,
};

/// The shortest open chain (`closed` false) or continuous loop (true),
/// grouped (with a group in it) or not.
pub fn find(board: &Board, grouped: bool, closed: bool) -> Option<Step> {
    let graph = Graph::new(board, grouped, None)?;
    let rules = Rules {
        groups: grouped,
        closed: Some(closed),
        shape: if grouped { has_group } else { |_, _| true },
        ..Rules::any(MAX_CHAIN)
    };
    let found = chain::shortest(&graph, &rules)?;
    let technique = match (grouped, closed) {
        (false, false) => Technique::Aic,
        (false, true) => Technique::NiceLoop,
        (true, false) => Technique::GroupedAic,
        (true, true) => Technique::GroupedNiceLoop,
    };
    Some(chain::step(&graph, technique, &found))
}

fn has_group(graph: &Graph, path: &[usize]) -> bool {
    path.iter().any(|&x| graph.nodes[x].cells.len() > 1)
}
