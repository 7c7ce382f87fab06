//! A teacher's lesson: a puzzle, how to search it, and the stops a class
//! walks through, each at a step of the search with a title and a text.
//!
//! ```json
//! {"version": 1, "title": "Exact cover from zero", "lang": "en",
//!  "kind": "cover", "puzzle": "A B C\nA B\nC", "rule": "smallest", "seed": 1,
//!  "stops": [{"step": 0, "title": "The matrix", "text": "…", "predict": false}]}
//! ```
//!
//! Lessons come from links and from other people's files, so they are read
//! as any bad input is: a size limit first, then JSON (serde_json, whose
//! errors say the line and column), then every field by hand, so that each
//! error is a message of the catalogue naming the field (`stops[2].text`),
//! in the reader's language. Texts are plain text: one that looks like
//! HTML is refused, so nobody writes a lesson expecting markup that the
//! page would show as it is (it never parses a lesson as HTML).

use crate::dlx::ItemRule;
use crate::i18n::{Arg, Lang, Msg};
use crate::msg;
use serde::Serialize;
use serde_json::{Map, Value};

/// The lesson format's version, the only one there is.
pub const VERSION: u64 = 1;
/// The largest lesson document, in bytes: a long lesson is a few KB.
pub const MAX_BYTES: usize = 64 * 1024;
/// The most stops a lesson has.
pub const MAX_STOPS: usize = 100;
/// The longest title, in characters.
pub const MAX_TITLE: usize = 120;
/// The longest stop text, in characters.
pub const MAX_TEXT: usize = 2000;
/// The longest puzzle text, in characters (a 25×25 grid is 625).
pub const MAX_PUZZLE: usize = 20_000;
/// The furthest step a stop may be at: getting there takes about a second.
pub const MAX_STEP: u64 = 1_000_000;
/// The largest seed: one a JS number holds exactly, as the page's seed field does.
pub const MAX_SEED: u64 = u32::MAX as u64;

/// A lesson, checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Lesson {
    /// Always [`VERSION`].
    pub version: u64,
    /// What the lesson is about, shown above its stops.
    pub title: String,
    /// The language its words are in: `en` or `zh-CN`.
    pub lang: String,
    /// The page's puzzle kind (`sudoku`, `cover`, `queens`, …).
    pub kind: String,
    /// The puzzle, as the kind's Puzzle box takes it.
    pub puzzle: String,
    /// The item rule: `smallest` (the default), `first` or `random`.
    pub rule: String,
    /// The seed of the `random` rule (default 1).
    pub seed: u64,
    /// Where the lesson stops, in the order it shows them.
    pub stops: Vec<Stop>,
}

/// A stop of a lesson: the step it shows, and what it says there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Stop {
    /// The step number of the search at which the stop shows (0: the start).
    pub step: u64,
    /// The stop's heading (may be empty).
    pub title: String,
    /// What the stop says: plain text, line breaks kept (may be empty: the narration then speaks).
    pub text: String,
    /// Whether Predict is on while the lesson is at this stop.
    pub predict: bool,
}

/// The fields of a lesson and of a stop, for "unknown field" errors.
const LESSON_FIELDS: [&str; 8] = [
    "version", "title", "lang", "kind", "puzzle", "rule", "seed", "stops",
];
const STOP_FIELDS: [&str; 4] = ["step", "title", "text", "predict"];

/// A fault of a lesson for the editor: where it is (the stop, 0-based, or
/// none for the lesson's own fields; and the field) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The stop at fault, or None for the lesson itself.
    pub stop: Option<usize>,
    /// The field at fault: `title`, `step`, `text`, …, or `lesson`, `stops`.
    pub field: &'static str,
    /// What is wrong, naming the field in the teacher's words.
    pub msg: Msg,
}

/// How a check names the field at fault: by its JSON path for a file or a
/// link (`stops[2].text`), or in a teacher's words for the editor
/// ("Stop 3's text"), who never sees the JSON.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Naming {
    Path,
    Words,
}

