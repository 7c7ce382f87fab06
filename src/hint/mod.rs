//! Hints that teach: the next step a person could take, the logical solve
//! path of a puzzle, its difficulty, and puzzles generated at a level.
//!
//! Every technique is one file, and almost all are one pattern of the
//! exact-cover matrix ([`pattern`]): k items whose remaining options lie
//! inside k other items. A technique finds a [`Step`]: structured data
//! (placements, eliminations, the items behind it) from which the words
//! are built, in the player's terms and in the matrix's.
//!
//! A technique's file holds all of it: its finder, its words (the messages
//! of `locales/*/hints.ftl` it fills in, for the player and for the
//! matrix) and its row of [`TECHNIQUES`] (a [`TechniqueInfo`]: name,
//! title, level, Sukaku Explainer rule and floor). Adding a technique is
//! its file, one line of the list below (which makes its variant of
//! [`Technique`] and puts its row in [`TECHNIQUES`]), and its words in
//! `locales/*/hints.ftl`.
//!
//! - [`board`]: values and open candidates, i.e. the reduced matrix;
//! - [`technique`]: what a technique is, its [`Difficulty`] and its row;
//! - [`singles`], [`locked`], [`subsets`], [`fish`], [`wings`], …,
//!   [`forcing`]: techniques, one a file (a file may hold a family, as
//!   [`subsets`] its pairs, triples and quads), in the order of
//!   [`TECHNIQUES`];
//! - [`links`] and [`chain`]: the strong and weak links of the matrix, and
//!   the one chain search that the chain techniques are shapes of;
//! - [`text`] and [`rating`]: what the techniques' words and ratings share,
//!   the matrix's words of a step, and a step's and a puzzle's estimate on
//!   Sukaku Explainer's scale;
//! - [`path`]: the logical solve, for `explain` and `rate`;
//! - [`next`]: the next hint for a player, mistakes first, as messages;
//!   [`rendered`]: a hint in the words of one language, for the edges;
//! - [`generate`]: seeded puzzles at a level.

mod aic;
mod als;
mod als_aic;
mod als_chain;
mod als_xz;
mod avoidable;
pub mod board;
mod bug;
mod cells;
pub mod chain;
pub mod check;
mod colouring;
mod death_blossom;
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
pub mod prove;
pub mod rating;
mod rectangle;
mod remote_pairs;
mod rendered;
mod singles;
mod skyscraper;
mod subsets;
mod sue_de_coq;
mod technique;
#[cfg(test)]
mod tests;
pub mod text;
mod turbot;
mod w_wing;
mod wings;
mod x_chain;
mod xy_chain;

pub use board::Board;
pub use next::{checked, hint, Branch, Hint, HintKind, HintLink, HintNode, Shown, FULL};
pub use path::{explain, rate, Path, Rating, Verdict};
pub use rendered::Rendered;
pub use technique::{Difficulty, TechniqueInfo};

use crate::sudoku::{Shape, Unit};

