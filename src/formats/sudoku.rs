//! Sudoku text: one puzzle per line of n² symbols, or blocks of n lines of n
//! symbols (optionally spaced), several puzzles one after another.
//!
//! Blanks are `.`, `0`, `-` or `_`. Values are digits for n ≤ 9 and letters
//! from `A` (= 1) above. The size comes from the length of the first line of
//! each puzzle: n² symbols make a line puzzle, n symbols start a block. A line
//! of 16 symbols is both; the symbols settle it (a 4×4 uses only 1–4), and
//! a following run of 16-symbol lines that is not all 4×4 symbols is a block.

use super::{tokenized_lines, ParseError, Split, Token};
use crate::msg;
use crate::sudoku::{Grid, Shape, MAX_SIZE};
use std::collections::VecDeque;

// Kept for `src/cli/solve.rs` and `src/bindings/mod.rs`, which another
// change is editing at the time of writing: the reader of a variant is
// `formats::parse_variant`, above this reader and the jigsaw's (which reads
// its givens with this one). Delete once they call it there.
pub use super::parse_variant;

/// How a puzzle was written, so its solution is printed the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// All n² symbols on one line.
    Line,
    /// n lines of n symbols, with spaces between symbols if `spaced`.
    Block {
        /// Whether the symbols were separated by spaces.
        spaced: bool,
    },
}

/// A parsed puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The givens.
    pub grid: Grid,
    /// How it was written.
    pub layout: Layout,
    /// The line it starts on, for messages about it.
    pub line: usize,
}

/// The blanks, each one byte.
const BLANKS: &[u8] = b".0-_";

/// Parses every puzzle in `text`. `shape` overrides the inferred box shape.
///
/// The lines are read as they are needed, at most the 25 rows of the largest
/// block ahead, so a large batch costs memory for its puzzles, not for
/// every symbol's token at once; a line too long for any sudoku is counted,
/// not split.
pub fn parse(text: &str, shape: Option<Shape>) -> Result<Vec<Puzzle>, ParseError> {
    if let Some(puzzles) = nine_by_nine_lines(text, shape) {
        return Ok(puzzles);
    }
    super::check_characters(text, true)?;
    if let Some((line, count)) = super::long_line(text) {
        return Err(not_a_sudoku(line, count));
    }
    let mut source = tokenized_lines(text, Split::Auto);
    // The lines not yet in a puzzle: the next puzzle's, and a few more.
    let mut window: VecDeque<(usize, Vec<Token>)> = VecDeque::new();
    let mut puzzles = Vec::new();
    loop {
        window.extend(source.by_ref().take(MAX_SIZE - window.len()));
        if window.is_empty() {
            break;
        }
        let lines = window.make_contiguous();
        let (line, tokens) = &lines[0];
        let count = tokens.len();
        let (shape, layout) = match shape {
            Some(s) if count == s.cells() => (s, Layout::Line),
            Some(s) if count == s.n => (s, block_layout(tokens)),
            Some(s) => {
                return Err(ParseError::at(
                    *line,
                    0,
                    msg!(
                        "sudoku-line-length",
                        shape = s.msg(),
                        cells = s.cells(),
                        n = s.n,
                        count = count
                    ),
                ))
            }
            None => infer(lines)?,
        };
        let rows = if layout == Layout::Line { 1 } else { shape.n };
        if lines.len() < rows {
            return Err(ParseError::at(
                *line,
                0,
                msg!(
                    "sudoku-short-block",
                    n = shape.n,
                    found = lines.len(),
                    rows = rows
                ),
            ));
        }
        let mut cells = Vec::with_capacity(shape.cells());
        for (row_line, row_tokens) in &lines[..rows] {
            let expected = if layout == Layout::Line {
                shape.cells()
            } else {
                shape.n
            };
            if row_tokens.len() != expected {
                return Err(ParseError::at(
                    *row_line,
                    0,
                    msg!(
                        "sudoku-row-length",
                        expected = expected,
                        line = line.to_string(),
                        found = row_tokens.len()
                    ),
                ));
            }
            for token in row_tokens {
                cells.push(value(shape, *row_line, token)?);
            }
        }
        puzzles.push(Puzzle {
            grid: Grid::new(shape, cells),
            layout,
            line: *line,
        });
        window.drain(..rows);
    }
    if puzzles.is_empty() {
        return Err(ParseError::whole(msg!("sudoku-empty")));
    }
    Ok(puzzles)
}

