// The page, driven the way a user drives it: by role and accessible name, in
// Debian's headless Chromium. Needs dist/ (make site); `make test` builds it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertSolvedNine, data, useApp } from './harness.mjs';

const app = useApp();
const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];
const MULTI = data('9x9/serg_benchmark_multi.txt').split('\n')[0];
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

const status = (page) => page.getByRole('status');

async function waitStatus(page, pattern) {
  await status(page).filter({ hasText: pattern }).waitFor({ timeout: 20000 });
  return status(page).textContent();
}

/** The values in the sudoku grid, row-major ('' for blank). */
function gridValues(page) {
  return page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.textContent.trim()));
}

async function paste(page, text) {
  await page.getByLabel('Puzzle', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Load' }).click();
}

test('paste a hardest 9×9, Solve: every cell filled with a valid completion', async (t) => {
  const page = await app(t);
  await paste(page, HARDEST);
  await waitStatus(page, 'loaded');
  await page.getByRole('button', { name: 'Solve' }).click();
  assert.match(await waitStatus(page, 'solution'), /unique solution\. .*search nodes/);
  assertSolvedNine(await gridValues(page), HARDEST);
  // Givens look different from solved cells.
  const given = await page.getByRole('gridcell', { name: /^row 1, column 9, 8, given/ }).count();
  assert.equal(given, 1);
  assert.ok(await page.getByRole('gridcell', { name: /^row 1, column 1, \d, solved/ }).count());
});

test('the 16×16 POJ sample gives the known answer', async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: '16×16 (POJ 3076 sample)' });
  await waitStatus(page, '16×16 sudoku loaded');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'unique solution');
  const expected = data('16x16/poj3076_sample.out').replace(/\s/g, '');
  assert.equal((await gridValues(page)).join(''), expected);
});

test('several solutions and no solution are told apart', async (t) => {
  const page = await app(t);
  await paste(page, MULTI);
  await waitStatus(page, 'loaded');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'more than one solution (showing one)');
  await page.getByLabel('Examples').selectOption({ label: 'Unsolvable 9×9 (no clash, no solution)' });
  await waitStatus(page, 'loaded');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'no solution');
});

test('clashing givens: the pasted grid is shown with the clash marked, and Solve waits for a fix', async (t) => {
  const page = await app(t);
  const clashing = `77${'.'.repeat(79)}`;
  await paste(page, clashing);
  await page.getByRole('alert').filter({ hasText: 'row 1 has two 7s: r1c1 and r1c2' }).waitFor();
  // The pasted grid is in play, not the previous puzzle, with both 7s marked.
  assert.deepEqual((await gridValues(page)).slice(0, 3), ['7', '7', '']);
  assert.equal(await page.getByRole('gridcell', { name: /^row 1, column [12], 7, given, conflict/ }).count(), 2);
  assert.equal(await page.getByRole('button', { name: 'Solve' }).isDisabled(), true);
  assert.equal(await page.getByLabel('Puzzle', { exact: true }).inputValue(), clashing);
  // Fixed in the Puzzle box: Solve works on the fixed grid.
  await paste(page, `7${'.'.repeat(80)}`);
  await waitStatus(page, '9×9 sudoku loaded with 1 givens');
  assert.equal(await page.getByRole('button', { name: 'Solve' }).isDisabled(), false);
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'more than one solution');
  assert.equal((await gridValues(page))[0], '7');
});

