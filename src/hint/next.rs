//! The next hint for a player: mistakes first (an entry against the unique
//! solution, a pencil mark that lost the solution's value), then the
//! puzzle's own faults (no solution, several), then the easiest technique
//! that applies on the player's candidates, and as a last resort the item
//! DLX would branch on, with one cell revealed.

use super::check::GameError;
use super::text::{self, Texts};
use super::{cell_name, Board, CellValue, Difficulty, Item, Step, Technique};
use crate::engines;
use crate::i18n::Msg;
use crate::limits::Limits;
use crate::msg;
use crate::sudoku::{Grid, Shape, Unit};
use serde::Serialize;

/// What kind of hint it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum HintKind {
    /// A cell with one candidate left: a value to place.
    NakedSingle,
    /// A value with one place left in a row, column or box.
    HiddenSingle,
    /// A technique that removes candidates.
    Elimination,
    /// An entry disagrees with the unique solution.
    WrongEntry,
    /// A cell's pencil marks leave out the solution's value.
    WrongMark,
    /// No technique applies: the item DLX would branch on, and one cell's value.
    Reveal,
    /// The puzzle (with the entries) has no solution.
    NoSolution,
    /// The puzzle has more than one solution.
    MultipleSolutions,
    /// Every cell is filled, correctly.
    Solved,
    /// The uniqueness check ran out of its node budget: no hint is safe.
    Stopped,
}

/// The item DLX would branch on when logic is stuck. Its JSON calls the
/// item `column`, as the hint results did first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Branch {
    /// Its label, e.g. `r4c5` or `B2#7`.
    #[serde(rename = "column")]
    pub item: String,
    /// Its number of options.
    pub options: u32,
}

/// A hint. Cells are 0-based (row, col); values 1-based; the texts are
/// messages (they say cells 1-based), which the edges render: the CLI in
/// its run's language, the bindings' `HintResult` in the call's.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// What kind of step this is.
    pub kind: HintKind,
    /// The cell placed, revealed or wrong, 0-based (row, col), if any.
    pub cell: Option<(usize, usize)>,
    /// The value for that cell (the right one, for a mistake), if any.
    pub value: Option<u8>,
    /// The depth asked for, 1 to 3: [`Hint::explanation`] is its text.
    pub depth: u8,
    /// The cells the full step is about: the pattern, then what it changes.
    pub cells: Vec<(usize, usize)>,
    /// The first exact-cover item behind the hint, e.g. `R3#5`, if any.
    pub item: Option<String>,
    /// The technique, e.g. `x-wing`, for a logical step.
    pub technique: Option<Technique>,
    /// Its level.
    pub level: Option<Difficulty>,
    /// Values the step places: (row, col, value).
    pub placements: Vec<CellValue>,
    /// Candidates the step removes: (row, col, value).
    pub eliminations: Vec<CellValue>,
    /// The candidates that make the pattern: (row, col, value).
    pub pattern: Vec<CellValue>,
    /// The cells the nudge points at (for a mistake, its box: shown from
    /// depth 2).
    pub region: Vec<(usize, usize)>,
    /// Entries the step clears (a wrong entry's fix): (row, col).
    pub clears: Vec<(usize, usize)>,
    /// Pencil marks the step puts back (a wrong mark's fix): (row, col, value).
    pub restores: Vec<CellValue>,
    /// Depth 3: the full step in the player's terms.
    pub detail: Msg,
    /// The full step in the matrix's terms.
    pub matrix: Option<Msg>,
    /// The base items, as labelled in the matrix view: their options lie
    /// inside `cover`.
    pub base: Vec<String>,
    /// The cover items, whose other options go.
    pub cover: Vec<String>,
    /// For a reveal: the item DLX would branch on and its number of options.
    pub branch: Option<Branch>,
    /// A chain's (or a colouring's, an ALS's) nodes, to draw on the grid:
    /// each its candidates and whether the chain makes it true.
    pub chain: Vec<HintNode>,
    /// The links between `chain`'s nodes: strong (an item with two options
    /// left) or weak (two options that share an item).
    pub links: Vec<HintLink>,
    /// The step's estimate on Sukaku Explainer's scale.
    pub se: Option<f64>,
    /// What the hint shows at each depth, 1 to 3 (`depths[depth - 1]`):
    /// the text (1 where to look, 2 the technique and where, 3 the full
    /// step with its matrix terms) and the cells lit, so that a page that
    /// shows one depth after another asks once.
    pub depths: Vec<Shown>,
}

impl Hint {
    /// The text at the depth asked for.
    pub fn explanation(&self) -> &Msg {
        &self.depths[usize::from(self.depth) - 1].text
    }
}

