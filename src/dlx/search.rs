//! Algorithm X as a reversible state machine.
//!
//! The recursion of Knuth's algorithm is unrolled into an explicit stack of
//! [`Frame`]s (one a level) and a [`Phase`] that says what the next step does. Each call of
//! [`Search::step`] performs exactly one of the algorithm's actions and
//! returns it as an [`Event`]:
//!
//! ```text
//!  Enter ──no primary column left──▶ Solution ─▶ UndoCurrent
//!    │
//!    └─▶ Choose c ─▶ Cover c ─▶ TryNext ──option r left──▶ Try r ─▶ Enter (one level deeper)
//!                                  ▲   └──none left──▶ Uncover c ─▶ UndoCurrent (one level up)
//!                                  └────── Undo r ◀──────────────────────┘
//! ```
//!
//! Fast solving and tracing share this one loop: [`Search::run`] calls `step`
//! in a tight loop and the caller's closure sees only solutions, while a
//! stepper calls `step` and `back` one event at a time.
//!
//! [`Search::back`] undoes the last event with the inverse link operation
//! (`uncover` for `cover`, ...). It needs no log: the phase and the stack say
//! which event came last, and the column chosen at a level is a pure function
//! of the matrix state there (see [`Search::choose_column`]), so it can be
//! recomputed when stepping back into a finished subtree. Memory is therefore
//! bounded by the depth of the search, however many steps were taken.

use super::links::{Links, Node};

/// How the search picks the column to branch on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ColumnRule {
    /// The column with the fewest options, ties to the leftmost (Knuth's "S heuristic").
    #[default]
    Smallest,
    /// The leftmost active column: shows why the heuristic matters.
    First,
    /// A pseudo-random active column, reproducible from the seed.
    Random {
        /// Seed of the choice; the same seed gives the same search.
        seed: u64,
    },
}

impl ColumnRule {
    /// The rules' names, as the CLI's `--rule` and the JS API's `rule` take them.
    pub const NAMES: [&'static str; 3] = ["smallest", "first", "random"];

    /// The rule called `name`, with `seed` for `random`; an error that
    /// lists the names there are for any other name.
    pub fn from_name(name: &str, seed: u64) -> Result<ColumnRule, crate::error::Unknown> {
        match name {
            "smallest" => Ok(ColumnRule::Smallest),
            "first" => Ok(ColumnRule::First),
            "random" => Ok(ColumnRule::Random { seed }),
            _ => Err(crate::error::Unknown::new("rule", name, ColumnRule::NAMES)),
        }
    }
}

/// One action of Algorithm X. Columns and options are 0-based indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The search picked `column`, which has `size` options left.
    Choose {
        /// The chosen column.
        column: usize,
        /// Its number of options when chosen.
        size: usize,
    },
    /// The chosen column was covered.
    Cover {
        /// The covered column.
        column: usize,
    },
    /// `option` joined the partial solution at `depth` (1-based), and its
    /// other columns were covered.
    Try {
        /// The option tried.
        option: usize,
        /// The depth of the partial solution with this option in it.
        depth: usize,
    },
    /// `option` left the partial solution again and its other columns were
    /// uncovered.
    Undo {
        /// The option taken back.
        option: usize,
        /// The depth it had.
        depth: usize,
    },
    /// The chosen column was uncovered: all its options have been tried.
    Uncover {
        /// The uncovered column.
        column: usize,
    },
    /// Every primary column is covered: the partial solution is a solution.
    Solution {
        /// How many options the solution has (beyond preselected ones).
        depth: usize,
    },
    /// The search space is exhausted; further steps change nothing.
    Done,
}

/// Counters of a search, as Knuth reports them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Options tried: the nodes of the search tree.
    pub nodes: u64,
    /// Nodes removed from a list by `cover` (uncovering is not counted).
    pub updates: u64,
    /// Solutions found.
    pub solutions: u64,
    /// The deepest partial solution seen. Stepping back does not lower it.
    pub max_depth: usize,
}

/// One level of the unrolled recursion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Frame {
    /// Header of the column chosen at this level.
    column: Node,
    /// The option node being tried, or `column` itself before the first try.
    node: Node,
}

/// What the next forward step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Arrived at a new level: report a solution, or choose a column.
    Enter,
    /// A column was chosen: cover it.
    CoverChosen,
    /// Try the option below the current one, or uncover when none is left.
    TryNext,
    /// The subtree below the current option is finished: undo the option.
    UndoCurrent,
    /// The search is over.
    Done,
}

/// Why [`Search::run`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Every solution was found.
    Exhausted,
    /// The caller's closure asked to stop (e.g. enough solutions).
    Enough,
    /// The node budget ran out: "stopped after N nodes".
    NodeLimit,
}

