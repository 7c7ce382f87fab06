//! dlx-lab: exact cover by Knuth's Dancing Links, and the puzzles it solves.
//!
//! The crate is plain Rust with no web dependencies. Its parts, in the order
//! a pasted puzzle meets them:
//!
//! - [`formats`]: the text formats users paste, parsed with errors that name
//!   the line and column, and printed back in the same layout;
//! - [`sudoku`]: n×n grids with r×c boxes, clash checks, and the engines:
//!   [`sudoku::cover`] (sudoku as exact cover, solved by [`dlx`]),
//!   [`sudoku::bands`] (the 9×9 fast path), [`sudoku::bitmask`] (every size)
//!   and [`sudoku::naive`];
//! - [`dlx`]: the exact-cover engine, a reversible Algorithm X on dancing links;
//! - [`limits`]: how much of a search a caller wants, for every engine;
//! - [`engines`]: the registry of sudoku engines that every caller loops over;
//! - [`binary`]: Binary Sudoku, the fewest toggles to make every unit even;
//! - [`trace`]: a DLX search over any puzzle, one event at a time, with
//!   labels in the puzzle's terms;
//! - [`hint`]: the next logical step for a learner, ratings and generated
//!   puzzles;
//! - [`problems`]: N-queens, Langford pairs and pentominoes in Knuth's format;
//! - [`lesson`]: a teacher's lesson (a puzzle and its stops), checked as any
//!   bad input is;
//! - [`results`]: each call's answer as the plain value a page is given;
//! - [`constants`]: the settings a page shows or checks, written once;
//! - [`error`]: the library's errors and their words; [`unknown`], a name
//!   none of a setting's names is, sits below every layer that looks one up.
//!
//! The command line (`src/main.rs`) and the WebAssembly bindings
//! (`src/bindings/`) are thin layers over this library.

#![warn(missing_docs)]

pub mod binary;
pub mod constants;
pub mod dlx;
pub mod engines;
pub mod error;
pub mod formats;
pub mod hint;
pub mod i18n;
pub mod lesson;
pub mod limits;
pub mod problems;
pub mod results;
pub mod sudoku;
pub mod trace;
pub mod unknown;

#[cfg(target_arch = "wasm32")]
pub mod bindings;

pub use error::Error;
