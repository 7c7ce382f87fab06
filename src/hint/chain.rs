//! Alternating inference chains (AIC), general over items and options.
//!
//! A chain starts at a node `s` supposed false, and alternates: a strong
//! link (an item with two nodes left: if one is false the other is true),
//! then a weak link (two nodes that exclude each other: if one is true the
//! other is false), …, ending on a strong link at a node `e`, which is then
//! true. So "s or e" holds in every solution, and any option that excludes
//! both can go. A chain whose `e` excludes `s` closes into a *continuous
//! nice loop*: then exactly one end of every weak link is true, and any
//! option that excludes both ends of one can go. A chain from `s` back to
//! `s` itself proves `s`.
//!
//! The named chains are [`Rules`] on this one search: an X-Chain keeps to
//! one value's items, an XY-Chain takes its strong links in cells and its
//! weak links between cells, a Skyscraper is a four-node X-Chain of a given
//! shape, and so on.

use super::links::Graph;
// Named here too, where they were first: a chain's nodes and links.
pub use super::links::{ChainNode, Link};
use super::text::{self, Words};
use super::{Board, Item, Step, Technique};
use crate::i18n::Msg;
use crate::msg;
use std::collections::VecDeque;

/// What a chain may be made of.
#[derive(Clone, Copy)]
pub struct Rules {
    /// Only nodes of this value (X-Chains and their shapes).
    pub digit: Option<u8>,
    /// Strong links in cells only, weak links between cells only (XY-Chains).
    pub xy: bool,
    /// Groups allowed.
    pub groups: bool,
    /// Only nodes in cells whose candidates are exactly this mask (Remote
    /// Pairs).
    pub pair: Option<u32>,
    /// Most nodes in the chain.
    pub max: usize,
    /// Only loops (`Some(true)`), only open chains (`Some(false)`; a loop
    /// is then read as open), or either.
    pub closed: Option<bool>,
    /// Whether a found chain (its nodes) has the technique's shape.
    pub shape: fn(&Graph, &[usize]) -> bool,
}

impl Rules {
    /// Any chain of up to `max` nodes.
    pub const fn any(max: usize) -> Rules {
        Rules {
            digit: None,
            xy: false,
            groups: false,
            pair: None,
            max,
            closed: None,
            shape: |_, _| true,
        }
    }
}

/// A chain found, with what it proves.
pub struct Found {
    /// Its nodes, from the start (false) to the end (true).
    pub path: Vec<usize>,
    /// Whether it closes into a continuous loop.
    pub closed: bool,
    /// The options that go (plain nodes).
    pub eliminations: Vec<usize>,
    /// The option it proves, when it comes back to its start.
    pub placement: Option<usize>,
}

impl Found {
    fn useful(&self) -> bool {
        !self.eliminations.is_empty() || self.placement.is_some()
    }
}

/// The shortest useful chain under `rules` (fewest nodes, then most
/// eliminations), over every start; each start's own shortest, by a
/// breadth-first search over (node, true or false).
pub fn shortest(graph: &Graph, rules: &Rules) -> Option<Found> {
    let mut best: Option<Found> = None;
    for s in 0..graph.nodes.len() {
        if !allowed(graph, rules, s) {
            continue;
        }
        if let Some(found) = from(
            graph,
            rules,
            s,
            best.as_ref().map_or(rules.max, |b| b.path.len()),
        ) {
            let better = best.as_ref().is_none_or(|b| {
                (found.path.len(), usize::MAX - found.eliminations.len())
                    < (b.path.len(), usize::MAX - b.eliminations.len())
            });
            if better {
                best = Some(found);
            }
        }
    }
    best
}

fn allowed(graph: &Graph, rules: &Rules, i: usize) -> bool {
    let node = &graph.nodes[i];
    (rules.groups || node.cells.len() == 1)
        && rules.digit.is_none_or(|v| node.v == v)
        && rules
            .pair
            .is_none_or(|m| graph.board.candidates(node.cells[0]) == m)
}