/// A paused Algorithm X search over a [`Links`] matrix.
#[derive(Clone, Debug)]
pub struct Search {
    links: Links,
    rule: ColumnRule,
    stack: Vec<Frame>,
    phase: Phase,
    stats: Stats,
    /// Options chosen before the search started (e.g. a sudoku's givens).
    preselected: Vec<usize>,
    /// `Done` events returned since the search ended, so `back` can match them.
    done_steps: u64,
}

/// Why options could not be preselected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConflictError {
    /// The option does not exist, or is out of the matrix already (a
    /// sudoku's givens rule options out).
    Gone {
        /// The option that could not be chosen.
        option: usize,
    },
    /// It shares a column with an earlier preselected option (other than a
    /// secondary one with the same colour).
    Clash {
        /// The option that could not be chosen.
        option: usize,
        /// The column it shares.
        column: usize,
    },
}

impl ConflictError {
    /// The option that could not be chosen.
    pub fn option(&self) -> usize {
        match *self {
            ConflictError::Gone { option } | ConflictError::Clash { option, .. } => option,
        }
    }
}

impl Search {
    /// A search over `links` that starts before its first step.
    pub fn new(links: Links, rule: ColumnRule) -> Search {
        Search {
            links,
            rule,
            stack: Vec::new(),
            phase: Phase::Enter,
            stats: Stats::default(),
            preselected: Vec::new(),
            done_steps: 0,
        }
    }

    /// Puts `options` into every solution before the search starts, covering
    /// all their columns. Fails if two of them share a column (other than a
    /// secondary one with the same colour), or an option is out of range or
    /// already out of the matrix, as a sudoku's givens rule options out
    /// ([`ConflictError::Gone`]).
    pub fn preselect(
        links: Links,
        rule: ColumnRule,
        options: &[usize],
    ) -> Result<Search, ConflictError> {
        let mut search = Search::new(links, rule);
        // Per column: 0 unused, else the colour it was used with (u32::MAX
        // for none). Options may share a column only with the same colour.
        // All are checked before any is chosen: choosing changes colours.
        let mut used = vec![0u32; search.links.columns()];
        for &option in options {
            if option >= search.links.options() || !search.links.is_live(option) {
                return Err(ConflictError::Gone { option });
            }
            let cols = search.links.option_columns(option);
            let colours = search.links.option_colours(option);
            let clash = |(&c, &k): (&usize, &u32)| used[c] != 0 && (k == 0 || used[c] != k);
            if let Some((&column, _)) = cols.iter().zip(&colours).find(|&p| clash(p)) {
                return Err(ConflictError::Clash { option, column });
            }
            for (&c, &k) in cols.iter().zip(&colours) {
                used[c] = if k == 0 { u32::MAX } else { k };
            }
        }
        for &option in options {
            let first = search.links.option_node(option);
            search.links.commit(first);
            search.links.cover_rest(first);
            search.preselected.push(option);
        }
        Ok(search)
    }

    /// The matrix in its current state.
    pub fn links(&self) -> &Links {
        &self.links
    }

    /// The counters so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The current depth: how many options the search has chosen.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// Whether the search space is exhausted.
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The options chosen before the search started.
    pub fn preselected(&self) -> &[usize] {
        &self.preselected
    }

