//! The plain option and result objects of the JS API. Their TypeScript
//! types are derived from them (`Tsify`), doc comments and all, into the
//! .d.ts that wasm-bindgen writes: a field's doc is what a TypeScript user
//! reads. Results are `missing_as_null`, as `to_js` serialises them; every
//! option is optional (`?`). Their `lang` is declared in mod.rs.

use crate::binary::{self, Answer, BinaryGrid};
use crate::dlx::{Outcome, Stop};
use crate::engines::{Engine, Solved};
use crate::formats::sudoku::{Layout, Puzzle};
use crate::formats::{self, cover::CoverProblem};
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use tsify::Tsify;

/// Options of engines(): the puzzle to list the engines of.
#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct EnginesOptions {
    /// Box shape [rows, columns] of the puzzle.
    #[serde(rename = "box")]
    #[tsify(optional)]
    pub box_shape: Option<[usize; 2]>,
    /// Its variant, as in solve().
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    pub variant: Option<String>,
}

/// Options of solve().
#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct SolveOptions {
    /// The sudoku variant: "plain" (the default), "jigsaw" (the text gives
    /// each puzzle's region map after its givens), "x" or "windoku".
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    pub variant: Option<String>,
    /// The engine; the default is the fastest.
    // The names of engines::ENGINES, which is a table, not a type: a test
    // (tests/js/api.test.mjs) checks this list against engines().
    #[tsify(
        optional,
        type = r#""bands" | "bands16" | "bitboard" | "bitmask" | "dlx" | "dlx-first" | "naive""#
    )]
    pub solver: Option<String>,
    /// Give up after this many search nodes (status "stopped").
    #[tsify(optional)]
    pub node_limit: Option<u64>,
    /// Box shape [rows, columns], overriding the one inferred from the size.
    #[serde(rename = "box")]
    #[tsify(optional)]
    pub box_shape: Option<[usize; 2]>,
    /// The puzzle's givens, when the text is a player's grid: the givens are
    /// solved (with the entries only if they have several solutions), and
    /// `wrong` names the entries that disagree.
    #[tsify(optional)]
    pub givens: Option<String>,
}

#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct ParseOptions {
    /// The sudoku variant: "plain", "jigsaw" (the text gives each puzzle's
    /// region map after its givens), "x" or "windoku"; by default, "plain",
    /// or "jigsaw" for a text that starts with a jigsaw's line.
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    pub variant: Option<String>,
    #[serde(rename = "box")]
    #[tsify(optional)]
    pub box_shape: Option<[usize; 2]>,
    /// Return a grid whose givens clash instead of throwing; `clash` names the first.
    #[serde(default)]
    pub allow_clashes: bool,
    /// For gridInfo on a jigsaw: each cell's region, 0-based, row-major.
    #[tsify(optional)]
    pub regions: Option<Vec<u8>>,
}

#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct CoverOptions {
    /// Count solutions up to this many (default 2).
    #[tsify(optional)]
    pub limit: Option<u64>,
    #[tsify(optional)]
    pub node_limit: Option<u64>,
}

#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct TracerOptions {
    /// The sudoku variant: "plain" (the default), "jigsaw" (the text gives
    /// each puzzle's region map after its givens), "x" or "windoku".
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    pub variant: Option<String>,
    // ItemRule::NAMES; a test (tests/js/api.test.mjs) checks this list
    // against constants().rules.
    #[tsify(optional, type = r#""smallest" | "first" | "random""#)]
    pub rule: Option<String>,
    #[tsify(optional)]
    pub seed: Option<u64>,
    #[serde(rename = "box")]
    #[tsify(optional)]
    pub box_shape: Option<[usize; 2]>,
    /// "cover": the text is meant as exact cover, whose parser's error it gets if it is not one (a sudoku is still read); "repeat": step its repeated cover.
    // A string, not an enum, so that a bad kind gets the library's Unknown
    // error (in the call's language), not serde's.
    #[tsify(optional, type = r#""auto" | "cover" | "repeat""#)]
    pub kind: Option<String>,
}

