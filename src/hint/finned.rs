//! Finned and sashimi fish: k base lines whose places for a value lie in
//! k cover lines, except for a few *fins*, all in one box. Either a fin
//! holds the value, or the fish does and takes every other place of the
//! cover lines. So a cover-line cell that sees every fin can't have it.
//! A sashimi fish is one that would not be a fish without its fins (a base
//! line keeps at most one place inside the cover lines).
//!
//! In the matrix: the base columns R#v have their options inside the cover
//! columns C#v and one box's fins; an option of a cover column that shares
//! an item with every fin is excluded by both readings.

use super::board::{values, Board};
use super::fish::line_unit;
use super::{Col, Step, Technique};
use crate::sudoku::Unit;

/// The first finned (`sashimi` false) or sashimi fish of size `k`.
pub fn find(board: &Board, k: usize, sashimi: bool) -> Option<Step> {
    let n = board.n();
    (1..=n as u8).find_map(|v| (0..2).find_map(|base| on(board, k, v, base, sashimi)))
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

fn on(board: &Board, k: usize, v: u8, base: usize, sashimi: bool) -> Option<Step> {
    let n = board.n();
    let line = |kind: usize, i: usize| kind * n + i;
    let cover = 1 - base;
    let masks: Vec<u32> = (0..n).map(|i| board.positions(line(base, i), v)).collect();
    let lines: Vec<usize> = (0..n).filter(|&i| masks[i] != 0).collect();
    let mut found = None;
    choose(&lines, k, 0, &mut Vec::new(), &mut |bases| {
        let union = bases.iter().fold(0, |m, &i| m | masks[i]);
        // The fins lie in one box: at most a box's width of extra lines.
        let shape = board.shape();
        if union.count_ones() as usize > k + shape.box_rows.max(shape.box_cols) {
            return false;
        }
        let spots: Vec<usize> = values(union).map(|j| j as usize - 1).collect();
        let places: Vec<usize> = bases
            .iter()
            .flat_map(|&i| board.cells(line(base, i)).iter().copied())
            .filter(|&c| board.has(c, v))
            .collect();
        choose(&spots, k, 0, &mut Vec::new(), &mut |covers| {
            // The cover lines as a mask over a base line's places.
            let within = covers.iter().fold(0u32, |m, &j| m | 1 << j);
            let inside = |i: usize| (masks[i] & within).count_ones();
            if bases.iter().any(|&i| inside(i) == 0)
                || bases.iter().any(|&i| inside(i) < 2) != sashimi
            {
                return false;
            }
            let in_cover = |c: usize| within >> (board.units_of(c)[cover] - cover * n) & 1 == 1;
            let fins: Vec<usize> = places.iter().copied().filter(|&c| !in_cover(c)).collect();
            if fins.is_empty() {
                return false;
            }
            let eliminations: Vec<(usize, u8)> = covers
                .iter()
                .flat_map(|&j| board.cells(line(cover, j)).iter().copied())
                .filter(|&c| {
                    board.has(c, v)
                        && !bases.contains(&(board.units_of(c)[base] - base * n))
                        && fins.iter().all(|&f| board.sees(f, c))
                })
                .map(|c| (c, v))
                .collect();
            if eliminations.is_empty() {
                return false;
            }
            let base_units: Vec<Unit> = bases.iter().map(|&i| line_unit(base, i)).collect();
            let cover_units: Vec<Unit> = covers.iter().map(|&j| line_unit(cover, j)).collect();
            let mut pattern: Vec<(usize, u8)> = places
                .iter()
                .filter(|&&c| in_cover(c))
                .map(|&c| (c, v))
                .collect();
            pattern.extend(fins.iter().map(|&c| (c, v)));
            found = Some(Step {
                technique: technique(k, sashimi),
                eliminations,
                pattern,
                base: base_units.iter().map(|&u| Col::Digit(u, v)).collect(),
                cover: cover_units.iter().map(|&u| Col::Digit(u, v)).collect(),
                units: base_units.into_iter().chain(cover_units).collect(),
                fins,
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
