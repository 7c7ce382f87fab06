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
  assert.match(await live.textContent(), /^Choose item (r\dc\d \(cell r\dc\d has a value\)|R\d#\d \(row \d has \d\)|C\d#\d \(column \d has \d\)|B\d#\d \(box \d has \d\)), which has \d options?\.$/);
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
  await page.getByLabel('Column rule').selectOption('first');
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  const first = await nodesToSolution();
  console.log(`# nodes to the first solution: smallest column ${smallest}, first column ${first}`);
  assert.ok(first > 10 * smallest, `first ${first} vs smallest ${smallest}`);
});

test('Compare shows every engine of the registry', async (t) => {
  const page = await app(t, `?bd=${HARDEST[0]}`);
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.locator('#compare-summary').filter({ hasText: 'fewer nodes' }).waitFor({ timeout: 60000 });
  const rows = await page.getByRole('list', { name: 'Engine results' }).getByRole('listitem').allTextContents();
  assert.equal(rows.length, 5);
  assert.match(rows.join('\n'), /DLX, smallest column.*nodes/);
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

/** Plays at full speed for `ms` and returns the frames per second, the long tasks and the steps made. */
async function measurePlay(page, ms) {
  await page.evaluate(() => {
    window.frames = 0;
    window.framesSince = performance.now();
    const count = () => { window.frames += 1; if (window.counting) requestAnimationFrame(count); };
    window.counting = true;
    requestAnimationFrame(count);
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask', buffered: false });
  });
  await page.getByLabel('Speed').fill('8');
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(ms);
  if (await page.getByRole('button', { name: 'Pause' }).count()) await page.getByRole('button', { name: 'Pause' }).click();
  const [longTasks, fps] = await page.evaluate(() => {
    window.counting = false;
    return [window.longTasks, (window.frames * 1000) / (performance.now() - window.framesSince)];
  });
  return { fps, longTasks, steps: await stat(page, 'steps') };
}

/** How long one Step takes, from the click to the next painted frame, as the median of `k`. */
async function stepTime(page, k = 5) {
  const times = [];
  for (let i = 0; i < k; i++) {
    times.push(await page.evaluate(() => new Promise((resolve) => {
      const start = performance.now();
      document.getElementById('step').click();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    })));
  }
  return times.sort((a, b) => a - b)[Math.floor(k / 2)];
}

test('big grids: playing and single steps are measured at 16×16 and 25×25 (figures printed, not asserted)', async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: '16×16 (POJ 3076 sample)' });
  await page.locator('#narration').filter({ hasText: 'Ready: 4,096' }).waitFor();
  // The first-column rule makes the searches long enough to measure playing, not its start.
  await page.getByLabel('Column rule').selectOption('first');
  await page.locator('#narration').filter({ hasText: 'Ready: 4,096' }).waitFor();
  const sixteen = await measurePlay(page, 2000);
  assert.ok(sixteen.steps > 100, `16×16 full speed made ${sixteen.steps} steps`);
  await page.getByRole('button', { name: 'Reset' }).click();
  const step16 = await stepTime(page);
  // An empty 25×25: 15,625 options and 2,500 columns.
  const big = await openApp(t, `?p=${'.'.repeat(625)}`, { viewport: { width: 1280, height: 1400 } });
  await big.locator('#narration').filter({ hasText: 'Ready: 15,625' }).waitFor({ timeout: 30000 });
  const step25 = await stepTime(big);
  await big.getByLabel('Column rule').selectOption('first');
  await big.locator('#narration').filter({ hasText: 'Ready: 15,625' }).waitFor({ timeout: 30000 });
  const twentyFive = await measurePlay(big, 2000);
  assert.ok(twentyFive.steps > 10, `25×25 full speed made ${twentyFive.steps} steps`);
  const longest = (l) => (l.length ? `, longest ${Math.max(...l).toFixed(0)} ms` : '');
  console.log(`# 16×16 at full speed: ${Math.round(sixteen.fps)} fps, ${sixteen.longTasks.length} long tasks${longest(sixteen.longTasks)}; one Step ${step16.toFixed(1)} ms`);
  console.log(`# 25×25 at full speed: ${Math.round(twentyFive.fps)} fps, ${twentyFive.longTasks.length} long tasks${longest(twentyFive.longTasks)}; one Step ${step25.toFixed(1)} ms`);
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
  await page.waitForTimeout(300);
  // While playing, the narration is not a live region: a screen reader hears where it stops.
  assert.equal(await page.locator('#narration').getAttribute('aria-live'), 'off');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Play' }).waitFor();
  assert.equal(await page.locator('#narration').getAttribute('aria-live'), 'polite');
  const steps = await stat(page, 'steps');
  await page.waitForTimeout(400);
  assert.equal(await stat(page, 'steps'), steps, 'the search stays paused after a Step');
  await page.getByRole('button', { name: 'Back', exact: true }).focus();
  await page.keyboard.press(' ');
  assert.equal(await stat(page, 'steps'), steps - 1, 'Space on Back went back one step');
  assert.equal(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed'), 'false');
  assert.match(await page.getByLabel('Speed').getAttribute('aria-valuetext'), /^30 steps a second$/);
  assert.equal(await page.locator('#speed-value').textContent(), '30/s');
});
