//! Knuth's estimate of the size of a search tree, by random paths
//! ("Estimating the efficiency of backtrack programs", 1975; TAOCP 7.2.2).
//!
//! Walk from the root to a leaf, choosing the item as the search does
//! (smallest first) and one of its d options at random. The sum
//! 1 + d₁ + d₁d₂ + d₁d₂d₃ + … is an unbiased estimate of the number of
//! nodes; the mean of many such paths is a usable one. A count in progress
//! refines it with the share of the top-level branches already done.

use super::Links;

/// The mean estimated node count of the search over `links` (in its current
/// state), over `probes` random paths from `seed`.
pub fn tree_size(links: &Links, probes: u32, seed: u64) -> f64 {
    let mut links = links.clone();
    let mut state = seed;
    let mut total = 0.0;
    for _ in 0..probes.max(1) {
        let mut path = Vec::new();
        let (mut estimate, mut product) = (1.0, 1.0);
        while let Some(c) = links.smallest_item() {
            let d = links.size(c);
            if d == 0 {
                break;
            }
            product *= f64::from(d);
            estimate += product;
            state = super::search::splitmix(state);
            let mut r = links.down(c);
            for _ in 0..state % u64::from(d) {
                r = links.down(r);
            }
            links.cover(c);
            links.cover_rest(r);
            path.push((c, r));
        }
        for &(c, r) in path.iter().rev() {
            links.uncover_rest(r);
            links.uncover(c);
        }
        total += estimate;
    }
    total / f64::from(probes.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{solve, ItemRule, Limits, Search};
    use crate::formats::cover::parse;
    use crate::problems;

    #[test]
    fn the_estimate_is_near_the_real_tree() {
        let links = parse(&problems::queens(8)).unwrap().links();
        let real = solve(Search::new(links.clone(), ItemRule::Smallest), Limits::ALL)
            .stats
            .nodes as f64;
        let estimate = tree_size(&links, 2000, 7);
        assert!(
            (estimate / real - 1.0).abs() < 0.3,
            "estimate {estimate:.0}, real {real}"
        );
        assert_eq!(
            links,
            parse(&problems::queens(8)).unwrap().links(),
            "the probes leave the links as they were"
        );
    }
}
