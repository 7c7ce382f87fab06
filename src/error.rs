//! The library's one error type: what a user typed or pasted is not a puzzle
//! that can be solved. Unsolvable and multi-solution puzzles are answers, not
//! errors.

use crate::binary::TooLarge;
use crate::formats::ParseError;
use crate::i18n::Msg;
use crate::msg;
use crate::sudoku::Clash;
use std::fmt;

/// Why an input cannot be worked on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The text is not in any accepted format; says where.
    Parse(ParseError),
    /// Two givens of a sudoku clash, e.g. "row 3 has two 7s: r3c2 and r3c8".
    Clash {
        /// The line the puzzle starts on.
        line: usize,
        /// The clash.
        clash: Clash,
    },
    /// The puzzle is larger than this solver handles.
    TooLarge(TooLarge),
    /// An engine's answer failed its check: a bug, said rather than shown.
    Wrong(Msg),
    /// The engine asked for does not know the puzzle's rules (a variant).
    Unsupported(Msg),
}

impl Error {
    /// The error in words, as data: rendered in the user's language at the
    /// edge (the CLI, the page), in English by `Display`.
    pub fn msg(&self) -> Msg {
        match self {
            Error::Parse(e) => e.msg(),
            Error::Clash { line, clash } if *line > 1 => {
                msg!(
                    "clash-on-line",
                    line = line.to_string(),
                    clash = clash.msg()
                )
            }
            Error::Clash { clash, .. } => msg!("clash-values", clash = clash.msg()),
            Error::TooLarge(e) => e.msg(),
            Error::Wrong(why) => msg!("wrong-solution", error = why.clone()),
            Error::Unsupported(why) => why.clone(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for Error {}

impl From<ParseError> for Error {
    fn from(e: ParseError) -> Error {
        Error::Parse(e)
    }
}

impl From<TooLarge> for Error {
    fn from(e: TooLarge) -> Error {
        Error::TooLarge(e)
    }
}

/// A name that is none of those a setting takes, with the ones it does:
/// "no engine 'quantum': use bands, bands16, bitmask, dlx, dlx-first or naive". The
/// CLI's flags, the JS API's options and the classics' names all look
/// their names up through it, so each says it the same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unknown {
    /// What the name should have named (`engine`, `level`, …), a message id's last part.
    pub what: &'static str,
    /// The name given, shortened for the message.
    pub name: String,
    /// The names there are.
    pub known: Vec<&'static str>,
}

impl Unknown {
    /// A name `name` that none of `known` is, for a setting of `what`.
    pub fn new(
        what: &'static str,
        name: &str,
        known: impl IntoIterator<Item = &'static str>,
    ) -> Unknown {
        let name = match name.char_indices().nth(40) {
            Some((i, _)) => format!("{}…", &name[..i]),
            None => name.to_string(),
        };
        Unknown {
            what,
            name,
            known: known.into_iter().collect(),
        }
    }

    /// The error in words.
    pub fn msg(&self) -> Msg {
        let what = match self.what {
            "engine" => msg!("what-engine"),
            "level" => msg!("what-level"),
            "rule" => msg!("what-rule"),
            "problem" => msg!("what-problem"),
            "board" => msg!("what-board"),
            "kind" => msg!("what-kind"),
            "event" => msg!("what-event"),
            "variant" => msg!("what-variant"),
            _ => msg!("what-setting"),
        };
        msg!(
            "unknown-name",
            what = what,
            name = self.name.as_str(),
            known = crate::i18n::either(self.known.iter().copied())
        )
    }
}

impl fmt::Display for Unknown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for Unknown {}
