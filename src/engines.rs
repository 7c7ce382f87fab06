//! The registry of sudoku engines. The CLI, the tests, the benchmarks and the
//! bindings all loop over [`ENGINES`], so adding an engine is one line here.

use crate::error::{Error, Unknown};
use crate::formats::sudoku::Puzzle;
use crate::i18n::Msg;
use crate::limits::Limits;
use crate::sudoku::{bands, bands16, bitmask, cover, naive, Grid, Report};

/// A sudoku solver. Every engine takes a grid without clashes.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    /// The name used by `--solver` and the bindings' `solver` option.
    pub name: &'static str,
    /// The catalogue's id of the name people read, in menus and charts
    /// (`label()`), and of one line on how it works (`summary()`).
    pub words: (&'static str, &'static str),
    /// Solves `grid`, counting solutions up to `limits.solutions`.
    pub solve: fn(&Grid, Limits) -> Report,
    /// Whether it is fast on hard 9×9 and 16×16 puzzles; the others are for
    /// teaching and can take minutes on those.
    pub fast: bool,
    /// Whether it knows the variants' rules (jigsaw regions, diagonals,
    /// windows): the exact-cover engines do, as their units are items.
    pub variants: bool,
}

/// Every engine, the default (fastest) first.
pub const ENGINES: &[Engine] = &[
    Engine {
        name: "bands",
        words: ("engine-bands", "engine-bands-summary"),
        solve: bands::solve,
        fast: true,
        variants: false,
    },
    Engine {
        name: "bands16",
        words: ("engine-bands16", "engine-bands16-summary"),
        solve: bands16::solve,
        fast: true,
        variants: false,
    },
    Engine {
        name: "bitmask",
        words: ("engine-bitmask", "engine-bitmask-summary"),
        solve: bitmask::solve,
        fast: true,
        variants: false,
    },
    Engine {
        name: "dlx",
        words: ("engine-dlx", "engine-dlx-summary"),
        solve: cover::solve,
        fast: true,
        variants: true,
    },
    Engine {
        name: "dlx-first",
        words: ("engine-dlx-first", "engine-dlx-first-summary"),
        solve: cover::solve_first_item,
        fast: false,
        variants: true,
    },
    Engine {
        name: "naive",
        words: ("engine-naive", "engine-naive-summary"),
        solve: naive::solve,
        fast: false,
        variants: false,
    },
];

impl Engine {
    /// The name people read: "DLX, smallest item".
    pub fn label(&self) -> Msg {
        Msg::new(self.words.0)
    }

    /// One line on how it works.
    pub fn summary(&self) -> Msg {
        Msg::new(self.words.1)
    }
}

impl Engine {
    /// Solves `puzzle` within `limits`: an error for givens that clash, and
    /// the solution, if any, checked against the puzzle before anyone sees
    /// it. Every caller that shows a sudoku's answer goes through here.
    pub fn checked(&self, puzzle: &Puzzle, limits: Limits) -> Result<Report, Error> {
        if let Some(clash) = puzzle.clash_error() {
            return Err(clash);
        }
        if !self.variants && !puzzle.grid.variant().is_plain() {
            return Err(Error::Unsupported(crate::msg!(
                "engine-no-variants",
                engine = self.name,
                variant = puzzle.grid.variant().name(),
                engines = variant_engines().join(", ")
            )));
        }
        let report = (self.solve)(&puzzle.grid, limits);
        if let Some(solution) = &report.solution {
            puzzle
                .grid
                .verify_solution(solution)
                .map_err(Error::Wrong)?;
        }
        Ok(report)
    }
}

/// The engine called `name`, or an error that lists the names there are.
pub fn by_name(name: &str) -> Result<&'static Engine, Unknown> {
    ENGINES
        .iter()
        .find(|e| e.name == name)
        .ok_or_else(|| Unknown::new("engine", name, names()))
}

/// The default engine.
pub fn default_engine() -> &'static Engine {
    &ENGINES[0]
}

/// The fastest engine that knows `grid`'s rules: the default for a plain
/// sudoku, DLX for a variant. Hints, checks and the generator solve with it.
pub fn fastest_for(grid: &Grid) -> &'static Engine {
    if grid.variant().is_plain() {
        default_engine()
    } else {
        by_name("dlx").expect("the registry has dlx")
    }
}

/// The engines that know the variants' rules.
pub fn variant_engines() -> Vec<&'static str> {
    ENGINES
        .iter()
        .filter(|e| e.variants)
        .map(|e| e.name)
        .collect()
}

/// The engine names, for help texts and error messages.
pub fn names() -> Vec<&'static str> {
    ENGINES.iter().map(|e| e.name).collect()
}
