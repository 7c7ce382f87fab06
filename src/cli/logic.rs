//! The teaching subcommands: `hint`, `explain`, `rate` and `generate`.
//! Cells are 0-based `[row, col]` and values 1-based in JSON; texts say
//! cells 1-based (`r3c5`). Puzzles and steps are numbered from 1. JSON keys,
//! technique names and levels are the same in every language; the texts
//! are in the command's.

use super::{complain, lang, say, Result};
use dlx_lab::formats::{self, sudoku::Layout};
use dlx_lab::hint::{self, generate, Difficulty, Verdict};
use dlx_lab::i18n::Msg;
use dlx_lab::limits::{Limits, CHECK_NODES};
use dlx_lab::msg;
use dlx_lab::sudoku::variant::VariantName;
use dlx_lab::sudoku::{Grid, Shape};
use dlx_lab::Error;
use rayon::prelude::*;
use serde_json::json;
use std::io::Write;
use std::time::Instant;

/// How to read the puzzles: a box shape that overrides the inferred one,
/// and the variant.
pub type Reading = (Option<Shape>, VariantName);

/// The puzzles of `text`, each with its clash if it has one.
fn puzzles(text: &str, (shape, kind): Reading) -> Result<Vec<(Grid, Option<Error>)>> {
    let parsed = formats::parse_variant(text, shape, kind)?;
    Ok(parsed
        .into_iter()
        .map(|p| {
            let clash = p.clash_error();
            (p.grid, clash)
        })
        .collect())
}

/// `hint`: the next step for each puzzle, a line each.
pub fn hint(text: &str, reading: Reading, as_json: bool, out: &mut impl Write) -> Result<bool> {
    let mut ok = true;
    for (i, (grid, clash)) in puzzles(text, reading)?.into_iter().enumerate() {
        if let Some(e) = clash {
            complain(e.msg());
            ok = false;
            continue;
        }
        let h = hint::hint(&grid, None, None, hint::FULL);
        if as_json {
            let mut line = serde_json::to_value(h.render(lang()))?;
            line["puzzle"] = json!(i + 1);
            writeln!(out, "{line}")?;
        } else {
            let explanation = h.explanation().render(lang());
            match h.technique {
                Some(t) => writeln!(out, "{}: {explanation}", t.name())?,
                None => writeln!(out, "{explanation}")?,
            }
        }
    }
    Ok(ok)
}

/// `explain`: the logical solve path of each puzzle, one step a line, then
/// its result.
pub fn explain(text: &str, reading: Reading, as_json: bool, out: &mut impl Write) -> Result<bool> {
    for (i, (grid, _)) in puzzles(text, reading)?.into_iter().enumerate() {
        let path = hint::explain(&grid);
        let s = grid.shape();
        for (k, step) in path.steps.iter().enumerate() {
            let texts = hint::text::render(step, s);
            let level = step.technique.level();
            if as_json {
                let line = json!({
                    "puzzle": i + 1, "step": k + 1,
                    "technique": step.technique.name(), "level": level,
                    "se": hint::rating::step(step), "chain": step.chain.len(),
                    "placements": hint::at_cells(s, &step.placements), "eliminations": hint::at_cells(s, &step.eliminations),
                    "text": say(hint::text::full(texts.step, texts.matrix)),
                });
                writeln!(out, "{line}")?;
            } else {
                let line = msg!(
                    "cli-explain-step",
                    step = k + 1,
                    technique = step.technique.name(),
                    level = level.msg(),
                    text = texts.step
                );
                writeln!(out, "{}", say(line))?;
            }
        }
        let hardest = path.hardest().map(|t| t.name());
        if as_json {
            let line = json!({
                "puzzle": i + 1, "result": path.verdict, "steps": path.steps.len(),
                "hardest": hardest, "level": path.level().map(Difficulty::name),
                "se": path.se(),
            });
            writeln!(out, "{line}")?;
        } else {
            let verdict = match path.verdict {
                Verdict::Solved => msg!("cli-verdict-solved"),
                Verdict::Stuck => msg!("cli-verdict-stuck"),
                Verdict::Invalid => msg!("cli-verdict-invalid"),
                Verdict::Stopped => stopped(),
            };
            let none = || msg!("cli-none");
            let line = msg!(
                "cli-explain-result",
                puzzle = i + 1,
                verdict = verdict,
                steps = path.steps.len(),
                hardest = hardest.map_or_else(none, |h| msg!("list-one", item = h)),
                level = path.level().map_or_else(none, Difficulty::msg)
            );
            writeln!(out, "{}", say(line))?;
        }
    }
    Ok(true)
}

