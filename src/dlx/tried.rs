//! The options a search has tried at its open levels and hidden for the
//! rest of their item's loop, innermost level last: how Algorithm M and
//! repeated cover meet each set of options once (after the branch that
//! puts option `x` in, the later branches are the sets without it).
//!
//! It is the searches' own state, not a log of their steps: it holds at
//! most every option once, and Back reads from it where a level's loop had
//! got to ([`Tried::previous`]), and builds it again from the matrix when it
//! steps back into a level that had ended ([`Tried::again`]).

use super::links::{Links, Node};

/// The tried options, each hidden from every list (see the module's comment).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tried(Vec<u32>);

impl Tried {
    /// Where a level that begins now starts in the stack.
    pub(crate) fn mark(&self) -> usize {
        self.0.len()
    }

    /// Hides `option`, whose branch is over; returns the nodes hidden.
    pub(crate) fn push(&mut self, links: &mut Links, option: usize) -> u64 {
        self.0.push(option as u32);
        links.hide_option(option, u32::MAX)
    }

    /// Exactly undoes the last [`Tried::push`]: the option, and the nodes
    /// put back.
    pub(crate) fn pop(&mut self, links: &mut Links) -> (usize, u64) {
        let option = self.0.pop().expect("an option tried") as usize;
        (option, links.unhide_option(option, u32::MAX))
    }

    /// A level that began at `mark` is over: its tried options come back,
    /// the last first.
    pub(crate) fn release(&mut self, links: &mut Links, mark: usize) {
        for &option in self.0[mark..].iter().rev() {
            links.unhide_option(option as usize, u32::MAX);
        }
        self.0.truncate(mark);
    }

    /// Back over [`Tried::release`] of the level of item `h`: its loop had
    /// tried every option of `h`'s list, so they are hidden again from the
    /// top, as the loop hid them. Returns the last one's node (the level's
    /// node when it ended), or `h` for an empty list.
    pub(crate) fn again(&mut self, links: &mut Links, h: Node) -> Node {
        let mut node = h;
        let mut k = links.down(h);
        while k != h {
            self.push(links, links.option_of(k));
            node = k;
            k = links.down(k);
        }
        node
    }

    /// The node in item `h` of the last option tried since `mark`, or `h`
    /// before the first: where the level's loop was before its last try.
    pub(crate) fn previous(&self, links: &Links, h: Node, mark: usize) -> Node {
        match self.0[mark..].last() {
            None => h,
            Some(&o) => links
                .option_nodes(o as usize)
                .find(|&j| links.item_of(j) == h)
                .expect("a tried option holds its level's item"),
        }
    }
}
