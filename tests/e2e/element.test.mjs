// The <dlx-lab> custom element (dist/element/dlx-lab.js) on host pages from
// tests/e2e/fixtures/: its attributes, methods and events, the locked step
// range, two elements side by side, bad attributes, and a host page's hostile CSS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertSolvedNine, call, callAll, data, elementReady, frames, mount, readStat, recorded, stat, until, useBrowser,
  waitStat, waitStatus,
} from './harness.mjs';

const browse = useBrowser();

const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const POJ = data('16x16/poj3076_sample.in');
const POJ_OUT = data('16x16/poj3076_sample.out').replace(/\s/g, '');
const BINARY = data('binary/usaco11nov_bsudoku_sample.in');
const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G';
const STEP_EVENTS = new Set(['choose', 'cover', 'try', 'undo', 'uncover', 'solution', 'done']);
const BUTTONS = ['Solve', 'Hint', 'Check', 'Candidates', 'Clear', 'Share', 'Step', 'Back', 'Play', 'Next solution', 'Next backtrack', 'Reset'];

/**
 * An exact-cover problem with no solution that Algorithm X takes long to
 * refute: pair up `n` items, n odd, with one option per pair (18!! ≈ 1.9e8
 * dead ends for n = 19). As a 0/1 matrix: `rows columns`, then the rows.
 */
function oddPairing(n) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) rows.push(Array.from({ length: n }, (_, k) => (k === i || k === j ? 1 : 0)).join(' '));
  }
  return `${rows.length} ${n}\n${rows.join('\n')}\n`;
}

/** fixtures/host.html (hostile CSS, #a a hard 9×9, #b the POJ 16×16) once both elements are ready. */
async function host(t) {
  const page = await browse(t, '__test__/host.html');
  await elementReady(page, 'a');
  await elementReady(page, 'b');
  return page;
}

/** fixtures/plain.html: no styles; the tests mount elements into its <main>. */
function plain(t, options) {
  return browse(t, '__test__/plain.html', options);
}

/** The text of every grid cell of element locator `el`, row-major ('' for blank). */
function cellValues(el) {
  return el.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.textContent.trim()));
}

/** Empties the page's record of dlx-* events. */
function forgetEvents(page) {
  return page.evaluate(() => { window.events.length = 0; });
}

/** Waits for at least `count` recorded events `name` from element `id`; resolves to all of them. */
function waitEvents(page, name, id, count = 1) {
  return until(async () => {
    const events = await recorded(page, name, id);
    return events.length >= count && events;
  }, `${count} ${name} event(s) from #${id}`);
}

/** Which of the known buttons element `el` shows (hidden ones don't count). */
async function shownButtons(el) {
  const shown = [];
  for (const name of BUTTONS) {
    if (await el.getByRole('button', { name, exact: true }).count()) shown.push(name);
  }
  return shown;
}

const narration = (el) => el.locator('.narration').textContent();
const setAttr = (page, id, name, value) =>
  page.evaluate(([id, name, value]) => document.getElementById(id).setAttribute(name, value), [id, name, value]);

