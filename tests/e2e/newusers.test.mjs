// What three new users met (issue 20's section 4), each as a test: a
// generated puzzle lost on a reload, no word on finishing, a wrong entry
// that spoiled the hint ladder, New puzzle giving the same grid twice, the
// grid and the narration a screen apart, a first step-through with no
// backtrack, a demo's locked range that was not locked, numbers always in
// English, a slow link with no word, and the guide's contradiction.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { data, mount, opened, stat, until, useBrowser, waitStat, waitStatus } from './harness.mjs';

const browse = useBrowser();

const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];
const LOADED = /loaded|Showing|Empty|not loaded/;

/** The app page at `query`, once its puzzle is loaded. */
async function app(t, query = '', options = {}) {
  const page = await browse(t, query, options);
  await waitStatus(page, LOADED);
  return page;
}

const cell = (scope, r, c) => scope.getByRole('gridcell', { name: new RegExp(`^row ${r}, column ${c},`) });
const says = async (scope, r, c) => (await cell(scope, r, c).getAttribute('aria-label')).replace(/^row \d+, column \d+, /, '');
const button = (scope, name) => scope.getByRole('button', { name, exact: true });

/** The 0-based cells of the grid that are blank, from the Puzzle box's one-line text. */
const blanks = (line) => [...line].flatMap((ch, i) => (ch === '.' || ch === '0' ? [i] : []));

test('a reload reopens the last puzzle of each kind, generated or picked, with its entries and marks', async (t) => {
  const page = await app(t);
  await page.getByLabel('Level').selectOption('hard');
  await page.getByLabel('Seed', { exact: true }).first().fill('1');
  await button(page, 'New puzzle').click();
  await waitStatus(page, /loaded with \d+ givens/);
  await until(async () => /seed 1/.test(await page.locator('#rating').textContent()), 'the generated puzzle');
  const made = await page.locator('#puzzle-text').inputValue();
  const [first, second] = blanks(made);
  const rc = (i) => [Math.floor(i / 9) + 1, (i % 9) + 1];
  await cell(page, ...rc(first)).click();
  await page.keyboard.press('3');
  await cell(page, ...rc(second)).click();
  await page.keyboard.press('Shift+Digit7');
  await until(async () => /pencil marks 7/.test(await says(page, ...rc(second))), 'the mark');

  await page.reload();
  // The reload says again what was said last (the finish, a hint, a clash), with the game back.
  await opened(page);
  assert.equal(await page.locator('#puzzle-text').inputValue(), made, 'the generated puzzle, not the default');
  assert.match(await says(page, ...rc(first)), /^3, entry/);
  assert.match(await says(page, ...rc(second)), /pencil marks 7/);
  assert.match(await page.locator('#rating').textContent(), /Generated at level hard with seed 1\./);

  // Another kind, then a reload: it is the one shown; the sudoku waits in its menu entry.
  await page.getByLabel('Examples').selectOption({ label: 'Binary Sudoku (USACO 2011 sample: 3 toggles)' });
  await waitStatus(page, 'Binary Sudoku loaded');
  await page.reload();
  await waitStatus(page, 'Binary Sudoku loaded');
  await page.getByLabel('Puzzle type').selectOption('sudoku-9');
  await opened(page);
  assert.equal(await page.locator('#puzzle-text').inputValue(), made);
  assert.match(await says(page, ...rc(first)), /^3, entry/);
});

