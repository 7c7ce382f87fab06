//! The text formats users paste, parsed and printed. Every parser reports
//! errors as a [`ParseError`] that names the line and column.
//!
//! - [`sudoku`]: one puzzle per line, or blocks of n lines (spaced or not).
//! - [`binary`]: a Binary Sudoku as n lines of `0`/`1`.
//! - [`cover`]: exact cover as an `n m` 0/1 matrix, or in Knuth's DLX format;
//!   [`read_problem`] says which of the engine's searches such a text is for.

pub mod binary;
pub mod cover;
pub mod jigsaw;
pub mod problem;
pub mod sudoku;

pub use problem::{read_problem, Problem, Wanted};

use crate::i18n::Msg;
use crate::msg;
use crate::sudoku::variant::VariantName;
use crate::sudoku::Shape;
use std::fmt;

/// What is wrong with an input, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number; 0 when the input as a whole is at fault.
    pub line: usize,
    /// 1-based column (in characters); 0 when the whole line is at fault.
    pub column: usize,
    /// What is wrong, in words a user can act on (a message of the catalogue).
    pub message: Msg,
}

impl ParseError {
    pub(crate) fn at(line: usize, column: usize, message: Msg) -> ParseError {
        ParseError {
            line,
            column,
            message,
        }
    }

    pub(crate) fn whole(message: Msg) -> ParseError {
        ParseError::at(0, 0, message)
    }