/// What `explain` and `rate` say of a puzzle whose uniqueness check ran
/// out of its budget.
fn stopped() -> Msg {
    msg!("cli-verdict-stopped", nodes = CHECK_NODES)
}

/// `rate`: "level hardest-technique nodes se", a line per puzzle, the same
/// in every language ("stopped after N nodes: …", in the command's
/// language, when the uniqueness check ran out of budget); with `json`, an
/// object a line: `{"puzzle": 1, "level": "hard", "hardest": "x-wing",
/// "se": 3.2, "score": 41.5, "nodes": 12}`, level "invalid" (and se null)
/// for a puzzle without exactly one solution.
pub fn rate(
    text: &str,
    reading: Reading,
    json: bool,
    pool: &rayon::ThreadPool,
    out: &mut impl Write,
) -> Result<bool> {
    let grids = puzzles(text, reading)?;
    let ratings: Vec<_> = pool.install(|| grids.par_iter().map(|(g, _)| hint::rate(g)).collect());
    for (i, r) in ratings.into_iter().enumerate() {
        let level = match r.verdict {
            Verdict::Stopped => "stopped",
            _ => r.level.map_or("invalid", Difficulty::name),
        };
        if json {
            let line = serde_json::json!({
                "puzzle": i + 1,
                "level": level,
                "hardest": r.hardest_name(),
                "se": r.se,
                "score": r.se.map(|_| r.score),
                "nodes": r.nodes,
            });
            writeln!(out, "{line}")?;
            continue;
        }
        if r.verdict == Verdict::Stopped {
            writeln!(out, "{}", say(stopped()))?;
            continue;
        }
        let se =
            r.se.map_or_else(|| "-".to_string(), |se| format!("{se:.1}"));
        writeln!(
            out,
            "{level} {} {} {se}",
            r.hardest_name().unwrap_or("none"),
            r.nodes
        )?;
    }
    Ok(true)
}

/// What `generate` makes: `count` puzzles of `shape` at `level`, with seeds
/// `seed`, `seed + 1`, …
pub struct Generate {
    pub shape: Shape,
    pub level: Difficulty,
    pub seed: u64,
    pub count: u64,
    pub symmetric: bool,
    pub variant: VariantName,
}

/// `generate`: the puzzles of `g`, one a line.
pub fn generate(g: &Generate, pool: &rayon::ThreadPool, out: &mut impl Write) -> Result<bool> {
    let seeds: Vec<u64> = (0..g.count).map(|i| g.seed.wrapping_add(i)).collect();
    let made: Vec<_> = pool.install(|| {
        seeds
            .par_iter()
            .map(|&seed| {
                generate::generate(generate::Request {
                    shape: g.shape,
                    level: g.level,
                    seed,
                    symmetric: g.symmetric,
                    variant: g.variant,
                })
            })
            .collect()
    });
    for (k, puzzle) in made.into_iter().enumerate() {
        let puzzle = puzzle?;
        write!(
            out,
            "{}",
            formats::jigsaw::print(&puzzle.grid, Layout::Line)
        )?;
        // The generator proved it unique; proven again here, to say how and how fast.
        let started = Instant::now();
        let proof = hint::prove::count(&puzzle.grid, Limits::CHECK);
        let millis = started.elapsed().as_secs_f64() * 1e3;
        if !proof.unique() {
            return Err(msg!("cli-generate-unproven", puzzle = k + 1).into());
        }
        eprintln!(
            "{}",
            say(msg!(
                "cli-generate-proven",
                puzzle = k + 1,
                seed = seeds[k].to_string(),
                steps = proof.steps,
                nodes = proof.report.nodes,
                millis = format!("{millis:.1}")
            ))
        );
    }
    Ok(true)
}
