// The step-through's views explain themselves: the narration in Knuth's
// words (item, option, cover) with the puzzle's meaning, dead ends named as
// such, legends for the matrix and the links, a live region that keeps
// quiet while playing, and the links view's nodes named on hover and by
// keyboard where a 4×4 sudoku makes its labels too small to read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, data, until, useApp } from './harness.mjs';

const openApp = useApp();
const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];
const KNUTH = "Knuth's 7-column example (Dancing Links paper)";

/** Opens the app tall enough for the step panel (axe-core may come in), once its tracer is ready. */
async function app(t, query = '') {
  const page = await openApp(t, query, { viewport: { width: 1280, height: 1400 }, bypassCSP: true });
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  return page;
}

/** Loads example `label` and waits until its trace is ready. */
async function example(page, label, ready) {
  await page.getByLabel('Examples').selectOption({ label });
  await page.locator('#narration').filter({ hasText: ready }).waitFor();
}

const narration = (page) => page.locator('#narration').textContent();
const button = (page, name) => page.getByRole('button', { name, exact: true });
const steps = async (page) => Number((await page.locator('#stat-steps').textContent()).replaceAll(',', ''));

test("the narration speaks of items and options, with each one's meaning, and counts right", async (t) => {
  const page = await app(t, `?bd=${HARDEST}`);
  const said = [];
  for (let i = 0; i < 40; i++) {
    await button(page, 'Step').click();
    said.push(await narration(page));
  }
  for (let i = 0; i < 10; i++) {
    await button(page, 'Back').click();
    said.push(await narration(page));
  }
  for (const line of said) {
    assert.doesNotMatch(line, /\(s\)|column '|Column /, `no mixed words: ${line}`);
    assert.match(line, /\b(item|option)s?\b|solution/, `Knuth's words: ${line}`);
  }
  assert.match(said[0], /^Choose item \S+ \((cell r\dc\d needs a value|(row|column|box) \d has \d)\), which has \d options?\.$/);
  assert.ok(said.some((l) => /^Cover item \S+ \(.+\): \d+ options? removed\.$/.test(l)), 'a cover is narrated');
  assert.ok(said.some((l) => /^Try option r\dc\d#\d \(r\dc\d = \d\): cover its other items /.test(l)), 'a try is narrated');
  assert.ok(said.some((l) => /^Back: /.test(l)), 'going back is narrated');

  // Knuth's example: items are named alone, options by number and items; one solution, in the singular.
  await example(page, KNUTH, 'Ready: 6 options × 7 items');
  await button(page, 'Step').click();
  assert.equal(await narration(page), 'Choose item A, which has 2 options.');
  await button(page, 'Step').click();
  await button(page, 'Step').click();
  assert.match(await narration(page), /^Try option 2 \(A D G\): cover its other items D and G; \d+ options? removed\.$/);
  await button(page, 'Next solution').click();
  await page.locator('#narration').filter({ hasText: 'Solution found: every item is covered exactly once.' }).waitFor();
  await button(page, 'Next solution').click();
  await page.locator('#narration').filter({ hasText: 'The search is over' }).waitFor();
  assert.match(await narration(page), /^The search is over: 1 solution, \d+ nodes\.$/);
});

test('an item with no options left is called a dead end', async (t) => {
  const page = await app(t, `?bd=${HARDEST}`);
  // The smallest-item rule picks an empty item as soon as there is one: the first backtrack is a dead end.
  await button(page, 'Next backtrack').click();
  await page.locator('#narration').filter({ hasText: 'dead end' }).waitFor();
  assert.match(await narration(page), /^Item [RCB]?\S+ \(.+\) has no options left: a dead end, so uncover it and back up\.$/);
  await button(page, 'Back').click();
  assert.match(await narration(page), /^Back: item \S+ \(.+\) is chosen and covered again\.$/);
});

test('the matrix and the links views have legends in words', async (t) => {
  const page = await app(t, `?bd=${HARDEST}`);
  const matrix = page.getByRole('list', { name: 'Matrix legend' });
  const words = await matrix.getByRole('listitem').allTextContents();
  for (const entry of ['grey stripes: covered items', 'yellow column: the item chosen', 'green rows: the partial solution',
    'orange row: the option being tried', 'faded marks: options removed by a cover']) {
    assert.ok(words.includes(entry), `the matrix legend says "${entry}": ${JSON.stringify(words)}`);
  }
  // The hint's entry shows only with a hint's items marked (hints.test.mjs).
  assert.ok(!words.some((w) => /blue/.test(w)));
  // The swatches are decoration: the words name each colour.
  assert.equal(await matrix.locator('.swatch:not([aria-hidden=true])').count(), 0);
  for (let i = 0; i < 5; i++) await button(page, 'Step').click();
  await assertAccessible(page);

  await example(page, KNUTH, 'Ready: 6 options');
  assert.equal(await matrix.isVisible(), false, 'no matrix canvas for 7 items, so no legend for it');
  const links = await page.getByRole('list', { name: 'Links legend' }).getByRole('listitem').allTextContents();
  for (const entry of [/^orange lines: links that skip nodes a cover took out$/, /^faded: nodes a cover took out/,
    /^green dots: the partial solution$/, /^big orange dots: the option being tried$/, /^boxes: item headers/]) {
    assert.ok(links.some((l) => entry.test(l)), `the links legend has ${entry}: ${JSON.stringify(links)}`);
  }
  for (let i = 0; i < 3; i++) await button(page, 'Step').click();
  await assertAccessible(page);
});

test('while playing the narration changes on screen but is not live; Pause and a solution are spoken', async (t) => {
  const page = await app(t, `?bd=${HARDEST}`);
  const line = page.locator('#narration');
  await page.getByLabel('Speed').fill('4');
  await button(page, 'Play').click();
  await button(page, 'Pause').waitFor();
  const shown = new Set();
  await until(async () => {
    assert.equal(await line.getAttribute('aria-live'), 'off', 'quiet while playing');
    const now = await narration(page);
    if (/^Playing: step [\d,]+, \w+ at depth \d+\.$/.test(now)) shown.add(now);
    return shown.size >= 2;
  }, 'the line updating while playing');
  await button(page, 'Pause').click();
  assert.equal(await line.getAttribute('aria-live'), 'polite');
  assert.match(await narration(page), /^Paused at step [\d,]+\. Step, Back or Play from here\.$/);

  // A 4×4 plays to its solution, and the live region is back on to say so.
  await example(page, '4×4 for a first look', 'Ready: 64 options');
  await page.getByLabel('Speed').fill('8');
  await button(page, 'Play').click();
  await page.locator('#narration').filter({ hasText: 'Solution found' }).waitFor();
  assert.equal(await line.getAttribute('aria-live'), 'polite');
});

test('at 4×4 the links view names the node under the pointer, and the arrow keys move between nodes', async (t) => {
  const page = await app(t);
  await example(page, '4×4 for a first look', 'Ready: 64 options × 64 items');
  const view = page.locator('#links-view');
  assert.ok(await view.isVisible());
  const named = view.locator('.links-hover');
  assert.match(await named.textContent(), /^Point at a node/);
  assert.equal(await named.getAttribute('aria-live'), 'polite');

  // The keyboard, which also must not step the search.
  await button(page, 'Step').click();
  const before = await steps(page);
  const svg = view.getByRole('application', { name: /^Dancing links: 64 item headers and \d+ nodes\./ });
  await svg.focus();
  await page.keyboard.press('ArrowLeft');
  assert.match(await named.textContent(), /^Header of item r1c1 \(cell r1c1 needs a value\)/);
  await page.keyboard.press('ArrowRight');
  assert.match(await named.textContent(), /^Header of item r1c2 /);
  await page.keyboard.press('ArrowDown');
  assert.match(await named.textContent(), /^Option r1c2#\d \(r1c2 = \d\), node in item r1c2 /);
  await page.keyboard.press('ArrowRight');
  assert.match(await named.textContent(), /^Option r1c2#\d \(r1c2 = \d\), node in item R1#\d \(row 1 has \d\)/);
  await page.keyboard.press('ArrowUp');
  assert.match(await named.textContent(), /^(Option \S+ \(.+\), node in|Header of) item R1#\d /);
  assert.equal(await steps(page), before, 'the arrow keys in the links view do not step');
  assert.equal(await view.locator('.ring[visibility=visible]').count(), 1, 'the named node is outlined');

  // The pointer: the second item header (after the root), then a node of an option.
  await view.locator('.node.header').nth(2).hover();
  assert.match(await named.textContent(), /^Header of item r1c2 \(cell r1c2 needs a value\)(, covered)?: \d+ options? in its list\.$/);
  await view.locator('.node.item').first().hover();
  assert.match(await named.textContent(), /^Option r\dc\d#\d \(r\dc\d = \d\), node in item \S+ \(.+\): .+\.$/);
  await assertAccessible(page);
});
