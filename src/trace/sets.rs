//! The searches a page steps besides Algorithm X: repeated cover
//! ([`MinTrace`], `kind: "repeat"`) and exact cover with Knuth's
//! multiplicities ([`BoundsTrace`], a text with `a:b|item`). Their steps
//! are [`StepEvent`]s as Algorithm X's are, with their
//! [`SetFields`](super::SetFields):
//!
//! - repeated cover: `deepen`, `choose` (with the bound `h`), `try`,
//!   `prune` (`depth + h > limit`, with the items `h` counted),
//!   `solution`, `undo`, `leave`, `done`;
//! - multiplicities: `choose` (with the item's count and bounds), `try`,
//!   `undo`, `close` (the item has its lower bound: no more options),
//!   `leave`, `dead` (too few options left for a lower bound),
//!   `solution`, `done`.

use super::{EventKind, StepEvent, Trace};
use crate::dlx::bounds::BoundsTrace;
use crate::dlx::repeat::{Bound, MinTrace};
use crate::dlx::{ItemRule, SetSearch};
use crate::formats::cover::CoverProblem;

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

impl<S: SetSearch> SetTrace<S> {
    fn new(search: S, problem: CoverProblem) -> SetTrace<S> {
        SetTrace {
            search,
            labels: Trace::cover(problem, ItemRule::Smallest),
        }
    }

    /// The next step; at the end, `done` again with no step taken.
    pub(super) fn next(&mut self) -> StepEvent {
        match self.search.has_ended() {
            true => StepEvent::at(EventKind::Done, self.search.partial().len()).with(|_| {}),
            false => self.search.step(),
        }
    }
}
