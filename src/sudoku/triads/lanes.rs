//! Sixteen lanes (a box, a band's triads) as two vectors, and the shuffles
//! between sixteen and eight lanes (a band), each worked out at compile
//! time from the lane it takes (`Shuffle::new`) into byte-shuffle controls.

use super::vector::Vector;

/// The source lane of a result lane that is 0.
pub(super) const NONE: usize = usize::MAX;

/// Lane i of the result takes lane `from[i]` (or is 0 if that is [`NONE`]): as controls for each half of
/// the result (lanes 0–7, 8–15) from each half of the source. A source of
/// eight lanes has only the first half; so has a result of eight.
pub(super) struct Shuffle {
    control: [[[u8; 16]; 2]; 2],
    /// Whether the source's second half is read, for each half of the
    /// result (known at compile time: the shuffle is skipped).
    crosses: [bool; 2],
}

impl Shuffle {
    pub const fn new<const M: usize>(from: [usize; M]) -> Shuffle {
        let mut control = [[[0x80; 16]; 2]; 2];
        let mut crosses = [false; 2];
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
            i += 1;
        }
        Shuffle { control, crosses }
    }
}

/// Sixteen lanes of 16 bits.
#[derive(Clone, Copy)]
pub(super) struct Lanes<V> {
    lo: V,
    hi: V,
}

impl<V: Vector> Lanes<V> {
    #[inline(always)]
    pub fn splat(x: u16) -> Lanes<V> {
        Lanes {
            lo: V::splat(x),
            hi: V::splat(x),
        }
    }

    #[inline(always)]
    pub fn from_lanes(l: [u16; 16]) -> Lanes<V> {
        Lanes {
            lo: V::from_lanes([l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7]]),
            hi: V::from_lanes([l[8], l[9], l[10], l[11], l[12], l[13], l[14], l[15]]),
        }
    }

    #[inline(always)]
    pub fn lanes(self) -> [u16; 16] {
        let (lo, hi) = (self.lo.lanes(), self.hi.lanes());
        std::array::from_fn(|i| if i < 8 { lo[i] } else { hi[i - 8] })
    }

    #[inline(always)]
    fn zip(self, other: Lanes<V>, f: impl Fn(V, V) -> V) -> Lanes<V> {
        Lanes {
            lo: f(self.lo, other.lo),
            hi: f(self.hi, other.hi),
        }
    }

    #[inline(always)]
    pub fn and(self, other: Lanes<V>) -> Lanes<V> {
        self.zip(other, V::and)
    }

    #[inline(always)]
    pub fn or(self, other: Lanes<V>) -> Lanes<V> {
        self.zip(other, V::or)
    }

    /// `self` without the bits of `other`.
    #[inline(always)]
    pub fn and_not(self, other: Lanes<V>) -> Lanes<V> {
        self.zip(other, V::and_not)
    }

    /// All ones in the lanes where `self` equals `other`.
    #[inline(always)]
    pub fn equal(self, other: Lanes<V>) -> Lanes<V> {
        self.zip(other, V::equal)
    }

    /// All ones in the lanes that are not zero.
    #[inline(always)]
    pub fn nonzero(self) -> Lanes<V> {
        Lanes::splat(!0).and_not(self.equal(Lanes::splat(0)))
    }

    /// Whether some lane is below the same lane of `other`.
    #[inline(always)]
    pub fn any_below(self, other: Lanes<V>) -> bool {
        !self.zip(other, V::below).is_zero()
    }

    #[inline(always)]
    pub fn is_zero(self) -> bool {
        self.lo.or(self.hi).is_zero()
    }

    /// Each lane's bit count.
    #[inline(always)]
    pub fn counts(self) -> Lanes<V> {
        Lanes {
            lo: self.lo.counts(),
            hi: self.hi.counts(),
        }
    }

    /// Each lane or'ed with the other three of its column, for sixteen
    /// lanes read as a 4×4 matrix: the or of the four 64-bit quarters.
    #[inline(always)]
    pub fn column_or(self) -> Lanes<V> {
        let half = self.lo.or(self.hi);
        let all = half.or(half.swap_halves());
        Lanes { lo: all, hi: all }
    }

    /// The digits of each lane that another lane of its column also has.
    #[inline(always)]
    pub fn column_twice(self) -> Lanes<V> {
        let (both, either) = (self.lo.and(self.hi), self.lo.or(self.hi));
        let twice = both
            .or(both.swap_halves())
            .or(either.and(either.swap_halves()));
        Lanes {
            lo: twice,
            hi: twice,
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

    /// Sixteen lanes of these, by `shuffle`.
    #[inline(always)]
    pub fn take(self, shuffle: &Shuffle) -> Lanes<V> {
        Lanes {
            lo: self.half(shuffle, 0),
            hi: self.half(shuffle, 1),
        }
    }

    /// Eight lanes of these, by `shuffle`.
    #[inline(always)]
    pub fn take8(self, shuffle: &Shuffle) -> V {
        self.half(shuffle, 0)
    }

    /// Sixteen lanes of the eight of `v`, by `shuffle`.
    #[inline(always)]
    pub fn take_from8(v: V, shuffle: &Shuffle) -> Lanes<V> {
        Lanes {
            lo: v.shuffle(&shuffle.control[0][0]),
            hi: v.shuffle(&shuffle.control[1][0]),
        }
    }
}
