//! Exact cover with multiplicities, as Knuth's DLX3 reads them: each primary
//! item `i` is covered at least `lo[i]` and at most `hi[i]` times
//! (`a:b|i` in his format); secondary items at most once, or by options
//! that agree on their colour. Plain exact cover is every bound 1:1.
//!
//! **The links.** One vertical list per item, as in exact cover, each
//! option's nodes contiguous; the primary items still open are a ring of
//! their own (`left`, `right`). `count[i]` is how many chosen options hold
//! item `i`.
//!
//! **The search** follows the idea of Knuth's Algorithm M (TAOCP 7.2.2.1),
//! not his code line by line. It takes the open item with the fewest
//! branches and either
//! - puts in one more option `x` of its list: `x` leaves every list (an
//!   option is chosen once), its items count one more, and an item that
//!   reaches its upper bound is *covered*: the rest of its list is hidden
//!   and it leaves the ring; or
//! - when the item has its lower bound already, *closes* it: no more
//!   options for it, so its whole list is hidden and it leaves the ring.
//!
//! After `x`'s branch, `x` is hidden for the rest of the item's loop, so
//! each set of options is met once. A set is a solution when the ring is
//! empty: every item met its bounds. So with every lower bound 0 the empty
//! set is a solution, as in DLX3.

use super::event::{EventKind, StepEvent};
use super::links::Node;
use super::machine::{Frame, Leaf, Machine, Policy, Step};
use super::{Links, Outcome, SetSearch, Stats, Stop, VerifyError};
use crate::limits::Limits;

/// Solves `links` with the bounds `bounds[i] = (lo, hi)` of its primary
/// items (`lo ≤ hi`, `hi ≥ 1`), as [`super::solve`] does exact cover: the
/// first solution (option indices, ascending), the count, why it stopped,
/// and the counters (nodes are options tried, updates nodes hidden).
pub fn solve(links: &Links, bounds: &[(u32, u32)], limits: Limits) -> Outcome {
    let mut m = Machine::new(links.clone(), Bounds::new(links, bounds));
    let budget = limits.nodes.unwrap_or(u64::MAX);
    let (mut first, mut max_depth) = (None, 0);
    let stop = loop {
        match m.step(budget) {
            Step::Leaf(Leaf::Solution) => {
                max_depth = max_depth.max(m.policy.chosen.len());
                first = first.or_else(|| Some(m.policy.set()));
                if limits.solutions.is_some_and(|n| m.found >= n) {
                    break Stop::Enough;
                }
            }
            Step::Halted => break Stop::NodeLimit,
            Step::Done => break Stop::Exhausted,
            _ => {}
        }
    };
    Outcome {
        first,
        count: m.found,
        stop,
        stats: Stats {
            nodes: m.nodes,
            updates: m.updates,
            solutions: m.found,
            max_depth,
        },
    }
}

/// Checks that `options` (each once) cover every primary item within its
/// bounds, and every secondary item at most once or in one colour.
pub fn verify(links: &Links, bounds: &[(u32, u32)], options: &[usize]) -> Result<(), VerifyError> {
    super::distinct(options)?;
    for (c, &(times, colour)) in super::item_uses(links, options)?.iter().enumerate() {
        let ok = match bounds.get(c) {
            Some(&(lo, hi)) if c < links.primary_items() => (lo..=hi).contains(&times),
            _ if c < links.primary_items() => times == 1,
            _ => times <= 1 || colour != 0,
        };
        if !ok {
            return Err(VerifyError::Covered { item: c, times });
        }
    }
    Ok(())
}

/// Algorithm M's part of the step machine ([`super::machine`]): the
/// items' counts and bounds, and what choosing an option does to them.
#[derive(Debug)]
struct Bounds {
    /// Per header: chosen options holding it, and its bounds.
    count: Vec<u32>,
    lo: Vec<u32>,
    hi: Vec<u32>,
    primary: u32,
    /// The chosen options, in order.
    chosen: Vec<u32>,
}

