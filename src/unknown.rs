//! A name that is none of those a setting takes, as data: the error of
//! every lookup by name (an engine, a level, an item rule, a variant, a
//! problem, …).
//!
//! It sits below every layer that looks names up, the exact-cover engine
//! among them, and says no words itself: [`crate::error`] renders it (and
//! re-exports it, where most callers name it). Were it beside
//! [`crate::Error`], which holds the parsers' and the sudoku's errors, the
//! engine and the sudoku would import the module that imports them.

/// A name that is none of those a setting takes, with the ones it does:
/// "no engine 'quantum': use bands, bands16, bitmask, dlx, dlx-first or naive". The
/// CLI's flags, the JS API's options and the classics' names all look
/// their names up through it, so each says it the same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unknown {
    /// What the name should have named (`engine`, `level`, …), a message id's last part.
    pub what: &'static str,
    /// The name given, shortened for the message.
    pub name: String,
    /// The names there are.
    pub known: Vec<&'static str>,
}

impl Unknown {
    /// A name `name` that none of `known` is, for a setting of `what`.
    pub fn new(
        what: &'static str,
        name: &str,
        known: impl IntoIterator<Item = &'static str>,
    ) -> Unknown {
        let name = match name.char_indices().nth(40) {
            Some((i, _)) => format!("{}…", &name[..i]),
            None => name.to_string(),
        };
        Unknown {
            what,
            name,
            known: known.into_iter().collect(),
        }
    }
}
