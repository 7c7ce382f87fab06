//! The logical solve path of a puzzle (`explain`) and its difficulty
//! (`rate`): steps of the catalogue, easiest first, until the grid is full
//! or nothing applies.

use super::{prove, rating, Board, Difficulty, Step, Technique};
use crate::limits::Limits;
use crate::sudoku::{cover, Grid};
use serde::Serialize;

/// How a logical solve ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Every cell is filled.
    Solved,
    /// No technique of the catalogue applies: it needs search.
    Stuck,
    /// The puzzle clashes, or has no solution or several.
    Invalid,
    /// The uniqueness check ran out of its budget
    /// ([`CHECK_NODES`](crate::limits::CHECK_NODES)) first.
    Stopped,
}

/// The steps of a logical solve and how it ended.
#[derive(Clone, Debug)]
pub struct Path {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// How it ended.
    pub verdict: Verdict,
}

impl Path {
    /// The hardest step: of the highest level, and among those the highest
    /// Sukaku Explainer estimate (the latest in the catalogue on a tie).
    pub fn hardest_step(&self) -> Option<&Step> {
        let rank = |t: Technique| Technique::ALL.iter().position(|&u| u == t);
        self.steps.iter().max_by(|a, b| {
            let key = |s: &Step| (s.technique.level(), rating::step(s), rank(s.technique));
            let (ka, kb) = (key(a), key(b));
            ka.partial_cmp(&kb).expect("ratings are numbers")
        })
    }

    /// The hardest technique used (see [`Path::hardest_step`]).
    pub fn hardest(&self) -> Option<Technique> {
        self.hardest_step().map(|s| s.technique)
    }

    /// The estimate of the puzzle's Sukaku Explainer rating: its hardest
    /// step's ([`rating::step`]), or [`rating::STUCK`] when logic gets
    /// stuck; `None` when it is invalid.
    pub fn se(&self) -> Option<f64> {
        match self.verdict {
            Verdict::Invalid | Verdict::Stopped => None,
            Verdict::Stuck => Some(rating::STUCK),
            Verdict::Solved => Some(self.steps.iter().map(rating::step).fold(1.0, f64::max)),
        }
    }

    /// The work of the whole solve: the sum of its steps' estimates.
    pub fn score(&self) -> f64 {
        (self.steps.iter().map(rating::step).sum::<f64>() * 10.0).round() / 10.0
    }

    /// The level: that of the hardest step, or extreme when stuck; `None`
    /// for an invalid puzzle.
    pub fn level(&self) -> Option<Difficulty> {
        match self.verdict {
            Verdict::Invalid | Verdict::Stopped => None,
            Verdict::Stuck => Some(Difficulty::Extreme),
            Verdict::Solved => Some(self.hardest().map_or(Difficulty::Easy, Technique::level)),
        }
    }
}

/// Solves `board` by logic with techniques up to `max`, applying each step.
/// Returns the steps, and whether the board ended full. Only sound steps are
/// taken, so on a puzzle with one solution every step agrees with it.
pub fn logic(board: &mut Board, max: Difficulty) -> (Vec<Step>, bool) {
    let mut steps = Vec::new();
    while !board.solved() {
        match Step::find(board, max) {
            Some(step) => {
                step.apply(board);
                steps.push(step);
            }
            None => return (steps, false),
        }
    }
    (steps, true)
}

/// The logical solve path of `grid`: invalid (with no steps) unless it has
/// no clash and exactly one solution.
pub fn explain(grid: &Grid) -> Path {
    explain_within(grid, Limits::CHECK)
}

/// [`explain`] with the uniqueness check's limits (tests give it a tiny
/// budget).
pub(crate) fn explain_within(grid: &Grid, check: Limits) -> Path {
    let verdict = if grid.find_clash().is_some() {
        Verdict::Invalid
    } else {
        let report = prove::count(grid, check).report;
        match (report.stopped, report.count) {
            (true, _) => Verdict::Stopped,
            (false, 1) => return logical(grid),
            (false, _) => Verdict::Invalid,
        }
    };
    Path {
        steps: Vec::new(),
        verdict,
    }
}

/// The logical solve of `grid`, assuming it has one solution (the callers
/// check it: the uniqueness techniques rely on it): solved, or stuck where
/// the catalogue ends.
pub fn logical(grid: &Grid) -> Path {
    let (steps, solved) = logic(&mut Board::new(grid).known_unique(), Difficulty::Extreme);
    Path {
        steps,
        verdict: if solved {
            Verdict::Solved
        } else {
            Verdict::Stuck
        },
    }
}

/// The level of `grid`, assuming it has one solution: [`logical`]'s
/// [`Path::level`], with the solve stopped at its first extreme step
/// (nothing after it can lower the level). The generator's check: on a
/// 25×25 the forcing chains after that step took most of a rating.
pub fn level(grid: &Grid) -> Difficulty {
    let mut board = Board::new(grid).known_unique();
    let mut level = Difficulty::Easy;
    while !board.solved() {
        let Some(step) = Step::find(&board, Difficulty::Extreme) else {
            return Difficulty::Extreme;
        };
        level = level.max(step.technique.level());
        if level == Difficulty::Extreme {
            break;
        }
        step.apply(&mut board);
    }
    level
}

/// A puzzle's difficulty.
#[derive(Clone, Debug)]
pub struct Rating {
    /// Its level, `None` when the puzzle is invalid.
    pub level: Option<Difficulty>,
    /// The hardest technique its logical solve used.
    pub hardest: Option<Technique>,
    /// Search nodes that DLX (smallest item first) takes to solve it and
    /// prove the solution unique.
    pub nodes: u64,
    /// How the logical solve ended.
    pub verdict: Verdict,
    /// Its logical steps.
    pub steps: usize,
    /// The estimate of its Sukaku Explainer rating ([`Path::se`]).
    pub se: Option<f64>,
    /// The sum of its steps' estimates ([`Path::score`]).
    pub score: f64,
}

impl Rating {
    /// The hardest technique's name; `search` when logic gets stuck.
    pub fn hardest_name(&self) -> Option<&'static str> {
        match self.verdict {
            Verdict::Stuck => Some("search"),
            _ => self.hardest.map(Technique::name),
        }
    }
}

/// Rates `grid`: the level of its hardest logical step, and DLX's nodes.
pub fn rate(grid: &Grid) -> Rating {
    let path = explain(grid);
    let nodes = if grid.find_clash().is_none() {
        cover::solve(grid, Limits::CHECK).nodes
    } else {
        0
    };
    Rating {
        level: path.level(),
        hardest: path.hardest(),
        nodes,
        verdict: path.verdict,
        steps: path.steps.len(),
        se: path.se(),
        score: path.score(),
    }
}