    /// The options of the current partial solution, outermost first
    /// (preselected options not included).
    pub fn partial(&self) -> impl Iterator<Item = usize> + '_ {
        self.stack
            .iter()
            .filter(|l| l.node != l.column)
            .map(|l| self.links.option_of(l.node))
    }

    /// The current solution: preselected options, then the chosen ones.
    /// Meaningful right after a [`Event::Solution`].
    pub fn solution(&self) -> Vec<usize> {
        self.preselected
            .iter()
            .copied()
            .chain(self.partial())
            .collect()
    }

    /// The header of the column chosen at the current level, if any.
    pub fn current_column(&self) -> Option<usize> {
        self.stack.last().map(|l| Links::column_index(l.column))
    }

    /// The column to branch on, by the search's rule. It depends only on the
    /// current state (matrix and partial solution), which is what lets
    /// [`Search::back`] recompute a choice instead of storing it.
    fn choose_column(&self) -> Node {
        let links = &self.links;
        match self.rule {
            ColumnRule::First => links.right(super::links::ROOT),
            ColumnRule::Smallest => links
                .smallest_column()
                .expect("choose runs while a column is active"),
            ColumnRule::Random { seed } => {
                let mut h = splitmix(seed);
                for level in &self.stack {
                    h = splitmix(h ^ u64::from(level.node));
                }
                let count = links.active_columns().count() as u64;
                let pick = (h % count) as usize;
                links.active_columns().nth(pick).expect("pick < count")
            }
        }
    }

    /// Performs the next action of Algorithm X and returns it. Always
    /// inlined: `run` calls it in its loop, and as a call (which wasm kept
    /// it) it cost 8% of the DLX engine's instructions natively and 7% of
    /// its time in wasm.
    #[inline(always)]
    pub fn step(&mut self) -> Event {
        match self.phase {
            Phase::Enter => {
                if !self.links.has_active_columns() {
                    self.stats.solutions += 1;
                    self.phase = self.phase_after_return();
                    return Event::Solution {
                        depth: self.depth(),
                    };
                }
                let column = self.choose_column();
                self.stack.push(Frame {
                    column,
                    node: column,
                });
                self.stats.max_depth = self.stats.max_depth.max(self.stack.len());
                self.phase = Phase::CoverChosen;
                Event::Choose {
                    column: Links::column_index(column),
                    size: self.links.size(column) as usize,
                }
            }
            Phase::CoverChosen => {
                let column = self.top().column;
                self.stats.updates += self.links.cover(column);
                self.phase = Phase::TryNext;
                Event::Cover {
                    column: Links::column_index(column),
                }
            }
            Phase::TryNext => {
                let Frame { column, node } = *self.top();
                let next = self.links.down(node);
                if next == column {
                    self.links.uncover(column);
                    self.stack.pop();
                    self.phase = self.phase_after_return();
                    return Event::Uncover {
                        column: Links::column_index(column),
                    };
                }
                self.top_mut().node = next;
                self.stats.updates += self.links.cover_rest(next);
                self.stats.nodes += 1;
                self.phase = Phase::Enter;
                Event::Try {
                    option: self.links.option_of(next),
                    depth: self.depth(),
                }
            }
            Phase::UndoCurrent => {
                let node = self.top().node;
                self.links.uncover_rest(node);
                self.phase = Phase::TryNext;
                Event::Undo {
                    option: self.links.option_of(node),
                    depth: self.depth(),
                }
            }
            Phase::Done => {
                self.done_steps += 1;
                Event::Done
            }
        }
    }

    /// Exactly undoes the last event returned by [`Search::step`] and returns
    /// it, or `None` at the start of the search.
    pub fn back(&mut self) -> Option<Event> {
        match self.phase {
            Phase::Done if self.done_steps > 0 => {
                self.done_steps -= 1;
                Some(Event::Done)
            }
            Phase::Enter => {
                let level = *self.stack.last()?;
                let option = self.links.option_of(level.node);
                let depth = self.depth();
                self.stats.updates -= self.links.uncover_rest(level.node);
                self.stats.nodes -= 1;
                self.top_mut().node = self.links.up(level.node);
                self.phase = Phase::TryNext;
                Some(Event::Try { option, depth })
            }
            Phase::CoverChosen => {
                let level = self.stack.pop().expect("a chosen column is on the stack");
                self.phase = Phase::Enter;
                Some(Event::Choose {
                    column: Links::column_index(level.column),
                    size: self.links.size(level.column) as usize,
                })
            }
            Phase::TryNext => {
                let Frame { column, node } = *self.top();
                if node == column {
                    self.stats.updates -= self.links.uncover(column);
                    self.phase = Phase::CoverChosen;
                    Some(Event::Cover {
                        column: Links::column_index(column),
                    })
                } else {
                    self.links.cover_rest(node);
                    self.phase = Phase::UndoCurrent;
                    Some(Event::Undo {
                        option: self.links.option_of(node),
                        depth: self.depth(),
                    })
                }
            }
            Phase::UndoCurrent | Phase::Done => {
                if !self.links.has_active_columns() {
                    self.stats.solutions -= 1;
                    self.phase = Phase::Enter;
                    return Some(Event::Solution {
                        depth: self.depth(),
                    });
                }
                // The last event was the uncover that finished a child level.
                // The matrix is as it was when that child chose its column, so
                // choosing again gives the same column.
                let column = self.choose_column();
                self.links.cover(column);
                self.stack.push(Frame {
                    column,
                    node: self.links.up(column),
                });
                self.phase = Phase::TryNext;
                Some(Event::Uncover {
                    column: Links::column_index(column),
                })
            }
        }
    }

    /// Runs until the search is exhausted, the node budget is spent, or
    /// `on_solution` returns `false`. `on_solution` sees the search right
    /// after each solution; read it with [`Search::solution`].
    pub fn run(
        &mut self,
        node_limit: Option<u64>,
        mut on_solution: impl FnMut(&Search) -> bool,
    ) -> Stop {
        let limit = node_limit.unwrap_or(u64::MAX);
        loop {
            match self.step() {
                Event::Solution { .. } if !on_solution(self) => return Stop::Enough,
                Event::Done => return Stop::Exhausted,
                Event::Try { .. } if self.stats.nodes >= limit => return Stop::NodeLimit,
                _ => {}
            }
        }
    }

    fn phase_after_return(&self) -> Phase {
        if self.stack.is_empty() {
            Phase::Done
        } else {
            Phase::UndoCurrent
        }
    }

    fn top(&self) -> &Frame {
        self.stack.last().expect("the search is inside a level")
    }

    fn top_mut(&mut self) -> &mut Frame {
        self.stack.last_mut().expect("the search is inside a level")
    }
}

/// SplitMix64: a small, good mixing function for reproducible random choices.
pub(crate) fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
