//! The command's arguments (clap). The names a flag takes (engines, rules,
//! levels, box shapes, languages) are looked up in the library, which says
//! what is wrong with a bad one; this only turns its message into clap's.
//!
//! No help text is written here: `command(lang)` gives every command and
//! argument its words from locales/<lang>/cli.ftl (`cli-about-<command>`,
//! `cli-arg-<command>-<argument>`, else `cli-arg-<argument>`), and clap's
//! headings too, so that `--help` speaks the run's language.

use crate::cli::parts::Part;
use crate::cli::say;
use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use dlx_lab::dlx::ItemRule;
use dlx_lab::engines::{self, Engine};
use dlx_lab::hint::Difficulty;
use dlx_lab::i18n::{self, Lang};
use dlx_lab::msg;
use dlx_lab::sudoku::variant::VariantName;
use dlx_lab::sudoku::Shape;

// The command line: a subcommand, and the language for every run.
#[derive(Parser)]
#[command(name = "dlx-lab", version)]
pub struct Cli {
    #[arg(long, global = true, value_parser = lang_name)]
    pub lang: Option<Lang>,
    #[command(subcommand)]
    pub command: Command,
}

// One subcommand a job; each field is an argument, `file` the positional input.
#[derive(Subcommand)]
pub enum Command {
    Solve {
        file: Option<String>,
        #[arg(long, value_parser = variant_name, default_value = "plain")]
        variant: VariantName,
        #[arg(long)]
        count: bool,
        #[arg(long, value_parser = engine_name)]
        solver: Option<&'static Engine>,
        #[arg(long)]
        stats: bool,
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
        #[arg(long)]
        node_limit: Option<u64>,
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
    Binary {
        file: Option<String>,
        #[arg(long)]
        show: bool,
    },
    #[command(group(clap::ArgGroup::new("long-run").args(["count", "min"]).multiple(true)))]
    Cover {
        file: Option<String>,
        #[arg(long)]
        count: bool,
        #[arg(long)]
        min: bool,
        #[arg(long, requires = "min")]
        no_bound: bool,
        #[arg(long, requires = "count", conflicts_with = "min", value_parser = clap::value_parser!(u64).range(1..))]
        limit: Option<u64>,
        #[arg(long)]
        stats: bool,
        #[arg(long, requires = "long-run")]
        progress: bool,
        #[arg(long, conflicts_with = "min", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
        #[arg(long, requires = "count", conflicts_with_all = ["min", "limit"], value_parser = part_spec)]
        part: Option<Part>,
        #[arg(long, requires = "part")]
        parts_depth: Option<usize>,
        #[arg(long, requires = "part")]
        json: bool,
        #[arg(long, default_value = "smallest", value_parser = rule_name, conflicts_with = "min")]
        rule: RuleName,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    Sum {
        files: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    Problem {
        name: String,
        size: String,
    },
    Oj {
        name: String,
        file: Option<String>,
        #[arg(long)]
        cover: bool,
        #[arg(long = "case", requires = "cover", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        case: u64,
    },
    Bench {
        file: String,
        #[arg(long, value_parser = engine_name)]
        solver: Option<&'static Engine>,
        #[arg(long, value_enum, default_value_t = Mode::Count2)]
        mode: Mode,
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
    Trace {
        file: Option<String>,
        #[arg(long, default_value_t = 100_000)]
        limit: u64,
        #[arg(long, default_value = "smallest", value_parser = rule_name)]
        rule: RuleName,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
        #[arg(long, value_parser = variant_name, default_value = "plain")]
        variant: VariantName,
        #[arg(long, conflicts_with = "shape")]
        min: bool,
    },
    Hint {
        file: Option<String>,
        #[arg(long, value_parser = variant_name, default_value = "plain")]
        variant: VariantName,
        #[arg(long)]
        json: bool,
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
    },
    Explain {
        file: Option<String>,
        #[arg(long, value_parser = variant_name, default_value = "plain")]
        variant: VariantName,
        #[arg(long)]
        json: bool,
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
    },
    Rate {
        file: Option<String>,
        #[arg(long, value_parser = variant_name, default_value = "plain")]
        variant: VariantName,
        #[arg(long = "box", value_parser = box_shape)]
        shape: Option<Shape>,
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
        #[arg(long)]
        json: bool,
    },
    Generate {
        #[arg(long)]
        size: usize,
        #[arg(long, value_parser = level_name)]
        level: Difficulty,
        #[arg(long)]
        seed: u64,
        #[arg(long, default_value_t = 1)]
        count: u64,
        #[arg(long)]
        symmetric: bool,
        #[arg(long, value_parser = variant_name, default_value = "plain")]
        variant: VariantName,
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
}

/// What `bench` asks of each puzzle.
#[derive(Clone, Copy, ValueEnum)]
pub enum Mode {
    // Stop at the first solution, or count up to 2 (what "unique" needs).
    First,
    Count2,
}

/// The command with its help in `lang`: every command's and argument's
/// words from the catalogue, and clap's headings. It is built first, so
/// that the help and version flags and the help subcommand, which clap
/// adds, are there to be given words too.
pub fn command(lang: Lang) -> clap::Command {
    let words = |id: &str| i18n::text(id, lang).unwrap_or_else(|| panic!("{id} is in cli.ftl"));
    let mut cli = Cli::command();
    cli.build();
    let template = format!(
        "{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        words("cli-help-usage")
    );
    localize(cli.about(words("cli-about")), "", &template, lang)
}

/// `cmd` (the subcommand `name`, "" for the top) and its subcommands, with
/// their words in `lang`.
fn localize(mut cmd: clap::Command, name: &str, template: &str, lang: Lang) -> clap::Command {
    let words = |id: &str| i18n::text(id, lang);
    let [arguments, options, commands] = [
        "cli-help-arguments",
        "cli-help-options",
        "cli-help-commands",
    ]
    .map(|id| words(id).unwrap_or_else(|| panic!("{id} is in cli.ftl")));
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let key = id.replace('_', "-");
        let help = words(&format!("cli-arg-{name}-{key}"))
            .or_else(|| words(&format!("cli-arg-{key}")))
            .unwrap_or_else(|| panic!("cli-arg-{name}-{key} or cli-arg-{key} is in cli.ftl"));
        let (arguments, options) = (arguments.clone(), options.clone());
        cmd = cmd.mut_arg(id, |a| {
            let heading = if a.is_positional() {
                arguments
            } else {
                options
            };
            a.help(help).help_heading(heading)
        });
    }
    let subcommands: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for sub in subcommands {
        let about = words(&format!("cli-about-{sub}"))
            .unwrap_or_else(|| panic!("cli-about-{sub} is in cli.ftl"));
        cmd = cmd.mut_subcommand(&sub, |c| localize(c.about(about), &sub, template, lang));
    }
    cmd.help_template(template.to_string())
        .subcommand_help_heading(commands)
}

/// An item rule's name, checked; its seed comes from `--seed`.
#[derive(Clone, Copy)]
pub struct RuleName(&'static str);

impl RuleName {
    /// The rule, with `seed` for `random`.
    pub fn with_seed(self, seed: u64) -> ItemRule {
        ItemRule::from_name(self.0, seed).expect("checked by rule_name")
    }
}

fn engine_name(name: &str) -> Result<&'static Engine, String> {
    engines::by_name(name).map_err(|e| say(e.msg()))
}

fn variant_name(name: &str) -> Result<VariantName, String> {
    VariantName::by_name(name).map_err(|e| say(e.msg()))
}

fn level_name(name: &str) -> Result<Difficulty, String> {
    Difficulty::from_name(name).map_err(|e| say(e.msg()))
}

fn rule_name(name: &str) -> Result<RuleName, String> {
    ItemRule::NAMES
        .into_iter()
        .find(|&n| n == name)
        .map(RuleName)
        .ok_or_else(|| say(ItemRule::from_name(name, 0).unwrap_err().msg()))
}

fn part_spec(text: &str) -> Result<Part, String> {
    Part::parse(text).map_err(say)
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
