//! A sudoku read, solved, and the engines that solve it.

use super::{SolveStatus, Stats};
use crate::engines::{Engine, Solved};
use crate::formats::sudoku::{print, Layout, Puzzle};
use crate::i18n::Lang;
use serde::Serialize;

/// How a sudoku's text was laid out: on one line, or as a block of rows.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum GridLayout {
    /// One line of n² symbols.
    Line,
    /// n rows.
    Block,
}

/// A sudoku read but not solved (`parse`).
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct ParseResult {
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    /// The givens, row-major; 0 = blank.
    grid: Vec<u8>,
    layout: GridLayout,
    /// The first clash ("row 1 has two 5s: r1c1 and r1c4"), or null.
    clash: Option<String>,
    /// The variant's name ("plain", "jigsaw", "x", "windoku").
    variant: &'static str,
    /// Each cell's box (a jigsaw's region), 0-based, row-major: what the
    /// grid's thick lines follow.
    regions: Vec<u8>,
}

impl ParseResult {
    /// `puzzle` as read, with its first clash in words, if any.
    pub fn new(puzzle: &Puzzle, clash: Option<String>) -> ParseResult {
        let shape = puzzle.grid.shape();
        ParseResult {
            size: shape.n,
            box_shape: [shape.box_rows, shape.box_cols],
            grid: puzzle.grid.cells().to_vec(),
            layout: match puzzle.layout {
                Layout::Line => GridLayout::Line,
                Layout::Block { .. } => GridLayout::Block,
            },
            clash,
            variant: puzzle.grid.variant().name(),
            regions: puzzle.grid.regions(),
        }
    }
}

/// An engine as the page's menus show it (`engines`).
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct EngineInfo {
    /// The `solver` option's value.
    name: &'static str,
    label: String,
    summary: String,
    /// The grids it solves, in words: "9×9 (boxes 3×3)", "every size".
    shapes: String,
    /// Fast on hard 9×9 and 16×16; the others can take minutes there.
    fast: bool,
    /// The engine solve uses when no solver is named (the fastest for a
    /// plain 9×9, or for the puzzle `engines` was asked about).
    default: bool,
}

impl EngineInfo {
    /// Engine `e` in `lang`; `default` if it is the one used unasked.
    pub fn new(e: &Engine, lang: Lang, default: bool) -> EngineInfo {
        EngineInfo {
            name: e.name,
            label: e.label().render(lang),
            summary: e.summary().render(lang),
            shapes: e.shapes.msg().render(lang),
            fast: e.fast,
            default,
        }
    }
}

/// A sudoku solved (`solve`), or a player's game solved from its givens.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct SolveResult {
    status: SolveStatus,
    /// Side n of the n×n grid.
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    /// The solution in the input's layout (a line stays a line), or null.
    solution: Option<String>,
    /// The solution's values, row-major, or the givens when there is none; 0 = blank.
    grid: Vec<u8>,
    /// The givens, row-major; 0 = blank.
    givens: Vec<u8>,
    /// With the `givens` option, the player's entries (row-major cells)
    /// that disagree with the solution; else empty.
    wrong: Vec<usize>,
    stats: Stats,
}

impl SolveResult {
    /// What solving `puzzle` gave, the search having taken `micros`.
    pub fn new(puzzle: &Puzzle, solved: Solved, micros: f64) -> SolveResult {
        let Solved { report, wrong } = solved;
        let shape = puzzle.grid.shape();
        SolveResult {
            status: SolveStatus::of(report.count, report.stopped),
            size: shape.n,
            box_shape: [shape.box_rows, shape.box_cols],
            solution: report
                .solution
                .as_ref()
                .map(|s| print(s, puzzle.layout).trim_end().to_string()),
            grid: report
                .solution
                .as_ref()
                .unwrap_or(&puzzle.grid)
                .cells()
                .to_vec(),
            givens: puzzle.grid.cells().to_vec(),
            wrong,
            stats: Stats {
                nodes: report.nodes,
                updates: report.updates,
                micros,
                max_depth: report.max_depth,
            },
        }
    }
}
