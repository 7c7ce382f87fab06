//! The repeated-cover links, and the search over them, unrolled.
//!
//! The same four-way lists as exact cover, in the arrays of the OI
//! template: the vertical ones (`u d`, `col` and `row`, `size` per column)
//! are [`Columns`]; `l r` here link each option's nodes in a ring and the
//! primary columns' headers in the root's (secondary headers stand alone).

use super::{Bound, MinOptions, MinStats, Progress, PROGRESS_EVERY};
use crate::dlx::columns::Columns;
use crate::dlx::Links;

/// How a search at one limit ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Flow {
    /// Exhausted (every set within the limit seen).
    Done,
    /// One set found, and no count wanted.
    Found,
    /// The node budget ran out.
    Halt,
}

/// One level of the unrolled search.
#[derive(Clone, Copy)]
struct Level {
    /// Header of the column chosen here.
    column: u32,
    /// The option node being tried, or `column` before the first.
    node: u32,
    /// Length of `hidden` when the level began: the options tried here and
    /// hidden afterwards are the ones above it.
    mark: usize,
}

/// The repeated-cover links (see the module's comment).
pub(super) struct Dance {
    c: Columns,
    /// Left and right, per node: an option's ring, and the headers' ring.
    l: Vec<u32>,
    r: Vec<u32>,
    /// Per secondary header: how many chosen options hold it. Only the
    /// first hides the clashing options; the others agree with it.
    claims: Vec<u32>,
    /// Headers `1..=primary` are the primary columns.
    primary: u32,
    /// Per header: the `stamp` of the last `h` that marked it.
    seen: Vec<u32>,
    stamp: u32,
    /// Options tried and hidden, innermost last (see [`Level::mark`]).
    hidden: Vec<u32>,
    levels: Vec<Level>,
    /// The first optimal set found, and how many.
    pub(super) best: Option<Vec<usize>>,
    pub(super) found: u64,
    pub(super) stats: MinStats,
}

impl Dance {
    pub(super) fn new(links: &Links) -> Dance {
        let c = Columns::new(links);
        let headers = links.columns() as u32 + 1;
        let primary = links.primary_columns() as u32;
        let (mut l, mut r): (Vec<u32>, Vec<u32>) = (0..headers)
            .map(|h| match h {
                _ if h > primary => (h, h),
                0 => (primary, 1 % (primary + 1)),
                _ => (h - 1, if h == primary { 0 } else { h + 1 }),
            })
            .unzip();
        for o in 0..links.options() {
            let (start, end) = (c.first[o], c.first[o + 1]);
            for x in start..end {
                l.push(if x == start { end - 1 } else { x - 1 });
                r.push(if x + 1 == end { start } else { x + 1 });
            }
        }
        Dance {
            c,
            l,
            r,
            claims: vec![0; headers as usize],
            primary,
            seen: vec![0; headers as usize],
            stamp: 0,
            hidden: Vec::new(),
            levels: Vec::new(),
            best: None,
            found: 0,
            stats: MinStats::default(),
        }
    }

    /// The counters, with the nodes hidden from columns.
    pub(super) fn stats(&self) -> MinStats {
        MinStats {
            updates: self.stats.updates + self.c.updates,
            ..self.stats
        }
    }

