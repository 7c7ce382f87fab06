//! Sue de Coq: where a line crosses a box, two or three open cells C hold
//! values V, at least two more than cells. Take cells L from the rest of
//! the line and B from the rest of the box, whose values V_L and V_B share
//! none, such that C, L and B together have exactly as many values as
//! cells. Each value is then in them at most once (a value of V_L only in
//! the line's part, of V_B only in the box's, any other only in C), so
//! exactly once: the values of V_L leave the rest of the line, those of
//! V_B the rest of the box, and the others of V leave both.
//!
//! In the matrix: cell items C, L and B whose options lie in as many value
//! groups; no group can be used twice inside, so each is used once there
//! and its other options go.

use super::board::{values, Board};
use super::rating::{self, Rule};
use super::text::{self, Words};
use super::{Difficulty, Item, Step, Technique, TechniqueInfo};
use crate::i18n::Msg;
use crate::msg;

// SE has no Sue de Coq: as many cells as values is its bent wings' rule
// (4 cells 5.5, 5 cells 6.3, more as forcing chains), which never gives
// less than 5.5 here (two cells of C, one of L, one of B at least).
pub(super) const SUE_DE_COQ: TechniqueInfo = TechniqueInfo {
    name: "sue-de-coq",
    title: "technique-sue-de-coq",
    level: Difficulty::Expert,
    find,
    words,
    matrix,
    rating: Rule::Step {
        floor: 5.5,
        rate: rating::als,
    },
};

/// Every subset of `cells` but the empty one, with the union of their
/// candidates.
fn subsets(board: &Board, cells: &[usize]) -> Vec<(u32, u32)> {
    (1u32..1 << cells.len())
        .map(|pick| {
            let mask = values(pick).fold(0, |m, i| m | board.candidates(cells[i as usize - 1]));
            (pick, mask)
        })
        .collect()
}

fn picked(cells: &[usize], pick: u32) -> Vec<usize> {
    values(pick).map(|i| cells[i as usize - 1]).collect()
}

/// The first Sue de Coq that removes something, by box, then line; on
/// grids up to 9×9 (a 16×16's lines and boxes have thousands of subsets
/// each, and the generator asks at every step).
pub fn find(board: &Board) -> Option<Step> {
    let n = board.n();
    if n > 9 {
        return None;
    }
    let open = |u: usize| -> Vec<usize> {
        board
            .cells(u)
            .iter()
            .copied()
            .filter(|&c| board.candidates(c) != 0)
            .collect()
    };
    for b in 2 * n..3 * n {
        let in_box = open(b);
        for kind in 0..2 {
            let lines: Vec<usize> = in_box.iter().map(|&c| board.units_of(c)[kind]).collect();
            let mut seen = Vec::new();
            for &line in &lines {
                if seen.contains(&line) {
                    continue;
                }
                seen.push(line);
                let inner: Vec<usize> = in_box
                    .iter()
                    .copied()
                    .filter(|&c| board.units_of(c)[kind] == line)
                    .collect();
                if inner.len() < 2 {
                    continue;
                }
                let line_rest: Vec<usize> = open(line)
                    .into_iter()
                    .filter(|c| !inner.contains(c))
                    .collect();
                let box_rest: Vec<usize> = in_box
                    .iter()
                    .copied()
                    .filter(|c| !inner.contains(c))
                    .collect();
                let found = intersection(board, line, b, &inner, &line_rest, &box_rest);
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// A Sue de Coq on the open cells `inner` where `line` crosses box `b`.
fn intersection(
    board: &Board,
    line: usize,
    b: usize,
    inner: &[usize],
    line_rest: &[usize],
    box_rest: &[usize],
) -> Option<Step> {
    let line_sets = subsets(board, line_rest);
    let box_sets = subsets(board, box_rest);
    for (c_pick, v) in subsets(board, inner) {
        let c = c_pick.count_ones();
        if c < 2 || v.count_ones() < c + 2 {
            continue;
        }
        for &(l_pick, vl) in &line_sets {
            if vl & v == 0 {
                continue;
            }
            for &(b_pick, vb) in &box_sets {
                let cells = c + l_pick.count_ones() + b_pick.count_ones();
                if vb & v == 0 || vl & vb != 0 || (v | vl | vb).count_ones() != cells {
                    continue;
                }
                let (l, bx) = (picked(line_rest, l_pick), picked(box_rest, b_pick));
                let from_line = vl | (v & !vb);
                let from_box = vb | (v & !vl);
                let mut gone: Vec<(usize, u8)> = Vec::new();
                for (rest, part, lose) in [(line_rest, &l, from_line), (box_rest, &bx, from_box)] {
                    for &x in rest.iter().filter(|x| !part.contains(x)) {
                        gone.extend(values(board.candidates(x) & lose).map(|z| (x, z)));
                    }
                }
                if gone.is_empty() {
                    continue;
                }
                gone.sort_unstable();
                gone.dedup();
                let sets = vec![picked(inner, c_pick), l, bx];
                return Some(step(board, line, b, sets, gone));
            }
        }
    }
    None
}

fn step(
    board: &Board,
    line: usize,
    b: usize,
    sets: Vec<Vec<usize>>,
    gone: Vec<(usize, u8)>,
) -> Step {
    let all: Vec<usize> = sets.iter().flatten().copied().collect();
    Step {
        technique: Technique::SueDeCoq,
        eliminations: gone,
        pattern: all
            .iter()
            .flat_map(|&c| values(board.candidates(c)).map(move |v| (c, v)))
            .collect(),
        units: vec![board.unit(line), board.unit(b)],
        base: all.iter().map(|&c| Item::Cell(c)).collect(),
        sets,
        ..Step::default()
    }
}

/// The values of the pattern in `cells`.
fn mask_of(w: &Words, cells: &[usize]) -> u32 {
    cells.iter().fold(0, |m, &c| m | w.pattern_mask(c))
}

/// The nudge, the technique and the step.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let s = w.step;
    let (line, bx) = (s.units[0].msg(), s.units[1].msg());
    let part = |i: usize| (w.cells(&s.sets[i]), w.symbols(mask_of(w, &s.sets[i])));
    let ((inner, inner_symbols), (line_cells, line_symbols), (box_cells, box_symbols)) =
        (part(0), part(1), part(2));
    let count = s.sets.iter().map(Vec::len).sum::<usize>();
    (
        msg!("sue-de-coq-nudge", line = line.clone(), block = bx.clone()),
        msg!(
            "sue-de-coq-technique",
            technique = text::title(s.technique),
            line = line.clone(),
            block = bx.clone()
        ),
        msg!(
            "sue-de-coq-step",
            inner = inner,
            inner_symbols = inner_symbols,
            line = line,
            block = bx,
            line_cells = line_cells,
            line_symbols = line_symbols,
            box_cells = box_cells,
            box_symbols = box_symbols,
            count = count,
            removals = w.removals()
        ),
    )
}

/// The matrix's words.
fn matrix(w: &Words) -> Msg {
    let s = w.step;
    let all: Vec<usize> = s.sets.iter().flatten().copied().collect();
    msg!(
        "matrix-sue-de-coq",
        items = w.labels(&s.base),
        values = w.symbols(mask_of(w, &all)),
        eliminated = w.options(&s.eliminations)
    )
}
