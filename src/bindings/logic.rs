//! The teaching functions: `hint`, `explain`, `rate` and `generate`. Cells
//! are 0-based `[row, col]`, values 1-based, as in the CLI's JSON.

use super::{fail, options, puzzle, shape, to_js};
use crate::formats::sudoku::{print, Layout};
use crate::hint::{self, generate, text, Level, Verdict};
use crate::i18n::Lang;
use crate::msg;
use crate::sudoku::Shape;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct HintOptions {
    givens: Option<String>,
    #[serde(rename = "box")]
    box_shape: Option<[usize; 2]>,
    marks: Option<Vec<u32>>,
    depth: Option<u8>,
}

/// The next hint for the sudoku in `text` (givens and the user's entries),
/// on the player's pencil marks if given.
#[wasm_bindgen(unchecked_return_type = "HintResult")]
pub fn hint(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "HintOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (HintOptions, _) = self::options(options, &["givens", "box", "marks", "depth"])?;
    let shape = shape(o.box_shape, lang)?;
    let grid = puzzle(text, shape, lang)?.grid;
    let givens = o
        .givens
        .map(|g| puzzle(&g, shape, lang))
        .transpose()?
        .map(|p| p.grid);
    if givens.as_ref().is_some_and(|g| g.shape() != grid.shape()) {
        return Err(fail(lang, msg!("hint-givens-size")));
    }
    let cells = grid.shape().cells();
    if let Some(marks) = &o.marks {
        if marks.len() != cells {
            return Err(fail(
                lang,
                msg!("hint-bad-marks", found = marks.len(), cells = cells),
            ));
        }
    }
    let depth = o.depth.unwrap_or(hint::FULL);
    if !(1..=hint::FULL).contains(&depth) {
        return Err(fail(lang, msg!("hint-bad-depth")));
    }
    to_js(&hint::hint(
        &grid,
        givens.as_ref(),
        o.marks.as_deref(),
        depth,
        lang,
    ))
}

#[derive(Deserialize, Default)]
struct BoxOptions {
    #[serde(rename = "box")]
    box_shape: Option<[usize; 2]>,
}

#[derive(Serialize)]
struct ExplainStep {
    technique: &'static str,
    level: Level,
    placements: Vec<(usize, usize, u8)>,
    eliminations: Vec<(usize, usize, u8)>,
    text: String,
    matrix: String,
}

#[derive(Serialize)]
struct ExplainResult {
    result: Verdict,
    steps: Vec<ExplainStep>,
    hardest: Option<&'static str>,
    level: Option<Level>,
}

/// The logical solve path of the sudoku in `text`.
#[wasm_bindgen(unchecked_return_type = "ExplainResult")]
pub fn explain(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string; box?: [number, number] }")]
    options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (BoxOptions, Lang) = self::options(options, &["box"])?;
    let grid = puzzle(text, shape(o.box_shape, lang)?, lang)?.grid;
    let s = grid.shape();
    let path = hint::explain(&grid);
    let steps = path
        .steps
        .iter()
        .map(|step| {
            let texts = text::render(step, s);
            ExplainStep {
                technique: step.technique.name(),
                level: step.technique.level(),
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
        hardest: path.hardest().map(|t| t.name()),
        level: path.level(),
    })
}

#[derive(Serialize)]
struct RateResult {
    level: Option<Level>,
    hardest: Option<&'static str>,
    nodes: u64,
    steps: usize,
    result: Verdict,
}

/// The difficulty of the sudoku in `text`: its level, hardest technique and
/// DLX's search nodes.
#[wasm_bindgen(unchecked_return_type = "RateResult")]
pub fn rate(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string; box?: [number, number] }")]
    options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (BoxOptions, Lang) = self::options(options, &["box"])?;
    let grid = super::puzzle_and_clash(text, shape(o.box_shape, lang)?, lang)?
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
    })
}

#[derive(Deserialize, Default)]
struct GenerateOptions {
    size: Option<usize>,
    level: Option<String>,
    seed: Option<u64>,
    symmetric: Option<bool>,
}

#[derive(Serialize)]
struct GenerateResult {
    puzzle: String,
    grid: Vec<u8>,
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    level: Level,
    seed: u64,
    attempts: u32,
}

/// A puzzle with one solution at a level; the same options give the same
/// puzzle here and in the CLI.
#[wasm_bindgen(unchecked_return_type = "GenerateResult")]
pub fn generate(
    #[wasm_bindgen(unchecked_optional_param_type = "GenerateOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (GenerateOptions, _) =
        self::options(options, &["size", "level", "seed", "symmetric"])?;
    let size = o.size.unwrap_or(9);
    let shape =
        Shape::for_side(size).ok_or_else(|| fail(lang, msg!("generate-bad-size", size = size)))?;
    let level =
        Level::from_name(o.level.as_deref().unwrap_or("easy")).map_err(|e| fail(lang, e.msg()))?;
    let seed = o.seed.unwrap_or(0);
    let request = generate::Request {
        shape,
        level,
        seed,
        symmetric: o.symmetric.unwrap_or(false),
    };
    let made = generate::generate(request).map_err(|m| fail(lang, m))?;
    to_js(&GenerateResult {
        puzzle: print(&made.grid, Layout::Line).trim_end().to_string(),
        grid: made.grid.cells().to_vec(),
        size,
        box_shape: [shape.box_rows, shape.box_cols],
        level,
        seed,
        attempts: made.attempts,
    })
}
