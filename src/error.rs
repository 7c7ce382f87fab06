//! The library's one error type: what a user typed or pasted is not a puzzle
//! that can be solved. Unsolvable and multi-solution puzzles are answers, not
//! errors.
//!
//! The errors of the layers below are data (typed variants with their
//! numbers and names), put in words here, at the edge of the library, as
//! [`Msg`]s the caller renders in its language: [`Unknown`] (a name none
//! of a setting's names is) and the exact-cover engine's [`BuildError`],
//! whose layers then need no catalogue.

use crate::binary::TooLarge;
use crate::dlx::{BuildError, ConflictError, VerifyError};
use crate::formats::sudoku::Puzzle;
use crate::formats::ParseError;
use crate::i18n::Msg;
use crate::msg;
use crate::sudoku::Clash;
use std::fmt;

/// Defined below every layer that looks a name up ([`crate::unknown`]);
/// named here with the library's other errors, and put in words here.
pub use crate::unknown::Unknown;

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
    /// A player's grid and the givens it was played from differ in size.
    GivensSize,
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
            Error::GivensSize => msg!("hint-givens-size"),
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

/// An exact cover's answer that failed its check: a bug, said in words.
impl From<VerifyError> for Error {
    fn from(e: VerifyError) -> Error {
        Error::Wrong(match e {
            VerifyError::NoSuchOption { option } => {
                msg!("verify-no-such-option", option = option + 1)
            }
            VerifyError::ChosenTwice { option } => msg!("verify-chosen-twice", option = option + 1),
            VerifyError::Covered { item, times } => {
                msg!("verify-covered", item = item + 1, times = times)
            }
        })
    }
}

// Here rather than beside `Puzzle` in `formats::sudoku`: the reader would
// otherwise import this module, which imports the reader's `ParseError`.
impl Puzzle {
    /// The first clash of its givens, as the error every caller reports.
    pub fn clash_error(&self) -> Option<Error> {
        self.grid.find_clash().map(|clash| Error::Clash {
            line: self.line,
            clash,
        })
    }
}

impl Unknown {
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

impl BuildError {
    /// What is wrong, in words (1-based option and item numbers).
    pub fn msg(&self) -> Msg {
        match *self {
            BuildError::NoSuchItem { option, item } => {
                msg!("build-no-such-item", option = option + 1, item = item + 1)
            }
            BuildError::RepeatedItem { option, item } => {
                msg!("build-repeated-item", option = option + 1, item = item + 1)
            }
            BuildError::EmptyOption { option } => msg!("build-empty-option", option = option + 1),
            BuildError::ColourOnPrimary { option, item } => {
                msg!(
                    "build-colour-on-primary",
                    option = option + 1,
                    item = item + 1
                )
            }
            BuildError::TooLarge => msg!("build-too-large"),
        }
    }
}

impl ConflictError {
    /// Why a count's prefix cannot be chosen, in words (a 1-based option).
    pub fn msg(&self) -> Msg {
        let option = self.option() + 1;
        match self {
            ConflictError::Gone { .. } => msg!("prefix-gone", option = option),
            ConflictError::Clash { .. } => msg!("prefix-clash", option = option),
        }
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for BuildError {}