impl Bounds {
    fn new(links: &Links, bounds: &[(u32, u32)]) -> Bounds {
        let headers = links.items() + 1;
        let primary = links.primary_items();
        let (mut lo, mut hi) = (vec![1; headers], vec![1; headers]);
        for (c, &(l, h)) in bounds.iter().enumerate().take(primary) {
            (lo[c + 1], hi[c + 1]) = (l, h);
        }
        Bounds {
            count: vec![0; headers],
            lo,
            hi,
            primary: primary as u32,
            chosen: Vec::new(),
        }
    }

    /// The chosen options, ascending: a solution.
    fn set(&self) -> Vec<usize> {
        let mut set: Vec<usize> = self.chosen.iter().map(|&o| o as usize).collect();
        set.sort_unstable();
        set
    }
}

impl Policy for Bounds {
    /// A solution once every item has left the ring; else the open item
    /// with the fewest branches (its live options, plus one for closing it
    /// when its lower bound is met), or a dead end at an item with too few
    /// options left to reach its lower bound.
    fn enter(&mut self, links: &Links, _frames: &[Frame]) -> Result<Node, Leaf> {
        if !links.has_active_items() {
            return Err(Leaf::Solution);
        }
        let mut best = (u32::MAX, 0);
        for h in links.active_items() {
            let need = self.lo[h as usize].saturating_sub(self.count[h as usize]);
            let size = links.size(h);
            if size < need {
                return Err(Leaf::Dead(h));
            }
            let branches = size + u32::from(need == 0);
            if branches < best.0 {
                best = (branches, h);
            }
        }
        Ok(best.1)
    }

    /// Puts the option of `node` in the set (see the module's comment).
    fn put(&mut self, links: &mut Links, node: Node) -> u64 {
        let o = links.option_of(node);
        let mut updates = links.hide_option(o, u32::MAX);
        self.chosen.push(o as u32);
        for j in links.option_nodes(o) {
            let h = links.item_of(j);
            self.count[h as usize] += 1;
            if h <= self.primary {
                if self.count[h as usize] == self.hi[h as usize] {
                    updates += links.hide_others(h, 0);
                    links.leave_ring(h);
                }
            } else if self.count[h as usize] == 1 {
                updates += links.hide_others(h, links.colour(j));
            }
        }
        updates
    }

    fn take(&mut self, links: &mut Links, node: Node) -> u64 {
        let o = links.option_of(node);
        let mut updates = 0;
        for j in links.option_nodes(o).rev() {
            let h = links.item_of(j);
            if h <= self.primary {
                if self.count[h as usize] == self.hi[h as usize] {
                    links.join_ring(h);
                    updates += links.unhide_others(h, 0);
                }
            } else if self.count[h as usize] == 1 {
                updates += links.unhide_others(h, links.colour(j));
            }
            self.count[h as usize] -= 1;
        }
        self.chosen.pop();
        updates + links.unhide_option(o, u32::MAX)
    }

    /// An item whose count has reached its lower bound is closed.
    fn closes(&self, h: Node) -> bool {
        self.count[h as usize] >= self.lo[h as usize]
    }

    fn close(&mut self, links: &mut Links, h: Node) -> u64 {
        let updates = links.hide_others(h, 0);
        links.leave_ring(h);
        updates
    }

    fn reopen(&mut self, links: &mut Links, h: Node) -> u64 {
        links.join_ring(h);
        links.unhide_others(h, 0)
    }
}

/// A search with multiplicities to step through, forwards and backwards
/// exactly, counting every solution: the same steps as [`solve`].
pub struct BoundsTrace {
    m: Machine<Bounds>,
    /// The most options a solution has had.
    max_depth: usize,
}

impl BoundsTrace {
    /// The search over `links` with the bounds of its primary items.
    pub fn new(links: &Links, bounds: &[(u32, u32)]) -> BoundsTrace {
        BoundsTrace {
            m: Machine::new(links.clone(), Bounds::new(links, bounds)),
            max_depth: 0,
        }
    }

