// Playing a sudoku: the number pad (mouse, keyboard, touch-sized at 360 px),
// pencil marks and Fill candidates, Undo and Redo, the game kept across a
// reload, Share with progress and its checks, Check on pencil marks, and the
// message for a key that is no symbol of the grid.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, data, frames, opened, until, useBrowser, waitStatus } from './harness.mjs';

const browse = useBrowser();

// The puzzle these tests play, opened by its link (the app page's default
// is one whose search backtracks early). Its solution starts 4 8 3 9 2 1 6
// 5 7; r1c1 has candidates 4 and 5.
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const POJ = data('16x16/poj3076_sample.in').replace(/\s/g, '');

/** The app page at `query` (default: Euler's puzzle), once its puzzle is loaded. */
async function app(t, query = `?bd=${EULER}`, options = {}) {
  const page = await browse(t, query, options);
  await page.getByRole('status').filter({ hasText: /loaded|Showing|Empty|not loaded/ }).waitFor({ timeout: 20000 });
  return page;
}

const cell = (scope, r, c) => scope.getByRole('gridcell', { name: new RegExp(`^row ${r}, column ${c},`) });
const pad = (scope, name) => scope.getByRole('group', { name: 'Number pad' }).getByRole('button', { name, exact: true });

/** What cell (r, c) says it holds: its accessible name without the place. */
async function says(scope, r, c) {
  return (await cell(scope, r, c).getAttribute('aria-label')).replace(/^row \d+, column \d+, /, '');
}

/** Waits until cell (r, c) says `expected` (a string, or a pattern). */
async function waitCell(scope, r, c, expected) {
  const fits = (text) => (typeof expected === 'string' ? text === expected : expected.test(text));
  await until(async () => fits(await says(scope, r, c)), `r${r}c${c} to be ${expected}`)
    .catch(async (e) => assert.fail(`${e.message}; it is "${await says(scope, r, c)}"`));
}

/** The accessible name of the focused element, looking into shadow roots. */
const focused = (page) => page.evaluate(() => {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a?.getAttribute('aria-label') ?? a?.textContent ?? null;
});

/** The solution of the default puzzle, from the page's own wasm module. */
const solution = (page) => page.evaluate(async (puzzle) => (await import('./element/wasm/dlx-lab.js')).solve(puzzle).grid, EULER);

test('the pad enters into the cell being played, by mouse and by keyboard, and leaves it the focus', async (t) => {
  const page = await app(t);
  assert.equal(await pad(page, '9').count(), 1, 'one button per symbol');
  await cell(page, 1, 1).click();
  await pad(page, '4').click();
  await waitCell(page, 1, 1, '4, entry');
  assert.match(await focused(page), /^row 1, column 1, 4, entry/, 'a click on the pad leaves the focus on the cell');
  // The cell keeps the keys: typing goes on there.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('8');
  await waitCell(page, 1, 2, '8, entry');
  // From the keyboard: Tab to the pad, press a button; the cursor cell takes it.
  await cell(page, 1, 4).click();
  await pad(page, '9').focus();
  await page.keyboard.press('Enter');
  await waitCell(page, 1, 4, '9, entry');
  assert.equal(await focused(page), '9', 'the button pressed from the keyboard keeps the focus');
  await pad(page, 'Erase').focus();
  await page.keyboard.press('Space');
  await waitCell(page, 1, 4, 'empty');
  // A given stays.
  await cell(page, 1, 3).click();
  await pad(page, '1').click();
  await waitStatus(page, 'r1c3 is a given');
  await waitCell(page, 1, 3, '3, given');
});