/// Search counters. `micros` is the time of the search alone.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct Stats {
    nodes: u64,
    updates: u64,
    micros: f64,
    max_depth: usize,
}

/// How many solutions a search found: one, several, none, or it ran out of
/// its node limit first.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub(super) enum SolveStatus {
    Unique,
    Multiple,
    None,
    Stopped,
}

fn status(count: u64, stopped: bool) -> SolveStatus {
    match (count, stopped) {
        (2.., _) => SolveStatus::Multiple,
        (_, true) => SolveStatus::Stopped,
        (1, _) => SolveStatus::Unique,
        _ => SolveStatus::None,
    }
}

/// How a sudoku's text was laid out: on one line, or as a block of rows.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub(super) enum GridLayout {
    Line,
    Block,
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
pub(super) struct ParseResult {
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

#[derive(Serialize, Tsify)]
pub(super) struct EngineInfo {
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
    /// The engine as the page's menus show it, in `lang`.
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

#[derive(Serialize, Tsify)]
pub(super) struct BinaryInfo {
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    /// Row-major 0/1 cells.
    cells: Vec<u8>,
    /// Whether each row, column and box (row-major) holds an even number of 1s.
    even: Parity,
}

/// Whether each row, column and box (row-major) holds an even number of 1s.
#[derive(Serialize, Tsify)]
pub(super) struct Parity {
    rows: Vec<bool>,
    columns: Vec<bool>,
    boxes: Vec<bool>,
}

impl BinaryInfo {
    pub fn new(grid: &BinaryGrid) -> BinaryInfo {
        let p = binary::parity(grid);
        BinaryInfo {
            size: grid.shape.n,
            box_shape: [grid.shape.box_rows, grid.shape.box_cols],
            cells: grid.cells.clone(),
            even: Parity {
                rows: p.rows,
                columns: p.columns,
                boxes: p.boxes,
            },
        }
    }
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
pub(super) struct SolveResult {
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
    pub fn new(puzzle: &Puzzle, solved: Solved, micros: f64) -> SolveResult {
        let Solved { report, wrong } = solved;
        let shape = puzzle.grid.shape();
        SolveResult {
            status: status(report.count, report.stopped),
            size: shape.n,
            box_shape: [shape.box_rows, shape.box_cols],
            solution: report.solution.as_ref().map(|s| {
                formats::sudoku::print(s, puzzle.layout)
                    .trim_end()
                    .to_string()
            }),
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

#[derive(Serialize, Tsify)]
pub(super) struct BinaryResult {
    toggles: u32,
    /// 0-based [row, column] of each cell to toggle, in reading order.
    cells: Vec<(usize, usize)>,
    /// The grid after the toggles, row-major 0/1.
    grid: Vec<u8>,
    size: usize,
}

impl From<Answer> for BinaryResult {
    fn from(a: Answer) -> BinaryResult {
        BinaryResult {
            toggles: a.toggles,
            cells: a.cells,
            size: a.grid.shape.n,
            grid: a.grid.cells,
        }
    }
}

#[derive(Serialize, Tsify)]
pub(super) struct CoverResult {
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

/// `options` (0-based) as the input numbers them and as indices, each
/// ascending: what `CoverResult` and `MinCoverResult` give.
pub fn numbered(problem: &CoverProblem, options: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let mut indices = options.to_vec();
    indices.sort_unstable();
    // Numbers grow with indices: the reader numbers options in order.
    let numbers = indices.iter().map(|&o| problem.numbers[o]).collect();
    (numbers, indices)
}

impl CoverResult {
    pub fn new(problem: &CoverProblem, outcome: &Outcome, micros: f64) -> CoverResult {
        let indices = outcome.first.as_deref().unwrap_or_default();
        let (options, indices) = numbered(problem, indices);
        CoverResult {
            status: status(outcome.count, outcome.stop == Stop::NodeLimit),
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
