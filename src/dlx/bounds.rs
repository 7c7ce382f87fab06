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
    let mut m = Multi::new(links, bounds);
    let mut out = Outcome {
        first: None,
        count: 0,
        stop: Stop::Exhausted,
        stats: Stats::default(),
    };
    if let Err(Stopped(stop)) = m.search(&mut out, limits) {
        out.stop = stop;
    }
    out.stats.updates = m.c.updates;
    out.stats.solutions = out.count;
    out
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

/// Why a search stopped early: `Enough` solutions, or the `NodeLimit`.
struct Stopped(Stop);

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
}

impl Multi {
    fn new(links: &Links, bounds: &[(u32, u32)]) -> Multi {
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
    /// for closing it when its lower bound is met. `None` when one has too
    /// few options left to reach its lower bound.
    fn choose_item(&self) -> Option<u32> {
        let mut best = (u32::MAX, 0);
        let mut h = self.right[0];
        while h != 0 {
            let need = self.lo[h as usize].saturating_sub(self.count[h as usize]);
            if self.c.size[h as usize] < need {
                return None;
            }
            let branches = self.c.size[h as usize] + u32::from(need == 0);
            if branches < best.0 {
                best = (branches, h);
            }
            h = self.right[h as usize];
        }
        Some(best.1)
    }

    /// Every solution, into `out`, within `limits`: the recursion of the
    /// module's comment, unrolled (a problem may need more levels than a
    /// thread has stack for), with `frames` the levels.
    fn search(&mut self, out: &mut Outcome, limits: Limits) -> Result<(), Stopped> {
        let mut frames: Vec<Frame> = Vec::new();
        // The options tried and hidden, innermost level last.
        let mut tried: Vec<u32> = Vec::new();
        loop {
            // A new node of the search tree: a solution, a dead end, or an item to branch on.
            if self.right[0] == 0 {
                out.count += 1;
                if out.first.is_none() {
                    let mut set: Vec<usize> = self.chosen.iter().map(|&o| o as usize).collect();
                    set.sort_unstable();
                    out.first = Some(set);
                }
                out.stats.max_depth = out.stats.max_depth.max(self.chosen.len());
                if limits.solutions.is_some_and(|n| out.count >= n) {
                    return Err(Stopped(Stop::Enough));
                }
            } else if let Some(h) = self.choose_item() {
                frames.push(Frame {
                    item: h,
                    node: h,
                    mark: tried.len(),
                    closed: false,
                });
            }
            // Back up to the next branch to take.
            loop {
                let Some(f) = frames.last_mut() else {
                    return Ok(());
                };
                let h = f.item;
                if !f.closed {
                    if f.node != h {
                        // Its option's branch is done: take the option out and hide it.
                        let o = self.c.row[f.node as usize];
                        self.unchoose(o);
                        self.c.hide(o, u32::MAX);
                        tried.push(o);
                    }
                    let next = self.c.d[f.node as usize];
                    if next != h {
                        if limits.nodes.is_some_and(|n| out.stats.nodes >= n) {
                            return Err(Stopped(Stop::NodeLimit));
                        }
                        out.stats.nodes += 1;
                        f.node = next;
                        self.choose(self.c.row[next as usize]);
                        break;
                    }
                    if self.count[h as usize] >= self.lo[h as usize] {
                        // Close the item: no more options for it.
                        f.closed = true;
                        self.close_list(h, 0);
                        self.leave_ring(h);
                        break;
                    }
                } else {
                    self.join_ring(h);
                    self.open_list(h, 0);
                }
                let mark = f.mark;
                for &o in tried[mark..].iter().rev() {
                    self.c.unhide(o, u32::MAX);
                }
                tried.truncate(mark);
                frames.pop();
            }
        }
    }
}

/// One level of the unrolled search: the item it branches on.
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
