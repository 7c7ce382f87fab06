//! What the `Tracer` asks of a search it steps. Algorithm X's [`Trace`] and
//! the other searches' [`SetTracer`] answer alike, so the `Tracer` holds
//! one of them without asking which: each of its methods is one call here.

use super::results::{MatrixInfo, TracerCounters, TracerState};
use super::sets::SetTracer;
use super::to_js;
use crate::dlx::Links;
use crate::i18n::Lang;
use crate::trace::{Trace, KINDS};
use wasm_bindgen::prelude::*;

/// A search to step through, forwards and backwards, with what a drawing
/// of it needs.
pub(super) trait Stepper {
    /// Its name, as `Tracer.search` gives it: "x", "repeat" or "bounds".
    fn name(&self) -> &'static str;
    /// The event kinds `run` can run to.
    fn kinds(&self) -> &'static [&'static str];
    /// The next step's event.
    fn step(&mut self) -> Result<JsValue, JsError>;
    /// Takes the last step back: its event, or null at the start.
    fn back(&mut self) -> Result<JsValue, JsError>;
    /// Steps to the next event of `kind` (one of [`Stepper::kinds`]), or
    /// `done`, at most `steps` times: the last event, or null.
    fn run_to(&mut self, kind: &str, steps: u64) -> Result<JsValue, JsError>;
    /// The state: counters, active items and sizes, the partial solution.
    fn state(&self) -> TracerState;
    /// The counters a frame shows.
    fn counters(&self) -> TracerCounters;
    /// The matrix in its current state.
    fn links(&self) -> &Links;
    /// The options of the partial solution, outermost first.
    fn partial(&self) -> Vec<usize>;
    /// The options left in `column`, or `None` while it is covered (or
    /// there is no such column).
    fn size(&self, column: usize) -> Option<u32>;
    /// What a drawing of the matrix needs, labelled in `lang`.
    fn matrix(&self, lang: Lang) -> MatrixInfo;
}

impl Stepper for Trace {
    fn name(&self) -> &'static str {
        "x"
    }

    fn kinds(&self) -> &'static [&'static str] {
        &KINDS
    }

    fn step(&mut self) -> Result<JsValue, JsError> {
        to_js(&Trace::step(self))
    }

    fn back(&mut self) -> Result<JsValue, JsError> {
        to_js(&Trace::back(self))
    }

    fn run_to(&mut self, kind: &str, steps: u64) -> Result<JsValue, JsError> {
        to_js(&Trace::run_to(self, kind, steps).0)
    }

    fn state(&self) -> TracerState {
        TracerState::new(self)
    }

    fn counters(&self) -> TracerCounters {
        TracerCounters::new(self)
    }

    fn links(&self) -> &Links {
        self.search.links()
    }

    fn partial(&self) -> Vec<usize> {
        self.search.partial().collect()
    }

    fn size(&self, column: usize) -> Option<u32> {
        let links = self.search.links();
        let header = Links::header(column);
        (column < links.columns() && !links.is_covered(header)).then(|| links.size(header))
    }

    fn matrix(&self, lang: Lang) -> MatrixInfo {
        MatrixInfo::new(self, lang)
    }
}

impl Stepper for SetTracer {
    fn name(&self) -> &'static str {
        SetTracer::name(self)
    }

    fn kinds(&self) -> &'static [&'static str] {
        SetTracer::kinds(self)
    }

    fn step(&mut self) -> Result<JsValue, JsError> {
        to_js(&SetTracer::step(self))
    }

    fn back(&mut self) -> Result<JsValue, JsError> {
        to_js(&SetTracer::back(self))
    }

    fn run_to(&mut self, kind: &str, steps: u64) -> Result<JsValue, JsError> {
        to_js(&SetTracer::run_to(self, kind, steps))
    }

    fn state(&self) -> TracerState {
        SetTracer::state(self)
    }

    fn counters(&self) -> TracerCounters {
        SetTracer::counters(self)
    }

    fn links(&self) -> &Links {
        SetTracer::links(self)
    }

    fn partial(&self) -> Vec<usize> {
        SetTracer::partial(self)
    }

    fn size(&self, column: usize) -> Option<u32> {
        SetTracer::size(self, column)
    }

    fn matrix(&self, lang: Lang) -> MatrixInfo {
        SetTracer::matrix(self, lang)
    }
}