test('on a host page with hostile CSS both elements show their puzzles and stay readable and usable', async (t) => {
  const page = await host(t);
  const puzzles = { a: [HARDEST, '.'], b: [POJ.replace(/\s/g, ''), '-'] };
  for (const [id, [puzzle, blank]] of Object.entries(puzzles)) {
    const el = page.locator(`#${id}`);
    assert.equal((await cellValues(el)).map((v) => v || blank).join(''), puzzle, `#${id} shows its puzzle attribute`);
    assert.equal(await el.getByRole('gridcell', { name: /, given/ }).count(), [...puzzle].filter((c) => c !== blank).length);

    const solve = el.getByRole('button', { name: 'Solve', exact: true });
    assert.equal(await solve.isVisible(), true, `#${id}'s Solve button is visible`);
    const box = await solve.boundingBox();
    assert.ok(box && box.width > 0 && box.height > 0, `#${id}'s Solve button has a size: ${JSON.stringify(box)}`);

    const cell = el.getByRole('gridcell').first();
    assert.equal(await cell.isVisible(), true);
    const look = await cell.evaluate((c) => {
      const s = getComputedStyle(c);
      return { fontSize: Number.parseFloat(s.fontSize), lineHeight: s.lineHeight };
    });
    assert.ok(look.fontSize > 8, `#${id}'s cells have a readable font size, not ${look.fontSize}px`);
    assert.ok(look.lineHeight === 'normal' || Number.parseFloat(look.lineHeight) >= 0.8 * look.fontSize,
      `#${id}'s cells keep a line height, not ${look.lineHeight}`);
    const cellBox = await cell.boundingBox();
    assert.ok(cellBox.width >= 12 && cellBox.height >= 12, `#${id}'s cells are not squashed: ${JSON.stringify(cellBox)}`);
    const statusSize = await el.getByRole('status').evaluate((s) => Number.parseFloat(getComputedStyle(s).fontSize));
    assert.ok(statusSize > 8, `#${id}'s status line has a readable font size, not ${statusSize}px`);
  }
  // The buttons take real clicks (Playwright checks that nothing covers them).
  const a = page.locator('#a');
  await a.getByRole('button', { name: 'Solve', exact: true }).click();
  assert.match(await waitStatus(a, /solution/), /unique solution/);
  assertSolvedNine(await cellValues(a), HARDEST);
  // Solving #a left #b alone.
  assert.equal((await cellValues(page.locator('#b'))).map((v) => v || '-').join(''), puzzles.b[0]);
});

test('two elements solve at once, each firing its own dlx-solved with its own grid', async (t) => {
  const page = await host(t);
  assert.deepEqual(await callAll(page, [['a', 'solve'], ['b', 'solve']]), [{ ok: true }, { ok: true }]);

  const [a] = await waitEvents(page, 'dlx-solved', 'a');
  assert.equal(a.detail.status, 'unique');
  assert.ok('solution' in a.detail, 'dlx-solved has a solution field');
  assertSolvedNine(a.detail.grid, HARDEST);
  assert.ok(a.detail.stats.nodes > 0, `stats: ${JSON.stringify(a.detail.stats)}`);
  for (const key of ['nodes', 'updates', 'micros', 'maxDepth']) assert.equal(typeof a.detail.stats[key], 'number', `stats.${key}`);

  const [b] = await waitEvents(page, 'dlx-solved', 'b');
  assert.equal(b.detail.status, 'unique');
  assert.equal(b.detail.grid.length, 256);
  assert.equal(b.detail.grid.map((v) => String.fromCharCode(64 + v)).join(''), POJ_OUT, "#b's grid is the judge's answer");

  // One event each, and each element shows its own answer.
  assert.equal((await recorded(page, 'dlx-solved')).length, 2);
  assert.match(await waitStatus(page.locator('#a'), /solution/), /unique solution/);
  assert.match(await waitStatus(page.locator('#b'), /solution/), /unique solution/);
  assertSolvedNine(await cellValues(page.locator('#a')), HARDEST);
  assert.equal((await cellValues(page.locator('#b'))).join(''), POJ_OUT);
});

