//! The JavaScript surface, compiled only for wasm32. It converts types and
//! errors and holds no solving logic: every function parses with
//! [`crate::formats`], calls the library, and serialises a plain result.
//! Errors become JS `Error`s whose message is the library's (line, column,
//! cell, or the clash). Every options object may name a `lang` (`en`, the
//! default, or `zh-CN`): the call's words, its errors included, are then in
//! that language.
//!
//! The TypeScript types of the options and results are derived from their
//! Rust types by `tsify` (the options in options.rs and logic.rs, the
//! results in [`crate::results`], and the library's other types that are
//! serialised as they are: `hint::Hint`, `trace::StepEvent`, …),
//! their doc comments as JSDoc; wasm-bindgen writes them into
//! `pkg/dlx_lab.d.ts`, and the functions name them in
//! `unchecked_return_type` and `unchecked_optional_param_type`.

mod batch;
mod count;
#[cfg(feature = "logic")]
mod logic;
mod options;
mod repeat;

pub use batch::Solver;
pub use count::{estimate_search, split_search, Counter};
#[cfg(feature = "logic")]
pub use logic::{apply_hint, check, explain, generate, hint, rate};
pub use repeat::min_cover;

use crate::dlx::{ItemRule, Limits};
use crate::error::Unknown;
use crate::formats::{self, sudoku::Puzzle};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::results::binary::{BinaryInfo, BinaryResult};
use crate::results::cover::CoverResult;
use crate::results::sudoku::{EngineInfo, ParseResult, SolveResult};
use crate::results::LessonFault;
use crate::sudoku::variant::VariantName;
use crate::sudoku::{Grid, GridInfo, Shape};
use crate::trace::{self, LinksInfo, MatrixInfo, Meant, Stepper, TracerState};
use crate::{binary, engines, Error};
use options::*;
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
            let known = [keys, &["lang"]].concat().join(", ");
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

// The types written by hand (types.d.ts): each options object's `lang`,
// which `options` reads itself before the rest, and what serialises by hand.
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("types.d.ts");

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

/// How a call reads its sudoku: the `box` option's shape, if any, and the
/// `variant` option's kind.
type Reading = (Option<Shape>, VariantName);

/// The `box` and `variant` options as a reading.
fn reading(
    box_shape: Option<[usize; 2]>,
    variant: Option<&str>,
    lang: Lang,
) -> Result<Reading, JsError> {
    Ok((
        shape(box_shape, lang)?,
        self::variant(variant, lang)?.unwrap_or_default(),
    ))
}

/// The `variant` option, if given.
fn variant(name: Option<&str>, lang: Lang) -> Result<Option<VariantName>, JsError> {
    name.map(|v| VariantName::by_name(v).map_err(|e| fail(lang, e.msg())))
        .transpose()
}

/// The first sudoku of `text`, its givens not yet checked for clashes.
fn read(text: &str, (shape, kind): Reading, lang: Lang) -> Result<Puzzle, JsError> {
    formats::read_first(text, shape, kind).map_err(|e| error(lang, e))
}

