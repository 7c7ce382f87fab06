// The shrinking matrix (the matrix view's Shrink toggle): it shows exactly
// the items and options the tracer says are still in the matrix, Back
// restores it pixel for pixel, it passes axe-core, and a screenshot of a
// 9×9 mid-search is saved as shrink-9x9.png (harness.mjs's SHOTS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHOTS, assertAccessible, data, settled, until, useApp } from './harness.mjs';

const openApp = useApp();
const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];
const SHOT = `${SHOTS}shrink-9x9.png`;

/** Opens the app on the hardest 9×9, tall enough for the step panel, with Shrink on. */
async function app(t) {
  const page = await openApp(t, `?bd=${HARDEST}`, { viewport: { width: 1280, height: 1600 }, bypassCSP: true });
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  const toggle = page.getByRole('button', { name: 'Shrink' });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  return page;
}

const button = (page, name) => page.getByRole('button', { name, exact: true });
const canvas = (page) => page.locator('canvas.matrix-shrink');

/** The counts the view shows: { columns, options }. */
async function shown(page) {
  const c = canvas(page);
  return { columns: Number(await c.getAttribute('data-shrink-columns')), options: Number(await c.getAttribute('data-shrink-options')) };
}

/** What a fresh Tracer on the page's puzzle and column rule says after `k` steps: uncovered items and live options. */
function traced(page, k) {
  return page.evaluate(async (k) => {
    const { Tracer } = await import('./element/wasm/dlx-lab.js');
    const t = new Tracer(document.getElementById('puzzle-text').value, { rule: document.getElementById('rule').value });
    for (let i = 0; i < k; i++) t.step();
    const options = t.refresh();
    const { columns } = t.matrix();
    let uncovered = 0;
    for (let c = 0; c < columns; c++) uncovered += t.columnSize(c) === undefined ? 0 : 1;
    t.free();
    return { columns: uncovered, options };
  }, k);
}

/** The canvas once a slide has settled. */
async function pixels(page) {
  await settled(page);
  return canvas(page).evaluate((c) => c.toDataURL());
}

test('Shrink shows exactly the items and options still in the matrix, and Back restores it', async (t) => {
  const page = await app(t);
  assert.ok(await canvas(page).isVisible());
  assert.equal(await page.locator('.matrix-stack').isVisible(), false, 'the whole matrix gives way');
  const first = await shown(page);
  assert.deepEqual(first, await traced(page, 0));
  const start = await pixels(page);

  const k = 60;
  await button(page, 'Step').focus();
  for (let i = 0; i < k; i++) await page.keyboard.press('ArrowRight');
  const middle = await shown(page);
  assert.deepEqual(middle, await traced(page, k));
  assert.ok(middle.columns < first.columns && middle.options < first.options, `the matrix shrank: ${JSON.stringify(middle)}`);
  assert.notEqual(await pixels(page), start);

  for (let i = 0; i < k; i++) await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await shown(page), await traced(page, 0));
  assert.equal(await pixels(page), start, 'after as many Backs the canvas is pixel-identical');

  // Off again: the whole matrix is back.
  await page.getByRole('button', { name: 'Shrink' }).click();
  assert.equal(await canvas(page).isVisible(), false);
  assert.ok(await page.locator('.matrix-stack').isVisible());
});

test('at full speed the shrinking matrix keeps up with Play (its frame rate is in bench/play.mjs)', async (t) => {
  const page = await app(t);
  await page.getByLabel('Item rule').selectOption('first');
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  await page.getByLabel('Speed').fill('8');
  await button(page, 'Play').click();
  const steps = async () => Number((await page.locator('#stat-steps').textContent()).replaceAll(',', ''));
  await until(async () => (await steps()) > 1000, 'playing past 1,000 steps');
  await button(page, 'Pause').click();
  const shrunk = await steps();
  assert.deepEqual(await shown(page), await traced(page, shrunk), 'it shows where Play stopped');
});

test('the shrinking matrix follows the width of the window', async (t) => {
  const page = await app(t);
  await button(page, 'Step').focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  const before = await shown(page);
  const wide = await canvas(page).evaluate((c) => c.width);
  // A phone's width: the layout changes (on a desktop the matrix shares the row with the listing), and the canvas with it.
  await page.setViewportSize({ width: 700, height: 1600 });
  await page.waitForFunction((w) => document.querySelector('canvas.matrix-shrink').width !== w, wide);
  assert.deepEqual(await shown(page), before, 'the same items and options, laid out afresh');
  const narrow = await canvas(page).evaluate((c) => [c.width, c.getBoundingClientRect().width * devicePixelRatio]);
  assert.ok(Math.abs(narrow[0] - narrow[1]) <= 2, `drawn at its shown size: ${narrow}`);
});

test('the shrinking matrix of a 9×9 mid-search: accessible, labelled, on screen', async (t) => {
  const page = await app(t);
  await page.getByLabel('Speed').fill('8');
  await button(page, 'Next backtrack').click();
  await page.locator('#narration').filter({ hasText: 'dead end' }).waitFor();
  // Back out of the dead end, to where the search is deep and the matrix small.
  for (let i = 0; i < 3; i++) await button(page, 'Back').click();
  const now = await shown(page);
  const steps = Number((await page.locator('#stat-steps').textContent()).replaceAll(',', ''));
  assert.deepEqual(now, await traced(page, steps));
  assert.match(await canvas(page).getAttribute('aria-label'), new RegExp(`^Shrinking matrix: ${now.options} options by ${now.columns} items left$`));
  const legend = await page.getByRole('list', { name: 'Matrix legend' }).getByRole('listitem').filter({ visible: true }).allTextContents();
  assert.ok(!legend.some((w) => /faded|grey stripes/.test(w)), `no legend for marks it does not draw: ${legend}`);
  await assertAccessible(page);
  await settled(page);
  await page.locator('#matrix').screenshot({ path: SHOT });
});
