//! The JavaScript surface, compiled only for wasm32. It converts types and
//! errors and holds no solving logic: every function parses with
//! [`crate::formats`], calls the library, and serialises a plain result.
//! Errors become JS `Error`s whose message is the library's (line, column,
//! cell, or the clash). Every options object may name a `lang` (`en`, the
//! default, or `zh-CN`): the call's words, its errors included, are then in
//! that language.
//!
//! The TypeScript types of every result are in `TYPES` below; they are
//! copied into `pkg/dlx_lab.d.ts` by wasm-bindgen.

mod batch;
mod count;
mod logic;
mod results;

pub use batch::Solver;
pub use count::{estimate_search, split_search, Counter};
pub use logic::{apply_hint, check, explain, generate, hint, rate};

use crate::dlx::{self, ColumnRule, Limits, Search};
use crate::error::Unknown;
use crate::formats::{self, sudoku::Puzzle};
use crate::i18n::{Lang, Msg};
use crate::msg;
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

/// Reads an options object: the call's own `keys` (a misspelt key is an
/// error, not silently ignored) and `lang`, which every call takes.
fn options<T: DeserializeOwned + Default>(
    value: Option<JsValue>,
    keys: &[&str],
) -> Result<(T, Lang), JsError> {
    let Some(v) = value.filter(|v| !v.is_undefined() && !v.is_null()) else {
        return Ok((T::default(), Lang::En));
    };
    let object = v
        .dyn_ref::<js_sys::Object>()
        .ok_or_else(|| fail(Lang::En, msg!("options-not-object")))?;
    let lang = match js_sys::Reflect::get(object, &"lang".into())
        .ok()
        .filter(|l| !l.is_undefined())
    {
        None => Lang::En,
        Some(l) => l
            .as_string()
            .and_then(|tag| Lang::from_tag(&tag))
            .ok_or_else(|| fail(Lang::En, msg!("options-bad-lang")))?,
    };
    for key in js_sys::Object::keys(object)
        .iter()
        .filter_map(|k| k.as_string())
    {
        if key != "lang" && !keys.contains(&key.as_str()) {
            let known = keys
                .iter()
                .copied()
                .chain(["lang"])
                .collect::<Vec<_>>()
                .join(", ");
            return Err(fail(
                lang,
                msg!("options-unknown-key", key = key, known = known),
            ));
        }
    }
    let o = serde_wasm_bindgen::from_value(v)
        .map_err(|e| fail(lang, msg!("options-bad", error = e.to_string())))?;
    Ok((o, lang))
}

/// The options of a call that takes none but `lang`.
#[derive(serde::Deserialize, Default)]
struct NoOptions {}

/// A JS `Error` saying `m` in `lang`.
fn fail(lang: Lang, m: Msg) -> JsError {
    JsError::new(&m.render(lang))
}

/// A JS `Error` saying the library's error `e` in `lang`.
fn error(lang: Lang, e: impl Into<Error>) -> JsError {
    fail(lang, e.into().msg())
}

/// The first puzzle of `text`, and its first clash, if any.
fn puzzle_and_clash(
    text: &str,
    shape: Option<Shape>,
    lang: Lang,
) -> Result<(Puzzle, Option<Error>), JsError> {
    let puzzle = formats::sudoku::parse(text, shape)
        .map_err(|e| error(lang, e))?
        .remove(0);
    let clash = puzzle.clash_error();
    Ok((puzzle, clash))
}

/// The first puzzle of `text`, checked for clashes.
fn puzzle(text: &str, shape: Option<Shape>, lang: Lang) -> Result<Puzzle, JsError> {
    match puzzle_and_clash(text, shape, lang)? {
        (_, Some(clash)) => Err(error(lang, clash)),
        (puzzle, None) => Ok(puzzle),
    }
}

/// The `box` option as a shape.
fn shape(box_shape: Option<[usize; 2]>, lang: Lang) -> Result<Option<Shape>, JsError> {
    box_shape
        .map(|[r, c]| Shape::new(r, c).map_err(|m| fail(lang, m)))
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
    let (o, lang): (ParseOptions, _) = self::options(options, &["box", "allowClashes"])?;
    let (puzzle, clash) = puzzle_and_clash(text, shape(o.box_shape, lang)?, lang)?;
    match clash {
        Some(clash) if !o.allow_clashes => Err(error(lang, clash)),
        clash => to_js(&ParseResult::new(
            &puzzle,
            clash.map(|c| c.msg().render(lang)),
        )),
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
    let (o, lang): (ParseOptions, _) = self::options(options, &["box"])?;
    let n = (1..=crate::sudoku::MAX_SIZE)
        .find(|n| n * n == values.len())
        .ok_or_else(|| fail(lang, msg!("grid-not-square", cells = values.len())))?;
    let shape = match o.box_shape {
        Some([r, c]) => Shape::for_grid(n, r, c).map_err(|m| fail(lang, m))?,
        None => Shape::for_side(n).ok_or_else(|| fail(lang, msg!("grid-needs-box", n = n)))?,
    };
    if let Some(v) = values.iter().find(|&&v| usize::from(v) > n) {
        return Err(fail(lang, msg!("grid-bad-value", value = *v, n = n)));
    }
    let grid = crate::sudoku::Grid::new(shape, values.to_vec());
    to_js(&GridInfo::new(&grid))
}

/// The engines `solve` can use; `default` marks the one it uses unasked.
#[wasm_bindgen(unchecked_return_type = "EngineInfo[]")]
pub fn engines(
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string }")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (NoOptions {}, lang) = self::options(options, &[])?;
    to_js(
        &engines::ENGINES
            .iter()
            .map(|e| EngineInfo::new(e, lang))
            .collect::<Vec<_>>(),
    )
}

