//! Hints are never wrong: on real puzzle sets, hints are applied one after
//! another, on the player's pencil marks, and each placement must agree
//! with the unique solution and no elimination may remove its value. Also
//! the mistakes and faults a hint names first, and the generator.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::{grids, read};
use dlx_lab::formats::sudoku;
use dlx_lab::hint::{self, generate, Difficulty, FULL};
use dlx_lab::i18n::Lang;
use dlx_lab::limits::Limits;
use dlx_lab::sudoku::variant::VariantName;
use dlx_lab::sudoku::{Grid, Shape, Unit, Variant};
use hint::HintKind;

fn solve(grid: &Grid) -> Grid {
    let report = (dlx_lab::engines::fastest_for(grid).solve)(grid, Limits::COUNT2);
    assert_eq!(report.count, 1, "the data sets' puzzles have one solution");
    report.solution.unwrap()
}

/// Plays `givens` to the end by hints, checking each; returns the number of
/// reveals (the last resort) it took.
fn play(givens: &Grid) -> usize {
    let solution = solve(givens);
    let n = givens.shape().n;
    let mut grid = givens.clone();
    // Every candidate marked to start with: eliminations go into the marks.
    let mut marks: Vec<u32> = (0..n * n).map(|c| grid.candidates(c / n, c % n)).collect();
    let mut reveals = 0;
    for _ in 0..10 * n * n * n {
        let h = hint::hint(&grid, Some(givens), Some(&marks), FULL);
        match h.kind {
            HintKind::Solved => {
                assert_eq!(grid, solution);
                return reveals;
            }
            HintKind::Reveal => reveals += 1,
            HintKind::NakedSingle | HintKind::HiddenSingle | HintKind::Elimination => {}
            other => panic!("{other:?} on a correct game: {}", h.explanation()),
        }
        let name = h.technique.map_or("reveal", |t| t.name());
        for &(r, c, v) in &h.placements {
            assert_eq!(solution.get(r, c), v, "{name}: {}", h.explanation());
            grid.set(r, c, v);
        }
        for &(r, c, v) in &h.eliminations {
            assert_ne!(solution.get(r, c), v, "{name}: {}", h.explanation());
            marks[r * n + c] &= !(1 << (v - 1));
        }
        assert!(
            !h.placements.is_empty() || !h.eliminations.is_empty(),
            "a hint that changes nothing"
        );
    }
    panic!("no end to the hints");
}

/// Plays every `step`-th puzzle of a file; returns (played, solved by logic alone).
fn play_file(path: &str, step: usize) -> (usize, usize) {
    let all = grids(&read(path));
    let played: Vec<usize> = all.iter().step_by(step).map(play).collect();
    (played.len(), played.iter().filter(|&&r| r == 0).count())
}

#[test]
fn hints_agree_with_the_solution_on_everyday_puzzles() {
    let (played, logical) = play_file("9x9/kaggle3m_sample.txt", 10);
    assert!(
        logical * 100 >= played * 95,
        "{logical} of {played} by logic alone"
    );
}

#[test]
fn hints_agree_with_the_solution_on_hard_puzzles() {
    // Every 25th puzzle, played to the end: the ladder (forcing chains
    // included) solves all 59 of top1465's; forum_hardest's 15 need reveals
    // today (nested chains would spare some), each checked all the same.
    assert_eq!(play_file("9x9/magictour_top1465.txt", 25), (59, 59));
    assert_eq!(play_file("9x9/forum_hardest_1106.txt", 25).0, 15);
}

/// The puzzles of the SE-rated sample (`hash puzzle rating` lines), every
/// `step`-th, with their ratings.
fn se_rated(step: usize) -> Vec<(Grid, f64)> {
    read("9x9/se_rated_sample.txt")
        .lines()
        .step_by(step)
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (grids(f[1]).remove(0), f[2].parse().unwrap())
        })
        .collect()
}

#[test]
fn hints_agree_with_the_solution_on_se_rated_puzzles() {
    // SE 5.0-8.9: where the chains, uniqueness and ALS techniques come in.
    for (grid, _) in se_rated(32) {
        play(&grid);
    }
}

