//! An estimate of a step's and a puzzle's Sukaku Explainer (SE) rating.
//!
//! SE rates a puzzle by the hardest step of its solve, each technique with
//! a base from its table (X-Wing 3.2, XY-Wing 4.2, unique rectangles
//! 4.5–5.0, BUG 5.6, strong links on one value 4.0–6.1, X-Chains 6.5–6.9,
//! forcing chains 7.0 and up, …) and chains by their length. These are
//! Sukaku Explainer's rules (its `StrongLinks`, `WXYZWing`, `Chaining`
//! hints). Techniques it doesn't have take the rating of what it finds in
//! their place: a finned fish is grouped strong links, an ALS a bent wing
//! (WXYZ-Wing and its kin) of as many cells, a W-Wing a chain. See the
//! README for how close it comes on SE's own ratings.

use super::path::{Path, Verdict};
use super::{Col, Step, Technique};
use crate::sudoku::Unit;

/// What a puzzle that logic can't finish is given: SE's dynamic forcing
/// chains, which it needs there, start at 8.5.
pub const STUCK: f64 = 8.5;

/// SE's length bonus for a chain of `nodes` nodes (SE counts the on and
/// off states it passes, start and end included): +0.1 each time
/// `nodes - 2` outgrows a ceiling that starts at 4 and grows by 3/2 and
/// 4/3 in turn (4, 6, 8, 12, 16, 24, …).
pub fn length_bonus(nodes: usize) -> f64 {
    let length = nodes.saturating_sub(2);
    let (mut ceil, mut odd, mut added) = (4usize, false, 0.0);
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// SE's rating of k strong links on one value (its "Turbot Fish" and
/// "strong links" rules): 4.0, 5.4, 5.8 for 2, 3, 4 links in parallel
/// lines, +0.1 for a box link, +0.1 for lines of both kinds, 0.3 in all
/// for a grouped one. Five or more are SE's X forcing chains: 6.6 and up
/// by length.
fn strong_links(k: usize, nodes: usize, boxed: bool, crossed: bool, grouped: bool) -> f64 {
    let base = match k {
        0..=2 => 4.0,
        3 => 5.4,
        4 => 5.8,
        _ => return 6.6 + length_bonus(nodes + 2),
    };
    base + if grouped {
        0.3
    } else {
        0.1 * (boxed as u8 + crossed as u8) as f64
    }
}

/// The strong-link rating of a single-value step from its links.
fn on_one_value(step: &Step) -> f64 {
    let strong: Vec<_> = step
        .links
        .iter()
        .filter(|l| l.strong)
        .map(|l| l.item)
        .collect();
    let kind = |u: &Unit| match u {
        Unit::Row(_) => 1,
        Unit::Column(_) => 2,
        _ => 0,
    };
    let kinds: Vec<u8> = strong
        .iter()
        .filter_map(|c| match c {
            Col::Digit(u, _) => Some(kind(u)),
            Col::Cell(_) => None,
        })
        .collect();
    let grouped = step.chain.iter().any(|x| x.cells.len() > 1);
    strong_links(
        strong.len(),
        step.chain.len(),
        kinds.contains(&0),
        kinds.contains(&1) && kinds.contains(&2),
        grouped,
    )
}

/// Whether a chain keeps to one value (SE's "X") or to bivalue cells
/// (its "Y"): such cycles rate 6.5, mixed ones 7.0.
fn pure(step: &Step) -> bool {
    let one_value = step.chain.iter().all(|x| x.v == step.chain[0].v);
    let cells = step
        .links
        .iter()
        .all(|l| l.strong == matches!(l.item, Col::Cell(_)));
    one_value || cells
}

/// SE's chaining: a cycle (6.5 pure, 7.0 mixed) or a forcing chain (6.6
/// on one value, 7.0 otherwise), by length. SE's open chains count two
/// nodes more than ours: the eliminated candidate, on and off.
fn chaining(step: &Step) -> f64 {
    let nodes = step.chain.len();
    let closed = step.links.last().is_some_and(|l| l.to == 0);
    let one_value = step.chain.iter().all(|x| x.v == step.chain[0].v);
    match (closed, pure(step), one_value) {
        (true, true, _) => 6.5 + length_bonus(nodes),
        (true, false, _) => 7.0 + length_bonus(nodes),
        (false, _, true) => 6.6 + length_bonus(nodes + 2),
        (false, _, false) => 7.0 + length_bonus(nodes + 2),
    }
}

/// An ALS step. As many cells as values between them is one of SE's bent
/// wings: XYZ-Wing (3) 4.4, WXYZ (4) 5.5, VWXYZ (5) 6.3. SE's larger wings
/// (UVWXYZ, TUVWXYZ) take a shape that few ALS pairs have; others SE finds
/// as forcing chains through as many cells: 7.0 and up by length.
fn als(step: &Step) -> f64 {
    let cells: usize = step.sets.iter().map(Vec::len).sum();
    let values = step
        .pattern
        .iter()
        .fold(0u32, |m, &(_, v)| m | 1 << v)
        .count_ones() as usize;
    match (cells == values, cells) {
        (true, 0..=3) => 4.4,
        (true, 4) => 5.5,
        (true, 5) => 6.3,
        _ => 7.0 + length_bonus(2 * cells + 2),
    }
}

/// The techniques that SE rates the same every time.
fn fixed(t: Technique) -> Option<f64> {
    use Technique::*;
    Some(match t {
        NakedSingle => 2.3,
        Pointing => 2.6,
        Claiming => 2.8,
        NakedPair => 3.0,
        XWing => 3.2,
        HiddenPair => 3.4,
        NakedTriple => 3.6,
        Swordfish => 3.8,
        HiddenTriple => 4.0,
        XyWing => 4.2,
        XyzWing => 4.4,
        // SE's unique loops: 4.5, and +0.1 for type 3's subset.
        UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle4 => 4.5,
        UniqueRectangle3 => 4.6,
        NakedQuad => 5.0,
        Jellyfish => 5.2,
        HiddenQuad => 5.4,
        // SE has no type 6 or hidden rectangle: where we use one, it
        // reaches for a BUG or a wing, 5.5 and up.
        BugPlusOne | UniqueRectangle6 | HiddenRectangle => 5.6,
        // A fin is a group: a finned fish of k lines is k grouped strong links.
        FinnedXWing | SashimiXWing => strong_links(2, 0, false, false, true),
        FinnedSwordfish | SashimiSwordfish => strong_links(3, 0, false, false, true),
        FinnedJellyfish | SashimiJellyfish => strong_links(4, 0, false, false, true),
        _ => return None,
    })
}

/// The lowest estimate a step of `t` can have ([`step`] gives it at least
/// this): the order in which [`Step::find`](super::Step::find) tries them.
pub fn floor(t: Technique) -> f64 {
    use Technique::*;
    fixed(t).unwrap_or(match t {
        HiddenSingle => 1.2,
        Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | XChain | SimpleColouring
        | MultiColouring => 4.0,
        AlsXz | AlsXyWing => 4.4,
        // A W-Wing is a six-node chain: SE's own W-Wing rule ships switched
        // off, and its chaining finds it as a forcing chain (7.1). Its floor
        // is the chains', so that it wins a tie with the same chain as an AIC.
        RemotePairs | XyChain | WWing | Aic | NiceLoop | GroupedAic | GroupedNiceLoop => 6.5,
        ForcingChain => 7.5,
        // The forcing net, the last (the others are fixed).
        _ => 8.0,
    })
}

/// The estimate of one step.
pub fn step(step: &Step) -> f64 {
    use Technique::*;
    let rating = fixed(step.technique).unwrap_or_else(|| match step.technique {
        HiddenSingle => match step.units.first() {
            Some(Unit::Box(_)) => 1.2,
            _ => 1.5,
        },
        Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | XChain | SimpleColouring
        | MultiColouring => on_one_value(step),
        AlsXz | AlsXyWing => als(step),
        // A contradiction by singles: SE's Nishio, 7.5 and up by length.
        ForcingChain => 7.5 + length_bonus(step.pattern.len() + 2),
        // Cell forcing chains: 8.0 and up by the length of all branches.
        ForcingNet => 8.0 + length_bonus(step.pattern.len()),
        _ => chaining(step),
    });
    (rating * 10.0).round() / 10.0
}

/// A puzzle's estimate: its hardest step's, or [`STUCK`] when logic gets
/// stuck; `None` when it is invalid.
pub fn puzzle(path: &Path) -> Option<f64> {
    match path.verdict {
        Verdict::Invalid | Verdict::Stopped => None,
        Verdict::Stuck => Some(STUCK),
        Verdict::Solved => Some(path.steps.iter().map(step).fold(1.0, f64::max)),
    }
}

/// The work of a whole solve: the sum of its steps' estimates.
pub fn score(path: &Path) -> f64 {
    (path.steps.iter().map(step).sum::<f64>() * 10.0).round() / 10.0
}
