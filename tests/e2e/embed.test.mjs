// dist/embed.html: the element alone on a page, set up from its URL. In an
// <iframe sandbox="allow-scripts"> (fixtures/frame*.html) it posts height and
// event messages to its parent and ignores junk; opened directly, its URL parameters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertSolvedNine, data, messagesDelivered, stat, until, useBrowser, waitStat, waitStatus } from './harness.mjs';

const browse = useBrowser();

const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const BINARY = data('binary/usaco11nov_bsudoku_sample.in').replace(/\s/g, '');
const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G';
const STEP_EVENTS = new Set(['choose', 'cover', 'try', 'undo', 'uncover', 'solution', 'done']);

const base64url = (text) => Buffer.from(text, 'utf8').toString('base64url');

/** What the host page got from the embed (fixtures/record.js). */
const messages = (page) => page.evaluate(() => window.messages);
const isHeight = (m) => m?.type === 'dlx-lab:height';
const isEvent = (name) => (m) => m?.type === 'dlx-lab:event' && m.name === name;

function waitMessage(page, predicate, what) {
  return until(async () => (await messages(page)).find(predicate), what);
}

/** The Playwright frame of the embed in a fixture page. */
function embedFrame(page) {
  return until(() => page.frames().find((f) => f.url().includes('/embed.html')), 'the embed frame');
}

/** The text of every grid cell in `scope` (a page or frame locator), row-major. */
function cellValues(scope) {
  return scope.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.textContent.trim()));
}

/** Waits for `count` grid cells in `scope`: the embed's puzzle is loaded. */
function waitCells(scope, count) {
  return until(async () => (await scope.getByRole('gridcell').count()) === count, `${count} grid cells`);
}

test('in a sandboxed iframe: height messages, stepping from `from`, and dlx-step events for the parent', async (t) => {
  const page = await browse(t, '__test__/frame.html');
  const first = await waitMessage(page, isHeight, 'a dlx-lab:height message');
  assert.ok(typeof first.height === 'number' && Number.isFinite(first.height) && first.height > 0, `height message ${JSON.stringify(first)}`);
  const frame = await embedFrame(page);
  assert.equal(await frame.evaluate(() => self.origin), 'null', 'the embed runs with an opaque origin');

  const embed = page.frameLocator('iframe');
  await waitStat(embed, 'steps', 5);
  const before = (await messages(page)).length;
  const step = embed.getByRole('button', { name: 'Step', exact: true });
  for (let i = 6; i <= 8; i++) {
    await step.click();
    await waitStat(embed, 'steps', i);
  }
  const stepped = await until(async () => {
    const m = (await messages(page)).slice(before).filter(isEvent('dlx-step'));
    return m.length >= 3 && m;
  }, 'three dlx-step messages');
  assert.deepEqual(stepped.map((m) => m.detail.step), [6, 7, 8]);
  for (const { detail } of stepped) {
    assert.ok(STEP_EVENTS.has(detail.event), `event kind ${detail.event}`);
    assert.equal(typeof detail.depth, 'number');
    assert.equal(typeof detail.nodes, 'number');
  }
  // fixtures/resize.js sizes the iframe from the height messages, as a host
  // would: then the embed fits it with no scrolling of its own.
  await until(() => frame.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 2),
    'the embed fitting the iframe its parent sized from the height messages');
  assert.ok((await messages(page)).filter(isHeight).every((m) => Number.isFinite(m.height) && m.height > 0));
});

test('in a sandboxed iframe, a lesson\'s stops reach the parent as dlx-lesson messages', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  // The same sandbox as frame.html, opening a built-in lesson.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.title = 'dlx-lab lesson';
    frame.width = 900;
    frame.height = 600;
    frame.src = '/embed.html?lesson=exact-cover&mode=steps';
    document.body.append(frame);
  });
  const embed = page.frameLocator('iframe');
  const first = await waitMessage(page, isEvent('dlx-lesson'), 'a dlx-lesson message');
  assert.equal(first.detail.stop, 0);
  await embed.getByRole('button', { name: 'Next stop' }).click();
  const second = await waitMessage(page, (m) => isEvent('dlx-lesson')(m) && m.detail.stop === 1, 'the second stop\'s message');
  assert.equal(typeof second.detail.step, 'number');
});

