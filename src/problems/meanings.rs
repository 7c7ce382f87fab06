//! What each item of a classic asks for, in the puzzle's own words: a
//! queen on every rank and file and at most one on each diagonal, each
//! Langford number placed, each square of a pentomino board covered. The
//! step-through's narration and matrix name the items so; a page asks for
//! them with the problem, so that no item name is read apart anywhere but
//! beside the generator that chose it.

use super::by_name;
use crate::formats::cover;
use crate::i18n::Msg;
use crate::msg;

/// The meaning of each item of `problem(name, size)`, in the text's order.
pub fn meanings(name: &str, size: &str) -> Result<Vec<Msg>, Msg> {
    let text = by_name(name, size)?;
    let names = cover::parse(&text).map_err(|e| e.msg())?.names;
    let n: usize = size.trim().parse().unwrap_or(0);
    Ok(names.iter().map(|item| meaning(name, n, item)).collect())
}

/// The meaning of one item of problem `name` (of side or number `n`).
fn meaning(name: &str, n: usize, item: &str) -> Msg {
    match name {
        "queens" => queens(n, item),
        "langford" => match item.strip_prefix('s') {
            Some(place) => msg!("langford-place", place = place),
            None => msg!("langford-pair", number = item),
        },
        _ => pentominoes(item),
    }
}

/// A square's chess name: row 0, column 0 is a1 (files a… left to right
/// with the columns, ranks 1… with the rows).
fn square_name(r: usize, c: usize) -> String {
    format!("{}{}", char::from(b'a' + c as u8), r + 1)
}

/// N-queens' items ([`super::queens`]): rank `r…`, file `c…`, and the
/// diagonals `a_k` (the squares with r + c = k) and `b_k` (r − c = k − (n − 1)),
/// named by their end squares.
fn queens(n: usize, item: &str) -> Msg {
    let (letter, k) = item.split_at(1);
    let k: usize = k.parse().unwrap_or(0);
    match letter {
        "r" => msg!("queens-rank", rank = k + 1),
        "c" => msg!("queens-file", file = square_name(0, k)[..1].to_string()),
        _ => {
            let (first, last) = ((k + 1).saturating_sub(n), k.min(n - 1));
            let square = |r: usize| match letter {
                "a" => square_name(r, k - r),
                _ => square_name(r, r + n - 1 - k),
            };
            match first == last {
                true => msg!("queens-corner", square = square(first)),
                false => msg!("queens-diagonal", from = square(first), to = square(last)),
            }
        }
    }
}

/// Pentominoes' items ([`super::pentominoes`]): a square `r3c5`, or a piece.
fn pentominoes(item: &str) -> Msg {
    let square = item
        .strip_prefix('r')
        .and_then(|rest| rest.split_once('c'))
        .filter(|(r, c)| {
            [r, c]
                .iter()
                .all(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
        });
    match square {
        Some((row, column)) => msg!("pentominoes-square", row = row, column = column),
        None => msg!("pentominoes-piece", piece = item),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn said(name: &str, size: &str) -> Vec<String> {
        let all = meanings(name, size).unwrap();
        all.iter().map(|m| m.render(Lang::En)).collect()
    }

    #[test]
    fn the_classics_items_say_what_they_ask_for() {
        let q = said("queens", "4");
        assert_eq!(q[0], "rank 1 needs a queen");
        assert_eq!(q[4], "file a needs a queen");
        // a0 is the corner a1; a1 runs from a2 to b1; b0 is the corner d1.
        assert_eq!(q[8], "at most one queen on a1, a corner");
        assert_eq!(q[9], "at most one queen on the diagonal b1–a2");
        assert_eq!(q[15], "at most one queen on d1, a corner");
        let l = said("langford", "3");
        assert_eq!(
            [&l[0][..], &l[3][..]],
            ["the two 1s are placed", "place 1 holds a number"]
        );
        let p = said("pentominoes", "6x10");
        assert!(p.contains(&"piece X is placed".to_string()), "{p:?}");
        assert!(
            p.contains(&"the square in row 0, column 0 is covered".to_string()),
            "{p:?}"
        );
        assert!(meanings("queens", "99").is_err());
    }
}
