//! The naive engine, as in the classic write-up: visit the blank cells in
//! reading order and try each free value, lowest bit first, with no
//! propagation and no choice of cell. It is here for comparison: its node
//! counts show what the bitmask engine's fewest-candidates rule saves.
//!
//! Each unit keeps a mask of the values placed in it (bit `v - 1` for value
//! `v`); a cell's free values are `!(row | column | box) & full`.

use super::bitmask::Tables;
use super::Grid;
use super::Report;
use crate::limits::Limits;

/// Solves `grid` (which must have no clash), counting up to `limits.solutions`.
/// Iterative, so a 25×25 grid's 625 levels need no call stack.
pub fn solve(grid: &Grid, limits: Limits) -> Report {
    let t = Tables::for_shape(grid.shape());
    let mut cells = grid.cells().to_vec();
    let mut used = vec![0u32; 3 * t.n];
    let flip = |used: &mut Vec<u32>, cell: usize, bit: u32| {
        for &u in &t.unit_of[cell] {
            used[u as usize] ^= bit;
        }
    };
    for (cell, &v) in grid.cells().iter().enumerate().filter(|(_, &v)| v != 0) {
        flip(&mut used, cell, 1 << (v - 1));
    }
    let free = |used: &[u32], cell: usize| {
        let [r, c, b] = t.unit_of[cell];
        !(used[r as usize] | used[c as usize] | used[b as usize]) & t.full
    };
    let blanks: Vec<usize> = (0..cells.len()).filter(|&c| cells[c] == 0).collect();
    let mut report = Report::default();
    if blanks.is_empty() {
        report.found(limits, || grid.clone());
        return report;
    }
    // remaining[k]: the values not yet tried at the k-th blank cell.
    let mut remaining = vec![0u32; blanks.len()];
    remaining[0] = free(&used, blanks[0]);
    let mut level = 0;
    loop {
        let cell = blanks[level];
        if cells[cell] != 0 {
            // Take back the value tried here before trying the next one.
            flip(&mut used, cell, 1 << (cells[cell] - 1));
            cells[cell] = 0;
        }
        if remaining[level] == 0 {
            if level == 0 {
                break;
            }
            level -= 1;
            continue;
        }
        if !report.guess(limits) {
            break;
        }
        let bit = remaining[level] & remaining[level].wrapping_neg();
        remaining[level] ^= bit;
        cells[cell] = bit.trailing_zeros() as u8 + 1;
        flip(&mut used, cell, bit);
        if level + 1 < blanks.len() {
            level += 1;
            report.max_depth = report.max_depth.max(level);
            remaining[level] = free(&used, blanks[level]);
            continue;
        }
        if report.found(limits, || Grid::new(grid.shape(), cells.clone())) {
            break;
        }
    }
    report
}
