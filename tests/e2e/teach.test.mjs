// Teaching in the step-through: the Code panel (which line of Algorithm X,
// and of the OI template, each step runs) and Predict (a question before
// each step, scored), in the app page and in the element.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, data, mount, recorded, until, useBrowser, waitStat } from './harness.mjs';

const browse = useBrowser();
/** The app page at `query`, with axe-core allowed in past its CSP. */
const openApp = (t, query, options) => browse(t, query, { bypassCSP: true, ...options });

const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G';
const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];

/** The Knuth steps each event runs (the table; an uncover also leaves its level). */
const KNUTH_STEPS = {
  choose: ['X3'], cover: ['X4'], try: ['X5'], undo: ['X6'], uncover: ['X7', 'X8'], solution: ['X2'], done: ['X8'],
};

/** The current lines of the Code panel in `el`: Knuth's labels, or the C++ lines' text. */
const current = (el) => el.getByRole('region', { name: 'Code' }).locator('[aria-current="step"]').evaluateAll((lines) =>
  lines.map((li) => ({ step: li.dataset.step ?? null, text: li.textContent.trim() })));

/**
 * Steps `el` (id `id`) `n` times and checks after each step that the lines
 * marked are the event's: with `check(event, lines)`.
 */
async function stepAndCheck(page, id, el, n, check) {
  const step = el.getByRole('button', { name: 'Step', exact: true });
  const start = (await recorded(page, 'dlx-step', id)).length;
  for (let i = 1; i <= n; i++) {
    await step.click();
    const events = await until(async () => {
      const all = await recorded(page, 'dlx-step', id);
      return all.length >= start + i && all;
    }, `dlx-step ${i}`);
    const event = events[start + i - 1].detail.event;
    check(event, await current(el), i);
  }
}

for (const [name, puzzle, kind] of [["Knuth's example", KNUTH, 'cover'], ['a hard 9×9', HARDEST, 'sudoku']]) {
  test(`the Code panel marks the line of each of 30 steps on ${name}, in both listings`, async (t) => {
    const page = await browse(t, '__test__/plain.html', { permissions: ['clipboard-read', 'clipboard-write'] });
    const { id, el } = await mount(page, { puzzle, kind, mode: 'steps', code: 'knuth' });
    const region = el.getByRole('region', { name: 'Code' });
    await region.waitFor();
    assert.equal(await region.getByLabel('Listing').inputValue(), 'knuth');
    // Before the first step, the search is at X1.
    assert.deepEqual((await current(el)).map((l) => l.step), ['X1']);
    const seen = new Set();
    await stepAndCheck(page, id, el, 30, (event, lines, i) => {
      seen.add(event);
      assert.deepEqual(lines.map((l) => l.step), KNUTH_STEPS[event], `step ${i} (${event})`);
      assert.ok(lines[0].text.startsWith(KNUTH_STEPS[event][0]), lines[0].text);
    });
    assert.ok(['choose', 'cover', 'try'].every((e) => seen.has(e)), [...seen].join());
    // The variables: the level and the item, as the narration names it.
    assert.match(await region.locator('dd').nth(1).textContent(), /\S/);
    // Copy: the program as shown, a step a line, without line numbers.
    const copy = async () => {
      await region.getByRole('button', { name: 'Copy', exact: true }).click();
      await region.getByText('Copied', { exact: true }).waitFor();
      return page.evaluate(() => navigator.clipboard.readText());
    };
    const knuth = (await copy()).split('\n');
    assert.deepEqual(knuth.map((l) => l.slice(0, 3)), ['X1 ', 'X2 ', 'X3 ', 'X4 ', 'X5 ', 'X6 ', 'X7 ', 'X8 ', '']);

    // The C++ listing, from the start again: its marked statements are the event's.
    await region.getByLabel('Listing').selectOption('cpp');
    await el.getByRole('button', { name: 'Reset' }).click();
    await waitStat(el, 'steps', 0);
    const CPP = {
      choose: /siz\[i\] < siz\[c\]|int c = R\[0\]/, cover: /^remove\(c\);$/, try: /ans\[dep\] = row\[i\]|dance\(dep \+ 1\)/,
      undo: /resume\(col\[j\]\)/, uncover: /^resume\(c\);$/, solution: /!R\[0\]/, done: /dance\(0\)/,
    };
    await stepAndCheck(page, id, el, 30, (event, lines, i) => {
      assert.ok(lines.length > 0, `step ${i} (${event}) marks a statement`);
      assert.ok(lines.some((l) => CPP[event].test(l.text)), `step ${i} (${event}): ${lines.map((l) => l.text).join(' | ')}`);
    });
    const shown = await region.locator('.code-lines li').allTextContents();
    assert.equal(await copy(), `${shown.map((l) => l.trim() === '' ? '' : l).join('\n')}\n`);
    await assertAccessible(page);
  });
}

