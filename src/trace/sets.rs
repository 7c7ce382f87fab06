//! The searches a page steps besides Algorithm X: repeated cover
//! ([`MinTrace`], `kind: "repeat"`) and exact cover with Knuth's
//! multiplicities ([`BoundsTrace`], a text with `a:b|item`). Their events
//! reach the page in one shape, [`SetStep`]:
//!
//! - repeated cover: `deepen`, `choose` (with the bound `h`), `try`,
//!   `prune` (`depth + h > limit`, with the items `h` counted),
//!   `solution`, `undo`, `leave`, `done`;
//! - multiplicities: `choose` (with the item's count and bounds), `try`,
//!   `undo`, `close` (the item has its lower bound: no more options),
//!   `leave`, `dead` (too few options left for a lower bound),
//!   `solution`, `done`.

use super::Trace;
use crate::dlx::bounds::{BoundsEvent, BoundsTrace};
use crate::dlx::repeat::{Bound, MinEvent, MinTrace};
use crate::dlx::{ItemRule, SetSearch};
use crate::formats::cover::CoverProblem;
use serde::Serialize;

/// One step of a repeated-cover or multiplicities search. Items and
/// options are 0-based; `depth` counts the options in the set. The JSON
/// calls an item `column`, as [`StepEvent`](crate::trace::StepEvent) does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Default)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct SetStep {
    /// "deepen" | "choose" | "try" | "prune" | "close" | "dead" | "solution" | "undo" | "leave" | "done".
    pub kind: &'static str,
    /// The item chosen, closed, left or dead, if any.
    #[serde(rename = "column")]
    pub item: Option<usize>,
    /// The option tried or undone, if any.
    pub option: Option<usize>,
    /// The options in the set after the step.
    pub depth: usize,
    /// For `choose`: the item's options left.
    pub size: Option<u32>,
    /// Repeated cover, for `choose` and `prune`: the bound, the options
    /// still needed at least (null at a prune: an uncovered item has no
    /// option left).
    pub h: Option<usize>,
    /// Repeated cover, for `deepen` and `prune`: the depth limit.
    pub limit: Option<usize>,
    /// Repeated cover, for `prune`: the items `h` counted, one option each.
    pub counted: Vec<usize>,
    /// Multiplicities, for `choose` and `close`: the options in the set
    /// that hold the item.
    pub count: Option<u32>,
    /// Multiplicities, for `choose` and `close`: the item's lower bound.
    pub lo: Option<u32>,
    /// Multiplicities, for `choose`: the item's upper bound.
    pub hi: Option<u32>,
    /// For `solution`: its options, ascending.
    pub options: Vec<usize>,
}

impl SetStep {
    fn of(kind: &'static str) -> SetStep {
        SetStep {
            kind,
            ..SetStep::default()
        }
    }
}

impl From<MinEvent> for SetStep {
    fn from(event: MinEvent) -> SetStep {
        match event {
            MinEvent::Deepen { limit } => SetStep {
                limit: Some(limit),
                ..SetStep::of("deepen")
            },
            MinEvent::Choose { item, size, h, .. } => SetStep {
                item: Some(item),
                size: Some(size),
                h: Some(h),
                ..SetStep::of("choose")
            },
            MinEvent::Try { option, .. } => SetStep {
                option: Some(option),
                ..SetStep::of("try")
            },
            MinEvent::Prune {
                h, limit, counted, ..
            } => SetStep {
                h,
                limit: Some(limit),
                counted,
                ..SetStep::of("prune")
            },
            MinEvent::Solution { options } => SetStep {
                options,
                ..SetStep::of("solution")
            },
            MinEvent::Undo { option, .. } => SetStep {
                option: Some(option),
                ..SetStep::of("undo")
            },
            MinEvent::Leave { item, .. } => SetStep {
                item: Some(item),
                ..SetStep::of("leave")
            },
            MinEvent::Done | MinEvent::Halted => SetStep::of("done"),
        }
    }
}

impl From<BoundsEvent> for SetStep {
    fn from(event: BoundsEvent) -> SetStep {
        match event {
            BoundsEvent::Choose {
                item,
                size,
                count,
                lo,
                hi,
            } => SetStep {
                item: Some(item),
                size: Some(size),
                count: Some(count),
                lo: Some(lo),
                hi: Some(hi),
                ..SetStep::of("choose")
            },
            BoundsEvent::Try { option } => SetStep {
                option: Some(option),
                ..SetStep::of("try")
            },
            BoundsEvent::Undo { option } => SetStep {
                option: Some(option),
                ..SetStep::of("undo")
            },
            BoundsEvent::Close { item, count, lo } => SetStep {
                item: Some(item),
                count: Some(count),
                lo: Some(lo),
                ..SetStep::of("close")
            },
            BoundsEvent::Leave { item } => SetStep {
                item: Some(item),
                ..SetStep::of("leave")
            },
            BoundsEvent::Dead { item } => SetStep {
                item: Some(item),
                ..SetStep::of("dead")
            },
            BoundsEvent::Solution { options } => SetStep {
                options,
                ..SetStep::of("solution")
            },
            BoundsEvent::Done | BoundsEvent::Halted => SetStep::of("done"),
        }
    }
}

/// A repeated-cover or multiplicities search, with the problem's labels.
/// Its [`Stepper`](super::Stepper) is in `stepper.rs`, with the others:
/// the stepper names this module's events, so this one does not name it.
pub struct SetTrace<S> {
    pub(super) search: S,
    /// The problem's labels and matrix: an exact-cover trace of the same
    /// problem, never stepped.
    pub(super) labels: Trace,
}

impl SetTrace<MinTrace> {
    /// Repeated cover of `problem`, pruned by OI-wiki's bound.
    pub fn repeat(problem: CoverProblem) -> SetTrace<MinTrace> {
        let search = MinTrace::new(&problem.links(), Bound::Greedy);
        SetTrace::new(search, problem)
    }
}

impl SetTrace<BoundsTrace> {
    /// `problem`, whose primary items have multiplicities.
    pub fn bounded(problem: CoverProblem) -> SetTrace<BoundsTrace> {
        let search = BoundsTrace::new(&problem.links(), &problem.bounds);
        SetTrace::new(search, problem)
    }
}

impl<S: SetSearch<Event: Into<SetStep>>> SetTrace<S> {
    fn new(search: S, problem: CoverProblem) -> SetTrace<S> {
        SetTrace {
            search,
            labels: Trace::cover(problem, ItemRule::Smallest),
        }
    }

    /// The next step, in the page's shape; at the end, `done` again with
    /// no step taken.
    pub(super) fn next(&mut self) -> SetStep {
        let step = match self.search.has_ended() {
            true => SetStep::of("done"),
            false => self.search.step().into(),
        };
        self.at_depth(step)
    }

    /// `step` at the depth the search is at now.
    pub(super) fn at_depth(&self, step: SetStep) -> SetStep {
        SetStep {
            depth: self.search.partial().len(),
            ..step
        }
    }
}
