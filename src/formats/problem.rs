//! The one place that decides which of the engine's three searches an
//! exact-cover text is for: Algorithm X, Algorithm M (Knuth's
//! multiplicities, `a:b|item`) or repeated cover. The CLI, the bindings and
//! the tests all read through [`read_problem`], so the rule is written once.
//!
//! It is a reader, so it sits with the formats, above the engine: were it in
//! `dlx`, the engine would import the formats, which import the sudoku,
//! which imports the engine.

use super::cover::{self, CoverProblem};
use super::ParseError;
use crate::dlx::repeat::{self, MinOptions, MinOutcome, Progress};
use crate::dlx::{self, Algorithm, ItemRule, Limits, Outcome, Search, VerifyError};

/// What the reader of a text wants of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// An exact cover: each primary item once, or within its multiplicity.
    Exact,
    /// A repeated cover: the fewest options that cover each primary item
    /// at least once (`cover --min`, a Tracer's `kind: "repeat"`).
    Repeated,
}

/// An exact-cover text, read, and the search it is for.
#[derive(Clone, Debug)]
pub struct Problem {
    /// The problem as read.
    pub cover: CoverProblem,
    /// Its search.
    pub algorithm: Algorithm,
}

/// Reads `text` as `wanted`: a text with multiplicities is for Algorithm
/// M, any other exact cover for X; a repeated cover reads no
/// multiplicities (its reader says they are not yet here).
pub fn read_problem(text: &str, wanted: Wanted) -> Result<Problem, ParseError> {
    Ok(match wanted {
        Wanted::Repeated => Problem {
            cover: cover::parse(text)?,
            algorithm: Algorithm::Repeated,
        },
        Wanted::Exact => {
            let cover = cover::parse_bounded(text)?;
            let algorithm = match cover.bounds.is_empty() {
                true => Algorithm::X,
                false => Algorithm::M,
            };
            Problem { cover, algorithm }
        }
    })
}

impl Problem {
    /// Solves an exact cover (read as [`Wanted::Exact`]) with the search its
    /// algorithm names, X picking its items by `rule` or M, within
    /// `limits`, and checks the first solution against the matrix before
    /// anyone sees it: the CLI's `cover` and the bindings' `solveCover`
    /// answer through here. A repeated cover has its own search
    /// ([`dlx::repeat::min_cover`]).
    pub fn solve(&self, rule: ItemRule, limits: Limits) -> Result<Outcome, VerifyError> {
        let links = self.cover.links();
        let bounds = &self.cover.bounds;
        let outcome = match self.algorithm {
            Algorithm::X => dlx::solve(Search::new(links.clone(), rule), limits),
            Algorithm::M => dlx::bounds::solve(&links, bounds, limits),
            Algorithm::Repeated => unreachable!("a repeated cover is not solved as an exact cover"),
        };
        if let Some(first) = &outcome.first {
            match self.algorithm {
                Algorithm::M => dlx::bounds::verify(&links, bounds, first)?,
                _ => dlx::verify(&links, first)?,
            }
        }
        Ok(outcome)
    }

    /// The fewest options that cover each primary item at least once (a
    /// problem read as [`Wanted::Repeated`]), with `progress` told at each
    /// depth limit; the optimal set found is checked against the matrix,
    /// as [`Problem::solve`] checks its first solution. The CLI's
    /// `cover --min` and the bindings' `minCover` answer through here.
    pub fn min_cover(
        &self,
        options: MinOptions,
        progress: impl FnMut(Progress),
    ) -> Result<MinOutcome, VerifyError> {
        let links = self.cover.links();
        let outcome = repeat::min_cover(&links, options, progress);
        if let Some(best) = &outcome.best {
            repeat::verify(&links, best)?;
        }
        Ok(outcome)
    }
}
