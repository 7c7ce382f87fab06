//! `minCover`: repeated cover from JS ([`crate::dlx::repeat`]).

use super::{error, options, performance_now, to_js};
use crate::dlx::repeat::{self, Bound, MinOptions};
use crate::dlx::Stop;
use crate::formats;
use serde::{Deserialize, Serialize};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// Options of minCover().
#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct MinCoverOptions {
    /// Also count every optimal set (default false: stop at the first).
    #[tsify(optional)]
    pub count: Option<bool>,
    /// Stop after this many search nodes.
    #[tsify(optional)]
    pub node_limit: Option<u64>,
    /// Prune with OI-wiki's A* bound h (default true; false to compare).
    #[tsify(optional)]
    pub bound: Option<bool>,
}

/// How a repeated-cover search ended: with the minimum (and the count, if
/// asked), with the proof that nothing covers, or at its node limit (with
/// the best found by then, if any: at that size nothing smaller covers).
#[derive(Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub(super) enum MinStatus {
    Found,
    None,
    Stopped,
}

/// The result of minCover().
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(super) struct MinCoverResult {
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
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct MinCoverStats {
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

/// The fewest options that cover every primary item at least once
/// (repeated cover), in an `n m` matrix or Knuth's format.
#[wasm_bindgen(js_name = minCover, unchecked_return_type = "MinCoverResult")]
pub fn min_cover(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "MinCoverOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (MinCoverOptions, _) = self::options(options, &["count", "nodeLimit", "bound"])?;
    let problem = formats::read_problem(text, formats::Wanted::Repeated)
        .map_err(|e| error(lang, e))?
        .cover;
    let links = problem.links();
    let start = performance_now();
    let count = o.count.unwrap_or(false);
    let search = MinOptions {
        count,
        nodes: o.node_limit,
        bound: if o.bound.unwrap_or(true) {
            Bound::Greedy
        } else {
            Bound::Off
        },
        up_to: None,
    };
    let outcome = repeat::min_cover(&links, search, |_| {});
    let micros = (performance_now() - start) * 1000.0;
    let best = outcome.best.as_deref().unwrap_or_default();
    if outcome.best.is_some() {
        repeat::verify(&links, best).map_err(|e| JsError::new(&e.to_string()))?;
    }
    let (numbers, indices) = super::results::numbered(&problem, best);
    let s = outcome.stats;
    to_js(&MinCoverResult {
        status: match (&outcome.best, outcome.stop) {
            (_, Stop::NodeLimit) => MinStatus::Stopped,
            (Some(_), _) => MinStatus::Found,
            (None, _) => MinStatus::None,
        },
        minimum: outcome.best.as_ref().map(Vec::len),
        at_least: outcome.at_least,
        options: numbers,
        indices,
        count: count.then_some(outcome.count),
        stats: MinCoverStats {
            nodes: s.nodes,
            updates: s.updates,
            pruned: s.pruned,
            start: s.start,
            limit: s.limit,
            micros,
        },
    })
}
