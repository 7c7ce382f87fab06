//! Algorithm X on the engine's one step machine ([`super::machine`]).
//!
//! Its [`Policy`] (`Exact`) is Knuth's: the item to branch on by the rule,
//! covered as a step of its own; trying an option covers its other items
//! (or purifies them, with colours); nothing is hidden after a branch, as
//! exact cover's covers already rule each set in once. Each call of
//! [`Search::step`] performs exactly one of the algorithm's actions and
//! returns it as a [`StepEvent`] of its seven kinds (the five fields of an
//! X step):
//!
//! ```text
//!  Enter ──no primary item left──▶ Solution ─▶ UndoCurrent
//!    │
//!    └─▶ Choose c ─▶ Cover c ─▶ TryNext ──option r left──▶ Try r ─▶ Enter (one level deeper)
//!                                  ▲   └──none left──▶ Uncover c ─▶ UndoCurrent (one level up)
//!                                  └────── Undo r ◀──────────────────────┘
//! ```
//!
//! Fast solving and tracing share this one loop: [`Search::run`] calls `step`
//! in a tight loop and the caller's closure sees only solutions, while a
//! stepper calls `step` and `back` one event at a time.
//!
//! [`Search::back`] undoes the last event with the inverse link operation
//! (`uncover` for `cover`, ...). It needs no log: the machine's state and
//! frames say which event came last, and the item chosen at a level is a
//! pure function of the matrix state there (see [`Exact`]'s `enter`), so it
//! can be recomputed when stepping back into a finished subtree. Memory is
//! therefore bounded by the depth of the search, however many steps were
//! taken.

use super::event::{EventKind, StepEvent};
use super::links::{Links, Node};
use super::machine::{Frame, Leaf, Machine, Policy, Step};

/// How the search picks the item to branch on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ItemRule {
    /// The item with the fewest options, ties to the leftmost (Knuth's "S heuristic").
    #[default]
    Smallest,
    /// The leftmost active item: shows why the heuristic matters.
    First,
    /// A pseudo-random active item, reproducible from the seed.
    Random {
        /// Seed of the choice; the same seed gives the same search.
        seed: u64,
    },
}

impl ItemRule {
    /// The rules' names, as the CLI's `--rule` and the JS API's `rule` take them.
    pub const NAMES: [&'static str; 3] = ["smallest", "first", "random"];

    /// The rule called `name`, with `seed` for `random`; an error that
    /// lists the names there are for any other name.
    pub fn from_name(name: &str, seed: u64) -> Result<ItemRule, crate::unknown::Unknown> {
        match name {
            "smallest" => Ok(ItemRule::Smallest),
            "first" => Ok(ItemRule::First),
            "random" => Ok(ItemRule::Random { seed }),
            _ => Err(crate::unknown::Unknown::new("rule", name, ItemRule::NAMES)),
        }
    }
}

/// Counters of a search, as Knuth reports them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Options tried: the nodes of the search tree.
    pub nodes: u64,
    /// Nodes removed from a list by `cover` (uncovering is not counted).
    pub updates: u64,
    /// Solutions found.
    pub solutions: u64,
    /// The deepest partial solution seen. Stepping back does not lower it.
    pub max_depth: usize,
}

/// Why [`Search::run`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Every solution was found.
    Exhausted,
    /// The caller's closure asked to stop (e.g. enough solutions).
    Enough,
    /// The node budget ran out: "stopped after N nodes".
    NodeLimit,
}

/// Algorithm X's part of the step machine: the item rule.
#[derive(Clone, Debug)]
struct Exact {
    rule: ItemRule,
}

impl Policy for Exact {
    const COVERS: bool = true;
    const HIDES_TRIED: bool = false;

