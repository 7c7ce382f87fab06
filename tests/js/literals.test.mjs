// No English that a user could see is written into the code: every word
// comes from locales/. This scans the string literals of www/ and pages/
// (JavaScript) and of src/ (Rust) for words, and fails on any that the
// allow-list below does not name with its reason. Comments, Rust's tests,
// the invariants that only a bug can break (expect, assert!, panic!) and
// the TypeScript types the bindings declare are not scanned.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Every file under `dir` (relative to the repository) ending in `ext`. */
function files(dir, ext) {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => relative(ROOT, join(e.parentPath ?? e.path, e.name)));
}

/** A literal that reads as words: two words with a space, or a capitalised word. */
const WORDY = /[A-Za-z]{2,}\s+[A-Za-z]{2,}|^[A-Z][a-z]{2,}/;

/**
 * The literals that may stay, as "file: text", each with why. Keys, CSS
 * and names of the web platform are not words; the CLI's answers are
 * output formats that scripts read (docs/CLI.md's contract).
 */
const ALLOWED = new Map([
  ['www/app/layout.js: Space', 'a key name, shown as a key'],
  ['www/app/wiring.js: Enter', 'a key name (KeyboardEvent.key)'],
  ['www/app/wiring.js: ArrowLeft', 'a key name (KeyboardEvent.key)'],
  ['www/app/wiring.js: ArrowRight', 'a key name (KeyboardEvent.key)'],
  ['www/kinds/sudoku/view.js: Backspace', 'a key name (KeyboardEvent.key)'],
  ['www/kinds/sudoku/view.js: Delete', 'a key name (KeyboardEvent.key)'],
  ['www/kinds/sudoku/view.js: marks pencil', 'CSS classes'],
  ['www/step/links-view.js: node header', 'CSS classes of the header a label is measured in'],
  ['www/step/links-view.js: ArrowLeft', 'a key name (KeyboardEvent.key)'],
  ['www/step/links-view.js: ArrowRight', 'a key name (KeyboardEvent.key)'],
  ['www/step/links-view.js: ArrowUp', 'a key name (KeyboardEvent.key)'],
  ['www/step/links-view.js: ArrowDown', 'a key name (KeyboardEvent.key)'],
  ['www/step/shrink-view.js: 10px system-ui, sans-serif', 'a canvas font'],
  ['www/step/shrink-view.js: 11px system-ui, sans-serif', 'a canvas font'],
  ['www/worker/client.js: Cancelled', "an Error's name, told apart by instanceof; the status says status-cancelled"],
  ['www/worker/worker.js: no such call: ${String(fn)}', 'a call the page never makes: only a bug reaches it'],
  ['www/kinds/share.js: not base64url', 'thrown to the kinds, which say link-marks-not-base64 or link-cover instead'],
  ['www/kinds/cover/examples.js: | Knuth, "Dancing Links" (2000), figure 1\\nA B C D E F G\\nC E F\\nA D G\\nB C F\\nA D\\nB G\\nD E G', "puzzle text: Knuth's example as users paste it"],
  ['www/kinds/repeat/examples.js: | Knuth, "Dancing Links" (2000), figure 1, as repeated cover\\nA B C D E F G\\nC E F\\nA D G\\nB C F\\nA D\\nB G\\nD E G', "puzzle text: Knuth's example, read as repeated cover"],
  ['www/app/layout.js: layout mode-${mode}', 'CSS classes'],
  ['src/cli/cover.rs: No Solution!', 'output format: cover prints it as xcov does'],
  ['src/cli/min.rs: No Solution!', 'output format: cover --min prints it as cover does'],
  ['src/dlx/mod.rs: option {} is chosen twice', "verify, the check of every repeated cover and bounded solution"],
  ['src/problems/set_cover.rs: | a random set cover, {n} items × {n} options\\n{}\\n', "a comment line of the problem's text in Knuth's format"],
  ['src/dlx/event.rs: StepEvent', 'the name serde is given for the struct StepEvent serialises by hand'],
  ['src/cli/solve.rs: No Solution', "output format: solve's answer for an unsolvable puzzle"],
  ['src/cli/solve.rs: Stopped', "output format: solve's answer when --node-limit ran out"],
  ['src/dlx/links.rs: header {header}: left/right links disagree', 'Insane, what Links::check finds: an invariant the tests call, said in English as a panic is'],
  ['src/dlx/links.rs: node {node}: up/down links disagree', 'Insane, what Links::check finds: an invariant the tests call, said in English as a panic is'],
  ['src/dlx/links.rs: node {node} is in item {item} but says {says}', 'Insane, what Links::check finds: an invariant the tests call, said in English as a panic is'],
  ['src/dlx/links.rs: item {item} has {count} nodes but size {size}', 'Insane, what Links::check finds: an invariant the tests call, said in English as a panic is'],
  ['src/dlx/links.rs: the header list does not close', 'Insane, what Links::check finds: an invariant the tests call, said in English as a panic is'],
  ['src/dlx/mod.rs: option {} does not exist', "verify, the check of every solution in the tests"],
  ['src/dlx/mod.rs: item {} is covered {} times', "verify, the check of every solution in the tests"],
  ['src/problems/mod.rs: | Langford pairs, n = {n}\\n{}\\n', "a comment line of the problem's text in Knuth's format"],
  ['www/kinds/cover/examples.js: | A simple example of color controls (dlx3.w)\\nA B 2:3|C | X Y\\nA B X:0 Y:0\\nA C X:1 Y:1\\nC X:0\\nB X:1\\nC Y:1', "puzzle text: Knuth's DLX3 example as dlx3.w gives it"],
  ['www/kinds/repeat/examples.js: | FZU 1686: a 4×4 grid, attacks of 2×2', "a comment line of the problem's text in Knuth's format"],
  ['src/problems/oj/monsters.rs: attack at r{}c{}', "a comment line of the problem's text in Knuth's format (oj --cover)"],
  ['src/problems/oj/monsters.rs: FZU 1686: a {}×{} grid, attacks of {h}×{w}', "a comment line of the problem's text in Knuth's format (oj --cover)"],
  ['src/problems/oj/radar.rs: HDU 2295: {} stations within radius {:.6} of {} cities, {} operators', "a comment line of the problem's text in Knuth's format (oj --cover)"],
  ['src/problems/oj/squiggly.rs: Case {}:\\n', "output format: HDU 4069's judge's case header"],
  ['src/problems/oj/squiggly.rs: Multiple Solutions\\n', "output format: HDU 4069's judge's words"],
  ['src/problems/oj/squiggly.rs: No solution\\n', "output format: HDU 4069's judge's words"],
  ['src/problems/pentominoes.rs: | pentominoes on {}\\n{}\\n', "a comment line of the problem's text in Knuth's format"],
]);

