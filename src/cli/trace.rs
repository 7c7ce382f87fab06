//! `trace`: the step events of a DLX search as JSON lines, with each
//! event's item or option label; a text with Knuth's multiplicities
//! gets the steps of the search that keeps them.

use super::{say, Result};
use dlx_lab::dlx::bounds::{BoundsEvent, BoundsTrace};
use dlx_lab::dlx::{ItemRule, SetSearch};
use dlx_lab::formats::cover::CoverProblem;
use dlx_lab::msg;
use dlx_lab::sudoku::variant::VariantName;
use dlx_lab::sudoku::Shape;
use dlx_lab::trace::{self, EventKind, Meant, Opened};
use std::io::Write;

/// Prints up to `limit` events of the search over `text`.
pub fn trace(
    text: &str,
    limit: u64,
    rule: ItemRule,
    (shape, variant): (Option<Shape>, VariantName),
    out: &mut impl Write,
) -> Result<bool> {
    let mut trace = match trace::open(text, shape, variant, rule, Meant::Either)? {
        Opened::X(trace) => *trace,
        // Meant::Either opens no repeated cover.
        Opened::M(problem) | Opened::Repeated(problem) => return bounds(&problem, limit, out),
    };
    for step in 1..=limit {
        let event = trace.step();
        let label = match (event.item, event.option) {
            (Some(c), _) => trace.item_label(c),
            (_, Some(o)) => trace.option_label(o),
            _ => String::new(),
        };
        let line = serde_json::json!({ "step": step, "event": &event, "label": label });
        writeln!(out, "{line}")?;
        if event.kind == EventKind::Done {
            return Ok(true);
        }
    }
    eprintln!(
        "{}",
        say(msg!(
            "cli-trace-limit",
            limit = limit,
            nodes = trace.search.stats().nodes
        ))
    );
    Ok(true)
}

/// The steps of the search that keeps Knuth's multiplicities (Algorithm M).
fn bounds(problem: &CoverProblem, limit: u64, out: &mut impl Write) -> Result<bool> {
    let mut trace = BoundsTrace::new(&problem.links(), &problem.bounds);
    let step = |trace: &mut BoundsTrace| {
        let event = trace.step();
        let label = match &event {
            BoundsEvent::Choose { item, .. }
            | BoundsEvent::Close { item, .. }
            | BoundsEvent::Leave { item }
            | BoundsEvent::Dead { item } => problem.names[*item].clone(),
            BoundsEvent::Try { option } | BoundsEvent::Undo { option } => {
                problem.option_label(*option)
            }
            _ => String::new(),
        };
        let done = event == BoundsEvent::Done;
        (event, label, done)
    };
    super::min::json_lines(&mut trace, limit, step, |t| t.stats().nodes, out)
}
