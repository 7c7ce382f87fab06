//! The repeated-cover links, and the search over them, unrolled.
//!
//! The same four-way lists as exact cover, in the arrays of the OI
//! template: the vertical ones (`u d`, `col` and `row`, `size` per column)
//! are [`Columns`]; `l r` here link each option's nodes in a ring and the
//! primary columns' headers in the root's (secondary headers stand alone).

use super::{Bound, MinEvent, MinOptions, MinStats};
use crate::dlx::columns::Columns;
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

/// How to take a step back: what it changed that its state does not say.
#[derive(Clone, Debug)]
enum Reverse {
    Solution { first: bool },
    Prune,
    Choose,
    Undo,
    Leave { level: Level, tried: Vec<u32> },
    Try { from: u32 },
    Deepen,
    Done,
}

/// One level of the unrolled search.
#[derive(Clone, Copy, Debug)]
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
    /// The columns the last bound counted, by header.
    counted: Vec<u32>,
    /// The depth limit searched now, and the last one to search.
    pub(super) limit: usize,
    most: usize,
    state: State,
    /// Each step taken, the state and the two update counts before it,
    /// and how to take it back; kept only when tracing.
    history: Vec<(State, [u64; 2], Reverse)>,
    tracing: bool,
    /// The first optimal set found, and how many.
    pub(super) best: Option<Vec<usize>>,
    pub(super) found: u64,
    pub(super) stats: MinStats,
}

impl Dance {
    /// The links of `links`; `tracing` keeps what [`Dance::back`] needs.
    pub(super) fn new(links: &Links, tracing: bool) -> Dance {
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
            counted: Vec::new(),
            limit: 0,
            most: 0,
            state: State::Enter,
            history: Vec::new(),
            tracing,
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
            self.counted.clear();
            return Some(0);
        }
        self.counted.clear();
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
                self.counted.push(c);
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
    pub(super) fn step(&mut self, options: MinOptions, budget: u64) -> MinEvent {
        let before = (self.state, [self.stats.updates, self.c.updates]);
        let depth = self.levels.len();
        let (event, undo) = match self.state {
            State::Enter if self.r[0] == 0 => {
                self.found += 1;
                let first = self.best.is_none();
                // A count of many sets makes none of them but the first.
                let mut set = Vec::new();
                if first || self.tracing {
                    set.extend(
                        self.levels
                            .iter()
                            .map(|v| self.c.row[v.node as usize] as usize),
                    );
                    set.sort_unstable();
                }
                if first {
                    self.best = Some(set.clone());
                }
                self.state = self.after_leaf();
                (
                    MinEvent::Solution { options: set },
                    Reverse::Solution { first },
                )
            }
            State::Enter => {
                let h = self.bound(options.bound);
                if h.is_none_or(|h| depth + h > self.limit) {
                    self.stats.pruned += 1;
                    self.state = self.after_leaf();
                    let counted = match self.tracing {
                        true => self.counted.iter().map(|&c| c as usize - 1).collect(),
                        false => Vec::new(),
                    };
                    let event = MinEvent::Prune {
                        depth,
                        h,
                        limit: self.limit,
                        counted,
                    };
                    (event, Reverse::Prune)
                } else {
                    let column = self.smallest();
                    self.levels.push(Level {
                        column,
                        node: column,
                        mark: self.hidden.len(),
                    });
                    self.state = State::Next;
                    let event = MinEvent::Choose {
                        column: column as usize - 1,
                        size: self.c.size[column as usize],
                        h: h.unwrap_or(0),
                        depth,
                    };
                    (event, Reverse::Choose)
                }
            }
            State::Undo => {
                let top = *self.levels.last().expect("a level to undo");
                self.unchoose(top.node);
                let option = self.c.row[top.node as usize];
                self.c.hide(option, u32::MAX);
                self.hidden.push(option);
                self.state = State::Next;
                let event = MinEvent::Undo {
                    option: option as usize,
                    depth,
                };
                (event, Reverse::Undo)
            }
            State::Next => {
                let top = *self.levels.last().expect("a level");
                let next = self.c.d[top.node as usize];
                if next == top.column {
                    // Back puts them back in; solving needs no copy.
                    let tried = self
                        .c
                        .unhide_since(&mut self.hidden, top.mark, self.tracing);
                    self.levels.pop();
                    self.state = if self.levels.is_empty() {
                        State::End
                    } else {
                        State::Undo
                    };
                    let event = MinEvent::Leave {
                        column: top.column as usize - 1,
                        depth: depth - 1,
                    };
                    (event, Reverse::Leave { level: top, tried })
                } else {
                    if self.stats.nodes >= budget {
                        return MinEvent::Halted;
                    }
                    self.stats.nodes += 1;
                    self.levels.last_mut().expect("a level").node = next;
                    self.choose(next);
                    self.state = State::Enter;
                    let event = MinEvent::Try {
                        option: self.c.row[next as usize] as usize,
                        depth,
                    };
                    (event, Reverse::Try { from: top.node })
                }
            }
            State::End if self.found == 0 && self.limit < self.most => {
                self.limit += 1;
                self.stats.limit = self.limit;
                self.state = State::Enter;
                (MinEvent::Deepen { limit: self.limit }, Reverse::Deepen)
            }
            State::End | State::Done => {
                self.state = State::Done;
                (MinEvent::Done, Reverse::Done)
            }
        };
        if self.tracing {
            self.history.push((before.0, before.1, undo));
        }
        event
    }

