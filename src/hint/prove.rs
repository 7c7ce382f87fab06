//! How many solutions a sudoku has, on grids where search alone cannot
//! tell. On a 25×25 a wrong guess can go hundreds of nodes deep before
//! singles see its contradiction: generated 25×25 puzzles took DLX and the
//! bitmask engine past 2 M nodes without an answer. So logic goes first:
//! the cheap techniques that digging uses ([`cheap_logic`]), none of which
//! assumes one solution, leave few blanks or none; then the bitmask engine
//! searches the candidates left ([`bitmask::solve_within`]). Each step is
//! sound, so what is left has exactly the puzzle's solutions, and a count
//! of 1 proves the puzzle unique.

use super::{Board, Difficulty, Step, Technique};
use crate::engines;
use crate::limits::Limits;
use crate::sudoku::{bitmask, Grid, Report};

/// The largest side that search alone settles (the band engines solve a
/// 16×16 within [`CHECK_NODES`](crate::limits::CHECK_NODES)); logic goes
/// first above it.
pub const SEARCH_ALONE_UP_TO: usize = 16;

/// The hard techniques that cheap logic takes (with every easy and medium
/// one): the chains and finned fish of the level would make a 16×16 take
/// seconds when digging runs logic hundreds of times a puzzle.
const CHEAP_HARD: [Technique; 5] = [
    Technique::XWing,
    Technique::Swordfish,
    Technique::XyWing,
    Technique::XyzWing,
    Technique::Jellyfish,
];

/// Logic with the techniques up to `level` that [`CHEAP_HARD`] allows,
/// easiest first on SE's scale, applied to `board` until it is full or
/// none applies. Returns the steps taken and whether the board is full.
pub(crate) fn cheap_logic(board: &mut Board, level: Difficulty) -> (usize, bool) {
    let allowed = |t: &Technique| {
        t.level() <= level.min(Difficulty::Medium)
            || (level >= Difficulty::Hard && CHEAP_HARD.contains(t))
    };
    let techniques: Vec<Technique> = Technique::ALL.into_iter().filter(allowed).collect();
    let mut steps = 0;
    while !board.solved() {
        match Step::find_among(board, &techniques) {
            Some(step) => step.apply(board),
            None => return (steps, false),
        }
        steps += 1;
    }
    (steps, true)
}

/// A count of solutions, and how it was found.
#[derive(Clone, Debug)]
pub struct Proof {
    /// The search's report: `count` is the puzzle's (up to the limit).
    pub report: Report,
    /// Logical steps taken before the search; 0 where search went alone.
    pub steps: usize,
}

impl Proof {
    /// Whether the puzzle surely has exactly one solution.
    pub fn unique(&self) -> bool {
        self.report.count == 1 && !self.report.stopped
    }
}

