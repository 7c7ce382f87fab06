//! The dancing-links data structure: a sparse 0/1 matrix whose nodes live in
//! flat arrays and point at each other by index.
//!
//! ```text
//!            root ⇄ A ⇄ B ⇄ C          (primary item headers, a circular list)
//!                   ⇅   ⇅   ⇅          D (secondary: its left/right point at itself)
//!   option 0:       • ⇄ • ·            ⇅
//!                   ⇅   ⇅              •
//!   option 1:       •  ·⇅· ⇄ • ⇄ ······•
//! ```
//!
//! Node 0 is the root. Nodes `1..=items` are the item headers, in input
//! order. Every later node is one 1 of the matrix: it sits in the vertical
//! circular list of its item and in the horizontal circular list of its
//! option. Secondary items are headers that are not linked into the root's
//! list, so the search never chooses them; covering one when an option that
//! uses it is tried removes the other options that use it ("at most once").
//!
//! [`Links::cover`] and [`Links::uncover`] are mirror images: `uncover` walks
//! the same lists in the opposite order, so every link it restores points at
//! a node that is back in place already. That is what makes the search
//! reversible step by step (Knuth, "Dancing Links", 2000).
//!
//! All three searches run on these links: Algorithm X ([`super::search`]),
//! Algorithm M ([`super::bounds`]) and repeated cover ([`super::repeat`]).
//! `build.rs` fills the arrays from a list of options; `options.rs` holds
//! what the searches do to an option's nodes beyond covering an item
//! (trying it with Knuth's colours, hiding it, repeated cover's `remove`).

/// Index of a node in [`Links`]' arrays.
pub type Node = u32;

/// The root node: its horizontal list holds the active primary items.
pub const ROOT: Node = 0;

/// The bit of an item's key (its size and header) that marks it covered.
/// Bit 30, not 31, so that keys compare the same as `i32`s: the item scan
/// takes their minimum as signed numbers, which vectorises on every SIMD
/// target (SSE2 and wasm's simd128 have no unsigned 32-bit minimum, or no
/// cheap one).
const COVERED: u32 = 1 << 30;

/// An exact-cover matrix in dancing-links form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Links {
    /// Left neighbour in the node's horizontal list.
    left: Vec<Node>,
    /// Right neighbour in the node's horizontal list.
    right: Vec<Node>,
    /// Neighbour above in the node's item.
    up: Vec<Node>,
    /// Neighbour below in the node's item.
    down: Vec<Node>,
    /// Item header of each node (a header is its own item).
    item: Vec<Node>,
    /// Option (row) index of each node; `u32::MAX` for the root and headers.
    option: Vec<u32>,
    /// Each item's key, indexed by header node: its number of nodes
    /// times [`Links::unit`], plus its header below that, with [`COVERED`]
    /// set while the item is covered. A covered item's size cannot
    /// change (no option left in the matrix touches it), so the flag rides
    /// along untouched until `uncover` clears it, and the keys of the
    /// primary items form a dense array the search can scan without
    /// walking the header list. With the header in the low bits, the
    /// smallest key is the leftmost smallest item: one pass finds it.
    size: Vec<u32>,
    /// What one node adds to an item's key: the power of two just above
    /// the last header, so that the bits below it hold the header. 1 when
    /// a matrix is too big for both to fit below [`COVERED`] (keys are
    /// then bare sizes, and the scan takes a second pass for the position).
    unit: u32,
    /// First node of each option, so an option index leads into its row.
    option_start: Vec<Node>,
    /// How many items are primary (they come first).
    primary: u32,
    /// Knuth's colours (DLX2, TAOCP 7.2.2.1 Algorithm C): per node, the
    /// colour an option gives a secondary item (0: none, which is plain
    /// "at most once"). Options that agree on an item's colour can share
    /// it. [`PURIFIED`] marks a node whose item was purified by an option
    /// of its colour, so choosing it later changes nothing; a header holds
    /// the colour of the purify it is in.
    colour: Vec<u32>,
    /// Whether any option gives a colour: without one, trying an option
    /// covers its other items without looking at `colour` node by node.
    coloured: bool,
}

/// A node already compatible with its purified item (Knuth's colour −1).
const PURIFIED: u32 = u32::MAX;

mod build;
mod options;

pub use build::BuildError;

impl Links {
    /// Number of items, primary and secondary.
    pub fn items(&self) -> usize {
        self.size.len() - 1
    }

