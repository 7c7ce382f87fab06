//! The catalogues (`locales/<lang>/*.ftl`): every language has the same
//! files, the same message ids in each, with the same arguments; every id
//! the Rust code builds a message with is in them; and the words come out
//! in the language asked for, from the library and from the command line.

#![cfg(not(target_arch = "wasm32"))]

use crate::pipe;

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

const LOCALES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/locales");

/// Every catalogue file: language → file name → its text.
fn catalogues() -> BTreeMap<String, BTreeMap<String, String>> {
    let mut out = BTreeMap::new();
    for lang in std::fs::read_dir(LOCALES).unwrap() {
        let lang = lang.unwrap().path();
        let mut files = BTreeMap::new();
        for file in std::fs::read_dir(&lang).unwrap() {
            let file = file.unwrap().path();
            if file.extension().is_some_and(|e| e == "ftl") {
                files.insert(name(&file), std::fs::read_to_string(&file).unwrap());
            }
        }
        out.insert(name(&lang), files);
    }
    out
}

fn name(path: &Path) -> String {
    path.file_name().unwrap().to_string_lossy().into_owned()
}

/// The variables a pattern uses, in its selectors and variants too.
fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_variables(i, out),
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
    }
}

fn inline_variables(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// A file's messages: id → the variables it uses. Panics on a syntax error.
fn messages(lang: &str, file: &str, text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("locales/{lang}/{file} does not parse: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(ast::Message {
                id,
                value: Some(value),
                ..
            }) => {
                let mut vars = BTreeSet::new();
                variables(&value, &mut vars);
                assert!(
                    out.insert(id.name.to_string(), vars).is_none(),
                    "locales/{lang}/{file}: {} twice",
                    id.name
                );
            }
            Entry::Message(m) => panic!("locales/{lang}/{file}: {} has no value", m.id.name),
            Entry::Junk { content } => panic!("locales/{lang}/{file}: junk {content:?}"),
            _ => {}
        }
    }
    out
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let all = catalogues();
    let en = &all["en"];
    assert_eq!(all.keys().collect::<Vec<_>>(), ["en", "zh-CN"]);
    for (lang, files) in &all {
        assert_eq!(
            files.keys().collect::<Vec<_>>(),
            en.keys().collect::<Vec<_>>(),
            "{lang} has the same files as en"
        );
        for (file, text) in files {
            let theirs = messages(lang, file, text);
            let ours = messages("en", file, &en[file]);
            let missing: Vec<_> = ours.keys().filter(|k| !theirs.contains_key(*k)).collect();
            let extra: Vec<_> = theirs.keys().filter(|k| !ours.contains_key(*k)).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{lang}/{file}: missing {missing:?}, extra {extra:?}"
            );
            for (id, vars) in &ours {
                assert_eq!(
                    &theirs[id], vars,
                    "{lang}/{file}: {id} takes the same arguments as in English"
                );
            }
        }
    }
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

#[test]
fn every_id_the_code_uses_is_in_the_catalogues() {
    let all = catalogues();
    let known: BTreeSet<String> = ["core.ftl", "hints.ftl", "cli.ftl"]
        .iter()
        .flat_map(|f| messages("en", f, &all["en"][*f]).into_keys())
        .collect();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut unknown = Vec::new();
    for file in rust_files(&src) {
        let text = std::fs::read_to_string(&file).unwrap();
        // msg!("id", …), Msg::new("id"), and the ids the tables hold ("technique-…", "engine-…").
        for marker in ["msg!(\"", "Msg::new(\"", "\"technique-", "(\"engine-"] {
            for (i, _) in text.match_indices(marker) {
                let start = i + marker.find('"').unwrap() + 1;
                let id: String = text[start..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                if !id.is_empty() && !known.contains(&id) {
                    unknown.push(format!("{}: {id}", file.display()));
                }
            }
        }
    }
    assert!(unknown.is_empty(), "ids with no message: {unknown:#?}");
}

#[test]
fn the_library_speaks_chinese_when_asked() {
    use dlx_lab::i18n::Lang;
    let e = dlx_lab::formats::sudoku::parse("12x4", None).unwrap_err();
    assert!(e.msg().render(Lang::En).starts_with("line 1"), "{e}");
    let zh = e.msg().render(Lang::ZhCn);
    assert!(zh.starts_with("第 1 行"), "{zh}");
    assert!(
        zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{zh}"
    );
}

/// Runs the command with `args` and `stdin`, in the environment's `LC_ALL`.
fn cli(args: &[&str], stdin: &str, lc_all: &str) -> std::process::Output {
    pipe::piped(
        Command::new(env!("CARGO_BIN_EXE_dlx-lab"))
            .env("LC_ALL", lc_all)
            .args(args),
        stdin,
    )
}

/// Whether `text` holds Chinese characters.
fn chinese(text: &str) -> bool {
    text.chars()
        .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c))
        .count()
        >= 4
}

#[test]
fn the_cli_says_a_hint_an_explain_step_and_an_error_in_chinese() {
    let euler =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300\n";
    for (args, env) in [(["--lang", "zh-CN"], "C"), (["--lang", "zh"], "C")] {
        let hint = cli(&["hint", args[0], args[1]], euler, env);
        let text = String::from_utf8(hint.stdout).unwrap();
        assert!(hint.status.success() && chinese(&text), "{text}");
        assert!(
            text.contains("r") && text.contains(": "),
            "the technique's name stays English: {text}"
        );
    }
    // The environment decides when --lang is not given.
    let explain = cli(
        &["explain"],
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300\n",
        "zh_CN.UTF-8",
    );
    let text = String::from_utf8(explain.stdout).unwrap();
    assert!(text.lines().next().is_some_and(chinese), "{text}");
    let error = cli(&["solve", "--lang", "zh-CN"], "12x4\n", "C");
    let text = String::from_utf8(error.stderr).unwrap();
    assert!(
        !error.status.success() && chinese(&text) && text.contains("第 1 行"),
        "{text}"
    );
    // JSON keeps its keys and technique names, in every language.
    let json = cli(&["hint", "--json", "--lang", "zh-CN"], euler, "C");
    let line: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(
        line["technique"].as_str().is_some_and(|t| t.is_ascii()),
        "{line}"
    );
    assert!(line["explanation"].as_str().is_some_and(chinese), "{line}");
}

#[test]
fn the_cli_help_speaks_the_runs_language() {
    // Every command's help, in Chinese: its headings and every argument's
    // words come from cli.ftl (a missing one would panic).
    for command in [
        "solve", "binary", "cover", "problem", "bench", "trace", "hint", "explain", "rate",
        "generate",
    ] {
        let out = cli(&[command, "--help", "--lang", "zh-CN"], "", "C");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            out.status.success(),
            "{command}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            text.contains("用法：") && text.contains("选项") && chinese(&text),
            "{command}: {text}"
        );
    }
    // clap's own help subcommand too.
    let help = cli(&["help", "solve"], "", "zh_CN.UTF-8");
    assert!(String::from_utf8(help.stdout).unwrap().contains("解数独"));
    let top = cli(&["--help"], "", "zh_CN.UTF-8");
    let text = String::from_utf8(top.stdout).unwrap();
    assert!(
        text.contains("命令") && text.contains("用舞蹈链解精确覆盖问题"),
        "{text}"
    );
    // And in English, as before.
    let text = String::from_utf8(cli(&["solve", "--help"], "", "C").stdout).unwrap();
    assert!(
        text.contains("Usage:") && text.contains("Print 0, 1 or 2+ per puzzle"),
        "{text}"
    );
}
