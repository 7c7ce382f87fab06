//! Repeated cover on the step machine ([`crate::dlx::machine`]): its
//! [`Deepening`] policy, and [`Dance`], the machine and what a trace reads
//! of it. The links are exact cover's: choosing an option here
//! [`Links::remove`]s its primary items' nodes from the other options'
//! rows (the OI template's `remove`), where exact cover would hide those
//! options; a secondary item still hides the options that clash on it, as
//! in exact cover.

use super::{Bound, MinStats};
use crate::dlx::event::{EventKind, StepEvent};
use crate::dlx::links::Node;
use crate::dlx::machine::{Frame, Leaf, Machine, Policy, Step};
use crate::dlx::Links;

/// Repeated cover's part of the step machine: the bound `h` that prunes,
/// the depth limits, and the claims on secondary items.
#[derive(Clone)]
pub(super) struct Deepening {
    /// The bound that prunes.
    rule: Bound,
    /// Per secondary header: how many chosen options hold it. Only the
    /// first hides the clashing options; the others agree with it.
    claims: Vec<u32>,
    /// Per header: the `stamp` of the last `h` that marked it.
    seen: Vec<u32>,
    stamp: u32,
    /// The bound at the node entered last, and the items it counted (by
    /// header, kept only when `tracing`).
    h: Option<usize>,
    counted: Vec<Node>,
    tracing: bool,
    /// The leftmost uncovered primary item with the fewest options, as
    /// the last [`Deepening::bound`] found it.
    smallest: Node,
    /// The depth limit searched now, the first and the last one to search.
    limit: usize,
    start: usize,
    most: usize,
}

/// Only what a step changes and Back restores: the bound's marks are
/// scratch, made again at each node.
impl std::fmt::Debug for Deepening {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} {}", self.claims, self.limit)
    }
}

