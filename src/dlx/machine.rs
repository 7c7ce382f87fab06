//! The one step machine of the engine's three searches: Algorithm X
//! ([`super::search`]), Algorithm M ([`super::bounds`]) and repeated cover
//! ([`super::repeat`]). The recursion is unrolled into a stack of
//! [`Frame`]s and a state that says what the next step does; each
//! [`Machine::step`] takes one step and says which ([`Step`]), and
//! [`Machine::back`] takes the last one back exactly, without a log:
//!
//! ```text
//!  Enter ──a leaf (solution, dead end, prune)──▶ (the frame above goes on)
//!    └─▶ Choose item ─▶ (X: Cover item) ─▶ Next ──an option left──▶ Try ─▶ Enter (one frame deeper)
//!                        ▲ │──the item may close──▶ Close ─▶ Enter
//!                        │ └──none──▶ Leave (X: Uncover; one frame up)
//!                        └── Undo (M, repeated cover: the option is hidden) ◀──┘
//!  at the root: End ──a deeper limit──▶ Deepen ─▶ Enter, or Done
//! ```
//!
//! What differs between the searches is a [`Policy`]: which item a node
//! branches on or why it is a leaf, what trying an option does to the
//! links, whether the chosen item is covered as a step of its own (X),
//! whether a tried option is hidden for the rest of its item's loop (M and
//! repeated cover, so that each set is met once), whether an item may be
//! closed (M), whether a deeper limit follows (repeated cover's iterative
//! deepening). The answers that are the same for a whole search are
//! constants, so each search's loop compiles to its own.

use super::links::{Links, Node};
use super::tried::Tried;

/// Why a node of the search tree has no branches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Leaf {
    /// Every item is satisfied: a solution.
    Solution,
    /// This item can no longer be satisfied (M: too few options left).
    Dead(Node),
    /// Cut off by a bound (repeated cover: `depth + h > limit`).
    Prune,
}

/// One step of the machine, for its search to report in its own terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// A new frame branches on this item.
    Choose(Node),
    /// The chosen item was covered (X).
    Cover(Node),
    /// This option node joined the set.
    Try(Node),
    /// This option node left the set, hidden for the rest of its item's loop.
    Undo(Node),
    /// This item was closed: no more options for it.
    Close(Node),
    /// Every branch of this item is taken: its options come back.
    Leave(Node),
    /// A leaf.
    Leaf(Leaf),
    /// A deeper limit begins.
    Deepen,
    /// The search is over.
    Done,
    /// The node budget ran out before the next try (no step was taken).
    Halted,
}

/// What a search does at each step (see the module's comment).
pub(crate) trait Policy {
    /// Whether the chosen item is covered as a step of its own (X).
    const COVERS: bool = false;
    /// Whether an option is hidden once its branch is over (M, repeated cover).
    const HIDES_TRIED: bool = true;
    /// At a node of the tree, below `frames`: the item to branch on, or
    /// why the node is a leaf. It must depend only on the links, the
    /// frames and the policy's state as the search leaves them there: Back
    /// asks again.
    fn enter(&mut self, links: &Links, frames: &[Frame]) -> Result<Node, Leaf>;
    /// Covers the chosen item `h` (with [`Policy::COVERS`]); returns the
    /// nodes taken out.
    fn cover(&mut self, _links: &mut Links, _h: Node) -> u64 {
        0
    }
    /// Exactly undoes [`Policy::cover`]; returns as many nodes.
    fn uncover(&mut self, _links: &mut Links, _h: Node) -> u64 {
        0
    }
    /// Puts the option of `node` in the set; returns the nodes taken out.
    fn put(&mut self, links: &mut Links, node: Node) -> u64;
    /// Exactly undoes [`Policy::put`]; returns as many nodes.
    fn take(&mut self, links: &mut Links, node: Node) -> u64;
    /// Whether item `h`, its every option tried, is closed as a last branch.
    fn closes(&self, _h: Node) -> bool {
        false
    }
    /// Closes item `h`; returns the nodes taken out.
    fn close(&mut self, _links: &mut Links, _h: Node) -> u64 {
        0
    }
    /// Exactly undoes [`Policy::close`]; returns as many nodes.
    fn reopen(&mut self, _links: &mut Links, _h: Node) -> u64 {
        0
    }
    /// A search of the tree is over, having found `found` solutions:
    /// whether a deeper one follows.
    fn deepen(&mut self, _found: u64) -> bool {
        false
    }
    /// Back over [`Policy::deepen`]; `false` at the first search.
    fn shallower(&mut self) -> bool {
        false
    }
}

