//! The repeated-cover search over [`Links`], unrolled. The links are
//! exact cover's: choosing an option here [`Links::remove`]s its primary
//! items' columns from the other options' rows (the OI template's
//! `remove`), where exact cover would hide those options; a secondary item
//! still hides the options that clash on it, as in exact cover.

use super::{Bound, MinEvent, MinStats};
use crate::dlx::links::Node;
use crate::dlx::tried::Tried;
use crate::dlx::Links;

/// What the next forward step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum State {
    /// Look at the node just reached: a solution, a cut, or a column to choose.
    Enter,
    /// Take the top level's option out again, and hide it.
    Undo,
    /// Try the top level's next option, or leave the level.
    Next,
    /// This depth limit is searched: deepen, or end.
    End,
    /// The search is over.
    Done,
}

/// One level of the unrolled search.
#[derive(Clone, Copy, Debug)]
struct Frame {
    /// Header of the column chosen here.
    column: Node,
    /// The option node being tried, or `column` before the first.
    node: Node,
    /// Length of `hidden` when the level began: the options tried here and
    /// hidden afterwards are the ones above it.
    mark: usize,
}

/// The repeated-cover search (see the module's comment).
pub(super) struct Dance {
    links: Links,
    /// The bound that prunes.
    rule: Bound,
    /// Per secondary header: how many chosen options hold it. Only the
    /// first hides the clashing options; the others agree with it.
    claims: Vec<u32>,
    /// Per header: the `stamp` of the last `h` that marked it.
    seen: Vec<u32>,
    stamp: u32,
    /// Options tried and hidden, innermost last (see [`Frame::mark`]).
    hidden: Tried,
    frames: Vec<Frame>,
    /// The columns the last bound counted, by header.
    counted: Vec<Node>,
    /// The depth limit searched now, and the last one to search.
    pub(super) limit: usize,
    most: usize,
    state: State,
    /// Whether every optimal set and each prune's counted columns are
    /// made, for a trace; a count makes only the first set.
    tracing: bool,
    /// `Done` steps taken, so that Back can match them.
    done_steps: u64,
    /// The first optimal set found, and how many.
    pub(super) best: Option<Vec<usize>>,
    pub(super) found: u64,
    pub(super) stats: MinStats,
}

impl Dance {
    /// A search of `links`, pruned by `rule`; `tracing` makes what a
    /// trace shows.
    pub(super) fn new(links: &Links, rule: Bound, tracing: bool) -> Dance {
        let headers = links.columns() + 1;
        Dance {
            links: links.clone(),
            rule,
            claims: vec![0; headers],
            seen: vec![0; headers],
            stamp: 0,
            hidden: Tried::default(),
            frames: Vec::new(),
            counted: Vec::new(),
            limit: 0,
            most: 0,
            state: State::Enter,
            tracing,
            done_steps: 0,
            best: None,
            found: 0,
            stats: MinStats::default(),
        }
    }