/// The shortest useful chain from `s` of at most `max` nodes.
fn from(graph: &Graph, rules: &Rules, s: usize, max: usize) -> Option<Found> {
    let count = graph.nodes.len();
    // State 2i: node i false; 2i + 1: node i true. `back` leads to the start.
    let mut back = vec![usize::MAX; 2 * count];
    let mut depth = vec![0usize; 2 * count];
    let mut queue = VecDeque::from([2 * s]);
    back[2 * s] = 2 * s;
    depth[2 * s] = 1;
    while let Some(state) = queue.pop_front() {
        let (u, on) = (state / 2, state % 2 == 1);
        if depth[state] >= max {
            continue;
        }
        let next: Vec<usize> = if on {
            graph
                .weak_of(u)
                .filter(|&w| allowed(graph, rules, w))
                .filter(|&w| !rules.xy || graph.nodes[w].cells != graph.nodes[u].cells)
                .map(|w| 2 * w)
                .collect()
        } else {
            graph.strong[u]
                .iter()
                .filter(|&&(w, item)| {
                    allowed(graph, rules, w) && (!rules.xy || matches!(item, Item::Cell(_)))
                })
                .map(|&(w, _)| 2 * w + 1)
                .collect()
        };
        for t in next {
            if back[t] != usize::MAX {
                continue;
            }
            back[t] = state;
            depth[t] = depth[state] + 1;
            if t % 2 == 1 {
                let path = walk_back(&back, t);
                if let Some(found) = conclude(graph, rules, path) {
                    return Some(found);
                }
            }
            queue.push_back(t);
        }
    }
    None
}

/// The nodes from the start to `state`.
fn walk_back(back: &[usize], mut state: usize) -> Vec<usize> {
    let mut path = vec![state / 2];
    while back[state] != state {
        state = back[state];
        path.push(state / 2);
    }
    path.reverse();
    path
}

/// What a chain (start false … end true) proves, if it has the shape and
/// is worth showing.
pub fn conclude(graph: &Graph, rules: &Rules, path: Vec<usize>) -> Option<Found> {
    let (s, e) = (path[0], *path.last().expect("a chain has nodes"));
    if path.len() < 4 || !(rules.shape)(graph, &path) {
        return None;
    }
    if s == e {
        // s false forces s true: s is in every solution.
        let simple = path[1..path.len() - 1]
            .iter()
            .all(|x| !path[..1].contains(x));
        return (simple && s < graph.singles).then(|| Found {
            path,
            closed: false,
            eliminations: Vec::new(),
            placement: Some(s),
        });
    }
    let mut seen = path.clone();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != path.len() {
        return None;
    }
    let closed = rules.closed != Some(false)
        && graph.weak(e, s)
        && !(rules.xy && graph.nodes[e].cells == graph.nodes[s].cells);
    if rules.closed == Some(true) && !closed {
        return None;
    }
    let mut eliminations: Vec<usize> = if closed {
        // Each weak link of the loop: its ends' odd pairs, and e with s.
        let mut pairs: Vec<(usize, usize)> = (1..path.len() - 1)
            .step_by(2)
            .map(|i| (path[i], path[i + 1]))
            .collect();
        pairs.push((e, s));
        pairs
            .into_iter()
            .flat_map(|(a, b)| graph.seen_by_all(&[a, b]))
            .filter(|z| !path.contains(z))
            .collect()
    } else {
        graph.seen_by_all(&[s, e])
    };
    eliminations.sort_unstable();
    eliminations.dedup();
    let found = Found {
        path,
        closed,
        eliminations,
        placement: None,
    };
    found.useful().then_some(found)
}

/// Every useful chain of exactly `len` nodes, depth first, until `accept`
/// takes one: for the short named shapes, where the shortest chain of an
/// end pair need not be the one with the shape.
pub fn exact(graph: &Graph, rules: &Rules, len: usize) -> Option<Found> {
    let mut path = Vec::with_capacity(len);
    (0..graph.nodes.len())
        .filter(|&s| allowed(graph, rules, s))
        .find_map(|s| {
            path.clear();
            path.push(s);
            deeper(graph, rules, len, &mut path)
        })
}

fn deeper(graph: &Graph, rules: &Rules, len: usize, path: &mut Vec<usize>) -> Option<Found> {
    if path.len() == len {
        return conclude(graph, rules, path.clone());
    }
    let u = *path.last().expect("a path has a start");
    // Odd positions (1, 3, …) are reached by a strong link.
    let next: Vec<usize> = if path.len() % 2 == 1 {
        graph.strong[u]
            .iter()
            .filter(|&&(_, item)| !rules.xy || matches!(item, Item::Cell(_)))
            .map(|&(w, _)| w)
            .collect()
    } else {
        graph
            .weak_of(u)
            .filter(|&w| !rules.xy || graph.nodes[w].cells != graph.nodes[u].cells)
            .collect()
    };
    for w in next {
        if !allowed(graph, rules, w) || path.contains(&w) {
            continue;
        }
        path.push(w);
        if let Some(found) = deeper(graph, rules, len, path) {
            return Some(found);
        }
        path.pop();
    }
    None
}

