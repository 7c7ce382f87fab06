//! The one idea behind most techniques, as a search.
//!
//! Take a family of *base* columns, and describe each by the *cover* columns
//! its remaining options lie in, as a bit mask. If k base columns have all
//! their options inside k cover columns, every solution covers those k base
//! columns with options that also cover the k cover columns, so no other
//! option of the cover columns can be chosen: they can go.
//!
//! - naked subsets: base = cell columns of a unit, cover = its digit columns;
//! - hidden subsets: base = a unit's digit columns, cover = cell columns;
//! - pointing and claiming: base = one box-digit (line-digit) column,
//!   cover = one line-digit (box-digit) column;
//! - fish: base = k row-digit columns, cover = k column-digit columns
//!   (or the other way round).
//!
//! The techniques build the masks and say what the cover's "other options"
//! are; [`find`] is the search they share.

/// Finds k of the base masks whose union has exactly k bits, for which
/// `useful(chosen, union)` holds (it checks that something can go).
/// Returns the chosen indices and the union. Empty masks and masks of more
/// than k bits are never part of a pattern.
pub fn find(
    masks: &[u32],
    k: usize,
    mut useful: impl FnMut(&[usize], u32) -> bool,
) -> Option<(Vec<usize>, u32)> {
    let open: Vec<usize> = (0..masks.len())
        .filter(|&i| masks[i] != 0 && masks[i].count_ones() as usize <= k)
        .collect();
    let mut chosen = Vec::with_capacity(k);
    search(masks, &open, k, 0, 0, &mut chosen, &mut useful).then_some(())?;
    let union = chosen.iter().fold(0, |m, &i| m | masks[i]);
    Some((chosen, union))
}

/// Extends `chosen` from `open[from..]`; true once a useful pattern is found
/// (left in `chosen`).
fn search(
    masks: &[u32],
    open: &[usize],
    k: usize,
    from: usize,
    union: u32,
    chosen: &mut Vec<usize>,
    useful: &mut impl FnMut(&[usize], u32) -> bool,
) -> bool {
    if chosen.len() == k {
        return union.count_ones() as usize == k && useful(chosen, union);
    }
    for at in from..open.len() {
        if open.len() - at < k - chosen.len() {
            break;
        }
        let i = open[at];
        let next = union | masks[i];
        if next.count_ones() as usize > k {
            continue;
        }
        chosen.push(i);
        if search(masks, open, k, at + 1, next, chosen, useful) {
            return true;
        }
        chosen.pop();
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