impl Deepening {
    /// The lower bound on the options still needed, or `None` when an
    /// uncovered primary item has no option left. The same pass over the
    /// ring finds the item to branch on ([`Deepening::smallest`]), as
    /// every node asks for both.
    fn bound(&mut self, links: &Links) -> Option<usize> {
        self.counted.clear();
        if !links.has_active_items() {
            return Some(0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        let stamp = self.stamp;
        let (mut h, mut best) = (0, (u32::MAX, 0));
        for c in links.active_items() {
            let size = links.size(c);
            if size == 0 {
                return None;
            }
            if size < best.0 {
                best = (size, c);
            }
            if self.seen[c as usize] != stamp && self.rule == Bound::Greedy {
                h += 1;
                if self.tracing {
                    self.counted.push(c);
                }
                self.seen[c as usize] = stamp;
                let mut i = links.down(c);
                while i != c {
                    let mut j = links.right(i);
                    while j != i {
                        self.seen[links.item_of(j) as usize] = stamp;
                        j = links.right(j);
                    }
                    i = links.down(i);
                }
            }
        }
        self.smallest = best.1;
        Some(h.max(1))
    }
}

impl Policy for Deepening {
    /// A solution once every primary item is covered; a prune where
    /// `depth + h` is over the limit (or an item has no option left);
    /// else the leftmost uncovered item with the fewest options.
    fn enter(&mut self, links: &Links, frames: &[Frame]) -> Result<Node, Leaf> {
        let depth = frames.len();
        if !links.has_active_items() {
            return Err(Leaf::Solution);
        }
        self.h = self.bound(links);
        match self.h {
            Some(h) if depth + h <= self.limit => Ok(self.smallest),
            _ => Err(Leaf::Prune),
        }
    }

    /// Puts the option of node `i` in the set: its primary items are
    /// covered, its secondary items claimed. Returns the nodes taken out.
    fn put(&mut self, links: &mut Links, i: Node) -> u64 {
        let (mut j, mut updates) = (i, 0);
        loop {
            let c = links.item_of(j);
            if c as usize <= links.primary_items() {
                updates += links.remove(j);
            } else {
                self.claims[c as usize] += 1;
                if self.claims[c as usize] == 1 {
                    updates += links.hide_others(j, links.colour(j));
                }
            }
            j = links.right(j);
            if j == i {
                return updates;
            }
        }
    }

    /// Exactly undoes [`Policy::put`], in the opposite order.
    fn take(&mut self, links: &mut Links, i: Node) -> u64 {
        let (mut j, mut updates) = (links.left(i), 0);
        loop {
            let c = links.item_of(j);
            if c as usize <= links.primary_items() {
                updates += links.resume(j);
            } else {
                self.claims[c as usize] -= 1;
                if self.claims[c as usize] == 0 {
                    updates += links.unhide_others(j, links.colour(j));
                }
            }
            if j == i {
                return updates;
            }
            j = links.left(j);
        }
    }

    /// A limit that found nothing is followed by the next, up to the last.
    fn deepen(&mut self, found: u64) -> bool {
        let deeper = found == 0 && self.limit < self.most;
        self.limit += usize::from(deeper);
        deeper
    }

    fn shallower(&mut self) -> bool {
        let back = self.limit > self.start;
        self.limit -= usize::from(back);
        back
    }
}

/// The repeated-cover search: the machine, and the first optimal set.
pub(super) struct Dance {
    m: Machine<Deepening>,
    /// The first optimal set found.
    pub(super) best: Option<Vec<usize>>,
    tracing: bool,
}

impl Dance {
    /// A search of `links`, pruned by `rule`; `tracing` makes what a
    /// trace shows (every optimal set, each prune's counted items).
    pub(super) fn new(links: &Links, rule: Bound, tracing: bool) -> Dance {
        let headers = links.items() + 1;
        let policy = Deepening {
            rule,
            claims: vec![0; headers],
            seen: vec![0; headers],
            stamp: 0,
            h: None,
            counted: Vec::new(),
            tracing,
            smallest: 0,
            limit: 0,
            start: 0,
            most: 0,
        };
        Dance {
            m: Machine::new(links.clone(), policy),
            best: None,
            tracing,
        }
    }

    /// The bound at the root, or `None` when a primary item has no option.
    pub(super) fn bound(&mut self) -> Option<usize> {
        self.m.policy.bound(&self.m.links)
    }

    /// The bound of the matrix as it is now, as the next node would find
    /// it, without touching the search's own marks (a copy makes them).
    pub(super) fn h(&self) -> Option<usize> {
        self.m.policy.clone().bound(&self.m.links)
    }

    /// Starts the search at depth limit `limit` (the bound at the root),
    /// searching limits up to `most`.
    pub(super) fn start(&mut self, limit: usize, most: usize) {
        let p = &mut self.m.policy;
        (p.limit, p.start, p.most) = (limit, limit, most);
    }

    /// The depth limit searched now.
    pub(super) fn limit(&self) -> usize {
        self.m.policy.limit
    }

    /// Optimal sets found so far.
    pub(super) fn found(&self) -> u64 {
        self.m.found
    }

    /// The counters.
    pub(super) fn stats(&self) -> MinStats {
        let m = &self.m;
        MinStats {
            nodes: m.nodes,
            updates: m.updates,
            pruned: m.pruned,
            start: m.policy.start,
            limit: m.policy.limit,
        }
    }

    /// One step forwards (`Halted`, and no step, where a try would pass
    /// `budget` nodes), as the machine says it: what a search that tells
    /// no one needs, without an event to build.
    pub(super) fn advance(&mut self, budget: u64) -> Step {
        let step = self.m.step(budget);
        if step == Step::Leaf(Leaf::Solution) && self.best.is_none() {
            self.best = Some(self.set());
        }
        step
    }

    /// One step forwards, in repeated cover's words.
    pub(super) fn step(&mut self, budget: u64) -> StepEvent {
        let step = self.advance(budget);
        self.event(step, self.m.policy.limit)
    }

    /// Takes the last step back, exactly, and returns it; `None` at the
    /// start.
    pub(super) fn back(&mut self) -> Option<StepEvent> {
        let step = self.m.back()?;
        if self.m.found == 0 {
            self.best = None;
        }
        // A deepening taken back was to the limit above this one.
        let limit = self.m.policy.limit + usize::from(step == Step::Deepen);
        Some(self.event(step, limit))
    }

    /// The options of the frames, ascending: at a solution, an optimal set.
    fn set(&self) -> Vec<usize> {
        let mut set: Vec<usize> = (self.m.frames.iter())
            .map(|f| self.m.links.option_of(f.node))
            .collect();
        set.sort_unstable();
        set
    }

    /// A step of the machine in repeated cover's words, read off the state
    /// it leaves (which a step and its Back leave alike), `limit` the depth
    /// limit it was taken under: `choose` with the bound `h`, a `prune`
    /// with the items `h` counted, the machine's `Leave` a `leave`.
    fn event(&self, step: Step, limit: usize) -> StepEvent {
        use EventKind::*;
        let (p, links) = (&self.m.policy, &self.m.links);
        let depth = self.m.frames.iter().filter(|f| f.node != f.item).count();
        let set = |kind| StepEvent::at(kind, depth).with(|_| {});
        let option = |kind, node| StepEvent {
            option: Some(links.option_of(node)),
            ..set(kind)
        };
        match step {
            Step::Choose(c) => StepEvent {
                item: Some(Links::item_index(c)),
                size: Some(links.size(c) as usize),
                ..set(Choose).with(|f| f.h = Some(p.h.unwrap_or(0)))
            },
            Step::Try(node) => option(Try, node),
            Step::Undo(node) => option(Undo, node),
            Step::Leave(c) => StepEvent {
                item: Some(Links::item_index(c)),
                ..set(Leave)
            },
            Step::Leaf(Leaf::Prune) => set(Prune).with(|f| {
                f.h = p.h;
                f.limit = Some(limit);
                f.counted = p.counted.iter().map(|&c| Links::item_index(c)).collect();
            }),
            Step::Leaf(_) => set(Solution)
                .with(|f| f.options = if self.tracing { self.set() } else { Vec::new() }),
            Step::Deepen => set(Deepen).with(|f| f.limit = Some(limit)),
            Step::Cover(_) | Step::Close(_) | Step::Done | Step::Halted => set(Done),
        }
    }

    /// Whether the search has said `Done`.
    pub(super) fn has_ended(&self) -> bool {
        self.m.has_ended()
    }

    /// The options of the frames that are trying one, outermost first.
    pub(super) fn partial(&self) -> Vec<usize> {
        (self.m.frames.iter())
            .filter(|f| f.node != f.item)
            .map(|f| self.m.links.option_of(f.node))
            .collect()
    }

    /// The item chosen at the innermost frame, 0-based.
    pub(super) fn current_item(&self) -> Option<usize> {
        self.m.frames.last().map(|f| Links::item_index(f.item))
    }

    /// The options left in `item`, or `None` once it is covered.
    pub(super) fn size(&self, item: usize) -> Option<u32> {
        let links = &self.m.links;
        let h = Links::header(item);
        (item < links.items() && !links.out_of_ring(h)).then(|| links.size(h))
    }

    /// The matrix in its current state.
    pub(super) fn links(&self) -> &Links {
        &self.m.links
    }

    /// Every link and counter, for the tests of Back.
    #[cfg(test)]
    pub(super) fn fingerprint(&self) -> String {
        self.m.fingerprint()
    }
}