/// The common batch, read in one pass over its bytes: every line 81 of
/// `1`–`9` and blanks (top1465, the forum's lists, Kaggle's sets), each of
/// which [`parse`]'s general reader would make a token of, and then read
/// again. `None` for any other text, which that reader takes; it gives the
/// same puzzles for this one.
fn nine_by_nine_lines(text: &str, shape: Option<Shape>) -> Option<Vec<Puzzle>> {
    let nine = Shape::for_side(9).expect("9×9 has 3×3 boxes");
    if shape.is_some_and(|s| s != nine) {
        return None;
    }
    let mut puzzles = Vec::new();
    for (i, line) in text.split_terminator('\n').enumerate() {
        let line = line.strip_suffix('\r').unwrap_or(line).as_bytes();
        if line.len() != nine.cells() {
            return None;
        }
        let mut cells = Vec::with_capacity(line.len());
        for &b in line {
            cells.push(match b {
                b'1'..=b'9' => b - b'0',
                _ if BLANKS.contains(&b) => 0,
                _ => return None,
            });
        }
        puzzles.push(Puzzle {
            grid: Grid::new(nine, cells),
            layout: Layout::Line,
            line: i + 1,
        });
    }
    (!puzzles.is_empty()).then_some(puzzles)
}

fn block_layout(tokens: &[Token]) -> Layout {
    Layout::Block {
        spaced: tokens.len() > 1
            && tokens[1].column > tokens[0].column + tokens[0].text.chars().count(),
    }
}

/// The shape and layout of the puzzle whose first line is `lines[0]`.
fn infer(lines: &[(usize, Vec<Token>)]) -> Result<(Shape, Layout), ParseError> {
    let (line, tokens) = &lines[0];
    let count = tokens.len();
    let root = (1..=25).find(|r| r * r == count);
    let as_line = root.and_then(Shape::for_side).filter(|s| fits(*s, tokens));
    let as_block = Shape::for_side(count).filter(|s| {
        lines.len() >= s.n
            && lines[..s.n].iter().all(|(_, t)| t.len() == s.n)
            && lines[..s.n].iter().all(|(l, t)| t.iter().all(|tok| value(*s, *l, tok).is_ok()))
            // A run of lines that are all valid line puzzles stays a run of line puzzles.
            && !as_line.is_some_and(|small| lines[..s.n].iter().all(|(_, t)| fits(small, t)))
    });
    match (as_block, as_line) {
        (Some(s), _) => Ok((s, block_layout(tokens))),
        (None, Some(s)) => Ok((s, Layout::Line)),
        (None, None) => {
            if let Some(s) = Shape::for_side(count) {
                // Looks like a block row: report its first bad symbol, or let
                // the caller report a short block.
                for (l, t) in lines.iter().take(s.n) {
                    for tok in t {
                        value(s, *l, tok)?;
                    }
                }
                return Ok((s, block_layout(tokens)));
            }
            if let Some(s) = root.and_then(Shape::for_side) {
                for tok in tokens {
                    value(s, *line, tok)?;
                }
            }
            Err(not_a_sudoku(*line, count))
        }
    }
}

fn not_a_sudoku(line: usize, count: usize) -> ParseError {
    ParseError::at(line, 0, msg!("sudoku-not-a-size", count = count))
}

/// Whether every token is a blank or a value of `shape`.
fn fits(shape: Shape, tokens: &[Token]) -> bool {
    tokens.iter().all(|t| value(shape, 0, t).is_ok())
}

/// The value of one token (0 for a blank), or an error naming it.
fn value(shape: Shape, line: usize, token: &Token) -> Result<u8, ParseError> {
    // One byte, as nearly every token is: no `chars()` to walk.
    if let &[b] = token.text.as_bytes() {
        if BLANKS.contains(&b) {
            return Ok(0);
        }
        if let Some(v) = shape.value_of(b as char) {
            return Ok(v);
        }
    }
    let mut chars = token.text.chars();
    let parsed = match (chars.next(), chars.next()) {
        (Some(c), None) => shape.value_of(c),
        // Multi-digit numbers, as in spaced 16×16 grids: "10 0 3 …".
        _ if shape.n > 9 => token
            .text
            .parse::<u8>()
            .ok()
            .filter(|&v| v as usize <= shape.n),
        _ => None,
    };
    parsed.ok_or_else(|| {
        let symbols = if shape.n <= 9 {
            format!("1–{}", shape.n)
        } else {
            format!("A–{}", shape.symbol(shape.n as u8))
        };
        let shown: String = token.text.chars().take(12).collect();
        ParseError::at(
            line,
            token.column,
            msg!(
                "sudoku-bad-symbol",
                symbol = shown,
                n = shape.n,
                symbols = symbols
            ),
        )
    })
}