    /// Whether any option gives an item a colour.
    pub fn has_colours(&self) -> bool {
        self.coloured
    }

    /// Number of primary items.
    pub fn primary_items(&self) -> usize {
        self.primary as usize
    }

    /// Number of nodes: the root, the headers and one per 1 of the matrix.
    pub fn nodes(&self) -> usize {
        self.left.len()
    }

    /// Number of options (rows).
    pub fn options(&self) -> usize {
        self.option_start.len()
    }

    /// Header node of 0-based item `c`.
    pub fn header(c: usize) -> Node {
        c as Node + 1
    }

    /// 0-based item index of a header node.
    pub fn item_index(header: Node) -> usize {
        header as usize - 1
    }

    /// Current size of the item with this header.
    #[inline]
    pub fn size(&self, header: Node) -> u32 {
        (self.size[header as usize] & !COVERED) >> self.unit.trailing_zeros()
    }

    /// Whether the item with this header is covered (primary or secondary).
    #[inline]
    pub fn is_covered(&self, header: Node) -> bool {
        self.size[header as usize] & COVERED != 0
    }

    /// Whether an option is still in the matrix: none of its items is
    /// covered and each of its nodes is still linked into its item.
    /// Covering an item unlinks the *other* nodes of its options, so an
    /// option that met a cover fails one test or the other.
    pub fn is_live(&self, option: usize) -> bool {
        self.option_nodes(option)
            .all(|j| !self.is_covered(self.item_of(j)) && self.down(self.up(j)) == j)
    }

    /// The header of the leftmost active primary item of the smallest
    /// size, or `None` if every primary item is covered. A linear scan of
    /// the dense array of keys (covered items carry [`COVERED`], so they
    /// are never the smallest): cheaper than walking the header list, whose
    /// every step waits for a load. The smallest key names its header; only
    /// a matrix too big for keys takes a second scan for the position.
    #[inline]
    pub fn smallest_item(&self) -> Option<Node> {
        // Only between the first and the last active primary items, which
        // the root's list gives for free.
        let (first, last) = (self.right[ROOT as usize], self.left[ROOT as usize]);
        if first == ROOT {
            return None;
        }
        let keys = &self.size[first as usize..=last as usize];
        let min = keys
            .iter()
            .map(|&s| s as i32)
            .min()
            .filter(|&m| m as u32 & COVERED == 0)?;
        if self.unit > 1 {
            return Some(min as u32 & (self.unit - 1));
        }
        // Then the first item of that size, eight at a time: a branch-free
        // test of each chunk vectorises, and only the chunk that has it is
        // searched one by one.
        let min = min as u32;
        let mut base = 0;
        for chunk in keys.chunks_exact(8) {
            let chunk: &[u32; 8] = chunk.try_into().expect("chunks_exact gives 8");
            if chunk.iter().fold(false, |hit, &s| hit | (s == min)) {
                break;
            }
            base += 8;
        }
        keys[base..]
            .iter()
            .position(|&s| s == min)
            .map(|i| (base + i) as Node + first)
    }

    /// Right neighbour of a node.
    #[inline]
    pub fn right(&self, node: Node) -> Node {
        self.right[node as usize]
    }

    /// Left neighbour of a node.
    #[inline]
    pub fn left(&self, node: Node) -> Node {
        self.left[node as usize]
    }

    /// Neighbour below a node.
    #[inline]
    pub fn down(&self, node: Node) -> Node {
        self.down[node as usize]
    }

    /// Neighbour above a node.
    #[inline]
    pub fn up(&self, node: Node) -> Node {
        self.up[node as usize]
    }

    /// Item header of a node.
    #[inline]
    pub fn item_of(&self, node: Node) -> Node {
        self.item[node as usize]
    }

    /// Option index of a (non-header) node.
    #[inline]
    pub fn option_of(&self, node: Node) -> usize {
        self.option[node as usize] as usize
    }

    /// First node of an option's row.
    pub fn option_node(&self, option: usize) -> Node {
        self.option_start[option]
    }

    /// The 0-based item indices of an option, in input order.
    pub fn option_items(&self, option: usize) -> Vec<usize> {
        let first = self.option_start[option];
        let mut cols = vec![Self::item_index(self.item_of(first))];
        let mut j = self.right(first);
        while j != first {
            cols.push(Self::item_index(self.item_of(j)));
            j = self.right(j);
        }
        cols
    }

