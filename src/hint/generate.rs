//! Seeded puzzles at a level.
//!
//! 1. A random full grid: independent boxes on the diagonal get random
//!    permutations, the bitmask engine completes them (deterministically),
//!    and the symbols are relabelled at random.
//! 2. Givens come out in a random order (in pairs of opposite cells when
//!    symmetric). A removal stays if logic with techniques up to the level
//!    (at most `hard`) still solves the puzzle, which also proves the
//!    solution unique. For `extreme`, a removal stays if the puzzle is still
//!    proven unique ([`prove::count`]). Digging runs logic some hundred
//!    times a puzzle, so at `hard` it takes the basic fish and wings only
//!    ([`prove::cheap_logic`]). The rating at the end is the whole
//!    catalogue's.
//! 3. For `expert`, one more given goes: the first whose removal leaves a
//!    puzzle that needs an expert technique, a chain, a uniqueness step or
//!    an ALS (a puzzle that is minimal for `hard` logic is close to that
//!    edge). Those are costly, so they run only here, not at every removal.
//! 4. The result is rated (an expert one was, as step 3 found it; the
//!    level only, so the logic stops at its first extreme step) and
//!    proven unique once more as it is ([`prove::count`]); if it is not at
//!    the level, or no removal made it expert, the next attempt starts from
//!    a new grid.
//!
//! The random numbers come from ChaCha8 seeded by the seed, and draws use
//! u32 ranges only, so the same size, level and seed give the same puzzle
//! natively and in wasm (whose `usize` is 32 bits).

use super::path;
use super::prove::{self, cheap_logic};
use super::{Board, Difficulty};
use crate::engines;
use crate::limits::Limits;
use crate::sudoku::variant::{self, VariantName};
use crate::sudoku::{bitmask, Grid, Shape};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What to generate.
#[derive(Clone, Copy, Debug)]
pub struct Request {
    /// The grid's size and boxes.
    pub shape: Shape,
    /// The level the puzzle must have.
    pub level: Difficulty,
    /// The seed.
    pub seed: u64,
    /// Whether givens are symmetric under a half turn.
    pub symmetric: bool,
    /// The variant; a jigsaw gets random regions from the seed.
    pub variant: VariantName,
}

/// Attempts (full grids) before giving up on a level.
pub const ATTEMPTS: u32 = 200;

/// A generated puzzle.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The puzzle.
    pub grid: Grid,
    /// Its unique solution.
    pub solution: Grid,
    /// How many full grids were tried.
    pub attempts: u32,
}

/// A puzzle with a unique solution at exactly `request.level`, or an error
/// after [`ATTEMPTS`] grids.
pub fn generate(request: Request) -> Result<Generated, crate::i18n::Msg> {
    let mut rng = ChaCha8Rng::seed_from_u64(request.seed);
    for attempt in 1..=ATTEMPTS {
        let solution = match request.variant {
            VariantName::Plain => full_grid(request.shape, &mut rng),
            kind => variant_grid(request.shape, kind, &mut rng)?,
        };
        let grid = dig(&solution, request, &mut rng);
        // An expert puzzle is rated as it is found; a grid where no removal
        // makes one is not rated again.
        let grid = if request.level == Difficulty::Expert {
            one_more(&grid, request, &mut rng)
        } else {
            Some(grid).filter(|grid| path::level(grid) == request.level)
        };
        // Digging kept the puzzle unique; this proves it of the puzzle as made.
        if let Some(grid) = grid.filter(unique) {
            return Ok(Generated {
                grid,
                solution,
                attempts: attempt,
            });
        }
    }
    Err(crate::msg!(
        "generate-failed",
        n = request.shape.n,
        level = request.level.msg(),
        attempts = ATTEMPTS
    ))
}

/// Whether `grid` surely has exactly one solution (a check that runs out of
/// budget says no: the digging keeps that given).
fn unique(grid: &Grid) -> bool {
    prove::count(grid, Limits::CHECK).unique()
}

/// A uniform draw from 0..n, the same on every platform.
fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    rng.gen_range(0..n as u32) as usize
}

/// Shuffles with u32 draws (Fisher–Yates), the same on every platform.
fn shuffle<T>(items: &mut [T], rng: &mut ChaCha8Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}

/// A random complete grid of `shape`.
fn full_grid(shape: Shape, rng: &mut ChaCha8Rng) -> Grid {
    let n = shape.n;
    let (bands, stacks) = (n / shape.box_rows, n / shape.box_cols);
    loop {
        let mut grid = Grid::empty(shape);
        // Boxes on the diagonal share no row, column or box: any fill fits.
        for d in 0..bands.min(stacks) {
            let mut symbols: Vec<u8> = (1..=n as u8).collect();
            shuffle(&mut symbols, rng);
            let b = d * stacks + d;
            for (cell, v) in shape.box_cells(b).zip(symbols) {
                grid.set(cell / n, cell % n, v);
            }
        }
        let Some(full) = bitmask::solve(&grid, Limits::FIRST).solution else {
            continue;
        };
        let mut relabel: Vec<u8> = (1..=n as u8).collect();
        shuffle(&mut relabel, rng);
        let cells = full
            .cells()
            .iter()
            .map(|&v| relabel[v as usize - 1])
            .collect();
        return Grid::new(shape, cells);
    }
}

