//! The library's one error type: what a user typed or pasted is not a puzzle
//! that can be solved. Unsolvable and multi-solution puzzles are answers, not
//! errors.

use crate::binary::TooLarge;
use crate::formats::ParseError;
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
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(e) => e.fmt(f),
            Error::Clash { line, clash } if *line > 1 => {
                write!(f, "the puzzle on line {line} has clashing values: {clash}")
            }
            Error::Clash { clash, .. } => write!(f, "the values clash: {clash}"),
            Error::TooLarge(e) => e.fmt(f),
        }
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
