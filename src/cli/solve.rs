//! `solve`, `binary` and `bench`: sudokus on any engine of the registry, on
//! every core, each answer checked before it is printed; Binary Sudoku.

use super::{complain, say, threads, Result};
use crate::cli::args::Mode;
use dlx_lab::engines::{self, Engine};
use dlx_lab::formats::{self, sudoku::Layout};
use dlx_lab::limits::Limits;
use dlx_lab::msg;
use dlx_lab::sudoku::variant::VariantName;
use dlx_lab::sudoku::{Report, Shape};
use dlx_lab::{binary, Error};
use rayon::prelude::*;
use std::io::Write;
use std::time::Instant;

/// How `solve` answers.
pub struct SolveOptions {
    /// The engine asked for; unasked, the fastest that knows the variant.
    pub engine: Option<&'static Engine>,
    pub count: bool,
    pub stats: bool,
    pub shape: Option<Shape>,
    pub variant: VariantName,
    pub node_limit: Option<u64>,
}

/// Solves every puzzle of `text` on `pool`, then prints the answers in the
/// input's order.
pub fn solve(
    text: &str,
    o: &SolveOptions,
    pool: &rayon::ThreadPool,
    out: &mut impl Write,
) -> Result<bool> {
    let puzzles = formats::sudoku::parse_variant(text, o.shape, o.variant)?;
    let limits = Limits {
        solutions: Some(if o.count { 2 } else { 1 }),
        nodes: o.node_limit,
    };
    // The engine's checked report and how long it took, or why there is none.
    let answers: Vec<std::result::Result<(Report, f64), Error>> = pool.install(|| {
        puzzles
            .par_iter()
            .map(|puzzle| {
                let start = Instant::now();
                let report = engines::solve(puzzle, o.engine, limits)?;
                Ok((report, start.elapsed().as_secs_f64() * 1e6))
            })
            .collect()
    });
    let mut ok = true;
    for (i, (puzzle, answer)) in puzzles.iter().zip(answers).enumerate() {
        if i > 0 && puzzle.layout != Layout::Line && !o.count {
            writeln!(out)?;
        }
        let (report, micros) = match answer {
            Ok(answer) => answer,
            Err(e) => {
                complain(e.msg());
                writeln!(out, "{}", if o.count { "0" } else { "No Solution" })?;
                ok = false;
                continue;
            }
        };
        if o.stats {
            eprintln!(
                "{}",
                say(msg!(
                    "cli-solve-stats",
                    puzzle = i + 1,
                    line = puzzle.line.to_string(),
                    nodes = report.nodes,
                    updates = report.updates,
                    depth = report.max_depth,
                    micros = format!("{micros:.0}")
                ))
            );
        }
        if report.stopped {
            // Undecided: neither an answer nor "No Solution".
            complain(msg!(
                "cli-solve-stopped",
                line = puzzle.line.to_string(),
                nodes = report.nodes
            ));
            writeln!(out, "{}", if o.count { "stopped" } else { "Stopped" })?;
            ok = false;
            continue;
        }
        match (o.count, &report.solution) {
            (true, _) if report.count >= 2 => writeln!(out, "2+")?,
            (true, _) => writeln!(out, "{}", report.count)?,
            (false, Some(solution)) => {
                write!(out, "{}", formats::sudoku::print(solution, puzzle.layout))?
            }
            (false, None) => writeln!(out, "No Solution")?,
        }
    }
    Ok(ok)
}

/// `binary`: the fewest toggles, and with `show` the solved grid.
pub fn binary(text: &str, show: bool, out: &mut impl Write) -> Result<bool> {
    let grid = formats::binary::parse(text)?;
    let answer = binary::solve(&grid).map_err(Error::from)?;
    writeln!(out, "{}", answer.toggles)?;
    if show {
        write!(out, "{}", formats::binary::print(&answer.grid))?;
    }
    Ok(true)
}

/// `bench`: every puzzle of `text` on `pool` with `engine` (unnamed, the
/// fastest for each), each answer checked, and the speed on one line.
pub fn bench(
    text: &str,
    engine: Option<&'static Engine>,
    mode: Mode,
    pool: &rayon::ThreadPool,
    out: &mut impl Write,
) -> Result<bool> {
    let puzzles = formats::sudoku::parse(text, None)?;
    let limits = match mode {
        Mode::First => Limits::FIRST,
        Mode::Count2 => Limits::COUNT2,
    };
    if let Some(e) = puzzles.iter().find_map(|p| p.clash_error()) {
        return Err(e.into());
    }
    // Unnamed, each puzzle takes the fastest engine for it: the first's names the line.
    let named = engine
        .or_else(|| puzzles.first().map(|p| engines::fastest_for(&p.grid)))
        .map_or("", |e| e.name);
    let start = Instant::now();
    // Per puzzle: (nodes, solutions found, whether its solution checks out).
    let results: Vec<(u64, u64, bool)> = pool.install(|| {
        puzzles
            .par_iter()
            .map(|puzzle| match engines::solve(puzzle, engine, limits) {
                Ok(report) => (report.nodes, report.count, true),
                Err(_) => (0, 0, false),
            })
            .collect()
    });
    let nodes: u64 = results.iter().map(|r| r.0).sum();
    let mut tally = [0usize; 3];
    for r in &results {
        tally[r.1.min(2) as usize] += 1;
    }
    let wrong = results.iter().filter(|r| !r.2).count();
    let secs = start.elapsed().as_secs_f64();
    let count = puzzles.len() as f64;
    let checked = if wrong == 0 {
        msg!("cli-bench-checked")
    } else {
        msg!("cli-bench-wrong", count = wrong)
    };
    let line = msg!(
        "cli-bench",
        engine = named,
        puzzles = puzzles.len(),
        micros = format!("{:.1}", secs * 1e6 / count),
        rate = format!("{:.0}", count / secs),
        nodes = format!("{:.1}", nodes as f64 / count),
        unique = tally[1],
        multiple = tally[2],
        none = tally[0],
        checked = checked,
        threads = threads(pool)
    );
    writeln!(out, "{}", say(line))?;
    Ok(wrong == 0)
}
