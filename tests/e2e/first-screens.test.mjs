// First screens (issue 49, "words away from where the eye is"): what a
// solver and a learner need is on the screen they land on, and the words of
// Check, Solve and Hint appear by the grid, in view, on a phone and on a
// desktop; on a phone the Hint button stays under the finger as a hint
// deepens. Every box is measured where the page put it: the test scrolls
// only as a thumb does, never to find something.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHOTS, until, useBrowser, waitStatus } from './harness.mjs';

const browse = useBrowser();

// Its solution starts 4 8 3 9 2 1 6 5 7: r1c1 = 5 is a wrong entry that clashes with nothing.
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SIDEWAYS = { width: 844, height: 390 };

/** The accessible names and the words each test looks for, in each language. */
const WORDS = {
  en: {
    loaded: /loaded/, solve: 'Solve', hint: 'Hint', check: 'Check', newPuzzle: 'New puzzle', pad: 'Number pad',
    depth: (d) => new RegExp(`\\(${d} of 3\\)`), checked: /1 of your 1 entries contradict the solution/, solved: /Your entry r1c1 = 5 is not the solution's 4\./,
  },
  'zh-CN': {
    loaded: /已载入/, solve: '求解', hint: '提示', check: '检查', newPuzzle: '新题目', pad: '数字键盘',
    depth: (d) => new RegExp(`第 ${d} 级`), checked: /你填的 1 个数中有 1 个与解矛盾/, solved: /你填的 r1c1 = 5 与解不同/,
  },
};

/** The app page in `lang` with `query` (starting with &), once its puzzle is loaded. */
async function app(t, lang, query, options) {
  const page = await browse(t, `?lang=${lang}${query}`, options);
  await waitStatus(page, WORDS[lang].loaded);
  return page;
}

const button = (scope, name) => scope.getByRole('button', { name, exact: true });

/** Asserts that every box of `locator` lies within the viewport `size` (±1 px for a box's edge between pixels). */
async function assertInView(locator, size, what) {
  const boxes = await locator.evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
  assert.ok(boxes.length > 0, `${what}: nothing to measure`);
  for (const b of boxes) {
    const inside = b.width > 0 && b.height > 0 && b.x >= -1 && b.y >= -1 && b.x + b.width <= size.width + 1 && b.y + b.height <= size.height + 1;
    assert.ok(inside, `${what} in the ${size.width}×${size.height} viewport: ${JSON.stringify(b)}`);
  }
}

/** Types 5 into r1c1 of Euler's puzzle: a wrong entry. */
async function enterWrong(page) {
  await page.locator('.sudoku .cell').first().click();
  await page.keyboard.press('5');
  await page.locator('.sudoku .cell.entry').first().waitFor();
}

/** Presses `locator` as a thumb does: scrolled just into view if it is not (Playwright's own scroll would centre it). */
async function tap(locator) {
  await locator.evaluate((b) => b.scrollIntoView({ block: 'nearest' }));
  await locator.click();
}

