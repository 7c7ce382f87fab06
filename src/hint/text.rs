//! The words of a step, rendered from its data in one place: a nudge, the
//! technique and where, the full step in the player's terms, and the same
//! step in the exact-cover matrix's terms.

use super::board::{bit, values};
use super::{cell_name, Col, Step, Technique};
use crate::sudoku::{Shape, Unit};

/// The texts of a step, from the lightest help to the fullest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Texts {
    /// Where to look: "Look at row 4."
    pub nudge: String,
    /// The technique and where it applies: "X-Wing on 7 in rows 2 and 6."
    pub technique: String,
    /// The whole step, in the player's terms.
    pub step: String,
    /// The same step, in the matrix's terms.
    pub matrix: String,
}

/// Renders the texts of `step` on a grid of `shape`.
pub fn render(step: &Step, shape: Shape) -> Texts {
    let w = Words { shape, step };
    let (nudge, technique, player) = match step.technique {
        Technique::NakedSingle => w.naked_single(),
        Technique::HiddenSingle => w.hidden_single(),
        Technique::Pointing | Technique::Claiming => w.locked(),
        Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => w.naked(),
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => w.hidden(),
        Technique::XWing | Technique::Swordfish | Technique::Jellyfish => w.fish(),
        Technique::XyWing | Technique::XyzWing => w.wing(),
        Technique::ForcingChain => w.forcing(),
    };
    Texts {
        nudge,
        technique,
        step: player,
        matrix: w.matrix(),
    }
}

/// The full step: the player's words, then the matrix's.
pub fn full(step: &str, matrix: &str) -> String {
    format!("{step} In the matrix: {matrix}")
}

/// "a", "a and b", "a, b and c".
pub fn list(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// A technique's name for people: "X-Wing", "naked pair".
pub fn title(t: Technique) -> &'static str {
    match t {
        Technique::NakedSingle => "Naked single",
        Technique::HiddenSingle => "Hidden single",
        Technique::Pointing => "Pointing",
        Technique::Claiming => "Claiming",
        Technique::NakedPair => "Naked pair",
        Technique::HiddenPair => "Hidden pair",
        Technique::NakedTriple => "Naked triple",
        Technique::HiddenTriple => "Hidden triple",
        Technique::XWing => "X-Wing",
        Technique::XyWing => "XY-Wing",
        Technique::Swordfish => "Swordfish",
        Technique::XyzWing => "XYZ-Wing",
        Technique::NakedQuad => "Naked quad",
        Technique::HiddenQuad => "Hidden quad",
        Technique::Jellyfish => "Jellyfish",
        Technique::ForcingChain => "Forcing chain",
    }
}

