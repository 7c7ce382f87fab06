//! No import cycle among the modules of `src/` (issue 52).
//!
//! A cycle means two parts cannot be understood, changed or moved one
//! without the other: `error.rs` naming the parsers that name it, the
//! exact-cover engine naming the format that names the engine. Layers are
//! meant to point one way (the engine under the formats, the formats under
//! the CLI and the bindings), and this test holds them to it by reading the
//! sources, with no parser crate, so it runs in a moment.
//!
//! # The edges
//!
//! - **Modules are files.** `src/a/b.rs` and `src/a/b/mod.rs` are the module
//!   `a::b`; the tree is found by following the `mod name;` declarations
//!   from each crate root (`src/lib.rs` for the library, `src/main.rs` for
//!   the command line, whose `crate::` is its own). An inline `mod tests {
//!   … }` is part of its file: a `super::` inside it climbs out of the
//!   inline module first.
//! - **An edge A → B** when A's file names a path that resolves to module B:
//!   a path starting with `crate::`, `super::` or `self::`, or with the name
//!   of one of A's own child modules (`use dance::Dance;` in `repeat.rs`),
//!   in a `use` or inline in the code (`crate::i18n::either(…)`). The path
//!   resolves to the longest module path that exists as a file; the
//!   segment after it is the item named. Comments (doc links included),
//!   strings and character literals are not read.
//! - **Re-exports are followed to the file that defines the item.** When
//!   the item a path names in module M is brought into M by a `use` at M's
//!   top level (`pub use links::{BuildError, Links};` in `dlx/mod.rs`),
//!   the path resolves through that `use`, as the compiler does:
//!   `super::Links` in `dlx/bounds.rs` is an edge to `dlx::links`, not to
//!   `dlx`. A child reaching what its parent only re-exports names the
//!   file that defines it. Glob imports (`use x::*`) are not followed.
//! - **An imported module is an alias, not an edge.** `use crate::dlx;`
//!   adds no edge by itself; each later path through it (`dlx::Links`) is
//!   resolved as the full path would be.
//! - **`#[macro_export]` macros** live at the crate root but belong to the
//!   file that defines them: `crate::msg` is an edge to `i18n`.
//! - Paths into other crates (`std::`, `dlx_lab::` from the command line)
//!   are no edges: a cycle cannot cross a crate.
//! - **Code under `#[cfg(test)]` is not read** (a `mod tests;` file, an
//!   inline `mod tests { … }`, a test-only function): a unit test may build
//!   its input with a higher layer (the engine's tests parse problems with
//!   `formats`) without the library depending on it.
//!
//! # The cycles
//!
//! **The children of each module, each standing for its whole subtree, must
//! not name one another in a cycle.** An edge from a file under `a::x` to
//! a file under `a::y` is an edge `a::x → a::y`; `error → sudoku` (for
//! `Clash`) and `sudoku::variant → error` (for `Unknown`) make the cycle
//! `error → sudoku → error`, because `sudoku` is one part to whoever uses
//! it. Edges between a module's own file and its descendants are not
//! checked: a `mod.rs` that lists, re-exports or calls its children while
//! they use the types it defines is the usual Rust tree, not two layers.
//! Every cycle of files that does not pass through such a parent shows up
//! as a cycle of siblings (under the files' deepest common ancestor).
//!
//! When it fails it prints each cycle as `a → b → … → a`, with the file
//! and line of a path that makes each edge.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

/// A module's path from its crate root: `["dlx", "links"]`; the root is `[]`.
type ModPath = Vec<String>;

#[test]
fn no_import_cycle_in_src() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let read = |rel: &str| std::fs::read_to_string(src.join(rel)).ok();
    let mut report = String::new();
    for root in ["lib.rs", "main.rs"] {
        let krate = Crate::read(root, &read);
        assert!(
            krate.modules.len() > 1,
            "the module tree of src/{root} was not found"
        );
        for cycle in krate.cycles() {
            report.push_str(&krate.describe(&cycle));
        }
    }
    assert!(
        report.is_empty(),
        "import cycles among the modules of src/:\n{report}"
    );
}

