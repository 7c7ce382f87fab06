//! Algorithm X without links, for counting: the live options are a bitset.
//!
//! Dancing links remove an option from the matrix by unlinking its nodes one
//! by one, each unlink a store into another option's node that the next one
//! may have to wait for. On a small matrix the same step is a few dozen word
//! operations: the options still live at a level are one bit each, every
//! item keeps the bitset of the options that use it, and trying option r
//! leaves `live & !(uses[k] | …)` for r's items k. An item's size is the
//! population count of `live & uses[c]`.
//!
//! [`BitSearch`] makes exactly the choices of [`Search`](super::Search) with
//! [`ItemRule::Smallest`](super::ItemRule): the leftmost primary item
//! with the fewest live options, then its options in the order of the input
//! (the order of an item's list in the links). So it walks the same tree:
//! the same nodes, the same solutions in the same order, and Knuth's update
//! count, which it works out from the options it removes instead of
//! performing the updates (see [`Matrix::weight`]). The tests hold it to all
//! of that against the links.
//!
//! It has no colours (a colour makes compatibility depend on the order of
//! the choices), no stepping back and no views: [`split::Counter`] uses it
//! to count when [`Matrix::suits`] says it is the faster engine, and falls
//! back on the links otherwise.
//!
//! [`split::Counter`]: super::split::Counter

use super::{ConflictError, Links, Stats, Stop};

/// The bitsets of a matrix, built once per problem.
#[derive(Clone, Debug)]
pub struct Matrix {
    /// Words in an option bitset: one bit per option.
    words: usize,
    /// Words in a bitset of the primary items.
    item_words: usize,
    /// For each item, the options that use it: `words` words each.
    uses: Vec<u64>,
    /// Each option's items, 0-based: option o's are
    /// `items[start[o]..start[o + 1]]`.
    items: Vec<u32>,
    start: Vec<u32>,
    /// Each option's primary items as a bitset, `item_words` words each.
    primary_of: Vec<u64>,
    /// The options by weight, their length less one (the updates that
    /// removing one costs), for [`Matrix::weight`]: (weight, bitset). Empty
    /// when every option has the same weight, stored in `same_weight`.
    by_weight: Vec<(u64, Vec<u64>)>,
    same_weight: u64,
    /// The state the search starts from: the live options and the open
    /// primary items of the links it was built from.
    live: Vec<u64>,
    open: Vec<u64>,
}

/// The most words the per-item bitsets may take: beyond 32 KB they fall
/// out of the first-level cache.
const MAX_WORDS: usize = 4096;

impl Matrix {
    /// Whether counting `links` is better done on bitsets: no colours,
    /// bitsets small enough to stay in cache, and items long enough.
    ///
    /// Sizing an item costs the bits a word per 64 options of the matrix,
    /// however few the item holds; covering it costs the links a few
    /// updates per option it holds. So the bits win where the open primary
    /// items hold, on average, at least two options per word. Measured
    /// counts, the links' time over the bits': the 8×8 pentominoes (171
    /// options an item, 33 words) 4–5×; 12 queens (12 for 3) 1.6–2×; 12
    /// Langford pairs (16 for 4) 1.0–1.3×; a 9×9 sudoku (9 for 12) 0.2–0.3×,
    /// which stays on the links.
    pub fn suits(links: &Links) -> bool {
        let words = links.options().div_ceil(64);
        let (open, options) = links
            .active_items()
            .fold((0, 0), |(n, sum), c| (n + 1, sum + links.size(c) as usize));
        // (Divided rather than multiplied: no overflow on wasm32.)
        !links.has_colours()
            && words <= MAX_WORDS / links.items().max(1)
            && options / 2 >= words.saturating_mul(open)
    }

