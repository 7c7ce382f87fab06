//! Death Blossom: a *stem* cell with candidates d₁ … dₖ and, for each dᵢ, a
//! *petal*: an almost locked set holding dᵢ whose every dᵢ sees the stem.
//! Whatever the stem holds, say dᵢ, petal i loses dᵢ and is locked to its
//! other values. So a value z that every petal holds (and the stem
//! doesn't) is held by some petal whatever happens: a cell that sees every
//! z of every petal can't be z. Petals may overlap: each case needs only
//! its own.
//!
//! In the matrix: the stem is a cell item whose every option is linked to
//! a set of cell items one option short of a naked subset.

use super::als::{self, Als};
use super::board::{bit, values, Board};
use super::cells::Cells;
use super::links::{ChainNode, Link};
use super::rating::{self, Rule};
use super::text::{self, Words};
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::{list, Msg};
use crate::msg;

pub(super) const DEATH_BLOSSOM: TechniqueInfo = TechniqueInfo {
    name: "death-blossom",
    title: "technique-death-blossom",
    level: Difficulty::Expert,
    find,
    words,
    matrix,
    rating: Rule::Step {
        floor: 7.0,
        rate: rating::als_chain,
    },
};

/// Most candidates of a stem: a petal for each.
const MOST_PETALS: u32 = 4;

/// The first Death Blossom that removes something, by stem; on grids up to
/// 9×9, as the ALS techniques look for every set only there.
pub fn find(board: &Board) -> Option<Step> {
    let (sight, sets) = als::on_small_board(board)?;
    let n = board.n();
    for stem in 0..n * n {
        let digits = board.candidates(stem);
        if !(2..=MOST_PETALS).contains(&digits.count_ones()) {
            continue;
        }
        let stem_set = Cells::of([stem]);
        let sees = sight.peers(stem);
        // For each candidate of the stem, the petals it could have.
        let petals: Vec<(u8, Vec<&Als<2>>)> = values(digits)
            .map(|d| {
                let fit = sets
                    .iter()
                    .filter(|a| {
                        a.mask & bit(d) != 0
                            && a.mask & !digits != 0
                            && !a.cells.meets(&stem_set)
                            && a.with(d).within(&sees)
                    })
                    .collect();
                (d, fit)
            })
            .collect();
        if petals.iter().any(|(_, fit)| fit.is_empty()) {
            continue;
        }
        let mut chosen = Vec::new();
        if let Some(gone) = bloom(&petals, stem_set, !digits, &mut chosen) {
            return Some(step(board, stem, &petals, &chosen, gone));
        }
    }
    None
}

/// Chooses a petal for each of the stem's candidates in turn, keeping `zs`
/// the values every petal so far holds; at the end, what a z removes from
/// the cells outside `used` (the stem and the petals).
fn bloom<'a, const W: usize>(
    petals: &[(u8, Vec<&'a Als<W>>)],
    used: Cells<W>,
    zs: u32,
    chosen: &mut Vec<&'a Als<W>>,
) -> Option<Vec<(usize, u8)>> {
    let Some((_, fit)) = petals.get(chosen.len()) else {
        let all = chosen.iter().fold(used, |c, a| c.or(a.cells));
        let gone: Vec<(usize, u8)> = values(zs)
            .flat_map(|z| {
                let cells = chosen[1..]
                    .iter()
                    .fold(chosen[0].reach(z), |c, a| c.and(a.reach(z)));
                als::removals(cells.minus(all), z)
            })
            .collect();
        return (!gone.is_empty()).then_some(gone);
    };
    for &petal in fit {
        let zs = zs & petal.mask;
        if zs == 0 {
            continue;
        }
        chosen.push(petal);
        if let Some(gone) = bloom(petals, used.or(petal.cells), zs, chosen) {
            return Some(gone);
        }
        chosen.pop();
    }
    None
}

/// The step: the stem and the petals as sets (the stem first), each
/// candidate of the stem weakly linked to its petal's cells with it.
fn step<const W: usize>(
    board: &Board,
    stem: usize,
    petals: &[(u8, Vec<&Als<W>>)],
    chosen: &[&Als<W>],
    gone: Vec<(usize, u8)>,
) -> Step {
    let mut chain = Vec::new();
    let mut links = Vec::new();
    for (&(d, _), petal) in petals.iter().zip(chosen) {
        let at = chain.len();
        chain.push(ChainNode {
            v: d,
            cells: vec![stem],
            on: false,
        });
        chain.push(ChainNode {
            v: d,
            cells: petal.with(d).iter().collect(),
            on: false,
        });
        links.push(Link {
            from: at,
            to: at + 1,
            strong: false,
            item: Item::Cell(stem),
        });
    }
    let mut sets = vec![vec![stem]];
    sets.extend(chosen.iter().map(|a| a.cells.iter().collect::<Vec<_>>()));
    let candidates_of = |cells: &Vec<usize>| {
        cells
            .iter()
            .flat_map(|&c| values(board.candidates(c)).map(move |v| (c, v)))
            .collect::<Vec<_>>()
    };
    Step {
        technique: Technique::DeathBlossom,
        eliminations: gone,
        pattern: sets.iter().flat_map(candidates_of).collect(),
        units: chosen.iter().map(|a| board.unit(a.unit)).collect(),
        base: sets.iter().flatten().map(|&c| Item::Cell(c)).collect(),
        sets,
        chain,
        links,
        ..Step::default()
    }
}

/// The nudge, the technique and the step.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let s = w.step;
    let stem = s.sets[0][0];
    let petal = |i: usize| {
        let cells = &s.sets[i];
        let mask = s
            .pattern
            .iter()
            .filter(|(c, _)| cells.contains(c))
            .fold(0, |m, &(_, v)| m | bit(v));
        msg!(
            "death-blossom-petal",
            symbol = w.symbol(s.chain[2 * (i - 1)].v),
            set = msg!("als-set", cells = w.cells(cells), symbols = w.symbols(mask))
        )
    };
    let petals = list((1..s.sets.len()).map(petal));
    let z = w.symbols(s.eliminations.iter().fold(0, |m, &(_, v)| m | bit(v)));
    (
        msg!("death-blossom-nudge", cell = w.cell(stem)),
        msg!(
            "death-blossom-technique",
            technique = text::title(s.technique),
            cell = w.cell(stem)
        ),
        msg!(
            "death-blossom-step",
            cell = w.cell(stem),
            symbols = w.symbols(s.chain.iter().step_by(2).fold(0, |m, x| m | bit(x.v))),
            petals = petals,
            z = z,
            removals = w.removals()
        ),
    )
}

/// The matrix's words: the stem's options, each linked to a set that loses
/// that value group and becomes a naked subset.
fn matrix(w: &Words) -> Msg {
    let s = w.step;
    let sets = list(
        s.sets[1..]
            .iter()
            .map(|cells| list(cells.iter().map(|&c| w.cell(c)))),
    );
    msg!(
        "matrix-death-blossom",
        stem = w.cell(s.sets[0][0]),
        count = s.sets.len() - 1,
        sets = sets,
        z = w.symbols(s.eliminations.iter().fold(0, |m, &(_, v)| m | bit(v))),
        eliminated = w.options(&s.eliminations)
    )
}
