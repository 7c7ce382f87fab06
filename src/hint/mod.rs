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
//! - [`singles`], [`locked`], [`subsets`], [`fish`], [`wings`], …,
//!   [`forcing`]: techniques, one a file, in the order of [`TECHNIQUES`];
//! - [`links`] and [`chain`]: the strong and weak links of the matrix, and
//!   the one chain search that the chain techniques are shapes of;
//! - [`rating`]: a step's and a puzzle's estimate on Sukaku Explainer's
//!   scale;
//! - [`path`]: the logical solve, for `explain` and `rate`;
//! - [`next`]: the next hint for a player, mistakes first;
//! - [`generate`]: seeded puzzles at a level.

mod aic;
mod als;
pub mod board;
mod bug;
pub mod chain;
pub mod check;
mod colouring;
mod empty_rectangle;
mod finned;
mod fish;
mod forcing;
mod forcing_net;
pub mod generate;
mod hidden_rectangle;
mod kite;
mod links;
mod locked;
mod next;
pub mod path;
mod pattern;
pub mod rating;
mod rectangle;
mod remote_pairs;
mod singles;
mod skyscraper;
mod subsets;
#[cfg(test)]
mod tests;
pub mod text;
mod turbot;
mod w_wing;
mod wings;
mod x_chain;
mod xy_chain;

pub use board::Board;
pub use next::{hint, Branch, Hint, Kind, FULL};
pub use path::{explain, rate, Path, Rating, Verdict};

use crate::error::Unknown;
use crate::i18n::Msg;
use crate::sudoku::{Shape, Unit};
use serde::Serialize;
use std::fmt;

/// How hard a technique (or a puzzle) is: the ladder that HoDoKu and
/// SudokuWiki users know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Level {
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

/// The techniques, in the order a step is looked for: by level, and within
/// a level roughly by Sukaku Explainer's rating. The JSON and the JS API
/// give them by name (`naked-pair`, `x-wing`).
//
// It serialises as its row's `name` (by hand, below: a derived Serialize
// costs the wasm module some 700 bytes more). The `serde` attribute is for
// the bindings' TypeScript type only, which tsify derives from the variants'
// names in kebab-case (a digit gets its hyphen by a rename): a test checks
// that those are the rows' names.
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
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    XyWing,
    XyzWing,
    Jellyfish,
    Skyscraper,
    TwoStringKite,
    TurbotFish,
    EmptyRectangle,
    FinnedXWing,
    SashimiXWing,
    FinnedSwordfish,
    SashimiSwordfish,
    FinnedJellyfish,
    SashimiJellyfish,
    SimpleColouring,
    MultiColouring,
    #[cfg_attr(target_arch = "wasm32", serde(rename = "unique-rectangle-1"))]
    UniqueRectangle1,
    #[cfg_attr(target_arch = "wasm32", serde(rename = "unique-rectangle-2"))]
    UniqueRectangle2,
    #[cfg_attr(target_arch = "wasm32", serde(rename = "unique-rectangle-4"))]
    UniqueRectangle4,
    #[cfg_attr(target_arch = "wasm32", serde(rename = "unique-rectangle-3"))]
    UniqueRectangle3,
    #[cfg_attr(target_arch = "wasm32", serde(rename = "unique-rectangle-6"))]
    UniqueRectangle6,
    HiddenRectangle,
    BugPlusOne,
    XChain,
    RemotePairs,
    XyChain,
    WWing,
    Aic,
    NiceLoop,
    GroupedAic,
    GroupedNiceLoop,
    AlsXz,
    AlsXyWing,
    ForcingChain,
    ForcingNet,
}

/// How many techniques there are.
const COUNT: usize = 46;