    /// The bitsets of `links`' matrix, starting from its current state:
    /// options already removed and items already covered stay so. The
    /// links must have no colours ([`Matrix::suits`] checks).
    pub fn new(links: &Links) -> Matrix {
        debug_assert!(!links.has_colours(), "the bits have no colours");
        let options = links.options();
        let words = options.div_ceil(64).max(1);
        let primary = links.primary_items();
        let item_words = primary.div_ceil(64).max(1);
        let mut m = Matrix {
            words,
            item_words,
            uses: vec![0; links.items() * words],
            items: Vec::new(),
            start: vec![0],
            primary_of: vec![0; options * item_words],
            by_weight: Vec::new(),
            same_weight: 0,
            live: vec![0; words],
            open: vec![0; item_words],
        };
        for o in 0..options {
            let (w, bit) = (o / 64, 1u64 << (o % 64));
            for c in links.option_items(o) {
                m.uses[c * words + w] |= bit;
                if c < primary {
                    m.primary_of[o * item_words + c / 64] |= 1 << (c % 64);
                }
                m.items.push(c as u32);
            }
            m.start.push(m.items.len() as u32);
            if links.is_live(o) {
                m.live[w] |= bit;
            }
        }
        m.group_by_weight();
        for c in (0..primary).filter(|&c| !links.is_covered(Links::header(c))) {
            m.open[c / 64] |= 1 << (c % 64);
        }
        m
    }

    /// Fills `by_weight`, or `same_weight` when there is one weight only.
    fn group_by_weight(&mut self) {
        let mut groups: Vec<(u64, Vec<u64>)> = Vec::new();
        for o in 0..self.start.len() - 1 {
            let weight = self.option(o).len() as u64 - 1;
            let set = match groups.iter().position(|(w, _)| *w == weight) {
                Some(i) => &mut groups[i].1,
                None => {
                    groups.push((weight, vec![0; self.words]));
                    &mut groups.last_mut().expect("just pushed").1
                }
            };
            set[o / 64] |= 1 << (o % 64);
        }
        match groups.as_slice() {
            [(weight, _)] => self.same_weight = *weight,
            _ => self.by_weight = groups,
        }
    }

    /// Option `o`'s items.
    fn option(&self, o: usize) -> &[u32] {
        &self.items[self.start[o] as usize..self.start[o + 1] as usize]
    }

    /// The options that use item `c`.
    fn uses(&self, c: usize) -> &[u64] {
        &self.uses[c * self.words..(c + 1) * self.words]
    }

    /// Knuth's updates for removing the options of `set`: each is taken out
    /// of its other items, one update per node but the one it is removed
    /// through. Removing an option costs its length less one, so the weight
    /// of disjoint sets adds up. `set` is the words from `lo` on of a bitset.
    fn weight(&self, set: &[u64], lo: usize) -> u64 {
        if self.by_weight.is_empty() {
            return self.same_weight * popcount(set);
        }
        self.by_weight
            .iter()
            .map(|(weight, of)| {
                let count: u32 = set
                    .iter()
                    .zip(&of[lo..])
                    .map(|(a, b)| (a & b).count_ones())
                    .sum();
                weight * u64::from(count)
            })
            .sum()
    }

    /// The live options and open primary items once `prefix` is chosen,
    /// refused as [`Search::preselect`](super::Search::preselect) refuses
    /// it: an option out of range or out of the matrix, or sharing an item
    /// with an earlier one.
    fn below(&self, prefix: &[usize]) -> Result<(Vec<u64>, Vec<u64>), ConflictError> {
        let (mut live, mut open) = (self.live.clone(), self.open.clone());
        let mut used = vec![false; self.uses.len() / self.words];
        for &option in prefix {
            let exists = option < self.start.len() - 1;
            if !exists || self.live[option / 64] & 1 << (option % 64) == 0 {
                return Err(ConflictError::Gone { option });
            }
            let cols = self.option(option);
            if let Some(&c) = cols.iter().find(|&&c| used[c as usize]) {
                return Err(ConflictError::Clash {
                    option,
                    item: c as usize,
                });
            }
            for &c in cols {
                used[c as usize] = true;
                for (l, u) in live.iter_mut().zip(self.uses(c as usize)) {
                    *l &= !u;
                }
            }
            let primary = &self.primary_of[option * self.item_words..][..self.item_words];
            for (c, p) in open.iter_mut().zip(primary) {
                *c &= !p;
            }
        }
        Ok((live, open))
    }
}

fn popcount(set: &[u64]) -> u64 {
    set.iter().map(|w| u64::from(w.count_ones())).sum()
}

/// What the next step of a [`BitSearch`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Arrived at a level: report a solution, or choose and cover an item.
    Enter,
    /// Try the next option of the item chosen at this level, or go up.
    TryNext,
    /// The search is over.
    Done,
}

