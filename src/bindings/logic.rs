//! The teaching functions: `hint`, `explain`, `rate`, `generate`, `check`
//! and `applyHint`. Cells are 0-based `[row, col]`, values 1-based, as in
//! the CLI's JSON; the results are [`crate::results::logic`]'s.

use super::options::EnginesOptions;
use super::{fail, options, puzzle, reading, to_js};
use crate::hint::{self, generate, CellValue, Difficulty};
use crate::i18n::Lang;
use crate::msg;
use crate::results::logic::{Applied, CheckResult, ExplainResult, GenerateResult, RateResult};
use crate::sudoku::Shape;
use serde::Deserialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
struct HintOptions {
    /// The sudoku variant: "plain" (the default), "jigsaw" (the text gives
    /// each puzzle's region map after its givens), "x" or "windoku".
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    variant: Option<String>,
    /// The original puzzle, so that entries that are not givens can be named as wrong.
    #[tsify(optional)]
    givens: Option<String>,
    #[serde(rename = "box")]
    #[tsify(optional)]
    box_shape: Option<[usize; 2]>,
    /// The player's pencil marks: a bit mask per cell (bit v-1 for value v), row-major; 0 = no marks.
    #[tsify(optional)]
    marks: Option<Vec<u32>>,
    /// How much to tell in `explanation`: 1 a nudge, 2 the technique, 3 (default) the full step.
    #[tsify(optional)]
    depth: Option<u8>,
}

/// The next hint for the sudoku in `text` (givens and the user's entries),
/// on the player's pencil marks if given.
#[wasm_bindgen(unchecked_return_type = "HintResult")]
pub fn hint(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "HintOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (HintOptions, _) =
        self::options(options, &["givens", "box", "variant", "marks", "depth"])?;
    let shape = reading(o.box_shape, o.variant.as_deref(), lang)?;
    let grid = puzzle(text, shape, lang)?.grid;
    let givens = o
        .givens
        .map(|g| puzzle(&g, shape, lang))
        .transpose()?
        .map(|p| p.grid);
    let depth = o.depth.unwrap_or(hint::FULL);
    let h = hint::checked(&grid, givens.as_ref(), o.marks.as_deref(), depth)
        .map_err(|e| fail(lang, e.msg()))?;
    to_js(&h.render(lang))
}

/// The logical solve path of the sudoku in `text`.
#[wasm_bindgen(unchecked_return_type = "ExplainResult")]
pub fn explain(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "EnginesOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (EnginesOptions, Lang) = self::options(options, &["box", "variant"])?;
    let reading = reading(o.box_shape, o.variant.as_deref(), lang)?;
    let grid = puzzle(text, reading, lang)?.grid;
    to_js(&ExplainResult::new(
        &hint::explain(&grid),
        grid.shape(),
        lang,
    ))
}

/// The difficulty of the sudoku in `text`: its level, hardest technique and
/// DLX's search nodes.
#[wasm_bindgen(unchecked_return_type = "RateResult")]
pub fn rate(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "EnginesOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (EnginesOptions, Lang) = self::options(options, &["box", "variant"])?;
    let reading = reading(o.box_shape, o.variant.as_deref(), lang)?;
    let grid = super::read(text, reading, lang)?.grid;
    to_js(&RateResult::from(&hint::rate(&grid)))
}

#[derive(Deserialize, Default, Tsify)]
struct GenerateOptions {
    /// 4, 6, 9, 16, … (default 9).
    #[tsify(optional)]
    size: Option<usize>,
    // A name, read by Difficulty::from_name, so that a bad one gets the
    // library's Unknown error (in the call's language), not serde's.
    #[tsify(optional, type = "Difficulty")]
    level: Option<String>,
    /// Any whole number from 0 to 2^53 (default 0).
    #[tsify(optional)]
    seed: Option<u64>,
    #[tsify(optional)]
    symmetric: Option<bool>,
    /// The variant; a jigsaw gets random regions from the seed.
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    variant: Option<String>,
}

