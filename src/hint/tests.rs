//! Each technique on a textbook position, set up with pencil marks on an
//! empty 9×9: its exact placements and eliminations, and nothing where it
//! does not apply.

use super::{Board, Difficulty, Step, Technique};
use crate::sudoku::{full_mask, Grid, Shape};

/// Cells are (row, col) 1-based here, as in the books.
fn at(r: usize, c: usize) -> usize {
    (r - 1) * 9 + c - 1
}

fn mask(values: &[u8]) -> u32 {
    values.iter().fold(0, |m, &v| m | 1 << (v - 1))
}

/// An empty 9×9 whose marks are all values except where `set` says.
fn board(set: &[(usize, &[u8])]) -> Board {
    let mut marks = vec![0x1ff; 81];
    for &(cell, values) in set {
        marks[cell] = mask(values);
    }
    Board::with_marks(&Grid::empty(Shape::for_side(9).unwrap()), &marks)
}

/// Marks without `v` in every cell of `cells`.
fn without(v: u8, cells: impl IntoIterator<Item = usize>) -> Vec<(usize, Vec<u8>)> {
    let others: Vec<u8> = (1..=9).filter(|&w| w != v).collect();
    cells.into_iter().map(|c| (c, others.clone())).collect()
}

fn board_of(set: &[(usize, Vec<u8>)]) -> Board {
    let refs: Vec<(usize, &[u8])> = set.iter().map(|(c, v)| (*c, v.as_slice())).collect();
    board(&refs)
}

fn eliminations(t: Technique, b: &Board) -> Vec<(usize, u8)> {
    let mut e = t
        .find(b)
        .unwrap_or_else(|| panic!("{} not found", t.name()))
        .eliminations;
    e.sort_unstable();
    e
}

fn cells_with(v: u8, cells: impl IntoIterator<Item = usize>) -> Vec<(usize, u8)> {
    let mut e: Vec<(usize, u8)> = cells.into_iter().map(|c| (c, v)).collect();
    e.sort_unstable();
    e
}

#[test]
fn a_techniques_name_is_its_variant_in_kebab_case() {
    // The bindings' TypeScript type of a technique is derived from the
    // variants' names in kebab-case (a digit gets its hyphen by a rename);
    // it serialises as its row's name.
    for t in Technique::ALL {
        let mut kebab = String::new();
        for (i, c) in format!("{t:?}").chars().enumerate() {
            if (c.is_ascii_uppercase() || c.is_ascii_digit()) && i > 0 {
                kebab.push('-');
            }
            kebab.push(c.to_ascii_lowercase());
        }
        assert_eq!(kebab, t.name());
        assert_eq!(serde_json::to_value(t).unwrap(), t.name());
    }
}

#[test]
fn nothing_applies_on_an_empty_grid() {
    let b = board(&[]);
    for t in Technique::ALL {
        assert_eq!(t.find(&b), None, "{}", t.name());
    }
}

#[test]
fn singles_place_their_value() {
    let b = board(&[(at(1, 1), &[5])]);
    let s = Technique::NakedSingle.find(&b).unwrap();
    assert_eq!(s.placements, vec![(at(1, 1), 5)]);
    // 7 only at r2c2 in box 1.
    let b = board_of(&without(
        7,
        [
            at(1, 1),
            at(1, 2),
            at(1, 3),
            at(2, 1),
            at(2, 3),
            at(3, 1),
            at(3, 2),
            at(3, 3),
        ],
    ));
    let s = Technique::HiddenSingle.find(&b).unwrap();
    assert_eq!(s.placements, vec![(at(2, 2), 7)]);
    assert_eq!(Technique::NakedSingle.find(&b), None);
}

#[test]
fn pointing_and_claiming() {
    // 3 in box 1 only in row 1: it goes from the rest of row 1.
    let b = board_of(&without(
        3,
        [at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)],
    ));
    assert_eq!(
        eliminations(Technique::Pointing, &b),
        cells_with(3, (4..=9).map(|c| at(1, c)))
    );
    assert_eq!(Technique::Claiming.find(&b), None);
    // 3 in row 1 only in box 1: it goes from the rest of box 1.
    let b = board_of(&without(3, (4..=9).map(|c| at(1, c))));
    let expected = cells_with(
        3,
        [2, 3]
            .into_iter()
            .flat_map(|r| (1..=3).map(move |c| at(r, c))),
    );
    assert_eq!(eliminations(Technique::Claiming, &b), expected);
    assert_eq!(Technique::Pointing.find(&b), None);
}

