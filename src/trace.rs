//! A DLX search over any puzzle, stepped one event at a time, with labels in
//! the puzzle's own terms. The `trace` command and the bindings' `Tracer`
//! are thin wrappers over [`Trace`].
//!
//! A sudoku is traced over its *full* exact-cover matrix (n³ options × 4n²
//! items), with the givens preselected, so that a drawing of the matrix
//! shows every option and the givens' rows already removed.

pub use crate::dlx::event::{EventKind, SetFields, StepEvent};
use crate::dlx::split::Counter;
use crate::dlx::Links;
use crate::dlx::{ConflictError, ItemRule, Search};
use crate::formats::cover::{CoverFormat, CoverProblem};
use crate::formats::{self, ParseError};
use crate::i18n::Msg;
use crate::msg;
use crate::sudoku::cover::{Encoding, Family};
use crate::sudoku::variant::VariantName;
use crate::sudoku::{Grid, Shape};
use crate::Error;

mod sets;
mod stepper;
mod views;

pub use sets::SetTrace;
pub use stepper::{open, Counters, Opened, Stepper};
pub use views::{LinksInfo, MatrixInfo, TracerState};

/// What is being traced.
#[derive(Clone, Debug)]
pub enum Subject {
    /// A sudoku, through its full encoding (the matrix and its labels).
    Sudoku(Box<Encoding>),
    /// A raw exact-cover problem.
    Cover(CoverProblem),
}

/// Algorithm X's event kinds, as [`EventKind`] spells its first seven, and
/// `backtrack`, which [`Trace::run_to`] takes as a name for `uncover`.
pub const KINDS: [&str; 8] = [
    "choose",
    "cover",
    "try",
    "undo",
    "uncover",
    "solution",
    "done",
    "backtrack",
];

/// A search to step through, with what is needed to name its parts.
#[derive(Clone, Debug)]
pub struct Trace {
    /// The search, paused between steps.
    pub search: Search,
    /// What it searches.
    pub subject: Subject,
}

/// What a text given to [`Trace::read`] is meant to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meant {
    /// A sudoku or exact cover, whichever it reads as.
    Either,
    /// Exact cover: the user chose that kind.
    Cover,
    /// Repeated cover: the user chose that kind ([`open`] steps it).
    Repeated,
}

impl Meant {
    /// The names a page gives it (the Tracer's `kind`): "auto", "cover", "repeat".
    pub const NAMES: [&'static str; 3] = ["auto", "cover", "repeat"];

    /// The one called `name`.
    pub fn from_name(name: &str) -> Result<Meant, crate::unknown::Unknown> {
        match name {
            "auto" => Ok(Meant::Either),
            "cover" => Ok(Meant::Cover),
            "repeat" => Ok(Meant::Repeated),
            _ => Err(crate::unknown::Unknown::new("kind", name, Meant::NAMES)),
        }
    }
}

/// The format a pasted text is in, for a page that reads any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// A sudoku (its givens may clash: a page shows them so).
    Sudoku,
    /// Exact cover: a 0/1 matrix or Knuth's format.
    Cover,
}

/// Which format `text` is in: a sudoku if it reads as one (a text that
/// starts with a jigsaw's line as a jigsaw, with the jigsaw reader's error
/// if it is not one), else exact cover; for text that is neither, the error
/// of the format it looks likelier to mean (the same one
/// [`Trace::from_text`] gives).
pub fn format_of(text: &str, shape: Option<Shape>) -> Result<Format, Error> {
    if formats::variant_of(text, None) == VariantName::Jigsaw {
        formats::jigsaw::parse(text, shape)?;
        return Ok(Format::Sudoku);
    }
    let sudoku_error = match formats::sudoku::parse(text, shape) {
        Ok(_) => return Ok(Format::Sudoku),
        Err(e) => e,
    };
    // With Knuth's multiplicities too: the Tracer steps those.
    match formats::read_problem(text, formats::Wanted::Exact) {
        Ok(_) => Ok(Format::Cover),
        Err(cover_error) => Err(Error::Parse(likelier(text, sudoku_error, cover_error))),
    }
}

