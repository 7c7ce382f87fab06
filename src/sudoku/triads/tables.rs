//! The triads engine's lane layouts and the shuffles between them, all
//! worked out at compile time so that every shuffle the engine does has
//! constant lane indices (a vector shuffle, not a loop).
//!
//! ```text
//!   a box (16 lanes)     a band's triads (16)     a band (8 lanes)
//!   c c c H              T00 T01 T02  0           lane k < 6: the digits
//!   c c c H              T10 T11 T12  0           whose placement k is
//!   c c c H              T20 T21 T22  0           open; lane 6 none,
//!   V V V *              ALL ALL ALL ALL          lane 7 all
//! ```
//!
//! `Tpt` is what triad t of the band's box p can still hold. `*` is the
//! spare lane (see `mod.rs`). Row bands are kind 0, column bands kind 1.

use super::lanes::{Shuffle, NONE};

/// Every digit.
pub const ALL: u16 = 0x1FF;

/// The six placements of a digit in a band: placement k puts it in triad
/// `PLACEMENTS[k][p]` of the band's box `p` (its minirow in a row band,
/// its minicolumn in a column band).
pub const PLACEMENTS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
    [0, 2, 1],
    [1, 0, 2],
];

/// The kinds of box lane.
const CELL: u8 = 0;
const OUT_OF_ROW: u8 = 1;
const OUT_OF_COLUMN: u8 = 2;

const fn kind_of(l: usize) -> u8 {
    match (l / 4 < 3, l % 4 < 3) {
        (true, true) => CELL,
        (true, false) => OUT_OF_ROW,
        (false, true) => OUT_OF_COLUMN,
        (false, false) => 3,
    }
}

/// `value` in the lanes of kind `kind`, else `other`.
const fn lanes(kind: u8, value: u16, other: u16) -> [u16; 16] {
    let mut out = [other; 16];
    let mut l = 0;
    while l < 16 {
        if kind_of(l) == kind {
            out[l] = value;
        }
        l += 1;
    }
    out
}

/// The cell lanes, the H lanes and the V lanes of a box.
pub const CELLS: [u16; 16] = lanes(CELL, ALL, 0);
pub const H: [u16; 16] = lanes(OUT_OF_ROW, ALL, 0);
pub const V: [u16; 16] = lanes(OUT_OF_COLUMN, ALL, 0);
/// The fewest digits each box lane may hold: a cell one, a triad's H or V
/// six (a triad holds three of the nine).
pub const MIN: [u16; 16] = [1, 1, 1, 6, 1, 1, 1, 6, 1, 1, 1, 6, 6, 6, 6, 0];
/// The fewest digits a triad may hold, in a triads vector; and the count
/// that settles it (other lanes can never equal it).
pub const TRIAD_MIN: [u16; 16] = lanes(CELL, 3, 0);
pub const TRIAD_FULL: [u16; 16] = lanes(CELL, 3, u16::MAX);

/// A given in lane c of its box: the lanes that lose its digit (the other
/// cells, and its minirow's H and its minicolumn's V), and its own lane,
/// which keeps only that digit.
pub const GIVEN_DROPS: [[u16; 16]; 16] = {
    let mut out = [[0; 16]; 16];
    let mut c = 0;
    while c < 16 {
        let mut l = 0;
        while l < 15 {
            let (peer, same_row, same_column) =
                (kind_of(l) == CELL, l / 4 == c / 4, l % 4 == c % 4);
            if l != c && (peer || same_row || same_column) {
                out[c][l] = u16::MAX;
            }
            l += 1;
        }
        c += 1;
    }
    out
};
pub const GIVEN_LANE: [[u16; 16]; 16] = {
    let mut out = [[0; 16]; 16];
    let mut c = 0;
    while c < 16 {
        out[c][c] = u16::MAX;
        c += 1;
    }
    out
};

/// The placements of a band that a digit in triad t of its box p rules
/// out: those that put it in another triad there.
pub const PLACED: [[[u16; 8]; 3]; 3] = {
    let mut out = [[[0; 8]; 3]; 3];
    let mut x = 0;
    while x < 9 {
        let (p, t) = (x / 3, x % 3);
        let mut k = 0;
        while k < 6 {
            if PLACEMENTS[k][p] != t {
                out[p][t][k] = u16::MAX;
            }
            k += 1;
        }
        x += 1;
    }
    out
};

/// A band's lanes when nothing is known: every placement open.
pub const OPEN: [u16; 8] = [ALL, ALL, ALL, ALL, ALL, ALL, 0, 0];

const fn along_row(by: usize) -> [usize; 16] {
    let mut out = [0; 16];
    let mut l = 0;
    while l < 16 {
        out[l] = (l & !3) | ((l + by) & 3);
        l += 1;
    }
    out
}

/// Lane l takes the lane 1, 2 or 3 places along its row of the 4×4
/// matrix. (Columns need no table: `Lanes::column_or`.)
pub const ROW: [Shuffle; 3] = [
    Shuffle::new(along_row(1)),
    Shuffle::new(along_row(2)),
    Shuffle::new(along_row(3)),
];

/// The two placements that put a digit in triad `t` of box `p`.
const fn placing(p: usize, t: usize) -> [usize; 2] {
    let mut out = [0; 2];
    let (mut k, mut found) = (0, 0);
    while k < 6 {
        if PLACEMENTS[k][p] == t {
            out[found] = k;
            found += 1;
        }
        k += 1;
    }
    out
}

