//! Finned and sashimi fish: k base lines whose places for a value lie in
//! k cover lines, except for a few *fins*, all in one box. Either a fin
//! holds the value, or the fish does and takes every other place of the
//! cover lines. So a cover-line cell that sees every fin can't have it.
//! A sashimi fish is one that would not be a fish without its fins (a base
//! line keeps at most one place inside the cover lines).
//!
//! In the matrix: the base items R#v have their options inside the cover
//! columns C#v and one box's fins; an option of a cover item that shares
//! an item with every fin is excluded by both readings.

use super::board::{values, Board};
use super::fish::{line_unit, LinePlaces};
use super::rating;
use super::rating::Rule;
use super::text::{self, Words};
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::{list, Msg};
use crate::msg;
use crate::sudoku::Unit;

// A fin is a group: a finned fish of k lines is k grouped strong links
// (SE has no finned fish; its strong links find them).
const FINNED_2: Rule = Rule::Fixed(rating::strong_links(2, 0, false, false, true));
const FINNED_3: Rule = Rule::Fixed(rating::strong_links(3, 0, false, false, true));
const FINNED_4: Rule = Rule::Fixed(rating::strong_links(4, 0, false, false, true));

pub(super) const FINNED_X_WING: TechniqueInfo = TechniqueInfo {
    name: "finned-x-wing",
    title: "technique-finned-x-wing",
    level: Difficulty::Hard,
    find: |b| find(b, 2, false),
    words,
    matrix,
    rating: FINNED_2,
};

pub(super) const SASHIMI_X_WING: TechniqueInfo = TechniqueInfo {
    name: "sashimi-x-wing",
    title: "technique-sashimi-x-wing",
    level: Difficulty::Hard,
    find: |b| find(b, 2, true),
    words,
    matrix,
    rating: FINNED_2,
};

pub(super) const FINNED_SWORDFISH: TechniqueInfo = TechniqueInfo {
    name: "finned-swordfish",
    title: "technique-finned-swordfish",
    level: Difficulty::Hard,
    find: |b| find(b, 3, false),
    words,
    matrix,
    rating: FINNED_3,
};

pub(super) const SASHIMI_SWORDFISH: TechniqueInfo = TechniqueInfo {
    name: "sashimi-swordfish",
    title: "technique-sashimi-swordfish",
    level: Difficulty::Hard,
    find: |b| find(b, 3, true),
    words,
    matrix,
    rating: FINNED_3,
};

pub(super) const FINNED_JELLYFISH: TechniqueInfo = TechniqueInfo {
    name: "finned-jellyfish",
    title: "technique-finned-jellyfish",
    level: Difficulty::Hard,
    find: |b| find(b, 4, false),
    words,
    matrix,
    rating: FINNED_4,
};

pub(super) const SASHIMI_JELLYFISH: TechniqueInfo = TechniqueInfo {
    name: "sashimi-jellyfish",
    title: "technique-sashimi-jellyfish",
    level: Difficulty::Hard,
    find: |b| find(b, 4, true),
    words,
    matrix,
    rating: FINNED_4,
};

/// The first finned (`sashimi` false) or sashimi fish of size `k`.
pub fn find(board: &Board, k: usize, sashimi: bool) -> Option<Step> {
    let places = LinePlaces::new(board);
    (1..=board.n() as u8)
        .find_map(|v| (0..2).find_map(|base| on(board, k, v, base, places.of(base, v), sashimi)))
}

/// Every way of choosing `k` of `items`, in order.
fn choose(
    items: &[usize],
    k: usize,
    from: usize,
    chosen: &mut Vec<usize>,
    each: &mut impl FnMut(&[usize]) -> bool,
) -> bool {
    if chosen.len() == k {
        return each(chosen);
    }
    for i in from..items.len() {
        chosen.push(items[i]);
        if choose(items, k, i + 1, chosen, each) {
            return true;
        }
        chosen.pop();
    }
    false
}

/// The most fins a fish can have: k ≤ 4 base lines, each with places on
/// at most k + 5 lines (k cover lines and a 25×25's box width), one of
/// them inside.
const MAX_FINS: usize = 4 * (4 + 5 - 1);