impl Trace {
    /// Parses `text` as a sudoku (the first puzzle in it) or, failing that,
    /// as exact cover, and sets up a search with `rule`. Text that is
    /// neither gets the error of the format it looks likelier to mean.
    pub fn from_text(text: &str, shape: Option<Shape>, rule: ItemRule) -> Result<Trace, Error> {
        Trace::read(text, shape, rule, Meant::Either)
    }

    /// A trace of the first sudoku of `text` read as the variant `kind`
    /// (its units are the matrix's digit items); a plain one as
    /// [`Trace::read`] reads it.
    pub fn read_as(
        text: &str,
        shape: Option<Shape>,
        kind: VariantName,
        rule: ItemRule,
        meant: Meant,
    ) -> Result<Trace, Error> {
        if kind == VariantName::Plain {
            return Trace::read(text, shape, rule, meant);
        }
        let puzzle = formats::read_first(text, shape, kind)?;
        if let Some(clash) = puzzle.clash_error() {
            return Err(clash);
        }
        Ok(Trace::sudoku(&puzzle.grid, rule))
    }

    /// [`Trace::from_text`], for text that is `meant` as one format: its
    /// parser has the word when the text is neither (a sudoku is still read
    /// as one, so that the caller can say so).
    pub fn read(
        text: &str,
        shape: Option<Shape>,
        rule: ItemRule,
        meant: Meant,
    ) -> Result<Trace, Error> {
        match formats::sudoku::parse(text, shape) {
            Ok(puzzles) => {
                let puzzle = &puzzles[0];
                if let Some(clash) = puzzle.grid.find_clash() {
                    return Err(Error::Clash {
                        line: puzzle.line,
                        clash,
                    });
                }
                Ok(Trace::sudoku(&puzzle.grid, rule))
            }
            Err(sudoku_error) => match formats::cover::parse(text) {
                Ok(problem) => Ok(Trace::cover(problem, rule)),
                Err(cover_error) => Err(Error::Parse(match meant {
                    Meant::Cover | Meant::Repeated => cover_error,
                    Meant::Either => likelier(text, sudoku_error, cover_error),
                })),
            },
        }
    }

    /// A trace of a sudoku without clashes.
    pub fn sudoku(givens: &Grid, rule: ItemRule) -> Trace {
        let encoding = Encoding::full(givens);
        let chosen = encoding.given_options(givens);
        let search = Search::preselect(encoding.links.clone(), rule, &chosen)
            .expect("givens without clashes share no item");
        Trace {
            search,
            subject: Subject::Sudoku(Box::new(encoding)),
        }
    }

    /// A trace of an exact-cover problem.
    pub fn cover(problem: CoverProblem, rule: ItemRule) -> Trace {
        Trace {
            search: Search::new(problem.links(), rule),
            subject: Subject::Cover(problem),
        }
    }

    /// The next event.
    pub fn step(&mut self) -> StepEvent {
        self.search.step()
    }

    /// Undoes the last event; `None` at the start.
    pub fn back(&mut self) -> Option<StepEvent> {
        self.search.back()
    }

    /// The (cell, value) of each option of a sudoku's full encoding, as
    /// 0-based cell index and 1-based value; `None` for raw exact cover.
    pub fn option_cells(&self) -> Option<Vec<(usize, u8)>> {
        match &self.subject {
            Subject::Sudoku(encoding) => Some(
                (0..encoding.links.options())
                    .map(|o| {
                        let (r, c, v) = encoding.option_cell(o);
                        (r * encoding.shape.n + c, v)
                    })
                    .collect(),
            ),
            Subject::Cover(_) => None,
        }
    }

    /// A count of the solutions below `prefix` (options chosen from the
    /// top, one a level), keeping the first `keep`: one piece of Count all.
    pub fn counter(&self, prefix: &[usize], keep: usize) -> Result<Counter, ConflictError> {
        Counter::new(self.search.links(), prefix, keep)
    }

    /// The search with `prefix` chosen, as the smallest-item rule would
    /// have chosen it: where the estimate of a piece starts.
    pub fn below(&self, prefix: &[usize]) -> Result<Search, ConflictError> {
        Search::preselect(self.search.links().clone(), ItemRule::Smallest, prefix)
    }

