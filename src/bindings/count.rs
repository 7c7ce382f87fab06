//! Counting every solution of any puzzle (sudoku or exact cover), in
//! pieces: `splitSearch` cuts the search at its first levels, each
//! `Counter` counts one piece a slice at a time (in a Web Worker, which
//! reports progress between slices and is terminated to cancel), and
//! `estimateSearch` gives Knuth's random-path estimate of the tree's size
//! for the progress bar. Option indices are those of the `Tracer`'s matrix.

use super::{error, fail, options, reading, to_js};
use crate::dlx::ItemRule;
use crate::dlx::{estimate, split};
use crate::i18n::Lang;
use crate::results::cover::Progress;
use crate::trace::{Meant, Opened, Trace};
use serde::Deserialize;
use wasm_bindgen::prelude::*;

#[derive(Deserialize, Default)]
struct CountOptions {
    #[serde(rename = "box")]
    box_shape: Option<[usize; 2]>,
    variant: Option<String>,
    /// The Tracer's `kind`: "auto", "cover" (meant as exact cover) or
    /// "repeat" (which counting refuses).
    kind: Option<String>,
    depth: Option<usize>,
    prefix: Option<Vec<usize>>,
    probes: Option<u32>,
    seed: Option<u64>,
    keep: Option<usize>,
}

/// The search of the puzzle in `text`, in its starting state.
fn trace(text: &str, o: &CountOptions, lang: Lang) -> Result<Trace, JsError> {
    let (shape, kind) = reading(o.box_shape, o.variant.as_deref(), lang)?;
    let meant = Meant::from_name(o.kind.as_deref().unwrap_or("auto"));
    let meant = meant.map_err(|e| fail(lang, e.msg()))?;
    crate::trace::open(text, shape, kind, ItemRule::Smallest, meant)
        .and_then(Opened::exact)
        .map_err(|e| error(lang, e))
}

/// The option prefixes of the first `depth` (default 2, at most 3) levels:
/// independent pieces whose counts add up to the whole.
#[wasm_bindgen(js_name = splitSearch, unchecked_return_type = "number[][]")]
pub fn split_search(
    text: &str,
    #[wasm_bindgen(
        unchecked_optional_param_type = "{ lang?: string; box?: [number, number]; depth?: number }"
    )]
    options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (CountOptions, _) =
        self::options(options, &["box", "variant", "kind", "depth"])?;
    let depth = o.depth.unwrap_or(split::SPLIT_DEPTH).min(3);
    to_js(&split::split(trace(text, &o, lang)?.search.links(), depth))
}

/// Knuth's estimate of the number of search nodes below `prefix`.
#[wasm_bindgen(js_name = estimateSearch)]
pub fn estimate_search(
    text: &str,
    #[wasm_bindgen(
        unchecked_optional_param_type = "{ lang?: string; box?: [number, number]; prefix?: number[]; probes?: number; seed?: number }"
    )]
    options: Option<JsValue>,
) -> Result<f64, JsError> {
    let (o, lang): (CountOptions, _) = self::options(
        options,
        &["box", "variant", "kind", "prefix", "probes", "seed"],
    )?;
    let below = trace(text, &o, lang)?.below(o.prefix.as_deref().unwrap_or(&[]));
    Ok(estimate::tree_size(
        below.map_err(|e| fail(lang, e.msg()))?.links(),
        o.probes.unwrap_or(200).min(100_000),
        o.seed.unwrap_or(1),
    ))
}

/// The puzzle in `text` as exact cover in Knuth's format: a sudoku as its
/// reduced matrix (the givens' items and the options they rule out gone),
/// which has the same solutions.
#[wasm_bindgen(js_name = exportKnuth)]
pub fn export_knuth(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string; box?: [number, number] }")]
    options: Option<JsValue>,
) -> Result<String, JsError> {
    let (o, lang): (CountOptions, _) = self::options(options, &["box", "variant", "kind"])?;
    Ok(trace(text, &o, lang)?.to_knuth())
}

/// A count of the solutions that extend a prefix, a slice at a time.
#[wasm_bindgen]
pub struct Counter {
    counter: split::Counter,
    done: bool,
    lang: Lang,
}

#[wasm_bindgen]
impl Counter {
    /// A count over the puzzle in `text` of the solutions that extend
    /// `prefix` (default none), keeping the first `keep` (default 0).
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(
            unchecked_optional_param_type = "{ lang?: string; box?: [number, number]; prefix?: number[]; keep?: number }"
        )]
        options: Option<JsValue>,
    ) -> Result<Counter, JsError> {
        let (o, lang): (CountOptions, _) =
            self::options(options, &["box", "variant", "kind", "prefix", "keep"])?;
        let prefix = o.prefix.as_deref().unwrap_or(&[]);
        let counter = trace(text, &o, lang)?.counter(prefix, o.keep.unwrap_or(0));
        let counter = counter.map_err(|e| fail(lang, e.msg()))?;
        Ok(Counter {
            counter,
            done: false,
            lang,
        })
    }

    /// Starts over on another piece of the same puzzle (`prefix`, default
    /// none), keeping `keep` (default 0) solutions: a new Counter without
    /// reading the text again.
    pub fn restart(
        &mut self,
        #[wasm_bindgen(
            unchecked_optional_param_type = "{ lang?: string; prefix?: number[]; keep?: number }"
        )]
        options: Option<JsValue>,
    ) -> Result<(), JsError> {
        let (o, _): (CountOptions, Lang) = self::options(options, &["prefix", "keep"])?;
        let prefix = o.prefix.as_deref().unwrap_or(&[]);
        let lang = self.lang;
        self.counter
            .restart(prefix, o.keep.unwrap_or(0))
            .map_err(|e| fail(lang, e.msg()))?;
        self.done = false;
        Ok(())
    }

    /// Runs about `nodes` more search nodes: `{ count, nodes, done, solutions }`.
    #[wasm_bindgen(unchecked_return_type = "CountProgress")]
    pub fn run(&mut self, nodes: f64) -> Result<JsValue, JsError> {
        if !self.done {
            self.done = self.counter.run(nodes.max(1.0) as u64);
        }
        to_js(&Progress::take(&mut self.counter, self.done))
    }
}
