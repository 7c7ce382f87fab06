// The element's package under the bundlers a course site builds with: packed,
// installed into a minimal Vite app and a minimal webpack app in
// target/bundlers/, each built for production (tests/bundlers/ holds the
// bundlers, scripts/setup.sh bundlers installs them), served and used in
// Chromium: the element renders, Hints, Solves and opens a built-in lesson,
// with every file it needs found where the bundler put it. The Vite app
// also serves a copy of the package elsewhere and points the element at it
// (setBasePath), and is loaded with the wasm refused (ready rejects).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { launch, recordingPage, serve, waitStatus } from './harness.mjs';

const ELEMENT = new URL('../../dist/element/', import.meta.url).pathname;
const BUNDLERS = new URL('../bundlers/', import.meta.url).pathname;
const WORK = new URL('../../target/bundlers/', import.meta.url).pathname;
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

/** The course page: the element on a page whose script imports the package as the bundler's users do. */
const page = (script) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>A course page</title>${script}</head>
<body><main><h1>Sudoku</h1><dlx-lab id="lab" puzzle="${EULER}"></dlx-lab></main></body></html>`;

/** A fresh app folder at target/bundlers/`name` with the packed element installed; returns its path. */
function app(name, tarball) {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `a-${name}-course`, private: true, type: 'module' }));
  npm(['install', '--offline', tarball], dir);
  return dir;
}

/** Builds the Vite app (its CLI, as `npm run build` would) and the webpack app (its Node API); resolves to their output folders. */
async function buildApps() {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const tarball = join(WORK, npm(['pack', '--pack-destination', WORK], ELEMENT).trim().split('\n').pop());

  const vite = app('vite', tarball);
  writeFileSync(join(vite, 'index.html'), page('<script type="module" src="./src/main.js"></script>'));
  writeFileSync(join(vite, 'src/main.js'), `import { setBasePath } from 'dlx-lab-element';
// A host that serves the element's files itself says where.
if (location.search === '?copied') setBasePath('/copied/dlx-lab/');
`);
  execFileSync(process.execPath, [join(BUNDLERS, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: vite, encoding: 'utf8' });
  cpSync(join(vite, 'node_modules/dlx-lab-element'), join(vite, 'dist/copied/dlx-lab'), { recursive: true });

  const webpackApp = app('webpack', tarball);
  writeFileSync(join(webpackApp, 'src/index.js'), "import 'dlx-lab-element';\n");
  const webpack = createRequire(join(BUNDLERS, 'package.json'))('webpack');
  const stats = await new Promise((resolve, reject) => {
    webpack({ mode: 'production', context: webpackApp, entry: './src/index.js', output: { path: join(webpackApp, 'dist'), clean: true }, performance: { hints: false } },
      (error, result) => (error ? reject(error) : resolve(result)));
  });
  assert.ok(!stats.hasErrors(), `webpack built without errors:\n${stats.toString('errors-only')}`);
  writeFileSync(join(webpackApp, 'dist/index.html'), page('<script defer src="./main.js"></script>'));
  return { vite: join(vite, 'dist'), webpack: join(webpackApp, 'dist') };
}

/** Opens the built app at `query`; `page.requests` lists the paths the page and its workers asked for, `page.failed` the refused ones. */
async function opened(browser, server, query = '', options = {}) {
  const tab = await recordingPage(browser, server.url);
  tab.requests = [];
  tab.failed = [];
  tab.context().on('request', (r) => tab.requests.push(new URL(r.url()).pathname));
  tab.context().on('response', (r) => { if (r.status() >= 400) tab.failed.push(`HTTP ${r.status()}: ${r.url()}`); });
  if (options.refuseWasm) await tab.context().route('**/*.wasm', (route) => route.abort());
  await tab.goto(server.url + query);
  return tab;
}

/** The element on `tab` Hints, Solves, and opens a built-in lesson. */
async function works(tab) {
  await tab.evaluate(async () => {
    await customElements.whenDefined('dlx-lab');
    await document.getElementById('lab').ready;
  });
  const lab = tab.locator('#lab');
  await tab.evaluate(() => document.getElementById('lab').hint());
  await waitStatus(lab, /\(1 of 3\)/);
  const solved = await tab.evaluate(async () => {
    const element = document.getElementById('lab');
    const detail = new Promise((resolve) => element.addEventListener('dlx-solved', (e) => resolve(e.detail), { once: true }));
    await element.solve();
    return detail;
  });
  assert.equal(solved.status, 'unique');
  assert.equal(solved.solution, '483921657967345821251876493548132976729564138136798245372689514814253769695417382');
  await tab.evaluate(() => document.getElementById('lab').setAttribute('lesson', 'exact-cover'));
  await waitStatus(lab, /Exact cover loaded: 6 options, 7 items/);
  assert.deepEqual([...tab.problems, ...tab.failed], [], 'no missing file, no console error, no outside request');
}

test('the packed element built by Vite and by webpack: it renders, Hints, Solves and opens a lesson', async (t) => {
  const built = await buildApps();
  const browser = await launch();
  const servers = { vite: await serve(`${built.vite}/`), webpack: await serve(`${built.webpack}/`) };
  t.after(async () => {
    await browser.close();
    for (const server of Object.values(servers)) server.close();
  });

  for (const [name, server] of Object.entries(servers)) {
    await t.test(name, async () => {
      const tab = await opened(browser, server);
      await works(tab);
      // The bundler named each file: none is fetched from where the package had it.
      assert.ok(!tab.requests.some((p) => /\/(wasm|worker)\//.test(p)), `files come from the bundler's output: ${tab.requests.join(' ')}`);
      await tab.context().close();
    });
  }

  await t.test('setBasePath: the files from a copy of the folder elsewhere', async () => {
    const tab = await opened(browser, servers.vite, '?copied');
    await works(tab);
    for (const file of ['/copied/dlx-lab/style.css', '/copied/dlx-lab/wasm/dlx-lab_bg.wasm', '/copied/dlx-lab/worker/worker.js']) {
      assert.ok(tab.requests.includes(file), `${file} was fetched`);
    }
    assert.ok(!tab.requests.some((p) => p.endsWith('.wasm') && !p.startsWith('/copied/')), 'no wasm from the bundle');
    await tab.context().close();
  });

  await t.test('ready rejects when the element cannot start, and says why in its status', async () => {
    const tab = await opened(browser, servers.webpack, '', { refuseWasm: true });
    const outcome = await tab.evaluate(async () => {
      await customElements.whenDefined('dlx-lab');
      return document.getElementById('lab').ready.then(() => 'resolved', (e) => `rejected: ${e.message}`);
    });
    assert.match(outcome, /^rejected: /);
    await waitStatus(tab.locator('#lab'), /dlx-lab could not start/);
    await tab.context().close();
  });
});