test('junk messages to the embed are ignored, and it keeps working', async (t) => {
  const page = await browse(t, '__test__/frame.html');
  const embed = page.frameLocator('iframe');
  await waitStat(embed, 'steps', 5);
  const frame = await embedFrame(page);
  const url = frame.url();
  const labels = () => embed.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  const grid = await labels();

  await page.evaluate(() => {
    const target = document.querySelector('iframe').contentWindow;
    const junk = ['junk', 5, null, undefined, true, [], [1, 2], {}, { type: 42 }, { type: 'dlx-lab:set', puzzle: 5 },
      { type: 'dlx-lab:set' }, { type: 'dlx-lab:set', puzzle: null }, { type: 'dlx-lab:set', puzzle: ['5'] },
      { type: 'dlx-lab:set', puzzle: { toString: 'x' } }, { type: 'dlx-lab:height', height: -1 },
      { type: 'dlx-lab:event', name: 'dlx-step', detail: {} }, { type: 'dlx-lab:call', method: 'constructor' },
      { type: 'dlx-lab:call', method: '__proto__' }, new ArrayBuffer(8), new Map([['type', 'dlx-lab:set']])];
    for (const message of junk) target.postMessage(message, '*');
  });
  await messagesDelivered(page, frame, 'iframe');
  assert.equal(frame.url(), url, 'the embed did not navigate');
  assert.deepEqual(await labels(), grid, 'the grid is unchanged');
  assert.equal(await stat(embed, 'steps'), 5);

  const before = (await messages(page)).length;
  await embed.getByRole('button', { name: 'Step', exact: true }).click();
  await waitStat(embed, 'steps', 6);
  await until(async () => (await messages(page)).slice(before).some((m) => isEvent('dlx-step')(m) && m.detail.step === 6),
    'a dlx-step message after the junk');

  // Text that looks like markup is never turned into any.
  await page.evaluate(() => {
    const target = document.querySelector('iframe').contentWindow;
    const html = '<img src=x onerror="window.pwned=1;parent.postMessage(\'pwned\',\'*\')">';
    for (const key of ['puzzle', 'controls', 'mode', 'theme']) target.postMessage({ type: 'dlx-lab:set', [key]: html }, '*');
  });
  await messagesDelivered(page, frame, 'iframe');
  assert.equal(await embed.locator('img').count(), 0);
  assert.equal(await frame.evaluate(() => window.pwned), undefined);
  assert.ok(!(await messages(page)).includes('pwned'));
});

test('in a sandboxed iframe, solve mode: Solve, the status, and a dlx-solved event for the parent', async (t) => {
  const page = await browse(t, '__test__/frame-solve.html');
  const embed = page.frameLocator('iframe');
  await waitMessage(page, isHeight, 'a dlx-lab:height message');
  await waitCells(embed, 81);
  assert.equal(await embed.getByRole('button', { name: 'Step', exact: true }).count(), 0, 'solve mode has no step controls');
  await embed.getByRole('button', { name: 'Solve', exact: true }).click();
  assert.match(await waitStatus(embed, /solution/), /unique solution/);
  assertSolvedNine(await cellValues(embed), HARDEST);
  const solved = await waitMessage(page, isEvent('dlx-solved'), 'a dlx-solved message');
  assert.equal(solved.detail.status, 'unique');
  assertSolvedNine(solved.detail.grid, HARDEST);
  assert.ok(solved.detail.stats.nodes > 0);
});

test('Share inside a sandboxed iframe says that copying is blocked and offers the link as text', async (t) => {
  const page = await browse(t, '__test__/frame-solve.html');
  const embed = page.frameLocator('iframe');
  await waitCells(embed, 81);
  await embed.getByRole('button', { name: 'Share', exact: true }).click();
  assert.match(await waitStatus(embed, /link/i), /Copying is blocked here|Link copied/);
  const link = new URL(await embed.getByLabel('Link to this puzzle').inputValue());
  assert.equal(link.searchParams.get('bd'), HARDEST);
  // The host page's address is left alone.
  assert.equal(new URL(page.url()).search, '');
});