#[test]
fn every_step_of_the_logical_solve_agrees_with_the_solution() {
    // Every technique's placements and eliminations, on each step of the
    // solve path, against the unique solution; and those under SE 7 are
    // solved without forcing chains.
    let mut seen = std::collections::BTreeSet::new();
    let mut forcing_under_7 = 0;
    for (grid, se) in se_rated(4) {
        let solution = solve(&grid);
        let path = hint::explain(&grid);
        for step in &path.steps {
            let name = step.technique.name();
            seen.insert(name);
            for &(cell, v) in &step.placements {
                assert_eq!(solution.cells()[cell], v, "{name} places a wrong value");
            }
            for &(cell, v) in &step.eliminations {
                assert_ne!(
                    solution.cells()[cell],
                    v,
                    "{name} removes the solution's value"
                );
            }
        }
        let forcing = path
            .steps
            .iter()
            .any(|s| s.technique.level() == Difficulty::Extreme);
        if se < 7.0 && (forcing || path.verdict != hint::Verdict::Solved) {
            forcing_under_7 += 1;
        }
    }
    assert!(
        forcing_under_7 <= 3,
        "{forcing_under_7} puzzles under SE 7 need forcing chains"
    );
    for t in [
        "x-chain",
        "xy-chain",
        "aic",
        "als-xz",
        "unique-rectangle-1",
        "bug-plus-one",
        "hidden-rectangle",
        "w-wing",
    ] {
        assert!(seen.contains(t), "{t} is used on the sample");
    }
}

#[test]
fn hints_agree_with_the_solution_on_16x16() {
    // One puzzle each; the hexadokus fall to logic alone (POJ's needs a
    // reveal today).
    for (file, logical) in [
        ("16x16/poj3076_sample.in", 0),
        ("16x16/hexadoku_easy1.in", 1),
        ("16x16/hexadoku_medium1.in", 1),
    ] {
        let (played, by_logic) = play_file(file, 1);
        assert_eq!(played, 1, "{file}");
        assert!(by_logic >= logical, "{file}");
    }
}

/// Project Euler 96, grid 01: unique, and solvable by singles.
const EULER: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

#[test]
fn mistakes_come_first() {
    let givens = grids(EULER).remove(0);
    let solution = solve(&givens);
    // r1c1 is blank; enter a wrong value that does not clash.
    let wrong = (1..=9)
        .find(|&v| v != solution.get(0, 0) && givens.candidates(0, 0) & 1 << (v - 1) != 0)
        .unwrap();
    let mut entered = givens.clone();
    entered.set(0, 0, wrong);
    let h = hint::hint(&entered, Some(&givens), None, FULL);
    assert_eq!(
        (h.kind, h.cell, h.value),
        (HintKind::WrongEntry, Some((0, 0)), Some(solution.get(0, 0)))
    );
    assert_eq!(
        hint::hint(&entered, None, None, FULL).kind,
        HintKind::NoSolution
    );

    // Marks on r1c1 without its solution value.
    let mut marks = vec![0u32; 81];
    marks[0] = 0x1ff & !(1 << (solution.get(0, 0) - 1));
    let h = hint::hint(&givens, Some(&givens), Some(&marks), FULL);
    assert_eq!((h.kind, h.cell), (HintKind::WrongMark, Some((0, 0))));
    assert!(
        h.explanation().to_string().contains("r1c1"),
        "{}",
        h.explanation()
    );
}