test('Cancel in one element stops its own long search only', async (t) => {
  const page = await plain(t);
  const { el: a } = await mount(page, { id: 'a', puzzle: HARDEST, mode: 'steps' });
  const { el: b } = await mount(page, { id: 'b', kind: 'cover', puzzle: oddPairing(19) });
  await waitStat(a, 'steps', 0);
  for (let i = 1; i <= 2; i++) {
    assert.deepEqual(await call(page, 'a', 'step'), { ok: true });
    await waitStat(a, 'steps', i);
  }
  // b's problem has no solution and takes long to refute: start it without waiting.
  await page.evaluate(() => {
    window.bSolve = document.getElementById('b').solve().then(() => 'resolved', (e) => `rejected: ${e?.message ?? e}`);
  });
  // a keeps stepping while b searches.
  for (let i = 3; i <= 4; i++) {
    assert.deepEqual(await call(page, 'a', 'step'), { ok: true });
    await waitStat(a, 'steps', i);
  }
  assert.deepEqual(await recorded(page, 'dlx-solved', 'b'), [], 'b is still searching');
  assert.deepEqual(await recorded(page, 'dlx-error', 'b'), []);

  assert.deepEqual(await call(page, 'b', 'cancel'), { ok: true });
  await waitStatus(b, /Cancel/);
  const settled = await page.evaluate(() => Promise.race([window.bSolve, new Promise((r) => setTimeout(() => r('pending'), 20000))]));
  assert.notEqual(settled, 'pending', 'b.solve() settles once cancelled');
  const reports = (await recorded(page, 'dlx-solved', 'b')).map((e) => e.detail.status);
  assert.ok(reports.every((s) => s === 'stopped'), `a cancelled search reports no result: ${reports}`);

  // a was not disturbed: same step, and it goes on.
  assert.equal(await stat(a, 'steps'), 4);
  assert.deepEqual(await call(page, 'a', 'step'), { ok: true });
  await waitStat(a, 'steps', 5);
  assert.doesNotMatch(await a.getByRole('status').textContent(), /Cancel/);
  // a can still solve, and so can b with a puzzle that has an answer.
  await setAttr(page, 'a', 'mode', 'solve');
  await a.getByRole('button', { name: 'Solve', exact: true }).waitFor();
  assert.deepEqual(await call(page, 'a', 'solve'), { ok: true });
  const [aSolved] = await waitEvents(page, 'dlx-solved', 'a');
  assert.equal(aSolved.detail.status, 'unique');
  assertSolvedNine(aSolved.detail.grid, HARDEST);

  await page.evaluate((puzzle) => {
    const el = document.getElementById('b');
    el.removeAttribute('kind');
    el.setAttribute('puzzle', puzzle);
  }, EULER);
  await b.getByRole('gridcell', { name: /^row 1, column 3, 3, given/ }).waitFor({ timeout: 20000 });
  assert.deepEqual(await call(page, 'b', 'solve'), { ok: true });
  const bSolved = await until(async () => (await recorded(page, 'dlx-solved', 'b')).find((e) => e.detail.status === 'unique'), 'b solved');
  assertSolvedNine(bSolved.detail.grid, EULER);
});

test('steps mode: Step, Back, Play, Pause, Next solution and Reset, with stats, narration and dlx-step events', async (t) => {
  const page = await plain(t);
  // An easy puzzle, so that Next solution comes soon even if it animates.
  const { id, el } = await mount(page, { puzzle: EULER, mode: 'steps', speed: '100' });
  await waitStat(el, 'steps', 0);
  for (const name of ['Step', 'Back', 'Play', 'Next solution', 'Next backtrack', 'Reset']) {
    assert.equal(await el.getByRole('button', { name, exact: true }).count(), 1, `${name} is shown`);
  }
  assert.equal(await el.locator('.narration').getAttribute('aria-live'), 'polite');
  await forgetEvents(page);

  const step = el.getByRole('button', { name: 'Step', exact: true });
  const said = [];
  for (let i = 1; i <= 3; i++) {
    await step.click();
    await waitStat(el, 'steps', i);
    said.push(await narration(el));
  }
  assert.ok(said.every((s) => s.trim()), `every step is narrated: ${JSON.stringify(said)}`);
  assert.equal(new Set(said).size, 3, `each step says something new: ${JSON.stringify(said)}`);

  const events = await waitEvents(page, 'dlx-step', id, 3);
  assert.deepEqual(events.map((e) => e.detail.step), [1, 2, 3], 'one dlx-step per move, numbered after it');
  assert.equal(events[0].detail.event, 'choose', 'the search starts by choosing a column');
  for (const { detail } of events) {
    assert.ok(STEP_EVENTS.has(detail.event), `event kind ${detail.event}`);
    assert.equal(typeof detail.depth, 'number');
    assert.equal(typeof detail.nodes, 'number');
  }
  assert.equal(events[2].detail.nodes, await stat(el, 'nodes'), 'the event and the stats agree on nodes');
  assert.equal(events[2].detail.depth, await stat(el, 'depth'), 'the event and the stats agree on depth');

  await el.getByRole('button', { name: 'Back', exact: true }).click();
  await waitStat(el, 'steps', 2);

  await el.getByRole('button', { name: 'Play', exact: true }).click();
  const pause = el.getByRole('button', { name: 'Pause', exact: true });
  await pause.waitFor({ timeout: 20000 });
  assert.equal(await pause.getAttribute('aria-pressed'), 'true');
  await until(async () => (await readStat(el, 'steps')) > 12, 'playing past step 12');
  await pause.click();
  const play = el.getByRole('button', { name: 'Play', exact: true });
  await play.waitFor({ timeout: 20000 });
  assert.equal(await play.getAttribute('aria-pressed'), 'false');
  const stopped = await stat(el, 'steps');
  await frames(page);
  assert.equal(await stat(el, 'steps'), stopped, 'Pause stops the search');

  await el.getByRole('button', { name: 'Next solution', exact: true }).click();
  await waitStat(el, 'solutions', 1, 60000);
  assert.match(await narration(el), /solution/i);
  assert.ok(await stat(el, 'steps') > stopped);

  await el.getByRole('button', { name: 'Reset', exact: true }).click();
  await waitStat(el, 'steps', 0);
  assert.equal(await stat(el, 'solutions'), 0);
});