    /// What comes after a solution or a cut: the level above moves on, or
    /// at the root this limit's search is over.
    fn after_leaf(&self) -> State {
        if self.levels.is_empty() {
            State::End
        } else {
            State::Undo
        }
    }

    /// Takes the last step back, exactly; `false` at the start.
    pub(super) fn back(&mut self) -> bool {
        let Some((before, [updates, hidden], undo)) = self.history.pop() else {
            return false;
        };
        match undo {
            Reverse::Solution { first } => {
                self.found -= 1;
                if first {
                    self.best = None;
                }
            }
            Reverse::Prune => self.stats.pruned -= 1,
            Reverse::Choose => {
                self.levels.pop();
            }
            Reverse::Undo => {
                let option = self.hidden.pop().expect("the option hidden");
                self.c.unhide(option, u32::MAX);
                let node = self.levels.last().expect("a level").node;
                self.choose(node);
            }
            Reverse::Leave { level, tried } => {
                for &option in &tried {
                    self.c.hide(option, u32::MAX);
                }
                self.hidden.extend(tried);
                self.levels.push(level);
            }
            Reverse::Try { from } => {
                let top = self.levels.last_mut().expect("a level");
                let node = std::mem::replace(&mut top.node, from);
                self.unchoose(node);
                self.stats.nodes -= 1;
            }
            Reverse::Deepen => {
                self.limit -= 1;
                self.stats.limit = self.limit;
            }
            Reverse::Done => {}
        }
        self.state = before;
        // Putting back is not an update, and re-doing one is not a new one.
        self.stats.updates = updates;
        self.c.updates = hidden;
        true
    }

    /// The options of the levels that are trying one, outermost first.
    pub(super) fn partial(&self) -> Vec<usize> {
        self.levels
            .iter()
            .filter(|v| v.node != v.column)
            .map(|v| self.c.row[v.node as usize] as usize)
            .collect()
    }

    /// The column chosen at the innermost level, 0-based.
    pub(super) fn current_column(&self) -> Option<usize> {
        self.levels.last().map(|v| v.column as usize - 1)
    }

    /// Whether header `h` is out of its ring (a covered primary column).
    fn covered(&self, h: u32) -> bool {
        h <= self.primary && self.r[self.l[h as usize] as usize] != h
    }

    /// The options left in `column`, or `None` once it is covered.
    pub(super) fn size(&self, column: usize) -> Option<u32> {
        let h = column as u32 + 1;
        (h < self.seen.len() as u32 && !self.covered(h)).then(|| self.c.size[h as usize])
    }

    pub(super) fn is_done(&self) -> bool {
        self.state == State::Done
    }

    /// See [`super::MinTrace::live_view`].
    pub(super) fn live_view(&self, view: &mut Vec<u8>) -> usize {
        let options = self.c.first.len() - 1;
        view.clear();
        view.extend((0..options).map(|o| {
            let hidden = (self.c.first[o]..self.c.first[o + 1]).any(|j| {
                let (u, d) = (self.c.u[j as usize], self.c.d[j as usize]);
                self.c.d[u as usize] != j || self.c.u[d as usize] != j
            });
            u8::from(hidden)
        }));
        let headers = self.seen.len() as u32;
        view.extend((1..headers).map(|h| u8::from(self.covered(h))));
        view[..options]
            .iter()
            .filter(|&&hidden| hidden == 0)
            .count()
    }

    /// See [`super::MinTrace::links`].
    pub(super) fn links(&self) -> [&[u32]; 6] {
        [
            &self.l,
            &self.r,
            &self.c.u,
            &self.c.d,
            &self.c.col,
            &self.c.row,
        ]
    }

    /// Every link and counter, for the tests of Back.
    #[cfg(test)]
    pub(super) fn fingerprint(&self) -> String {
        format!(
            "{:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {}",
            self.l,
            self.r,
            self.c.u,
            self.c.d,
            self.c.size,
            self.claims,
            self.levels,
            self.hidden,
            self.state,
            self.limit
        )
    }
}
