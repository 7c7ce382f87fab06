//! `dlx-lab`: the command line over the library. Its parts are in
//! `src/cli/`: the arguments (`args.rs`), reading input (`input.rs`), one
//! module per family of subcommands, and in `cli/mod.rs` the dispatch and
//! the exit codes.

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
