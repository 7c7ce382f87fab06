//! The one idea behind most techniques, as a search.
//!
//! Take a family of *base* items, and describe each by the *cover* items
//! its remaining options lie in, as a bit mask. If k base items have all
//! their options inside k cover items, every solution covers those k base
//! columns with options that also cover the k cover items, so no other
//! option of the cover items can be chosen: they can go.
//!
//! - naked subsets: base = cell items of a unit, cover = its digit items;
//! - hidden subsets: base = a unit's digit items, cover = cell items;
//! - pointing and claiming: base = one box-digit (line-digit) column,
//!   cover = one line-digit (box-digit) column;
//! - fish: base = k row-digit items, cover = k column-digit items
//!   (or the other way round).
//!
//! The techniques build the masks and say what the cover's "other options"
//! are; [`find`] is the search they share.

/// Finds k of the base masks whose union has exactly k bits, for which
/// `useful(chosen, union)` holds (it checks that something can go).
/// Returns the chosen indices and the union. Empty masks and masks of more
/// than k bits are never part of a pattern. At most [`MAX_MASKS`] masks
/// and k ≤ [`MAX_K`]: a unit's (n ≤ 25) and a quad's. Nothing is allocated
/// until a pattern is found, as the techniques call this for every unit
/// before every step of every solve the generator tries.
pub fn find(
    masks: &[u32],
    k: usize,
    mut useful: impl FnMut(&[usize], u32) -> bool,
) -> Option<(Vec<usize>, u32)> {
    assert!(
        masks.len() <= MAX_MASKS && k <= MAX_K,
        "a unit's masks, k ≤ 4"
    );
    let mut open = [0; MAX_MASKS];
    let mut len = 0;
    for (i, &m) in masks.iter().enumerate() {
        if m != 0 && m.count_ones() as usize <= k {
            open[len] = i;
            len += 1;
        }
    }
    let mut chosen = Chosen {
        at: [0; MAX_K],
        len: 0,
    };
    search(masks, &open[..len], k, 0, 0, &mut chosen, &mut useful).then_some(())?;
    let chosen = &chosen.at[..chosen.len];
    let union = chosen.iter().fold(0, |m, &i| m | masks[i]);
    Some((chosen.to_vec(), union))
}

/// The most masks [`find`] takes: a unit of the largest grid has 25.
pub const MAX_MASKS: usize = 32;

/// The largest k [`find`] takes: quads and jellyfish.
pub const MAX_K: usize = 4;

/// The indices chosen so far, a stack on the stack.
struct Chosen {
    at: [usize; MAX_K],
    len: usize,
}

/// Extends `chosen` from `open[from..]`; true once a useful pattern is found
/// (left in `chosen`).
fn search(
    masks: &[u32],
    open: &[usize],
    k: usize,
    from: usize,
    union: u32,
    chosen: &mut Chosen,
    useful: &mut impl FnMut(&[usize], u32) -> bool,
) -> bool {
    if chosen.len == k {
        return union.count_ones() as usize == k && useful(&chosen.at[..k], union);
    }
    for at in from..open.len() {
        if open.len() - at < k - chosen.len {
            break;
        }
        let i = open[at];
        let next = union | masks[i];
        if next.count_ones() as usize > k {
            continue;
        }
        chosen.at[chosen.len] = i;
        chosen.len += 1;
        if search(masks, open, k, at + 1, next, chosen, useful) {
            return true;
        }
        chosen.len -= 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_k_masks_inside_k_bits() {
        // 0b110 and 0b010 lie inside two bits, and so do 0b011 and 0b010;
        // 0b110 and 0b011 would make three.
        let masks = [0b110, 0b011, 0b1000, 0b010];
        assert_eq!(find(&masks, 2, |_, _| true), Some((vec![0, 3], 0b110)));
        assert_eq!(find(&masks, 1, |_, _| true), Some((vec![2], 0b1000)));
        assert_eq!(
            find(&masks, 2, |_, union| union != 0b110),
            Some((vec![1, 3], 0b011))
        );
        assert_eq!(find(&[0b111, 0b101, 0b1010], 2, |_, _| true), None);
    }
}
