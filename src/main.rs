//! `dlx-lab`: the command line over the library. Each subcommand reads the
//! file it is given, or stdin, writes answers to stdout and errors to
//! stderr. Errors become exit codes here and nowhere else.

mod cli {
    pub mod cover;
    pub mod logic;

    /// "1 thread", "2 threads": a pool's size for the lines that report it.
    pub fn threads(pool: &rayon::ThreadPool) -> String {
        match pool.current_num_threads() {
            1 => "1 thread".into(),
            n => format!("{n} threads"),
        }
    }
}

use clap::{Parser, Subcommand, ValueEnum};
use dlx_lab::dlx::{ColumnRule, Limits};
use dlx_lab::engines::{self, Engine};
use dlx_lab::formats::{self, sudoku::Layout};
use dlx_lab::hint::Level;
use dlx_lab::sudoku::{Report, Shape};
use dlx_lab::trace::Trace;
use dlx_lab::{binary, Error};
use rayon::prelude::*;
use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(
    name = "dlx-lab",
    version,
    about = "Exact cover by Dancing Links: sudoku, Binary Sudoku and raw exact-cover problems"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
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
        /// How the search picks its column.
        #[arg(long, value_enum, default_value_t = Rule::Smallest)]
        rule: Rule,
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

#[derive(Clone, Copy, ValueEnum)]
enum Mode {
    First,
    Count2,
}

#[derive(Clone, Copy, ValueEnum)]
enum Rule {
    Smallest,
    First,
    Random,
}

fn engine_name(name: &str) -> Result<&'static Engine, String> {
    engines::engine(name).ok_or_else(|| {
        format!(
            "no engine '{name}': use one of {}",
            engines::names().join(", ")
        )
    })
}

fn level_name(name: &str) -> Result<Level, String> {
    Level::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        format!("no level '{name}': use one of {}", names.join(", "))
    })
}

fn box_shape(text: &str) -> Result<Shape, String> {
    let (r, c) = text
        .split_once(['x', 'X', '×'])
        .ok_or("write the box shape as RxC, e.g. 3x3 or 2x3")?;
    let (r, c) = (
        r.trim().parse().map_err(|_| "R is not a number")?,
        c.trim().parse().map_err(|_| "C is not a number")?,
    );
    Shape::new(r, c).ok_or_else(|| format!("a {r}x{c} box does not make a grid from 1×1 to 25×25"))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        // A reader that stopped reading (`dlx-lab solve big.txt | head`) is not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) if e.downcast_ref::<cli::cover::Interrupted>().is_some() => {
            eprintln!("{e}");
            ExitCode::from(130)
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs a command; `Ok(false)` when it finished but reported a problem.
fn run(command: Command) -> Result<bool, Box<dyn std::error::Error>> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let ok = match command {
        Command::Solve {
            file,
            count,
            solver,
            stats,
            shape,
            node_limit,
            threads,
        } => {
            let engine = solver.unwrap_or(engines::default_engine());
            let text = read(file.as_deref())?;
            let options = SolveOptions {
                engine,
                count,
                stats,
                shape,
                node_limit,
            };
            solve(&text, &options, &pool(threads)?, &mut out)?
        }
        Command::Binary { file, show } => {
            let grid = formats::binary::parse(&read(file.as_deref())?).map_err(Error::from)?;
            let answer = binary::solve(&grid).map_err(Error::from)?;
            writeln!(out, "{}", answer.toggles)?;
            if show {
                write!(out, "{}", formats::binary::print(&answer.grid))?;
            }
            true
        }
        Command::Cover {
            file,
            count,
            limit,
            stats,
            progress,
            threads,
        } => {
            let options = cli::cover::CoverOptions {
                count,
                limit,
                stats,
                progress,
            };
            cli::cover::cover(&read(file.as_deref())?, &options, &pool(threads)?, &mut out)?
        }
        Command::Problem { name, size } => cli::cover::problem(&name, &size, &mut out)?,
        Command::Bench {
            file,
            solver,
            mode,
            threads,
        } => {
            let text = read(Some(&file))?;
            let engine = solver.unwrap_or(engines::default_engine());
            bench(&text, engine, mode, &pool(threads)?, &mut out)?
        }
        Command::Trace {
            file,
            limit,
            rule,
            seed,
            shape,
        } => {
            let rule = match rule {
                Rule::Smallest => ColumnRule::Smallest,
                Rule::First => ColumnRule::First,
                Rule::Random => ColumnRule::Random { seed },
            };
            let mut trace = Trace::from_text(&read(file.as_deref())?, shape, rule)?;
            for step in 1..=limit {
                let event = trace.step();
                let label = match (event.column, event.option) {
                    (Some(c), _) => trace.column_label(c),
                    (_, Some(o)) => trace.option_label(o),
                    _ => String::new(),
                };
                let line = serde_json::json!({ "step": step, "event": &event, "label": label });
                writeln!(out, "{line}")?;
                if event.kind == "done" {
                    return Ok(true);
                }
            }
            eprintln!(
                "stopped after {limit} steps ({} nodes): raise --limit for more",
                trace.search.stats().nodes
            );
            true
        }
        Command::Hint { file, json, shape } => {
            cli::logic::hint(&read(file.as_deref())?, shape, json, &mut out)?
        }
        Command::Explain { file, json, shape } => {
            cli::logic::explain(&read(file.as_deref())?, shape, json, &mut out)?
        }
        Command::Rate {
            file,
            shape,
            threads,
        } => cli::logic::rate(&read(file.as_deref())?, shape, &pool(threads)?, &mut out)?,
        Command::Generate {
            size,
            level,
            seed,
            count,
            symmetric,
            threads,
        } => {
            let shape = Shape::for_side(size).ok_or_else(|| {
                format!("no sudoku of size {size}: use 4, 6, 8, 9, 10, 12, 16, … up to 25")
            })?;
            cli::logic::generate(
                shape,
                level,
                seed,
                count,
                symmetric,
                &pool(threads)?,
                &mut out,
            )?
        }
    };
    out.flush()?;
    Ok(ok)
}

