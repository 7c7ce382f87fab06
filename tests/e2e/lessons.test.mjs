// Lessons: played from JSON, a link and the element's attribute, stop by
// stop forwards and back (buttons, PageDown/PageUp, the element's stop()
// and goto()); Esc and Resume; bad lessons named; a lesson written in the
// page, saved and opened again; and the five built-in lessons in both
// languages, each stop at its step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { assertAccessible, call, frames, mount, opened, recorded, until, useBrowser, waitStat, waitStatus } from './harness.mjs';

const browse = useBrowser();
const LESSONS = new URL('../../www/lessons/', import.meta.url);
const BUILT_IN = ['exact-cover', 'sudoku-cover', 'smallest-item', 'queens', 'backtracking'];
const lessonFile = (lang, id) => JSON.parse(readFileSync(new URL(`${lang}/${id}.json`, LESSONS), 'utf8'));

const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G';
const LESSON = {
  version: 1, title: 'A test lesson', lang: 'en', kind: 'cover', puzzle: KNUTH,
  stops: [
    { step: 2, title: 'Covered', text: 'A is covered.' },
    { step: 8, title: 'Dead end', text: 'E has no options.\nSecond line.' },
    { step: 20, title: 'Found', text: 'A solution: 1, 4 and 5.', predict: true },
    { step: 5, title: 'Back again', text: 'Earlier than the stop before: reached by Back.' },
  ],
};
const packed = (lesson) => deflateRawSync(Buffer.from(JSON.stringify(lesson))).toString('base64url');

/** The Lesson region of `scope` and what it shows. */
const region = (scope) => scope.getByRole('region', { name: 'Lesson', exact: true });
const stopTitle = (scope) => region(scope).locator('h4').textContent();

/**
 * Presses Present on `page`'s lesson, waits for full screen, and leaves
 * focus on the page itself, where a presenter's clicker sends its keys;
 * returns the Present button.
 */
async function presentUnfocused(page) {
  const present = region(page).getByRole('button', { name: 'Present' });
  await present.click();
  await until(() => page.evaluate(() => document.fullscreenElement !== null), 'full screen');
  assert.equal(await present.getAttribute('aria-pressed'), 'true');
  await page.evaluate(() => document.activeElement?.blur());
  return present;
}

/** The question of the Predict group in `scope`, once its answers are shown. */
async function asked(scope) {
  const group = scope.getByRole('group', { name: /^(Your prediction|你的预测)$/ });
  await group.getByRole('button').first().waitFor();
  return group.locator('.predict-question').textContent();
}

/**
 * Checks that `scope` is at stop `k` of `lesson`: its title, its text and
 * the stepper at its step. A Predict stop asks first: the stepper stands
 * at the step before with the question shown, and the header says so.
 */
async function atStop(scope, lesson, k) {
  const stop = lesson.stops[k];
  const shown = stop.predict && stop.step > 0 ? stop.step - 1 : stop.step;
  await waitStat(scope, 'steps', shown);
  await until(async () => (await stopTitle(scope)) === stop.title, `stop ${k}'s title`);
  assert.equal(await region(scope).locator('.stop-text').textContent(), stop.text);
  if (shown !== stop.step) await asked(scope);
  assert.match(await region(scope).locator('.lesson-where').textContent(), new RegExp(`^Stop ${k + 1} of ${lesson.stops.length} · step ${shown}$`));
}

/** Shows a Predict stop's step with `press` (Next stop, PageDown), unanswered. */
async function reveal(scope, lesson, k, press) {
  const stop = lesson.stops[k];
  await press();
  await waitStat(scope, 'steps', stop.step);
  const group = scope.getByRole('group', { name: /^(Your prediction|你的预测)$/ });
  await until(async () => /^(Not answered|未作答)/.test(await group.locator('.predict-feedback').textContent()), `stop ${k}'s step shown unanswered`);
  assert.match(await region(scope).locator('.lesson-where').textContent(), new RegExp(`· step ${stop.step}$`));
}

