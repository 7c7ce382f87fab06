//! `www/constants.js` is the library's settings ([`dlx_lab::constants`]) as
//! a module the page imports, so that its first paint (the puzzle-type menu,
//! a link's size, the classics' pickers) waits for no wasm. This test holds
//! the file to the library: it fails while they differ, and
//! `DLX_LAB_RECORD=1 cargo test --test native constants` writes it again.

use std::path::Path;

#[test]
fn www_constants_js_is_the_librarys() {
    let json = serde_json::to_string(&dlx_lab::constants::constants()).unwrap();
    let wanted = format!(
        "// Written by tests/constants.rs from src/constants.rs: edit that, then run\n\
         // `DLX_LAB_RECORD=1 cargo test --test native constants`. The wasm module's\n\
         // constants() gives the same values.\n\
         export default {json};\n"
    );
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("www/constants.js");
    if std::env::var_os("DLX_LAB_RECORD").is_some() {
        std::fs::write(&path, &wanted).unwrap();
    }
    let found = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        found == wanted,
        "www/constants.js is not the library's: DLX_LAB_RECORD=1 cargo test --test native constants writes it"
    );
}
