//! Any of the three searches, stepped through by a page that need not know
//! which: Algorithm X's [`Trace`], and ([`super::sets`]) repeated cover and
//! Algorithm M. [`open`] is the one reading of a text to step through; a
//! [`Stepper`] answers each of the page's questions with one call.

use super::sets::SetTrace;
use super::{EventKind, Meant, StepEvent, Trace, KINDS};
use crate::dlx::{Algorithm, ItemRule, Links, SetSearch};
use crate::formats;
use crate::formats::cover::CoverProblem;
use crate::sudoku::variant::VariantName;
use crate::sudoku::Shape;
use crate::Error;
use serde::Serialize;

/// A search to step through, forwards and backwards exactly, with what a
/// drawing of it needs.
pub trait Stepper {
    /// Its name: "x" (Algorithm X), "repeat" (repeated cover) or "bounds"
    /// (multiplicities); each has its own events.
    fn name(&self) -> &'static str;
    /// The event kinds [`Stepper::run_to`] can run to.
    fn kinds(&self) -> &'static [&'static str];
    /// The next step's event (`done` again at the end).
    fn step(&mut self) -> StepEvent;
    /// Takes the last step back: its event, or `None` at the start.
    fn back(&mut self) -> Option<StepEvent>;
    /// Steps to the next event of `kind` (one of [`Stepper::kinds`]), or
    /// `done`, at most `steps` times: the last event, or `None`. Algorithm
    /// X's `backtrack` is its next `uncover`, where the search has tried
    /// every option of an item and backs up.
    fn run_to(&mut self, kind: &str, steps: u64) -> Option<StepEvent> {
        let kind = if kind == "backtrack" { "uncover" } else { kind };
        let mut last = None;
        for _ in 0..steps {
            let event = self.step();
            let stop = event.kind.name() == kind || event.kind == EventKind::Done;
            last = Some(event);
            if stop {
                break;
            }
        }
        last
    }
    /// The counters a frame shows.
    fn counters(&self) -> Counters;
    /// The matrix in its current state.
    fn links(&self) -> &Links;
    /// The options of the partial solution, outermost first.
    fn partial(&self) -> Vec<usize>;
    /// Options chosen before the search (a sudoku's givens).
    fn preselected(&self) -> &[usize] {
        &[]
    }
    /// The options left in `item`, or `None` while it is covered (or
    /// there is no such item).
    fn size(&self, item: usize) -> Option<u32>;
    /// The problem's labels and meanings: an exact-cover trace of it.
    fn labels(&self) -> &Trace;
    /// The primary items still to cover, left to right, with their sizes.
    fn active(&self) -> Vec<(usize, u32)> {
        (0..self.links().primary_items())
            .filter_map(|c| Some((c, self.size(c)?)))
            .collect()
    }
}

/// What a frame of a search shows besides the matrix: the JS API's
/// `Tracer.counters()`. It calls an item `column` (and its size `columnSize`),
/// the names that API gave them first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(missing_as_null, rename = "TracerCounters")
)]
#[serde(rename_all = "camelCase")]
pub struct Counters {
    /// The search's depth: its frames (X) or the options in its set.
    pub depth: usize,
    /// Options tried.
    pub nodes: u64,
    /// Links changed.
    pub updates: u64,
    /// Solutions found.
    pub solutions: u64,
    /// The item chosen at the innermost frame, if any.
    #[serde(rename = "column")]
    pub item: Option<usize>,
    /// Its options left.
    #[serde(rename = "columnSize")]
    pub item_size: Option<u32>,
    /// Whether the search is over.
    pub done: bool,
    /// Repeated cover: the depth limit searched now, else null.
    pub limit: Option<usize>,
    /// Repeated cover: the bound `h` of the matrix now (the options still
    /// needed at least; null where an uncovered item has no option left,
    /// and for the other searches).
    pub h: Option<usize>,
}

/// What a text is, and the search that steps it: Algorithm X over a sudoku
/// or an exact cover, Algorithm M over an exact cover with Knuth's
/// multiplicities, or repeated cover.
#[derive(Clone, Debug)]
pub enum Opened {
    /// Algorithm X.
    X(Box<Trace>),
    /// Algorithm M, over this problem.
    M(CoverProblem),
    /// Repeated cover, over this problem.
    Repeated(CoverProblem),
}

