//! The command line: arguments in (`args.rs`), one module per family of
//! subcommands, errors to exit codes here and nowhere else. Every word it
//! prints comes from the catalogues (`locales/*/cli.ftl` and the library's),
//! in the language of `--lang`, else of `LC_ALL`, `LC_MESSAGES` or `LANG`;
//! answers (solutions, counts, `--json` keys and technique names) are the
//! same in every language.

mod args;
pub mod cover;
mod input;
pub mod logic;
mod min;
mod parts;
mod solve;
mod trace;

use args::{Cli, Command};
use clap::FromArgMatches;
use dlx_lab::i18n::{Lang, Msg};
use dlx_lab::msg;
use std::io::Write;
use std::process::ExitCode;
use std::sync::OnceLock;

/// Why a command stopped before its end, said in the user's language.
#[derive(Debug)]
pub enum Failure {
    /// A problem the user can act on: a bad input, a name that is no name.
    Words(Msg),
    /// Ctrl-C during a count: the partial count was printed; exit 130.
    Interrupted(Msg),
    /// The reader stopped reading (`dlx-lab solve big.txt | head`): not an error.
    BrokenPipe,
}

/// What every command returns: `Ok(false)` when it finished but reported a problem.
pub type Result<T> = std::result::Result<T, Failure>;

impl From<Msg> for Failure {
    fn from(m: Msg) -> Failure {
        Failure::Words(m)
    }
}

impl From<dlx_lab::Error> for Failure {
    fn from(e: dlx_lab::Error) -> Failure {
        Failure::Words(e.msg())
    }
}

impl From<dlx_lab::formats::ParseError> for Failure {
    fn from(e: dlx_lab::formats::ParseError) -> Failure {
        Failure::Words(e.msg())
    }
}

impl From<dlx_lab::error::Unknown> for Failure {
    fn from(e: dlx_lab::error::Unknown) -> Failure {
        Failure::Words(e.msg())
    }
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Failure {
        match e.kind() {
            std::io::ErrorKind::BrokenPipe => Failure::BrokenPipe,
            _ => Failure::Words(msg!("cli-io", error = e.to_string())),
        }
    }
}

impl From<serde_json::Error> for Failure {
    fn from(e: serde_json::Error) -> Failure {
        Failure::Words(msg!("cli-io", error = e.to_string()))
    }
}

/// The language of this run, chosen before the arguments are parsed so
/// that the arguments' own errors are said in it too.
static LANG: OnceLock<Lang> = OnceLock::new();

/// The language the command speaks.
pub fn lang() -> Lang {
    *LANG.get_or_init(|| Lang::from_env(|name| std::env::var(name).ok()))
}

/// Renders `m` in the command's language.
pub fn say(m: Msg) -> String {
    m.render(lang())
}

/// Writes a problem with one puzzle to stderr, as "error: …".
pub fn complain(m: Msg) {
    eprintln!("{}", say(msg!("cli-error", message = m)));
}

pub fn main() -> ExitCode {
    // `--lang` first: clap's value parsers say their errors in it.
    if let Some(lang) = args::lang_argument(std::env::args()) {
        let _ = LANG.set(lang);
    }
    // The help in the run's language (args.rs's `command`).
    let cli = args::command(lang())
        .try_get_matches()
        .and_then(|m| Cli::from_arg_matches(&m))
        .unwrap_or_else(|e| e.exit());
    if let Some(lang) = cli.lang {
        let _ = LANG.set(lang);
    }
    match run(cli.command) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(Failure::BrokenPipe) => ExitCode::SUCCESS,
        Err(Failure::Interrupted(m)) => {
            eprintln!("{}", say(m));
            ExitCode::from(130)
        }
        Err(Failure::Words(m)) => {
            complain(m);
            ExitCode::FAILURE
        }
    }
}

