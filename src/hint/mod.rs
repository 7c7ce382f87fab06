//! Hints that teach: the next step a person could take, the logical solve
//! path of a puzzle, its difficulty, and puzzles generated at a level.
//!
//! Every technique is one file, and almost all are one pattern of the
//! exact-cover matrix ([`pattern`]): k columns whose remaining options lie
//! inside k other columns. A technique finds a [`Step`]: structured data
//! (placements, eliminations, the columns behind it) from which [`text`]
//! renders the words, in the player's terms and in the matrix's.
//!
//! - [`board`]: values and open candidates, i.e. the reduced matrix;
//! - [`singles`], [`locked`], [`subsets`], [`fish`], [`wings`], [`forcing`]:
//!   techniques;
//! - [`path`]: the logical solve, for `explain` and `rate`;
//! - [`next`]: the next hint for a player, mistakes first;
//! - [`generate`]: seeded puzzles at a level.

pub mod board;
pub mod check;
mod fish;
mod forcing;
pub mod generate;
mod locked;
mod next;
pub mod path;
mod pattern;
mod singles;
mod subsets;
#[cfg(test)]
mod tests;
pub mod text;
mod wings;

pub use board::Board;
pub use next::{hint, Branch, Hint, Kind, FULL};
pub use path::{explain, rate, Path, Rating, Verdict};

use crate::error::Unknown;
use crate::i18n::Msg;
use crate::sudoku::{Shape, Unit};
use serde::Serialize;
use std::fmt;

/// How hard a technique (or a puzzle) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates, pairs.
    Medium,
    /// Triples, X-Wing, XY-Wing.
    Hard,
    /// Quads, Swordfish, Jellyfish, XYZ-Wing, forcing chains.
    Expert,
    /// Logic of this catalogue gets stuck: it needs search.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// Its name: `easy` … `extreme`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }

    /// The level with this name, or an error that lists the names there are.
    pub fn from_name(name: &str) -> Result<Level, Unknown> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == name)
            .ok_or_else(|| Unknown::new("level", name, Level::ALL.map(Level::name)))
    }

    /// Its name for people, in the catalogue: "hard", "难".
    pub fn msg(self) -> Msg {
        Msg::new(match self {
            Level::Easy => "level-easy",
            Level::Medium => "level-medium",
            Level::Hard => "level-hard",
            Level::Expert => "level-expert",
            Level::Extreme => "level-extreme",
        })
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The techniques, in the order a step is looked for: easiest first. The
/// JSON and the JS API give them by name (`naked-pair`, `x-wing`).
//
// It serialises as its row's `name` (by hand, below: a derived Serialize
// costs the wasm module some 700 bytes more). The `serde` attribute is for
// the bindings' TypeScript type only, which tsify derives from the variants'
// names in kebab-case: a test checks that those are the rows' names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    serde(rename_all = "kebab-case")
)]
#[allow(missing_docs)]
pub enum Technique {
    NakedSingle,
    HiddenSingle,
    Pointing,
    Claiming,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    XWing,
    XyWing,
    Swordfish,
    XyzWing,
    NakedQuad,
    HiddenQuad,
    Jellyfish,
    ForcingChain,
}

impl Technique {
    /// Every technique, in the order they are tried.
    pub const ALL: [Technique; 16] = {
        let mut all = [Technique::NakedSingle; 16];
        let mut i = 0;
        while i < 16 {
            all[i] = TECHNIQUES[i].technique;
            i += 1;
        }
        all
    };

