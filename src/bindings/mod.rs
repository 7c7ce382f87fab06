//! The JavaScript surface, compiled only for wasm32. It converts types and
//! errors and holds no solving logic: every function parses with
//! [`crate::formats`], calls the library, and serialises a plain result.
//! Errors become JS `Error`s whose message is the library's (line, column,
//! cell, or the clash).
//!
//! The TypeScript types of every result are in `TYPES` below; they are
//! copied into `pkg/dlx_lab.d.ts` by wasm-bindgen.

mod batch;
mod count;
mod logic;
mod results;

pub use batch::Solver;
pub use count::{estimate_search, split_search, Counter};
pub use logic::{explain, generate, hint, rate};

use crate::dlx::{self, ColumnRule, Limits, Search};
use crate::formats::{self, sudoku::Puzzle};
use crate::sudoku::Shape;
use crate::trace::{Meant, Trace, KINDS};
use crate::{binary, engines, Error};
use results::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Runs once when the module is instantiated: panics (bugs) reach the console.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`, in browsers, workers and Node alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value
        .serialize(&serializer)
        .map_err(|e| JsError::new(&e.to_string()))
}

/// Reads an options object; a misspelt key is an error, not silently ignored.
fn options<T: DeserializeOwned + Default>(
    value: Option<JsValue>,
    keys: &[&str],
) -> Result<T, JsError> {
    let Some(v) = value.filter(|v| !v.is_undefined() && !v.is_null()) else {
        return Ok(T::default());
    };
    let object = v
        .dyn_ref::<js_sys::Object>()
        .ok_or_else(|| JsError::new("bad options: expected an object"))?;
    for key in js_sys::Object::keys(object)
        .iter()
        .filter_map(|k| k.as_string())
    {
        if !keys.contains(&key.as_str()) {
            return Err(JsError::new(&format!(
                "bad options: unknown key '{key}' (known: {})",
                keys.join(", ")
            )));
        }
    }
    serde_wasm_bindgen::from_value(v).map_err(|e| JsError::new(&format!("bad options: {e}")))
}

fn error(e: impl Into<Error>) -> JsError {
    JsError::new(&e.into().to_string())
}

/// The first puzzle of `text`, and the message of its first clash, if any.
fn puzzle_and_clash(text: &str, shape: Option<Shape>) -> Result<(Puzzle, Option<Error>), JsError> {
    let puzzle = formats::sudoku::parse(text, shape)
        .map_err(error)?
        .remove(0);
    let clash = puzzle.grid.find_clash().map(|clash| Error::Clash {
        line: puzzle.line,
        clash,
    });
    Ok((puzzle, clash))
}

/// The first puzzle of `text`, checked for clashes.
fn puzzle(text: &str, shape: Option<Shape>) -> Result<Puzzle, JsError> {
    match puzzle_and_clash(text, shape)? {
        (_, Some(clash)) => Err(error(clash)),
        (puzzle, None) => Ok(puzzle),
    }
}

fn shape(box_shape: Option<[usize; 2]>) -> Result<Option<Shape>, JsError> {
    box_shape
        .map(|[r, c]| {
            Shape::new(r, c).ok_or_else(|| {
                JsError::new(&format!(
                    "a {r}×{c} box does not make a grid from 1×1 to 25×25"
                ))
            })
        })
        .transpose()
}

/// Reads the first sudoku in `text` without solving it: its size, box shape
/// and givens. Clashing givens are an error, as in `solve`, unless
/// `allowClashes` is set: then the result names the first clash in `clash`,
/// so that a page can show the grid with the clash marked.
#[wasm_bindgen(unchecked_return_type = "ParseResult")]
pub fn parse(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "ParseOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let o: ParseOptions = self::options(options, &["box", "allowClashes"])?;
    let (puzzle, clash) = puzzle_and_clash(text, shape(o.box_shape)?)?;
    match clash {
        Some(clash) if !o.allow_clashes => Err(error(clash)),
        clash => to_js(&ParseResult::new(&puzzle, clash.map(|c| c.to_string()))),
    }
}

/// What a grid being typed into needs after each edit: the cells that clash,
/// each blank cell's candidates (a bit mask, bit v−1 for value v) and the
/// grid's symbols. `values` is row-major, 0 for blank.
#[wasm_bindgen(js_name = gridInfo, unchecked_return_type = "GridInfo")]
pub fn grid_info(
    values: &[u8],
    #[wasm_bindgen(unchecked_optional_param_type = "ParseOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let o: ParseOptions = self::options(options, &["box"])?;
    let n = (1..=crate::sudoku::MAX_SIZE)
        .find(|n| n * n == values.len())
        .ok_or_else(|| JsError::new(&format!("{} cells is not a square grid", values.len())))?;
    let shape = match shape(o.box_shape)? {
        Some(s) if s.n == n => s,
        Some(s) => {
            return Err(JsError::new(&format!(
                "a {s} box shape does not fit {n}×{n}"
            )))
        }
        None => Shape::for_side(n)
            .ok_or_else(|| JsError::new(&format!("a {n}×{n} grid needs a box shape")))?,
    };
    if let Some(v) = values.iter().find(|&&v| usize::from(v) > n) {
        return Err(JsError::new(&format!(
            "{v} is not a value of a {n}×{n} grid"
        )));
    }
    let grid = crate::sudoku::Grid::new(shape, values.to_vec());
    to_js(&GridInfo::new(&grid))
}

/// The engines `solve` can use; `default` marks the one it uses unasked.
#[wasm_bindgen(unchecked_return_type = "EngineInfo[]")]
pub fn engines() -> Result<JsValue, JsError> {
    to_js(
        &engines::ENGINES
            .iter()
            .map(EngineInfo::from)
            .collect::<Vec<_>>(),
    )
}

/// Reads a Binary Sudoku and says which of its rows, columns and boxes are even.
#[wasm_bindgen(js_name = binaryInfo, unchecked_return_type = "BinaryInfo")]
pub fn binary_info(text: &str) -> Result<JsValue, JsError> {
    let grid = formats::binary::parse(text).map_err(error)?;
    to_js(&BinaryInfo::new(&grid))
}

/// An error unless the report's solution (if any) solves the puzzle: no
/// answer leaves the module unchecked.
fn checked(puzzle: &Puzzle, report: &crate::sudoku::Report) -> Result<(), JsError> {
    match &report.solution {
        Some(solution) => puzzle
            .grid
            .verify_solution(solution)
            .map_err(|e| JsError::new(&format!("internal error, wrong solution: {e}"))),
        None => Ok(()),
    }
}

/// The engine called `name`, or the default one.
fn engine(name: Option<&str>) -> Result<&'static engines::Engine, JsError> {
    match name {
        None => Ok(engines::default_engine()),
        Some(name) => engines::engine(name).ok_or_else(|| {
            JsError::new(&format!(
                "no solver '{name}': use one of {}",
                engines::names().join(", ")
            ))
        }),
    }
}

/// Solves the first sudoku in `text`.
#[wasm_bindgen(unchecked_return_type = "SolveResult")]
pub fn solve(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "SolveOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let o: SolveOptions = self::options(options, &["solver", "nodeLimit", "box"])?;
    let engine = engine(o.solver.as_deref())?;
    let puzzle = puzzle(text, shape(o.box_shape)?)?;
    let start = performance_now();
    let report = (engine.solve)(
        &puzzle.grid,
        Limits {
            solutions: Some(2),
            nodes: o.node_limit,
        },
    );
    let micros = (performance_now() - start) * 1000.0;
    checked(&puzzle, &report)?;
    to_js(&SolveResult::new(&puzzle, &report, micros))
}

/// The fewest toggles that make a Binary Sudoku even.
#[wasm_bindgen(js_name = solveBinary, unchecked_return_type = "BinaryResult")]
pub fn solve_binary(text: &str) -> Result<JsValue, JsError> {
    let grid = formats::binary::parse(text).map_err(error)?;
    let answer = binary::solve(&grid).map_err(error)?;
    to_js(&BinaryResult::from(answer))
}

/// Solves an exact-cover problem (an `n m` matrix or Knuth's format).
#[wasm_bindgen(js_name = solveCover, unchecked_return_type = "CoverResult")]
pub fn solve_cover(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "CoverOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let o: CoverOptions = self::options(options, &["limit", "nodeLimit"])?;
    let problem = formats::cover::parse(text).map_err(error)?;
    let start = performance_now();
    let limits = Limits {
        solutions: Some(o.limit.unwrap_or(2).max(1)),
        nodes: o.node_limit,
    };
    let outcome = dlx::solve(Search::new(problem.links(), ColumnRule::Smallest), limits);
    let micros = (performance_now() - start) * 1000.0;
    to_js(&CoverResult::new(&problem, &outcome, micros))
}

/// A classic problem (`queens`, `langford`, `pentominoes`) in Knuth's
/// format, for `solveCover` and the `Tracer`.
#[wasm_bindgen]
pub fn problem(name: &str, size: &str) -> Result<String, JsError> {
    crate::problems::by_name(name, size).map_err(|e| JsError::new(&e))
}

/// A DLX search to step through, forwards and backwards.
#[wasm_bindgen]
pub struct Tracer {
    trace: Trace,
    /// [`Trace::live_view`]'s bytes, read by the page through `viewPtr()`.
    view: Vec<u8>,
}

#[wasm_bindgen]
impl Tracer {
    /// Sets up a search over the sudoku or exact-cover problem in `text`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "TracerOptions")] options: Option<JsValue>,
    ) -> Result<Tracer, JsError> {
        let o: TracerOptions = self::options(options, &["rule", "seed", "box", "kind"])?;
        let rule = match o.rule.as_deref() {
            None | Some("smallest") => ColumnRule::Smallest,
            Some("first") => ColumnRule::First,
            Some("random") => ColumnRule::Random {
                seed: o.seed.unwrap_or(1),
            },
            Some(other) => {
                return Err(JsError::new(&format!(
                    "no column rule '{other}': use smallest, first or random"
                )))
            }
        };
        let meant = match o.kind.as_deref() {
            None | Some("auto") => Meant::Either,
            Some("cover") => Meant::Cover,
            Some(other) => {
                return Err(JsError::new(&format!(
                    "no kind '{other}': use auto or cover"
                )))
            }
        };
        let trace = Trace::read(text, shape(o.box_shape)?, rule, meant).map_err(error)?;
        Ok(Tracer {
            trace,
            view: Vec::new(),
        })
    }

    /// Performs the next step and returns its event.
    #[wasm_bindgen(unchecked_return_type = "StepEvent")]
    pub fn step(&mut self) -> Result<JsValue, JsError> {
        to_js(&self.trace.step())
    }

    /// Undoes the last step exactly; returns the event undone, or null at the start.
    #[wasm_bindgen(unchecked_return_type = "StepEvent | null")]
    pub fn back(&mut self) -> Result<JsValue, JsError> {
        to_js(&self.trace.back())
    }

    /// Steps until an event of `kind` (or `done`), at most `maxSteps` times;
    /// `"backtrack"` stops at the next `uncover`. Returns the last event, or
    /// null if no step was taken.
    #[wasm_bindgen(unchecked_return_type = "StepEvent | null")]
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "RunTarget")] kind: &str,
        #[wasm_bindgen(js_name = maxSteps)] max_steps: f64,
    ) -> Result<JsValue, JsError> {
        if !KINDS.contains(&kind) {
            return Err(JsError::new(&format!(
                "no event kind '{kind}': use one of {}",
                KINDS.join(", ")
            )));
        }
        let (event, _) = self.trace.run_to(kind, max_steps.max(0.0) as u64);
        to_js(&event)
    }

    /// The search's state: active columns and sizes, partial solution, depth, counters.
    #[wasm_bindgen(unchecked_return_type = "TracerState")]
    pub fn state(&self) -> Result<JsValue, JsError> {
        to_js(&TracerState::new(&self.trace))
    }

    /// The current links of every node, for drawing them (small matrices).
    #[wasm_bindgen(unchecked_return_type = "LinksInfo")]
    pub fn links(&self) -> Result<JsValue, JsError> {
        to_js(&LinksInfo::new(&self.trace))
    }

    /// Recomputes the live view (see `viewPtr`) and returns how many options
    /// are still in the matrix.
    pub fn refresh(&mut self) -> u32 {
        self.trace.live_view(&mut self.view) as u32
    }

    /// Where the live view lies in wasm memory: `options + columns` bytes,
    /// 1 for a removed option, then 1 for a covered column. Valid until the
    /// next call into the module; read it as a `Uint8Array` over `memory`.
    #[wasm_bindgen(js_name = viewPtr)]
    pub fn view_ptr(&self) -> *const u8 {
        self.view.as_ptr()
    }

    /// The options of the partial solution, outermost first.
    pub fn partial(&self) -> Vec<u32> {
        self.trace.search.partial().map(|o| o as u32).collect()
    }

    /// The counters a frame shows: cheaper than `state()`, which lists every
    /// active column.
    #[wasm_bindgen(unchecked_return_type = "TracerCounters")]
    pub fn counters(&self) -> Result<JsValue, JsError> {
        to_js(&TracerCounters::new(&self.trace))
    }

    /// The size of column `column`, or undefined while it is covered (or if there is no such column).
    #[wasm_bindgen(js_name = columnSize)]
    pub fn column_size(&self, column: usize) -> Option<u32> {
        let links = self.trace.search.links();
        let header = crate::dlx::Links::header(column);
        (column < links.columns() && !links.is_covered(header)).then(|| links.size(header))
    }

    /// What a drawing of the matrix needs; call it once.
    #[wasm_bindgen(unchecked_return_type = "MatrixInfo")]
    pub fn matrix(&self) -> Result<JsValue, JsError> {
        to_js(&MatrixInfo::new(&self.trace))
    }
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
export interface ParseOptions {
  box?: [number, number];
  /** Return a grid whose givens clash instead of throwing; `clash` names the first. */
  allowClashes?: boolean;
}
export interface ParseResult {
  size: number;
  box: [number, number];
  /** The givens, row-major; 0 = blank. */
  grid: number[];
  layout: "line" | "block";
  /** The first clash ("row 1 has two 5s: r1c1 and r1c4"), or null. */
  clash: string | null;
}
export interface GridInfo {
  size: number;
  box: [number, number];
  /** Cells (row-major indices) whose value repeats in a row, column or box. */
  clashes: number[];
  /** Per cell, the values no peer holds as a bit mask (bit v−1 for v); 0 for a filled cell. */
  candidates: number[];
  /** The printed symbol of each value 1..=size ("1".."9", or "A".. above 9×9). */
  symbols: string[];
}
export interface EngineInfo {
  /** The `solver` option's value. */
  name: string;
  label: string;
  summary: string;
  /** Fast on hard 9×9 and 16×16; the others can take minutes there. */
  fast: boolean;
  /** The engine solve uses when no solver is named (the fastest). */
  default: boolean;
}
export interface BinaryInfo {
  size: number;
  box: [number, number];
  /** Row-major 0/1 cells. */
  cells: number[];
  /** Whether each row, column and box (row-major) holds an even number of 1s. */
  even: { rows: boolean[]; columns: boolean[]; boxes: boolean[] };
}
export interface TracerCounters {
  depth: number;
  nodes: number;
  updates: number;
  solutions: number;
  column: number | null;
  columnSize: number | null;
  done: boolean;
}
/** Options of solve(). */
export interface SolveOptions {
  /** The engine; the default is the fastest. */
  solver?: "bands" | "bitmask" | "dlx" | "dlx-first" | "naive";
  /** Give up after this many search nodes (status "stopped"). */
  nodeLimit?: number;
  /** Box shape [rows, columns], overriding the one inferred from the size. */
  box?: [number, number];
}
/** Search counters. `micros` is the time of the search alone. */
export interface Stats { nodes: number; updates: number; micros: number; maxDepth: number; }
export interface SolveResult {
  status: "unique" | "multiple" | "none" | "stopped";
  /** Side n of the n×n grid. */
  size: number;
  box: [number, number];
  /** The solution in the input's layout (a line stays a line), or null. */
  solution: string | null;
  /** The solution's values, row-major, or the givens when there is none; 0 = blank. */
  grid: number[];
  /** The givens, row-major; 0 = blank. */
  givens: number[];
  stats: Stats;
}
export interface HintOptions {
  /** The original puzzle, so that entries that are not givens can be named as wrong. */
  givens?: string;
  box?: [number, number];
  /** The player's pencil marks: a bit mask per cell (bit v-1 for value v), row-major; 0 = no marks. */
  marks?: number[];
  /** How much to tell in `explanation`: 1 a nudge, 2 the technique, 3 (default) the full step. */
  depth?: number;
}
/** A candidate or a placement: 0-based [row, column] and its 1-based value. */
export type CellValue = [number, number, number];
export type Level = "easy" | "medium" | "hard" | "expert" | "extreme";
export interface HintResult {
  kind: "nakedSingle" | "hiddenSingle" | "elimination" | "wrongEntry" | "wrongMark" | "reveal" | "noSolution" | "multipleSolutions" | "solved" | "stopped";
  /** 0-based [row, column] of the cell placed, revealed or wrong, or null. */
  cell: [number, number] | null;
  /** The value for the cell (the right one, for a mistake), or null. */
  value: number | null;
  /** The text at the depth asked for. */
  explanation: string;
  /** 0-based cells the full step is about. */
  cells: [number, number][];
  /** The first exact-cover column behind the hint, e.g. "R3#5", or null. */
  column: string | null;
  /** The technique, e.g. "x-wing", or null. */
  technique: string | null;
  level: Level | null;
  placements: CellValue[];
  eliminations: CellValue[];
  /** The candidates that make the pattern. */
  pattern: CellValue[];
  /** The cells the nudge points at. */
  region: [number, number][];
  /** Depth 1, 2 and 3 texts, and the step in the matrix's terms. */
  nudge: string;
  summary: string;
  detail: string;
  matrix: string;
  /** Base columns (their options lie inside `cover`) and cover columns, as labelled in the matrix view. */
  columns: string[];
  cover: string[];
  /** For a reveal: the column DLX would branch on and its number of options. */
  branch: { column: string; options: number } | null;
}
export interface ExplainStep {
  technique: string;
  level: Level;
  placements: CellValue[];
  eliminations: CellValue[];
  text: string;
  matrix: string;
}
export interface ExplainResult {
  result: "solved" | "stuck" | "invalid" | "stopped";
  steps: ExplainStep[];
  hardest: string | null;
  level: Level | null;
}
export interface RateResult {
  /** null when the puzzle is invalid (no solution, several, or clashing givens). */
  level: Level | null;
  /** The hardest technique used; "search" when extreme. */
  hardest: string | null;
  /** DLX search nodes (smallest column first) to solve it and prove it unique. */
  nodes: number;
  steps: number;
  result: "solved" | "stuck" | "invalid" | "stopped";
}
export interface GenerateOptions {
  /** 4, 6, 9, 16, … (default 9). */
  size?: number;
  level?: Level;
  /** Any whole number from 0 to 2^53 (default 0). */
  seed?: number;
  symmetric?: boolean;
}
export interface GenerateResult {
  /** The puzzle in the one-line format. */
  puzzle: string;
  /** Its values, row-major, 0 = blank. */
  grid: number[];
  size: number;
  box: [number, number];
  level: Level;
  seed: number;
  /** Full grids tried before one had the level. */
  attempts: number;
}
export interface BinaryResult {
  toggles: number;
  /** 0-based [row, column] of each cell to toggle, in reading order. */
  cells: [number, number][];
  /** The grid after the toggles, row-major 0/1. */
  grid: number[];
  size: number;
}
export interface CoverOptions {
  /** Count solutions up to this many (default 2). */
  limit?: number;
  nodeLimit?: number;
}
export interface CoverResult {
  status: "unique" | "multiple" | "none" | "stopped";
  /** 1-based options (matrix rows) of the first solution, ascending. */
  options: number[];
  /** Solutions found, up to the limit. */
  count: number;
  stats: Stats;
}
export type EventKind = "choose" | "cover" | "try" | "undo" | "uncover" | "solution" | "done";
/** What `run` can run to: an event kind, or "backtrack" (the next "uncover"). */
export type RunTarget = EventKind | "backtrack";
export interface TracerOptions {
  rule?: "smallest" | "first" | "random";
  seed?: number;
  box?: [number, number];
  /** "cover": the text is meant as exact cover, whose parser's error it gets if it is not one (a sudoku is still read). */
  kind?: "auto" | "cover";
}
/** One step of Algorithm X. Columns and options are 0-based indices into matrix(). */
export interface StepEvent {
  kind: EventKind;
  column: number | null;
  option: number | null;
  /** Levels of the search after the event. */
  depth: number;
  /** The chosen column's size, for "choose". */
  size: number | null;
}
export interface TracerState {
  /** Active primary columns, left to right. */
  columns: number[];
  /** Their sizes, in the same order. */
  sizes: number[];
  /** The column chosen at the current level, or null at depth 0. */
  column: number | null;
  /** That column's size (it stays the same while it is covered), or null. */
  columnSize: number | null;
  /** Options of the partial solution, outermost first (givens not included). */
  partial: number[];
  /** Options chosen before the search (a sudoku's givens). */
  preselected: number[];
  depth: number;
  nodes: number;
  updates: number;
  solutions: number;
  done: boolean;
}
/** Every node's links: node 0 is the root, 1..=columns the headers, then the options' nodes. */
export interface LinksInfo {
  left: number[];
  right: number[];
  up: number[];
  down: number[];
  /** Header node of each node's column. */
  column: number[];
  /** Option of each node, or -1 for the root and headers. */
  option: number[];
}
export interface MatrixInfo {
  options: number;
  columns: number;
  primary: number;
  /** The columns of each option. */
  optionColumns: number[][];
  /** Short labels: "r3c5", "R3#7", or item names. */
  columnLabels: string[];
  /** What each column asks for: "row 3 has 7". */
  columnMeanings: string[];
  /** "cell" | "row" | "column" | "box" for a sudoku, "primary" | "secondary" otherwise. */
  columnGroups: string[];
  /** "r3c5#7", "row 4", or an option's item names. */
  optionLabels: string[];
  /** The 1-based number of each option in the input (matrix rows of all zeros are left out). */
  optionNumbers: number[];
  /** The puzzle's side for a sudoku, else null. */
  size: number | null;
  /** For a sudoku, the cell (row-major index) of each option, else null. */
  optionCells: number[] | null;
  /** For a sudoku, the value (1-based) of each option, else null. */
  optionValues: number[] | null;
}
"#;
