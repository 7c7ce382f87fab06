//! `MinTracer`: a repeated-cover search ([`crate::dlx::repeat::MinTrace`])
//! stepped from JS, with the methods of `Tracer` that the page's player
//! calls, so that one player steps both searches. Its events are the
//! repeated cover's own: `deepen`, `choose` (with the bound `h`), `try`,
//! `prune` (`depth + h > limit`, with the columns `h` counted), `solution`,
//! `undo`, `leave` and `done`.

use super::results::{MatrixInfo, TracerCounters};
use super::{error, fail, options, to_js};
use crate::dlx::repeat::{Bound, MinEvent, MinTrace};
use crate::dlx::ColumnRule;
use crate::error::Unknown;
use crate::i18n::Lang;
use crate::msg;
use crate::trace::Trace;
use serde::{Deserialize, Serialize};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// The event names of a repeated-cover search, for `run`.
const MIN_KINDS: [&str; 8] = [
    "deepen", "choose", "try", "prune", "solution", "undo", "leave", "done",
];

/// Options of `new MinTracer()`.
#[derive(Deserialize, Default, Tsify)]
pub(super) struct MinTracerOptions {
    /// Prune with OI-wiki's A* bound h (default true).
    #[tsify(optional)]
    bound: Option<bool>,
}

/// One step of a repeated-cover search. Columns and options are 0-based;
/// `depth` counts the options in the set.
#[derive(Serialize, Tsify, Default)]
#[tsify(missing_as_null)]
pub(super) struct MinStep {
    /// "deepen" | "choose" | "try" | "prune" | "solution" | "undo" | "leave" | "done".
    kind: &'static str,
    column: Option<usize>,
    option: Option<usize>,
    depth: usize,
    /// For `choose`: the column's options left.
    size: Option<u32>,
    /// For `choose` and `prune`: the bound, the options still needed at
    /// least (null at a prune: an uncovered column has no option left).
    h: Option<usize>,
    /// For `deepen` and `prune`: the depth limit.
    limit: Option<usize>,
    /// For `prune`: the columns `h` counted, one option each.
    counted: Vec<usize>,
    /// For `solution`: the optimal set, ascending.
    options: Vec<usize>,
}

impl MinStep {
    fn new(event: &MinEvent, depth: usize) -> MinStep {
        let base = MinStep {
            depth,
            ..MinStep::default()
        };
        match event.clone() {
            MinEvent::Deepen { limit } => MinStep {
                kind: "deepen",
                limit: Some(limit),
                ..base
            },
            MinEvent::Choose {
                column, size, h, ..
            } => MinStep {
                kind: "choose",
                column: Some(column),
                size: Some(size),
                h: Some(h),
                ..base
            },
            MinEvent::Try { option, .. } => MinStep {
                kind: "try",
                option: Some(option),
                ..base
            },
            MinEvent::Prune {
                h, limit, counted, ..
            } => MinStep {
                kind: "prune",
                h,
                limit: Some(limit),
                counted,
                ..base
            },
            MinEvent::Solution { options } => MinStep {
                kind: "solution",
                options,
                ..base
            },
            MinEvent::Undo { option, .. } => MinStep {
                kind: "undo",
                option: Some(option),
                ..base
            },
            MinEvent::Leave { column, .. } => MinStep {
                kind: "leave",
                column: Some(column),
                ..base
            },
            MinEvent::Done | MinEvent::Halted => MinStep {
                kind: "done",
                ..base
            },
        }
    }
}

/// A repeated-cover search to step through, forwards and backwards exactly.
#[wasm_bindgen]
pub struct MinTracer {
    search: MinTrace,
    /// The problem's labels and matrix: an exact-cover trace of the same
    /// text, never stepped.
    labels: Trace,
    /// The events taken, for `back` to say which one it undid.
    events: Vec<MinEvent>,
    /// [`MinTrace::live_view`]'s bytes, read through `viewPtr()`.
    view: Vec<u8>,
    lang: Lang,
}