    /// A solution once every primary item is covered; else the item to
    /// branch on, by the search's rule. It depends only on the matrix and
    /// the frames, which is what lets Back recompute a choice instead of
    /// storing it.
    #[inline(always)]
    fn enter(&mut self, links: &Links, frames: &[Frame]) -> Result<Node, Leaf> {
        if !links.has_active_items() {
            return Err(Leaf::Solution);
        }
        Ok(match self.rule {
            ItemRule::First => links.right(super::links::ROOT),
            ItemRule::Smallest => links
                .smallest_item()
                .expect("choose runs while an item is active"),
            ItemRule::Random { seed } => {
                let mut h = splitmix(seed);
                for frame in frames {
                    h = splitmix(h ^ u64::from(frame.node));
                }
                let count = links.active_items().count() as u64;
                let pick = (h % count) as usize;
                links.active_items().nth(pick).expect("pick < count")
            }
        })
    }

    #[inline(always)]
    fn put(&mut self, links: &mut Links, node: Node) -> u64 {
        links.cover_rest(node)
    }

    #[inline(always)]
    fn take(&mut self, links: &mut Links, node: Node) -> u64 {
        links.uncover_rest(node)
    }

    #[inline(always)]
    fn cover(&mut self, links: &mut Links, h: Node) -> u64 {
        links.cover(h)
    }

    #[inline(always)]
    fn uncover(&mut self, links: &mut Links, h: Node) -> u64 {
        links.uncover(h)
    }
}

/// A paused Algorithm X search over a [`Links`] matrix.
#[derive(Clone, Debug)]
pub struct Search {
    m: Machine<Exact>,
    /// The deepest partial solution seen.
    max_depth: usize,
    /// Options chosen before the search started (e.g. a sudoku's givens).
    preselected: Vec<usize>,
}

/// Why options could not be preselected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConflictError {
    /// The option does not exist, or is out of the matrix already (a
    /// sudoku's givens rule options out).
    Gone {
        /// The option that could not be chosen.
        option: usize,
    },
    /// It shares an item with an earlier preselected option (other than a
    /// secondary one with the same colour).
    Clash {
        /// The option that could not be chosen.
        option: usize,
        /// The item it shares.
        item: usize,
    },
}

impl ConflictError {
    /// The option that could not be chosen.
    pub fn option(&self) -> usize {
        match *self {
            ConflictError::Gone { option } | ConflictError::Clash { option, .. } => option,
        }
    }
}

impl Search {
    /// A search over `links` that starts before its first step.
    pub fn new(links: Links, rule: ItemRule) -> Search {
        Search {
            m: Machine::new(links, Exact { rule }),
            max_depth: 0,
            preselected: Vec::new(),
        }
    }

    /// Puts `options` into every solution before the search starts, covering
    /// all their items. Fails if two of them share an item (other than a
    /// secondary one with the same colour), or an option is out of range or
    /// already out of the matrix, as a sudoku's givens rule options out
    /// ([`ConflictError::Gone`]).
    pub fn preselect(
        links: Links,
        rule: ItemRule,
        options: &[usize],
    ) -> Result<Search, ConflictError> {
        let mut search = Search::new(links, rule);
        // Per item: 0 unused, else the colour it was used with (u32::MAX
        // for none). Options may share an item only with the same colour.
        // All are checked before any is chosen: choosing changes colours.
        let mut used = vec![0u32; search.m.links.items()];
        for &option in options {
            if option >= search.m.links.options() || !search.m.links.is_live(option) {
                return Err(ConflictError::Gone { option });
            }
            let cols = search.m.links.option_items(option);
            let colours = search.m.links.option_colours(option);
            let clash = |(&c, &k): (&usize, &u32)| used[c] != 0 && (k == 0 || used[c] != k);
            if let Some((&item, _)) = cols.iter().zip(&colours).find(|&p| clash(p)) {
                return Err(ConflictError::Clash { option, item });
            }
            for (&c, &k) in cols.iter().zip(&colours) {
                used[c] = if k == 0 { u32::MAX } else { k };
            }
        }
        for &option in options {
            let first = search.m.links.option_node(option);
            search.m.links.commit(first);
            search.m.links.cover_rest(first);
            search.preselected.push(option);
        }
        Ok(search)
    }

    /// The matrix in its current state.
    pub fn links(&self) -> &Links {
        &self.m.links
    }

    /// The counters so far.
    pub fn stats(&self) -> Stats {
        Stats {
            nodes: self.m.nodes,
            updates: self.m.updates,
            solutions: self.m.found,
            max_depth: self.max_depth,
        }
    }

