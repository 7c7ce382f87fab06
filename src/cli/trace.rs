//! `trace`: the step events of a DLX search as JSON lines, with each
//! event's item or option label; a text with Knuth's multiplicities
//! gets the steps of the search that keeps them.

use super::{say, Result};
use dlx_lab::dlx::bounds::BoundsTrace;
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
    let fields = |kind| -> &'static [&'static str] {
        match kind {
            EventKind::Choose => &["column", "size", "count", "lo", "hi"],
            EventKind::Try | EventKind::Undo => &["option"],
            EventKind::Close => &["column", "count", "lo"],
            EventKind::Leave | EventKind::Dead => &["column"],
            EventKind::Solution => &["options"],
            _ => &[],
        }
    };
    set_lines(&mut trace, problem, limit, fields, out)
}

/// Prints up to `limit` steps of a set search over `problem` as JSON
/// lines: each its step number, `event` its kind, the fields `fields`
/// names for that kind (what each search's lines have printed since before
/// the searches shared one step event), and the label of its item or
/// option.
pub fn set_lines(
    search: &mut impl SetSearch,
    problem: &CoverProblem,
    limit: u64,
    fields: fn(EventKind) -> &'static [&'static str],
    out: &mut impl Write,
) -> Result<bool> {
    for number in 1..=limit {
        let event = search.step();
        let all = serde_json::to_value(&event)?;
        let mut line = serde_json::json!({ "step": number, "event": event.kind });
        for &field in fields(event.kind) {
            line[field] = all[field].clone();
        }
        line["label"] = match (event.item, event.option) {
            (Some(c), _) => problem.names[c].clone(),
            (_, Some(o)) => problem.option_label(o),
            _ => String::new(),
        }
        .into();
        writeln!(out, "{line}")?;
        if event.kind == EventKind::Done {
            return Ok(true);
        }
    }
    let nodes = search.counts()[0];
    eprintln!(
        "{}",
        say(msg!("cli-trace-limit", limit = limit, nodes = nodes))
    );
    Ok(true)
}