test('pencil marks: the toggle and Shift with a key toggle marks; an entry hides them; Fill candidates', async (t) => {
  const page = await app(t);
  await cell(page, 1, 1).click();
  const pencil = pad(page, 'Pencil marks');
  await pencil.click();
  assert.equal(await pencil.getAttribute('aria-pressed'), 'true');
  for (const v of ['1', '5', '9', '9']) await pad(page, v).click();
  await waitCell(page, 1, 1, 'pencil marks 1 5');
  await pencil.click();
  assert.equal(await pencil.getAttribute('aria-pressed'), 'false');
  // Shift and a digit marks, whatever character the layout gives Shift+7.
  await cell(page, 1, 1).focus();
  await page.keyboard.press('Shift+Digit7');
  await waitCell(page, 1, 1, 'pencil marks 1 5 7');
  assert.equal(await page.locator('.marks.pencil').count(), 1, 'the marks are drawn in the cell');
  await page.keyboard.press('4');
  await waitCell(page, 1, 1, '4, entry');
  await page.keyboard.press('Backspace');
  await waitCell(page, 1, 1, 'pencil marks 1 5 7');
  await page.keyboard.press('Backspace');
  await waitCell(page, 1, 1, 'empty');

  await pad(page, 'Fill candidates').click();
  await waitStatus(page, 'Every blank cell has its candidates as pencil marks');
  await waitCell(page, 1, 1, 'pencil marks 4 5');
  assert.equal(await page.getByRole('gridcell', { name: /, empty$/ }).count(), 0, 'every blank cell has marks');
  // Marks come before the computed candidates of "Candidates".
  await page.getByRole('button', { name: 'Candidates', exact: true }).click();
  await cell(page, 1, 1).click();
  await page.keyboard.press('Shift+Digit4');
  await waitCell(page, 1, 1, 'pencil marks 5');
});

test('a key that is no symbol of the grid says which symbols it uses; the pad shows them', async (t) => {
  const page = await app(t, `?p=${POJ}&box=4x4`);
  await waitStatus(page, '16×16 sudoku loaded');
  const blank = POJ.indexOf('-');
  const [r, c] = [Math.floor(blank / 16) + 1, (blank % 16) + 1];
  await cell(page, r, c).click();
  await page.keyboard.press('5');
  await waitStatus(page, 'This 16×16 grid uses the letters A–P.');
  await waitCell(page, r, c, 'empty');
  const symbols = await page.getByRole('group', { name: 'Number pad' }).locator('.pad-symbols button').allTextContents();
  assert.equal(symbols.join(''), 'ABCDEFGHIJKLMNOP');
  await page.keyboard.press('c');
  await waitCell(page, r, c, /^C, entry/);
  // And on a 9×9, a letter.
  const nine = await app(t);
  await cell(nine, 1, 1).click();
  await nine.keyboard.press('a');
  await waitStatus(nine, 'This 9×9 grid uses the digits 1–9.');
});

