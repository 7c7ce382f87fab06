//! What a sudoku engine found: one type that every engine fills in the same
//! way, so that the registry (`engines.rs`), the CLI and the benchmarks can
//! compare them. It lives beside the engines, below the registry.

use super::Grid;
use crate::limits::Limits;

/// What an engine found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Solutions found, up to the limit asked for.
    pub count: u64,
    /// The first solution found.
    pub solution: Option<Grid>,
    /// Search nodes: options tried (DLX) or values placed by guessing (bitmask).
    pub nodes: u64,
    /// Link updates (DLX only; 0 for the others).
    pub updates: u64,
    /// The deepest the search went: guesses on the stack (bitmask, naive)
    /// or options in the partial solution (DLX).
    pub max_depth: usize,
    /// The node budget ran out before the answer was certain.
    pub stopped: bool,
}

impl Report {
    /// Counts a solution, keeping the first (`solution` is only built for
    /// it). Returns whether enough solutions are found to stop.
    pub fn found(&mut self, limits: Limits, solution: impl FnOnce() -> Grid) -> bool {
        self.count += 1;
        if self.solution.is_none() {
            self.solution = Some(solution());
        }
        limits.solutions.is_some_and(|limit| self.count >= limit)
    }

    /// Counts a guess, unless the node budget is spent: then it marks the
    /// search stopped and returns `false`.
    pub fn guess(&mut self, limits: Limits) -> bool {
        if limits.nodes.is_some_and(|limit| self.nodes >= limit) {
            self.stopped = true;
            return false;
        }
        self.nodes += 1;
        true
    }
}