    /// The current depth: how many options the search has chosen.
    pub fn depth(&self) -> usize {
        self.m.frames.len()
    }

    /// Whether the search space is exhausted.
    pub fn is_done(&self) -> bool {
        self.m.is_over()
    }

    /// The options chosen before the search started.
    pub fn preselected(&self) -> &[usize] {
        &self.preselected
    }

    /// The options of the current partial solution, outermost first
    /// (preselected options not included).
    pub fn partial(&self) -> impl Iterator<Item = usize> + '_ {
        (self.m.frames.iter())
            .filter(|f| f.node != f.item)
            .map(|f| self.m.links.option_of(f.node))
    }

    /// The current solution: preselected options, then the chosen ones.
    /// Meaningful right after a `solution` step.
    pub fn solution(&self) -> Vec<usize> {
        self.preselected
            .iter()
            .copied()
            .chain(self.partial())
            .collect()
    }

    /// The header of the item chosen at the current level, if any.
    pub fn current_item(&self) -> Option<usize> {
        self.m.frames.last().map(|f| Links::item_index(f.item))
    }

    /// A step of the machine as Algorithm X's event, read off the state it
    /// leaves (which a step and its Back leave alike): the machine's
    /// `Leave` is X's `uncover`, its leaf a solution.
    fn event(&self, step: Step) -> StepEvent {
        use EventKind::*;
        let links = &self.m.links;
        let at = |kind| StepEvent::at(kind, self.m.frames.len());
        match step {
            Step::Choose(c) => StepEvent {
                item: Some(Links::item_index(c)),
                size: Some(links.size(c) as usize),
                ..at(Choose)
            },
            Step::Cover(c) => StepEvent {
                item: Some(Links::item_index(c)),
                ..at(Cover)
            },
            Step::Try(node) => StepEvent {
                option: Some(links.option_of(node)),
                ..at(Try)
            },
            Step::Undo(node) => StepEvent {
                option: Some(links.option_of(node)),
                ..at(Undo)
            },
            Step::Leave(c) => StepEvent {
                item: Some(Links::item_index(c)),
                ..at(Uncover)
            },
            Step::Leaf(_) => at(Solution),
            Step::Close(_) | Step::Deepen | Step::Done | Step::Halted => at(Done),
        }
    }

    /// One step of the machine, the deepest level kept.
    #[inline(always)]
    fn advance(&mut self) -> Step {
        let step = self.m.step(u64::MAX);
        if let Step::Choose(_) = step {
            self.max_depth = self.max_depth.max(self.m.frames.len());
        }
        step
    }

    /// Performs the next action of Algorithm X and returns it.
    pub fn step(&mut self) -> StepEvent {
        let step = self.advance();
        self.event(step)
    }

    /// Exactly undoes the last event returned by [`Search::step`] and returns
    /// it, or `None` at the start of the search.
    pub fn back(&mut self) -> Option<StepEvent> {
        let step = self.m.back()?;
        Some(self.event(step))
    }

    /// Runs until the search is exhausted, the node budget is spent, or
    /// `on_solution` returns `false`. `on_solution` sees the search right
    /// after each solution; read it with [`Search::solution`]. The loop
    /// reads the machine's steps, with no event to build: `advance` is
    /// always inlined, as a call (which wasm kept it) cost 8% of the DLX
    /// engine's instructions natively and 7% of its time in wasm.
    pub fn run(
        &mut self,
        node_limit: Option<u64>,
        mut on_solution: impl FnMut(&Search) -> bool,
    ) -> Stop {
        let limit = node_limit.unwrap_or(u64::MAX);
        loop {
            match self.advance() {
                Step::Leaf(_) if !on_solution(self) => return Stop::Enough,
                Step::Close(_) | Step::Deepen | Step::Done | Step::Halted => {
                    return Stop::Exhausted
                }
                Step::Try(_) if self.m.nodes >= limit => return Stop::NodeLimit,
                _ => {}
            }
        }
    }
}

/// SplitMix64: a small, good mixing function for reproducible random choices.
pub(crate) fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