    /// The colours an option gives its items, in the order of
    /// [`Links::option_items`] (0: none), in any state of the search.
    pub fn option_colours(&self, option: usize) -> Vec<u32> {
        // A purified node has lost its colour to the mark; its item's
        // header holds the colour while the purify lasts.
        let colour = |j: Node| match self.colour[j as usize] {
            PURIFIED => self.colour[self.item[j as usize] as usize],
            k => k,
        };
        let first = self.option_start[option];
        let mut colours = vec![colour(first)];
        let mut j = self.right[first as usize];
        while j != first {
            colours.push(colour(j));
            j = self.right[j as usize];
        }
        colours
    }

    /// Whether any primary item is still uncovered.
    #[inline]
    pub fn has_active_items(&self) -> bool {
        self.right[ROOT as usize] != ROOT
    }

    /// Removes item `c` from the header list and every option that uses it
    /// from the other items. Returns the number of link updates, counted as
    /// Knuth does: one per node taken out of a list.
    #[inline]
    pub fn cover(&mut self, c: Node) -> u64 {
        self.leave_ring(c);
        self.size[c as usize] |= COVERED;
        let mut updates = 1;
        let (up, down, right, item, size, unit) = (
            &mut self.up,
            &mut self.down,
            &self.right,
            &self.item,
            &mut self.size,
            self.unit,
        );
        // SAFETY: every link and item entry is an index below the arrays'
        // common length: `new` writes only such indices, and cover/uncover
        // only copy them between entries. `c` itself was bounds-checked by
        // the safe accesses above (in `uncover`, by its assert). This loop is the search's
        // hot path; the bounds checks cost it about 40% of its instructions.
        unsafe {
            let mut i = *down.get_unchecked(c as usize);
            while i != c {
                let mut j = *right.get_unchecked(i as usize);
                while j != i {
                    let (u, d) = (
                        *up.get_unchecked(j as usize),
                        *down.get_unchecked(j as usize),
                    );
                    *down.get_unchecked_mut(u as usize) = d;
                    *up.get_unchecked_mut(d as usize) = u;
                    *size.get_unchecked_mut(*item.get_unchecked(j as usize) as usize) -= unit;
                    updates += 1;
                    j = *right.get_unchecked(j as usize);
                }
                i = *down.get_unchecked(i as usize);
            }
        }
        updates
    }

    /// Exactly undoes [`Links::cover`]: bottom to top, right to left. Returns
    /// the same update count that `cover` returned.
    #[inline]
    pub fn uncover(&mut self, c: Node) -> u64 {
        assert!(
            (c as usize) < self.size.len(),
            "uncover takes an item header"
        );
        let mut updates = 1;
        let (up, down, left, item, size, unit) = (
            &mut self.up,
            &mut self.down,
            &self.left,
            &self.item,
            &mut self.size,
            self.unit,
        );
        // SAFETY: as in `cover`.
        unsafe {
            let mut i = *up.get_unchecked(c as usize);
            while i != c {
                let mut j = *left.get_unchecked(i as usize);
                while j != i {
                    let (u, d) = (
                        *up.get_unchecked(j as usize),
                        *down.get_unchecked(j as usize),
                    );
                    *size.get_unchecked_mut(*item.get_unchecked(j as usize) as usize) += unit;
                    *down.get_unchecked_mut(u as usize) = j;
                    *up.get_unchecked_mut(d as usize) = j;
                    updates += 1;
                    j = *left.get_unchecked(j as usize);
                }
                i = *up.get_unchecked(i as usize);
            }
        }
        self.join_ring(c);
        self.size[c as usize] &= !COVERED;
        updates
    }

