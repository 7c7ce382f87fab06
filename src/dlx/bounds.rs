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

use super::tried::Tried;
use super::{Links, Outcome, Stats, Stop};
use crate::limits::Limits;

/// Solves `links` with the bounds `bounds[i] = (lo, hi)` of its primary
/// items (`lo ≤ hi`, `hi ≥ 1`), as [`super::solve`] does exact cover: the
/// first solution (option indices, ascending), the count, why it stopped,
/// and the counters (nodes are options tried, updates nodes hidden).
pub fn solve(links: &Links, bounds: &[(u32, u32)], limits: Limits) -> Outcome {
    let mut m = Multi::new(links, bounds, false);
    let budget = limits.nodes.unwrap_or(u64::MAX);
    let stop = loop {
        match m.step(budget) {
            BoundsEvent::Solution { .. } if limits.solutions.is_some_and(|n| m.found >= n) => {
                break Stop::Enough
            }
            BoundsEvent::Halted => break Stop::NodeLimit,
            BoundsEvent::Done => break Stop::Exhausted,
            _ => {}
        }
    };
    let mut stats = m.stats;
    stats.solutions = m.found;
    Outcome {
        first: m.first.take(),
        count: m.found,
        stop,
        stats,
    }
}

/// One step of the search, as [`BoundsTrace`] takes them. Columns and
/// options are 0-based.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum BoundsEvent {
    /// The search branches on an item.
    Choose {
        /// The item.
        column: usize,
        /// Its options left.
        size: u32,
        /// Options in the set that hold it.
        count: u32,
        /// Its lower bound.
        lo: u32,
        /// Its upper bound.
        hi: u32,
    },
    /// An option joined the set: its items count one more, and an item at
    /// its upper bound is covered.
    Try {
        /// The option.
        option: usize,
    },
    /// An option left the set, hidden for the rest of its item's loop.
    Undo {
        /// The option.
        option: usize,
    },
    /// An item has its lower bound: it is closed, no more options for it.
    Close {
        /// The item.
        column: usize,
        /// Options in the set that hold it.
        count: u32,
        /// Its lower bound.
        lo: u32,
    },
    /// Every branch of an item is taken: its options come back, and the
    /// search backs up.
    Leave {
        /// The item.
        column: usize,
    },
    /// An item has too few options left to reach its lower bound.
    Dead {
        /// The item.
        column: usize,
    },
    /// Every item is within its bounds: a solution.
    Solution {
        /// Its options, ascending.
        options: Vec<usize>,
    },
    /// The search is over.
    Done,
    /// The node budget ran out before the next option (not in a trace).
    Halted,
}

/// Checks that `options` (each once) cover every primary item within its
/// bounds, and every secondary item at most once or in one colour.
pub fn verify(links: &Links, bounds: &[(u32, u32)], options: &[usize]) -> Result<(), String> {
    super::distinct(options)?;
    for (c, &(times, colour)) in super::column_uses(links, options)?.iter().enumerate() {
        let ok = match bounds.get(c) {
            Some(&(lo, hi)) if c < links.primary_columns() => (lo..=hi).contains(&times),
            _ if c < links.primary_columns() => times == 1,
            _ => times <= 1 || colour != 0,
        };
        if !ok {
            return Err(format!("column {} is covered {} times", c + 1, times));
        }
    }
    Ok(())
}

struct Multi {
    /// The matrix: the ring of open primary items is its header ring, and
    /// a chosen or tried option is hidden from every list.
    links: Links,
    /// Per header: chosen options holding it, and its bounds.
    count: Vec<u32>,
    lo: Vec<u32>,
    hi: Vec<u32>,
    primary: u32,
    /// The chosen options, in order.
    chosen: Vec<u32>,
    /// The levels of the search, and the options tried and hidden,
    /// innermost level last.
    frames: Vec<Frame>,
    tried: Tried,
    state: State,
    /// Whether solutions are kept for a trace (every one), not only the first.
    tracing: bool,
    /// `Done` steps taken since the search ended, so Back can match them.
    done_steps: u64,
    /// The first solution, and how many so far.
    first: Option<Vec<usize>>,
    found: u64,
    stats: Stats,
}

/// What the next forward step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Look at the node just reached: a solution, a dead end, or an item to branch on.
    Enter,
    /// Take the top level's option out again, and hide it.
    Undo,
    /// The top level's next branch: an option, closing the item, or leaving.
    Next,
    /// The search is over.
    Done,
}

