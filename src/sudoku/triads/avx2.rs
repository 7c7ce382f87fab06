//! Sixteen lanes in one 256-bit AVX2 vector, on x86-64 CPUs that have it
//! (chosen at run time, `solve` in `mod.rs`): a box in one register, which
//! took a tenth off the engine's time on forum_hardest_1106 against two
//! SSE4.1 vectors (`Pair<Sse41>`). Its eight lanes are SSE4.1's.

use super::lanes::{Shuffle, Wide};
use super::vector::Sse41;
use std::arch::x86_64::*;

/// Sixteen lanes in one AVX2 vector. Only made inside functions
/// compiled for AVX2, on a CPU that has it.
#[derive(Clone, Copy)]
pub(crate) struct Avx2(__m256i);

/// The control vector of 32 bytes.
#[inline(always)]
fn control(bytes: &[u8; 32]) -> __m256i {
    // SAFETY: 32 readable bytes; AVX2 as for every `Avx2` (below).
    unsafe { _mm256_loadu_si256(bytes.as_ptr().cast()) }
}

/// Swaps the two 64-bit quarters of each 128-bit half.
const QUARTERS: i32 = 0b10_11_00_01;

// SAFETY, for every `unsafe` below: an `Avx2` exists only in code that
// runs after `is_x86_feature_detected!("avx2")` (see `solve` in
// `mod.rs`); the loads and stores are of arrays of 32 bytes.
impl Wide for Avx2 {
    type Narrow = Sse41;

    #[inline(always)]
    fn splat(x: u16) -> Avx2 {
        Avx2(unsafe { _mm256_set1_epi16(x as i16) })
    }
    #[inline(always)]
    fn from_lanes(l: [u16; 16]) -> Avx2 {
        Avx2(unsafe { _mm256_loadu_si256(l.as_ptr().cast()) })
    }
    #[inline(always)]
    fn lanes(self) -> [u16; 16] {
        let mut out = [0u16; 16];
        unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast(), self.0) };
        out
    }
    #[inline(always)]
    fn and(self, other: Avx2) -> Avx2 {
        Avx2(unsafe { _mm256_and_si256(self.0, other.0) })
    }
    #[inline(always)]
    fn or(self, other: Avx2) -> Avx2 {
        Avx2(unsafe { _mm256_or_si256(self.0, other.0) })
    }
    #[inline(always)]
    fn and_not(self, other: Avx2) -> Avx2 {
        Avx2(unsafe { _mm256_andnot_si256(other.0, self.0) })
    }
    #[inline(always)]
    fn equal(self, other: Avx2) -> Avx2 {
        Avx2(unsafe { _mm256_cmpeq_epi16(self.0, other.0) })
    }
    #[inline(always)]
    fn nonzero(self) -> Avx2 {
        unsafe {
            let zero = _mm256_cmpeq_epi16(self.0, _mm256_setzero_si256());
            Avx2(_mm256_andnot_si256(zero, _mm256_set1_epi16(-1)))
        }
    }
    #[inline(always)]
    fn any_below(self, other: Avx2) -> bool {
        unsafe {
            let below = _mm256_cmpgt_epi16(other.0, self.0);
            _mm256_testz_si256(below, below) == 0
        }
    }
    #[inline(always)]
    fn is_zero(self) -> bool {
        unsafe { _mm256_testz_si256(self.0, self.0) != 0 }
    }
    #[inline(always)]
    fn counts(self) -> Avx2 {
        unsafe {
            let table = _mm256_setr_epi8(
                0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3,
                2, 3, 3, 4,
            );
            let nibbles = _mm256_set1_epi8(0x0F);
            let low = _mm256_shuffle_epi8(table, _mm256_and_si256(self.0, nibbles));
            let high = _mm256_shuffle_epi8(
                table,
                _mm256_and_si256(_mm256_srli_epi16(self.0, 4), nibbles),
            );
            let bytes = _mm256_add_epi8(low, high);
            Avx2(_mm256_add_epi16(
                _mm256_and_si256(bytes, _mm256_set1_epi16(0xFF)),
                _mm256_srli_epi16(bytes, 8),
            ))
        }
    }
    #[inline(always)]
    fn column_or(self) -> Avx2 {
        unsafe {
            let pairs = _mm256_or_si256(self.0, _mm256_permute4x64_epi64(self.0, QUARTERS));
            Avx2(_mm256_or_si256(
                pairs,
                _mm256_permute2x128_si256(pairs, pairs, 1),
            ))
        }
    }
    #[inline(always)]
    fn column_twice(self) -> Avx2 {
        unsafe {
            let swapped = _mm256_permute2x128_si256(self.0, self.0, 1);
            let both = _mm256_and_si256(self.0, swapped);
            let either = _mm256_or_si256(self.0, swapped);
            let crossed = _mm256_and_si256(either, _mm256_permute4x64_epi64(either, QUARTERS));
            Avx2(_mm256_or_si256(both, crossed))
        }
    }
    #[inline(always)]
    fn take(self, shuffle: &Shuffle) -> Avx2 {
        unsafe {
            let same = _mm256_shuffle_epi8(self.0, control(&shuffle.same));
            if shuffle.swaps {
                let swapped = _mm256_permute2x128_si256(self.0, self.0, 1);
                Avx2(_mm256_or_si256(
                    same,
                    _mm256_shuffle_epi8(swapped, control(&shuffle.swapped)),
                ))
            } else {
                Avx2(same)
            }
        }
    }
    #[inline(always)]
    fn take8(self, shuffle: &Shuffle) -> Sse41 {
        unsafe {
            let both = _mm256_shuffle_epi8(self.0, control(&shuffle.to8));
            Sse41(_mm_or_si128(
                _mm256_castsi256_si128(both),
                _mm256_extracti128_si256(both, 1),
            ))
        }
    }
    #[inline(always)]
    fn take_from8(v: Sse41, shuffle: &Shuffle) -> Avx2 {
        unsafe {
            let both = _mm256_broadcastsi128_si256(v.0);
            Avx2(_mm256_shuffle_epi8(both, control(&shuffle.from8)))
        }
    }
}
