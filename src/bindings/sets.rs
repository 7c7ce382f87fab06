//! The searches the `Tracer` steps besides Algorithm X: repeated cover
//! ([`crate::dlx::repeat::MinTrace`], `kind: "repeat"`) and exact cover
//! with Knuth's multiplicities ([`crate::dlx::bounds::BoundsTrace`], a
//! text with `a:b|item`). Each has its own events, as [`SetStep`]s:
//!
//! - repeated cover: `deepen`, `choose` (with the bound `h`), `try`,
//!   `prune` (`depth + h > limit`, with the columns `h` counted),
//!   `solution`, `undo`, `leave`, `done`;
//! - multiplicities: `choose` (with the item's count and bounds), `try`,
//!   `undo`, `close` (the item has its lower bound: no more options),
//!   `leave`, `dead` (too few options left for a lower bound),
//!   `solution`, `done`.

use super::results::{MatrixInfo, TracerCounters, TracerState};
use crate::dlx::bounds::{BoundsEvent, BoundsTrace};
use crate::dlx::repeat::{Bound, MinEvent, MinTrace};
use crate::dlx::ColumnRule;
use crate::formats::cover::CoverProblem;
use crate::i18n::Lang;
use crate::trace::Trace;
use serde::Serialize;
use tsify::Tsify;

/// One step of a repeated-cover or multiplicities search. Columns and
/// options are 0-based; `depth` counts the options in the set.
#[derive(Clone, Serialize, Tsify, Default)]
#[tsify(missing_as_null)]
pub(super) struct SetStep {
    /// "deepen" | "choose" | "try" | "prune" | "close" | "dead" | "solution" | "undo" | "leave" | "done".
    kind: &'static str,
    column: Option<usize>,
    option: Option<usize>,
    depth: usize,
    /// For `choose`: the column's options left.
    size: Option<u32>,
    /// Repeated cover, for `choose` and `prune`: the bound, the options
    /// still needed at least (null at a prune: an uncovered column has no
    /// option left).
    h: Option<usize>,
    /// Repeated cover, for `deepen` and `prune`: the depth limit.
    limit: Option<usize>,
    /// Repeated cover, for `prune`: the columns `h` counted, one option each.
    counted: Vec<usize>,
    /// Multiplicities, for `choose` and `close`: the options in the set
    /// that hold the item, and its bounds.
    count: Option<u32>,
    lo: Option<u32>,
    hi: Option<u32>,
    /// For `solution`: its options, ascending.
    options: Vec<usize>,
}

impl SetStep {
    fn of(kind: &'static str, depth: usize) -> SetStep {
        SetStep {
            kind,
            depth,
            ..SetStep::default()
        }
    }

    fn min(event: MinEvent, depth: usize) -> SetStep {
        match event {
            MinEvent::Deepen { limit } => SetStep {
                limit: Some(limit),
                ..SetStep::of("deepen", depth)
            },
            MinEvent::Choose {
                column, size, h, ..
            } => SetStep {
                column: Some(column),
                size: Some(size),
                h: Some(h),
                ..SetStep::of("choose", depth)
            },
            MinEvent::Try { option, .. } => SetStep {
                option: Some(option),
                ..SetStep::of("try", depth)
            },
            MinEvent::Prune {
                h, limit, counted, ..
            } => SetStep {
                h,
                limit: Some(limit),
                counted,
                ..SetStep::of("prune", depth)
            },
            MinEvent::Solution { options } => SetStep {
                options,
                ..SetStep::of("solution", depth)
            },
            MinEvent::Undo { option, .. } => SetStep {
                option: Some(option),
                ..SetStep::of("undo", depth)
            },
            MinEvent::Leave { column, .. } => SetStep {
                column: Some(column),
                ..SetStep::of("leave", depth)
            },
            MinEvent::Done | MinEvent::Halted => SetStep::of("done", depth),
        }
    }

    fn bounds(event: BoundsEvent, depth: usize) -> SetStep {
        match event {
            BoundsEvent::Choose {
                column,
                size,
                count,
                lo,
                hi,
            } => SetStep {
                column: Some(column),
                size: Some(size),
                count: Some(count),
                lo: Some(lo),
                hi: Some(hi),
                ..SetStep::of("choose", depth)
            },
            BoundsEvent::Try { option } => SetStep {
                option: Some(option),
                ..SetStep::of("try", depth)
            },
            BoundsEvent::Undo { option } => SetStep {
                option: Some(option),
                ..SetStep::of("undo", depth)
            },
            BoundsEvent::Close { column, count, lo } => SetStep {
                column: Some(column),
                count: Some(count),
                lo: Some(lo),
                ..SetStep::of("close", depth)
            },
            BoundsEvent::Leave { column } => SetStep {
                column: Some(column),
                ..SetStep::of("leave", depth)
            },
            BoundsEvent::Dead { column } => SetStep {
                column: Some(column),
                ..SetStep::of("dead", depth)
            },
            BoundsEvent::Solution { options } => SetStep {
                options,
                ..SetStep::of("solution", depth)
            },
            BoundsEvent::Done | BoundsEvent::Halted => SetStep::of("done", depth),
        }
    }
}

