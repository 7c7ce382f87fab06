//! Exact-cover text, in either of two formats, told apart by the first line:
//!
//! - a 0/1 matrix: a line `n m`, then n lines of m values `0`/`1`, separated
//!   by spaces or not (the Luogu P4929 template);
//! - Knuth's DLX format: a line of item names, with `|` before the secondary
//!   items, then one option per line as item names. Lines that start with
//!   `|` are comments. A secondary item in an option may take a colour,
//!   `x:A` (Knuth's DLX2): options that agree on an item's colour can share
//!   it.

use super::{tokenized_lines, ParseError, Split, Token};
use crate::dlx::Links;
use crate::i18n::Msg;
use crate::msg;
use std::collections::HashMap;

/// Which format a problem was written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoverFormat {
    /// `n m` then a 0/1 matrix.
    Matrix,
    /// Item names, then options as names.
    Knuth,
}

/// An exact-cover problem as read from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoverProblem {
    /// The format it came in.
    pub format: CoverFormat,
    /// Item names: as given, or `c1`, `c2`, … for a matrix's columns.
    pub names: Vec<String>,
    /// How many of the items are primary (they come first).
    pub primary: usize,
    /// The options as item indices. Empty matrix rows are left out, as no
    /// exact cover can use them.
    pub options: Vec<Vec<usize>>,
    /// The 1-based row (matrix) or option number (Knuth) of each option.
    pub numbers: Vec<usize>,
    /// Per option, the colour of each of its items (0: none; else an index
    /// into `colour_names` plus 1). Empty when no option has a colour.
    pub colours: Vec<Vec<u32>>,
    /// The colours' names, in order of first use.
    pub colour_names: Vec<String>,
    /// Knuth's multiplicities (DLX3): per primary item, how many times at
    /// least and at most it is covered. Empty when none is given (all 1:1);
    /// only [`parse_bounded`] reads them.
    pub bounds: Vec<(u32, u32)>,
}

impl CoverProblem {
    /// The dancing-links matrix of this problem.
    pub fn links(&self) -> Links {
        Links::with_colours(
            self.primary,
            self.names.len() - self.primary,
            &self.options,
            &self.colours,
        )
        .expect("the parser checked every option")
    }

    /// `options` (0-based) as the input numbers them (1-based rows of a
    /// matrix, lines of Knuth's format) and as indices, each ascending.
    pub fn numbered(&self, options: &[usize]) -> (Vec<usize>, Vec<usize>) {
        let mut indices = options.to_vec();
        indices.sort_unstable();
        // Numbers grow with indices: the reader numbers options in order.
        let numbers = indices.iter().map(|&o| self.numbers[o]).collect();
        (numbers, indices)
    }

    /// A label for an option: its row of the matrix, or its item names.
    pub fn option_label(&self, option: usize) -> String {
        match self.format {
            CoverFormat::Matrix => format!("row {}", self.numbers[option]),
            CoverFormat::Knuth => self.knuth_words(option),
        }
    }

    /// An option as a line of Knuth's format: `p r x:A y`.
    fn knuth_words(&self, option: usize) -> String {
        let colours = self.colours.get(option);
        let words: Vec<String> = self.options[option]
            .iter()
            .enumerate()
            .map(|(k, &c)| match colours.map_or(0, |o| o[k]) {
                0 => self.names[c].clone(),
                colour => format!(
                    "{}:{}",
                    self.names[c],
                    self.colour_names[colour as usize - 1]
                ),
            })
            .collect();
        words.join(" ")
    }
}

impl CoverProblem {
    /// The problem in Knuth's format, which [`parse`] reads back as the same
    /// problem (a matrix's columns get its names `c1`, `c2`, …).
    pub fn to_knuth(&self) -> String {
        let mut items: Vec<&str> = self.names.iter().map(String::as_str).collect();
        // Two items named by numbers alone would read as a matrix's `n m`:
        // an empty list of secondary items after them keeps them items.
        if self.primary < items.len() || is_size_line(&items) {
            items.insert(self.primary, "|");
        }
        let mut text = format!("{}\n", items.join(" "));
        for option in 0..self.options.len() {
            text += &self.knuth_words(option);
            text.push('\n');
        }
        text
    }
}

