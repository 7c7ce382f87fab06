// The bad-input table (docs/BAD-INPUT.md) in the page: each row of
// tests/hostile/rows.json with a `page` entry is one test. Text is put into
// the Puzzle box (made in the page, so a 10 MB paste costs no transfer) and
// loaded; a link opens the app with it; an attribute is set on a
// <dlx-lab>; a message is posted. Each bad input must give a message that
// names the problem, keep the user's grid, pencil marks and text, and leave
// the page responsive; odd but valid input must load.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, messagesDelivered, mount, open, recorded, recordingPage, serve, until } from './harness.mjs';
import { ROWS, expand } from '../hostile/rows.mjs';

/** The most text the page reads (www/app/). */
const MAX_TEXT = 1_000_000;
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
/** How long a page that never paints again is waited for before the test fails (a hang, not a speed). */
const HUNG_MS = 60000;

const running = {};
/** Pages shared by the rows of one kind, each set up once: { page, snapshot }. */
const pages = {};

before(async () => {
  running.server = await serve();
  running.browser = await launch();
});

after(async () => {
  const problems = [];
  for (const { page } of Object.values(pages)) {
    problems.push(...page.problems);
    await page.context().close();
  }
  await running.browser?.close();
  running.server?.close();
  assert.deepEqual(problems, [], 'no console errors, no page errors and no requests outside the app');
});

/** A fixture page (`path` under the server), its problems (errors, CSP violations, requests elsewhere) recorded as the harness's pages have them. */
async function browse(name, path) {
  const page = await recordingPage(running.browser, running.server.url);
  pages[name] = { page };
  await page.goto(running.server.url + path);
  return page;
}

/** Gives the page `window.expand`, the same function that makes the rows' inputs here. */
function teach(page) {
  return page.evaluate(`window.expand = ${expand.toString()}; true`);
}

/** The aria-label of every cell of the sudoku grid, or of every row header of the cover board: what the user sees. */
function board(scope) {
  return scope.locator('[role=gridcell], th[scope=row]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? c.textContent));
}

/** Resolves once the page has painted a frame; fails if it never does (a hung page). */
async function responsive(page, what) {
  const painted = page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
  let timer;
  const hung = new Promise((resolve) => { timer = setTimeout(() => resolve(false), HUNG_MS); });
  const answered = await Promise.race([painted, hung]).finally(() => clearTimeout(timer));
  assert.ok(answered, `${what}: the page painted no frame in ${HUNG_MS / 1000} s`);
}

/**
 * The app page for pasting rows of `kind`, with the user's work on it: for a
 * sudoku an entry and a pencil mark, for exact cover Knuth's example loaded
 * and solved. Opened once per kind.
 */
async function pastePage(kind) {
  if (pages[kind]) return pages[kind];
  const page = await open(running.browser, running.server.url, `?bd=${EULER}`);
  await teach(page);
  if (kind === 'sudoku') {
    // r1c1 is blank: an entry; r1c2 is blank: a pencil mark.
    await page.getByRole('gridcell', { name: /^row 1, column 1,/ }).click();
    await page.keyboard.press('4');
    await page.getByRole('gridcell', { name: /^row 1, column 2,/ }).click();
    await page.keyboard.press('Shift+8');
    await page.getByRole('gridcell', { name: /^row 1, column 2, pencil marks 8/ }).waitFor();
  } else {
    await page.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" });
    await page.getByRole('status').filter({ hasText: 'Exact cover loaded' }).waitFor();
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.getByRole('status').filter({ hasText: 'options 1 4 5' }).waitFor();
  }
  pages[kind] = { page, snapshot: await board(page) };
  return pages[kind];
}

/** Whether `row`'s input is more than the page reads: then it is pasted, and refused as it comes. */
const huge = (row) => expand(row.input).length > MAX_TEXT;

/**
 * Puts `row`'s input into the Puzzle box, made in the page, and presses
 * Load; or, for a huge one, pastes it (a paste event with the text on its
 * clipboard), which the page refuses before the box takes it.
 */
async function paste(page, row) {
  if (huge(row)) {
    await page.evaluate((parts) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', window.expand(parts));
      const box = document.querySelector('textarea');
      box.focus();
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }, row.input);
    return;
  }
  await page.evaluate((parts) => {
    document.querySelector('textarea').value = window.expand(parts);
  }, row.input);
  await page.getByRole('button', { name: 'Load' }).click();
}

/**
 * Whether the Puzzle box holds `row`'s input (compared in the page), line
 * ends as a text box has them (it turns CRLF and CR into LF), or for a
 * refused paste, `before`, the text it had.
 */