impl Naming {
    /// The name of `field`, of stop `stop` or of the lesson.
    fn name(self, stop: Option<usize>, field: &'static str) -> Arg {
        match (self, stop) {
            (Naming::Path, None) => field.into(),
            (Naming::Path, Some(i)) => format!("stops[{i}].{field}").into(),
            (Naming::Words, None) => msg!("lesson-field", field = field).into(),
            (Naming::Words, Some(i)) => {
                msg!("lesson-stop-field", stop = i as u64 + 1, field = field).into()
            }
        }
    }
}

/// Reads lesson `text`, whose `kind` must be one of `kinds` (the page's).
/// The error is the first fault, naming its field by its JSON path.
pub fn parse(text: &str, kinds: &[String]) -> Result<Lesson, Msg> {
    read(text, kinds, Naming::Path).map_err(|mut faults| faults.swap_remove(0).msg)
}

/// Every fault of lesson `text` that the editor can show at its field, in
/// the teacher's words; none if it reads.
pub fn faults(text: &str, kinds: &[String]) -> Vec<Fault> {
    read(text, kinds, Naming::Words).err().unwrap_or_default()
}

/// A fault of the lesson itself, in field `field`.
fn whole_fault(field: &'static str) -> impl Fn(Msg) -> Vec<Fault> {
    move |msg| {
        vec![Fault {
            stop: None,
            field,
            msg,
        }]
    }
}

/// Reads lesson `text`: the lesson, or its faults (at least one), the
/// title's and every stop's together, in the order of the fields.
fn read(text: &str, kinds: &[String], naming: Naming) -> Result<Lesson, Vec<Fault>> {
    let lesson = whole_fault("lesson");
    if text.len() > MAX_BYTES {
        return Err(lesson(msg!(
            "lesson-too-big",
            size = text.len() as u64,
            max = MAX_BYTES as u64
        )));
    }
    let value: Value = serde_json::from_str(text).map_err(|e| {
        lesson(msg!(
            "lesson-syntax",
            line = e.line() as u64,
            column = e.column() as u64
        ))
    })?;
    let object = object(&value, "lesson", &LESSON_FIELDS).map_err(&lesson)?;
    let version = field(object, "version")
        .and_then(|v| whole(v, "version"))
        .map_err(whole_fault("version"))?;
    if version != VERSION {
        return Err(lesson(msg!(
            "lesson-version",
            version = version,
            known = VERSION
        )));
    }
    let lang = optional(object, "lang", |v| text_of(v, "lang", 10))
        .map_err(whole_fault("lang"))?
        .unwrap_or("en".into());
    if Lang::from_tag(&lang).is_none() {
        return Err(whole_fault("lang")(msg!("lesson-lang", lang = lang)));
    }
    let kinds: Vec<&str> = kinds.iter().map(String::as_str).collect();
    let kind = one_of(object, "kind", None, &kinds, |kind, known| {
        msg!("lesson-kind", kind = kind, known = known)
    })?;
    let rule = one_of(
        object,
        "rule",
        Some("smallest"),
        &ItemRule::NAMES,
        |rule, known| msg!("lesson-rule", rule = rule, known = known),
    )?;
    let stops = whole_fault("stops");
    let Value::Array(list) = field(object, "stops").map_err(&stops)? else {
        return Err(stops(msg!("lesson-not-list", field = "stops")));
    };
    if list.is_empty() {
        return Err(stops(msg!("lesson-no-stops")));
    }
    if list.len() > MAX_STOPS {
        return Err(stops(msg!("lesson-too-many-stops", max = MAX_STOPS as u64)));
    }
    let title = field(object, "title")
        .and_then(|v| words(v, naming.name(None, "title"), MAX_TITLE, true))
        .map_err(whole_fault("title"));
    let puzzle = field(object, "puzzle")
        .and_then(|v| text_of(v, "puzzle", MAX_PUZZLE))
        .map_err(whole_fault("puzzle"));
    let seed = optional(object, "seed", |v| {
        whole(v, "seed").and_then(|seed| {
            (seed <= MAX_SEED)
                .then_some(seed)
                .ok_or_else(|| msg!("lesson-seed-max", max = MAX_SEED))
        })
    })
    .map_err(whole_fault("seed"));
    let stops: Vec<_> = list
        .iter()
        .enumerate()
        .map(|(i, s)| stop(s, i, naming))
        .collect();
    let faults: Vec<Fault> = [
        title.as_ref().err(),
        puzzle.as_ref().err(),
        seed.as_ref().err(),
    ]
    .into_iter()
    .flatten()
    .chain(stops.iter().filter_map(|s| s.as_ref().err()))
    .flatten()
    .cloned()
    .collect();
    if !faults.is_empty() {
        return Err(faults);
    }
    Ok(Lesson {
        version,
        title: title.unwrap_or_default(),
        lang,
        kind,
        puzzle: puzzle.unwrap_or_default(),
        rule,
        seed: seed.unwrap_or_default().unwrap_or(1),
        stops: stops.into_iter().flatten().collect(),
    })
}

