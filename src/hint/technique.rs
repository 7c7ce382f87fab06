//! What a technique is: its [`Difficulty`] on the ladder, its name
//! ([`Technique`]) and its row of [`TECHNIQUES`] ([`TechniqueInfo`]).

use super::rating::Rule;
use super::text::Words;
use super::{Board, Step, Technique, TECHNIQUES};
use crate::error::Unknown;
use crate::i18n::Msg;
use serde::Serialize;
use std::fmt;

/// How hard a technique (or a puzzle) is: the ladder that HoDoKu and
/// SudokuWiki users know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// Singles only.
    Easy,
    /// Intersections (pointing, claiming) and naked or hidden subsets.
    Medium,
    /// Fish (finned ones too), wings, single-digit patterns, colouring.
    Hard,
    /// Chains, uniqueness, almost locked sets.
    Expert,
    /// Forcing chains and nets, or logic of this catalogue gets stuck: it
    /// needs search.
    Extreme,
}

impl Difficulty {
    /// Every level, easiest first.
    pub const ALL: [Difficulty; 5] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
        Difficulty::Extreme,
    ];

    /// Its name: `easy` … `extreme`.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
            Difficulty::Extreme => "extreme",
        }
    }

    /// The level with this name, or an error that lists the names there are.
    pub fn from_name(name: &str) -> Result<Difficulty, Unknown> {
        Difficulty::ALL
            .into_iter()
            .find(|l| l.name() == name)
            .ok_or_else(|| Unknown::new("level", name, Difficulty::ALL.map(Difficulty::name)))
    }

    /// Its name for people, in the catalogue: "hard", "难".
    pub fn msg(self) -> Msg {
        Msg::new(match self {
            Difficulty::Easy => "level-easy",
            Difficulty::Medium => "level-medium",
            Difficulty::Hard => "level-hard",
            Difficulty::Expert => "level-expert",
            Difficulty::Extreme => "level-extreme",
        })
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Makes [`Technique`] and [`TECHNIQUES`](super::TECHNIQUES) from one
/// list of `Variant => file::ROW` lines, so that the variants and the rows
/// cannot fall out of order and a new technique is its file and one line.
/// A name with a digit (`unique-rectangle-1`) says it with `as`, for the
/// bindings' TypeScript type (see below).
//
// `Technique` serialises as its row's `name` (by hand, below: a derived
// Serialize costs the wasm module some 700 bytes more). The `serde`
// attributes are for the bindings' TypeScript type only, which tsify
// derives from the variants' names in kebab-case: a test checks that those
// are the rows' names.
macro_rules! techniques {
    ($($variant:ident $(as $name:literal)? => $row:path,)*) => {
        /// The techniques, in the order a step is looked for: by level, and
        /// within a level roughly by Sukaku Explainer's rating. The JSON and
        /// the JS API give them by name (`naked-pair`, `x-wing`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[cfg_attr(
            target_arch = "wasm32",
            derive(tsify::Tsify),
            serde(rename_all = "kebab-case")
        )]
        #[allow(missing_docs)]
        pub enum Technique {
            $($(#[cfg_attr(target_arch = "wasm32", serde(rename = $name))])? $variant,)*
        }

        /// Each technique's row, in the order of [`Technique`]'s variants
        /// ([`Technique::info`] counts on it).
        pub const TECHNIQUES: &[TechniqueInfo] = &[$($row,)*];

        impl Technique {
            /// Every technique, in the order they are tried.
            pub const ALL: [Technique; TECHNIQUES.len()] = [$(Technique::$variant,)*];
        }
    };
}
pub(super) use techniques;

impl Technique {
    /// Its row of [`TECHNIQUES`], which lists the techniques in the order of
    /// the variants (both are made from one list).
    pub fn info(self) -> &'static TechniqueInfo {
        &TECHNIQUES[self as usize]
    }

    /// Lower-case words joined by hyphens: `naked-pair`, `x-wing`.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// How hard it is: the level of a puzzle is that of its hardest step.
    pub fn level(self) -> Difficulty {
        self.info().level
    }

    /// Looks for this technique on `board`.
    pub fn find(self, board: &Board) -> Option<Step> {
        (self.info().find)(board)
    }
}

/// Everything about one technique, its row of [`TECHNIQUES`]: each
/// technique's file exports its own (`fish::X_WING`), next to the finder
/// and the words it names, so that adding a technique is its file, one line
/// of the list in `hint/mod.rs` (which makes its variant of [`Technique`]
/// and its place in [`TECHNIQUES`]) and its words in `locales/*/hints.ftl`.
pub struct TechniqueInfo {
    /// Lower-case words joined by hyphens (`naked-pair`): the CLI's and the
    /// JSON's name, the same in every language.
    pub name: &'static str,
    /// The catalogue's id of its name for people ("Naked pair").
    pub title: &'static str,
    /// How hard it is.
    pub level: Difficulty,
    /// Looks for it on a board.
    pub find: fn(&Board) -> Option<Step>,
    /// Its nudge, its name and place, and its full step in the player's
    /// terms, as messages of the catalogue.
    pub words: fn(&Words) -> (Msg, Msg, Msg),
    /// The same step in the exact-cover matrix's terms (`Words::matrix` for
    /// a pattern or a chain).
    pub matrix: fn(&Words) -> Msg,
    /// Its estimate on Sukaku Explainer's scale, and the lowest a step of it
    /// can have.
    pub rating: Rule,
}

impl Serialize for Technique {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}