#[test]
fn naked_and_hidden_subsets() {
    let b = board(&[(at(1, 1), &[1, 2]), (at(1, 5), &[1, 2])]);
    let rest = (1..=9)
        .filter(|&c| c != 1 && c != 5)
        .flat_map(|c| [(at(1, c), 1), (at(1, c), 2)]);
    let mut expected: Vec<_> = rest.collect();
    expected.sort_unstable();
    assert_eq!(eliminations(Technique::NakedPair, &b), expected);
    let step = Technique::NakedPair.find(&b).unwrap();
    assert_eq!(
        step.cover
            .iter()
            .map(|c| c.label(b.shape()))
            .collect::<Vec<_>>(),
        ["R1#1", "R1#2"]
    );

    let b = board(&[
        (at(4, 1), &[1, 2]),
        (at(4, 2), &[2, 3]),
        (at(4, 3), &[1, 3]),
    ]);
    let e = eliminations(Technique::NakedTriple, &b);
    assert_eq!(
        e.len(),
        6 * 3,
        "row 4 (the first unit with the triple) loses 1, 2, 3 elsewhere"
    );
    assert!(e.iter().all(|&(c, _)| c / 9 == 3));

    // 1 and 2 fit only r1c1 and r1c2 in row 1: their other values go.
    let mut set = without(1, (3..=9).map(|c| at(1, c)));
    for (_, values) in &mut set {
        values.retain(|&v| v != 2);
    }
    let b = board_of(&set);
    let expected = cells_with(0, [])
        .into_iter()
        .chain((3..=9).flat_map(|v| [(at(1, 1), v), (at(1, 2), v)]));
    let mut expected: Vec<_> = expected.collect();
    expected.sort_unstable();
    assert_eq!(eliminations(Technique::HiddenPair, &b), expected);
}

#[test]
fn fish_of_every_size() {
    // 5 in rows 2 and 6 only in columns 3 and 8.
    let rows = |rows: &[usize], cols: &[usize]| {
        without(
            5,
            rows.iter()
                .flat_map(|&r| (1..=9).filter(|c| !cols.contains(c)).map(move |c| at(r, c))),
        )
    };
    let b = board_of(&rows(&[2, 6], &[3, 8]));
    let expected = cells_with(
        5,
        (1..=9)
            .filter(|r| ![2, 6].contains(r))
            .flat_map(|r| [at(r, 3), at(r, 8)]),
    );
    assert_eq!(eliminations(Technique::XWing, &b), expected);
    let step = Technique::XWing.find(&b).unwrap();
    let labels = |cols: &[super::Item]| cols.iter().map(|c| c.label(b.shape())).collect::<Vec<_>>();
    assert_eq!(
        (labels(&step.base), labels(&step.cover)),
        (
            vec!["R2#5".to_string(), "R6#5".into()],
            vec!["C3#5".to_string(), "C8#5".into()]
        )
    );

    let b = board_of(&rows(&[1, 5, 9], &[1, 5, 9]));
    let expected = cells_with(
        5,
        (1..=9)
            .filter(|r| ![1, 5, 9].contains(r))
            .flat_map(|r| [at(r, 1), at(r, 5), at(r, 9)]),
    );
    assert_eq!(eliminations(Technique::Swordfish, &b), expected);
    assert_eq!(Technique::XWing.find(&b), None);

    let b = board_of(&rows(&[1, 3, 5, 7], &[2, 4, 6, 8]));
    assert_eq!(eliminations(Technique::Jellyfish, &b).len(), 5 * 4);

    // Row 6 also has 5 in column 9: no X-Wing.
    let b = board_of(
        &rows(&[2], &[3, 8])
            .into_iter()
            .chain(rows(&[6], &[3, 8, 9]))
            .collect::<Vec<_>>(),
    );
    assert_eq!(Technique::XWing.find(&b), None);
}

#[test]
fn wings() {
    // Pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}: r5c5 can't be 3.
    let b = board(&[
        (at(1, 1), &[1, 2]),
        (at(1, 5), &[1, 3]),
        (at(5, 1), &[2, 3]),
    ]);
    assert_eq!(eliminations(Technique::XyWing, &b), vec![(at(5, 5), 3)]);
    // Pivot r1c1 {1,2,3}, pincers r1c2 {1,3} and r3c1 {2,3}: box 1's other cells can't be 3.
    let b = board(&[
        (at(1, 1), &[1, 2, 3]),
        (at(1, 2), &[1, 3]),
        (at(3, 1), &[2, 3]),
    ]);
    let expected = cells_with(
        3,
        [at(1, 3), at(2, 1), at(2, 2), at(2, 3), at(3, 2), at(3, 3)],
    );
    assert_eq!(eliminations(Technique::XyzWing, &b), expected);
    assert_eq!(Technique::XyWing.find(&b), None);
}