test('Check marks a wrong entry; clashes show while typing', async (t) => {
  const page = await app(t, `?bd=${EULER}`);
  // r1c1 is 4 in the solution; 5 clashes with nothing in its row, column or box.
  await page.getByRole('gridcell', { name: /^row 1, column 1,/ }).click();
  await page.keyboard.press('5');
  await page.getByRole('button', { name: 'Check' }).click();
  await waitStatus(page, '1 of your 1 entries contradict');
  assert.equal(await page.getByRole('gridcell', { name: /^row 1, column 1, 5, entry, wrong/ }).count(), 1);
  // A 3 at r1c2 clashes with the given 3 at r1c3.
  await page.getByRole('gridcell', { name: /^row 1, column 2,/ }).click();
  await page.keyboard.press('3');
  await waitStatus(page, 'clash');
  assert.equal(await page.getByRole('gridcell', { name: /^row 1, column 2, 3, entry, conflict/ }).count(), 1);
  assert.equal(await page.getByRole('gridcell', { name: /^row 1, column 3, 3, given, conflict/ }).count(), 1);
});

test('keyboard only: tab to the grid, move with arrows, type and clear', async (t) => {
  const page = await app(t, `?bd=${EULER}`);
  // Tab from the page's header link (the last control before the grid, which comes first in the board) into the grid.
  await page.getByRole('link', { name: 'Embed it in your course page' }).focus();
  await page.keyboard.press('Tab');
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^row 1, column 1,/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^row 2, column 2,/);
  await page.keyboard.press('6');
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^row 2, column 2, 6, entry/);
  await page.keyboard.press('Backspace');
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^row 2, column 2, empty/);
  // Givens cannot be overwritten.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('1');
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^row 2, column 1, 9, given/);
  await waitStatus(page, 'r2c1 is a given');
});

test('Binary Sudoku sample: Solve says 3', async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: 'Binary Sudoku (USACO 2011 sample: 3 toggles)' });
  await waitStatus(page, 'Binary Sudoku loaded');
  assert.equal(await page.locator('.parity', { hasText: 'row 5: ✗ odd' }).count(), 1);
  await page.getByRole('button', { name: 'Solve' }).click();
  assert.match(await waitStatus(page, 'Minimum'), /Minimum: 3 toggles/);
  const marked = page.getByRole('button', { name: /, toggle$/ });
  assert.equal(await marked.count(), 3);
  // Toggle the three cells by keyboard: every unit becomes even.
  const places = await marked.evaluateAll((cells) => cells.map((c) => /^row \d+, column \d+,/.exec(c.getAttribute('aria-label'))[0]));
  for (const place of places) {
    await page.getByRole('button', { name: new RegExp(`^${place}`) }).focus();
    await page.keyboard.press('Space');
  }
  assert.equal(await page.locator('.parity', { hasText: 'odd' }).count(), 0);
});

test("Knuth's example: the chosen rows are marked", async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" });
  await waitStatus(page, 'Exact cover loaded');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'options 1 4 5');
  const chosen = await page.getByRole('rowheader', { name: /chosen/ }).evaluateAll((h) => h.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(chosen, ['option 1, chosen', 'option 4, chosen', 'option 5, chosen']);
});

test('?bd= restores a puzzle, and Share writes one', async (t) => {
  const page = await app(t, `?bd=${HARDEST}`);
  await waitStatus(page, '9×9 sudoku loaded with');
  const values = await gridValues(page);
  assert.equal(values.map((v) => v || '.').join(''), HARDEST);
  await page.getByRole('button', { name: 'Share' }).click();
  await waitStatus(page, /Link copied|address bar/);
  assert.equal(new URL(page.url()).searchParams.get('bd'), HARDEST);
});

test('a hostile ?bd= is shown as an error, not run', async (t) => {
  const page = await app(t, `?bd=${encodeURIComponent('<img src=x onerror="window.pwned=1">')}`);
  const text = await waitStatus(page, 'Showing an empty grid');
  assert.match(text, /bd/);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.equal(await page.locator('img').count(), 0);
  assert.ok((await gridValues(page)).every((v) => v === ''));
  // The same with 81 characters: the parser names the bad symbol, as text.
  const hostile = `<img src=x onerror=window.pwned=1>${'.'.repeat(81 - 34)}`;
  const page2 = await app(t, `?bd=${encodeURIComponent(hostile)}`);
  await waitStatus(page2, 'Showing an empty grid');
  assert.equal(await page2.evaluate(() => window.pwned), undefined);
  assert.equal(await page2.locator('img').count(), 0);
});