/// The most input a command reads, from a file or stdin: 32 MiB, more than
/// 400,000 one-line sudokus. A larger input is refused before it is read
/// whole, with a message that names this limit.
const MAX_INPUT_BYTES: u64 = 32 << 20;

/// Reads a file, or stdin for `None` or `-`, as UTF-8 text of at most
/// [`MAX_INPUT_BYTES`].
fn read(file: Option<&str>) -> Result<String, Box<dyn std::error::Error>> {
    let too_large = |what: &str| {
        format!(
            "{what} is larger than {} MiB, the most dlx-lab reads: split it into smaller files",
            MAX_INPUT_BYTES >> 20
        )
    };
    let (bytes, what) = match file {
        None | Some("-") => (limited(std::io::stdin().lock())?, "the input".to_string()),
        Some(path) => {
            let cannot = |e: std::io::Error| {
                std::io::Error::new(e.kind(), format!("cannot read {path}: {e}"))
            };
            let f = std::fs::File::open(path).map_err(cannot)?;
            if f.metadata().map_err(cannot)?.len() > MAX_INPUT_BYTES {
                return Err(too_large(path).into());
            }
            (limited(f).map_err(cannot)?, path.to_string())
        }
    };
    let bytes = bytes.ok_or_else(|| too_large(&what))?;
    String::from_utf8(bytes).map_err(|e| not_utf8(&what, e).into())
}

/// At most [`MAX_INPUT_BYTES`] of `reader`: `None` if it has more.
fn limited(reader: impl Read) -> std::io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    reader.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= MAX_INPUT_BYTES).then_some(bytes))
}

/// Where text that is not UTF-8 goes wrong: its line, its column (in
/// characters) and the byte.
fn not_utf8(what: &str, e: std::string::FromUtf8Error) -> String {
    let bytes = e.as_bytes();
    let good = e.utf8_error().valid_up_to();
    let text = std::str::from_utf8(&bytes[..good]).expect("valid up to here");
    let line = text.matches('\n').count() + 1;
    let column = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    format!(
        "line {line}, column {column}: {what} is not UTF-8 text (byte 0x{:02X}): save it as UTF-8",
        bytes[good]
    )
}

/// A pool of `threads` workers for a batch of puzzles; `None`: one per core.
fn pool(threads: Option<u16>) -> Result<rayon::ThreadPool, rayon::ThreadPoolBuildError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.map_or(0, usize::from))
        .build()
}

/// How `solve` answers.
struct SolveOptions {
    engine: &'static Engine,
    count: bool,
    stats: bool,
    shape: Option<Shape>,
    node_limit: Option<u64>,
}

