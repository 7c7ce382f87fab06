//! Reading a command's input: a file, or stdin, as UTF-8 text of a bounded
//! size, with errors that say where the text goes wrong.

use super::{Failure, Result};
use dlx_lab::msg;
use std::io::Read;

/// The most input a command reads, from a file or stdin: 32 MiB, more than
/// 400,000 one-line sudokus. A larger input is refused before it is read
/// whole, with a message that names this limit.
const MAX_INPUT_BYTES: u64 = 32 << 20;

/// Reads a file, or stdin for `None` or `-`, as UTF-8 text of at most
/// [`MAX_INPUT_BYTES`].
pub fn read(file: Option<&str>) -> Result<String> {
    let too_large = |what: dlx_lab::i18n::Msg| {
        Failure::Words(msg!(
            "input-too-large",
            what = what,
            mib = MAX_INPUT_BYTES >> 20
        ))
    };
    let (bytes, what) = match file {
        None | Some("-") => (limited(std::io::stdin().lock())?, msg!("input-stdin")),
        Some(path) => {
            let cannot = |e: std::io::Error| {
                Failure::Words(msg!(
                    "input-cannot-read",
                    path = path,
                    error = e.to_string()
                ))
            };
            let f = std::fs::File::open(path).map_err(cannot)?;
            if f.metadata().map_err(cannot)?.len() > MAX_INPUT_BYTES {
                return Err(too_large(msg!("input-file", path = path)));
            }
            (limited(f).map_err(cannot)?, msg!("input-file", path = path))
        }
    };
    let bytes = bytes.ok_or_else(|| too_large(what.clone()))?;
    String::from_utf8(bytes).map_err(|e| not_utf8(what, e))
}

/// At most [`MAX_INPUT_BYTES`] of `reader`: `None` if it has more.
fn limited(reader: impl Read) -> std::io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    reader.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= MAX_INPUT_BYTES).then_some(bytes))
}

/// Where text that is not UTF-8 goes wrong: its line, its column (in
/// characters) and the byte.
fn not_utf8(what: dlx_lab::i18n::Msg, e: std::string::FromUtf8Error) -> Failure {
    let bytes = e.as_bytes();
    let good = e.utf8_error().valid_up_to();
    let text = std::str::from_utf8(&bytes[..good]).expect("valid up to here");
    let line = text.matches('\n').count() + 1;
    let column = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    Failure::Words(msg!(
        "parse-at",
        line = line.to_string(),
        column = column.to_string(),
        message = msg!(
            "input-not-utf8",
            what = what,
            byte = format!("0x{:02X}", bytes[good])
        )
    ))
}
