//! A search split into independent subproblems, to count on every core.
//!
//! The first `depth` levels of Algorithm X (smallest column first) are
//! walked here; each path through them is a *prefix* of options, and the
//! solutions of the whole problem are the disjoint union of the solutions
//! that extend each prefix. Each prefix is then searched on its own, with
//! [`Search::preselect`], on any thread or worker. Two levels give enough
//! pieces (hundreds) for an even load on a few cores.

use super::{ColumnRule, Limits, Links, Search, Stats};

/// The option prefixes of the first `depth` levels. Dead ends (a column
/// with no option left) are left out: they have no solutions. A solution
/// found before `depth` is a prefix of its own.
pub fn split(links: &Links, depth: usize) -> Vec<Vec<usize>> {
    let mut links = links.clone();
    let mut out = Vec::new();
    walk(&mut links, depth, &mut Vec::new(), &mut out);
    out
}

fn walk(links: &mut Links, depth: usize, prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    let Some(c) = links.smallest_column().filter(|_| depth > 0) else {
        out.push(prefix.clone());
        return;
    };
    links.cover(c);
    let mut r = links.down(c);
    while r != c {
        prefix.push(links.option_of(r));
        links.cover_rest(r);
        walk(links, depth - 1, prefix, out);
        links.uncover_rest(r);
        prefix.pop();
        r = links.down(r);
    }
    links.uncover(c);
}

/// Counts the solutions that extend `prefix`, with the search's counters.
pub fn count_prefix(links: &Links, prefix: &[usize]) -> (u64, Stats) {
    let search = Search::preselect(links.clone(), ColumnRule::Smallest, prefix)
        .expect("a prefix from split() has no conflict");
    let outcome = super::solve(search, Limits::ALL);
    (outcome.count, outcome.stats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::cover::parse;
    use crate::problems;

    #[test]
    fn the_pieces_add_up_to_the_whole() {
        for text in [
            problems::queens(6),
            problems::queens(8),
            problems::langford(7),
            problems::langford(5),
        ] {
            let links = parse(&text).unwrap().links();
            let whole = count_prefix(&links, &[]).0;
            for depth in 0..=2 {
                let parts: u64 = split(&links, depth)
                    .iter()
                    .map(|p| count_prefix(&links, p).0)
                    .sum();
                assert_eq!(parts, whole, "depth {depth}");
            }
        }
    }
}
