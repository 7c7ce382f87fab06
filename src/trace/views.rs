//! What the page's step-through draws of a search, as plain data: its
//! state, its matrix (labels and meanings in the reader's language) and
//! every node's links. The bindings' `Tracer` serialises these as they are.

use super::{Stepper, Subject, Trace};
use crate::dlx::Links;
use crate::i18n::Lang;
use serde::Serialize;

/// `Tracer.state()`. Its names say `column` for an item, as the JS API did
/// from its first version: they are its contract.
#[derive(Serialize, Debug)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct TracerState {
    /// Active primary items, left to right.
    columns: Vec<usize>,
    /// The item chosen at the current level, or null at depth 0.
    column: Option<usize>,
    /// That item's size (it stays the same while it is covered), or null.
    column_size: Option<u32>,
    /// The sizes of `columns`, in the same order.
    sizes: Vec<u32>,
    /// Options of the partial solution, outermost first (givens not included).
    partial: Vec<usize>,
    /// Options chosen before the search (a sudoku's givens).
    preselected: Vec<usize>,
    depth: usize,
    nodes: u64,
    updates: u64,
    solutions: u64,
    done: bool,
}

impl TracerState {
    /// The state of the search `run` steps.
    pub fn new(run: &dyn Stepper) -> TracerState {
        let c = run.counters();
        let active = run.active();
        TracerState {
            columns: active.iter().map(|&(item, _)| item).collect(),
            sizes: active.iter().map(|&(_, size)| size).collect(),
            column: c.item,
            column_size: c.item_size,
            partial: run.partial(),
            preselected: run.preselected().to_vec(),
            depth: c.depth,
            nodes: c.nodes,
            updates: c.updates,
            solutions: c.solutions,
            done: c.done,
        }
    }
}

/// `Tracer.matrix()`, with `column` for an item as in [`TracerState`].
#[derive(Serialize, Debug)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct MatrixInfo {
    options: usize,
    columns: usize,
    primary: usize,
    /// The items of each option.
    option_columns: Vec<Vec<usize>>,
    /// Short labels: "r3c5", "R3#7", or item names.
    column_labels: Vec<String>,
    /// What each item asks for: "row 3 has 7".
    column_meanings: Vec<String>,
    /// Whether the meanings say no more than the items' names ("item A"): raw exact cover.
    plain_items: bool,
    /// "cell" | "row" | "column" | "box" for a sudoku, "primary" | "secondary" otherwise.
    column_groups: Vec<&'static str>,
    /// "r3c5#7", "row 4", or an option's item names.
    option_labels: Vec<String>,
    /// The 1-based number of each option in the input (matrix rows of all zeros are left out).
    option_numbers: Vec<usize>,
    /// The puzzle's side for a sudoku, else null.
    size: Option<usize>,
    /// For a sudoku, the cell (row-major index) of each option, else null.
    option_cells: Option<Vec<usize>>,
    /// For a sudoku, the value (1-based) of each option, else null.
    option_values: Option<Vec<u8>>,
}

impl MatrixInfo {
    /// The matrix of `trace`, its meanings in `lang`.
    pub fn new(trace: &Trace, lang: Lang) -> MatrixInfo {
        let links = trace.search.links();
        let (items, options) = (links.items(), links.options());
        let cells = trace.option_cells();
        MatrixInfo {
            options,
            columns: items,
            primary: links.primary_items(),
            option_columns: (0..options).map(|o| links.option_items(o)).collect(),
            column_labels: (0..items).map(|c| trace.item_label(c)).collect(),
            column_meanings: (0..items)
                .map(|c| trace.item_meaning(c).render(lang))
                .collect(),
            plain_items: matches!(trace.subject, Subject::Cover(_)),
            column_groups: (0..items).map(|c| trace.item_group(c)).collect(),
            option_labels: (0..options).map(|o| trace.option_label(o)).collect(),
            option_numbers: match &trace.subject {
                Subject::Cover(p) => p.numbers.clone(),
                Subject::Sudoku(_) => (1..=options).collect(),
            },
            size: match &trace.subject {
                Subject::Sudoku(encoding) => Some(encoding.shape.n),
                Subject::Cover(_) => None,
            },
            option_cells: cells
                .as_ref()
                .map(|c| c.iter().map(|&(cell, _)| cell).collect()),
            option_values: cells.map(|c| c.into_iter().map(|(_, v)| v).collect()),
        }
    }
}

/// Every node's links: node 0 is the root, 1..=items the headers, then the options' nodes.
#[derive(Serialize, Debug)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct LinksInfo {
    left: Vec<u32>,
    right: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// Header node of each node's item.
    column: Vec<u32>,
    /// Option of each node, or -1 for the root and headers.
    option: Vec<i64>,
}

impl LinksInfo {
    /// Every node's links, as the matrix holds them now; a header's (and
    /// the root's) option is -1.
    pub fn new(links: &Links) -> LinksInfo {
        let [left, right, up, down, item, option] = links.arrays();
        LinksInfo {
            left: left.to_vec(),
            right: right.to_vec(),
            up: up.to_vec(),
            down: down.to_vec(),
            column: item.to_vec(),
            option: option
                .iter()
                .map(|&o| if o == u32::MAX { -1 } else { i64::from(o) })
                .collect(),
        }
    }
}