/// The most columns a 0/1 matrix may have.
pub const MAX_COLUMNS: usize = 1_000_000;
/// The most cells (rows × columns) a 0/1 matrix's first line may announce:
/// checked before anything is read or allocated.
pub const MAX_CELLS: usize = 50_000_000;

/// Parses either format, as exact cover: multiplicities are an error.
pub fn parse(text: &str) -> Result<CoverProblem, ParseError> {
    read(text, false)
}

/// Parses either format, reading Knuth's multiplicities too: `a:b|item`
/// (covered a to b times) or `b|item` (b times) before a primary item.
pub fn parse_bounded(text: &str) -> Result<CoverProblem, ParseError> {
    read(text, true)
}

/// The largest upper bound of a multiplicity.
pub const MAX_BOUND: u32 = 1_000_000;

fn read(text: &str, bounded: bool) -> Result<CoverProblem, ParseError> {
    super::check_characters(text, false)?;
    let mut lines =
        tokenized_lines(text, Split::Words).filter(|(_, tokens)| !tokens[0].text.starts_with('|'));
    let Some(first) = lines.next() else {
        return Err(ParseError::whole(msg!("cover-empty")));
    };
    let words: Vec<&str> = first.1.iter().map(|t| t.text).collect();
    let read = match is_size_line(&words) {
        true => parse_matrix(first, lines),
        false => parse_knuth(first, lines, bounded),
    };
    // Rows of 0s and 1s alone are a matrix that lost its `n m` line, not
    // Knuth's items named 0 and 1: say what to add, not what clashes.
    read.map_err(|e| match headless_matrix(text) {
        Some((rows, columns)) => {
            ParseError::at(1, 0, msg!("matrix-no-size", rows = rows, columns = columns))
        }
        None => e,
    })
}

/// The rows and columns of `text` if every line of it is a row of a 0/1
/// matrix (`1 0 1` or `101`), all of one length.
fn headless_matrix(text: &str) -> Option<(usize, usize)> {
    let mut shape = None;
    let mut rows = 0;
    for (_, tokens) in tokenized_lines(text, Split::Words) {
        let values: usize = match tokens.as_slice() {
            [only] => only.text.len(),
            _ => tokens.len(),
        };
        let binary = tokens
            .iter()
            .all(|t| !t.text.is_empty() && t.text.bytes().all(|b| b == b'0' || b == b'1'));
        let spaced = tokens.len() == 1 || tokens.iter().all(|t| t.text.len() == 1);
        if !binary || !spaced || *shape.get_or_insert(values) != values {
            return None;
        }
        rows += 1;
    }
    shape.map(|columns| (rows, columns))
}

/// Whether a first line of these words is a matrix's `n m`: two numbers.
fn is_size_line(words: &[&str]) -> bool {
    words.len() == 2 && words.iter().all(|w| w.parse::<usize>().is_ok())
}

type Line<'a> = (usize, Vec<Token<'a>>);

