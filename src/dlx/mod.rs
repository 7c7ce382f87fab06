//! The exact-cover engine: Knuth's Algorithm X on dancing links.
//!
//! [`links`] holds the matrix and its two primitive operations, `cover` and
//! `uncover`; [`search`] runs Algorithm X over it as a reversible state
//! machine; [`split`] cuts a search into independent pieces, for counting on
//! every core, counting each piece on the [`bits`] engine when it is the
//! faster. [`solve`] is the one-call entry point that the sudoku engine, the
//! `cover` command and the bindings use. [`bounds`] (Algorithm M) and
//! [`repeat`] (repeated cover) search the same [`Links`]; which of the
//! three [`Algorithm`]s a text is for is the formats' to say
//! (`formats::read_problem`).
//!
//! The engine is the bottom layer: it names neither the formats nor the
//! catalogues of words. Its errors are data ([`BuildError`],
//! [`VerifyError`]); the layers above put them in words.

pub mod bits;
pub mod bounds;
pub mod estimate;
pub mod event;
pub mod links;
mod machine;
pub mod repeat;
pub mod search;
pub mod split;
mod stepped;
mod tried;

pub use crate::limits::Limits;
pub use event::{EventKind, SetFields, StepEvent};
pub use links::{BuildError, Links};
pub use search::{ConflictError, ItemRule, Search, Stats, Stop};
pub use stepped::SetSearch;

/// The search a problem is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Exact cover, with colours: [`Search`].
    X,
    /// Exact cover with multiplicities: [`bounds`].
    M,
    /// Repeated cover: [`repeat`].
    Repeated,
}

/// The result of [`solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The first solution found, as option indices in the order chosen.
    pub first: Option<Vec<usize>>,
    /// Solutions found (at most `Limits::solutions`).
    pub count: u64,
    /// Why the search stopped.
    pub stop: Stop,
    /// Search counters.
    pub stats: Stats,
}

/// Runs `search` under `limits`, keeping the first solution and counting the rest.
pub fn solve(mut search: Search, limits: Limits) -> Outcome {
    let mut first = None;
    let wanted = limits.solutions.unwrap_or(u64::MAX);
    let stop = search.run(limits.nodes, |s| {
        if first.is_none() {
            first = Some(s.solution());
        }
        s.stats().solutions < wanted
    });
    let stats = search.stats();
    Outcome {
        first,
        count: stats.solutions,
        stop,
        stats,
    }
}

/// Checks that `options` form an exact cover of `links`' matrix: every
/// primary item exactly once, every secondary item at most once or by
/// options that all give it the same colour (Knuth's colours).
pub fn verify(links: &Links, options: &[usize]) -> Result<(), VerifyError> {
    for (c, &(times, colour)) in item_uses(links, options)?.iter().enumerate() {
        let primary = c < links.primary_items();
        if (primary && times != 1) || (times > 1 && colour == 0) {
            return Err(VerifyError::Covered { item: c, times });
        }
    }
    Ok(())
}

/// Why a set of options is not what a search should have returned: the
/// error of [`verify`], [`bounds::verify`] and [`repeat::verify`], with
/// 0-based numbers.
///
/// The searches check their own answers with it, so when it happens it is
/// a bug, reported as a panic is: its `Display` says it in English, 1-based
/// ("item 3 is covered 2 times"), the words these checks have always said,
/// with no catalogue (the engine has none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// An option index past the matrix's last option.
    NoSuchOption {
        /// The option.
        option: usize,
    },
    /// An option chosen twice, where a set may hold each option once.
    ChosenTwice {
        /// The option.
        option: usize,
    },
    /// An item covered a number of times its rule does not allow.
    Covered {
        /// The item.
        item: usize,
        /// How many of the options hold it.
        times: u32,
    },
}

impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            VerifyError::NoSuchOption { option } => {
                write!(f, "option {} does not exist", option + 1)
            }
            VerifyError::ChosenTwice { option } => {
                write!(f, "option {} is chosen twice", option + 1)
            }
            VerifyError::Covered { item, times } => {
                write!(f, "item {} is covered {} times", item + 1, times)
            }
        }
    }
}

