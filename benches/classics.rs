//! Counting the pentominoes, against the `xcov` crate (a Rust DLX) on the
//! same Knuth-format input in the same run, on one thread and split over
//! two (`dlx::split`). Run with `make bench` (or `cargo bench --bench
//! classics`).

use dlx_lab::dlx::split;
use dlx_lab::formats::cover::parse;
use dlx_lab::problems::{pentominoes, BOARDS};
use rayon::prelude::*;
use std::time::Instant;
use xcov::{DlxBuilder, ExactCoverProblem, MrvExactCoverSearch};

fn main() {
    println!(
        "{:<18} {:>10} {:>12} {:>10} {:>12} {:>10}",
        "count", "solutions", "dlx-lab ms", "× xcov", "2 threads ms", "speed-up"
    );
    for board in [BOARDS[0], BOARDS[1]] {
        let problem = parse(&pentominoes(board)).expect("the generator writes valid text");
        let links = problem.links();

        let start = Instant::now();
        let (ours, _) = split::count_prefix(&links, &[]);
        let one = start.elapsed().as_secs_f64() * 1e3;

        let start = Instant::now();
        let mut builder = DlxBuilder::new(problem.primary, problem.names.len() - problem.primary);
        for option in &problem.options {
            let items: Vec<usize> = option.iter().map(|&c| c + 1).collect();
            builder.add_option(&items);
        }
        let mut search = MrvExactCoverSearch::new(builder.build());
        let mut theirs = 0u64;
        while search.search() {
            theirs += 1;
        }
        let xcov = start.elapsed().as_secs_f64() * 1e3;
        assert_eq!(ours, theirs, "dlx-lab and xcov disagree on {}", board.name);

        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .expect("a pool of 2");
        let start = Instant::now();
        let prefixes = split::split(&links, 2);
        let parallel: u64 = pool.install(|| {
            prefixes
                .par_iter()
                .map(|p| split::count_prefix(&links, p).0)
                .sum()
        });
        let two = start.elapsed().as_secs_f64() * 1e3;
        assert_eq!(parallel, ours);
        println!(
            "{:<18} {ours:>10} {one:>12.0} {:>10.2} {two:>12.0} {:>10.2}",
            format!("pentominoes {}", board.name),
            one / xcov,
            one / two
        );
    }
}
