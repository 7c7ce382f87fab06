//! The teaching subcommands: `hint`, `explain`, `rate` and `generate`.
//! Cells are 0-based `[row, col]` and values 1-based in JSON; texts say
//! cells 1-based (`r3c5`). Puzzles and steps are numbered from 1.

use dlx_lab::formats::{self, sudoku::Layout};
use dlx_lab::hint::{self, generate, Level, Verdict};
use dlx_lab::limits::CHECK_NODES;
use dlx_lab::sudoku::{Grid, Shape};
use dlx_lab::Error;
use rayon::prelude::*;
use serde_json::json;
use std::io::Write;

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// The puzzles of `text`, each with its clash if it has one.
fn puzzles(text: &str, shape: Option<Shape>) -> Result<Vec<(Grid, Option<Error>)>> {
    let parsed = formats::sudoku::parse(text, shape).map_err(Error::from)?;
    Ok(parsed
        .into_iter()
        .map(|p| {
            let clash = p.grid.find_clash().map(|clash| Error::Clash {
                line: p.line,
                clash,
            });
            (p.grid, clash)
        })
        .collect())
}

/// `hint`: the next step for each puzzle, a line each.
pub fn hint(text: &str, shape: Option<Shape>, as_json: bool, out: &mut impl Write) -> Result<bool> {
    let mut ok = true;
    for (i, (grid, clash)) in puzzles(text, shape)?.into_iter().enumerate() {
        if let Some(e) = clash {
            eprintln!("error: {e}");
            ok = false;
            continue;
        }
        let h = hint::hint(&grid, None, None, hint::FULL);
        if as_json {
            let mut line = serde_json::to_value(&h)?;
            line["puzzle"] = json!(i + 1);
            writeln!(out, "{line}")?;
        } else {
            let name = h.technique.map_or("", |t| t.name());
            writeln!(
                out,
                "{}{}",
                if name.is_empty() {
                    String::new()
                } else {
                    format!("{name}: ")
                },
                h.explanation
            )?;
        }
    }
    Ok(ok)
}

/// `explain`: the logical solve path of each puzzle, one step a line, then
/// its result.
pub fn explain(
    text: &str,
    shape: Option<Shape>,
    as_json: bool,
    out: &mut impl Write,
) -> Result<bool> {
    for (i, (grid, _)) in puzzles(text, shape)?.into_iter().enumerate() {
        let path = hint::explain(&grid);
        let s = grid.shape();
        for (k, step) in path.steps.iter().enumerate() {
            let texts = hint::text::render(step, s);
            let text = hint::text::full(&texts.step, &texts.matrix);
            let level = step.technique.level();
            if as_json {
                let line = json!({
                    "puzzle": i + 1, "step": k + 1,
                    "technique": step.technique.name(), "level": level,
                    "placements": hint::at_cells(s, &step.placements), "eliminations": hint::at_cells(s, &step.eliminations),
                    "text": text,
                });
                writeln!(out, "{line}")?;
            } else {
                writeln!(
                    out,
                    "{}. {} ({level}): {}",
                    k + 1,
                    step.technique.name(),
                    texts.step
                )?;
            }
        }
        let hardest = path.hardest().map(|t| t.name());
        let level = path.level().map(Level::name);
        if as_json {
            let line = json!({
                "puzzle": i + 1, "result": path.verdict, "steps": path.steps.len(),
                "hardest": hardest, "level": level,
            });
            writeln!(out, "{line}")?;
        } else {
            let verdict = match path.verdict {
                Verdict::Solved => "solved",
                Verdict::Stuck => "stuck: the rest needs search",
                Verdict::Invalid => "invalid: the puzzle clashes or has no unique solution",
                Verdict::Stopped => &stopped(),
            };
            writeln!(
                out,
                "puzzle {}: {verdict}; {} steps; hardest {}; level {}",
                i + 1,
                path.steps.len(),
                hardest.unwrap_or("none"),
                level.unwrap_or("none")
            )?;
        }
    }
    Ok(true)
}

/// What `explain` and `rate` say of a puzzle whose uniqueness check ran
/// out of its budget.
fn stopped() -> String {
    format!("stopped after {CHECK_NODES} nodes: could not tell whether the puzzle has one solution")
}

/// `rate`: "level hardest-technique nodes", a line per puzzle ("stopped
/// after N nodes: …" when the uniqueness check ran out of budget).
pub fn rate(
    text: &str,
    shape: Option<Shape>,
    pool: &rayon::ThreadPool,
    out: &mut impl Write,
) -> Result<bool> {
    let grids = puzzles(text, shape)?;
    let ratings: Vec<_> = pool.install(|| grids.par_iter().map(|(g, _)| hint::rate(g)).collect());
    for r in ratings {
        if r.verdict == Verdict::Stopped {
            writeln!(out, "{}", stopped())?;
            continue;
        }
        let level = r.level.map_or("invalid", Level::name);
        writeln!(
            out,
            "{level} {} {}",
            r.hardest_name().unwrap_or("none"),
            r.nodes
        )?;
    }
    Ok(true)
}

/// `generate`: `count` puzzles with seeds `seed`, `seed + 1`, …, one a line.
pub fn generate(
    shape: Shape,
    level: Level,
    seed: u64,
    count: u64,
    symmetric: bool,
    pool: &rayon::ThreadPool,
    out: &mut impl Write,
) -> Result<bool> {
    let seeds: Vec<u64> = (0..count).map(|i| seed.wrapping_add(i)).collect();
    let made: Vec<_> = pool.install(|| {
        seeds
            .par_iter()
            .map(|&seed| {
                generate::generate(generate::Request {
                    shape,
                    level,
                    seed,
                    symmetric,
                })
            })
            .collect()
    });
    for puzzle in made {
        let puzzle = puzzle?;
        write!(
            out,
            "{}",
            formats::sudoku::print(&puzzle.grid, Layout::Line)
        )?;
    }
    Ok(true)
}
