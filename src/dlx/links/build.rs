//! Building the links from a list of options, and why that can fail.

use super::{Links, Node, COVERED};

/// Why a matrix could not be built: data, with 0-based option and item
/// numbers. The engine says no words; [`crate::error`] renders them (1-based)
/// for whoever shows the error, so the engine does not depend on the
/// catalogues.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// An option names an item index that does not exist.
    NoSuchItem {
        /// 0-based option index.
        option: usize,
        /// The item index it named.
        item: usize,
    },
    /// An option names the same item twice.
    RepeatedItem {
        /// 0-based option index.
        option: usize,
        /// The repeated item index.
        item: usize,
    },
    /// An option has no items at all.
    EmptyOption {
        /// 0-based option index.
        option: usize,
    },
    /// An option gives a colour to a primary item.
    ColourOnPrimary {
        /// 0-based option index.
        option: usize,
        /// The primary item.
        item: usize,
    },
    /// The matrix has more nodes than a `u32` can index.
    TooLarge,
}

impl Links {
    /// Builds the links for `primary` primary items followed by `secondary`
    /// secondary ones, and the given options (each a list of item indices).
    pub fn new<O: AsRef<[usize]>>(
        primary: usize,
        secondary: usize,
        options: &[O],
    ) -> Result<Links, BuildError> {
        Links::with_colours(primary, secondary, options, &[] as &[&[u32]])
    }

    /// [`Links::new`] with Knuth's colours: `colours[i][k]` is the colour
    /// (1, 2, …; 0 for none) that option i gives its k-th item, which must
    /// be secondary. An empty `colours` means no colours at all.
    pub fn with_colours<O: AsRef<[usize]>, C: AsRef<[u32]>>(
        primary: usize,
        secondary: usize,
        options: &[O],
        colours: &[C],
    ) -> Result<Links, BuildError> {
        let items = primary + secondary;
        let ones: usize = options.iter().map(|o| o.as_ref().len()).sum();
        let total = 1 + items + ones;
        // Sizes must stay below the COVERED bit.
        if total >= COVERED as usize {
            return Err(BuildError::TooLarge);
        }
        // Every array is allocated at its final size and filled by index:
        // a sudoku's matrix is built once per puzzle solved, and pushing
        // node by node was most of that time.
        let mut links = Links {
            left: vec![0; total],
            right: vec![0; total],
            up: vec![0; total],
            down: vec![0; total],
            item: vec![0; total],
            option: vec![u32::MAX; total],
            size: vec![0; 1 + items],
            unit: 1,
            option_start: Vec::with_capacity(options.len()),
            primary: primary as u32,
            colour: vec![0; total],
            coloured: false,
        };
        // The root and the headers: primary headers in a circle with the root,
        // secondary headers each alone.
        for node in 0..=items as Node {
            let last = primary as Node;
            let (l, r) = if node > last {
                (node, node)
            } else {
                (
                    if node == 0 { last } else { node - 1 },
                    if node == last { 0 } else { node + 1 },
                )
            };
            let i = node as usize;
            (links.left[i], links.right[i]) = (l, r);
            (links.up[i], links.down[i], links.item[i]) = (node, node, node);
        }
        let mut seen = vec![usize::MAX; items];
        let mut node = items as Node + 1;
        for (index, cols) in options.iter().enumerate() {
            let cols = cols.as_ref();
            if cols.is_empty() {
                return Err(BuildError::EmptyOption { option: index });
            }
            let first = node;
            let last_in_row = first + cols.len() as Node - 1;
            links.option_start.push(first);
            for (k, &c) in cols.iter().enumerate() {
                if c >= items {
                    return Err(BuildError::NoSuchItem {
                        option: index,
                        item: c,
                    });
                }
                if seen[c] == index {
                    return Err(BuildError::RepeatedItem {
                        option: index,
                        item: c,
                    });
                }
                seen[c] = index;
                let colour = colours
                    .get(index)
                    .and_then(|o| o.as_ref().get(k).copied())
                    .unwrap_or(0);
                if colour != 0 && c < primary {
                    return Err(BuildError::ColourOnPrimary {
                        option: index,
                        item: c,
                    });
                }
                let (i, header) = (node as usize, c as Node + 1);
                links.colour[i] = colour;
                links.coloured |= colour != 0;
                links.left[i] = if node == first { last_in_row } else { node - 1 };
                links.right[i] = if node == last_in_row { first } else { node + 1 };
                // Append at the bottom of the item.
                let above = links.up[header as usize];
                (links.up[i], links.down[i]) = (above, header);
                links.down[above as usize] = node;
                links.up[header as usize] = node;
                links.item[i] = header;
                links.option[i] = index as u32;
                links.size[header as usize] += 1;
                node += 1;
            }
        }
        links.key_sizes();
        Ok(links)
    }

    /// Turns the bare sizes that [`Links::with_colours`] counted into keys
    /// (see the `size` field), if the largest item and the last header
    /// fit in them together.
    fn key_sizes(&mut self) {
        // The bits that hold the last header (`size.len() - 1`).
        let shift = u32::BITS - (self.size.len() as u32 - 1).leading_zeros();
        let largest = self.size.iter().copied().max().unwrap_or(0);
        if u64::from(largest) << shift < u64::from(COVERED) {
            self.unit = 1 << shift;
            for (header, size) in self.size.iter_mut().enumerate() {
                *size = *size << shift | header as u32;
            }
        }
    }
}
