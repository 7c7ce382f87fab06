//! Jigsaw sudoku text: each puzzle's givens, then its map of regions, one
//! label a cell (`a`–`i`, `1`–`9`, or any n different symbols, numbered in
//! sorted order):
//!
//! ```text
//!   line:   <n² givens> <n² labels>              one puzzle a line
//!   block:  n rows of givens, then n rows of labels
//! ```
//!
//! The givens are read by the sudoku reader (so blanks, spacing and the
//! errors are the plain sudoku's), from a copy of the text with the labels
//! blanked out, which keeps every line and column number.

use super::sudoku::{self, Puzzle};
use super::{tokenized_lines, ParseError, Split, Token};
use crate::msg;
use crate::sudoku::{Grid, Regions, Shape, Variant, MAX_SIZE};
use std::sync::Arc;

/// Whether `text` starts with a jigsaw's line: givens and a region map, two
/// words of n² symbols each for a side n from 4 to 25. A matrix's `n m`
/// never is, nor a plain sudoku's line or block row, nor Knuth's items but
/// for exactly two names of 16, 25, … characters each; a reader that takes
/// any sudoku reads such a text as a jigsaw.
pub fn is_line(text: &str) -> bool {
    let first = super::lines(text.trim())
        .next()
        .map_or("", |(_, line)| line);
    let lengths: Vec<usize> = first
        .split_whitespace()
        .map(|w| w.chars().count())
        .collect();
    matches!(lengths[..], [a, b] if a == b && (4..=MAX_SIZE).any(|n| n * n == a))
}

/// Parses every jigsaw puzzle in `text`; `shape` overrides the size read
/// from the first line.
pub fn parse(text: &str, shape: Option<Shape>) -> Result<Vec<Puzzle>, ParseError> {
    super::check_characters(text, true)?;
    if let Some((line, count)) = super::long_line(text) {
        return Err(ParseError::at(
            line,
            0,
            msg!("jigsaw-line-length", count = count),
        ));
    }
    let lines: Vec<(usize, Vec<Token>)> = tokenized_lines(text, Split::Auto).collect();
    let Some((_, first)) = lines.first() else {
        return Err(ParseError::whole(msg!("sudoku-empty")));
    };
    // A line puzzle is two words of n² symbols; a block row is n symbols,
    // and no more than the largest grid's.
    let (givens, maps) = if first.len() == 2 || first.len() > MAX_SIZE {
        line_parts(&lines)?
    } else {
        let n = shape.map_or(first.len(), |s| s.n);
        block_parts(&lines, n)?
    };
    let numbers = lines.last().map_or(0, |(number, _)| *number);
    let mut kept = vec![String::new(); numbers];
    for (number, token) in givens {
        let line = &mut kept[number - 1];
        let pad = token.column.saturating_sub(line.chars().count() + 1);
        line.push_str(&" ".repeat(pad));
        line.push_str(token.text);
    }
    let puzzles = sudoku::parse(&kept.join("\n"), shape)?;
    if puzzles.len() != maps.len() {
        return Err(ParseError::at(
            puzzles[maps.len().min(puzzles.len() - 1)].line,
            0,
            msg!("jigsaw-no-map"),
        ));
    }
    puzzles
        .into_iter()
        .zip(maps)
        .map(|(mut puzzle, map)| {
            let regions = regions(puzzle.grid.shape(), puzzle.line, &map)?;
            puzzle.grid = puzzle
                .grid
                .with_variant(Variant::Jigsaw(Arc::new(regions)))
                .map_err(|m| ParseError::at(puzzle.line, 0, m))?;
            Ok(puzzle)
        })
        .collect()
}

/// A puzzle as [`parse`] reads it back: a jigsaw's givens, then its map
/// (lower-case letters); any other grid as the sudoku reader prints it.
pub fn print(grid: &Grid, layout: sudoku::Layout) -> String {
    let givens = sudoku::print(grid, layout);
    let Variant::Jigsaw(regions) = grid.variant() else {
        return givens;
    };
    let labels: Vec<char> = regions
        .of_cell()
        .iter()
        .map(|&r| (b'a' + r) as char)
        .collect();
    match layout {
        sudoku::Layout::Line => format!("{} {}\n", givens.trim_end(), String::from_iter(labels)),
        sudoku::Layout::Block { .. } => {
            let rows: Vec<String> = labels
                .chunks(grid.shape().n)
                .map(String::from_iter)
                .collect();
            format!("{givens}{}\n", rows.join("\n"))
        }
    }
}

/// A label and where it is: (line, column, symbol).
type Label = (usize, usize, char);

/// The givens' tokens, and each puzzle's labels.
type Parts<'a> = (Vec<(usize, Token<'a>)>, Vec<Vec<Label>>);

/// One puzzle a line: the first word the givens, the second the map.
fn line_parts<'a>(lines: &[(usize, Vec<Token<'a>>)]) -> Result<Parts<'a>, ParseError> {
    let mut givens = Vec::new();
    let mut maps = Vec::new();
    for (number, tokens) in lines {
        let [given, map] = tokens[..] else {
            return Err(ParseError::at(*number, 0, msg!("jigsaw-two-words")));
        };
        givens.push((*number, given));
        maps.push(
            map.text
                .chars()
                .enumerate()
                .map(|(i, c)| (*number, map.column + i, c))
                .collect(),
        );
    }
    Ok((givens, maps))
}

