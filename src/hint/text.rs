//! The words of a step, as messages of the catalogue (`locales/*/hints.ftl`)
//! built from its data: a nudge, the technique and where, the full step in
//! the player's terms, and the same step in the exact-cover matrix's terms.
//! The caller renders them in the user's language.
//!
//! Each technique's words are in its file, named by its row of
//! [`TECHNIQUES`](super::TECHNIQUES); here are what they share: [`Words`]
//! and its pieces (a cell's name, the removals, a chain written out), and
//! the matrix's words of a pattern or a chain.

use super::board::{bit, values};
use super::links::ChainNode;
use super::{cell_name, Item, Step, Technique};
use crate::i18n::{either, list, Msg};
use crate::msg;
use crate::sudoku::{Shape, Unit};

/// The texts of a step, from the lightest help to the fullest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Texts {
    /// Where to look: "Look at row 4."
    pub nudge: Msg,
    /// The technique and where it applies: "X-Wing on 7 in rows 2 and 6."
    pub technique: Msg,
    /// The whole step, in the player's terms.
    pub step: Msg,
    /// The same step, in the matrix's terms.
    pub matrix: Msg,
}

/// Renders the texts of `step` on a grid of `shape`.
pub fn render(step: &Step, shape: Shape) -> Texts {
    let w = Words { shape, step };
    let info = step.technique.info();
    let (nudge, technique, player) = (info.words)(&w);
    Texts {
        nudge,
        technique,
        step: player,
        matrix: (info.matrix)(&w),
    }
}

/// The full step: the player's words, then the matrix's.
pub fn full(step: Msg, matrix: Msg) -> Msg {
    msg!("hint-full", step = step, matrix = matrix)
}

/// A technique's name for people: "X-Wing", "Naked pair".
pub fn title(t: Technique) -> Msg {
    Msg::new(t.info().title)
}

/// What a technique's words are made from: the step and its grid, and the
/// pieces every technique's words use (a cell's name, the removals, a
/// chain written out). Each technique's row of `super::TECHNIQUES` names
/// the function of its file that gives its nudge, the technique and the
/// full step.
pub struct Words<'a> {
    /// The grid's shape.
    pub(super) shape: Shape,
    /// The step.
    pub(super) step: &'a Step,
}