for (const lang of ['en', 'zh-CN']) {
  const w = WORDS[lang];

  test(`at 1366×768 (${lang}) a solver's first screen holds the grid, Solve, Hint, Check and the pad, and a hint with its cells`, async (t) => {
    const page = await app(t, lang, '', { viewport: DESKTOP });
    const solver = () => [[page.getByRole('grid').first(), 'the grid'], [button(page, w.solve), 'Solve'], [button(page, w.hint), 'Hint'],
      [button(page, w.check), 'Check'], [page.getByRole('group', { name: w.pad }), 'the pad']];
    for (const [locator, what] of solver()) await assertInView(locator, DESKTOP, `on landing, ${what}`);

    const before = await page.locator('#puzzle-text').inputValue();
    await button(page, w.newPuzzle).click();
    await until(async () => (await page.locator('#puzzle-text').inputValue()) !== before, 'a generated puzzle');
    await waitStatus(page, w.loaded);
    for (const [locator, what] of solver()) await assertInView(locator, DESKTOP, `with a generated puzzle, ${what}`);

    const region = page.getByRole('region', { name: w.hint, exact: true });
    for (let depth = 1; depth <= 3; depth++) {
      await button(page, w.hint).click();
      await waitStatus(page, w.depth(depth));
      await assertInView(region, DESKTOP, `depth ${depth}: the hint`);
      await assertInView(page.getByRole('status'), DESKTOP, `depth ${depth}: the status`);
      await assertInView(page.getByRole('grid').first(), DESKTOP, `depth ${depth}: the grid`);
      // The cells the hint names (none for a nudge), all of them on screen.
      const named = page.locator('.sudoku .cell:is(.hinted, .hint-target)');
      if (await named.count()) await assertInView(named, DESKTOP, `depth ${depth}: the cells the hint names`);
    }
    assert.ok(await page.locator('.sudoku .cell:is(.hinted, .hint-target)').count() > 0, 'the full step names its cells');
    await page.screenshot({ path: `${SHOTS}first-screen-solver-${lang}.png` });
  });

  test(`on a phone (${lang}) the words of Check and Solve appear in view with the grid`, async (t) => {
    const page = await app(t, lang, `&bd=${EULER}`, { viewport: PHONE, touch: true });
    await enterWrong(page);
    await tap(button(page, w.check));
    await waitStatus(page, w.checked);
    await assertInView(page.getByRole('status'), PHONE, "Check's words");
    await assertInView(page.getByRole('grid'), PHONE, 'the grid with Check\'s words');
    await tap(button(page, w.solve));
    await waitStatus(page, w.solved);
    await assertInView(page.getByRole('status'), PHONE, "Solve's words");
    await assertInView(page.getByRole('grid'), PHONE, 'the grid with Solve\'s words');
  });

  test(`on a phone turned sideways (${lang}), Check pressed at the screen's bottom edge brings its words up`, async (t) => {
    const page = await app(t, lang, `&bd=${EULER}`, { viewport: SIDEWAYS, touch: true });
    await enterWrong(page);
    const check = button(page, w.check);
    await check.evaluate((b) => scrollBy(0, b.getBoundingClientRect().bottom - innerHeight + 2));
    const status = page.getByRole('status');
    assert.ok((await status.boundingBox()).y >= SIDEWAYS.height, 'the status is below the screen before');
    await check.click();
    await waitStatus(page, w.checked);
    await until(async () => {
      const box = await status.boundingBox();
      return box.y + box.height <= SIDEWAYS.height;
    }, "Check's words scrolled into view");
    await assertInView(check, SIDEWAYS, 'Check, still on screen');
  });

  test(`on a phone (${lang}) the Hint button stays under the finger as the hint deepens, its words in view`, async (t) => {
    const page = await app(t, lang, `&bd=${EULER}`, { viewport: PHONE, touch: true });
    const hint = button(page, w.hint);
    await hint.evaluate((b) => b.scrollIntoView({ block: 'nearest' }));
    const at = await hint.boundingBox();
    const region = page.getByRole('region', { name: w.hint, exact: true });
    for (let depth = 1; depth <= 3; depth++) {
      // Pressed where it was: no scroll before the press.
      await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
      await waitStatus(page, w.depth(depth));
      await region.waitFor();
      const now = await hint.boundingBox();
      assert.ok(Math.abs(now.y - at.y) <= 1 && Math.abs(now.x - at.x) <= 1, `after ${depth} press(es) Hint is where it was: ${JSON.stringify({ at, now })}`);
      await assertInView(region, PHONE, `depth ${depth}: the hint's words`);
      await assertInView(page.getByRole('status'), PHONE, `depth ${depth}: the status`);
    }
    await page.screenshot({ path: `${SHOTS}first-screen-phone-hint-${lang}.png` });
  });
}

test('at 1366×768 a learner\'s first screen holds the grid, Step and Back, the narration and the matrix beside the grid', async (t) => {
  const page = await app(t, 'en', '', { viewport: DESKTOP });
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  const grid = page.getByRole('grid').first();
  for (const [locator, what] of [[grid, 'the grid'], [button(page, 'Step'), 'Step'], [button(page, 'Back'), 'Back'],
    [page.locator('#narration'), 'the narration'], [page.locator('.matrix-base'), 'the matrix']]) {
    await assertInView(locator, DESKTOP, what);
  }
  const g = await grid.boundingBox();
  const m = await page.locator('.matrix-base').boundingBox();
  assert.ok(m.x >= g.x + g.width, `the matrix beside the grid: ${JSON.stringify({ g, m })}`);
  assert.equal(await page.evaluate(() => scrollY), 0, 'nothing scrolled');
  await page.screenshot({ path: `${SHOTS}first-screen-learner.png` });
});
