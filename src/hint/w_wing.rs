//! W-Wing: two cells with the same two candidates {x, y} that don't see
//! each other, and a strong link on y whose ends see one cell each. If
//! neither cell were x, both would be y, and the strong link would have
//! no y left. So one of them is x, and no cell that sees both can be.
//!
//! As a chain: `x(A) = y(A) - y(C) = y(D) - y(B) = x(B)`.

use super::board::{values, Board};
use super::chain::{self, Found};
use super::links::Graph;
use super::rating;
use super::{Difficulty, Step, Technique, TechniqueInfo};

// A W-Wing is a six-node chain: SE's own W-Wing rule ships switched off,
// and its chaining finds it as a forcing chain (7.1). Its floor is the
// chains', so that it wins a tie with the same chain as an AIC.
pub(super) const W_WING: TechniqueInfo = TechniqueInfo {
    name: "w-wing",
    title: "technique-w-wing",
    level: Difficulty::Expert,
    find,
    words: chain::words,
    matrix: |w| w.matrix(),
    rating: rating::CHAINING,
};

/// The first W-Wing.
pub fn find(board: &Board) -> Option<Step> {
    let graph = Graph::new(board, false, None)?;
    let n = board.n();
    let pairs: Vec<usize> = (0..n * n)
        .filter(|&c| board.candidates(c).count_ones() == 2)
        .collect();
    for (i, &a) in pairs.iter().enumerate() {
        for &b in &pairs[i + 1..] {
            let mask = board.candidates(a);
            if board.candidates(b) != mask || board.sees(a, b) {
                continue;
            }
            for y in values(mask) {
                let x = values(mask).find(|&w| w != y).expect("two values");
                let node = |c: usize, v: u8| graph.single(c, v).expect("an open option");
                let (ya, yb) = (node(a, y), node(b, y));
                for c in graph.weak_of(ya).filter(|&c| graph.nodes[c].v == y) {
                    for &(d, _) in &graph.strong[c] {
                        if d == yb || c == yb || !graph.weak(d, yb) || graph.nodes[d].v != y {
                            continue;
                        }
                        let path = vec![node(a, x), ya, c, d, yb, node(b, x)];
                        let rules = chain::Rules::any(6);
                        if let Some(found) = chain::conclude(&graph, &rules, path) {
                            return Some(chain::step(&graph, Technique::WWing, &Found { ..found }));
                        }
                    }
                }
            }
        }
    }
    None
}
