//! Counting the pentominoes, against the `xcov` crate (a Rust DLX) on the
//! same Knuth-format input in the same run: our links alone (the search the
//! page steps through), our count (`split::Counter`, which runs the
//! bit-parallel engine here, on the same tree), and that count split over
//! two threads (`dlx::split`). Rounds are interleaved and the best of each
//! kept, as this machine's speed drifts. The figures also go to
//! target/bench/classics.json for bench/summary.mjs. Run with `make bench`
//! (or `cargo bench --bench classics`).

use dlx_lab::dlx::{self, split, ItemRule, Limits, Search};
use dlx_lab::formats::cover::parse;
use dlx_lab::problems::{pentominoes, BOARDS};
use rayon::prelude::*;
use std::time::Instant;
use xcov::{DlxBuilder, ExactCoverProblem, MrvExactCoverSearch};

/// Rounds of each measure.
const ROUNDS: usize = 3;

/// Milliseconds `f` takes, and what it returns.
fn timed(f: impl FnOnce() -> u64) -> (f64, u64) {
    let start = Instant::now();
    let out = f();
    (start.elapsed().as_secs_f64() * 1e3, out)
}

fn main() {
    println!(
        "{:<18} {:>9} {:>9} {:>9} {:>7} {:>9} {:>7} {:>12} {:>8}",
        "count",
        "solutions",
        "xcov ms",
        "links ms",
        "× xcov",
        "count ms",
        "× xcov",
        "2 threads ms",
        "speed-up"
    );
    let mut summary = serde_json::Map::new();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a pool of 2");
    for board in [BOARDS[0], BOARDS[1]] {
        let problem = parse(&pentominoes(board)).expect("the generator writes valid text");
        let links = problem.links();
        let xcov = || {
            let secondary = problem.names.len() - problem.primary;
            let mut builder = DlxBuilder::new(problem.primary, secondary);
            for option in &problem.options {
                let items: Vec<usize> = option.iter().map(|&c| c + 1).collect();
                builder.add_option(&items);
            }
            let mut search = MrvExactCoverSearch::new(builder.build());
            let mut count = 0;
            while search.search() {
                count += 1;
            }
            count
        };
        let on_links =
            || dlx::solve(Search::new(links.clone(), ItemRule::Smallest), Limits::ALL).count;
        let counted = || split::Counter::count(&links, &[]).0;
        // As `dlx-lab cover --count` does it: a Counter per thread,
        // restarted on each piece.
        let parallel = || {
            let prefixes = split::split(&links, 2);
            let piece = |counter: &mut split::Counter, prefix: &Vec<usize>| {
                counter.restart(prefix, 0).expect("split gives no clash");
                while !counter.run(u64::MAX) {}
                counter.stats().solutions
            };
            let counter = || split::Counter::new(&links, &[], 0).expect("no prefix, no clash");
            pool.install(|| prefixes.par_iter().map_init(counter, piece).sum())
        };
        let mut best = [f64::INFINITY; 4];
        let mut counts = [0; 4];
        for _ in 0..ROUNDS {
            let measures: [&dyn Fn() -> u64; 4] = [&xcov, &on_links, &counted, &parallel];
            for (i, measure) in measures.iter().enumerate() {
                let (ms, count) = timed(measure);
                best[i] = best[i].min(ms);
                counts[i] = count;
            }
        }
        assert!(
            counts.iter().all(|&c| c == counts[0]),
            "the counts differ on {}: {counts:?}",
            board.name
        );
        let [xcov_ms, links_ms, count_ms, two_ms] = best;
        println!(
            "{:<18} {:>9} {xcov_ms:>9.0} {links_ms:>9.0} {:>7.2} {count_ms:>9.0} {:>7.2} {two_ms:>12.0} {:>8.2}",
            format!("pentominoes {}", board.name),
            counts[0],
            links_ms / xcov_ms,
            count_ms / xcov_ms,
            count_ms / two_ms
        );
        let figures = serde_json::json!({ "xcov": xcov_ms, "links": links_ms, "count": count_ms, "two": two_ms });
        summary.insert(board.name.to_string(), figures);
    }
    std::fs::create_dir_all("target/bench").expect("target/ is writable");
    let json = serde_json::to_string_pretty(&summary).expect("plain numbers");
    std::fs::write("target/bench/classics.json", json).expect("target/ is writable");
}
