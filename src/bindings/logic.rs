//! The teaching functions: `hint`, `explain`, `rate` and `generate`. Cells
//! are 0-based `[row, col]`, values 1-based, as in the CLI's JSON.

use super::results::SolveStatus;
use super::{fail, options, puzzle, reading, to_js};
use crate::formats::sudoku::Layout;
use crate::hint::{self, generate, text, CellValue, Difficulty, Technique, Verdict};
use crate::i18n::Lang;
use crate::msg;
use crate::sudoku::Shape;
use serde::{Deserialize, Serialize};
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

#[derive(Deserialize, Default)]
struct BoxOptions {
    #[serde(rename = "box")]
    box_shape: Option<[usize; 2]>,
    variant: Option<String>,
}

#[derive(Serialize, Tsify)]
struct ExplainStep {
    technique: Technique,
    level: Difficulty,
    /// The step's estimate on Sukaku Explainer's scale.
    se: f64,
    placements: Vec<CellValue>,
    eliminations: Vec<CellValue>,
    text: String,
    matrix: String,
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
struct ExplainResult {
    result: Verdict,
    steps: Vec<ExplainStep>,
    hardest: Option<Technique>,
    level: Option<Difficulty>,
    /// The estimate of its Sukaku Explainer rating; null when invalid.
    se: Option<f64>,
}

/// The logical solve path of the sudoku in `text`.
#[wasm_bindgen(unchecked_return_type = "ExplainResult")]
pub fn explain(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string; box?: [number, number] }")]
    options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (BoxOptions, Lang) = self::options(options, &["box", "variant"])?;
    let grid = puzzle(
        text,
        reading(o.box_shape, o.variant.as_deref(), lang)?,
        lang,
    )?
    .grid;
    let s = grid.shape();
    let path = hint::explain(&grid);
    let steps = path
        .steps
        .iter()
        .map(|step| {
            let texts = text::render(step, s);
            ExplainStep {
                technique: step.technique,
                level: step.technique.level(),
                se: hint::rating::step(step),
                placements: hint::at_cells(s, &step.placements),
                eliminations: hint::at_cells(s, &step.eliminations),
                text: texts.step.render(lang),
                matrix: texts.matrix.render(lang),
            }
        })
        .collect();
    to_js(&ExplainResult {
        result: path.verdict,
        steps,
        hardest: path.hardest(),
        level: path.level(),
        se: path.se(),
    })
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
struct RateResult {
    /// null when the puzzle is invalid (no solution, several, or clashing givens).
    level: Option<Difficulty>,
    /// The hardest technique used; "search" when logic gets stuck.
    // A name, not a Technique: "search" is none of them.
    hardest: Option<&'static str>,
    /// DLX search nodes (smallest item first) to solve it and prove it unique.
    nodes: u64,
    steps: usize,
    result: Verdict,
    /// The estimate of its Sukaku Explainer rating (the hardest step's, as
    /// SE rates); null when invalid.
    se: Option<f64>,
    /// The sum of its steps' estimates: the work of the whole solve.
    score: f64,
}

/// The difficulty of the sudoku in `text`: its level, hardest technique and
/// DLX's search nodes.
#[wasm_bindgen(unchecked_return_type = "RateResult")]
pub fn rate(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string; box?: [number, number] }")]
    options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (BoxOptions, Lang) = self::options(options, &["box", "variant"])?;
    let grid = super::puzzle_and_clash(
        text,
        reading(o.box_shape, o.variant.as_deref(), lang)?,
        lang,
    )?
    .0
    .grid;
    let r = hint::rate(&grid);
    let hardest = r.hardest_name();
    to_js(&RateResult {
        level: r.level,
        hardest,
        nodes: r.nodes,
        steps: r.steps,
        result: r.verdict,
        se: r.se,
        score: r.score,
    })
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

#[derive(Serialize, Tsify)]
struct GenerateResult {
    /// The puzzle in the one-line format.
    puzzle: String,
    /// Its values, row-major, 0 = blank.
    grid: Vec<u8>,
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    level: Difficulty,
    seed: u64,
    /// Full grids tried before one had the level.
    attempts: u32,
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
    to_js(&GenerateResult {
        puzzle: crate::formats::jigsaw::print(&made.grid, Layout::Line)
            .trim_end()
            .to_string(),
        grid: made.grid.cells().to_vec(),
        size,
        box_shape: [shape.box_rows, shape.box_cols],
        level,
        seed,
        attempts: made.attempts,
    })
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

#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
struct CheckResult {
    status: SolveStatus,
    /// Every cell Check marks (row-major indices): wrong entries, then wrong pencil marks.
    wrong: Vec<usize>,
    wrong_entries: usize,
    wrong_marks: usize,
    entered: usize,
    marked: usize,
    /// What Check says, in words.
    text: String,
}

/// The givens (the `givens` option, else `text`'s), the player's grid and
/// marks, checked for size.
fn game(
    text: &str,
    o: &CheckOptions,
    lang: Lang,
) -> Result<(crate::sudoku::Grid, crate::sudoku::Grid, Vec<u32>), JsError> {
    let shape = reading(o.box_shape, o.variant.as_deref(), lang)?;
    let values = super::puzzle_and_clash(text, shape, lang)?.0.grid;
    let givens = match &o.givens {
        Some(g) => Some(super::puzzle_and_clash(g, shape, lang)?.0.grid),
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
    let text = checked.msg().render(lang);
    let result = match checked {
        hint::check::Checked::NotUnique(why) => CheckResult {
            status: match why {
                hint::check::Uniqueness::None => SolveStatus::None,
                hint::check::Uniqueness::Several => SolveStatus::Multiple,
                hint::check::Uniqueness::Stopped => SolveStatus::Stopped,
            },
            wrong: Vec::new(),
            wrong_entries: 0,
            wrong_marks: 0,
            entered: 0,
            marked: 0,
            text,
        },
        hint::check::Checked::Against {
            entered,
            marked,
            wrong_entries,
            wrong_marks,
            ..
        } => CheckResult {
            status: SolveStatus::Unique,
            wrong_entries: wrong_entries.len(),
            wrong_marks: wrong_marks.len(),
            entered: entered.len(),
            marked: marked.len(),
            wrong: wrong_entries.into_iter().chain(wrong_marks).collect(),
            text,
        },
    };
    to_js(&result)
}

/// A grid and its pencil marks after `applyHint`.
#[derive(Serialize, Tsify)]
#[tsify(rename = "AppliedHint")]
struct Applied {
    /// The grid's values after the hint, givens included, row-major.
    values: Vec<u8>,
    /// The pencil marks after it.
    marks: Vec<u32>,
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
    to_js(&Applied {
        values: after.cells().to_vec(),
        marks,
    })
}

// `Difficulty` was `Level` until the library gave each idea one word: the
// old name stays, for TypeScript code that names it.
#[wasm_bindgen(typescript_custom_section)]
const LEVEL: &str = r#"
/** The old name of `Difficulty`. */
export type Level = Difficulty;
"#;