impl Multi {
    fn new(links: &Links, bounds: &[(u32, u32)], tracing: bool) -> Multi {
        let primary = links.primary_columns() as u32;
        let headers = links.columns() + 1;
        let mut m = Multi {
            links: links.clone(),
            count: vec![0; headers],
            lo: vec![1; headers],
            hi: vec![1; headers],
            primary,
            chosen: Vec::new(),
            frames: Vec::new(),
            tried: Tried::default(),
            state: State::Enter,
            tracing,
            done_steps: 0,
            first: None,
            found: 0,
            stats: Stats::default(),
        };
        for (c, &(lo, hi)) in bounds.iter().enumerate().take(primary as usize) {
            m.lo[c + 1] = lo;
            m.hi[c + 1] = hi;
        }
        m
    }

    /// Hides the options in `h`'s list that `colour` (0 for none) does not
    /// allow beside it; returns the nodes hidden.
    fn close_list(&mut self, h: u32, colour: u32) -> u64 {
        let mut updates = 0;
        let mut k = self.links.down(h);
        while k != h {
            if colour == 0 || self.links.colour(k) != colour {
                updates += self.links.hide_option(self.links.option_of(k), k);
            }
            k = self.links.down(k);
        }
        updates
    }

    /// Exactly undoes [`Multi::close_list`]; returns as many nodes.
    fn open_list(&mut self, h: u32, colour: u32) -> u64 {
        let mut updates = 0;
        let mut k = self.links.up(h);
        while k != h {
            if colour == 0 || self.links.colour(k) != colour {
                updates += self.links.unhide_option(self.links.option_of(k), k);
            }
            k = self.links.up(k);
        }
        updates
    }

    /// Puts option `o` in the set (see the module's comment); returns the
    /// nodes hidden.
    fn choose(&mut self, o: u32) -> u64 {
        let mut updates = self.links.hide_option(o as usize, u32::MAX);
        self.chosen.push(o);
        for j in self.links.option_nodes(o as usize) {
            let h = self.links.column_of(j);
            self.count[h as usize] += 1;
            if h <= self.primary {
                if self.count[h as usize] == self.hi[h as usize] {
                    updates += self.close_list(h, 0);
                    self.links.leave_ring(h);
                }
            } else if self.count[h as usize] == 1 {
                updates += self.close_list(h, self.links.colour(j));
            }
        }
        updates
    }

    /// Exactly undoes [`Multi::choose`]; returns as many nodes.
    fn unchoose(&mut self, o: u32) -> u64 {
        let mut updates = 0;
        for j in self.links.option_nodes(o as usize).rev() {
            let h = self.links.column_of(j);
            if h <= self.primary {
                if self.count[h as usize] == self.hi[h as usize] {
                    self.links.join_ring(h);
                    updates += self.open_list(h, 0);
                }
            } else if self.count[h as usize] == 1 {
                updates += self.open_list(h, self.links.colour(j));
            }
            self.count[h as usize] -= 1;
        }
        self.chosen.pop();
        updates + self.links.unhide_option(o as usize, u32::MAX)
    }

    /// Closes item `h`: no more options for it. Returns the nodes hidden.
    fn close(&mut self, h: u32) -> u64 {
        let updates = self.close_list(h, 0);
        self.links.leave_ring(h);
        updates
    }

    /// Exactly undoes [`Multi::close`].
    fn reopen(&mut self, h: u32) -> u64 {
        self.links.join_ring(h);
        self.open_list(h, 0)
    }

    /// The open item with the fewest branches: its live options, plus one
    /// for closing it when its lower bound is met; `Err` with an item that
    /// has too few options left to reach its lower bound. It depends only
    /// on the matrix, so Back can ask again what a level chose.
    fn choose_item(&self) -> Result<u32, u32> {
        let mut best = (u32::MAX, 0);
        for h in self.links.active_columns() {
            let need = self.lo[h as usize].saturating_sub(self.count[h as usize]);
            let size = self.links.size(h);
            if size < need {
                return Err(h);
            }
            let branches = size + u32::from(need == 0);
            if branches < best.0 {
                best = (branches, h);
            }
        }
        Ok(best.1)
    }

    /// What comes after a leaf or a level left: the level above goes on
    /// (its option out again, or its closed branch over), or the search ends.
    fn after_child(&self) -> State {
        match self.frames.last() {
            None => State::Done,
            Some(f) if f.closed => State::Next,
            Some(_) => State::Undo,
        }
    }