/// Counts the solutions of `grid` (which must have no clash) within
/// `limits`: the fastest engine alone up to 16×16 and on the variants,
/// cheap logic and then the bitmask engine above.
pub fn count(grid: &Grid, limits: Limits) -> Proof {
    if grid.shape().n <= SEARCH_ALONE_UP_TO || !grid.variant().is_plain() {
        let report = (engines::fastest_for(grid).solve)(grid, limits);
        return Proof { report, steps: 0 };
    }
    let mut board = Board::new(grid);
    let (steps, _) = cheap_logic(&mut board, Difficulty::Hard);
    let allowed: Vec<u32> = (0..grid.cells().len())
        .map(|cell| board.candidates(cell))
        .collect();
    let mut report = bitmask::solve_within(&board.grid(), &allowed, limits);
    // The solution has the givens, but the search started from logic's placements too.
    if let Some(solution) = &report.solution {
        if grid.verify_solution(solution).is_err() {
            report = Report::default();
        }
    }
    Proof { report, steps }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::generate::{generate, Request};
    use crate::sudoku::variant::VariantName;
    use crate::sudoku::Shape;

    fn made(level: Difficulty, seed: u64) -> Grid {
        let request = Request {
            shape: Shape::for_side(25).unwrap(),
            level,
            seed,
            symmetric: false,
            variant: VariantName::Plain,
        };
        generate(request).unwrap().grid
    }

    #[test]
    fn a_generated_25x25_is_proven_unique_and_without_200_givens_is_not() {
        let grid = made(Difficulty::Hard, 3);
        let proof = count(&grid, Limits::CHECK);
        assert!(proof.unique(), "{proof:?}");
        // Its solution is the bitmask engine's too, checked against the givens.
        assert!(grid
            .verify_solution(proof.report.solution.as_ref().unwrap())
            .is_ok());
        // Without every given, a grid has many solutions, and the count says 2+.
        let mut fewer = grid.clone();
        for cell in 0..200 {
            fewer.set(cell / 25, cell % 25, 0);
        }
        let proof = count(&fewer, Limits::COUNT2);
        assert_eq!((proof.report.count, proof.report.stopped), (2, false));
    }

    #[test]
    fn counts_agree_with_dlx_on_puzzles_it_settles() {
        let solution = made(Difficulty::Easy, 11);
        let solution = count(&solution, Limits::FIRST).report.solution.unwrap();
        let dlx = engines::by_name("dlx").unwrap();
        let blanked = |keep: &dyn Fn(usize) -> bool| {
            let mut grid = solution.clone();
            for cell in (0..625).filter(|&c| !keep(c)) {
                grid.set(cell / 25, cell % 25, 0);
            }
            grid
        };
        let mut seen = [0; 3];
        for k in 1..=4 {
            // A k-th or so of the cells blank, in a pattern of its own: one
            // solution or several.
            let some = blanked(&|c| (c * 7 + k) % (k + 2) != 0);
            // Two rows of a band blank: swapping them is a second solution.
            let several = blanked(&|c| c / 25 != 5 * k - 5 && c / 25 != 5 * k - 4);
            // A wrong value in a blank, clashing with no given: none.
            let wrong =
                |c: usize| some.candidates(c / 25, c % 25) & !(1 << (solution.cells()[c] - 1));
            let none = (0..625).find(|&c| wrong(c) != 0).map(|cell| {
                let mut none = some.clone();
                none.set(cell / 25, cell % 25, wrong(cell).trailing_zeros() as u8 + 1);
                none
            });
            for grid in [Some(some), Some(several), none].into_iter().flatten() {
                let ours = count(&grid, Limits::COUNT2).report;
                let theirs = (dlx.solve)(&grid, Limits::COUNT2);
                assert!(!ours.stopped && !theirs.stopped);
                assert_eq!(ours.count, theirs.count, "round {k}");
                seen[ours.count as usize] += 1;
            }
        }
        assert!(
            seen.iter().all(|&n| n > 0),
            "none, one and several each: {seen:?}"
        );
    }

    #[test]
    fn an_expert_25x25_is_made_and_proven_unique() {
        let grid = made(Difficulty::Expert, 1);
        assert_eq!(crate::hint::path::level(&grid), Difficulty::Expert);
        // Digging's cheap logic does not solve it: the proof searched.
        assert!(!cheap_logic(&mut Board::new(&grid), Difficulty::Hard).1);
        let proof = count(&grid, Limits::CHECK);
        assert!(proof.unique(), "{proof:?}");
    }

    #[test]
    fn puzzles_cheap_logic_leaves_stuck_are_settled_within_a_small_budget() {
        // Without probing, each ran past 100,000 nodes (tests/data/README.md).
        let text = include_str!("../../tests/data/25x25/stuck_after_logic.txt");
        let budget = Limits {
            solutions: Some(2),
            nodes: Some(10_000),
        };
        let counts: Vec<u64> = crate::formats::sudoku::parse(text, None)
            .unwrap()
            .iter()
            .map(|puzzle| {
                let proof = count(&puzzle.grid, budget);
                assert!(proof.steps > 0 && !proof.report.stopped, "{proof:?}");
                let solution = proof.report.solution.as_ref().unwrap();
                assert!(puzzle.grid.verify_solution(solution).is_ok());
                proof.report.count
            })
            .collect();
        assert_eq!(counts, [2, 1, 1, 2]);
    }

    #[test]
    fn a_25x25_with_no_solution_counts_none() {
        // Two givens that leave r1c1 no value: row 1 has 2..=25 but for the
        // corner, and the corner's column has 1.
        let shape = Shape::for_side(25).unwrap();
        let mut grid = Grid::empty(shape);
        for c in 1..25 {
            grid.set(0, c, c as u8 + 1);
        }
        grid.set(5, 0, 1);
        assert!(grid.find_clash().is_none());
        let proof = count(&grid, Limits::COUNT2);
        assert_eq!((proof.report.count, proof.report.stopped), (0, false));
    }
}