test('repeated cover: the Code panel marks the statements of its own program for 30 steps', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const { id, el } = await mount(page, { puzzle: KNUTH, kind: 'repeat', mode: 'steps', code: 'cpp' });
  const region = el.getByRole('region', { name: 'Code' });
  await region.waitFor();
  // Knuth's eight steps are exact cover's: the menu offers the program.
  assert.equal(await region.getByLabel('Listing').inputValue(), 'cpp');
  assert.equal(await region.locator('option[value="knuth"]').isDisabled(), true);
  const REPEAT = {
    deepen: /limit = h\(\)/, choose: /int k = h\(\)|siz\[i\] < siz\[c\]/, try: /ans\[dep\] = row\[i\]/, prune: /dep \+ k > limit/,
    solution: /!R\[0\]/, undo: /hide\(i\)/, leave: /unhide/, done: /No Solution|std::sort/,
  };
  const seen = new Set();
  await stepAndCheck(page, id, el, 30, (event, lines, i) => {
    seen.add(event);
    assert.ok(lines.some((l) => REPEAT[event].test(l.text)), `step ${i} (${event}): ${lines.map((l) => l.text).join(' | ')}`);
  });
  assert.ok(['choose', 'try', 'solution', 'undo', 'leave', 'prune'].every((e) => seen.has(e)), [...seen].join());
  await assertAccessible(page);
});

test('the Code panel in the app page: on screen with the grid, the controls and the narration at 1280×800, and Back', async (t) => {
  const page = await openApp(t, `?bd=${HARDEST}`, { viewport: { width: 1280, height: 800 } });
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  const region = page.getByRole('region', { name: 'Code' });
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  await waitStat(page, 'steps', 3);
  assert.deepEqual((await current(page)).map((l) => l.step), ['X5']);
  for (const box of [region, page.getByRole('grid').first(), page.locator('#narration'), page.getByRole('button', { name: 'Step', exact: true })]) {
    const b = await box.boundingBox();
    assert.ok(b && b.y >= 0 && b.y + Math.min(b.height, 120) <= 800, `in view at 1280×800: ${JSON.stringify(b)}`);
  }
  // Back: the lines of the step arrived at, as stepping to it marked them (step 2 covers, step 1 chooses).
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await waitStat(page, 'steps', 2);
  assert.deepEqual((await current(page)).map((l) => l.step), ['X4']);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await waitStat(page, 'steps', 1);
  assert.deepEqual((await current(page)).map((l) => l.step), ['X3']);
  await page.screenshot({ path: 'target/screenshots/code-panel.png' });
  await assertAccessible(page);
});

/** The Code panel's variables in `el`: [name, value] pairs, as shown. */
const strip = (el) => el.getByRole('region', { name: /^(Code|代码)$/ }).locator('.code-vars > div').evaluateAll((divs) =>
  divs.map((d) => [d.querySelector('dt').textContent, d.querySelector('dd').textContent]));

/** Steps `el` by `button` until its step counter reads `n`. */
async function stepTo(el, button, n) {
  await el.getByRole('button', { name: button, exact: true }).click();
  await waitStat(el, 'steps', n);
}

