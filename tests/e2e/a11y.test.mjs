// Accessibility: axe-core finds no serious or critical violation on the app
// page, the embed guide, embed.html and <dlx-lab> elements (on the hostile host
// page too, both themes, mid-search, with pencil marks and the number pad);
// and the element's grid works by keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, data, mount, until, useBrowser, waitStat, waitStatus } from './harness.mjs';

const browse = useBrowser();

const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

/** Opens `path` in a context that lets axe-core in past the page's CSP. */
const open = (t, path, options = {}) => browse(t, path, { bypassCSP: true, ...options });

/** Waits until every <dlx-lab> in every frame of `page` is ready (none: at once). */
async function settle(page) {
  // A lazy iframe (the guide's) loads once it is scrolled to.
  for (const iframe of await page.locator('iframe').all()) {
    await iframe.scrollIntoViewIfNeeded();
    await (await (await iframe.elementHandle()).contentFrame()).waitForLoadState();
  }
  for (const frame of page.frames()) {
    await frame.evaluate(async () => {
      const labs = [...document.querySelectorAll('dlx-lab')];
      if (!labs.length) return;
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('<dlx-lab> not ready within 20 s')), 20000));
      await Promise.race([customElements.whenDefined('dlx-lab').then(() => Promise.all(labs.map((lab) => lab.ready))), timeout]);
    });
  }
}

/** The app page at `/`, once its puzzle is loaded. */
async function app(t, options) {
  const page = await open(t, '', options);
  await page.getByRole('status').filter({ hasText: /loaded|Showing|Empty|not loaded/ }).waitFor({ timeout: 20000 });
  return page;
}

for (const colorScheme of ['light', 'dark']) {
  test(`the app page (${colorScheme}): loaded, played with pencil marks, shared, solved, and stepping`, async (t) => {
    const page = await app(t, { colorScheme, viewport: { width: 1280, height: 1400 } });
    await assertAccessible(page);
    await page.getByRole('gridcell', { name: /^row 1, column 1,/ }).click();
    await page.getByRole('button', { name: 'Pencil marks' }).click();
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('button', { name: 'Fill candidates' }).click();
    await page.getByRole('checkbox', { name: 'Include my progress' }).check();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /entries and marks/ }).waitFor({ timeout: 20000 });
    await assertAccessible(page);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /solution/ }).waitFor({ timeout: 20000 });
    await assertAccessible(page);
    const step = page.getByRole('button', { name: 'Step', exact: true });
    for (let i = 0; i < 5; i++) await step.click();
    await assertAccessible(page);
  });

  test(`the embed guide (${colorScheme}), with its live examples`, async (t) => {
    const page = await open(t, 'embed-guide.html', { colorScheme });
    // Its lazy examples start as a reader scrolls to them.
    for (const element of await page.locator('dlx-lab').all()) await element.scrollIntoViewIfNeeded();
    await page.evaluate(() => Promise.all([...document.querySelectorAll('dlx-lab')].map((el) => el.ready)));
    await settle(page);
    await assertAccessible(page);
  });
}

test('embed.html on its own, in steps mode and in solve mode', async (t) => {
  let page = await open(t, `embed.html?bd=${HARDEST}&mode=steps&from=5&to=40`);
  await waitStat(page, 'steps', 5);
  await assertAccessible(page);
  page = await open(t, `embed.html?bd=${HARDEST}&theme=dark`);
  await settle(page);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitStatus(page, /solution/);
  await assertAccessible(page);
});

test('the two elements of the hostile host page, loaded and solved', async (t) => {
  const page = await open(t, '__test__/host.html');
  await settle(page);
  const elements = { include: [['#a'], ['#b']] };
  await assertAccessible(page, elements);
  for (const id of ['a', 'b']) await page.locator(`#${id}`).getByRole('button', { name: 'Solve', exact: true }).click();
  for (const id of ['a', 'b']) await waitStatus(page.locator(`#${id}`), /solution/);
  await assertAccessible(page, elements);
});

test('elements in each mode and theme: steps mid-search, play with a hint and a wrong entry', async (t) => {
  const page = await open(t, '__test__/plain.html', { viewport: { width: 1280, height: 2400 } });
  const light = await mount(page, { puzzle: HARDEST, mode: 'steps', theme: 'light' });
  const dark = await mount(page, { puzzle: HARDEST, mode: 'steps', theme: 'dark' });
  const play = await mount(page, { puzzle: EULER, mode: 'play', theme: 'dark' });
  for (const { el } of [light, dark]) {
    for (let i = 1; i <= 6; i++) {
      await el.getByRole('button', { name: 'Step', exact: true }).click();
      await waitStat(el, 'steps', i);
    }
  }
  await play.el.getByRole('button', { name: 'Hint', exact: true }).click();
  await play.el.getByRole('gridcell', { name: /^row 1, column 1,/ }).click();
  await page.keyboard.press('5');
  // A wrong pencil mark too (r1c2 is 8).
  await play.el.getByRole('gridcell', { name: /^row 1, column 2,/ }).click();
  await page.keyboard.press('Shift+Digit5');
  await play.el.getByRole('button', { name: 'Check', exact: true }).click();
  await play.el.getByRole('gridcell', { name: /^row 1, column 1, 5, entry, wrong/ }).waitFor({ timeout: 20000 });
  await play.el.getByRole('gridcell', { name: /^row 1, column 2, pencil marks 5, wrong/ }).waitFor({ timeout: 20000 });
  await assertAccessible(page);
});

test('keyboard only: Tab from the host page into the element grid, arrows, typing, Backspace', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  await mount(page, { puzzle: EULER });
  /** The focused element, looking into shadow roots. */
  const focused = () => page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return { role: a?.getAttribute('role') ?? null, label: a?.getAttribute('aria-label') ?? null };
  });
  await page.locator('#before').focus();
  let now = await focused();
  for (let i = 0; i < 30 && now.role !== 'gridcell'; i++) {
    await page.keyboard.press('Tab');
    now = await focused();
  }
  assert.equal(now.role, 'gridcell', 'Tab reaches the grid inside the element');
  assert.match(now.label, /^row 1, column 1,/);
  /** Waits until the focused element's label matches `pattern`. */
  const focusOn = (pattern, what) => until(async () => pattern.test((await focused()).label), what)
    .catch(async (e) => assert.fail(`${e.message}; focused: ${JSON.stringify(await focused())}`));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await focusOn(/^row 2, column 2, empty/, 'the arrows moving to r2c2');
  await page.keyboard.press('6');
  await focusOn(/^row 2, column 2, 6, entry/, 'a typed 6 in r2c2');
  await page.keyboard.press('Backspace');
  await focusOn(/^row 2, column 2, empty/, 'Backspace clearing r2c2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('1');
  // Keys are handled in order: once the arrow after it has moved the focus,
  // the 1 has had its effect (none, on a given).
  await page.keyboard.press('ArrowRight');
  await focusOn(/^row 2, column 2, empty/, 'the arrow after the 1 moving to r2c2');
  await page.keyboard.press('ArrowLeft');
  await focusOn(/^row 2, column 1, 9, given/, 'r2c1 still holding its given 9');
});