impl Technique {
    /// Every technique, in the order they are tried.
    pub const ALL: [Technique; COUNT] = {
        let mut all = [Technique::NakedSingle; COUNT];
        let mut i = 0;
        while i < COUNT {
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
/// its words in `locales/*/hints.ftl`, and its rating in [`rating`].
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
pub const TECHNIQUES: [TechniqueInfo; COUNT] = {
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
            Medium,
            |b| subsets::naked(b, 3),
            |w| w.naked(),
        ),
        row(
            HiddenTriple,
            "hidden-triple",
            "technique-hidden-triple",
            Medium,
            |b| subsets::hidden(b, 3),
            |w| w.hidden(),
        ),
        row(
            NakedQuad,
            "naked-quad",
            "technique-naked-quad",
            Medium,
            |b| subsets::naked(b, 4),
            |w| w.naked(),
        ),
        row(
            HiddenQuad,
            "hidden-quad",
            "technique-hidden-quad",
            Medium,
            |b| subsets::hidden(b, 4),
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
            Swordfish,
            "swordfish",
            "technique-swordfish",
            Hard,
            |b| fish::fish(b, 3),
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
            XyzWing,
            "xyz-wing",
            "technique-xyz-wing",
            Hard,
            |b| wings::wing(b, 3),
            |w| w.wing(),
        ),
        row(
            Jellyfish,
            "jellyfish",
            "technique-jellyfish",
            Hard,
            |b| fish::fish(b, 4),
            |w| w.fish(),
        ),
        row(
            Skyscraper,
            "skyscraper",
            "technique-skyscraper",
            Hard,
            skyscraper::find,
            |w| w.chains(),
        ),
        row(
            TwoStringKite,
            "two-string-kite",
            "technique-two-string-kite",
            Hard,
            kite::find,
            |w| w.chains(),
        ),
        row(
            TurbotFish,
            "turbot-fish",
            "technique-turbot-fish",
            Hard,
            turbot::find,
            |w| w.chains(),
        ),
        row(
            EmptyRectangle,
            "empty-rectangle",
            "technique-empty-rectangle",
            Hard,
            empty_rectangle::find,
            |w| w.chains(),
        ),
        row(
            FinnedXWing,
            "finned-x-wing",
            "technique-finned-x-wing",
            Hard,
            |b| finned::find(b, 2, false),
            |w| w.finned(),
        ),
        row(
            SashimiXWing,
            "sashimi-x-wing",
            "technique-sashimi-x-wing",
            Hard,
            |b| finned::find(b, 2, true),
            |w| w.finned(),
        ),
        row(
            FinnedSwordfish,
            "finned-swordfish",
            "technique-finned-swordfish",
            Hard,
            |b| finned::find(b, 3, false),
            |w| w.finned(),
        ),
        row(
            SashimiSwordfish,
            "sashimi-swordfish",
            "technique-sashimi-swordfish",
            Hard,
            |b| finned::find(b, 3, true),
            |w| w.finned(),
        ),
        row(
            FinnedJellyfish,
            "finned-jellyfish",
            "technique-finned-jellyfish",
            Hard,
            |b| finned::find(b, 4, false),
            |w| w.finned(),
        ),
        row(
            SashimiJellyfish,
            "sashimi-jellyfish",
            "technique-sashimi-jellyfish",
            Hard,
            |b| finned::find(b, 4, true),
            |w| w.finned(),
        ),
        row(
            SimpleColouring,
            "simple-colouring",
            "technique-simple-colouring",
            Hard,
            colouring::simple,
            |w| w.colouring(),
        ),
        row(
            MultiColouring,
            "multi-colouring",
            "technique-multi-colouring",
            Hard,
            colouring::multi,
            |w| w.colouring(),
        ),
        row(
            UniqueRectangle1,
            "unique-rectangle-1",
            "technique-unique-rectangle-1",
            Expert,
            |b| rectangle::find(b, 1),
            |w| w.uniqueness(),
        ),
        row(
            UniqueRectangle2,
            "unique-rectangle-2",
            "technique-unique-rectangle-2",
            Expert,
            |b| rectangle::find(b, 2),
            |w| w.uniqueness(),
        ),
        row(
            UniqueRectangle4,
            "unique-rectangle-4",
            "technique-unique-rectangle-4",
            Expert,
            |b| rectangle::find(b, 4),
            |w| w.uniqueness(),
        ),
        row(
            UniqueRectangle3,
            "unique-rectangle-3",
            "technique-unique-rectangle-3",
            Expert,
            |b| rectangle::find(b, 3),
            |w| w.uniqueness(),
        ),
        row(
            UniqueRectangle6,
            "unique-rectangle-6",
            "technique-unique-rectangle-6",
            Expert,
            |b| rectangle::find(b, 6),
            |w| w.uniqueness(),
        ),
        row(
            HiddenRectangle,
            "hidden-rectangle",
            "technique-hidden-rectangle",
            Expert,
            hidden_rectangle::find,
            |w| w.uniqueness(),
        ),
        row(
            BugPlusOne,
            "bug-plus-one",
            "technique-bug-plus-one",
            Expert,
            bug::find,
            |w| w.uniqueness(),
        ),
        row(
            XChain,
            "x-chain",
            "technique-x-chain",
            Expert,
            x_chain::find,
            |w| w.chains(),
        ),
        row(
            RemotePairs,
            "remote-pairs",
            "technique-remote-pairs",
            Expert,
            remote_pairs::find,
            |w| w.chains(),
        ),
        row(
            XyChain,
            "xy-chain",
            "technique-xy-chain",
            Expert,
            xy_chain::find,
            |w| w.chains(),
        ),
        row(
            WWing,
            "w-wing",
            "technique-w-wing",
            Expert,
            w_wing::find,
            |w| w.chains(),
        ),
        row(
            Aic,
            "aic",
            "technique-aic",
            Expert,
            |b| aic::find(b, false, false),
            |w| w.chains(),
        ),
        row(
            NiceLoop,
            "nice-loop",
            "technique-nice-loop",
            Expert,
            |b| aic::find(b, false, true),
            |w| w.chains(),
        ),
        row(
            GroupedAic,
            "grouped-aic",
            "technique-grouped-aic",
            Expert,
            |b| aic::find(b, true, false),
            |w| w.chains(),
        ),
        row(
            GroupedNiceLoop,
            "grouped-nice-loop",
            "technique-grouped-nice-loop",
            Expert,
            |b| aic::find(b, true, true),
            |w| w.chains(),
        ),
        row(AlsXz, "als-xz", "technique-als-xz", Expert, als::xz, |w| {
            w.alss()
        }),
        row(
            AlsXyWing,
            "als-xy-wing",
            "technique-als-xy-wing",
            Expert,
            als::xy_wing,
            |w| w.alss(),
        ),
        row(
            ForcingChain,
            "forcing-chain",
            "technique-forcing-chain",
            Extreme,
            forcing::contradiction,
            |w| w.forcing(),
        ),
        row(
            ForcingNet,
            "forcing-net",
            "technique-forcing-net",
            Extreme,
            forcing_net::find,
            |w| w.net(),
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
    /// A finned fish's fins: the base places outside the cover lines.
    pub fins: Vec<usize>,
    /// An ALS step's almost locked sets, each its cells.
    pub sets: Vec<Vec<usize>>,
    /// A chain's nodes (or a colouring's, an ALS's links), to draw.
    pub chain: Vec<chain::ChainNode>,
    /// The links between `chain`'s nodes.
    pub links: Vec<chain::Link>,
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
            fins: Vec::new(),
            sets: Vec::new(),
            chain: Vec::new(),
            links: Vec::new(),
        }
    }
}

impl Step {
    /// The easiest step on `board` of a technique at or below `max`, by
    /// Sukaku Explainer's scale, as SE takes its steps: the techniques are
    /// tried from the lowest rating they can have ([`rating::floor`]) up,
    /// and the search stops at the first whose floor is no lower than the
    /// best step found (so a single ends it at once).
    pub fn find(board: &Board, max: Level) -> Option<Step> {
        let allowed: Vec<Technique> = Technique::ALL
            .into_iter()
            .filter(|t| t.level() <= max)
            .collect();
        Step::find_among(board, &allowed)
    }

    /// [`Step::find`] among `techniques` only.
    pub fn find_among(board: &Board, techniques: &[Technique]) -> Option<Step> {
        let mut order = techniques.to_vec();
        order.sort_by(|a, b| rating::floor(*a).total_cmp(&rating::floor(*b)));
        let mut best: Option<(f64, Step)> = None;
        for t in order {
            if best.as_ref().is_some_and(|(r, _)| rating::floor(t) >= *r) {
                break;
            }
            if let Some(step) = t.find(board) {
                let r = rating::step(&step);
                if best.as_ref().is_none_or(|(b, _)| r < *b) {
                    best = Some((r, step));
                }
            }
        }
        best.map(|(_, step)| step)
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
