//! Property tests: the engines agree with each other (the bit-parallel
//! count walks the links' very tree), the stepper's back is
//! the exact inverse of its step (with Knuth's colours too), colours mean
//! what they should, and the Binary Sudoku DP is optimal.

#![cfg(not(target_arch = "wasm32"))]

use dlx_lab::binary::{self, BinaryGrid};
use dlx_lab::dlx::bits::{BitSearch, Matrix};
use dlx_lab::dlx::{self, ItemRule, Limits, Links, Search, StepEvent, Stop};
use dlx_lab::engines::ENGINES;
use dlx_lab::sudoku::cover::Encoding;
use dlx_lab::sudoku::{triads, Grid, Shape};
use proptest::prelude::*;

/// A random exact-cover problem: 4 primary and 3 secondary columns, and
/// up to 14 options of 1 to 4 distinct columns, each with a colour 0–2
/// (kept only on secondary columns).
fn cover_problem() -> impl Strategy<Value = Vec<Vec<(usize, u32)>>> {
    let option = proptest::collection::btree_map(0..7usize, 0..3u32, 1..5).prop_map(|m| {
        m.into_iter()
            .map(|(c, k)| (c, if c >= 4 { k } else { 0 }))
            .collect::<Vec<_>>()
    });
    proptest::collection::vec(option, 1..14)
}

/// A bigger random exact-cover problem without colours: 10 primary and 4
/// secondary columns, up to 200 options of 2 to 6 columns (up to four
/// words of bits), and a node budget for slices.
fn plain_problem() -> impl Strategy<Value = (Links, u64)> {
    let option = proptest::collection::btree_set(0..14usize, 2..7)
        .prop_map(|s| s.into_iter().collect::<Vec<_>>());
    (proptest::collection::vec(option, 1..200), 1..40u64)
        .prop_map(|(options, slice)| (Links::new(10, 4, &options).unwrap(), slice))
}

/// Every solution a search finds, in order, and how it ended.
type Run = (Vec<Vec<usize>>, dlx::Stats);

/// Every solution of a search run in slices of `slice` nodes, and its
/// counters: `run(limit, found)` runs one slice up to `limit` nodes, as
/// `Search::run` does, adding the solutions to `found`.
fn in_slices(
    slice: u64,
    mut run: impl FnMut(u64, &mut Vec<Vec<usize>>) -> (Stop, dlx::Stats),
) -> Run {
    let (mut found, mut nodes) = (Vec::new(), 0);
    loop {
        let (stop, stats) = run(nodes + slice, &mut found);
        if stop != Stop::NodeLimit {
            return (found, stats);
        }
        nodes = stats.nodes;
    }
}

/// The links' search below `prefix`, in slices.
fn links_run(links: &Links, prefix: &[usize], slice: u64) -> Run {
    let mut search = Search::preselect(links.clone(), ItemRule::Smallest, prefix).unwrap();
    in_slices(slice, |limit, found| {
        let stop = search.run(Some(limit), |s| {
            found.push(s.solution());
            true
        });
        (stop, search.stats())
    })
}

/// The same on bitsets.
fn bits_run(links: &Links, prefix: &[usize], slice: u64) -> Run {
    let mut search = BitSearch::new(Matrix::new(links), prefix).unwrap();
    in_slices(slice, |limit, found| {
        let stop = search.run(Some(limit), |s| {
            found.push(s.solution());
            true
        });
        (stop, search.stats())
    })
}

/// The number of exact covers of `options` (columns with colours), with
/// the colours changed by `paint(option, column, colour)`.
fn colour_count(options: &[Vec<(usize, u32)>], paint: impl Fn(usize, usize, u32) -> u32) -> u64 {
    let cols: Vec<Vec<usize>> = options
        .iter()
        .map(|o| o.iter().map(|p| p.0).collect())
        .collect();
    let colours: Vec<Vec<u32>> = options
        .iter()
        .enumerate()
        .map(|(i, o)| {
            o.iter()
                .map(|&(c, k)| if c >= 4 { paint(i, c, k) } else { 0 })
                .collect()
        })
        .collect();
    let links = Links::with_colours(4, 3, &cols, &colours).unwrap();
    dlx::solve(Search::new(links, ItemRule::Smallest), Limits::ALL).count
}

