// The sudoku variants in the page: a jigsaw entered from the examples,
// solved and hinted on its own regions; an X-sudoku from a link, solved by
// its diagonals, kept over a reload; a windoku in Chinese; axe on each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, mount, recorded, useBrowser, waitStatus } from './harness.mjs';

const browse = useBrowser();

/** The app page at `query`, with axe-core allowed in, once its puzzle is loaded. */
async function app(t, query = '') {
  const page = await browse(t, query, { bypassCSP: true });
  await waitStatus(page, /loaded|已载入/);
  return page;
}

/** The grid's 81 values as one string, blanks as '.'. */
const values = (page) => page.locator('.sudoku .cell').evaluateAll((cells) => cells
  .map((c) => (/^\d$/.test(c.firstChild?.textContent ?? '') ? c.firstChild.textContent : '.')).join(''));

/** Whether the cells at `cells` hold all of 1–9. */
const allDifferent = (grid, cells) => [...cells.map((c) => grid[c])].sort().join('') === '123456789';

const JIGSAW_GIVENS = '.2...96..763.9.12.9...27....4....7.51.7.6.8.28.2....5....67...9.79.1.583..83...4.';
const JIGSAW_REGIONS = 'aaabbbbccaadddbbccaadeebcccaadebbfccdddeeefffggdhhefiigggheefiigghhfffiigghhhhiii';
const JIGSAW_SOLUTION = '521439678763895124984527361346182795157964832812743956235678419479216583698351247';

test('a jigsaw from the examples: its regions drawn, solved and hinted', async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: 'Jigsaw sudoku (HDU 4069 sample, case 1)' });
  await waitStatus(page, /Jigsaw sudoku 9×9 loaded/);
  assert.equal(await page.getByLabel('Puzzle type').inputValue(), 'sudoku-jigsaw');
  // The first row's thick lines follow regions a|b|c (cells 3 and 7 start new ones), not boxes.
  const right = await page.locator('.sudoku .sudoku-row').first().locator('.cell')
    .evaluateAll((cells) => cells.flatMap((c, i) => (c.classList.contains('box-right') ? [i] : [])));
  assert.deepEqual(right, [2, 6]);
  const second = await page.locator('.sudoku .sudoku-row').nth(1).locator('.cell')
    .evaluateAll((cells) => cells.flatMap((c, i) => (c.classList.contains('box-right') ? [i] : [])));
  assert.deepEqual(second, [1, 4, 6], 'row 2: aa|ddd|bb|cc');
  await page.getByRole('button', { name: 'Hint' }).click();
  await waitStatus(page, /Hint, a nudge/);
  await assertAccessible(page);
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, /Solved: unique solution/);
  assert.equal(await values(page), JIGSAW_SOLUTION);
});

test('an X-sudoku link: solved on its diagonals, and still an X-sudoku after a reload', async (t) => {
  const x = '.....85....29.13.64...3......4..9.23.6.7.4.........67.....................742....';
  const page = await app(t, `?p=${x}&box=3x3&v=x`);
  assert.equal(await page.getByLabel('Puzzle type').inputValue(), 'sudoku-x');
  assert.equal(await page.locator('.sudoku .cell.diagonal-down').count(), 9);
  assert.equal(await page.locator('.sudoku .cell.diagonal-up').count(), 9);
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, /Solved: unique solution/);
  const grid = await values(page);
  assert.ok(allDifferent(grid, [0, 10, 20, 30, 40, 50, 60, 70, 80]), grid);
  assert.ok(allDifferent(grid, [8, 16, 24, 32, 40, 48, 56, 64, 72]), grid);
  await page.goto(page.url().split('?')[0]);
  // The reload says again what Solve said last.
  await waitStatus(page, /Solved: unique solution/);
  assert.equal(await page.getByLabel('Puzzle type').inputValue(), 'sudoku-x');
});

test('a windoku in Chinese: its windows shaded, the step-through over its 360 items', async (t) => {
  const page = await app(t, '?lang=zh-CN');
  await page.getByLabel('示例').selectOption({ label: '窗口数独，中等' });
  await waitStatus(page, /已载入/);
  await page.getByText(/729 个选项（OI-wiki 里的“行”）× 360 个项/).waitFor();
  assert.equal(await page.locator('.sudoku .cell.window').count(), 36);
  await assertAccessible(page);
});

test('<dlx-lab variant="x"> and a jigsaw line as an element\'s puzzle', async (t) => {
  const page = await browse(t, '__test__/host.html');
  const x = '.....85....29.13.64...3......4..9.23.6.7.4.........67.....................742....';
  const { id, el } = await mount(page, { puzzle: x, variant: 'x' });
  await waitStatus(el, /loaded/);
  await el.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitStatus(el, /Solved: unique solution/);
  const [{ detail }] = await recorded(page, 'dlx-solved', id);
  const grid = detail.grid.join('');
  assert.ok(allDifferent(grid, [0, 10, 20, 30, 40, 50, 60, 70, 80]), grid);
  // Read as a plain sudoku, the same givens have many solutions.
  const plain = await mount(page, { puzzle: x });
  await waitStatus(plain.el, /loaded/);
  await plain.el.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitStatus(plain.el, /more than one solution|several solutions|Solved: .*solutions/i);
  // A jigsaw's line needs no attribute: its two words say what it is.
  const jigsaw = await mount(page, { puzzle: `${JIGSAW_GIVENS} ${JIGSAW_REGIONS}` });
  await waitStatus(jigsaw.el, /loaded/);
  await jigsaw.el.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitStatus(jigsaw.el, /Solved: unique solution/);
  const [{ detail: solved }] = await recorded(page, 'dlx-solved', jigsaw.id);
  assert.equal(solved.grid.join(''), JIGSAW_SOLUTION);
});