/// Runs a command; `Ok(false)` when it finished but reported a problem.
fn run(command: Command) -> Result<bool> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let ok = match command {
        Command::Solve {
            file,
            variant,
            count,
            solver,
            stats,
            shape,
            node_limit,
            threads,
        } => {
            let options = solve::SolveOptions {
                engine: solver,
                count,
                stats,
                shape,
                variant,
                node_limit,
            };
            solve::solve(
                &input::read(file.as_deref())?,
                &options,
                &pool(threads)?,
                &mut out,
            )?
        }
        Command::Binary { file, show } => {
            solve::binary(&input::read(file.as_deref())?, show, &mut out)?
        }
        Command::Cover {
            file,
            min: true,
            count,
            no_bound,
            stats,
            progress,
            ..
        } => {
            let options = min::MinCoverOptions {
                count,
                bound: !no_bound,
                stats,
                progress,
            };
            min::min_cover(&input::read(file.as_deref())?, &options, &mut out)?
        }
        Command::Cover {
            file,
            count,
            limit,
            stats,
            progress,
            threads,
            part,
            parts_depth,
            json,
            rule,
            seed,
            ..
        } => {
            let options = cover::CoverOptions {
                count,
                limit,
                stats,
                progress,
                part,
                parts_depth,
                json,
                rule: rule.with_seed(seed),
            };
            cover::cover(
                &input::read(file.as_deref())?,
                &options,
                &pool(threads)?,
                &mut out,
            )?
        }
        Command::Sum { files, json } => {
            let texts = match files.is_empty() {
                true => vec![input::read(None)?],
                false => files
                    .iter()
                    .map(|f| input::read(Some(f)))
                    .collect::<Result<_>>()?,
            };
            parts::sum(&texts, json, &mut out)?
        }
        Command::Problem { name, size } => cover::problem(&name, &size, &mut out)?,
        Command::Oj {
            name,
            file,
            cover,
            case,
        } => {
            let judge = dlx_lab::problems::oj::by_name(&name)?;
            let text = input::read(file.as_deref())?;
            if cover {
                let problems = (judge.cover)(&text)?;
                let problem = problems
                    .get(case as usize - 1)
                    .ok_or_else(|| msg!("cli-oj-case", case = case, cases = problems.len()))?;
                write!(out, "{problem}")?;
            } else {
                write!(out, "{}", (judge.answer)(&text)?)?;
            }
            true
        }
        Command::Bench {
            file,
            solver,
            mode,
            threads,
        } => solve::bench(
            &input::read(Some(&file))?,
            solver,
            mode,
            &pool(threads)?,
            &mut out,
        )?,
        Command::Trace {
            file,
            limit,
            min: true,
            ..
        } => min::trace(&input::read(file.as_deref())?, limit, &mut out)?,
        Command::Trace {
            file,
            limit,
            rule,
            seed,
            shape,
            variant,
            ..
        } => trace::trace(
            &input::read(file.as_deref())?,
            limit,
            rule.with_seed(seed),
            (shape, variant),
            &mut out,
        )?,
        Command::Hint {
            file,
            variant,
            json,
            shape,
        } => logic::hint(
            &input::read(file.as_deref())?,
            (shape, variant),
            json,
            &mut out,
        )?,
        Command::Explain {
            file,
            variant,
            json,
            shape,
        } => logic::explain(
            &input::read(file.as_deref())?,
            (shape, variant),
            json,
            &mut out,
        )?,
        Command::Rate {
            file,
            variant,
            shape,
            threads,
            json,
        } => logic::rate(
            &input::read(file.as_deref())?,
            (shape, variant),
            json,
            &pool(threads)?,
            &mut out,
        )?,
        Command::Generate {
            size,
            level,
            seed,
            count,
            symmetric,
            variant,
            threads,
        } => {
            let shape = dlx_lab::sudoku::Shape::for_side(size)
                .ok_or_else(|| msg!("cli-no-size", size = size))?;
            let request = logic::Generate {
                shape,
                level,
                seed,
                count,
                symmetric,
                variant,
            };
            logic::generate(&request, &pool(threads)?, &mut out)?
        }
    };
    out.flush()?;
    Ok(ok)
}

/// A pool of `threads` workers for a batch of puzzles; `None`: one per core.
fn pool(threads: Option<u16>) -> Result<rayon::ThreadPool> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.map_or(0, usize::from))
        .build()
        .map_err(|e| Failure::Words(msg!("cli-io", error = e.to_string())))
}

/// "1 thread", "2 threads": a pool's size for the lines that report it.
pub fn threads(pool: &rayon::ThreadPool) -> Msg {
    msg!("cli-threads", count = pool.current_num_threads())
}
