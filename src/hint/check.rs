//! What the player wrote, against the puzzle's one solution: Check (every
//! entry that disagrees, every cell whose pencil marks leave the solution's
//! value out), and a hint applied to the player's game. The next hint
//! (`next.rs`) names the first mistake that Check would mark.

use super::board::bit;
use super::CellValue;
use crate::engines;
use crate::i18n::Msg;
use crate::limits::Limits;
use crate::msg;
use crate::sudoku::Grid;

/// What Check found. Cells are row-major indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// The givens have no solution, or several, or the check ran out of its
    /// budget: nothing can be called wrong.
    NotUnique(Uniqueness),
    /// The player's entries and marks, against the one solution.
    Against {
        /// The solution.
        solution: Grid,
        /// Cells with an entry.
        entered: Vec<usize>,
        /// Blank cells with pencil marks.
        marked: Vec<usize>,
        /// Entries the solution disagrees with.
        wrong_entries: Vec<usize>,
        /// Marked cells whose marks leave out the solution's value.
        wrong_marks: Vec<usize>,
    },
}

impl Checked {
    /// What Check says of it.
    pub fn msg(&self) -> Msg {
        match self {
            Checked::NotUnique(Uniqueness::None) => msg!("check-no-solution"),
            Checked::NotUnique(Uniqueness::Several) => msg!("check-several"),
            Checked::NotUnique(Uniqueness::Stopped) => msg!("check-stopped"),
            Checked::Against {
                entered,
                marked,
                wrong_entries,
                wrong_marks,
                ..
            } => match (wrong_entries.len() + wrong_marks.len(), marked.len()) {
                (0, 0) => msg!("check-all-right", entered = entered.len()),
                (0, m) => msg!("check-all-right-marks", entered = entered.len(), marked = m),
                (_, 0) => msg!(
                    "check-wrong",
                    wrong = wrong_entries.len(),
                    entered = entered.len()
                ),
                (_, m) => msg!(
                    "check-wrong-marks",
                    wrong = wrong_entries.len(),
                    entered = entered.len(),
                    wrong_marks = wrong_marks.len(),
                    marked = m
                ),
            },
        }
    }
}

/// Why a puzzle has no one solution to check against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Uniqueness {
    /// No solution.
    None,
    /// More than one.
    Several,
    /// The search stopped first.
    Stopped,
}

/// Checks the player's `values` (givens and entries) and `marks` (a mask
/// per cell, 0 for none) against the one solution of `givens`.
pub fn check(givens: &Grid, values: &Grid, marks: &[u32]) -> Checked {
    let report = (engines::fastest_for(givens).solve)(givens, Limits::CHECK);
    let solution = match (report.stopped, report.count, report.solution) {
        (true, _, _) => return Checked::NotUnique(Uniqueness::Stopped),
        (_, 1, Some(solution)) => solution,
        (_, 0, _) => return Checked::NotUnique(Uniqueness::None),
        _ => return Checked::NotUnique(Uniqueness::Several),
    };
    let (v, s) = (values.cells(), solution.cells());
    let entered: Vec<usize> = values.entries(givens).collect();
    // An entry hides the marks under it: they are not checked.
    let marked: Vec<usize> = (0..v.len())
        .filter(|&c| v[c] == 0 && marks.get(c).is_some_and(|&m| m != 0))
        .collect();
    let wrong_entries = entered.iter().copied().filter(|&c| v[c] != s[c]).collect();
    let wrong_marks = marked
        .iter()
        .copied()
        .filter(|&c| marks[c] & bit(s[c]) == 0)
        .collect();
    Checked::Against {
        solution,
        entered,
        marked,
        wrong_entries,
        wrong_marks,
    }
}

/// What a hint changes in the player's game; cells are row-major indices.
#[derive(Clone, Debug, Default)]
pub struct Change {
    /// Values to enter: (cell, value).
    pub placements: Vec<(usize, u8)>,
    /// Candidates to take out of the pencil marks: (cell, value).
    pub eliminations: Vec<(usize, u8)>,
    /// Entries to erase (a wrong entry's fix).
    pub clears: Vec<usize>,
    /// Pencil marks to put back (a wrong mark's fix): (cell, value).
    pub restores: Vec<(usize, u8)>,
}

