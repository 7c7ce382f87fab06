//! A count split across machines: `cover --count --part K/N` counts one
//! part of the search tree ([`split::part`](dlx_lab::dlx::split::part)),
//! `--json` says so in a line, and `sum` adds the lines of every part.
//! The batch system that runs the parts (GNU parallel, a Slurm array, a
//! Kubernetes Indexed Job) is the user's: see examples/.

use super::Result;
use dlx_lab::msg;
use serde::{Deserialize, Serialize};
use std::io::Write;

/// Subtrees per part that `--part` aims at when no `--parts-depth` is
/// given: enough that the parts come out alike in size.
pub const PARTS_PER_MACHINE: usize = 16;

/// Part `k` (1-based) of `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub k: usize,
    pub n: usize,
}

impl Part {
    /// Reads `K/N`, two whole numbers with 1 ≤ K ≤ N.
    pub fn parse(text: &str) -> std::result::Result<Part, dlx_lab::i18n::Msg> {
        let numbers = text
            .split_once('/')
            .and_then(|(k, n)| Some((k.trim().parse().ok()?, n.trim().parse().ok()?)));
        match numbers {
            Some((k, n)) if 1 <= k && k <= n => Ok(Part { k, n }),
            _ => Err(msg!("cli-part-bad", text = text)),
        }
    }

    /// The part's JSON line: `{"part":K,"of":N,"count":…,"nodes":…}`.
    pub fn line(self, count: u64, nodes: u64) -> String {
        let line = Line {
            part: self.k,
            of: self.n,
            count,
            nodes,
        };
        serde_json::to_string(&line).expect("a line serialises")
    }
}

/// One part's count, as `cover --part K/N --json` prints it.
#[derive(Serialize, Deserialize)]
struct Line {
    part: usize,
    of: usize,
    count: u64,
    nodes: u64,
}

/// What `sum --json` prints.
#[derive(Serialize)]
struct Total {
    of: usize,
    count: u64,
    nodes: u64,
}

/// `sum`: adds the parts' lines in `texts` (blank lines aside) and prints
/// the whole count, or with `json` `{"of":N,"count":…,"nodes":…}`. Every
/// part 1..N must be there once, all of the same N.
pub fn sum(texts: &[String], json: bool, out: &mut impl Write) -> Result<bool> {
    let lines = texts
        .iter()
        .flat_map(|t| t.lines())
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty());
    // Per part: the line that gave it.
    let mut seen: Vec<Option<usize>> = Vec::new();
    let (mut count, mut nodes) = (0u64, 0u64);
    for (number, text) in lines {
        let line: Line = serde_json::from_str(text)
            .map_err(|e| msg!("cli-sum-line", line = number, error = e.to_string()))?;
        if seen.is_empty() {
            seen = vec![None; line.of];
        }
        if line.of != seen.len() {
            let of = seen.len();
            return Err(msg!("cli-sum-of", line = number, found = line.of, of = of).into());
        }
        let Some(slot) = line.part.checked_sub(1).and_then(|i| seen.get_mut(i)) else {
            let (part, of) = (line.part, line.of);
            return Err(msg!("cli-sum-range", line = number, part = part, of = of).into());
        };
        if let Some(first) = *slot {
            let (part, of) = (line.part, line.of);
            return Err(msg!(
                "cli-sum-twice",
                part = part,
                of = of,
                first = first,
                line = number
            )
            .into());
        }
        *slot = Some(number);
        count = count
            .checked_add(line.count)
            .ok_or_else(|| msg!("cli-sum-overflow"))?;
        nodes = nodes.saturating_add(line.nodes);
    }
    if seen.is_empty() {
        return Err(msg!("cli-sum-empty").into());
    }
    let missing: Vec<usize> = (1..=seen.len())
        .filter(|&k| seen[k - 1].is_none())
        .collect();
    if !missing.is_empty() {
        let of = seen.len();
        return Err(msg!(
            "cli-sum-missing",
            count = missing.len(),
            parts = dlx_lab::i18n::list(missing),
            of = of
        )
        .into());
    }
    match json {
        true => {
            let of = seen.len();
            let total = Total { of, count, nodes };
            writeln!(out, "{}", serde_json::to_string(&total)?)?
        }
        false => writeln!(out, "{count}")?,
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_is_k_of_n() {
        assert_eq!(Part::parse("3/7"), Ok(Part { k: 3, n: 7 }));
        for bad in ["0/7", "8/7", "3", "a/b", "3/7/9", "-1/2", ""] {
            assert!(Part::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn lines_add_up_once_each() {
        let line = |k, n, c| Part { k, n }.line(c, 10);
        let sum_of = |lines: &[String]| {
            let mut out = Vec::new();
            sum(&[lines.join("\n")], false, &mut out).map(|_| String::from_utf8(out).unwrap())
        };
        let all = [line(2, 3, 5), line(1, 3, 7), String::new(), line(3, 3, 0)];
        assert_eq!(sum_of(&all).ok().as_deref(), Some("12\n"));
        assert!(sum_of(&all[..2]).is_err(), "part 3 is missing");
        assert!(sum_of(&[line(1, 2, 1), line(1, 2, 1), line(2, 2, 1)]).is_err());
        assert!(sum_of(&[line(1, 2, 1), line(2, 3, 1)]).is_err());
        assert!(sum_of(&["{\"part\":1}".to_string()]).is_err());
        assert!(sum_of(&[]).is_err());
        let big = [line(1, 2, u64::MAX), line(2, 2, 1)];
        assert!(sum_of(&big).is_err(), "overflow");
    }
}