fn parse_matrix<'a>(
    first: Line<'a>,
    rows: impl Iterator<Item = Line<'a>>,
) -> Result<CoverProblem, ParseError> {
    let (header_line, header) = first;
    let n: usize = header[0].text.parse().expect("checked by the caller");
    let m: usize = header[1].text.parse().expect("checked by the caller");
    if m == 0 {
        return Err(ParseError::at(
            header_line,
            header[1].column,
            msg!("matrix-no-columns"),
        ));
    }
    if m > MAX_COLUMNS || n.max(1).saturating_mul(m) > MAX_CELLS {
        return Err(ParseError::at(
            header_line,
            0,
            msg!(
                "matrix-too-large",
                rows = n,
                columns = m,
                max_columns = MAX_COLUMNS,
                max_cells = MAX_CELLS
            ),
        ));
    }
    let mut options = Vec::new();
    let mut numbers = Vec::new();
    let mut count = 0;
    for (line, tokens) in rows {
        count += 1;
        if count > n {
            return Err(ParseError::at(line, 0, msg!("matrix-more-rows", rows = n)));
        }
        // "1 0 1" or "101": either way one value per token.
        let tokens = match tokens.as_slice() {
            [only] if m > 1 => only
                .text
                .char_indices()
                .enumerate()
                .map(|(k, (i, c))| Token {
                    text: &only.text[i..i + c.len_utf8()],
                    column: only.column + k,
                })
                .collect(),
            _ => tokens,
        };
        if tokens.len() != m {
            return Err(ParseError::at(
                line,
                0,
                msg!(
                    "matrix-row-length",
                    row = count,
                    found = tokens.len(),
                    columns = m
                ),
            ));
        }
        let mut option = Vec::new();
        for (c, t) in tokens.iter().enumerate() {
            match t.text {
                "0" => {}
                "1" => option.push(c),
                other => {
                    let shown: String = other.chars().take(12).collect();
                    return Err(ParseError::at(
                        line,
                        t.column,
                        msg!("binary-bad-cell", cell = shown),
                    ));
                }
            }
        }
        if !option.is_empty() {
            options.push(option);
            numbers.push(count);
        }
    }
    if count < n {
        return Err(ParseError::at(
            header_line,
            0,
            msg!("matrix-fewer-rows", rows = n, found = count),
        ));
    }
    Ok(CoverProblem {
        format: CoverFormat::Matrix,
        names: (1..=m).map(|c| format!("c{c}")).collect(),
        primary: m,
        options,
        numbers,
        colours: Vec::new(),
        colour_names: Vec::new(),
        bounds: Vec::new(),
    })
}

/// The bounds and the name of an item written `a:b|name` or `b|name`, or
/// the message that says what is wrong with it.
fn bounded_name(text: &str) -> Result<((u32, u32), &str), crate::i18n::Msg> {
    let (bounds, name) = text.rsplit_once('|').expect("the caller saw a '|'");
    let number = |s: &str| s.parse::<u32>().ok();
    let (lo, hi) = match bounds.split_once(':') {
        Some((a, b)) => (number(a), number(b)),
        None => (number(bounds), number(bounds)),
    };
    match (lo, hi) {
        (Some(lo), Some(hi))
            if lo <= hi
                && (1..=MAX_BOUND).contains(&hi)
                && !name.is_empty()
                && !name.contains(':') =>
        {
            Ok(((lo, hi), name))
        }
        _ => Err(msg!(
            "knuth-bad-bounds",
            name = shorten(text),
            max = MAX_BOUND
        )),
    }
}

