//! An exact cover's first solution and count, and a repeated cover's
//! minimum. Options are given both as the input numbers them and as
//! indices into the `Tracer`'s matrix.

use super::{SolveStatus, Stats};
use crate::dlx::repeat::MinOutcome;
use crate::dlx::split::Counter;
use crate::dlx::{Outcome, Stop};
use crate::formats::cover::CoverProblem;
use serde::Serialize;

/// An exact cover solved (`solveCover`).
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct CoverResult {
    status: SolveStatus,
    /// 1-based options (matrix rows) of the first solution, ascending.
    options: Vec<usize>,
    /// The same options as 0-based indices into `Tracer.matrix()`'s
    /// options (rows of all zeros are not there), ascending.
    indices: Vec<usize>,
    /// Solutions found, up to the limit.
    count: u64,
    stats: Stats,
}

impl CoverResult {
    /// What solving `problem` gave, the search having taken `micros`.
    pub fn new(problem: &CoverProblem, outcome: &Outcome, micros: f64) -> CoverResult {
        let (options, indices) = problem.numbered(outcome.first.as_deref().unwrap_or_default());
        CoverResult {
            status: SolveStatus::of(outcome.count, outcome.stop == Stop::NodeLimit),
            options,
            indices,
            count: outcome.count,
            stats: Stats {
                nodes: outcome.stats.nodes,
                updates: outcome.stats.updates,
                micros,
                max_depth: outcome.stats.max_depth,
            },
        }
    }
}

/// How a repeated-cover search ended: with the minimum (and the count, if
/// asked), with the proof that nothing covers, or at its node limit (with
/// the best found by then, if any: at that size nothing smaller covers).
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum MinStatus {
    /// The minimum was found.
    Found,
    /// Nothing covers.
    None,
    /// The node limit came first.
    Stopped,
}

/// A repeated cover's fewest options (`minCover`).
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct MinCoverResult {
    status: MinStatus,
    /// The fewest options that cover, or null when none was found.
    minimum: Option<usize>,
    /// Proven: no fewer options cover (the depth limits searched in full).
    at_least: usize,
    /// 1-based options (matrix rows) of one optimal set, ascending.
    options: Vec<usize>,
    /// The same options as 0-based indices into `Tracer.matrix()`'s
    /// options, ascending.
    indices: Vec<usize>,
    /// With `count`: the optimal sets found (all of them unless stopped).
    count: Option<u64>,
    stats: MinCoverStats,
}

/// Counters of a repeated-cover search.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct MinCoverStats {
    /// Options tried, over every depth limit.
    nodes: u64,
    /// Nodes taken out of a list.
    updates: u64,
    /// Nodes cut off because depth + h was over the limit.
    pruned: u64,
    /// The first depth limit (the bound at the root) and the last.
    start: usize,
    limit: usize,
    micros: f64,
}

impl MinCoverResult {
    /// What the search of `problem` found, `counted` if it counted every
    /// optimal set, having taken `micros`.
    pub fn new(
        problem: &CoverProblem,
        outcome: &MinOutcome,
        counted: bool,
        micros: f64,
    ) -> MinCoverResult {
        let (options, indices) = problem.numbered(outcome.best.as_deref().unwrap_or_default());
        let s = &outcome.stats;
        MinCoverResult {
            status: match (&outcome.best, outcome.stop) {
                (_, Stop::NodeLimit) => MinStatus::Stopped,
                (Some(_), _) => MinStatus::Found,
                (None, _) => MinStatus::None,
            },
            minimum: outcome.best.as_ref().map(Vec::len),
            at_least: outcome.at_least,
            options,
            indices,
            count: counted.then_some(outcome.count),
            stats: MinCoverStats {
                nodes: s.nodes,
                updates: s.updates,
                pruned: s.pruned,
                start: s.start,
                limit: s.limit,
                micros,
            },
        }
    }
}

/// How far a count of a piece has got (`Counter.run`).
#[derive(Serialize)]
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "CountProgress")
)]
pub struct Progress {
    count: u64,
    nodes: u64,
    done: bool,
    /// Solutions found in this slice (kept up to `keep` in all), as option indices.
    solutions: Vec<Vec<usize>>,
}

impl Progress {
    /// Where `counter` is, `done` if its piece is counted; takes the
    /// solutions it kept since the last time.
    pub fn take(counter: &mut Counter, done: bool) -> Progress {
        let stats = counter.stats();
        Progress {
            count: stats.solutions,
            nodes: stats.nodes,
            done,
            solutions: counter.take_solutions(),
        }
    }
}