/// A random puzzle: a solved grid of `side` (from the bitmask engine on an
/// empty grid, with its values relabelled by `perm`) with the cells of
/// `keep` as givens, or random values dropped into an empty grid.
fn puzzle(side: usize) -> impl Strategy<Value = Grid> {
    puzzle_keeping(side, 0.5)
}

/// [`puzzle`] keeping each cell of the solved grid with probability `keep`.
fn puzzle_keeping(side: usize, keep: f64) -> impl Strategy<Value = Grid> {
    let shape = Shape::for_side(side).unwrap();
    let cells = shape.cells();
    (
        Just(shape),
        proptest::collection::vec(proptest::bool::weighted(keep), cells),
        Just((1..=side as u8).collect::<Vec<u8>>()).prop_shuffle(),
        0..4usize,
    )
        .prop_map(move |(shape, keep, perm, noise)| {
            let empty = Grid::empty(shape);
            let solved = (dlx_lab::engines::fastest_for(&empty).solve)(&empty, Limits::FIRST)
                .solution
                .unwrap();
            let mut grid = Grid::empty(shape);
            for (cell, &k) in keep.iter().enumerate() {
                if k {
                    let v = solved.cells()[cell];
                    grid.set(cell / side, cell % side, perm[v as usize - 1]);
                }
            }
            // A little noise makes some puzzles unsolvable.
            for i in 0..noise {
                let cell = (i * 7919 + keep.len() / 3) % cells;
                let v = ((i + 1) % side) as u8 + 1;
                let mut trial = grid.clone();
                trial.set(cell / side, cell % side, v);
                if trial.find_clash().is_none() {
                    grid = trial;
                }
            }
            grid
        })
}

/// The count (up to 2) of every engine that solves `grid` (the slow ones
/// only up to 6×6), by name. No engine hands a grid to another, so each
/// name is its own code and agreeing means something.
fn counts(grid: &Grid) -> Vec<(&'static str, u64)> {
    let small = grid.shape().n <= 6;
    ENGINES
        .iter()
        .filter(|e| e.solves(grid) && (e.fast || small))
        .map(|e| (e.name, (e.solve)(grid, Limits::COUNT2).count))
        .collect()
}

