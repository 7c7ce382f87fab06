//! The reference programs of the whole-command benchmark
//! (`scripts/bench-commands.sh`): what a user of the `sudoku` crate or of
//! `xcov` would write to count a file's sudokus, one line of 81 symbols
//! each, up to 2 solutions, one count a line (`0`, `1`, `2+`), as
//! `dlx-lab solve --count` prints them.
//!
//! `cargo run --release --example reference -- sudoku|xcov FILE`

use std::io::{BufWriter, Write};

#[path = "../benches/reference/xcov.rs"]
mod xcov_sudoku;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, solver, file] = &args[..] else {
        eprintln!("usage: reference sudoku|xcov FILE");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(file).expect("a readable file");
    let out = std::io::stdout();
    let mut out = BufWriter::new(out.lock());
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let count = match solver.as_str() {
            "sudoku" => sudoku::Sudoku::from_str_line(line)
                .map(|s| s.solutions_count_up_to(2))
                .unwrap_or(0),
            "xcov" => {
                let cells: Vec<u8> = line
                    .bytes()
                    .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
                    .collect();
                xcov_sudoku::count(&cells, 2)
            }
            _ => panic!("no solver {solver}"),
        };
        let shown = if count >= 2 {
            "2+".to_string()
        } else {
            count.to_string()
        };
        writeln!(out, "{shown}").expect("stdout");
    }
}