test('the C++ strip names the program\'s variables, and 20 steps of Knuth\'s example show the same lines and values forwards and back', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const { el } = await mount(page, { puzzle: KNUTH, kind: 'cover', mode: 'steps', code: 'cpp' });
  const region = el.getByRole('region', { name: 'Code' });
  await region.waitFor();
  assert.deepEqual((await strip(el)).map(([name]) => name), ['dep (depth)', 'c (item)', 'i (node)', 'siz[c]']);
  const forwards = [{ lines: await current(el), vars: await strip(el) }];
  for (let i = 1; i <= 20; i++) {
    await stepTo(el, 'Step', i);
    forwards.push({ lines: await current(el), vars: await strip(el) });
  }
  // Knuth's example, worked out by hand: step 1 chooses A (2 options) at depth 0; step 3 tries
  // option 2 (A D G), whose node in A's list is 11 (headers 0–7, then option 1's nodes 8–10).
  assert.deepEqual(forwards[1].vars, [['dep (depth)', '0'], ['c (item)', '1 (A)'], ['i (node)', '–'], ['siz[c]', '2']]);
  assert.deepEqual(forwards[3].vars, [['dep (depth)', '0'], ['c (item)', '1 (A)'], ['i (node)', '11 (row 2)'], ['siz[c]', '2']]);
  // Step 4 chooses B, one level down, in the call dance(1).
  assert.deepEqual(forwards[4].vars.slice(0, 2), [['dep (depth)', '1'], ['c (item)', '2 (B)']]);
  for (let i = 19; i >= 0; i--) {
    await stepTo(el, 'Back', i);
    assert.deepEqual({ lines: await current(el), vars: await strip(el) }, forwards[i], `step ${i}, reached by Back`);
  }
});

test('the listing follows the item rule: the first rule\'s C++ takes R[0], and Knuth\'s X3 names the rule', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const { el } = await mount(page, { puzzle: KNUTH, kind: 'cover', mode: 'steps', code: 'cpp', rule: 'first' });
  const region = el.getByRole('region', { name: 'Code' });
  await region.waitFor();
  const program = (await region.locator('.code-lines li').allTextContents()).join('\n');
  assert.match(program, /int c = R\[0\];/);
  assert.doesNotMatch(program, /siz\[i\] < siz\[c\]|rand\(\)/);
  // Every line marked at 15 steps is one the first rule's program has.
  for (let i = 1; i <= 15; i++) {
    await stepTo(el, 'Step', i);
    for (const line of await current(el)) assert.ok(program.includes(line.text), line.text);
  }
  await region.getByLabel('Listing').selectOption('knuth');
  assert.match(await region.locator('[data-step="X3"]').textContent(), /the first rule, the leftmost item/);
});

test('Algorithm M has its listing, M1 to M9, each step marked as the search runs it, in both languages', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const BOUNDS = 'A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1';
  const { id, el } = await mount(page, { puzzle: BOUNDS, kind: 'cover', mode: 'steps', code: 'knuth' });
  const region = el.getByRole('region', { name: 'Code' });
  await region.waitFor();
  const listing = region.getByLabel('Listing');
  assert.equal(await listing.locator('option:checked').textContent(), 'Algorithm M (Knuth)');
  assert.deepEqual(await region.locator('[data-step]').evaluateAll((l) => l.map((li) => li.dataset.step)),
    ['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9']);
  assert.deepEqual((await current(el)).map((l) => l.step), ['M1']);
  const M = {
    solution: ['M2'], choose: ['M3', 'M4'], dead: ['M3'], try: ['M5', 'M6'], undo: ['M7'], close: ['M5'], leave: ['M8', 'M9'], done: ['M9'],
  };
  const seen = new Set();
  await stepAndCheck(page, id, el, 30, (event, lines, i) => {
    seen.add(event);
    assert.deepEqual(lines.map((l) => l.step), M[event], `step ${i} (${event})`);
  });
  assert.ok(['choose', 'try', 'undo', 'solution'].every((e) => seen.has(e)), [...seen].join());
  await el.evaluate((e) => e.setAttribute('lang', 'zh-CN'));
  await el.getByRole('region', { name: '代码' }).locator('[data-step="M7"]').filter({ hasText: '[再试]' }).waitFor();
  assert.equal(await el.getByLabel('代码清单').locator('option:checked').textContent(), 'M 算法（Knuth）');
  await assertAccessible(page);
});

