//! ALS-XY-Chain: almost locked sets A₁ … Aₖ in a row, each pair of
//! neighbours linked by a restricted common value xᵢ, neighbouring links
//! on different values. If neither A₁ nor Aₖ held a common value z (other
//! than x₁ and xₖ₋₁), A₁ would be locked and hold x₁, so A₂ could not and
//! would be locked and hold x₂, and so on until Aₖ, which would lose both
//! xₖ₋₁ and z: one value short of a cell. So A₁ or Aₖ holds z, and a cell
//! that sees every z of both can't. Two sets are an ALS-XZ and three an
//! ALS-XY-Wing ([`super::als`]); a chain here has four to six.
//!
//! The search: for each pair A₁, Aₖ that some cell would lose a z to, a
//! breadth-first walk from A₁ over the restricted commons, keeping the
//! sets of a chain apart, to the shortest chain that ends at Aₖ.

use super::als::{self, links, seeing, Als};
use super::als_xz;
use super::board::{bit, values, Board};
use super::cells::Cells;
use super::rating::{self, Rule};
use super::{Difficulty, Step, Technique, TechniqueInfo};

pub(super) const ALS_XY_CHAIN: TechniqueInfo = TechniqueInfo {
    name: "als-xy-chain",
    title: "technique-als-xy-chain",
    level: Difficulty::Expert,
    find,
    words: als_xz::words,
    matrix: als_xz::matrix,
    rating: Rule::Step {
        floor: 7.0,
        rate: rating::als_chain,
    },
};

/// A chain found: its (set, the value that links it to the one before)
/// from the first set, and the candidates it removes.
type Found = (Vec<(usize, u8)>, Vec<(usize, u8)>);

/// Fewest and most sets in a chain.
const SETS: std::ops::RangeInclusive<usize> = 4..=6;

/// The shortest ALS-XY-Chain that removes something; on grids up to 9×9,
/// as the ALS techniques look for every set only there.
pub fn find(board: &Board) -> Option<Step> {
    let (_, sets) = als::on_small_board(board)?;
    let links = links(&sets);
    let mut best: Option<Found> = None;
    for (first, a) in sets.iter().enumerate() {
        if links[first].is_empty() {
            continue;
        }
        // The ends it could have: a set with a common z that some cell
        // would lose.
        let ends: Vec<(usize, u32)> = sets
            .iter()
            .enumerate()
            .skip(first + 1)
            .filter(|(j, b)| !links[*j].is_empty() && !a.cells.meets(&b.cells))
            .map(|(j, b)| {
                let zs = values(a.mask & b.mask)
                    .filter(|&z| !seeing(&[a, b], z).is_empty())
                    .fold(0, |m, z| m | bit(z));
                (j, zs)
            })
            .filter(|&(_, zs)| zs != 0)
            .collect();
        if ends.is_empty() {
            continue;
        }
        let most = best
            .as_ref()
            .map_or(*SETS.end(), |(path, _)| path.len() - 1);
        if let Some(found) = walk(&sets, &links, first, &ends, most) {
            best = Some(found);
        }
    }
    best.map(|(path, gone)| {
        let chain: Vec<&Als<2>> = path.iter().map(|&(i, _)| &sets[i]).collect();
        let commons: Vec<(usize, usize, u8)> = path[1..]
            .iter()
            .enumerate()
            .map(|(i, &(_, x))| (i, i + 1, x))
            .collect();
        als_xz::step(board, Technique::AlsXyChain, &chain, &commons, gone)
    })
}

/// The shortest chain from `first` to one of `ends` (with the values z it
/// could remove) of at most `most` sets, breadth first over (set, the
/// value it was reached by); each step of the path is (set, that value).
/// Returns the path and what it removes.
fn walk<const W: usize>(
    sets: &[Als<W>],
    links: &[Vec<(usize, u8)>],
    first: usize,
    ends: &[(usize, u32)],
    most: usize,
) -> Option<Found> {
    let mut end_of = vec![0u32; sets.len()];
    for &(j, zs) in ends {
        end_of[j] = zs;
    }
    // A state is (set, value reached by); `back` is the state before it.
    let mut states: Vec<(usize, u8, usize)> = vec![(first, 0, usize::MAX)];
    let mut reached = std::collections::HashSet::new();
    let mut level = 0..1;
    for depth in 2..=most {
        let next = states.len();
        for s in level.clone() {
            let (at, by, _) = states[s];
            let path_cells = cells_of(sets, &states, s);
            for &(to, x) in &links[at] {
                if x == by || sets[to].cells.meets(&path_cells) || !reached.insert((to, x)) {
                    continue;
                }
                states.push((to, x, s));
                let state = states.len() - 1;
                if depth < *SETS.start() || end_of[to] == 0 {
                    continue;
                }
                let path = path_of(&states, state);
                let x1 = path[1].1;
                let all = path_cells.or(sets[to].cells);
                let (a, b) = (&sets[first], &sets[to]);
                let mut gone: Vec<(usize, u8)> = values(end_of[to] & !bit(x1) & !bit(x))
                    .flat_map(|z| als::removals(seeing(&[a, b], z).minus(all), z))
                    .collect();
                if !gone.is_empty() {
                    gone.sort_unstable();
                    return Some((path, gone));
                }
            }
        }
        level = next..states.len();
    }
    None
}

/// The (set, value) steps from the start to state `s`.
fn path_of(states: &[(usize, u8, usize)], mut s: usize) -> Vec<(usize, u8)> {
    let mut path = Vec::new();
    while s != usize::MAX {
        let (at, by, back) = states[s];
        path.push((at, by));
        s = back;
    }
    path.reverse();
    path
}

/// The cells of every set on the path to state `s`.
fn cells_of<const W: usize>(sets: &[Als<W>], states: &[(usize, u8, usize)], s: usize) -> Cells<W> {
    path_of(states, s)
        .iter()
        .fold(Cells::EMPTY, |all, &(i, _)| all.or(sets[i].cells))
}
