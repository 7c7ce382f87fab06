//! Each technique of the hint ladder on HoDoKu's own regression positions
//! (`tests/data/hodoku/reglib.txt`: a position with its pencil marks, and
//! the eliminations or placements HoDoKu's step makes there).
//!
//! For each line: the technique finds a step; every elimination it makes is
//! a candidate the unique solution doesn't have, and every placement is the
//! solution's value. For one line of each technique ([`EXACT`]) the step is
//! HoDoKu's, exactly (elsewhere a position may hold several instances, and
//! each program finds them in its own order). The `-x` lines are positions
//! where the technique must find nothing, and no uniqueness technique
//! applies to a board not known to have one solution.

#![cfg(not(target_arch = "wasm32"))]

use dlx_lab::hint::{Board, Technique};

use dlx_lab::limits::Limits;
use dlx_lab::sudoku::{Grid, Shape};

/// One line of the library.
struct Case {
    line: usize,
    code: String,
    board: Board,
    solution: Grid,
    /// (cell, value), ascending.
    eliminations: Vec<(usize, u8)>,
}

/// HoDoKu's codes, to our techniques (the chains by their shape: a
/// discontinuous nice loop is an AIC whose ends meet in one cell).
fn technique(code: &str) -> Option<&'static [Technique]> {
    use Technique::*;
    let base = code.split('-').next().unwrap();
    Some(match base {
        "0310" => &[FinnedXWing, SashimiXWing],
        "0311" => &[FinnedSwordfish, SashimiSwordfish],
        "0312" => &[FinnedJellyfish, SashimiJellyfish],
        "0320" => &[SashimiXWing, FinnedXWing],
        "0400" => &[Skyscraper],
        "0401" => &[TwoStringKite],
        "0402" => &[EmptyRectangle],
        "0403" => &[TurbotFish, Skyscraper, TwoStringKite],
        "0500" | "0501" => &[SimpleColouring],
        "0502" | "0503" => &[MultiColouring],
        "0600" => &[UniqueRectangle1],
        "0601" => &[UniqueRectangle2],
        "0602" => &[UniqueRectangle3],
        "0603" => &[UniqueRectangle4],
        "0605" => &[UniqueRectangle6],
        "0606" => &[HiddenRectangle],
        "0610" => &[BugPlusOne],
        "0701" => &[XChain],
        "0702" => &[XyChain],
        "0703" => &[RemotePairs],
        "0706" => &[NiceLoop],
        "0707" | "0708" => &[Aic],
        "0709" => &[GroupedNiceLoop],
        "0710" | "0711" => &[GroupedAic],
        "0803" => &[WWing],
        "0901" => &[AlsXz],
        "0902" => &[AlsXyWing],
        _ => return None,
    })
}

/// `"436 257"`: digit 4 at r3c6, digit 2 at r5c7, as (cell, value).
fn candidates(field: &str) -> Vec<(usize, u8)> {
    let mut out: Vec<(usize, u8)> = field
        .split_whitespace()
        .map(|t| {
            let d: Vec<u8> = t.bytes().map(|b| b - b'0').collect();
            ((d[1] as usize - 1) * 9 + d[2] as usize - 1, d[0])
        })
        .collect();
    out.sort_unstable();
    out
}

fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/hodoku/reglib.txt"
    ))
    .unwrap();
    let shape = Shape::for_side(9).unwrap();
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if !line.starts_with(':') {
            continue;
        }
        let f: Vec<&str> = line.split(':').collect();
        // Givens: a digit, or `+digit` for a value placed since; `.` blank.
        let mut cells = Vec::with_capacity(81);
        for b in f[3].bytes().filter(|&b| b != b'+') {
            cells.push(if b == b'.' { 0 } else { b - b'0' });
        }
        assert_eq!(cells.len(), 81, "line {}", i + 1);
        let grid = Grid::new(shape, cells);
        let mut marks: Vec<u32> = (0..81).map(|c| grid.candidates(c / 9, c % 9)).collect();
        for (cell, v) in candidates(f[4]) {
            marks[cell] &= !(1 << (v - 1));
        }
        let report = (dlx_lab::engines::fastest_for(&grid).solve)(&grid, Limits::COUNT2);
        assert_eq!(report.count, 1, "line {}: one solution", i + 1);
        out.push(Case {
            line: i + 1,
            code: f[1].to_string(),
            board: Board::with_marks(&grid, &marks).known_unique(),
            solution: report.solution.unwrap(),
            eliminations: candidates(f[5]),
        });
    }
    out
}

