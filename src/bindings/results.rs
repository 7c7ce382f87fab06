//! The plain option and result objects of the JS API. Their TypeScript
//! types are derived from them (`Tsify`), doc comments and all, into the
//! .d.ts that wasm-bindgen writes: a field's doc is what a TypeScript user
//! reads. Results are `missing_as_null`, as `to_js` serialises them; every
//! option is optional (`?`). Their `lang` is declared in mod.rs.

use crate::binary::{self, Answer, BinaryGrid};
use crate::dlx::{Outcome, Stop};
use crate::engines::{self, Engine};
use crate::formats::sudoku::{Layout, Puzzle};
use crate::formats::{self, cover::CoverProblem};
use crate::i18n::Lang;
use crate::sudoku::{Grid, Report};
use crate::trace::{Stepper, Subject, Trace};
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
            regions: regions(&puzzle.grid),
        }
    }
}

#[derive(Serialize, Tsify)]
pub(super) struct GridInfo {
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    /// Cells (row-major indices) whose value repeats in a row, column or box.
    clashes: Vec<usize>,
    /// Per cell, the values no peer holds as a bit mask (bit v−1 for v); 0 for a filled cell.
    candidates: Vec<u32>,
    /// The printed symbol of each value 1..=size ("1".."9", or "A".. above 9×9).
    symbols: Vec<String>,
    /// Each cell's box (a jigsaw's region), 0-based, row-major.
    regions: Vec<u8>,
    /// An X-sudoku's diagonals (from the top left, then the top right), or
    /// a windoku's windows: each unit's cells, for the grid to draw.
    extra: Vec<Vec<usize>>,
}

impl GridInfo {
    pub fn new(grid: &Grid) -> GridInfo {
        let shape = grid.shape();
        let n = shape.n;
        GridInfo {
            size: n,
            box_shape: [shape.box_rows, shape.box_cols],
            clashes: grid.clashing_cells(),
            candidates: (0..n * n).map(|c| grid.candidates(c / n, c % n)).collect(),
            symbols: (1..=n as u8).map(|v| shape.symbol(v).to_string()).collect(),
            regions: regions(grid),
            extra: grid
                .variant()
                .extra_units()
                .map(|u| grid.unit_cells(u).collect())
                .collect(),
        }
    }
}

/// Each cell's box (a jigsaw's region), for a page to draw its thick lines.
fn regions(grid: &Grid) -> Vec<u8> {
    (0..grid.shape().cells())
        .map(|cell| grid.box_of(cell) as u8)
        .collect()
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
    stats: Stats,
}

impl SolveResult {
    pub fn new(puzzle: &Puzzle, report: &Report, micros: f64) -> SolveResult {
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

/// `Tracer.state()`. Its names say `column` for an item, as the JS API did
/// from its first version: they are its contract.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(super) struct TracerState {
    /// Active primary items, left to right.
    columns: Vec<usize>,
    /// The item chosen at the current level, or null at depth 0.
    column: Option<usize>,
    /// That item's size (it stays the same while it is covered), or null.
    column_size: Option<u32>,
    /// The sizes of `columns`, in the same order.
    sizes: Vec<u32>,
    /// Options of the partial solution, outermost first (givens not included).
    partial: Vec<usize>,
    /// Options chosen before the search (a sudoku's givens).
    preselected: Vec<usize>,
    depth: usize,
    nodes: u64,
    updates: u64,
    solutions: u64,
    done: bool,
}

impl TracerState {
    pub fn new(run: &dyn Stepper) -> TracerState {
        let c = run.counters();
        let active = run.active();
        TracerState {
            columns: active.iter().map(|&(item, _)| item).collect(),
            sizes: active.iter().map(|&(_, size)| size).collect(),
            column: c.item,
            column_size: c.item_size,
            partial: run.partial(),
            preselected: run.preselected().to_vec(),
            depth: c.depth,
            nodes: c.nodes,
            updates: c.updates,
            solutions: c.solutions,
            done: c.done,
        }
    }
}

/// `Tracer.matrix()`, with `column` for an item as in [`TracerState`].
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(super) struct MatrixInfo {
    options: usize,
    columns: usize,
    primary: usize,
    /// The items of each option.
    option_columns: Vec<Vec<usize>>,
    /// Short labels: "r3c5", "R3#7", or item names.
    column_labels: Vec<String>,
    /// What each item asks for: "row 3 has 7".
    column_meanings: Vec<String>,
    /// Whether the meanings say no more than the items' names ("item A"): raw exact cover.
    plain_items: bool,
    /// "cell" | "row" | "column" | "box" for a sudoku, "primary" | "secondary" otherwise.
    column_groups: Vec<&'static str>,
    /// "r3c5#7", "row 4", or an option's item names.
    option_labels: Vec<String>,
    /// The 1-based number of each option in the input (matrix rows of all zeros are left out).
    option_numbers: Vec<usize>,
    /// The puzzle's side for a sudoku, else null.
    size: Option<usize>,
    /// For a sudoku, the cell (row-major index) of each option, else null.
    option_cells: Option<Vec<usize>>,
    /// For a sudoku, the value (1-based) of each option, else null.
    option_values: Option<Vec<u8>>,
}

impl MatrixInfo {
    pub fn new(trace: &Trace, lang: Lang) -> MatrixInfo {
        let links = trace.search.links();
        let (items, options) = (links.items(), links.options());
        let cells = trace.option_cells();
        MatrixInfo {
            options,
            columns: items,
            primary: links.primary_items(),
            option_columns: (0..options).map(|o| links.option_items(o)).collect(),
            column_labels: (0..items).map(|c| trace.item_label(c)).collect(),
            column_meanings: (0..items)
                .map(|c| trace.item_meaning(c).render(lang))
                .collect(),
            plain_items: matches!(trace.subject, Subject::Cover(_)),
            column_groups: (0..items).map(|c| trace.item_group(c)).collect(),
            option_labels: (0..options).map(|o| trace.option_label(o)).collect(),
            option_numbers: match &trace.subject {
                Subject::Cover(p) => p.numbers.clone(),
                Subject::Sudoku(_) => (1..=options).collect(),
            },
            size: match &trace.subject {
                Subject::Sudoku(encoding) => Some(encoding.shape.n),
                Subject::Cover(_) => None,
            },
            option_cells: cells
                .as_ref()
                .map(|c| c.iter().map(|&(cell, _)| cell).collect()),
            option_values: cells.map(|c| c.into_iter().map(|(_, v)| v).collect()),
        }
    }
}

/// Every node's links: node 0 is the root, 1..=items the headers, then the options' nodes.
#[derive(Serialize, Tsify)]
pub(super) struct LinksInfo {
    left: Vec<u32>,
    right: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// Header node of each node's item.
    column: Vec<u32>,
    /// Option of each node, or -1 for the root and headers.
    option: Vec<i64>,
}

impl LinksInfo {
    /// Every node's links, as the matrix holds them now; a header's (and
    /// the root's) option is -1.
    pub fn new(links: &crate::dlx::Links) -> LinksInfo {
        let [left, right, up, down, item, option] = links.arrays();
        LinksInfo {
            left: left.to_vec(),
            right: right.to_vec(),
            up: up.to_vec(),
            down: down.to_vec(),
            column: item.to_vec(),
            option: option
                .iter()
                .map(|&o| if o == u32::MAX { -1 } else { i64::from(o) })
                .collect(),
        }
    }
}
