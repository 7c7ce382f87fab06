// The front end never turns text into markup or code: no innerHTML,
// outerHTML, insertAdjacentHTML, document.write, eval or new Function in
// www/ (the component) or pages/. Elements are made with dom.js's h().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
const FORBIDDEN = /\b(innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\s*\(|new\s+Function\s*\()/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(js|mjs|html)$/.test(name) ? [path] : [];
  });
}

test('no file of the front end builds markup or code from text', () => {
  const checked = [...files(join(ROOT, 'www')), ...files(join(ROOT, 'pages')), join(ROOT, 'index.html')];
  assert.ok(checked.length > 20, `found the front end's files (${checked.length})`);
  const hits = checked.flatMap((file) => readFileSync(file, 'utf8').split('\n')
    .map((line, i) => [line, i])
    .filter(([line]) => FORBIDDEN.test(line))
    .map(([line, i]) => `${file.slice(ROOT.length)}:${i + 1}: ${line.trim()}`));
  assert.deepEqual(hits, []);
});
