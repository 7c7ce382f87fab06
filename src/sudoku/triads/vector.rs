//! One 128-bit vector of eight 16-bit lanes, three ways: SSE4.1 on
//! x86-64 (chosen at run time, `solve` in `mod.rs`), simd128 in wasm (the
//! wasm build enables it), and plain Rust everywhere, which gives the same
//! answers and is what the property tests compare the others with.
//! (AVX2's sixteen lanes in one register are in `avx2.rs`.)
//!
//! The methods are `#[inline(always)]` so that they are compiled inside the
//! engine's functions, which carry the target features (`mod.rs`): the
//! pattern the `memchr` crate uses. A vector type other than [`Scalar`] is
//! only ever made inside those functions, after the CPU was asked.

/// The operations the triads engine needs, lane by lane.
pub(crate) trait Vector: Copy {
    fn splat(x: u16) -> Self;
    fn from_lanes(lanes: [u16; 8]) -> Self;
    fn lanes(self) -> [u16; 8];
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    /// `self` without the bits of `other`.
    fn and_not(self, other: Self) -> Self;
    /// All ones where the lanes are equal.
    fn equal(self, other: Self) -> Self;
    /// All ones where `self`'s lane is below `other`'s (lanes below 2¹⁵).
    fn below(self, other: Self) -> Self;
    fn is_zero(self) -> bool;
    /// Each lane's bit count (lanes of 9 bits).
    fn counts(self) -> Self;
    /// Byte i takes byte `control[i]`, or 0 where its top bit is set.
    fn shuffle(self, control: &[u8; 16]) -> Self;
    /// Lanes 4–7 then 0–3: the two 64-bit halves swapped.
    fn swap_halves(self) -> Self;
}

/// Plain Rust.
#[derive(Clone, Copy)]
pub(crate) struct Scalar([u16; 8]);

impl Scalar {
    #[inline(always)]
    fn zip(self, other: Scalar, f: impl Fn(u16, u16) -> u16) -> Scalar {
        Scalar(std::array::from_fn(|i| f(self.0[i], other.0[i])))
    }
}

impl Vector for Scalar {
    #[inline(always)]
    fn splat(x: u16) -> Scalar {
        Scalar([x; 8])
    }
    #[inline(always)]
    fn from_lanes(lanes: [u16; 8]) -> Scalar {
        Scalar(lanes)
    }
    #[inline(always)]
    fn lanes(self) -> [u16; 8] {
        self.0
    }
    #[inline(always)]
    fn and(self, other: Scalar) -> Scalar {
        self.zip(other, |a, b| a & b)
    }
    #[inline(always)]
    fn or(self, other: Scalar) -> Scalar {
        self.zip(other, |a, b| a | b)
    }
    #[inline(always)]
    fn and_not(self, other: Scalar) -> Scalar {
        self.zip(other, |a, b| a & !b)
    }
    #[inline(always)]
    fn equal(self, other: Scalar) -> Scalar {
        self.zip(other, |a, b| if a == b { !0 } else { 0 })
    }
    #[inline(always)]
    fn below(self, other: Scalar) -> Scalar {
        self.zip(other, |a, b| if a < b { !0 } else { 0 })
    }
    #[inline(always)]
    fn is_zero(self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }
    #[inline(always)]
    fn counts(self) -> Scalar {
        Scalar(self.0.map(|x| x.count_ones() as u16))
    }
    #[inline(always)]
    fn shuffle(self, control: &[u8; 16]) -> Scalar {
        let byte = |i: usize| (self.0[i / 2] >> (8 * (i % 2))) as u8;
        let take = |c: u8| {
            if c & 0x80 != 0 {
                0
            } else {
                byte(c as usize & 15)
            }
        };
        Scalar(std::array::from_fn(|i| {
            u16::from_le_bytes([take(control[2 * i]), take(control[2 * i + 1])])
        }))
    }
    #[inline(always)]
    fn swap_halves(self) -> Scalar {
        Scalar(std::array::from_fn(|i| self.0[(i + 4) % 8]))
    }
}

#[cfg(target_arch = "x86_64")]
pub(crate) use sse::Sse41;

#[cfg(target_arch = "x86_64")]
mod sse {
    use super::Vector;
    use std::arch::x86_64::*;

    /// SSE4.1 (with SSSE3's byte shuffle). Only made inside functions
    /// compiled for those features, on a CPU that has them.
    #[derive(Clone, Copy)]
    pub(crate) struct Sse41(pub(crate) __m128i);