test('Undo and Redo, by the buttons and by Ctrl+Z and Ctrl+Y, over entries and marks; Clear is undone', async (t) => {
  const page = await app(t);
  const undo = pad(page, 'Undo'), redo = pad(page, 'Redo');
  assert.equal(await undo.getAttribute('aria-disabled'), 'true', 'nothing to undo yet');
  await cell(page, 1, 1).click();
  await pad(page, '4').click();
  await cell(page, 1, 2).click();
  await page.keyboard.press('Shift+Digit8');
  await page.keyboard.press('Shift+Digit2');
  await waitCell(page, 1, 2, 'pencil marks 2 8');

  await undo.click();
  await waitCell(page, 1, 2, 'pencil marks 8');
  await undo.click();
  await waitCell(page, 1, 2, 'empty');
  await undo.click();
  await waitCell(page, 1, 1, 'empty');
  await waitStatus(page, 'Undone at r1c1.');
  assert.equal(await undo.getAttribute('aria-disabled'), 'true');
  await page.keyboard.press('ControlOrMeta+z');
  await waitStatus(page, 'Nothing to undo.');
  await redo.click();
  await waitCell(page, 1, 1, '4, entry');

  // The keys, with the focus in the grid: it follows the cell that changes.
  await cell(page, 5, 5).click();
  await page.keyboard.press('ControlOrMeta+y');
  await waitCell(page, 1, 2, 'pencil marks 8');
  assert.match(await focused(page), /^row 1, column 2,/);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await waitCell(page, 1, 2, 'pencil marks 2 8');
  await page.keyboard.press('ControlOrMeta+z');
  await waitCell(page, 1, 2, 'pencil marks 8');
  // A new edit drops what Redo had.
  await page.keyboard.press('5');
  assert.equal(await redo.getAttribute('aria-disabled'), 'true');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await waitStatus(page, 'Your entries and marks are cleared; Undo brings them back.');
  await waitCell(page, 1, 1, 'empty');
  await waitCell(page, 1, 2, 'empty');
  await undo.click();
  await waitCell(page, 1, 1, '4, entry');
  await waitCell(page, 1, 2, '5, entry');
  // Ctrl+Z in the Puzzle box is the box's own undo.
  await page.getByLabel('Puzzle', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+z');
  await waitCell(page, 1, 2, '5, entry');
});

test('a reload keeps the game; Clear forgets it', async (t) => {
  const page = await app(t);
  await cell(page, 1, 1).click();
  await page.keyboard.press('4');
  await cell(page, 1, 2).click();
  await page.keyboard.press('Shift+Digit5');
  await page.keyboard.press('Shift+Digit8');
  await page.reload();
  await opened(page);
  await waitCell(page, 1, 1, '4, entry');
  await waitCell(page, 1, 2, 'pencil marks 5 8');
  // Another puzzle and back again, from the Examples menu: the same.
  await page.getByLabel('Examples').selectOption({ label: 'Hardest 9×9 (forum_hardest_1106 #1)' });
  await waitStatus(page, /loaded with \d+ givens\.$/);
  await page.getByLabel('Examples').selectOption({ label: 'Classic 9×9 (Project Euler 96, grid 1)' });
  // It comes back with what was said of it last (the marks' edit said nothing).
  await opened(page);
  await waitCell(page, 1, 1, '4, entry');
  // An empty game is not kept.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('dlx-lab:game:')));
  assert.deepEqual(kept, []);
  await page.reload();
  await opened(page);
  await waitCell(page, 1, 1, 'empty');
});

test('Share with progress: the link brings the entries and marks back; a bad one loads the puzzle without them', async (t) => {
  const page = await app(t);
  await cell(page, 1, 1).click();
  await page.keyboard.press('4');
  await cell(page, 9, 9).click();
  for (const key of ['Shift+Digit1', 'Shift+Digit6']) await page.keyboard.press(key);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await waitStatus(page, /Link copied|address bar/);
  const plain = new URL(await page.getByLabel('Link to this puzzle').inputValue());
  assert.deepEqual([...plain.searchParams.keys()], ['bd'], 'without the box ticked, the puzzle alone');

  await page.getByRole('checkbox', { name: 'Include my progress' }).check();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await waitStatus(page, /with your entries and marks/);
  const link = new URL(await page.getByLabel('Link to this puzzle').inputValue());
  assert.equal(link.searchParams.get('bd'), EULER.replaceAll('0', '.'));
  assert.equal(link.searchParams.get('e'), `4${'.'.repeat(80)}`);
  assert.match(link.searchParams.get('m'), /^[A-Za-z0-9_-]+$/);
  // The address bar keeps the puzzle alone: a reload shows the saved game, which goes on.
  assert.equal(new URL(page.url()).searchParams.has('e'), false);

  // Opened elsewhere (a new browser context: nothing saved there).
  const other = await app(t, link.search);
  await waitStatus(other, "The link's entries and marks are shown.");
  await waitCell(other, 1, 1, '4, entry');
  await waitCell(other, 9, 9, 'pencil marks 1 6');
  assert.equal(new URL(other.url()).searchParams.has('m'), false, 'the address drops the progress once it is shown');

  const bad = await app(t, `?bd=${EULER}&e=${link.searchParams.get('e')}&m=${encodeURIComponent('<b>!</b>')}`);
  assert.match(await waitStatus(bad, 'not base64url'), /loaded with 32 givens\. The link's pencil marks \(m\) are not base64url text\. The puzzle is shown without it\./);
  await waitCell(bad, 1, 1, 'empty');
  assert.equal(await bad.locator('b').count(), 0);
  const short = await app(t, `?bd=${EULER}&m=AAAA`);
  await waitStatus(short, "The link's pencil marks (m) hold 3 bytes; those of a 9×9 grid take 162.");
  const wrong = await app(t, `?bd=${EULER}&e=${'.'.repeat(80)}Z`);
  await waitStatus(wrong, "The link's progress does not fit its puzzle: the entry 'Z' at r9c9 is no symbol of a 9×9 grid.");
  const over = await app(t, `?bd=${EULER}&e=..5${'.'.repeat(78)}`);
  await waitStatus(over, 'r1c3 is a given, not an entry');
  await waitCell(over, 1, 3, '3, given');
});

test('Check marks pencil marks that leave out the solution', async (t) => {
  const page = await app(t);
  const grid = await solution(page);
  assert.equal(grid[0], 4);
  await pad(page, 'Pencil marks').click();
  await cell(page, 1, 1).click();
  await pad(page, '5').click();
  await cell(page, 1, 2).click();
  await pad(page, String(grid[1])).click();
  await pad(page, '1').click();
  await pad(page, 'Pencil marks').click();
  await cell(page, 1, 4).click();
  await pad(page, String(grid[3])).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await waitStatus(page, '0 of your 1 entries and 1 of your 2 cells of pencil marks contradict the solution: they are marked.');
  await waitCell(page, 1, 1, 'pencil marks 5, wrong');
  await waitCell(page, 1, 2, new RegExp(`^pencil marks [\\d ]+$`));
  // Fixed: the mark is no longer marked wrong, and Check agrees.
  await cell(page, 1, 1).click();
  await page.keyboard.press('Shift+Digit4');
  await waitCell(page, 1, 1, 'pencil marks 4 5');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await waitStatus(page, 'All 1 of your entries and the marks of all 2 cells agree with the solution.');
});

for (const [what, query, rows] of [['9×9', '', 1], ['16×16', `?p=${POJ}&box=4x4`, 2], ['25×25', `?p=${'.'.repeat(625)}&box=5x5`, 3]]) {
  test(`at 360×740 the ${what} pad fits: no sideways scroll, buttons big enough to touch, the grid and the pad on one screen`, async (t) => {
    const page = await app(t, query, { viewport: { width: 360, height: 740 } });
    const group = page.getByRole('group', { name: 'Number pad' });
    await group.scrollIntoViewIfNeeded();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 360, 'no horizontal scroll');
    const boxes = await group.getByRole('button').evaluateAll((buttons) => buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return { name: b.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    }));
    for (const b of boxes) {
      assert.ok(b.left >= 0 && b.right <= 360, `${b.name} is inside the screen's width: ${JSON.stringify(b)}`);
      // Scrolled into view, the pad's edge may fall between two pixels.
      assert.ok(b.top >= 0 && b.bottom <= 741, `${b.name} is on screen: ${JSON.stringify(b)}`);
      assert.ok(b.width >= 32 && b.height >= 32, `${b.name} is big enough to touch: ${JSON.stringify(b)}`);
    }
    const symbolRows = new Set(boxes.filter((b) => b.name.length === 1).map((b) => b.top));
    assert.equal(symbolRows.size, rows, `the symbols take ${rows} row(s)`);
    const grid = await page.getByRole('grid').boundingBox();
    const padBox = await group.boundingBox();
    assert.ok(padBox.y + padBox.height - grid.y <= 740, 'the grid and the pad fit on one screen');
  });
}