test('Cancel stops a long search and the page keeps working', async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: '16×16 (POJ 3076 sample)' });
  await waitStatus(page, 'loaded');
  await page.getByLabel('Solver').selectOption({ label: 'Naive backtracking' });
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'Solving');
  // The main thread stays responsive while the worker searches.
  await page.getByRole('gridcell', { name: /^row 1, column 1,/ }).click();
  assert.equal(await page.getByRole('button', { name: 'Solve' }).isDisabled(), true);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await waitStatus(page, 'Cancelled');
  // "Fastest" names the engine Solve takes on this puzzle: the 16×16 one.
  await page.getByLabel('Solver').selectOption({ label: 'Fastest (Band bitboards 16×16)' });
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'unique solution');
});

test('a 6×6 link with 3×2 boxes is solved with those boxes', async (t) => {
  const page = await app(t, `?p=${'.'.repeat(36)}&box=3x2`);
  await waitStatus(page, '6×6 sudoku loaded');
  assert.equal(await page.getByLabel('Solver').locator('option').first().textContent(), 'Fastest (Bitmask, fewest candidates)');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'solution');
  const v = await gridValues(page);
  for (let b = 0; b < 6; b++) {
    const top = Math.floor(b / 3) * 3, left = (b % 3) * 2;
    const box = [0, 1, 2].flatMap((r) => [0, 1].map((c) => v[(top + r) * 6 + left + c]));
    assert.deepEqual(box.sort().join(''), '123456', `box ${b + 1}`);
  }
});

test('exact cover with an all-zero row marks the right options', async (t) => {
  const page = await app(t);
  await page.getByLabel('Puzzle type').selectOption('cover');
  await paste(page, '3 3\n1 0 0\n0 0 0\n0 1 1\n');
  await waitStatus(page, 'Exact cover loaded');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'options 1 3');
  const chosen = await page.getByRole('rowheader', { name: /chosen/ }).evaluateAll((h) => h.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(chosen, ['option 1, chosen', 'option 3, chosen']);
});

test('no stale controls: a change of type resets Examples and the Puzzle box; Compare follows the puzzle', async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: 'Hardest 9×9 (forum_hardest_1106 #1)' });
  await waitStatus(page, 'loaded');
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.locator('#compare-summary').filter({ hasText: 'fewer nodes' }).waitFor({ timeout: 60000 });
  assert.equal(await page.getByRole('list', { name: 'Engine results' }).getByRole('listitem').count(), 7);
  await page.getByLabel('Puzzle type').selectOption('cover');
  await waitStatus(page, 'Exact cover: paste');
  assert.equal(await page.getByLabel('Examples').inputValue(), '');
  assert.equal(await page.getByLabel('Puzzle', { exact: true }).inputValue(), '');
  // The sudoku's bars went with the sudoku.
  assert.equal(await page.getByRole('list', { name: 'Engine results' }).getByRole('listitem').count(), 0);
  await paste(page, 'A B C\nA B\nC\nB C\n');
  await waitStatus(page, 'Exact cover loaded');
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.locator('#compare-summary').filter({ hasText: 'load a sudoku first' }).waitFor();
  assert.equal(await page.getByRole('list', { name: 'Engine results' }).getByRole('listitem').count(), 0);
});

test('Solve says when propagation alone solved the puzzle, and never claims 0 µs', async (t) => {
  const page = await app(t, `?bd=${EULER}`);
  await page.getByRole('button', { name: 'Solve' }).click();
  const text = await waitStatus(page, 'solution');
  assert.match(text, /^Solved: unique solution\. (under 0\.1 ms|\d+(\.\d)? ms), solved by propagation alone\.$/);
});