/// A puzzle with one solution at a level; the same options give the same
/// puzzle here and in the CLI.
#[wasm_bindgen(unchecked_return_type = "GenerateResult")]
pub fn generate(
    #[wasm_bindgen(unchecked_optional_param_type = "GenerateOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (GenerateOptions, _) =
        self::options(options, &["size", "level", "seed", "symmetric", "variant"])?;
    let size = o.size.unwrap_or(9);
    let shape =
        Shape::for_side(size).ok_or_else(|| fail(lang, msg!("generate-bad-size", size = size)))?;
    let level = Difficulty::from_name(o.level.as_deref().unwrap_or("easy"))
        .map_err(|e| fail(lang, e.msg()))?;
    let seed = o.seed.unwrap_or(0);
    let request = generate::Request {
        shape,
        level,
        seed,
        symmetric: o.symmetric.unwrap_or(false),
        variant: reading(None, o.variant.as_deref(), lang)?.1,
    };
    let made = generate::generate(request).map_err(|m| fail(lang, m))?;
    to_js(&GenerateResult::new(&made, level, seed))
}

/// The options of `check` and `applyHint`.
#[derive(Deserialize, Default, Tsify)]
struct CheckOptions {
    /// The sudoku variant: "plain" (the default), "jigsaw" (the text gives
    /// each puzzle's region map after its givens), "x" or "windoku".
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    variant: Option<String>,
    /// The puzzle's givens as text; by default the grid's own values.
    #[tsify(optional)]
    givens: Option<String>,
    #[serde(rename = "box")]
    #[tsify(optional)]
    box_shape: Option<[usize; 2]>,
    /// The player's pencil marks: a bit mask per cell (bit v−1 for v).
    #[tsify(optional)]
    marks: Option<Vec<u32>>,
    /// For applyHint: the hint's placements, [row, col, value].
    #[tsify(optional)]
    placements: Option<Vec<CellValue>>,
    /// For applyHint: the hint's eliminations, [row, col, value].
    #[tsify(optional)]
    eliminations: Option<Vec<CellValue>>,
    /// For applyHint: the hint's clears, [row, col].
    #[tsify(optional)]
    clears: Option<Vec<(usize, usize)>>,
    /// For applyHint: the hint's restores, [row, col, value].
    #[tsify(optional)]
    restores: Option<Vec<CellValue>>,
}

/// The givens (the `givens` option, else `text`'s), the player's grid and
/// marks, checked for size.
fn game(
    text: &str,
    o: &CheckOptions,
    lang: Lang,
) -> Result<(crate::sudoku::Grid, crate::sudoku::Grid, Vec<u32>), JsError> {
    let shape = reading(o.box_shape, o.variant.as_deref(), lang)?;
    let values = super::read(text, shape, lang)?.grid;
    let givens = match &o.givens {
        Some(g) => Some(super::read(g, shape, lang)?.grid),
        None => None,
    };
    hint::check::game(values, givens, o.marks.clone()).map_err(|e| fail(lang, e.msg()))
}

/// Checks the player's entries (the values of `text` that are not
/// `givens`) and pencil `marks` against the puzzle's one solution.
#[wasm_bindgen(unchecked_return_type = "CheckResult")]
pub fn check(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (CheckOptions, _) =
        self::options(options, &["givens", "box", "variant", "marks"])?;
    let (givens, values, marks) = game(text, &o, lang)?;
    let checked = hint::check::check(&givens, &values, &marks);
    to_js(&CheckResult::new(checked, lang))
}

/// A hint's `placements`, `eliminations` and `restores` ([row, col, value])
/// and `clears` ([row, col]), as `hint` gives them, applied to the player's
/// grid (`text`) and `marks`: a cell without marks gets its candidates
/// first, so that a removal shows.
#[wasm_bindgen(js_name = applyHint, unchecked_return_type = "AppliedHint")]
pub fn apply_hint(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "CheckOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (CheckOptions, _) = self::options(
        options,
        &[
            "box",
            "variant",
            "marks",
            "placements",
            "eliminations",
            "clears",
            "restores",
        ],
    )?;
    let (_, values, marks) = game(text, &o, lang)?;
    let change = hint::check::Change::from_rows(
        values.shape().n,
        o.placements.as_deref().unwrap_or_default(),
        o.eliminations.as_deref().unwrap_or_default(),
        o.clears.as_deref().unwrap_or_default(),
        o.restores.as_deref().unwrap_or_default(),
    )
    .map_err(|e| fail(lang, e.msg()))?;
    let (after, marks) = hint::check::apply(&values, &marks, &change);
    to_js(&Applied::new(&after, marks))
}