    /// A step of the machine in Algorithm M's words, read off the state
    /// it leaves (which a step and its Back leave alike): `choose` and
    /// `close` with the item's count and bounds, a dead end `dead`.
    fn event(&self, step: Step) -> StepEvent {
        use EventKind::*;
        let (p, links) = (&self.m.policy, &self.m.links);
        let set = |kind| StepEvent::at(kind, p.chosen.len()).with(|_| {});
        let item = |kind, h: Node| StepEvent {
            item: Some(Links::item_index(h)),
            ..set(kind)
        };
        let option = |kind, node| StepEvent {
            option: Some(links.option_of(node)),
            ..set(kind)
        };
        let counted = |kind, h: Node| {
            item(kind, h).with(|f| {
                f.count = Some(p.count[h as usize]);
                f.lo = Some(p.lo[h as usize]);
            })
        };
        match step {
            Step::Choose(h) => StepEvent {
                size: Some(links.size(h) as usize),
                ..counted(Choose, h).with(|f| f.hi = Some(p.hi[h as usize]))
            },
            Step::Try(node) => option(Try, node),
            Step::Undo(node) => option(Undo, node),
            Step::Close(h) => counted(Close, h),
            Step::Leave(h) => item(Leave, h),
            Step::Leaf(Leaf::Dead(h)) => item(Dead, h),
            Step::Leaf(_) => set(Solution).with(|f| f.options = p.set()),
            Step::Cover(_) | Step::Deepen | Step::Done | Step::Halted => set(Done),
        }
    }

    /// The counters: nodes (options tried), updates (nodes hidden) and
    /// solutions so far.
    pub fn stats(&self) -> Stats {
        Stats {
            nodes: self.m.nodes,
            updates: self.m.updates,
            solutions: self.m.found,
            max_depth: self.max_depth,
        }
    }

    /// How many options in the set hold `item`, and its bounds.
    pub fn count(&self, item: usize) -> (u32, u32, u32) {
        let (p, h) = (&self.m.policy, item + 1);
        (p.count[h], p.lo[h], p.hi[h])
    }

    #[cfg(test)]
    fn fingerprint(&self) -> String {
        self.m.fingerprint()
    }
}

impl SetSearch for BoundsTrace {
    const NAME: &'static str = "bounds";
    const KINDS: &'static [&'static str] = &[
        "choose", "try", "undo", "close", "leave", "dead", "solution", "done",
    ];
    fn step(&mut self) -> StepEvent {
        let step = self.m.step(u64::MAX);
        if step == Step::Leaf(Leaf::Solution) {
            self.max_depth = self.max_depth.max(self.m.policy.chosen.len());
        }
        self.event(step)
    }
    fn back(&mut self) -> Option<StepEvent> {
        let step = self.m.back()?;
        Some(self.event(step))
    }
    fn has_ended(&self) -> bool {
        self.m.has_ended()
    }
    fn is_done(&self) -> bool {
        self.m.is_over()
    }
    fn counts(&self) -> [u64; 3] {
        [self.m.nodes, self.m.updates, self.m.found]
    }
    fn partial(&self) -> Vec<usize> {
        self.m.policy.chosen.iter().map(|&o| o as usize).collect()
    }
    fn current_item(&self) -> Option<usize> {
        self.m.frames.last().map(|f| Links::item_index(f.item))
    }
    /// `None` also for a primary item at its upper bound, or closed.
    fn size(&self, item: usize) -> Option<u32> {
        let links = &self.m.links;
        let h = Links::header(item);
        (item < links.items() && !links.out_of_ring(h)).then(|| links.size(h))
    }
    /// Chosen and tried options hidden, items done with out of the ring.
    fn links(&self) -> &Links {
        &self.m.links
    }
}

#[cfg(test)]
mod tests;
