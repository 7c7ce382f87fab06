//! The registry of sudoku engines. The CLI, the tests, the benchmarks and the
//! bindings all loop over [`ENGINES`], so adding an engine is one line here.
//!
//! Each engine says which shapes it solves and solves only those: none hands
//! a grid to another, so a name is one code, and two names compared are two
//! codes. [`fastest_for`] is the one place that picks by shape.

use crate::error::{Error, Unknown};
use crate::formats::sudoku::Puzzle;
use crate::i18n::Msg;
use crate::limits::Limits;
use crate::sudoku::variant::VariantName;
use crate::sudoku::{bands, bands16, bitboard, bitmask, cover, naive, triads, Grid, Report, Shape};

/// A sudoku solver. Every engine takes a grid without clashes.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    /// The name used by `--solver` and the bindings' `solver` option.
    pub name: &'static str,
    /// The catalogue's id of the name people read, in menus and charts
    /// (`label()`), and of one line on how it works (`summary()`).
    pub words: (&'static str, &'static str),
    /// Solves `grid`, counting solutions up to `limits.solutions`. Only for
    /// the grids of [`shapes`](Engine::shapes): [`Engine::checked`] refuses
    /// the others.
    pub solve: fn(&Grid, Limits) -> Report,
    /// The grid shapes it solves.
    pub shapes: Shapes,
    /// Whether it is fast on hard 9×9 and 16×16 puzzles; the others are for
    /// teaching and can take minutes on those.
    pub fast: bool,
    /// Whether it knows the variants' rules (jigsaw regions, diagonals,
    /// windows): the exact-cover engines do, as their units are items.
    pub variants: bool,
}

/// The grids an engine solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shapes {
    /// Only `n`×`n` grids with boxes of `rows`×`cols` (n = rows·cols): the
    /// band engines' tables are built for one shape.
    Boxes {
        /// The rows of a box.
        rows: usize,
        /// The columns of a box.
        cols: usize,
    },
    /// Every size from 1×1 to 25×25, any box shape.
    Any,
}

impl Shapes {
    /// Whether a grid of `shape` is one of these.
    pub fn include(self, shape: Shape) -> bool {
        match self {
            Shapes::Boxes { rows, cols } => (shape.box_rows, shape.box_cols) == (rows, cols),
            Shapes::Any => true,
        }
    }

    /// As people write it: "9×9 (boxes 3×3)", "every size".
    pub fn msg(self) -> Msg {
        match self {
            Shapes::Boxes { rows, cols } => Shape {
                n: rows * cols,
                box_rows: rows,
                box_cols: cols,
            }
            .msg(),
            Shapes::Any => Msg::new("engine-shape-any"),
        }
    }
}

/// Every engine, fastest first: [`fastest_for`] takes the first fast one
/// that solves the grid.
pub const ENGINES: &[Engine] = &[
    Engine {
        name: "bands",
        words: ("engine-bands", "engine-bands-summary"),
        solve: bands::solve,
        shapes: Shapes::Boxes { rows: 3, cols: 3 },
        fast: true,
        variants: false,
    },
    Engine {
        name: "bands16",
        words: ("engine-bands16", "engine-bands16-summary"),
        solve: bands16::solve,
        shapes: Shapes::Boxes { rows: 4, cols: 4 },
        fast: true,
        variants: false,
    },
    Engine {
        name: "triads",
        words: ("engine-triads", "engine-triads-summary"),
        solve: triads::solve,
        shapes: Shapes::Boxes { rows: 3, cols: 3 },
        fast: true,
        variants: false,
    },
    Engine {
        name: "bitboard",
        words: ("engine-bitboard", "engine-bitboard-summary"),
        solve: bitboard::solve,
        shapes: Shapes::Boxes { rows: 3, cols: 3 },
        fast: true,
        variants: false,
    },
    Engine {
        name: "bitmask",
        words: ("engine-bitmask", "engine-bitmask-summary"),
        solve: bitmask::solve,
        shapes: Shapes::Any,
        fast: true,
        variants: false,
    },
    Engine {
        name: "dlx",
        words: ("engine-dlx", "engine-dlx-summary"),
        solve: cover::solve,
        shapes: Shapes::Any,
        fast: true,
        variants: true,
    },
    Engine {
        name: "dlx-first",
        words: ("engine-dlx-first", "engine-dlx-first-summary"),
        solve: cover::solve_first_item,
        shapes: Shapes::Any,
        fast: false,
        variants: true,
    },
    Engine {
        name: "naive",
        words: ("engine-naive", "engine-naive-summary"),
        solve: naive::solve,
        shapes: Shapes::Any,
        fast: false,
        variants: false,
    },
];

impl Engine {
    /// Whether it solves `grid`: its shape, and its variant's rules.
    pub fn solves(&self, grid: &Grid) -> bool {
        self.fits(grid.shape(), grid.variant().is_plain())
    }