/// The event names of each search, for `run`.
pub(super) const MIN_KINDS: [&str; 8] = [
    "deepen", "choose", "try", "prune", "solution", "undo", "leave", "done",
];
pub(super) const BOUNDS_KINDS: [&str; 8] = [
    "choose", "try", "undo", "close", "leave", "dead", "solution", "done",
];

/// Which search it is.
enum Search {
    Min(MinTrace),
    Bounds(BoundsTrace),
}

/// A repeated-cover or multiplicities search, stepped forwards and
/// backwards exactly, with what the `Tracer` needs to draw and name it.
pub(super) struct SetTracer {
    search: Search,
    /// The problem's labels and matrix: an exact-cover trace of the same
    /// problem, never stepped.
    labels: Trace,
}

impl SetTracer {
    /// Repeated cover of `problem`, pruned by OI-wiki's bound.
    pub fn repeat(problem: CoverProblem) -> SetTracer {
        SetTracer::new(
            Search::Min(MinTrace::new(&problem.links(), Bound::Greedy)),
            problem,
        )
    }

    /// `problem`, whose primary items have multiplicities.
    pub fn bounded(problem: CoverProblem) -> SetTracer {
        let search = Search::Bounds(BoundsTrace::new(&problem.links(), &problem.bounds));
        SetTracer::new(search, problem)
    }

    fn new(search: Search, problem: CoverProblem) -> SetTracer {
        SetTracer {
            search,
            labels: Trace::cover(problem, ColumnRule::Smallest),
        }
    }

    /// The search's name, as `Tracer.search` gives it.
    pub fn name(&self) -> &'static str {
        match self.search {
            Search::Min(_) => "repeat",
            Search::Bounds(_) => "bounds",
        }
    }

    /// Its event names.
    pub fn kinds(&self) -> &'static [&'static str] {
        match self.search {
            Search::Min(_) => &MIN_KINDS,
            Search::Bounds(_) => &BOUNDS_KINDS,
        }
    }

    /// The next step; at the end, the `done` again, with no step taken.
    pub fn step(&mut self) -> SetStep {
        let depth = self.partial().len();
        match &mut self.search {
            Search::Min(t) if t.has_ended() => SetStep::of("done", depth),
            Search::Bounds(t) if t.has_ended() => SetStep::of("done", depth),
            Search::Min(t) => {
                let event = t.step();
                SetStep::min(event, t.depth())
            }
            Search::Bounds(t) => {
                let event = t.step();
                SetStep::bounds(event, t.partial().len())
            }
        }
    }

    /// Steps until an event of `kind` (or `done`), at most `steps` times;
    /// the last event.
    pub fn run_to(&mut self, kind: &str, steps: u64) -> Option<SetStep> {
        let mut last = None;
        for _ in 0..steps {
            let step = self.step();
            let stop = step.kind == kind || step.kind == "done";
            last = Some(step);
            if stop {
                break;
            }
        }
        last
    }

    /// Takes the last step back; the event undone, or `None` at the start.
    pub fn back(&mut self) -> Option<SetStep> {
        match &mut self.search {
            Search::Min(t) => {
                let event = t.back()?;
                Some(SetStep::min(event, t.depth()))
            }
            Search::Bounds(t) => {
                let event = t.back()?;
                Some(SetStep::bounds(event, t.partial().len()))
            }
        }
    }

    /// The options in the set, outermost first.
    pub fn partial(&self) -> Vec<usize> {
        match &self.search {
            Search::Min(t) => t.partial(),
            Search::Bounds(t) => t.partial(),
        }
    }

    /// The counters a frame shows.
    pub fn counters(&self) -> TracerCounters {
        let (nodes, updates, solutions, column, done) = match &self.search {
            Search::Min(t) => {
                let s = t.stats();
                (
                    s.nodes,
                    s.updates,
                    t.found().0,
                    t.current_column(),
                    t.is_done(),
                )
            }
            Search::Bounds(t) => {
                let s = t.stats();
                (
                    s.nodes,
                    s.updates,
                    s.solutions,
                    t.current_column(),
                    t.is_done(),
                )
            }
        };
        let size = column.and_then(|c| self.size(c));
        TracerCounters::of(
            self.partial().len(),
            [nodes, updates, solutions],
            column,
            size,
            done,
        )
    }

    /// The state `Tracer.state()` gives: counters, active primary columns
    /// and their sizes, the partial set.
    pub fn state(&self) -> TracerState {
        let primary = self.labels.search.links().primary_columns();
        let active = (0..primary)
            .filter_map(|c| Some((c, self.size(c)?)))
            .collect();
        TracerState::of(self.counters(), active, self.partial())
    }

    /// The options left in `column`, or `None` while it is covered.
    pub fn size(&self, column: usize) -> Option<u32> {
        match &self.search {
            Search::Min(t) => t.size(column),
            Search::Bounds(t) => t.size(column),
        }
    }

    /// The matrix in its current state.
    pub fn links(&self) -> &crate::dlx::Links {
        match &self.search {
            Search::Min(t) => t.links(),
            Search::Bounds(t) => t.links(),
        }
    }

    /// The matrix, labelled in `lang`.
    pub fn matrix(&self, lang: Lang) -> MatrixInfo {
        MatrixInfo::new(&self.labels, lang)
    }
}
