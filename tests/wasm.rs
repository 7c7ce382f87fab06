//! The JS API, called through wasm-bindgen as JS calls it: in Node by
//! default, and in headless Chromium with `WASM_BINDGEN_USE_BROWSER=1`
//! (`make test` runs both). Puzzles come from `tests/data/`, compiled in.

#![cfg(target_arch = "wasm32")]

use dlx_lab::bindings::{generate, hint, solve, solve_binary, solve_cover, Tracer};
use js_sys::{Array, Error, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const HARDEST: &str = include_str!("data/9x9/forum_hardest_1106.txt");
const POJ_IN: &str = include_str!("data/16x16/poj3076_sample.in");
const POJ_OUT: &str = include_str!("data/16x16/poj3076_sample.out");
const INVALID_16: &str = include_str!("data/16x16/hexadoku_invalid.in");
const MULTI: &str = include_str!("data/9x9/serg_benchmark_multi.txt");
const BINARY_IN: &str = include_str!("data/binary/usaco11nov_bsudoku_sample.in");
const KNUTH: &str = "| Knuth's example\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

fn string(value: &JsValue, key: &str) -> String {
    get(value, key)
        .as_string()
        .unwrap_or_else(|| panic!("{key} is not a string"))
}

fn number(value: &JsValue, key: &str) -> f64 {
    get(value, key)
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is not a number"))
}

fn numbers(value: &JsValue, key: &str) -> Vec<f64> {
    Array::from(&get(value, key))
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect()
}

fn none() -> Option<JsValue> {
    None
}

/// The message of the JS `Error` that a call threw.
fn thrown<T>(result: Result<T, wasm_bindgen::JsError>) -> String {
    let Err(error) = result else {
        panic!("bad input must throw");
    };
    let value: JsValue = error.into();
    let error: &Error = value.dyn_ref().expect("a JS Error");
    error.message().into()
}

/// Checks an 81-value grid against its puzzle line: givens kept, every unit full.
fn check_nine(puzzle: &str, grid: &[f64]) {
    assert_eq!(grid.len(), 81);
    for (p, &v) in puzzle.chars().zip(grid) {
        assert!((1.0..=9.0).contains(&v));
        if p != '.' {
            assert_eq!(p.to_digit(10).unwrap() as f64, v);
        }
    }
    for i in 0..9 {
        let mut row: Vec<f64> = (0..9).map(|c| grid[i * 9 + c]).collect();
        let mut col: Vec<f64> = (0..9).map(|r| grid[r * 9 + i]).collect();
        let mut bx: Vec<f64> = (0..9)
            .map(|k| grid[(i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3])
            .collect();
        for unit in [&mut row, &mut col, &mut bx] {
            unit.sort_by(f64::total_cmp);
            assert_eq!(*unit, (1..=9).map(f64::from).collect::<Vec<_>>());
        }
    }
}

#[wasm_bindgen_test]
fn solve_hard_nine_by_nines_with_every_engine() {
    for puzzle in HARDEST.lines().take(5) {
        for solver in ["dlx", "bitmask", "bitboard", "bands", "triads"] {
            let options = js_sys::JSON::parse(&format!(r#"{{"solver":"{solver}"}}"#)).ok();
            let result = solve(puzzle, options).unwrap();
            assert_eq!(string(&result, "status"), "unique");
            assert_eq!(number(&result, "size"), 9.0);
            assert_eq!(numbers(&result, "box"), vec![3.0, 3.0]);
            assert_eq!(string(&result, "solution").len(), 81);
            check_nine(puzzle, &numbers(&result, "grid"));
            assert!(number(&get(&result, "stats"), "nodes") >= 1.0);
        }
    }
}

#[wasm_bindgen_test]
fn solve_sixteen_by_sixteen_gives_the_judges_answer() {
    let result = solve(POJ_IN, none()).unwrap();
    assert_eq!(string(&result, "status"), "unique");
    assert_eq!(string(&result, "solution"), POJ_OUT.trim_end());
    for solver in ["bands16", "bitmask", "dlx"] {
        let options = js_sys::JSON::parse(&format!(r#"{{"solver":"{solver}"}}"#)).ok();
        let result = solve(POJ_IN, options).unwrap();
        assert_eq!(string(&result, "solution"), POJ_OUT.trim_end(), "{solver}");
    }
}

#[wasm_bindgen_test]
fn multiple_and_no_solutions_are_statuses() {
    let multi = MULTI.lines().next().unwrap();
    assert_eq!(string(&solve(multi, none()).unwrap(), "status"), "multiple");
    let unsolvable = format!("123{}4", ".".repeat(12));
    let result = solve(&unsolvable, none()).unwrap();
    assert_eq!(string(&result, "status"), "none");
    assert!(get(&result, "solution").is_null());
}

#[wasm_bindgen_test]
fn bad_input_throws_errors_that_say_where() {
    assert!(thrown(solve("", none())).contains("empty"));
    assert!(thrown(solve(&format!("{}x", ".".repeat(80)), none())).contains("line 1, column 81"));
    assert!(thrown(solve(INVALID_16, none())).contains("has two"));
    assert!(thrown(solve(&format!("77{}", ".".repeat(79)), none()))
        .contains("row 1 has two 7s: r1c1 and r1c2"));
    let options = js_sys::JSON::parse(r#"{"solver":"quantum"}"#).ok();
    assert!(thrown(solve(HARDEST.lines().next().unwrap(), options)).contains("quantum"));
    assert!(thrown(solve_cover("2 3\n1 0 1\n1 1\n", none())).contains("line 3"));
    assert!(thrown(solve_binary("0000\n0200\n0000\n0000\n", None)).contains("line 2, column 2"));
    assert!(thrown(Tracer::new("12x4", none())).contains("'x'"));
    // The module still works after all those errors.
    assert_eq!(string(&solve(POJ_IN, none()).unwrap(), "status"), "unique");
}

#[wasm_bindgen_test]
fn hint_names_a_single_that_agrees_with_the_solution() {
    let puzzle =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    let solved = numbers(&solve(puzzle, none()).unwrap(), "grid");
    let h = hint(puzzle, none()).unwrap();
    let kind = string(&h, "kind");
    assert!(kind == "nakedSingle" || kind == "hiddenSingle", "{kind}");
    let cell = numbers(&h, "cell");
    assert_eq!(
        number(&h, "value"),
        solved[cell[0] as usize * 9 + cell[1] as usize]
    );
    assert!(string(&h, "explanation").contains(&format!(
        "In the matrix: Item {} has one option left",
        string(&h, "column")
    )));
}

#[wasm_bindgen_test]
fn a_seed_gives_the_same_puzzle_as_natively() {
    let options = js_sys::Object::new();
    Reflect::set(&options, &"level".into(), &"medium".into()).unwrap();
    Reflect::set(&options, &"seed".into(), &2026.into()).unwrap();
    let made = generate(Some(options.into())).unwrap();
    // tests/hints.rs checks the same string natively.
    assert_eq!(
        string(&made, "puzzle"),
        "9..3........9.75..26.4..7....68..........1..7.14...6....2.3.....79....23.8..2..4."
    );
}

#[wasm_bindgen_test]
fn hint_names_a_wrong_entry() {
    let puzzle =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    let entered = format!("4{}", &puzzle[1..]);
    let options = js_sys::Object::new();
    Reflect::set(&options, &"givens".into(), &puzzle.into()).unwrap();
    // r1c1 is 4 in the solution: a right entry gives an ordinary hint...
    assert_ne!(
        string(
            &hint(&entered, Some(options.clone().into())).unwrap(),
            "kind"
        ),
        "wrongEntry"
    );
    // ...and a wrong one is named.
    let wrong = format!("5{}", &puzzle[1..]);
    let h = hint(&wrong, Some(options.into())).unwrap();
    assert_eq!(string(&h, "kind"), "wrongEntry");
    assert_eq!(numbers(&h, "cell"), vec![0.0, 0.0]);
    assert_eq!(number(&h, "value"), 4.0);
}

#[wasm_bindgen_test]
fn solve_binary_finds_three_toggles() {
    let result = solve_binary(BINARY_IN, None).unwrap();
    assert_eq!(number(&result, "toggles"), 3.0);
    assert_eq!(Array::from(&get(&result, "cells")).length(), 3);
    assert_eq!(numbers(&result, "grid").len(), 81);
}

#[wasm_bindgen_test]
fn solve_cover_on_knuths_example() {
    for text in [KNUTH, "6 7\n0 0 1 0 1 1 0\n1 0 0 1 0 0 1\n0 1 1 0 0 1 0\n1 0 0 1 0 0 0\n0 1 0 0 0 0 1\n0 0 0 1 1 0 1\n"] {
        let result = solve_cover(text, none()).unwrap();
        assert_eq!(string(&result, "status"), "unique");
        assert_eq!(numbers(&result, "options"), vec![1.0, 4.0, 5.0]);
        assert_eq!(number(&result, "count"), 1.0);
    }
}

#[wasm_bindgen_test]
fn tracer_steps_back_to_its_start() {
    for text in [KNUTH, HARDEST.lines().next().unwrap(), POJ_IN] {
        let mut tracer = Tracer::new(text, none()).unwrap();
        let start = js_sys::JSON::stringify(&tracer.state().unwrap()).unwrap();
        let steps = 500;
        let mut kinds = Vec::new();
        for _ in 0..steps {
            kinds.push(string(&tracer.step().unwrap(), "kind"));
        }
        assert_eq!(kinds[0], "choose");
        let middle = js_sys::JSON::stringify(&tracer.state().unwrap()).unwrap();
        assert_ne!(middle, start);
        for expected in kinds.iter().rev() {
            assert_eq!(&string(&tracer.back().unwrap(), "kind"), expected);
        }
        assert!(tracer.back().unwrap().is_null());
        assert_eq!(
            js_sys::JSON::stringify(&tracer.state().unwrap()).unwrap(),
            start
        );
    }
}

#[wasm_bindgen_test]
fn tracer_runs_to_a_solution_and_describes_its_matrix() {
    let mut tracer = Tracer::new(KNUTH, none()).unwrap();
    let event = tracer.run("solution", 10_000.0).unwrap();
    assert_eq!(string(&event, "kind"), "solution");
    let mut partial = numbers(&tracer.state().unwrap(), "partial");
    partial.sort_by(f64::total_cmp);
    assert_eq!(partial, vec![0.0, 3.0, 4.0]);
    let matrix = tracer.matrix().unwrap();
    assert_eq!(number(&matrix, "options"), 6.0);
    assert_eq!(number(&matrix, "columns"), 7.0);
    assert!(thrown(tracer.run("teleport", 1.0)).contains("teleport"));

    let sudoku = Tracer::new(HARDEST.lines().next().unwrap(), none()).unwrap();
    let matrix = sudoku.matrix().unwrap();
    assert_eq!(number(&matrix, "options"), 729.0);
    assert_eq!(number(&matrix, "columns"), 324.0);
    let labels = Array::from(&get(&matrix, "columnLabels"));
    assert_eq!(labels.get(81 + 2 * 9 + 6).as_string().unwrap(), "R3#7");
    let meanings = Array::from(&get(&matrix, "columnMeanings"));
    assert_eq!(
        meanings.get(81 + 2 * 9 + 6).as_string().unwrap(),
        "row 3 has 7"
    );
    assert_eq!(
        Array::from(&get(&matrix, "optionLabels"))
            .get(0)
            .as_string()
            .unwrap(),
        "r1c1#1"
    );
}