test('finishing a sudoku says so, with the time taken and the hints used', async (t) => {
  const puzzle = '.2..3..2..4..3..';
  const page = await app(t, `?p=${puzzle}&box=2x2`);
  const solution = await page.evaluate(async (p) => (await import('./element/wasm/dlx-lab.js')).solve(p).grid, puzzle);
  await button(page, 'Hint').click();
  await waitStatus(page, /Hint/);
  const open = blanks(puzzle);
  for (const i of open) {
    await cell(page, Math.floor(i / 4) + 1, (i % 4) + 1).click();
    await page.keyboard.press(String(solution[i]));
  }
  const said = await waitStatus(page, 'Solved');
  assert.match(said, /^Solved: every cell is filled and nothing clashes\. It took you (\d+ min )?\d+ s, with one hint\.$/);
  // Said beside the grid too, and still after a reload, with its Undo.
  const done = page.locator('.done');
  const finished = /^Finished in (\d+ min )?\d+ s, with one hint\.$/;
  assert.match(await done.textContent(), finished);
  const took = await done.textContent();
  await page.reload();
  await opened(page);
  assert.equal(await done.textContent(), took, 'a finished game is still finished, its time kept');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await done.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await until(async () => finished.test(await done.textContent()), 'finished again');

  // Cleared and filled again: a new game, with no hints.
  await button(page, 'Clear').click();
  await done.waitFor({ state: 'hidden' });
  for (const i of open) {
    await cell(page, Math.floor(i / 4) + 1, (i % 4) + 1).click();
    await page.keyboard.press(String(solution[i]));
  }
  assert.match(await waitStatus(page, 'Solved'), /with no hints\.$/);
  assert.match(await done.textContent(), /, without a hint\.$/);

  // After Solve showed the answer, a finish says so.
  await button(page, 'Clear').click();
  await button(page, 'Solve').click();
  await waitStatus(page, /unique solution/);
  for (const i of open) {
    await cell(page, Math.floor(i / 4) + 1, (i % 4) + 1).click();
    await page.keyboard.press(String(solution[i]));
  }
  await until(async () => /and with Solve's answer shown\.$/.test(await done.textContent()), 'a finish with Solve');
});

test('finishing in Chinese: the words beside the grid', async (t) => {
  const puzzle = '12343.1221434321';
  const page = await browse(t, `?p=${puzzle}&box=2x2&lang=zh-CN`);
  await waitStatus(page, /已载入/);
  await page.locator('.sudoku .cell').nth(5).click();
  await page.keyboard.press('4');
  await until(async () => /^完成！用时 (\d+ 分 )?\d+ 秒，没有用提示。$/.test(await page.locator('.done').textContent()), `${await page.locator('.done').textContent()}`);
});

test('a wrong entry is hinted at as any step is: that there is one, its box, then the cell, which Apply clears', async (t) => {
  const page = await app(t, `?bd=${EULER}`);
  // r1c1 can hold 4 or 5 without a clash; the solution has 4.
  await cell(page, 1, 1).click();
  await page.keyboard.press('5');
  const hint = () => page.locator('#hint-text').textContent();
  await button(page, 'Hint').click();
  await waitStatus(page, 'Hint, a nudge (1 of 3)');
  assert.equal(await hint(), 'One of your entries is wrong.');
  assert.equal(await button(page, 'Apply hint').isDisabled(), true);
  assert.doesNotMatch(await says(page, 1, 1), /wrong/, 'the nudge does not give the cell away');
  await button(page, 'Hint').click();
  await waitStatus(page, 'Hint, the technique (2 of 3)');
  assert.equal(await hint(), 'One of your entries in box 1 is wrong.');
  await button(page, 'Hint').click();
  await waitStatus(page, 'Hint, the full step (3 of 3)');
  assert.equal(await hint(), "r1c1 holds 5, but the puzzle's only solution has 4 there. Apply hint clears r1c1.");
  assert.match(await says(page, 1, 1), /wrong/);
  await button(page, 'Apply hint').click();
  await waitStatus(page, 'The hint cleared the wrong entry.');
  assert.equal(await says(page, 1, 1), 'empty');

  // A mark that lost the solution's value: Apply puts it back.
  await cell(page, 1, 1).click();
  await page.keyboard.press('Shift+Digit5');
  for (const depth of [1, 2, 3]) {
    await button(page, 'Hint').click();
    await waitStatus(page, `(${depth} of 3)`);
  }
  assert.match(await hint(), /leave out 4.*Apply hint puts 4 back among the marks of r1c1\./);
  await button(page, 'Apply hint').click();
  await waitStatus(page, 'The hint put the missing pencil mark back.');
  assert.equal(await says(page, 1, 1), 'pencil marks 4 5');
});

test('each press of New puzzle makes another puzzle; the seed field repeats one', async (t) => {
  const page = await app(t);
  const make = async () => {
    const before = await page.locator('#puzzle-text').inputValue();
    await button(page, 'New puzzle').click();
    await until(async () => (await page.locator('#puzzle-text').inputValue()) !== before, 'a new puzzle');
    await waitStatus(page, /loaded with/);
    return page.locator('#puzzle-text').inputValue();
  };
  const seed = page.getByLabel('Seed', { exact: true }).first();
  await seed.fill('5');
  const five = await make();
  assert.equal(await seed.inputValue(), '6', 'the field moves on to the next seed');
  const six = await make();
  assert.notEqual(six, five);
  assert.match(await page.locator('#rating').textContent(), /seed 6\./);
  await seed.fill('5');
  assert.equal(await make(), five, 'the same seed, the same puzzle');
});

test('at 1280×800 the grid, the step controls, the narration and the matrix are on one screen; on a phone the grid comes first', async (t) => {
  const page = await app(t, '', { viewport: { width: 1280, height: 800 } });
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  const inView = async (locator, what) => {
    const box = await locator.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 800 && box.x + box.width <= 1280, `${what} is on screen: ${JSON.stringify(box)}`);
  };
  await inView(page.getByRole('grid').first(), 'the grid');
  await inView(button(page, 'Step'), 'Step');
  await inView(button(page, 'Next backtrack'), 'Next backtrack');
  await inView(page.locator('#narration'), 'the narration');
  await inView(page.locator('.matrix-base'), 'the matrix');
  assert.equal(await page.evaluate(() => scrollY), 0);

  const phone = await app(t, '', { viewport: { width: 360, height: 800 } });
  const grid = await phone.getByRole('grid').first().boundingBox();
  const menu = await phone.getByLabel('Puzzle type').boundingBox();
  assert.ok(grid.y < 200, `the grid starts near the top: ${grid.y}`);
  assert.ok(menu.y > grid.y + grid.height, 'the menus come after the grid');
});

