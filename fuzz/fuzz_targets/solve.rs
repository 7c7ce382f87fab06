//! Parse, then solve with a node limit: every sudoku engine and every DLX
//! column rule. The limit is honoured, every answer verifies, and searches
//! that finish agree on the count (0, 1 or 2+).
#![no_main]

use dlx_lab::dlx::{self, ItemRule, Limits, Search, Stop};
use dlx_lab::engines::ENGINES;
use dlx_lab::formats::{cover, cover::CoverProblem, sudoku};
use dlx_lab::sudoku::Grid;
use dlx_lab_fuzz::{assert_solution, shape, text};
use libfuzzer_sys::fuzz_target;

/// Puzzles solved per input: enough to reach a second puzzle's layout.
const PUZZLES: usize = 4;

fuzz_target!(|data: &[u8]| {
    let [shape_byte, budget, rest @ ..] = data else {
        return;
    };
    let Some(text) = text(rest) else {
        return;
    };
    let limits = Limits {
        solutions: Some(2),
        nodes: Some(1 + u64::from(*budget) * 8),
    };
    match sudoku::parse(&text, shape(*shape_byte)) {
        Ok(puzzles) => {
            for p in puzzles.iter().take(PUZZLES) {
                solve_sudoku(&p.grid, limits);
            }
        }
        Err(_) => {
            if let Ok(problem) = cover::parse(&text) {
                solve_cover(&problem, limits);
            }
        }
    }
});

fn solve_sudoku(grid: &Grid, limits: Limits) {
    if grid.find_clash().is_some() {
        return;
    }
    let limit = limits.nodes.unwrap();
    let mut finished = Vec::new();
    for engine in ENGINES {
        let report = (engine.solve)(grid, limits);
        let name = engine.name;
        assert!(
            report.nodes <= limit,
            "{name}: {} nodes, limit {limit}",
            report.nodes
        );
        assert!(
            report.count <= 2,
            "{name}: {} solutions, limit 2",
            report.count
        );
        assert_eq!(report.count > 0, report.solution.is_some(), "{name}");
        if let Some(solution) = &report.solution {
            if let Err(e) = grid.verify_solution(solution) {
                panic!("{name}: a wrong solution: {e}");
            }
        }
        if !report.stopped {
            finished.push((name, report.count));
        }
    }
    assert!(
        finished.windows(2).all(|w| w[0].1 == w[1].1),
        "{finished:?}"
    );
}

fn solve_cover(problem: &CoverProblem, limits: Limits) {
    let limit = limits.nodes.unwrap();
    let links = problem.links();
    let mut finished = Vec::new();
    for rule in [
        ItemRule::Smallest,
        ItemRule::First,
        ItemRule::Random { seed: limit },
    ] {
        let outcome = dlx::solve(Search::new(links.clone(), rule), limits);
        assert!(
            outcome.stats.nodes <= limit,
            "{rule:?}: {} nodes, limit {limit}",
            outcome.stats.nodes
        );
        assert!(outcome.count <= 2, "{rule:?}: {} solutions", outcome.count);
        assert_eq!(outcome.count > 0, outcome.first.is_some(), "{rule:?}");
        if let Some(first) = &outcome.first {
            assert_solution(problem, first);
        }
        if outcome.stop != Stop::NodeLimit {
            finished.push((rule, outcome.count));
        }
    }
    assert!(
        finished.windows(2).all(|w| w[0].1 == w[1].1),
        "{finished:?}"
    );
}
