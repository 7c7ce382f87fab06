//! Algorithm X without links, for counting: the live options are a bitset.
//!
//! Dancing links remove an option from the matrix by unlinking its nodes one
//! by one, each unlink a store into another option's node that the next one
//! may have to wait for. On a small matrix the same step is a few dozen word
//! operations: the options still live at a level are one bit each, every
//! column keeps the bitset of the options that use it, and trying option r
//! leaves `live & !(uses[k] | …)` for r's columns k. A column's size is the
//! population count of `live & uses[c]`.
//!
//! [`BitSearch`] makes exactly the choices of [`Search`](super::Search) with
//! [`ColumnRule::Smallest`](super::ColumnRule): the leftmost primary column
//! with the fewest live options, then its options in the order of the input
//! (the order of a column's list in the links). So it walks the same tree:
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
    /// Words in a bitset of the primary columns.
    column_words: usize,
    /// For each column, the options that use it: `words` words each.
    uses: Vec<u64>,
    /// Each option's columns, 0-based: option o's are
    /// `columns[start[o]..start[o + 1]]`.
    columns: Vec<u32>,
    start: Vec<u32>,
    /// Each option's primary columns as a bitset, `column_words` words each.
    primary_of: Vec<u64>,
    /// The options of each length, for [`Matrix::weight`]: (length − 1,
    /// bitset). Empty when every option has the same length, stored in
    /// `same_length` instead.
    lengths: Vec<(u64, Vec<u64>)>,
    same_length: u64,
    /// The state the search starts from: the live options and the open
    /// primary columns of the links it was built from.
    live: Vec<u64>,
    open: Vec<u64>,
}

/// The most words the per-column bitsets may take: beyond 32 KB they fall
/// out of the first-level cache.
const MAX_WORDS: usize = 4096;

impl Matrix {
    /// Whether counting `links` is better done on bitsets: no colours,
    /// bitsets small enough to stay in cache, and columns long enough.
    ///
    /// Sizing a column costs the bits a word per 64 options of the matrix,
    /// however few the column holds; covering it costs the links a few
    /// updates per option it holds. So the bits win where the open primary
    /// columns hold, on average, at least two options per word. Measured
    /// counts, the links' time over the bits': the 8×8 pentominoes (171
    /// options a column, 33 words) 4–5×; 12 queens (12 for 3) 1.6–2×; 12
    /// Langford pairs (16 for 4) 1.0–1.3×; a 9×9 sudoku (9 for 12) 0.2–0.3×,
    /// which stays on the links.
    pub fn suits(links: &Links) -> bool {
        let words = links.options().div_ceil(64);
        let (open, options) = links
            .active_columns()
            .fold((0, 0), |(n, sum), c| (n + 1, sum + links.size(c) as usize));
        !links.has_colours() && links.columns() * words <= MAX_WORDS && options >= 2 * words * open
    }

    /// The bitsets of `links`' matrix, starting from its current state:
    /// options already removed and columns already covered stay so.
    pub fn new(links: &Links) -> Matrix {
        let options = links.options();
        let words = options.div_ceil(64).max(1);
        let primary = links.primary_columns();
        let column_words = primary.div_ceil(64).max(1);
        let mut m = Matrix {
            words,
            column_words,
            uses: vec![0; links.columns() * words],
            columns: Vec::new(),
            start: vec![0],
            primary_of: vec![0; options * column_words],
            lengths: Vec::new(),
            same_length: 0,
            live: vec![0; words],
            open: vec![0; column_words],
        };
        let mut lengths: Vec<(u64, Vec<u64>)> = Vec::new();
        for o in 0..options {
            let cols = links.option_columns(o);
            let (w, bit) = (o / 64, 1u64 << (o % 64));
            for &c in &cols {
                m.uses[c * words + w] |= bit;
                if c < primary {
                    m.primary_of[o * column_words + c / 64] |= 1 << (c % 64);
                }
                m.columns.push(c as u32);
            }
            m.start.push(m.columns.len() as u32);
            let weight = cols.len() as u64 - 1;
            match lengths.iter_mut().find(|(l, _)| *l == weight) {
                Some((_, set)) => set[w] |= bit,
                None => {
                    let mut set = vec![0; words];
                    set[w] = bit;
                    lengths.push((weight, set));
                }
            }
            if links.is_live(o) {
                m.live[w] |= bit;
            }
        }
        match lengths.as_slice() {
            [(weight, _)] => m.same_length = *weight,
            _ => m.lengths = lengths,
        }
        for c in 0..primary {
            if !links.is_covered(Links::header(c)) {
                m.open[c / 64] |= 1 << (c % 64);
            }
        }
        m
    }

