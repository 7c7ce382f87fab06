// The app page installable and offline (pages/sw.js, scripts/offline.mjs):
// its manifest in the page's language with both icons; after one visit,
// with the network off, the page reloads, Solves, Hints and makes a New
// puzzle; and a new version deployed is offered, never mixed in: the page
// keeps its files until the user says Reload. The site is served from a
// copy under target/, which the last test changes as a deploy would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { launch, opened, recordingPage, serve, until, waitStatus } from './harness.mjs';

const DIST = new URL('../../dist/', import.meta.url).pathname;
const SITE = new URL('../../target/offline-site/', import.meta.url).pathname;
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

/** Opens the app page at `query` with service workers allowed; resolves once the worker controls a page of the site. */
async function visit(browser, server, query = '') {
  const page = await recordingPage(browser, server.url, { serviceWorkers: 'allow' });
  await page.goto(server.url + query);
  await opened(page);
  // The worker registers once the page is idle, and caches every file before it activates.
  await page.evaluate(() => navigator.serviceWorker.ready);
  return page;
}

/** The version the page's worker serves: its cache's name, the only one. */
async function version(page) {
  const names = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dlx-lab-')));
  assert.equal(names.length, 1);
  return names[0];
}

test('offline and installable', async (t) => {
  rmSync(SITE, { recursive: true, force: true });
  cpSync(DIST, SITE, { recursive: true });
  const server = await serve(SITE);
  const browser = await launch();
  t.after(async () => { await browser.close(); server.close(); });

  await t.test('the manifest names the app in the page\'s language, with both icons', async () => {
    const page = await recordingPage(browser, server.url);
    for (const [query, lang, name] of [['', 'en', /^dlx-lab: sudoku/], ['?lang=zh-CN', 'zh-CN', /^dlx-lab：数独/]]) {
      await page.goto(server.url + query);
      await opened(page);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector('link[rel="manifest"]');
        const json = await (await fetch(link.href)).json();
        const icons = await Promise.all(json.icons.map(async (i) => {
          const bitmap = await createImageBitmap(await (await fetch(new URL(i.src, link.href))).blob());
          return `${i.sizes} ${bitmap.width}x${bitmap.height}`;
        }));
        return { ...json, icons };
      });
      assert.equal(manifest.lang, lang);
      assert.match(manifest.name, name);
      assert.equal(manifest.display, 'standalone');
      assert.deepEqual(manifest.icons, ['192x192 192x192', '512x512 512x512']);
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  await t.test('after one visit, with the network off: reload, Solve, Hint and New puzzle', async () => {
    const page = await visit(browser, server, `?p=${EULER}`);
    await page.context().setOffline(true);
    await page.reload();
    await opened(page);
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker serves the page');
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitStatus(page, /\(1 of 3\)/);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitStatus(page, /Solved/);
    await page.getByLabel('Level').selectOption('medium');
    await page.getByLabel('Seed', { exact: true }).first().fill('2026');
    await page.getByRole('button', { name: 'New puzzle' }).click();
    await until(async () => (await page.locator('#puzzle-text').inputValue()).startsWith('9..3'), 'the generated puzzle');
    // Chromium says in the console that the network is off; nothing else may fail.
    assert.deepEqual(page.problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p)), []);
    await page.context().setOffline(false);
    await page.context().close();
  });

  await t.test('a new version is offered, and taken only when the user says Reload', async () => {
    const page = await visit(browser, server);
    // The second visit: the worker serves this page.
    await page.reload();
    await opened(page);
    const first = await version(page);
    // A deploy: a file changed, so the worker's version changed.
    const worker = `${SITE}sw.js`;
    writeFileSync(worker, readFileSync(worker, 'utf8').replace(/^const VERSION = '([^']+)';$/m, "const VERSION = '$1-next';"));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const reload = page.getByRole('button', { name: 'Reload' });
    await reload.waitFor({ timeout: 20000 });
    assert.match(await page.locator('.update').textContent(), /A new version of dlx-lab is ready/);
    const kept = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dlx-lab-')).sort());
    assert.deepEqual(kept, [first, `${first}-next`], 'the new version waits, cached whole, while the old one serves the page');
    const navigated = page.waitForEvent('framenavigated');
    await reload.click();
    await navigated;
    await opened(page);
    await until(async () => (await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dlx-lab-')))).join() === `${first}-next`, 'only the new version is kept');
    assert.ok(await page.locator('.update').isHidden());
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
