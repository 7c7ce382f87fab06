//! The vertical half of dancing links, for the engines that hide whole
//! options: repeated cover ([`super::repeat`]) and multiplicities
//! ([`super::bounds`]). Node 0 is a root, nodes `1..=columns` the column
//! headers (column `k` of [`Links`] has header `k + 1`), then the options'
//! nodes, each option's contiguous, so that an option can be hidden or put
//! back whatever state its other links are in.

use super::Links;

pub(crate) struct Columns {
    /// Up and down in a column's circular list, per node.
    pub u: Vec<u32>,
    pub d: Vec<u32>,
    /// Each node's column header, and option (`u32::MAX` for a header).
    pub col: Vec<u32>,
    pub row: Vec<u32>,
    /// The colour a node gives its secondary item (0: none).
    pub colour: Vec<u32>,
    /// Each option's first node, and one past the last option's.
    pub first: Vec<u32>,
    /// Live options per column, by header.
    pub size: Vec<u32>,
    /// Nodes taken out of a column so far.
    pub updates: u64,
}

impl Columns {
    pub(crate) fn new(links: &Links) -> Columns {
        let columns = links.columns() as u32;
        let mut c = Columns {
            u: (0..=columns).collect(),
            d: (0..=columns).collect(),
            col: (0..=columns).collect(),
            row: vec![u32::MAX; columns as usize + 1],
            colour: vec![0; columns as usize + 1],
            first: Vec::with_capacity(links.options() + 1),
            size: vec![0; columns as usize + 1],
            updates: 0,
        };
        for o in 0..links.options() {
            c.first.push(c.u.len() as u32);
            for (k, colour) in links
                .option_columns(o)
                .into_iter()
                .zip(links.option_colours(o))
            {
                let (x, h) = (c.u.len() as u32, k as u32 + 1);
                let up = c.u[h as usize];
                c.u.push(up);
                c.d.push(h);
                c.d[up as usize] = x;
                c.u[h as usize] = x;
                c.col.push(h);
                c.row.push(o as u32);
                c.colour.push(colour);
                c.size[h as usize] += 1;
            }
        }
        c.first.push(c.u.len() as u32);
        c
    }

    /// Takes option `o`'s nodes out of their columns, but `keep`.
    pub(crate) fn hide(&mut self, o: u32, keep: u32) {
        for j in self.first[o as usize]..self.first[o as usize + 1] {
            if j != keep {
                let (u, d) = (self.u[j as usize], self.d[j as usize]);
                self.d[u as usize] = d;
                self.u[d as usize] = u;
                self.size[self.col[j as usize] as usize] -= 1;
                self.updates += 1;
            }
        }
    }

    /// Puts back the options hidden since `mark` in `hidden` (innermost
    /// last), in the opposite order; returns them when `keep` (a trace's
    /// Back hides them again), else drops them.
    pub(crate) fn unhide_since(
        &mut self,
        hidden: &mut Vec<u32>,
        mark: usize,
        keep: bool,
    ) -> Vec<u32> {
        for &o in hidden[mark..].iter().rev() {
            self.unhide(o, u32::MAX);
        }
        if keep {
            hidden.split_off(mark)
        } else {
            hidden.truncate(mark);
            Vec::new()
        }
    }

    /// Undoes [`Columns::hide`].
    pub(crate) fn unhide(&mut self, o: u32, keep: u32) {
        for j in (self.first[o as usize]..self.first[o as usize + 1]).rev() {
            if j != keep {
                let (u, d) = (self.u[j as usize], self.d[j as usize]);
                self.d[u as usize] = j;
                self.u[d as usize] = j;
                self.size[self.col[j as usize] as usize] += 1;
            }
        }
    }
}