test('in the element (play mode) and the sandboxed embed, where storage throws, the pad plays', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  await page.evaluate(async (puzzle) => {
    await customElements.whenDefined('dlx-lab');
    const el = document.createElement('dlx-lab');
    el.setAttribute('mode', 'play');
    el.setAttribute('puzzle', puzzle);
    document.querySelector('main').append(el);
    await el.ready;
  }, EULER);
  const el = page.locator('dlx-lab');
  await cell(el, 1, 1).click();
  await pad(el, '4').click();
  await waitCell(el, 1, 1, '4, entry');
  assert.match(await focused(page), /^row 1, column 1, 4, entry/);
  await page.keyboard.press('ControlOrMeta+z');
  await waitCell(el, 1, 1, 'empty');
  // Keys outside the element are the host's.
  await page.locator('#before').focus();
  await page.keyboard.press('ControlOrMeta+y');
  await waitCell(el, 1, 1, 'empty');

  const framed = await browse(t, '__test__/frame-solve.html');
  const embed = framed.frameLocator('iframe');
  await cell(embed, 1, 1).click({ timeout: 20000 });
  await pad(embed, '4').click();
  await waitCell(embed, 1, 1, /^4, entry/);
  await pad(embed, 'Undo').click();
  await waitCell(embed, 1, 1, 'empty');
});