/// Solves every puzzle of `text` on `pool`, then prints the answers in the
/// input's order.
fn solve(
    text: &str,
    o: &SolveOptions,
    pool: &rayon::ThreadPool,
    out: &mut impl Write,
) -> Result<bool, Box<dyn std::error::Error>> {
    let puzzles = formats::sudoku::parse(text, o.shape).map_err(Error::from)?;
    let limits = Limits {
        solutions: Some(if o.count { 2 } else { 1 }),
        nodes: o.node_limit,
    };
    // A clash, or the engine's report and how long it took.
    let answers: Vec<Result<(Report, f64), Error>> = pool.install(|| {
        puzzles
            .par_iter()
            .map(|puzzle| match puzzle.grid.find_clash() {
                Some(clash) => Err(Error::Clash {
                    line: puzzle.line,
                    clash,
                }),
                None => {
                    let start = Instant::now();
                    let report = (o.engine.solve)(&puzzle.grid, limits);
                    Ok((report, start.elapsed().as_secs_f64() * 1e6))
                }
            })
            .collect()
    });
    let mut ok = true;
    for (i, (puzzle, answer)) in puzzles.iter().zip(answers).enumerate() {
        if i > 0 && puzzle.layout != Layout::Line && !o.count {
            writeln!(out)?;
        }
        let (report, micros) = match answer {
            Ok(answer) => answer,
            Err(clash) => {
                eprintln!("error: {clash}");
                writeln!(out, "{}", if o.count { "0" } else { "No Solution" })?;
                ok = false;
                continue;
            }
        };
        if o.stats {
            eprintln!(
                "puzzle {} (line {}): {} nodes, {} updates, max depth {}, {:.0} µs",
                i + 1,
                puzzle.line,
                report.nodes,
                report.updates,
                report.max_depth,
                micros
            );
        }
        if report.stopped {
            // Undecided: neither an answer nor "No Solution".
            eprintln!(
                "error: puzzle on line {}: search stopped after {} nodes",
                puzzle.line, report.nodes
            );
            writeln!(out, "{}", if o.count { "stopped" } else { "Stopped" })?;
            ok = false;
            continue;
        }
        if let Some(solution) = &report.solution {
            puzzle
                .grid
                .verify_solution(solution)
                .map_err(|e| format!("internal error, wrong solution: {e}"))?;
        }
        match (o.count, &report.solution) {
            (true, _) => writeln!(
                out,
                "{}",
                if report.count >= 2 {
                    "2+".to_string()
                } else {
                    report.count.to_string()
                }
            )?,
            (false, Some(solution)) => {
                write!(out, "{}", formats::sudoku::print(solution, puzzle.layout))?
            }
            (false, None) => writeln!(out, "No Solution")?,
        }
    }
    Ok(ok)
}

fn bench(
    text: &str,
    engine: &Engine,
    mode: Mode,
    pool: &rayon::ThreadPool,
    out: &mut impl Write,
) -> Result<bool, Box<dyn std::error::Error>> {
    let puzzles = formats::sudoku::parse(text, None).map_err(Error::from)?;
    let limits = match mode {
        Mode::First => Limits::FIRST,
        Mode::Count2 => Limits::COUNT2,
    };
    if let Some((puzzle, clash)) = puzzles
        .iter()
        .find_map(|p| p.grid.find_clash().map(|c| (p, c)))
    {
        return Err(Error::Clash {
            line: puzzle.line,
            clash,
        }
        .into());
    }
    let start = Instant::now();
    // Per puzzle: (nodes, solutions found, whether its solution checks out).
    let results: Vec<(u64, u64, bool)> = pool.install(|| {
        puzzles
            .par_iter()
            .map(|puzzle| {
                let report = (engine.solve)(&puzzle.grid, limits);
                let right = report
                    .solution
                    .as_ref()
                    .is_none_or(|s| puzzle.grid.verify_solution(s).is_ok());
                (report.nodes, report.count, right)
            })
            .collect()
    });
    let nodes: u64 = results.iter().map(|r| r.0).sum();
    let mut tally = [0usize; 3];
    for r in &results {
        tally[r.1.min(2) as usize] += 1;
    }
    let wrong = results.iter().filter(|r| !r.2).count();
    let secs = start.elapsed().as_secs_f64();
    let count = puzzles.len() as f64;
    writeln!(
        out,
        "{}: {} puzzles, {:.1} µs/puzzle, {:.0} puzzles/s, {:.1} nodes/puzzle; {} unique, {} multiple, {} none; {}; {}",
        engine.name,
        puzzles.len(),
        secs * 1e6 / count,
        count / secs,
        nodes as f64 / count,
        tally[1],
        tally[2],
        tally[0],
        if wrong == 0 { "every answer checked".to_string() } else { format!("{wrong} WRONG answers") },
        cli::threads(pool)
    )?;
    Ok(wrong == 0)
}
