//! `cover --min`: the fewest options that cover every primary item at least
//! once (repeated cover, [`dlx_lab::dlx::repeat`]).

use super::{say, Result};
use dlx_lab::dlx::repeat::{Bound, MinOptions, MinTrace};
use dlx_lab::dlx::EventKind;
use dlx_lab::formats;
use dlx_lab::msg;
use std::io::Write;
use std::time::Instant;

/// How `cover --min` answers.
pub struct MinCoverOptions {
    /// Also count the optimal sets.
    pub count: bool,
    /// Prune with OI-wiki's bound `h` (off only to compare).
    pub bound: bool,
    /// Print the search's counters and time on stderr.
    pub stats: bool,
    /// Print a line on stderr at each depth limit, and as nodes go by.
    pub progress: bool,
}

/// Prints the minimum on one line and an optimal set's 1-based options on
/// the next; with `count`, the number of optimal sets on a third. A problem
/// that nothing covers prints "No Solution!", as `cover` does.
pub fn min_cover(text: &str, o: &MinCoverOptions, out: &mut impl Write) -> Result<bool> {
    let problem = formats::read_problem(text, formats::Wanted::Repeated)?;
    let start = Instant::now();
    let options = MinOptions {
        count: o.count,
        nodes: None,
        bound: if o.bound { Bound::Greedy } else { Bound::Off },
        up_to: None,
    };
    let outcome = problem
        .min_cover(options, |p| {
            if o.progress {
                let line = msg!(
                    "cli-min-progress",
                    limit = p.limit,
                    nodes = p.nodes,
                    found = p.found
                );
                eprintln!("{}", say(line));
            }
        })
        .map_err(dlx_lab::Error::from)?;
    match &outcome.best {
        Some(best) => {
            let (numbers, _) = problem.cover.numbered(best);
            let text: Vec<String> = numbers.iter().map(usize::to_string).collect();
            writeln!(out, "{}", best.len())?;
            writeln!(out, "{}", text.join(" "))?;
            if o.count {
                writeln!(out, "{}", outcome.count)?;
            }
        }
        None => writeln!(out, "No Solution!")?,
    }
    if o.stats {
        let s = outcome.stats;
        let line = msg!(
            "cli-min-stats",
            nodes = s.nodes,
            pruned = s.pruned,
            updates = s.updates,
            from = s.start,
            to = s.limit,
            ms = format!("{:.1}", start.elapsed().as_secs_f64() * 1e3)
        );
        eprintln!("{}", say(line));
    }
    Ok(true)
}

/// `trace --min`: up to `limit` steps of the repeated-cover search as JSON
/// lines, each with its item's or option's label.
pub fn trace(text: &str, limit: u64, out: &mut impl Write) -> Result<bool> {
    let problem = formats::read_problem(text, formats::Wanted::Repeated)?.cover;
    let mut trace = MinTrace::new(&problem.links(), Bound::Greedy);
    super::trace::set_lines(&mut trace, &problem, limit, fields, out)
}

/// The fields a repeated-cover step's line has, by its kind.
fn fields(kind: EventKind) -> &'static [&'static str] {
    match kind {
        EventKind::Deepen => &["limit"],
        EventKind::Choose => &["column", "size", "h", "depth"],
        EventKind::Try | EventKind::Undo => &["option", "depth"],
        EventKind::Prune => &["depth", "h", "limit", "counted"],
        EventKind::Leave => &["column", "depth"],
        EventKind::Solution => &["options"],
        _ => &[],
    }
}