test('Solve with wrong entries solves the givens and names the entries that disagree, on a phone, in English and Chinese', async (t) => {
  const phone = { viewport: { width: 390, height: 844 } };
  const page = await app(t, `?bd=${EULER}`, phone);
  // r1c1 = 5 is wrong (the solution's 4), r1c2 = 3 clashes with r1c3's given
  // 3 (the solution's 8), r1c4 = 9 is right.
  for (const [c, v] of [[1, '5'], [2, '3'], [4, '9']]) {
    await cell(page, 1, c).click();
    await page.keyboard.press(v);
  }
  await waitCell(page, 1, 2, /^3, entry, conflict/);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const said = await waitStatus(page, /Your entr/);
  assert.match(said, /^Solved: unique solution\./, 'the puzzle is answered, not blamed');
  assert.match(said, /Your entry r1c1 = 5 is not the solution's 4\./);
  assert.match(said, /Your entry r1c2 = 3 clashes with a value it sees; the solution has 8 there\./);
  assert.doesNotMatch(said, /r1c4/, 'a right entry is not named');
  // The entries stay, the wrong ones marked; the blank cells show the solution.
  await waitCell(page, 1, 1, /^5, entry, wrong/);
  await waitCell(page, 1, 4, '9, entry');
  await waitCell(page, 1, 5, '2, given');
  await waitCell(page, 1, 6, '1, solved');
  assert.ok(await page.getByRole('status').isVisible(), 'the words are on the phone screen');

  const zh = await browse(t, `?bd=${EULER}&lang=zh-CN`, phone);
  await zh.getByRole('status').filter({ hasText: /已载入/ }).waitFor({ timeout: 20000 });
  const first = zh.getByRole('gridcell').first();
  await first.click();
  await zh.keyboard.press('5');
  await zh.getByRole('button', { name: '求解', exact: true }).click();
  const zhSaid = await waitStatus(zh, /你填的/);
  assert.match(zhSaid, /你填的 r1c1 = 5 与解不同（共 1 处），解中是 4。/);
});

for (const lang of ['en', 'zh-CN']) {
  test(`on a phone (${lang}): every target at least 44×44 px, the cells 40 px, and New puzzle brings its grid into view`, async (t) => {
    const page = await browse(t, `?lang=${lang}`, { viewport: { width: 390, height: 844 }, touch: true });
    await waitStatus(page, /loaded|已载入/);
    // Buttons, selects, the seed and text fields, the pad (WCAG 2.5.5); the grid's cells where 9 of 40 px fit.
    const sizes = await page.evaluate(() => {
      const root = document.querySelector('.dlx-app');
      const seen = (el) => el.getClientRects().length > 0 && !el.closest('[hidden]');
      const box = (el) => el.getBoundingClientRect();
      const targets = [...root.querySelectorAll('button, select, input[type="number"], input[type="text"]')].filter(seen);
      return {
        small: targets.filter((el) => box(el).width < 44 || box(el).height < 44).map((el) => `${el.outerHTML.slice(0, 60)} ${box(el).width}×${box(el).height}`),
        count: targets.length,
        cell: Math.min(...[...root.querySelectorAll('.sudoku .cell')].map((c) => Math.min(box(c).width, box(c).height))),
        wide: document.documentElement.scrollWidth,
      };
    });
    assert.ok(sizes.count > 20, `${sizes.count} targets measured`);
    assert.deepEqual(sizes.small, []);
    assert.ok(sizes.cell >= 40, `cells of ${sizes.cell} px`);
    assert.equal(sizes.wide, 390, 'nothing wider than the screen');
    // New puzzle is below the grid on a phone: the grid it makes comes into view.
    const zh = lang !== 'en';
    const newPuzzle = page.getByRole('button', { name: zh ? '新题目' : 'New puzzle' });
    await newPuzzle.scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, 400));
    const away = await page.locator('.sudoku').boundingBox();
    assert.ok(away.y + away.height < 0, 'the grid is out of view before');
    await newPuzzle.click();
    await page.getByText(zh ? /种子 1 生成/ : /Generated at level easy with seed 1\./).waitFor();
    await until(async () => {
      const g = await page.locator('.sudoku').boundingBox();
      return g.y >= -1 && g.y + g.height <= 845;
    }, 'the new grid in view');
  });
}

