// Pictures for slides: Save picture (a PNG at twice the pixel density) and
// Save SVG of the board, and of the matrix as it shows (its canvas, or the
// links view of a small matrix); Save animation, a GIF of a range of steps,
// its frames decoded here and checked against Save picture's view.
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
  // The view alone first: the caption is on by default, and the size twice as large.
  const captioned = group.getByLabel('Caption: the step and its narration');
  assert.equal(await captioned.isChecked(), true);
  assert.equal(await group.getByLabel('Size').inputValue(), '2');
  await captioned.uncheck();

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

  // With the caption: the step and the narration under the picture, in the PNG and the SVG (as text).
  await captioned.check();
  const narration = (await page.locator('#narration').textContent()).trim();
  const [cw, ch] = pngSize((await saved(page, group, 'Save picture')).bytes);
  assert.equal(cw, w * 2);
  assert.ok(ch > h * 2 + 30, `a caption under the picture: ${ch} > ${h * 2}`);
  const csvg = (await saved(page, group, 'Save SVG')).bytes.toString('utf8');
  const caption = [...csvg.matchAll(/<text[^>]*dominant-baseline="hanging"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
  const unescape = (x) => x.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  assert.equal(unescape(caption).replace(/\s+/g, ' '), `Step 3: ${narration}`.replace(/\s+/g, ' '));
  // 1920 px wide, for a slide.
  await group.getByLabel('Size').selectOption('1920');
  assert.equal(pngSize((await saved(page, group, 'Save picture')).bytes)[0], 1920);
  await group.getByLabel('Size').selectOption('2');
  await captioned.uncheck();

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

/**
 * The frames of GIF `bytes`: its screen size and, for each frame, its size
 * and its pixels as [r, g, b] (LZW decoded here, from the GIF89a spec).
 */
function gifFrames(bytes) {
  assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  const width = bytes.readUInt16LE(6), height = bytes.readUInt16LE(8);
  let at = 13 + (bytes[10] & 0x80 ? 3 * 2 ** ((bytes[10] & 7) + 1) : 0);
  let global = bytes[10] & 0x80 ? bytes.subarray(13, at) : null;
  const subBlocks = () => {
    const parts = [];
    for (let n = bytes[at++]; n; n = bytes[at++]) parts.push(bytes.subarray(at, (at += n)));
    return Buffer.concat(parts);
  };
  const frames = [];
  for (;;) {
    const kind = bytes[at++];
    if (kind === 0x3b) break;
    if (kind === 0x21) {
      at++;
      subBlocks();
    } else if (kind === 0x2c) {
      const w = bytes.readUInt16LE(at + 4), h = bytes.readUInt16LE(at + 6), flags = bytes[at + 8];
      at += 9;
      let table = global;
      if (flags & 0x80) table = bytes.subarray(at, (at += 3 * 2 ** ((flags & 7) + 1)));
      const min = bytes[at++];
      const indices = lzw(subBlocks(), min, w * h);
      frames.push({ w, h, pixels: [...indices].map((i) => [table[3 * i], table[3 * i + 1], table[3 * i + 2]]) });
    } else throw new Error(`bad GIF block ${kind} at ${at - 1}`);
  }
  return { width, height, frames };
}

/** GIF's LZW: `count` colour indices from `data` with minimum code size `min`. */
function lzw(data, min, count) {
  const clear = 1 << min, end = clear + 1;
  let size = min + 1, dict = [], prev = null, bit = 0;
  const out = [];
  const reset = () => {
    dict = Array.from({ length: clear + 2 }, (_, i) => [i]);
    size = min + 1;
    prev = null;
  };
  reset();
  while (out.length < count && bit + size <= data.length * 8) {
    let code = 0;
    for (let i = 0; i < size; i++, bit++) code |= ((data[bit >> 3] >> (bit & 7)) & 1) << i;
    if (code === clear) { reset(); continue; }
    if (code === end) break;
    const entry = code < dict.length ? dict[code] : [...prev, prev[0]];
    out.push(...entry);
    if (prev) dict.push([...prev, entry[0]]);
    prev = entry;
    if (dict.length === 1 << size && size < 12) size++;
  }
  return out;
}

test('Save animation: a GIF of the steps of a range, each frame the view at its step', async (t) => {
  const page = await browse(t, '', { bypassCSP: true, viewport: { width: 1280, height: 1000 } });
  await page.getByRole('status').filter({ hasText: 'loaded' }).waitFor();
  await page.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" });
  await page.locator('#narration').filter({ hasText: 'Ready: 6 options × 7 items' }).waitFor();
  const group = page.getByRole('group', { name: 'Pictures' });
  // The view alone (no caption), to compare with Save SVG's below.
  await group.getByLabel('Caption: the step and its narration').uncheck();
  // The links view of Knuth's matrix: its nodes leave and come back as the search goes.
  await group.getByLabel('Picture of').selectOption('matrix');
  await group.getByRole('button', { name: 'Save animation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save animation' });
  await dialog.getByLabel('From step').fill('2');
  await dialog.getByLabel('To step').fill('9');
  await assertAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save', exact: true }).click()]);
  assert.equal(download.suggestedFilename(), 'dlx-lab-cover-matrix-steps-2-9.gif');
  const gif = gifFrames(readFileSync(await download.path()));
  assert.equal(gif.frames.length, 8, 'a frame for each step from 2 to 9');
  assert.ok(gif.frames.every((f) => f.w === gif.width && f.h === gif.height));
  await page.getByRole('status').filter({ hasText: 'Animation saved: 8 frames' }).waitFor();
  // The links move between steps 2 and 9: the frames differ.
  const changed = gif.frames[0].pixels.filter((p, i) => p.join() !== gif.frames.at(-1).pixels[i].join()).length;
  assert.ok(changed > 500, `${changed} pixels changed from the first frame to the last`);
  // The search is back where it was, and the dialog closed.
  await waitStat(page, 'steps', 0);
  assert.equal(await dialog.isVisible(), false);
  // The first and last frames are the links view at steps 2 and 9: the same
  // picture (at the same size) as the view drawn at that step, up to the
  // palette's rounding.
  const table = page.getByRole('button', { name: 'Step', exact: true });
  for (const [step, frame] of [[2, gif.frames[0]], [9, gif.frames.at(-1)]]) {
    while (Number(await page.locator('[data-stat="steps"]').textContent()) < step) await table.click();
    const svg = (await saved(page, group, 'Save SVG')).bytes.toString('utf8');
    const [, w, h] = svg.match(/<svg[^>]* width="(\d+)" height="(\d+)"/).map(Number);
    assert.deepEqual([w, h], [gif.width, gif.height]);
    const drawn = await page.evaluate(async ([text, w, h]) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
      await img.decode();
      const c = Object.assign(document.createElement('canvas'), { width: w, height: h });
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0);
      return [...ctx.getImageData(0, 0, w, h).data];
    }, [svg, w, h]);
    let far = 0;
    frame.pixels.forEach(([r, g, b], i) => {
      if (Math.abs(r - drawn[4 * i]) + Math.abs(g - drawn[4 * i + 1]) + Math.abs(b - drawn[4 * i + 2]) > 48) far += 1;
    });
    // Far fewer than the pixels that differ between the two steps.
    assert.ok(far < changed / 10, `frame at step ${step}: ${far} of ${frame.pixels.length} pixels differ (${changed} between the steps)`);
  }
});

