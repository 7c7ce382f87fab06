//! The built-in lessons (`www/lessons/<lang>/<id>.json`): each reads as a
//! lesson, the English and the Chinese have the same puzzle and stops, and
//! each stop is at a step the search reaches, with the event there that
//! its text describes (a choice, a dead end, a solution, the last step).

use dlx_lab::dlx::ItemRule;
use dlx_lab::lesson::{self, Lesson};
use dlx_lab::trace::{EventKind, Stepper, Trace};
use std::path::Path;

const KINDS: [&str; 7] = [
    "sudoku",
    "binary",
    "cover",
    "repeat",
    "queens",
    "langford",
    "pentominoes",
];
const IDS: [&str; 5] = [
    "exact-cover",
    "sudoku-cover",
    "smallest-item",
    "queens",
    "backtracking",
];

fn read(lang: &str, id: &str) -> Lesson {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("www/lessons/{lang}/{id}.json"));
    let text = std::fs::read_to_string(&path).unwrap();
    let kinds: Vec<String> = KINDS.map(String::from).to_vec();
    lesson::parse(&text, &kinds)
        .unwrap_or_else(|m| panic!("{}: {}", path.display(), m.render(dlx_lab::i18n::Lang::En)))
}

/// The events of the lesson's search, in order (the step numbers are 1-based: events[n - 1] is step n).
fn events(lesson: &Lesson) -> Vec<EventKind> {
    let text = match lesson.kind.as_str() {
        "queens" => dlx_lab::problems::by_name("queens", &lesson.puzzle).unwrap(),
        _ => lesson.puzzle.clone(),
    };
    let rule = ItemRule::from_name(&lesson.rule, lesson.seed).unwrap();
    let mut trace = Trace::from_text(&text, None, rule).unwrap();
    let mut events = Vec::new();
    loop {
        let e = trace.step();
        events.push(e.kind);
        if e.kind == EventKind::Done {
            return events;
        }
    }
}

#[test]
fn the_built_in_lessons_read_in_both_languages_alike() {
    for id in IDS {
        let (en, zh) = (read("en", id), read("zh-CN", id));
        assert_eq!((en.lang.as_str(), zh.lang.as_str()), ("en", "zh-CN"));
        assert_eq!(
            (&en.kind, &en.puzzle, &en.rule),
            (&zh.kind, &zh.puzzle, &zh.rule),
            "{id}"
        );
        let steps = |l: &Lesson| {
            l.stops
                .iter()
                .map(|s| (s.step, s.predict))
                .collect::<Vec<_>>()
        };
        assert_eq!(steps(&en), steps(&zh), "{id}: the same stops");
        assert!(en.stops.len() >= 4, "{id} has a few stops");
    }
}

#[test]
fn each_stop_is_at_a_step_the_search_reaches_and_at_the_event_it_names() {
    use EventKind::*;
    // (lesson, step, the event there), as the stops' texts say.
    let said = [
        ("exact-cover", 1, Choose),
        ("exact-cover", 2, Cover),
        ("exact-cover", 3, Try),
        ("exact-cover", 8, Cover),
        ("exact-cover", 9, Uncover),
        ("exact-cover", 20, Solution),
        ("exact-cover", 26, Uncover),
        ("sudoku-cover", 34, Solution),
        ("sudoku-cover", 52, Solution),
        ("sudoku-cover", 74, Uncover),
        ("smallest-item", 5973, Solution),
        ("smallest-item", 24711, Uncover),
        ("queens", 305, Solution),
        ("queens", 5809, Uncover),
        ("backtracking", 13, Choose),
        ("backtracking", 15, Uncover),
        ("backtracking", 22, Undo),
        ("backtracking", 23, Try),
    ];
    for id in IDS {
        let lesson = read("en", id);
        let events = events(&lesson);
        // The last event, `done`, takes no step of its own: the page's
        // Steps figure stops at the one before.
        let last = events.len() - 1;
        for stop in &lesson.stops {
            assert!(
                stop.step as usize <= last,
                "{id}: stop at step {} past the end ({last})",
                stop.step
            );
        }
        for &(_, step, kind) in said.iter().filter(|s| s.0 == id) {
            assert_eq!(events[step - 1], kind, "{id}, step {step}");
            assert!(
                lesson.stops.iter().any(|s| s.step == step as u64),
                "{id} stops at step {step}"
            );
        }
    }
    // The counts the texts give: 92 queens, 2 solutions of the 4×4, the smallest item's 1,218 nodes.
    let solutions = |id| {
        events(&read("en", id))
            .iter()
            .filter(|e| **e == Solution)
            .count()
    };
    assert_eq!(solutions("queens"), 92);
    assert_eq!(solutions("sudoku-cover"), 2);
    let hard = read("en", "smallest-item");
    let mut trace = Trace::from_text(&hard.puzzle, None, ItemRule::Smallest).unwrap();
    trace.run_to("solution", u64::MAX);
    assert_eq!(trace.search.stats().nodes, 1218);
    let mut first = Trace::from_text(&hard.puzzle, None, ItemRule::First).unwrap();
    first.run_to("solution", u64::MAX);
    assert_eq!(first.search.stats().nodes, 202_707);
}