    /// The problem in Knuth's format, as the search starts: an exact-cover
    /// problem as it was given (colours included); a sudoku as its matrix
    /// without the givens' items and the options they rule out, which has
    /// the same solutions.
    pub fn to_knuth(&self) -> String {
        let encoding = match &self.subject {
            Subject::Cover(problem) => return problem.to_knuth(),
            Subject::Sudoku(encoding) => encoding,
        };
        let links = self.search.links();
        let items: Vec<usize> = (0..links.items())
            .filter(|&c| !links.is_covered(Links::header(c)))
            .collect();
        let mut index = vec![usize::MAX; links.items()];
        for (i, &c) in items.iter().enumerate() {
            index[c] = i;
        }
        let options: Vec<Vec<usize>> = (0..links.options())
            .filter(|&o| links.is_live(o))
            .map(|o| links.option_items(o).iter().map(|&c| index[c]).collect())
            .collect();
        CoverProblem {
            format: CoverFormat::Knuth,
            names: items.iter().map(|&c| encoding.item_label(c)).collect(),
            primary: items.len(),
            numbers: (1..=options.len()).collect(),
            options,
            colours: Vec::new(),
            colour_names: Vec::new(),
            bounds: Vec::new(),
        }
        .to_knuth()
    }

    /// Short label of an item: `R3#7`, `r3c5`, or an item's name.
    pub fn item_label(&self, item: usize) -> String {
        match &self.subject {
            Subject::Sudoku(encoding) => encoding.item_label(item),
            Subject::Cover(p) => p.names[item].clone(),
        }
    }

    /// What an item asks for: "row 3 has 7", or an item's name.
    pub fn item_meaning(&self, item: usize) -> Msg {
        match &self.subject {
            Subject::Sudoku(encoding) => encoding.item_meaning(item),
            Subject::Cover(p) => msg!("item-named", name = p.names[item].as_str()),
        }
    }

    /// The group an item belongs to, for drawing: `cell`, `row`, `column`,
    /// `box`, `diagonal`, `window`, or `primary`/`secondary` for raw exact
    /// cover.
    pub fn item_group(&self, item: usize) -> &'static str {
        match &self.subject {
            Subject::Sudoku(encoding) => match encoding.item_family(item) {
                Family::Cell => "cell",
                Family::RowDigit => "row",
                Family::ColumnDigit => "column",
                Family::BoxDigit => "box",
                Family::DiagonalDigit => "diagonal",
                Family::WindowDigit => "window",
            },
            Subject::Cover(p) if item < p.primary => "primary",
            Subject::Cover(_) => "secondary",
        }
    }

    /// Label of an option: `r3c5#7`, `row 4` or an option's item names.
    pub fn option_label(&self, option: usize) -> String {
        match &self.subject {
            Subject::Sudoku(encoding) => encoding.option_label(option),
            Subject::Cover(p) => p.option_label(option),
        }
    }
}

/// Of two parse errors for text that is neither a sudoku nor exact cover,
/// the one about the format the text more likely meant.
fn likelier(text: &str, sudoku: ParseError, cover: ParseError) -> ParseError {
    let first = crate::formats::lines(text)
        .map(|(_, line)| line.trim())
        .find(|l| !l.is_empty())
        .unwrap_or("");
    let words: Vec<&str> = first.split_whitespace().collect();
    let looks_like_cover = first.starts_with('|')
        || first.contains(" | ")
        || (words.len() == 2 && words.iter().all(|w| w.parse::<usize>().is_ok()))
        || (words.len() > 1
            && words
                .iter()
                .any(|w| w.len() > 2 && w.parse::<u32>().is_err()))
        // Spaced words that are too few for a grid's row: item names.
        || (words.len() > 1 && crate::sudoku::Shape::for_side(words.len()).is_none());
    if looks_like_cover {
        cover
    } else {
        sudoku
    }
}

#[cfg(test)]
mod knuth_tests {
    use super::*;
    use crate::dlx::{solve, Limits};