// The techniques, one line each: the order a step is looked for, by level
// and within a level roughly by Sukaku Explainer's rating. Each row is its
// technique's file's; the line makes its variant of `Technique` too.
technique::techniques! {
    NakedSingle => singles::NAKED_SINGLE,
    HiddenSingle => singles::HIDDEN_SINGLE,
    Pointing => locked::POINTING,
    Claiming => locked::CLAIMING,
    NakedPair => subsets::NAKED_PAIR,
    HiddenPair => subsets::HIDDEN_PAIR,
    NakedTriple => subsets::NAKED_TRIPLE,
    HiddenTriple => subsets::HIDDEN_TRIPLE,
    NakedQuad => subsets::NAKED_QUAD,
    HiddenQuad => subsets::HIDDEN_QUAD,
    XWing => fish::X_WING,
    Swordfish => fish::SWORDFISH,
    XyWing => wings::XY_WING,
    XyzWing => wings::XYZ_WING,
    Jellyfish => fish::JELLYFISH,
    Skyscraper => skyscraper::SKYSCRAPER,
    TwoStringKite => kite::TWO_STRING_KITE,
    TurbotFish => turbot::TURBOT_FISH,
    EmptyRectangle => empty_rectangle::EMPTY_RECTANGLE,
    FinnedXWing => finned::FINNED_X_WING,
    SashimiXWing => finned::SASHIMI_X_WING,
    FinnedSwordfish => finned::FINNED_SWORDFISH,
    SashimiSwordfish => finned::SASHIMI_SWORDFISH,
    FinnedJellyfish => finned::FINNED_JELLYFISH,
    SashimiJellyfish => finned::SASHIMI_JELLYFISH,
    SimpleColouring => colouring::SIMPLE_COLOURING,
    MultiColouring => colouring::MULTI_COLOURING,
    UniqueRectangle1 as "unique-rectangle-1" => rectangle::UNIQUE_RECTANGLE_1,
    UniqueRectangle2 as "unique-rectangle-2" => rectangle::UNIQUE_RECTANGLE_2,
    UniqueRectangle4 as "unique-rectangle-4" => rectangle::UNIQUE_RECTANGLE_4,
    UniqueRectangle3 as "unique-rectangle-3" => rectangle::UNIQUE_RECTANGLE_3,
    UniqueRectangle5 as "unique-rectangle-5" => rectangle::UNIQUE_RECTANGLE_5,
    UniqueRectangle6 as "unique-rectangle-6" => rectangle::UNIQUE_RECTANGLE_6,
    HiddenRectangle => hidden_rectangle::HIDDEN_RECTANGLE,
    AvoidableRectangle1 as "avoidable-rectangle-1" => avoidable::AVOIDABLE_RECTANGLE_1,
    AvoidableRectangle2 as "avoidable-rectangle-2" => avoidable::AVOIDABLE_RECTANGLE_2,
    BugPlusOne => bug::BUG_PLUS_ONE,
    XChain => x_chain::X_CHAIN,
    RemotePairs => remote_pairs::REMOTE_PAIRS,
    XyChain => xy_chain::XY_CHAIN,
    WWing => w_wing::W_WING,
    Aic => aic::AIC,
    NiceLoop => aic::NICE_LOOP,
    GroupedAic => aic::GROUPED_AIC,
    GroupedNiceLoop => aic::GROUPED_NICE_LOOP,
    SueDeCoq => sue_de_coq::SUE_DE_COQ,
    AlsXz => als_xz::ALS_XZ,
    AlsXyWing => als_xz::ALS_XY_WING,
    AlsXyChain => als_chain::ALS_XY_CHAIN,
    DeathBlossom => death_blossom::DEATH_BLOSSOM,
    AlsAic => als_aic::ALS_AIC,
    ForcingChain => forcing::FORCING_CHAIN,
    ForcingNet => forcing_net::FORCING_NET,
}

/// An exact-cover item of the sudoku matrix (see [`crate::sudoku::cover`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// "This cell has a value": its options are the cell's candidates.
    Cell(usize),
    /// "This unit has this value": its options are the value's places.
    Digit(Unit, u8),
    /// Not an item but an almost locked set, the cells of a unit at these
    /// places (bit i: its i-th cell): in a chain, the link between two of
    /// its values (without the one it holds the other).
    Set(Unit, u32),
}

impl Item {
    /// Its label, as in the matrix view: `r3c5`, `R3#7`, `C5#7`, `B2#7`,
    /// `X1#7`; an almost locked set's `ALS{r3c1 r3c5}`.
    pub fn label(self, shape: Shape) -> String {
        match self {
            Item::Cell(cell) => cell_name(shape, cell),
            Item::Digit(unit, v) => {
                format!("{}{}#{}", unit.letter(), unit.index() + 1, shape.symbol(v))
            }
            Item::Set(unit, places) => {
                let cells = board::values(places).map(|i| shape.unit_cell(unit, i as usize - 1));
                let names: Vec<String> = cells.map(|c| cell_name(shape, c)).collect();
                format!("ALS{{{}}}", names.join(" "))
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
    crate::sudoku::cell_name(shape.n, cell)
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
    /// The base items: their options all lie inside the cover items.
    pub base: Vec<Item>,
    /// The cover items, whose other options go.
    pub cover: Vec<Item>,
    /// A finned fish's fins: the base places outside the cover lines.
    pub fins: Vec<usize>,
    /// An ALS step's almost locked sets, each its cells.
    pub sets: Vec<Vec<usize>>,
    /// A chain's nodes (or a colouring's, an ALS's links), to draw.
    pub chain: Vec<links::ChainNode>,
    /// The links between `chain`'s nodes.
    pub links: Vec<links::Link>,
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
    pub fn find(board: &Board, max: Difficulty) -> Option<Step> {
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
