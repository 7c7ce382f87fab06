// The page's weight: each wasm module (the core, and the logic fetched when
// first needed) is fetched and compiled once per page, and the search
// workers get the compiled modules instead of their own copies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, waitStatus } from './harness.mjs';

const browse = useBrowser();

/** Holds back the responses to the URLs `pattern` matches, as a slow link would, until the returned function is called. */
async function holdBack(page, pattern) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('each wasm module is fetched once, for the page and its workers alike', async (t) => {
  const page = await browse(t);
  await waitStatus(page, /loaded/);
  const fetched = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm')) fetched.push(new URL(r.url()).pathname);
  });
  await page.reload();
  await waitStatus(page, /loaded/);
  // The rating (its own worker) needs the logic module; so do Hint and Check
  // (the actions' worker) and Apply hint (the page). Solve runs in the
  // actions' worker on the core; Count all in workers of its own.
  await page.locator('.rating').filter({ hasText: /^Rating: / }).waitFor();
  for (const depth of [1, 2, 3]) {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await waitStatus(page, new RegExp(`\\(${depth} of 3\\)`));
  }
  await page.getByRole('button', { name: 'Apply hint' }).click();
  await page.locator('#apply-hint:disabled').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, /Solved/);
  const panel = page.getByRole('region', { name: 'Count all solutions' });
  await panel.getByRole('button', { name: 'Count all' }).click();
  await panel.locator('.count-line').getByText(/^1 solution;/).waitFor();
  assert.deepEqual(fetched.sort(), ['/element/wasm/dlx-lab-logic_bg.wasm', '/element/wasm/dlx-lab_bg.wasm'], fetched.join(', '));
});

test('the page is usable on the core module alone: the logic module comes when first needed', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  // The logic module held back, as on a slow link.
  const release = await holdBack(page, '**/element/wasm/dlx-lab-logic_bg.wasm');
  await page.goto(`${browse.url}index.html`);
  await waitStatus(page, /loaded/);
  // Typing, Solve and the step-through need nothing more; the rating waits.
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, /Solved/);
  await page.getByRole('button', { name: 'Clear' }).click();
  assert.equal(await page.locator('.rating').textContent(), 'Rating…');
  // A Hint waits for it, and shows once it is there.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  release();
  await waitStatus(page, /\(1 of 3\)/);
  await page.locator('.rating').filter({ hasText: /^Rating: \w+ · SE/ }).waitFor();
});

test('the app page loads one bundled script and wasm-bindgen\'s module, not the sources', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const scripts = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  // The search worker, started for the rating, is one bundle too; it imports
  // the same module. It may start after the status says "loaded": wait for it.
  const worker = page.waitForRequest((r) => new URL(r.url()).pathname === '/element/worker/worker.js');
  await page.goto(`${browse.url}index.html`);
  await waitStatus(page, /loaded/);
  await worker;
  // The rating's worker imports the logic module's (www/worker/wasm.js): wait for it.
  await page.locator('.rating').filter({ hasText: /^Rating: \w+ · SE/ }).waitFor();
  assert.deepEqual([...new Set(scripts)].sort(),
    ['/element/wasm/dlx-lab-logic.js', '/element/wasm/dlx-lab.js', '/element/worker/worker.js', '/index.js'], scripts.join(', '));
  // Minified, with its map beside the element's folder rather than in it.
  const script = await (await fetch(`${browse.url}index.js`)).text();
  // (Its line breaks are the catalogues' own, inside their strings.)
  assert.doesNotMatch(script, /^\s+(const|let|function|return|if|for) /m, 'no indented code');
  assert.doesNotMatch(script, /^\s*\/\/ /m, 'no comments');
  assert.match(script, /\/\/# sourceMappingURL=sourcemaps\/index\.js\.map\n$/);
  assert.equal((await fetch(`${browse.url}sourcemaps/index.js.map`)).status, 200);
});

/** The layout shifts of `page` so far, summed as CLS sums them within one session. */
const shifted = (page) => page.evaluate(() => window.shifts.reduce((sum, s) => sum + s.value, 0));

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`nothing moves as the wasm module and the rating arrive (${viewport.width} px)`, async (t) => {
    const page = await browse(t, '__test__/plain.html', { viewport });
    await page.addInitScript(() => {
      window.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push({ value: e.value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The module held back, as on a slow link, so the page is drawn without it first.
    const release = await holdBack(page, '**/element/wasm/dlx-lab_bg.wasm');
    await page.goto(`${browse.url}index.html`);
    await waitStatus(page, 'Loading the solving engine…');
    release();
    await waitStatus(page, /loaded/);
    await page.locator('.rating').filter({ hasText: /^Rating: \w+ · SE/ }).waitFor();
    const cls = await shifted(page);
    assert.ok(cls < 0.02, `layout shift ${cls.toFixed(4)}`);
  });
}
