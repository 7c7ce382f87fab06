//! What the library answers a page: each call's result as one plain value
//! that serialises to the object the JS API returns (`src/bindings/` only
//! converts: it reads the options, calls the library, and hands these to
//! serde). On wasm32 their TypeScript types are derived from them
//! (`Tsify`), doc comments and all, into the .d.ts; a field's doc is what a
//! TypeScript user reads. Results are `missing_as_null`, as the bindings
//! serialise them.
//!
//! - [`sudoku`]: a read sudoku, a solve, the engines;
//! - [`binary`]: a Binary Sudoku's parities and fewest toggles;
//! - [`cover`]: exact cover's first solution and count, repeated cover's
//!   minimum, a count's progress;
//! - [`logic`]: the hints' calls (explain, rate, generate, check, apply);
//! - [`LessonFault`]: what is wrong with a lesson, field by field.

pub mod binary;
pub mod cover;
#[cfg(feature = "logic")]
pub mod logic;
pub mod sudoku;

use crate::i18n::Lang;
use crate::lesson::Fault;
use serde::Serialize;

/// Search counters. `micros` is the time of the search alone, as the
/// caller measured it.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    nodes: u64,
    updates: u64,
    micros: f64,
    max_depth: usize,
}

/// How many solutions a search found: one, several, none, or it ran out of
/// its node limit first.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum SolveStatus {
    /// Exactly one solution.
    Unique,
    /// Two or more.
    Multiple,
    /// None.
    None,
    /// The node limit came first.
    Stopped,
}

impl SolveStatus {
    /// The status of a search that found `count` solutions (counting to
    /// 2), `stopped` if it ran out of nodes: two are several even then.
    pub fn of(count: u64, stopped: bool) -> SolveStatus {
        match (count, stopped) {
            (2.., _) => SolveStatus::Multiple,
            (_, true) => SolveStatus::Stopped,
            (1, _) => SolveStatus::Unique,
            _ => SolveStatus::None,
        }
    }
}

/// A fault of a lesson: its stop (0-based; null for the lesson's own
/// fields), its field (`title`, `step`, `text`, `predict`, `stops`, …) and
/// what is wrong.
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct LessonFault {
    stop: Option<usize>,
    field: &'static str,
    message: String,
}

impl LessonFault {
    /// `fault` in `lang`.
    pub fn new(fault: Fault, lang: Lang) -> LessonFault {
        LessonFault {
            stop: fault.stop,
            field: fault.field,
            message: fault.msg.render(lang),
        }
    }
}