test('a locked range: opens at from-step, Back stops there, Step and Play stop at to-step', async (t) => {
  const page = await plain(t);
  const { id, el } = await mount(page, { puzzle: HARDEST, mode: 'steps', 'from-step': '10', 'to-step': '20', speed: '50' });
  await waitStat(el, 'steps', 10);
  await forgetEvents(page);
  const step = el.getByRole('button', { name: 'Step', exact: true });
  const back = el.getByRole('button', { name: 'Back', exact: true });

  // At either end of the range the button may be disabled; the method is then the way to try.
  const press = async (button, method) => ((await button.isEnabled()) ? button.click() : call(page, id, method));

  await press(back, 'back');
  await until(async () => /start|range/i.test(await narration(el)), 'the narration saying the demo starts here');
  assert.equal(await stat(el, 'steps'), 10, 'Back does not leave the range');
  await call(page, id, 'back');
  assert.equal(await stat(el, 'steps'), 10, 'back() does not leave the range');

  for (let i = 11; i <= 20; i++) {
    await step.click();
    await waitStat(el, 'steps', i);
  }
  await press(step, 'step');
  await until(async () => /range/i.test(await narration(el)), 'the narration saying the range has ended');
  assert.equal(await stat(el, 'steps'), 20, 'Step does not leave the range');
  await call(page, id, 'step');
  assert.equal(await stat(el, 'steps'), 20, 'step() does not leave the range');

  for (let i = 19; i >= 10; i--) {
    await back.click();
    await waitStat(el, 'steps', i);
  }
  await el.getByRole('button', { name: 'Play', exact: true }).click();
  await waitStat(el, 'steps', 20);
  // Playing stops by itself at the end of the range.
  await el.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 20000 });
  await until(async () => /range/i.test(await narration(el)), 'the narration saying the range has ended');
  await frames(page);
  assert.equal(await stat(el, 'steps'), 20);

  const numbers = (await recorded(page, 'dlx-step', id)).map((e) => e.detail.step);
  assert.ok(numbers.length >= 20, `dlx-step events were fired: ${numbers}`);
  assert.ok(numbers.every((n) => n >= 10 && n <= 20), `every dlx-step stays in 10–20: ${numbers}`);
});

test('autoplay plays at once and stops at to-step', async (t) => {
  const page = await plain(t);
  const { el } = await mount(page, { puzzle: HARDEST, mode: 'steps', autoplay: '', speed: '60', 'to-step': '30' });
  await waitStat(el, 'steps', 30);
  await el.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 20000 });
  await until(async () => /range/i.test(await narration(el)), 'the narration saying the range has ended');
  await frames(page);
  assert.equal(await stat(el, 'steps'), 30);
});

