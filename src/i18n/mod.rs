//! Every word the library and the command line say, in the user's language.
//!
//! The words live in the catalogues of `locales/` (Project Fluent files:
//! `locales/en/*.ftl` and `locales/zh-CN/*.ftl`, one message an id, with
//! plurals and arguments), never in code. Code builds a [`Msg`]: a message
//! id and its arguments, which may be numbers, text or other messages. A
//! `Msg` is data until the edge, where [`Msg::render`] turns it into words:
//! the CLI renders in the language of `--lang` or the environment, the wasm
//! API in English (its `message` and text fields are contracts), and the
//! page renders the same `Msg` trees, which the API hands it as data, with
//! the same catalogues in its own language (`www/i18n/`).
//!
//! A list ("r1c1, r1c2 and r1c3") is a message too ([`list`]), so that each
//! language joins its own way.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::ser::{Serialize, SerializeMap, Serializer};
use std::sync::OnceLock;

mod lang;

pub use lang::Lang;

/// A message of the catalogue with its arguments: words as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    /// The message's id in the catalogues, e.g. `parse-at`.
    pub id: &'static str,
    /// Its arguments, in the order given.
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number: the catalogue may choose a plural form by it.
    Int(i64),
    /// Text shown as it is: a cell name, a symbol, a file name, a user's text.
    Text(String),
    /// Another message, rendered in the same language first.
    Msg(Msg),
}

/// A message: `msg!("parse-at", line = 3, column = 5, message = inner)`.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Msg::new($id)$(.arg(stringify!($name), $value))*
    };
}

impl Msg {
    /// The message `id` with no arguments yet.
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// The message with argument `name` set to `value`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// The message in words, in `lang`. An id missing from `lang`'s
    /// catalogue falls back to English, then to the id itself; the tests
    /// check that every id the code uses is in both catalogues.
    pub fn render(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            let value = match value {
                Arg::Int(n) => FluentValue::from(*n),
                Arg::Text(t) => FluentValue::from(t.as_str()),
                Arg::Msg(m) => FluentValue::from(m.render(lang)),
            };
            args.set(*name, value);
        }
        for lang in [lang, Lang::En] {
            let bundle = bundle(lang);
            if let Some(pattern) = bundle.get_message(self.id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, Some(&args), &mut errors)
                    .into_owned();
            }
        }
        self.id.to_string()
    }
}

/// The words of message `id`, which takes no arguments, in `lang` (else
/// English); None when no catalogue has it. For ids made at run time, such
/// as the CLI's help of each argument.
pub fn text(id: &str, lang: Lang) -> Option<String> {
    [lang, Lang::En].into_iter().find_map(|lang| {
        let bundle = bundle(lang);
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    })
}

impl std::fmt::Display for Msg {
    /// The message in English, as the API's and the errors' text.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// `a`, `a and b`, `a, b and c`, in the words of the language that renders
/// it (`list-pair`, `list-more`); empty for no items.
pub fn list(items: impl IntoIterator<Item = impl Into<Arg>>) -> Msg {
    let mut items: Vec<Arg> = items.into_iter().map(Into::into).collect();
    match items.len() {
        0 => msg!("list-none"),
        1 => msg!("list-one", item = items.remove(0)),
        2 => {
            let second = items.pop().expect("two items");
            msg!("list-pair", first = items.remove(0), second = second)
        }
        _ => {
            let first = items.remove(0);
            msg!("list-more", first = first, rest = list(items))
        }
    }
}

/// Like [`list`], for alternatives: `a or b`, `a, b or c`.
pub fn either(items: impl IntoIterator<Item = impl Into<Arg>>) -> Msg {
    let mut items: Vec<Arg> = items.into_iter().map(Into::into).collect();
    match items.len() {
        0 => msg!("list-none"),
        1 => msg!("list-one", item = items.remove(0)),
        2 => {
            let second = items.pop().expect("two items");
            msg!("either-pair", first = items.remove(0), second = second)
        }
        _ => {
            let first = items.remove(0);
            msg!("list-more", first = first, rest = either(items))
        }
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(m)
    }
}

impl From<String> for Arg {
    fn from(t: String) -> Arg {
        Arg::Text(t)
    }
}

impl From<&str> for Arg {
    fn from(t: &str) -> Arg {
        Arg::Text(t.to_string())
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Text(c.to_string())
    }
}

macro_rules! int_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_args!(u8, u16, u32, u64, usize, i32, i64);

/// A `Msg` as the API hands it to JS: `{ "id": …, "args": { name: number,
/// text or message } }`, which `www/i18n/` renders with the same catalogue.
impl Serialize for Msg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Args<'a>(&'a [(&'static str, Arg)]);
        impl Serialize for Args<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut map = s.serialize_map(Some(self.0.len()))?;
                for (name, value) in self.0 {
                    match value {
                        Arg::Int(n) => map.serialize_entry(name, n)?,
                        Arg::Text(t) => map.serialize_entry(name, t)?,
                        Arg::Msg(m) => map.serialize_entry(name, m)?,
                    }
                }
                map.end()
            }
        }
        let mut map = s.serialize_map(Some(2))?;
        map.serialize_entry("id", self.id)?;
        map.serialize_entry("args", &Args(&self.args))?;
        map.end()
    }
}

/// The catalogue files of each language, compiled in: the library's words,
/// and the command line's where it is built.
fn sources(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            include_str!("../../locales/en/core.ftl"),
            #[cfg(feature = "logic")]
            include_str!("../../locales/en/hints.ftl"),
            #[cfg(feature = "cli")]
            include_str!("../../locales/en/cli.ftl"),
        ],
        Lang::ZhCn => &[
            include_str!("../../locales/zh-CN/core.ftl"),
            #[cfg(feature = "logic")]
            include_str!("../../locales/zh-CN/hints.ftl"),
            #[cfg(feature = "cli")]
            include_str!("../../locales/zh-CN/cli.ftl"),
        ],
    }
}

/// The bundle of `lang`, built on first use. Words are plain text (no
/// Unicode isolation marks around arguments): they go to terminals, JSON
/// and `textContent`, and tests compare them with plain strings.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] =
        [OnceLock::new(), OnceLock::new()];
    BUNDLES[lang as usize].get_or_init(|| {
        let mut bundle =
            FluentBundle::new_concurrent(vec![lang.tag().parse().expect("a valid tag")]);
        bundle.set_use_isolating(false);
        for source in sources(lang) {
            let resource = FluentResource::try_new(source.to_string())
                .expect("the catalogues parse (tests/i18n.rs)");
            bundle
                .add_resource(resource)
                .expect("no message is defined twice (tests/i18n.rs)");
        }
        bundle
    })
}

/// Every catalogue file, by language and name, for the tests that compare
/// them (`tests/i18n.rs`).
pub fn catalogue_sources() -> Vec<(Lang, &'static str)> {
    [Lang::En, Lang::ZhCn]
        .into_iter()
        .flat_map(|l| sources(l).iter().map(move |s| (l, *s)))
        .collect()
}