/// A count over a [`Matrix`], run in slices as [`Search::run`](super::Search::run).
///
/// Level d (from 0, below the prefix) keeps its bitsets in the d-th
/// `words`-long stretch of each array. Only the words of its *span* mean
/// anything: the options live at a level lie within the words the level
/// above left nonzero, so every loop runs over those alone (on the 4×15
/// pentominoes, 18 words of 27 on average).
#[derive(Clone, Debug)]
pub struct BitSearch {
    m: Matrix,
    /// Per level: the live options on entering it (one more level than
    /// there are open primary items, for the deepest entry).
    live: Vec<u64>,
    /// Per level: the open primary items on entering it.
    open: Vec<u64>,
    /// Per level: the live options once the chosen item is covered.
    rest: Vec<u64>,
    /// Per level: the chosen item's options not yet tried.
    todo: Vec<u64>,
    /// Per level: the words `lo..hi` that hold its live options.
    span: Vec<(usize, usize)>,
    /// Per level: Knuth's updates of removing every option of `live`, and
    /// of `rest`. The level above works out `live`'s when it makes it, so
    /// `rest`'s is a subtraction (see [`Matrix::weight`]).
    live_weight: Vec<u64>,
    rest_weight: Vec<u64>,
    /// Per level: the option being tried.
    chosen: Vec<usize>,
    depth: usize,
    phase: Phase,
    stats: Stats,
    prefix: Vec<usize>,
}

impl BitSearch {
    /// A count of the solutions of `m` that extend `prefix`, which must not
    /// clash (see [`super::Search::preselect`], which checks the same).
    pub fn new(m: Matrix, prefix: &[usize]) -> Result<BitSearch, ConflictError> {
        let mut search = BitSearch {
            live: Vec::new(),
            open: Vec::new(),
            rest: Vec::new(),
            todo: Vec::new(),
            span: Vec::new(),
            live_weight: Vec::new(),
            rest_weight: Vec::new(),
            chosen: Vec::new(),
            depth: 0,
            phase: Phase::Enter,
            stats: Stats::default(),
            prefix: Vec::new(),
            m,
        };
        search.restart(prefix)?;
        Ok(search)
    }

    /// Starts over below another prefix of the same matrix.
    pub fn restart(&mut self, prefix: &[usize]) -> Result<(), ConflictError> {
        let (live, open) = self.m.below(prefix)?;
        let (words, item_words) = (self.m.words, self.m.item_words);
        // A level per open primary item at most, and one to enter below.
        let levels = popcount(&open) as usize + 1;
        self.live = vec![0; levels * words];
        self.live[..words].copy_from_slice(&live);
        self.open = vec![0; levels * item_words];
        self.open[..item_words].copy_from_slice(&open);
        self.rest = vec![0; levels * words];
        self.todo = vec![0; levels * words];
        self.span = vec![span(&live, 0); levels];
        self.live_weight = vec![0; levels];
        self.live_weight[0] = self.m.weight(&live, 0);
        self.rest_weight = vec![0; levels];
        self.chosen = vec![0; levels];
        self.depth = 0;
        self.phase = Phase::Enter;
        self.stats = Stats::default();
        self.prefix = prefix.to_vec();
        Ok(())
    }

    /// The counters so far, as the links' search would have them.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The current solution: the prefix, then the options chosen.
    pub fn solution(&self) -> Vec<usize> {
        let chosen = &self.chosen[..self.depth];
        self.prefix.iter().chain(chosen).copied().collect()
    }

    /// Where level `d`'s bitsets lie in the arrays: `lo..hi` of its stretch.
    fn at(&self, d: usize) -> std::ops::Range<usize> {
        let (lo, hi) = self.span[d];
        d * self.m.words + lo..d * self.m.words + hi
    }

