// dist/element/ as an npm package: `npm pack` packs exactly the files the
// element loads (read from its own imports and URLs) with its types and
// README, under 1 MB, with Cargo.toml's version; the tarball installs into
// a scratch project, whose page loads and uses the element from
// node_modules/ in Chromium; and the types check against that install.
// The folder's `.br` and `.gz` files (scripts/precompress.mjs) are for the
// hosts that serve it, beside every text and wasm file, and never packed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative } from 'node:path';
import { launch, recordingPage, serve } from './harness.mjs';

const ELEMENT = new URL('../../dist/element/', import.meta.url).pathname;
const ROOT = new URL('../../', import.meta.url).pathname;
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

/** Every file under `dir`, as paths relative to it, but the precompressed copies. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dir, f)).isFile() && !/\.(br|gz)$/.test(f));
}

/**
 * The files the element loads, from dlx-lab.js on: every module a module
 * imports (static, dynamic or re-exported; minified or not), every file it
 * names by `new URL('…', import.meta.url)` beside it (the worker, the wasm,
 * the styles), or under the folder a template URL starts with (the
 * built-in lessons); each `.d.ts` with the types it imports; and the licence
 * notice of the vendored code a bundle holds, as its source map
 * (dist/sourcemaps/) lists it.
 */
function needed(dir) {
  const found = new Set();
  const maps = join(dir, '../sourcemaps/element');
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    if (!/\.(m?js|d\.ts)$/.test(file)) return;
    const source = readFileSync(join(dir, file), 'utf8');
    const beside = [
      ...source.matchAll(/(?:import|export)\b[^'"();]*?from\s*['"]([^'"]+)['"]/g),
      ...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
      ...source.matchAll(/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g),
    ].map((m) => normalize(join(dirname(file), m[1])));
    // A file named by a template (`new URL(\`./lessons/${lang}/${id}.json\`, import.meta.url)`): every file under its fixed start.
    for (const [, start] of source.matchAll(/new URL\(\s*`(\.\.?\/[\w/-]+\/)\$\{[^`]*`\s*,\s*import\.meta\.url\s*\)/g)) {
      const under = normalize(join(dirname(file), start));
      for (const f of filesUnder(join(dir, under))) visit(join(under, f));
    }
    for (let target of beside) {
      // The app page beside the folder (for share links), and the folder itself.
      if (target.startsWith('..') || target.endsWith('/') || target === '.') continue;
      if (file.endsWith('.d.ts') && target.endsWith('.js')) target = target.replace(/\.js$/, '.d.ts');
      visit(target);
    }
    const map = join(maps, `${file}.map`);
    if (file.endsWith('.js') && filesUnder(maps).includes(`${file}.map`)) {
      for (const source of JSON.parse(readFileSync(map, 'utf8')).sources) {
        const vendored = source.match(/\bvendor\/[^/]+\//);
        if (vendored) found.add(`${vendored[0]}NOTICE`);
      }
    }
  };
  for (const entry of ['dlx-lab.js', 'dlx-lab.d.ts', 'package.json', 'README.md', 'LICENSE', 'custom-elements.json']) visit(entry);
  // And what package.json's exports name (the wasm modules' own APIs, the core's and the logic's; a
  // pattern such as ./lessons/* names the files the element already loads).
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const target of Object.values(exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e)))) {
    if (target.includes('*')) assert.ok(filesUnder(join(dir, dirname(target))).length, `${target} names files`);
    else visit(normalize(target));
  }
  return found;
}

test('npm pack lists exactly the files the element needs, a package under 1 MB, at the crate version', () => {
  const [packed] = JSON.parse(npm(['pack', '--dry-run', '--json'], ELEMENT));
  const files = packed.files.map((f) => f.path).sort();
  assert.deepEqual(files, [...needed(ELEMENT)].sort(), 'the packed files are the ones the element loads, its types and README');
  assert.deepEqual(filesUnder(ELEMENT).sort(), files, 'and the folder holds nothing else');
  const compressible = files.filter((f) => /\.(js|json|css|wasm|ts)$/.test(f));
  for (const f of compressible) {
    for (const ext of ['br', 'gz']) assert.ok(statSync(join(ELEMENT, `${f}.${ext}`)).isFile(), `${f}.${ext} is beside ${f}`);
  }
  // The package npm would publish: its tarball, the wasm module most of it.
  assert.ok(packed.size < 1_000_000, `packed ${packed.size} bytes (unpacked ${packed.unpackedSize})`);
  const version = readFileSync(`${ROOT}Cargo.toml`, 'utf8').match(/^version = "([^"]+)"/m)[1];
  assert.equal(packed.version, version);
  assert.equal(packed.name, 'dlx-lab-element');
});

test('the packed element installs into a scratch project and works from node_modules/ in Chromium', async (t) => {
  const scratch = mkdtempSync(join(tmpdir(), 'dlx-lab-package-'));
  t.after(() => rmSync(scratch, { recursive: true, force: true }));
  const tarball = npm(['pack', '--pack-destination', scratch], ELEMENT).trim().split('\n').pop();
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'a-course-page', private: true, type: 'module' }));
  npm(['install', '--offline', join(scratch, tarball)], scratch);
  const installed = join(scratch, 'node_modules/dlx-lab-element/');
  assert.deepEqual(filesUnder(installed).sort(), filesUnder(ELEMENT).sort(), 'the install has every file of the folder');

  // A course page that uses the installed package as the README says.
  writeFileSync(join(scratch, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A course page</title>
<script type="module" src="node_modules/dlx-lab-element/dlx-lab.js"></script></head>
<body><main><h1>Sudoku</h1><dlx-lab id="lab" puzzle="${EULER}"></dlx-lab></main></body></html>`);
  const server = await serve(`${scratch}/`);
  const browser = await launch();
  t.after(async () => { await browser.close(); server.close(); });
  const page = await recordingPage(browser, server.url);
  page.on('response', (r) => { if (r.status() >= 400) page.problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  await page.goto(server.url);
  const result = await page.evaluate(async () => {
    const lab = document.getElementById('lab');
    await customElements.whenDefined('dlx-lab');
    await lab.ready;
    const solved = new Promise((resolve) => lab.addEventListener('dlx-solved', (e) => resolve(e.detail), { once: true }));
    await lab.solve();
    const { status, solution } = await solved;
    const { solve } = await import('./node_modules/dlx-lab-element/wasm/dlx-lab.js');
    const observed = customElements.get('dlx-lab').observedAttributes;
    return { status, solution, fromModule: solve(lab.getAttribute('puzzle')).solution, observed };
  });
  // The package's Custom Elements Manifest says what the element does.
  const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(installed, pkg.customElements), 'utf8'));
  const [element] = manifest.modules[0].declarations;
  assert.equal(element.tagName, 'dlx-lab');
  assert.deepEqual(element.attributes.map((a) => a.name).sort(), [...result.observed].sort(), 'the manifest lists every observed attribute');
  assert.ok(element.attributes.every((a) => a.description && a.type.text), 'each with its type and words');
  const emitted = readFileSync(new URL('../../www/dlx-lab.d.ts', import.meta.url), 'utf8').match(/'dlx-[a-z]+': CustomEvent/g).map((e) => e.split("'")[1]);
  assert.deepEqual(element.events.map((e) => e.name), emitted, 'and every event of the types');
  const listed = readFileSync(new URL('../../www/dlx-lab.js', import.meta.url), 'utf8').match(/export const EVENTS = \[([^\]]*)\]/)[1].match(/dlx-[a-z]+/g);
  assert.deepEqual([...listed].sort(), [...emitted].sort(), 'EVENTS, which the iframe passes on, names every event');
  assert.deepEqual(manifest.modules[0].exports[0], { kind: 'custom-element-definition', name: 'dlx-lab', declaration: { name: 'DlxLabElement', module: 'dlx-lab.js' } });
  assert.equal(result.status, 'unique');
  assert.match(result.solution, /^[1-9]{81}$/);
  assert.equal(result.solution, result.fromModule, 'the element and the wasm module of the package agree');
  assert.deepEqual(page.problems, [], 'no missing file, no console error, no outside request');
  await page.context().close();
});