    /// Option `o`'s columns.
    fn option(&self, o: usize) -> &[u32] {
        &self.columns[self.start[o] as usize..self.start[o + 1] as usize]
    }

    /// The options that use column `c`.
    fn uses(&self, c: usize) -> &[u64] {
        &self.uses[c * self.words..(c + 1) * self.words]
    }

    /// Knuth's updates for removing the options of `set`: each is taken out
    /// of its other columns, one update per node but the one it is removed
    /// through. Removing an option costs its length less one.
    /// `set` is the words from `lo` on of a bitset.
    fn weight(&self, set: &[u64], lo: usize) -> u64 {
        if self.lengths.is_empty() {
            return self.same_length * popcount(set);
        }
        self.lengths
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
}

fn popcount(set: &[u64]) -> u64 {
    set.iter().map(|w| u64::from(w.count_ones())).sum()
}

/// Where the search is: about to choose a column at the current depth, or
/// about to try the next option of the column chosen there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Enter,
    TryNext,
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
    /// there are columns, for the deepest entry).
    live: Vec<u64>,
    /// Per level: the open primary columns on entering it.
    open: Vec<u64>,
    /// Per level: the live options once the chosen column is covered.
    rest: Vec<u64>,
    /// Per level: the chosen column's options not yet tried.
    todo: Vec<u64>,
    /// Per level: the words `lo..hi` that hold its live options.
    span: Vec<(usize, usize)>,
    /// Per level: Knuth's updates of removing every option of `rest`.
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
        let (words, column_words) = (self.m.words, self.m.column_words);
        let mut live = self.m.live.clone();
        let mut open = self.m.open.clone();
        let mut used = vec![false; self.m.uses.len() / words];
        for &o in prefix {
            if o + 1 >= self.m.start.len() {
                return Err(ConflictError {
                    option: o,
                    column: usize::MAX,
                });
            }
            let cols = self.m.option(o);
            if let Some(&c) = cols.iter().find(|&&c| used[c as usize]) {
                return Err(ConflictError {
                    option: o,
                    column: c as usize,
                });
            }
            for &c in cols {
                used[c as usize] = true;
                for (l, u) in live.iter_mut().zip(self.m.uses(c as usize)) {
                    *l &= !u;
                }
            }
            for (c, p) in open.iter_mut().zip(&self.m.primary_of[o * column_words..]) {
                *c &= !p;
            }
        }
        // A level per open primary column at most, and one to enter below.
        let levels = popcount(&open) as usize + 1;
        self.live = vec![0; levels * words];
        self.live[..words].copy_from_slice(&live);
        self.open = vec![0; levels * column_words];
        self.open[..column_words].copy_from_slice(&open);
        self.rest = vec![0; levels * words];
        self.todo = vec![0; levels * words];
        self.span = vec![span(&live, 0); levels];
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

