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
//!
//! Each technique's rule and floor ([`Rule`]) are in its row of
//! [`TECHNIQUES`](super::TECHNIQUES), in its file; here are the rules they
//! share (strong links, chaining, ALS wings, the length bonus) and the
//! estimate of a step. A puzzle's estimate, its hardest step's, is its
//! [`Path`](super::Path)'s ([`Path::se`](super::Path::se)): the path reads
//! the ratings of its steps, and this file names no path.

use super::{Item, Step, Technique};
use crate::sudoku::Unit;

/// How SE rates a technique: each technique's row of
/// [`TECHNIQUES`](super::TECHNIQUES) carries its rule.
#[derive(Clone, Copy)]
pub enum Rule {
    /// The same every time.
    Fixed(f64),
    /// By the step (a chain by its length, …), never below `floor`.
    Step {
        /// The lowest estimate a step of it can have.
        floor: f64,
        /// The estimate of a step of it, before rounding.
        rate: fn(&Step) -> f64,
    },
}

/// Strong links on one value, grouped or not: single-digit patterns,
/// X-Chains, colouring.
pub(super) const ON_ONE_VALUE: Rule = Rule::Step {
    floor: 4.0,
    rate: on_one_value,
};

/// Chains and loops through any items, by [`chaining`].
pub(super) const CHAINING: Rule = Rule::Step {
    floor: 6.5,
    rate: chaining,
};

/// Almost locked sets, by [`als`].
pub(super) const ALS: Rule = Rule::Step {
    floor: 4.4,
    rate: als,
};

/// What a puzzle that logic can't finish is given: SE's dynamic forcing
/// chains, which it needs there, start at 8.5.
pub const STUCK: f64 = 8.5;

/// SE's length bonus for a chain of `nodes` nodes (SE counts the on and
/// off states it passes, start and end included): +0.1 each time
/// `nodes - 2` outgrows a ceiling that starts at 4 and grows by 3/2 and
/// 4/3 in turn (4, 6, 8, 12, 16, 24, …).
pub const fn length_bonus(nodes: usize) -> f64 {
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
pub(super) const fn strong_links(
    k: usize,
    nodes: usize,
    boxed: bool,
    crossed: bool,
    grouped: bool,
) -> f64 {
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
            Item::Digit(u, _) => Some(kind(u)),
            Item::Cell(_) | Item::Set(..) => None,
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
        .all(|l| l.strong == matches!(l.item, Item::Cell(_)));
    one_value || cells
}

/// SE's chaining: a cycle (6.5 pure, 7.0 mixed) or a forcing chain (6.6
/// on one value, 7.0 otherwise), by length. SE's open chains count two
/// nodes more than ours: the eliminated candidate, on and off.
fn chaining(step: &Step) -> f64 {
    chaining_longer(step, 0)
}

/// [`chaining`] of the chain with `more` nodes than it has.
pub(super) fn chaining_longer(step: &Step, more: usize) -> f64 {
    let nodes = step.chain.len() + more;
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
pub(super) fn als(step: &Step) -> f64 {
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
        _ => as_forcing_chain(cells),
    }
}

/// An ALS-XY-Chain, which SE finds as a forcing chain through its cells.
pub(super) fn als_chain(step: &Step) -> f64 {
    as_forcing_chain(step.sets.iter().map(Vec::len).sum())
}

/// A forcing chain through `cells` cells, on and off in each: 7.0 and up
/// by length.
fn as_forcing_chain(cells: usize) -> f64 {
    7.0 + length_bonus(2 * cells + 2)
}

/// The lowest estimate a step of `t` can have ([`step`] gives it at least
/// this): the order in which [`Step::find`](super::Step::find) tries them.
pub fn floor(t: Technique) -> f64 {
    match t.info().rating {
        Rule::Fixed(rating) | Rule::Step { floor: rating, .. } => rating,
    }
}

/// The estimate of one step.
pub fn step(step: &Step) -> f64 {
    let rating = match step.technique.info().rating {
        Rule::Fixed(rating) => rating,
        Rule::Step { rate, .. } => rate(step),
    };
    (rating * 10.0).round() / 10.0
}