struct Words<'a> {
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

    fn symbols(&self, mask: u32) -> String {
        list(values(mask).map(|v| self.symbol(v)))
    }

    fn labels(&self, cols: &[Col]) -> String {
        list(cols.iter().map(|c| c.label(self.shape)))
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
    fn removals(&self) -> String {
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
            .map(|(v, cells)| format!("{} from {}", self.symbol(v), list(cells)));
        format!("remove {}", list(parts))
    }

    fn units(&self, units: &[Unit]) -> String {
        let plural = |one: &str, many: &str, ids: Vec<String>| {
            format!("{} {}", if ids.len() == 1 { one } else { many }, list(ids))
        };
        let ids = units.iter().map(|u| match u {
            Unit::Row(i) | Unit::Column(i) | Unit::Box(i) => (i + 1).to_string(),
        });
        match units.first() {
            Some(Unit::Row(_)) => plural("row", "rows", ids.collect()),
            Some(Unit::Column(_)) => plural("column", "columns", ids.collect()),
            _ => plural("box", "boxes", ids.collect()),
        }
    }

    fn naked_single(&self) -> (String, String, String) {
        let (cell, v) = self.step.placements[0];
        let x = self.cell(cell);
        (
            format!("Look at {x}: how many values can it still hold?"),
            format!("Naked single at {x}."),
            format!(
                "Only {} is left for {x}: every other value is already in its row, column or box, or ruled out. So {x} = {}.",
                self.symbol(v),
                self.symbol(v)
            ),
        )
    }

    fn hidden_single(&self) -> (String, String, String) {
        let (cell, v) = self.step.placements[0];
        let unit = self.step.units[0];
        (
            format!("Look at {unit}: where can {} go?", self.symbol(v)),
            format!("Hidden single in {unit}."),
            format!(
                "{} can go in only one place in {unit}, so {} = {}.",
                self.symbol(v),
                self.cell(cell),
                self.symbol(v)
            ),
        )
    }

    fn locked(&self) -> (String, String, String) {
        let (base, cover) = (self.step.units[0], self.step.units[1]);
        let v = self.symbol(self.step.pattern[0].1);
        let places = list(self.pattern_cells().into_iter().map(|c| self.cell(c)));
        (
            format!("Look at the {v}s in {base}."),
            format!("{}: {v} in {base} is locked in {cover}.", title(self.step.technique)),
            format!(
                "In {base}, {v} can only go in {cover} ({places}). So {cover} gets its {v} there, and {v} can go nowhere else in {cover}: {}.",
                self.removals()
            ),
        )
    }

    fn naked(&self) -> (String, String, String) {
        let unit = self.step.units[0];
        let cells = self.pattern_cells();
        let digits = cells.iter().fold(0, |m, &c| m | self.pattern_mask(c));
        let name = title(self.step.technique);
        (
            format!("Look at {unit}."),
            format!("{name} {} in {unit}.", self.symbols(digits)),
            format!(
                "{} can only hold {} between them, so these values belong to these {} cells and can go from the rest of {unit}: {}.",
                list(cells.iter().map(|&c| self.cell(c))),
                self.symbols(digits),
                cells.len(),
                self.removals()
            ),
        )
    }

    fn hidden(&self) -> (String, String, String) {
        let unit = self.step.units[0];
        let cells = self.pattern_cells();
        let digits = self.step.pattern.iter().fold(0, |m, &(_, v)| m | bit(v));
        let name = title(self.step.technique);
        (
            format!("Look at {unit}."),
            format!("{name} {} in {unit}.", self.symbols(digits)),
            format!(
                "In {unit}, {} fit only in {}, so those cells hold {} and nothing else: {}.",
                self.symbols(digits),
                list(cells.iter().map(|&c| self.cell(c))),
                self.symbols(digits),
                self.removals()
            ),
        )
    }

    fn fish(&self) -> (String, String, String) {
        let v = self.symbol(self.step.pattern[0].1);
        let k = self.step.base.len();
        let (base, cover) = self.step.units.split_at(k);
        let (base, cover) = (self.units(base), self.units(cover));
        (
            format!("Look at where {v} can go in {base}."),
            format!("{} on {v} in {base}.", title(self.step.technique)),
            format!(
                "In {base}, {v} fits only in {cover}. Each of the {k} lines needs its {v} in one of those {k}, so they take every {v} of {cover}: {}.",
                self.removals()
            ),
        )
    }

    fn wing(&self) -> (String, String, String) {
        let cells = self.pattern_cells();
        let (p, a, b) = (cells[0], cells[1], cells[2]);
        let z = self.symbol(self.step.eliminations[0].1);
        let name = title(self.step.technique);
        let or = |mask: u32| {
            let s: Vec<String> = values(mask).map(|v| self.symbol(v)).collect();
            match s.split_last() {
                Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
                _ => s.concat(),
            }
        };
        let (mp, ma, mb) = (
            self.pattern_mask(p),
            self.pattern_mask(a),
            self.pattern_mask(b),
        );
        let (pp, pa, pb) = (self.cell(p), self.cell(a), self.cell(b));
        let player = if self.step.technique == Technique::XyWing {
            format!(
                "{pp} is {}. If it is {}, {pa} ({}) is {z}; if it is {}, {pb} ({}) is {z}. Either way one of {pa} and {pb} is {z}, so no cell that sees both can be {z}: {}.",
                or(mp),
                self.symbols(mp & ma),
                or(ma),
                self.symbols(mp & mb),
                or(mb),
                self.removals()
            )
        } else {
            format!(
                "{pp} is {}, {pa} is {} and {pb} is {}. Whichever value {pp} takes, one of the three is {z}, so no cell that sees all three can be {z}: {}.",
                or(mp),
                or(ma),
                or(mb),
                self.removals()
            )
        };
        (
            format!("Look at {pp} and the cells with two candidates that it sees."),
            format!("{name} with pivot {pp} and pincers {pa} and {pb}."),
            player,
        )
    }

    /// What a column with no option left means: "r4c5 has no candidate left".
    fn dead(&self, col: Col) -> String {
        match col {
            Col::Cell(cell) => format!("{} has no candidate left", self.cell(cell)),
            Col::Digit(unit, v) => format!("{unit} has no place left for {}", self.symbol(v)),
        }
    }

    fn forcing(&self) -> (String, String, String) {
        let (cell, v) = self.step.pattern[0];
        let (x, v) = (self.cell(cell), self.symbol(v));
        let chain = &self.step.pattern[1..];
        let follows = if chain.is_empty() {
            "straight away".to_string()
        } else {
            let singles = list(
                chain
                    .iter()
                    .map(|&(c, w)| format!("{} = {}", self.cell(c), self.symbol(w))),
            );
            format!("singles follow: {singles}; then")
        };
        (
            format!("Look at {x}: what happens if you try each of its values?"),
            format!("Forcing chain: {x} = {v} leads to a contradiction."),
            format!(
                "Suppose {x} = {v}. Then {follows} {}. That is impossible, so {x} can't be {v}: {}.",
                self.dead(self.step.cover[0]),
                self.removals()
            ),
        )
    }

    /// The step as the matrix sees it.
    fn matrix(&self) -> String {
        let s = self.step;
        let options = |cands: &[(usize, u8)]| {
            list(
                cands
                    .iter()
                    .map(|&(c, v)| format!("{}#{}", self.cell(c), self.symbol(v))),
            )
        };
        if s.technique == Technique::ForcingChain {
            let forced = match &s.pattern[1..] {
                [] => String::new(),
                chain => format!(
                    " and then each option left alone in its column ({})",
                    options(chain)
                ),
            };
            return format!(
                "Choosing option {}{forced} leaves column {} with no options: a dead end, as DLX would find. So option {} can go.",
                options(&s.pattern[..1]),
                self.labels(&s.cover),
                options(&s.pattern[..1])
            );
        }
        if let Some(&(cell, v)) = s.placements.first() {
            return format!(
                "Column {} has one option left, {}#{}, so it must be chosen.",
                self.labels(&s.base),
                self.cell(cell),
                self.symbol(v)
            );
        }
        if s.cover.is_empty() {
            // A wing: no one cover, but every covering uses one of the z options.
            let z = s.eliminations[0].1;
            let zs: Vec<(usize, u8)> = s.pattern.iter().copied().filter(|&(_, v)| v == z).collect();
            return format!(
                "Every way of covering columns {} uses option {}. Each of {} shares a digit column with all of them, so it can never be chosen.",
                self.labels(&s.base),
                list(zs.iter().map(|&(c, v)| format!("{}#{}", self.cell(c), self.symbol(v))))
                    .replace(" and ", " or "),
                options(&s.eliminations)
            );
        }
        let (one, have, its) = if s.base.len() == 1 {
            ("Column", "has", "its")
        } else {
            ("Columns", "have", "their")
        };
        format!(
            "{one} {} {have} all {its} options inside {}, so the other options of {} can go: {}.",
            self.labels(&s.base),
            self.labels(&s.cover),
            self.labels(&s.cover),
            options(&s.eliminations)
        )
    }
}
