//! Helpers shared by the integration tests.

use dlx_lab::formats::sudoku;
use dlx_lab::sudoku::Grid;
use std::path::PathBuf;

/// A file of the tests' data: `tests/data/` in the repository (see its
/// README), or the folder of the same layout that `$DLX_LAB_DATA` names,
/// with larger sets for long runs.
pub fn data(path: &str) -> PathBuf {
    let root = std::env::var_os("DLX_LAB_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data").into());
    root.join(path)
}

/// The text of a data file.
pub fn read(path: &str) -> String {
    let file = data(path);
    std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()))
}

/// The first `count` non-empty lines of a data file, joined.
pub fn first_lines(path: &str, count: usize) -> String {
    read(path)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(count)
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Every sudoku in `text`, as grids.
#[allow(dead_code)] // Not every test module that shares this one uses it.
pub fn grids(text: &str) -> Vec<Grid> {
    sudoku::parse(text, None)
        .unwrap()
        .into_iter()
        .map(|p| p.grid)
        .collect()
}