/// What a hint shows at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The text: the nudge, the technique and where, or the full step.
    pub text: Msg,
    /// The cells to light, 0-based (row, col): the nudge's region (none
    /// for a mistake, whose nudge names no place), then the pattern too,
    /// then every cell of the step.
    pub cells: Vec<(usize, usize)>,
}

/// A node of a hint's chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct HintNode {
    /// Its candidates: (row, col, value), more than one for a group.
    pub cells: Vec<CellValue>,
    /// True ("on") or false ("off") in the chain's reading.
    pub on: bool,
}

/// A link of a hint's chain: indices into its nodes. Its JSON calls the
/// item `column`, as [`Branch`] does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct HintLink {
    /// One end.
    pub from: usize,
    /// The other end.
    pub to: usize,
    /// Strong or weak.
    pub strong: bool,
    /// The item it goes through, as labelled in the matrix view: `R3#5`, `r4c5`.
    #[serde(rename = "column")]
    pub item: String,
}

/// The deepest hint: the full step.
pub const FULL: u8 = 3;

/// The next hint for `grid` (givens and entries, without clashes), on the
/// player's pencil `marks` if any (a mask per cell, 0 for none). With
/// `givens`, entries that are not givens can be named as wrong. `depth`
/// (1 to 3) chooses the `explanation`: a nudge, the technique, the step.
pub fn hint(grid: &Grid, givens: Option<&Grid>, marks: Option<&[u32]>, depth: u8) -> Hint {
    hint_within(grid, givens, marks, depth, Limits::CHECK)
}

/// [`hint`] for a game as it comes from outside (the JS API): the givens,
/// the marks and the depth checked to fit the grid first.
pub fn checked(
    grid: &Grid,
    givens: Option<&Grid>,
    marks: Option<&[u32]>,
    depth: u8,
) -> Result<Hint, GameError> {
    super::check::fits(grid, givens, marks)?;
    if !(1..=FULL).contains(&depth) {
        return Err(GameError::BadDepth);
    }
    Ok(hint(grid, givens, marks, depth))
}

/// [`hint`] with the uniqueness check's limits (tests give it a tiny
/// budget).
pub(crate) fn hint_within(
    grid: &Grid,
    givens: Option<&Grid>,
    marks: Option<&[u32]>,
    depth: u8,
    check: Limits,
) -> Hint {
    let solve = engines::fastest_for(grid).solve;
    let report = solve(grid, check);
    let shape = grid.shape();
    if report.stopped {
        return plain(
            HintKind::Stopped,
            msg!("hint-stopped", nodes = report.nodes),
        );
    }
    let solution = match (report.count, report.solution) {
        (1, Some(solution)) => solution,
        (0, _) => {
            let original = givens.map(|g| solve(g, check));
            if let Some(solution) = original.and_then(|r| (r.count == 1).then_some(r.solution?)) {
                if let Some(h) = wrong_entry(grid, &solution, depth) {
                    return h;
                }
            }
            return plain(HintKind::NoSolution, msg!("hint-no-solution"));
        }
        _ => return plain(HintKind::MultipleSolutions, msg!("hint-several-solutions")),
    };
    if grid.filled() == shape.cells() {
        return plain(HintKind::Solved, msg!("hint-solved"));
    }
    if let Some(h) = marks.and_then(|m| wrong_mark(grid, m, &solution, depth)) {
        return h;
    }
    // The check above found one solution: the uniqueness techniques may
    // reason from it. The entries are values placed since the givens (for
    // avoidable rectangles) only if the givens alone have one solution too.
    let board = match marks {
        Some(m) => Board::with_marks(grid, m),
        None => Board::new(grid),
    }
    .known_unique();
    let board = match givens {
        Some(g) if g != grid && solve(g, check).count == 1 => board.with_givens(g),
        _ => board,
    };
    match Step::find(&board, Difficulty::Extreme) {
        Some(step) => from_step(&step, grid, depth),
        None => reveal(&board, &solution, depth),
    }
}

fn rc(shape: Shape, cell: usize) -> (usize, usize) {
    (cell / shape.n, cell % shape.n)
}

