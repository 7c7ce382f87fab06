//! The text formats users paste, parsed and printed. Every parser reports
//! errors as a [`ParseError`] that names the line and column.
//!
//! - [`sudoku`]: one puzzle per line, or blocks of n lines (spaced or not).
//! - [`binary`]: a Binary Sudoku as n lines of `0`/`1`.
//! - [`cover`]: exact cover as an `n m` 0/1 matrix, or in Knuth's DLX format.

pub mod binary;
pub mod cover;
pub mod sudoku;

use std::fmt;

/// What is wrong with an input, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number; 0 when the input as a whole is at fault.
    pub line: usize,
    /// 1-based column (in characters); 0 when the whole line is at fault.
    pub column: usize,
    /// What is wrong, in words a user can act on.
    pub message: String,
}

impl ParseError {
    pub(crate) fn at(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            column,
            message: message.into(),
        }
    }

    pub(crate) fn whole(message: impl Into<String>) -> ParseError {
        ParseError::at(0, 0, message)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => write!(f, "{}", self.message),
            (line, 0) => write!(f, "line {line}: {}", self.message),
            (line, column) => write!(f, "line {line}, column {column}: {}", self.message),
        }
    }
}

impl std::error::Error for ParseError {}

/// A token of an input line: its text and its 1-based column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token<'a> {
    pub text: &'a str,
    pub column: usize,
}

/// How [`tokenized_lines`] splits a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Split {
    /// At whitespace if the line has any inside it, else one token per
    /// character: "1 0 1" and "101" both give three tokens.
    Auto,
    /// Only at whitespace: for names such as Knuth's items.
    Words,
}

/// Whether a line is a rule between the boxes of a printed grid, as
/// SudokuWiki, HoDoKu and many pages draw them: `------+-------+------`,
/// `*-----------*`, `|-------+-------|`. A line of `-` alone is not one: in
/// the A–P format it is a row of blanks.
fn is_rule(line: &str) -> bool {
    const RULE: &str = "-+*=|";
    line.chars().all(|c| RULE.contains(c) || c.is_whitespace())
        && line.chars().any(|c| c != '-' && RULE.contains(c))
}

/// The non-empty lines of `text`, with 1-based numbers, each split into
/// tokens. A byte-order mark at the start is skipped. For grids
/// ([`Split::Auto`]) the rules and `|` bars of a printed grid are skipped
/// too, so that a grid copied from a web page reads as its digits.
pub(crate) fn tokenized_lines(
    text: &str,
    split: Split,
) -> impl Iterator<Item = (usize, Vec<Token<'_>>)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let grid = split == Split::Auto;
    text.lines().enumerate().filter_map(move |(i, line)| {
        let line = line.trim_end();
        if line.trim_start().is_empty() || (grid && is_rule(line)) {
            return None;
        }
        // In a grid, a `|` between boxes separates symbols as a space does.
        let gap = |c: char| c.is_whitespace() || (grid && c == '|');
        let spaced = split == Split::Words || line.trim_start().contains(char::is_whitespace);
        let mut tokens = Vec::new();
        let mut column = 0;
        let mut chars = line.char_indices().peekable();
        while let Some((start, ch)) = chars.next() {
            column += 1;
            if gap(ch) {
                continue;
            }
            let mut end = start + ch.len_utf8();
            let token_column = column;
            if spaced {
                while let Some(&(i, c)) = chars.peek() {
                    if gap(c) {
                        break;
                    }
                    end = i + c.len_utf8();
                    column += 1;
                    chars.next();
                }
            }
            tokens.push(Token {
                text: &line[start..end],
                column: token_column,
            });
        }
        (!tokens.is_empty()).then_some((i + 1, tokens))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_grids_and_byte_order_marks_read_as_their_digits() {
        let printed = "\u{feff}*-----------*\n|1 . . | . . . | . . 8|\n------+-------+------\n----------------\n";
        let lines: Vec<Vec<&str>> = tokenized_lines(printed, Split::Auto)
            .map(|(_, tokens)| tokens.iter().map(|t| t.text).collect())
            .collect();
        assert_eq!(lines[0], ["1", ".", ".", ".", ".", ".", ".", ".", "8"]);
        // A line of dashes alone is a row of blanks (the A–P format).
        assert_eq!(lines[1].len(), 16);
        assert_eq!(lines.len(), 2);
        // Knuth's format keeps its bars.
        let knuth: Vec<_> = tokenized_lines("a b | c\n", Split::Words).collect();
        assert_eq!(knuth[0].1.len(), 4);
    }

    #[test]
    fn tokens_keep_their_columns() {
        let lines: Vec<_> = tokenized_lines("\n 1 2  34\n..5\n", Split::Auto).collect();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].0, 2);
        let texts: Vec<_> = lines[0].1.iter().map(|t| (t.text, t.column)).collect();
        assert_eq!(texts, vec![("1", 2), ("2", 4), ("34", 7)]);
        let texts: Vec<_> = lines[1].1.iter().map(|t| (t.text, t.column)).collect();
        assert_eq!(texts, vec![(".", 1), (".", 2), ("5", 3)]);
    }

    #[test]
    fn messages_name_the_place() {
        assert_eq!(
            ParseError::at(3, 5, "bad").to_string(),
            "line 3, column 5: bad"
        );
        assert_eq!(ParseError::at(3, 0, "bad").to_string(), "line 3: bad");
        assert_eq!(ParseError::whole("empty").to_string(), "empty");
    }
}
