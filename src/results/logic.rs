//! The answers of the teaching calls: a solve path (`explain`), a rating
//! (`rate`), a generated puzzle (`generate`), Check (`check`) and a hint
//! applied (`applyHint`). Cells are 0-based `[row, col]`, values 1-based,
//! as in the CLI's JSON. (A hint is [`crate::hint::Hint`]'s rendering.)

use super::SolveStatus;
use crate::formats::jigsaw;
use crate::formats::sudoku::Layout;
use crate::hint::check::{Checked, Uniqueness};
use crate::hint::generate::Generated;
use crate::hint::{self, text, CellValue, Difficulty, Path, Rating, Technique, Verdict};
use crate::i18n::Lang;
use crate::sudoku::{Grid, Shape};
use serde::Serialize;

/// One step of a solve path.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ExplainStep {
    technique: Technique,
    level: Difficulty,
    /// The step's estimate on Sukaku Explainer's scale.
    se: f64,
    placements: Vec<CellValue>,
    eliminations: Vec<CellValue>,
    text: String,
    matrix: String,
}

/// A puzzle's logical solve path.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct ExplainResult {
    result: Verdict,
    steps: Vec<ExplainStep>,
    hardest: Option<Technique>,
    level: Option<Difficulty>,
    /// The estimate of its Sukaku Explainer rating; null when invalid.
    se: Option<f64>,
}

impl ExplainResult {
    /// `path`, of a grid of `shape`, in `lang`.
    pub fn new(path: &Path, shape: Shape, lang: Lang) -> ExplainResult {
        let steps = path
            .steps
            .iter()
            .map(|step| {
                let texts = text::render(step, shape);
                ExplainStep {
                    technique: step.technique,
                    level: step.technique.level(),
                    se: hint::rating::step(step),
                    placements: hint::at_cells(shape, &step.placements),
                    eliminations: hint::at_cells(shape, &step.eliminations),
                    text: texts.step.render(lang),
                    matrix: texts.matrix.render(lang),
                }
            })
            .collect();
        ExplainResult {
            result: path.verdict,
            steps,
            hardest: path.hardest(),
            level: path.level(),
            se: path.se(),
        }
    }
}

/// A puzzle's difficulty.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct RateResult {
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

impl From<&Rating> for RateResult {
    fn from(r: &Rating) -> RateResult {
        RateResult {
            level: r.level,
            hardest: r.hardest_name(),
            nodes: r.nodes,
            steps: r.steps,
            result: r.verdict,
            se: r.se,
            score: r.score,
        }
    }
}

/// A generated puzzle.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct GenerateResult {
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

impl GenerateResult {
    /// `made`, asked for at `level` from `seed`.
    pub fn new(made: &Generated, level: Difficulty, seed: u64) -> GenerateResult {
        let shape = made.grid.shape();
        GenerateResult {
            puzzle: jigsaw::print(&made.grid, Layout::Line)
                .trim_end()
                .to_string(),
            grid: made.grid.cells().to_vec(),
            size: shape.n,
            box_shape: [shape.box_rows, shape.box_cols],
            level,
            seed,
            attempts: made.attempts,
        }
    }
}

/// What Check found.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CheckResult {
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

impl CheckResult {
    /// `checked`, its words in `lang`.
    pub fn new(checked: Checked, lang: Lang) -> CheckResult {
        let text = checked.msg().render(lang);
        match checked {
            Checked::NotUnique(why) => CheckResult {
                status: match why {
                    Uniqueness::None => SolveStatus::None,
                    Uniqueness::Several => SolveStatus::Multiple,
                    Uniqueness::Stopped => SolveStatus::Stopped,
                },
                wrong: Vec::new(),
                wrong_entries: 0,
                wrong_marks: 0,
                entered: 0,
                marked: 0,
                text,
            },
            Checked::Against {
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
        }
    }
}

/// A grid and its pencil marks after `applyHint`.
#[derive(Serialize)]
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "AppliedHint")
)]
pub struct Applied {
    /// The grid's values after the hint, givens included, row-major.
    values: Vec<u8>,
    /// The pencil marks after it.
    marks: Vec<u32>,
}

impl Applied {
    /// `values` and `marks` after a hint.
    pub fn new(values: &Grid, marks: Vec<u32>) -> Applied {
        Applied {
            values: values.cells().to_vec(),
            marks,
        }
    }
}
