//! `cover`: one solution, or the count, of an exact-cover problem; and
//! `problem`, which writes the classics in Knuth's format for it.

use super::parts::{Part, PARTS_PER_MACHINE};
use super::{say, Failure, Result};
use dlx_lab::dlx::{self, split, ItemRule, Limits, Stats};
use dlx_lab::formats;
use dlx_lab::msg;
use dlx_lab::problems;
use dlx_lab::Error;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How `cover` answers.
pub struct CoverOptions {
    /// Count instead of printing a solution.
    pub count: bool,
    /// Stop counting at this many.
    pub limit: Option<u64>,
    /// Print the search's counters and time on stderr.
    pub stats: bool,
    /// Show a progress bar on stderr while counting.
    pub progress: bool,
    /// Count only this part of the search tree (`--part K/N`).
    pub part: Option<Part>,
    /// Split the tree for the parts at this depth.
    pub parts_depth: Option<usize>,
    /// Print the part's count as a JSON line, for `sum`.
    pub json: bool,
    /// How the search that finds a solution (or counts to a limit) picks
    /// its item, as the step-through's rule does: the Code panel's listing
    /// of each rule prints what `cover --rule` prints.
    pub rule: ItemRule,
}

/// Solves or counts the problem of `text`. A count without a limit runs on
/// `pool`, split into subproblems ([`split`]); anything else runs on one
/// thread, as the search stops early.
pub fn cover(
    text: &str,
    o: &CoverOptions,
    pool: &rayon::ThreadPool,
    out: &mut impl Write,
) -> Result<bool> {
    let read = formats::read_problem(text, formats::Wanted::Exact)?;
    if read.algorithm == dlx::Algorithm::M {
        if o.part.is_some() {
            return Err(msg!("cli-part-multiplicities").into());
        }
        return bounded(&read, o, out);
    }
    let problem = &read.cover;
    let links = problem.links();
    let start = Instant::now();
    if o.count && o.limit.is_none() {
        // The machine's cores split the first levels; a part of a count
        // across machines takes its share of a deeper split.
        let (prefixes, depth) = match o.part {
            None => (split::split(&links, split::SPLIT_DEPTH), split::SPLIT_DEPTH),
            Some(Part { k, n }) => {
                let depth = o
                    .parts_depth
                    .unwrap_or_else(|| split::depth_for(&links, PARTS_PER_MACHINE * n));
                (split::part(&links, depth, k, n), depth)
            }
        };
        let found = AtomicU64::new(0);
        let stop = interrupt();
        // After the Ctrl-C handler: once progress shows, Ctrl-C is heard.
        let bar = Progress::new(o.progress, prefixes.len() as u64);
        let counted: Vec<(Stats, bool)> = pool.install(|| {
            prefixes
                .par_iter()
                // A Counter per worker thread, restarted on each piece.
                .map_init(
                    || split::Counter::new(&links, &[], 0).expect("no prefix, no conflict"),
                    |counter, p| {
                        let part = count_piece(counter, p, stop);
                        let so_far = found.fetch_add(part.0.solutions, Ordering::Relaxed);
                        bar.piece_done(so_far + part.0.solutions);
                        part
                    },
                )
                .collect()
        });
        bar.finish();
        let count: u64 = counted.iter().map(|p| p.0.solutions).sum();
        let nodes: u64 = counted.iter().map(|p| p.0.nodes).sum();
        let interrupted = stop.load(Ordering::Relaxed);
        match o.part {
            // A partial count must not pass for a part's: `sum` would add it.
            Some(part) if o.json => {
                if !interrupted {
                    writeln!(out, "{}", part.line(count, nodes))?;
                }
            }
            _ => writeln!(out, "{count}")?,
        }
        if interrupted {
            let done = counted.iter().filter(|p| p.1).count();
            return Err(Failure::Interrupted(msg!(
                "cli-interrupted",
                count = count,
                done = done,
                pieces = prefixes.len(),
                nodes = nodes
            )));
        }
        if o.stats {
            let updates: u64 = counted.iter().map(|p| p.0.updates).sum();
            let biggest = counted.iter().map(|p| p.0.nodes).max().unwrap_or(0);
            let line = msg!(
                "cli-count-stats",
                nodes = nodes,
                updates = updates,
                ms = format!("{:.1}", start.elapsed().as_secs_f64() * 1e3),
                pieces = prefixes.len(),
                depth = depth,
                threads = super::threads(pool),
                share = format!("{:.1}", 100.0 * biggest as f64 / nodes.max(1) as f64)
            );
            eprintln!("{}", say(line));
        }
        return Ok(true);
    }
    let limits = Limits {
        solutions: if o.count { o.limit } else { Some(1) },
        nodes: None,
    };
    let outcome = read.solve(o.rule, limits).map_err(Error::from)?;
    if o.count {
        writeln!(out, "{}", outcome.count)?;
    } else if let Some(options) = outcome.first {
        let mut numbers: Vec<usize> = options.iter().map(|&o| problem.numbers[o]).collect();
        numbers.sort_unstable();
        let text: Vec<String> = numbers.iter().map(usize::to_string).collect();
        writeln!(out, "{}", text.join(" "))?;
    } else {
        writeln!(out, "No Solution!")?;
    }
    if o.stats {
        let line = msg!(
            "cli-cover-stats",
            nodes = outcome.stats.nodes,
            updates = outcome.stats.updates,
            ms = format!("{:.1}", start.elapsed().as_secs_f64() * 1e3)
        );
        eprintln!("{}", say(line));
    }
    Ok(true)
}

