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
}