/// A finned fish on value `v` whose base lines are rows (`base` 0) or
/// columns (1); mask i of `masks` is the cover lines where v fits in base
/// line i.
fn on(board: &Board, k: usize, v: u8, base: usize, masks: &[u32], sashimi: bool) -> Option<Step> {
    let n = board.n();
    let line = |kind: usize, i: usize| kind * n + i;
    let cover = 1 - base;
    let lines: Vec<usize> = (0..n).filter(|&i| masks[i] != 0).collect();
    let shape = board.shape();
    let widest = shape.box_rows.max(shape.box_cols);
    let mut found = None;
    let (mut bases_chosen, mut covers_chosen) = (Vec::new(), Vec::new());
    choose(&lines, k, 0, &mut bases_chosen, &mut |bases| {
        let union = bases.iter().fold(0, |m, &i| m | masks[i]);
        // The fins lie in one box: at most a box's width of extra lines.
        if union.count_ones() as usize > k + widest {
            return false;
        }
        let base_mask = bases.iter().fold(0u32, |m, &i| m | 1 << i);
        let spots: Vec<usize> = values(union).map(|j| j as usize - 1).collect();
        covers_chosen.clear();
        choose(&spots, k, 0, &mut covers_chosen, &mut |covers| {
            // The cover lines as a mask over a base line's places.
            let within = covers.iter().fold(0u32, |m, &j| m | 1 << j);
            let inside = |i: usize| (masks[i] & within).count_ones();
            if bases.iter().any(|&i| inside(i) == 0)
                || bases.iter().any(|&i| inside(i) < 2) != sashimi
            {
                return false;
            }
            // The fins, on the stack: this runs for every pair of line sets.
            let mut fins = [0usize; MAX_FINS];
            let mut count = 0;
            for &i in bases {
                let mut outside = masks[i] & !within;
                while outside != 0 {
                    fins[count] = board.cells(line(base, i))[outside.trailing_zeros() as usize];
                    count += 1;
                    outside &= outside - 1;
                }
            }
            let fins = &fins[..count];
            // A cell outside the base lines, in a cover line, sees a fin
            // (outside the cover lines) only through its box or a variant's
            // unit: without those, fins in two boxes take nothing.
            let boxes = |f: &usize| board.units_of(*f)[2];
            if count > 1
                && !fins.iter().any(|&f| board.in_extra_unit(f))
                && fins.iter().any(|f| boxes(f) != boxes(&fins[0]))
            {
                return false;
            }
            let eliminated = |c: usize| {
                board.has(c, v)
                    && base_mask >> (board.units_of(c)[base] - base * n) & 1 == 0
                    && fins.iter().all(|&f| board.sees(f, c))
            };
            if fins.is_empty()
                || !covers
                    .iter()
                    .any(|&j| board.cells(line(cover, j)).iter().any(|&c| eliminated(c)))
            {
                return false;
            }
            let eliminations: Vec<(usize, u8)> = covers
                .iter()
                .flat_map(|&j| board.cells(line(cover, j)).iter().copied())
                .filter(|&c| eliminated(c))
                .map(|c| (c, v))
                .collect();
            let base_units: Vec<Unit> = bases.iter().map(|&i| line_unit(base, i)).collect();
            let cover_units: Vec<Unit> = covers.iter().map(|&j| line_unit(cover, j)).collect();
            let in_cover = |c: usize| within >> (board.units_of(c)[cover] - cover * n) & 1 == 1;
            let mut pattern: Vec<(usize, u8)> = bases
                .iter()
                .flat_map(|&i| board.cells(line(base, i)).iter().copied())
                .filter(|&c| board.has(c, v) && in_cover(c))
                .map(|c| (c, v))
                .collect();
            pattern.extend(fins.iter().map(|&c| (c, v)));
            found = Some(Step {
                technique: technique(k, sashimi),
                eliminations,
                pattern,
                base: base_units.iter().map(|&u| Item::Digit(u, v)).collect(),
                cover: cover_units.iter().map(|&u| Item::Digit(u, v)).collect(),
                units: base_units.into_iter().chain(cover_units).collect(),
                fins: fins.to_vec(),
                ..Step::default()
            });
            true
        })
    });
    found
}

fn technique(k: usize, sashimi: bool) -> Technique {
    match (k, sashimi) {
        (2, false) => Technique::FinnedXWing,
        (2, true) => Technique::SashimiXWing,
        (3, false) => Technique::FinnedSwordfish,
        (3, true) => Technique::SashimiSwordfish,
        (4, false) => Technique::FinnedJellyfish,
        _ => Technique::SashimiJellyfish,
    }
}

/// The nudge, the technique and the step of a finned or sashimi fish.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let s = w.step;
    let v = w.symbol(s.pattern[0].1);
    let k = s.base.len();
    let (base, cover) = s.units.split_at(k);
    let (base, cover) = (w.units(base), w.units(cover));
    let fins = w.cells(&s.fins);
    (
        msg!("fish-nudge", symbol = v.as_str(), base = base.clone()),
        msg!(
            "finned-technique",
            technique = text::title(s.technique),
            symbol = v.as_str(),
            base = base.clone(),
            fins = fins.clone()
        ),
        msg!(
            "finned-step",
            base = base,
            symbol = v,
            cover = cover,
            fins = fins,
            removals = w.removals()
        ),
    )
}

/// The matrix's words: base and cover items, the fins, and what goes.
fn matrix(w: &Words) -> Msg {
    let s = w.step;
    msg!(
        "matrix-finned",
        base = w.labels(&s.base),
        cover = w.labels(&s.cover),
        fins = list(s.fins.iter().map(|&c| w.option((c, s.pattern[0].1)))),
        eliminated = w.options(&s.eliminations)
    )
}
