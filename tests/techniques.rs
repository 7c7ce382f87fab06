//! Each technique of the hint ladder on HoDoKu's own regression positions
//! (`tests/data/hodoku/reglib-1.3.txt`: a position with its pencil marks, and
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
        "0604" => &[UniqueRectangle5],
        "0605" => &[UniqueRectangle6],
        "0606" => &[HiddenRectangle],
        "0607" => &[AvoidableRectangle1],
        "0608" => &[AvoidableRectangle2],
        "0610" => &[BugPlusOne],
        "0701" => &[XChain],
        "0702" => &[XyChain],
        "0703" => &[RemotePairs],
        "0706" => &[NiceLoop],
        "0707" | "0708" => &[Aic],
        "0709" => &[GroupedNiceLoop, AlsAic],
        "0710" | "0711" => &[GroupedAic, AlsAic],
        "0803" => &[WWing],
        "0404" => &[TwoStringKite],
        "0405" => &[EmptyRectangle],
        "0800" => &[XyWing],
        "0801" => &[XyzWing],
        "0901" => &[AlsXz],
        "0902" => &[AlsXyWing],
        "0903" => &[AlsXyChain],
        "0904" => &[DeathBlossom],
        "1101" => &[SueDeCoq],
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
        "/tests/data/hodoku/reglib-1.3.txt"
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
        let (mut cells, mut givens) = (Vec::with_capacity(81), Vec::with_capacity(81));
        let mut placed = false;
        for b in f[3].bytes() {
            if b == b'+' {
                placed = true;
                continue;
            }
            let v = if b == b'.' { 0 } else { b - b'0' };
            cells.push(v);
            givens.push(if placed { 0 } else { v });
            placed = false;
        }
        assert_eq!(cells.len(), 81, "line {}", i + 1);
        let grid = Grid::new(shape, cells);
        let puzzle = Grid::new(shape, givens);
        let mut marks: Vec<u32> = (0..81).map(|c| grid.candidates(c / 9, c % 9)).collect();
        for (cell, v) in candidates(f[4]) {
            marks[cell] &= !(1 << (v - 1));
        }
        let report = (dlx_lab::engines::fastest_for(&puzzle).solve)(&puzzle, Limits::COUNT2);
        assert_eq!(
            report.count,
            1,
            "line {}: the givens have one solution",
            i + 1
        );
        out.push(Case {
            line: i + 1,
            code: f[1].to_string(),
            board: Board::with_marks(&grid, &marks)
                .with_givens(&puzzle)
                .known_unique(),
            solution: report.solution.unwrap(),
            eliminations: candidates(f[5]),
        });
    }
    out
}

/// HoDoKu's names of the techniques #04xx–#09xx (the exemplars) and of
/// Sue de Coq (#1101).
const NAMES: [(&str, &str); 37] = [
    ("0400", "Skyscraper"),
    ("0401", "2-String Kite"),
    ("0402", "Empty Rectangle"),
    ("0403", "Turbot Fish"),
    ("0404", "Dual 2-String Kite"),
    ("0405", "Dual Empty Rectangle"),
    ("0500", "Simple Colors Trap"),
    ("0501", "Simple Colors Wrap"),
    ("0502", "Multi Colors 1"),
    ("0503", "Multi Colors 2"),
    ("0600", "Uniqueness Test 1"),
    ("0601", "Uniqueness Test 2"),
    ("0602", "Uniqueness Test 3"),
    ("0603", "Uniqueness Test 4"),
    ("0604", "Uniqueness Test 5"),
    ("0605", "Uniqueness Test 6"),
    ("0606", "Hidden Rectangle"),
    ("0607", "Avoidable Rectangle 1"),
    ("0608", "Avoidable Rectangle 2"),
    ("0610", "BUG+1"),
    ("0701", "X-Chain"),
    ("0702", "XY-Chain"),
    ("0703", "Remote Pair"),
    ("0706", "Continuous Nice Loop"),
    ("0707", "Discontinuous Nice Loop"),
    ("0708", "AIC"),
    ("0709", "Grouped Continuous Nice Loop"),
    ("0710", "Grouped Discontinuous Nice Loop"),
    ("0711", "Grouped AIC"),
    ("0800", "XY-Wing"),
    ("0801", "XYZ-Wing"),
    ("0803", "W-Wing"),
    ("0901", "ALS-XZ"),
    ("0902", "ALS-XY-Wing"),
    ("0903", "ALS-XY-Chain"),
    ("0904", "Death Blossom"),
    ("1101", "Sue de Coq"),
];

