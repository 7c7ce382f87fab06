//! Helpers shared by the integration tests.

use dlx_lab::formats::sudoku;
use dlx_lab::sudoku::Grid;
use std::path::PathBuf;

/// A file under the shared data folder, `../shared/data` beside the project
/// (or `$DLX_LAB_DATA`).
pub fn data(path: &str) -> PathBuf {
    let root = std::env::var("DLX_LAB_DATA")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data").into());
    PathBuf::from(root).join(path)
}

/// The text of a shared data file.
pub fn read(path: &str) -> String {
    let file = data(path);
    std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()))
}

/// The first `count` non-empty lines of a shared data file, joined.
pub fn first_lines(path: &str, count: usize) -> String {
    read(path)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(count)
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Every sudoku in `text`, as grids.
#[allow(dead_code)] // Not every test file that shares this module uses it.
pub fn grids(text: &str) -> Vec<Grid> {
    sudoku::parse(text, None)
        .unwrap()
        .into_iter()
        .map(|p| p.grid)
        .collect()
}