#[wasm_bindgen]
impl MinTracer {
    /// Sets up a repeated-cover search over the 0/1 matrix or Knuth's text.
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "MinTracerOptions")] options: Option<
            JsValue,
        >,
    ) -> Result<MinTracer, JsError> {
        let (o, lang): (MinTracerOptions, _) = self::options(options, &["bound"])?;
        let problem = crate::formats::cover::parse(text).map_err(|e| error(lang, e))?;
        let bound = match o.bound {
            Some(false) => Bound::Off,
            _ => Bound::Greedy,
        };
        Ok(MinTracer {
            search: MinTrace::new(&problem.links(), bound),
            labels: Trace::cover(problem, ColumnRule::Smallest),
            events: Vec::new(),
            view: Vec::new(),
            lang,
        })
    }

    /// Performs the next step and returns its event (`done` again at the end).
    #[wasm_bindgen(unchecked_return_type = "MinStep")]
    pub fn step(&mut self) -> Result<JsValue, JsError> {
        let event = self.search.step();
        let step = MinStep::new(&event, self.search.depth());
        if event != MinEvent::Done || self.events.last() != Some(&MinEvent::Done) {
            self.events.push(event);
        }
        to_js(&step)
    }

    /// Undoes the last step exactly; returns the event undone, or null at the start.
    #[wasm_bindgen(unchecked_return_type = "MinStep | null")]
    pub fn back(&mut self) -> Result<JsValue, JsError> {
        let Some(event) = self.events.pop() else {
            return to_js(&None::<MinStep>);
        };
        self.search.back();
        to_js(&MinStep::new(&event, self.search.depth()))
    }

    /// Steps until an event of `kind` (or `done`), at most `maxSteps` times.
    #[wasm_bindgen(unchecked_return_type = "MinStep | null")]
    pub fn run(
        &mut self,
        kind: &str,
        #[wasm_bindgen(js_name = maxSteps)] max_steps: f64,
    ) -> Result<JsValue, JsError> {
        if !MIN_KINDS.contains(&kind) {
            return Err(fail(
                self.lang,
                Unknown::new("event", kind, MIN_KINDS).msg(),
            ));
        }
        let mut last = None;
        for _ in 0..max_steps.max(0.0) as u64 {
            let event = self.search.step();
            let step = MinStep::new(&event, self.search.depth());
            let stop = step.kind == kind || event == MinEvent::Done;
            self.events.push(event);
            last = Some(step);
            if stop {
                break;
            }
        }
        to_js(&last)
    }

    /// Recomputes the live view (see `viewPtr`) and returns how many options
    /// are not hidden.
    pub fn refresh(&mut self) -> u32 {
        self.search.live_view(&mut self.view) as u32
    }

    /// Where the live view lies in wasm memory: `options + columns` bytes,
    /// 1 for a hidden option, then 1 for a covered column.
    #[wasm_bindgen(js_name = viewPtr)]
    pub fn view_ptr(&self) -> *const u8 {
        self.view.as_ptr()
    }

    /// The options in the set, outermost first.
    pub fn partial(&self) -> Vec<u32> {
        self.search
            .partial()
            .into_iter()
            .map(|o| o as u32)
            .collect()
    }

    /// The counters a frame shows; `solutions` counts the optimal sets.
    #[wasm_bindgen(unchecked_return_type = "TracerCounters")]
    pub fn counters(&self) -> Result<JsValue, JsError> {
        let stats = self.search.stats();
        let column = self.search.current_column();
        to_js(&TracerCounters::of(
            self.search.depth(),
            [stats.nodes, stats.updates, self.search.found().0],
            column,
            column.and_then(|c| self.search.size(c)),
            self.search.is_done(),
        ))
    }

    /// The options left in `column`, or undefined while it is covered.
    #[wasm_bindgen(js_name = columnSize)]
    pub fn column_size(&self, column: usize) -> Option<u32> {
        self.search.size(column)
    }

    /// Speaks `lang` from now on.
    #[wasm_bindgen(js_name = setLang)]
    pub fn set_lang(&mut self, lang: &str) -> Result<(), JsError> {
        self.lang =
            Lang::from_tag(lang).ok_or_else(|| fail(self.lang, msg!("options-bad-lang")))?;
        Ok(())
    }

    /// What a drawing of the matrix needs; call it once.
    #[wasm_bindgen(unchecked_return_type = "MatrixInfo")]
    pub fn matrix(&self) -> Result<JsValue, JsError> {
        to_js(&MatrixInfo::new(&self.labels, self.lang))
    }

    /// The current links of every node, for drawing them (small matrices).
    #[wasm_bindgen(unchecked_return_type = "LinksInfo")]
    pub fn links(&self) -> Result<JsValue, JsError> {
        let [left, right, up, down, column, row] = self.search.links();
        to_js(&super::results::LinksInfo::of(
            left, right, up, down, column, row,
        ))
    }
}