/// Stop `i` of the lesson, or the faults of its fields.
fn stop(value: &Value, i: usize, naming: Naming) -> Result<Stop, Vec<Fault>> {
    let at = |field| naming.name(Some(i), field);
    let object = object(value, format!("stops[{i}]"), &STOP_FIELDS).map_err(|msg| {
        vec![Fault {
            stop: Some(i),
            field: "stop",
            msg,
        }]
    })?;
    let step = field_in(object, "step", at("step"))
        .and_then(|v| whole(v, at("step")))
        .and_then(|step| match step > MAX_STEP {
            true => Err(msg!("lesson-step-max", field = at("step"), max = MAX_STEP)),
            false => Ok(step),
        });
    let title = optional(object, "title", |v| words(v, at("title"), MAX_TITLE, false));
    // Only the lesson's title is required: a stop without words shows its step's narration.
    let text = optional(object, "text", |v| words(v, at("text"), MAX_TEXT, false));
    let predict = optional(object, "predict", |v| {
        v.as_bool()
            .ok_or_else(|| msg!("lesson-not-bool", field = at("predict")))
    });
    match (step, title, text, predict) {
        (Ok(step), Ok(title), Ok(text), Ok(predict)) => Ok(Stop {
            step,
            title: title.unwrap_or_default(),
            text: text.unwrap_or_default(),
            predict: predict.unwrap_or(false),
        }),
        (step, title, text, predict) => Err([
            ("step", step.err()),
            ("title", title.err()),
            ("text", text.err()),
            ("predict", predict.err()),
        ]
        .into_iter()
        .filter_map(|(field, e)| {
            e.map(|msg| Fault {
                stop: Some(i),
                field,
                msg,
            })
        })
        .collect()),
    }
}

/// Text field `name` that must be one of `known` (`default` if it is
/// absent and may be), or the fault `wrong(value, known)` at the field.
fn one_of(
    object: &Map<String, Value>,
    name: &'static str,
    default: Option<&str>,
    known: &[&str],
    wrong: impl Fn(String, String) -> Msg,
) -> Result<String, Vec<Fault>> {
    let read = |v: &Value| text_of(v, name, 20);
    let value = match default {
        Some(default) => optional(object, name, read).map(|v| v.unwrap_or(default.into())),
        None => field(object, name).and_then(read),
    }
    .map_err(whole_fault(name))?;
    if known.contains(&value.as_str()) {
        Ok(value)
    } else {
        Err(whole_fault(name)(wrong(value, known.join(", "))))
    }
}

/// `value` as an object of no fields but `known`; `name` says where it is.
fn object<'a>(
    value: &'a Value,
    name: impl Into<Arg> + Clone,
    known: &[&str],
) -> Result<&'a Map<String, Value>, Msg> {
    let object = value
        .as_object()
        .ok_or_else(|| msg!("lesson-not-object", field = name.clone()))?;
    if let Some(unknown) = object.keys().find(|k| !known.contains(&k.as_str())) {
        return Err(msg!(
            "lesson-unknown",
            field = clip(unknown, 40),
            place = name,
            known = known.join(", ")
        ));
    }
    Ok(object)
}

