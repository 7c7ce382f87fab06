// Seams of issue 49 in lessons: a clicker at the first and the last stop
// (focus never falls to the page's body when a button disables), Present
// showing the stop's words and the lesson's view on one 1366×768 screen,
// the embed guide's lesson snippet working as written (a built-in lesson by
// name, in the element's language), and the links view's boxes as wide as
// their words in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { frames, mount, until, useBrowser, waitStat } from './harness.mjs';

const browse = useBrowser();
const ROOT = new URL('../../', import.meta.url);
const lessonFile = (lang, id) => JSON.parse(readFileSync(new URL(`www/lessons/${lang}/${id}.json`, ROOT), 'utf8'));
const packed = (lesson) => deflateRawSync(Buffer.from(JSON.stringify(lesson))).toString('base64url');

const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G';
const THREE = {
  version: 1, title: 'Three stops', lang: 'en', kind: 'cover', puzzle: KNUTH,
  stops: [{ step: 1, title: 'One', text: 'First.' }, { step: 2, title: 'Two', text: 'Second.' }, { step: 3, title: 'Three', text: 'Third.' }],
};

/** The Lesson region of `scope` (in English or Chinese). */
const region = (scope, zh = false) => scope.getByRole('region', { name: zh ? '课程' : 'Lesson', exact: true });

/** Waits until `scope` shows stop `k` of `lesson`: its title, and the stepper at its step. */
async function atStop(scope, lesson, k) {
  await until(async () => (await region(scope).locator('h4').textContent()) === lesson.stops[k].title, `stop ${k + 1}'s title`, 5000);
  await waitStat(scope, 'steps', lesson.stops[k].step, 5000);
}

/**
 * Where focus is once the page has drawn (a focused button that disables
 * loses focus at the next rendering): 'body', 'inside' (in a component's
 * layout, through shadow roots), or 'elsewhere'.
 */
async function focusAfterDrawing(page) {
  await frames(page, 3);
  return page.evaluate(() => {
    let at = document.activeElement;
    while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
    if (!at || at === document.body) return 'body';
    return at.closest('.layout') ? 'inside' : 'elsewhere';
  });
}

/** Clicks `button` until it disables, checking the stops passed on the way (`step`: +1 or -1). */
async function clickToEnd(scope, button, from, step) {
  for (let k = from + step; k >= 0 && k < THREE.stops.length; k += step) {
    await button.click();
    await atStop(scope, THREE, k);
  }
  assert.equal(await button.isDisabled(), true);
}

// ---- seam 7: a clicker at the last stop ----------------------------------------

for (const where of ['the app page', 'the element']) {
  test(`${where}: at the last and the first stop focus stays in the lesson, and PageUp and PageDown still move`, async (t) => {
    let page, scope;
    if (where === 'the app page') {
      page = await browse(t, `?lesson=${packed(THREE)}`);
      scope = page;
    } else {
      page = await browse(t, '__test__/plain.html');
      scope = (await mount(page, { lesson: JSON.stringify(THREE), mode: 'steps' })).el;
    }
    await region(scope).waitFor();
    await atStop(scope, THREE, 0);
    await clickToEnd(scope, region(scope).getByRole('button', { name: 'Next stop' }), 0, 1);
    assert.equal(await focusAfterDrawing(page), 'inside', 'Next stop disabled: focus is still in the component, not on the body');
    await page.keyboard.press('PageUp');
    await atStop(scope, THREE, 1);
    await page.keyboard.press('PageDown');
    await atStop(scope, THREE, 2);
    await clickToEnd(scope, region(scope).getByRole('button', { name: 'Previous stop' }), 2, -1);
    assert.equal(await focusAfterDrawing(page), 'inside', 'Previous stop disabled: focus is still in the component');
    await page.keyboard.press('PageDown');
    await atStop(scope, THREE, 1);
  });
}

