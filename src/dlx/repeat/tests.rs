//! Repeated cover against brute force over subsets, and on the classics.

use super::*;
use crate::dlx::{EventKind, StepEvent};
use crate::formats;
use proptest::prelude::*;

fn all(links: &Links) -> MinOutcome {
    min_cover(
        links,
        MinOptions {
            count: true,
            ..MinOptions::default()
        },
        |_| {},
    )
}

/// The minimum and the number of optimal sets, by trying every subset of
/// options in order of size. `None` when nothing covers.
fn brute(links: &Links) -> Option<(usize, u64)> {
    let n = links.options();
    let mut best: Option<(usize, u64)> = None;
    for set in 0u32..1 << n {
        let size = set.count_ones() as usize;
        if best.is_some_and(|(b, _)| size > b) {
            continue;
        }
        let options: Vec<usize> = (0..n).filter(|&o| set >> o & 1 == 1).collect();
        if verify(links, &options).is_ok() {
            best = match best {
                Some((b, k)) if b == size => Some((b, k + 1)),
                _ => Some((size, 1)),
            };
        }
    }
    best
}

/// Knuth's example of "Dancing Links": its exact cover (3 options) is also
/// a smallest repeated cover, one of five.
#[test]
fn knuths_example() {
    let links = crate::dlx::tests::knuth_example();
    let outcome = all(&links);
    assert_eq!(outcome.at_least, 3);
    let best = outcome.best.clone().unwrap();
    assert_eq!(best.len(), 3);
    verify(&links, &best).unwrap();
    assert_eq!(outcome.count, 5);
    assert_eq!(brute(&links), Some((3, 5)));
    assert_eq!(outcome.stop, Stop::Exhausted);
}

#[test]
fn no_cover_and_the_empty_cover() {
    // Item 2 is in no option.
    let links = Links::new(3, 0, &[vec![0, 1]]).unwrap();
    let outcome = all(&links);
    assert_eq!((outcome.best, outcome.count), (None, 0));
    assert_eq!(outcome.stop, Stop::Exhausted);
    // No primary item: the empty set covers, once.
    let links = Links::new(0, 1, &[vec![0]]).unwrap();
    let outcome = all(&links);
    assert_eq!((outcome.best, outcome.count), (Some(vec![]), 1));
}

#[test]
fn the_node_budget_stops_it() {
    let text = crate::problems::by_name("queens", "8").unwrap();
    let links = formats::cover::parse(&text).unwrap().links();
    let outcome = min_cover(
        &links,
        MinOptions {
            count: true,
            nodes: Some(10),
            ..MinOptions::default()
        },
        |_| {},
    );
    assert_eq!(outcome.stop, Stop::NodeLimit);
    assert_eq!(outcome.stats.nodes, 10);
}

/// Where an exact cover exists and every option has as many primary items,
/// the minimum is the exact cover's size: the queens (one row and one file
/// each, diagonals secondary) and Langford pairs (a number and two places).
#[test]
fn the_classics_give_their_exact_cover_size() {
    for (name, size, minimum) in [("queens", "6", 6), ("langford", "4", 4), ("queens", "8", 8)] {
        let text = crate::problems::by_name(name, size).unwrap();
        let links = formats::cover::parse(&text).unwrap().links();
        let outcome = min_cover(&links, MinOptions::default(), |_| {});
        let best = outcome.best.expect(name);
        assert_eq!(best.len(), minimum, "{name} {size}");
        crate::dlx::verify(&links, &best).unwrap();
    }
}

/// The bound changes how much is searched, never the answer.
#[test]
fn the_bound_saves_nodes() {
    let text = crate::problems::by_name("queens", "6").unwrap();
    let links = formats::cover::parse(&text).unwrap().links();
    let with = all(&links);
    let without = min_cover(
        &links,
        MinOptions {
            count: true,
            bound: Bound::Off,
            ..MinOptions::default()
        },
        |_| {},
    );
    assert_eq!(
        (with.at_least, with.count),
        (without.at_least, without.count)
    );
    assert!(with.stats.nodes < without.stats.nodes);
}