test('rule and seed: a seed repeats its search, another seed or rule changes it', async (t) => {
  const page = await plain(t);
  /** The narration of the first `n` steps of a new element with `attrs`. */
  async function narrated(attrs, n = 12) {
    const { id, el } = await mount(page, { mode: 'steps', ...attrs });
    await waitStat(el, 'steps', 0);
    const lines = [];
    for (let i = 1; i <= n; i++) {
      assert.deepEqual(await call(page, id, 'step'), { ok: true });
      await waitStat(el, 'steps', i);
      lines.push(await narration(el));
    }
    return lines;
  }
  // In an empty grid every column has 9 options: a random rule has 324 to pick from.
  const empty = '.'.repeat(81);
  const seven = await narrated({ puzzle: empty, rule: 'random', seed: '7' });
  assert.deepEqual(await narrated({ puzzle: empty, rule: 'random', seed: '7' }), seven, 'the same seed makes the same search');
  assert.notDeepEqual(await narrated({ puzzle: empty, rule: 'random', seed: '8' }), seven, 'another seed makes another search');
  // In HARDEST the first item has 5 or more options however the items are
  // ordered (r1c1 has 5 candidates, 1 fits 6 cells of row 1, 5 of column 1 and
  // of box 1), and the smallest has 1: the first move names another item.
  const first = await narrated({ puzzle: HARDEST, rule: 'first' }, 1);
  const smallest = await narrated({ puzzle: HARDEST, rule: 'smallest' }, 1);
  assert.notDeepEqual(first, smallest, `the rule picks the column: ${first} / ${smallest}`);
});

test('mode and controls choose the buttons, also when changed live', async (t) => {
  const page = await plain(t);
  const shows = async (el, expected, what) => {
    await until(async () => JSON.stringify(await shownButtons(el)) === JSON.stringify(expected), `${what}: ${expected.join(', ')}`)
      .catch(async (e) => assert.fail(`${e.message}; shown: ${(await shownButtons(el)).join(', ')}`));
  };
  // Share only when asked for: the element's folder, copied alone, has no app page for the link to open.
  const solveOnly = ['Solve', 'Hint', 'Check', 'Candidates', 'Clear'];
  const stepping = ['Step', 'Back', 'Play', 'Next solution', 'Next backtrack', 'Reset'];

  const solve = await mount(page, { puzzle: EULER });
  await shows(solve.el, solveOnly, 'solve mode (the default)');
  assert.equal(await solve.el.getByRole('button', { name: 'Cancel', exact: true }).count(), 1, 'solve mode has Cancel');

  const playMode = await mount(page, { puzzle: EULER, mode: 'play' });
  const played = await shownButtons(playMode.el);
  assert.ok(!played.includes('Solve'), `play mode has no Solve: ${played}`);
  assert.ok(played.includes('Hint') && played.includes('Check'), `play mode has Hint and Check: ${played}`);
  assert.ok(!played.some((b) => stepping.includes(b)), `play mode has no step controls: ${played}`);

  const steps = await mount(page, { puzzle: EULER, mode: 'steps' });
  const stepped = await shownButtons(steps.el);
  assert.ok(stepping.every((b) => stepped.includes(b)), `steps mode has every step control: ${stepped}`);

  const some = await mount(page, { puzzle: EULER, controls: 'hint check' });
  await shows(some.el, ['Hint', 'Check'], 'controls="hint check"');
  assert.equal(await some.el.getByRole('button', { name: 'Cancel', exact: true }).count(), 0);
  await setAttr(page, some.id, 'controls', 'solve clear share');
  await shows(some.el, ['Solve', 'Clear', 'Share'], 'controls changed to "solve clear share"');
  await page.evaluate((id) => document.getElementById(id).removeAttribute('controls'), some.id);
  await shows(some.el, solveOnly, 'controls removed');

  const two = await mount(page, { puzzle: EULER, mode: 'steps', controls: 'step back' });
  await shows(two.el, ['Step', 'Back'], 'steps mode with controls="step back"');

  await setAttr(page, playMode.id, 'mode', 'steps');
  await until(async () => (await playMode.el.getByRole('button', { name: 'Step', exact: true }).count()) === 1, 'Step after mode="steps"');
  await waitStat(playMode.el, 'steps', 0);
});

