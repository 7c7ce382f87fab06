//! The registry of sudoku engines. The CLI, the tests, the benchmarks and the
//! bindings all loop over [`ENGINES`], so adding an engine is one line here.

use crate::dlx::Limits;
use crate::sudoku::{bitmask, cover, naive, Grid};

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

/// A sudoku solver. Every engine takes a grid without clashes.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    /// The name used by `--solver` and the bindings' `solver` option.
    pub name: &'static str,
    /// The name people read, in menus and charts.
    pub label: &'static str,
    /// One line on how it works.
    pub summary: &'static str,
    /// Solves `grid`, counting solutions up to `limits.solutions`.
    pub solve: fn(&Grid, Limits) -> Report,
    /// Whether it is fast on hard 9×9 and 16×16 puzzles; the others are for
    /// teaching and can take minutes on those.
    pub fast: bool,
}

/// Every engine, the default (fastest) first.
pub const ENGINES: &[Engine] = &[
    Engine {
        name: "bitmask",
        label: "Bitmask, fewest candidates",
        summary: "bit masks, fewest candidates first, with naked and hidden singles",
        solve: bitmask::solve,
        fast: true,
    },
    Engine {
        name: "dlx",
        label: "DLX, smallest column",
        summary: "dancing links, smallest column first (Knuth's Algorithm X)",
        solve: cover::solve,
        fast: true,
    },
    Engine {
        name: "dlx-first",
        label: "DLX, first column",
        summary: "dancing links, leftmost column first (no heuristic)",
        solve: cover::solve_first_column,
        fast: false,
    },
    Engine {
        name: "naive",
        label: "Naive backtracking",
        summary: "bit masks, cells in reading order, no propagation",
        solve: naive::solve,
        fast: false,
    },
];

/// The engine called `name`.
pub fn engine(name: &str) -> Option<&'static Engine> {
    ENGINES.iter().find(|e| e.name == name)
}

/// The default engine.
pub fn default_engine() -> &'static Engine {
    &ENGINES[0]
}

/// The engine names, for help texts and error messages.
pub fn names() -> Vec<&'static str> {
    ENGINES.iter().map(|e| e.name).collect()
}
