// The app page, the element and the embed in 简体中文 (lang=zh-CN): every
// button, label, status line, narration sentence, hint and error is
// Chinese, nothing English is left on screen but names and keys (the
// allow-list below), <html lang> and the element's lang are set for screen
// readers, axe-core finds nothing, and the language changes live.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assertAccessible, data, mount, until, useBrowser, waitStat, waitStatus } from './harness.mjs';

const browse = useBrowser();

const HARDEST = data('9x9/forum_hardest_1106.txt').split('\n')[0];

/** The zh-CN page catalogue's one-line messages, by id. */
const ZH = Object.fromEntries(readFileSync(new URL('../../locales/zh-CN/page.ftl', import.meta.url), 'utf8')
  .split('\n').map((line) => /^([a-z][\w-]*) = (.*)$/.exec(line)).filter(Boolean).map((m) => [m[1], m[2]]));
const zh = (id) => ZH[id] ?? assert.fail(`no zh-CN message ${id}`);

/**
 * What may stay in Latin letters in Chinese: the app's and people's names,
 * the data sets the examples come from, Knuth's paper's title, keys, matrix labels,
 * the rating scale's name (SE, Sukaku Explainer's)
 * (R1#4, r2c9#2, B3), cell names and the language menu's own "English".
 */
const ALLOWED = [
  /dlx-lab/g, /\bDLX\d?\b/g, /\bSE\b/g, /\bKnuth\b/g, /《Dancing Links》/g, /\bProject Euler\b/g, /\bPOJ\b/g, /\bUSACO\b/g, /\bFZU\b/g, /\bHDU\b/g, /\b(forum_hardest_1106|magictour_top1465|serg_benchmark_multi)\b/g,
  /\b(Backspace|Space|Shift|Ctrl\+[A-Z]|Esc)\b/g,
  /\b[RCB]\d+(#\w+)?\b/g, /\b[rc]\d+(c\d+)?(#\w+)?\b/g, /\bEnglish\b/g, /\bX\b/g, /\bn\b/g,
  // The OI names a Chinese reader knows the terms by: the site, and the template's functions.
  /\bOI-wiki\b/g, /\b(remove|resume)\b/g,
];

/** Each visible text and accessible text (aria-label, title, placeholder, options) of `scope`, shadow roots included. */
function visibleTexts(scope) {
  return scope.evaluate((root) => {
    const out = [];
    const walk = (node) => {
      const w = document.createTreeWalker(node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let n = w.currentNode; n; n = w.nextNode()) {
        if (n.nodeType === Node.ELEMENT_NODE) {
          if (n.shadowRoot) walk(n.shadowRoot);
          if (n.closest('[hidden]') || !n.checkVisibility()) continue;
          for (const a of ['aria-label', 'title', 'placeholder']) if (n.getAttribute(a)) out.push(n.getAttribute(a));
          if (n.tagName === 'SELECT') for (const o of n.options) out.push(o.textContent);
          continue;
        }
        const el = n.parentElement;
        if (!el || el.closest('script, style, [hidden], textarea, select') || !el.checkVisibility()) continue;
        if (n.textContent.trim()) out.push(n.textContent.trim());
      }
    };
    walk(root ?? document.body);
    return out;
  });
}

/** The texts of `scope` that still hold English words once the allow-list is taken out. */
async function english(scope) {
  const texts = await visibleTexts(scope);
  return texts.filter((t) => /[A-Za-z]{2,}/.test(ALLOWED.reduce((s, re) => s.replace(re, ''), t)));
}

const CJK = /[\u4e00-\u9fff]/;

test('the app page in Chinese: buttons, labels, status, narration, hint and error, and nothing English left', async (t) => {
  const page = await browse(t, '?lang=zh-CN', { bypassCSP: true });
  await waitStatus(page, '已载入');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.match(await page.title(), CJK);
  assert.equal(await page.getByLabel(zh('label-language')).inputValue(), 'zh-CN');
  for (const id of ['control-solve', 'control-hint', 'control-check', 'control-step', 'control-back', 'control-next-backtrack', 'control-load']) {
    assert.equal(await page.getByRole('button', { name: zh(id), exact: true }).count(), 1, `the ${id} button`);
  }
  await page.getByRole('button', { name: zh('control-step'), exact: true }).click();
  await page.getByRole('button', { name: zh('control-step'), exact: true }).click();
  await until(async () => CJK.test(await page.locator('#narration').textContent()) && !/就绪/.test(await page.locator('#narration').textContent()), 'a step told in Chinese');
  await page.getByRole('button', { name: zh('control-hint'), exact: true }).click();
  await until(async () => CJK.test(await page.locator('#hint-text').textContent()), 'a hint in Chinese');
  assert.deepEqual(await english(page), [], 'no English on the page');

  // The hint at its full depth, in Chinese too.
  await page.getByRole('button', { name: zh('control-hint'), exact: true }).click();
  await page.getByRole('button', { name: zh('control-hint'), exact: true }).click();
  await waitStatus(page, '第 3 级');
  assert.match(await page.locator('#hint-text').textContent(), CJK);

  // An error names the place in Chinese.
  await page.getByLabel(zh('label-puzzle-text'), { exact: true }).fill('1 0 1\n0 1 x\n');
  await page.getByRole('button', { name: zh('control-load'), exact: true }).click();
  await waitStatus(page, '题目没有载入');
  const error = await page.getByRole('alert').textContent();
  assert.match(error, /第 \d+ 行/);
  assert.deepEqual(await english(page), [], 'no English after the error');
  await assertAccessible(page);

  // The menu speaks English at once, and the page follows.
  await page.getByLabel(zh('label-language')).selectOption('en');
  await page.getByRole('button', { name: 'Step', exact: true }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
});

test('the element speaks its own lang, live, and says its status and errors in it', async (t) => {
  const page = await browse(t, '__test__/plain.html', { bypassCSP: true });
  const { el } = await mount(page, { puzzle: HARDEST, mode: 'steps', lang: 'zh-CN' });
  await el.getByRole('button', { name: zh('control-step'), exact: true }).waitFor();
  assert.equal(await el.evaluate((e) => e.shadowRoot.querySelector('.dlx-app').getAttribute('lang')), 'zh-CN');
  await el.getByRole('button', { name: zh('control-step'), exact: true }).click();
  await until(async () => CJK.test(await el.locator('.narration').textContent()), 'the narration in Chinese');
  assert.deepEqual(await english(el), []);

  const { el: bad } = await mount(page, { puzzle: '12x', lang: 'zh-CN' });
  await waitStatus(bad, '题目没有载入');
  assert.deepEqual(await english(bad), []);
  await assertAccessible(page);

  await el.evaluate((e) => e.setAttribute('lang', 'en'));
  await el.getByRole('button', { name: 'Step', exact: true }).waitFor();
  assert.equal(await el.evaluate((e) => e.shadowRoot.querySelector('.dlx-app').getAttribute('lang')), 'en');
});

test('the embed in Chinese: embed.html?lang=zh-CN', async (t) => {
  const page = await browse(t, `embed.html?bd=${HARDEST}&mode=play&lang=zh-CN`, { bypassCSP: true });
  const el = page.locator('dlx-lab');
  await waitStatus(el, '已载入');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  await el.getByRole('button', { name: zh('control-hint'), exact: true }).click();
  await until(async () => CJK.test(await el.locator('.hint-panel p').textContent()), 'a hint in Chinese');
  assert.deepEqual(await english(el), []);
  await assertAccessible(page);
});

test('the Chinese page bridges Knuth\'s terms to OI-wiki\'s at their first sight, and calls no item 列 on a sudoku', async (t) => {
  const knuth = Buffer.from('A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G').toString('base64url');
  const page = await browse(t, `?lang=zh-CN&cover=${knuth}`, { bypassCSP: true });
  const narration = page.locator('#narration');
  await narration.filter({ hasText: '就绪' }).waitFor();
  const ready = await narration.textContent();
  for (const bridge of ['个选项（OI-wiki 里的“行”）', '个项（OI-wiki 里的“列”）', '即“删除”', '即“撤回”', '双向十字链表']) {
    assert.ok(ready.includes(bridge), `${bridge} in: ${ready}`);
  }
  await page.getByRole('list', { name: /链接图例（双向十字链表）/ }).waitFor();
  assert.doesNotMatch(await page.getByLabel(zh('label-examples')).locator('option').allTextContents().then((o) => o.join('|')), /\d 列示例/);
  // A sudoku: 列 is a column of the grid (第 5 列), never an item, in 30 steps of narration.
  const sudoku = await browse(t, '?lang=zh-CN', { bypassCSP: true });
  await waitStatus(sudoku, '已载入');
  const step = sudoku.getByRole('button', { name: zh('control-step'), exact: true });
  for (let i = 1; i <= 30; i++) {
    await step.click();
    await waitStat(sudoku, 'steps', i);
    const said = (await sudoku.locator('#narration').textContent()).replace(/第\s*\d+\s*列/g, '');
    assert.doesNotMatch(said, /列/, `step ${i}: ${said}`);
  }
});
