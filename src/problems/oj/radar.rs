//! HDU 2295 "Radar": N cities, M radar stations and K operators; each
//! operator runs one station, and every station has the same radius. What
//! is the smallest radius at which K stations cover every city?
//!
//! Input: a line `T`, then per test case a line `N M K` (1 ≤ N, M ≤ 50,
//! 1 ≤ K ≤ M), N lines `x y` for the cities and M for the stations
//! (0 ≤ x, y ≤ 1000). Output: per case, the radius rounded to six decimals.
//!
//! As a repeated cover at a radius r, the stations are the options and the
//! cities the items; a station covers the cities within r. The fewest
//! stations only fall as r grows, so a binary search finds the least r with
//! at most K. The judges' solutions search over real numbers; here the
//! radius is one of the N·M station–city distances, so the search runs over
//! those, exactly, by their squares.

use super::{Numbers, Problem};
use crate::dlx::repeat::{self, MinOptions};

use crate::formats::ParseError;

/// One test case: cities and stations as `(x, y)`, and the operators.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// Where the cities are.
    pub cities: Vec<(i64, i64)>,
    /// Where the radar stations are.
    pub stations: Vec<(i64, i64)>,
    /// How many stations can run at once.
    pub operators: usize,
}

/// Reads the judge's input.
pub fn read(text: &str) -> Result<Vec<Case>, ParseError> {
    let mut numbers = Numbers::new(text, "HDU 2295");
    let cases = numbers.size(1..=20)?;
    let mut all = Vec::with_capacity(cases);
    for _ in 0..cases {
        let n = numbers.size(1..=50)?;
        let m = numbers.size(1..=50)?;
        let operators = numbers.size(1..=m)?;
        let mut point = || Ok::<_, ParseError>((numbers.next(0..=1000)?, numbers.next(0..=1000)?));
        let cities = (0..n).map(|_| point()).collect::<Result<_, _>>()?;
        let stations = (0..m).map(|_| point()).collect::<Result<_, _>>()?;
        all.push(Case {
            cities,
            stations,
            operators,
        });
    }
    Ok(all)
}

/// The squared distance between two points.
fn squared((x, y): (i64, i64), (u, v): (i64, i64)) -> i64 {
    (x - u) * (x - u) + (y - v) * (y - v)
}

/// The repeated-cover problem at squared radius `r2`: an option per station
/// that covers a city (in order), over the cities.
pub fn problem(case: &Case, r2: i64) -> Problem {
    let mut options = Vec::new();
    for (s, &(x, y)) in case.stations.iter().enumerate() {
        let covered: Vec<usize> = (0..case.cities.len())
            .filter(|&c| squared((x, y), case.cities[c]) <= r2)
            .collect();
        if !covered.is_empty() {
            options.push((format!("station {} ({x}, {y})", s + 1), covered));
        }
    }
    let items = case
        .cities
        .iter()
        .map(|&(x, y)| format!("({x},{y})"))
        .collect();
    Problem { items, options }
}

/// Whether at most `operators` stations cover every city at squared radius `r2`.
fn enough(case: &Case, r2: i64) -> bool {
    let links = problem(case, r2).links();

    let options = MinOptions {
        up_to: Some(case.operators),
        ..MinOptions::default()
    };
    repeat::min_cover(&links, options, |_| {}).best.is_some()
}

/// The least squared radius at which `operators` stations suffice. At the
/// largest distance one station covers every city, so there is one.
pub fn least_squared_radius(case: &Case) -> i64 {
    let mut radii: Vec<i64> = case
        .stations
        .iter()
        .flat_map(|&s| case.cities.iter().map(move |&c| squared(s, c)))
        .collect();
    radii.sort_unstable();
    radii.dedup();
    let index = radii.partition_point(|&r2| !enough(case, r2));
    radii[index]
}

/// Each case's problem at its least radius, in Knuth's format, a text a case.
pub fn cover(text: &str) -> Result<Vec<String>, ParseError> {
    Ok(read(text)?
        .iter()
        .map(|case| {
            let r2 = least_squared_radius(case);
            let title = format!(
                "HDU 2295: {} stations within radius {:.6} of {} cities, {} operators",
                case.stations.len(),
                (r2 as f64).sqrt(),
                case.cities.len(),
                case.operators
            );
            problem(case, r2).knuth(&title)
        })
        .collect())
}

/// The judge's output: a radius per line, to six decimals.
pub fn answer(text: &str) -> Result<String, ParseError> {
    Ok(read(text)?
        .iter()
        .map(|case| format!("{:.6}\n", (least_squared_radius(case) as f64).sqrt()))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The judge's sample, and a second case from a published solution.
    #[test]
    fn the_samples() {
        let sample = "1\n3 3 2\n3 4\n3 1\n5 4\n1 1\n2 2\n3 3\n";
        assert_eq!(answer(sample).unwrap(), "2.236068\n");
        let two = "2\n3 2 2\n0 2\n3 2\n5 2\n2 2\n4 2\n3 3 2\n3 4\n3 1\n5 4\n1 1\n2 2\n3 3\n";
        assert_eq!(answer(two).unwrap(), "2.000000\n2.236068\n");
    }

    #[test]
    fn bad_input_is_named() {
        let e = answer("1\n3 3 4\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 5));
        let e = answer("1\n3 3 2\n3 4\n").unwrap_err();
        assert_eq!(e.line, 3);
        let e = answer("1\n3 x 2\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
    }
}
