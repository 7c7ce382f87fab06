//! The link graph of the reduced matrix, which every chain technique reads.
//!
//! In exact-cover terms (see [`super::board`]):
//! - a **node** is an option (candidate `v` of a cell), or a *group*: the
//!   options of one value inside one box-line intersection, of which at
//!   most one can be chosen;
//! - a **strong link** is an item (column) with exactly two nodes left:
//!   a bivalue cell, or a unit-digit item whose options are two nodes.
//!   One of the two is in every solution;
//! - a **weak link** joins two nodes whose options all share an item with
//!   each other: at most one of them is in a solution. Every strong link
//!   is also weak.
//!
//! A chain alternates the two (see [`super::chain`]).

use super::als;
use super::board::{values, Board};
use super::cells::{Cells, Sight};
use super::Item;
use crate::sudoku::MAX_SIZE;
use std::collections::HashMap;

/// A node: options of value `v` in `cells` (one cell: a plain option).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// Its value.
    pub v: u8,
    /// Its cells, ascending: one, or a group of cells in one box and one line.
    pub cells: Vec<usize>,
}

/// A node of a step's chain, to draw: its options, and whether the chain
/// makes it true (on) or false (off). With the graph's [`Node`], which it
/// is read from, so that the steps of every technique (ALS ones too) and
/// their words name the graph, and not the chain search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainNode {
    /// Its value.
    pub v: u8,
    /// Its cells (more than one: a group).
    pub cells: Vec<usize>,
    /// True in the chain's reading ("on"), or false ("off").
    pub on: bool,
}

impl From<&Node> for ChainNode {
    fn from(node: &Node) -> ChainNode {
        ChainNode {
            v: node.v,
            cells: node.cells.clone(),
            on: false,
        }
    }
}

/// A link of a step's chain: indices into its nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    /// One end.
    pub from: usize,
    /// The other end.
    pub to: usize,
    /// A strong link (an item with two nodes left), or a weak one.
    pub strong: bool,
    /// The item it goes through.
    pub item: Item,
}

/// The graph: nodes, strong links with their items, weak links as bit sets.
pub struct Graph<'a> {
    /// The board it was read from.
    pub board: &'a Board,
    /// Plain options first (`singles` of them), then groups.
    pub nodes: Vec<Node>,
    /// How many nodes are plain options.
    pub singles: usize,
    /// Each node's strong links: (the other node, the item of the two).
    pub strong: Vec<Vec<(usize, Item)>>,
    /// Each node's weak links: bit `j` of row `i` when nodes i and j exclude
    /// each other; the rows one after another, `words` words each (one
    /// allocation, not one a node).
    weak: Vec<u64>,
    words: usize,
    /// The plain nodes of each item.
    by_item: ByItem,
}

/// The plain nodes (options) of each item of the reduced matrix: a cell's
/// column (items `0..n²`), then each unit's value items (item
/// `n² + u·(n+1) + v`), in one array rather than a `Vec` per item. Kept in
/// the graph so that a cell's option is found among that cell's few nodes
/// ([`Graph::single`]). (Flattening saved 0.1% of a 16×16 expert's
/// instructions: the allocation that costs is each node's `cells`.)
struct ByItem {
    /// Where each item's nodes start in `nodes`; one more entry at the end.
    start: Vec<usize>,
    nodes: Vec<usize>,
}

impl ByItem {
    fn new(board: &Board, options: &[Node]) -> ByItem {
        let n = board.n();
        let items_of = |x: &Node| {
            let (cell, v) = (x.cells[0], x.v as usize);
            let units = board.all_units_of(cell);
            std::iter::once(cell).chain(units.map(move |u| n * n + u * (n + 1) + v))
        };
        let mut start = vec![0; n * n + board.unit_count() * (n + 1) + 1];
        for item in options.iter().flat_map(items_of) {
            start[item + 1] += 1;
        }
        for k in 1..start.len() {
            start[k] += start[k - 1];
        }
        let mut next = start.clone();
        let mut nodes = vec![0; start[start.len() - 1]];
        for (i, x) in options.iter().enumerate() {
            for item in items_of(x) {
                nodes[next[item]] = i;
                next[item] += 1;
            }
        }
        ByItem { start, nodes }
    }

    /// The nodes of `item`, ascending.
    fn of(&self, item: usize) -> &[usize] {
        &self.nodes[self.start[item]..self.start[item + 1]]
    }