/** JavaScript without its comments (line breaks kept, so line numbers hold). */
function jsCode(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

/** `code` with the calls of the invariants (expect, assert!, panic!, …) blanked out, to their closing parenthesis. */
function withoutInvariants(code) {
  const start = /\b(expect|panic!|unreachable!|(debug_)?assert(_eq|_ne)?!)\(/g;
  let out = '';
  let from = 0;
  for (let m = start.exec(code); m; m = start.exec(code)) {
    if (m.index < from) continue;
    let depth = 0;
    let i = m.index + m[0].length - 1;
    for (; i < code.length; i++) {
      if (code[i] === '"') {
        for (i++; i < code.length && code[i] !== '"'; i++) if (code[i] === '\\') i++;
      } else if (code[i] === '(') depth++;
      else if (code[i] === ')' && --depth === 0) break;
    }
    out += code.slice(from, m.index) + code.slice(m.index, i + 1).replace(/[^\n]/g, ' ');
    from = i + 1;
    start.lastIndex = from;
  }
  return out + code.slice(from);
}

/**
 * Rust without its tests, raw strings (the .d.ts), comments, the TypeScript
 * types named in attributes (wasm-bindgen's, tsify's), and the messages of
 * invariants.
 */
function rustCode(text) {
  const tests = text.indexOf('#[cfg(test)]');
  const code = (tests >= 0 ? text.slice(0, tests) : text)
    .replace(/r#"[\s\S]*?"#/g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/\/\/.*$/gm, '')
    .replace(/unchecked_(optional_param|param|return)_type\s*=\s*"[^"]*"/g, '')
    .replace(/\btsify\((?:[^()"]|"(?:[^"\\]|\\.)*")*\)/g, '');
  return withoutInvariants(code);
}

const LITERALS = {
  js: /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g,
  rs: /"(?:[^"\\]|\\.)*"/g,
};

/** The wordy literals of `file` as "file: text". */
function wordy(file) {
  const rust = file.endsWith('.rs');
  const code = (rust ? rustCode : jsCode)(readFileSync(join(ROOT, file), 'utf8'));
  return [...code.matchAll(LITERALS[rust ? 'rs' : 'js'])]
    .map((m) => m[0].slice(1, -1))
    .filter((text) => WORDY.test(text.replace(/\$\{[^}]*\}/g, '')))
    .map((text) => `${file}: ${text}`);
}

test('no English words are written into the code: they come from locales/', () => {
  // Test modules in files of their own (src/**/tests.rs) are tests too.
  const rust = files('src', '.rs').filter((f) => !f.endsWith('/tests.rs'));
  const found = [...files('www', '.js'), ...files('pages', '.js'), ...rust].flatMap(wordy);
  const unexplained = found.filter((f) => !ALLOWED.has(f));
  assert.deepEqual(unexplained, [], 'literals with words: move them to locales/, or say in ALLOWED why they stay');
  // An allow-list entry that matches nothing any more is dead.
  const stale = [...ALLOWED.keys()].filter((key) => !found.includes(key));
  assert.deepEqual(stale, [], 'allow-list entries that no longer match');
});

test('the scan finds words where they are', () => {
  assert.ok(WORDY.test('Press Step or Play'));
  assert.ok(WORDY.test('Ready'));
  assert.ok(!WORDY.test('dlx-lab:last'));
  assert.ok(!WORDY.test('[data-key="spot"]'));
  assert.deepEqual(
    rustCode('let a = "kept words";\n// "a comment"\nx.expect("a bug");\nassert!(f(x), "a (bug)");\n#[cfg(test)]\nmod tests { "test words" }').match(LITERALS.rs),
    ['"kept words"'],
  );
  assert.deepEqual(rustCode('#[cfg_attr(wasm, tsify(missing_as_null, rename = "HintResult"))]\nlet a = "Kept";').match(LITERALS.rs), ['"Kept"']);
});
