//! Exact cover end to end: a small problem (secondary items, colours, or a
//! 0/1 matrix) written as text, parsed, and solved every way the crate
//! offers: each column rule, a solution limit, the split into prefixes that
//! a parallel count uses, and the sliced `Counter` of the page's workers.
//! Each must find exactly the solutions that trying every subset finds.
#![no_main]

use arbitrary::Unstructured;
use dlx_lab::dlx::{self, estimate, split, ItemRule, Limits, Search, Stop};
use dlx_lab::formats::cover::parse;
use dlx_lab_fuzz::{assert_solution, brute_count, small_cover};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});

fn run(u: &mut Unstructured) -> arbitrary::Result<()> {
    let text = small_cover(u)?;
    let problem = parse(&text).unwrap_or_else(|e| panic!("{text:?} does not parse: {e}"));
    let links = problem.links();
    let expected = brute_count(&problem);
    for rule in [
        ItemRule::Smallest,
        ItemRule::First,
        ItemRule::Random {
            seed: u.arbitrary()?,
        },
    ] {
        let mut search = Search::new(links.clone(), rule);
        let mut found = Vec::new();
        let stop = search.run(None, |s| {
            found.push(s.solution());
            true
        });
        assert_eq!(stop, Stop::Exhausted);
        assert_eq!(found.len() as u64, expected, "{rule:?} in {text:?}");
        for solution in &mut found {
            assert_solution(&problem, solution);
            solution.sort_unstable();
        }
        found.sort();
        found.dedup();
        assert_eq!(
            found.len() as u64,
            expected,
            "{rule:?} found a solution twice"
        );
        assert_eq!(
            search.links(),
            &links,
            "an exhausted search left the links changed"
        );
    }
    let wanted = u.int_in_range(1..=3)?;
    let limits = Limits {
        solutions: Some(wanted),
        nodes: None,
    };
    let outcome = dlx::solve(Search::new(links.clone(), ItemRule::Smallest), limits);
    assert_eq!(outcome.count, expected.min(wanted));
    let depth = u.int_in_range(0..=3)?;
    let prefixes = split::split(&links, depth);
    let split_count: u64 = prefixes
        .iter()
        .map(|p| split::count_prefix(&links, p).0)
        .sum();
    assert_eq!(
        split_count, expected,
        "the split at depth {depth} counts another number"
    );
    let mut counter = split::Counter::new(&links, &[], 4).expect("no prefix, no conflict");
    let slice = u.int_in_range(1..=8)?;
    while !counter.run(slice) {}
    assert_eq!(
        counter.stats().solutions,
        expected,
        "the counter in slices of {slice}"
    );
    for solution in counter.take_solutions() {
        assert_solution(&problem, &solution);
    }
    let size = estimate::tree_size(&links, 4, u.arbitrary()?);
    assert!(size.is_finite() && size >= 1.0, "estimated {size} nodes");
    Ok(())
}