test('Hint, typing a digit (dlx-change) and Check, through methods and the keyboard', async (t) => {
  const page = await plain(t);
  const { id, el } = await mount(page, { puzzle: EULER });
  // A nudge, the technique, then the full step, which marks the cell.
  for (const depth of [1, 2, 3]) {
    assert.deepEqual(await call(page, id, 'hint'), { ok: true });
    await waitStatus(el, new RegExp(`\\(${depth} of 3\\)`));
  }
  await until(async () => (await el.getByRole('gridcell', { name: /hint/ }).count()) === 1, 'one cell marked as the hint');

  await forgetEvents(page);
  await el.getByRole('gridcell', { name: /^row 1, column 1,/ }).click();
  await page.keyboard.press('5');
  await el.getByRole('gridcell', { name: /^row 1, column 1, 5, entry/ }).waitFor({ timeout: 20000 });
  const [change] = await waitEvents(page, 'dlx-change', id);
  assert.equal(typeof change.detail.puzzle, 'string');
  assert.equal(change.detail.puzzle.replace(/\s/g, '').replaceAll('0', '.'), `5${EULER.slice(1).replaceAll('0', '.')}`,
    'dlx-change carries the puzzle with the new entry');

  // r1c1 is 4 in the solution: 5 is wrong, though it clashes with nothing.
  assert.deepEqual(await call(page, id, 'check'), { ok: true });
  await el.getByRole('gridcell', { name: /^row 1, column 1, 5, entry, wrong/ }).waitFor({ timeout: 20000 });
  await waitStatus(el, /contradict/);
  // Givens cannot be overwritten.
  await el.getByRole('gridcell', { name: /^row 1, column 3,/ }).click();
  await page.keyboard.press('9');
  assert.equal(await el.getByRole('gridcell', { name: /^row 1, column 3, 3, given/ }).count(), 1);
  assert.equal((await recorded(page, 'dlx-change', id)).length, 1, 'no dlx-change when nothing changed');
});

