// The end-to-end tests' harness: serves dist/ (what `make site` built) on
// 127.0.0.1 and drives Debian's headless Chromium with playwright-core.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const DIST = new URL('../../dist/', import.meta.url).pathname;
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png',
};

/** Serves dist/ on a free port of 127.0.0.1; resolves to { url, close }. */
export function serve() {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = join(DIST, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(DIST)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() });
    });
  });
}

/** Headless Chromium with the flags this machine needs (see ../shared/TOOLCHAIN.md). */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * Opens the app at `query` in a new page; resolves once the default or
 * shared puzzle is loaded. Every request outside the app's own origin, and
 * every console error, is recorded in `page.problems`.
 */
export async function open(browser, base, query = '', options = {}) {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  page.on('request', (r) => { if (!r.url().startsWith(base)) page.problems.push(`request: ${r.url()}`); });
  await page.goto(base + query);
  await page.getByRole('status').filter({ hasText: /loaded|Showing|Empty|not loaded/ }).waitFor();
  return page;
}

/** A shared data file, by path under ../shared/data. */
export function data(path) {
  return readFileSync(new URL(`../../../shared/data/${path}`, import.meta.url), 'utf8');
}

/**
 * Starts the server and the browser for a test file, and returns an opener:
 * `app(t, query, options)` opens the page and, when test `t` ends, closes it
 * and checks that it made no outside request and logged no error.
 */
export function useApp() {
  let server, browser;
  before(async () => {
    server = await serve();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });
  return async (t, query = '', options = {}) => {
    const page = await open(browser, server.url, query, options);
    t.after(async () => {
      const problems = page.problems;
      await page.context().close();
      assert.deepEqual(problems, [], 'no console errors and no requests outside the app');
    });
    return page;
  };
}