/// `cover` on a problem with multiplicities ([`dlx::bounds`]), on one
/// thread: the count, or one solution's options.
fn bounded(read: &formats::Problem, o: &CoverOptions, out: &mut impl Write) -> Result<bool> {
    let start = Instant::now();
    let problem = &read.cover;
    let limits = Limits {
        solutions: if o.count { o.limit } else { Some(1) },
        nodes: None,
    };
    let found = read.solve(o.rule, limits).map_err(Error::from)?;
    if o.count {
        writeln!(out, "{}", found.count)?;
    } else if let Some(options) = &found.first {
        let text: Vec<String> = options
            .iter()
            .map(|&o| problem.numbers[o].to_string())
            .collect();
        writeln!(out, "{}", text.join(" "))?;
    } else {
        writeln!(out, "No Solution!")?;
    }
    if o.stats {
        let ms = format!("{:.1}", start.elapsed().as_secs_f64() * 1e3);
        let line = msg!(
            "cli-cover-stats-bounded",
            nodes = found.stats.nodes,
            ms = ms
        );
        eprintln!("{}", say(line));
    }
    Ok(true)
}

/// Counts the solutions that extend `prefix`, a slice at a time until done
/// or `stop` is set. Returns the counters and whether the piece is done.
fn count_piece(counter: &mut split::Counter, prefix: &[usize], stop: &AtomicBool) -> (Stats, bool) {
    counter
        .restart(prefix, 0)
        .expect("a prefix from split() has no conflict");
    let mut done = false;
    while !done && !stop.load(Ordering::Relaxed) {
        done = counter.run(split::SLICE);
    }
    (counter.stats(), done)
}

/// The flag that Ctrl-C sets, so that a count stops and prints what it has
/// instead of dying with it. Installed once, on the first call.
fn interrupt() -> &'static AtomicBool {
    static STOP: AtomicBool = AtomicBool::new(false);
    static HANDLER: std::sync::Once = std::sync::Once::new();
    HANDLER.call_once(|| {
        // Without a handler (e.g. one set already) Ctrl-C keeps its default.
        let _ = ctrlc::set_handler(|| STOP.store(true, Ordering::Relaxed));
    });
    &STOP
}

/// What `--progress` shows on stderr over the pieces of a count: a bar on a
/// terminal; elsewhere (a log file, a pipe, a test) plain lines, which a bar
/// would not draw: one when the count starts, then at most one a second as
/// pieces finish, each "counting: D/N pieces, S solutions so far".
enum Progress {
    Hidden,
    Bar(ProgressBar),
    Lines {
        pieces: u64,
        done: AtomicU64,
        last: Mutex<Instant>,
    },
}

/// The least time between two progress lines.
const LINE_EVERY: Duration = Duration::from_secs(1);

impl Progress {
    fn new(shown: bool, pieces: u64) -> Progress {
        if !shown {
            return Progress::Hidden;
        }
        if !std::io::stderr().is_terminal() {
            eprintln!(
                "{}",
                say(msg!(
                    "cli-counting",
                    done = 0,
                    pieces = pieces,
                    solutions = 0
                ))
            );
            return Progress::Lines {
                pieces,
                done: AtomicU64::new(0),
                last: Mutex::new(Instant::now()),
            };
        }
        let bar = ProgressBar::new(pieces);
        let style = ProgressStyle::with_template(&say(msg!("cli-progress-bar")))
            .expect("the template is valid");
        bar.set_style(style);
        Progress::Bar(bar)
    }

    /// One more piece is done; `solutions` have been found so far.
    fn piece_done(&self, solutions: u64) {
        match self {
            Progress::Hidden => {}
            Progress::Bar(bar) => {
                bar.set_message(say(msg!("cli-so-far", solutions = solutions)));
                bar.inc(1);
            }
            Progress::Lines { pieces, done, last } => {
                let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
                if last.elapsed() >= LINE_EVERY || done == *pieces {
                    *last = Instant::now();
                    eprintln!(
                        "{}",
                        say(msg!(
                            "cli-counting",
                            done = done,
                            pieces = *pieces,
                            solutions = solutions
                        ))
                    );
                }
            }
        }
    }

    /// Clears the bar; plain lines stay as they are.
    fn finish(&self) {
        if let Progress::Bar(bar) = self {
            bar.finish_and_clear();
        }
    }
}

/// Writes the classic problem `name` of `size` in Knuth's format.
pub fn problem(name: &str, size: &str, out: &mut impl Write) -> Result<bool> {
    write!(out, "{}", problems::by_name(name, size)?)?;
    Ok(true)
}
