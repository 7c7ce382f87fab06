//! The classic exact-cover problems that teachers of Algorithm X show, each
//! written out in Knuth's DLX format, so that the parser, the engine, the
//! tracer and the page treat them as any pasted problem.
//!
//! - [`queens`]: N-queens, with the diagonals as secondary items;
//! - [`langford`]: Langford pairs;
//! - [`pentominoes`]: the 12 pentominoes on a board;
//! - [`set_cover`]: a random set cover, for repeated cover (`cover --min`).

mod meanings;
pub mod oj;
mod pentominoes;
mod set_cover;

pub use meanings::meanings;
pub use pentominoes::{pentominoes, Board, BOARDS};
pub use set_cover::set_cover;

use crate::error::Unknown;
use crate::i18n::Msg;
use crate::msg;

/// The largest N-queens board and Langford n the app offers.
pub const MAX_QUEENS: usize = 16;
/// The largest Langford n the app offers.
pub const MAX_LANGFORD: usize = 16;
/// The largest random set cover `problem` writes.
pub const MAX_SET_COVER: usize = 1000;

/// The problem `name` (`queens`, `langford` or `pentominoes`) of `size` (N,
/// n, or the board's name) in Knuth's format, or why there is none.
pub fn by_name(name: &str, size: &str) -> Result<String, Msg> {
    let number = |min: usize, max: usize| {
        size.trim()
            .parse()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| {
                msg!(
                    "problem-size",
                    name = name,
                    min = min,
                    max = max,
                    size = size
                )
            })
    };
    match name {
        "queens" => Ok(queens(number(1, MAX_QUEENS)?)),
        "langford" => Ok(langford(number(2, MAX_LANGFORD)?)),
        "pentominoes" => BOARDS
            .iter()
            .find(|b| b.name == size.trim())
            .map(|&b| pentominoes(b))
            .ok_or_else(|| Unknown::new("board", size, BOARDS.iter().map(|b| b.name)).msg()),
        "set-cover" => Ok(set_cover(number(2, MAX_SET_COVER)?)),
        _ => Err(Unknown::new(
            "problem",
            name,
            ["queens", "langford", "pentominoes", "set-cover"],
        )
        .msg()),
    }
}

/// N-queens on an n×n board in Knuth's format. Rows `r0…` and columns `c0…`
/// are primary (each has exactly one queen); the diagonals `a0…` (r + c)
/// and `b0…` (r − c + n − 1) are secondary (at most one queen). An option
/// is a square: `r3 c5 a8 b5`.
pub fn queens(n: usize) -> String {
    let names = |letter: char, count: usize| (0..count).map(move |i| format!("{letter}{i}"));
    let mut items: Vec<String> = names('r', n).chain(names('c', n)).collect();
    items.push("|".into());
    items.extend(names('a', 2 * n - 1).chain(names('b', 2 * n - 1)));
    let mut text = format!("| {n} queens\n{}\n", items.join(" "));
    for r in 0..n {
        for c in 0..n {
            text += &format!("r{r} c{c} a{} b{}\n", r + c, r + n - 1 - c);
        }
    }
    text
}

/// Langford pairs for n: the sequence 1 1 2 2 … n n in 2n places, with k
/// numbers between the two k's. Items are the values `1…n` and the places
/// `s1…s2n`; an option puts a value in two places: `3 s2 s6`. Every
/// arrangement is counted with its reversal.
pub fn langford(n: usize) -> String {
    let mut items: Vec<String> = (1..=n).map(|k| k.to_string()).collect();
    items.extend((1..=2 * n).map(|i| format!("s{i}")));
    let mut text = format!("| Langford pairs, n = {n}\n{}\n", items.join(" "));
    for k in 1..=n {
        for i in 1..=2 * n {
            let j = i + k + 1;
            if j <= 2 * n {
                text += &format!("{k} s{i} s{j}\n");
            }
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dlx::{self, ItemRule, Limits, Search};
    use crate::formats::cover::parse;

    /// The number of solutions of a problem in Knuth's format.
    pub(crate) fn count(text: &str) -> u64 {
        let problem = parse(text).unwrap();
        dlx::solve(
            Search::new(problem.links(), ItemRule::Smallest),
            Limits::ALL,
        )
        .count
    }

    #[test]
    fn queens_counts() {
        let counts: Vec<u64> = (1..=8).map(|n| count(&queens(n))).collect();
        assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92]);
    }

    #[test]
    fn langford_counts() {
        assert_eq!(count(&langford(3)), 2);
        assert_eq!(count(&langford(4)), 2);
        assert_eq!(count(&langford(5)), 0);
        assert_eq!(count(&langford(7)), 52);
    }
}
