//! Colouring, on one value: the cells joined by strong links (a unit with
//! the value in exactly two places) form clusters, and each cluster takes
//! two colours, alternating along its links. In a solution one colour of a
//! cluster holds the value everywhere, the other nowhere.
//!
//! - Simple colouring: a colour that sees itself (two of its cells in one
//!   unit) is false everywhere (a *wrap*); a cell that sees both colours of
//!   a cluster can't have the value (a *trap*).
//! - Multi-colouring: two clusters. If colour a of one sees colour b of
//!   the other, a and b are not both true, so one of their opposites is:
//!   a cell that sees both opposites can't have the value; and a colour
//!   that sees both colours of the other cluster is false.
//!
//! In the matrix, a cluster is a chain of strong links on one value's
//! digit items; a colour is one parity of that chain.

use super::board::Board;
use super::links::Graph;
use super::links::{ChainNode, Link};
use super::rating;
use super::text::{self, Words};
use super::{Difficulty, Step, Technique, TechniqueInfo};
use crate::i18n::Msg;
use crate::msg;

pub(super) const SIMPLE_COLOURING: TechniqueInfo = TechniqueInfo {
    name: "simple-colouring",
    title: "technique-simple-colouring",
    level: Difficulty::Hard,
    find: simple,
    words,
    matrix,
    rating: rating::ON_ONE_VALUE,
};

pub(super) const MULTI_COLOURING: TechniqueInfo = TechniqueInfo {
    name: "multi-colouring",
    title: "technique-multi-colouring",
    level: Difficulty::Hard,
    find: multi,
    words,
    matrix,
    rating: rating::ON_ONE_VALUE,
};

/// A cluster: its nodes (graph indices), each with its colour (0 or 1),
/// and its links (index pairs into the cluster).
struct Cluster {
    nodes: Vec<(usize, u8)>,
    links: Vec<(usize, usize)>,
}

impl Cluster {
    fn of(&self, colour: u8) -> impl Iterator<Item = usize> + '_ {
        self.nodes
            .iter()
            .filter(move |&&(_, c)| c == colour)
            .map(|&(x, _)| x)
    }
}

/// The clusters of `graph` with at least `least` nodes.
fn clusters(graph: &Graph, least: usize) -> Vec<Cluster> {
    let mut seen = vec![false; graph.singles];
    let mut out = Vec::new();
    for s in 0..graph.singles {
        if seen[s] || graph.strong[s].is_empty() {
            continue;
        }
        seen[s] = true;
        let mut cluster = Cluster {
            nodes: vec![(s, 0)],
            links: Vec::new(),
        };
        let mut at = 0;
        while at < cluster.nodes.len() {
            let (u, colour) = cluster.nodes[at];
            for &(w, _) in &graph.strong[u] {
                match cluster.nodes.iter().position(|&(x, _)| x == w) {
                    Some(j) => {
                        if j > at {
                            cluster.links.push((at, j));
                        }
                    }
                    None => {
                        seen[w] = true;
                        cluster.nodes.push((w, 1 - colour));
                        cluster.links.push((at, cluster.nodes.len() - 1));
                    }
                }
            }
            at += 1;
        }
        if cluster.nodes.len() >= least {
            out.push(cluster);
        }
    }
    out
}

/// Simple colouring: the first wrap or trap, value by value.
pub fn simple(board: &Board) -> Option<Step> {
    (1..=board.n() as u8).find_map(|v| {
        let graph = Graph::new(board, false, Some(v))?;
        // A lone pair's trap is a pointing or a claiming, found before.
        clusters(&graph, 3).iter().find_map(|cl| {
            // A wrap: a colour with two cells that see each other.
            for colour in 0..2 {
                let cells: Vec<usize> = cl.of(colour).collect();
                let wraps = cells
                    .iter()
                    .any(|&a| cells.iter().any(|&b| a != b && graph.weak(a, b)));
                if wraps {
                    return Some(step(&graph, Technique::SimpleColouring, &[cl], cells));
                }
            }
            let (a, b): (Vec<usize>, Vec<usize>) = (cl.of(0).collect(), cl.of(1).collect());
            let traps = outside(&graph, &[cl], &a, &b);
            (!traps.is_empty()).then(|| step(&graph, Technique::SimpleColouring, &[cl], traps))
        })
    })
}