test("the element's lesson attribute plays every stop forwards and back, with stop() and goto()", async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const { id, el } = await mount(page, { lesson: JSON.stringify(LESSON), mode: 'steps' });
  await region(el).waitFor();
  await atStop(el, LESSON, 0);
  // The host's keys are the host's: PageDown with focus on the page scrolls it and moves no stop;
  // with focus in the lesson it moves the stop and scrolls nothing.
  // (No scroll anchoring: a taller stop above the fold would move the page to keep its place, which is no key's doing.)
  await page.evaluate(() => {
    Object.assign(document.documentElement.style, { minHeight: '4000px', overflowAnchor: 'none' });
    document.activeElement?.blur();
  });
  await page.keyboard.press('PageDown');
  await until(() => page.evaluate(() => scrollY > 0), 'the host page scrolled');
  await atStop(el, LESSON, 0);
  // The browser's PageDown scrolls smoothly: wait until it has ended, then go back up at once.
  let last = -1;
  await until(async () => {
    await frames(page, 3);
    const y = await page.evaluate(() => scrollY);
    const still = y === last;
    last = y;
    return still;
  }, 'the scroll ended');
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  await region(el).focus();
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press('PageDown');
  await atStop(el, LESSON, 1);
  assert.equal(await page.evaluate(() => scrollY), scrolled, 'a stop moved, the host page did not scroll');
  await page.keyboard.press('PageUp');
  await atStop(el, LESSON, 0);
  const next = region(el).getByRole('button', { name: 'Next stop' });
  const previous = region(el).getByRole('button', { name: 'Previous stop' });
  assert.equal(await previous.isDisabled(), true);
  for (let k = 1; k < LESSON.stops.length; k++) {
    await next.click();
    await atStop(el, LESSON, k);
    if (LESSON.stops[k].predict) await reveal(el, LESSON, k, () => next.click());
  }
  assert.equal(await next.isDisabled(), true);
  // Stop 2 turned Predict on; stop 3 off again.
  assert.equal(await el.getByRole('button', { name: 'Predict' }).count(), 0, 'a demo shows no Predict unless asked');
  for (let k = LESSON.stops.length - 2; k >= 0; k--) {
    await previous.click();
    await atStop(el, LESSON, k);
  }
  // The host drives it: stop(k) and goto(step), each a promise.
  assert.deepEqual(await call(page, id, 'stop', 2), { ok: true });
  await atStop(el, LESSON, 2);
  assert.deepEqual(await call(page, id, 'goto', 11), { ok: true });
  await waitStat(el, 'steps', 11);
  assert.match(await el.locator('.narration').textContent(), /Uncover item B|uncover/i);
  assert.deepEqual(await call(page, id, 'goto', 3), { ok: true });
  await waitStat(el, 'steps', 3);
  const events = await recorded(page, 'dlx-lesson', id);
  assert.deepEqual(events.map((e) => e.detail.stop).slice(-1), [2]);
  await assertAccessible(page);
});