fn parse_knuth<'a>(
    first: Line<'a>,
    rows: impl Iterator<Item = Line<'a>>,
    bounded: bool,
) -> Result<CoverProblem, ParseError> {
    let (line, items) = first;
    let mut names: Vec<String> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::new();
    let mut primary = None;
    let mut bounds: Vec<(u32, u32)> = Vec::new();
    for t in &items {
        if t.text == "|" {
            if primary.is_some() {
                return Err(ParseError::at(line, t.column, msg!("knuth-two-bars")));
            }
            primary = Some(names.len());
            continue;
        }
        let mut text = t.text;
        if text.contains('|') && text.len() > 1 && !text.ends_with('|') {
            let at = |m| ParseError::at(line, t.column, m);
            if !bounded {
                return Err(at(msg!("knuth-bounds-here", name = shorten(text))));
            }
            if primary.is_some() {
                return Err(at(msg!("knuth-bounds-secondary", name = shorten(text))));
            }
            let (b, name) = bounded_name(text).map_err(at)?;
            bounds.resize(names.len(), (1, 1));
            bounds.push(b);
            text = name;
        }
        if text.contains(['|', ':']) {
            return Err(ParseError::at(
                line,
                t.column,
                msg!("knuth-bad-name", name = shorten(t.text)),
            ));
        }
        if index.insert(text, names.len()).is_some() {
            return Err(ParseError::at(
                line,
                t.column,
                msg!("knuth-named-twice", name = shorten(t.text)),
            ));
        }
        names.push(text.to_string());
    }
    if !bounds.is_empty() {
        bounds.resize(primary.unwrap_or(names.len()), (1, 1));
    }
    let header = line;
    let primary = primary.unwrap_or(names.len());
    if primary == 0 {
        return Err(ParseError::at(line, 0, msg!("knuth-no-primary")));
    }
    // The option each item was last seen in (1-based), to find an item
    // named twice in an option in one pass, however long the option.
    let mut seen = vec![0usize; names.len()];
    let mut options = Vec::new();
    let mut colours: Vec<Vec<u32>> = Vec::new();
    let mut colour_names: Vec<String> = Vec::new();
    for (line, tokens) in rows {
        let mut option = Vec::with_capacity(tokens.len());
        let mut colour = Vec::with_capacity(tokens.len());
        for t in &tokens {
            let (name, paint) = match t.text.split_once(':') {
                Some((name, paint)) => (name, Some(paint)),
                None => (t.text, None),
            };
            let Some(&c) = index.get(name) else {
                return Err(ParseError::at(
                    line,
                    t.column,
                    msg!(
                        "knuth-unknown-item",
                        name = shorten(t.text),
                        line = header.to_string()
                    ),
                ));
            };
            if seen[c] == options.len() + 1 {
                return Err(ParseError::at(
                    line,
                    t.column,
                    msg!("knuth-item-twice", name = shorten(name)),
                ));
            }
            seen[c] = options.len() + 1;
            option.push(c);
            colour.push(match paint {
                None => 0,
                Some(p) => colour_id(p, c >= primary, name, &mut colour_names)
                    .map_err(|message| ParseError::at(line, t.column, message))?,
            });
        }
        if option.iter().all(|&c| c >= primary) {
            return Err(ParseError::at(line, 0, msg!("knuth-only-secondary")));
        }
        options.push(option);
        colours.push(colour);
    }
    if colour_names.is_empty() {
        colours.clear();
    }
    if options.is_empty() {
        return Err(ParseError::at(line, 0, msg!("knuth-no-options")));
    }
    let numbers = (1..=options.len()).collect();
    Ok(CoverProblem {
        format: CoverFormat::Knuth,
        names,
        primary,
        options,
        numbers,
        colours,
        colour_names,
        bounds,
    })
}

/// A name as a message shows it: its first 20 characters, then `…`.
fn shorten(name: &str) -> String {
    match name.char_indices().nth(20) {
        Some((i, _)) => format!("{}…", &name[..i]),
        None => name.to_string(),
    }
}

