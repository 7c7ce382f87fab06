//! `trace`: the step events of a DLX search as JSON lines, with each
//! event's column or option label.

use super::{say, Result};
use dlx_lab::dlx::ColumnRule;
use dlx_lab::msg;
use dlx_lab::sudoku::Shape;
use dlx_lab::trace::{EventKind, Trace};
use std::io::Write;

/// Prints up to `limit` events of the search over `text`.
pub fn trace(
    text: &str,
    limit: u64,
    rule: ColumnRule,
    shape: Option<Shape>,
    out: &mut impl Write,
) -> Result<bool> {
    let mut trace = Trace::from_text(text, shape, rule)?;
    for step in 1..=limit {
        let event = trace.step();
        let label = match (event.column, event.option) {
            (Some(c), _) => trace.column_label(c),
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