impl Change {
    /// A hint's lists as [`Hint`](super::Hint) holds them, [row, col, value]
    /// (and [row, col] for `clears`), for a grid of side `n`. Every cell and
    /// value is checked, as they come from outside (the JS API): the error
    /// names the first that is not one of the grid's.
    pub fn from_rows(
        n: usize,
        placements: &[CellValue],
        eliminations: &[CellValue],
        clears: &[(usize, usize)],
        restores: &[CellValue],
    ) -> Result<Change, GameError> {
        let cell = |r: usize, c: usize, v: u8, valued: bool| {
            if r < n && c < n && (!valued || (1..=n).contains(&usize::from(v))) {
                Ok(r * n + c)
            } else {
                Err(GameError::BadCell {
                    row: r,
                    column: c,
                    value: v,
                    n,
                })
            }
        };
        let valued = |list: &[CellValue]| -> Result<Vec<(usize, u8)>, GameError> {
            list.iter()
                .map(|&(r, c, v)| Ok((cell(r, c, v, true)?, v)))
                .collect()
        };
        Ok(Change {
            placements: valued(placements)?,
            eliminations: valued(eliminations)?,
            clears: clears
                .iter()
                .map(|&(r, c)| cell(r, c, 0, false))
                .collect::<Result<_, _>>()?,
            restores: valued(restores)?,
        })
    }
}

/// Why the player's game, or a change to it, as it comes from outside (the
/// JS API) does not fit the grid: the error of [`game`] and
/// [`Change::from_rows`], as data a caller can tell apart; [`GameError::msg`]
/// says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The givens are not a grid of the player's grid's size.
    GivensSize,
    /// A hint's depth that is not 1 (a nudge), 2 (the technique) or 3 (the step).
    BadDepth,
    /// The pencil marks are not one a cell.
    BadMarks {
        /// How many were given.
        found: usize,
        /// The grid's cells.
        cells: usize,
    },
    /// A cell (0-based row and column) or value (1-based; 0 where none is
    /// asked for) that is not one of the grid's.
    BadCell {
        /// Its row.
        row: usize,
        /// Its column.
        column: usize,
        /// Its value.
        value: u8,
        /// The grid's side.
        n: usize,
    },
}

impl GameError {
    /// The error in words.
    pub fn msg(&self) -> Msg {
        match *self {
            GameError::GivensSize => msg!("hint-givens-size"),
            GameError::BadDepth => msg!("hint-bad-depth"),
            GameError::BadMarks { found, cells } => {
                msg!("hint-bad-marks", found = found, cells = cells)
            }
            GameError::BadCell {
                row,
                column,
                value,
                n,
            } => msg!(
                "apply-bad-cell",
                row = row,
                column = column,
                value = value,
                n = n
            ),
        }
    }
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for GameError {}

/// The player's game as it comes from outside: the grid `values`, the
/// puzzle's `givens` (the grid itself if none) and pencil `marks` (none
/// if absent), checked to fit one another.
pub fn game(
    values: Grid,
    givens: Option<Grid>,
    marks: Option<Vec<u32>>,
) -> Result<(Grid, Grid, Vec<u32>), GameError> {
    fits(&values, givens.as_ref(), marks.as_deref())?;
    let givens = givens.unwrap_or_else(|| values.clone());
    let marks = marks.unwrap_or_else(|| vec![0; values.shape().cells()]);
    Ok((givens, values, marks))
}

/// Whether the puzzle's `givens` and the pencil `marks` (one a cell), if
/// any, fit the player's grid `values`.
pub fn fits(values: &Grid, givens: Option<&Grid>, marks: Option<&[u32]>) -> Result<(), GameError> {
    if givens.is_some_and(|g| g.shape() != values.shape()) {
        return Err(GameError::GivensSize);
    }
    let cells = values.shape().cells();
    match marks.map(<[u32]>::len) {
        Some(found) if found != cells => Err(GameError::BadMarks { found, cells }),
        _ => Ok(()),
    }
}

/// A hint's change applied to the player's game (`values`, `marks`): the
/// new `(values, marks)`. A cell without marks gets its candidates first
/// (what no peer holds), so that a removal shows.
pub fn apply(values: &Grid, marks: &[u32], change: &Change) -> (Grid, Vec<u32>) {
    let mut marks = marks.to_vec();
    let shape = values.shape();
    for &(cell, v) in &change.eliminations {
        let (r, c) = (cell / shape.n, cell % shape.n);
        let start = if marks[cell] == 0 {
            values.candidates(r, c)
        } else {
            marks[cell]
        };
        marks[cell] = start & !bit(v);
    }
    for &(cell, v) in &change.restores {
        marks[cell] |= bit(v);
    }
    let mut cells = values.cells().to_vec();
    for &(cell, v) in &change.placements {
        cells[cell] = v;
    }
    for &cell in &change.clears {
        cells[cell] = 0;
    }
    (Grid::new(shape, cells), marks)
}