function keepsText(page, row, before) {
  if (huge(row)) return page.evaluate((before) => document.querySelector('textarea').value === before, before);
  return page.evaluate((parts) => document.querySelector('textarea').value === window.expand(parts).replace(/\r\n?/g, '\n'), row.input);
}

const label = (row) => `bad input, ${row.id}: ${row.readme[0]}`;

// ---- pasted into the Puzzle box, with the user's work to keep -----------------

for (const row of ROWS.filter((r) => r.page?.paste && r.page.error)) {
  test(label(row), async () => {
    const { page, snapshot } = await pastePage(row.page.paste);
    const before = await page.locator('textarea').inputValue();
    await paste(page, row);
    const alert = page.getByRole('alert');
    await until(async () => (await alert.textContent()).includes(row.page.error), `"${row.page.error}" beside the Puzzle box`, 20000)
      .catch(async (e) => assert.fail(`${e.message}; it says "${(await alert.textContent()).slice(0, 300)}"`));
    assert.match(await page.getByRole('status').textContent(), huge(row) ? /The text was not pasted/ : /The puzzle was not loaded/);
    await responsive(page, row.id);
    assert.ok(await keepsText(page, row, before), 'the Puzzle box keeps the text');
    assert.deepEqual(await board(page), snapshot, 'the grid, the entries and the pencil marks stay');
  });
}

// ---- odd but valid text loads --------------------------------------------------

for (const row of ROWS.filter((r) => r.page?.paste && (r.page.loads || r.page.clash))) {
  test(label(row), async () => {
    pages.valid ??= { page: await open(running.browser, running.server.url) };
    const { page } = pages.valid;
    await teach(page);
    await paste(page, row);
    if (row.page.loads) {
      await page.getByRole('status').filter({ hasText: row.page.loads }).waitFor({ timeout: 20000 });
      assert.equal(await page.getByRole('alert').textContent(), '');
    } else {
      // Clashing givens load, marked, and Solve waits for a fix.
      await page.getByRole('alert').filter({ hasText: row.page.clash }).waitFor({ timeout: 20000 });
      assert.ok((await page.getByRole('gridcell', { name: /conflict/ }).count()) >= 2, 'the clash is marked');
      assert.equal(await page.getByRole('button', { name: 'Solve' }).isDisabled(), true);
    }
    assert.ok(await keepsText(page, row), 'the Puzzle box keeps the text');
  });
}

// ---- links ----------------------------------------------------------------------

for (const row of ROWS.filter((r) => r.page?.url)) {
  test(label(row), async () => {
    const query = row.page.url.replace('{input}', () => encodeURIComponent(expand(row.input)));
    const page = await open(running.browser, running.server.url, `?${query}`);
    pages[row.id] = { page };
    const status = await page.getByRole('status').textContent();
    assert.ok(status.includes(row.page.says), `"${row.page.says}" in the status: "${status.slice(0, 300)}"`);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    assert.equal(await page.locator('main script, main img, main iframe').count(), 0, 'nothing from the link became markup');
    await responsive(page, row.id);
    // The page still works: a digit typed into the grid shows.
    await page.getByRole('gridcell', { name: /^row 5, column 5,/ }).click();
    await page.keyboard.press('5');
    await page.getByRole('gridcell', { name: /^row 5, column 5, 5, entry/ }).waitFor({ timeout: 5000 });
  });
}

// ---- messages ---------------------------------------------------------------------

const JUNK = ['junk', 5, null, true, [], {}, { type: 42 }, { type: 'dlx-lab:set', puzzle: `77${'.'.repeat(79)}` },
  { type: 'dlx-lab:set', puzzle: '<img src=x onerror="window.pwned=1">' }, { type: 'dlx-lab:call', method: 'solve' },
  { type: 'dlx-lab:call', method: '__proto__' }, { id: 1, fn: 'solve', args: [EULER] }, { fatal: true, message: 'x' }];

const messageRows = Object.fromEntries(ROWS.filter((r) => r.page?.message).map((r) => [r.page.message, r]));

test(label(messageRows.shape), async () => {
  const page = await browse('message-shape', '__test__/frame.html');
  const embed = page.frameLocator('iframe');
  const steps = () => embed.locator('[data-stat="steps"]').textContent();
  await until(async () => (await steps()).trim() === '5', 'the embed at step 5');
  const grid = await board(embed);
  await page.evaluate((junk) => {
    const target = document.querySelector('iframe').contentWindow;
    for (const message of junk) target.postMessage(message, '*');
  }, JUNK);
  const frame = await until(() => page.frames().find((f) => f.url().includes('/embed.html')), 'the embed frame');
  await messagesDelivered(page, frame, 'iframe');
  assert.deepEqual(await board(embed), grid, 'the grid is unchanged');
  assert.equal((await steps()).trim(), '5');
  await embed.getByRole('button', { name: 'Step', exact: true }).click();
  await until(async () => (await steps()).trim() === '6', 'a Step after the junk');
});

