//! The searches a page steps besides Algorithm X: repeated cover
//! ([`MinTrace`], `kind: "repeat"`) and exact cover with Knuth's
//! multiplicities ([`BoundsTrace`], a text with `a:b|item`). Their events
//! reach the page as Algorithm X's do, as [`StepEvent`]s (with their
//! [`SetFields`]):
//!
//! - repeated cover: `deepen`, `choose` (with the bound `h`), `try`,
//!   `prune` (`depth + h > limit`, with the items `h` counted),
//!   `solution`, `undo`, `leave`, `done`;
//! - multiplicities: `choose` (with the item's count and bounds), `try`,
//!   `undo`, `close` (the item has its lower bound: no more options),
//!   `leave`, `dead` (too few options left for a lower bound),
//!   `solution`, `done`.

use super::{EventKind, SetFields, StepEvent, Trace};
use crate::dlx::bounds::{BoundsEvent, BoundsTrace};
use crate::dlx::repeat::{Bound, MinEvent, MinTrace};
use crate::dlx::{ItemRule, SetSearch};
use crate::formats::cover::CoverProblem;

/// A set search's step of `kind`, its fields to fill in.
fn step(kind: EventKind) -> StepEvent {
    StepEvent {
        kind,
        set: Some(SetFields::default()),
        ..StepEvent::default()
    }
}

/// `f` applied to the set search's fields of `e`.
fn with(mut e: StepEvent, f: impl FnOnce(&mut SetFields)) -> StepEvent {
    f(e.set.get_or_insert_with(SetFields::default));
    e
}

impl From<MinEvent> for StepEvent {
    fn from(event: MinEvent) -> StepEvent {
        use EventKind::*;
        match event {
            MinEvent::Deepen { limit } => with(step(Deepen), |f| f.limit = Some(limit)),
            MinEvent::Choose { item, size, h, .. } => with(
                StepEvent {
                    item: Some(item),
                    size: Some(size as usize),
                    ..step(Choose)
                },
                |f| f.h = Some(h),
            ),
            MinEvent::Try { option, .. } => StepEvent {
                option: Some(option),
                ..step(Try)
            },
            MinEvent::Prune {
                h, limit, counted, ..
            } => with(step(Prune), |f| {
                f.h = h;
                f.limit = Some(limit);
                f.counted = counted;
            }),
            MinEvent::Solution { options } => with(step(Solution), |f| f.options = options),
            MinEvent::Undo { option, .. } => StepEvent {
                option: Some(option),
                ..step(Undo)
            },
            MinEvent::Leave { item, .. } => StepEvent {
                item: Some(item),
                ..step(Leave)
            },
            MinEvent::Done | MinEvent::Halted => step(Done),
        }
    }
}

impl From<BoundsEvent> for StepEvent {
    fn from(event: BoundsEvent) -> StepEvent {
        use EventKind::*;
        match event {
            BoundsEvent::Choose {
                item,
                size,
                count,
                lo,
                hi,
            } => with(
                StepEvent {
                    item: Some(item),
                    size: Some(size as usize),
                    ..step(Choose)
                },
                |f| {
                    f.count = Some(count);
                    f.lo = Some(lo);
                    f.hi = Some(hi);
                },
            ),
            BoundsEvent::Try { option } => StepEvent {
                option: Some(option),
                ..step(Try)
            },
            BoundsEvent::Undo { option } => StepEvent {
                option: Some(option),
                ..step(Undo)
            },
            BoundsEvent::Close { item, count, lo } => with(
                StepEvent {
                    item: Some(item),
                    ..step(Close)
                },
                |f| {
                    f.count = Some(count);
                    f.lo = Some(lo);
                },
            ),
            BoundsEvent::Leave { item } => StepEvent {
                item: Some(item),
                ..step(Leave)
            },
            BoundsEvent::Dead { item } => StepEvent {
                item: Some(item),
                ..step(Dead)
            },
            BoundsEvent::Solution { options } => with(step(Solution), |f| f.options = options),
            BoundsEvent::Done | BoundsEvent::Halted => step(Done),
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

impl<S: SetSearch<Event: Into<StepEvent>>> SetTrace<S> {
    fn new(search: S, problem: CoverProblem) -> SetTrace<S> {
        SetTrace {
            search,
            labels: Trace::cover(problem, ItemRule::Smallest),
        }
    }

    /// The next step, in the page's shape; at the end, `done` again with
    /// no step taken.
    pub(super) fn next(&mut self) -> StepEvent {
        let next = match self.search.has_ended() {
            true => step(EventKind::Done),
            false => self.search.step().into(),
        };
        self.at_depth(next)
    }

    /// `step` at the depth the search is at now.
    pub(super) fn at_depth(&self, step: StepEvent) -> StepEvent {
        StepEvent {
            depth: self.search.partial().len(),
            ..step
        }
    }
}
