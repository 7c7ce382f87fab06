// Pictures for slides: Save picture (a PNG at twice the pixel density) and
// Save SVG of the board, and of the matrix as it shows (its canvas, or the
// links view of a small matrix).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assertAccessible, data, until, useBrowser, waitStat } from './harness.mjs';

const browse = useBrowser();
const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];

/** The width and height in a PNG's header, or null if `bytes` is not a PNG. */
function pngSize(bytes) {
  if (bytes.subarray(0, 8).toString('latin1') !== '\x89PNG\r\n\x1a\n') return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Presses `name` in `scope` and returns the file it saves, with its name. */
async function saved(page, scope, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), scope.getByRole('button', { name, exact: true }).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test('Save picture and Save SVG: the grid, then the matrix, at step 3', async (t) => {
  // Under the page's own CSP: the picture is drawn from a data: URL, which its img-src allows.
  const page = await browse(t, `?bd=${HARDEST}`, { viewport: { width: 1280, height: 1000 } });
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  await waitStat(page, 'steps', 3);
  const group = page.getByRole('group', { name: 'Pictures' });
  const grid = await page.getByRole('grid').first().boundingBox();

  const png = await saved(page, group, 'Save picture');
  assert.equal(png.name, 'dlx-lab-sudoku-board-step-3.png');
  const svg = await saved(page, group, 'Save SVG');
  const text = svg.bytes.toString('utf8');
  const [, w, h] = text.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)"/).map(Number);
  assert.deepEqual(pngSize(png.bytes), [w * 2, h * 2], 'twice the pixels of the picture');
  assert.ok(Math.abs(w - grid.width) <= 2 && Math.abs(h - grid.height) <= 2, `the grid's size on screen: ${w}×${h}, ${JSON.stringify(grid)}`);
  // Each given is a text of the picture, and the cell being tried shows its trial value.
  const givens = [...HARDEST].filter((c) => /[1-9]/.test(c));
  const digits = [...text.matchAll(/<text[^>]*>([1-9])<\/text>/g)].map((m) => m[1]);
  assert.ok(digits.length >= givens.length, `${digits.length} digits for ${givens.length} givens`);
  assert.ok(!/<script|onload|foreignObject/i.test(text));

  await group.getByLabel('Picture of').selectOption('matrix');
  const matrix = await page.locator('.matrix-stack').boundingBox();
  const mpng = await saved(page, group, 'Save picture');
  assert.equal(mpng.name, 'dlx-lab-sudoku-matrix-step-3.png');
  assert.deepEqual(pngSize(mpng.bytes), [Math.ceil(matrix.width * 2), Math.ceil(matrix.height * 2)]);
  // A canvas has no SVG: the status says so and what to use.
  await group.getByRole('button', { name: 'Save SVG' }).click();
  await page.getByRole('status').filter({ hasText: 'drawn on a canvas' }).waitFor();
});

test("Knuth's example: the links view as SVG and PNG, and a classic's picture", async (t) => {
  const page = await browse(t, '', { bypassCSP: true, viewport: { width: 1280, height: 1000 } });
  await page.getByRole('status').filter({ hasText: 'loaded' }).waitFor();
  await page.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" });
  await page.locator('#narration').filter({ hasText: 'Ready: 6 options × 7 items' }).waitFor();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  const group = page.getByRole('group', { name: 'Pictures' });
  await group.getByLabel('Picture of').selectOption('matrix');
  const svg = (await saved(page, group, 'Save SVG')).bytes.toString('utf8');
  assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.ok(!/class="/.test(svg), 'the styles are written in, not left to classes');
  assert.ok(pngSize((await saved(page, group, 'Save picture')).bytes));

  await page.getByLabel('Examples').selectOption({ label: '8 queens (92 solutions)' });
  await until(async () => /queens/i.test(await page.getByRole('status').textContent()), 'queens loaded');
  await group.getByLabel('Picture of').selectOption('board');
  const queens = await saved(page, group, 'Save SVG');
  assert.equal(queens.name, 'dlx-lab-queens-board-step-0.svg');
  assert.ok(pngSize((await saved(page, group, 'Save picture')).bytes));
  await assertAccessible(page);
});
