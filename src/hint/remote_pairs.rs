//! Remote Pairs: four or more cells with the same two candidates, each
//! seeing the next. They alternate the two values along the chain, so a
//! cell that sees two of them an odd number of links apart sees both
//! values: it can have neither.
//!
//! It is the XY-Chain whose cells are all the same pair.

use super::board::Board;
use super::chain;
use super::rating;
use super::{xy_chain, Difficulty, Step, Technique, TechniqueInfo};

pub(super) const REMOTE_PAIRS: TechniqueInfo = TechniqueInfo {
    name: "remote-pairs",
    title: "technique-remote-pairs",
    level: Difficulty::Expert,
    find,
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::CHAINING,
};

/// The first Remote Pairs chain, pair by pair (of pairs in four cells or more).
pub fn find(board: &Board) -> Option<Step> {
    let n = board.n();
    let mut pairs: Vec<u32> = (0..n * n)
        .map(|c| board.candidates(c))
        .filter(|m| m.count_ones() == 2)
        .collect();
    pairs.sort_unstable();
    let mut seen = Vec::new();
    for &m in &pairs {
        if seen.contains(&m) || pairs.iter().filter(|&&p| p == m).count() < 4 {
            continue;
        }
        seen.push(m);
        if let Some(step) = xy_chain::with(board, Technique::RemotePairs, Some(m), |_, path| {
            path.len() >= 8
        }) {
            return Some(step);
        }
    }
    None
}
