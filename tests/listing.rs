//! The Code panel's C++ listings (`www/step/code/*.cpp`, the OI template)
//! are programs that work: compiled with g++, they give the CLI's answers.
//! `repeat.cpp` (repeated cover) prints what `cover --min --count` does:
//! the fewest options, the first such set, how many sets of that size.
//!
//! `dlx.cpp` and `cover` both pick the item with the fewest options, ties
//! to the left, so on the same `n m` matrix they find the same first
//! solution and print the same line; the listing of the first rule (the
//! lines the Code panel shows for it) prints what `cover --rule first` does. The matrices are Knuth's example, random ones, and the sudokus of
//! `tests/data/` written out by this test's own encoding (one row per cell
//! and value the givens allow, columns cell, row, column and box), whose
//! solutions must also be the CLI's `solve` answers.

use crate::common;
use crate::pipe;

use dlx_lab::sudoku::Grid;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

/// The program that the Code panel shows for listing `name` (`dlx`,
/// `repeat`) under item rule `rule`: scripts/listings.py's lines of it,
/// without those of the other rules' (`// @choose only first`).
fn shown(name: &str, rule: &str) -> String {
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("listings-{name}-{rule}"));
    let status = Command::new("python3")
        .arg(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/listings.py"))
        .arg(&out)
        .status()
        .expect("python3 runs scripts/listings.py");
    assert!(status.success(), "scripts/listings.py failed");
    let module = std::fs::read_to_string(out.join(format!("{name}-cpp.js"))).unwrap();
    let json = module
        .split_once("export default ")
        .and_then(|(_, rest)| rest.trim_end().strip_suffix(';'))
        .expect("a module of one default export");
    let lines: Vec<serde_json::Value> = serde_json::from_str(json).unwrap();
    let mut text = String::new();
    for line in &lines {
        let rules = line["rules"].as_array();
        if rules.is_none_or(|rules| rules.iter().any(|r| r == rule)) {
            text += line["text"].as_str().unwrap();
            text.push('\n');
        }
    }
    text
}

/// Listing `name` as shown under item rule `rule`, compiled: a program's path.
fn compiled(name: &str, rule: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let source = dir.join(format!("{name}-{rule}.cpp"));
    std::fs::write(&source, shown(name, rule)).unwrap();
    let out = dir.join(format!("{name}-{rule}-listing"));
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "g++".into());
    let status = Command::new(&cxx)
        .args(["-O2", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&out)
        .arg(&source)
        .status()
        .unwrap_or_else(|e| panic!("cannot run {cxx} ({e}): scripts/setup.sh cpp installs g++"));
    assert!(status.success(), "{} does not compile", source.display());
    out
}

/// The exact-cover listing of the smallest rule, compiled once for all the tests.
fn program() -> &'static PathBuf {
    static PROGRAM: OnceLock<PathBuf> = OnceLock::new();
    PROGRAM.get_or_init(|| compiled("dlx", "smallest"))
}

/// Runs `exe` with `args` on `input` and returns its standard output.
fn run(exe: &std::path::Path, args: &[&str], input: &str) -> String {
    let out = pipe::piped(Command::new(exe).args(args), input);
    assert!(out.status.success(), "{} failed", exe.display());
    String::from_utf8(out.stdout).unwrap()
}

fn cli(args: &[&str], input: &str) -> String {
    run(
        std::path::Path::new(env!("CARGO_BIN_EXE_dlx-lab")),
        args,
        input,
    )
}