impl Words<'_> {
    pub(super) fn cell(&self, cell: usize) -> String {
        cell_name(self.shape, cell)
    }

    pub(super) fn symbol(&self, v: u8) -> String {
        self.shape.symbol(v).to_string()
    }

    pub(super) fn symbols(&self, mask: u32) -> Msg {
        list(values(mask).map(|v| self.symbol(v)))
    }

    pub(super) fn labels(&self, cols: &[Item]) -> Msg {
        list(cols.iter().map(|c| c.label(self.shape)))
    }

    pub(super) fn cells(&self, cells: &[usize]) -> Msg {
        list(cells.iter().map(|&c| self.cell(c)))
    }

    /// The cells of the pattern, in order, once each.
    pub(super) fn pattern_cells(&self) -> Vec<usize> {
        let mut cells: Vec<usize> = self.step.pattern.iter().map(|&(c, _)| c).collect();
        cells.dedup();
        cells
    }

    /// The mask of a pattern cell's candidates.
    pub(super) fn pattern_mask(&self, cell: usize) -> u32 {
        self.step
            .pattern
            .iter()
            .filter(|&&(c, _)| c == cell)
            .fold(0, |m, &(_, v)| m | bit(v))
    }

    /// "remove 3 from r4c2 and r4c7, and 7 from r4c7".
    pub(super) fn removals(&self) -> Msg {
        let mut by_value: Vec<(u8, Vec<String>)> = Vec::new();
        for &(cell, v) in &self.step.eliminations {
            match by_value.iter_mut().find(|(w, _)| *w == v) {
                Some((_, cells)) => cells.push(self.cell(cell)),
                None => by_value.push((v, vec![self.cell(cell)])),
            }
        }
        by_value.sort_by_key(|(v, _)| *v);
        let parts = by_value
            .into_iter()
            .map(|(v, cells)| msg!("hint-removal", symbol = self.symbol(v), cells = list(cells)));
        msg!("hint-removals", parts = list(parts))
    }

    /// "row 4", "rows 2 and 6": units of one kind.
    pub(super) fn units(&self, units: &[Unit]) -> Msg {
        let numbers = list(units.iter().map(|u| (u.index() + 1).to_string()));
        let count = units.len();
        match units.first() {
            Some(Unit::Row(_)) => msg!("units-rows", count = count, numbers = numbers),
            Some(Unit::Column(_)) => msg!("units-columns", count = count, numbers = numbers),
            Some(Unit::Diagonal(_)) => msg!("units-diagonals", count = count, numbers = numbers),
            Some(Unit::Window(_)) => msg!("units-windows", count = count, numbers = numbers),
            _ => msg!("units-boxes", count = count, numbers = numbers),
        }
    }

    /// A chain node in the notation of HoDoKu and SudokuWiki: `5r1c2`, a
    /// group `5r1c45` or `5r45c1`.
    pub(super) fn node(&self, x: &ChainNode) -> String {
        let n = self.shape.n;
        let symbol = self.symbol(x.v);
        let rows: Vec<usize> = x.cells.iter().map(|c| c / n + 1).collect();
        let cols: Vec<usize> = x.cells.iter().map(|c| c % n + 1).collect();
        let join = |list: &[usize]| {
            let mut list = list.to_vec();
            list.dedup();
            list.sort_unstable();
            list.dedup();
            list.iter().map(|i| i.to_string()).collect::<String>()
        };
        format!("{symbol}r{}c{}", join(&rows), join(&cols))
    }

    /// The chain written out: `5r1c2 = 5r1c8 - 5r7c8 = 5r7c5`, and back to
    /// its start when it loops.
    pub(super) fn chain(&self) -> String {
        let s = self.step;
        let mut out = self.node(&s.chain[0]);
        for link in &s.links {
            if link.from >= s.chain.len() || link.to >= s.chain.len() {
                continue;
            }
            out.push_str(if link.strong { " = " } else { " - " });
            out.push_str(&self.node(&s.chain[link.to]));
        }
        out
    }

    /// An option's label, as in the matrix view: `r4c2#3`.
    pub(super) fn option(&self, (c, v): (usize, u8)) -> String {
        format!("{}#{}", self.cell(c), self.symbol(v))
    }

    /// Options as the matrix labels them: `r4c2#3, r4c7#3`.
    pub(super) fn options(&self, options: &[(usize, u8)]) -> Msg {
        list(options.iter().map(|&o| self.option(o)))
    }

    /// The step as the matrix sees it, for the techniques whose step is a
    /// pattern (a single, a subset, a fish, a wing) or a chain; the others'
    /// rows name their own.
    pub(super) fn matrix(&self) -> Msg {
        let s = self.step;
        let options = |cands: &[(usize, u8)]| self.options(cands);
        let eliminated = options(&s.eliminations);
        if !s.chain.is_empty() {
            let (start, end) = (
                self.node(&s.chain[0]),
                self.node(s.chain.last().expect("nodes")),
            );
            let strong = self.labels(&s.base);
            return match (
                s.placements.first(),
                s.links.last().is_some_and(|l| l.to == 0),
            ) {
                (Some(_), _) => msg!("matrix-chain-proof", strong = strong, start = start),
                (None, true) => msg!(
                    "matrix-chain-loop",
                    strong = strong,
                    eliminated = eliminated
                ),
                (None, false) => msg!(
                    "matrix-chain",
                    strong = strong,
                    start = start,
                    end = end,
                    eliminated = eliminated
                ),
            };
        }
        if let Some(&placed) = s.placements.first() {
            return msg!(
                "matrix-single",
                item = self.labels(&s.base),
                option = self.option(placed)
            );
        }
        if s.cover.is_empty() {
            // A wing: no one cover, but every covering uses one of the z options.
            let z = s.eliminations[0].1;
            let zs = s.pattern.iter().copied().filter(|&(_, v)| v == z);
            return msg!(
                "matrix-wing",
                items = self.labels(&s.base),
                options = either(zs.map(|o| self.option(o))),
                eliminated = options(&s.eliminations)
            );
        }
        msg!(
            "matrix-subset",
            count = s.base.len(),
            base = self.labels(&s.base),
            cover = self.labels(&s.cover),
            eliminated = options(&s.eliminations)
        )
    }
}