/// The longest chain the searches look for: longer ones are hard to follow.
pub const MAX_CHAIN: usize = 20;

/// A chain on one value's items with `shape`: of exactly `len` nodes, or
/// the shortest over every value.
pub fn per_value(
    board: &Board,
    technique: Technique,
    groups: bool,
    len: Option<usize>,
    shape: fn(&Graph, &[usize]) -> bool,
) -> Option<Step> {
    let mut best: Option<Step> = None;
    for v in 1..=board.n() as u8 {
        let Some(graph) = Graph::new(board, groups, Some(v)) else {
            continue;
        };
        let rules = Rules {
            digit: Some(v),
            groups,
            shape,
            ..Rules::any(len.unwrap_or(MAX_CHAIN))
        };
        let found = match len {
            Some(l) => exact(&graph, &rules, l),
            None => shortest(&graph, &rules),
        };
        if let Some(found) = found {
            let step = step(&graph, technique, &found);
            if len.is_some() {
                return Some(step);
            }
            if best
                .as_ref()
                .is_none_or(|b| b.chain.len() > step.chain.len())
            {
                best = Some(step);
            }
        }
    }
    best
}

/// The step of a chain found on `graph` by `technique`.
pub fn step(graph: &Graph, technique: Technique, found: &Found) -> Step {
    let path = &found.path;
    let nodes = &graph.nodes;
    let option = |i: usize| (nodes[i].cells[0], nodes[i].v);
    // The links: strong into odd positions, weak into even ones, and the
    // loop's closing link.
    let mut links: Vec<Link> = (1..path.len())
        .map(|i| {
            let (a, b) = (path[i - 1], path[i]);
            let strong = i % 2 == 1;
            let item = if strong {
                graph.strong[a]
                    .iter()
                    .find(|&&(w, _)| w == b)
                    .map(|&(_, item)| item)
                    .expect("a chain's strong links are the graph's")
            } else {
                graph.item(a, b)
            };
            Link {
                from: i - 1,
                to: i,
                strong,
                item,
            }
        })
        .collect();
    let mut chain: Vec<ChainNode> = path
        .iter()
        .enumerate()
        .map(|(i, &x)| ChainNode {
            v: nodes[x].v,
            cells: nodes[x].cells.clone(),
            on: i % 2 == 1,
        })
        .collect();
    if found.placement.is_some() {
        // The last node is the first again: draw the link back to it.
        chain.pop();
        links.last_mut().expect("a chain has links").to = 0;
    }
    if found.closed {
        let last = path.len() - 1;
        links.push(Link {
            from: last,
            to: 0,
            strong: false,
            item: graph.item(path[last], path[0]),
        });
    }
    let mut base: Vec<Item> = Vec::new();
    let mut cover: Vec<Item> = Vec::new();
    for link in &links {
        let list = if link.strong { &mut base } else { &mut cover };
        if !list.contains(&link.item) {
            list.push(link.item);
        }
    }
    Step {
        technique,
        placements: found.placement.map(option).into_iter().collect(),
        eliminations: found.eliminations.iter().map(|&z| option(z)).collect(),
        pattern: chain
            .iter()
            .flat_map(|x| x.cells.iter().map(move |&c| (c, x.v)))
            .collect(),
        base,
        cover,
        chain,
        links,
        ..Step::default()
    }
}

/// A chain technique's words: open, a loop, or a proof of its start.
pub(super) fn words(w: &Words) -> (Msg, Msg, Msg) {
    let s = w.step;
    let start = w.node(&s.chain[0]);
    let end = w.node(s.chain.last().expect("a chain has nodes"));
    let chain = w.chain();
    let closes = s.links.last().is_some_and(|l| l.to == 0);
    let player = match (s.placements.first(), closes) {
        (Some(&(c, v)), _) => msg!(
            "chain-proof-step",
            chain = chain.as_str(),
            start = start.as_str(),
            placement = msg!("placed", cell = w.cell(c), symbol = w.symbol(v))
        ),
        (None, true) => msg!(
            "chain-loop-step",
            chain = chain.as_str(),
            start = start.as_str(),
            removals = w.removals()
        ),
        (None, false) => msg!(
            "chain-step",
            chain = chain.as_str(),
            start = start.as_str(),
            end = end,
            removals = w.removals()
        ),
    };
    (
        msg!("chain-nudge", cell = w.cell(s.chain[0].cells[0])),
        msg!(
            "chain-technique",
            technique = text::title(s.technique),
            chain = chain
        ),
        player,
    )
}