/// Prints a grid in `layout`. Blanks print as `.` (line) or `-`/`0` (block),
/// which every parser here reads back.
pub fn print(grid: &Grid, layout: Layout) -> String {
    let shape = grid.shape();
    let blank = |v: u8, block: bool| match (v, block, shape.n > 9) {
        (0, true, true) => '-',
        (0, true, false) => '0',
        (v, _, _) => shape.symbol(v),
    };
    match layout {
        Layout::Line => {
            let mut s: String = grid.cells().iter().map(|&v| blank(v, false)).collect();
            s.push('\n');
            s
        }
        Layout::Block { spaced } => {
            let mut out = String::new();
            for row in grid.cells().chunks(shape.n) {
                let symbols: Vec<String> =
                    row.iter().map(|&v| blank(v, true).to_string()).collect();
                out.push_str(&symbols.join(if spaced { " " } else { "" }));
                out.push('\n');
            }
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";

    #[test]
    fn one_line_puzzles() {
        let p = parse(&format!("{LINE}\n{LINE}\n"), None).unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].layout, Layout::Line);
        assert_eq!(p[0].grid.shape().n, 9);
        assert_eq!(print(&p[0].grid, Layout::Line).trim_end(), LINE);
    }

    #[test]
    fn spaced_blocks_with_and_without_blank_lines() {
        let block: String = LINE
            .as_bytes()
            .chunks(9)
            .map(|row| {
                row.iter()
                    .map(|&b| {
                        if b == b'.' {
                            "0".into()
                        } else {
                            (b as char).to_string()
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
                    + "\n"
            })
            .collect();
        let text = format!("{block}\n{block}{block}");
        let p = parse(&text, None).unwrap();
        assert_eq!(p.len(), 3);
        assert_eq!(p[2].layout, Layout::Block { spaced: true });
        assert_eq!(print(&p[0].grid, p[0].layout), block);
    }

    #[test]
    fn nine_by_nine_lines_read_as_the_general_reader_reads_them() {
        let a = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let b = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";
        for text in [
            format!("{a}\n{b}\n"),
            format!("{a}\r\n{b}"),
            format!("{a}\n\n{b}\n"),
        ] {
            let fast = nine_by_nine_lines(&text, None);
            // The general reader: the same text with a blank line ahead, numbered from 2.
            let general = parse(&format!("\n{text}"), None).unwrap();
            let general: Vec<Puzzle> = general
                .into_iter()
                .map(|p| Puzzle {
                    line: p.line - 1,
                    ..p
                })
                .collect();
            match fast {
                Some(fast) => assert_eq!(fast, general),
                None => assert!(text.contains("\n\n"), "only the blank line sends it on"),
            }
        }
        assert!(nine_by_nine_lines(&format!("{a}x"), None).is_none());
        assert!(nine_by_nine_lines(a, Shape::new(1, 9).ok()).is_none());
    }

    #[test]
    fn sixteen_digits_are_a_four_by_four() {
        let p = parse("1...\n", None);
        assert!(p.is_err());
        let p = parse("1..2.3..4..1..2.\n", None).unwrap();
        assert_eq!(p[0].grid.shape().n, 4);
    }

    #[test]
    fn sixteen_lines_of_letters_are_a_block() {
        let mut text = String::from("----------------\n");
        for _ in 0..15 {
            text.push_str("A---------------\n");
        }
        let p = parse(&text, None).unwrap();
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].grid.shape().n, 16);
        assert_eq!(p[0].layout, Layout::Block { spaced: false });
    }

    #[test]
    fn errors_name_line_and_column() {
        let bad = LINE.replacen('.', "x", 1);
        let e = parse(&format!("{LINE}\n{bad}\n"), None).unwrap_err();
        assert_eq!((e.line, e.column), (2, 1));
        assert!(e.message.to_string().contains("'x'"), "{e}");
        let e = parse("12345\n", None).unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.message.to_string().contains("5 symbols"), "{e}");
        assert!(parse("   \n\n", None)
            .unwrap_err()
            .message
            .to_string()
            .contains("empty"));
    }

    #[test]
    fn a_short_block_is_reported() {
        let e = parse("1 2 3 4 5 6 7 8 9\n", None).unwrap_err();
        assert!(
            e.message.to_string().contains("only 1 of its 9 rows"),
            "{e}"
        );
    }

    #[test]
    fn box_override() {
        let shape = Shape::new(3, 2).ok();
        let text = "1.....\n......\n......\n......\n......\n......\n";
        let p = parse(text, shape).unwrap();
        assert_eq!(p[0].grid.shape().box_rows, 3);
    }
}