/// The lesson's field `key`, which must be there.
fn field<'a>(object: &'a Map<String, Value>, key: &str) -> Result<&'a Value, Msg> {
    field_in(object, key, key)
}

/// Field `key` of `object`, named `name` in the error if missing.
fn field_in<'a>(
    object: &'a Map<String, Value>,
    key: &str,
    name: impl Into<Arg>,
) -> Result<&'a Value, Msg> {
    object
        .get(key)
        .ok_or_else(|| msg!("lesson-missing", field = name))
}

/// Field `key` read by `read`, or None if absent (or null).
fn optional<T>(
    object: &Map<String, Value>,
    key: &str,
    read: impl Fn(&Value) -> Result<T, Msg>,
) -> Result<Option<T>, Msg> {
    object
        .get(key)
        .filter(|v| !v.is_null())
        .map(read)
        .transpose()
}

/// A whole number from 0 up.
fn whole(value: &Value, name: impl Into<Arg>) -> Result<u64, Msg> {
    value
        .as_u64()
        .ok_or_else(|| msg!("lesson-not-number", field = name))
}

/// A string of at most `max` characters.
fn text_of(value: &Value, name: impl Into<Arg> + Clone, max: usize) -> Result<String, Msg> {
    let text = value
        .as_str()
        .ok_or_else(|| msg!("lesson-not-text", field = name.clone()))?;
    if text.chars().count() > max {
        return Err(msg!("lesson-too-long", field = name, max = max as u64));
    }
    Ok(text.to_string())
}

/// Words a reader sees: plain text, no markup, no control characters but
/// line breaks and tabs, and not blank when `required`.
fn words(
    value: &Value,
    name: impl Into<Arg> + Clone,
    max: usize,
    required: bool,
) -> Result<String, Msg> {
    let text = text_of(value, name.clone(), max)?;
    if required && text.trim().is_empty() {
        return Err(msg!("lesson-empty", field = name));
    }
    if let Some(tag) = html_tag(&text) {
        return Err(msg!("lesson-html", field = name, tag = tag));
    }
    if text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
    {
        return Err(msg!("lesson-control", field = name));
    }
    Ok(text)
}

/// The first thing in `text` that reads as an HTML tag or comment (`<b>`,
/// `</p>`, `<!--`), shortened, or None. A `<` before a space or a digit
/// ("x < 3", "<5") is not one.
fn html_tag(text: &str) -> Option<String> {
    text.match_indices('<').find_map(|(i, _)| {
        let rest = &text[i + 1..];
        let first = rest.chars().next()?;
        (first.is_ascii_alphabetic() || first == '/' || first == '!' || first == '?')
            .then(|| clip(&text[i..], 12))
    })
}