test('a ?lesson= link opens at its &stop=, and PageDown, PageUp, Esc and Resume work', async (t) => {
  const page = await browse(t, `?lesson=${packed(LESSON)}&stop=1`, { bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await region(page).waitFor();
  await atStop(page, LESSON, 1);
  await page.keyboard.press('PageDown');
  await atStop(page, LESSON, 2);
  assert.match(page.url(), /[?&]stop=2\b/, 'the address keeps the stop');
  // Stop 2 asks for predictions.
  assert.equal(await page.getByRole('button', { name: 'Predict' }).getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('PageUp');
  await atStop(page, LESSON, 1);
  assert.equal(await page.getByRole('button', { name: 'Predict' }).getAttribute('aria-pressed'), 'false');
  await page.keyboard.press('ArrowRight');
  await atStop(page, LESSON, 2);
  await page.keyboard.press('ArrowLeft');
  await atStop(page, LESSON, 1);
  // Present: full screen, and the keys work wherever focus is.
  const present = await presentUnfocused(page);
  await page.keyboard.press('PageDown');
  await atStop(page, LESSON, 2);
  await page.keyboard.press('PageUp');
  await atStop(page, LESSON, 1);
  await assertAccessible(page);
  await present.click();
  await until(() => page.evaluate(() => document.fullscreenElement === null), 'full screen left');
  assert.equal(await present.getAttribute('aria-pressed'), 'false');
  await region(page).focus();
  // Esc: free exploration; the arrows step again.
  await page.keyboard.press('Escape');
  await region(page).getByRole('button', { name: 'Resume' }).waitFor();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await waitStat(page, 'steps', 9);
  await region(page).getByRole('button', { name: 'Resume' }).click();
  await atStop(page, LESSON, 1);
  // Plain base64url JSON reads too.
  const plain = Buffer.from(JSON.stringify(LESSON)).toString('base64url');
  await page.goto(page.url().replace(/\?.*/, `?lesson=${plain}&stop=3`));
  await region(page).waitFor();
  await atStop(page, LESSON, 3);
  await assertAccessible(page);
});

// A clicker sends PageDown only: each Predict stop asks before its step is shown.
const PREDICTED = {
  version: 1, title: 'Three questions', lang: 'en', kind: 'cover', puzzle: KNUTH,
  stops: [
    { step: 1, title: 'Choose', text: 'Which item first?', predict: true },
    { step: 8, title: 'Dead end', text: 'E has no options.' },
    { step: 13, title: 'Try again', text: 'Does A D lead anywhere?', predict: true },
    { step: 20, title: 'Found', text: 'Which options?', predict: true },
  ],
};

for (const lang of ['en', 'zh-CN']) {
  test(`a lesson with three Predict stops, presented with PageDown alone (${lang})`, async (t) => {
    const zh = lang !== 'en';
    const page = await browse(t, `?lang=${lang}&lesson=${packed(PREDICTED)}`, { bypassCSP: true, viewport: { width: 1366, height: 768 } });
    const lesson = page.getByRole('region', { name: zh ? '课程' : 'Lesson', exact: true });
    await lesson.waitFor();
    const where = () => lesson.locator('.lesson-where').textContent();
    const narration = () => page.locator('#narration').textContent();
    const group = page.getByRole('group', { name: zh ? '你的预测' : 'Your prediction' });
    const header = (stop, step) => (zh ? `第 ${stop} 个讲解点，共 4 个 · 第 ${step} 步` : `Stop ${stop} of 4 · step ${step}`);
    let said = '';
    for (const [k, { step, predict }] of PREDICTED.stops.entries()) {
      if (k) await page.keyboard.press('PageDown');
      if (predict) {
        // The question first, at the step before: nothing of the answer is shown yet.
        await waitStat(page, 'steps', step - 1);
        const question = await asked(page);
        assert.match(question, zh ? /[\u4e00-\u9fff]/ : /\?$/, question);
        assert.equal(await where(), header(k + 1, step - 1));
        assert.equal(await lesson.locator('.stop-text').isVisible(), false, 'the stop\'s words, which tell the step, wait for the answer');
        const before = await narration();
        await page.keyboard.press('PageDown');
        await waitStat(page, 'steps', step);
        await until(async () => (await where()) === header(k + 1, step), `stop ${k + 1}'s header at step ${step}`);
        await lesson.locator('.stop-text').waitFor();
        assert.match(await group.locator('.predict-feedback').textContent(), zh ? /^未作答：/ : /^Not answered: /);
        assert.notEqual(await narration(), before, 'the step is said once it is shown');
      } else {
        await waitStat(page, 'steps', step);
        assert.equal(await where(), header(k + 1, step));
        // A jump says its step as stepping does: Back and Step again say the same sentence.
        said = await narration();
        await page.getByRole('button', { name: zh ? '后退' : 'Back', exact: true }).click();
        await waitStat(page, 'steps', step - 1);
        await page.getByRole('button', { name: zh ? '单步' : 'Step', exact: true }).click();
        await waitStat(page, 'steps', step);
        assert.equal(await narration(), said);
        await lesson.focus();
      }
    }
    assert.equal(await group.locator('.predict-score').textContent(), zh ? '答对 0 题，共 0 题，未作答 3 题' : '0 of 0 right, 3 not answered');
    // At the last stop, PageDown has nothing more to show.
    assert.equal(await lesson.getByRole('button', { name: zh ? '下一个讲解点' : 'Next stop' }).isDisabled(), true);
    await assertAccessible(page);
    await page.screenshot({ path: `target/screenshots/lesson-predict-${lang}.png` });
    // Another puzzle ends the lesson: its banner goes.
    await page.getByLabel(zh ? '示例' : 'Examples').selectOption({ index: 1 });
    await lesson.waitFor({ state: 'hidden' });
  });
}

test('the embed plays a lesson from its URL, with the Code panel and Predict', async (t) => {
  const page = await browse(t, `embed.html?mode=steps&lesson=${packed(LESSON)}&stop=2&code=cpp&predict=1`);
  await region(page).waitFor({ timeout: 20000 });
  await atStop(page, LESSON, 2);
  const code = page.getByRole('region', { name: 'Code' });
  assert.equal(await code.getByLabel('Listing').inputValue(), 'cpp');
  assert.equal(await page.getByRole('button', { name: 'Predict' }).getAttribute('aria-pressed'), 'true');
  await region(page).getByRole('button', { name: 'Previous stop' }).click();
  await atStop(page, LESSON, 1);
  // Presented, the element (its lesson in a shadow root) takes PageDown wherever focus is, as the app page does.
  await presentUnfocused(page);
  await page.keyboard.press('PageDown');
  await atStop(page, LESSON, 2);
});

test('bad lessons get named errors and leave the page usable', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const { id, el } = await mount(page, { puzzle: KNUTH, mode: 'solve' });
  const cases = [
    ['{"version": 1, "title": "x",\n "kind": }', /line 2, column 10/],
    [JSON.stringify({ ...LESSON, title: '<b>bold</b>' }), /title has HTML \(<b>/],
    [JSON.stringify({ ...LESSON, kind: 'chess' }), /kind 'chess' is not one of sudoku/],
    [JSON.stringify({ ...LESSON, stops: [{ step: -1, text: 'x' }] }), /stops\[0\]\.step must be a whole number/],
    [JSON.stringify({ ...LESSON, stops: [{ step: 1, text: 'x', onclick: 'alert(1)' }] }), /stops\[0\] has an unknown field 'onclick'/],
    [JSON.stringify({ ...LESSON, version: 2 }), /version 2/],
    ['not-a-lesson-but-long-enough', /could not be fetched|not base64url|not JSON/],
  ];
  for (const [lesson, said] of cases) {
    await el.evaluate((e, v) => e.setAttribute('lesson', v), lesson);
    const status = await waitStatus(el, /lesson could not be opened/);
    assert.match(status, said, status);
    const errors = await recorded(page, 'dlx-error', id);
    assert.match(errors.at(-1).detail.message, said);
    assert.equal(await region(el).isVisible(), false);
  }
  // Still usable: Solve solves the puzzle it had.
  await el.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(el, /solution/i);
});

test('a lesson written in the page with Add stop, saved and opened again, is the same lesson', async (t) => {
  const page = await browse(t, '', { bypassCSP: true, viewport: { width: 1280, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] });
  await page.getByRole('status').filter({ hasText: 'loaded' }).waitFor();
  await page.getByRole('button', { name: 'Lesson', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Lesson editor' });
  await editor.getByLabel('Lesson title').fill('Written here');
  const step = page.getByRole('button', { name: 'Step', exact: true });
  // Only the title is needed: the stop at step 9 has no words of its own.
  for (const [n, text] of [[2, 'Two steps in.'], [5, 'Five steps in.'], [9, '']]) {
    while (Number(await page.locator('[data-stat="steps"]').textContent()) < n) await step.click();
    await waitStat(page, 'steps', n);
    await editor.getByRole('button', { name: 'Add stop' }).click();
    if (text) await editor.getByRole('listitem', { name: /^Stop \d$/ }).last().getByLabel('Text').fill(text);
  }
  await editor.getByRole('listitem', { name: 'Stop 2' }).getByLabel('Title').fill('The middle');
  await editor.getByRole('button', { name: 'Move stop 3 up' }).click();
  await editor.getByRole('button', { name: 'Delete stop 1' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), editor.getByRole('button', { name: 'Save lesson' }).click()]);
  assert.equal(download.suggestedFilename(), 'Written here.json', 'the file is named after the lesson');
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(saved.title, 'Written here');
  assert.deepEqual(saved.stops.map((s) => [s.step, s.title, s.text]), [[9, '', ''], [5, 'The middle', 'Five steps in.']]);
  // A reload keeps the draft; Open lesson reads the file back, and plays it.
  await page.reload();
  await opened(page);
  await page.getByRole('button', { name: 'Lesson', exact: true }).click();
  assert.equal(await editor.getByLabel('Lesson title').inputValue(), 'Written here');
  await editor.getByLabel('Open lesson').setInputFiles(await download.path());
  await region(page).waitFor();
  await atStop(page, saved, 0);
  const [again] = await Promise.all([page.waitForEvent('download'), editor.getByRole('button', { name: 'Save lesson' }).click()]);
  assert.deepEqual(JSON.parse(readFileSync(await again.path(), 'utf8')), saved);
  // Share lesson: the link copied, said beside the button, shown there and in the address bar.
  await editor.getByRole('button', { name: 'Share lesson' }).click();
  await editor.getByText('Copied', { exact: true }).waitFor();
  const link = await until(() => editor.getByLabel('Link to this lesson').inputValue(), 'the link');
  assert.match(link, /\?lesson=[\w-]+$/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  assert.equal(page.url(), link);
  assert.equal(await page.getByLabel('Link to this puzzle').inputValue(), link);
  await page.goto(`${link}&stop=1`);
  await region(page).waitFor();
  await atStop(page, saved, 1);
  await assertAccessible(page);
});

for (const lang of ['en', 'zh-CN']) {
  test(`the lesson editor shows each fault at its field, in the teacher's words (${lang})`, async (t) => {
    const zh = lang !== 'en';
    const page = await browse(t, `?lang=${lang}`, { bypassCSP: true, viewport: { width: 1366, height: 768 } });
    await page.getByRole('status').filter({ hasText: /loaded|已载入/ }).waitFor();
    await page.getByRole('button', { name: zh ? '课程' : 'Lesson', exact: true }).click();
    const editor = page.getByRole('region', { name: zh ? '课程编辑器' : 'Lesson editor' });
    await editor.getByRole('button', { name: zh ? '添加讲解点' : 'Add stop' }).click();
    const stopTitle = editor.getByRole('listitem', { name: zh ? /^第 1 个讲解点$|^讲解点 1$/ : 'Stop 1' }).getByLabel(zh ? '标题' : 'Title');
    await stopTitle.fill('<b>x</b>');
    await editor.getByRole('button', { name: zh ? '保存课程' : 'Save lesson' }).click();
    const title = editor.getByLabel(zh ? '课程标题' : 'Lesson title');
    // Each field says what is wrong with it, and the editor lists them all.
    const said = async (field) => {
      await until(async () => (await field.getAttribute('aria-invalid')) === 'true', 'the field marked');
      const id = await field.getAttribute('aria-describedby');
      return page.locator(`[id="${id}"]`).textContent();
    };
    assert.equal(await said(title), zh ? '课程标题 是空的' : "The lesson's title is empty");
    assert.match(await said(stopTitle), zh ? /^第 1 个讲解点的标题 含有 HTML（<b>x<\/b>）/ : /^Stop 1's title has HTML \(<b>x<\/b>\): a lesson is plain text$/);
    assert.equal(await editor.getByRole('alert').getByRole('listitem').count(), 2);
    await waitStatus(page, zh ? /2 处问题/ : /2 problems, marked in the Lesson editor/);
    await assertAccessible(page);
    // Mended, each mark goes as it is typed; then Save works.
    await title.fill(zh ? '写好的课' : 'Mended');
    await until(async () => (await title.getAttribute('aria-invalid')) === null, 'the title mended');
    await stopTitle.fill('x');
    await editor.getByRole('alert').waitFor({ state: 'hidden' });
    const [download] = await Promise.all([page.waitForEvent('download'), editor.getByRole('button', { name: zh ? '保存课程' : 'Save lesson' }).click()]);
    assert.equal(download.suggestedFilename(), zh ? '写好的课.json' : 'Mended.json');
  });
}

test('Edit a copy puts the built-in lesson playing into the editor', async (t) => {
  const page = await browse(t, '', { bypassCSP: true, viewport: { width: 1280, height: 1000 } });
  await page.getByRole('status').filter({ hasText: 'loaded' }).waitFor();
  await page.getByRole('button', { name: 'Lesson', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Lesson editor' });
  const copy = editor.getByRole('button', { name: 'Edit a copy' });
  assert.equal(await copy.isDisabled(), true, 'no lesson playing, nothing to copy');
  const queens = lessonFile('en', 'queens');
  await editor.getByLabel('Built-in lessons').selectOption('queens');
  await until(async () => (await region(page).locator('h3').textContent()) === queens.title, 'the queens lesson');
  await copy.click();
  assert.equal(await editor.getByLabel('Lesson title').inputValue(), queens.title);
  assert.equal(await editor.getByRole('listitem', { name: /^Stop \d+$/ }).count(), queens.stops.length);
  assert.equal(await editor.getByRole('listitem', { name: 'Stop 1' }).getByLabel('Text').inputValue(), queens.stops[0].text);
  // Saved as it is, the copy is the lesson.
  const [download] = await Promise.all([page.waitForEvent('download'), editor.getByRole('button', { name: 'Save lesson' }).click()]);
  assert.deepEqual(JSON.parse(readFileSync(await download.path(), 'utf8')).stops, queens.stops.map((s) => ({ title: '', predict: false, ...s })));
});

for (const lang of ['en', 'zh-CN']) {
  test(`the built-in lessons in ${lang}: each stop at its step`, async (t) => {
    const page = await browse(t, `?lang=${lang}`, { bypassCSP: true, viewport: { width: 1280, height: 1000 } });
    await page.getByRole('status').filter({ hasText: /loaded|已载入/ }).waitFor();
    const zh = lang !== 'en';
    await page.getByRole('button', { name: zh ? '课程' : 'Lesson', exact: true }).click();
    for (const id of BUILT_IN) {
      const lesson = lessonFile(lang, id);
      await page.getByLabel(zh ? '内置课程' : 'Built-in lessons').selectOption(id);
      const shown = page.getByRole('region', { name: zh ? '课程' : 'Lesson', exact: true });
      await until(async () => (await shown.locator('h3').textContent()) === lesson.title, `${id} opened`);
      const next = shown.getByRole('button', { name: zh ? '下一个讲解点' : 'Next stop' });
      for (let k = 0; k < lesson.stops.length; k++) {
        const { step, predict } = lesson.stops[k];
        if (k) await next.click();
        // A Predict stop asks first, one step before, when its step has a question; Next stop shows the step.
        if (predict) {
          const steps = () => page.locator('[data-stat="steps"]').textContent().then(Number);
          const waiting = () => page.locator('.prediction .predict-answers button').count();
          await until(async () => (await steps()) === step || ((await steps()) === step - 1 && (await waiting()) > 0), `${id} stop ${k} asks or shows`, 60000);
          if ((await steps()) === step - 1) await next.click();
        }
        await waitStat(page, 'steps', step, 60000);
        await until(async () => (await shown.locator('.stop-text').textContent()) === lesson.stops[k].text, `${id} stop ${k}`);
        assert.match(await page.locator('#narration').textContent(), /\S/);
      }
      if (id === 'exact-cover') await assertAccessible(page);
    }
    await page.screenshot({ path: `target/screenshots/lesson-${lang}.png` });
  });
}