test('the default step-through backtracks within its first 100 steps', async (t) => {
  const page = await app(t);
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  await button(page, 'Next backtrack').click();
  await until(async () => /back up|Undo option/.test(await page.locator('#narration').textContent()), 'a backtrack');
  const steps = await stat(page.locator('#step-panel'), 'steps');
  assert.ok(steps > 0 && steps <= 100, `the first backtrack at step ${steps}`);
});

test('a step range locks what changes the search, unless the element is unlocked', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const { el } = await mount(page, { puzzle: HARDEST, mode: 'steps', 'from-step': '10', 'to-step': '20' });
  await waitStat(el, 'steps', 10);
  assert.equal(await el.getByLabel('Item rule').isDisabled(), true);
  const seed = el.getByRole('spinbutton', { name: 'Seed', exact: true });
  assert.equal(await seed.isDisabled(), true);
  // The grid takes no entry: the teacher's step numbers stay right.
  const before = await says(el, 1, 1);
  await cell(el, 1, 1).click();
  await page.keyboard.press('4');
  await waitStatus(el, 'is locked');
  assert.equal(await says(el, 1, 1), before);
  assert.equal(await stat(el, 'steps'), 10);

  await el.evaluate((e) => e.setAttribute('unlocked', ''));
  await until(async () => !(await el.getByLabel('Item rule').isDisabled()), 'the rule unlocked');
  assert.equal(await seed.isDisabled(), false);

  // Without a range nothing is locked.
  const { el: free } = await mount(page, { puzzle: HARDEST, mode: 'steps' });
  assert.equal(await free.getByLabel('Item rule').isDisabled(), false);
});

test('numbers are written in the page\'s language', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  await page.evaluate(() => { document.documentElement.lang = 'fr'; });
  const { el } = await mount(page, { puzzle: '6x10', kind: 'pentominoes', mode: 'steps' });
  await el.locator('[aria-live]').filter({ hasText: 'Ready' }).first().waitFor();
  const narration = await el.locator('.narration').textContent();
  assert.match(narration, /^Ready: 2[\u202f\u00a0 ]056 options × 72 items/, 'French digit groups, English words');
  assert.doesNotMatch(narration, /2,056/);
});

test('on a slow link the page says the engine is loading, and its controls wait for it', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let asked = false;
  await page.route('**/element/wasm/dlx-lab_bg.wasm', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${browse.url}index.html`);
  await until(() => asked, 'the wasm module requested');
  await waitStatus(page, 'Loading the solving engine…');
  assert.equal(await page.locator('.layout').evaluate((l) => l.inert), true, 'the controls are inert');
  release();
  await waitStatus(page, LOADED);
  assert.equal(await page.locator('.layout').evaluate((l) => l.inert), false);
  await page.unroute('**/element/wasm/dlx-lab_bg.wasm');
});

test('the embed guide says the same thing twice about what an iframe tells its page', () => {
  const guide = readFileSync(new URL('../../pages/embed-guide.html', import.meta.url), 'utf8');
  assert.doesNotMatch(guide, /nothing more/);
  assert.match(guide, /hear its height and its events/);
  assert.match(guide, /<code>lang<\/code>/);
});