/// The exact-cover engine says no words: no file under `src/dlx/` names the
/// catalogues (`i18n`), nor any module that names them, however far down.
/// Its errors are data (`BuildError`, `VerifyError`, `Unknown`), put in
/// words above it (`error.rs`), so that the engine can be read, tested and
/// reused without the language machinery (issue 52).
#[test]
fn the_exact_cover_engine_reaches_no_words() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let read = |rel: &str| std::fs::read_to_string(src.join(rel)).ok();
    let krate = Crate::read("lib.rs", &read);
    let engine = vec!["dlx".to_string()];
    let words = vec!["i18n".to_string()];
    assert!(krate.modules.contains_key(&engine) && krate.modules.contains_key(&words));
    if let Some(path) = krate.path_between(&engine, &words) {
        panic!("the exact-cover engine reaches the catalogues:\n{path}");
    }
}

/// One crate's modules, read from its root file.
struct Crate {
    /// Every module, by path.
    modules: BTreeMap<ModPath, Module>,
    /// `#[macro_export]` macros (at the crate root) and the module defining each.
    macros: BTreeMap<String, ModPath>,
}

/// One module: a file.
struct Module {
    /// Its file, relative to `src/`.
    file: String,
    /// Its child modules declared with `mod name;`.
    children: BTreeSet<String>,
    /// Its file read: the `use`s and the paths.
    scan: Scan,
}

/// The edges from each module to each other, with one place naming it.
type Edges = BTreeMap<ModPath, BTreeMap<ModPath, Why>>;

/// Where an edge comes from: a file (its module) and a line of it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Why {
    module: ModPath,
    line: usize,
}

impl Crate {
    /// The crate whose root is `root` (relative to `src/`), its files read by `read`.
    fn read(root: &str, read: &dyn Fn(&str) -> Option<String>) -> Crate {
        let mut modules = BTreeMap::new();
        let mut macros = BTreeMap::new();
        let mut todo = vec![(ModPath::new(), root.to_string())];
        while let Some((path, file)) = todo.pop() {
            let Some(text) = read(&file) else { continue };
            let scan = Scan::of(&text);
            // Where the children's files are: beside a mod.rs or a root,
            // else in the directory named as the file.
            let dir = match file.rsplit_once('/') {
                _ if file == root => String::new(),
                Some((dir, "mod.rs")) => format!("{dir}/"),
                None if file == "mod.rs" => String::new(),
                _ => format!("{}/", file.trim_end_matches(".rs")),
            };
            for child in &scan.mods {
                let mut child_path = path.clone();
                child_path.push(child.clone());
                let flat = format!("{dir}{child}.rs");
                let nested = format!("{dir}{child}/mod.rs");
                let file = if read(&flat).is_some() { flat } else { nested };
                todo.push((child_path, file));
            }
            for name in &scan.macros {
                macros.insert(name.clone(), path.clone());
            }
            let children = scan.mods.iter().cloned().collect();
            modules.insert(
                path,
                Module {
                    file,
                    children,
                    scan,
                },
            );
        }
        Crate { modules, macros }
    }

    /// The module and item that `segments` names, written in module `from`
    /// `inline` inline modules deep; `None` when it leaves the crate.
    fn resolve(
        &self,
        from: &[String],
        inline: usize,
        segments: &[String],
    ) -> Option<(ModPath, Option<String>)> {
        self.resolve_in(from, inline, segments, 0)
    }