for (const lang of ['en', 'zh-CN']) {
  test(`on a phone (${lang}): each depth of a hint is on screen together with the grid`, async (t) => {
    const zh = lang !== 'en';
    const page = await browse(t, `?bd=${EULER}&lang=${lang}`, { viewport: { width: 390, height: 844 }, touch: true, bypassCSP: true });
    await waitStatus(page, /loaded|已载入/);
    const inView = async (locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= -1 && box.y + box.height <= 845;
    };
    const region = page.getByRole('region', { name: zh ? '提示' : 'Hint', exact: true });
    for (let depth = 1; depth <= 3; depth++) {
      // Scrolled to as a thumb does, just into view (Playwright's own scroll would centre it).
      const hint = page.getByRole('button', { name: zh ? '提示' : 'Hint', exact: true });
      await hint.evaluate((b) => b.scrollIntoView({ block: 'nearest' }));
      await hint.click();
      await waitStatus(page, zh ? new RegExp(`第 ${depth} 级`) : new RegExp(`\\(${depth} of 3\\)`));
      await region.waitFor();
      assert.ok(await inView(region), `depth ${depth}: the hint's words on screen`);
      assert.ok(await inView(page.locator('.sudoku')), `depth ${depth}: the grid on screen with them`);
    }
    await assertAccessible(page);
    await page.screenshot({ path: `target/screenshots/phone-hint-${lang}.png` });
  });
}

for (const lang of ['en', 'zh-CN']) {
  test(`on a phone (${lang}): Why? opens the hint's part of the matrix in the hint panel, and the page does not move`, async (t) => {
    const zh = lang !== 'en';
    const page = await browse(t, `?bd=${EULER}&lang=${lang}`, { viewport: { width: 390, height: 844 }, touch: true, bypassCSP: true });
    await waitStatus(page, /loaded|已载入/);
    const hint = page.getByRole('button', { name: zh ? '提示' : 'Hint', exact: true });
    await hint.evaluate((b) => b.scrollIntoView({ block: 'nearest' }));
    await hint.click();
    await waitStatus(page, zh ? /第 1 级/ : /\(1 of 3\)/);
    const why = page.getByRole('button', { name: zh ? '为什么？' : 'Why?' });
    await why.waitFor();
    const before = await page.evaluate(() => scrollY);
    await why.click();
    const panel = page.getByRole('region', { name: zh ? '提示' : 'Hint', exact: true });
    const table = panel.getByRole('table');
    await table.waitFor();
    assert.equal(await why.getAttribute('aria-expanded'), 'true');
    await frames(page);
    assert.equal(await page.evaluate(() => scrollY), before, 'the page stays where it was');
    // Its columns are the hint's items, as the narration names them, and each row an option still in one.
    const items = (await table.locator('thead th.spot').allTextContents());
    assert.ok(items.length >= 1, items.join());
    const narration = await page.locator('#narration').textContent();
    for (const item of items) assert.ok(narration.includes(item), `${item} in: ${narration}`);
    const rows = await table.locator('tbody tr').count();
    assert.ok(rows >= items.length, `${rows} options`);
    const box = await panel.boundingBox();
    assert.ok(box.y >= -1 && box.y < 844, 'the hint panel on screen');
    await assertAccessible(page);
    await page.screenshot({ path: `target/screenshots/phone-why-${lang}.png` });
    // Why? again closes it.
    await why.click();
    await table.waitFor({ state: 'detached' });
    assert.equal(await why.getAttribute('aria-expanded'), 'false');
  });
}