    /// The leftmost open primary item with the fewest live options at
    /// the current level, or `None` when every one is covered.
    fn choose(&self) -> Option<usize> {
        let d = self.depth;
        let (lo, hi) = self.span[d];
        let live = &self.live[self.at(d)];
        let open = &self.open[d * self.m.item_words..][..self.m.item_words];
        let mut best = None;
        let mut fewest = u32::MAX;
        for (w, &bits) in open.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let c = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let uses = &self.m.uses(c)[lo..hi];
                // No further once the item cannot be the smallest.
                let mut size = 0;
                for (u, l) in uses.iter().zip(live) {
                    size += (u & l).count_ones();
                    if size >= fewest {
                        break;
                    }
                }
                if size < fewest {
                    (best, fewest) = (Some(c), size);
                    if size == 0 {
                        return best;
                    }
                }
            }
        }
        best
    }

    /// Runs until the search is exhausted, the node count reaches
    /// `node_limit`, or `on_solution` returns `false`, as
    /// [`Search::run`](super::Search::run) does.
    pub fn run(
        &mut self,
        node_limit: Option<u64>,
        mut on_solution: impl FnMut(&BitSearch) -> bool,
    ) -> Stop {
        let limit = node_limit.unwrap_or(u64::MAX);
        loop {
            match self.phase {
                Phase::Done => return Stop::Exhausted,
                Phase::Enter => match self.choose() {
                    Some(c) => self.cover_chosen(c),
                    None => {
                        self.stats.solutions += 1;
                        let more = on_solution(self);
                        self.back_up();
                        if !more {
                            return Stop::Enough;
                        }
                    }
                },
                Phase::TryNext => {
                    let (at, lo) = (self.at(self.depth), self.span[self.depth].0);
                    let todo = &mut self.todo[at];
                    match todo.iter().position(|&t| t != 0) {
                        Some(w) => {
                            let o = (lo + w) * 64 + todo[w].trailing_zeros() as usize;
                            todo[w] &= todo[w] - 1;
                            self.try_option(o);
                            if self.stats.nodes >= limit {
                                return Stop::NodeLimit;
                            }
                        }
                        None => self.back_up(),
                    }
                }
            }
        }
    }

    /// Covers item `c` at the current level: its options become the ones
    /// to try, and the rest stay live for the level below.
    fn cover_chosen(&mut self, c: usize) {
        let d = self.depth;
        self.stats.max_depth = self.stats.max_depth.max(d + 1);
        let (at, (lo, hi)) = (self.at(d), self.span[d]);
        let live = &self.live[at.clone()];
        let rest = &mut self.rest[at.clone()];
        let todo = &mut self.todo[at];
        let uses = &self.m.uses(c)[lo..hi];
        for (((t, r), l), u) in todo.iter_mut().zip(rest.iter_mut()).zip(live).zip(uses) {
            (*t, *r) = (l & u, l & !u);
        }
        let taken = self.m.weight(todo, lo);
        self.stats.updates += 1 + taken;
        self.rest_weight[d] = self.live_weight[d] - taken;
        self.phase = Phase::TryNext;
    }

    /// Tries option `o` of the current level's item: the level below
    /// starts with the options left once `o`'s other items are covered.
    fn try_option(&mut self, o: usize) {
        let (d, words, item_words) = (self.depth, self.m.words, self.m.item_words);
        self.chosen[d] = o;
        let (lo, hi) = self.span[d];
        let rest = &self.rest[self.at(d)];
        let next = &mut self.live[(d + 1) * words + lo..(d + 1) * words + hi];
        next.copy_from_slice(rest);
        let cols = self.m.option(o);
        for &k in cols {
            for (n, u) in next.iter_mut().zip(&self.m.uses(k as usize)[lo..hi]) {
                *n &= !u;
            }
        }
        // Knuth's updates: one per item covered, and those of every
        // option it took out (`next` is a subset of `rest`).
        self.live_weight[d + 1] = self.m.weight(next, lo);
        let removed = self.rest_weight[d] - self.live_weight[d + 1];
        self.stats.updates += cols.len() as u64 - 1 + removed;
        self.span[d + 1] = span(next, lo);
        let (here, below) = self.open.split_at_mut((d + 1) * item_words);
        let primary = &self.m.primary_of[o * item_words..][..item_words];
        for ((b, h), p) in below.iter_mut().zip(&here[d * item_words..]).zip(primary) {
            *b = h & !p;
        }
        self.depth += 1;
        self.stats.nodes += 1;
        self.phase = Phase::Enter;
    }

    /// Leaves a finished level: on to the next option one level up, or
    /// the end.
    fn back_up(&mut self) {
        if self.depth == 0 {
            self.phase = Phase::Done;
        } else {
            self.depth -= 1;
            self.phase = Phase::TryNext;
        }
    }
}

