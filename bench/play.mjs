// The step-through at full speed in headless Chromium, as a learner sees it:
// steps made, frames a second and long tasks over 2 s of Play, and the time
// of one Step from the click to the next painted frame (median of 5). On a
// hard 9×9 with the whole matrix and shrinking, the POJ 16×16 and an empty
// 25×25, each with the first-column rule (a long search). These are figures
// of this machine, so they are printed here and never asserted by a test.
// The figures also go to target/bench/play.json. Run with `make bench`
// (needs the site).
import { mkdirSync, writeFileSync } from 'node:fs';
import { data, launch, open, serve } from '../tests/e2e/harness.mjs';

const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];
const PLAY_MS = 2000;

const stat = async (page, id) => Number((await page.locator(`#stat-${id}`).textContent()).replaceAll(',', ''));

/** Plays at full speed for PLAY_MS from the start: { steps, fps, longTasks, longest }. */
async function play(page) {
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.evaluate(() => {
    Object.assign(window, { frameCount: 0, counting: true, longTasks: [] });
    const count = () => { window.frameCount += 1; if (window.counting) requestAnimationFrame(count); };
    requestAnimationFrame(count);
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask', buffered: false });
    window.framesSince = performance.now();
  });
  await page.getByLabel('Speed').fill('8');
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(PLAY_MS);
  if (await page.getByRole('button', { name: 'Pause' }).count()) await page.getByRole('button', { name: 'Pause' }).click();
  const [fps, longTasks] = await page.evaluate(() => {
    window.counting = false;
    return [(window.frameCount * 1000) / (performance.now() - window.framesSince), window.longTasks];
  });
  return { steps: await stat(page, 'steps'), fps, longTasks: longTasks.length, longest: Math.max(0, ...longTasks) };
}

/** The median time of one Step, from the click to the next painted frame, in ms. */
async function stepTime(page, k = 5) {
  await page.getByRole('button', { name: 'Reset' }).click();
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

/** Opens `query`, waits for the tracer (`ready` in the narration), and sets the first-column rule. */
async function steps(browser, url, query, ready, viewport = { width: 1280, height: 1400 }) {
  const page = await open(browser, url, query, { viewport });
  const narration = page.locator('#narration').filter({ hasText: ready });
  await narration.waitFor({ timeout: 60000 });
  await page.getByLabel('Item rule').selectOption('first');
  await narration.waitFor({ timeout: 60000 });
  return page;
}

const server = await serve();
const browser = await launch();
const rows = {};
try {
  const nine = await steps(browser, server.url, `?bd=${HARDEST}`, 'Ready');
  rows['9×9, whole matrix'] = { ...(await play(nine)), step: await stepTime(nine) };
  await nine.getByRole('button', { name: 'Shrink' }).click();
  rows['9×9, shrinking'] = { ...(await play(nine)), step: await stepTime(nine) };
  await nine.context().close();

  const sixteen = await steps(browser, server.url, '', 'Ready');
  await sixteen.getByLabel('Examples').selectOption({ label: '16×16 (POJ 3076 sample)' });
  await sixteen.locator('#narration').filter({ hasText: 'Ready: 4,096' }).waitFor({ timeout: 60000 });
  rows['16×16 (POJ sample)'] = { ...(await play(sixteen)), step: await stepTime(sixteen) };
  await sixteen.context().close();

  const big = await steps(browser, server.url, `?p=${'.'.repeat(625)}`, 'Ready: 15,625');
  rows['25×25, empty'] = { ...(await play(big)), step: await stepTime(big) };
  await big.context().close();

  console.log(`step-through at full speed for ${PLAY_MS / 1000} s (first-column rule), Chromium`);
  console.log(`${'puzzle'.padEnd(20)} ${'steps'.padStart(9)} ${'fps'.padStart(5)} ${'long tasks'.padStart(11)} ${'longest ms'.padStart(11)} ${'one Step ms'.padStart(12)}`);
  for (const [name, r] of Object.entries(rows)) {
    console.log(`${name.padEnd(20)} ${String(r.steps).padStart(9)} ${r.fps.toFixed(0).padStart(5)} ${String(r.longTasks).padStart(11)} ${r.longest.toFixed(0).padStart(11)} ${r.step.toFixed(1).padStart(12)}`);
  }
  mkdirSync('target/bench', { recursive: true });
  writeFileSync('target/bench/play.json', JSON.stringify(rows, null, 2));
} finally {
  await browser.close();
  server.close();
}