/// A random complete grid of a variant: random values (each one a
/// candidate left by the ones before) in random cells, completed by DLX.
/// A jigsaw gets new random regions for each try, as some region maps have
/// no solution at all.
fn variant_grid(
    shape: Shape,
    kind: VariantName,
    rng: &mut ChaCha8Rng,
) -> Result<Grid, crate::i18n::Msg> {
    let n = shape.n;
    let dlx = engines::by_name("dlx").expect("the registry has dlx");
    loop {
        let variant = match kind.variant() {
            Some(v) => v,
            None => {
                variant::Variant::Jigsaw(std::sync::Arc::new(variant::random_regions(shape, |k| {
                    below(rng, k)
                })))
            }
        };
        let mut grid = Grid::empty(shape).with_variant(variant)?;
        for _ in 0..2 * n {
            let cell = below(rng, n * n);
            let free: Vec<u8> = super::board::values(grid.candidates(cell / n, cell % n)).collect();
            if !free.is_empty() {
                grid.set(cell / n, cell % n, free[below(rng, free.len())]);
            }
        }
        let report = (dlx.solve)(&grid, Limits::CHECK);
        if let Some(full) = report.solution {
            return Ok(full);
        }
    }
}

/// The givens of `grid` in a random order: one cell of each pair of
/// opposite cells when symmetric.
fn removal_order(grid: &Grid, symmetric: bool, rng: &mut ChaCha8Rng) -> Vec<usize> {
    let cells = grid.cells().len();
    let mut order: Vec<usize> = (0..if symmetric { cells.div_ceil(2) } else { cells })
        .filter(|&c| grid.cells()[c] != 0)
        .collect();
    shuffle(&mut order, rng);
    order
}

/// `grid` without the given at `cell` (and its twin when symmetric).
fn without(grid: &Grid, cell: usize, symmetric: bool) -> Grid {
    let n = grid.shape().n;
    let mut trial = grid.clone();
    trial.set(cell / n, cell % n, 0);
    if symmetric {
        let twin = grid.cells().len() - 1 - cell;
        trial.set(twin / n, twin % n, 0);
    }
    trial
}

/// Takes givens out of `solution` while the puzzle stays solvable at the
/// request's level (at most hard), or unique for extreme.
fn dig(solution: &Grid, request: Request, rng: &mut ChaCha8Rng) -> Grid {
    let level = match request.level {
        Difficulty::Extreme => Difficulty::Extreme,
        level => level.min(Difficulty::Hard),
    };
    let mut grid = solution.clone();
    // Only its layout is used: each trial's board shares it.
    let kind = Board::new(solution);
    for cell in removal_order(solution, request.symmetric, rng) {
        let trial = without(&grid, cell, request.symmetric);
        if still_fine(&kind, &trial, &grid, level) {
            grid = trial;
        }
    }
    grid
}

/// The first removal from a hard-minimal `grid` that makes it expert, if
/// one does.
fn one_more(grid: &Grid, request: Request, rng: &mut ChaCha8Rng) -> Option<Grid> {
    let kind = Board::new(grid);
    removal_order(grid, request.symmetric, rng)
        .into_iter()
        .map(|cell| without(grid, cell, request.symmetric))
        // What digging's logic solves is hard at most: only the others can be expert.
        .find(|trial| {
            !cheap_logic(&mut kind.of_same_kind(trial), Difficulty::Hard).1
                && unique(trial)
                && path::level(trial) == Difficulty::Expert
        })
}

/// Whether `trial` (`grid` less one or two givens) is still a puzzle of at
/// most `level`; `kind` is a board of the same shape and variant.
fn still_fine(kind: &Board, trial: &Grid, grid: &Grid, level: Difficulty) -> bool {
    if level == Difficulty::Extreme {
        return unique(trial);
    }
    let mut board = kind.of_same_kind(trial);
    // Removed givens that come straight back as singles leave the same
    // puzzle a step or two longer: no need to solve it again.
    let mut removed: Vec<usize> = (0..trial.cells().len())
        .filter(|&c| trial.cells()[c] != grid.cells()[c])
        .collect();
    while let Some(at) = removed
        .iter()
        .position(|&c| single(&board, c, grid.cells()[c]))
    {
        let cell = removed.swap_remove(at);
        board.place(cell, grid.cells()[cell]);
    }
    removed.is_empty() || cheap_logic(&mut board, level).1
}

/// Whether `v` is a naked or hidden single at `cell`.
fn single(board: &Board, cell: usize, v: u8) -> bool {
    board.candidates(cell).count_ones() == 1
        || board
            .all_units_of(cell)
            .any(|u| board.positions(u, v).count_ones() == 1)
}
