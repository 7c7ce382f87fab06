// The end-to-end tests' harness: serves dist/ (what `make site` built) on
// 127.0.0.1 and drives Debian's headless Chromium with playwright-core.
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { basename, extname, join, normalize, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

/** The site served: dist/, or the folder DLX_LAB_DIST names (say a build of an older commit, to see a test fail there). */
const DIST = process.env.DLX_LAB_DIST ? `${resolve(process.env.DLX_LAB_DIST)}/` : new URL('../../dist/', import.meta.url).pathname;
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml',
};

const FIXTURES = new URL('./fixtures/', import.meta.url).pathname;
const TEST_PREFIX = '/__test__/';

/**
 * Serves `root` (dist/ by default) on a free port of 127.0.0.1; resolves to
 * { url, close }. Paths under /__test__/ come from tests/e2e/fixtures/
 * instead. Every response allows any origin: a sandboxed iframe's origin is
 * opaque, so its module scripts, worker imports and wasm fetch are
 * cross-origin requests.
 */
export function serve(root = DIST) {
  // Long URLs (a 100 KB link in the bad-input tests) need more than the default 16 KB of header.
  const server = createServer({ maxHeaderSize: 1 << 20 }, async (req, res) => {
    const cors = { 'access-control-allow-origin': '*' };
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const [dir, rest] = path.startsWith(TEST_PREFIX) ? [FIXTURES, path.slice(TEST_PREFIX.length)] : [root, path];
    const file = join(dir, rest.endsWith('/') || rest === '' ? `${rest}index.html` : rest);
    if (!file.startsWith(dir)) {
      res.writeHead(403, cors).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { ...cors, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404, cors).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() });
    });
  });
}

/**
 * Headless Chromium with the flags a CI machine needs: no sandbox (tests run
 * as root in containers), and no background networking, which a closed
 * network refuses many times a start.
 */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * A new page in a context of its own, recording in `page.problems` every
 * console error, uncaught error, CSP violation (in any frame) and request
 * outside `base` (blob: and data: URLs are no requests to anyone): from any
 * frame, worker or popup of the context, and WebSockets to anywhere.
 * Options: viewport, colorScheme, bypassCSP, permissions (say
 * ['clipboard-read', 'clipboard-write']), touch (a phone: touch events and
 * a coarse pointer), serviceWorkers ('allow'; by default 'block': a test's
 * routes then see every request, and each test's page is a first visit;
 * tests/e2e/offline.test.mjs allows them).
 */
