//! Exact-cover text (the 0/1 matrix, Knuth's format with secondary items
//! and colours) and the auto-detection that the tracer, `trace` and the
//! page use (a sudoku, else exact cover): no panic, sane links, and a
//! problem reads back from its Knuth form as itself.
#![no_main]

use dlx_lab::dlx::ItemRule;
use dlx_lab::formats::cover::{parse, CoverProblem};
use dlx_lab::trace::Trace;
use dlx_lab_fuzz::text;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else {
        return;
    };
    if let Ok(problem) = parse(&text) {
        problem.links().sanity().expect("fresh links are sane");
        for option in 0..problem.options.len() {
            problem.option_label(option);
        }
        // Knuth's format cannot say "no options" (its parser asks for one),
        // which a matrix of 0s can.
        if !problem.options.is_empty() {
            reads_back(&problem);
        }
    }
    let _ = Trace::from_text(&text, None, ItemRule::Smallest);
});

fn reads_back(problem: &CoverProblem) {
    let again = parse(&problem.to_knuth()).unwrap_or_else(|e| panic!("no read back: {e}"));
    assert_eq!(again.names, problem.names);
    assert_eq!(again.primary, problem.primary);
    assert_eq!(again.options, problem.options);
    assert_eq!(again.colours, problem.colours);
    assert_eq!(again.colour_names, problem.colour_names);
}
