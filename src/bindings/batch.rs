//! `Solver`: sudoku after sudoku with the same options, for batches. `solve`
//! reads its options, and builds a full result object (the solution as text
//! and as arrays, the givens, the counters) on every call; in a loop over
//! thousands of puzzles that costs more than solving the easy ones. A
//! `Solver` reads its options once, and `count` returns a number; the
//! solution and the counters are there to read when wanted.

use super::{engine, error, options, puzzle, reading, Reading};
use crate::engines::Engine;
use crate::i18n::Lang;
use crate::limits::Limits;
use crate::sudoku::Grid;
use wasm_bindgen::prelude::*;

/// Solves one sudoku after another with the same engine and limits.
#[wasm_bindgen]
pub struct Solver {
    /// The engine named, or `None` for the fastest that knows the rules.
    engine: Option<&'static Engine>,
    reading: Reading,
    limits: Limits,
    /// The first solution of the last puzzle counted.
    solution: Option<Grid>,
    lang: Lang,
    nodes: u64,
    stopped: bool,
}

#[wasm_bindgen]
impl Solver {
    /// A solver with `solve`'s options: `solver`, `nodeLimit`, `box` and `variant`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "SolveOptions")] options: Option<JsValue>,
    ) -> Result<Solver, JsError> {
        let (o, lang): (super::options::SolveOptions, _) =
            self::options(options, &["solver", "nodeLimit", "box", "variant"])?;
        Ok(Solver {
            engine: engine(o.solver.as_deref(), lang)?,
            reading: reading(o.box_shape, o.variant.as_deref(), lang)?,
            lang,
            limits: Limits {
                solutions: Some(2),
                nodes: o.node_limit,
            },
            solution: None,
            nodes: 0,
            stopped: false,
        })
    }

    /// Solves the first sudoku in `text` and returns how many solutions it
    /// has, counting up to 2: 0, 1 or 2 (two or more). Bad text and
    /// clashing givens throw, with the same messages as `solve`.
    pub fn count(&mut self, text: &str) -> Result<u32, JsError> {
        let puzzle = puzzle(text, self.reading, self.lang)?;
        let report = crate::engines::solve(&puzzle, self.engine, self.limits)
            .map_err(|e| error(self.lang, e))?;
        self.solution = report.solution;
        self.nodes = report.nodes;
        self.stopped = report.stopped;
        Ok(report.count as u32)
    }

    /// The last puzzle's first solution, its n² values row by row, or
    /// `undefined` if it has none.
    pub fn solution(&self) -> Option<Vec<u8>> {
        self.solution.as_ref().map(|g| g.cells().to_vec())
    }

    /// The search nodes of the last `count`.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.nodes as f64
    }

    /// Whether the last `count` ran out of `nodeLimit` before it was sure.
    #[wasm_bindgen(getter)]
    pub fn stopped(&self) -> bool {
        self.stopped
    }
}