/// Multi-colouring: the first pair of clusters with something to remove.
pub fn multi(board: &Board) -> Option<Step> {
    (1..=board.n() as u8).find_map(|v| {
        let graph = Graph::new(board, false, Some(v))?;
        let all = clusters(&graph, 2);
        for (i, one) in all.iter().enumerate() {
            for (j, other) in all.iter().enumerate() {
                if i == j {
                    continue;
                }
                for a in 0..2 {
                    let sees = |colour: u8| {
                        one.of(a)
                            .any(|x| other.of(colour).any(|y| graph.weak(x, y)))
                    };
                    // Colour a sees both colours of the other: a is false.
                    if sees(0) && sees(1) {
                        let gone: Vec<usize> = one.of(a).collect();
                        return Some(step(&graph, Technique::MultiColouring, &[one, other], gone));
                    }
                    for b in 0..2 {
                        if i > j || !sees(b) {
                            continue;
                        }
                        let (x, y): (Vec<usize>, Vec<usize>) =
                            (one.of(1 - a).collect(), other.of(1 - b).collect());
                        let gone = outside(&graph, &[one, other], &x, &y);
                        if !gone.is_empty() {
                            return Some(step(
                                &graph,
                                Technique::MultiColouring,
                                &[one, other],
                                gone,
                            ));
                        }
                    }
                }
            }
        }
        None
    })
}

/// Options outside the clusters that see a node of `a` and a node of `b`.
fn outside(graph: &Graph, clusters: &[&Cluster], a: &[usize], b: &[usize]) -> Vec<usize> {
    (0..graph.singles)
        .filter(|z| {
            clusters
                .iter()
                .all(|cl| cl.nodes.iter().all(|&(x, _)| x != *z))
        })
        .filter(|&z| a.iter().any(|&x| graph.weak(x, z)) && b.iter().any(|&y| graph.weak(y, z)))
        .collect()
}

/// The step: the clusters as chains (colour 0 on, 1 off), the options gone.
fn step(graph: &Graph, technique: Technique, clusters: &[&Cluster], gone: Vec<usize>) -> Step {
    let mut chain = Vec::new();
    let mut links = Vec::new();
    let (mut base, mut pattern) = (Vec::new(), Vec::new());
    for cl in clusters {
        let first = chain.len();
        for &(x, colour) in &cl.nodes {
            let node = &graph.nodes[x];
            pattern.push((node.cells[0], node.v));
            chain.push(ChainNode {
                on: colour == 0,
                ..ChainNode::from(node)
            });
        }
        for &(a, b) in &cl.links {
            let item = super::links::strong_item(graph, cl.nodes[a].0, cl.nodes[b].0)
                .expect("a cluster's links are strong");
            if !base.contains(&item) {
                base.push(item);
            }
            links.push(Link {
                from: first + a,
                to: first + b,
                strong: true,
                item,
            });
        }
    }
    let option = |z: usize| (graph.nodes[z].cells[0], graph.nodes[z].v);
    Step {
        technique,
        eliminations: gone.iter().map(|&z| option(z)).collect(),
        pattern,
        base,
        chain,
        links,
        ..Step::default()
    }
}

/// The nudge, the technique and the step of a colouring.
fn words(w: &Words) -> (Msg, Msg, Msg) {
    let s = w.step;
    let v = s.chain[0].v;
    let symbol = w.symbol(v);
    let colour = |on: bool| {
        w.cells(
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
            technique = text::title(s.technique),
            symbol = symbol.as_str()
        ),
        msg!(
            "colouring-step",
            symbol = symbol,
            on = colour(true),
            off = colour(false),
            reason = reason,
            removals = w.removals()
        ),
    )
}

/// The matrix's words: the strong links' items, and what goes.
fn matrix(w: &Words) -> Msg {
    let s = w.step;
    msg!(
        "matrix-colouring",
        items = w.labels(&s.base),
        eliminated = w.options(&s.eliminations)
    )
}