/// Checks a step against the solution: its eliminations are candidates
/// the solution doesn't have, its placements the solution's values, its
/// rating at least its technique's floor.
fn check(case: &Case, step: &dlx_lab::hint::Step) {
    let sol = case.solution.cells();
    let name = step.technique.name();
    for &(cell, v) in &step.eliminations {
        assert_ne!(
            sol[cell], v,
            "line {}: {name} removes the solution's value",
            case.line
        );
        assert!(
            case.board.has(cell, v),
            "line {}: an elimination is a candidate",
            case.line
        );
    }
    for &(cell, v) in &step.placements {
        assert_eq!(
            sol[cell], v,
            "line {}: {name} places a wrong value",
            case.line
        );
    }
    // The search order relies on a technique's floor.
    let rated = dlx_lab::hint::rating::step(step);
    assert!(
        rated >= dlx_lab::hint::rating::floor(step.technique),
        "line {}: {rated} under its floor",
        case.line
    );
}

/// Each line's technique on its position: every fish line (#03xx) and
/// every exemplar of #04xx–#09xx and every Sue de Coq line is found, every step found is right, and
/// a `-x` line finds nothing. Prints the table of the exemplars by
/// technique and section (as docs/HINTS.md has it), and leaves it in
/// `target/bench/exemplars.json` for `make bench`'s summary.
#[test]
fn each_technique_on_hodokus_positions() {
    let mut tally: Vec<(usize, usize)> = vec![(0, 0); NAMES.len()];
    let mut missed = Vec::new();
    for case in cases() {
        let techniques = technique(&case.code);
        let step = techniques.and_then(|ts| ts.iter().find_map(|t| t.find(&case.board)));
        if case.code.ends_with("-x") {
            assert!(
                step.is_none(),
                "line {}: {} finds nothing here",
                case.line,
                case.code
            );
            continue;
        }
        match &step {
            Some(step) => check(&case, step),
            None if techniques.is_some() => missed.push(format!("{} ({})", case.line, case.code)),
            None => {}
        }
        if let Some(i) = NAMES
            .iter()
            .position(|(code, _)| case.code.starts_with(code))
        {
            tally[i].1 += 1;
            tally[i].0 += usize::from(step.is_some());
        }
    }
    print_exemplars(&tally);
    assert!(
        missed.is_empty(),
        "not found on lines {}",
        missed.join(", ")
    );
}

/// The exemplars' table, by technique and by section (#04xx, …), as
/// Markdown and as JSON.
fn print_exemplars(tally: &[(usize, usize)]) {
    let mut json = Vec::new();
    println!("| HoDoKu # | technique | found | of |");
    println!("|---|---|---|---|");
    for ((code, name), (found, total)) in NAMES.iter().zip(tally) {
        println!("| {code} | {name} | {found} | {total} |");
        json.push(format!(
            r#"{{"code":"{code}","name":"{name}","found":{found},"of":{total}}}"#
        ));
    }
    let sum = |f: &dyn Fn(&&str) -> bool| {
        NAMES
            .iter()
            .zip(tally)
            .filter(|((code, _), _)| f(code))
            .fold((0, 0), |(a, b), (_, &(f, t))| (a + f, b + t))
    };
    println!("\n| section | found | of | % |");
    println!("|---|---|---|---|");
    for section in ["04", "05", "06", "07", "08", "09", "11"] {
        let (f, t) = sum(&|c| c.starts_with(section));
        println!(
            "| #{section}xx | {f} | {t} | {:.0} |",
            100.0 * f as f64 / t as f64
        );
    }
    let (f, t) = sum(&|_| true);
    println!("| all | {f} | {t} | {:.1} |", 100.0 * f as f64 / t as f64);
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/target/bench");
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(
        format!("{dir}/exemplars.json"),
        format!("[{}]\n", json.join(",")),
    )
    .unwrap();
}

/// One line of the library for each technique, where the first step the
/// technique finds is the one HoDoKu's line gives.
const EXACT: [(usize, Technique); 27] = {
    use Technique::*;
    [
        (565, FinnedXWing),
        (619, SashimiXWing),
        (577, FinnedSwordfish),
        (595, FinnedJellyfish),
        (773, Skyscraper),
        (785, TwoStringKite),
        (800, EmptyRectangle),
        (820, TurbotFish),
        (853, SimpleColouring),
        (868, MultiColouring),
        (882, UniqueRectangle1),
        (903, UniqueRectangle2),
        (928, UniqueRectangle3),
        (944, UniqueRectangle4),
        (981, UniqueRectangle6),
        (998, HiddenRectangle),
        (1057, BugPlusOne),
        (1076, XChain),
        (1093, XyChain),
        (1122, RemotePairs),
        (1144, NiceLoop),
        (1191, Aic),
        (1243, GroupedNiceLoop),
        (1279, GroupedAic),
        (1386, WWing),
        (1405, AlsXz),
        (1426, AlsXyWing),
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
        UniqueRectangle5,
        UniqueRectangle6,
        HiddenRectangle,
        AvoidableRectangle1,
        AvoidableRectangle2,
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