/// Fails unless `counts` has exactly the engines `names` and they agree.
fn agree(grid: &Grid, names: &[&str]) -> Result<(), TestCaseError> {
    let counts = counts(grid);
    let ran: Vec<&str> = counts.iter().map(|c| c.0).collect();
    prop_assert_eq!(&ran, &names);
    for &(name, count) in &counts {
        prop_assert_eq!(count, counts[0].1, "{} against {}", name, counts[0].0);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn engines_agree_on_small_grids(grid in prop_oneof![puzzle(4), puzzle(6)]) {
        agree(&grid, &["bitmask", "dlx", "dlx-first", "naive"])?;
    }

    #[test]
    fn engines_agree_on_nine_by_nine(grid in puzzle(9)) {
        agree(&grid, &["bands", "triads", "bitboard", "bitmask", "dlx"])?;
    }

    /// The triads engine's builds (plain Rust, SSE4.1, AVX2 where the CPU
    /// has them) take the same road: same count, solution and guesses.
    #[test]
    fn triads_builds_agree(grid in puzzle(9)) {
        let reports = triads::solve_each_build(&grid, Limits::COUNT2);
        for (name, report) in &reports {
            prop_assert_eq!(report, &reports[0].1, "{} against plain Rust", name);
        }
    }

    #[test]
    fn engines_agree_on_sixteen_by_sixteen(grid in prop_oneof![puzzle_keeping(16, 0.5), puzzle_keeping(16, 0.4)]) {
        agree(&grid, &["bands16", "bitmask", "dlx"])?;
    }

    #[test]
    fn back_undoes_step_exactly(grid in prop_oneof![puzzle(4), puzzle(6)], steps in 1..400usize, seed in 0..1000u64,
                                rule in 0..3u8) {
        let rule = match rule { 0 => ItemRule::Smallest, 1 => ItemRule::First, _ => ItemRule::Random { seed } };
        let encoding = Encoding::full(&grid);
        let givens = encoding.given_options(&grid);
        let mut search = Search::preselect(encoding.links.clone(), rule, &givens).unwrap();
        let start = search.links().clone();
        let mut events = Vec::new();
        for _ in 0..steps {
            events.push(search.step());
        }
        search.links().sanity().unwrap();
        // Back says the step again, at the depth it leaves.
        let what = |e: &StepEvent| (e.kind, e.item, e.option, e.size);
        for expected in events.iter().rev() {
            prop_assert_eq!(search.back().as_ref().map(what), Some(what(expected)));
        }
        prop_assert_eq!(search.back(), None);
        prop_assert!(search.links() == &start, "the links differ after stepping back");
        prop_assert_eq!(search.stats().nodes, 0);
        prop_assert_eq!(search.stats().updates, 0);
    }

    #[test]
    fn one_colour_everywhere_constrains_nothing_and_a_colour_each_is_plain(options in cover_problem()) {
        // Every use of a secondary column in the same colour: as if the secondary columns were not there.
        let free: Vec<Vec<(usize, u32)>> = options.iter().map(|o| o.iter().copied().filter(|p| p.0 < 4).collect()).collect();
        let free_count = if free.iter().any(Vec::is_empty) {
            None
        } else {
            Some(colour_count(&free, |_, _, _| 0))
        };
        if let Some(expected) = free_count {
            prop_assert_eq!(colour_count(&options, |_, _, _| 1), expected);
        }
        // A colour of its own for every use: at most one option per secondary column, as without colours.
        prop_assert_eq!(colour_count(&options, |i, _, _| i as u32 + 1), colour_count(&options, |_, _, _| 0));
    }

    #[test]
    fn back_undoes_step_exactly_with_colours(options in cover_problem(), steps in 1..200usize) {
        let cols: Vec<Vec<usize>> = options.iter().map(|o| o.iter().map(|p| p.0).collect()).collect();
        let colours: Vec<Vec<u32>> = options.iter().map(|o| o.iter().map(|p| p.1).collect()).collect();
        let mut search = Search::new(Links::with_colours(4, 3, &cols, &colours).unwrap(), ItemRule::Smallest);
        let start = search.links().clone();
        let mut taken = 0;
        for _ in 0..steps {
            if search.is_done() {
                break;
            }
            search.step();
            taken += 1;
        }
        for _ in 0..taken {
            prop_assert!(search.back().is_some());
        }
        prop_assert!(search.links() == &start, "the links differ after stepping back");
    }

    #[test]
    fn bits_walk_the_links_tree((links, slice) in plain_problem(), pick in 0..1000usize) {
        // The same solutions in the same order, and the same counters
        // (nodes, Knuth's updates, depth), whole and below a prefix, in slices.
        prop_assert_eq!(bits_run(&links, &[], slice), links_run(&links, &[], slice));
        let pieces = dlx::split::split(&links, 2);
        // (No piece when every path of the first levels is a dead end.)
        let Some(piece) = pieces.get(pick % pieces.len().max(1)) else { return Ok(()) };
        prop_assert_eq!(bits_run(&links, piece, slice), links_run(&links, piece, slice));
        // And from a state the links reached first: the piece preselected.
        let below = Search::preselect(links.clone(), ItemRule::Smallest, piece).unwrap();
        prop_assert_eq!(bits_run(below.links(), &[], slice), links_run(below.links(), &[], slice));
    }

    #[test]
    fn binary_dp_equals_brute_force(cells in proptest::collection::vec(0..2u8, 16)) {
        let grid = BinaryGrid { shape: Shape::for_side(4).unwrap(), cells };
        let answer = binary::solve(&grid).unwrap();
        prop_assert!(binary::is_even(&answer.grid));
        prop_assert_eq!(answer.cells.len() as u32, answer.toggles);
        let best = (0..1u32 << 16)
            .filter(|flips| {
                let mut g = grid.clone();
                (0..16).filter(|c| flips >> c & 1 == 1).for_each(|c| g.cells[c] ^= 1);
                binary::is_even(&g)
            })
            .map(u32::count_ones)
            .min()
            .unwrap();
        prop_assert_eq!(answer.toggles, best);
    }
}

/// Every Latin square of order 4 (rows and columns all different), the
/// brute force's universe for 4×4 variants.
fn latin_squares() -> &'static [Vec<u8>] {
    static ALL: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut perms = Vec::new();
        for p in 0..256u32 {
            let row: Vec<u8> = (0..4).map(|i| (p >> (2 * i) & 3) as u8 + 1).collect();
            let mut seen = row.clone();
            seen.sort_unstable();
            if seen == [1, 2, 3, 4] {
                perms.push(row);
            }
        }
        let mut squares = Vec::new();
        for a in &perms {
            for b in &perms {
                for c in &perms {
                    for d in &perms {
                        let rows = [a, b, c, d];
                        if (0..4).all(|col| {
                            let mut column: Vec<u8> = rows.iter().map(|r| r[col]).collect();
                            column.sort_unstable();
                            column == [1, 2, 3, 4]
                        }) {
                            squares.push(rows.iter().flat_map(|r| r.iter().copied()).collect());
                        }
                    }
                }
            }
        }
        squares
    })
}

