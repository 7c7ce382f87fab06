//! The bad-input table (docs/BAD-INPUT.md), row by row, for the
//! command line: each row of `tests/hostile/rows.json` that has a `cli`
//! entry is run as a user runs it, and every row's outcome is checked; the
//! failures are reported together, each with its row's id. The same rows
//! drive `tests/js/hostile.test.mjs` (the JS API) and
//! `tests/e2e/hostile.test.mjs` (the page); `tests/js/bad-input-doc.test.mjs`
//! checks that docs/BAD-INPUT.md is the table of the same rows.

#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// The rows, as `tests/hostile/rows.json` has them.
fn rows() -> Vec<Value> {
    let text = include_str!("hostile/rows.json");
    serde_json::from_str(text).expect("tests/hostile/rows.json is JSON")
}

/// A row's input as bytes: its parts, strings as they are, `{ repeat, times }`
/// repeated, `{ bytes }` raw (the invalid UTF-8 the JS side cannot hold),
/// `{ names, prefix }` the names prefix0 … prefixN−1 with spaces between.
fn input(row: &Value) -> Vec<u8> {
    let mut bytes = Vec::new();
    for part in row["input"].as_array().expect("input is a list of parts") {
        match part {
            Value::String(s) => bytes.extend_from_slice(s.as_bytes()),
            _ if part.get("repeat").is_some() => {
                let times = part["times"].as_u64().unwrap() as usize;
                bytes.extend_from_slice(
                    &part["repeat"].as_str().unwrap().repeat(times).into_bytes(),
                );
            }
            _ if part.get("bytes").is_some() => {
                bytes.extend(
                    part["bytes"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|b| b.as_u64().unwrap() as u8),
                );
            }
            _ if part.get("names").is_some() => {
                let prefix = part["prefix"].as_str().unwrap();
                let names: Vec<String> = (0..part["names"].as_u64().unwrap())
                    .map(|i| format!("{prefix}{i}"))
                    .collect();
                bytes.extend_from_slice(names.join(" ").as_bytes());
            }
            other => panic!("{}: unknown input part {other}", row["id"]),
        }
    }
    bytes
}

/// Runs one row's command; returns what is wrong with its outcome, if anything.
fn check(row: &Value) -> Option<String> {
    let id = row["id"].as_str().unwrap();
    let cli = &row["cli"];
    let text = input(row);
    let total = text.len();
    // A row whose arguments name `{file}` gets its input in a file, else on stdin.
    let file =
        std::env::temp_dir().join(format!("dlx-lab-hostile-{id}-{}.txt", std::process::id()));
    let mut uses_file = false;
    let args: Vec<String> = cli["args"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| match a.as_str().unwrap() {
            "{file}" => {
                uses_file = true;
                file.to_str().unwrap().to_string()
            }
            a => a.to_string(),
        })
        .collect();
    if uses_file {
        std::fs::write(&file, &text).unwrap();
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_dlx-lab"))
        // English whatever the machine speaks: the tests read the English words.
        .env("LC_ALL", "C")
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let written = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&written);
    // Written from a thread, in pieces, counting what the command took: a
    // command that refuses a huge input stops reading, and the rest is never written.
    let writer = std::thread::spawn(move || {
        if uses_file {
            return;
        }
        for chunk in text.chunks(1 << 16) {
            if stdin.write_all(chunk).is_err() {
                return;
            }
            counter.fetch_add(chunk.len(), Ordering::Relaxed);
        }
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    if uses_file {
        std::fs::remove_file(&file).unwrap();
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let mut wrong = Vec::new();
    let exit = cli["exit"].as_i64().unwrap();
    if output.status.code() != Some(exit as i32) {
        wrong.push(format!("exit {:?}, not {exit}", output.status.code()));
    }
    for (stream, got) in [("stdout", &stdout), ("stderr", &stderr)] {
        if let Some(needle) = cli[stream].as_str() {
            if !got.contains(needle) {
                wrong.push(format!("{stream} lacks {needle:?}"));
            }
        }
    }
    if stderr.contains("panicked") {
        wrong.push("it panicked".into());
    }
    if cli["cutOff"].as_bool() == Some(true) && written.load(Ordering::Relaxed) >= total {
        wrong.push(format!(
            "it read all {total} bytes: a huge input must be refused before it is read whole"
        ));
    }
    (!wrong.is_empty()).then(|| {
        let shown: String = stderr.chars().take(300).collect();
        format!("row {id}: {} (stderr: {shown:?})", wrong.join("; "))
    })
}

#[test]
fn every_row_of_the_bad_input_table() {
    let rows = rows();
    assert!(rows.len() >= 30, "the table has at least 30 rows");
    let cli: Vec<&Value> = rows.iter().filter(|r| !r["cli"].is_null()).collect();
    // Two at a time: the machine has two cores, and the huge rows take a second or two.
    let failures: Vec<String> = cli
        .chunks(2)
        .flat_map(|pair| {
            let handles: Vec<_> = pair
                .iter()
                .map(|&row| {
                    let row = row.clone();
                    std::thread::spawn(move || check(&row))
                })
                .collect();
            handles
                .into_iter()
                .filter_map(|h| h.join().unwrap())
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} rows failed:\n{}",
        failures.len(),
        cli.len(),
        failures.join("\n")
    );
}

#[test]
fn rows_have_an_id_a_group_and_four_readme_cells() {
    let mut ids = std::collections::HashSet::new();
    for row in rows() {
        let id = row["id"].as_str().expect("an id");
        assert!(ids.insert(id.to_string()), "row {id} is there twice");
        assert!(row["group"].is_string(), "row {id} has a group");
        assert_eq!(
            row["readme"].as_array().map(Vec::len),
            Some(4),
            "row {id}: input, CLI, JS API, page"
        );
    }
}
