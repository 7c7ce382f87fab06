//! The trace corpus: what `dlx-lab trace`, `cover`, `cover --min` and their
//! counts print for the problems in `tests/data/traces/`, held byte for byte
//! against the outputs recorded there before the engine's searches were
//! merged into one (issue 34 asks that they never change).
//!
//! A problem's name says which commands it gets: `x_` exact cover (every
//! item rule, two seeds), `m_` Knuth's multiplicities, `min_` repeated
//! cover, `sudoku_` a puzzle. Each recorded file is the commands' outputs
//! one after the other, under a `## args` line. `DLX_LAB_RECORD=1` writes
//! them again: only for a new problem, never to make a change pass.

#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The longest trace kept: enough to pass through many backtracks.
const LIMIT: &str = "1000";

/// The argument lists a problem of this name is run with. A large exact
/// cover is not read as repeated cover: its search for the fewest options
/// would take hours.
fn commands(name: &str, large: bool) -> Vec<Vec<&'static str>> {
    let rules: [&[&str]; 4] = [
        &["--rule", "smallest"],
        &["--rule", "first"],
        &["--rule", "random", "--seed", "1"],
        &["--rule", "random", "--seed", "7"],
    ];
    let traces = |first: &[&'static str]| -> Vec<Vec<&'static str>> {
        rules
            .iter()
            .map(|r| [first, r, &["--limit", LIMIT]].concat())
            .collect()
    };
    let min: Vec<Vec<&str>> = vec![
        vec!["trace", "--min", "--limit", LIMIT],
        vec!["cover", "--min", "--stats"],
        vec!["cover", "--min", "--count"],
        vec!["cover", "--min", "--count", "--no-bound", "--stats"],
    ];
    match name.split('_').next() {
        Some("x") => [
            traces(&["trace"]),
            vec![
                vec!["cover", "--stats"],
                vec!["cover", "--count", "--threads", "1", "--stats"],
            ],
            if large { Vec::new() } else { min },
        ]
        .concat(),
        Some("m") => vec![
            vec!["trace", "--limit", LIMIT],
            vec!["cover", "--stats"],
            vec!["cover", "--count", "--stats"],
        ],
        Some("min") => min,
        Some("sudoku") => traces(&["trace"]),
        _ => panic!("{name}: a problem's name starts with x_, m_, min_ or sudoku_"),
    }
}

/// Runs the command on `input`: its stdout, then its stderr with the
/// milliseconds (the one thing that may differ) taken out.
fn output(args: &[&str], input: &Path) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_dlx-lab"))
        .env("LC_ALL", "C")
        .args(args)
        .arg(input)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8(o.stderr).unwrap();
    let stderr: String = stderr
        .lines()
        .map(|line| {
            let parts: Vec<&str> = line
                .split(", ")
                .filter(|part| !part.ends_with(" ms") && !part.contains(" ms;"))
                .collect();
            parts.join(", ") + "\n"
        })
        .collect();
    format!(
        "{}{}exit {}\n",
        String::from_utf8(o.stdout).unwrap(),
        stderr,
        o.status.code().unwrap_or(-1)
    )
}

#[test]
fn traces_and_answers_are_as_recorded() {
    let root = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/traces"));
    let record = std::env::var_os("DLX_LAB_RECORD").is_some();
    let mut problems: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    problems.sort();
    assert!(problems.len() >= 30, "the corpus is in tests/data/traces");
    let mut differ = Vec::new();
    for problem in &problems {
        let name = problem.file_stem().unwrap().to_str().unwrap();
        let mut all = String::new();
        let large = std::fs::metadata(problem).unwrap().len() > 4096;
        for args in commands(name, large) {
            all += &format!("## {}\n{}", args.join(" "), output(&args, problem));
        }
        let recorded = problem.with_extension("out");
        if record {
            std::fs::write(&recorded, &all).unwrap();
        } else if std::fs::read_to_string(&recorded).ok().as_deref() != Some(&all) {
            // Left beside the build for a diff against the recording.
            let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("traces");
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join(format!("{name}.out")), &all).unwrap();
            differ.push(name.to_string());
        }
    }
    assert!(
        differ.is_empty(),
        "these differ from their recording (new outputs in target/tmp/traces): {differ:?}"
    );
}