/// The words `lo..hi` of `set`'s nonzero ones, shifted by `offset` (the
/// word `set` starts at); an empty span if none is.
fn span(set: &[u64], offset: usize) -> (usize, usize) {
    match set.iter().position(|&w| w != 0) {
        None => (offset, offset),
        Some(lo) => {
            let hi = set.iter().rposition(|&w| w != 0).unwrap_or(lo) + 1;
            (offset + lo, offset + hi)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{solve, ItemRule, Limits, Search};
    use crate::formats::cover::parse;
    use crate::problems::{self, pentominoes, BOARDS};
    use crate::trace::Trace;

    /// The bit count of `links` and the links' own, with their counters.
    fn both(links: &Links) -> (Stats, Stats) {
        let mut bits = BitSearch::new(Matrix::new(links), &[]).unwrap();
        assert_eq!(bits.run(None, |_| true), Stop::Exhausted);
        let search = Search::new(links.clone(), ItemRule::Smallest);
        (bits.stats(), solve(search, Limits::ALL).stats)
    }

    #[test]
    fn the_classics_count_the_same_with_the_same_counters() {
        for (text, count) in [
            (problems::queens(8), 92),
            (problems::langford(7), 52),
            (problems::langford(5), 0),
            (pentominoes(BOARDS[3]), 8),
        ] {
            let links = parse(&text).unwrap().links();
            assert!(Matrix::suits(&links));
            let (bits, dlx) = both(&links);
            assert_eq!(bits.solutions, count);
            assert_eq!(bits, dlx);
        }
    }

    #[test]
    fn a_sudoku_counts_from_its_givens() {
        // The tracer's links have the given chosen already: the bits start
        // from that state. A quarter of the 288 4×4 sudokus have a 1 there.
        let trace = Trace::from_text("1...\n....\n....\n....", None, ItemRule::Smallest).unwrap();
        let (bits, dlx) = both(trace.search.links());
        assert_eq!(bits.solutions, 72);
        assert_eq!(bits, dlx);
    }

    #[test]
    fn colours_and_sudokus_stay_on_the_links() {
        let links =
            Links::with_colours(1, 1, &[vec![0, 1], vec![1]], &[vec![0, 1], vec![2]]).unwrap();
        assert!(!Matrix::suits(&links));
        // Items of 9 options for 12 words: the links are faster.
        let trace = Trace::from_text(&".".repeat(81), None, ItemRule::Smallest).unwrap();
        assert!(!Matrix::suits(trace.search.links()));
    }

    #[test]
    fn no_options_and_no_items() {
        // A primary item and no option: no solution. No primary item: one, the empty one.
        for (links, count) in [
            (Links::new(1, 0, &[] as &[&[usize]]).unwrap(), 0),
            (Links::new(0, 1, &[[0]]).unwrap(), 1),
        ] {
            let (bits, dlx) = both(&links);
            assert_eq!((bits.solutions, bits), (count, dlx));
        }
    }

    #[test]
    fn a_bad_prefix_is_refused_as_the_links_refuse_it() {
        let links = parse(&problems::queens(4)).unwrap().links();
        let refusals = |links: &Links, prefix: &[usize]| {
            let bits = BitSearch::new(Matrix::new(links), prefix).unwrap_err();
            let dlx = Search::preselect(links.clone(), ItemRule::Smallest, prefix).unwrap_err();
            assert_eq!(bits, dlx);
            bits
        };
        // Two queens on the first row; an option that does not exist.
        assert!(matches!(
            refusals(&links, &[0, 1]),
            ConflictError::Clash { option: 1, .. }
        ));
        assert_eq!(refusals(&links, &[99]), ConflictError::Gone { option: 99 });
        // With a queen on a1 chosen already, a2 is out of the matrix.
        let below = Search::preselect(links, ItemRule::Smallest, &[0]).unwrap();
        assert_eq!(
            refusals(below.links(), &[1]),
            ConflictError::Gone { option: 1 }
        );
    }

    #[test]
    fn stopping_at_each_solution_and_going_on_finds_them_all_in_order() {
        let links = parse(&problems::queens(6)).unwrap().links();
        let mut bits = BitSearch::new(Matrix::new(&links), &[]).unwrap();
        let mut dlx = Search::new(links, ItemRule::Smallest);
        let (mut a, mut b) = (Vec::new(), Vec::new());
        while bits.run(None, |s| {
            a.push(s.solution());
            false
        }) == Stop::Enough
        {}
        while dlx.run(None, |s| {
            b.push(s.solution());
            false
        }) == Stop::Enough
        {}
        assert_eq!((a.len(), bits.stats()), (4, dlx.stats()));
        assert_eq!(a, b);
    }
}
