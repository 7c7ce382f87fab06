// The Repeated cover kind in the page: an example solved with its minimum,
// its optimal sets counted and its chosen rows marked; a pasted matrix; its
// search stepped (the bound, a cut, Back); a link; Chinese; axe. And
// Knuth's multiplicities in the exact-cover kind, stepped and solved.
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

/** The option numbers marked chosen in the matrix. */
const chosen = (page) => page.getByRole('rowheader', { name: /chosen/ })
  .evaluateAll((h) => h.map((e) => Number(e.getAttribute('aria-label').match(/\d+/)[0])));

test('the FZU 1686 sample: four attacks, and the matrix shows them', async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: 'FZU 1686 sample: the fewest 2×2 attacks (4)' });
  await waitStatus(page, 'Repeated cover loaded: 9 options, 8 items');
  await page.getByRole('button', { name: 'Solve' }).click();
  const status = await waitStatus(page, 'Fewest options: 4');
  assert.match(status, /options 1 3 7 9/);
  assert.match(status, /the only optimal set/);
  assert.match(status, /cut off by the bound h/);
  assert.deepEqual(await chosen(page), [1, 3, 7, 9]);
  await assertAccessible(page);
});

/** Presses Step `times` times and returns the narration after the last. */
async function steps(page, times) {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  return page.locator('#narration').textContent();
}

test('repeated cover stepped: the bound h at each choice, a cut with its items marked, Back exact', async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: "Knuth's example as repeated cover (5 smallest covers)" });
  await waitStatus(page, 'Repeated cover loaded');
  assert.match(await steps(page, 1), /Choose item .* the bound says h = 3/);
  assert.match(await steps(page, 1), /Put option \d+ .* in the set \(1 now\)/);
  // The 28th step is the search's first cut: 3 in the set and h = 1, over the limit 3.
  const cut = await steps(page, 26);
  assert.match(cut, /Cut off: 3 in the set \+ h = 1 needed = 4, over the limit of 3/);
  // The item h counted is marked (Knuth's 7 items show node by node).
  assert.equal(await page.locator('.links .node.header.spot').count(), 1);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByText('Back: the cut off step is undone.').waitFor();
  assert.equal(await page.locator('.links .node.header.spot').count(), 0);
  // Next solution runs to each optimal set left, and the end counts all five.
  let said = '';
  const sets = [];
  for (let i = 0; i < 7 && !/search is over/.test(said); i++) {
    await page.getByRole('button', { name: 'Next solution' }).click();
    // Each run ends at a set or the end, a sentence the last one was not.
    await page.waitForFunction((before) => {
      const now = document.querySelector('#narration').textContent;
      return now !== before && /optimal set/.test(now);
    }, said);
    said = await page.locator('#narration').textContent();
    if (/an optimal set/.test(said)) sets.push(said.match(/\(([\d ]+)\)/)[1]);
  }
  // Three sets came before the cut (steps 7, 10 and 17); two come after it.
  assert.deepEqual(sets, ['3 4 6', '1 4 5']);
  assert.match(said, /The search is over: 5 optimal sets/);
  await assertAccessible(page);
});

test("Knuth's example as repeated cover, and a pasted matrix with no cover", async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: "Knuth's example as repeated cover (5 smallest covers)" });
  await waitStatus(page, 'Repeated cover loaded');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, /Fewest options: 3 .*one of 5 optimal sets/);
  assert.equal((await chosen(page)).length, 3);
  // Column 3 is in no row.
  await page.getByLabel('Puzzle', { exact: true }).fill('2 3\n1 1 0\n0 1 0\n');
  await page.getByRole('button', { name: 'Load' }).click();
  await waitStatus(page, 'Repeated cover loaded: 2 options, 3 items');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'No set of options covers every item');
  assert.deepEqual(await chosen(page), []);
  // A bad line is named, and the text stays.
  await page.getByLabel('Puzzle', { exact: true }).fill('2 3\n1 1 0\n0 1\n');
  await page.getByRole('button', { name: 'Load' }).click();
  await waitStatus(page, /line 3/);
  assert.equal(await page.getByLabel('Puzzle', { exact: true }).inputValue(), '2 3\n1 1 0\n0 1\n');
});

test('a ?repeat= link opens the problem; in Chinese too', async (t) => {
  const text = '3 3\n0 1 0\n1 1 1\n1 0 1\n';
  const link = Buffer.from(text).toString('base64url');
  const page = await app(t, `?repeat=${link}`);
  await waitStatus(page, 'Repeated cover loaded: 3 options, 3 items');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, 'Fewest options: 1 (options 2');
  const zh = await app(t, `?repeat=${link}&lang=zh-CN`);
  await waitStatus(zh, '已载入重复覆盖问题');
  await zh.getByRole('button', { name: '求解' }).click();
  await waitStatus(zh, '最少需要 1 个选项');
  await assertAccessible(zh);
});

test('<dlx-lab kind="repeat"> solves a repeated cover in a host page', async (t) => {
  const page = await browse(t, '__test__/host.html');
  const { id, el } = await mount(page, { kind: 'repeat', puzzle: '3 3\n0 1 0\n1 1 1\n1 0 1\n' });
  await waitStatus(el, 'Repeated cover loaded');
  await el.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitStatus(el, 'Fewest options: 1');
  const [{ detail }] = await recorded(page, 'dlx-solved', id);
  assert.deepEqual([detail.minimum, detail.count, detail.solution], [1, 1, [2]]);
});

test("Knuth's DLX3 example in the exact-cover kind: stepped with its bounds, and solved", async (t) => {
  const page = await app(t);
  await page.getByLabel('Examples').selectOption({ label: "Knuth's DLX3 example: C two or three times, X and Y coloured" });
  await waitStatus(page, /loaded/);
  assert.match(await steps(page, 1), /Choose item A: 0 of its options are in the set, and it needs 1 to 1/);
  assert.match(await steps(page, 2), /Dead end: item C has too few options left to reach its lower bound/);
  assert.match(await steps(page, 8), /Item C has 2, its lower bound 2: close it/);
  assert.match(await steps(page, 1), /a solution \(2 4 5\)/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByText('Back: the solution step is undone.').waitFor();
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, /2 4 5/);
  await assertAccessible(page);
});

test('<dlx-lab> with a multiplicities text and no kind reads it as exact cover, and solves it', async (t) => {
  const page = await browse(t, '__test__/host.html');
  const dlx3 = 'A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n';
  const { id, el } = await mount(page, { puzzle: dlx3 });
  await waitStatus(el, /loaded/);
  await el.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitStatus(el, /2 4 5/);
  const [{ detail }] = await recorded(page, 'dlx-solved', id);
  assert.deepEqual(detail.solution, [2, 4, 5]);
});
