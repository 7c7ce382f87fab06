//! Sixteen lanes (a box, a band's triads): what the engine asks of them
//! (`Wide`), and their plain form, two vectors of eight (`Pair`); AVX2's
//! one 256-bit vector is in `vector.rs`. The shuffles between sixteen and
//! eight lanes (a band) are worked out at compile time from the lane each
//! result lane takes (`Shuffle::new`) into byte-shuffle controls.

use super::vector::Vector;

/// The source lane of a result lane that is 0.
pub(super) const NONE: usize = usize::MAX;

/// Lane i of the result takes lane `from[i]` (or is 0 if that is
/// [`NONE`]): as controls for each half of the result (lanes 0–7, 8–15)
/// from each half of the source. A source of eight lanes has only the
/// first half; so has a result of eight. The 256-bit controls are read by
/// the AVX2 build only (x86-64).
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(super) struct Shuffle {
    pub control: [[[u8; 16]; 2]; 2],
    /// Whether the source's second half is read, for each half of the
    /// result (known at compile time: the shuffle is skipped).
    pub crosses: [bool; 2],
    /// The same controls as one 256-bit vector shuffles in-lane: result
    /// halves from the source's same halves (`same`), from its swapped
    /// halves (`swapped`); eight lanes from sixteen (`to8`, whose two
    /// halves are or'ed), sixteen from eight in both halves (`from8`).
    pub same: [u8; 32],
    pub swapped: [u8; 32],
    /// Whether `swapped` reads anything.
    pub swaps: bool,
    pub to8: [u8; 32],
    pub from8: [u8; 32],
}

const fn join(a: [u8; 16], b: [u8; 16]) -> [u8; 32] {
    let mut out = [0; 32];
    let mut i = 0;
    while i < 16 {
        out[i] = a[i];
        out[16 + i] = b[i];
        i += 1;
    }
    out
}

impl Shuffle {
    pub const fn new<const M: usize>(from: [usize; M]) -> Shuffle {
        let mut control = [[[0x80; 16]; 2]; 2];
        let mut crosses = [false; 2];
        let mut swaps = false;
        let mut i = 0;
        while i < M {
            if from[i] == NONE {
                i += 1;
                continue;
            }
            let (half, lane) = (i / 8, i % 8);
            let (src_half, src_lane) = (from[i] / 8, from[i] % 8);
            control[half][src_half][2 * lane] = 2 * src_lane as u8;
            control[half][src_half][2 * lane + 1] = 2 * src_lane as u8 + 1;
            if src_half == 1 {
                crosses[half] = true;
            }
            if src_half != half {
                swaps = true;
            }
            i += 1;
        }
        Shuffle {
            control,
            crosses,
            same: join(control[0][0], control[1][1]),
            swapped: join(control[0][1], control[1][0]),
            swaps,
            to8: join(control[0][0], control[0][1]),
            from8: join(control[0][0], control[1][0]),
        }
    }
}

/// Sixteen lanes of 16 bits, read as a 4×4 matrix where it matters, and
/// eight (`Narrow`).
pub(crate) trait Wide: Copy {
    type Narrow: Vector;
    fn splat(x: u16) -> Self;
    fn from_lanes(l: [u16; 16]) -> Self;
    fn lanes(self) -> [u16; 16];
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    /// `self` without the bits of `other`.
    fn and_not(self, other: Self) -> Self;
    /// All ones in the lanes where `self` equals `other`.
    fn equal(self, other: Self) -> Self;
    /// All ones in the lanes that are not zero.
    fn nonzero(self) -> Self;
    /// Whether some lane is below the same lane of `other`.
    fn any_below(self, other: Self) -> bool;
    fn is_zero(self) -> bool;
    /// Each lane's bit count.
    fn counts(self) -> Self;
    /// Each lane or'ed with the other three of its column: the or of the
    /// four 64-bit quarters.
    fn column_or(self) -> Self;
    /// Digits of each lane's column that are in two of its lanes, among
    /// them every digit of the lane that another lane of the column also
    /// has (what it is for; it may say more of the digits not in the lane).
    fn column_twice(self) -> Self;
    /// Sixteen lanes of these, by `shuffle`.
    fn take(self, shuffle: &Shuffle) -> Self;
    /// Eight lanes of these, by `shuffle`.
    fn take8(self, shuffle: &Shuffle) -> Self::Narrow;
    /// Sixteen lanes of the eight of `v`, by `shuffle`.
    fn take_from8(v: Self::Narrow, shuffle: &Shuffle) -> Self;
}

