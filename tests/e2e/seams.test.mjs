// The seams of issue 49 that the component's one state closes, each as the
// user met it: switching kinds in the middle of a search, coming back to a
// kind's puzzle, and a reload that forgot New puzzle's level and seed, what
// Solve showed and what Check struck.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { opened, useApp, useBrowser } from './harness.mjs';

const app = useApp();
const browse = useBrowser();

/**
 * Waits until no action of the page's instance is under way (actions.js's
 * data-pending), then two frames for what it drew.
 */
async function settledPage(page) {
  // A build without the count (to see these tests fail on the main they were written against) settles by the status.
  await page.waitForFunction(() => {
    const layout = document.querySelector('.layout');
    const status = document.getElementById('status').textContent;
    return layout.dataset.pending === '0' || (!('pending' in layout.dataset) && !/…|\.\.\./.test(status) && !layout.querySelector('[aria-busy="true"]'));
  }, null, { timeout: 30000, polling: 50 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Picks Puzzle type `type` and waits for the page to settle. */
async function pickType(page, type) {
  await page.locator('#type').selectOption(type);
  await settledPage(page);
}

/** Presses Step `n` times, each once the last has settled. */
async function step(page, n) {
  for (let i = 0; i < n; i++) {
    await page.locator('#step').click();
    await settledPage(page);
  }
}

/** The classes that say what each sudoku cell holds, and its text: `given:3`, `entry:5`, `solved:7`, `blank:`. */
const cells = (page) => page.locator('.sudoku [data-cell]').evaluateAll((all) => all.map((c) => {
  const kind = ['given', 'entry', 'solved'].find((k) => c.classList.contains(k)) ?? 'blank';
  return { kind, text: kind === 'blank' ? '' : c.textContent, wrong: c.classList.contains('wrong') };
}));

/** The givens of the grid shown, as one line. */
const givens = async (page) => (await cells(page)).map((c) => (c.kind === 'given' ? c.text : '.')).join('');

for (const lang of ['en', 'zh-CN']) {
  test(`switching from Pentominoes mid-search to N-queens and to Langford steps the new puzzle (${lang})`, async (t) => {
    const page = await browse(t, `?lang=${lang}`);
    await page.getByRole('status').filter({ hasText: /\S/ }).waitFor();
    await settledPage(page);
    for (const next of ['queens', 'langford']) {
      await pickType(page, 'pentominoes');
      await step(page, 3);
      await pickType(page, next);
      await step(page, 1);
      assert.deepEqual(page.problems, [], 'no page error');
      const narration = await page.locator('#narration').textContent();
      assert.doesNotMatch(narration, /object null|TypeError|无法单步|Cannot step/, narration);
      // The board and the search are the new kind's.
      assert.equal(await page.locator('#board').getAttribute('data-kind'), next);
      assert.equal(await page.locator('#step-panel').getAttribute('data-kind'), next);
    }
  });
}

test('back to Sudoku after Pentominoes, the status speaks of the grid shown, not of an empty one', async (t) => {
  const page = await app(t);
  const before = await page.getByRole('status').textContent();
  assert.ok((await givens(page)).replace(/\./g, '').length > 0, 'the opening puzzle has givens');
  await pickType(page, 'pentominoes');
  await pickType(page, 'sudoku-9');
  const status = await page.getByRole('status').textContent();
  assert.doesNotMatch(status, /Empty/, `the status under a grid with givens: ${status}`);
  assert.equal(status, before, 'the sudoku comes back with what was said of it');
});

test('a reload keeps New puzzle\'s level and seed: the next New puzzle is a new one', async (t) => {
  const page = await app(t);
  await page.locator('#new-size').selectOption('6');
  await page.locator('#new-level').selectOption('medium');
  await page.locator('#new-puzzle').click();
  await settledPage(page);
  await page.waitForFunction(() => document.getElementById('new-seed').value === '2');
  await settledPage(page);
  const first = await givens(page);
  await page.reload();
  await page.getByRole('status').filter({ hasText: /\S/ }).waitFor();
  await settledPage(page);
  assert.equal(await page.locator('#new-level').inputValue(), 'medium');
  assert.equal(await page.locator('#new-size').inputValue(), '6');
  assert.equal(await page.locator('#new-seed').inputValue(), '2');
  await page.locator('#new-puzzle').click();
  await settledPage(page);
  assert.notEqual(await givens(page), first, 'seed 2 makes another puzzle than seed 1');
});

test('a reload keeps what Solve showed and what Check struck, and the finish says Solve was used', async (t) => {
  const page = await app(t);
  await page.locator('#new-size').selectOption('4');
  await page.locator('#new-puzzle').click();
  await settledPage(page);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await settledPage(page);
  const solved = await cells(page);
  const said = await page.getByRole('status').textContent();
  assert.ok(solved.some((c) => c.kind === 'solved'), 'Solve fills the blank cells');
  await page.reload();
  await page.getByRole('status').filter({ hasText: /\S/ }).waitFor();
  await settledPage(page);
  assert.deepEqual(await cells(page), solved, 'the grid as Solve left it');
  assert.equal(await page.getByRole('status').textContent(), said, 'what Solve said');
  // Finishing by hand after the reload: the finish says Solve's answer was shown.
  for (const [i, c] of solved.entries()) {
    if (c.kind !== 'solved') continue;
    const cell = page.locator(`.sudoku [data-cell="${i}"]`);
    await cell.click();
    await cell.press(c.text);
  }
  await page.locator('#done').filter({ hasText: "Solve's answer shown" }).waitFor();

  // A wrong entry struck by Check stays struck.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  const blank = (await cells(page)).findIndex((c) => c.kind === 'blank');
  const right = solved[blank].text;
  const wrong = ['1', '2', '3', '4'].find((v) => v !== right);
  const cell = page.locator(`.sudoku [data-cell="${blank}"]`);
  await cell.click();
  await cell.press(wrong);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await settledPage(page);
  assert.ok((await cells(page))[blank].wrong, 'Check strikes the wrong entry');
  const checked = await page.getByRole('status').textContent();
  await page.reload();
  await page.getByRole('status').filter({ hasText: /\S/ }).waitFor();
  await settledPage(page);
  assert.ok((await cells(page))[blank].wrong, 'still struck after the reload');
  assert.equal(await page.getByRole('status').textContent(), checked, 'what Check said');
});

// What the random walk (walk.mjs) found, each kept as the sequence that found it.

/** Three English words in a row: a sentence the Chinese page did not translate. */
const ENGLISH = /\b[A-Za-z]{2,}(?:[ ,'’]+[A-Za-z]{2,}){2,}/;

test('a hint\'s and Check\'s words follow a switch to Chinese, and do not come back in English later', async (t) => {
  const page = await app(t);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await settledPage(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await settledPage(page);
  const english = await page.locator('#hint-text').textContent();
  await page.locator('#language').selectOption('zh-CN');
  await settledPage(page);
  const chinese = await page.locator('#hint-text').textContent();
  assert.doesNotMatch(chinese, ENGLISH, `the hint in Chinese: ${chinese}`);
  assert.notEqual(chinese, english);
  await page.locator('#language').selectOption('en');
  await settledPage(page);
  const cell = page.locator('.sudoku .blank').first();
  await cell.click();
  await cell.press('1');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await settledPage(page);
  await page.locator('#language').selectOption('zh-CN');
  await settledPage(page);
  const checked = await page.getByRole('status').textContent();
  assert.doesNotMatch(checked, ENGLISH, `Check's words in Chinese: ${checked}`);
  // Another puzzle, then this one again from the Examples menu: its saved words are English, and stay behind.
  await page.locator('#examples').selectOption('1');
  await settledPage(page);
  await page.locator('#examples').selectOption('0');
  await settledPage(page);
  const back = await page.getByRole('status').textContent();
  assert.doesNotMatch(back, ENGLISH, `the status of the puzzle opened again: ${back}`);
});

test('a lesson opens over a puzzle whose saved game clashes, and the game stays saved', async (t) => {
  const page = await app(t);
  // The Sudoku cover lesson's 4×4, with an entry that clashes with a given in its row.
  await page.locator('#puzzle-text').fill('..3.\n3..1\n..4.\n.3..');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await settledPage(page);
  const cell = page.locator('.sudoku [data-cell="1"]');
  await cell.click();
  await cell.press('3');
  await settledPage(page);
  await page.getByRole('button', { name: 'Lesson', exact: true }).click();
  await page.locator('#built-in').selectOption('sudoku-cover');
  await settledPage(page);
  await page.getByRole('region', { name: 'Lesson', exact: true }).waitFor();
  assert.doesNotMatch(await page.getByRole('status').textContent(), /could not|clash/i);
  assert.ok(!(await page.locator('.sudoku [data-cell="1"]').evaluate((c) => c.classList.contains('entry'))), 'the lesson\'s puzzle as written');
  await page.locator('#puzzle-text').fill('..3.\n3..1\n..4.\n.3..');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await settledPage(page);
  const back = page.locator('.sudoku [data-cell="1"]');
  assert.deepEqual(await back.evaluate((c) => [c.textContent, c.classList.contains('entry')]), ['3', true], 'the player\'s entry, back');
});

test('a blank puzzle type comes back after a reload', async (t) => {
  const page = await app(t);
  await pickType(page, 'repeat');
  await page.reload();
  await opened(page);
  assert.equal(await page.locator('#type').inputValue(), 'repeat');
  assert.equal(await page.locator('#board').getAttribute('data-kind'), 'repeat');
});

test('a clicker\'s PageDown with nothing focused moves the lesson on the app page', async (t) => {
  const page = await app(t, '?lesson=exact-cover');
  await page.getByRole('region', { name: 'Lesson', exact: true }).waitFor();
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('PageDown');
  await settledPage(page);
  assert.match(await page.locator('.lesson-where').textContent(), /^Stop 2\b/);
  assert.deepEqual(page.problems, []);
});

test('a reload reopens the lesson playing at its stop, as the Lesson menu started it', async (t) => {
  const page = await app(t);
  await page.getByRole('button', { name: 'Lesson', exact: true }).click();
  await page.locator('#built-in').selectOption('queens');
  await settledPage(page);
  await page.getByRole('button', { name: 'Next stop', exact: true }).click();
  await settledPage(page);
  const where = await page.locator('.lesson-where').textContent();
  await page.reload();
  await opened(page);
  await page.getByRole('region', { name: 'Lesson', exact: true }).waitFor();
  assert.equal(await page.locator('.lesson-where').textContent(), where);
  assert.equal(await page.locator('#type').inputValue(), 'queens');
  // Leaving it for another puzzle forgets it: the next reload opens that puzzle.
  await page.locator('#examples').selectOption('0');
  await settledPage(page);
  await page.reload();
  await opened(page);
  assert.ok(await page.getByRole('region', { name: 'Lesson', exact: true }).isHidden());
});
