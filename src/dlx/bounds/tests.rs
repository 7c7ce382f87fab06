//! Multiplicities against brute force over subsets, and against plain exact
//! cover when every bound is 1:1.

use super::*;
use crate::dlx::{self, EventKind, ItemRule, Search, StepEvent, Stop};
use proptest::prelude::*;

/// Every solution, by trying each subset of options.
fn brute(links: &Links, bounds: &[(u32, u32)]) -> u64 {
    let n = links.options();
    (0u32..1 << n)
        .filter(|set| {
            let options: Vec<usize> = (0..n).filter(|&o| set >> o & 1 == 1).collect();
            verify(links, bounds, &options).is_ok()
        })
        .count() as u64
}

#[test]
fn the_empty_set_when_every_lower_bound_is_zero() {
    let links = Links::new(2, 0, &[vec![0, 1], vec![0], vec![1]]).unwrap();
    let all = solve(&links, &[(0, 1), (0, 1)], Limits::ALL);
    // {}, {1}, {2}, {3}, {2 3}.
    assert_eq!(all.count, 5);
    assert_eq!(brute(&links, &[(0, 1), (0, 1)]), 5);
    let exact = solve(&links, &[(1, 1), (1, 1)], Limits::ALL);
    assert_eq!(exact.count, 2);
    // Both items twice: every option, or {1, 2, 3} minus nothing.
    let twice = solve(&links, &[(2, 2), (2, 2)], Limits::ALL);
    assert_eq!((twice.count, twice.first), (1, Some(vec![0, 1, 2])));
}

#[test]
fn limits_stop_it() {
    let links = Links::new(1, 0, &[vec![0], vec![0], vec![0], vec![0]]).unwrap();
    // Two of four: six ways.
    assert_eq!(solve(&links, &[(2, 2)], Limits::ALL).count, 6);
    let some = solve(
        &links,
        &[(2, 2)],
        Limits {
            solutions: Some(2),
            nodes: None,
        },
    );
    assert_eq!((some.count, some.stop), (2, Stop::Enough));
    let budget = solve(
        &links,
        &[(2, 2)],
        Limits {
            solutions: None,
            nodes: Some(1),
        },
    );
    assert_eq!(budget.stop, Stop::NodeLimit);
}

/// A random problem of up to 10 options over 4 primary and 2 secondary
/// items (the secondary ones sometimes coloured), with random bounds.
fn problem() -> impl Strategy<Value = (Links, Vec<(u32, u32)>)> {
    let option = proptest::collection::btree_set(0usize..6, 1..=4).prop_flat_map(|set| {
        let cols: Vec<usize> = set.into_iter().collect();
        let n = cols.len();
        (Just(cols), proptest::collection::vec(0u32..3, n))
    });
    let bounds = proptest::collection::vec((0u32..3, 1u32..4), 4).prop_map(|b| {
        b.into_iter()
            .map(|(lo, hi)| (lo.min(hi), hi))
            .collect::<Vec<_>>()
    });
    // Every option has a primary item: the parser refuses others (and DLX3
    // ignores them).
    let option = option.prop_filter("a primary item", |(cols, _)| cols[0] < 4);
    (proptest::collection::vec(option, 0..=10), bounds).prop_map(|(opts, bounds)| {
        let colours: Vec<Vec<u32>> = opts
            .iter()
            .map(|(cols, ks)| {
                cols.iter()
                    .zip(ks)
                    .map(|(&c, &k)| if c < 4 { 0 } else { k })
                    .collect()
            })
            .collect();
        let options: Vec<Vec<usize>> = opts.into_iter().map(|(c, _)| c).collect();
        (
            Links::with_colours(4, 2, &options, &colours).unwrap(),
            bounds,
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The count equals brute force, and every solution found verifies.
    #[test]
    fn agrees_with_brute_force((links, bounds) in problem()) {
        let found = solve(&links, &bounds, Limits::ALL);
        prop_assert_eq!(found.stop, Stop::Exhausted);
        let shown: Vec<_> = (0..links.options()).map(|o| (links.option_items(o), links.option_colours(o))).collect();
        prop_assert_eq!(found.count, brute(&links, &bounds), "{:?} {:?}", shown, bounds);
        if let Some(first) = found.first {
            prop_assert!(verify(&links, &bounds, &first).is_ok());
        }
    }

    /// A trace takes the solve's steps: its solutions are the count, each
    /// verifies, and Back undoes every step exactly, to the first.
    #[test]
    fn the_trace_steps_and_back_exactly((links, bounds) in problem()) {
        let mut t = BoundsTrace::new(&links, &bounds);
        let mut prints = vec![t.fingerprint()];
        let mut events = Vec::new();
        let mut solutions = 0;
        loop {
            let event = t.step();
            events.push(event.clone());
            match event.kind {
                EventKind::Done => break,
                EventKind::Solution => {
                    solutions += 1;
                    let options = &event.set.as_ref().unwrap().options;
                    prop_assert!(verify(&links, &bounds, options).is_ok());
                }
                _ => {}
            }
            prints.push(t.fingerprint());
        }
        prop_assert_eq!(solutions, solve(&links, &bounds, Limits::ALL).count);
        prop_assert!(t.is_done());
        // The Done step itself is one more; then every step back, each
        // returned as it was taken (at the depth it leaves: the one before).
        let undepth = |e: Option<StepEvent>| e.map(|e| StepEvent { depth: 0, ..e });
        prop_assert_eq!(undepth(t.back()), undepth(events.pop()));
        while let Some(expected) = prints.pop() {
            prop_assert_eq!(&t.fingerprint(), &expected);
            if prints.is_empty() {
                break;
            }
            prop_assert_eq!(undepth(t.back()), undepth(events.pop()));
        }
        prop_assert!(events.is_empty());
        prop_assert_eq!(t.back(), None);
    }

    /// With every bound 1:1 the count is plain exact cover's.
    #[test]
    fn one_to_one_is_exact_cover((links, _) in problem()) {
        let ones = vec![(1, 1); links.primary_items()];
        let plain = dlx::solve(Search::new(links.clone(), ItemRule::Smallest), Limits::ALL);
        prop_assert_eq!(solve(&links, &ones, Limits::ALL).count, plain.count);
    }
}

/// The search is unrolled: a level per item and option, far more of them
/// than a thread's stack would hold as recursion.
#[test]
fn deep_problems_do_not_overflow_the_stack() {
    let n = 30_000;
    let options: Vec<Vec<usize>> = (0..n).map(|i| vec![i]).collect();
    let links = Links::new(n, 0, &options).unwrap();
    let found = solve(&links, &vec![(0, 1); n], Limits::FIRST);
    assert_eq!(found.first.map(|f| f.len()), Some(n));
}
