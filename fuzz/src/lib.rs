//! What the fuzz targets share: bounded text from the fuzzer's bytes, small
//! exact-cover problems built from them, and a reference check of answers
//! that does not go through the dancing links.

use arbitrary::Unstructured;
use dlx_lab::dlx;
use dlx_lab::formats::cover::CoverProblem;
use dlx_lab::sudoku::Shape;
use std::fmt::Write;

/// The longest text a target reads: enough for a 25×25 grid in blocks
/// (about 1,300 bytes) with room to spare, and short enough that every
/// parse is quick, so a slow run points at a real hang.
pub const MAX_TEXT: usize = 4096;

/// Most options a generated problem has: its 2^10 subsets can all be tried.
pub const MAX_OPTIONS: usize = 10;

/// The fuzzer's bytes as text (invalid UTF-8 replaced), or `None` above
/// [`MAX_TEXT`].
pub fn text(data: &[u8]) -> Option<String> {
    (data.len() <= MAX_TEXT).then(|| String::from_utf8_lossy(data).into_owned())
}

/// A box shape for a parser's override, from one byte: `None` (infer it)
/// or any r×c box from 1×1 to 5×5, the odd ones (1×1, 1×n) included.
pub fn shape(byte: u8) -> Option<Shape> {
    let b = usize::from(byte);
    (b % 26 != 0).then(|| Shape::new(1 + b % 5, 1 + b / 5 % 5).expect("at most 5×5"))
}

/// A small exact-cover problem as text: Knuth's format with secondary items,
/// colours (`s1:A`) and comment lines, or the `n m` 0/1 matrix.
pub fn small_cover(u: &mut Unstructured) -> arbitrary::Result<String> {
    let primary = u.int_in_range(1..=5usize)?;
    let secondary = u.int_in_range(0..=3usize)?;
    let options = u.int_in_range(1..=MAX_OPTIONS)?;
    let items = primary + secondary;
    let mut text = String::new();
    if secondary == 0 && u.arbitrary()? {
        let spaced: bool = u.arbitrary()?;
        writeln!(text, "{options} {items}").unwrap();
        for _ in 0..options {
            let row = u.int_in_range(0..=(1u32 << items) - 1)?;
            let cells: Vec<&str> = (0..items)
                .map(|c| if row >> c & 1 == 1 { "1" } else { "0" })
                .collect();
            writeln!(text, "{}", cells.join(if spaced { " " } else { "" })).unwrap();
        }
        return Ok(text);
    }
    let name = |c: usize| {
        if c < primary {
            format!("p{}", c + 1)
        } else {
            format!("s{}", c - primary + 1)
        }
    };
    let mut header: Vec<String> = (0..items).map(name).collect();
    if secondary > 0 {
        header.insert(primary, "|".into());
    }
    writeln!(text, "{}", header.join(" ")).unwrap();
    for _ in 0..options {
        if u.ratio(1, 8)? {
            text += "| a comment\n";
        }
        // Never without a primary item, which the parser asks for.
        let row =
            u.int_in_range(0..=(1u32 << items) - 1)? | 1 << u.int_in_range(0..=primary - 1)?;
        let mut words = Vec::new();
        for c in (0..items).filter(|c| row >> c & 1 == 1) {
            let colour = if c >= primary {
                u.choose(&["", ":A", ":B"])?
            } else {
                &""
            };
            words.push(format!("{}{colour}", name(c)));
        }
        writeln!(text, "{}", words.join(" ")).unwrap();
    }
    Ok(text)
}

/// Whether `chosen` solves `problem` by Knuth's rules, read off the parsed
/// problem rather than the links: every primary item exactly once, and a
/// secondary item at most once or by options that all give it one colour.
pub fn is_solution(problem: &CoverProblem, chosen: &[usize]) -> bool {
    let mut uses: Vec<Vec<u32>> = vec![Vec::new(); problem.names.len()];
    for &o in chosen {
        for (k, &c) in problem.options[o].iter().enumerate() {
            uses[c].push(problem.colours.get(o).map_or(0, |colours| colours[k]));
        }
    }
    uses.iter()
        .enumerate()
        .all(|(c, used)| match used.as_slice() {
            [] => c >= problem.primary,
            [_] => true,
            [first, rest @ ..] => {
                c >= problem.primary && *first != 0 && rest.iter().all(|k| k == first)
            }
        })
}

/// The number of solutions of a problem of at most [`MAX_OPTIONS`] options,
/// by trying every subset.
pub fn brute_count(problem: &CoverProblem) -> u64 {
    let k = problem.options.len();
    assert!(k <= MAX_OPTIONS, "too many options to try every subset");
    (0..1u32 << k)
        .filter(|set| {
            let chosen: Vec<usize> = (0..k).filter(|o| set >> o & 1 == 1).collect();
            is_solution(problem, &chosen)
        })
        .count() as u64
}

/// Panics unless `chosen` is a solution by both the library's
/// [`dlx::verify`] and [`is_solution`].
pub fn assert_solution(problem: &CoverProblem, chosen: &[usize]) {
    if let Err(e) = dlx::verify(&problem.links(), chosen) {
        panic!("dlx::verify rejects {chosen:?}: {e}");
    }
    assert!(is_solution(problem, chosen), "{chosen:?} is not a solution");
}