    /// Takes header `h` out of the root's ring of active primary items, so
    /// that no search chooses it: the first half of `cover`, and all of
    /// what Algorithm M and repeated cover do to a header that is done.
    #[inline]
    pub fn leave_ring(&mut self, h: Node) {
        let (l, r) = (self.left[h as usize], self.right[h as usize]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
    }

    /// Exactly undoes [`Links::leave_ring`].
    #[inline]
    pub fn join_ring(&mut self, h: Node) {
        let (l, r) = (self.left[h as usize], self.right[h as usize]);
        self.right[l as usize] = h;
        self.left[r as usize] = h;
    }

    /// Whether header `h` is a primary item out of the root's ring:
    /// covered, or (Algorithm M, repeated cover) done with.
    #[inline]
    pub fn out_of_ring(&self, h: Node) -> bool {
        h <= self.primary && self.right[self.left[h as usize] as usize] != h
    }

    /// The colour node `j` gives its secondary item (0: none).
    #[inline]
    pub fn colour(&self, j: Node) -> u32 {
        self.colour[j as usize]
    }

    /// What a drawing of any of the searches shows, in one pass over the
    /// links: fills `view` with one byte per option (1: out of the matrix,
    /// chosen, covered over or hidden) followed by one byte per item (1:
    /// covered, or a primary item out of the ring), and returns how many
    /// options are still in it. The page reads `view` straight out of
    /// wasm memory each frame, so nothing is copied or serialised.
    pub fn live_view(&self, view: &mut Vec<u8>) -> usize {
        view.clear();
        view.extend((0..self.options()).map(|o| u8::from(!self.is_live(o))));
        view.extend(
            (1..=self.items() as Node).map(|h| u8::from(self.is_covered(h) || self.out_of_ring(h))),
        );
        view[..self.options()]
            .iter()
            .filter(|&&out| out == 0)
            .count()
    }

    /// Every node's links, for a drawing of them: left, right, up, down,
    /// and each node's header and option (`u32::MAX` for a header).
    pub fn arrays(&self) -> [&[Node]; 6] {
        [
            &self.left,
            &self.right,
            &self.up,
            &self.down,
            &self.item,
            &self.option,
        ]
    }

    /// The active primary items, left to right.
    pub fn active_items(&self) -> impl Iterator<Item = Node> + '_ {
        let mut c = self.right[ROOT as usize];
        std::iter::from_fn(move || {
            (c != ROOT).then(|| {
                let here = c;
                c = self.right[c as usize];
                here
            })
        })
    }

    /// Checks the invariants of the structure: every list is doubly linked and
    /// every item's size matches its list. Meant for tests and debugging,
    /// as Knuth's `sanity()`.
    pub fn sanity(&self) -> Result<(), Insane> {
        let mut c = self.right[ROOT as usize];
        let mut seen = 0;
        while c != ROOT {
            if self.right[self.left[c as usize] as usize] != c {
                return Err(Insane::Header { header: c });
            }
            let mut count = 0;
            let mut i = self.down[c as usize];
            while i != c {
                if self.up[self.down[i as usize] as usize] != i {
                    return Err(Insane::Node { node: i });
                }
                if self.item[i as usize] != c {
                    return Err(Insane::Item {
                        node: i,
                        item: c,
                        says: self.item[i as usize],
                    });
                }
                count += 1;
                i = self.down[i as usize];
            }
            if count != self.size(c) {
                return Err(Insane::Size {
                    item: c,
                    count,
                    size: self.size(c),
                });
            }
            seen += 1;
            if seen > self.primary {
                return Err(Insane::Open);
            }
            c = self.right[c as usize];
        }
        Ok(())
    }
}

/// What [`Links::sanity`] found broken, by the nodes' own numbers (headers
/// are nodes 1, 2, …). A bug's report, for tests and debugging: its
/// `Display` says it in English, as a panic does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Insane {
    /// The header's left and right links disagree.
    Header {
        /// The header.
        header: u32,
    },
    /// The node's up and down links disagree.
    Node {
        /// The node.
        node: u32,
    },
    /// A node in one item's list names another item.
    Item {
        /// The node.
        node: u32,
        /// The item whose list holds it.
        item: u32,
        /// The item it names.
        says: u32,
    },
    /// An item's size is not the count of its list.
    Size {
        /// The item.
        item: u32,
        /// The nodes in its list.
        count: u32,
        /// Its size.
        size: u32,
    },
    /// Following the headers does not come back to the root.
    Open,
}

impl std::fmt::Display for Insane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Insane::Header { header } => write!(f, "header {header}: left/right links disagree"),
            Insane::Node { node } => write!(f, "node {node}: up/down links disagree"),
            Insane::Item { node, item, says } => {
                write!(f, "node {node} is in item {item} but says {says}")
            }
            Insane::Size { item, count, size } => {
                write!(f, "item {item} has {count} nodes but size {size}")
            }
            Insane::Open => write!(f, "the header list does not close"),
        }
    }
}

impl std::error::Error for Insane {}
