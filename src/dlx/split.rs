//! A search split into independent subproblems, to count on every core.
//!
//! The first `depth` levels of Algorithm X (smallest item first) are
//! walked here; each path through them is a *prefix* of options, and the
//! solutions of the whole problem are the disjoint union of the solutions
//! that extend each prefix. Each prefix is then searched on its own (on the
//! links with [`Search::preselect`], or on the bits), on any thread or
//! worker, in slices if need be ([`Counter`]). Two levels give enough
//! pieces (hundreds) for an even load on a few cores.

use super::bits::{BitSearch, Matrix};
use super::{ItemRule, Links, Search, Stats};

/// Levels of the search that a parallel count splits off: two give
/// hundreds of pieces, enough to keep every core busy to the end. The CLI
/// splits at this depth, and so does the page (which reads it from the
/// bindings' `constants()`).
pub const SPLIT_DEPTH: usize = 2;

/// Nodes a piece of a count runs between two looks at whether to stop (the
/// CLI's Ctrl-C, the page's progress): a few ms of work.
pub const SLICE: u64 = 100_000;

/// The option prefixes of the first `depth` levels. Dead ends (an item
/// with no option left) are left out: they have no solutions. A solution
/// found before `depth` is a prefix of its own.
pub fn split(links: &Links, depth: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    walk(&mut links.clone(), depth, &mut Vec::new(), &mut |p, _| {
        out.push(p.to_vec())
    });
    out
}

/// Part `k` (1-based) of `n` of a count across machines: every `n`-th
/// subtree of [`split`]'s, from the `k`-th on. Dealt in turn rather than
/// in blocks, as neighbouring subtrees tend to be alike in size. The same
/// on every machine, so the parts' counts add up to the whole.
pub fn part(links: &Links, depth: usize, k: usize, n: usize) -> Vec<Vec<usize>> {
    let mut prefixes = split(links, depth);
    let mut index = 0;
    prefixes.retain(|_| {
        index += 1;
        (index - 1) % n == k - 1
    });
    prefixes
}

/// The shallowest depth with at least `want` subtrees, or the one where
/// every path of the search has ended (no deeper split has more).
pub fn depth_for(links: &Links, want: usize) -> usize {
    let mut links = links.clone();
    (0..)
        .find(|&depth| {
            let (mut subtrees, mut cut) = (0, false);
            walk(&mut links, depth, &mut Vec::new(), &mut |_, open| {
                subtrees += 1;
                cut |= open;
            });
            subtrees >= want || !cut
        })
        .expect("a search's paths end")
}

/// Walks the first `depth` levels, calling `visit` with each prefix and
/// whether its subtree goes on below (it has items left to cover).
fn walk(
    links: &mut Links,
    depth: usize,
    prefix: &mut Vec<usize>,
    visit: &mut impl FnMut(&[usize], bool),
) {
    let Some(c) = links.smallest_item() else {
        return visit(prefix, false);
    };
    if depth == 0 {
        return visit(prefix, true);
    }
    links.cover(c);
    let mut r = links.down(c);
    while r != c {
        prefix.push(links.option_of(r));
        links.cover_rest(r);
        walk(links, depth - 1, prefix, visit);
        links.uncover_rest(r);
        prefix.pop();
        r = links.down(r);
    }
    links.uncover(c);
}

/// A count of the solutions that extend a prefix, run a slice at a time so
/// that its caller (a Web Worker) can report progress and be stopped
/// between slices. It keeps the first solutions it finds, for browsing.
///
/// It counts on the [`bits`](super::bits) engine when that suits the matrix,
/// else on the links: the two walk the same tree, so the counts, counters
/// and kept solutions are the same either way.
pub struct Counter {
    engine: Engine,
    /// How many more solutions to keep: the first `keep` in all, however
    /// many slices they come in, so a long count sends no more.
    keep: usize,
    kept: Vec<Vec<usize>>,
}

/// The search a [`Counter`] runs.
enum Engine {
    Links {
        /// The matrix before any prefix, to start over on another piece.
        base: Links,
        search: Search,
    },
    Bits(BitSearch),
}

impl Counter {
    /// Counts the solutions that extend `prefix` to the end, with the
    /// search's counters, on the engine a counter would choose.
    pub fn count(links: &Links, prefix: &[usize]) -> (u64, Stats) {
        let mut counter =
            Counter::new(links, prefix, 0).expect("a prefix from split() has no conflict");
        while !counter.run(u64::MAX) {}
        let stats = counter.stats();
        (stats.solutions, stats)
    }

    /// A count over `links` (in their current state) of the solutions that
    /// extend `prefix`, keeping up to `keep` of them.
    pub fn new(
        links: &Links,
        prefix: &[usize],
        keep: usize,
    ) -> Result<Counter, super::ConflictError> {
        let engine = if Matrix::suits(links) {
            Engine::Bits(BitSearch::new(Matrix::new(links), prefix)?)
        } else {
            Engine::Links {
                base: links.clone(),
                search: Search::preselect(links.clone(), ItemRule::Smallest, prefix)?,
            }
        };
        Ok(Counter {
            engine,
            keep,
            kept: Vec::new(),
        })
    }