test(label(messageRows.source), async () => {
  const { page, snapshot } = await pastePage('sudoku');
  // From the page itself and from a frame inside it: nobody listens.
  await page.evaluate((junk) => {
    for (const message of junk) window.postMessage(message, '*');
    const frame = document.createElement('iframe');
    frame.title = 'a stranger';
    document.body.append(frame);
  }, JUNK);
  const stranger = await until(() => page.frames().find((f) => f !== page.mainFrame()), 'the stranger frame');
  await stranger.evaluate((junk) => { for (const message of junk) parent.postMessage(message, '*'); }, JUNK);
  await messagesDelivered(page, page.mainFrame(), 'self');
  await messagesDelivered(stranger, page.mainFrame(), 'parent');
  await page.evaluate(() => document.querySelector('iframe[title="a stranger"]').remove());
  assert.deepEqual(await board(page), snapshot, 'the grid, the entries and the pencil marks stay');
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  await responsive(page, 'messages');
});

// ---- the element's attributes ------------------------------------------------------

const HOSTILE_ATTRIBUTES = [
  ['puzzle', `<script>alert(1)</script>${'.'.repeat(56)}`, "'<' is not a symbol"],
  ['puzzle', 'javascript:alert(1)', '19 symbols is not a sudoku'],
  ['puzzle', '9'.repeat(102400), '102400 symbols is not a sudoku'],
  ['puzzle', `${EULER.slice(0, 40)}\u0000${EULER.slice(41)}`, 'line 1, column 41: the control character U+0000'],
  ['puzzle', '9'.repeat(2_000_000), 'the text is 2,000,000 characters long'],
  ['box', '<img src=x onerror="window.pwned=1">', 'is not a shape like 3x2'],
  ['mode', 'javascript:alert(1)', "mode 'javascript:alert(1)' is not one of"],
  ['kind', '%E0%A4%A', "kind '%E0%A4%A' is not one of"],
  ['theme', 'x'.repeat(102400), 'theme'],
  ['controls', '<img src=x onerror="window.pwned=1">', 'controls: no control named'],
  ['seed', '1e9', 'is not a whole number of steps'],
  ['from-step', '%E0%A4', 'is not a whole number of steps'],
  ['speed', 'Infinity', 'is not a number of steps per second'],
];

test(label(ROWS.find((r) => r.page?.attributes)), async () => {
  const page = await browse('attributes', '__test__/plain.html');
  const { id, el } = await mount(page, { puzzle: EULER });
  await el.getByRole('gridcell', { name: /^row 1, column 1,/ }).click();
  await page.keyboard.press('4');
  await el.getByRole('gridcell', { name: /^row 1, column 1, 4, entry/ }).waitFor();
  const grid = await board(el);
  for (const [name, value, says] of HOSTILE_ATTRIBUTES) {
    const what = `${name}="${value.slice(0, 30)}"`;
    await page.evaluate(() => { window.events.length = 0; });
    await page.evaluate(([id, name, value]) => document.getElementById(id).setAttribute(name, value), [id, name, value]);
    const [error] = await until(async () => {
      const events = await recorded(page, 'dlx-error', id);
      return events.length && events;
    }, `a dlx-error for ${what}`);
    assert.ok(error.detail.message.includes(says), `${what}: "${says}" in "${error.detail.message.slice(0, 200)}"`);
    const status = await el.getByRole('status').textContent();
    assert.ok(status.includes(error.detail.message.slice(0, 60)), `${what}: the status says it: "${status.slice(0, 200)}"`);
    assert.deepEqual(await board(el), grid, `${what}: the grid and the entry stay`);
    await responsive(page, what);
  }
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.equal(await el.locator('img, script').count(), 0);
  // A new element whose first puzzle is hostile says so, and a good one still solves.
  const bad = await mount(page, { puzzle: `<script>alert(1)</script>${'.'.repeat(56)}` }, { wait: false });
  await until(async () => (await recorded(page, 'dlx-error', bad.id)).length, 'a dlx-error from the new element');
  await page.evaluate((id) => document.getElementById(id).setAttribute('puzzle', '003020600900305001001806400008102900700000008006708200002609500800203009005010300'), id);
  await page.evaluate((id) => document.getElementById(id).solve(), id);
  await el.getByRole('status').filter({ hasText: 'unique solution' }).waitFor({ timeout: 20000 });
});