    fn resolve_in(
        &self,
        from: &[String],
        mut inline: usize,
        segments: &[String],
        depth: usize,
    ) -> Option<(ModPath, Option<String>)> {
        if depth > 16 {
            return None;
        }
        let module = self.modules.get(from)?;
        let (mut base, rest): (ModPath, &[String]) = match segments.first()?.as_str() {
            "crate" => (ModPath::new(), &segments[1..]),
            "self" => (from.to_vec(), &segments[1..]),
            "super" => {
                let mut base = from.to_vec();
                let supers = segments.iter().take_while(|s| *s == "super").count();
                for _ in 0..supers {
                    if inline > 0 {
                        inline -= 1;
                    } else {
                        base.pop()?;
                    }
                }
                (base, &segments[supers..])
            }
            first if inline == 0 && module.children.contains(first) => (from.to_vec(), segments),
            first => {
                // A module imported by a `use` of this file: an alias.
                let (alias, inline) = module.scan.aliases.get(first)?;
                let mut path = alias.clone();
                path.extend(segments[1..].iter().cloned());
                return self.resolve_in(from, *inline, &path, depth + 1);
            }
        };
        let mut rest = rest;
        while let Some((first, tail)) = rest.split_first() {
            let mut deeper = base.clone();
            deeper.push(first.clone());
            if !self.modules.contains_key(&deeper) {
                break;
            }
            base = deeper;
            rest = tail;
        }
        let Some((item, tail)) = rest.split_first() else {
            return Some((base, None));
        };
        if base.is_empty() {
            if let Some(defined) = self.macros.get(item) {
                return Some((defined.clone(), Some(item.clone())));
            }
        }
        // A name the module brings in with a `use`: resolve through it.
        if let Some(target) = self.modules[&base].scan.imports.get(item) {
            let mut path = target.clone();
            path.extend(tail.iter().cloned());
            if let Some(found) = self.resolve_in(&base, 0, &path, depth + 1) {
                return Some(found);
            }
        }
        Some((base, Some(item.clone())))
    }

    /// Every edge between two files, with the first line naming it.
    fn edges(&self) -> Edges {
        let mut edges = Edges::new();
        for (from, module) in &self.modules {
            for named in &module.scan.paths {
                let Some((to, item)) = self.resolve(from, named.inline, &named.segments) else {
                    continue;
                };
                // A `use` of a whole module only makes an alias (see the
                // module's doc); the paths through it are the edges.
                if matches!(named.bound, Some(Some(_))) && item.is_none() {
                    continue;
                }
                if &to != from {
                    edges
                        .entry(from.clone())
                        .or_default()
                        .entry(to)
                        .or_insert(Why {
                            module: from.clone(),
                            line: named.line,
                        });
                }
            }
        }
        edges
    }

    /// The edges between siblings, each child standing for its subtree
    /// (see the module's doc): a file edge `a::x::p → a::y` is `a::x → a::y`.
    fn sibling_edges(&self) -> Edges {
        let mut siblings = Edges::new();
        for (from, tos) in self.edges() {
            for (to, why) in tos {
                let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
                if common < from.len() && common < to.len() {
                    siblings
                        .entry(from[..=common].to_vec())
                        .or_default()
                        .entry(to[..=common].to_vec())
                        .or_insert(why);
                }
            }
        }
        siblings
    }

    /// The shortest chain of file edges from a module under `from` to one
    /// under `to`, in words (each edge with its file and line), if any.
    fn path_between(&self, from: &[String], to: &[String]) -> Option<String> {
        let edges = self.edges();
        let mut came_from: BTreeMap<ModPath, (ModPath, usize)> = BTreeMap::new();
        let mut queue: VecDeque<ModPath> = self
            .modules
            .keys()
            .filter(|m| m.starts_with(from))
            .cloned()
            .collect();
        let mut seen: BTreeSet<ModPath> = queue.iter().cloned().collect();
        while let Some(node) = queue.pop_front() {
            if node.starts_with(to) {
                let mut lines = Vec::new();
                let mut at = node;
                while let Some((before, line)) = came_from.get(&at) {
                    lines.push(format!(
                        "  {} → {}: src/{}:{}",
                        name(before),
                        name(&at),
                        self.modules[before].file,
                        line
                    ));
                    at = before.clone();
                }
                lines.reverse();
                return Some(lines.join("\n"));
            }
            for (next, why) in edges.get(&node).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    came_from.insert(next.clone(), (node.clone(), why.line));
                    queue.push_back(next.clone());
                }
            }
        }
        None
    }

    /// The cycles among siblings: one shortest cycle through each strongly
    /// connected part, so a fix shows the next one.
    fn cycles(&self) -> Vec<Vec<ModPath>> {
        cycles(&self.sibling_edges())
    }

    /// A cycle in words, each edge with the file and line that makes it.
    fn describe(&self, cycle: &[ModPath]) -> String {
        let edges = self.sibling_edges();
        let mut out = String::new();
        let names: Vec<String> = cycle.iter().chain(cycle.first()).map(|m| name(m)).collect();
        out.push_str(&format!("  {}\n", names.join(" → ")));
        for (i, from) in cycle.iter().enumerate() {
            let to = &cycle[(i + 1) % cycle.len()];
            let why = &edges[from][to];
            out.push_str(&format!(
                "    {} → {}: src/{}:{}\n",
                name(&why.module),
                name(to),
                self.modules[&why.module].file,
                why.line
            ));
        }
        out
    }
}

