// The front end never turns text into markup or code. Every .js, .mjs and
// .html file of www/ (the component), pages/ and index.html is read, line by
// line, for the ways a string becomes HTML or script; elements are made with
// dom.js's h(), text goes in as text nodes. The built pages' CSP is checked
// in tests/e2e/security.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

/** What no script may do, each with why. */
const FORBIDDEN = [
  [/\b(innerHTML|outerHTML|insertAdjacentHTML|srcdoc|createContextualFragment|parseFromString)\b/, 'a string parsed as HTML'],
  [/\bdocument\.write/, 'document.write'],
  [/\beval\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\(\s*['"`]/, 'a string run as code'],
  [/\bset(Timeout|Interval)\s*\(\s*['"`]/, 'a string run as code by a timer'],
  [/setAttribute(NS)?\s*\(\s*(null\s*,\s*)?['"`]on/i, 'an event handler attribute (inline script)'],
  [/javascript:/i, 'a javascript: URL'],
  [/\blocation(\.href)?\s*=[^=]|\blocation\.(assign|replace)\s*\(|\bwindow\.open\s*\(/, 'a navigation (the app only rewrites its own query with history)'],
];

/** What no HTML file may hold: the CSP allows no inline script or style. */
const FORBIDDEN_HTML = [
  [/<script\b(?![^>]*\bsrc=)[^>]*>/i, 'an inline script'],
  [/<[a-z][^>]*\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/<[a-z][^>]*\sstyle\s*=/i, 'a style attribute'],
  [/<style\b/i, 'a style element'],
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(js|mjs|html)$/.test(name) ? [path] : [];
  });
}

const FRONT_END = [...files(join(ROOT, 'www')), ...files(join(ROOT, 'pages')), join(ROOT, 'index.html')];

/** Every `file:line: text (why)` where a rule of `rules` matches, over `paths`. */
function hits(paths, rules) {
  return paths.flatMap((file) => readFileSync(file, 'utf8').split('\n').flatMap((line, i) => rules
    .filter(([pattern]) => pattern.test(line))
    .map(([, why]) => `${file.slice(ROOT.length)}:${i + 1}: ${line.trim()} (${why})`)));
}

test('no file of the front end builds markup or code from text', () => {
  assert.ok(FRONT_END.length > 40, `found the front end's files (${FRONT_END.length})`);
  assert.ok(FRONT_END.some((f) => f.endsWith('.html')) && FRONT_END.some((f) => f.endsWith('pages/embed.js')));
  assert.deepEqual(hits(FRONT_END, FORBIDDEN), []);
});

test('no HTML file has an inline script, an event handler attribute or inline style', () => {
  assert.deepEqual(hits(FRONT_END.filter((f) => f.endsWith('.html')), FORBIDDEN_HTML), []);
});

test("the only script made from text is client.js's worker starter, around the folder's URL", () => {
  const blobs = hits(FRONT_END, [[/text\/javascript/, 'a script blob']]);
  assert.equal(blobs.length, 1, blobs.join('\n'));
  assert.match(blobs[0], /^www\/worker\/client\.js:/);
  const client = readFileSync(join(ROOT, 'www/worker/client.js'), 'utf8');
  const source = client.match(/const source = `([^`]*)`/)[1];
  assert.deepEqual(source.match(/\$\{[^}]*\}/g), ['${JSON.stringify(href)}']);
  assert.match(client, /const href = new URL\('worker\/worker\.js', folder\(\)\)\.href;/);
  // folder(): the element's folder, as setBasePath named it (a URL the host's code gives, parsed) or from root.js's own place.
  const root = readFileSync(join(ROOT, 'www/root.js'), 'utf8');
  assert.match(root, /base = url == null \? null : new URL\(String\(url\)\.replace\(\/\\\/\?\$\/, '\/'\), document\.baseURI\);/);
  assert.match(root, /return base \?\? new URL\(typeof ELEMENT_ROOT === 'string' \? ELEMENT_ROOT : '\.', here\);/);
});

test('the rules catch what they are for', () => {
  const caught = (line, rules = FORBIDDEN) => rules.some(([pattern]) => pattern.test(line));
  for (const line of ['el.innerHTML = text', 'frame.srcdoc = html', "setTimeout('go()', 5)", 'eval(x)',
    "el.setAttribute('onclick', code)", 'a.href = `javascript:${x}`', 'location = url', 'location.href = url',
    'window.location.assign(url)', 'document.writeln(x)', 'new Function(body)']) assert.ok(caught(line), line);
  for (const line of ['el.textContent = text', 'setTimeout(() => go(), 5)', "el.setAttribute('aria-label', x)",
    'new URL(location.href)', 'if (location === x) {}', 'worker.onmessage = (e) => {}']) assert.ok(!caught(line), line);
  for (const line of ['<script>go()</script>', '<button onclick="go()">', '<p style="color: red">', '<style>']) {
    assert.ok(caught(line, FORBIDDEN_HTML), line);
  }
  for (const line of ['<script type="module" src="index.js"></script>', '&lt;script&gt;', '<p class="note">']) {
    assert.ok(!caught(line, FORBIDDEN_HTML), line);
  }
});