    /// The lower bound on the options still needed, or `None` when an
    /// uncovered primary item has no option left.
    pub(super) fn bound(&mut self) -> Option<usize> {
        self.counted.clear();
        if !self.links.has_active_columns() {
            return Some(0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        let (links, stamp) = (&self.links, self.stamp);
        let mut h = 0;
        for c in links.active_columns() {
            if links.size(c) == 0 {
                return None;
            }
            if self.seen[c as usize] != stamp && self.rule == Bound::Greedy {
                h += 1;
                self.counted.push(c);
                self.seen[c as usize] = stamp;
                let mut i = links.down(c);
                while i != c {
                    let mut j = links.right(i);
                    while j != i {
                        self.seen[links.column_of(j) as usize] = stamp;
                        j = links.right(j);
                    }
                    i = links.down(i);
                }
            }
        }
        Some(h.max(1))
    }

    /// The leftmost uncovered primary column with the fewest options.
    fn smallest(&self) -> Node {
        let mut best = (u32::MAX, 0);
        for c in self.links.active_columns() {
            let size = self.links.size(c);
            if size < best.0 {
                best = (size, c);
            }
        }
        best.1
    }

    /// Whether node `k` clashes with node `j` on their secondary item.
    fn clashes(&self, j: Node, k: Node) -> bool {
        let colour = self.links.colour(j);
        colour == 0 || self.links.colour(k) != colour
    }

    /// Node `j` is chosen on secondary item `s`: hide the options that
    /// clash with it there. Returns the nodes hidden.
    fn exclude(&mut self, j: Node) -> u64 {
        let s = self.links.column_of(j);
        let mut updates = 0;
        let mut k = self.links.down(j);
        while k != j {
            if k != s && self.clashes(j, k) {
                updates += self.links.hide_option(self.links.option_of(k), k);
            }
            k = self.links.down(k);
        }
        updates
    }

    /// Exactly undoes [`Dance::exclude`]; returns as many nodes.
    fn include(&mut self, j: Node) -> u64 {
        let s = self.links.column_of(j);
        let mut updates = 0;
        let mut k = self.links.up(j);
        while k != j {
            if k != s && self.clashes(j, k) {
                updates += self.links.unhide_option(self.links.option_of(k), k);
            }
            k = self.links.up(k);
        }
        updates
    }

    /// Puts the option of node `i` in the set: its primary columns are
    /// covered, its secondary items claimed. Returns the nodes taken out.
    fn choose(&mut self, i: Node) -> u64 {
        let (mut j, mut updates) = (i, 0);
        loop {
            let c = self.links.column_of(j);
            if c as usize <= self.links.primary_columns() {
                updates += self.links.remove(j);
            } else {
                self.claims[c as usize] += 1;
                if self.claims[c as usize] == 1 {
                    updates += self.exclude(j);
                }
            }
            j = self.links.right(j);
            if j == i {
                return updates;
            }
        }
    }

    /// Exactly undoes [`Dance::choose`], in the opposite order; returns as
    /// many nodes.
    fn unchoose(&mut self, i: Node) -> u64 {
        let (mut j, mut updates) = (self.links.left(i), 0);
        loop {
            let c = self.links.column_of(j);
            if c as usize <= self.links.primary_columns() {
                updates += self.links.resume(j);
            } else {
                self.claims[c as usize] -= 1;
                if self.claims[c as usize] == 0 {
                    updates += self.include(j);
                }
            }
            if j == i {
                return updates;
            }
            j = self.links.left(j);
        }
    }

    /// Starts the search at depth limit `limit` (the bound at the root),
    /// searching limits up to `most`.
    pub(super) fn start(&mut self, limit: usize, most: usize) {
        self.limit = limit;
        self.most = most;
        self.stats.start = limit;
        self.stats.limit = limit;
    }

    /// One step of the search, forwards: the one loop that both
    /// [`super::min_cover`] and [`super::MinTrace`] run. A `Try` that would
    /// pass `budget` nodes is not taken: the step is `Halted` instead.
    pub(super) fn step(&mut self, budget: u64) -> MinEvent {
        let depth = self.frames.len();
        match self.state {
            State::Enter if !self.links.has_active_columns() => {
                self.found += 1;
                let first = self.best.is_none();
                // A count of many sets makes none of them but the first.
                let mut set = Vec::new();
                if first || self.tracing {
                    set.extend(self.frames.iter().map(|v| self.links.option_of(v.node)));
                    set.sort_unstable();
                }
                if first {
                    self.best = Some(set.clone());
                }
                self.state = self.after_leaf();
                MinEvent::Solution { options: set }
            }
            State::Enter => {
                let h = self.bound();
                if h.is_none_or(|h| depth + h > self.limit) {
                    self.stats.pruned += 1;
                    self.state = self.after_leaf();
                    let counted = match self.tracing {
                        true => self
                            .counted
                            .iter()
                            .map(|&c| Links::column_index(c))
                            .collect(),
                        false => Vec::new(),
                    };
                    MinEvent::Prune {
                        depth,
                        h,
                        limit: self.limit,
                        counted,
                    }
                } else {
                    let column = self.smallest();
                    self.frames.push(Frame {
                        column,
                        node: column,
                        mark: self.hidden.mark(),
                    });
                    self.state = State::Next;
                    MinEvent::Choose {
                        column: Links::column_index(column),
                        size: self.links.size(column),
                        h: h.unwrap_or(0),
                        depth,
                    }
                }
            }
            State::Undo => {
                let top = *self.frames.last().expect("a level to undo");
                self.unchoose(top.node);
                let option = self.links.option_of(top.node);
                self.stats.updates += self.hidden.push(&mut self.links, option);
                self.state = State::Next;
                MinEvent::Undo { option, depth }
            }
            State::Next => {
                let top = *self.frames.last().expect("a level");
                let next = self.links.down(top.node);
                if next == top.column {
                    self.hidden.release(&mut self.links, top.mark);
                    self.frames.pop();
                    self.state = self.after_leaf();
                    MinEvent::Leave {
                        column: Links::column_index(top.column),
                        depth: depth - 1,
                    }
                } else {
                    if self.stats.nodes >= budget {
                        return MinEvent::Halted;
                    }
                    self.stats.nodes += 1;
                    self.frames.last_mut().expect("a level").node = next;
                    self.stats.updates += self.choose(next);
                    self.state = State::Enter;
                    MinEvent::Try {
                        option: self.links.option_of(next),
                        depth,
                    }
                }
            }
            State::End if self.found == 0 && self.limit < self.most => {
                self.limit += 1;
                self.stats.limit = self.limit;
                self.state = State::Enter;
                MinEvent::Deepen { limit: self.limit }
            }
            State::End | State::Done => {
                self.state = State::Done;
                self.done_steps += 1;
                MinEvent::Done
            }
        }
    }

    /// What comes after a solution, a cut or a level left: the level above
    /// moves on, or at the root this limit's search is over.
    fn after_leaf(&self) -> State {
        if self.frames.is_empty() {
            State::End
        } else {
            State::Undo
        }
    }

    /// Takes the last step back, exactly, and returns it; `None` at the
    /// start. It keeps no log: the state and the levels say which step
    /// came last, and what a level chose (or whether it was cut) is asked
    /// again of the matrix, which is as it was then. Putting back is not an
    /// update, and re-doing one is not a new one.
    pub(super) fn back(&mut self) -> Option<MinEvent> {
        let depth = self.frames.len();
        Some(match self.state {
            State::Done => {
                self.done_steps -= 1;
                if self.done_steps == 0 {
                    self.state = State::End;
                }
                MinEvent::Done
            }
            // After a deepening, or a try one level down.
            State::Enter if depth == 0 => {
                if self.limit == self.stats.start {
                    return None;
                }
                let limit = self.limit;
                self.limit -= 1;
                self.stats.limit = self.limit;
                self.state = State::End;
                MinEvent::Deepen { limit }
            }
            State::Enter => {
                let node = self.frames.last().expect("a level").node;
                self.stats.updates -= self.unchoose(node);
                self.stats.nodes -= 1;
                let top = self.frames.last().expect("a level");
                let from = self.hidden.previous(&self.links, top.column, top.mark);
                self.frames.last_mut().expect("a level").node = from;
                self.state = State::Next;
                MinEvent::Try {
                    option: self.links.option_of(node),
                    depth,
                }
            }
            // After a choice, or an undo.
            State::Next => {
                let top = *self.frames.last().expect("a level");
                if top.node == top.column {
                    self.frames.pop();
                    self.state = State::Enter;
                    return Some(MinEvent::Choose {
                        column: Links::column_index(top.column),
                        size: self.links.size(top.column),
                        h: self.bound().unwrap_or(0),
                        depth: depth - 1,
                    });
                }
                let (option, updates) = self.hidden.pop(&mut self.links);
                self.stats.updates -= updates;
                self.choose(top.node);
                self.state = State::Undo;
                MinEvent::Undo { option, depth }
            }
            // After a solution, a cut or a level left, which the matrix
            // tells apart as it did going forwards.
            State::Undo | State::End => {
                if !self.links.has_active_columns() {
                    self.found -= 1;
                    if self.found == 0 {
                        self.best = None;
                    }
                    self.state = State::Enter;
                    let mut options: Vec<usize> = (self.frames.iter())
                        .map(|v| self.links.option_of(v.node))
                        .collect();
                    options.sort_unstable();
                    return Some(MinEvent::Solution { options });
                }
                let h = self.bound();
                if h.is_none_or(|h| depth + h > self.limit) {
                    self.stats.pruned -= 1;
                    self.state = State::Enter;
                    let counted = self.counted.iter().map(|&c| Links::column_index(c));
                    return Some(MinEvent::Prune {
                        depth,
                        h,
                        limit: self.limit,
                        counted: counted.collect(),
                    });
                }
                MinEvent::Leave {
                    column: Links::column_index(self.reenter()),
                    depth,
                }
            }
        })
    }

    /// Whether the search has said `Done`.
    pub(super) fn has_ended(&self) -> bool {
        self.done_steps > 0
    }

    /// Back over the step that left a level: its column is the one the
    /// matrix gives again, and every option of its list was tried and is
    /// hidden again, the last one the level's node.
    fn reenter(&mut self) -> Node {
        let column = self.smallest();
        let mark = self.hidden.mark();
        let node = self.hidden.again(&mut self.links, column);
        self.frames.push(Frame { column, node, mark });
        self.state = State::Next;
        column
    }

    /// The options of the levels that are trying one, outermost first.
    pub(super) fn partial(&self) -> Vec<usize> {
        self.frames
            .iter()
            .filter(|v| v.node != v.column)
            .map(|v| self.links.option_of(v.node))
            .collect()
    }

    /// The column chosen at the innermost level, 0-based.
    pub(super) fn current_column(&self) -> Option<usize> {
        self.frames.last().map(|v| Links::column_index(v.column))
    }

    /// The options left in `column`, or `None` once it is covered.
    pub(super) fn size(&self, column: usize) -> Option<u32> {
        let h = Links::header(column);
        (column < self.links.columns() && !self.links.out_of_ring(h)).then(|| self.links.size(h))
    }

    pub(super) fn is_done(&self) -> bool {
        self.state == State::Done
    }

    /// The matrix in its current state.
    pub(super) fn links(&self) -> &Links {
        &self.links
    }

    /// Every link and counter, for the tests of Back.
    #[cfg(test)]
    pub(super) fn fingerprint(&self) -> String {
        format!(
            "{:?} {:?} {:?} {:?} {:?} {}",
            self.links, self.claims, self.frames, self.hidden, self.state, self.limit
        )
    }
}
