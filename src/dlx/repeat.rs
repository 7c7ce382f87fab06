//! Repeated cover (重复覆盖): the fewest options that cover every primary
//! item *at least* once, as OI-wiki teaches it after exact cover.
//!
//! **What choosing an option does.** In exact cover it removes every other
//! option that shares an item. Here an option may share a primary item with
//! another chosen one, so choosing it only removes the *items* it covers:
//! `remove(j)` takes every other node of `j`'s item out of its row, and the
//! header out of the root's ring. The other options stay, shorter. A
//! secondary item keeps its exact-cover meaning (at most once, or by options
//! that agree on its colour), so choosing an option hides the options that
//! clash with it on one.
//!
//! **The depth.** Nothing stops a repeated-cover search from going deeper,
//! so it runs by iterative deepening: limits `h(root)`, `h(root) + 1`, …,
//! each an exhaustive search for a cover of at most that many options. The
//! first limit that has one is the minimum, and the limits before it, all
//! exhausted, are the proof that nothing smaller exists.
//!
//! **The bound `h`** (OI-wiki's 估价函数, an A* lower bound): take the
//! uncovered items one at a time, and for each one not yet marked count
//! one and mark every item of every option in it. No option covers two
//! counted items, so at least `h` more options are needed; a node where
//! `depth + h > limit` is pruned.
//!
//! **Each set once.** After the branch that puts option `x` in the set is
//! done, `x` is hidden until its item's loop ends: the later branches are
//! the sets without it. Without this the search would meet each set in
//! every order; with it the count of optimal sets is exact, and it prunes.

mod dance;

use super::machine::{Leaf, Step};
use super::{Links, SetSearch, StepEvent, Stop, VerifyError};
use dance::Dance;

/// Which lower bound prunes the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// OI-wiki's greedy bound `h`.
    Greedy,
    /// None: only "one more option for what is left". For comparison.
    Off,
}

/// What a caller wants from [`min_cover`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MinOptions {
    /// Count every optimal set, not only find one.
    pub count: bool,
    /// Stop after this many nodes.
    pub nodes: Option<u64>,
    /// The bound that prunes.
    pub bound: Bound,
    /// Look for covers of at most this many options only (a judge's "K
    /// operators"): with none so small, `best` is `None`.
    pub up_to: Option<usize>,
}

impl Default for MinOptions {
    fn default() -> MinOptions {
        MinOptions {
            count: false,
            nodes: None,
            bound: Bound::Greedy,
            up_to: None,
        }
    }
}

/// The search's counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MinStats {
    /// Options tried, over every depth limit.
    pub nodes: u64,
    /// Nodes taken out of a list (putting back is not counted).
    pub updates: u64,
    /// Nodes cut off because `depth + h` was over the limit.
    pub pruned: u64,
    /// The first depth limit: the bound at the root.
    pub start: usize,
    /// The depth limit searched last.
    pub limit: usize,
}

/// The result of [`min_cover`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MinOutcome {
    /// One optimal set, as option indices in ascending order.
    pub best: Option<Vec<usize>>,
    /// No set of fewer options covers: proven by the exhausted limits. It is
    /// the minimum when `best` is found.
    pub at_least: usize,
    /// Optimal sets found: all of them when counting ended `Exhausted`.
    pub count: u64,
    /// `Exhausted` (the count is complete, or there is no cover), `Enough`
    /// (one optimal set, not counting) or `NodeLimit`.
    pub stop: Stop,
    /// The search's counters.
    pub stats: MinStats,
}

/// Which stage a long search is at, for progress reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The depth limit being searched.
    pub limit: usize,
    /// Nodes so far.
    pub nodes: u64,
    /// Optimal sets found so far.
    pub found: u64,
}

/// How often, in nodes, a long search reports progress within one limit.
const PROGRESS_EVERY: u64 = 1 << 20;