/// A random problem: up to `rows` options over `primary` + `secondary`
/// items, the secondary ones sometimes coloured.
fn problem(rows: usize, primary: usize, secondary: usize) -> impl Strategy<Value = Links> {
    let items = primary + secondary;
    let option =
        proptest::collection::btree_set(0..items, 1..=items.min(5)).prop_flat_map(move |set| {
            let cols: Vec<usize> = set.into_iter().collect();
            let n = cols.len();
            (Just(cols), proptest::collection::vec(0u32..3, n))
        });
    proptest::collection::vec(option, 0..=rows).prop_map(move |opts| {
        let colours: Vec<Vec<u32>> = opts
            .iter()
            .map(|(cols, ks)| {
                cols.iter()
                    .zip(ks)
                    .map(|(&c, &k)| if c < primary { 0 } else { k })
                    .collect()
            })
            .collect();
        let options: Vec<Vec<usize>> = opts.into_iter().map(|(c, _)| c).collect();
        Links::with_colours(primary, secondary, &options, &colours).unwrap()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The minimum and the count of optimal sets equal brute force, with
    /// secondary items and colours, and with the bound on or off.
    #[test]
    fn agrees_with_brute_force(links in problem(12, 6, 3)) {
        let expected = brute(&links);
        for bound in [Bound::Greedy, Bound::Off] {
            let outcome = min_cover(&links, MinOptions { count: true, bound, ..MinOptions::default() }, |_| {});
            prop_assert_eq!(outcome.stop, Stop::Exhausted);
            match expected {
                None => prop_assert_eq!((outcome.best, outcome.count), (None, 0)),
                Some((size, count)) => {
                    let best = outcome.best.unwrap();
                    prop_assert_eq!(best.len(), size);
                    prop_assert_eq!(outcome.at_least, size);
                    prop_assert_eq!(outcome.count, count);
                    prop_assert!(verify(&links, &best).is_ok());
                }
            }
        }
    }
}

/// Primary items only, up to 20 options and 12 items: brute force by the
/// union of every subset, built from the subset without its lowest option.
fn brute_primary(rows: &[u32], items: usize) -> Option<(usize, u64)> {
    let full = (1u32 << items) - 1;
    let mut union = vec![0u32; 1 << rows.len()];
    let mut best: Option<(usize, u64)> = None;
    for set in 1usize..union.len() {
        let low = set.trailing_zeros() as usize;
        union[set] = union[set & (set - 1)] | rows[low];
        if union[set] == full {
            let size = set.count_ones() as usize;
            best = match best {
                Some((b, k)) if b == size => Some((b, k + 1)),
                Some((b, k)) if b < size => Some((b, k)),
                _ => Some((size, 1)),
            };
        }
    }
    best
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn agrees_with_brute_force_up_to_20_by_12(
        masks in proptest::collection::vec(1u32..1 << 12, 1..=20),
    ) {
        let options: Vec<Vec<usize>> = masks
            .iter()
            .map(|m| (0..12).filter(|c| m >> c & 1 == 1).collect())
            .collect();
        let links = Links::new(12, 0, &options).unwrap();
        let outcome = all(&links);
        match brute_primary(&masks, 12) {
            None => prop_assert_eq!(outcome.best, None),
            Some((size, count)) => {
                prop_assert_eq!(outcome.best.map(|b| b.len()), Some(size));
                prop_assert_eq!(outcome.count, count);
            }
        }
    }
}

/// Everything a step may change, to compare before and after Back.
fn snapshot(t: &MinTrace) -> String {
    format!("{:?} {:?} {}", t.stats(), t.found(), t.fingerprint())
}

/// `events` but for their depths: Back says a step again at the depth it
/// leaves, which is the depth before the step.
fn undepth(events: &[StepEvent]) -> Vec<StepEvent> {
    let at_0 = |e: &StepEvent| StepEvent {
        depth: 0,
        ..e.clone()
    };
    events.iter().map(at_0).collect()
}

/// Stepping to the end finds what min_cover finds, with as many nodes;
/// Back then retraces every step exactly, to the start.
#[test]
fn the_trace_steps_back_exactly() {
    for (name, size) in [("queens", "5"), ("langford", "4")] {
        let text = crate::problems::by_name(name, size).unwrap();
        let links = formats::cover::parse(&text).unwrap().links();
        let expected = all(&links);
        let mut trace = MinTrace::new(&links, Bound::Greedy);
        let mut states = vec![snapshot(&trace)];
        let mut events = Vec::new();
        loop {
            let event = trace.step();
            states.push(snapshot(&trace));
            let done = event.kind == EventKind::Done;
            events.push(event);
            if done {
                break;
            }
        }
        assert_eq!(trace.found().0, expected.count, "{name}");
        assert_eq!(trace.stats().nodes, expected.stats.nodes, "{name}");
        let tries = events.iter().filter(|e| e.kind == EventKind::Try).count();
        assert_eq!(tries as u64, expected.stats.nodes);
        assert!(events
            .iter()
            .any(|e| e.kind == EventKind::Prune && !e.set.as_ref().unwrap().counted.is_empty()));
        // Back returns each step it takes back, the last first.
        let mut undone = Vec::new();
        while let Some(event) = trace.back() {
            undone.push(event);
            states.pop();
            assert_eq!(&snapshot(&trace), states.last().unwrap(), "{name}");
        }
        assert_eq!(states.len(), 1);
        undone.reverse();
        assert_eq!(undepth(&undone), undepth(&events), "{name}");
        // Forwards again: the same events.
        let again: Vec<StepEvent> = (0..events.len()).map(|_| trace.step()).collect();
        assert_eq!(again, events, "{name}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// On random problems: the trace counts what min_cover counts, and a
    /// back-and-forth in the middle changes nothing.
    #[test]
    fn the_trace_agrees_and_back_is_exact(links in problem(10, 5, 2), wobble in 0usize..200) {
        let expected = all(&links);
        let mut trace = MinTrace::new(&links, Bound::Greedy);
        let mut events = Vec::new();
        while events.last().map(|e: &StepEvent| e.kind) != Some(EventKind::Done) {
            events.push(trace.step());
            if events.len() == wobble {
                let here = snapshot(&trace);
                let mut undone: Vec<StepEvent> = (0..wobble / 3).map_while(|_| trace.back()).collect();
                undone.reverse();
                prop_assert_eq!(undepth(&undone), undepth(&events[events.len() - undone.len()..]));
                for _ in 0..undone.len() { trace.step(); }
                prop_assert_eq!(snapshot(&trace), here);
            }
        }
        prop_assert_eq!(trace.found().0, expected.count);
        prop_assert_eq!(trace.stats().nodes, expected.stats.nodes);
    }
}

/// What a drawing reads of a trace: a try covers its option's items and
/// puts it in the partial set, an undo hides it, and Back restores both.
#[test]
fn the_live_view_follows_the_search() {
    let links = crate::dlx::tests::knuth_example();
    let mut trace = MinTrace::new(&links, Bound::Greedy);
    let mut view = Vec::new();
    assert_eq!(trace.links().live_view(&mut view), links.options());
    assert_eq!(view, vec![0; links.options() + links.items()]);
    let Some(item) = trace.step().item else {
        panic!("a choice first")
    };
    assert_eq!(trace.current_item(), Some(item));
    let Some(option) = trace.step().option else {
        panic!("then a try")
    };
    assert_eq!(trace.partial(), vec![option]);
    trace.links().live_view(&mut view);
    let covered: Vec<usize> = (0..links.items())
        .filter(|&c| view[links.options() + c] == 1)
        .collect();
    assert_eq!(covered, links.option_items(option));
    assert!(covered.iter().all(|&c| trace.size(c).is_none()));
    // Run to the first undo: that option is hidden, and comes back on Back.
    let undone = loop {
        let step = trace.step();
        if step.kind == EventKind::Undo {
            break step.option.unwrap();
        }
    };
    trace.links().live_view(&mut view);
    assert_eq!(view[undone], 1);
    trace.back();
    trace.links().live_view(&mut view);
    assert_eq!(view[undone], 0);
    while trace.back().is_some() {}
    assert_eq!(trace.links().live_view(&mut view), links.options());
    assert_eq!(trace.partial(), Vec::<usize>::new());
    assert!(!trace.is_done());
}
