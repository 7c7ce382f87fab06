//! Inputs that the fuzz targets (`fuzz/`, `make fuzz`) found failing, each
//! kept as it was found, with what it broke.

use dlx_lab::dlx::{self, ItemRule, Search};
use dlx_lab::formats::cover;

/// cover_e2e: two options that both give `s1` the colour B form a solution,
/// but `dlx::verify` counted `s1` twice, as if colours did not exist; and
/// mid-search `Links::option_colours` gave the purified marker instead of B.
#[test]
fn options_that_agree_on_a_colour_verify() {
    let text = "p1 p2 p3 p4 p5 | s1\np2 s1:B\np1 p3 p4 p5 s1:B\n| a comment\np1 p2 p4\n\
                | a comment\np1\n| a comment\np1\n| a comment\np1\n";
    let problem = cover::parse(text).unwrap();
    let links = problem.links();
    let mut solutions = 0;
    Search::new(links.clone(), ItemRule::Smallest).run(None, |s| {
        let solution = s.solution();
        dlx::verify(&links, &solution).unwrap();
        dlx::verify(s.links(), &solution).unwrap();
        for &o in &solution {
            assert_eq!(s.links().option_colours(o), links.option_colours(o));
        }
        solutions += 1;
        true
    });
    assert_eq!(solutions, 1);
    // Colours that disagree still clash.
    let problem = cover::parse("p1 p2 | s1\np1 s1:A\np2 s1:B\n").unwrap();
    assert!(dlx::verify(&problem.links(), &[0, 1]).is_err());
}

/// parse_cover: a byte-order mark after blank lines was read as the start
/// of the first item's name, `\u{feff}`; written back in Knuth's format,
/// that name started the text, where a byte-order mark is skipped, and the
/// item was lost.
#[test]
fn a_byte_order_mark_past_the_start_separates() {
    let text = format!("{}\u{feff}\u{c}-\n-\n", "\n".repeat(58));
    let problem = cover::parse(&text).unwrap();
    assert_eq!(problem.names, ["-"]);
    let again = cover::parse(&problem.to_knuth()).unwrap();
    assert_eq!(
        (again.names, again.options),
        (problem.names, problem.options)
    );
}

/// parse_cover: two primary items named by numbers alone (`|` and no
/// secondary items after them) were written back in Knuth's format as the
/// line `10040013080 2`, which reads as a matrix's `n m`.
#[test]
fn items_named_by_two_numbers_stay_items() {
    let problem = cover::parse("10040013080 2 |\n2").unwrap();
    assert_eq!(problem.format, cover::CoverFormat::Knuth);
    let again = cover::parse(&problem.to_knuth()).unwrap();
    assert_eq!(again.format, cover::CoverFormat::Knuth);
    assert_eq!(
        (again.names, again.options),
        (problem.names, problem.options)
    );
}
