//! The command's arguments (clap). The names a flag takes (engines, rules,
//! levels, box shapes, languages) are looked up in the library, which says
//! what is wrong with a bad one; this only turns its message into clap's.

use crate::cli::say;
use clap::{Parser, Subcommand, ValueEnum};
use dlx_lab::dlx::ColumnRule;
use dlx_lab::engines::{self, Engine};
use dlx_lab::hint::Level;
use dlx_lab::i18n::Lang;
use dlx_lab::msg;
use dlx_lab::sudoku::Shape;

#[derive(Parser)]
#[command(
    name = "dlx-lab",
    version,
    about = "Exact cover by Dancing Links: sudoku, Binary Sudoku and raw exact-cover problems"
)]
pub struct Cli {
    /// The language of every message: en or zh-CN (default: LC_ALL, LC_MESSAGES or LANG).
    #[arg(long, global = true, value_parser = lang_name)]
    pub lang: Option<Lang>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Solve sudokus (one per line, or blocks of n lines); print each solution in the input's layout.
    Solve {
        /// Input file (default: stdin).
        file: Option<String>,
        /// Print 0, 1 or 2+ per puzzle instead of the solution ("stopped" if --node-limit ran out).
        #[arg(long)]
        count: bool,
        /// The engine (default: the fastest correct one).
        #[arg(long, value_parser = engine_name)]
        solver: Option<&'static Engine>,
        /// Print nodes and time per puzzle on stderr.
        #[arg(long)]
        stats: bool,
        /// Box shape RxC (rows × columns), overriding the one inferred from the size.
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
        /// Give up on a puzzle after this many search nodes.
        #[arg(long)]
        node_limit: Option<u64>,
        /// Solve this many puzzles at once (default: one per core); answers keep the input's order.
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
    /// Binary Sudoku: print the fewest toggles that make every row, column and box even.
    Binary {
        /// Input file (default: stdin).
        file: Option<String>,
        /// Also print the solved grid.
        #[arg(long)]
        show: bool,
    },
    /// Exact cover (an `n m` 0/1 matrix, or Knuth's format): print the 1-based options of one solution.
    Cover {
        /// Input file (default: stdin).
        file: Option<String>,
        /// Print the number of solutions instead.
        #[arg(long)]
        count: bool,
        /// With --count, stop counting at this many (on one thread).
        #[arg(long, requires = "count", value_parser = clap::value_parser!(u64).range(1..))]
        limit: Option<u64>,
        /// Print nodes, updates and time on stderr.
        #[arg(long)]
        stats: bool,
        /// With --count, show progress on stderr (pieces of the search done, solutions so far): a bar on a terminal, else a line a second.
        #[arg(long, requires = "count")]
        progress: bool,
        /// Count on this many threads (default: one per core), splitting the search's first levels.
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
    /// Write a classic exact-cover problem in Knuth's format, for `cover`.
    Problem {
        /// queens, langford or pentominoes.
        name: String,
        /// N for queens, n for Langford pairs, the board (6x10, 5x12, 4x15, 3x20, 8x8) for pentominoes.
        size: String,
    },
    /// Solve every one-line puzzle in a file, check each answer, and print the speed.
    Bench {
        /// File of one-line puzzles.
        file: String,
        /// The engine (default: the fastest correct one).
        #[arg(long, value_parser = engine_name)]
        solver: Option<&'static Engine>,
        /// Stop at the first solution, or count up to 2.
        #[arg(long, value_enum, default_value_t = Mode::Count2)]
        mode: Mode,
        /// Solve this many puzzles at once (default: one per core).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
    /// Print the step events of a DLX search as JSON lines.
    Trace {
        /// Input file (default: stdin): a sudoku or an exact-cover problem.
        file: Option<String>,
        /// Stop after this many events.
        #[arg(long, default_value_t = 100_000)]
        limit: u64,
        /// How the search picks its item (a column of the matrix): smallest, first or random.
        #[arg(long, default_value = "smallest", value_parser = rule_name)]
        rule: RuleName,
        /// Seed for --rule random.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Box shape RxC for a sudoku.
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
    },
    /// The next logical step for each sudoku, explained in the player's and the matrix's terms.
    Hint {
        /// Input file (default: stdin).
        file: Option<String>,
        /// One JSON object a line; cells 0-based [row, col], values 1-based.
        #[arg(long)]
        json: bool,
        /// Box shape RxC, overriding the one inferred from the size.
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
    },
    /// The logical solve path of each sudoku, one step a line, then its result.
    Explain {
        /// Input file (default: stdin).
        file: Option<String>,
        /// One JSON object a line: the steps, then {"puzzle", "result", "steps", "hardest", "level"}.
        #[arg(long)]
        json: bool,
        /// Box shape RxC, overriding the one inferred from the size.
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
    },
    /// Rate each sudoku: "level hardest-technique dlx-nodes", a line each.
    Rate {
        /// Input file (default: stdin).
        file: Option<String>,
        /// Box shape RxC, overriding the one inferred from the size.
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
        /// Rate this many puzzles at once (default: one per core); lines keep the input's order.
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
    /// Generate puzzles with one solution at a level, one a line; the same arguments give the same puzzles.
    Generate {
        /// Side of the grid: 4, 6, 9, 16, … (boxes as usual for the size).
        #[arg(long)]
        size: usize,
        /// easy, medium, hard, expert or extreme.
        #[arg(long, value_parser = level_name)]
        level: Level,
        /// The seed; puzzle k of --count uses seed + k.
        #[arg(long)]
        seed: u64,
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
        count: u64,
        /// Givens symmetric under a half turn.
        #[arg(long)]
        symmetric: bool,
        /// Generate this many at once (default: one per core); lines keep the seeds' order.
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
}

/// What `bench` asks of each puzzle.
#[derive(Clone, Copy, ValueEnum)]
pub enum Mode {
    /// Stop at the first solution.
    First,
    /// Count up to 2: the answer a solver must give to tell "unique".
    Count2,
}

/// A column rule's name, checked; its seed comes from `--seed`.
#[derive(Clone, Copy)]
pub struct RuleName(&'static str);

impl RuleName {
    /// The rule, with `seed` for `random`.
    pub fn with_seed(self, seed: u64) -> ColumnRule {
        ColumnRule::from_name(self.0, seed).expect("checked by rule_name")
    }
}

fn engine_name(name: &str) -> Result<&'static Engine, String> {
    engines::by_name(name).map_err(|e| say(e.msg()))
}

fn level_name(name: &str) -> Result<Level, String> {
    Level::from_name(name).map_err(|e| say(e.msg()))
}

fn rule_name(name: &str) -> Result<RuleName, String> {
    ColumnRule::NAMES
        .into_iter()
        .find(|&n| n == name)
        .map(RuleName)
        .ok_or_else(|| say(ColumnRule::from_name(name, 0).unwrap_err().msg()))
}

fn box_shape(text: &str) -> Result<Shape, String> {
    Shape::parse_box(text).map_err(say)
}

fn lang_name(tag: &str) -> Result<Lang, String> {
    Lang::from_tag(tag).ok_or_else(|| say(msg!("cli-no-lang", lang = tag)))
}

/// The language `--lang` names in `args`, read before clap parses them, so
/// that clap's errors about the other arguments are said in it.
pub fn lang_argument(args: impl IntoIterator<Item = String>) -> Option<Lang> {
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let tag = match arg.strip_prefix("--lang") {
            Some("") => args.next(),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(tag) = tag {
            return Lang::from_tag(&tag);
        }
    }
    None
}