/// The hint of a logical step.
fn from_step(step: &Step, grid: &Grid, depth: u8) -> Hint {
    let shape = grid.shape();
    let Texts {
        nudge,
        technique,
        step: detail,
        matrix,
    } = text::render(step, shape);
    let texts = at_depths(&nudge, &technique, &detail, &matrix);

    let mut cells: Vec<usize> = Vec::new();
    for &(c, _) in step
        .pattern
        .iter()
        .chain(&step.placements)
        .chain(&step.eliminations)
    {
        if !cells.contains(&c) {
            cells.push(c);
        }
    }
    let placement = step.placements.first().copied();
    let labels = |cols: &[Item]| cols.iter().map(|c| c.label(shape)).collect::<Vec<_>>();
    let base = labels(&step.base);
    let hint = Hint {
        kind: match (placement, step.technique) {
            (Some(_), Technique::NakedSingle) => HintKind::NakedSingle,
            (Some(_), _) => HintKind::HiddenSingle,
            (None, _) => HintKind::Elimination,
        },
        cell: placement.map(|(c, _)| rc(shape, c)),
        value: placement.map(|(_, v)| v),
        depth,
        cells: cells.into_iter().map(|c| rc(shape, c)).collect(),
        item: base.first().cloned(),
        technique: Some(step.technique),
        level: Some(step.technique.level()),
        placements: super::at_cells(shape, &step.placements),
        eliminations: super::at_cells(shape, &step.eliminations),
        pattern: super::at_cells(shape, &step.pattern),
        region: region(step, grid)
            .into_iter()
            .map(|c| rc(shape, c))
            .collect(),
        clears: Vec::new(),
        restores: Vec::new(),
        detail,
        matrix: Some(matrix),
        cover: labels(&step.cover),
        base,
        branch: None,
        chain: step
            .chain
            .iter()
            .map(|x| HintNode {
                cells: x
                    .cells
                    .iter()
                    .map(|&c| (c / shape.n, c % shape.n, x.v))
                    .collect(),
                on: x.on,
            })
            .collect(),
        links: step
            .links
            .iter()
            .map(|l| HintLink {
                from: l.from,
                to: l.to,
                strong: l.strong,
                item: l.item.label(shape),
            })
            .collect(),
        se: Some(super::rating::step(step)),
        depths: Vec::new(),
    };
    at_depth(hint, texts, depth)
}

/// The texts at depths 1 to 3: the nudge, the technique, the step with its
/// matrix terms.
fn at_depths(nudge: &Msg, technique: &Msg, detail: &Msg, matrix: &Msg) -> [Msg; 3] {
    let full = text::full(detail.clone(), matrix.clone());
    [nudge.clone(), technique.clone(), full]
}

/// `hint` with its `texts` at depths 1 to 3 and the cells each lights as
/// its `depths`, asked at `depth`.
fn at_depth(mut hint: Hint, texts: [Msg; 3], depth: u8) -> Hint {
    let mistake = matches!(hint.kind, HintKind::WrongEntry | HintKind::WrongMark);
    let nudged = if mistake {
        Vec::new()
    } else {
        hint.region.clone()
    };
    let pattern = hint.pattern.iter().map(|&(r, c, _)| (r, c));
    let around = hint.region.iter().copied().chain(pattern).collect();
    let cells = [nudged, around, hint.cells.clone()];
    hint.depth = depth.clamp(1, FULL);
    hint.depths = (texts.into_iter().zip(cells))
        .map(|(text, cells)| Shown { text, cells })
        .collect();
    hint
}

