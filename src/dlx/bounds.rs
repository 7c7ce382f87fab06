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

use super::columns::Columns;
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
    stats.updates = m.c.updates;
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
    c: Columns,
    /// The ring of open primary items, by header (0 is its head).
    left: Vec<u32>,
    right: Vec<u32>,
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
    tried: Vec<u32>,
    state: State,
    /// Each step taken, the state and the update count before it, and how
    /// to take it back; kept only when tracing.
    history: Vec<(State, u64, Reverse)>,
    tracing: bool,
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

/// How to take a step back: what it changed that its state does not say.
#[derive(Clone, Debug)]
enum Reverse {
    Solution { first: bool },
    Dead,
    Choose,
    Try { from: u32 },
    Undo,
    Close,
    Leave { frame: Frame, tried: Vec<u32> },
    Done,
}

impl Multi {
    fn new(links: &Links, bounds: &[(u32, u32)], tracing: bool) -> Multi {
        let primary = links.primary_columns() as u32;
        let headers = links.columns() + 1;
        let mut m = Multi {
            c: Columns::new(links),
            left: (0..=primary)
                .map(|h| if h == 0 { primary } else { h - 1 })
                .collect(),
            right: (0..=primary)
                .map(|h| if h == primary { 0 } else { h + 1 })
                .collect(),
            count: vec![0; headers],
            lo: vec![1; headers],
            hi: vec![1; headers],
            primary,
            chosen: Vec::new(),
            frames: Vec::new(),
            tried: Vec::new(),
            state: State::Enter,
            history: Vec::new(),
            tracing,
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
    /// allow beside it.
    fn close_list(&mut self, h: u32, colour: u32) {
        let mut k = self.c.d[h as usize];
        while k != h {
            if colour == 0 || self.c.colour[k as usize] != colour {
                self.c.hide(self.c.row[k as usize], k);
            }
            k = self.c.d[k as usize];
        }
    }

    /// Undoes [`Multi::close_list`].
    fn open_list(&mut self, h: u32, colour: u32) {
        let mut k = self.c.u[h as usize];
        while k != h {
            if colour == 0 || self.c.colour[k as usize] != colour {
                self.c.unhide(self.c.row[k as usize], k);
            }
            k = self.c.u[k as usize];
        }
    }

    fn leave_ring(&mut self, h: u32) {
        let (l, r) = (self.left[h as usize], self.right[h as usize]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
    }

    fn join_ring(&mut self, h: u32) {
        let (l, r) = (self.left[h as usize], self.right[h as usize]);
        self.right[l as usize] = h;
        self.left[r as usize] = h;
    }

    /// Puts option `o` in the set (see the module's comment).
    fn choose(&mut self, o: u32) {
        self.c.hide(o, u32::MAX);
        self.chosen.push(o);
        for j in self.c.first[o as usize]..self.c.first[o as usize + 1] {
            let h = self.c.col[j as usize];
            self.count[h as usize] += 1;
            if h <= self.primary {
                if self.count[h as usize] == self.hi[h as usize] {
                    self.close_list(h, 0);
                    self.leave_ring(h);
                }
            } else if self.count[h as usize] == 1 {
                self.close_list(h, self.c.colour[j as usize]);
            }
        }
    }

    /// Undoes [`Multi::choose`].
    fn unchoose(&mut self, o: u32) {
        for j in (self.c.first[o as usize]..self.c.first[o as usize + 1]).rev() {
            let h = self.c.col[j as usize];
            if h <= self.primary {
                if self.count[h as usize] == self.hi[h as usize] {
                    self.join_ring(h);
                    self.open_list(h, 0);
                }
            } else if self.count[h as usize] == 1 {
                self.open_list(h, self.c.colour[j as usize]);
            }
            self.count[h as usize] -= 1;
        }
        self.chosen.pop();
        self.c.unhide(o, u32::MAX);
    }

    /// The open item with the fewest branches: its live options, plus one
    /// for closing it when its lower bound is met; `Err` with an item that
    /// has too few options left to reach its lower bound.
    fn choose_item(&self) -> Result<u32, u32> {
        let mut best = (u32::MAX, 0);
        let mut h = self.right[0];
        while h != 0 {
            let need = self.lo[h as usize].saturating_sub(self.count[h as usize]);
            if self.c.size[h as usize] < need {
                return Err(h);
            }
            let branches = self.c.size[h as usize] + u32::from(need == 0);
            if branches < best.0 {
                best = (branches, h);
            }
            h = self.right[h as usize];
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
        let before = (self.state, self.c.updates);
        let (event, undo) = match self.state {
            State::Enter if self.right[0] == 0 => {
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
                (
                    BoundsEvent::Solution { options: set },
                    Reverse::Solution { first },
                )
            }
            State::Enter => match self.choose_item() {
                Err(h) => {
                    self.state = self.after_child();
                    (
                        BoundsEvent::Dead {
                            column: h as usize - 1,
                        },
                        Reverse::Dead,
                    )
                }
                Ok(h) => {
                    self.frames.push(Frame {
                        item: h,
                        node: h,
                        mark: self.tried.len(),
                        closed: false,
                    });
                    self.state = State::Next;
                    let event = BoundsEvent::Choose {
                        column: h as usize - 1,
                        size: self.c.size[h as usize],
                        count: self.count[h as usize],
                        lo: self.lo[h as usize],
                        hi: self.hi[h as usize],
                    };
                    (event, Reverse::Choose)
                }
            },
            State::Undo => {
                let f = self.frames.last().expect("a level to undo");
                let o = self.c.row[f.node as usize];
                self.unchoose(o);
                self.c.hide(o, u32::MAX);
                self.tried.push(o);
                self.state = State::Next;
                (BoundsEvent::Undo { option: o as usize }, Reverse::Undo)
            }
            State::Next => {
                let f = *self.frames.last().expect("a level");
                let h = f.item;
                let next = self.c.d[f.node as usize];
                if !f.closed && next != h {
                    if self.stats.nodes >= budget {
                        return BoundsEvent::Halted;
                    }
                    self.stats.nodes += 1;
                    self.frames.last_mut().expect("a level").node = next;
                    let o = self.c.row[next as usize];
                    self.choose(o);
                    self.state = State::Enter;
                    (
                        BoundsEvent::Try { option: o as usize },
                        Reverse::Try { from: f.node },
                    )
                } else if !f.closed && self.count[h as usize] >= self.lo[h as usize] {
                    self.frames.last_mut().expect("a level").closed = true;
                    self.close_list(h, 0);
                    self.leave_ring(h);
                    self.state = State::Enter;
                    let event = BoundsEvent::Close {
                        column: h as usize - 1,
                        count: self.count[h as usize],
                        lo: self.lo[h as usize],
                    };
                    (event, Reverse::Close)
                } else {
                    if f.closed {
                        self.join_ring(h);
                        self.open_list(h, 0);
                    }
                    let tried = self.c.unhide_since(&mut self.tried, f.mark, self.tracing);
                    self.frames.pop();
                    self.state = self.after_child();
                    let event = BoundsEvent::Leave {
                        column: h as usize - 1,
                    };
                    (event, Reverse::Leave { frame: f, tried })
                }
            }
            State::Done => (BoundsEvent::Done, Reverse::Done),
        };
        if self.tracing {
            self.history.push((before.0, before.1, undo));
        }
        event
    }

    /// Takes the last step back, exactly; `false` at the start.
    fn back(&mut self) -> bool {
        let Some((before, updates, undo)) = self.history.pop() else {
            return false;
        };
        match undo {
            Reverse::Solution { first } => {
                self.found -= 1;
                if first {
                    self.first = None;
                }
            }
            Reverse::Dead | Reverse::Done => {}
            Reverse::Choose => {
                self.frames.pop();
            }
            Reverse::Try { from } => {
                let f = self.frames.last_mut().expect("a level");
                let node = std::mem::replace(&mut f.node, from);
                self.unchoose(self.c.row[node as usize]);
                self.stats.nodes -= 1;
            }
            Reverse::Undo => {
                let o = self.tried.pop().expect("the option hidden");
                self.c.unhide(o, u32::MAX);
                self.choose(o);
            }
            Reverse::Close => {
                let f = self.frames.last_mut().expect("a level");
                f.closed = false;
                let h = f.item;
                self.join_ring(h);
                self.open_list(h, 0);
            }
            Reverse::Leave { frame, tried } => {
                for &o in &tried {
                    self.c.hide(o, u32::MAX);
                }
                self.tried.extend(tried);
                if frame.closed {
                    self.close_list(frame.item, 0);
                    self.leave_ring(frame.item);
                }
                self.frames.push(frame);
            }
        }
        self.state = before;
        // Putting back is not an update, and re-doing one is not a new one.
        self.c.updates = updates;
        true
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

    /// Takes the last step back; `false` at the start.
    pub fn back(&mut self) -> bool {
        self.m.back()
    }

    /// The counters: nodes (options tried), updates (nodes hidden) and
    /// solutions so far.
    pub fn stats(&self) -> Stats {
        Stats {
            updates: self.m.c.updates,
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
        let h = column as u32 + 1;
        (h < self.m.count.len() as u32 && !self.out_of_ring(h)).then(|| self.m.c.size[h as usize])
    }

    fn out_of_ring(&self, h: u32) -> bool {
        h <= self.m.primary && self.m.right[self.m.left[h as usize] as usize] != h
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

    /// What a drawing shows: one byte per option (1: out of every list,
    /// chosen or hidden), then one per column (1: a primary item out of
    /// the ring); returns the options still in the lists.
    pub fn live_view(&self, view: &mut Vec<u8>) -> usize {
        let c = &self.m.c;
        let options = c.first.len() - 1;
        view.clear();
        view.extend((0..options).map(|o| {
            let out = (c.first[o]..c.first[o + 1]).any(|j| {
                let (u, d) = (c.u[j as usize], c.d[j as usize]);
                c.d[u as usize] != j || c.u[d as usize] != j
            });
            u8::from(out)
        }));
        let headers = self.m.count.len() as u32;
        view.extend((1..headers).map(|h| u8::from(self.out_of_ring(h))));
        view[..options].iter().filter(|&&out| out == 0).count()
    }

    /// Every node's links, numbered as [`Links`]' nodes: left and right
    /// (the ring of open items, and each option's nodes in a ring), up,
    /// down, each node's header and option (`u32::MAX` for a header).
    pub fn links(&self) -> [Vec<u32>; 6] {
        let (m, c) = (&self.m, &self.m.c);
        let headers = m.count.len() as u32;
        let (mut left, mut right): (Vec<u32>, Vec<u32>) = (0..headers)
            .map(|h| match h <= m.primary {
                true => (m.left[h as usize], m.right[h as usize]),
                false => (h, h),
            })
            .unzip();
        for o in 0..c.first.len() - 1 {
            let (start, end) = (c.first[o], c.first[o + 1]);
            for x in start..end {
                left.push(if x == start { end - 1 } else { x - 1 });
                right.push(if x + 1 == end { start } else { x + 1 });
            }
        }
        [
            left,
            right,
            c.u.clone(),
            c.d.clone(),
            c.col.clone(),
            c.row.clone(),
        ]
    }

    #[cfg(test)]
    fn fingerprint(&self) -> String {
        let m = &self.m;
        format!(
            "{:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {} {:?}",
            m.left,
            m.right,
            m.c.u,
            m.c.d,
            m.c.size,
            m.count,
            m.chosen,
            m.frames,
            m.tried,
            m.state,
            m.found,
            m.stats.nodes
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
