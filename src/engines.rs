//! The registry of sudoku engines. The CLI, the tests, the benchmarks and the
//! bindings all loop over [`ENGINES`], so adding an engine is one line here.

use crate::limits::Limits;
use crate::sudoku::{bands, bitmask, cover, naive, Grid, Report};

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
        name: "bands",
        label: "Band bitboards",
        summary: "9×9 on band bitboards: box/line locks by table, singles, fewest candidates first",
        solve: bands::solve,
        fast: true,
    },
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