test('repeated cover shows dep, h() and limit from the first step, and each choice says the bound against the limit', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const { el } = await mount(page, { puzzle: KNUTH, kind: 'repeat', mode: 'steps', code: 'cpp' });
  const region = el.getByRole('region', { name: 'Code' });
  await region.waitFor();
  const start = Object.fromEntries(await strip(el));
  assert.deepEqual(Object.keys(start), ['dep (depth)', 'c (item)', 'h() (at least needed)', 'limit']);
  assert.equal(start['dep (depth)'], '0');
  assert.match(start['h() (at least needed)'], /^\d+$/);
  assert.match(start.limit, /^\d+$/);
  const narration = el.locator('.narration');
  let choices = 0;
  for (let i = 1; i <= 12; i++) {
    await stepTo(el, 'Step', i);
    const vars = Object.fromEntries(await strip(el));
    assert.match(vars.limit, /^\d+$/, `the limit at step ${i}`);
    const said = await narration.textContent();
    if (said.startsWith('Choose item')) {
      choices += 1;
      assert.match(said, new RegExp(`h = ${vars['h() (at least needed)']}: .* is within the limit of ${vars.limit}\\.`), said);
    }
  }
  assert.ok(choices >= 2, `${choices} choices`);
  await el.evaluate((e) => e.setAttribute('lang', 'zh-CN'));
  await el.getByRole('region', { name: '代码' }).getByText('limit（上限）').waitFor();
});

test('at 1366×768 the listing (12 lines or more), the view and Step and Back are on one screen, in both languages', async (t) => {
  const cover = Buffer.from(KNUTH).toString('base64url');
  for (const [query, view] of [[`?cover=${cover}`, '.links-view'], [`?bd=${HARDEST}`, '.matrix'], [`?lang=zh-CN&cover=${cover}`, '.links-view']]) {
    const page = await openApp(t, query, { viewport: { width: 1366, height: 768 } });
    const region = page.getByRole('region', { name: /^(Code|代码)$/ });
    await region.locator('[aria-current="step"]').first().waitFor();
    await region.getByLabel(query.includes('zh') ? '代码清单' : 'Listing').selectOption('cpp');
    for (let i = 1; i <= 6; i++) await stepTo(page, query.includes('zh') ? '单步' : 'Step', i);
    const inView = async (box, what) => {
      const b = await box.boundingBox();
      assert.ok(b && b.y >= 0 && b.y + Math.min(b.height, 200) <= 768, `${what} in view at 1366×768 (${query}): ${JSON.stringify(b)}`);
    };
    await inView(page.locator(view), 'the view');
    await inView(page.getByRole('button', { name: /^(Step|单步)$/ }), 'Step');
    await inView(page.getByRole('button', { name: /^(Back|后退)$/ }), 'Back');
    // The listing's lines wholly inside its scrolled box and the screen.
    const shown = await region.locator('.code-lines').evaluate((ol) => {
      const box = ol.getBoundingClientRect();
      return [...ol.children].filter((li) => {
        const r = li.getBoundingClientRect();
        return r.top >= Math.max(box.top, 0) - 1 && r.bottom <= Math.min(box.bottom, innerHeight) + 1;
      }).length;
    });
    assert.ok(shown >= 12, `${shown} lines of the listing in view (${query})`);
    await page.screenshot({ path: `target/screenshots/code-beside-view-${query.includes('zh') ? 'zh' : query.includes('bd') ? 'sudoku' : 'cover'}.png` });
  }
});

test('on a phone the Code panel is a tab beside the matrix, and it speaks Chinese', async (t) => {
  const page = await openApp(t, `?bd=${HARDEST}`, { viewport: { width: 360, height: 800 } });
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  const tabs = page.getByRole('tablist', { name: 'Views' });
  await tabs.getByRole('tab', { name: 'Matrix' }).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Code' }).isVisible(), false);
  await tabs.getByRole('tab', { name: 'Code' }).click();
  assert.equal(await page.getByRole('region', { name: 'Code' }).isVisible(), true);
  assert.equal(await page.locator('#matrix').isVisible(), false);
  assert.equal(await tabs.getByRole('tab', { name: 'Code' }).getAttribute('aria-selected'), 'true');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await waitStat(page, 'steps', 1);
  await page.getByLabel('Language').selectOption('zh-CN');
  const region = page.getByRole('region', { name: '代码' });
  await region.waitFor();
  assert.match(await region.locator('[aria-current="step"]').first().textContent(), /^X3 \[选择 i\]/);
  await page.screenshot({ path: 'target/screenshots/code-panel-phone-zh.png', fullPage: true });
  await assertAccessible(page);
});