    /// One step of the search, forwards: the one loop that both [`solve`]
    /// and [`BoundsTrace`] run (the recursion of the module's comment,
    /// unrolled: a problem may need more levels than a thread has stack
    /// for). A `Try` that would pass `budget` nodes is `Halted` instead.
    fn step(&mut self, budget: u64) -> BoundsEvent {
        match self.state {
            State::Enter if !self.links.has_active_columns() => {
                self.found += 1;
                let first = self.first.is_none();
                let mut set: Vec<usize> = Vec::new();
                if first || self.tracing {
                    set.extend(self.chosen.iter().map(|&o| o as usize));
                    set.sort_unstable();
                }
                if first {
                    self.first = Some(set.clone());
                }
                self.stats.max_depth = self.stats.max_depth.max(self.chosen.len());
                self.state = self.after_child();
                BoundsEvent::Solution { options: set }
            }
            State::Enter => match self.choose_item() {
                Err(h) => {
                    self.state = self.after_child();
                    BoundsEvent::Dead {
                        column: h as usize - 1,
                    }
                }
                Ok(h) => {
                    self.frames.push(Frame {
                        item: h,
                        node: h,
                        mark: self.tried.mark(),
                        closed: false,
                    });
                    self.state = State::Next;
                    BoundsEvent::Choose {
                        column: h as usize - 1,
                        size: self.links.size(h),
                        count: self.count[h as usize],
                        lo: self.lo[h as usize],
                        hi: self.hi[h as usize],
                    }
                }
            },
            State::Undo => {
                let f = self.frames.last().expect("a level to undo");
                let o = self.links.option_of(f.node) as u32;
                self.unchoose(o);
                self.stats.updates += self.tried.push(&mut self.links, o as usize);
                self.state = State::Next;
                BoundsEvent::Undo { option: o as usize }
            }
            State::Next => {
                let f = *self.frames.last().expect("a level");
                let h = f.item;
                let next = self.links.down(f.node);
                if !f.closed && next != h {
                    if self.stats.nodes >= budget {
                        return BoundsEvent::Halted;
                    }
                    self.stats.nodes += 1;
                    self.frames.last_mut().expect("a level").node = next;
                    let o = self.links.option_of(next) as u32;
                    self.stats.updates += self.choose(o);
                    self.state = State::Enter;
                    BoundsEvent::Try { option: o as usize }
                } else if !f.closed && self.count[h as usize] >= self.lo[h as usize] {
                    self.frames.last_mut().expect("a level").closed = true;
                    self.stats.updates += self.close(h);
                    self.state = State::Enter;
                    BoundsEvent::Close {
                        column: h as usize - 1,
                        count: self.count[h as usize],
                        lo: self.lo[h as usize],
                    }
                } else {
                    if f.closed {
                        self.reopen(h);
                    }
                    self.tried.release(&mut self.links, f.mark);
                    self.frames.pop();
                    self.state = self.after_child();
                    BoundsEvent::Leave {
                        column: h as usize - 1,
                    }
                }
            }
            State::Done => {
                self.done_steps += 1;
                BoundsEvent::Done
            }
        }
    }

    /// Takes the last step back, exactly, and returns it; `None` at the
    /// start. It keeps no log: the state and the levels say which step
    /// came last, and what a level chose is asked again of the matrix,
    /// which is as it was then. Putting back is not an update, and re-doing
    /// one is not a new one.
    fn back(&mut self) -> Option<BoundsEvent> {
        let h = self.frames.last().map(|f| f.item);
        let column = h.map_or(0, Links::column_index);
        Some(match self.state {
            State::Done if self.done_steps > 0 => {
                self.done_steps -= 1;
                BoundsEvent::Done
            }
            // After a try or a close, one level down.
            State::Enter => {
                let f = *self.frames.last()?;
                self.state = State::Next;
                if f.closed {
                    self.frames.last_mut().expect("a level").closed = false;
                    self.stats.updates -= self.reopen(f.item);
                    return Some(BoundsEvent::Close {
                        column,
                        count: self.count[f.item as usize],
                        lo: self.lo[f.item as usize],
                    });
                }
                let o = self.links.option_of(f.node) as u32;
                self.stats.updates -= self.unchoose(o);
                self.stats.nodes -= 1;
                let node = self.tried.previous(&self.links, f.item, f.mark);
                self.frames.last_mut().expect("a level").node = node;
                BoundsEvent::Try { option: o as usize }
            }
            // After a choice, or an undo.
            State::Next if !self.frames.last().expect("a level").closed => {
                let f = *self.frames.last().expect("a level");
                if f.node == f.item {
                    self.frames.pop();
                    self.state = State::Enter;
                    let h = f.item as usize;
                    return Some(BoundsEvent::Choose {
                        column,
                        size: self.links.size(f.item),
                        count: self.count[h],
                        lo: self.lo[h],
                        hi: self.hi[h],
                    });
                }
                let (o, updates) = self.tried.pop(&mut self.links);
                self.stats.updates -= updates;
                self.choose(o as u32);
                self.state = State::Undo;
                BoundsEvent::Undo { option: o }
            }
            // After the end of a child: a solution, a dead end, or a level
            // left, which the matrix tells apart as it did going forwards.
            State::Next | State::Undo | State::Done => {
                if !self.links.has_active_columns() {
                    self.found -= 1;
                    if self.found == 0 {
                        self.first = None;
                    }
                    self.state = State::Enter;
                    let mut options: Vec<usize> = self.chosen.iter().map(|&o| o as usize).collect();
                    options.sort_unstable();
                    return Some(BoundsEvent::Solution { options });
                }
                match self.choose_item() {
                    Ok(h) => {
                        self.reenter(h);
                        BoundsEvent::Leave {
                            column: Links::column_index(h),
                        }
                    }
                    Err(h) => {
                        self.state = State::Enter;
                        BoundsEvent::Dead {
                            column: Links::column_index(h),
                        }
                    }
                }
            }
        })
    }