/// Sixteen lanes as two vectors of eight.
#[derive(Clone, Copy)]
pub(crate) struct Pair<V> {
    lo: V,
    hi: V,
}

impl<V: Vector> Pair<V> {
    #[inline(always)]
    fn zip(self, other: Pair<V>, f: impl Fn(V, V) -> V) -> Pair<V> {
        Pair {
            lo: f(self.lo, other.lo),
            hi: f(self.hi, other.hi),
        }
    }

    #[inline(always)]
    fn half(self, shuffle: &Shuffle, half: usize) -> V {
        let from_lo = self.lo.shuffle(&shuffle.control[half][0]);
        if shuffle.crosses[half] {
            from_lo.or(self.hi.shuffle(&shuffle.control[half][1]))
        } else {
            from_lo
        }
    }
}

impl<V: Vector> Wide for Pair<V> {
    type Narrow = V;

    #[inline(always)]
    fn splat(x: u16) -> Pair<V> {
        Pair {
            lo: V::splat(x),
            hi: V::splat(x),
        }
    }

    #[inline(always)]
    fn from_lanes(l: [u16; 16]) -> Pair<V> {
        Pair {
            lo: V::from_lanes([l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7]]),
            hi: V::from_lanes([l[8], l[9], l[10], l[11], l[12], l[13], l[14], l[15]]),
        }
    }

    #[inline(always)]
    fn lanes(self) -> [u16; 16] {
        let (lo, hi) = (self.lo.lanes(), self.hi.lanes());
        std::array::from_fn(|i| if i < 8 { lo[i] } else { hi[i - 8] })
    }

    #[inline(always)]
    fn and(self, other: Pair<V>) -> Pair<V> {
        self.zip(other, V::and)
    }

    #[inline(always)]
    fn or(self, other: Pair<V>) -> Pair<V> {
        self.zip(other, V::or)
    }

    #[inline(always)]
    fn and_not(self, other: Pair<V>) -> Pair<V> {
        self.zip(other, V::and_not)
    }

    #[inline(always)]
    fn equal(self, other: Pair<V>) -> Pair<V> {
        self.zip(other, V::equal)
    }

    #[inline(always)]
    fn nonzero(self) -> Pair<V> {
        Pair::splat(!0).and_not(self.equal(Pair::splat(0)))
    }

    #[inline(always)]
    fn any_below(self, other: Pair<V>) -> bool {
        !self.zip(other, V::below).is_zero()
    }

    #[inline(always)]
    fn is_zero(self) -> bool {
        self.lo.or(self.hi).is_zero()
    }

    #[inline(always)]
    fn counts(self) -> Pair<V> {
        Pair {
            lo: self.lo.counts(),
            hi: self.hi.counts(),
        }
    }

    #[inline(always)]
    fn column_or(self) -> Pair<V> {
        let half = self.lo.or(self.hi);
        let all = half.or(half.swap_halves());
        Pair { lo: all, hi: all }
    }

    #[inline(always)]
    fn column_twice(self) -> Pair<V> {
        let (both, either) = (self.lo.and(self.hi), self.lo.or(self.hi));
        let twice = both.or(either.and(either.swap_halves()));
        Pair {
            lo: twice,
            hi: twice,
        }
    }

    #[inline(always)]
    fn take(self, shuffle: &Shuffle) -> Pair<V> {
        Pair {
            lo: self.half(shuffle, 0),
            hi: self.half(shuffle, 1),
        }
    }

    #[inline(always)]
    fn take8(self, shuffle: &Shuffle) -> V {
        self.half(shuffle, 0)
    }

    #[inline(always)]
    fn take_from8(v: V, shuffle: &Shuffle) -> Pair<V> {
        Pair {
            lo: v.shuffle(&shuffle.control[0][0]),
            hi: v.shuffle(&shuffle.control[1][0]),
        }
    }
}