/// The one reading of a text to step through, count or trace: a sudoku
/// (read as the variant `kind`) or an exact cover under Algorithm X, an
/// exact cover with multiplicities under Algorithm M, or, `meant` so, a
/// repeated cover. The errors are [`Trace::read`]'s. The page's Tracer and
/// Count all, and the CLI's `trace`, open texts here.
pub fn open(
    text: &str,
    shape: Option<Shape>,
    kind: VariantName,
    rule: ItemRule,
    meant: Meant,
) -> Result<Opened, Error> {
    if meant == Meant::Repeated {
        let problem = formats::read_problem(text, formats::Wanted::Repeated)?;
        return Ok(Opened::Repeated(problem.cover));
    }
    match Trace::read_as(text, shape, kind, rule, meant) {
        Ok(trace) => Ok(Opened::X(Box::new(trace))),
        // Knuth's multiplicities are what exact cover's reader refuses:
        // read again with them only then.
        Err(e) => match formats::read_problem(text, formats::Wanted::Exact) {
            Ok(p) if p.algorithm == Algorithm::M => Ok(Opened::M(p.cover)),
            _ => Err(e),
        },
    }
}

impl Opened {
    /// Its search, to step through.
    pub fn stepper(self) -> Box<dyn Stepper> {
        match self {
            Opened::X(trace) => trace,
            Opened::M(problem) => Box::new(SetTrace::bounded(problem)),
            Opened::Repeated(problem) => Box::new(SetTrace::repeat(problem)),
        }
    }

    /// Algorithm X's search, which counting takes; the others are an error
    /// (counting keeps no multiplicities, and counts no repeated covers).
    pub fn exact(self) -> Result<Trace, Error> {
        match self {
            Opened::X(trace) => Ok(*trace),
            Opened::M(_) => Err(Error::Unsupported(crate::msg!("count-exact-only"))),
            Opened::Repeated(_) => Err(Error::Unsupported(crate::msg!("count-not-repeated"))),
        }
    }
}

impl Stepper for Trace {
    fn name(&self) -> &'static str {
        "x"
    }

    fn kinds(&self) -> &'static [&'static str] {
        &KINDS
    }

    fn step(&mut self) -> StepEvent {
        Trace::step(self)
    }

    fn back(&mut self) -> Option<StepEvent> {
        Trace::back(self)
    }

    fn counters(&self) -> Counters {
        let search = &self.search;
        let stats = search.stats();
        let item = search.current_item();
        Counters {
            depth: search.depth(),
            nodes: stats.nodes,
            updates: stats.updates,
            solutions: stats.solutions,
            item,
            // The chosen item is covered: its size is the one it had.
            item_size: item.map(|c| search.links().size(Links::header(c))),
            done: search.is_done(),
            limit: None,
            h: None,
        }
    }

    fn links(&self) -> &Links {
        self.search.links()
    }

    fn partial(&self) -> Vec<usize> {
        self.search.partial().collect()
    }

    fn preselected(&self) -> &[usize] {
        self.search.preselected()
    }

    fn size(&self, item: usize) -> Option<u32> {
        let links = self.search.links();
        let header = Links::header(item);
        (item < links.items() && !links.is_covered(header)).then(|| links.size(header))
    }

    fn labels(&self) -> &Trace {
        self
    }
}

impl<S: SetSearch> Stepper for SetTrace<S> {
    fn name(&self) -> &'static str {
        S::NAME
    }

    fn kinds(&self) -> &'static [&'static str] {
        S::KINDS
    }

    fn step(&mut self) -> StepEvent {
        self.next()
    }

    fn back(&mut self) -> Option<StepEvent> {
        self.search.back()
    }

    fn counters(&self) -> Counters {
        let [nodes, updates, solutions] = self.search.counts();
        let item = self.search.current_item();
        let (limit, h) = self.search.limit_and_h().unzip();
        Counters {
            depth: self.search.partial().len(),
            nodes,
            updates,
            solutions,
            item,
            item_size: item.and_then(|c| self.search.size(c)),
            done: self.search.is_done(),
            limit,
            h: h.flatten(),
        }
    }

    fn links(&self) -> &Links {
        self.search.links()
    }

    fn partial(&self) -> Vec<usize> {
        self.search.partial()
    }

    fn size(&self, item: usize) -> Option<u32> {
        self.search.size(item)
    }

    fn labels(&self) -> &Trace {
        &self.labels
    }
}