impl std::error::Error for VerifyError {}

/// Checks that no option is in `options` twice: where an item may be
/// covered more than once, a set of options must say so.
fn distinct(options: &[usize]) -> Result<(), VerifyError> {
    let mut sorted = options.to_vec();
    sorted.sort_unstable();
    match sorted.windows(2).find(|p| p[0] == p[1]) {
        Some(pair) => Err(VerifyError::ChosenTwice { option: pair[0] }),
        None => Ok(()),
    }
}

/// Per item of `links`: how many of `options` use it, and the colour they
/// all give it (0 when one gives none or two disagree). The count that
/// [`verify`] and [`repeat::verify`] check.
fn item_uses(links: &Links, options: &[usize]) -> Result<Vec<(u32, u32)>, VerifyError> {
    let mut uses = vec![(0u32, 0u32); links.items()];
    for &o in options {
        if o >= links.options() {
            return Err(VerifyError::NoSuchOption { option: o });
        }
        for (c, k) in links
            .option_items(o)
            .into_iter()
            .zip(links.option_colours(o))
        {
            let (times, colour) = &mut uses[c];
            *colour = if *times == 0 || *colour == k { k } else { 0 };
            *times += 1;
        }
    }
    Ok(uses)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Knuth's example from "Dancing Links": items A..G, six options, one
    /// solution {A D}, {B G}, {C E F} = options 1, 4, 5 (0-based 0, 3, 4).
    pub(crate) fn knuth_example() -> Links {
        let options: Vec<Vec<usize>> = vec![
            vec![2, 4, 5],
            vec![0, 3, 6],
            vec![1, 2, 5],
            vec![0, 3],
            vec![1, 6],
            vec![3, 4, 6],
        ];
        Links::new(7, 0, &options).unwrap()
    }

    #[test]
    fn knuth_example_has_one_solution() {
        let links = knuth_example();
        let outcome = solve(
            Search::new(links.clone(), ItemRule::Smallest),
            Limits {
                solutions: None,
                nodes: None,
            },
        );
        assert_eq!(outcome.count, 1);
        let mut first = outcome.first.unwrap();
        verify(&links, &first).unwrap();
        first.sort();
        assert_eq!(first, vec![0, 3, 4]);
        assert_eq!(outcome.stop, Stop::Exhausted);
    }

    #[test]
    fn every_rule_finds_the_same_solutions() {
        for rule in [
            ItemRule::First,
            ItemRule::Smallest,
            ItemRule::Random { seed: 7 },
        ] {
            let outcome = solve(
                Search::new(knuth_example(), rule),
                Limits {
                    solutions: None,
                    nodes: None,
                },
            );
            assert_eq!(outcome.count, 1, "{rule:?}");
        }
    }

    #[test]
    fn stepping_back_restores_every_state() {
        let mut search = Search::new(knuth_example(), ItemRule::Smallest);
        let mut states = vec![(search.links().clone(), search.depth(), search.stats().nodes)];
        let mut events = Vec::new();
        while !search.is_done() {
            events.push(search.step());
            states.push((search.links().clone(), search.depth(), search.stats().nodes));
        }
        search.links().sanity().unwrap();
        // Back says the step again, at the depth it leaves.
        let what = |e: &StepEvent| (e.kind, e.item, e.option, e.size);
        while let Some(e) = search.back() {
            assert_eq!(Some(what(&e)), events.pop().as_ref().map(what));
            states.pop();
            let here = (search.links().clone(), search.depth(), search.stats().nodes);
            assert_eq!(&here, states.last().unwrap());
        }
        assert!(events.is_empty());
    }

    /// An item's size and its header share one key when both fit below
    /// the covered flag. 2¹⁷ secondary items and items of 2¹³ nodes
    /// do not, so that matrix keeps bare sizes and a second scan: both
    /// must choose the leftmost smallest item and report its size.
    #[test]
    fn big_and_small_matrices_choose_alike() {
        for (secondary, big) in [(0, 3), (1 << 17, 1 << 13)] {
            // Items 0..4 with big+1, big, big, big+1 options.
            let sizes = [big + 1, big, big, big + 1];
            let options: Vec<Vec<usize>> = (0..4)
                .flat_map(|c| std::iter::repeat_n(vec![c], sizes[c]))
                .collect();
            let mut links = Links::new(4, secondary, &options).unwrap();
            let header = links.smallest_item().unwrap();
            assert_eq!((header, links.size(header)), (Links::header(1), big as u32));
            links.cover(header);
            let header = links.smallest_item().unwrap();
            assert_eq!((header, links.size(header)), (Links::header(2), big as u32));
            links.cover(header);
            assert_eq!(links.smallest_item(), Some(Links::header(0)));
            links.sanity().unwrap();
        }
    }

    #[test]
    fn secondary_items_are_covered_at_most_once() {
        // Primary P0, P1; secondary S. Options {P0,S}, {P1,S}, {P0}, {P1}.
        let options = vec![vec![0, 2], vec![1, 2], vec![0], vec![1]];
        let links = Links::new(2, 1, &options).unwrap();
        let outcome = solve(
            Search::new(links, ItemRule::Smallest),
            Limits {
                solutions: None,
                nodes: None,
            },
        );
        // {0,3}, {2,1}, {2,3}; not {0,1} (S twice).
        assert_eq!(outcome.count, 3);
    }

    #[test]
    fn node_budget_stops_the_search() {
        let links = knuth_example();
        let outcome = solve(
            Search::new(links, ItemRule::First),
            Limits {
                solutions: None,
                nodes: Some(1),
            },
        );
        assert_eq!(outcome.stop, Stop::NodeLimit);
        assert_eq!(outcome.stats.nodes, 1);
    }

    #[test]
    fn build_errors_are_reported() {
        assert_eq!(
            Links::new(2, 0, &[vec![0, 5]]),
            Err(BuildError::NoSuchItem { option: 0, item: 5 })
        );
        assert_eq!(
            Links::new(2, 0, &[vec![1, 1]]),
            Err(BuildError::RepeatedItem { option: 0, item: 1 })
        );
        assert_eq!(
            Links::new(2, 0, &[Vec::<usize>::new()]),
            Err(BuildError::EmptyOption { option: 0 })
        );
    }

    /// Knuth's colour example, TAOCP 7.2.2.1 (49): items p q r | x y, and
    /// options `p q x y:A`, `p r x:A y`, `p x:B`, `q x:A`, `r y:B`. The one
    /// solution is `q x:A` with `p r x:A y`, which agree on x's colour.
    #[test]
    fn knuths_colour_example() {
        let options = [
            vec![0, 1, 3, 4],
            vec![0, 2, 3, 4],
            vec![0, 3],
            vec![1, 3],
            vec![2, 4],
        ];
        let colours = [
            vec![0, 0, 0, 1],
            vec![0, 0, 1, 0],
            vec![0, 2],
            vec![0, 1],
            vec![0, 2],
        ];
        let links = Links::with_colours(3, 2, &options, &colours).unwrap();
        let outcome = solve(Search::new(links.clone(), ItemRule::Smallest), Limits::ALL);
        assert_eq!(outcome.count, 1);
        let mut first = outcome.first.unwrap();
        first.sort_unstable();
        assert_eq!(first, vec![1, 3]);
        // Without the colours, x is plain "at most once": no solution.
        let plain = Links::new(3, 2, &options).unwrap();
        assert_eq!(
            solve(Search::new(plain, ItemRule::Smallest), Limits::ALL).count,
            0
        );
        assert_eq!(
            Links::with_colours(3, 2, &options, &[vec![1]]),
            Err(BuildError::ColourOnPrimary { option: 0, item: 0 })
        );
    }
}