// ---- seam 8: Present shows the lesson on one screen ----------------------------

const SCREEN = { width: 1366, height: 768 };

/** Asserts that `locator` is shown whole on the 1366×768 screen. */
async function onScreen(locator, what) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is shown`);
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= SCREEN.width + 0.5 && box.y + box.height <= SCREEN.height + 0.5;
  assert.ok(inside, `${what} is on the screen: ${JSON.stringify(box)}`);
}

/** The Present button of `page`'s Lesson region. */
const presentButton = (page, zh) => region(page, zh).getByRole('button', { name: zh ? '全屏演示' : 'Present' });

/** Presses Present and waits until the component is full screen and laid out. */
async function present(page, zh) {
  await presentButton(page, zh).click();
  await until(() => page.evaluate(() => document.fullscreenElement !== null), 'full screen');
  await frames(page, 3);
}

// Knuth's example shows its links; the eight queens' 46 items, the matrix.
for (const [lang, id, stop, view] of [['en', 'exact-cover', 4, '#links-view svg'], ['zh-CN', 'exact-cover', 4, '#links-view svg'], ['en', 'queens', 1, '#matrix canvas']]) {
  test(`Present at 1366×768 (${lang}, ${id}): the stop's words, the lesson's view and the Code panel on one screen, and nothing else`, async (t) => {
    const zh = lang !== 'en';
    const lesson = lessonFile(lang, id);
    const page = await browse(t, `?lang=${lang}&lesson=${packed(lesson)}&stop=${stop}`, { viewport: SCREEN });
    await region(page, zh).waitFor();
    await waitStat(page, 'steps', lesson.stops[stop].step);
    // The Lesson editor open, as a teacher has it while writing.
    await page.getByRole('button', { name: zh ? '课程' : 'Lesson', exact: true }).click();
    await page.locator('#lesson-editor').waitFor();
    await present(page, zh);
    await onScreen(region(page, zh).locator('.stop-text'), "the stop's text");
    await onScreen(page.locator(view).first(), "the lesson's view");
    await onScreen(page.locator('#code-panel'), 'the Code panel');
    await onScreen(region(page, zh).getByRole('button', { name: zh ? '下一个讲解点' : 'Next stop' }), 'Next stop');
    await onScreen(page.getByRole('button', { name: zh ? '单步' : 'Step', exact: true }), 'Step');
    for (const hidden of ['.pickers', '#lesson-editor', '.side-panel', '.count-panel', '.pictures', '.compare', '.generator', '.actions']) {
      assert.equal(await page.locator(hidden).isVisible(), false, `${hidden} is not shown while presenting`);
    }
    if (zh) await page.screenshot({ path: '/tmp/present-zh.png' });
    // Leaving Present brings the page back as it was.
    await presentButton(page, zh).click();
    await until(() => page.evaluate(() => document.fullscreenElement === null), 'full screen left');
    await page.locator('#lesson-editor').waitFor();
    await page.locator('.pickers').waitFor();
  });
}

// ---- seam 9: the guide's lesson snippet, word for word -------------------------

/** The text of an HTML fragment's code, its entities read. */
const unescape = (html) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

test("the embed guide's lesson snippet works where the guide puts the element's folder, and the READMEs' lesson URLs too", async (t) => {
  const guide = readFileSync(new URL('pages/embed-guide.html', ROOT), 'utf8');
  const folder = /into\s+your\s+site\s+as\s+<code>([\w-]+)\/<\/code>/.exec(guide)?.[1];
  assert.equal(folder, 'dlx-lab', 'the guide names the folder');
  // The snippet shown to copy (the first <pre><code> with a lesson), as the teacher pastes it.
  const snippet = [...guide.matchAll(/<pre><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) => unescape(m[1])).find((code) => /\blesson="/.test(code));
  assert.ok(snippet, 'the guide has a lesson snippet');
  const attrs = Object.fromEntries([...snippet.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const BUILT_IN = ['exact-cover', 'sudoku-cover', 'smallest-item', 'queens', 'backtracking'];
  /** Whether `value` works on a page beside the folder: a built-in name, or a URL into the folder whose file is there. */
  const works = (value) => {
    if (BUILT_IN.includes(value)) return true;
    const url = new URL(value, 'https://school.example/course/page.html');
    const prefix = `/course/${folder}/`;
    return url.pathname.startsWith(prefix) && existsSync(new URL(`www/${url.pathname.slice(prefix.length)}`, ROOT));
  };
  assert.ok(works(attrs.lesson), `the snippet's lesson="${attrs.lesson}" is found beside ${folder}/`);
  // Every lesson file the guide, the READMEs and docs/ name, as a page beside the copied folder would ask for it.
  const docs = readdirSync(new URL('docs/', ROOT)).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
  for (const file of ['pages/embed-guide.html', 'README.md', 'www/README.md', ...docs]) {
    const text = readFileSync(new URL(file, ROOT), 'utf8');
    for (const [url] of text.matchAll(/[\w./-]*lessons\/[\w-]+\/[\w-]+\.json/g)) assert.ok(works(url), `${file}: ${url} is found beside ${folder}/`);
  }
  // The snippet, mounted as written: the lesson plays.
  const page = await browse(t, '__test__/plain.html');
  const { el } = await mount(page, attrs);
  await until(async () => (await region(el).locator('h3').textContent()) === lessonFile('en', 'exact-cover').title, 'the lesson playing');
});

