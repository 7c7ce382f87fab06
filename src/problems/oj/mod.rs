//! The repeated-cover problems of kuangbin's Dancing Links set, read in
//! their online judges' input formats and answered in the judges' output,
//! so that a learner can check a judge's sample (or their own test) against
//! `dlx-lab oj NAME`:
//!
//! - [`radar`]: HDU 2295 "Radar", a binary search on the radius over
//!   repeated cover;
//! - [`monsters`]: FZU 1686 "神龙的难题", the fewest square attacks that
//!   clear a grid;
//! - [`squiggly`]: HDU 4069 "Squiggly Sudoku", the set's jigsaw sudoku,
//!   with its regions drawn as walls.
//!
//! The first two turn a test case into a repeated-cover matrix and ask
//! [`crate::dlx::repeat`] for its minimum; the third is exact cover, a
//! jigsaw sudoku for the DLX engine.

pub mod monsters;
pub mod radar;
pub mod squiggly;

use crate::dlx::Links;
use crate::error::Unknown;
use crate::formats::ParseError;
use crate::msg;
use std::ops::RangeInclusive;

/// The judges' problems `oj` answers, by the names it takes.
pub const NAMES: [&str; 3] = ["hdu2295", "fzu1686", "hdu4069"];

/// A judge's problem, as functions of its input text.
#[derive(Clone, Copy, Debug)]
pub struct Judge {
    /// The judge's output.
    pub answer: fn(&str) -> Result<String, ParseError>,
    /// Each test case as dlx-lab's input (a text a case): the repeated-cover
    /// problem in Knuth's format, for `cover --min` and the page, or the
    /// jigsaw line that `solve --variant jigsaw` reads.
    pub cover: fn(&str) -> Result<Vec<String>, ParseError>,
}

/// The judge of the problem `name` (one of [`NAMES`]).
pub fn by_name(name: &str) -> Result<Judge, Unknown> {
    match name {
        "hdu2295" => Ok(Judge {
            answer: radar::answer,
            cover: radar::cover,
        }),
        "fzu1686" => Ok(Judge {
            answer: monsters::answer,
            cover: monsters::cover,
        }),
        "hdu4069" => Ok(Judge {
            answer: squiggly::answer,
            cover: squiggly::cover,
        }),
        _ => Err(Unknown::new("problem", name, NAMES)),
    }
}

/// A test case as repeated cover: item names, and options as a label and
/// their items.
pub struct Problem {
    /// The items' names, all primary.
    pub items: Vec<String>,
    /// Each option's label (a comment in Knuth's format) and items.
    pub options: Vec<(String, Vec<usize>)>,
}

impl Problem {
    /// The dancing-links matrix.
    pub fn links(&self) -> Links {
        let options: Vec<&[usize]> = self.options.iter().map(|(_, o)| o.as_slice()).collect();
        Links::new(self.items.len(), 0, &options).expect("distinct items, no empty option")
    }

    /// The problem in Knuth's format under the comment `title`, each option
    /// after a comment with its label.
    pub fn knuth(&self, title: &str) -> String {
        let mut text = format!("| {title}\n{}\n", self.items.join(" "));
        for (k, (label, items)) in self.options.iter().enumerate() {
            let names: Vec<&str> = items.iter().map(|&i| self.items[i].as_str()).collect();
            text += &format!("| option {}: {label}\n{}\n", k + 1, names.join(" "));
        }
        text
    }
}

/// The whitespace-separated whole numbers of a judge's input, each with its
/// line and column for the error that names it.
pub(crate) struct Numbers<'a> {
    tokens: std::iter::Peekable<std::vec::IntoIter<(usize, usize, &'a str)>>,
    /// The line of the last number read, for "the input ends early".
    line: usize,
    /// The judge's problem, named in errors.
    problem: &'static str,
}

impl<'a> Numbers<'a> {
    pub(crate) fn new(text: &'a str, problem: &'static str) -> Numbers<'a> {
        let mut tokens = Vec::new();
        for (l, line) in text.split(['\n', '\r']).enumerate() {
            let mut start = None;
            for (column, (i, c)) in line.char_indices().chain([(line.len(), ' ')]).enumerate() {
                match (c.is_whitespace(), start) {
                    (false, None) => start = Some((column, i)),
                    (true, Some((col, from))) => {
                        tokens.push((l + 1, col + 1, &line[from..i]));
                        start = None;
                    }
                    _ => {}
                }
            }
        }
        Numbers {
            tokens: tokens.into_iter().peekable(),
            line: 1,
            problem,
        }
    }

    /// Whether every number has been read (for inputs that end at EOF).
    pub(crate) fn is_done(&mut self) -> bool {
        self.tokens.peek().is_none()
    }

    /// The next number, which must lie in `range`.
    pub(crate) fn next(&mut self, range: RangeInclusive<i64>) -> Result<i64, ParseError> {
        let Some((line, column, text)) = self.tokens.next() else {
            return Err(ParseError::at(
                self.line,
                0,
                msg!("oj-missing", problem = self.problem),
            ));
        };
        self.line = line;
        let value: i64 = text
            .parse()
            .map_err(|_| ParseError::at(line, column, msg!("oj-not-number", text = text)))?;
        if !range.contains(&value) {
            return Err(ParseError::at(
                line,
                column,
                msg!(
                    "oj-range",
                    value = text,
                    problem = self.problem,
                    min = range.start().to_string(),
                    max = range.end().to_string()
                ),
            ));
        }
        Ok(value)
    }

    /// The next number as a count or an index, in `range`.
    pub(crate) fn size(&mut self, range: RangeInclusive<usize>) -> Result<usize, ParseError> {
        let (low, high) = (*range.start() as i64, *range.end() as i64);
        Ok(self.next(low..=high)? as usize)
    }
}
