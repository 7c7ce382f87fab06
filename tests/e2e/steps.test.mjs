// "Watch Algorithm X" in the page: stepping both ways, playing, the views in
// sync, narration, the column rule and the engine comparison.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { data, useApp } from './harness.mjs';

const openApp = useApp();

/** Opens the app tall enough for the step panel, once its tracer is ready. */
async function app(t, query = '') {
  const page = await openApp(t, query, { viewport: { width: 1280, height: 1400 } });
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  return page;
}

const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n');

/** What must be equal after stepping there and back: stats, checksum of the drawn matrix, grid. */
function snapshot(page) {
  return page.evaluate(() => ({
    stats: [...document.querySelectorAll('.stats dd')].map((d) => d.textContent),
    checksum: document.getElementById('step-panel').dataset.checksum,
    grid: [...document.querySelectorAll('[role=gridcell]')].map((c) => c.getAttribute('aria-label')).join('|'),
  }));
}

const stat = async (page, id) => Number((await page.locator(`#stat-${id}`).textContent()).replaceAll(',', ''));
const narration = (page) => page.locator('#narration').textContent();

test('200 steps forward then 200 back restore the state and the drawn matrix', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  const start = await snapshot(page);
  await page.getByRole('button', { name: 'Step', exact: true }).focus();
  for (let i = 0; i < 200; i++) await page.keyboard.press('ArrowRight');
  const middle = await snapshot(page);
  assert.notDeepEqual(middle, start);
  assert.equal(await stat(page, 'steps'), 200);
  assert.match(middle.grid, /being tried|trial/);
  for (let i = 0; i < 200; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(500); // let the fade settle
  assert.deepEqual(await snapshot(page), start);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await narration(page), 'This is the start of the search.');
});

test("Knuth's example steps to its known solution, and the links view shows it", async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" });
  await page.locator('#narration').filter({ hasText: 'Ready: 6 options × 7 columns' }).waitFor();
  assert.equal(await page.locator('#links-view').isVisible(), true);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.equal(await narration(page), "Choose column 'item A' (2 options).");
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await narration(page), /^Cover 'item A': 2 options removed\.$/);
  // Covering A splices nodes out: some links now skip over them.
  assert.ok(await page.locator('#links-view line.skip').count() > 0);
  await page.getByRole('button', { name: 'Next solution' }).click();
  await page.locator('#narration').filter({ hasText: 'Solution found' }).waitFor();
  assert.equal(await stat(page, 'solutions'), 1);
  // The chosen options are 1, 4 and 5 (0-based 0, 3, 4): 3 + 2 + 2 nodes.
  assert.equal(await page.locator('#links-view .node.chosen').count(), 7);
  const chosen = await page.evaluate(async () => {
    const { Tracer } = await import('./dlx-lab.js');
    const t = new Tracer(document.getElementById('puzzle-text').value);
    t.run('solution', 1000);
    return t.state().partial.map((o) => o + 1).sort();
  });
  assert.deepEqual(chosen, [1, 4, 5]);
});

test('Play, Pause and speed, with long tasks measured', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  await page.evaluate(() => {
    window.frames = 0;
    window.framesSince = performance.now();
    const count = () => { window.frames += 1; requestAnimationFrame(count); };
    requestAnimationFrame(count);
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask', buffered: false });
  });
  // The first-column rule makes the search long enough to watch for a while.
  await page.getByLabel('Column rule').selectOption('first');
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  await page.getByLabel('Speed').fill('8');
  await page.getByRole('button', { name: 'Play' }).click();
  assert.equal(await page.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed'), 'true');
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Pause' }).click();
  const played = await stat(page, 'steps');
  assert.ok(played > 1000, `full speed made ${played} steps in 2 s`);
  await page.waitForTimeout(300);
  assert.equal(await stat(page, 'steps'), played, 'Pause stops the search');
  const [longTasks, fps] = await page.evaluate(() => [window.longTasks, (window.frames * 1000) / (performance.now() - window.framesSince)]);
  console.log(`# full speed on a hard 9×9 (first-column rule): ${played} steps, ${Math.round(fps)} frames a second, ${longTasks.length} long tasks` +
    (longTasks.length ? ` (longest ${Math.max(...longTasks).toFixed(0)} ms)` : ''));
  // Slow: one step per second.
  await page.getByLabel('Speed').fill('0');
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Pause' }).click();
  const slow = (await stat(page, 'steps')) - played;
  assert.ok(slow >= 1 && slow <= 3, `1 step/s made ${slow} steps in 1.5 s`);
});

test('narration reaches the live region', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  const live = page.locator('[aria-live=polite]#narration');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await live.textContent(), /^Choose column '(cell r\dc\d has a value|row \d has \d|column \d has \d|box \d has \d)' \(\d options?\)\.$/);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await live.textContent(), /^Try r\dc\d = \d\. Cover '.+', '.+', '.+': \d+ options? removed\.$/);
});

test('the first-column rule needs more nodes on a hard 9×9', async (t) => {
  const page = await app(t, `?bd=${HARDEST[1]}`);
  const nodesToSolution = async () => {
    await page.getByRole('button', { name: 'Next solution' }).click();
    await page.locator('#narration').filter({ hasText: 'Solution found' }).waitFor({ timeout: 120000 });
    return stat(page, 'nodes');
  };
  const smallest = await nodesToSolution();
  await page.getByLabel('Column rule').selectOption('first');
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  const first = await nodesToSolution();
  console.log(`# nodes to the first solution: smallest column ${smallest}, first column ${first}`);
  assert.ok(first > 10 * smallest, `first ${first} vs smallest ${smallest}`);
});

test('Compare shows four engines', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.locator('#compare-summary').filter({ hasText: 'fewer nodes' }).waitFor({ timeout: 60000 });
  const rows = await page.getByRole('list', { name: 'Engine results' }).getByRole('listitem').allTextContents();
  assert.equal(rows.length, 4);
  assert.match(rows.join('\n'), /DLX, smallest column.*nodes/);
});

test('with Candidates on, the grid strikes out what the covers removed', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  await page.getByRole('button', { name: 'Candidates' }).click();
  assert.equal(await page.locator('.marks .struck').count(), 0);
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.ok(await page.locator('.marks .struck').count() > 0);
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Back', exact: true }).click();
  assert.equal(await page.locator('.marks .struck').count(), 0);
});