test('URL parameters: controls, mode, p and box, cover, binary, a locked range with autoplay', async (t) => {
  const shownOf = async (page, names) => {
    const shown = [];
    for (const name of names) if (await page.getByRole('button', { name, exact: true }).count()) shown.push(name);
    return shown;
  };
  const all = ['Solve', 'Hint', 'Check', 'Candidates', 'Clear', 'Share', 'Step', 'Back', 'Play', 'Reset'];

  let page = await browse(t, `embed.html?bd=${HARDEST}&controls=hint%20check`);
  await waitCells(page, 81);
  assert.deepEqual(await shownOf(page, all), ['Hint', 'Check']);

  page = await browse(t, `embed.html?p=${'.'.repeat(36)}&box=3x2&mode=play`);
  await waitCells(page, 36);
  const played = await shownOf(page, all);
  assert.ok(!played.includes('Solve') && played.includes('Hint'), `play mode: ${played}`);

  page = await browse(t, `embed.html?cover=${base64url(KNUTH)}`);
  await page.getByRole('rowheader').first().waitFor({ timeout: 20000 });
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await until(async () => (await page.getByRole('rowheader', { name: /chosen/ }).count()) === 3, 'three chosen options');
  const chosen = await page.getByRole('rowheader', { name: /chosen/ }).evaluateAll((h) => h.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(chosen, ['option 1, chosen', 'option 4, chosen', 'option 5, chosen']);

  page = await browse(t, `embed.html?binary=${BINARY}`);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await until(async () => (await page.getByRole('button', { name: /, toggle$/ }).count()) === 3, 'three cells marked to toggle');

  page = await browse(t, `embed.html?bd=${HARDEST}&mode=steps&from=3&to=9&speed=50&autoplay=1`);
  await waitStat(page, 'steps', 9);
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 20000 });
  await until(async () => /range/i.test(await page.locator('.narration').textContent()), 'the narration saying the range has ended');

});

test('URL parameters: rule and seed reach the search', async (t) => {
  /** The narration of the first `n` steps of embed.html?…`query`. */
  const narrated = async (query, n) => {
    const page = await browse(t, `embed.html?mode=steps&${query}`);
    await waitStat(page, 'steps', 0);
    const lines = [];
    for (let i = 1; i <= n; i++) {
      await page.getByRole('button', { name: 'Step', exact: true }).click();
      await waitStat(page, 'steps', i);
      lines.push(await page.locator('.narration').textContent());
    }
    return lines;
  };
  // In HARDEST the first item has 5 or more options, the smallest 1.
  assert.notDeepEqual(await narrated(`bd=${HARDEST}&rule=first`, 1), await narrated(`bd=${HARDEST}&rule=smallest`, 1));
  // In an empty grid a random rule has 324 columns of 9 options to pick from.
  const empty = '.'.repeat(81);
  const three = await narrated(`bd=${empty}&rule=random&seed=3`, 6);
  assert.deepEqual(await narrated(`bd=${empty}&rule=random&seed=3`, 6), three);
  assert.notDeepEqual(await narrated(`bd=${empty}&rule=random&seed=4`, 6), three);
});

test('URL parameters: theme, and a bad puzzle shown as a message', async (t) => {
  const look = async (theme) => {
    const page = await browse(t, `embed.html?bd=${EULER}&theme=${theme}`);
    return page.getByRole('gridcell', { name: /^row 1, column 3, 3, given/ }).evaluate((cell) => {
      const none = 'rgba(0, 0, 0, 0)';
      let background = none;
      for (let n = cell; n && background === none; n = n.parentElement ?? n.getRootNode().host) background = getComputedStyle(n).backgroundColor;
      return `${getComputedStyle(cell).color} on ${background}`;
    });
  };
  assert.notEqual(await look('light'), await look('dark'));

  const page = await browse(t, 'embed.html?bd=12x');
  const text = await waitStatus(page, /\S/);
  assert.match(text, /bd|81|symbol|puzzle/i, `the status says what is wrong: ${text}`);
});
