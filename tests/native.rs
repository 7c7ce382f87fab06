//! The native integration tests, as one test binary: each file beside this
//! one is a module of it. The release profile links with fat LTO, so every
//! test binary costs a whole-program link; one binary instead of fourteen
//! takes about a minute off `cargo test --release` on two cores. The wasm
//! tests (`wasm.rs`) stay a binary of their own, built for wasm32 only.

mod common;
mod pipe;

mod cli;
mod constants;
mod data;
mod fuzz_regressions;
mod hints;
mod hostile;
mod i18n;
mod imports;
mod lessons;
mod listing;
mod parts;
mod properties;
mod techniques;
mod traces;