/// Reads a Binary Sudoku and says which of its rows, columns and boxes are even.
#[wasm_bindgen(js_name = binaryInfo, unchecked_return_type = "BinaryInfo")]
pub fn binary_info(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string }")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (NoOptions {}, lang) = self::options(options, &[])?;
    let grid = formats::binary::parse(text).map_err(|e| error(lang, e))?;
    to_js(&BinaryInfo::new(&grid))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Constants {
    split_depth: usize,
    slice: u64,
    levels: [&'static str; 5],
    rules: [&'static str; 3],
    boxes: Vec<(usize, [usize; 2])>,
}

/// What a page needs to know of the library's settings, so that it never
/// writes them again: the depth a count is split at and the nodes of a
/// slice, the generator's levels, the item rules, and the usual box shape
/// of every side of grid from 4 to 25 that has one.
#[wasm_bindgen(unchecked_return_type = "Constants")]
pub fn constants() -> Result<JsValue, JsError> {
    to_js(&Constants {
        split_depth: crate::dlx::split::SPLIT_DEPTH,
        slice: crate::dlx::split::SLICE,
        levels: crate::hint::Level::ALL.map(crate::hint::Level::name),
        rules: ColumnRule::NAMES,
        boxes: (4..=crate::sudoku::MAX_SIZE)
            .filter_map(Shape::for_side)
            .map(|s| (s.n, [s.box_rows, s.box_cols]))
            .collect(),
    })
}

/// Which format `text` is in, "sudoku" or "cover", for a page that reads
/// any; text that is neither throws the error of the format it looks
/// likelier to mean.
#[wasm_bindgen(js_name = formatOf, unchecked_return_type = "Format")]
pub fn format_of(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ box?: [number, number]; lang?: string }")]
    options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (ParseOptions, _) = self::options(options, &["box"])?;
    let format =
        crate::trace::format_of(text, shape(o.box_shape, lang)?).map_err(|e| error(lang, e))?;
    to_js(&format)
}

/// The engine called `name`, or the default one.
fn engine(name: Option<&str>, lang: Lang) -> Result<&'static engines::Engine, JsError> {
    match name {
        None => Ok(engines::default_engine()),
        Some(name) => engines::by_name(name).map_err(|e| fail(lang, e.msg())),
    }
}

/// Solves the first sudoku in `text`.
#[wasm_bindgen(unchecked_return_type = "SolveResult")]
pub fn solve(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "SolveOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (SolveOptions, _) = self::options(options, &["solver", "nodeLimit", "box"])?;
    let engine = engine(o.solver.as_deref(), lang)?;
    let puzzle = puzzle(text, shape(o.box_shape, lang)?, lang)?;
    let start = performance_now();
    let limits = Limits {
        solutions: Some(2),
        nodes: o.node_limit,
    };
    let report = engine
        .checked(&puzzle, limits)
        .map_err(|e| error(lang, e))?;
    let micros = (performance_now() - start) * 1000.0;
    to_js(&SolveResult::new(&puzzle, &report, micros))
}

/// The fewest toggles that make a Binary Sudoku even.
#[wasm_bindgen(js_name = solveBinary, unchecked_return_type = "BinaryResult")]
pub fn solve_binary(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string }")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (NoOptions {}, lang) = self::options(options, &[])?;
    let grid = formats::binary::parse(text).map_err(|e| error(lang, e))?;
    let answer = binary::solve(&grid).map_err(|e| error(lang, e))?;
    to_js(&BinaryResult::from(answer))
}

/// Solves an exact-cover problem (an `n m` matrix or Knuth's format).
#[wasm_bindgen(js_name = solveCover, unchecked_return_type = "CoverResult")]
pub fn solve_cover(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "CoverOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (CoverOptions, _) = self::options(options, &["limit", "nodeLimit"])?;
    let problem = formats::cover::parse(text).map_err(|e| error(lang, e))?;
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
pub fn problem(
    name: &str,
    size: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string }")] options: Option<JsValue>,
) -> Result<String, JsError> {
    let (NoOptions {}, lang) = self::options(options, &[])?;
    crate::problems::by_name(name, size).map_err(|m| fail(lang, m))
}