#[test]
fn forcing_chain_removes_a_false_candidate() {
    // A puzzle of the forum's hardest (#22 of tests/data's) that no
    // pattern or chain of the catalogue starts.
    let text = "........7..2...6...8..1..9....9.1.3.3...8...4.9...5....3..9..4...7...2..6..5.....";
    let grid = crate::formats::sudoku::parse(text, None)
        .unwrap()
        .remove(0)
        .grid;
    let solution = (crate::engines::fastest_for(&grid).solve)(&grid, crate::limits::Limits::FIRST)
        .solution
        .unwrap();
    let mut b = Board::new(&grid);
    let (_, solved) = super::path::logic(&mut b, Difficulty::Expert);
    assert!(!solved);
    let step = Step::find(&b, Difficulty::Extreme).unwrap();
    assert_eq!(step.technique, Technique::ForcingChain);
    let (cell, v) = step.eliminations[0];
    assert_ne!(solution.cells()[cell], v);
    assert!(super::text::render(&step, b.shape())
        .step
        .to_string()
        .starts_with("Suppose "));
}

#[test]
fn a_check_out_of_budget_stops_instead_of_guessing() {
    use crate::limits::Limits;
    // The empty grid needs some 80 nodes to find two solutions.
    let tiny = Limits {
        solutions: Some(2),
        nodes: Some(5),
    };
    let empty = Grid::empty(Shape::new(3, 3).unwrap());
    let h = super::next::hint_within(&empty, None, None, 1, tiny);
    assert_eq!(h.kind, super::HintKind::Stopped);
    assert!(
        h.explanation()
            .to_string()
            .contains("stopped after 5 nodes"),
        "{}",
        h.explanation()
    );
    let path = super::path::explain_within(&empty, tiny);
    assert_eq!(path.verdict, super::Verdict::Stopped);
    assert_eq!(path.level(), None);
    // With the real budget the same grid is answered.
    assert_eq!(super::explain(&empty).verdict, super::Verdict::Invalid);
}

/// Boards with random marks on every kind of grid: plain 4×4 to 25×25,
/// and 9×9 jigsaw, X and windoku. A fixed xorshift keeps them the same.
fn marked_boards() -> Vec<Board> {
    use crate::sudoku::variant::{random_regions, Variant};
    use std::sync::Arc;
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let nine = Shape::for_side(9).unwrap();
    let mut grids: Vec<Grid> = [4, 6, 9, 16, 25]
        .iter()
        .map(|&n| Grid::empty(Shape::for_side(n).unwrap()))
        .collect();
    let regions = random_regions(nine, |k| next() as usize % k);
    for variant in [
        Variant::Jigsaw(Arc::new(regions)),
        Variant::X,
        Variant::Windoku,
    ] {
        grids.push(Grid::empty(nine).with_variant(variant).unwrap());
    }
    grids
        .iter()
        .map(|grid| {
            let n = grid.shape().n;
            // Each candidate kept with probability 1/2, so that some lines
            // have a value in one place, some in two boxes, some nowhere.
            let marks: Vec<u32> = (0..n * n)
                .map(|_| (next() as u32 & full_mask(n)).max(1))
                .collect();
            Board::with_marks(grid, &marks)
        })
        .collect()
}

/// The fish techniques' table of line places is what
/// [`Board::positions`] says of each row and column.
#[test]
fn line_places_are_the_lines_positions() {
    for b in marked_boards() {
        let places = super::fish::LinePlaces::new(&b);
        let n = b.n();
        for v in 1..=n as u8 {
            for base in 0..2 {
                let want: Vec<u32> = (0..n).map(|i| b.positions(base * n + i, v)).collect();
                assert_eq!(
                    places.of(base, v),
                    want.as_slice(),
                    "{n}×{n}, value {v}, base {base}"
                );
            }
        }
    }
}

/// The link graphs' groups are each box-line intersection's two or more
/// places of a value, by value, box, then line (rows first), whether
/// made for every value or for one.
#[test]
fn groups_are_every_intersection_in_order() {
    for b in marked_boards() {
        let n = b.n();
        // Line by line, as the groups were first made.
        let of = |v: u8| {
            let mut groups = Vec::new();
            for bx in 2 * n..3 * n {
                for line in 0..2 * n {
                    let cells: Vec<usize> = b
                        .cells(bx)
                        .iter()
                        .copied()
                        .filter(|&c| b.has(c, v) && b.units_of(c)[line / n] == line)
                        .collect();
                    if cells.len() >= 2 {
                        groups.push((v, cells));
                    }
                }
            }
            groups
        };
        let pairs = |groups: Vec<super::links::Node>| -> Vec<(u8, Vec<usize>)> {
            groups.into_iter().map(|x| (x.v, x.cells)).collect()
        };
        let all: Vec<_> = (1..=n as u8).flat_map(of).collect();
        assert!(!all.is_empty());
        assert_eq!(pairs(super::links::group_nodes(&b, None)), all, "{n}×{n}");
        for v in 1..=n as u8 {
            let one = pairs(super::links::group_nodes(&b, Some(v)));
            assert_eq!(one, of(v), "value {v}");
        }
    }
}
