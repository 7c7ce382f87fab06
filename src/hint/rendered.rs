//! A [`Hint`] in words: its messages rendered in one language, as the
//! edges hand it out (the CLI's `hint --json`, the JS API's `hint`, whose
//! TypeScript type `HintResult` is derived from it). The library itself
//! keeps the messages.

use super::next::{Branch, Hint, HintKind, HintLink, HintNode, Shown};
use super::{CellValue, Difficulty, Technique};
use crate::i18n::{Lang, Msg};
use serde::Serialize;

/// A hint. Cells are 0-based (row, col); values 1-based; the texts say
/// cells 1-based, in the language the hint was asked in.
#[derive(Serialize)]
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(missing_as_null, rename = "HintResult")
)]
#[serde(rename_all = "camelCase")]
pub struct Rendered {
    /// What kind of step this is.
    kind: HintKind,
    /// The cell placed, revealed or wrong, 0-based (row, col), if any.
    cell: Option<(usize, usize)>,
    /// The value for that cell (the right one, for a mistake), if any.
    value: Option<u8>,
    /// The text at the depth asked for: nudge, technique, or the full step
    /// with its matrix terms.
    explanation: String,
    /// The cells the full step is about: the pattern, then what it changes.
    cells: Vec<(usize, usize)>,
    /// The first exact-cover item behind the hint, e.g. `R3#5`, if any.
    column: Option<String>,
    /// The technique, e.g. `x-wing`, for a logical step.
    technique: Option<Technique>,
    /// Its difficulty.
    level: Option<Difficulty>,
    /// Values the step places: (row, col, value).
    placements: Vec<CellValue>,
    /// Candidates the step removes: (row, col, value).
    eliminations: Vec<CellValue>,
    /// The candidates that make the pattern: (row, col, value).
    pattern: Vec<CellValue>,
    /// The cells the nudge points at (for a mistake, its box: shown from depth 2).
    region: Vec<(usize, usize)>,
    /// Entries the step clears (a wrong entry's fix): (row, col).
    clears: Vec<(usize, usize)>,
    /// Pencil marks the step puts back (a wrong mark's fix): (row, col, value).
    restores: Vec<CellValue>,
    /// Depth 1: where to look.
    nudge: String,
    /// Depth 2: the technique and where.
    summary: String,
    /// Depth 3: the full step in the player's terms.
    detail: String,
    /// The full step in the matrix's terms ("" for a hint with no step).
    matrix: String,
    /// The base items, as labelled in the matrix view: their options lie inside `cover`.
    columns: Vec<String>,
    /// The cover items, whose other options go.
    cover: Vec<String>,
    /// For a reveal: the item DLX would branch on and its number of options.
    branch: Option<Branch>,
    /// A chain's (or a colouring's, an ALS's) nodes, to draw on the grid.
    chain: Vec<HintNode>,
    /// The links between `chain`'s nodes: strong or weak.
    links: Vec<HintLink>,
    /// The step's estimate on Sukaku Explainer's scale.
    se: Option<f64>,
    /// What the hint shows at depths 1, 2 and 3 (`depths[depth - 1]`).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Shown[]"))]
    depths: Vec<ShownResult>,
}

/// What a hint shows at one depth: its text, and the cells to light (the
/// nudge's region, none for a mistake; then the pattern too; then every
/// cell of the step).
#[derive(Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(rename = "Shown"))]
struct ShownResult {
    text: String,
    cells: Vec<(usize, usize)>,
}

impl Hint {
    /// The hint in the words of `lang`.
    pub fn render(self, lang: Lang) -> Rendered {
        let h = self;
        let say = |m: Msg| m.render(lang);
        // Each depth's text once: the nudge, the summary and the
        // explanation are three of them.
        let depths: Vec<ShownResult> = (h.depths.into_iter())
            .map(|Shown { text, cells }| ShownResult {
                text: say(text),
                cells,
            })
            .collect();
        let text = |d: usize| depths[d].text.clone();
        Rendered {
            kind: h.kind,
            cell: h.cell,
            value: h.value,
            explanation: text(usize::from(h.depth) - 1),
            cells: h.cells,
            column: h.item,
            technique: h.technique,
            level: h.level,
            placements: h.placements,
            eliminations: h.eliminations,
            pattern: h.pattern,
            region: h.region,
            clears: h.clears,
            restores: h.restores,
            nudge: text(0),
            summary: text(1),
            detail: say(h.detail),
            matrix: h.matrix.map(say).unwrap_or_default(),
            columns: h.base,
            cover: h.cover,
            branch: h.branch,
            chain: h.chain,
            links: h.links,
            se: h.se,
            depths,
        }
    }
}