/// A random 4×4 variant: X, or a jigsaw with random regions, and a few
/// random givens that need not keep a solution.
fn variant_puzzle() -> impl Strategy<Value = Grid> {
    use dlx_lab::sudoku::{variant, Variant};
    (
        any::<bool>(),
        any::<u64>(),
        proptest::collection::vec((0..16usize, 1..=4u8), 0..6),
    )
        .prop_map(|(x, seed, givens)| {
            let shape = Shape::for_side(4).unwrap();
            let mut state = seed;
            let v = if x {
                Variant::X
            } else {
                Variant::Jigsaw(std::sync::Arc::new(variant::random_regions(shape, |k| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                    (state >> 33) as usize % k
                })))
            };
            let mut grid = Grid::empty(shape).with_variant(v).unwrap();
            for (cell, value) in givens {
                let mut trial = grid.clone();
                trial.set(cell / 4, cell % 4, value);
                if trial.find_clash().is_none() {
                    grid = trial;
                }
            }
            grid
        })
}

/// Whether a full 4×4 grid keeps the variant's extra units, by their
/// definitions: the diagonals, or each region's cells.
fn keeps_the_rules(grid: &Grid, values: &[u8]) -> bool {
    use dlx_lab::sudoku::Variant;
    let units: Vec<Vec<usize>> = match grid.variant() {
        Variant::X => vec![vec![0, 5, 10, 15], vec![3, 6, 9, 12]],
        Variant::Jigsaw(r) => (0..4u8)
            .map(|k| (0..16).filter(|&c| r.of_cell()[c] == k).collect())
            .collect(),
        _ => unreachable!("X or jigsaw"),
    };
    let boxes = (0..4).map(|b| {
        (0..4)
            .map(|i| (b / 2 * 2 + i / 2) * 4 + b % 2 * 2 + i % 2)
            .collect()
    });
    let boxes: Vec<Vec<usize>> = if matches!(grid.variant(), Variant::X) {
        boxes.collect()
    } else {
        Vec::new()
    };
    units.iter().chain(&boxes).all(|u| {
        let mut seen: Vec<u8> = u.iter().map(|&c| values[c]).collect();
        seen.sort_unstable();
        seen == [1, 2, 3, 4]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn variant_counts_equal_brute_force(grid in variant_puzzle()) {
        let brute = latin_squares()
            .iter()
            .filter(|s| grid.cells().iter().zip(s.iter()).all(|(&g, &v)| g == 0 || g == v))
            .filter(|s| keeps_the_rules(&grid, s))
            .count() as u64;
        let all = dlx::Limits { solutions: None, nodes: None };
        for engine in ["dlx", "dlx-first"] {
            let report = (dlx_lab::engines::by_name(engine).unwrap().solve)(&grid, all);
            prop_assert_eq!(report.count, brute, "{}", engine);
            if let Some(solution) = report.solution {
                prop_assert!(grid.verify_solution(&solution).is_ok());
            }
        }
    }
}

proptest! {
    // A 25×25 takes DLX tens of milliseconds; the bitmask engine's subsets
    // and probes (its propagation above 16×16) are what this compares. A
    // failure shrinks a little only: each try runs both engines.
    #![proptest_config(ProptestConfig { cases: 24, max_shrink_iters: 16, ..ProptestConfig::default() })]

    #[test]
    fn engines_agree_on_twenty_five_by_twenty_five(grid in prop_oneof![puzzle_keeping(25, 0.6), puzzle_keeping(25, 0.5)]) {
        agree(&grid, &["bitmask", "dlx"])?;
    }
}
