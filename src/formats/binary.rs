//! Binary Sudoku text: n lines of n characters `0`/`1` (spaces allowed), as in
//! USACO's "bsudoku" (9 lines of 9). The box shape follows the side: 4 → 2×2,
//! 6 → 2×3, 9 → 3×3.

use super::{tokenized_lines, ParseError, Split};
use crate::binary::BinaryGrid;
use crate::msg;
use crate::sudoku::{Shape, MAX_SIZE};

/// Parses one Binary Sudoku grid.
pub fn parse(text: &str) -> Result<BinaryGrid, ParseError> {
    super::check_characters(text, true)?;
    if let Some((line, count)) = super::long_line(text) {
        return Err(ParseError::at(
            line,
            0,
            msg!("binary-row-size", count = count),
        ));
    }
    // The rows of the largest grid and one more are kept; the rest only counted.
    let mut source = tokenized_lines(text, Split::Auto);
    let lines: Vec<_> = source.by_ref().take(MAX_SIZE + 1).collect();
    let total = lines.len() + source.count();
    let Some((first_line, first)) = lines.first() else {
        return Err(ParseError::whole(msg!("binary-empty")));
    };
    let n = first.len();
    let shape = Shape::for_side(n)
        .ok_or_else(|| ParseError::at(*first_line, 0, msg!("binary-row-size", count = n)))?;
    if total != n {
        return Err(ParseError::whole(msg!("binary-rows", n = n, total = total)));
    }
    let mut cells = Vec::with_capacity(n * n);
    for (line, tokens) in &lines {
        if tokens.len() != n {
            return Err(ParseError::at(
                *line,
                0,
                msg!("binary-row-length", n = n, found = tokens.len()),
            ));
        }
        for t in tokens {
            match t.text {
                "0" => cells.push(0),
                "1" => cells.push(1),
                other => {
                    let shown: String = other.chars().take(12).collect();
                    return Err(ParseError::at(
                        *line,
                        t.column,
                        msg!("binary-bad-cell", cell = shown),
                    ));
                }
            }
        }
    }
    Ok(BinaryGrid { shape, cells })
}

/// Prints a grid as n lines of `0`/`1`.
pub fn print(grid: &BinaryGrid) -> String {
    grid.cells
        .chunks(grid.shape.n)
        .map(|row| {
            row.iter()
                .map(|&v| char::from(b'0' + v))
                .collect::<String>()
                + "\n"
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_errors() {
        let text = "0000\n0110\n0 1 1 0\n0000\n";
        let g = parse(text).unwrap();
        assert_eq!(print(&g), "0000\n0110\n0110\n0000\n");
        let e = parse("0000\n0120\n0000\n0000\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
        assert!(parse("000\n000\n000\n").is_err());
        assert!(parse("0000\n0000\n")
            .unwrap_err()
            .message
            .to_string()
            .contains("4 rows"));
    }
}
