//! Every engine over the shared data sets, with every answer checked.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::{first_lines, grids, read};
use dlx_lab::dlx::Limits;
use dlx_lab::engines::{Engine, ENGINES};
use dlx_lab::formats::{binary as binary_text, sudoku};
use dlx_lab::{binary, sudoku::Grid};

/// The engines fast enough for whole data sets.
fn fast_engines() -> impl Iterator<Item = &'static Engine> {
    ENGINES.iter().filter(|e| e.fast)
}

/// Solves every grid with every fast engine that solves them all, checks
/// each solution, and returns the counts (up to 2), which must agree across
/// engines (at least two: no engine hands a grid to another, so these are
/// distinct codes).
fn counts(grids: &[Grid]) -> Vec<u64> {
    let mut all: Vec<Vec<u64>> = Vec::new();
    let engines: Vec<&Engine> = fast_engines()
        .filter(|e| grids.iter().all(|g| e.solves(g)))
        .collect();
    assert!(engines.len() >= 2, "one engine cannot disagree with itself");
    for engine in engines {
        let mut counts = Vec::new();
        for grid in grids {
            assert!(grid.find_clash().is_none());
            let report = (engine.solve)(grid, Limits::COUNT2);
            if let Some(solution) = &report.solution {
                grid.verify_solution(solution)
                    .unwrap_or_else(|e| panic!("{}: {e}", engine.name));
            }
            assert_eq!(
                report.solution.is_some(),
                report.count > 0,
                "{}",
                engine.name
            );
            counts.push(report.count);
        }
        all.push(counts);
    }
    assert!(
        all.windows(2).all(|w| w[0] == w[1]),
        "engines disagree on counts"
    );
    all.remove(0)
}

#[test]
fn hard_nine_by_nines_have_unique_solutions() {
    for file in ["9x9/forum_hardest_1106.txt", "9x9/magictour_top1465.txt"] {
        let grids = grids(&first_lines(file, 120));
        assert_eq!(grids.len(), 120);
        assert!(counts(&grids).iter().all(|&c| c == 1), "{file}");
    }
}

#[test]
fn everyday_puzzles_are_unique() {
    let grids = grids(&first_lines("9x9/kaggle3m_sample.txt", 500));
    assert!(counts(&grids).iter().all(|&c| c == 1));
}

#[test]
fn multi_solution_puzzles_have_two_or_more() {
    let grids = grids(&first_lines("9x9/serg_benchmark_multi.txt", 300));
    assert!(counts(&grids).iter().all(|&c| c == 2));
}

#[test]
fn sixteen_by_sixteen_matches_the_judges_answers() {
    for name in ["poj3076_sample", "hexadoku_easy1", "hexadoku_medium1"] {
        let puzzle = sudoku::parse(&read(&format!("16x16/{name}.in")), None)
            .unwrap()
            .remove(0);
        assert_eq!(puzzle.grid.shape().n, 16);
        let expected = read(&format!("16x16/{name}.out"));
        for engine in fast_engines().filter(|e| e.solves(&puzzle.grid)) {
            let report = (engine.solve)(&puzzle.grid, Limits::COUNT2);
            assert_eq!(report.count, 1, "{name} with {}", engine.name);
            let printed = sudoku::print(report.solution.as_ref().unwrap(), puzzle.layout);
            assert_eq!(
                printed.trim_end(),
                expected.trim_end(),
                "{name} with {}",
                engine.name
            );
        }
    }
}

#[test]
fn generated_sixteen_by_sixteens_are_unique_for_every_engine() {
    let grids = grids(&read("16x16/generated_extreme.txt"));
    assert_eq!(grids.len(), 48);
    assert!(counts(&grids).iter().all(|&c| c == 1));
}

#[test]
fn generated_25x25_are_solved_within_a_few_nodes() {
    // The generator proves each by cheap logic, then search; the fastest
    // engine takes the same logic first, so none needs many nodes. A budget,
    // not a clock: before the engine took subsets, one ran 143,672 nodes.
    let budget = Limits {
        solutions: Some(2),
        nodes: Some(5_000),
    };
    for level in ["easy", "medium", "hard", "expert"] {
        let grids = grids(&read(&format!("25x25/generated_{level}.txt")));
        assert_eq!(grids.len(), 20);
        for (i, grid) in grids.iter().enumerate() {
            let report = (dlx_lab::engines::fastest_for(grid).solve)(grid, budget);
            assert!(!report.stopped, "{level} {}: {} nodes", i + 1, report.nodes);
            assert_eq!(report.count, 1, "{level} {}", i + 1);
            grid.verify_solution(report.solution.as_ref().unwrap())
                .unwrap();
        }
    }
}

#[test]
fn hexadoku_with_several_solutions() {
    let grids = grids(&read("16x16/hexadoku_multipleSolutions.in"));
    assert_eq!(counts(&grids), vec![2]);
}

#[test]
fn hexadoku_invalid_clashes() {
    let puzzle = sudoku::parse(&read("16x16/hexadoku_invalid.in"), None)
        .unwrap()
        .remove(0);
    let clash = puzzle
        .grid
        .find_clash()
        .expect("the invalid hexadoku's givens clash");
    assert!(clash.to_string().contains(" has two "), "{clash}");
}

#[test]
fn binary_sample_needs_three_toggles() {
    let grid = binary_text::parse(&read("binary/usaco11nov_bsudoku_sample.in")).unwrap();
    let answer = binary::solve(&grid).unwrap();
    let expected: u32 = read("binary/usaco11nov_bsudoku_sample.out")
        .trim()
        .parse()
        .unwrap();
    assert_eq!(answer.toggles, expected);
    assert_eq!(answer.cells.len() as u32, expected);
    assert!(binary::is_even(&answer.grid));
}

#[test]
fn other_sizes_solve_from_empty_and_from_a_solution() {
    for side in [4, 6, 8, 9, 12, 16, 25] {
        let shape = dlx_lab::sudoku::Shape::for_side(side).unwrap();
        let empty = Grid::empty(shape);
        let engines = ENGINES
            .iter()
            .filter(|e| e.shapes.include(shape))
            .filter(|e| e.name != "dlx-first" && (e.name != "naive" || side <= 16));
        for engine in engines {
            let report = (engine.solve)(&empty, Limits::FIRST);
            let solution = report
                .solution
                .unwrap_or_else(|| panic!("{side}×{side} with {}", engine.name));
            empty.verify_solution(&solution).unwrap();
            // Blank a band of cells: the rest pins them down again.
            let mut puzzle = solution.clone();
            for cell in 0..side {
                puzzle.set(cell / side, cell % side, 0);
            }
            let again = (engine.solve)(&puzzle, Limits::COUNT2);
            assert_eq!(again.count, 1, "{side}×{side} with {}", engine.name);
            assert_eq!(again.solution.unwrap(), solution);
        }
    }
}