    /// The whole error as a message: where, then what.
    pub fn msg(&self) -> Msg {
        let message = self.message.clone();
        match (self.line, self.column) {
            (0, _) => message,
            (line, 0) => msg!("parse-at-line", line = line.to_string(), message = message),
            (line, column) => msg!(
                "parse-at",
                line = line.to_string(),
                column = column.to_string(),
                message = message
            ),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

/// Parses every puzzle in `text` as sudokus of the variant `kind`: a
/// jigsaw's text carries its regions ([`jigsaw`]), the others are read as
/// plain sudokus ([`sudoku`]) and take the variant's rules. It chooses
/// between the two readers, so it is here, above both: the jigsaw's reader
/// reads its givens with the plain one.
pub fn parse_variant(
    text: &str,
    shape: Option<Shape>,
    kind: VariantName,
) -> Result<Vec<sudoku::Puzzle>, ParseError> {
    let Some(variant) = kind.variant() else {
        return jigsaw::parse(text, shape);
    };
    sudoku::parse(text, shape)?
        .into_iter()
        .map(|mut p| {
            p.grid = p
                .grid
                .with_variant(variant.clone())
                .map_err(|m| ParseError::at(p.line, 0, m))?;
            Ok(p)
        })
        .collect()
}

/// The first puzzle of `text`, read as [`parse_variant`] reads them: what
/// a call that takes one puzzle (the page's, the JS API's) reads.
pub fn read_first(
    text: &str,
    shape: Option<Shape>,
    kind: VariantName,
) -> Result<sudoku::Puzzle, ParseError> {
    // The readers give at least one puzzle, or an error.
    Ok(parse_variant(text, shape, kind)?.remove(0))
}

/// The variant a text is read as: the one `named`, or else a jigsaw for a
/// text that starts with a jigsaw's line, a plain sudoku for any other.
pub fn variant_of(text: &str, named: Option<VariantName>) -> VariantName {
    named.unwrap_or(if jigsaw::is_line(text) {
        VariantName::Jigsaw
    } else {
        VariantName::Plain
    })
}

/// A code point as Unicode writes it: `U+0301`.
fn code_point(c: char) -> String {
    format!("U+{:04X}", c as u32)
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
    lines(text).filter_map(move |(number, line)| {
        // A token has a byte at least.
        let mut tokens = Vec::with_capacity(line.len().min(MAX_GRID_LINE));
        line_tokens(line, split, |t| tokens.push(t));
        (!tokens.is_empty()).then_some((number, tokens))
    })
}

/// Every line of `text` with its 1-based number, after a byte-order mark.
/// Lines end in LF or CRLF or, in a text without any LF, in a lone CR (old
/// Mac files, and what some clipboards paste), which would otherwise make
/// the whole text one line.
pub(crate) fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let end = if text.contains('\n') { '\n' } else { '\r' };
    text.split_terminator(end)
        .map(|line| line.strip_suffix('\r').unwrap_or(line))
        .enumerate()
        .map(|(i, line)| (i + 1, line))
}

/// Hands each token of `line` to `each`, in order (none for a blank line or
/// a grid's rule).
fn line_tokens<'a>(line: &'a str, split: Split, mut each: impl FnMut(Token<'a>)) {
    let grid = split == Split::Auto;
    let line = line.trim_end();
    if line.trim_start().is_empty() || (grid && is_rule(line)) {
        return;
    }
    // In a grid, a `|` between boxes separates symbols as a space does. So
    // does a byte-order mark past the start (files joined together): kept,
    // it would start a name that vanishes when the name starts a text.
    if line.is_ascii() {
        return ascii_tokens(line, split, each);
    }
    let spaced = split == Split::Words || line.trim_start().contains(char::is_whitespace);
    let gap = |c: char| c.is_whitespace() || c == '\u{feff}' || (grid && c == '|');
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
        each(Token {
            text: &line[start..end],
            column: token_column,
        });
    }
}

/// [`line_tokens`] for a line of ASCII, nearly every line there is: byte by
/// byte, each byte its own column, with no per-character Unicode checks
/// (the general loop costs several times as much on a batch of puzzles).
fn ascii_tokens<'a>(line: &'a str, split: Split, mut each: impl FnMut(Token<'a>)) {
    let bytes = line.as_bytes();
    // The same predicate as the Unicode path's, on a byte below 0x80.
    let space = |b: u8| (b as char).is_whitespace();
    let grid = split == Split::Auto;
    let gap = |b: u8| space(b) || (grid && b == b'|');
    let mut i = bytes.iter().position(|&b| !space(b)).unwrap_or(bytes.len());
    let spaced = !grid || bytes[i..].iter().any(|&b| space(b));
    while i < bytes.len() {
        if gap(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        if spaced {
            while i < bytes.len() && !gap(bytes[i]) {
                i += 1;
            }
        }
        each(Token {
            text: &line[start..i],
            column: start + 1,
        });
    }
}

/// The longest line, in bytes, that a grid format splits into tokens: a
/// spaced 25×25 row with bars between its boxes is under 2,000. A longer
/// line is only counted, so that a pasted 10 MB line costs no memory.
pub(crate) const MAX_GRID_LINE: usize = 4096;

/// The first line of `text` longer than [`MAX_GRID_LINE`] bytes that is not
/// a rule: its number and how many tokens it has.
pub(crate) fn long_line(text: &str) -> Option<(usize, usize)> {
    lines(text)
        .filter(|(_, line)| line.len() > MAX_GRID_LINE)
        .map(|(number, line)| {
            let mut count = 0;
            line_tokens(line, Split::Auto, |_| count += 1);
            (number, count)
        })
        .find(|&(_, count)| count > 0)
}

/// Checks that `text` holds no character that no puzzle can contain: a
/// control character (a NUL byte, say: a binary file) anywhere, and in a
/// grid (`grid`) a combining mark or an invisible modifier after a symbol
/// (`5\u{301}`, an emoji's variation selector), which would otherwise count
/// as a symbol of its own. The error names the line, the column and the
/// code point.
pub(crate) fn check_characters(text: &str, grid: bool) -> Result<(), ParseError> {
    // ASCII has no modifiers: only its control bytes can be wrong.
    let control = |&b: &u8| (b as char).is_control() && !(b as char).is_whitespace();
    if text.is_ascii() && !text.as_bytes().iter().any(control) {
        return Ok(());
    }
    for (number, line) in lines(text) {
        let mut previous = None;
        for (i, c) in line.chars().enumerate() {
            if c.is_control() && !c.is_whitespace() {
                return Err(ParseError::at(
                    number,
                    i + 1,
                    msg!("text-control-character", code = code_point(c)),
                ));
            }
            if grid && is_modifier(c) {
                let message = match previous {
                    Some(p) => msg!("text-modifier-after", code = code_point(c), symbol = p),
                    None => msg!("text-modifier-first", code = code_point(c)),
                };
                return Err(ParseError::at(number, i + 1, message));
            }
            previous = Some(c);
        }
    }
    Ok(())
}

/// Whether `c` combines with the character before it or is invisible:
/// combining marks, zero-width joiners and spaces, variation selectors.
fn is_modifier(c: char) -> bool {
    matches!(c as u32,
        0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF
        | 0xFE20..=0xFE2F | 0xFE00..=0xFE0F | 0x200B..=0x200D | 0x2060 | 0xE0100..=0xE01EF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_end_in_lf_crlf_or_a_lone_cr() {
        for text in ["a b\nc\n", "a b\r\nc\r\n", "a b\rc\r", "\u{feff}a b\rc"] {
            let read: Vec<_> = lines(text).collect();
            assert_eq!(read, [(1, "a b"), (2, "c")], "{text:?}");
        }
    }

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
            ParseError::at(3, 5, msg!("sudoku-empty")).to_string(),
            "line 3, column 5: the input is empty: paste a puzzle"
        );
        assert_eq!(
            ParseError::at(3, 0, msg!("sudoku-empty")).to_string(),
            "line 3: the input is empty: paste a puzzle"
        );
        assert_eq!(
            ParseError::whole(msg!("sudoku-empty")).to_string(),
            "the input is empty: paste a puzzle"
        );
    }

    #[test]
    fn stray_characters_are_named() {
        let e = check_characters("12\n3\u{0}4\n", false).unwrap_err();
        assert_eq!((e.line, e.column), (2, 2));
        assert!(e.message.to_string().contains("U+0000"), "{e}");
        let e = check_characters("\u{feff}5\u{301}.\n", true).unwrap_err();
        assert_eq!((e.line, e.column), (1, 2));
        assert!(
            e.message.to_string().contains("U+0301") && e.message.to_string().contains("'5'"),
            "{e}"
        );
        // Item names of Knuth's format may have accents; tabs are whitespace.
        assert!(check_characters("e\u{301}\tx\r\n", false).is_ok());
    }

    #[test]
    fn long_lines_are_counted_not_split() {
        let text = format!("1\n{}\n", "1 ".repeat(3000));
        assert_eq!(long_line(&text), Some((2, 3000)));
        assert_eq!(long_line(&"-+".repeat(3000)), None);
        assert_eq!(long_line("123\n"), None);
    }
}