#[test]
fn each_technique_on_hodokus_positions() {
    let mut found = 0;
    let mut total = 0;
    let mut missed = Vec::new();
    for case in cases() {
        let Some(techniques) = technique(&case.code) else {
            continue;
        };
        let sol = case.solution.cells();
        let step = techniques.iter().find_map(|t| t.find(&case.board));
        if case.code.ends_with("-x") {
            assert!(
                step.is_none(),
                "line {}: {} finds nothing here",
                case.line,
                case.code
            );
            continue;
        }
        total += 1;
        let Some(step) = step else {
            missed.push(format!("{} ({})", case.line, case.code));
            continue;
        };
        found += 1;
        for &(cell, v) in &step.eliminations {
            assert_ne!(
                sol[cell],
                v,
                "line {}: {} removes the solution's value",
                case.line,
                step.technique.name()
            );
            assert!(
                case.board.has(cell, v),
                "line {}: an elimination is a candidate",
                case.line
            );
        }
        for &(cell, v) in &step.placements {
            assert_eq!(
                sol[cell],
                v,
                "line {}: {} places a wrong value",
                case.line,
                step.technique.name()
            );
        }
        // The search order relies on a technique's floor.
        let rated = dlx_lab::hint::rating::step(&step);
        assert!(
            rated >= dlx_lab::hint::rating::floor(step.technique),
            "line {}: {rated} under its floor",
            case.line
        );
    }
    assert_eq!(found + missed.len(), total);
    assert!(
        missed.is_empty(),
        "not found on lines {}",
        missed.join(", ")
    );
}

/// One line of the library for each technique, where the first step the
/// technique finds is the one HoDoKu's line gives.
const EXACT: [(usize, Technique); 27] = {
    use Technique::*;
    [
        (4, FinnedXWing),
        (35, SashimiXWing),
        (14, FinnedSwordfish),
        (25, FinnedJellyfish),
        (44, Skyscraper),
        (54, TwoStringKite),
        (67, EmptyRectangle),
        (84, TurbotFish),
        (93, SimpleColouring),
        (104, MultiColouring),
        (107, UniqueRectangle1),
        (124, UniqueRectangle2),
        (145, UniqueRectangle3),
        (157, UniqueRectangle4),
        (178, UniqueRectangle6),
        (191, HiddenRectangle),
        (213, BugPlusOne),
        (227, XChain),
        (242, XyChain),
        (269, RemotePairs),
        (285, NiceLoop),
        (318, Aic),
        (363, GroupedNiceLoop),
        (386, GroupedAic),
        (413, WWing),
        (427, AlsXz),
        (444, AlsXyWing),
    ]
};

#[test]
fn each_technique_makes_hodokus_step_exactly() {
    let cases = cases();
    for (line, t) in EXACT {
        let case = cases.iter().find(|c| c.line == line).unwrap();
        let step = t
            .find(&case.board)
            .unwrap_or_else(|| panic!("line {line}: no {}", t.name()));
        assert_eq!(step.technique, t, "line {line}");
        let mut gone = step.eliminations.clone();
        // HoDoKu writes a placement as the eliminations it makes in its cell.
        for &(cell, v) in &step.placements {
            gone.extend(
                (1..=9)
                    .filter(|&w| w != v && case.board.has(cell, w))
                    .map(|w| (cell, w)),
            );
        }
        gone.sort_unstable();
        assert_eq!(gone, case.eliminations, "line {line}: {}", t.name());
    }
}

#[test]
fn uniqueness_needs_a_puzzle_known_to_have_one_solution() {
    use Technique::*;
    let uniqueness = [
        UniqueRectangle1,
        UniqueRectangle2,
        UniqueRectangle3,
        UniqueRectangle4,
        UniqueRectangle6,
        HiddenRectangle,
        BugPlusOne,
    ];
    for case in cases() {
        let Some(ts) = technique(&case.code) else {
            continue;
        };
        if !ts.iter().any(|t| uniqueness.contains(t)) {
            continue;
        }
        // The same marks, on a board not known to have one solution.
        let n = 81;
        let marks: Vec<u32> = (0..n).map(|c| case.board.candidates(c)).collect();
        let grid = case
            .solution
            .with_cells((0..n).map(|c| case.board.value(c)).collect());
        let unsure = Board::with_marks(&grid, &marks);
        for t in uniqueness {
            assert_eq!(t.find(&unsure), None, "line {}: {}", case.line, t.name());
        }
    }
}