export async function recordingPage(browser, base, options = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    bypassCSP: options.bypassCSP ?? false,
    permissions: options.permissions ?? [],
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // Chromium logs most refusals to the console; this names every one, in every frame.
  await context.addInitScript(() => addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} in ${e.documentURI}`);
  }));
  const page = await context.newPage();
  page.problems = [];
  // Every console line, for the failure report (failed below).
  page.consoleLines = [];
  page.on('console', (m) => {
    page.consoleLines.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'error') page.problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  context.on('request', (r) => { if (!r.url().startsWith(base) && !/^(blob|data):/.test(r.url())) page.problems.push(`request: ${r.url()}`); });
  page.on('websocket', (ws) => page.problems.push(`websocket: ${ws.url()}`));
  return page;
}

/**
 * Opens the app at `query` in a new page; resolves once the default or
 * shared puzzle is loaded. Every request outside the app's own origin, and
 * every console error, is recorded in `page.problems`.
 */
export async function open(browser, base, query = '', options = {}) {
  const page = await recordingPage(browser, base, options);
  await page.goto(base + query);
  await opened(page);
  return page;
}

/**
 * Resolves once the app page has opened its puzzle: nothing under way
 * (data-pending, which counts the start until then). A build from before
 * the count (DLX_LAB_DIST, to see a test fail on an older main) says it in
 * its status line instead.
 */
export function opened(page) {
  return page.waitForFunction(() => {
    const layout = document.querySelector('.layout');
    if (!layout) return false;
    if ('pending' in layout.dataset) return layout.dataset.pending === '0';
    return /loaded|Showing|Empty|not loaded/.test(document.getElementById('status')?.textContent ?? '');
  }, null, { timeout: 30000, polling: 50 });
}

export { data } from '../js/data.mjs';

/**
 * Where the tests' screenshots go: target/screenshots/ (untracked), or the
 * folder SCREENSHOTS names; `make screenshots` sets it to docs/screenshots/.
 * Ends with a slash.
 */
export const SHOTS = `${resolve(process.env.SCREENSHOTS ?? new URL('../../target/screenshots/', import.meta.url).pathname)}/`;
mkdirSync(SHOTS, { recursive: true });

/** Starts the server and the browser for a test file: `{ server, browser }`, filled in by before(). */
export function useServerAndBrowser() {
  const running = {};
  before(async () => {
    running.server = await serve();
    running.browser = await launch();
  });
  after(async () => {
    await running.browser?.close();
    running.server?.close();
  });
  return running;
}

/**
 * Where a failed test leaves its page: target/e2e-failures/, a screenshot
 * and the console, named after the test file and the test. `.ci/run` prints
 * the console files when `make test` fails.
 */
const FAILURES = new URL('../../target/e2e-failures/', import.meta.url).pathname;

/** Keeps what page `page` of failed test `t` showed and logged. */
async function failed(t, page) {
  mkdirSync(FAILURES, { recursive: true });
  const name = `${basename(process.argv[1] ?? 'e2e', '.test.mjs')}-${t.name}`.replace(/[^\w.-]+/g, '-').slice(0, 120);
  await page.screenshot({ path: `${FAILURES}${name}.png`, fullPage: true, timeout: 5000 }).catch(() => {});
  const lines = [`${t.name}: ${t.error?.message ?? 'failed'}`, `at ${page.url()}`, '', ...page.consoleLines, ...page.problems];
  await writeFile(`${FAILURES}${name}.log`, `${lines.join('\n')}\n`);
}

/** When test `t` ends: keeps the page if the test failed, closes it, and checks that it had no problem. */
function checkWhenDone(t, page) {
  t.after(async () => {
    const problems = page.problems;
    if (!t.passed) await failed(t, page);
    await page.context().close();
    assert.deepEqual(problems, [], 'no console errors, no page errors and no requests outside the app');
  });
}

/**
 * Starts the server and the browser for a test file, and returns an opener:
 * `app(t, query, options)` opens the page and, when test `t` ends, closes it
 * and checks that it made no outside request and logged no error.
 */
export function useApp() {
  const running = useServerAndBrowser();
  return async (t, query = '', options = {}) => {
    const page = await open(running.browser, running.server.url, query, options);
    checkWhenDone(t, page);
    return page;
  };
}

/**
 * Like useApp, for any page: `browse(t, path, options)` opens `path` (say
 * 'embed.html?bd=…' or '__test__/host.html', relative to the server's root)
 * once its load event fired, and waits for nothing else. The same problems
 * are recorded and checked when test `t` ends. Options: viewport,
 * colorScheme, bypassCSP (for injecting axe-core into pages with a CSP).
 * `browse.url` is the server's base URL.
 */
export function useBrowser() {
  const running = useServerAndBrowser();
  const browse = async (t, path = '', options = {}) => {
    const page = await recordingPage(running.browser, running.server.url, options);
    checkWhenDone(t, page);
    await page.goto(running.server.url + path.replace(/^\//, ''));
    return page;
  };
  Object.defineProperty(browse, 'url', { get: () => running.server.url });
  return browse;
}

// ---- helpers of the element, embed and accessibility tests -----------------

/**
 * Polls `fn` (sync or async) every 50 ms until it returns a truthy value,
 * and returns that value; throws after `timeout` ms, naming `what`.
 */
export async function until(fn, what, timeout = 20000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Resolves after `n` animation frames of `scope` (a page or a frame): the
 * step-through works a frame at a time, so a search that is paused has
 * made no step in them.
 */
export function frames(scope, n = 5) {
  return scope.evaluate((n) => new Promise((resolve) => {
    const next = (k) => (k === 0 ? resolve() : requestAnimationFrame(() => next(k - 1)));
    next(n);
  }), n);
}

/**
 * Resolves once the step panel of `scope` (a page, frame or locator) has
 * finished easing its fades and slides after the last step, so its
 * pixels and checksum are final (player.js sets data-settled).
 */
export function settled(scope) {
  return scope.locator('#step-panel[data-settled="true"]').waitFor({ timeout: 20000 });
}

/**
 * Resolves once every message that `from` (a page or frame) has posted to
 * `target` (a Playwright frame) so far has been dispatched there: it posts a
 * probe behind them and waits for the probe to arrive, as messages from one
 * window arrive in order. `via` says how `from` reaches the target: 'self',
 * 'parent', or 'iframe' (the first iframe of `from`'s document).
 */
export async function messagesDelivered(from, target, via) {
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  await target.evaluate((probe) => {
    window.__probes ??= new Set();
    addEventListener('message', (e) => { if (e.data === probe) window.__probes.add(probe); });
  }, probe);
  await from.evaluate(([via, probe]) => {
    const to = via === 'self' ? window : via === 'parent' ? parent : document.querySelector('iframe').contentWindow;
    to.postMessage(probe, '*');
  }, [via, probe]);
  await until(() => target.evaluate((probe) => window.__probes.has(probe), probe), 'the probe message behind the others');
}

/** Checks a full 9×9 grid (strings or numbers): every unit holds 1–9, and the givens are kept. */
export function assertSolvedNine(values, puzzle) {
  values = values.map(String);
  assert.equal(values.length, 81);
  const units = [];
  for (let i = 0; i < 9; i++) {
    units.push([...Array(9)].map((_, k) => i * 9 + k));
    units.push([...Array(9)].map((_, k) => k * 9 + i));
    units.push([...Array(9)].map((_, k) => (Math.floor(i / 3) * 3 + Math.floor(k / 3)) * 9 + (i % 3) * 3 + (k % 3)));
  }
  for (const unit of units) assert.deepEqual(unit.map((c) => values[c]).sort().join(''), '123456789', `unit ${unit.join(',')}`);
  [...puzzle].forEach((p, i) => { if (p !== '.' && p !== '0') assert.equal(values[i], p, `given at cell ${i}`); });
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core in every frame of `page` (each frame on its own, so a
 * sandboxed iframe is checked too) and returns the violations of impact
 * serious or critical as readable lines. `context` is axe's context for the
 * top frame (say { include: [['#a']] }); other frames are checked whole.
 * Pages with a CSP need a context made with bypassCSP.
 */
export async function axeProblems(page, context = undefined) {
  const lines = [];
  for (const frame of page.frames()) {
    await frame.addScriptTag({ path: AXE });
    const own = frame === page.mainFrame() ? context : undefined;
    const violations = await frame.evaluate(async (ctx) => {
      const result = await window.axe.run(ctx ?? document, { iframes: false, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.filter((n) => n.impact === 'serious' || n.impact === 'critical')
          .map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary?.replace(/\s+/g, ' ')}`),
      }));
    }, own);
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      lines.push(`${v.id} (${v.impact}, ${v.help}) in ${frame.url()}:\n    ${v.nodes.join('\n    ')}`);
    }
  }
  return lines;
}

