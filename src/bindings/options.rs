//! The option objects of the JS API's core calls, as they are read. Their
//! TypeScript types are derived from them (`Tsify`), doc comments and all,
//! into the .d.ts that wasm-bindgen writes: every option is optional (`?`),
//! and their `lang` is declared in mod.rs. The results are the library's
//! ([`crate::results`]).

use serde::Deserialize;
use tsify::Tsify;

/// Options of engines(), explain() and rate(): how to read the puzzle.
#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct EnginesOptions {
    /// Box shape [rows, columns] of the puzzle.
    #[serde(rename = "box")]
    #[tsify(optional)]
    pub box_shape: Option<[usize; 2]>,
    /// Its variant, as in solve().
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    pub variant: Option<String>,
}

/// Options of solve().
#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct SolveOptions {
    /// The sudoku variant: "plain" (the default), "jigsaw" (the text gives
    /// each puzzle's region map after its givens), "x" or "windoku".
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    pub variant: Option<String>,
    /// The engine; the default is the fastest.
    // The names of engines::ENGINES, which is a table, not a type: a test
    // (tests/js/api.test.mjs) checks this list against engines().
    #[tsify(
        optional,
        type = r#""bands" | "bands16" | "triads" | "bitboard" | "bitmask" | "dlx" | "dlx-first" | "naive""#
    )]
    pub solver: Option<String>,
    /// Give up after this many search nodes (status "stopped").
    #[tsify(optional)]
    pub node_limit: Option<u64>,
    /// Box shape [rows, columns], overriding the one inferred from the size.
    #[serde(rename = "box")]
    #[tsify(optional)]
    pub box_shape: Option<[usize; 2]>,
    /// The puzzle's givens, when the text is a player's grid: the givens are
    /// solved (with the entries only if they have several solutions), and
    /// `wrong` names the entries that disagree.
    #[tsify(optional)]
    pub givens: Option<String>,
}

#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct ParseOptions {
    /// The sudoku variant: "plain", "jigsaw" (the text gives each puzzle's
    /// region map after its givens), "x" or "windoku"; by default, "plain",
    /// or "jigsaw" for a text that starts with a jigsaw's line.
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    pub variant: Option<String>,
    #[serde(rename = "box")]
    #[tsify(optional)]
    pub box_shape: Option<[usize; 2]>,
    /// Return a grid whose givens clash instead of throwing; `clash` names the first.
    #[serde(default)]
    pub allow_clashes: bool,
    /// For gridInfo on a jigsaw: each cell's region, 0-based, row-major.
    #[tsify(optional)]
    pub regions: Option<Vec<u8>>,
}

#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct CoverOptions {
    /// Count solutions up to this many (default 2).
    #[tsify(optional)]
    pub limit: Option<u64>,
    #[tsify(optional)]
    pub node_limit: Option<u64>,
}

#[derive(Deserialize, Default, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct TracerOptions {
    /// The sudoku variant: "plain" (the default), "jigsaw" (the text gives
    /// each puzzle's region map after its givens), "x" or "windoku".
    #[tsify(optional, type = r#""plain" | "jigsaw" | "x" | "windoku""#)]
    pub variant: Option<String>,
    // ItemRule::NAMES; a test (tests/js/api.test.mjs) checks this list
    // against constants().rules.
    #[tsify(optional, type = r#""smallest" | "first" | "random""#)]
    pub rule: Option<String>,
    #[tsify(optional)]
    pub seed: Option<u64>,
    #[serde(rename = "box")]
    #[tsify(optional)]
    pub box_shape: Option<[usize; 2]>,
    /// "cover": the text is meant as exact cover, whose parser's error it gets if it is not one (a sudoku is still read); "repeat": step its repeated cover.
    // A string, not an enum, so that a bad kind gets the library's Unknown
    // error (in the call's language), not serde's.
    #[tsify(optional, type = r#""auto" | "cover" | "repeat""#)]
    pub kind: Option<String>,
}