test('lesson="exact-cover" plays the built-in lesson in the element\'s language', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  for (const [lang, zh] of [['en', false], ['zh-CN', true]]) {
    const lesson = lessonFile(lang, 'exact-cover');
    const { el } = await mount(page, { lang, mode: 'steps', lesson: 'exact-cover' });
    await until(async () => (await region(el, zh).locator('h3').textContent()) === lesson.title, `${lang}: ${lesson.title}`);
    assert.equal(await region(el, zh).locator('h4').textContent(), lesson.stops[0].title);
    await waitStat(el, 'steps', lesson.stops[0].step);
  }
});

// ---- seam 10: the links view's boxes fit their words ---------------------------

for (const lang of ['en', 'zh-CN']) {
  test(`the links view's header boxes hold their words (${lang}: Knuth's example and a 4×4 sudoku)`, async (t) => {
    for (const id of ['exact-cover', 'sudoku-cover']) {
      const page = await browse(t, `?lang=${lang}&lesson=${packed(lessonFile(lang, id))}`);
      const view = page.locator('#links-view');
      await until(async () => (await view.locator('.node.header').count()) > 1, `${id}: the links view drawn`);
      const faults = await view.evaluate((v) => [...v.querySelectorAll('.node.header')].flatMap((node) => {
        const box = node.querySelector('rect').getBBox();
        const text = node.querySelector('text');
        // The words' box, or their advance where that is wider, with a pixel to spare on either side.
        const width = Math.max(text.getBBox().width, text.getComputedTextLength());
        return width <= box.width - 2 ? [] : [`${text.textContent}: ${width.toFixed(1)} px of text in a ${box.width.toFixed(1)} px box`];
      }));
      assert.deepEqual(faults, [], `${id}: every label fits its box`);
      // Nor do neighbouring boxes overlap, nor the root's leave the drawing.
      const overlaps = await view.evaluate((v) => {
        const boxes = [...v.querySelectorAll('.node.header rect')].map((r) => r.getBBox());
        const out = boxes[0].x < 0 ? ['the root box starts left of the drawing'] : [];
        return out.concat(boxes.slice(1).flatMap((b, i) => (b.x < boxes[i].x + boxes[i].width ? [`box ${i + 1} overlaps box ${i}`] : [])));
      });
      assert.deepEqual(overlaps, []);
    }
  });
}