    /// Whether it solves grids of `shape`, plain or with a variant's rules.
    pub fn fits(&self, shape: Shape, plain: bool) -> bool {
        self.shapes.include(shape) && (self.variants || plain)
    }

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
        let shape = puzzle.grid.shape();
        if !self.shapes.include(shape) {
            return Err(Error::Unsupported(crate::msg!(
                "engine-no-shape",
                engine = self.name,
                shapes = self.shapes.msg(),
                shape = shape.msg(),
                engines = shape_engines(shape).join(", ")
            )));
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

/// Solves `puzzle` with `engine`, or with the fastest for it when none is
/// named, checked ([`Engine::checked`]). The CLI's `solve`, its batches and
/// the bindings' `solve` and `Solver` all answer through here.
pub fn solve(
    puzzle: &Puzzle,
    engine: Option<&'static Engine>,
    limits: Limits,
) -> Result<Report, Error> {
    engine
        .unwrap_or_else(|| fastest_for(&puzzle.grid))
        .checked(puzzle, limits)
}

/// What Solve found for a player's game ([`solve_game`]).
#[derive(Clone, Debug)]
pub struct Solved {
    /// The search's answer.
    pub report: Report,
    /// The player's entries (row-major cells, givens not among them) that
    /// disagree with the solution found; none without one.
    pub wrong: Vec<usize>,
}

/// Solves a player's game: the puzzle's `givens`, so that a wrong entry
/// cannot pass for a broken puzzle, and the entries of `values` (the
/// givens and the player's entries) that disagree with the solution are
/// named. Only givens with several solutions (or a search stopped) are
/// solved with the entries, which choose among them: then entries that
/// clash are an error.
pub fn solve_game(
    givens: &Puzzle,
    values: &Puzzle,
    engine: Option<&'static Engine>,
    limits: Limits,
) -> Result<Solved, Error> {
    if givens.grid.shape() != values.grid.shape() {
        return Err(Error::GivensSize);
    }
    let mut report = solve(givens, engine, limits)?;
    if report.count >= 2 || report.stopped {
        report = solve(values, engine, limits)?;
    }
    let wrong = match &report.solution {
        Some(s) => (values.grid.entries(&givens.grid))
            .filter(|&c| values.grid.cells()[c] != s.cells()[c])
            .collect(),
        None => Vec::new(),
    };
    Ok(Solved { report, wrong })
}

/// What Solve is asked: the puzzle `values` alone or, with `givens`, a
/// player's game ([`solve_game`]), `values` then the player's grid.
pub fn solve_any(
    values: &Puzzle,
    givens: Option<&Puzzle>,
    engine: Option<&'static Engine>,
    limits: Limits,
) -> Result<Solved, Error> {
    match givens {
        Some(givens) => solve_game(givens, values, engine, limits),
        None => Ok(Solved {
            report: solve(values, engine, limits)?,
            wrong: Vec::new(),
        }),
    }
}

/// The engines a page offers, each with whether it is the one [`solve`]
/// takes unasked: for a puzzle of `shape` (9×9 if only a variant is named)
/// and `variant` (plain if only a shape is), those that solve it, the
/// fastest of them the default; for none named, all, the default the
/// fastest for a plain 9×9, the page's first puzzle.
pub fn offered(shape: Option<Shape>, variant: Option<VariantName>) -> Vec<(&'static Engine, bool)> {
    let asked = shape.is_some() || variant.is_some();
    let shape = shape.unwrap_or(Shape::for_side(9).expect("9×9 has a shape"));
    let plain = variant.unwrap_or_default() == VariantName::Plain;
    let fastest = fastest(shape, plain);
    ENGINES
        .iter()
        .filter(|e| !asked || e.fits(shape, plain))
        .map(|e| (e, e.name == fastest.name))
        .collect()
}

/// The fastest engine that solves `grid`: the band engines for 9×9 and
/// 16×16 with square boxes, the bitmask engine for other plain sizes, DLX
/// for a variant. Hints, checks and the generator solve with it.
pub fn fastest_for(grid: &Grid) -> &'static Engine {
    fastest(grid.shape(), grid.variant().is_plain())
}

/// The fastest engine for grids of `shape`, plain or with a variant.
pub fn fastest(shape: Shape, plain: bool) -> &'static Engine {
    ENGINES
        .iter()
        .find(|e| e.fast && e.fits(shape, plain))
        .expect("the registry has a fast engine for every grid (dlx)")
}

/// The engines that solve grids of `shape`.
pub fn shape_engines(shape: Shape) -> Vec<&'static str> {
    ENGINES
        .iter()
        .filter(|e| e.shapes.include(shape))
        .map(|e| e.name)
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::sudoku::parse;

    fn puzzle(text: &str) -> Puzzle {
        parse(text, None).unwrap().remove(0)
    }

    #[test]
    fn solve_game_solves_the_givens_and_names_wrong_entries() {
        // Project Euler 96, grid 01; its solution starts 4 8 3.
        let euler =
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
        let player = format!("45{}", &euler[2..]);
        let solved = solve_game(&puzzle(euler), &puzzle(&player), None, Limits::COUNT2).unwrap();
        assert_eq!(solved.report.count, 1);
        assert_eq!(solved.wrong, vec![1], "r1c2's 5 is wrong, r1c1's 4 right");
        // The grid itself has no solution: the givens were solved instead.
        assert_eq!(
            solve(&puzzle(&player), None, Limits::COUNT2).unwrap().count,
            0
        );
        let small = puzzle(&".".repeat(16));
        assert!(matches!(
            solve_game(&small, &puzzle(euler), None, Limits::COUNT2),
            Err(Error::GivensSize)
        ));
    }
}