#[test]
fn a_mistake_is_graded_and_its_fix_applies() {
    let givens = grids(EULER).remove(0);
    let solution = solve(&givens);
    let right = solution.get(0, 0);
    let wrong = (1..=9)
        .find(|&v| v != right && givens.candidates(0, 0) & 1 << (v - 1) != 0)
        .unwrap();
    let mut entered = givens.clone();
    entered.set(0, 0, wrong);
    let at = |depth| hint::hint(&entered, Some(&givens), None, depth);
    // 1: that there is one, naming no place; 2: its box; 3: the cell and the fix.
    assert_eq!(
        at(1).explanation().to_string(),
        "One of your entries is wrong."
    );
    assert_eq!(
        at(2).explanation().to_string(),
        "One of your entries in box 1 is wrong."
    );
    let full = at(3);
    assert!(
        full.explanation()
            .to_string()
            .ends_with("Apply hint clears r1c1."),
        "{}",
        full.explanation()
    );
    assert_eq!(full.region.len(), 9, "the box, shown from depth 2");
    let lit: Vec<usize> = full.depths.iter().map(|d| d.cells.len()).collect();
    assert_eq!(lit, [0, 9, 1], "no place, the box, the cell");
    assert_eq!(
        (full.clears.clone(), full.placements.len()),
        (vec![(0, 0)], 0)
    );
    let change = hint::check::Change {
        clears: vec![0],
        ..Default::default()
    };
    let (after, _) = hint::check::apply(&entered, &[0; 81], &change);
    assert_eq!(after, givens, "Apply takes the wrong entry out");
    // In Chinese too, graded the same way.
    let zh = hint::hint(&entered, Some(&givens), None, 2);
    assert_eq!(
        zh.explanation().render(Lang::ZhCn),
        "你在第 1 宫里填的数有一个是错的。"
    );

    // A mark that lost the solution's value: the fix puts it back.
    let mut marks = vec![0u32; 81];
    marks[0] = 1 << (wrong - 1);
    let h = hint::hint(&givens, Some(&givens), Some(&marks), FULL);
    assert_eq!(h.restores, vec![(0, 0, right)]);
    let change = hint::check::Change {
        restores: vec![(0, right)],
        ..Default::default()
    };
    let (_, marks) = hint::check::apply(&givens, &marks, &change);
    assert_eq!(marks[0], 1 << (wrong - 1) | 1 << (right - 1));
}

#[test]
fn faults_and_depths() {
    assert_eq!(
        hint::hint(&grids("................").remove(0), None, None, FULL).kind,
        HintKind::MultipleSolutions
    );
    // Row 1 needs a 4 at r1c4, but column 4 already has one.
    assert_eq!(
        hint::hint(&grids("123............4").remove(0), None, None, FULL).kind,
        HintKind::NoSolution
    );
    let g = grids(EULER).remove(0);
    let [nudge, technique, full] = [1, 2, 3].map(|d| hint::hint(&g, None, None, d));
    assert!(
        nudge.explanation().to_string().starts_with("Look at"),
        "{}",
        nudge.explanation()
    );
    assert_eq!(technique.explanation(), &full.depths[1].text);
    assert!(
        full.explanation()
            .to_string()
            .contains("In the matrix: Item"),
        "{}",
        full.explanation()
    );
    assert_eq!(full.level, Some(Difficulty::Easy));
    // Each depth's text is the one a hint asked at that depth gives.
    for (d, hint) in [nudge, technique, full.clone()].iter().enumerate() {
        assert_eq!(&full.depths[d].text, hint.explanation());
    }
    assert_eq!(full.depths[0].cells, full.region);
    assert_eq!(full.depths[2].cells, full.cells);
}

#[test]
fn the_last_resort_names_the_branching_column() {
    // The first of the forum's hardest: a few singles, then nothing applies.
    let mut g = grids(&common::first_lines("9x9/forum_hardest_1106.txt", 1)).remove(0);
    let solution = solve(&g);
    let mut h = hint::hint(&g, None, None, FULL);
    while let (HintKind::NakedSingle | HintKind::HiddenSingle, Some((r, c)), Some(v)) =
        (h.kind, h.cell, h.value)
    {
        g.set(r, c, v);
        h = hint::hint(&g, None, None, FULL);
    }
    assert_eq!(h.kind, HintKind::Reveal, "{}", h.explanation());
    let branch = h.branch.clone().expect("a reveal names its item");
    assert!(h
        .explanation()
        .to_string()
        .contains(&format!("branch on item {}", branch.item)));
    let (r, c) = h.cell.unwrap();
    assert_eq!(h.value, Some(solution.get(r, c)));
}

#[test]
fn generated_puzzles_are_unique_at_their_level_and_repeatable() {
    let cases = [
        (4, Difficulty::Easy),
        (6, Difficulty::Easy),
        (9, Difficulty::Easy),
        (9, Difficulty::Medium),
        (9, Difficulty::Hard),
        (9, Difficulty::Expert),
        (16, Difficulty::Easy),
    ];
    for (n, level) in cases {
        for symmetric in [false, true] {
            let request = generate::Request {
                shape: Shape::for_side(n).unwrap(),
                level,
                seed: 42,
                symmetric,
                variant: VariantName::Plain,
            };
            let made = generate::generate(request).unwrap_or_else(|e| panic!("{n} {level}: {e}"));
            assert_eq!(solve(&made.grid), made.solution);
            assert_eq!(hint::rate(&made.grid).level, Some(level), "{n}×{n} {level}");
            if symmetric {
                let cells = made.grid.cells();
                assert!(
                    (0..cells.len()).all(|c| (cells[c] == 0) == (cells[cells.len() - 1 - c] == 0))
                );
            }
            assert_eq!(
                generate::generate(request).unwrap().grid,
                made.grid,
                "the same seed, the same puzzle"
            );
        }
    }
}