test('Predict: right answers say Right, wrong ones Not quite, and the score counts both', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  // First, the events of 10 steps without Predict.
  const { id, el } = await mount(page, { puzzle: KNUTH, kind: 'cover', mode: 'steps', controls: 'step back reset predict' });
  const step = el.getByRole('button', { name: 'Step', exact: true });
  for (let i = 1; i <= 10; i++) {
    await step.click();
    await waitStat(el, 'steps', i);
  }
  const events = (await recorded(page, 'dlx-step', id)).map((e) => e.detail.event);
  assert.equal(events.length, 10);
  await el.getByRole('button', { name: 'Reset' }).click();
  await waitStat(el, 'steps', 0);

  const predict = el.getByRole('button', { name: 'Predict' });
  await predict.click();
  assert.equal(await predict.getAttribute('aria-pressed'), 'true');
  const group = el.getByRole('group', { name: 'Your prediction' });
  let right = 0;
  let wrong = 0;
  for (let i = 1; i <= 10; i++) {
    await step.click();
    // A question waits for an answer, or the step goes by without one.
    const asked = await until(async () => (await group.getByRole('button').count()) > 0 || (await el.locator('[data-stat="steps"]').textContent()) === String(i), `question or step ${i}`);
    const answers = await group.getByRole('button').allTextContents();
    if (answers.length) {
      assert.equal(events[i - 1] === 'undo', false, 'no question before an undo');
      const question = await group.locator('.predict-question').textContent();
      // Right and wrong in turn, each picked with its key.
      const pick = right <= wrong ? correct(events[i - 1], question, answers) : wrongOne(events[i - 1], question, answers);
      await page.keyboard.press(String(pick + 1));
      await waitStat(el, 'steps', i);
      const feedback = await group.locator('.predict-feedback').textContent();
      if (right <= wrong) {
        assert.match(feedback, /^Right: /, `${question} → ${answers[pick]}: ${feedback}`);
        right += 1;
      } else {
        assert.match(feedback, /^Not quite: /, `${question} → ${answers[pick]}: ${feedback}`);
        wrong += 1;
      }
      assert.equal(await group.locator('.predict-score').textContent(), `${right} of ${right + wrong} right`);
    }
    assert.ok(asked);
  }
  assert.ok(right >= 2 && wrong >= 2, `both kinds of answer were tried: ${right} right, ${wrong} wrong`);
  // The same 10 events, with Predict on.
  assert.deepEqual((await recorded(page, 'dlx-step', id)).slice(10).map((e) => e.detail.event), events);
  await assertAccessible(page);
});

/**
 * The right answer's index for the question before `event`, worked out
 * from Knuth's example as the test knows it (not from the page).
 */
function correct(event, question, answers) {
  const want = {
    choose: () => CHOICES.shift(),
    cover: () => String(COVERS.shift()),
    try: () => (TRIES.shift() ? 'A solution' : 'A dead end'),
    uncover: () => 'Uncover it and back up',
  }[event]?.();
  assert.ok(want !== undefined, `no question expected before ${event}: ${question}`);
  const index = answers.findIndex((a) => a.replace(/^\d\s*/, '') === want);
  assert.ok(index >= 0, `${want} is among the answers to ${question}: ${answers}`);
  return index;
}

/** A wrong answer's index for the same question. */
function wrongOne(event, question, answers) {
  return correct(event, question, answers) === 0 ? 1 : 0;
}

// Knuth's example, smallest item first (ties to the left): choose A (2
// options), cover A (2 removed), try 2 (A D G): a dead end; choose B (1),
// cover B (1), try 3 (B C F): a dead end; choose E (0), cover E (0),
// uncover E, undo 3, uncover B, undo 2, try 4 (A D): a solution ...
const CHOICES = ['A', 'B', 'E', 'B'];
const COVERS = [2, 1, 0, 2];
const TRIES = [false, false, true, true];