/// The cells a nudge points at: the base units (or the one unit), else the
/// pattern's cells.
fn region(step: &Step, grid: &Grid) -> Vec<usize> {
    let base_units: Vec<_> = step
        .base
        .iter()
        .filter_map(|c| match c {
            Item::Digit(unit, _) | Item::Set(unit, _) => Some(*unit),
            Item::Cell(_) => None,
        })
        .chain(
            step.units
                .first()
                .copied()
                .filter(|_| step.base.iter().all(|c| matches!(c, Item::Cell(_)))),
        )
        .collect();
    let mut cells: Vec<usize> = if base_units.is_empty() {
        step.pattern.iter().map(|&(c, _)| c).collect()
    } else {
        base_units
            .iter()
            .flat_map(|&u| grid.unit_cells(u))
            .collect()
    };
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// A hint with one text at every depth.
fn plain(kind: HintKind, text: Msg) -> Hint {
    let hint = Hint {
        kind,
        cell: None,
        value: None,
        depth: FULL,
        cells: Vec::new(),
        item: None,
        technique: None,
        level: None,
        placements: Vec::new(),
        eliminations: Vec::new(),
        pattern: Vec::new(),
        region: Vec::new(),
        clears: Vec::new(),
        restores: Vec::new(),
        detail: text.clone(),
        matrix: None,
        base: Vec::new(),
        cover: Vec::new(),
        branch: None,
        chain: Vec::new(),
        links: Vec::new(),
        se: None,
        depths: Vec::new(),
    };
    at_depth(hint, [text.clone(), text.clone(), text], FULL)
}

/// A mistake at one cell, graded as a technique is: 1 that there is one,
/// 2 the box it is in, 3 the cell and its value, with the fix Apply makes
/// (an entry cleared, a mark put back). `detail` is the depth-3 text.
fn mistake(kind: HintKind, grid: &Grid, cell: usize, value: u8, detail: Msg, depth: u8) -> Hint {
    let shape = grid.shape();
    let (r, c) = rc(shape, cell);
    let unit = Unit::Box(grid.box_of(cell));
    let (nudge, summary, fix) = match kind {
        HintKind::WrongEntry => (
            msg!("hint-wrong-entry-nudge"),
            msg!("hint-wrong-entry-region", unit = unit.msg()),
            msg!("hint-wrong-entry-fix", cell = cell_name(shape, cell)),
        ),
        _ => (
            msg!("hint-wrong-mark-nudge"),
            msg!("hint-wrong-mark-region", unit = unit.msg()),
            msg!(
                "hint-wrong-mark-fix",
                cell = cell_name(shape, cell),
                symbol = shape.symbol(value)
            ),
        ),
    };
    let detail = msg!("hint-mistake-step", mistake = detail, fix = fix);
    let texts = [nudge, summary, detail.clone()];
    let hint = Hint {
        cell: Some((r, c)),
        value: Some(value),
        cells: vec![(r, c)],
        // The box, shown from depth 2 on (the nudge names no place).
        region: grid.unit_cells(unit).map(|c| rc(shape, c)).collect(),
        clears: if kind == HintKind::WrongEntry {
            vec![(r, c)]
        } else {
            Vec::new()
        },
        restores: if kind == HintKind::WrongMark {
            vec![(r, c, value)]
        } else {
            Vec::new()
        },
        detail,
        ..plain(kind, Msg::new("hint-wrong-entry-nudge"))
    };
    at_depth(hint, texts, depth)
}

/// The first entry of `grid` that `solution` disagrees with.
fn wrong_entry(grid: &Grid, solution: &Grid, depth: u8) -> Option<Hint> {
    let s = grid.shape();
    let (g, sol) = (grid.cells(), solution.cells());
    let cell = (0..g.len()).find(|&c| g[c] != 0 && g[c] != sol[c])?;
    let text = msg!(
        "hint-wrong-entry",
        cell = cell_name(s, cell),
        entry = s.symbol(g[cell]),
        symbol = s.symbol(sol[cell])
    );
    Some(mistake(
        HintKind::WrongEntry,
        grid,
        cell,
        sol[cell],
        text,
        depth,
    ))
}

/// The first blank cell whose pencil marks leave out the solution's value.
fn wrong_mark(grid: &Grid, marks: &[u32], solution: &Grid, depth: u8) -> Option<Hint> {
    let s = grid.shape();
    let sol = solution.cells();
    let cell = (0..sol.len())
        .find(|&c| grid.cells()[c] == 0 && marks[c] != 0 && marks[c] & 1 << (sol[c] - 1) == 0)?;
    let text = msg!(
        "hint-wrong-mark",
        cell = cell_name(s, cell),
        symbol = s.symbol(sol[cell])
    );
    Some(mistake(
        HintKind::WrongMark,
        grid,
        cell,
        sol[cell],
        text,
        depth,
    ))
}

/// Logic is stuck: the item DLX would branch on, and the value of one of
/// its cells from the solution.
fn reveal(board: &Board, solution: &Grid, depth: u8) -> Hint {
    let shape = board.shape();
    let item = board
        .smallest_item()
        .expect("an unsolved board has an active item");
    let options = board.item_size(item);
    let cell = match item {
        Item::Cell(cell) => cell,
        Item::Digit(unit, v) => solution
            .unit_cells(unit)
            .find(|&c| solution.cells()[c] == v)
            .expect("the solution has every value in every unit"),
        Item::Set(unit, places) => solution
            .unit_cells(unit)
            .nth(places.trailing_zeros() as usize)
            .expect("a set's places are in its unit"),
    };
    let value = solution.cells()[cell];
    let label = item.label(shape);
    let nudge = msg!("reveal-nudge");
    let summary = msg!("reveal-technique", item = label.as_str(), options = options);
    let detail = msg!(
        "reveal-step",
        item = label.as_str(),
        options = options,
        cell = cell_name(shape, cell),
        symbol = shape.symbol(value)
    );
    let matrix = msg!("reveal-matrix", item = label.as_str(), options = options);
    let texts = at_depths(&nudge, &summary, &detail, &matrix);
    let hint = Hint {
        cell: Some(rc(shape, cell)),
        value: Some(value),
        cells: vec![rc(shape, cell)],
        item: Some(label.clone()),
        level: Some(Difficulty::Extreme),
        placements: vec![(cell / shape.n, cell % shape.n, value)],
        region: vec![rc(shape, cell)],
        clears: Vec::new(),
        restores: Vec::new(),
        detail,
        matrix: Some(matrix),
        base: vec![label.clone()],
        branch: Some(Branch {
            item: label,
            options,
        }),
        ..plain(HintKind::Reveal, msg!("list-none"))
    };
    at_depth(hint, texts, depth)
}
