// Count all: every solution on every core, with progress, Stop, browsing
// and download; the count equals the known one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { until, useBrowser } from './harness.mjs';

const browse = useBrowser();

/** A link that opens exact-cover text (the cover kind's `cover=` parameter). */
const coverLink = (text) => `?cover=${Buffer.from(text).toString('base64url')}`;

/** The Knuth-format text of a classic, from the page's own module. */
const classic = (page, name, size) => page.evaluate(async ([n, s]) => (await import('./element/wasm/dlx-lab.js')).problem(n, s), [name, size]);

async function app(t, query = '') {
  const page = await browse(t, query);
  await page.getByRole('status').filter({ hasText: /loaded|Showing|Empty|not loaded/ }).first().waitFor({ timeout: 20000 });
  return page;
}

const panel = (page) => page.getByRole('region', { name: 'Count all solutions' });
const line = (page) => panel(page).locator('.count-line').textContent();

test('Count all on 8 queens finds 92, browses them and downloads them', async (t) => {
  const first = await app(t);
  const text = await classic(first, 'queens', '8');
  const page = await app(t, coverLink(text));
  await panel(page).getByRole('button', { name: 'Count all' }).click();
  await until(async () => /^92 solutions;/.test(await line(page)), 'the count of 92');
  assert.match(await line(page), /on \d+ workers?\./);
  assert.equal(await panel(page).getByRole('progressbar', { name: 'Count progress' }).getAttribute('value'), '1');
  await panel(page).getByRole('button', { name: 'Next counted solution' }).click();
  const shown = await panel(page).locator('.count-solution').textContent();
  assert.match(shown, /^Solution 2 of 92 kept: (r\d c\d a\d+ b\d+ \| ){7}r\d c\d a\d+ b\d+$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Save solutions' }).click(),
  ]);
  const lines = (await (await download.createReadStream()).toArray()).join('').trim().split('\n');
  assert.equal(lines.length, 92);
  // The problem itself, exported in Knuth's format, is the text without its comment line.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: "Export in Knuth's format" }).click(),
  ]);
  assert.equal((await (await exported.createReadStream()).toArray()).join(''), text.replace(/^\|.*\n/, ''));
  assert.deepEqual(page.problems, []);
});

test('Count all on a sudoku draws its one solution; on a long count it shows progress and stops at once', async (t) => {
  const page = await app(t);
  await panel(page).getByRole('button', { name: 'Count all' }).click();
  await until(async () => /^1 solution;/.test(await line(page)), 'one solution');
  const solution = await page.evaluate(async () => (await import('./element/wasm/dlx-lab.js')).solve(document.querySelector('#puzzle-text').value).solution.trim());
  assert.equal(await panel(page).locator('.count-solution').textContent(), `Solution 1 of 1 kept: ${solution}`);

  // Langford pairs for n = 16: 653,443,600 solutions, minutes of counting on
  // any machine, so Stop comes while it runs. Pasted and loaded.
  const langford = await app(t);
  await langford.getByLabel('Puzzle type').selectOption('cover');
  await langford.locator('#puzzle-text').fill(await classic(page, 'langford', '16'));
  await langford.locator('#load').click();
  await until(async () => /loaded/.test(await langford.locator('#status').textContent()), 'the Langford pairs loaded');
  await panel(langford).getByRole('button', { name: 'Count all' }).click();
  const bar = panel(langford).getByRole('progressbar', { name: 'Count progress' });
  await until(async () => Number(await bar.getAttribute('value')) > 0 && /so far/.test(await line(langford)), 'progress');
  await panel(langford).getByRole('button', { name: 'Stop count' }).click();
  await until(async () => /the count was stopped/.test(await line(langford)), 'the count stops');
  const stoppedAt = Number((await line(langford)).match(/^([\d,]+) solutions?/)[1].replace(/,/g, ''));
  assert.ok(stoppedAt < 653443600, `stopped at ${stoppedAt}`);
  // The page is still responsive: the grid and buttons work.
  assert.equal(await panel(langford).getByRole('button', { name: 'Count all' }).isEnabled(), true);
  assert.deepEqual(langford.problems, []);
});

test('Count all on the empty 25×25 sudoku shows progress, keeps the page responsive and stops at once', async (t) => {
  const page = await app(t, `?p=${'.'.repeat(625)}&box=5x5`);
  await panel(page).getByRole('button', { name: 'Count all' }).click();
  const bar = panel(page).getByRole('progressbar', { name: 'Count progress' });
  await until(async () => /^[\d,]+ solutions? so far/.test(await line(page)), 'progress');
  // The main thread is free while every worker counts: typing lands.
  await page.locator('#puzzle-text').fill('typed while counting');
  assert.equal(await page.locator('#puzzle-text').inputValue(), 'typed while counting');
  // Progress is reported as it goes: the count grows, and the bar holds a fraction of the tree.
  const soFar = async () => Number((await line(page)).match(/^([\d,]+) solutions? so far/)?.[1].replaceAll(',', '') ?? NaN);
  const first = await soFar();
  await until(async () => (await soFar()) > first, 'the count grows');
  const value = await bar.getAttribute('value');
  assert.ok(value !== null && value !== '' && Number(value) >= 0 && Number(value) <= 1, `the bar's value ${value}`);
  await panel(page).getByRole('button', { name: 'Stop count' }).click();
  await until(async () => /the count was stopped/.test(await line(page)), 'the count stops');
  assert.match(await line(page), /^[\d,]+ solutions?/);
  assert.deepEqual(page.problems, []);
});