/** Asserts that axeProblems() found nothing, listing what it found otherwise. */
export async function assertAccessible(page, context = undefined) {
  const problems = await axeProblems(page, context);
  assert.deepEqual(problems, [], `axe-core found serious or critical violations:\n${problems.join('\n')}`);
}

// The <dlx-lab> element, in the fixture pages (tests/e2e/fixtures/).

/** Resolves once `<dlx-lab id=…>` is defined and its `ready` promise resolved (20 s at most). */
export function elementReady(page, id) {
  return page.evaluate(async (id) => {
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`#${id} was not ready within 20 s`)), 20000));
    await Promise.race([customElements.whenDefined('dlx-lab'), timeout]);
    await Promise.race([document.getElementById(id).ready, timeout]);
    return true;
  }, id);
}

/**
 * Starts each [id, method, ...args] call on the elements in the same task,
 * then waits for their promises (20 s at most): resolves to one
 * { ok: true } or { ok: false, error } per call.
 */
export function callAll(page, calls) {
  return page.evaluate(async (calls) => {
    const settle = (promise) => {
      let timer;
      const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('did not settle within 20 s')), 20000); });
      return Promise.race([promise, timeout])
        .then(() => ({ ok: true }), (e) => ({ ok: false, error: String(e?.message ?? e) }))
        .finally(() => clearTimeout(timer));
    };
    // Every call is made here, in one task, before any of them is awaited.
    const started = calls.map(([id, method, ...args]) => {
      try {
        return Promise.resolve(document.getElementById(id)[method](...args));
      } catch (e) {
        return Promise.reject(e);
      }
    });
    return Promise.all(started.map(settle));
  }, calls);
}

/** Calls `el[method](...args)` on `<dlx-lab id=…>`; resolves to { ok } or { ok: false, error }. */
export async function call(page, id, method, ...args) {
  return (await callAll(page, [[id, method, ...args]]))[0];
}

/** The dlx-* events recorded by fixtures/record.js, of `name` and from element `id` when given. */
export function recorded(page, name = undefined, id = undefined) {
  return page.evaluate(([name, id]) => window.events.filter((e) => (!name || e.name === name) && (!id || e.id === id)), [name, id]);
}

/** The number in `<dd data-stat=…>` of element locator `el` (separators dropped), NaN when it shows none. */
export async function readStat(el, name) {
  const text = await el.locator(`[data-stat="${name}"]`).textContent({ timeout: 20000 });
  return /\d/.test(text) ? Number(text.replace(/[^\d]/g, '')) : Number.NaN;
}

/** Like readStat, and fails when the stat shows no number. */
export async function stat(el, name) {
  const value = await readStat(el, name);
  assert.ok(!Number.isNaN(value), `stat ${name} shows a number`);
  return value;
}

/** Waits until stat `name` of `el` is `value`. */
export function waitStat(el, name, value, timeout = 20000) {
  return until(async () => (await readStat(el, name)) === value, `stat ${name} = ${value}`, timeout);
}

/** Waits until the role=status region of `el` matches `pattern`; resolves to its text. */
export async function waitStatus(el, pattern, timeout = 20000) {
  await el.getByRole('status').filter({ hasText: pattern }).waitFor({ timeout });
  return el.getByRole('status').textContent();
}

let mounted = 0;

/**
 * Appends a `<dlx-lab>` with `attrs` (set before it is connected) to the
 * fixture page's <main>, waits until it is ready unless `wait` is false, and
 * returns { id, el } with `el` a locator of it.
 */
export async function mount(page, attrs, { wait = true } = {}) {
  const id = attrs.id ?? `lab${++mounted}`;
  await page.evaluate(async ([id, attrs]) => {
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('<dlx-lab> was not defined within 20 s')), 20000));
    await Promise.race([customElements.whenDefined('dlx-lab'), timeout]);
    const el = document.createElement('dlx-lab');
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    el.id = id;
    document.querySelector('main').append(el);
  }, [id, attrs]);
  if (wait) await elementReady(page, id);
  return { id, el: page.locator(`#${id}`) };
}