    /// Every item's nodes, in item order.
    fn all(&self) -> impl Iterator<Item = &[usize]> + '_ {
        (0..self.start.len() - 1).map(|item| self.of(item))
    }
}

/// Graphs larger than this are not searched: a 16×16 early in its solve
/// would cost a hint seconds in wasm, and simpler steps exist there.
pub const MAX_NODES: usize = 800;

impl<'a> Graph<'a> {
    /// The graph of `board`, with groups when `groups`, of value `digit`
    /// alone if given; `None` when larger than [`MAX_NODES`].
    pub fn new(board: &'a Board, groups: bool, digit: Option<u8>) -> Option<Graph<'a>> {
        Graph::build(board, groups, digit, false)
    }

    /// The grouped graph of every value, with almost locked sets as well
    /// (see [`set_nodes`]).
    pub fn with_sets(board: &'a Board) -> Option<Graph<'a>> {
        Graph::build(board, true, None, true)
    }

    fn build(board: &'a Board, groups: bool, digit: Option<u8>, sets: bool) -> Option<Graph<'a>> {
        let n = board.n();
        let keep = |v: u8| digit.is_none_or(|d| d == v);
        let mut nodes: Vec<Node> = (0..n * n)
            .flat_map(|c| values(board.candidates(c)).map(move |v| Node { v, cells: vec![c] }))
            .filter(|x| keep(x.v))
            .collect();
        let singles = nodes.len();
        if groups {
            nodes.extend(group_nodes(board, digit));
        }
        if nodes.len() > MAX_NODES {
            return None;
        }
        let sets = if sets {
            set_nodes(board, &mut nodes)
        } else {
            Vec::new()
        };
        let words = nodes.len().div_ceil(64);
        let mut weak = vec![0u64; words * nodes.len()];
        let mut link = |i: usize, j: usize| {
            weak[i * words + j / 64] |= 1 << (j % 64);
            weak[j * words + i / 64] |= 1 << (i % 64);
        };
        // Two options exclude each other when they share an item: a cell, or
        // a unit and a value. Listed by item, the pairs come without trying
        // every pair of options.
        let by_item = ByItem::new(board, &nodes[..singles]);
        for item in by_item.all() {
            for (a, &i) in item.iter().enumerate() {
                for &j in &item[a + 1..] {
                    link(i, j);
                }
            }
        }
        // Groups against everything: one value, and every cell of one sees
        // every cell of the other. On boards of up to 128 cells by bit sets
        // (a graph with sets has hundreds of groups); above, cell by cell.
        if n * n <= 128 {
            let sight = Sight::<2>::new(board);
            let cells: Vec<Cells<2>> = nodes
                .iter()
                .map(|x| Cells::of(x.cells.iter().copied()))
                .collect();
            let seen: Vec<Cells<2>> = nodes
                .iter()
                .map(|x| {
                    x.cells[1..]
                        .iter()
                        .fold(sight.peers(x.cells[0]), |s, &c| s.and(sight.peers(c)))
                })
                .collect();
            for j in singles..nodes.len() {
                for i in (0..j).filter(|&i| nodes[i].v == nodes[j].v) {
                    if cells[j].within(&seen[i]) {
                        link(i, j);
                    }
                }
            }
        } else {
            for j in singles..nodes.len() {
                for i in 0..j {
                    if excludes(board, &nodes[i], &nodes[j]) {
                        link(i, j);
                    }
                }
            }
        }
        let mut graph = Graph {
            board,
            nodes,
            singles,
            strong: Vec::new(),
            weak,
            words,
            by_item,
        };
        graph.strong = graph.strong_links(&sets);
        Some(graph)
    }

    /// The node of option (cell, v), if it is open.
    pub fn single(&self, cell: usize, v: u8) -> Option<usize> {
        // Within the graph's value (a graph of one value has only its own).
        let mut options = self.by_item.of(cell).iter().copied();
        options.find(|&i| self.nodes[i].v == v)
    }

    /// Node `a`'s row of weak links.
    fn row(&self, a: usize) -> &[u64] {
        &self.weak[a * self.words..(a + 1) * self.words]
    }

    /// Whether nodes `a` and `b` exclude each other (a weak link).
    pub fn weak(&self, a: usize, b: usize) -> bool {
        self.row(a)[b / 64] >> (b % 64) & 1 == 1
    }

    /// The nodes weakly linked to `a`.
    pub fn weak_of(&self, a: usize) -> impl Iterator<Item = usize> + '_ {
        bits(self.row(a))
    }

    /// The plain options weakly linked to every node of `of`: those that
    /// can go once one of `of` is known to be true (when `of` has one node)
    /// or once one of them is (two or more).
    pub fn seen_by_all(&self, of: &[usize]) -> Vec<usize> {
        let mut common = self.row(of[0]).to_vec();
        for &x in &of[1..] {
            for (w, m) in common.iter_mut().zip(self.row(x)) {
                *w &= m;
            }
        }
        bits(&common).take_while(|&i| i < self.singles).collect()
    }

    /// The item two weakly linked nodes share: the cell, or the unit of
    /// their value (the first unit every cell of both lies in).
    pub fn item(&self, a: usize, b: usize) -> Item {
        let (x, y) = (&self.nodes[a], &self.nodes[b]);
        if x.cells == y.cells {
            return Item::Cell(x.cells[0]);
        }
        let board = self.board;
        let unit = board
            .all_units_of(x.cells[0])
            .find(|&u| {
                x.cells
                    .iter()
                    .chain(&y.cells)
                    .all(|c| board.all_units_of(*c).any(|w| w == u))
            })
            .expect("weakly linked nodes of one value share a unit");
        Item::Digit(board.unit(unit), x.v)
    }

    /// Every strong link, from each end: from the options (plain nodes) of
    /// each cell, then of each unit and value (`by_item`), then between the
    /// values of each almost locked set of `sets`.
    fn strong_links(&self, sets: &[(Item, Vec<usize>)]) -> Vec<Vec<(usize, Item)>> {
        let board = self.board;
        let n = board.n();
        let mut strong = vec![Vec::new(); self.nodes.len()];
        let mut link = |a: usize, b: usize, item: Item| {
            strong[a].push((b, item));
            strong[b].push((a, item));
        };
        for cell in 0..board.n() * board.n() {
            let m = board.candidates(cell);
            if m.count_ones() == 2 {
                let mut vs = values(m);
                let (x, y) = (vs.next().unwrap(), vs.next().unwrap());
                if let (Some(a), Some(b)) = (self.single(cell, x), self.single(cell, y)) {
                    link(a, b, Item::Cell(cell));
                }
            }
        }
        for u in 0..board.unit_count() {
            let cells = board.cells(u);
            for v in 1..=board.n() as u8 {
                let places = board.positions(u, v).count_ones() as usize;
                if places < 2 {
                    continue;
                }
                // The nodes of value v inside this unit: its options, and the
                // groups in it; two of them that split its places between
                // them are a strong link.
                let groups = (self.singles..self.nodes.len()).filter(|&i| {
                    let x = &self.nodes[i];
                    x.v == v && x.cells.iter().all(|c| cells.contains(c))
                });
                let inside: Vec<usize> = self
                    .by_item
                    .of(n * n + u * (n + 1) + v as usize)
                    .iter()
                    .copied()
                    .chain(groups)
                    .collect();
                for (k, &a) in inside.iter().enumerate() {
                    for &b in &inside[k + 1..] {
                        let (x, y) = (&self.nodes[a], &self.nodes[b]);
                        let disjoint = x.cells.iter().all(|c| !y.cells.contains(c));
                        if disjoint && x.cells.len() + y.cells.len() == places {
                            link(a, b, Item::Digit(board.unit(u), v));
                        }
                    }
                }
            }
        }
        for (item, ids) in sets {
            for (k, &a) in ids.iter().enumerate() {
                for &b in &ids[k + 1..] {
                    link(a, b, *item);
                }
            }
        }
        for list in &mut strong {
            list.sort_by_key(|&(b, _)| b);
            list.dedup_by_key(|&mut (b, _)| b);
        }
        strong
    }
}

/// The groups: for each value (`digit` alone, if given), the open cells of
/// each box-line intersection that has two or more of them; by value, box,
/// then line (rows before columns). Each box's cells are read once per
/// value, not once per line: a graph is built for each value by several
/// techniques before many steps, and this was a tenth of a 16×16's
/// generation.
pub(super) fn group_nodes(board: &Board, digit: Option<u8>) -> Vec<Node> {
    let n = board.n();
    let mut groups = Vec::new();
    let digits = digit.map_or(1..=n as u8, |d| d..=d);
    for v in digits {
        for b in 2 * n..3 * n {
            let mut open = [0; MAX_SIZE];
            let mut len = 0;
            for &c in board.cells(b) {
                if board.has(c, v) {
                    open[len] = c;
                    len += 1;
                }
            }
            let open = &open[..len];
            if len < 2 {
                continue;
            }
            for kind in 0..2 {
                // The lines of this kind that the open cells lie in, as bits.
                let lines = open
                    .iter()
                    .fold(0u32, |m, &c| m | 1 << (board.units_of(c)[kind] - kind * n));
                for i in values(lines) {
                    let line = kind * n + i as usize - 1;
                    let cells: Vec<usize> = open
                        .iter()
                        .copied()
                        .filter(|&c| board.units_of(c)[kind] == line)
                        .collect();
                    if cells.len() >= 2 {
                        groups.push(Node { v, cells });
                    }
                }
            }
        }
    }
    groups
}

/// Most cells of a set in a chain: larger ones are hard to follow, and each
/// adds its values' nodes to every chain search.
const SET_CELLS: usize = 4;

/// The nodes of almost locked sets, added to `nodes`: each value of a set
/// is a node, its cells with that value (at most one of them holds it, as
/// they share a unit), and the set links any two of its values strongly:
/// without one it is locked and holds the other. Returns each set's item
/// and its nodes. Sets of two cells or more (one is a bivalue cell, whose
/// link is there already) and up to [`SET_CELLS`], smallest first, while the graph stays within
/// [`MAX_NODES`]; on boards of up to 128 cells with rows, columns and
/// regular boxes, whose sets [`Item::Set`] can name.
fn set_nodes(board: &Board, nodes: &mut Vec<Node>) -> Vec<(Item, Vec<usize>)> {
    if board.n() * board.n() > 128 || !board.is_plain() {
        return Vec::new();
    }
    let sight = Sight::<2>::new(board);
    let mut index: HashMap<(u8, Vec<usize>), usize> = nodes
        .iter()
        .enumerate()
        .map(|(i, x)| ((x.v, x.cells.clone()), i))
        .collect();
    let mut out = Vec::new();
    for set in als::all(board, &sight)
        .iter()
        .filter(|a| (2..=SET_CELLS).contains(&a.len()))
    {
        if nodes.len() + set.mask.count_ones() as usize > MAX_NODES {
            break;
        }
        let ids = values(set.mask)
            .map(|v| {
                let cells: Vec<usize> = set.with(v).iter().collect();
                *index.entry((v, cells.clone())).or_insert_with(|| {
                    nodes.push(Node { v, cells });
                    nodes.len() - 1
                })
            })
            .collect();
        let places = board
            .cells(set.unit)
            .iter()
            .enumerate()
            .filter(|&(_, &c)| set.cells.has(c))
            .fold(0u32, |m, (i, _)| m | 1 << i);
        out.push((Item::Set(board.unit(set.unit), places), ids));
    }
    out
}

/// Whether no solution holds both nodes: their cells are apart, and every
/// option of one shares an item with every option of the other.
fn excludes(board: &Board, x: &Node, y: &Node) -> bool {
    if let ([a], [b]) = (&x.cells[..], &y.cells[..]) {
        // Two options, nearly every pair: one cell and two values, or one value and two cells that see each other.
        return if a == b {
            x.v != y.v
        } else {
            x.v == y.v && board.sees(*a, *b)
        };
    }
    if x.cells.iter().any(|c| y.cells.contains(c)) {
        return x.cells.len() == 1 && x.cells == y.cells && x.v != y.v;
    }
    x.v == y.v
        && x.cells
            .iter()
            .all(|&a| y.cells.iter().all(|&b| board.sees(a, b)))
}

/// The indices of the set bits.
fn bits(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    // Each word's set bits, lowest first, by clearing the lowest each time:
    // the chain search reads a node's links on every step.
    words.iter().enumerate().flat_map(|(w, &m)| {
        std::iter::successors(Some(m).filter(|&m| m != 0), |&m| {
            Some(m & (m - 1)).filter(|&r| r != 0)
        })
        .map(move |m| w * 64 + m.trailing_zeros() as usize)
    })
}

/// The strong link's item between `a` and `b`, if they have one.
pub fn strong_item(graph: &Graph, a: usize, b: usize) -> Option<Item> {
    graph.strong[a]
        .iter()
        .find(|&&(w, _)| w == b)
        .map(|&(_, item)| item)
}
