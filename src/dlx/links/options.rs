//! What the searches do to an option's nodes beyond covering an item:
//! trying an option (its other items committed: covered, or purified by
//! Knuth's colours), hiding a whole option (Algorithm M and repeated cover
//! hide the options they have tried), and repeated cover's `remove`, which
//! takes an item out of the other options' rows instead.

use super::{Links, Node, PURIFIED};

impl Links {
    /// Commits every other item of the option that node `r` belongs to,
    /// left to right: the second half of "try option r". An item without
    /// a colour is covered; a coloured one is purified.
    #[inline]
    pub fn cover_rest(&mut self, r: Node) -> u64 {
        let mut updates = 0;
        let mut j = self.right[r as usize];
        while j != r {
            updates += if self.coloured {
                self.commit(j)
            } else {
                self.cover(self.item[j as usize])
            };
            j = self.right[j as usize];
        }
        updates
    }

    /// Knuth's commit: takes node `j`'s item out of play for the option
    /// being chosen. Covered without a colour; purified with one; nothing
    /// if an earlier option of its colour already purified it.
    #[inline]
    pub fn commit(&mut self, j: Node) -> u64 {
        match self.colour[j as usize] {
            0 => self.cover(self.item[j as usize]),
            PURIFIED => 0,
            _ => self.purify(j),
        }
    }

    /// Exactly undoes [`Links::cover_rest`], right to left.
    #[inline]
    pub fn uncover_rest(&mut self, r: Node) -> u64 {
        let mut updates = 0;
        let mut j = self.left[r as usize];
        while j != r {
            updates += match self.coloured.then(|| self.colour[j as usize]) {
                None | Some(0) => self.uncover(self.item[j as usize]),
                Some(PURIFIED) => 0,
                Some(_) => self.unpurify(j),
            };
            j = self.left[j as usize];
        }
        updates
    }

    /// Knuth's purify: node `p` gives its (secondary) item colour x. The
    /// item's other options of colour x are marked compatible; every
    /// option of another colour is hidden (taken out of its other items).
    fn purify(&mut self, p: Node) -> u64 {
        let c = self.item[p as usize];
        let x = self.colour[p as usize];
        self.colour[c as usize] = x;
        let mut updates = 0;
        let mut q = self.down[c as usize];
        while q != c {
            if self.colour[q as usize] == x {
                if q != p {
                    self.colour[q as usize] = PURIFIED;
                }
            } else {
                updates += self.hide_option(self.option_of(q), q);
            }
            q = self.down[q as usize];
        }
        updates
    }

    /// Exactly undoes [`Links::purify`], bottom to top.
    fn unpurify(&mut self, p: Node) -> u64 {
        let c = self.item[p as usize];
        let x = self.colour[c as usize];
        let mut updates = 0;
        let mut q = self.up[c as usize];
        while q != c {
            if self.colour[q as usize] == PURIFIED {
                self.colour[q as usize] = x;
            } else if self.colour[q as usize] != x {
                updates += self.unhide_option(self.option_of(q), q);
            }
            q = self.up[q as usize];
        }
        self.colour[c as usize] = 0;
        updates
    }

    /// The nodes of `option`, which are contiguous: walking them needs no
    /// horizontal link, so an option can be hidden whatever repeated
    /// cover's [`Links::remove`] has done to its row.
    #[inline]
    pub fn option_nodes(&self, option: usize) -> std::ops::Range<Node> {
        let end = match self.option_start.get(option + 1) {
            Some(&next) => next,
            None => self.left.len() as Node,
        };
        self.option_start[option]..end
    }

    /// Takes `option`'s nodes, all but `keep` (a node of it, or any other
    /// value for none), out of their items: Knuth's `hide`. Returns the
    /// nodes taken out, one update each. An option's nodes are in distinct
    /// items, so the order they leave in does not matter.
    #[inline]
    pub fn hide_option(&mut self, option: usize, keep: Node) -> u64 {
        let mut updates = 0;
        for j in self.option_nodes(option) {
            if j != keep {
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = d;
                self.up[d as usize] = u;
                self.size[self.item[j as usize] as usize] -= self.unit;
                updates += 1;
            }
        }
        updates
    }

    /// Exactly undoes [`Links::hide_option`], last node first.
    #[inline]
    pub fn unhide_option(&mut self, option: usize, keep: Node) -> u64 {
        let mut updates = 0;
        for j in self.option_nodes(option).rev() {
            if j != keep {
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.size[self.item[j as usize] as usize] += self.unit;
                self.down[u as usize] = j;
                self.up[d as usize] = j;
                updates += 1;
            }
        }
        updates
    }

    /// Repeated cover's choice of node `i` (OI-wiki's `remove`): every
    /// other node of `i`'s item leaves its option's row, and the options
    /// stay, shorter. Returns the nodes taken out.
    #[inline]
    pub fn remove(&mut self, i: Node) -> u64 {
        let mut updates = 0;
        let mut k = self.down[i as usize];
        while k != i {
            let (l, r) = (self.left[k as usize], self.right[k as usize]);
            self.right[l as usize] = r;
            self.left[r as usize] = l;
            updates += 1;
            k = self.down[k as usize];
        }
        updates
    }

    /// Exactly undoes [`Links::remove`] (OI-wiki's `resume`), bottom to
    /// top; returns as many nodes.
    #[inline]
    pub fn resume(&mut self, i: Node) -> u64 {
        let mut updates = 0;
        let mut k = self.up[i as usize];
        while k != i {
            let (l, r) = (self.left[k as usize], self.right[k as usize]);
            self.right[l as usize] = k;
            self.left[r as usize] = k;
            updates += 1;
            k = self.up[k as usize];
        }
        updates
    }

    /// Hides the other options of `start`'s item list (`start` a node or
    /// the item's header) that `colour` does not allow beside it: all with
    /// colour 0, else those of another colour. What choosing an option does
    /// to an item it fills (Algorithm M's item at its upper bound, a
    /// secondary item's first claim). Returns the nodes hidden.
    pub fn hide_others(&mut self, start: Node, colour: u32) -> u64 {
        let mut updates = 0;
        let mut k = self.down[start as usize];
        while k != start {
            let header = self.option[k as usize] == u32::MAX;
            if !header && (colour == 0 || self.colour[k as usize] != colour) {
                updates += self.hide_option(self.option_of(k), k);
            }
            k = self.down[k as usize];
        }
        updates
    }

    /// Exactly undoes [`Links::hide_others`], bottom to top; returns as
    /// many nodes.
    pub fn unhide_others(&mut self, start: Node, colour: u32) -> u64 {
        let mut updates = 0;
        let mut k = self.up[start as usize];
        while k != start {
            let header = self.option[k as usize] == u32::MAX;
            if !header && (colour == 0 || self.colour[k as usize] != colour) {
                updates += self.unhide_option(self.option_of(k), k);
            }
            k = self.up[k as usize];
        }
        updates
    }
}
