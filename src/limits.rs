//! How much of a search a caller wants: the limits every engine takes, the
//! dancing-links search and the sudoku engines alike. It sits below both, so
//! that neither has to import the other for it.

/// What a caller wants from a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop after this many solutions (`None`: find them all).
    pub solutions: Option<u64>,
    /// Stop after this many search nodes (`None`: no budget).
    pub nodes: Option<u64>,
}

impl Limits {
    /// The first solution only.
    pub const FIRST: Limits = Limits {
        solutions: Some(1),
        nodes: None,
    };
    /// Every solution, however long it takes.
    pub const ALL: Limits = Limits {
        solutions: None,
        nodes: None,
    };
    /// Enough to tell none / unique / multiple.
    pub const COUNT2: Limits = Limits {
        solutions: Some(2),
        nodes: None,
    };
    /// [`Limits::COUNT2`] within [`CHECK_NODES`]: the uniqueness check that
    /// hints, ratings and the generator make, which must end even on a
    /// puzzle built to be hard (a near-empty 25×25, say).
    pub const CHECK: Limits = Limits {
        solutions: Some(2),
        nodes: Some(CHECK_NODES),
    };
}

/// The node budget of [`Limits::CHECK`]: a few seconds of search at worst.
/// Real puzzles need far less: the hardest 9×9 sets take a few thousand
/// nodes, the 16×16 sets tens of thousands.
pub const CHECK_NODES: u64 = 2_000_000;