/// The id (1, 2, …) of colour `paint` given to item `name`, a new one if
/// it is new; an error for a colour on a primary item or a bad name.
fn colour_id(
    paint: &str,
    secondary: bool,
    name: &str,
    names: &mut Vec<String>,
) -> Result<u32, Msg> {
    if !secondary {
        return Err(msg!("knuth-colour-on-primary", name = shorten(name)));
    }
    if paint.is_empty() || paint.contains([':', '|']) {
        return Err(msg!(
            "knuth-bad-colour",
            colour = shorten(paint),
            name = shorten(name)
        ));
    }
    let id = match names.iter().position(|n| n == paint) {
        Some(i) => i,
        None => {
            names.push(paint.to_string());
            names.len() - 1
        }
    };
    Ok(id as u32 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matrix_format() {
        let p = parse("3 3\n1 0 1\n0 0 0\n0 1 0\n").unwrap();
        assert_eq!(p.format, CoverFormat::Matrix);
        assert_eq!(p.options, vec![vec![0, 2], vec![1]]);
        assert_eq!(p.numbers, vec![1, 3]);
    }

    #[test]
    fn knuth_format_with_secondary_items_and_comments() {
        let p = parse("| a comment\nA B | x\nA x\n| another\nB\nA\n").unwrap();
        assert_eq!(p.format, CoverFormat::Knuth);
        assert_eq!(p.primary, 2);
        assert_eq!(p.names, vec!["A", "B", "x"]);
        assert_eq!(p.options, vec![vec![0, 2], vec![1], vec![0]]);
        assert_eq!(p.option_label(0), "A x");
    }

    #[test]
    fn knuth_text_round_trips() {
        for text in [
            "p q | x y\np x:A y\nq x:B\nq y\n",
            "3 3\n1 0 1\n0 1 0\n0 1 1\n",
        ] {
            let p = parse(text).unwrap();
            let again = parse(&p.to_knuth()).unwrap();
            assert_eq!(
                (&again.names, again.primary, &again.options, &again.colours),
                (&p.names, p.primary, &p.options, &p.colours)
            );
        }
    }

    #[test]
    fn knuth_format_with_colours() {
        let p = parse("p q | x y\np x:A y\nq x:B\nq y\n").unwrap();
        assert_eq!(p.options, vec![vec![0, 2, 3], vec![1, 2], vec![1, 3]]);
        assert_eq!(p.colours, vec![vec![0, 1, 0], vec![0, 2], vec![0, 0]]);
        assert_eq!(p.colour_names, vec!["A", "B"]);
        assert_eq!(p.option_label(0), "p x:A y");
        let e = parse("p q | x\np:A x\n").unwrap_err();
        assert!(e.message.to_string().contains("primary item"), "{e}");
        assert_eq!((e.line, e.column), (2, 1));
        let e = parse("p | x\np x:\n").unwrap_err();
        assert!(e.message.to_string().contains("not a colour"), "{e}");
        assert!(parse("p q | x\np q\n").unwrap().colours.is_empty());
    }

    #[test]
    fn matrix_errors() {
        let e = parse("2 3\n1 0 1\n1 1\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(e.message.to_string().contains("2 values"), "{e}");
        let e = parse("3 2\n1 0\n0 1\n").unwrap_err();
        assert!(e.message.to_string().contains("only 2"), "{e}");
        let e = parse("1 2\n1 0\n0 1\n").unwrap_err();
        assert!(e.message.to_string().contains("more"), "{e}");
        let e = parse("1 2\n1 2\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
    }

    #[test]
    fn knuth_errors() {
        let e = parse("A B\nA C\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
        let e = parse("A A\nA\n").unwrap_err();
        assert!(e.message.to_string().contains("twice"), "{e}");
        assert!(parse("").is_err());
        let e = parse("p | x\np x\nx\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(
            e.message.to_string().contains("only secondary items"),
            "{e}"
        );
        let e = parse("a b\nb a b\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 5));
        assert!(parse("a\u{0}\na\n")
            .unwrap_err()
            .message
            .to_string()
            .contains("U+0000"));
    }

    #[test]
    fn a_matrix_without_its_size_line_is_told_to_add_it() {
        for (text, rows, columns) in [
            ("1 0 1\n0 1 0\n1 1 0\n", 3, 3),
            ("1 0\n0 1\n", 2, 2),
            ("1010\n0101\n", 2, 4),
        ] {
            let e = parse(text).unwrap_err();
            assert_eq!(
                e.to_string(),
                format!("line 1: this looks like a 0/1 matrix without its first line: add a line \"{rows} {columns}\", its numbers of rows and columns"),
                "{text:?}"
            );
        }
        // Knuth's format with items named in 0s and 1s still reads; ragged rows keep their own error.
        assert!(parse("0 1 10\n0 1\n10\n").is_ok());
        assert!(!parse("1 0 1\n0 1\n")
            .unwrap_err()
            .to_string()
            .contains("first line"));
    }
}