/// The same puzzle natively and in wasm (tests/wasm.rs has this string too).
#[test]
fn a_seed_gives_a_known_puzzle() {
    let request = generate::Request {
        shape: Shape::for_side(9).unwrap(),
        level: Difficulty::Medium,
        seed: 2026,
        symmetric: false,
        variant: VariantName::Plain,
    };
    let text = sudoku::print(
        &generate::generate(request).unwrap().grid,
        sudoku::Layout::Line,
    );
    assert_eq!(text.trim(), SEEDED);
}

const SEEDED: &str =
    "9..3........9.75..26.4..7....68..........1..7.14...6....2.3.....79....23.8..2..4.";

/// The cells of each unit of a variant's solution, worked out here from
/// the rules' own words, not from the library's units.
fn rule_units(grid: &Grid) -> Vec<Vec<usize>> {
    let n = grid.shape().n;
    let mut units: Vec<Vec<usize>> = (0..n)
        .flat_map(|i| {
            [
                (0..n).map(|j| i * n + j).collect(),
                (0..n).map(|j| j * n + i).collect(),
            ]
        })
        .collect();
    match grid.variant() {
        Variant::Jigsaw(regions) => {
            for r in 0..n as u8 {
                units.push((0..n * n).filter(|&c| regions.of_cell()[c] == r).collect());
            }
        }
        variant => {
            units.extend((0..n).map(|b| grid.unit_cells(Unit::Box(b)).collect()));
            if *variant == Variant::X {
                units.push((0..n).map(|i| i * n + i).collect());
                units.push((0..n).map(|i| i * n + n - 1 - i).collect());
            }
            if *variant == Variant::Windoku {
                for (top, left) in [(1, 1), (1, 5), (5, 1), (5, 5)] {
                    units.push((0..9).map(|i| (top + i / 3) * 9 + left + i % 3).collect());
                }
            }
        }
    }
    units
}

#[test]
fn variants_are_generated_unique_solved_by_their_rules_and_hinted() {
    for kind in [VariantName::Jigsaw, VariantName::X, VariantName::Windoku] {
        for (level, seed) in [
            (Difficulty::Easy, 1),
            (Difficulty::Medium, 2),
            (Difficulty::Hard, 3),
        ] {
            let request = generate::Request {
                shape: Shape::for_side(9).unwrap(),
                level,
                seed,
                symmetric: false,
                variant: kind,
            };
            let made =
                generate::generate(request).unwrap_or_else(|e| panic!("{kind:?} {level}: {e}"));
            let solution = solve(&made.grid);
            assert_eq!(solution, made.solution);
            for unit in rule_units(&made.grid) {
                let mut values: Vec<u8> = unit.iter().map(|&c| solution.cells()[c]).collect();
                values.sort_unstable();
                assert_eq!(
                    values,
                    (1..=9).collect::<Vec<u8>>(),
                    "{kind:?}: a unit of {unit:?}"
                );
            }
            assert_eq!(
                hint::rate(&made.grid).level,
                Some(level),
                "{kind:?} {level}"
            );
            play(&made.grid);
        }
    }
}

#[test]
fn only_the_exact_cover_engines_take_variants() {
    let text = format!(
        "{} {}",
        ".".repeat(81),
        "aaabbbcccaaabbbcccaaabbbcccdddeeefffdddeeefffdddeeefffggghhhiiiggghhhiiiggghhhiii"
    );
    let puzzle = dlx_lab::formats::parse_variant(&text, None, VariantName::Jigsaw)
        .unwrap()
        .remove(0);
    for engine in dlx_lab::engines::ENGINES {
        let answer = engine.checked(&puzzle, Limits::FIRST);
        assert_eq!(answer.is_ok(), engine.variants, "{}", engine.name);
    }
}
