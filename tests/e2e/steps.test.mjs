// "Watch Algorithm X" in the page: stepping both ways, playing, the views in
// sync, narration, the column rule and the engine comparison.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { data, frames, settled, until, useApp } from './harness.mjs';

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
  await settled(page);
  assert.deepEqual(await snapshot(page), start);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await narration(page), 'This is the start of the search.');
});

test("Knuth's example steps to its known solution, and the links view shows it", async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" });
  await page.locator('#narration').filter({ hasText: 'Ready: 6 options × 7 items' }).waitFor();
  assert.equal(await page.locator('#links-view').isVisible(), true);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.equal(await narration(page), 'Choose item A, which has 2 options.');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await narration(page), /^Cover item A: 2 options removed\.$/);
  // Covering A splices nodes out: some links now skip over them.
  assert.ok(await page.locator('#links-view line.skip').count() > 0);
  await page.getByRole('button', { name: 'Next solution' }).click();
  await page.locator('#narration').filter({ hasText: 'Solution found' }).waitFor();
  assert.equal(await stat(page, 'solutions'), 1);
  // The chosen options are 1, 4 and 5 (0-based 0, 3, 4): 3 + 2 + 2 nodes.
  assert.equal(await page.locator('#links-view .node.chosen').count(), 7);
  const chosen = await page.evaluate(async () => {
    const { Tracer } = await import('./element/wasm/dlx-lab.js');
    const t = new Tracer(document.getElementById('puzzle-text').value);
    t.run('solution', 1000);
    return t.state().partial.map((o) => o + 1).sort();
  });
  assert.deepEqual(chosen, [1, 4, 5]);
});

test('Play, Pause and speed', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  // The first-column rule makes the search long enough to watch for a while.
  await page.getByLabel('Item rule').selectOption('first');
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  await page.getByLabel('Speed').fill('8');
  await page.getByRole('button', { name: 'Play' }).click();
  assert.equal(await page.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed'), 'true');
  await until(async () => (await stat(page, 'steps')) > 1000, 'full speed passing 1,000 steps');
  await page.getByRole('button', { name: 'Pause' }).click();
  const played = await stat(page, 'steps');
  await frames(page);
  assert.equal(await stat(page, 'steps'), played, 'Pause stops the search');
  // Slow: one step per second, on the page's own clock, run by hand (the
  // steps a second at full speed are a benchmark: bench/play.mjs).
  await page.getByLabel('Speed').fill('0');
  assert.equal(await page.getByLabel('Speed').getAttribute('aria-valuetext'), '1 step a second');
  // The fake clock flows with real time once installed: paused, it moves
  // only by runFor, so a busy machine cannot slip a step in between.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(1500);
  assert.equal(await stat(page, 'steps') - played, 2, 'at once, then a second later');
  await page.clock.runFor(1000);
  assert.equal(await stat(page, 'steps') - played, 3);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(3000);
  assert.equal(await stat(page, 'steps') - played, 3, 'paused');
});

test('narration reaches the live region', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  const live = page.locator('[aria-live=polite]#narration');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await live.textContent(), /^Choose item (r\dc\d \(cell r\dc\d needs a value\)|R\d#\d \(row \d has \d\)|C\d#\d \(column \d has \d\)|B\d#\d \(box \d has \d\)), which has \d options?\.$/);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await live.textContent(), /^Try option r\dc\d#\d \(r\dc\d = \d\): cover its other items \S+ \([^)]+\), \S+ \([^)]+\), and \S+ \([^)]+\); \d+ options? removed\.$/);
});

test('the first-column rule needs more nodes on a hard 9×9', async (t) => {
  const page = await app(t, `?bd=${HARDEST[1]}`);
  const nodesToSolution = async () => {
    await page.getByRole('button', { name: 'Next solution' }).click();
    await page.locator('#narration').filter({ hasText: 'Solution found' }).waitFor({ timeout: 120000 });
    return stat(page, 'nodes');
  };
  const smallest = await nodesToSolution();
  await page.getByLabel('Item rule').selectOption('first');
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  const first = await nodesToSolution();
  console.log(`# nodes to the first solution: smallest item ${smallest}, first item ${first}`);
  assert.ok(first > 10 * smallest, `first ${first} vs smallest ${smallest}`);
});

test('Compare shows every engine of the registry', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.locator('#compare-summary').filter({ hasText: 'fewer nodes' }).waitFor({ timeout: 60000 });
  const rows = await page.getByRole('list', { name: 'Engine results' }).getByRole('listitem').allTextContents();
  assert.equal(rows.length, 7);
  assert.match(rows.join('\n'), /DLX, smallest item.*nodes/);
});

test('with Candidates on, the grid strikes out what the covers removed', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  await page.getByRole('button', { name: 'Candidates', exact: true }).click();
  assert.equal(await page.locator('.marks .struck').count(), 0);
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.ok(await page.locator('.marks .struck').count() > 0);
  for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Back', exact: true }).click();
  assert.equal(await page.locator('.marks .struck').count(), 0);
});