test('the package types check: a TypeScript page using the element and the wasm API', (t) => {
  const scratch = mkdtempSync(join(tmpdir(), 'dlx-lab-types-'));
  t.after(() => rmSync(scratch, { recursive: true, force: true }));
  const tarball = npm(['pack', '--pack-destination', scratch], ELEMENT).trim().split('\n').pop();
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'typed-page', private: true, type: 'module' }));
  npm(['install', '--offline', join(scratch, tarball)], scratch);
  writeFileSync(join(scratch, 'page.ts'), `import { setBasePath, type DlxLabElement, type DlxStepDetail, type SolveResult } from 'dlx-lab-element';
import init, { solve } from 'dlx-lab-element/wasm';

const lab: DlxLabElement = document.createElement('dlx-lab');
lab.setAttribute('mode', 'steps');
lab.addEventListener('dlx-step', (e) => {
  const detail: DlxStepDetail = e.detail;
  console.log(detail.step, detail.event, detail.depth, detail.nodes);
});
lab.addEventListener('dlx-error', (e) => console.log(e.detail.message));
// The events bubble to the document, typed there too.
document.addEventListener('dlx-error', (e) => {
  const message: string = e.detail.message;
  console.log(message);
});
setBasePath('/static/dlx-lab/');
await lab.ready;
await lab.step();
await init();
const result: SolveResult = solve('${EULER}', { solver: 'dlx' });
console.log(result.status, result.stats.nodes);
`);
  const tsc = relative(scratch, `${ROOT}node_modules/typescript/bin/tsc`);
  const options = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'esnext,dom', '--skipLibCheck', 'false'];
  try {
    execFileSync(process.execPath, [tsc, ...options, 'page.ts'], { cwd: scratch, encoding: 'utf8' });
  } catch (e) {
    assert.fail(`tsc found problems:\n${e.stdout}${e.stderr}`);
  }
});