    /// Starts over on another piece of the same problem, as
    /// [`Counter::new`] would, without reading and building it again.
    pub fn restart(&mut self, prefix: &[usize], keep: usize) -> Result<(), super::ConflictError> {
        match &mut self.engine {
            Engine::Links { base, search } => {
                *search = Search::preselect(base.clone(), ItemRule::Smallest, prefix)?
            }
            Engine::Bits(search) => search.restart(prefix)?,
        }
        self.keep = keep;
        self.kept.clear();
        Ok(())
    }

    /// Runs about `nodes` more search nodes; returns whether it is done.
    pub fn run(&mut self, nodes: u64) -> bool {
        let limit = self.stats().nodes.saturating_add(nodes.max(1));
        let (keep, kept) = (&mut self.keep, &mut self.kept);
        let stop = match &mut self.engine {
            Engine::Links { search, .. } => {
                search.run(Some(limit), |s| keep_one(keep, kept, || s.solution()))
            }
            Engine::Bits(search) => {
                search.run(Some(limit), |s| keep_one(keep, kept, || s.solution()))
            }
        };
        stop != super::Stop::NodeLimit
    }

    /// Solutions so far, and the search's counters.
    pub fn stats(&self) -> Stats {
        match &self.engine {
            Engine::Links { search, .. } => search.stats(),
            Engine::Bits(search) => search.stats(),
        }
    }

    /// The solutions kept since the last call (each as option indices,
    /// the prefix's first).
    pub fn take_solutions(&mut self) -> Vec<Vec<usize>> {
        std::mem::take(&mut self.kept)
    }
}

/// Keeps a solution if `keep` allows one more; the search goes on either way.
fn keep_one(
    keep: &mut usize,
    kept: &mut Vec<Vec<usize>>,
    solution: impl FnOnce() -> Vec<usize>,
) -> bool {
    if *keep > 0 {
        *keep -= 1;
        kept.push(solution());
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::cover::parse;
    use crate::problems;

    #[test]
    fn one_counter_restarted_on_every_piece_counts_the_whole() {
        let links = parse(&problems::queens(8)).unwrap().links();
        let pieces = split(&links, 2);
        let mut counter = Counter::new(&links, &pieces[0], 0).unwrap();
        let mut total = 0;
        for piece in &pieces {
            counter.restart(piece, 1).unwrap();
            while !counter.run(1000) {}
            total += counter.stats().solutions;
            for s in counter.take_solutions() {
                assert!(s.starts_with(piece) && crate::dlx::verify(&links, &s).is_ok());
            }
        }
        assert_eq!(total, 92);
    }

    #[test]
    fn a_counter_in_slices_counts_the_same_and_keeps_solutions() {
        let links = parse(&problems::queens(8)).unwrap().links();
        let mut counter = Counter::new(&links, &[], 5).unwrap();
        let mut slices = 0;
        let mut kept = Vec::new();
        while !counter.run(50) {
            slices += 1;
            kept.extend(counter.take_solutions());
        }
        kept.extend(counter.take_solutions());
        assert!(slices > 10);
        assert_eq!(counter.stats().solutions, 92);
        // The first 5 in all, not 5 a slice.
        assert_eq!(kept.len(), 5);
        assert!(kept
            .iter()
            .all(|s| s.len() == 8 && crate::dlx::verify(&links, s).is_ok()));
    }

    #[test]
    fn the_pieces_add_up_to_the_whole() {
        for text in [
            problems::queens(6),
            problems::queens(8),
            problems::langford(7),
            problems::langford(5),
        ] {
            let links = parse(&text).unwrap().links();
            let whole = Counter::count(&links, &[]).0;
            for depth in 0..=2 {
                let parts: u64 = split(&links, depth)
                    .iter()
                    .map(|p| Counter::count(&links, p).0)
                    .sum();
                assert_eq!(parts, whole, "depth {depth}");
            }
        }
    }

    #[test]
    fn the_parts_add_up_to_the_whole_however_many() {
        for text in [
            problems::queens(6),
            problems::queens(7),
            problems::langford(7),
            problems::by_name("pentominoes", "3x20").unwrap(),
        ] {
            let links = parse(&text).unwrap().links();
            let whole = Counter::count(&links, &[]).0;
            for n in [1, 2, 7, 64] {
                let depth = depth_for(&links, 16 * n);
                let subtrees = split(&links, depth);
                let mut dealt = 0;
                let mut total = 0;
                for k in 1..=n {
                    let mine = part(&links, depth, k, n);
                    dealt += mine.len();
                    total += mine
                        .iter()
                        .map(|p| Counter::count(&links, p).0)
                        .sum::<u64>();
                }
                assert_eq!(dealt, subtrees.len(), "n {n}: every subtree dealt once");
                assert_eq!(total, whole, "n {n}, depth {depth}");
            }
        }
    }

    #[test]
    fn the_depth_is_the_shallowest_with_enough_subtrees() {
        let links = parse(&problems::queens(8)).unwrap().links();
        let depth = depth_for(&links, 16);
        assert!(split(&links, depth).len() >= 16);
        assert!(split(&links, depth - 1).len() < 16);
        // A search too small for the subtrees asked: where its paths end.
        let tiny = parse("A B\nA\nB\n").unwrap().links();
        assert_eq!(depth_for(&tiny, 1000), 2);
        assert_eq!(split(&tiny, 2), vec![vec![0, 1]]);
    }
}