test('the board of an exact cover is the search\'s state at its step, and each frame of an animation has its caption', async (t) => {
  const page = await browse(t, '', { bypassCSP: true, viewport: { width: 1280, height: 1000 } });
  await page.getByRole('status').filter({ hasText: 'loaded' }).waitFor();
  await page.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" });
  await page.locator('#narration').filter({ hasText: 'Ready: 6 options × 7 items' }).waitFor();
  // Step 3 tries option 2 (A D G) for item A: the cover of A took out option 4 (A D).
  for (let i = 1; i <= 3; i++) {
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await waitStat(page, 'steps', i);
  }
  const table = page.locator('.cover-table');
  await table.getByRole('rowheader', { name: 'option 2, being tried' }).waitFor();
  assert.equal(await table.getByRole('rowheader', { name: 'option 4, taken out by a cover' }).count(), 1);
  assert.equal(await table.getByRole('columnheader', { name: 'A', exact: true }).evaluate((th) => th.classList.contains('covered')), true);
  // One step on, B is chosen with 2 (A D G) in the partial solution.
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await waitStat(page, 'steps', 4);
  await table.getByRole('rowheader', { name: 'option 2, in the partial solution' }).waitFor();
  const group = page.getByRole('group', { name: 'Pictures' });
  const captioned = group.getByLabel('Caption: the step and its narration');
  await captioned.uncheck();
  const board = (await saved(page, group, 'Save SVG')).bytes.toString('utf8');
  await captioned.check();
  assert.match(board, />● 2<\/text>/, 'the picture marks the partial solution');
  assert.match(board, /opacity="0\.35"/, 'and fades what a cover took out');
  // An animation with captions: every frame the same size, taller than the board alone.
  await group.getByRole('button', { name: 'Save animation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save animation' });
  await dialog.getByLabel('From step').fill('1');
  await dialog.getByLabel('To step').fill('6');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save', exact: true }).click()]);
  const gif = gifFrames(readFileSync(await download.path()));
  assert.equal(gif.frames.length, 6);
  assert.ok(gif.frames.every((f) => f.w === gif.width && f.h === gif.height));
  const [, , h] = board.match(/<svg[^>]* width="(\d+)" height="(\d+)"/).map(Number);
  assert.ok(gif.height > h + 40, `three lines of caption under the board: ${gif.height} > ${h}`);
  await assertAccessible(page);
  // In Chinese, the caption is the Chinese narration of the step.
  await page.getByLabel('Language').selectOption('zh-CN');
  const zh = page.getByRole('group', { name: '图片' });
  await page.locator('#narration').filter({ hasText: /[\u4e00-\u9fff]/ }).waitFor();
  const svg = (await saved(page, zh, '保存矢量图')).bytes.toString('utf8');
  const caption = [...svg.matchAll(/<text[^>]*dominant-baseline="hanging"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
  assert.match(caption, /^第 4 步：/);
  await assertAccessible(page);
});
