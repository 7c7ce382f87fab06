//! What a trace asks of a search it steps through, forwards and backwards,
//! besides Algorithm X ([`super::Search`]): repeated cover's
//! [`MinTrace`](super::repeat::MinTrace) and Algorithm M's
//! [`BoundsTrace`](super::bounds::BoundsTrace) answer alike, so that
//! `trace::SetTrace` is written once for both.

use super::{Links, StepEvent};

/// A search on the step machine, as a trace reads it.
pub trait SetSearch {
    /// Its name, as the JS API's `Tracer.name()` gives it.
    const NAME: &'static str;
    /// Its event kinds, in the order a trace lists them.
    const KINDS: &'static [&'static str];
    /// The next step (`Done` again at the end).
    fn step(&mut self) -> StepEvent;
    /// The last step, taken back; `None` at the start.
    fn back(&mut self) -> Option<StepEvent>;
    /// Whether it has said `Done`: its steps from then on change nothing.
    fn has_ended(&self) -> bool;
    /// Whether it is over.
    fn is_done(&self) -> bool;
    /// Nodes, updates and solutions so far.
    fn counts(&self) -> [u64; 3];
    /// The options in the set, in the order they joined it.
    fn partial(&self) -> Vec<usize>;
    /// The item the innermost frame branches on, if any.
    fn current_item(&self) -> Option<usize>;
    /// The options left in `item`, or `None` once it is out of the ring.
    fn size(&self, item: usize) -> Option<u32>;
    /// The matrix now ([`Links::live_view`] draws it).
    fn links(&self) -> &Links;
    /// Repeated cover's iterative deepening, read off the state as it is
    /// (so a step and its Back leave the same): the depth limit searched
    /// now, and the bound `h` of the matrix now (the options still needed
    /// at least, `None` where an uncovered item has no option left). `None`
    /// for a search without a limit.
    fn limit_and_h(&self) -> Option<(usize, Option<usize>)> {
        None
    }
}