    /// Its row of [`TECHNIQUES`].
    pub fn info(self) -> &'static TechniqueInfo {
        &TECHNIQUES[self as usize]
    }

    /// Lower-case words joined by hyphens: `naked-pair`, `x-wing`.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// How hard it is: the level of a puzzle is that of its hardest step.
    pub fn level(self) -> Level {
        self.info().level
    }

    /// The naked subset of size k (1 is the naked single).
    fn naked(k: usize) -> Technique {
        [
            Technique::NakedSingle,
            Technique::NakedPair,
            Technique::NakedTriple,
            Technique::NakedQuad,
        ][k - 1]
    }

    /// The hidden subset of size k (1 is the hidden single).
    fn hidden(k: usize) -> Technique {
        [
            Technique::HiddenSingle,
            Technique::HiddenPair,
            Technique::HiddenTriple,
            Technique::HiddenQuad,
        ][k - 1]
    }

    /// The fish of size k, 2 to 4.
    fn fish(k: usize) -> Technique {
        [Technique::XWing, Technique::Swordfish, Technique::Jellyfish][k - 2]
    }

    /// Looks for this technique on `board`.
    pub fn find(self, board: &Board) -> Option<Step> {
        (self.info().find)(board)
    }
}

/// Everything about one technique, in one row of [`TECHNIQUES`]: adding a
/// technique is its file, its variant of [`Technique`], its row here and
/// its words in `locales/*/hints.ftl`.
pub struct TechniqueInfo {
    /// The technique.
    pub technique: Technique,
    /// Lower-case words joined by hyphens (`naked-pair`): the CLI's and the
    /// JSON's name, the same in every language.
    pub name: &'static str,
    /// The catalogue's id of its name for people ("Naked pair").
    pub title: &'static str,
    /// How hard it is.
    pub level: Level,
    /// Looks for it on a board.
    pub find: fn(&Board) -> Option<Step>,
    /// Its nudge, its name and place, and its full step in the player's terms.
    pub words: fn(&text::Words) -> (Msg, Msg, Msg),
}

/// The techniques, in the order of [`Technique`]'s variants, which is the
/// order a step is looked for: easiest first.
pub const TECHNIQUES: [TechniqueInfo; 16] = {
    use text::Words;
    use Level::*;
    use Technique::*;
    const fn row(
        technique: Technique,
        name: &'static str,
        title: &'static str,
        level: Level,
        find: fn(&Board) -> Option<Step>,
        words: fn(&Words) -> (Msg, Msg, Msg),
    ) -> TechniqueInfo {
        TechniqueInfo {
            technique,
            name,
            title,
            level,
            find,
            words,
        }
    }
    [
        row(
            NakedSingle,
            "naked-single",
            "technique-naked-single",
            Easy,
            singles::naked,
            |w| w.naked_single(),
        ),
        row(
            HiddenSingle,
            "hidden-single",
            "technique-hidden-single",
            Easy,
            singles::hidden,
            |w| w.hidden_single(),
        ),
        row(
            Pointing,
            "pointing",
            "technique-pointing",
            Medium,
            locked::pointing,
            |w| w.locked(),
        ),
        row(
            Claiming,
            "claiming",
            "technique-claiming",
            Medium,
            locked::claiming,
            |w| w.locked(),
        ),
        row(
            NakedPair,
            "naked-pair",
            "technique-naked-pair",
            Medium,
            |b| subsets::naked(b, 2),
            |w| w.naked(),
        ),
        row(
            HiddenPair,
            "hidden-pair",
            "technique-hidden-pair",
            Medium,
            |b| subsets::hidden(b, 2),
            |w| w.hidden(),
        ),
        row(
            NakedTriple,
            "naked-triple",
            "technique-naked-triple",
            Hard,
            |b| subsets::naked(b, 3),
            |w| w.naked(),
        ),
        row(
            HiddenTriple,
            "hidden-triple",
            "technique-hidden-triple",
            Hard,
            |b| subsets::hidden(b, 3),
            |w| w.hidden(),
        ),
        row(
            XWing,
            "x-wing",
            "technique-x-wing",
            Hard,
            |b| fish::fish(b, 2),
            |w| w.fish(),
        ),
        row(
            XyWing,
            "xy-wing",
            "technique-xy-wing",
            Hard,
            |b| wings::wing(b, 2),
            |w| w.wing(),
        ),
        row(
            Swordfish,
            "swordfish",
            "technique-swordfish",
            Expert,
            |b| fish::fish(b, 3),
            |w| w.fish(),
        ),
        row(
            XyzWing,
            "xyz-wing",
            "technique-xyz-wing",
            Expert,
            |b| wings::wing(b, 3),
            |w| w.wing(),
        ),
        row(
            NakedQuad,
            "naked-quad",
            "technique-naked-quad",
            Expert,
            |b| subsets::naked(b, 4),
            |w| w.naked(),
        ),
        row(
            HiddenQuad,
            "hidden-quad",
            "technique-hidden-quad",
            Expert,
            |b| subsets::hidden(b, 4),
            |w| w.hidden(),
        ),
        row(
            Jellyfish,
            "jellyfish",
            "technique-jellyfish",
            Expert,
            |b| fish::fish(b, 4),
            |w| w.fish(),
        ),
        row(
            ForcingChain,
            "forcing-chain",
            "technique-forcing-chain",
            Expert,
            forcing::contradiction,
            |w| w.forcing(),
        ),
    ]
};