/// Blocks of 2n rows: n of givens, then n of labels.
fn block_parts<'a>(lines: &[(usize, Vec<Token<'a>>)], n: usize) -> Result<Parts<'a>, ParseError> {
    let mut givens = Vec::new();
    let mut maps = Vec::new();
    for puzzle in lines.chunks(2 * n) {
        if puzzle.len() < 2 * n {
            return Err(ParseError::at(
                puzzle[0].0,
                0,
                msg!(
                    "jigsaw-short-map",
                    n = n,
                    found = puzzle.len().saturating_sub(n)
                ),
            ));
        }
        let (rows, labels) = puzzle.split_at(n);
        givens.extend(
            rows.iter()
                .flat_map(|(number, tokens)| tokens.iter().map(|t| (*number, *t))),
        );
        maps.push(
            labels
                .iter()
                .flat_map(|(number, tokens)| {
                    tokens.iter().flat_map(move |t| {
                        t.text
                            .chars()
                            .enumerate()
                            .map(move |(i, c)| (*number, t.column + i, c))
                    })
                })
                .collect(),
        );
    }
    Ok((givens, maps))
}

/// The regions of a map of labels, for the puzzle that starts on `line`.
fn regions(shape: Shape, line: usize, map: &[Label]) -> Result<Regions, ParseError> {
    if map.len() != shape.cells() {
        let at = map.first().map_or(line, |l| l.0);
        return Err(ParseError::at(
            at,
            0,
            msg!(
                "jigsaw-map-length",
                cells = shape.cells(),
                found = map.len()
            ),
        ));
    }
    let mut symbols: Vec<char> = map.iter().map(|l| l.2.to_ascii_lowercase()).collect();
    symbols.sort_unstable();
    symbols.dedup();
    if symbols.len() != shape.n {
        return Err(ParseError::at(
            map[0].0,
            0,
            msg!("jigsaw-map-labels", n = shape.n, found = symbols.len()),
        ));
    }
    let of_cell = map
        .iter()
        .map(|l| {
            symbols
                .binary_search(&l.2.to_ascii_lowercase())
                .expect("a label") as u8
        })
        .collect();
    Regions::new(shape, of_cell).map_err(|m| ParseError::at(map[0].0, 0, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 4×4 whose regions are the rows turned into columns' pairs.
    const MAP: &str = "aabbaabbccddccdd";

    #[test]
    fn a_jigsaws_line_is_told_from_a_matrix_and_knuths_items() {
        let givens = format!("1{}", ".".repeat(15));
        assert!(is_line(&format!("\n {givens}  {MAP}\n")));
        assert!(!is_line(&format!("1... {MAP}\n")));
        for other in ["2 3\n1 0 1\n0 1 0\n", "A B\nA\nB\n", "AAAABBBBCCCCDDDD X\n"] {
            assert!(!is_line(other), "{other}");
        }
    }

    #[test]
    fn a_line_puzzle_and_its_map() {
        let p = parse(
            &format!("1...............   {}\n", MAP.replace('a', "1")),
            None,
        )
        .unwrap();
        assert_eq!(p.len(), 1);
        assert!(matches!(p[0].grid.variant(), Variant::Jigsaw(_)));
        assert_eq!(p[0].grid.box_of(5), 0);
    }

    #[test]
    fn blocks_of_givens_then_labels() {
        let rows = "1 . . .\n. . . .\n. . . .\n. . . .\n";
        let labels = "aabb\naabb\nccdd\nccdd\n";
        let p = parse(&format!("{rows}\n{labels}{rows}{labels}"), None).unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(p[1].line, 10);
    }

    #[test]
    fn printed_puzzles_read_back() {
        let p = parse(&format!("1............... {MAP}\n"), None).unwrap();
        for layout in [sudoku::Layout::Line, sudoku::Layout::Block { spaced: true }] {
            let again = parse(&print(&p[0].grid, layout), None).unwrap();
            assert_eq!(again[0].grid, p[0].grid);
        }
    }

    #[test]
    fn errors_say_where() {
        let err = |text: &str| parse(text, None).unwrap_err().msg().to_string();
        assert_eq!(
            err("1............... aabbaabbccddccd\n"),
            "line 1: the region map has 15 labels, not 16"
        );
        assert_eq!(
            err("1............... aabbaabbccddccdx\n"),
            "line 1: the region map has 5 different labels, not 4"
        );
        assert_eq!(
            err("1............... aabbaabbccddccdd\n2...............\n"),
            "line 2: a jigsaw line needs the givens and then the region map, two words"
        );
        // Clashes are the solver's to find, by the regions' rules.
        let p = parse("1....1.......... aabbaabbccddccdd\n", None).unwrap();
        assert_eq!(
            p[0].clash_error().unwrap().to_string(),
            "the values clash: box 1 has two 1s: r1c1 and r2c2"
        );
    }
}
