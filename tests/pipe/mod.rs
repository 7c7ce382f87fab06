//! Running a program on a text, for the tests that drive processes (the
//! CLI in its languages, the compiled C++ listings).

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `command` with `stdin` as its input, its output and errors captured.
pub fn piped(command: &mut Command, stdin: &str) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}