/// One frame of the unrolled search: the item it branches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The item's header.
    pub item: Node,
    /// The option node being tried, or `item` before the first.
    pub node: Node,
    /// Where the frame's tried options start in [`Tried`].
    mark: usize,
    /// Whether the frame is in its last branch, the item closed.
    pub closed: bool,
}

/// What the next forward step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Look at the node just reached: a leaf, or an item to branch on.
    Enter,
    /// Cover the item just chosen (X).
    Cover,
    /// Take the top frame's option out again, and hide it.
    Undo,
    /// The top frame's next branch: an option, closing the item, or leaving.
    Next,
    /// The tree is searched: deepen, or end.
    End,
    /// The search is over.
    Done,
}

/// A search paused between steps (see the module's comment).
#[derive(Clone, Debug)]
pub(crate) struct Machine<P> {
    /// The matrix in its current state.
    pub links: Links,
    /// What the search does.
    pub policy: P,
    /// The frames, innermost last.
    pub frames: Vec<Frame>,
    tried: Tried,
    state: State,
    /// `Done` steps taken, so that Back can match them.
    done_steps: u64,
    /// Options tried, nodes taken out of a list (putting back is not
    /// counted), solutions and prunes so far.
    pub nodes: u64,
    pub updates: u64,
    pub found: u64,
    pub pruned: u64,
}

impl<P: Policy> Machine<P> {
    /// A search of `links` by `policy`, before its first step.
    pub fn new(links: Links, policy: P) -> Machine<P> {
        Machine {
            links,
            policy,
            frames: Vec::new(),
            tried: Tried::default(),
            state: State::Enter,
            done_steps: 0,
            nodes: 0,
            updates: 0,
            found: 0,
            pruned: 0,
        }
    }

    /// Whether the tree is searched (the next step is `Done`, or it was).
    pub fn is_over(&self) -> bool {
        matches!(self.state, State::End | State::Done)
    }

    /// Whether the search has said `Done`.
    pub fn has_ended(&self) -> bool {
        self.done_steps > 0
    }

    /// What comes after a leaf or a frame left: the frame above goes on
    /// (its option out again, or its closed branch over), or at the root
    /// this tree's search is over.
    fn after_child(&self) -> State {
        match self.frames.last() {
            None => State::End,
            Some(f) if f.closed => State::Next,
            Some(_) => State::Undo,
        }
    }

    fn top(&self) -> Frame {
        *self.frames.last().expect("the search is inside a frame")
    }

    fn top_mut(&mut self) -> &mut Frame {
        self.frames
            .last_mut()
            .expect("the search is inside a frame")
    }

    /// One step forwards. A try that would pass `budget` nodes is not
    /// taken: the step is `Halted` instead.
    #[inline(always)]
    pub fn step(&mut self, budget: u64) -> Step {
        match self.state {
            State::Enter => match self.policy.enter(&self.links, &self.frames) {
                Err(leaf) => {
                    match leaf {
                        Leaf::Solution => self.found += 1,
                        Leaf::Prune => self.pruned += 1,
                        Leaf::Dead(_) => {}
                    }
                    self.state = self.after_child();
                    Step::Leaf(leaf)
                }
                Ok(item) => {
                    let mark = self.tried.mark();
                    self.frames.push(Frame {
                        item,
                        node: item,
                        mark,
                        closed: false,
                    });
                    self.state = if P::COVERS { State::Cover } else { State::Next };
                    Step::Choose(item)
                }
            },
            State::Cover => {
                let item = self.top().item;
                self.updates += self.policy.cover(&mut self.links, item);
                self.state = State::Next;
                Step::Cover(item)
            }
            State::Undo => {
                let f = self.top();
                self.policy.take(&mut self.links, f.node);
                if P::HIDES_TRIED {
                    let option = self.links.option_of(f.node);
                    self.updates += self.tried.push(&mut self.links, option);
                }
                self.state = State::Next;
                Step::Undo(f.node)
            }
            State::Next => {
                let f = self.top();
                let next = self.links.down(f.node);
                if !f.closed && next != f.item {
                    if self.nodes >= budget {
                        return Step::Halted;
                    }
                    self.nodes += 1;
                    self.top_mut().node = next;
                    self.updates += self.policy.put(&mut self.links, next);
                    self.state = State::Enter;
                    Step::Try(next)
                } else if !f.closed && self.policy.closes(f.item) {
                    self.top_mut().closed = true;
                    self.updates += self.policy.close(&mut self.links, f.item);
                    self.state = State::Enter;
                    Step::Close(f.item)
                } else {
                    if f.closed {
                        self.policy.reopen(&mut self.links, f.item);
                    }
                    if P::COVERS {
                        self.policy.uncover(&mut self.links, f.item);
                    }
                    if P::HIDES_TRIED {
                        self.tried.release(&mut self.links, f.mark);
                    }
                    self.frames.pop();
                    self.state = self.after_child();
                    Step::Leave(f.item)
                }
            }
            State::End if self.policy.deepen(self.found) => {
                self.state = State::Enter;
                Step::Deepen
            }
            State::End | State::Done => {
                self.state = State::Done;
                self.done_steps += 1;
                Step::Done
            }
        }
    }