/// The first sudoku of `text`, checked for clashes.
fn puzzle(text: &str, reading: Reading, lang: Lang) -> Result<Puzzle, JsError> {
    let puzzle = read(text, reading, lang)?;
    match puzzle.clash_error() {
        Some(clash) => Err(error(lang, clash)),
        None => Ok(puzzle),
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
    let (o, lang): (ParseOptions, _) = self::options(options, &["box", "variant", "allowClashes"])?;
    let kind = formats::variant_of(text, variant(o.variant.as_deref(), lang)?);
    let puzzle = read(text, (shape(o.box_shape, lang)?, kind), lang)?;
    match puzzle.clash_error() {
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
    let (o, lang): (ParseOptions, _) = self::options(options, &["box", "variant", "regions"])?;
    let (_, kind) = reading(None, o.variant.as_deref(), lang)?;
    let grid =
        Grid::from_values(values, o.box_shape, kind, o.regions).map_err(|m| fail(lang, m))?;
    to_js(&GridInfo::of(&grid))
}

/// The engines `solve` can use, each with the shapes it solves; `default`
/// marks the one it uses unasked. Given `box` (and `variant`), only the
/// engines that solve that puzzle, `default` the fastest of them.
#[wasm_bindgen(unchecked_return_type = "EngineInfo[]")]
pub fn engines(
    #[wasm_bindgen(unchecked_optional_param_type = "EnginesOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (EnginesOptions, _) = self::options(options, &["box", "variant"])?;
    let offered = engines::offered(
        shape(o.box_shape, lang)?,
        variant(o.variant.as_deref(), lang)?,
    );
    to_js(
        &(offered.into_iter())
            .map(|(e, default)| EngineInfo::new(e, lang, default))
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

/// The name of cell `cell` (row-major, 0-based) of an n×n grid, `r3c5`,
/// as every message of the library writes it.
#[wasm_bindgen(js_name = cellName)]
pub fn cell_name(n: usize, cell: usize) -> String {
    crate::sudoku::cell_name(n, cell)
}

/// What a page needs to know of the library's settings, so that it never
/// writes them again ([`crate::constants`]).
#[wasm_bindgen(unchecked_return_type = "Constants")]
pub fn constants() -> Result<JsValue, JsError> {
    to_js(&crate::constants::constants())
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

/// The engine called `name`; `None` when none is named, for the fastest
/// that knows the puzzle's rules.
fn engine(name: Option<&str>, lang: Lang) -> Result<Option<&'static engines::Engine>, JsError> {
    name.map(|name| engines::by_name(name).map_err(|e| fail(lang, e.msg())))
        .transpose()
}

/// Solves the first sudoku in `text`; with `givens`, a player's game
/// ([`engines::solve_game`]): `text` is the player's grid, and `wrong`
/// names the entries that disagree with the solution.
#[wasm_bindgen(unchecked_return_type = "SolveResult")]
pub fn solve(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "SolveOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (SolveOptions, _) = self::options(
        options,
        &["solver", "nodeLimit", "box", "variant", "givens"],
    )?;
    let reading = reading(o.box_shape, o.variant.as_deref(), lang)?;
    let engine = engine(o.solver.as_deref(), lang)?;
    let limits = Limits {
        solutions: Some(2),
        nodes: o.node_limit,
    };
    let values = read(text, reading, lang)?;
    let givens = o.givens.map(|g| read(&g, reading, lang)).transpose()?;
    let start = performance_now();
    let solved = engines::solve_any(&values, givens.as_ref(), engine, limits);
    let solved = solved.map_err(|e| error(lang, e))?;
    let micros = (performance_now() - start) * 1000.0;
    to_js(&SolveResult::new(
        givens.as_ref().unwrap_or(&values),
        solved,
        micros,
    ))
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

/// Solves an exact-cover problem (an `n m` matrix or Knuth's format, with
/// or without multiplicities).
#[wasm_bindgen(js_name = solveCover, unchecked_return_type = "CoverResult")]
pub fn solve_cover(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "CoverOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let (o, lang): (CoverOptions, _) = self::options(options, &["limit", "nodeLimit"])?;
    let read = formats::read_problem(text, formats::Wanted::Exact).map_err(|e| error(lang, e))?;
    let start = performance_now();
    let limits = Limits {
        solutions: Some(o.limit.unwrap_or(2).max(1)),
        nodes: o.node_limit,
    };
    let outcome = read
        .solve(ItemRule::Smallest, limits)
        .map_err(|e| error(lang, e))?;
    let micros = (performance_now() - start) * 1000.0;
    to_js(&CoverResult::new(&read.cover, &outcome, micros))
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

/// What each item of `problem(name, size)` asks for ("rank 1 needs a
/// queen"), in its order, in the call's language.
#[wasm_bindgen(js_name = problemMeanings)]
pub fn problem_meanings(
    name: &str,
    size: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "{ lang?: string }")] options: Option<JsValue>,
) -> Result<Vec<String>, JsError> {
    let (NoOptions {}, lang) = self::options(options, &[])?;
    let meanings = crate::problems::meanings(name, size).map_err(|m| fail(lang, m))?;
    Ok(meanings.iter().map(|m| m.render(lang)).collect())
}

/// Reads a teacher's lesson (its JSON text): the lesson checked, with its
/// defaults filled in, or an `Error` naming the line and column or the
/// field. `kinds` are the page's puzzle kinds, one of which it must name.
#[wasm_bindgen(js_name = readLesson, unchecked_return_type = "Lesson")]
pub fn read_lesson(
    text: &str,
    #[wasm_bindgen(unchecked_param_type = "{ kinds: string[]; lang?: string }")] options: JsValue,
) -> Result<JsValue, JsError> {
    let (o, lang): (LessonOptions, _) = self::options(Some(options), &["kinds"])?;
    to_js(&crate::lesson::parse(text, &o.kinds).map_err(|m| fail(lang, m))?)
}

/// The options of `readLesson`.
#[derive(serde::Deserialize, Default)]
struct LessonOptions {
    kinds: Vec<String>,
}

/// Every fault of a lesson the editor wrote, each for its field, in the
/// teacher's words ("Stop 3's title has HTML (<b>)…"); empty if it reads.
#[wasm_bindgen(js_name = lessonFaults, unchecked_return_type = "LessonFault[]")]
pub fn lesson_faults(
    text: &str,
    #[wasm_bindgen(unchecked_param_type = "{ kinds: string[]; lang?: string }")] options: JsValue,
) -> Result<JsValue, JsError> {
    let (o, lang): (LessonOptions, _) = self::options(Some(options), &["kinds"])?;
    let faults: Vec<LessonFault> = crate::lesson::faults(text, &o.kinds)
        .into_iter()
        .map(|f| LessonFault::new(f, lang))
        .collect();
    to_js(&faults)
}

/// A search to step through, forwards and backwards: Algorithm X over a
/// sudoku or an exact-cover problem, or (`trace::sets`) a repeated cover, or
/// an exact cover with multiplicities.
#[wasm_bindgen]
pub struct Tracer {
    /// The search: Algorithm X's trace, or another (`trace::open` chooses).
    run: Box<dyn Stepper>,
    /// The live view's bytes, read by the page through `viewPtr()`.
    view: Vec<u8>,
    /// The language of its words: the items' meanings, its errors.
    lang: Lang,
}

#[wasm_bindgen]
impl Tracer {
    /// Sets up a search over the sudoku or exact-cover problem in `text`:
    /// with `kind: "repeat"`, its repeated cover; a text with Knuth's
    /// multiplicities (`a:b|item`) steps the search that keeps them.
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "TracerOptions")] options: Option<JsValue>,
    ) -> Result<Tracer, JsError> {
        let (o, lang): (TracerOptions, _) =
            self::options(options, &["rule", "seed", "box", "variant", "kind"])?;
        let rule =
            ItemRule::from_name(o.rule.as_deref().unwrap_or("smallest"), o.seed.unwrap_or(1))
                .map_err(|e| fail(lang, e.msg()))?;
        let meant = Meant::from_name(o.kind.as_deref().unwrap_or("auto"))
            .map_err(|e| fail(lang, e.msg()))?;
        let (shape, kind) = reading(o.box_shape, o.variant.as_deref(), lang)?;
        let run = trace::open(text, shape, kind, rule, meant).map_err(|e| error(lang, e))?;
        let view = Vec::new();
        Ok(Tracer {
            run: run.stepper(),
            view,
            lang,
        })
    }

    /// Which search it steps: "x" (Algorithm X), "repeat" (repeated
    /// cover) or "bounds" (multiplicities); each has its own events.
    #[wasm_bindgen(getter)]
    pub fn search(&self) -> String {
        self.run.name().into()
    }

    /// Performs the next step and returns its event.
    #[wasm_bindgen(unchecked_return_type = "StepEvent")]
    pub fn step(&mut self) -> Result<JsValue, JsError> {
        to_js(&self.run.step())
    }

    /// Undoes the last step exactly; returns the event undone, or null at the start.
    #[wasm_bindgen(unchecked_return_type = "StepEvent | null")]
    pub fn back(&mut self) -> Result<JsValue, JsError> {
        to_js(&self.run.back())
    }

    /// Steps until an event of `kind` (or `done`), at most `maxSteps` times;
    /// `"backtrack"` stops at the next `uncover` (Algorithm X). Returns the
    /// last event, or null if no step was taken.
    #[wasm_bindgen(unchecked_return_type = "StepEvent | null")]
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "RunTarget")] kind: &str,
        #[wasm_bindgen(js_name = maxSteps)] max_steps: f64,
    ) -> Result<JsValue, JsError> {
        let kinds = self.run.kinds();
        if !kinds.contains(&kind) {
            let unknown = Unknown::new("event", kind, kinds.iter().copied());
            return Err(fail(self.lang, unknown.msg()));
        }
        to_js(&self.run.run_to(kind, max_steps.max(0.0) as u64))
    }

    /// The search's state: active items and sizes, partial solution, depth, counters.
    #[wasm_bindgen(unchecked_return_type = "TracerState")]
    pub fn state(&self) -> Result<JsValue, JsError> {
        to_js(&TracerState::new(&*self.run))
    }

    /// The current links of every node, for drawing them (small matrices).
    #[wasm_bindgen(unchecked_return_type = "LinksInfo")]
    pub fn links(&self) -> Result<JsValue, JsError> {
        to_js(&LinksInfo::new(self.run.links()))
    }

    /// Recomputes the live view (see `viewPtr`) and returns how many options
    /// are still in the matrix.
    pub fn refresh(&mut self) -> u32 {
        self.run.links().live_view(&mut self.view) as u32
    }

    /// Where the live view lies in wasm memory: `options + items` bytes,
    /// 1 for a removed option, then 1 for a covered item. Valid until the
    /// next call into the module; read it as a `Uint8Array` over `memory`.
    #[wasm_bindgen(js_name = viewPtr)]
    pub fn view_ptr(&self) -> *const u8 {
        self.view.as_ptr()
    }

    /// The options of the partial solution, outermost first.
    pub fn partial(&self) -> Vec<u32> {
        self.run.partial().into_iter().map(|o| o as u32).collect()
    }

    /// The counters a frame shows: cheaper than `state()`, which lists every
    /// active item.
    #[wasm_bindgen(unchecked_return_type = "TracerCounters")]
    pub fn counters(&self) -> Result<JsValue, JsError> {
        to_js(&self.run.counters())
    }

    /// The size of item `item`, or undefined while it is covered (or if there is no such item).
    #[wasm_bindgen(js_name = columnSize)]
    pub fn item_size(&self, item: usize) -> Option<u32> {
        self.run.size(item)
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
        to_js(&MatrixInfo::new(self.run.labels(), self.lang))
    }
}
