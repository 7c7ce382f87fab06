//! FZU 1686 "神龙的难题": monsters stand on some cells of an n×m grid, and
//! one attack clears an n1×m1 rectangle (not turned). What is the fewest
//! attacks that clear every monster?
//!
//! Input, test cases to the end: a line `n m` (1 ≤ n, m ≤ 15), n lines of m
//! values 0/1 (1: a monster), and a line `n1 m1` (n1 ≤ n, m1 ≤ m). Output:
//! per case, the fewest attacks.
//!
//! As a repeated cover, the monsters are the items and the attacks the
//! options: one per place of the rectangle inside the grid that hits a
//! monster. With no monster the answer is 0, the empty cover.

use super::{Numbers, Problem};
use crate::dlx::repeat::{self, MinOptions};

use crate::formats::ParseError;

/// One test case: the grid, row by row, and the attack's rows and columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// `true` where a monster stands.
    pub grid: Vec<Vec<bool>>,
    /// The rows and columns one attack clears.
    pub attack: (usize, usize),
}

/// Reads the judge's input.
pub fn read(text: &str) -> Result<Vec<Case>, ParseError> {
    let mut numbers = Numbers::new(text, "FZU 1686");
    let mut all = Vec::new();
    while !numbers.is_done() {
        let n = numbers.size(1..=15)?;
        let m = numbers.size(1..=15)?;
        let grid = (0..n)
            .map(|_| (0..m).map(|_| Ok(numbers.next(0..=1)? == 1)).collect())
            .collect::<Result<_, ParseError>>()?;
        let attack = (numbers.size(1..=n)?, numbers.size(1..=m)?);
        all.push(Case { grid, attack });
    }
    Ok(all)
}

/// The repeated-cover problem: the monsters (row by row) as items, and an
/// option for each place of the attack that hits one.
pub fn problem(case: &Case) -> Problem {
    let (n, m) = (case.grid.len(), case.grid[0].len());
    let mut number = vec![vec![usize::MAX; m]; n];
    let mut items = Vec::new();
    for (r, row) in case.grid.iter().enumerate() {
        for (c, &monster) in row.iter().enumerate() {
            if monster {
                number[r][c] = items.len();
                items.push(format!("r{}c{}", r + 1, c + 1));
            }
        }
    }
    let (h, w) = case.attack;
    let mut options = Vec::new();
    for top in 0..=n - h {
        for left in 0..=m - w {
            let hit: Vec<usize> = (top..top + h)
                .flat_map(|r| (left..left + w).map(move |c| (r, c)))
                .map(|(r, c)| number[r][c])
                .filter(|&k| k != usize::MAX)
                .collect();
            if !hit.is_empty() {
                options.push((format!("attack at r{}c{}", top + 1, left + 1), hit));
            }
        }
    }
    Problem { items, options }
}

/// The fewest attacks of one case.
pub fn fewest(case: &Case) -> usize {
    let links = problem(case).links();
    let outcome = repeat::min_cover(&links, MinOptions::default(), |_| {});
    outcome
        .best
        .expect("every monster is in some place of the attack")
        .len()
}

/// Each case's problem in Knuth's format, a text a case.
pub fn cover(text: &str) -> Result<Vec<String>, ParseError> {
    Ok(read(text)?
        .iter()
        .map(|case| {
            let (h, w) = case.attack;
            let title = format!(
                "FZU 1686: a {}×{} grid, attacks of {h}×{w}",
                case.grid.len(),
                case.grid[0].len()
            );
            problem(case).knuth(&title)
        })
        .collect())
}

/// The judge's output: the fewest attacks, a case per line.
pub fn answer(text: &str) -> Result<String, ParseError> {
    Ok(read(text)?
        .iter()
        .map(|case| format!("{}\n", fewest(case)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The judge's sample, and an empty grid.
    #[test]
    fn the_samples() {
        let sample = "4 4\n1 0 0 1\n0 1 1 0\n0 1 1 0\n1 0 0 1\n2 2\n\
                      4 4\n0 0 0 0\n0 1 1 0\n0 1 1 0\n0 0 0 0\n2 2\n";
        assert_eq!(answer(sample).unwrap(), "4\n1\n");
        assert_eq!(answer("2 2\n0 0\n0 0\n1 1\n").unwrap(), "0\n");
    }

    #[test]
    fn bad_input_is_named() {
        let e = answer("2 2\n0 2\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
        let e = answer("2 2\n0 0\n0 0\n3 1\n").unwrap_err();
        assert_eq!((e.line, e.column), (4, 1));
        assert_eq!(answer("2 2\n0 0\n").unwrap_err().line, 2);
    }
}