/// A matrix in the `n m` format, from its rows' 0-based columns.
fn matrix(columns: usize, rows: &[Vec<usize>]) -> String {
    let mut text = format!("{} {columns}\n", rows.len());
    for row in rows {
        let line: Vec<&str> = (0..columns)
            .map(|c| if row.contains(&c) { "1" } else { "0" })
            .collect();
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text
}

/// The listing and the CLI give the same line for `text`; returns it.
fn same_answer(text: &str) -> String {
    let ours = cli(&["cover"], text);
    let listing = run(program(), &[], text);
    assert_eq!(
        listing, ours,
        "the listing and `dlx-lab cover` differ on\n{text}"
    );
    ours
}

/// Knuth's example from "Dancing Links": 7 items A–G, 6 options.
fn knuth() -> String {
    let rows = [
        [2, 4, 5].as_slice(),
        &[0, 3, 6],
        &[1, 2, 5],
        &[0, 3],
        &[1, 6],
        &[3, 4, 6],
    ];
    matrix(7, &rows.map(<[usize]>::to_vec))
}

#[test]
fn the_listing_solves_knuths_example() {
    assert_eq!(same_answer(&knuth()), "1 4 5\n");
    // No solution: item 1 is in no option.
    assert_eq!(
        same_answer(&matrix(2, &[vec![0], vec![0]])),
        "No Solution!\n"
    );
}

/// `count` random matrices of a few rows and columns, seeded.
fn random_matrices(count: usize) -> Vec<String> {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    (0..count)
        .map(|_| {
            let columns = 3 + next(6) as usize;
            let rows: Vec<Vec<usize>> = (0..4 + next(10))
                .map(|_| {
                    let row: Vec<usize> = (0..columns).filter(|_| next(3) == 0).collect();
                    if row.is_empty() {
                        vec![next(columns as u64) as usize]
                    } else {
                        row
                    }
                })
                .collect();
            matrix(columns, &rows)
        })
        .collect()
}

#[test]
fn the_listing_agrees_with_the_cli_on_random_matrices() {
    let solved = random_matrices(60)
        .iter()
        .filter(|text| same_answer(text) != "No Solution!\n")
        .count();
    assert!(
        solved > 5,
        "too few random matrices had a solution ({solved})"
    );
}

#[test]
fn the_first_rules_listing_answers_as_cover_rule_first() {
    let listing = compiled("dlx", "first");
    assert!(!shown("dlx", "first").contains("siz[i] < siz[c]"));
    let mut differs = 0;
    for text in std::iter::once(knuth()).chain(random_matrices(60)) {
        let ours = cli(&["cover", "--rule", "first"], &text);
        assert_eq!(
            run(&listing, &[], &text),
            ours,
            "the first rule's listing and `dlx-lab cover --rule first` differ on\n{text}"
        );
        differs += usize::from(ours != cli(&["cover"], &text));
    }
    // The rule is seen at work: some first solutions are not the smallest rule's.
    assert!(
        differs > 0,
        "the first rule found what the smallest rule did on every matrix"
    );
}

#[test]
fn the_random_rules_listing_finds_an_exact_cover_when_there_is_one() {
    let listing = compiled("dlx", "random");
    for text in std::iter::once(knuth()).chain(random_matrices(60)) {
        let line = run(&listing, &[], &text);
        let ours = cli(&["cover"], &text);
        if ours == "No Solution!\n" {
            assert_eq!(line, ours);
            continue;
        }
        // Its options (1-based rows) cover each column once.
        let rows: Vec<&str> = text.lines().skip(1).collect();
        let columns = rows[0].split_whitespace().count();
        let mut covered = vec![0; columns];
        for r in line.split_whitespace() {
            let row = rows[r.parse::<usize>().unwrap() - 1];
            for (c, x) in row.split_whitespace().enumerate() {
                covered[c] += usize::from(x == "1");
            }
        }
        assert!(
            covered.iter().all(|&n| n == 1),
            "{line} is not an exact cover of\n{text}"
        );
    }
}

#[test]
fn the_repeated_cover_listing_finds_the_fewest_options_as_the_cli_does() {
    let listing = compiled("repeat", "smallest");
    assert_eq!(run(&listing, &[], &knuth()), "3\n1 2 3\n5\n");
    let mut several = 0;
    for text in random_matrices(200) {
        let ours = cli(&["cover", "--min", "--count"], &text);
        assert_eq!(
            run(&listing, &[], &text),
            ours,
            "repeat.cpp and `dlx-lab cover --min --count` differ on\n{text}"
        );
        several += usize::from(ours.lines().nth(2).is_some_and(|n| n != "1"));
    }
    assert!(
        several > 10,
        "too few matrices had several smallest covers ({several})"
    );
}

/// `grid` as exact cover: a row for each cell and value its givens allow.
/// Returns the matrix and each row's (cell, value).
fn encode(grid: &Grid) -> (String, Vec<(usize, u8)>) {
    let cells = grid.cells();
    let n = (cells.len() as f64).sqrt() as usize;
    let mut rows = Vec::new();
    let mut meaning = Vec::new();
    for (cell, &given) in cells.iter().enumerate() {
        let (r, c) = (cell / n, cell % n);
        for v in 1..=n as u8 {
            if given != 0 && given != v {
                continue;
            }
            let d = v as usize - 1;
            rows.push(vec![
                cell,
                n * n + r * n + d,
                2 * n * n + c * n + d,
                3 * n * n + grid.box_of(cell) * n + d,
            ]);
            meaning.push((cell, v));
        }
    }
    (matrix(4 * n * n, &rows), meaning)
}

/// Each sudoku of `text` solved by the listing, as the CLI's `cover` and `solve` solve it.
fn sudokus_agree(text: &str) {
    let solved = common::grids(&cli(&["solve"], text));
    let grids = common::grids(text);
    assert_eq!(solved.len(), grids.len());
    for (grid, answer) in grids.iter().zip(&solved) {
        let (text, meaning) = encode(grid);
        let line = same_answer(&text);
        let mut values = grid.cells().to_vec();
        for option in line.split_whitespace() {
            let (cell, v) = meaning[option.parse::<usize>().unwrap() - 1];
            values[cell] = v;
        }
        assert_eq!(
            values,
            answer.cells(),
            "the listing's solution is not the CLI's"
        );
        grid.verify_solution(answer).unwrap();
    }
}

#[test]
fn the_listing_solves_the_9x9_sets_as_the_cli_does() {
    sudokus_agree(&common::first_lines("9x9/magictour_top1465.txt", 12));
    sudokus_agree(&common::first_lines("9x9/forum_hardest_1106.txt", 4));
    sudokus_agree(&common::first_lines("9x9/kaggle3m_sample.txt", 12));
}

#[test]
fn the_listing_solves_the_16x16_puzzles_as_the_cli_does() {
    sudokus_agree(&common::read("16x16/poj3076_sample.in"));
    sudokus_agree(&common::read("16x16/hexadoku_easy1.in"));
}
