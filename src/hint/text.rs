//! The words of a step, as messages of the catalogue (`locales/*/hints.ftl`)
//! built from its data in one place: a nudge, the technique and where, the
//! full step in the player's terms, and the same step in the exact-cover
//! matrix's terms. The caller renders them in the user's language.

use super::board::{bit, values};
use super::{cell_name, Col, Step, Technique};
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
    let (nudge, technique, player) = (step.technique.info().words)(&w);
    Texts {
        nudge,
        technique,
        step: player,
        matrix: w.matrix(),
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

/// What a technique's words are made from: the step and its grid. The
/// table of techniques (`super::TECHNIQUES`) names, for each, which of its
/// methods gives the nudge, the technique and the full step.
pub struct Words<'a> {
    shape: Shape,
    step: &'a Step,
}

impl Words<'_> {
    fn cell(&self, cell: usize) -> String {
        cell_name(self.shape, cell)
    }

    fn symbol(&self, v: u8) -> String {
        self.shape.symbol(v).to_string()
    }

    fn symbols(&self, mask: u32) -> Msg {
        list(values(mask).map(|v| self.symbol(v)))
    }

    fn labels(&self, cols: &[Col]) -> Msg {
        list(cols.iter().map(|c| c.label(self.shape)))
    }

    fn cells(&self, cells: &[usize]) -> Msg {
        list(cells.iter().map(|&c| self.cell(c)))
    }

    /// The cells of the pattern, in order, once each.
    fn pattern_cells(&self) -> Vec<usize> {
        let mut cells: Vec<usize> = self.step.pattern.iter().map(|&(c, _)| c).collect();
        cells.dedup();
        cells
    }

    /// The mask of a pattern cell's candidates.
    fn pattern_mask(&self, cell: usize) -> u32 {
        self.step
            .pattern
            .iter()
            .filter(|&&(c, _)| c == cell)
            .fold(0, |m, &(_, v)| m | bit(v))
    }

    /// "remove 3 from r4c2 and r4c7, and 7 from r4c7".
    fn removals(&self) -> Msg {
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
    fn units(&self, units: &[Unit]) -> Msg {
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

    pub(super) fn naked_single(&self) -> (Msg, Msg, Msg) {
        let (cell, v) = self.step.placements[0];
        let (x, v) = (self.cell(cell), self.symbol(v));
        (
            msg!("naked-single-nudge", cell = x.as_str()),
            msg!("naked-single-technique", cell = x.as_str()),
            msg!("naked-single-step", cell = x.as_str(), symbol = v),
        )
    }

    pub(super) fn hidden_single(&self) -> (Msg, Msg, Msg) {
        let (cell, v) = self.step.placements[0];
        let unit = self.step.units[0].msg();
        let v = self.symbol(v);
        (
            msg!(
                "hidden-single-nudge",
                unit = unit.clone(),
                symbol = v.as_str()
            ),
            msg!("hidden-single-technique", unit = unit.clone()),
            msg!(
                "hidden-single-step",
                unit = unit,
                symbol = v,
                cell = self.cell(cell)
            ),
        )
    }

    pub(super) fn locked(&self) -> (Msg, Msg, Msg) {
        let (base, cover) = (self.step.units[0].msg(), self.step.units[1].msg());
        let v = self.symbol(self.step.pattern[0].1);
        let places = self.cells(&self.pattern_cells());
        (
            msg!("locked-nudge", symbol = v.as_str(), base = base.clone()),
            msg!(
                "locked-technique",
                technique = title(self.step.technique),
                symbol = v.as_str(),
                base = base.clone(),
                cover = cover.clone()
            ),
            msg!(
                "locked-step",
                base = base,
                symbol = v,
                cover = cover,
                places = places,
                removals = self.removals()
            ),
        )
    }

    pub(super) fn naked(&self) -> (Msg, Msg, Msg) {
        let unit = self.step.units[0].msg();
        let cells = self.pattern_cells();
        let digits = cells.iter().fold(0, |m, &c| m | self.pattern_mask(c));
        (
            msg!("subset-nudge", unit = unit.clone()),
            msg!(
                "subset-technique",
                technique = title(self.step.technique),
                symbols = self.symbols(digits),
                unit = unit.clone()
            ),
            msg!(
                "naked-subset-step",
                cells = self.cells(&cells),
                symbols = self.symbols(digits),
                count = cells.len(),
                unit = unit,
                removals = self.removals()
            ),
        )
    }

    pub(super) fn hidden(&self) -> (Msg, Msg, Msg) {
        let unit = self.step.units[0].msg();
        let cells = self.pattern_cells();
        let digits = self.step.pattern.iter().fold(0, |m, &(_, v)| m | bit(v));
        (
            msg!("subset-nudge", unit = unit.clone()),
            msg!(
                "subset-technique",
                technique = title(self.step.technique),
                symbols = self.symbols(digits),
                unit = unit.clone()
            ),
            msg!(
                "hidden-subset-step",
                unit = unit,
                symbols = self.symbols(digits),
                cells = self.cells(&cells),
                removals = self.removals()
            ),
        )
    }

    pub(super) fn fish(&self) -> (Msg, Msg, Msg) {
        let v = self.symbol(self.step.pattern[0].1);
        let k = self.step.base.len();
        let (base, cover) = self.step.units.split_at(k);
        let (base, cover) = (self.units(base), self.units(cover));
        (
            msg!("fish-nudge", symbol = v.as_str(), base = base.clone()),
            msg!(
                "fish-technique",
                technique = title(self.step.technique),
                symbol = v.as_str(),
                base = base.clone()
            ),
            msg!(
                "fish-step",
                base = base,
                symbol = v,
                cover = cover,
                count = k,
                removals = self.removals()
            ),
        )
    }

    pub(super) fn wing(&self) -> (Msg, Msg, Msg) {
        let cells = self.pattern_cells();
        let (p, a, b) = (cells[0], cells[1], cells[2]);
        let z = self.symbol(self.step.eliminations[0].1);
        let or = |mask: u32| either(values(mask).map(|v| self.symbol(v)));
        let (mp, ma, mb) = (
            self.pattern_mask(p),
            self.pattern_mask(a),
            self.pattern_mask(b),
        );
        let (pp, pa, pb) = (self.cell(p), self.cell(a), self.cell(b));
        let player = if self.step.technique == Technique::XyWing {
            msg!(
                "xy-wing-step",
                pivot = pp.as_str(),
                pivot_values = or(mp),
                first_value = self.symbols(mp & ma),
                first = pa.as_str(),
                first_values = or(ma),
                second_value = self.symbols(mp & mb),
                second = pb.as_str(),
                second_values = or(mb),
                symbol = z,
                removals = self.removals()
            )
        } else {
            msg!(
                "xyz-wing-step",
                pivot = pp.as_str(),
                pivot_values = or(mp),
                first = pa.as_str(),
                first_values = or(ma),
                second = pb.as_str(),
                second_values = or(mb),
                symbol = z,
                removals = self.removals()
            )
        };
        (
            msg!("wing-nudge", pivot = pp.as_str()),
            msg!(
                "wing-technique",
                technique = title(self.step.technique),
                pivot = pp,
                first = pa,
                second = pb
            ),
            player,
        )
    }

    /// What a column with no option left means: "r4c5 has no candidate left".
    fn dead(&self, col: Col) -> Msg {
        match col {
            Col::Cell(cell) => msg!("dead-cell", cell = self.cell(cell)),
            Col::Digit(unit, v) => msg!("dead-digit", unit = unit.msg(), symbol = self.symbol(v)),
        }
    }

    pub(super) fn forcing(&self) -> (Msg, Msg, Msg) {
        let (cell, v) = self.step.pattern[0];
        let (x, v) = (self.cell(cell), self.symbol(v));
        let chain = &self.step.pattern[1..];
        let follows = if chain.is_empty() {
            msg!("forcing-at-once")
        } else {
            let singles = list(
                chain
                    .iter()
                    .map(|&(c, w)| msg!("placed", cell = self.cell(c), symbol = self.symbol(w))),
            );
            msg!("forcing-singles", singles = singles)
        };
        (
            msg!("forcing-nudge", cell = x.as_str()),
            msg!("forcing-technique", cell = x.as_str(), symbol = v.as_str()),
            msg!(
                "forcing-step",
                cell = x,
                symbol = v,
                follows = follows,
                dead = self.dead(self.step.cover[0]),
                removals = self.removals()
            ),
        )
    }

    /// An option's label, as in the matrix view: `r4c2#3`.
    fn option(&self, (c, v): (usize, u8)) -> String {
        format!("{}#{}", self.cell(c), self.symbol(v))
    }

    /// The step as the matrix sees it.
    fn matrix(&self) -> Msg {
        let s = self.step;
        let options = |cands: &[(usize, u8)]| list(cands.iter().map(|&o| self.option(o)));
        if s.technique == Technique::ForcingChain {
            let (option, column) = (options(&s.pattern[..1]), self.labels(&s.cover));
            return match &s.pattern[1..] {
                [] => msg!("matrix-forcing", option = option, column = column),
                chain => msg!(
                    "matrix-forcing-chain",
                    option = option,
                    forced = options(chain),
                    column = column
                ),
            };
        }
        if let Some(&placed) = s.placements.first() {
            return msg!(
                "matrix-single",
                column = self.labels(&s.base),
                option = self.option(placed)
            );
        }
        if s.cover.is_empty() {
            // A wing: no one cover, but every covering uses one of the z options.
            let z = s.eliminations[0].1;
            let zs = s.pattern.iter().copied().filter(|&(_, v)| v == z);
            return msg!(
                "matrix-wing",
                columns = self.labels(&s.base),
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