    /// The leftmost open primary column with the fewest live options at
    /// the current level, or `None` when every one is covered.
    fn choose(&self) -> Option<usize> {
        let d = self.depth;
        let (lo, hi) = self.span[d];
        let live = &self.live[self.at(d)];
        let open = &self.open[d * self.m.column_words..][..self.m.column_words];
        let mut best = None;
        let mut fewest = u32::MAX;
        for (w, &bits) in open.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let c = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let uses = &self.m.uses(c)[lo..hi];
                // No further once the column cannot be the smallest.
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
                        self.phase = self.back_up();
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
                        None => self.phase = self.back_up(),
                    }
                }
            }
        }
    }

    /// Covers column `c` at the current level: its options become the ones
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
        self.stats.updates += 1 + self.m.weight(todo, lo);
        self.rest_weight[d] = self.m.weight(rest, lo);
        self.phase = Phase::TryNext;
    }

    /// Tries option `o` of the current level's column: the level below
    /// starts with the options left once `o`'s other columns are covered.
    fn try_option(&mut self, o: usize) {
        let (d, words, column_words) = (self.depth, self.m.words, self.m.column_words);
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
        // Knuth's updates: one per column covered, and those of every
        // option it took out (`next` is a subset of `rest`).
        let removed = self.rest_weight[d] - self.m.weight(next, lo);
        self.stats.updates += cols.len() as u64 - 1 + removed;
        self.span[d + 1] = span(next, lo);
        let (here, below) = self.open.split_at_mut((d + 1) * column_words);
        let primary = &self.m.primary_of[o * column_words..][..column_words];
        for ((b, h), p) in below.iter_mut().zip(&here[d * column_words..]).zip(primary) {
            *b = h & !p;
        }
        self.depth += 1;
        self.stats.nodes += 1;
        self.phase = Phase::Enter;
    }

    /// Where the search goes when a level is finished: the next option one
    /// level up, or the end.
    fn back_up(&mut self) -> Phase {
        if self.depth == 0 {
            return Phase::Done;
        }
        self.depth -= 1;
        Phase::TryNext
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
    use crate::dlx::{solve, ColumnRule, Limits, Search};
    use crate::formats::cover::parse;
    use crate::problems::{self, pentominoes, BOARDS};
    use crate::trace::Trace;

    /// The bit count of `links` and the links' own, with their counters.
    fn both(links: &Links) -> (Stats, Stats) {
        let mut bits = BitSearch::new(Matrix::new(links), &[]).unwrap();
        assert_eq!(bits.run(None, |_| true), Stop::Exhausted);
        let search = Search::new(links.clone(), ColumnRule::Smallest);
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
        let trace = Trace::from_text("1...\n....\n....\n....", None, ColumnRule::Smallest).unwrap();
        let (bits, dlx) = both(trace.search.links());
        assert_eq!(bits.solutions, 72);
        assert_eq!(bits, dlx);
    }

    #[test]
    fn colours_and_sudokus_stay_on_the_links() {
        let links =
            Links::with_colours(1, 1, &[vec![0, 1], vec![1]], &[vec![0, 1], vec![2]]).unwrap();
        assert!(!Matrix::suits(&links));
        // Columns of 9 options for 12 words: the links are faster.
        let trace = Trace::from_text(&".".repeat(81), None, ColumnRule::Smallest).unwrap();
        assert!(!Matrix::suits(trace.search.links()));
    }

    #[test]
    fn no_options_and_no_columns() {
        // A primary column and no option: no solution. No primary column: one, the empty one.
        for (links, count) in [
            (Links::new(1, 0, &[] as &[&[usize]]).unwrap(), 0),
            (Links::new(0, 1, &[[0]]).unwrap(), 1),
        ] {
            let (bits, dlx) = both(&links);
            assert_eq!((bits.solutions, bits), (count, dlx));
        }
    }

    #[test]
    fn a_clashing_prefix_is_refused_as_the_links_refuse_it() {
        let links = parse(&problems::queens(4)).unwrap().links();
        let m = Matrix::new(&links);
        let clash = BitSearch::new(m.clone(), &[0, 1]).unwrap_err();
        let expected = Search::preselect(links, ColumnRule::Smallest, &[0, 1]).unwrap_err();
        assert_eq!(clash, expected);
        assert_eq!(BitSearch::new(m, &[99]).unwrap_err().column, usize::MAX);
    }
}
