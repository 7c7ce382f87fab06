//! The words of a step, as messages of the catalogue (`locales/*/hints.ftl`)
//! built from its data in one place: a nudge, the technique and where, the
//! full step in the player's terms, and the same step in the exact-cover
//! matrix's terms. The caller renders them in the user's language.

use super::board::{bit, values};
use super::chain::ChainNode;
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

    /// A chain node in the notation of HoDoKu and SudokuWiki: `5r1c2`, a
    /// group `5r1c45` or `5r45c1`.
    fn node(&self, x: &ChainNode) -> String {
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
    fn chain(&self) -> String {
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

    /// A chain technique's words: open, a loop, or a proof of its start.
    pub(super) fn chains(&self) -> (Msg, Msg, Msg) {
        let s = self.step;
        let start = self.node(&s.chain[0]);
        let end = self.node(s.chain.last().expect("a chain has nodes"));
        let chain = self.chain();
        let closes = s.links.last().is_some_and(|l| l.to == 0);
        let player = match (s.placements.first(), closes) {
            (Some(&(c, v)), _) => msg!(
                "chain-proof-step",
                chain = chain.as_str(),
                start = start.as_str(),
                placement = msg!("placed", cell = self.cell(c), symbol = self.symbol(v))
            ),
            (None, true) => msg!(
                "chain-loop-step",
                chain = chain.as_str(),
                start = start.as_str(),
                removals = self.removals()
            ),
            (None, false) => msg!(
                "chain-step",
                chain = chain.as_str(),
                start = start.as_str(),
                end = end,
                removals = self.removals()
            ),
        };
        (
            msg!("chain-nudge", cell = self.cell(s.chain[0].cells[0])),
            msg!(
                "chain-technique",
                technique = title(s.technique),
                chain = chain
            ),
            player,
        )
    }

    pub(super) fn finned(&self) -> (Msg, Msg, Msg) {
        let s = self.step;
        let v = self.symbol(s.pattern[0].1);
        let k = s.base.len();
        let (base, cover) = s.units.split_at(k);
        let (base, cover) = (self.units(base), self.units(cover));
        let fins = self.cells(&s.fins);
        (
            msg!("fish-nudge", symbol = v.as_str(), base = base.clone()),
            msg!(
                "finned-technique",
                technique = title(s.technique),
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
                removals = self.removals()
            ),
        )
    }

    pub(super) fn colouring(&self) -> (Msg, Msg, Msg) {
        let s = self.step;
        let v = s.chain[0].v;
        let symbol = self.symbol(v);
        let colour = |on: bool| {
            self.cells(
                &s.chain
                    .iter()
                    .filter(|x| x.on == on)
                    .map(|x| x.cells[0])
                    .collect::<Vec<_>>(),
            )
        };
        let wrap = s.eliminations.iter().all(|e| s.pattern.contains(e));
        let reason = match (s.technique == Technique::MultiColouring, wrap) {
            (true, true) => msg!("colouring-multi-wrap"),
            (true, false) => msg!("colouring-multi-trap"),
            (false, true) => msg!("colouring-wrap"),
            (false, false) => msg!("colouring-trap", symbol = symbol.as_str()),
        };
        (
            msg!("colouring-nudge", symbol = symbol.as_str()),
            msg!(
                "colouring-technique",
                technique = title(s.technique),
                symbol = symbol.as_str()
            ),
            msg!(
                "colouring-step",
                symbol = symbol,
                on = colour(true),
                off = colour(false),
                reason = reason,
                removals = self.removals()
            ),
        )
    }

    pub(super) fn uniqueness(&self) -> (Msg, Msg, Msg) {
        let s = self.step;
        let cells: Vec<usize> = s
            .base
            .iter()
            .filter_map(|c| match c {
                Col::Cell(c) => Some(*c),
                Col::Digit(..) => None,
            })
            .collect();
        let all = s.pattern.iter().fold(0, |m, &(_, v)| m | bit(v));
        if s.technique == Technique::BugPlusOne {
            let (cell, v) = s.placements[0];
            let (x, v) = (self.cell(cell), self.symbol(v));
            return (
                msg!("bug-nudge"),
                msg!("bug-technique", cell = x.as_str()),
                msg!("bug-step", cell = x, symbol = v),
            );
        }
        let pair = self.symbols(all);
        let z = self.symbol(s.eliminations[0].1);
        let units = self.units(&s.units);
        let unit = s
            .units
            .first()
            .map_or_else(|| msg!("list-none"), |u| u.msg());
        let kept = values(all)
            .find(|&w| s.eliminations.iter().all(|e| e.1 != w))
            .map(|w| self.symbol(w))
            .unwrap_or_default();
        let reason = match s.technique {
            Technique::UniqueRectangle1 => msg!("ur-1"),
            Technique::UniqueRectangle2 => msg!("ur-2", symbol = z),
            Technique::UniqueRectangle3 => msg!("ur-3", unit = unit),
            Technique::UniqueRectangle4 => msg!("ur-4", symbol = kept, unit = unit),
            Technique::UniqueRectangle6 => msg!("ur-6", symbol = z, units = units),
            _ => msg!("hidden-rectangle-reason", symbol = kept, units = units),
        };
        (
            msg!("uniqueness-nudge", cells = self.cells(&cells)),
            msg!(
                "uniqueness-technique",
                technique = title(s.technique),
                symbols = pair.clone(),
                cells = self.cells(&cells)
            ),
            msg!(
                "ur-step",
                cells = self.cells(&cells),
                symbols = pair,
                reason = reason,
                removals = self.removals()
            ),
        )
    }

    pub(super) fn alss(&self) -> (Msg, Msg, Msg) {
        let s = self.step;
        let sets: Vec<(Vec<usize>, u32)> = self.sets();
        let set = |i: usize| {
            msg!(
                "als-set",
                cells = self.cells(&sets[i].0),
                symbols = self.symbols(sets[i].1)
            )
        };
        let x = self.symbol(s.chain[0].v);
        let z = self.symbols(s.eliminations.iter().fold(0, |m, &(_, v)| m | bit(v)));
        let player = if s.technique == Technique::AlsXz {
            msg!(
                "als-xz-step",
                first = set(0),
                second = set(1),
                x = x,
                z = z,
                removals = self.removals()
            )
        } else {
            msg!(
                "als-xy-wing-step",
                pivot = set(2),
                first = set(0),
                second = set(1),
                x = x,
                y = self.symbol(s.chain[2].v),
                z = z,
                removals = self.removals()
            )
        };
        (
            msg!("als-nudge", unit = s.units[0].msg()),
            msg!(
                "als-technique",
                technique = title(s.technique),
                sets = list((0..sets.len()).map(set))
            ),
            player,
        )
    }

    /// An ALS step's sets: their cells, and the values they hold.
    fn sets(&self) -> Vec<(Vec<usize>, u32)> {
        let s = self.step;
        s.sets
            .iter()
            .map(|cells| {
                let mask = s
                    .pattern
                    .iter()
                    .filter(|(c, _)| cells.contains(c))
                    .fold(0, |m, &(_, v)| m | bit(v));
                (cells.clone(), mask)
            })
            .collect()
    }

    pub(super) fn net(&self) -> (Msg, Msg, Msg) {
        let s = self.step;
        let cell = match s.base[0] {
            Col::Cell(c) => c,
            Col::Digit(..) => 0,
        };
        let or = either(
            s.pattern
                .iter()
                .filter(|&&(c, _)| c == cell)
                .map(|&(_, v)| self.symbol(v)),
        );
        let result = match (s.placements.first(), s.eliminations.first()) {
            (Some(&(c, v)), _) => msg!("placed", cell = self.cell(c), symbol = self.symbol(v)),
            (None, Some(&(c, v))) => {
                msg!("not-placed", cell = self.cell(c), symbol = self.symbol(v))
            }
            _ => msg!("list-none"),
        };
        let x = self.cell(cell);
        (
            msg!("net-nudge", cell = x.as_str()),
            msg!("net-technique", cell = x.as_str()),
            msg!("net-step", cell = x, values = or, result = result),
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
        use Technique::*;
        let eliminated = options(&s.eliminations);
        match s.technique {
            UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle3 | UniqueRectangle4
            | UniqueRectangle6 | HiddenRectangle | BugPlusOne => {
                let done = match s.placements.first() {
                    Some(&p) => msg!("matrix-chosen", option = self.option(p)),
                    None => msg!("matrix-gone", eliminated = eliminated),
                };
                return msg!(
                    "matrix-uniqueness",
                    columns = self.labels(&s.base),
                    done = done
                );
            }
            ForcingNet => {
                let done = match s.placements.first() {
                    Some(&p) => msg!("matrix-chosen", option = self.option(p)),
                    None => msg!("matrix-gone", eliminated = eliminated),
                };
                return msg!("matrix-net", column = self.labels(&s.base), done = done);
            }
            AlsXz | AlsXyWing => {
                let sets = list(
                    s.sets
                        .iter()
                        .map(|cells| list(cells.iter().map(|&c| self.cell(c)))),
                );
                return msg!("matrix-als", sets = sets, eliminated = eliminated);
            }
            SimpleColouring | MultiColouring => {
                return msg!(
                    "matrix-colouring",
                    columns = self.labels(&s.base),
                    eliminated = eliminated
                );
            }
            FinnedXWing | SashimiXWing | FinnedSwordfish | SashimiSwordfish | FinnedJellyfish
            | SashimiJellyfish => {
                return msg!(
                    "matrix-finned",
                    base = self.labels(&s.base),
                    cover = self.labels(&s.cover),
                    fins = list(s.fins.iter().map(|&c| self.option((c, s.pattern[0].1)))),
                    eliminated = eliminated
                );
            }
            _ if !s.chain.is_empty() => {
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
            _ => {}
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