    /// Takes the last step back, exactly, and says which it was; `None` at
    /// the start. It keeps no log: the state and the frames say which step
    /// came last, and what a node was (a leaf, or the item a frame chose)
    /// is asked again of the policy, over links that are as they were
    /// then. Putting back is not an update, and re-doing one is not a new one.
    pub fn back(&mut self) -> Option<Step> {
        Some(match self.state {
            State::Done => {
                self.done_steps -= 1;
                if self.done_steps == 0 {
                    self.state = State::End;
                }
                Step::Done
            }
            // After a deepening.
            State::Enter if self.frames.is_empty() => {
                if !self.policy.shallower() {
                    return None;
                }
                self.state = State::End;
                Step::Deepen
            }
            // After a try or a close, one frame down.
            State::Enter => {
                let f = self.top();
                self.state = State::Next;
                if f.closed {
                    self.top_mut().closed = false;
                    self.updates -= self.policy.reopen(&mut self.links, f.item);
                    return Some(Step::Close(f.item));
                }
                self.updates -= self.policy.take(&mut self.links, f.node);
                self.nodes -= 1;
                self.top_mut().node = match P::HIDES_TRIED {
                    true => self.tried.previous(&self.links, f.item, f.mark),
                    false => self.links.up(f.node),
                };
                Step::Try(f.node)
            }
            // After a cover of the item just chosen.
            State::Cover => {
                let f = self.frames.pop().expect("a frame");
                self.state = State::Enter;
                Step::Choose(f.item)
            }
            // After a choice, or an undo.
            State::Next if !self.top().closed => {
                let f = self.top();
                if f.node == f.item && P::COVERS {
                    self.updates -= self.policy.uncover(&mut self.links, f.item);
                    self.state = State::Cover;
                    return Some(Step::Cover(f.item));
                }
                if f.node == f.item {
                    self.frames.pop();
                    self.state = State::Enter;
                    // Asked again, so that what the policy saw of the node
                    // (repeated cover's bound) is what it saw going forwards.
                    let chosen = self.policy.enter(&self.links, &self.frames);
                    debug_assert_eq!(chosen, Ok(f.item));
                    return Some(Step::Choose(f.item));
                }
                if P::HIDES_TRIED {
                    let (_, updates) = self.tried.pop(&mut self.links);
                    self.updates -= updates;
                }
                self.policy.put(&mut self.links, f.node);
                self.state = State::Undo;
                Step::Undo(f.node)
            }
            // After a leaf or a frame left, which the policy tells apart as
            // it did going forwards.
            State::Next | State::Undo | State::End => {
                match self.policy.enter(&self.links, &self.frames) {
                    Err(leaf) => {
                        match leaf {
                            Leaf::Solution => self.found -= 1,
                            Leaf::Prune => self.pruned -= 1,
                            Leaf::Dead(_) => {}
                        }
                        self.state = State::Enter;
                        Step::Leaf(leaf)
                    }
                    Ok(item) => {
                        // Its loop had tried every option of its list, and
                        // closed it if it could.
                        if P::COVERS {
                            self.policy.cover(&mut self.links, item);
                        }
                        let mark = self.tried.mark();
                        let node = match P::HIDES_TRIED {
                            true => self.tried.again(&mut self.links, item),
                            false => self.links.up(item),
                        };
                        let closed = self.policy.closes(item);
                        if closed {
                            self.policy.close(&mut self.links, item);
                        }
                        self.frames.push(Frame {
                            item,
                            node,
                            mark,
                            closed,
                        });
                        self.state = State::Next;
                        Step::Leave(item)
                    }
                }
            }
        })
    }

    /// Every link, counter and frame, for the tests of Back.
    #[cfg(test)]
    pub fn fingerprint(&self) -> String
    where
        P: std::fmt::Debug,
    {
        format!(
            "{:?} {:?} {:?} {:?} {:?} {} {} {} {}",
            self.links,
            self.policy,
            self.frames,
            self.tried,
            self.state,
            self.nodes,
            self.updates,
            self.found,
            self.pruned
        )
    }
}