/// `text` cut to `max` characters, with an ellipsis if it was longer.
fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds() -> Vec<String> {
        ["sudoku", "cover", "queens"].map(String::from).to_vec()
    }

    const GOOD: &str = r#"{"version": 1, "title": "Knuth's example", "lang": "en", "kind": "cover",
        "puzzle": "A B\nA\nB", "stops": [{"step": 0, "title": "Start", "text": "Two items, x < 3."},
        {"step": 4, "text": "Covered.", "predict": true}]}"#;

    #[test]
    fn a_lesson_reads_with_its_defaults() {
        let lesson = parse(GOOD, &kinds()).unwrap();
        assert_eq!(lesson.rule, "smallest");
        assert_eq!(lesson.seed, 1);
        assert_eq!(lesson.stops.len(), 2);
        assert_eq!(lesson.stops[1].title, "");
        assert!(lesson.stops[1].predict);
        // A stop needs only its step.
        let bare = GOOD.replacen(", \"text\": \"Covered.\"", "", 1);
        assert_eq!(parse(&bare, &kinds()).unwrap().stops[1].text, "");
    }

    /// The message id of the error `text` gets, and its `field` argument if any.
    fn error(text: &str) -> String {
        parse(text, &kinds()).unwrap_err().render(Lang::En)
    }

    #[test]
    fn bad_lessons_are_named_errors() {
        let with = |from: &str, to: &str| GOOD.replacen(from, to, 1);
        let cases = [
            (with("\"version\": 1,", "\"version\": 1"), "line 1, column"),
            (with("\"version\": 1", "\"version\": 2"), "version 2"),
            (with("\"kind\": \"cover\"", "\"kind\": \"chess\""), "chess"),
            (with("\"lang\": \"en\"", "\"lang\": \"fr\""), "fr"),
            (
                with("\"title\": \"Knuth's example\"", "\"title\": \"<b>Hi</b>\""),
                "<b>",
            ),
            (
                with("\"text\": \"Covered.\"", "\"text\": \"<script>x\""),
                "stops[1].text",
            ),
            (
                with("\"text\": \"Covered.\"", "\"txt\": \"Covered.\""),
                "txt",
            ),
            (with("\"step\": 4", "\"step\": -4"), "stops[1].step"),
            (with("\"step\": 4", "\"step\": 4000000"), "stops[1].step"),
            (
                with("\"predict\": true", "\"predict\": \"yes\""),
                "stops[1].predict",
            ),
            (with("\"puzzle\": \"A B\\nA\\nB\",", ""), "puzzle"),
            ("[1, 2]".to_string(), "lesson"),
        ];
        for (text, named) in cases {
            let said = error(&text);
            assert!(said.contains(named), "{said:?} should name {named:?}");
        }
        let huge = format!(
            "{{\"version\": 1, \"title\": \"{}\"}}",
            "x".repeat(MAX_BYTES)
        );
        assert!(error(&huge).contains("65536"), "{}", error(&huge));
        let many = GOOD.replace(
            r#"{"step": 4, "text": "Covered.", "predict": true}"#,
            &vec![r#"{"step": 4, "text": "Covered."}"#; MAX_STOPS + 1].join(","),
        );
        assert!(error(&many).contains("100"), "{}", error(&many));
    }

    #[test]
    fn the_editor_gets_every_fault_at_its_field_in_words() {
        let text = GOOD
            .replacen("\"title\": \"Knuth's example\"", "\"title\": \" \"", 1)
            .replacen("\"title\": \"Start\"", "\"title\": \"<b>Start</b>\"", 1)
            .replacen("\"step\": 4", "\"step\": 4000000", 1);
        let faults = faults(&text, &kinds());
        let said: Vec<_> = faults
            .iter()
            .map(|f| (f.stop, f.field, f.msg.render(Lang::En)))
            .collect();
        assert_eq!(
            said,
            [
                (None, "title", "The lesson's title is empty".to_string()),
                (
                    Some(0),
                    "title",
                    "Stop 1's title has HTML (<b>Start</b>): a lesson is plain text".to_string()
                ),
                (
                    Some(1),
                    "step",
                    "Stop 2's step is past step 1000000, the furthest a stop may be".to_string()
                ),
            ]
        );
        assert!(faults[0].msg.render(Lang::ZhCn).starts_with("课程标题"));
        // A file's reader gets the first of them, by its JSON path.
        assert_eq!(error(&text), "title is empty");
        assert!(super::faults(GOOD, &kinds()).is_empty());
    }

    #[test]
    fn plain_text_may_hold_angle_brackets_that_are_not_tags() {
        assert_eq!(html_tag("depth + h < limit, 3 <4"), None);
        assert_eq!(html_tag("a <!-- b").as_deref(), Some("<!-- b"));
        assert_eq!(
            html_tag("see <img src=x onerror=alert(1)>").as_deref(),
            Some("<img src=x o…")
        );
    }
}