    // SAFETY, for every `unsafe` below: an `Sse41` exists only in code
    // that runs after `is_x86_feature_detected!` said the CPU has SSSE3
    // and SSE4.1 (see `solve` in `mod.rs`); the loads and stores are of
    // 16-byte arrays.
    impl Vector for Sse41 {
        #[inline(always)]
        fn splat(x: u16) -> Sse41 {
            Sse41(unsafe { _mm_set1_epi16(x as i16) })
        }
        #[inline(always)]
        fn from_lanes(lanes: [u16; 8]) -> Sse41 {
            Sse41(unsafe { _mm_loadu_si128(lanes.as_ptr().cast()) })
        }
        #[inline(always)]
        fn lanes(self) -> [u16; 8] {
            let mut out = [0u16; 8];
            unsafe { _mm_storeu_si128(out.as_mut_ptr().cast(), self.0) };
            out
        }
        #[inline(always)]
        fn and(self, other: Sse41) -> Sse41 {
            Sse41(unsafe { _mm_and_si128(self.0, other.0) })
        }
        #[inline(always)]
        fn or(self, other: Sse41) -> Sse41 {
            Sse41(unsafe { _mm_or_si128(self.0, other.0) })
        }
        #[inline(always)]
        fn and_not(self, other: Sse41) -> Sse41 {
            Sse41(unsafe { _mm_andnot_si128(other.0, self.0) })
        }
        #[inline(always)]
        fn equal(self, other: Sse41) -> Sse41 {
            Sse41(unsafe { _mm_cmpeq_epi16(self.0, other.0) })
        }
        #[inline(always)]
        fn below(self, other: Sse41) -> Sse41 {
            Sse41(unsafe { _mm_cmplt_epi16(self.0, other.0) })
        }
        #[inline(always)]
        fn is_zero(self) -> bool {
            unsafe { _mm_testz_si128(self.0, self.0) != 0 }
        }
        #[inline(always)]
        fn counts(self) -> Sse41 {
            unsafe {
                let table = _mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
                let nibbles = _mm_set1_epi8(0x0F);
                let low = _mm_shuffle_epi8(table, _mm_and_si128(self.0, nibbles));
                let high =
                    _mm_shuffle_epi8(table, _mm_and_si128(_mm_srli_epi16(self.0, 4), nibbles));
                let bytes = _mm_add_epi8(low, high);
                Sse41(_mm_add_epi16(
                    _mm_and_si128(bytes, _mm_set1_epi16(0xFF)),
                    _mm_srli_epi16(bytes, 8),
                ))
            }
        }
        #[inline(always)]
        fn shuffle(self, control: &[u8; 16]) -> Sse41 {
            Sse41(unsafe { _mm_shuffle_epi8(self.0, _mm_loadu_si128(control.as_ptr().cast())) })
        }
        #[inline(always)]
        fn swap_halves(self) -> Sse41 {
            Sse41(unsafe { _mm_shuffle_epi32(self.0, 0b01_00_11_10) })
        }
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(crate) use wasm::Simd128;

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm {
    use super::Vector;
    use std::arch::wasm32::*;

    /// wasm's simd128, which the wasm build turns on for the whole module.
    #[derive(Clone, Copy)]
    pub(crate) struct Simd128(v128);

    impl Vector for Simd128 {
        #[inline(always)]
        fn splat(x: u16) -> Simd128 {
            Simd128(u16x8_splat(x))
        }
        #[inline(always)]
        fn from_lanes(l: [u16; 8]) -> Simd128 {
            Simd128(u16x8(l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7]))
        }
        #[inline(always)]
        fn lanes(self) -> [u16; 8] {
            let v = self.0;
            [
                u16x8_extract_lane::<0>(v),
                u16x8_extract_lane::<1>(v),
                u16x8_extract_lane::<2>(v),
                u16x8_extract_lane::<3>(v),
                u16x8_extract_lane::<4>(v),
                u16x8_extract_lane::<5>(v),
                u16x8_extract_lane::<6>(v),
                u16x8_extract_lane::<7>(v),
            ]
        }
        #[inline(always)]
        fn and(self, other: Simd128) -> Simd128 {
            Simd128(v128_and(self.0, other.0))
        }
        #[inline(always)]
        fn or(self, other: Simd128) -> Simd128 {
            Simd128(v128_or(self.0, other.0))
        }
        #[inline(always)]
        fn and_not(self, other: Simd128) -> Simd128 {
            Simd128(v128_andnot(self.0, other.0))
        }
        #[inline(always)]
        fn equal(self, other: Simd128) -> Simd128 {
            Simd128(u16x8_eq(self.0, other.0))
        }
        #[inline(always)]
        fn below(self, other: Simd128) -> Simd128 {
            Simd128(u16x8_lt(self.0, other.0))
        }
        #[inline(always)]
        fn is_zero(self) -> bool {
            !v128_any_true(self.0)
        }
        #[inline(always)]
        fn counts(self) -> Simd128 {
            let bytes = u8x16_popcnt(self.0);
            Simd128(u16x8_extadd_pairwise_u8x16(bytes))
        }
        #[inline(always)]
        fn shuffle(self, control: &[u8; 16]) -> Simd128 {
            // SAFETY: a 16-byte array is 16 readable bytes.
            let control = unsafe { v128_load(control.as_ptr().cast()) };
            Simd128(u8x16_swizzle(self.0, control))
        }
        #[inline(always)]
        fn swap_halves(self) -> Simd128 {
            Simd128(i64x2_shuffle::<1, 2>(self.0, self.0))
        }
    }
}
