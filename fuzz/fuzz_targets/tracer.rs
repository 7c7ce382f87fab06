//! The tracer over a small exact-cover problem (secondary items, colours)
//! or a 4×4 sudoku, driven by a random sequence of step, back, run to an
//! event kind, and run with a node limit. Each back() must return the event
//! it undoes and restore the links and counters exactly as they were; at the
//! end, backing up to the start must give links equal to a fresh copy.
#![no_main]

use arbitrary::Unstructured;
use dlx_lab::dlx::{self, ItemRule, Links};
use dlx_lab::trace::{StepEvent, Subject, Trace, KINDS};
use dlx_lab_fuzz::{is_solution, small_cover};
use libfuzzer_sys::fuzz_target;

/// Longest sequence of actions: the problems are small, so this reaches
/// the end of their search and back many times.
const MAX_ACTIONS: usize = 2000;

/// A logged action: how many steps it took, the last event, and the state
/// before it, to check its undoing.
struct Logged {
    steps: u64,
    last: StepEvent,
    links: Links,
    counters: (u64, u64, u64),
}

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});

fn run(u: &mut Unstructured) -> arbitrary::Result<()> {
    let text = if u.arbitrary()? {
        small_cover(u)?
    } else {
        sudoku_4x4(u)?
    };
    let rule = match u.int_in_range(0..=2)? {
        0 => ItemRule::Smallest,
        1 => ItemRule::First,
        _ => ItemRule::Random {
            seed: u.arbitrary()?,
        },
    };
    let Ok(mut trace) = Trace::from_text(&text, None, rule) else {
        return Ok(());
    };
    let fresh = trace.search.links().clone();
    // Logged actions, to undo one by one. A run with a node limit does not
    // say how many steps it took: it clears the log, and backing up past
    // it is only checked at the start.
    let mut log: Vec<Logged> = Vec::new();
    let mut unlogged = false;
    for _ in 0..MAX_ACTIONS {
        if u.is_empty() {
            break;
        }
        let (links, before) = (trace.search.links().clone(), counters(&trace));
        let logged = |steps, last| Logged {
            steps,
            last,
            links,
            counters: before,
        };
        match u.int_in_range(0..=7)? {
            0..=3 => {
                let event = trace.step();
                check(&trace, &event);
                log.push(logged(1, event));
            }
            4 => {
                let kind = *u.choose(&KINDS)?;
                let (last, taken) = trace.run_to(kind, u.int_in_range(1..=64)?);
                let last = last.expect("run_to takes a step");
                check(&trace, &last);
                log.push(logged(taken, last));
            }
            5 => {
                let limit = trace.search.stats().nodes + u.int_in_range(1..=256)?;
                trace.search.run(Some(limit), |s| {
                    dlx::verify(&fresh, &s.solution()).expect("a solution verifies");
                    true
                });
                assert!(trace.search.stats().nodes <= limit, "over the node limit");
                log.clear();
                unlogged = true;
            }
            _ => undo(&mut trace, log.pop(), unlogged),
        }
    }
    while trace.search.back().is_some() {}
    assert_eq!(
        trace.search.links(),
        &fresh,
        "back to the start, the links differ"
    );
    assert_eq!(counters(&trace), (0, 0, 0));
    assert_eq!(trace.search.depth(), 0);
    Ok(())
}

/// Undoes a logged action and checks what comes back.
fn undo(trace: &mut Trace, logged: Option<Logged>, unlogged: bool) {
    let Some(logged) = logged else {
        let back = trace.back();
        assert!(
            unlogged || back.is_none(),
            "at the start, back() gave {back:?}"
        );
        return;
    };
    // The same event, but its depth is the one after the undoing.
    let last = trace.back().expect("a step to undo");
    let what = |e: &StepEvent| (e.kind, e.item, e.option, e.size);
    assert_eq!(
        what(&last),
        what(&logged.last),
        "back() undid another event"
    );
    for _ in 1..logged.steps {
        trace.back().expect("a step to undo");
    }
    assert_eq!(
        trace.search.links(),
        &logged.links,
        "back() left other links"
    );
    assert_eq!(
        counters(trace),
        logged.counters,
        "back() left other counters"
    );
}

/// Nodes, updates and solutions: what stepping back restores (the deepest
/// level seen is kept on purpose).
fn counters(trace: &Trace) -> (u64, u64, u64) {
    let s = trace.search.stats();
    (s.nodes, s.updates, s.solutions)
}

/// Checks the solution of a solution event.
fn check(trace: &Trace, event: &StepEvent) {
    if event.kind != "solution" {
        return;
    }
    let solution = trace.search.solution();
    dlx::verify(trace.search.links(), &solution).expect("a solution verifies");
    if let Subject::Cover(problem) = &trace.subject {
        assert!(
            is_solution(problem, &solution),
            "{solution:?} is not a solution"
        );
    }
}

/// A 4×4 sudoku on one line, a blank more often than not.
fn sudoku_4x4(u: &mut Unstructured) -> arbitrary::Result<String> {
    (0..16)
        .map(|_| Ok(char::from(b"1234........"[u.int_in_range(0..=11)?])))
        .collect()
}