    /// The lower bound on the options still needed, or `None` when an
    /// uncovered primary item has no option left.
    pub(super) fn bound(&mut self, bound: Bound) -> Option<usize> {
        if self.r[0] == 0 {
            return Some(0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        let stamp = self.stamp;
        let mut h = 0;
        let mut c = self.r[0];
        while c != 0 {
            if self.c.size[c as usize] == 0 {
                return None;
            }
            if self.seen[c as usize] != stamp && bound == Bound::Greedy {
                h += 1;
                self.seen[c as usize] = stamp;
                let mut i = self.c.d[c as usize];
                while i != c {
                    let mut j = self.r[i as usize];
                    while j != i {
                        self.seen[self.c.col[j as usize] as usize] = stamp;
                        j = self.r[j as usize];
                    }
                    i = self.c.d[i as usize];
                }
            }
            c = self.r[c as usize];
        }
        Some(h.max(1))
    }

    /// The leftmost uncovered primary column with the fewest options.
    fn smallest(&self) -> u32 {
        let mut best = self.r[0];
        let mut c = best;
        while c != 0 {
            if self.c.size[c as usize] < self.c.size[best as usize] {
                best = c;
            }
            c = self.r[c as usize];
        }
        best
    }

    /// Every other node of `i`'s column leaves its row, and the header the
    /// root's ring: the column is covered.
    fn remove(&mut self, i: u32) {
        let mut k = self.c.d[i as usize];
        while k != i {
            let (l, r) = (self.l[k as usize], self.r[k as usize]);
            self.r[l as usize] = r;
            self.l[r as usize] = l;
            self.stats.updates += 1;
            k = self.c.d[k as usize];
        }
    }

    /// Undoes [`Dance::remove`], in the opposite order.
    fn resume(&mut self, i: u32) {
        let mut k = self.c.u[i as usize];
        while k != i {
            let (l, r) = (self.l[k as usize], self.r[k as usize]);
            self.r[l as usize] = k;
            self.l[r as usize] = k;
            k = self.c.u[k as usize];
        }
    }

    /// Whether node `k` clashes with node `j` on their secondary item.
    fn clashes(&self, j: u32, k: u32) -> bool {
        let colour = self.c.colour[j as usize];
        colour == 0 || self.c.colour[k as usize] != colour
    }

    /// Node `j` is chosen on secondary item `s`: hide the options that
    /// clash with it there.
    fn exclude(&mut self, j: u32) {
        let s = self.c.col[j as usize];
        let mut k = self.c.d[j as usize];
        while k != j {
            if k != s && self.clashes(j, k) {
                self.c.hide(self.c.row[k as usize], k);
            }
            k = self.c.d[k as usize];
        }
    }

    /// Undoes [`Dance::exclude`].
    fn include(&mut self, j: u32) {
        let s = self.c.col[j as usize];
        let mut k = self.c.u[j as usize];
        while k != j {
            if k != s && self.clashes(j, k) {
                self.c.unhide(self.c.row[k as usize], k);
            }
            k = self.c.u[k as usize];
        }
    }

    /// Puts the option of node `i` in the set: its primary columns are
    /// covered, its secondary items claimed.
    fn choose(&mut self, i: u32) {
        let mut j = i;
        loop {
            let c = self.c.col[j as usize] as usize;
            if c <= self.primary as usize {
                self.remove(j);
            } else {
                self.claims[c] += 1;
                if self.claims[c] == 1 {
                    self.exclude(j);
                }
            }
            j = self.r[j as usize];
            if j == i {
                break;
            }
        }
    }

    /// Undoes [`Dance::choose`], in the opposite order.
    fn unchoose(&mut self, i: u32) {
        let mut j = self.l[i as usize];
        loop {
            let c = self.c.col[j as usize] as usize;
            if c <= self.primary as usize {
                self.resume(j);
            } else {
                self.claims[c] -= 1;
                if self.claims[c] == 0 {
                    self.include(j);
                }
            }
            if j == i {
                break;
            }
            j = self.l[j as usize];
        }
    }

    /// Every set of at most `limit` options, by the unrolled recursion. It
    /// leaves the links as it found them, unless it stops early.
    pub(super) fn search(
        &mut self,
        limit: usize,
        options: MinOptions,
        budget: u64,
        progress: &mut impl FnMut(Progress),
    ) -> Flow {
        // `true`: enter a new level; `false`: the top level tries its next option.
        let mut enter = true;
        loop {
            if enter {
                enter = false;
                let depth = self.levels.len();
                if self.r[0] == 0 {
                    self.found += 1;
                    if self.best.is_none() {
                        let mut set: Vec<usize> = self
                            .levels
                            .iter()
                            .map(|v| self.c.row[v.node as usize] as usize)
                            .collect();
                        set.sort_unstable();
                        self.best = Some(set);
                    }
                    if !options.count {
                        return Flow::Found;
                    }
                } else if self.bound(options.bound).is_none_or(|h| depth + h > limit) {
                    self.stats.pruned += 1;
                } else {
                    let column = self.smallest();
                    self.levels.push(Level {
                        column,
                        node: column,
                        mark: self.hidden.len(),
                    });
                    continue;
                }
            }
            // Leave the level just done, if it tried an option.
            let Some(top) = self.levels.last().copied() else {
                return Flow::Done;
            };
            if top.node != top.column {
                self.unchoose(top.node);
                let option = self.c.row[top.node as usize];
                self.c.hide(option, u32::MAX);
                self.hidden.push(option);
            }
            let next = self.c.d[top.node as usize];
            if next == top.column {
                while self.hidden.len() > top.mark {
                    let option = self.hidden.pop().expect("above the mark");
                    self.c.unhide(option, u32::MAX);
                }
                self.levels.pop();
                continue;
            }
            if self.stats.nodes >= budget {
                return Flow::Halt;
            }
            self.stats.nodes += 1;
            if self.stats.nodes.is_multiple_of(PROGRESS_EVERY) {
                progress(Progress {
                    limit,
                    nodes: self.stats.nodes,
                    found: self.found,
                });
            }
            self.levels.last_mut().expect("a level").node = next;
            self.choose(next);
            enter = true;
        }
    }
}