test('kind and box: Binary Sudoku, exact cover and a 6×6 with 3×2 boxes', async (t) => {
  const page = await plain(t);
  const binary = await mount(page, { kind: 'binary', puzzle: BINARY });
  await binary.el.getByRole('button', { name: 'Solve', exact: true }).click();
  await until(async () => (await binary.el.getByRole('button', { name: /, toggle$/ }).count()) === 3, 'three cells marked to toggle');

  const cover = await mount(page, { kind: 'cover', puzzle: KNUTH });
  await cover.el.getByRole('button', { name: 'Solve', exact: true }).click();
  const [solved] = await waitEvents(page, 'dlx-solved', cover.id);
  assert.equal(solved.detail.status, 'unique');
  const chosen = await cover.el.getByRole('rowheader', { name: /chosen/ }).evaluateAll((h) => h.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(chosen, ['option 1, chosen', 'option 4, chosen', 'option 5, chosen']);

  const six = await mount(page, { puzzle: '.'.repeat(36), box: '3x2' });
  assert.equal(await six.el.getByRole('gridcell').count(), 36);
  assert.deepEqual(await call(page, six.id, 'solve'), { ok: true });
  const [grid] = await waitEvents(page, 'dlx-solved', six.id);
  assert.equal(grid.detail.status, 'multiple');
  const v = grid.detail.grid;
  assert.equal(v.length, 36);
  for (let i = 0; i < 6; i++) {
    const top = Math.floor(i / 3) * 3, left = (i % 3) * 2;
    const units = {
      row: [0, 1, 2, 3, 4, 5].map((k) => v[i * 6 + k]),
      column: [0, 1, 2, 3, 4, 5].map((k) => v[k * 6 + i]),
      box: [0, 1, 2].flatMap((r) => [0, 1].map((c) => v[(top + r) * 6 + left + c])),
    };
    for (const [unit, values] of Object.entries(units)) assert.deepEqual([...values].sort().join(''), '123456', `${unit} ${i + 1}`);
  }
});

test('bad attributes: a message in the status region and a dlx-error, no exception', async (t) => {
  const page = await plain(t);
  const cases = [
    ['mode', { mode: 'bogus', puzzle: EULER }],
    ['puzzle', { puzzle: '12x' }],
    ['to-step below from-step', { mode: 'steps', puzzle: HARDEST, 'from-step': '20', 'to-step': '10' }],
    ['box', { puzzle: EULER, box: '2x2' }],
    ['kind', { puzzle: EULER, kind: 'bogus' }],
  ];
  /** Waits for element `id`'s dlx-error and for its message in the element's status region. */
  async function saysError(id, el, what) {
    const [error] = await waitEvents(page, 'dlx-error', id);
    const message = error.detail?.message;
    assert.equal(typeof message, 'string', `${what}: dlx-error has a message`);
    assert.ok(message.trim(), `${what}: the message is not empty`);
    await until(async () => (await el.getByRole('status').textContent()).includes(message.trim()), `${what}: "${message}" in the status region`);
  }
  for (const [what, attrs] of cases) {
    const { id, el } = await mount(page, attrs, { wait: false });
    await saysError(id, el, `a bad ${what}`);
  }

  // Live: a bad puzzle, then a good one again.
  const { id, el } = await mount(page, { puzzle: EULER });
  await setAttr(page, id, 'puzzle', '12x');
  await saysError(id, el, 'puzzle="12x" set live');
  await forgetEvents(page);
  await setAttr(page, id, 'puzzle', `77${'.'.repeat(79)}`);
  await saysError(id, el, 'clashing givens set live');
  await setAttr(page, id, 'puzzle', HARDEST);
  await el.getByRole('gridcell', { name: /^row 1, column 9, 8, given/ }).waitFor({ timeout: 20000 });
  assert.deepEqual(await call(page, id, 'solve'), { ok: true });
  await waitStatus(el, /unique solution/);
});

test('theme: light and dark differ, and auto follows the colour scheme', async (t) => {
  const page = await plain(t, { colorScheme: 'dark' });
  /** A given cell's text colour and the first background behind it that is not transparent. */
  const look = (el) => el.getByRole('gridcell', { name: /^row 1, column 3, 3, given/ }).evaluate((cell) => {
    const none = 'rgba(0, 0, 0, 0)';
    let background = none;
    for (let n = cell; n && background === none; n = n.parentElement ?? n.getRootNode().host) background = getComputedStyle(n).backgroundColor;
    return `${getComputedStyle(cell).color} on ${background}`;
  });
  const light = await mount(page, { puzzle: EULER, theme: 'light' });
  const dark = await mount(page, { puzzle: EULER, theme: 'dark' });
  const auto = await mount(page, { puzzle: EULER, theme: 'auto' });
  const [l, d] = [await look(light.el), await look(dark.el)];
  assert.notEqual(l, d, 'light and dark themes look different');
  await until(async () => (await look(auto.el)) === d, `auto looks dark in a dark scheme (${d}; auto: ${await look(auto.el)})`);
  await page.emulateMedia({ colorScheme: 'light' });
  await until(async () => (await look(auto.el)) === l, `auto looks light in a light scheme (${l}; auto: ${await look(auto.el)})`);
  assert.equal(await look(dark.el), d, 'theme="dark" ignores the scheme');
  await setAttr(page, light.id, 'theme', 'dark');
  await until(async () => (await look(light.el)) === d, 'theme changed live to dark');
});

test('loading="lazy": an element below the fold starts when scrolled near, or when a method is called', async (t) => {
  const page = await plain(t);
  // One lazy element in view, then two far below it.
  const near = await mount(page, { puzzle: EULER, loading: 'lazy' }, { wait: false });
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.querySelector('main').append(spacer);
  });
  const far = await mount(page, { puzzle: EULER, loading: 'lazy' }, { wait: false });
  const asked = await mount(page, { puzzle: EULER, loading: 'lazy', mode: 'steps' }, { wait: false });
  const built = (id) => page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('.dlx-app').childElementCount > 0, id);
  // The one in view starts by itself; by then the observers have seen where the others are.
  await elementReady(page, near.id);
  assert.equal(await built(far.id), false, 'below the fold, not started');
  assert.equal(await built(asked.id), false);

  // A method starts it at once, wherever it is.
  assert.deepEqual(await call(page, asked.id, 'step'), { ok: true });
  assert.equal(await built(asked.id), true);
  await waitStat(asked.el, 'steps', 1);
  assert.equal(await built(far.id), false, 'the other still waits');

  // Scrolled to, it starts, and its `ready` (asked before) resolves.
  const ready = page.evaluate((id) => document.getElementById(id).ready.then(() => 'ready'), far.id);
  await far.el.scrollIntoViewIfNeeded();
  assert.equal(await ready, 'ready');
  assert.equal(await far.el.getByRole('gridcell').count(), 81);
});