test('importing the package defines the element, fetches nothing until one connects, and throws nothing in Node; from another origin it works', async (t) => {
  const dir = join(WORK, 'vite');
  const imported = execFileSync(process.execPath, ['--input-type=module', '-e',
    "const m = await import('dlx-lab-element'); console.log(typeof m.DlxLabElement, typeof m.setBasePath, m.EVENTS.length);"],
  { cwd: dir, encoding: 'utf8' });
  assert.equal(imported.trim(), 'function function 6');

  // The package as copied, beside a page without an element.
  const plain = join(WORK, 'plain');
  cpSync(join(dir, 'node_modules/dlx-lab-element'), plain, { recursive: true });
  writeFileSync(join(plain, 'blank.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Blank</title></head><body></body></html>');
  const server = await serve(`${plain}/`);
  const browser = await launch();
  t.after(async () => { await browser.close(); server.close(); });
  const tab = await recordingPage(browser, server.url);
  const requests = [];
  tab.context().on('request', (r) => requests.push(new URL(r.url()).pathname));
  await tab.goto(`${server.url}blank.html`);
  await tab.evaluate(async () => {
    await import('./dlx-lab.js');
    await customElements.whenDefined('dlx-lab');
  });
  assert.deepEqual(requests.filter((p) => !/\.js$|^\/blank\.html$/.test(p)), [], 'no wasm, stylesheet or lesson: only modules');
  await tab.evaluate(() => {
    const lab = document.createElement('dlx-lab');
    lab.setAttribute('puzzle', '003020600900305001001806400008102900700000008006708200002609500800203009005010300');
    document.body.append(lab);
    return lab.ready;
  });
  assert.ok(requests.includes('/wasm/dlx-lab_bg.wasm'), 'the first element fetched the module');
  assert.deepEqual(tab.problems, []);

  // One tag from another origin (a CDN's): the same server as `localhost`,
  // its files from 127.0.0.1. The search worker may not start from there,
  // so it starts from a blob; Solve still answers.
  const cdn = `${server.url}dlx-lab.js`;
  writeFileSync(join(plain, 'course.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Course</title>
<script type="module" src="${cdn}"></script></head><body><dlx-lab id="lab" puzzle="003020600900305001001806400008102900700000008006708200002609500800203009005010300"></dlx-lab></body></html>`);
  const page = await recordingPage(browser, 'http://');
  await page.goto(`${server.url.replace('127.0.0.1', 'localhost')}course.html`);
  const status = await page.evaluate(async () => {
    await customElements.whenDefined('dlx-lab');
    const lab = document.getElementById('lab');
    await lab.ready;
    const solved = new Promise((resolve) => lab.addEventListener('dlx-solved', (e) => resolve(e.detail.status), { once: true }));
    await lab.solve();
    return solved;
  });
  assert.equal(status, 'unique');
  assert.deepEqual(page.problems, []);
});