/// A module's name as written in Rust; `crate` for the root.
fn name(m: &[String]) -> String {
    if m.is_empty() {
        "crate".to_string()
    } else {
        m.join("::")
    }
}

/// A shortest cycle through each strongly connected part of `edges` that
/// has more than one node, starting at its least node.
fn cycles(edges: &Edges) -> Vec<Vec<ModPath>> {
    let nodes: BTreeSet<&ModPath> = edges
        .iter()
        .flat_map(|(from, tos)| std::iter::once(from).chain(tos.keys()))
        .collect();
    let reach = |start: &ModPath| -> BTreeSet<ModPath> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![start.clone()];
        while let Some(node) = todo.pop() {
            for next in edges.get(&node).into_iter().flat_map(|tos| tos.keys()) {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&ModPath, BTreeSet<ModPath>> =
        nodes.iter().map(|n| (*n, reach(n))).collect();
    let mut done = BTreeSet::new();
    let mut found = Vec::new();
    for node in &nodes {
        if done.contains(*node) || !reaches[node].contains(*node) {
            continue;
        }
        // Its part: the nodes it reaches that reach it back.
        let part: BTreeSet<ModPath> = reaches[node]
            .iter()
            .filter(|other| reaches[other].contains(*node))
            .cloned()
            .collect();
        done.extend(part.iter().cloned());
        found.push(shortest_cycle(edges, node, &part));
    }
    found
}

/// The shortest path from `start` back to itself inside `part`, breadth first.
fn shortest_cycle(edges: &Edges, start: &ModPath, part: &BTreeSet<ModPath>) -> Vec<ModPath> {
    let mut came_from: BTreeMap<ModPath, ModPath> = BTreeMap::new();
    let mut queue = VecDeque::from([start.clone()]);
    while let Some(node) = queue.pop_front() {
        for next in edges.get(&node).into_iter().flat_map(|tos| tos.keys()) {
            if !part.contains(next) || came_from.contains_key(next) {
                continue;
            }
            came_from.insert(next.clone(), node.clone());
            if next == start {
                let mut cycle = vec![node.clone()];
                while cycle.last() != Some(start) {
                    let before = came_from[cycle.last().unwrap()].clone();
                    cycle.push(before);
                }
                cycle.reverse();
                return cycle;
            }
            queue.push_back(next.clone());
        }
    }
    unreachable!("a node of a strongly connected part reaches itself")
}

/// A path a file names.
struct Named {
    segments: Vec<String>,
    /// How many inline modules (`mod tests { … }`) it is written in.
    inline: usize,
    /// Written in a `use`: the name it brings in (`None` for a glob).
    bound: Option<Option<String>>,
    line: usize,
}

/// What a file says that the graph needs.
#[derive(Default)]
struct Scan {
    /// `mod name;` declarations at the file's top level.
    mods: Vec<String>,
    /// `#[macro_export] macro_rules! name`.
    macros: Vec<String>,
    /// Every path that may name a module of the crate.
    paths: Vec<Named>,
    /// The names the file's top-level `use`s bring in, and their paths.
    imports: BTreeMap<String, Vec<String>>,
    /// The names any `use` of the file brings in that may be modules, with
    /// their paths and the inline depth of the `use`: the first segment of
    /// a later path may be one.
    aliases: BTreeMap<String, (Vec<String>, usize)>,
}

impl Scan {
    fn of(text: &str) -> Scan {
        let tokens = lex(text);
        let mut scan = Scan::default();
        // The brace depths at which the inline modules opened.
        let mut inline: Vec<usize> = Vec::new();
        let mut depth = 0;
        let mut i = 0;
        let ident = |i: usize| match tokens.get(i) {
            Some((Tok::Ident(s), _)) => Some(s.as_str()),
            _ => None,
        };
        let punct = |i: usize, p: &str| matches!(tokens.get(i), Some((Tok::Punct(q), _)) if q == p);
        while i < tokens.len() {
            let line = tokens[i].1;
            if is_cfg_test(&tokens[i..]) {
                i = skip_item(&tokens, i + CFG_TEST.len());
                continue;
            }
            match &tokens[i].0 {
                Tok::Punct(p) if p == "{" => depth += 1,
                Tok::Punct(p) if p == "}" => {
                    depth -= 1;
                    if inline.last() == Some(&depth) {
                        inline.pop();
                    }
                }
                Tok::Ident(word) if word == "mod" && !punct(i.wrapping_sub(1), "::") => {
                    if let Some(name) = ident(i + 1) {
                        if punct(i + 2, ";") && depth == 0 {
                            scan.mods.push(name.to_string());
                        } else if punct(i + 2, "{") {
                            inline.push(depth);
                        }
                    }
                }
                Tok::Ident(word)
                    if word == "macro_rules"
                        && punct(i + 1, "!")
                        && i >= 4
                        && ident(i - 2) == Some("macro_export") =>
                {
                    if let Some(name) = ident(i + 2) {
                        scan.macros.push(name.to_string());
                    }
                }
                Tok::Ident(word) if word == "use" => {
                    let mut trees = Vec::new();
                    let end = use_tree(&tokens, i + 1, Vec::new(), &mut trees);
                    for (segments, bound) in trees {
                        if let Some(name) = &bound {
                            if depth == 0 {
                                scan.imports.insert(name.clone(), segments.clone());
                            }
                            scan.aliases
                                .insert(name.clone(), (segments.clone(), inline.len()));
                        }
                        scan.paths.push(Named {
                            segments,
                            inline: inline.len(),
                            bound: Some(bound),
                            line,
                        });
                    }
                    i = end;
                    continue;
                }
                Tok::Ident(word) if !punct(i.wrapping_sub(1), "::") && punct(i + 1, "::") => {
                    let before_dollar = punct(i.wrapping_sub(1), "$");
                    let mut segments = vec![word.clone()];
                    let mut j = i + 1;
                    while punct(j, "::") {
                        match ident(j + 1) {
                            Some(next) => segments.push(next.to_string()),
                            None => break,
                        }
                        j += 2;
                    }
                    // `$crate::` in a macro is where the macro is used,
                    // which the macro's own edge already stands for.
                    if !before_dollar {
                        scan.paths.push(Named {
                            segments,
                            inline: inline.len(),
                            bound: None,
                            line,
                        });
                    }
                    i = j;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        scan
    }
}

/// `#[cfg(test)]` as tokens.
const CFG_TEST: [&str; 7] = ["#", "[", "cfg", "(", "test", ")", "]"];

/// Whether `tokens` starts with `#[cfg(test)]`.
fn is_cfg_test(tokens: &[(Tok, usize)]) -> bool {
    tokens.len() >= CFG_TEST.len()
        && CFG_TEST
            .iter()
            .zip(tokens)
            .all(|(want, (tok, _))| match tok {
                Tok::Ident(s) | Tok::Punct(s) => s == want,
            })
}

/// The index after the item that starts at `tokens[i]`: its attributes
/// and signature up to a `;` (`mod tests;`, `use …;`) or a `{ … }` block
/// (and the `;` after it, for `static X: T = T { … };`).
fn skip_item(tokens: &[(Tok, usize)], mut i: usize) -> usize {
    let is = |i: usize, p: &str| matches!(tokens.get(i), Some((Tok::Punct(q), _)) if q == p);
    let mut nested = 0usize;
    while i < tokens.len() {
        if is(i, "(") || is(i, "[") {
            nested += 1;
        } else if is(i, ")") || is(i, "]") {
            nested = nested.saturating_sub(1);
        } else if nested == 0 && is(i, ";") {
            return i + 1;
        } else if nested == 0 && is(i, "{") {
            let mut depth = 0;
            while i < tokens.len() {
                if is(i, "{") {
                    depth += 1;
                } else if is(i, "}") {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                i += 1;
            }
            return if is(i + 1, ";") { i + 2 } else { i + 1 };
        }
        i += 1;
    }
    i
}

/// Reads the use tree at `tokens[i..]` under `prefix` into `out` (each
/// full path and the name it binds, `None` for a glob or `_`); returns the
/// index after it.
fn use_tree(
    tokens: &[(Tok, usize)],
    mut i: usize,
    mut prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) -> usize {
    let punct = |i: usize, p: &str| matches!(tokens.get(i), Some((Tok::Punct(q), _)) if q == p);
    if punct(i, "::") {
        i += 1; // `use ::std::…`: another crate, read and dropped.
        prefix.push(String::new());
    }
    loop {
        match tokens.get(i) {
            Some((Tok::Ident(name), _)) => {
                i += 1;
                if punct(i, "::") {
                    prefix.push(name.clone());
                    i += 1;
                    continue;
                }
                let (path, bound) = if name == "self" && !prefix.is_empty() {
                    (prefix.clone(), prefix.last().cloned())
                } else {
                    let mut path = prefix.clone();
                    path.push(name.clone());
                    (path, Some(name.clone()))
                };
                let bound = if tokens
                    .get(i)
                    .is_some_and(|t| t.0 == Tok::Ident("as".into()))
                {
                    i += 2;
                    match &tokens[i - 1].0 {
                        Tok::Ident(alias) if alias != "_" => Some(alias.clone()),
                        _ => None,
                    }
                } else {
                    bound
                };
                out.push((path, bound));
                return i;
            }
            Some((Tok::Punct(p), _)) if p == "*" => {
                out.push((prefix, None));
                return i + 1;
            }
            Some((Tok::Punct(p), _)) if p == "{" => {
                i += 1;
                while !punct(i, "}") && i < tokens.len() {
                    i = use_tree(tokens, i, prefix.clone(), out);
                    if punct(i, ",") {
                        i += 1;
                    }
                }
                return i + 1;
            }
            _ => return i,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Ident(String),
    Punct(String),
}

/// The identifiers and punctuation of Rust source with its line numbers;
/// comments, strings, character literals and lifetimes are dropped.
fn lex(text: &str) -> Vec<(Tok, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut nested = 0;
            loop {
                if i >= chars.len() {
                    break;
                } else if chars[i] == '/' && at(i + 1) == '*' {
                    nested += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    nested -= 1;
                    i += 2;
                    if nested == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if (c == 'r' || (c == 'b' && at(i + 1) == 'r'))
            && matches!(at(i + 1 + usize::from(c == 'b')), '"' | '#')
            && {
                // A raw string r"…", r#"…"#, br"…": not the raw identifier r#name.
                let mut j = i + 1 + usize::from(c == 'b');
                while at(j) == '#' {
                    j += 1;
                }
                at(j) == '"'
            }
        {
            i += 1 + usize::from(c == 'b');
            let mut hashes = 0;
            while at(i) == '#' {
                hashes += 1;
                i += 1;
            }
            i += 1;
            loop {
                if i >= chars.len() {
                    break;
                }
                if chars[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                    i += 1 + hashes;
                    break;
                }
                if chars[i] == '\n' {
                    line += 1;
                }
                i += 1;
            }
        } else if c == '"' || (c == 'b' && at(i + 1) == '"') {
            i += if c == 'b' { 2 } else { 1 };
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                if at(i) == '\n' {
                    line += 1;
                }
                i += 1;
            }
            i += 1;
        } else if c == '\'' || (c == 'b' && at(i + 1) == '\'') {
            let start = i + if c == 'b' { 2 } else { 1 };
            if at(start) == '\\' {
                // An escaped character: to the closing quote.
                i = start + 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(start + 1) == '\'' {
                i = start + 2; // 'x'
            } else {
                i = start; // a lifetime: its name is read as an identifier
            }
        } else if c == 'r' && at(i + 1) == '#' && (at(i + 2).is_alphabetic() || at(i + 2) == '_') {
            i += 2; // r#name: the identifier name
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            if !c.is_ascii_digit() {
                out.push((Tok::Ident(word), line));
            }
        } else if c == ':' && at(i + 1) == ':' {
            out.push((Tok::Punct("::".into()), line));
            i += 2;
        } else {
            out.push((Tok::Punct(c.to_string()), line));
            i += 1;
        }
    }
    out
}

/// The test above can fail: small crates held in memory, with and without
/// a cycle, and the rules of the module's doc one by one.
mod can_fail {
    use super::*;

    fn crate_of(files: &[(&str, &str)]) -> Crate {
        let files: BTreeMap<String, String> = files
            .iter()
            .map(|(name, text)| (name.to_string(), text.to_string()))
            .collect();
        Crate::read("lib.rs", &|name| files.get(name).cloned())
    }

    fn names(cycles: Vec<Vec<ModPath>>) -> Vec<String> {
        cycles
            .iter()
            .map(|cycle| {
                let mut names: Vec<String> = cycle.iter().map(|m| m.join("::")).collect();
                names.push(names[0].clone());
                names.join(" → ")
            })
            .collect()
    }

    fn path(s: &str) -> ModPath {
        s.split("::").map(String::from).collect()
    }

    #[test]
    fn a_cycle_in_a_graph_is_found() {
        let mut edges = Edges::new();
        for (from, to) in [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")] {
            let why = Why {
                module: path(from),
                line: 1,
            };
            edges.entry(path(from)).or_default().insert(path(to), why);
        }
        assert_eq!(names(cycles(&edges)), ["a → b → c → a"]);
        edges.get_mut(&path("c")).unwrap().remove(&path("a"));
        assert!(cycles(&edges).is_empty());
    }

    #[test]
    fn a_cycle_between_files_is_found_and_described() {
        let krate = crate_of(&[
            ("lib.rs", "pub mod a;\npub mod b;\n"),
            (
                "a.rs",
                "//! crate::b in a comment is no edge\nuse crate::b::B;\n",
            ),
            (
                "b/mod.rs",
                "pub struct B;\nfn f() { let s = \"crate::x::y\"; crate::a::g(); }\n",
            ),
        ]);
        assert_eq!(names(krate.cycles()), ["a → b → a"]);
        let words = krate.describe(&krate.cycles()[0]);
        assert!(words.contains("a → b: src/a.rs:2"), "{words}");
        assert!(words.contains("b → a: src/b/mod.rs:2"), "{words}");
    }

    #[test]
    fn a_path_resolves_to_the_longest_module_and_through_re_exports() {
        let krate = crate_of(&[
            (
                "lib.rs",
                "pub mod dlx;\n#[macro_export]\nmacro_rules! msg { () => {} }\n",
            ),
            (
                "dlx/mod.rs",
                "pub mod links;\nmod problem;\npub use links::{Links as L};\n",
            ),
            ("dlx/links.rs", "mod build;\npub struct Links;\n"),
            ("dlx/links/build.rs", "use super::super::L;\n"),
            (
                "dlx/problem.rs",
                "use super::L;\nuse crate::dlx;\nfn f() { dlx::links::Links; crate::msg!(); }\n",
            ),
        ]);
        let at = |from: &str, p: &str| {
            let segments: Vec<String> = p.split("::").map(String::from).collect();
            krate
                .resolve(&path(from), 0, &segments)
                .map(|(m, _)| m.join("::"))
        };
        assert_eq!(at("dlx::problem", "super::L").unwrap(), "dlx::links");
        assert_eq!(
            at("dlx::problem", "crate::dlx::links::Links::new").unwrap(),
            "dlx::links"
        );
        assert_eq!(at("dlx::problem", "dlx::L").unwrap(), "dlx::links");
        assert_eq!(
            at("dlx::links::build", "super::super::L").unwrap(),
            "dlx::links"
        );
        assert_eq!(at("dlx::problem", "std::fmt"), None);
        // The re-export is followed, so the child and its parent make no cycle.
        assert!(krate.cycles().is_empty(), "{:?}", names(krate.cycles()));
        let edges = krate.edges();
        assert_eq!(
            edges[&path("dlx::problem")]
                .keys()
                .map(|m| m.join("::"))
                .collect::<Vec<_>>(),
            ["", "dlx::links"]
        );
    }

    #[test]
    fn a_subtree_is_one_part_to_its_siblings_and_a_parent_may_use_its_children() {
        // error → sudoku (mod.rs) and sudoku::variant → error: a cycle of
        // siblings, though no cycle of files without the parent's
        // `pub use variant::Variant`.
        let krate = crate_of(&[
            ("lib.rs", "pub mod error;\npub mod sudoku;\n"),
            (
                "error.rs",
                "use crate::sudoku::Clash;\npub struct Unknown;\n",
            ),
            (
                "sudoku/mod.rs",
                "mod variant;\npub use variant::Variant;\npub struct Clash;\n",
            ),
            (
                "sudoku/variant.rs",
                "use super::Clash;\nuse crate::error::Unknown;\n",
            ),
        ]);
        assert_eq!(names(krate.cycles()), ["error → sudoku → error"]);
        let words = krate.describe(&krate.cycles()[0]);
        assert!(
            words.contains("sudoku::variant → error: src/sudoku/variant.rs:2"),
            "{words}"
        );
        // The parent re-exports its child, which uses the parent's type: no cycle.
        let krate = crate_of(&[
            ("lib.rs", "pub mod error;\npub mod sudoku;\n"),
            ("error.rs", "pub struct Unknown;\n"),
            (
                "sudoku/mod.rs",
                "mod variant;\npub use variant::Variant;\npub struct Clash;\n",
            ),
            (
                "sudoku/variant.rs",
                "use super::Clash;\nuse crate::error::Unknown;\n",
            ),
        ]);
        assert!(krate.cycles().is_empty(), "{:?}", names(krate.cycles()));
    }

    #[test]
    fn a_path_to_the_words_is_found_however_far() {
        let krate = crate_of(&[
            ("lib.rs", "mod dlx;\nmod unknown;\nmod i18n;\n"),
            ("dlx/mod.rs", "mod search;\n"),
            ("dlx/search.rs", "use crate::unknown::Unknown;\n"),
            (
                "unknown.rs",
                "pub struct Unknown;\nfn f() { crate::i18n::either(); }\n",
            ),
            ("i18n.rs", "pub fn either() {}\n"),
        ]);
        let words = krate.path_between(&path("dlx"), &path("i18n")).unwrap();
        assert_eq!(
            words,
            "  dlx::search → unknown: src/dlx/search.rs:1\n  unknown → i18n: src/unknown.rs:2"
        );
        assert_eq!(krate.path_between(&path("i18n"), &path("dlx")), None);
    }

    #[test]
    fn super_in_an_inline_module_is_its_own_file() {
        let krate = crate_of(&[
            ("lib.rs", "mod a;\nmod b;\n"),
            ("a.rs", "use crate::b::f;\n#[cfg(test)]\nmod tests {\n    use super::*;\n    use super::super::b::g;\n}\n"),
            ("b.rs", "pub fn f() {}\npub fn g() {}\nmod tests { use super::f; }\n"),
        ]);
        assert!(krate.cycles().is_empty(), "{:?}", names(krate.cycles()));
        // Test code is not read: neither an inline module, nor a file, nor a function.
        let krate = crate_of(&[
            ("lib.rs", "mod a;\nmod b;\n"),
            ("a.rs", "use crate::b::f;\n"),
            ("b.rs", "pub fn f() {}\n#[cfg(test)]\nmod tests { use crate::a::x; }\n#[cfg(test)]\nmod more;\nimpl F {\n    #[cfg(test)]\n    fn t(x: [u8; 2]) -> u8 { crate::a::y() }\n}\n"),
            ("b/more.rs", "use crate::a::z;\n"),
        ]);
        assert!(krate.cycles().is_empty(), "{:?}", names(krate.cycles()));
        assert!(!krate.modules.contains_key(&path("b::more")));
        let krate = crate_of(&[
            ("lib.rs", "mod a;\nmod b;\n"),
            ("a.rs", "use crate::b::f;\n"),
            (
                "b.rs",
                "pub fn f() {}\nmod tests { use super::super::a; fn t() { a::x(); } }\n",
            ),
        ]);
        assert_eq!(names(krate.cycles()), ["a → b → a"]);
    }

    #[test]
    fn the_lexer_drops_comments_strings_and_characters() {
        let words: Vec<String> =
            lex("a /* b /* c */ d */ e 'f' '\\'' 'g \"h\\\"i\" r#\"j\"# br\"k\" r#l // m\nn")
                .into_iter()
                .filter_map(|(t, _)| match t {
                    Tok::Ident(s) => Some(s),
                    Tok::Punct(_) => None,
                })
                .collect();
        assert_eq!(words, ["a", "e", "g", "l", "n"]);
    }
}
