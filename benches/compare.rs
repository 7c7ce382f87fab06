//! Speed against reference solvers, in one process on the same puzzles:
//! this crate's engines (from the registry), the `sudoku` crate (a fast
//! jczsolve-style solver) and `xcov` (a Rust DLX). Every engine counts up to
//! 2 solutions; every count is checked against the `sudoku` crate's.
//!
//! Run with `make bench` (or `cargo bench --bench compare`). Data files are
//! read from `tests/data/9x9/` (or `$DLX_LAB_DATA/9x9/`), or from the paths
//! given as arguments.

use dlx_lab::dlx::Limits;
use dlx_lab::engines::ENGINES;
use dlx_lab::formats::sudoku::parse;
use dlx_lab::sudoku::Grid;
use std::time::Instant;

/// xcov on the usual encoding, shared with the whole-command reference
/// (`examples/reference.rs`).
#[path = "reference/xcov.rs"]
mod xcov_sudoku;

/// The sets read when no file is named, under the data folder.
const DEFAULT_FILES: [&str; 2] = ["9x9/magictour_top1465.txt", "9x9/forum_hardest_1106.txt"];

/// The data folder: `$DLX_LAB_DATA`, or the tests' own `tests/data/`.
fn data_dir() -> std::path::PathBuf {
    std::env::var_os("DLX_LAB_DATA")
        .map(Into::into)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data").into())
}

/// A named run over a file's puzzles, returning each puzzle's count.
type Run<'a> = (String, Box<dyn Fn() -> Vec<usize> + 'a>);

/// Rounds per engine and file; the fastest is kept, to damp noise.
const ROUNDS: usize = 5;

/// The least time of one round.
const ROUND_SECS: f64 = 0.25;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let files: Vec<String> = if args.is_empty() {
        let dir = data_dir();
        DEFAULT_FILES
            .iter()
            .map(|f| dir.join(f).to_string_lossy().into_owned())
            .collect()
    } else {
        args
    };
    let mut summary = serde_json::Map::new();
    for file in files {
        let text =
            std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {file}: {e}"));
        let grids: Vec<Grid> = parse(&text, None)
            .expect("benchmark files parse")
            .into_iter()
            .map(|p| p.grid)
            .collect();
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        println!(
            "\n{file}: {} puzzles, counting up to 2 solutions",
            grids.len()
        );

        let reference: Vec<usize> = lines
            .iter()
            .map(|l| {
                ::sudoku::Sudoku::from_str_line(l)
                    .expect("81 cells")
                    .solutions_count_up_to(2)
            })
            .collect();
        let mut runs: Vec<Run> = vec![
            (
                "sudoku crate".to_string(),
                Box::new(|| {
                    lines
                        .iter()
                        .map(|l| {
                            ::sudoku::Sudoku::from_str_line(l)
                                .expect("81 cells")
                                .solutions_count_up_to(2)
                        })
                        .collect()
                }),
            ),
            (
                "xcov crate".to_string(),
                Box::new(|| {
                    grids
                        .iter()
                        .map(|g| xcov_sudoku::count(g.cells(), 2))
                        .collect()
                }),
            ),
        ];
        let grids = &grids;
        for engine in ENGINES.iter().filter(|e| e.fast && e.solves(&grids[0])) {
            runs.push((
                format!("dlx-lab {}", engine.name),
                Box::new(move || {
                    grids
                        .iter()
                        .map(|g| (engine.solve)(g, Limits::COUNT2).count as usize)
                        .collect()
                }),
            ));
        }
        let rows: Vec<(String, (f64, Vec<usize>))> = interleaved(&runs)
            .into_iter()
            .zip(runs.iter().map(|(name, _)| name.clone()))
            .map(|(result, name)| (name, result))
            .collect();
        println!(
            "{:<22} {:>12} {:>14} {:>14}",
            "engine", "µs/puzzle", "× sudoku crate", "× xcov"
        );
        for (name, (micros, counts)) in &rows {
            assert_eq!(
                counts, &reference,
                "{name} disagrees with the sudoku crate on {file}"
            );
            println!(
                "{name:<22} {micros:>12.1} {:>14.2} {:>14.3}",
                micros / rows[0].1 .0,
                micros / rows[1].1 .0
            );
        }
        let micros = rows
            .iter()
            .map(|(name, (m, _))| (name.clone(), (*m).into()));
        summary.insert(set_name(&file), serde_json::Map::from_iter(micros).into());
    }
    // For `bench/summary.mjs`, which prints the goals' table at the end of
    // `make bench`.
    std::fs::create_dir_all("target/bench").expect("target/ is writable");
    let json = serde_json::to_string_pretty(&summary).expect("plain numbers");
    std::fs::write("target/bench/compare.json", json).expect("target/ is writable");
}

/// A data file's short name, as the summary names it: `magictour_top1465`.
fn set_name(file: &str) -> String {
    let stem = std::path::Path::new(file).file_stem();
    stem.map_or(file.into(), |s| s.to_string_lossy().into_owned())
}

/// For each run, the best µs/puzzle of `ROUNDS` rounds and its counts. The
/// rounds are interleaved (one run of each in turn): this machine's speed
/// drifts over minutes, and runs one after another would compare different
/// machines.
fn interleaved(runs: &[Run]) -> Vec<(f64, Vec<usize>)> {
    let mut best: Vec<(f64, Vec<usize>)> = runs.iter().map(|_| (f64::MAX, Vec::new())).collect();
    for _ in 0..ROUNDS {
        for ((_, run), best) in runs.iter().zip(&mut best) {
            // A round repeats the file for at least `ROUND_SECS`, so that a
            // short set (top1465 takes 20 ms) is not one burst of noise.
            let start = Instant::now();
            let (mut counts, mut reps) = (run(), 1);
            while start.elapsed().as_secs_f64() < ROUND_SECS {
                counts = run();
                reps += 1;
            }
            let micros = start.elapsed().as_secs_f64() * 1e6 / (reps * counts.len()) as f64;
            if micros < best.0 {
                *best = (micros, counts);
            }
        }
    }
    best
}
