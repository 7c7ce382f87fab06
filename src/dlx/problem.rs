//! The one place that decides which of the engine's three searches an
//! exact-cover text is for: Algorithm X, Algorithm M (Knuth's
//! multiplicities, `a:b|item`) or repeated cover. The CLI, the bindings and
//! the tests all read through [`read_problem`], so the rule is written once.

use crate::formats::cover::{self, CoverProblem};
use crate::formats::ParseError;

/// What the reader of a text wants of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// An exact cover: each primary item once, or within its multiplicity.
    Exact,
    /// A repeated cover: the fewest options that cover each primary item
    /// at least once (`cover --min`, a Tracer's `kind: "repeat"`).
    Repeated,
}

/// The search a problem is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Exact cover, with colours: [`super::Search`].
    X,
    /// Exact cover with multiplicities: [`super::bounds`].
    M,
    /// Repeated cover: [`super::repeat`].
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