/** Plays at full speed until the step count passes `steps`, then pauses; resolves to the steps made. */
async function playPast(page, steps) {
  await page.getByLabel('Speed').fill('8');
  await page.getByRole('button', { name: 'Play' }).click();
  await until(async () => (await stat(page, 'steps')) > steps, `playing past ${steps} steps`, 60000);
  await page.getByRole('button', { name: 'Pause' }).click();
  return stat(page, 'steps');
}

test('big grids: 16×16 and 25×25 play, pause and step (their frame rates are in bench/play.mjs)', async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: '16×16 (POJ 3076 sample)' });
  await page.locator('#narration').filter({ hasText: 'Ready: 4,096' }).waitFor();
  // The first-column rule makes the searches long enough to play, not only start.
  await page.getByLabel('Item rule').selectOption('first');
  await page.locator('#narration').filter({ hasText: 'Ready: 4,096' }).waitFor();
  const sixteen = await playPast(page, 100);
  await frames(page);
  assert.equal(await stat(page, 'steps'), sixteen, 'paused');
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.equal(await stat(page, 'steps'), 1);
  // An empty 25×25: 15,625 options and 2,500 columns.
  const big = await openApp(t, `?p=${'.'.repeat(625)}`, { viewport: { width: 1280, height: 1400 } });
  await big.locator('#narration').filter({ hasText: 'Ready: 15,625' }).waitFor({ timeout: 30000 });
  await big.getByRole('button', { name: 'Step', exact: true }).click();
  assert.equal(await stat(big, 'steps'), 1);
  assert.match(await narration(big), /^Choose item/);
  await big.getByLabel('Item rule').selectOption('first');
  await big.locator('#narration').filter({ hasText: 'Ready: 15,625' }).waitFor({ timeout: 30000 });
  assert.ok(await playPast(big, 10) > 10);
});

test('the step panel follows the puzzle: another kind, an edit, and Play stopping at a solution', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  // Binary Sudoku has no search to watch: the panel says so, and shows no stale matrix.
  await page.getByLabel('Examples').selectOption({ label: 'Binary Sudoku (USACO 2011 sample: 3 toggles)' });
  await page.locator('#narration').filter({ hasText: 'Binary Sudoku is solved by a DP' }).waitFor();
  assert.equal(await page.locator('#matrix').isVisible(), false);
  assert.equal(await stat(page, 'steps'), 0);
  // Knuth's example, then back to a sudoku: the links view goes with Knuth's example.
  await page.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" });
  await page.locator('#narration').filter({ hasText: 'Ready: 6 options' }).waitFor();
  assert.equal(await page.locator('#links-view').isVisible(), true);
  await page.getByLabel('Examples').selectOption({ label: '4×4 for a first look' });
  await page.locator('#narration').filter({ hasText: 'Ready: 64 options' }).waitFor();
  // Typing into the grid mid-trace resets the trace: no trial digit stays among the user's.
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.ok(await page.getByRole('gridcell', { name: /trial/ }).count() > 0);
  await page.getByRole('gridcell', { name: /^row 4, column 4, empty/ }).click();
  await page.keyboard.press('1');
  await page.locator('#narration').filter({ hasText: 'The grid changed' }).waitFor();
  assert.equal(await page.getByRole('gridcell', { name: /trial/ }).count(), 0);
  assert.equal(await stat(page, 'steps'), 0);
  // Play stops at the solution and shows the solved grid.
  await page.getByLabel('Speed').fill('8');
  await page.getByRole('button', { name: 'Play' }).click();
  await page.locator('#narration').filter({ hasText: 'Solution found' }).waitFor();
  const values = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.textContent.trim()));
  assert.ok(values.every((v) => /^[1-4]$/.test(v)), `solved grid shown: ${values.join('')}`);
  assert.equal(await stat(page, 'solutions'), 1);
});

test('Step while playing pauses, Space on a focused button presses it, and the live region waits for the stop', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  await page.getByLabel('Speed').fill('4');
  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  await frames(page);
  // While playing, the narration is not a live region: a screen reader hears where it stops.
  assert.equal(await page.locator('#narration').getAttribute('aria-live'), 'off');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Play' }).waitFor();
  assert.equal(await page.locator('#narration').getAttribute('aria-live'), 'polite');
  const steps = await stat(page, 'steps');
  await frames(page);
  assert.equal(await stat(page, 'steps'), steps, 'the search stays paused after a Step');
  await page.getByRole('button', { name: 'Back', exact: true }).focus();
  await page.keyboard.press(' ');
  assert.equal(await stat(page, 'steps'), steps - 1, 'Space on Back went back one step');
  assert.equal(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed'), 'false');
  assert.match(await page.getByLabel('Speed').getAttribute('aria-valuetext'), /^30 steps a second$/);
  assert.equal(await page.locator('#speed-value').textContent(), '30/s');
});