const fn triads_from(which: usize) -> [usize; 16] {
    let mut out = [0; 16];
    let mut l = 0;
    while l < 16 {
        out[l] = if l >= 12 || l % 4 == 3 {
            NONE
        } else {
            placing(l / 4, l % 4)[which]
        };
        l += 1;
    }
    out
}

/// A band's lanes to its triads: the or of these two shuffles.
pub const TRIADS_FROM: [Shuffle; 2] = [Shuffle::new(triads_from(0)), Shuffle::new(triads_from(1))];

/// A triad known to hold three digits holds them: placement k of such a
/// digit is dropped when it puts the digit in another triad of that box.
/// The or of six shuffles of the settled triads, one per box and other
/// triad.
const fn sure_drops() -> [[usize; 8]; 6] {
    let mut out = [[NONE; 8]; 6];
    let mut j = 0;
    while j < 6 {
        let (p, which) = (j / 2, j % 2);
        let mut k = 0;
        while k < 6 {
            let other = (PLACEMENTS[k][p] + 1 + which) % 3;
            out[j][k] = 4 * p + other;
            k += 1;
        }
        j += 1;
    }
    out
}

pub const SURE_DROPS: [Shuffle; 6] = {
    let from = sure_drops();
    [
        Shuffle::new(from[0]),
        Shuffle::new(from[1]),
        Shuffle::new(from[2]),
        Shuffle::new(from[3]),
        Shuffle::new(from[4]),
        Shuffle::new(from[5]),
    ]
};

/// The lane of a box that says "not in triad t": H for rows, V for columns.
const fn outside_lane(kind: usize, t: usize) -> usize {
    if kind == 0 {
        4 * t + 3
    } else {
        12 + t
    }
}

/// What a band allows in its box `p`: the or of two shuffles of its
/// triads. Triad t's cells may hold what the triad can; its H (or V) lane
/// what the other two can; the other lanes anything.
const fn allowed(kind: usize, p: usize, which: usize) -> [usize; 16] {
    let mut out = [NONE; 16];
    let mut t = 0;
    while t < 3 {
        let mut c = 0;
        while c < 3 {
            let cell = if kind == 0 { 4 * t + c } else { 4 * c + t };
            out[cell] = if which == 0 { 4 * p + t } else { NONE };
            c += 1;
        }
        out[outside_lane(kind, t)] = 4 * p + (t + 1 + which) % 3;
        t += 1;
    }
    out
}

/// The lanes of a box that a band of each kind leaves alone: the other
/// kind's lanes and the spare; or'ed into what `ALLOWED` gives.
pub const ANYTHING: [[u16; 16]; 2] = [with_spare(OUT_OF_COLUMN), with_spare(OUT_OF_ROW)];

const fn with_spare(kind: u8) -> [u16; 16] {
    let mut out = lanes(kind, ALL, 0);
    out[15] = ALL;
    out
}

pub const ALLOWED: [[[Shuffle; 2]; 3]; 2] = {
    const fn box_p(kind: usize, p: usize) -> [Shuffle; 2] {
        [
            Shuffle::new(allowed(kind, p, 0)),
            Shuffle::new(allowed(kind, p, 1)),
        ]
    }
    [
        [box_p(0, 0), box_p(0, 1), box_p(0, 2)],
        [box_p(1, 0), box_p(1, 1), box_p(1, 2)],
    ]
};

/// What a box tells a band of which it is box `p`: placement k is dropped
/// for the digits asserted outside its triad there (the first shuffle, of
/// the assertions) and those placed inside another triad (the other two,
/// of the cells' assertions spread along rows or columns).
const fn message(kind: usize, p: usize, which: usize) -> [usize; 8] {
    let mut out = [NONE; 8];
    let mut k = 0;
    while k < 6 {
        out[k] = outside_lane(kind, (PLACEMENTS[k][p] + which) % 3);
        k += 1;
    }
    out
}

pub const MESSAGES: [[[Shuffle; 3]; 3]; 2] = {
    const fn box_p(kind: usize, p: usize) -> [Shuffle; 3] {
        [
            Shuffle::new(message(kind, p, 0)),
            Shuffle::new(message(kind, p, 1)),
            Shuffle::new(message(kind, p, 2)),
        ]
    }
    [
        [box_p(0, 0), box_p(0, 1), box_p(0, 2)],
        [box_p(1, 0), box_p(1, 1), box_p(1, 2)],
    ]
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_are_the_six_permutations() {
        let mut distinct = PLACEMENTS.to_vec();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 6);
        for mut placement in PLACEMENTS {
            placement.sort();
            assert_eq!(placement, [0, 1, 2]);
        }
        for (p, t) in (0..3).flat_map(|p| (0..3).map(move |t| (p, t))) {
            let [a, b] = placing(p, t);
            assert!(a < b && PLACEMENTS[a][p] == t && PLACEMENTS[b][p] == t);
        }
        // Triad 1 of box 2 is reached by placements 2 and 4.
        assert_eq!(triads_from(0)[4 * 2 + 1], 2);
        assert_eq!(triads_from(1)[4 * 2 + 1], 4);
        // Box 1 of a row band: its middle row's cells take triad 1, its
        // H lane triads 2 and 0.
        assert_eq!(allowed(0, 1, 0)[5], 5);
        assert_eq!(allowed(0, 1, 1)[5], NONE);
        assert_eq!([allowed(0, 1, 0)[7], allowed(0, 1, 1)[7]], [6, 4]);
        // Column band, box 0: column 2's V lane takes triads 0 and 1.
        assert_eq!([allowed(1, 0, 0)[14], allowed(1, 0, 1)[14]], [0, 1]);
    }
}
