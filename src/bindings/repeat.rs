//! `minCover`: repeated cover from JS ([`crate::dlx::repeat`]).

use super::{error, options, performance_now, to_js};
use crate::dlx::repeat::{Bound, MinOptions};
use crate::formats;
use crate::results::cover::MinCoverResult;
use serde::Deserialize;
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

/// The fewest options that cover every primary item at least once
/// (repeated cover), in an `n m` matrix or Knuth's format.
#[wasm_bindgen(js_name = minCover, unchecked_return_type = "MinCoverResult")]
pub fn min_cover(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "MinCoverOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (MinCoverOptions, _) = self::options(options, &["count", "nodeLimit", "bound"])?;
    let problem =
        formats::read_problem(text, formats::Wanted::Repeated).map_err(|e| error(lang, e))?;
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
    let start = performance_now();
    let outcome = problem
        .min_cover(search, |_| {})
        .map_err(|e| error(lang, e))?;
    let micros = (performance_now() - start) * 1000.0;
    to_js(&MinCoverResult::new(
        &problem.cover,
        &outcome,
        count,
        micros,
    ))
}