    #[test]
    fn a_sudoku_exported_in_knuths_format_has_the_same_solutions() {
        for text in ["12..34..........", "1.3.........4..."] {
            let trace = Trace::from_text(text, None, ItemRule::Smallest).unwrap();
            let whole = solve(trace.search.clone(), Limits::ALL).count;
            let exported = crate::formats::cover::parse(&trace.to_knuth()).unwrap();
            let again = solve(
                Search::new(exported.links(), ItemRule::Smallest),
                Limits::ALL,
            )
            .count;
            assert_eq!(again, whole, "{text}");
            assert!(whole > 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knuth_example_by_trace() {
        let text = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";
        let mut t = Trace::from_text(text, None, ItemRule::Smallest).unwrap();
        let event = Stepper::run_to(&mut t, "solution", 1000);
        assert_eq!(event.map(|e| e.kind), Some(EventKind::Solution));
        let mut s = t.search.solution();
        s.sort();
        assert_eq!(s, vec![0, 3, 4]);
        assert_eq!(t.option_label(3), "A D");
    }

    #[test]
    fn an_event_kinds_name_is_its_variant_in_lower_case() {
        use EventKind::*;
        let all = [
            Choose, Cover, Try, Undo, Uncover, Solution, Done, Deepen, Prune, Close, Leave, Dead,
        ];
        for kind in all {
            assert_eq!(format!("{kind:?}").to_lowercase(), kind.name());
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.name());
        }
        // X's run targets are its first seven, and backtrack.
        let x: Vec<&str> = all[..7].iter().map(|k| k.name()).collect();
        assert_eq!(x, KINDS[..7]);
    }

    #[test]
    fn short_item_names_get_the_exact_cover_error() {
        let e = Trace::from_text("A B\nA Z\n", None, ItemRule::Smallest).unwrap_err();
        assert!(e.to_string().contains('Z'), "{e}");
        assert!(!e.to_string().contains("sudoku"), "{e}");
    }

    #[test]
    fn sudoku_trace_preselects_givens() {
        let text = "1...\n..3.\n.4..\n...2\n";
        let t = Trace::from_text(&text.replace('\n', ""), None, ItemRule::Smallest).unwrap();
        assert_eq!(t.search.preselected().len(), 4);
        assert_eq!(t.item_label(16), "R1#1");
        assert_eq!(t.item_group(16), "row");
    }

    #[test]
    fn live_view_follows_cover_and_uncover() {
        let text = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";
        let mut t = Trace::from_text(text, None, ItemRule::Smallest).unwrap();
        let mut view = Vec::new();
        assert_eq!(t.search.links().live_view(&mut view), 6);
        assert_eq!(view, vec![0; 6 + 7]);
        t.step(); // choose A
        t.step(); // cover A: options 2 and 4 (A D G, A D) go
        assert_eq!(t.search.links().live_view(&mut view), 4);
        assert_eq!(&view[..6], &[0, 1, 0, 1, 0, 0]);
        assert_eq!(&view[6..], &[1, 0, 0, 0, 0, 0, 0]);
        t.back();
        assert_eq!(t.search.links().live_view(&mut view), 6);
        assert_eq!(view, vec![0; 6 + 7]);
    }

    #[test]
    fn option_cells_of_a_sudoku() {
        let t = Trace::from_text(&".".repeat(16), None, ItemRule::Smallest).unwrap();
        let cells = t.option_cells().unwrap();
        assert_eq!(cells.len(), 64);
        assert_eq!(cells[0], (0, 1));
        assert_eq!(cells[63], (15, 4));
    }

    #[test]
    fn bad_text_gets_the_likelier_error() {
        let e = Trace::from_text("3 2\n1 0\n", None, ItemRule::Smallest).unwrap_err();
        assert!(
            e.to_string().contains("2 rows") || e.to_string().contains("only 1"),
            "{e}"
        );
        let e = Trace::from_text("12x4\n", None, ItemRule::Smallest).unwrap_err();
        assert!(e.to_string().contains("column 3: 'x'"), "{e}");
        // Meant as exact cover, the same text gets that parser's error.
        let e = Trace::read("12x4\n", None, ItemRule::Smallest, Meant::Cover).unwrap_err();
        assert!(e.to_string().contains("items but no options"), "{e}");
    }
}