    /// Back over the step that left item `h`'s level: every option of its
    /// list was tried and is hidden again, the last one the level's node,
    /// and the item is closed if its count had reached its lower bound
    /// (it would have been closed, not left, otherwise).
    fn reenter(&mut self, h: u32) {
        let mark = self.tried.mark();
        let node = self.tried.again(&mut self.links, h);
        let closed = self.count[h as usize] >= self.lo[h as usize];
        if closed {
            self.close(h);
        }
        self.frames.push(Frame {
            item: h,
            node,
            mark,
            closed,
        });
        self.state = State::Next;
    }
}

/// A search with multiplicities to step through, forwards and backwards
/// exactly, counting every solution: the same steps as [`solve`].
pub struct BoundsTrace {
    m: Multi,
}

impl BoundsTrace {
    /// The search over `links` with the bounds of its primary items.
    pub fn new(links: &Links, bounds: &[(u32, u32)]) -> BoundsTrace {
        BoundsTrace {
            m: Multi::new(links, bounds, true),
        }
    }

    /// The next step (`Done` again at the end).
    pub fn step(&mut self) -> BoundsEvent {
        self.m.step(u64::MAX)
    }

    /// Takes the last step back and returns it; `None` at the start.
    pub fn back(&mut self) -> Option<BoundsEvent> {
        self.m.back()
    }

    /// Whether the search has said `Done`: its steps from then on change
    /// nothing.
    pub fn has_ended(&self) -> bool {
        self.m.done_steps > 0
    }

    /// The counters: nodes (options tried), updates (nodes hidden) and
    /// solutions so far.
    pub fn stats(&self) -> Stats {
        Stats {
            solutions: self.m.found,
            ..self.m.stats
        }
    }

    /// The options in the set, in the order they joined it.
    pub fn partial(&self) -> Vec<usize> {
        self.m.chosen.iter().map(|&o| o as usize).collect()
    }

    /// The item the innermost level branches on, if any.
    pub fn current_column(&self) -> Option<usize> {
        self.m.frames.last().map(|f| f.item as usize - 1)
    }

    /// The options left in `column`, or `None` once a primary item is out
    /// of the ring (at its upper bound, or closed).
    pub fn size(&self, column: usize) -> Option<u32> {
        let links = &self.m.links;
        let h = Links::header(column);
        (column < links.columns() && !links.out_of_ring(h)).then(|| links.size(h))
    }

    /// How many options in the set hold `column`, and its bounds.
    pub fn count(&self, column: usize) -> (u32, u32, u32) {
        let h = column + 1;
        (self.m.count[h], self.m.lo[h], self.m.hi[h])
    }

    /// Whether the search is over.
    pub fn is_done(&self) -> bool {
        self.m.state == State::Done
    }

    /// The matrix in its current state: chosen and tried options hidden,
    /// items done with out of the ring ([`Links::live_view`] draws it).
    pub fn links(&self) -> &Links {
        &self.m.links
    }

    #[cfg(test)]
    fn fingerprint(&self) -> String {
        let m = &self.m;
        format!(
            "{:?} {:?} {:?} {:?} {:?} {:?} {} {} {}",
            m.links,
            m.count,
            m.chosen,
            m.frames,
            m.tried,
            m.state,
            m.found,
            m.stats.nodes,
            m.stats.updates
        )
    }
}

/// One level of the unrolled search: the item it branches on.
#[derive(Clone, Copy, Debug)]
struct Frame {
    item: u32,
    /// The option node being tried, or `item` before the first.
    node: u32,
    /// Length of `tried` when the level began.
    mark: usize,
    /// Whether the level is in its last branch, the item closed.
    closed: bool,
}

#[cfg(test)]
mod tests;