/// A DLX search to step through, forwards and backwards.
#[wasm_bindgen]
pub struct Tracer {
    trace: Trace,
    /// [`Trace::live_view`]'s bytes, read by the page through `viewPtr()`.
    view: Vec<u8>,
    /// The language of its words: the items' meanings, its errors.
    lang: Lang,
}

#[wasm_bindgen]
impl Tracer {
    /// Sets up a search over the sudoku or exact-cover problem in `text`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "TracerOptions")] options: Option<JsValue>,
    ) -> Result<Tracer, JsError> {
        let (o, lang): (TracerOptions, _) =
            self::options(options, &["rule", "seed", "box", "kind"])?;
        let rule =
            ColumnRule::from_name(o.rule.as_deref().unwrap_or("smallest"), o.seed.unwrap_or(1))
                .map_err(|e| fail(lang, e.msg()))?;
        let meant = match o.kind.as_deref() {
            None | Some("auto") => Meant::Either,
            Some("cover") => Meant::Cover,
            Some(other) => {
                return Err(fail(
                    lang,
                    Unknown::new("kind", other, ["auto", "cover"]).msg(),
                ))
            }
        };
        let trace = Trace::read(text, shape(o.box_shape, lang)?, rule, meant)
            .map_err(|e| error(lang, e))?;
        Ok(Tracer {
            trace,
            view: Vec::new(),
            lang,
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
            return Err(fail(self.lang, Unknown::new("event", kind, KINDS).msg()));
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

    /// Speaks `lang` from now on: the items' meanings of `matrix()`, and the
    /// errors.
    #[wasm_bindgen(js_name = setLang)]
    pub fn set_lang(&mut self, lang: &str) -> Result<(), JsError> {
        self.lang =
            Lang::from_tag(lang).ok_or_else(|| fail(self.lang, msg!("options-bad-lang")))?;
        Ok(())
    }

    /// What a drawing of the matrix needs; call it once.
    #[wasm_bindgen(unchecked_return_type = "MatrixInfo")]
    pub fn matrix(&self) -> Result<JsValue, JsError> {
        to_js(&MatrixInfo::new(&self.trace, self.lang))
    }
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
export interface ParseOptions {
  /** The language of the words and errors: "en" (the default) or "zh-CN". */
  lang?: string;
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
  /** The language of the words and errors: "en" (the default) or "zh-CN". */
  lang?: string;
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
  /** The language of the words and errors: "en" (the default) or "zh-CN". */
  lang?: string;
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
  /** The cells the nudge points at (for a mistake, its box: shown from depth 2). */
  region: [number, number][];
  /** Entries the step clears (a wrong entry's fix), 0-based [row, column]. */
  clears: [number, number][];
  /** Pencil marks the step puts back (a wrong mark's fix). */
  restores: CellValue[];
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
  /** The language of the words and errors: "en" (the default) or "zh-CN". */
  lang?: string;
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
  /** The language of the words and errors: "en" (the default) or "zh-CN". */
  lang?: string;
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
  /** The language of the words and errors: "en" (the default) or "zh-CN". */
  lang?: string;
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
/** The format of a pasted text (`formatOf`). */
export type Format = "sudoku" | "cover";
export interface Constants {
  /** The levels of the search that Count all splits into pieces. */
  splitDepth: number;
  /** Search nodes a piece runs between two progress reports. */
  slice: number;
  levels: Level[];
  /** The item rules of the Tracer: "smallest", "first", "random". */
  rules: string[];
  /** [side, [box rows, box columns]] for every side from 4 to 25 that has boxes. */
  boxes: [number, [number, number]][];
}
export interface CheckOptions {
  /** The puzzle's givens as text; by default the grid's own values. */
  givens?: string;
  box?: [number, number];
  /** The player's pencil marks: a bit mask per cell (bit v−1 for v). */
  marks?: number[];
  /** For applyHint: the hint's placements, eliminations and restores, [row, col, value], and clears, [row, col]. */
  placements?: CellValue[];
  eliminations?: CellValue[];
  clears?: [number, number][];
  restores?: CellValue[];
  /** The language of the words and errors: "en" (the default) or "zh-CN". */
  lang?: string;
}
export interface CheckResult {
  status: "unique" | "multiple" | "none" | "stopped";
  /** Every cell Check marks (row-major indices): wrong entries, then wrong pencil marks. */
  wrong: number[];
  wrongEntries: number;
  wrongMarks: number;
  entered: number;
  marked: number;
  /** What Check says, in words. */
  text: string;
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
  /** Whether the meanings say no more than the items' names ("item A"): raw exact cover. */
  plainItems: boolean;
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