/// The fewest options of `links` that cover each primary item at least once
/// (secondary items at most once, or in one colour). `progress` hears of
/// each new depth limit, and every [`PROGRESS_EVERY`] nodes.
pub fn min_cover(
    links: &Links,
    options: MinOptions,
    mut progress: impl FnMut(Progress),
) -> MinOutcome {
    let mut dance = Dance::new(links, options.bound, false);
    let budget = options.nodes.unwrap_or(u64::MAX);
    let mut outcome = MinOutcome {
        best: None,
        at_least: 0,
        count: 0,
        stop: Stop::Exhausted,
        stats: MinStats::default(),
    };
    let Some(limit) = dance.bound() else {
        // A primary item that no option has: no cover at all.
        return outcome;
    };
    // A cover never needs more options than there are primary items.
    let most = links
        .primary_items()
        .min(options.up_to.unwrap_or(usize::MAX));
    if limit > most {
        outcome.at_least = limit;
        return outcome;
    }
    dance.start(limit, most);
    let report = |dance: &Dance| Progress {
        limit: dance.limit(),
        nodes: dance.stats().nodes,
        found: dance.found(),
    };
    progress(report(&dance));
    outcome.stop = loop {
        match dance.advance(budget) {
            Step::Leaf(Leaf::Solution) if !options.count => break Stop::Enough,
            Step::Deepen => progress(report(&dance)),
            Step::Try(_) if dance.stats().nodes.is_multiple_of(PROGRESS_EVERY) => {
                progress(report(&dance))
            }
            Step::Halted => break Stop::NodeLimit,
            Step::Cover(_) | Step::Close(_) | Step::Done => break Stop::Exhausted,
            _ => {}
        }
    };
    outcome.stats = dance.stats();
    outcome.count = dance.found();
    outcome.best = dance.best.take();
    // Nothing within `most`: every limit up to it was searched in full.
    let none = dance.found() == 0 && outcome.stop == Stop::Exhausted;
    outcome.at_least = dance.limit() + usize::from(none);
    outcome
}

/// A repeated-cover search to step through, forwards and backwards
/// exactly, counting every optimal set: the same steps as [`min_cover`].
pub struct MinTrace {
    dance: Dance,
}

impl MinTrace {
    /// The search over `links`, pruned by `bound`.
    pub fn new(links: &Links, bound: Bound) -> MinTrace {
        let mut dance = Dance::new(links, bound, true);
        let most = links.primary_items();
        match dance.bound() {
            Some(limit) => dance.start(limit.min(most), most),
            // Nothing covers: the root is cut off, and the search ends.
            None => dance.start(0, 0),
        }
        MinTrace { dance }
    }

    /// The counters so far.
    pub fn stats(&self) -> MinStats {
        self.dance.stats()
    }

    /// The optimal sets found so far, and the first of them.
    pub fn found(&self) -> (u64, Option<&[usize]>) {
        (self.dance.found(), self.dance.best.as_deref())
    }

    #[cfg(test)]
    fn fingerprint(&self) -> String {
        self.dance.fingerprint()
    }
}

impl SetSearch for MinTrace {
    const NAME: &'static str = "repeat";
    const KINDS: &'static [&'static str] = &[
        "deepen", "choose", "try", "prune", "solution", "undo", "leave", "done",
    ];
    fn step(&mut self) -> StepEvent {
        self.dance.step(u64::MAX)
    }
    fn back(&mut self) -> Option<StepEvent> {
        self.dance.back()
    }
    fn has_ended(&self) -> bool {
        self.dance.has_ended()
    }
    /// Over once it has said `Done`: a tree searched to its end may still
    /// be followed by a deeper one.
    fn is_done(&self) -> bool {
        self.dance.has_ended()
    }
    fn counts(&self) -> [u64; 3] {
        let s = self.dance.stats();
        [s.nodes, s.updates, self.dance.found()]
    }
    fn partial(&self) -> Vec<usize> {
        self.dance.partial()
    }
    fn current_item(&self) -> Option<usize> {
        self.dance.current_item()
    }
    fn size(&self, item: usize) -> Option<u32> {
        self.dance.size(item)
    }
    /// Tried options hidden, and the set's items out of the ring and of
    /// the other options' rows.
    fn links(&self) -> &Links {
        self.dance.links()
    }
    fn limit_and_h(&self) -> Option<(usize, Option<usize>)> {
        Some((self.dance.limit(), self.dance.h()))
    }
}

/// Checks that `options` (indices into `links`, each at most once) cover
/// every primary item at least once, and every secondary item at most once
/// or by options that all give it the same colour.
pub fn verify(links: &Links, options: &[usize]) -> Result<(), VerifyError> {
    super::distinct(options)?;
    for (c, &(times, colour)) in super::item_uses(links, options)?.iter().enumerate() {
        let primary = c < links.primary_items();
        if (primary && times == 0) || (!primary && times > 1 && colour == 0) {
            return Err(VerifyError::Covered { item: c, times });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