impl Serialize for Technique {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// An exact-cover column of the sudoku matrix (see [`crate::sudoku::cover`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Col {
    /// "This cell has a value": its options are the cell's candidates.
    Cell(usize),
    /// "This unit has this value": its options are the value's places.
    Digit(Unit, u8),
}

impl Col {
    /// Its label, as in the matrix view: `r3c5`, `R3#7`, `C5#7`, `B2#7`, `X1#7`.
    pub fn label(self, shape: Shape) -> String {
        match self {
            Col::Cell(cell) => cell_name(shape, cell),
            Col::Digit(unit, v) => {
                format!("{}{}#{}", unit.letter(), unit.index() + 1, shape.symbol(v))
            }
        }
    }
}

/// A candidate or a placement: 0-based [row, column] and its 1-based value.
#[cfg_attr(target_arch = "wasm32", tsify::declare)]
pub type CellValue = (usize, usize, u8);

/// (cell, value) pairs as (row, col, value), 0-based row and col: the form
/// the CLI's JSON and the JS API give cells in.
pub fn at_cells(shape: Shape, list: &[(usize, u8)]) -> Vec<CellValue> {
    list.iter()
        .map(|&(c, v)| (c / shape.n, c % shape.n, v))
        .collect()
}

/// `r3c5`, 1-based, for cell `cell` (row-major, 0-based).
pub fn cell_name(shape: Shape, cell: usize) -> String {
    format!("r{}c{}", cell / shape.n + 1, cell % shape.n + 1)
}

/// One logical step: what a technique found, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// Values it places: (cell, value).
    pub placements: Vec<(usize, u8)>,
    /// Candidates it removes: (cell, value).
    pub eliminations: Vec<(usize, u8)>,
    /// The candidates that make the pattern, to highlight.
    pub pattern: Vec<(usize, u8)>,
    /// The units to look at: base units first, then cover units.
    pub units: Vec<Unit>,
    /// The base columns: their options all lie inside the cover columns.
    pub base: Vec<Col>,
    /// The cover columns, whose other options go.
    pub cover: Vec<Col>,
}

impl Default for Step {
    fn default() -> Step {
        Step {
            technique: Technique::NakedSingle,
            placements: Vec::new(),
            eliminations: Vec::new(),
            pattern: Vec::new(),
            units: Vec::new(),
            base: Vec::new(),
            cover: Vec::new(),
        }
    }
}

impl Step {
    /// The first step on `board` of a technique at or below `max`, easiest first.
    pub fn find(board: &Board, max: Level) -> Option<Step> {
        Technique::ALL
            .into_iter()
            .filter(|t| t.level() <= max)
            .find_map(|t| t.find(board))
    }

    /// Carries the step out on `board`.
    pub fn apply(&self, board: &mut Board) {
        for &(cell, v) in &self.placements {
            board.place(cell, v);
        }
        for &(cell, v) in &self.eliminations {
            board.eliminate(cell, v);
        }
    }
}
