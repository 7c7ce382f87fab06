//! The plain option and result objects of the JS API, shaped exactly as the
//! TypeScript types in `mod.rs` describe them.

use crate::binary::{self, Answer, BinaryGrid};
use crate::dlx::{Outcome, Stop};
use crate::engines::{self, Engine};
use crate::formats::sudoku::{Layout, Puzzle};
use crate::formats::{self, cover::CoverProblem};
use crate::i18n::Lang;
use crate::sudoku::{Grid, Report};
use crate::trace::{Subject, Trace};
use serde::{Deserialize, Serialize};

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub(super) struct SolveOptions {
    pub solver: Option<String>,
    pub node_limit: Option<u64>,
    #[serde(rename = "box")]
    pub box_shape: Option<[usize; 2]>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub(super) struct ParseOptions {
    #[serde(rename = "box")]
    pub box_shape: Option<[usize; 2]>,
    #[serde(default)]
    pub allow_clashes: bool,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub(super) struct CoverOptions {
    pub limit: Option<u64>,
    pub node_limit: Option<u64>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub(super) struct TracerOptions {
    pub rule: Option<String>,
    pub seed: Option<u64>,
    #[serde(rename = "box")]
    pub box_shape: Option<[usize; 2]>,
    pub kind: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Stats {
    nodes: u64,
    updates: u64,
    micros: f64,
    max_depth: usize,
}

fn status(count: u64, stopped: bool) -> &'static str {
    match (count, stopped) {
        (2.., _) => "multiple",
        (_, true) => "stopped",
        (1, _) => "unique",
        _ => "none",
    }
}

#[derive(Serialize)]
pub(super) struct ParseResult {
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    grid: Vec<u8>,
    layout: &'static str,
    clash: Option<String>,
}

impl ParseResult {
    pub fn new(puzzle: &Puzzle, clash: Option<String>) -> ParseResult {
        let shape = puzzle.grid.shape();
        ParseResult {
            size: shape.n,
            box_shape: [shape.box_rows, shape.box_cols],
            grid: puzzle.grid.cells().to_vec(),
            layout: match puzzle.layout {
                Layout::Line => "line",
                Layout::Block { .. } => "block",
            },
            clash,
        }
    }
}

#[derive(Serialize)]
pub(super) struct GridInfo {
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    clashes: Vec<usize>,
    candidates: Vec<u32>,
    symbols: Vec<String>,
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
        }
    }
}

#[derive(Serialize)]
pub(super) struct EngineInfo {
    name: &'static str,
    label: String,
    summary: String,
    fast: bool,
    default: bool,
}

impl EngineInfo {
    /// The engine as the page's menus show it, in `lang`.
    pub fn new(e: &Engine, lang: Lang) -> EngineInfo {
        EngineInfo {
            name: e.name,
            label: e.label().render(lang),
            summary: e.summary().render(lang),
            fast: e.fast,
            default: e.name == engines::default_engine().name,
        }
    }
}

#[derive(Serialize)]
pub(super) struct BinaryInfo {
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    cells: Vec<u8>,
    even: Parity,
}

#[derive(Serialize)]
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

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct TracerCounters {
    depth: usize,
    nodes: u64,
    updates: u64,
    solutions: u64,
    column: Option<usize>,
    column_size: Option<u32>,
    done: bool,
}

impl TracerCounters {
    pub fn new(trace: &Trace) -> TracerCounters {
        let search = &trace.search;
        let stats = search.stats();
        TracerCounters {
            depth: search.depth(),
            nodes: stats.nodes,
            updates: stats.updates,
            solutions: stats.solutions,
            column: search.current_column(),
            column_size: search
                .current_column()
                .map(|c| search.links().size(crate::dlx::Links::header(c))),
            done: search.is_done(),
        }
    }
}

#[derive(Serialize)]
pub(super) struct SolveResult {
    status: &'static str,
    size: usize,
    #[serde(rename = "box")]
    box_shape: [usize; 2],
    solution: Option<String>,
    grid: Vec<u8>,
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

#[derive(Serialize)]
pub(super) struct BinaryResult {
    toggles: u32,
    cells: Vec<(usize, usize)>,
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

#[derive(Serialize)]
pub(super) struct CoverResult {
    status: &'static str,
    options: Vec<usize>,
    count: u64,
    stats: Stats,
}

impl CoverResult {
    pub fn new(problem: &CoverProblem, outcome: &Outcome, micros: f64) -> CoverResult {
        let mut options: Vec<usize> = outcome
            .first
            .iter()
            .flatten()
            .map(|&o| problem.numbers[o])
            .collect();
        options.sort_unstable();
        CoverResult {
            status: status(outcome.count, outcome.stop == Stop::NodeLimit),
            options,
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

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct TracerState {
    columns: Vec<usize>,
    column: Option<usize>,
    column_size: Option<u32>,
    sizes: Vec<u32>,
    partial: Vec<usize>,
    preselected: Vec<usize>,
    depth: usize,
    nodes: u64,
    updates: u64,
    solutions: u64,
    done: bool,
}

impl TracerState {
    pub fn new(trace: &Trace) -> TracerState {
        let search = &trace.search;
        let links = search.links();
        let stats = search.stats();
        TracerState {
            columns: links
                .active_columns()
                .map(crate::dlx::Links::column_index)
                .collect(),
            sizes: links.active_columns().map(|c| links.size(c)).collect(),
            column: search.current_column(),
            column_size: search
                .current_column()
                .map(|c| links.size(crate::dlx::Links::header(c))),
            partial: search.partial().collect(),
            preselected: search.preselected().to_vec(),
            depth: search.depth(),
            nodes: stats.nodes,
            updates: stats.updates,
            solutions: stats.solutions,
            done: search.is_done(),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct MatrixInfo {
    options: usize,
    columns: usize,
    primary: usize,
    option_columns: Vec<Vec<usize>>,
    column_labels: Vec<String>,
    column_meanings: Vec<String>,
    /// Whether the meanings say no more than the items' names (raw exact cover).
    plain_items: bool,
    column_groups: Vec<&'static str>,
    option_labels: Vec<String>,
    option_numbers: Vec<usize>,
    size: Option<usize>,
    option_cells: Option<Vec<usize>>,
    option_values: Option<Vec<u8>>,
}

impl MatrixInfo {
    pub fn new(trace: &Trace, lang: Lang) -> MatrixInfo {
        let links = trace.search.links();
        let (columns, options) = (links.columns(), links.options());
        let cells = trace.option_cells();
        MatrixInfo {
            options,
            columns,
            primary: links.primary_columns(),
            option_columns: (0..options).map(|o| links.option_columns(o)).collect(),
            column_labels: (0..columns).map(|c| trace.column_label(c)).collect(),
            column_meanings: (0..columns)
                .map(|c| trace.column_meaning(c).render(lang))
                .collect(),
            plain_items: matches!(trace.subject, Subject::Cover(_)),
            column_groups: (0..columns).map(|c| trace.column_group(c)).collect(),
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

#[derive(Serialize)]
pub(super) struct LinksInfo {
    left: Vec<u32>,
    right: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    column: Vec<u32>,
    option: Vec<i64>,
}

impl LinksInfo {
    pub fn new(trace: &Trace) -> LinksInfo {
        let links = trace.search.links();
        let nodes = 0..links.nodes() as u32;
        let headers = links.columns() as u32;
        LinksInfo {
            left: nodes.clone().map(|n| links.left(n)).collect(),
            right: nodes.clone().map(|n| links.right(n)).collect(),
            up: nodes.clone().map(|n| links.up(n)).collect(),
            down: nodes.clone().map(|n| links.down(n)).collect(),
            column: nodes.clone().map(|n| links.column_of(n)).collect(),
            option: nodes
                .map(|n| {
                    if n <= headers {
                        -1
                    } else {
                        links.option_of(n) as i64
                    }
                })
                .collect(),
        }
    }
}
