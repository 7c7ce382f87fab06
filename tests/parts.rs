//! A count split across machines, run as its users run it: each part
//! `cover --count --part K/N --json` on its own, the lines added by `sum`,
//! and the whole compared with `cover --count` on the classics and on
//! random covers. The GNU parallel example runs too, where parallel is.

#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dlx-lab"))
        .env("LC_ALL", "C")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let text = stdin.to_string();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(text.as_bytes());
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

/// The command's stdout; it must succeed.
fn ok(args: &[&str], stdin: &str) -> String {
    let o = run(args, stdin);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{args:?}: {err}");
    String::from_utf8(o.stdout).unwrap()
}

/// The command's stderr; it must fail, without a panic.
fn fails(args: &[&str], stdin: &str) -> String {
    let o = run(args, stdin);
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(!o.status.success(), "{args:?} should fail");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    err
}

/// A random 0/1 matrix of `rows` × `columns` in the `n m` format, a third
/// of its entries 1 (a seeded LCG, so the same on every run).
fn random_matrix(rows: usize, columns: usize, seed: u64) -> String {
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut text = format!("{rows} {columns}\n");
    for _ in 0..rows {
        let row: Vec<&str> = (0..columns)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if (state >> 33).is_multiple_of(3) {
                    "1"
                } else {
                    "0"
                }
            })
            .collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    text
}

/// The lines of every part of `n`, in order.
fn part_lines(text: &str, n: usize, depth: Option<&str>) -> Vec<String> {
    (1..=n)
        .map(|k| {
            let part = format!("{k}/{n}");
            let mut args = vec!["cover", "--count", "--part", &part, "--json"];
            if let Some(d) = depth {
                args.extend(["--parts-depth", d]);
            }
            let line = ok(&args, text);
            assert!(
                line.starts_with(&format!("{{\"part\":{k},\"of\":{n},\"count\":")),
                "{line}"
            );
            line.trim_end().to_string()
        })
        .collect()
}

#[test]
fn the_parts_add_up_to_the_whole_count() {
    let mut problems: Vec<(String, String)> = [
        ("queens", "6"),
        ("queens", "8"),
        ("langford", "7"),
        ("pentominoes", "3x20"),
    ]
    .iter()
    .map(|(name, size)| (format!("{name} {size}"), ok(&["problem", name, size], "")))
    .collect();
    for seed in 1..=6 {
        problems.push((format!("random {seed}"), random_matrix(40, 12, seed)));
    }
    let mut some_with_solutions = 0;
    for (name, text) in &problems {
        let whole = ok(&["cover", "--count"], text);
        some_with_solutions += usize::from(whole.trim() != "0");
        for n in [1, 2, 7, 64] {
            let lines = part_lines(text, n, None);
            assert_eq!(ok(&["sum"], &lines.join("\n")), whole, "{name}, {n} parts");
            // Any order, blank lines aside.
            let shuffled = lines.iter().rev().cloned().collect::<Vec<_>>().join("\n\n");
            assert_eq!(ok(&["sum"], &shuffled), whole, "{name}, {n} parts");
        }
        for depth in ["0", "3"] {
            let lines = part_lines(text, 7, Some(depth));
            assert_eq!(
                ok(&["sum"], &lines.join("\n")),
                whole,
                "{name} at depth {depth}"
            );
        }
    }
    assert!(
        some_with_solutions >= 6,
        "the random covers have solutions too"
    );
}

#[test]
fn sum_refuses_a_missing_a_repeated_or_a_foreign_part() {
    let text = ok(&["problem", "queens", "8"], "");
    let lines = part_lines(&text, 7, None);
    let err = fails(&["sum"], &lines[..6].join("\n"));
    assert!(err.contains("part 7 of 7 is missing"), "{err}");
    let mut twice = lines.clone();
    twice.push(lines[2].clone());
    let err = fails(&["sum"], &twice.join("\n"));
    assert!(
        err.contains("part 3 of 7 is there twice (lines 3 and 8)"),
        "{err}"
    );
    let mut foreign = lines.clone();
    foreign[4] = part_lines(&text, 8, None)[4].clone();
    let err = fails(&["sum"], &foreign.join("\n"));
    assert!(err.contains("line 5 is a part of 8"), "{err}");
    let err = fails(&["sum"], "92\n");
    assert!(err.contains("line 1 is not a part's line"), "{err}");
    assert!(fails(&["sum"], "").contains("no part lines"));
    assert!(fails(&["cover", "--count", "--part", "0/3"], &text).contains("1 ≤ K ≤ N"));
    assert!(fails(&["cover", "--part", "1/3"], &text).contains("--count"));
    let bounded = "1:2|A B\nA\nA B\nB\n";
    assert!(fails(&["cover", "--count", "--part", "1/2"], bounded).contains("multiplicities"));
}

#[test]
fn the_gnu_parallel_example_counts_what_cover_counts() {
    let have = Command::new("parallel").arg("--version").output();
    if !have.is_ok_and(|o| o.status.success()) {
        eprintln!("GNU parallel is not installed (scripts/setup.sh parallel): example not run");
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let problem = dir.join("parts-langford-8.txt");
    std::fs::write(&problem, ok(&["problem", "langford", "8"], "")).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/parts-parallel.sh");
    let o = Command::new("bash")
        .arg(script)
        .arg(&problem)
        .arg("16")
        .env("DLX_LAB", env!("CARGO_BIN_EXE_dlx-lab"))
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    let whole = ok(
        &["cover", "--count"],
        &std::fs::read_to_string(&problem).unwrap(),
    );
    assert_eq!(String::from_utf8(o.stdout).unwrap(), whole);
}
