// The built pages' Content Security Policy, and the embed's messages. The
// policy in each page of dist/ allows no inline script and no eval, and
// Chromium enforces it: the app, the guide (elements and an iframe) and the
// sandboxed embed run under it with no violation (the harness fails a test
// on any), and code slipped into them is refused. The height listener the
// guide gives hosts takes only well-formed messages from its own frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { messagesDelivered, until, useBrowser, waitStat } from './harness.mjs';

const browse = useBrowser();

const DIST = new URL('../../dist/', import.meta.url).pathname;
const PAGES = ['index.html', 'embed.html', 'embed-guide.html'];
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

/** The CSP of a built page, as { directive: [sources] }. */
function policy(page) {
  const html = readFileSync(DIST + page, 'utf8');
  const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
  assert.equal(metas.length, 1, `${page} has one CSP`);
  return Object.fromEntries(metas[0][1].split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

test('every built page has a strict CSP and no inline script or style', () => {
  for (const page of PAGES) {
    const csp = policy(page);
    assert.deepEqual(csp['script-src'], ["'self'", "'wasm-unsafe-eval'"], `${page}: scripts are the site's files only`);
    assert.deepEqual(csp['style-src'], ["'self'"], `${page}: styles are the site's stylesheets only`);
    assert.deepEqual(csp['default-src'], ["'self'"], page);
    assert.deepEqual(csp['connect-src'], ["'self'"], page);
    for (const d of ['object-src', 'base-uri', 'form-action']) assert.deepEqual(csp[d], ["'none'"], `${page}: ${d}`);
    const loose = Object.entries(csp).filter(([, s]) => s.some((x) => /^('unsafe-(inline|eval|hashes)'|'sha\d+-.*|'nonce-.*|\*|https?:)$/.test(x)));
    assert.deepEqual(loose, [], `${page}: no directive allows inline code, eval or other sites`);
    const html = readFileSync(DIST + page, 'utf8');
    assert.deepEqual(html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/gi) ?? [], [], `${page}: no inline script (Trunk injects no loader)`);
    assert.deepEqual(html.match(/<[a-z][^>]*\s(style|on[a-z]+)\s*=[^>]*>/gi) ?? [], [], `${page}: no inline style or handler`);
  }
});

/**
 * Tries, in `frame` (a page or frame), an inline script, a fetch and an image
 * from another site; resolves to what got through. (Eval can't be tried
 * here: code run by page.evaluate may eval; the policy's script-src has no
 * 'unsafe-eval', checked above.) Each refusal is a CSP violation, and the
 * image an attempted request, which the harness records: they are taken off
 * `page.problems` here, so that any other problem still fails the test.
 */
async function tryInjections(page, frame) {
  const through = await frame.evaluate(async () => {
    const got = [];
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    if (window.injected) got.push('inline script');
    await fetch('http://example.invalid/').then(() => got.push('fetch'), () => {});
    await new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve(got.push('image'));
      img.onerror = resolve;
      img.src = 'http://example.invalid/x.png';
    });
    return got;
  });
  const violations = () => page.problems.filter((p) => p.startsWith('console: CSP violation: '));
  const logged = () => page.problems.filter((p) => p.includes('violates the following Content Security Policy'));
  await until(() => violations().length >= 3 && logged().length >= 3, "three refusals, as violation events and Chromium's messages");
  assert.deepEqual(violations().map((p) => p.split(' ')[3]).sort(), ['connect-src', 'img-src', 'script-src-elem']);
  const expected = (p) => /Content Security Policy|CSP violation|example\.invalid/.test(p);
  page.problems.splice(0, page.problems.length, ...page.problems.filter((p) => !expected(p)));
  return through;
}

test('the app page runs under its CSP with no violation, and refuses injected code', async (t) => {
  const page = await browse(t, `?bd=${HARD}`);
  await page.getByRole('status').filter({ hasText: /loaded/ }).waitFor();
  // The module the app started (element/worker/wasm.js), with no inline loader.
  assert.equal(await page.evaluate(async () => (await import('./element/wasm/dlx-lab.js')).solve('.'.repeat(81)).status), 'multiple');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /unique solution/ }).waitFor({ timeout: 20000 });
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await waitStat(page, 'steps', 1);
  assert.deepEqual(page.problems, [], 'no violation while loading, solving (worker) and stepping');
  assert.deepEqual(await tryInjections(page, page), []);
});

test('the guide runs its elements and its sandboxed iframe under its CSP', async (t) => {
  const page = await browse(t, 'embed-guide.html');
  // The examples below the first are lazy: each starts once it is scrolled to.
  for (const element of await page.locator('dlx-lab').all()) await element.scrollIntoViewIfNeeded();
  await until(() => page.evaluate(async () => {
    await customElements.whenDefined('dlx-lab');
    await Promise.all([...document.querySelectorAll('dlx-lab')].map((el) => el.ready));
    return document.querySelectorAll('dlx-lab').length;
  }), "the guide's elements");
  // The iframe is lazy: it loads once it is scrolled to.
  await page.locator('iframe').scrollIntoViewIfNeeded();
  const frame = await until(() => page.frames().find((f) => f.url().includes('/embed.html')), "the guide's iframe");
  await until(async () => (await frame.getByRole('gridcell').count()) === 81, "the embed's grid");
  assert.deepEqual(await tryInjections(page, frame), [], 'embed.html keeps its CSP inside the sandbox');
});

test("the guide's height listener takes only well-formed messages from its own frame", async (t) => {
  const page = await browse(t, '__test__/plain.html');
  // The listener as the guide prints it (dist/embed-guide.html), run as a host page would.
  const guide = readFileSync(`${DIST}embed-guide.html`, 'utf8');
  const printed = guide.match(/&lt;script&gt;\n([\s\S]*?)&lt;\/script&gt;<\/code><\/pre>\s*<p>Without it/)[1];
  const listener = printed.replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  assert.match(listener, /event\.source/);
  await page.addScriptTag({ content: listener });
  await page.evaluate((hard) => {
    const frame = Object.assign(document.createElement('iframe'), { title: 'embed', width: 640, height: 100 });
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.src = `/embed.html?bd=${hard}&mode=steps&from=5`;
    document.querySelector('main').append(frame);
  }, HARD);
  const height = () => page.locator('iframe[title="embed"]').evaluate((f) => f.style.height);
  const embed = await until(() => page.frames().find((f) => f.url().includes('/embed.html')), 'the embed frame');
  await waitStat(page.frameLocator('iframe[title="embed"]'), 'steps', 5);
  // Sized by the embed's own messages: as tall as its content.
  const content = () => embed.evaluate(() => `${Math.ceil(document.documentElement.scrollHeight)}px`);
  await until(async () => (await height()) === (await content()), 'the iframe sized from its height messages');

  // From the frame itself, but not a height: ignored.
  await embed.evaluate(() => {
    for (const height of ['9000', '9000px', Number.NaN, Infinity, null, undefined, { height: 9000 }]) {
      parent.postMessage({ type: 'dlx-lab:height', height }, '*');
    }
    for (const junk of [9000, 'dlx-lab:height', null, [], { type: 'dlx-lab:Height', height: 9000 }]) parent.postMessage(junk, '*');
  });
  // Well formed, but from another window: the host page itself, and another frame.
  await page.evaluate(() => {
    postMessage({ type: 'dlx-lab:height', height: 9000 }, '*');
    const other = document.createElement('iframe');
    other.setAttribute('sandbox', 'allow-scripts');
    // The last message says the frame has posted its forgery.
    other.srcdoc = '<script>parent.postMessage({ type: "dlx-lab:height", height: 9000 }, "*"); parent.postMessage("other-done", "*")</script>';
    document.body.append(other);
  });
  await messagesDelivered(embed, page.mainFrame(), 'parent');
  await messagesDelivered(page, page.mainFrame(), 'self');
  await until(() => page.evaluate(() => window.messages.includes('other-done')), 'the other frame\'s messages');
  // (A frame made 9000 px tall would be 9000 px of content too: check both.)
  assert.notEqual(await height(), '9000px', 'no forged height was taken');
  assert.equal(await height(), await content(), 'the iframe keeps the height of its content');
  // window.messages (fixtures/record.js) shows the forged ones did arrive.
  assert.ok((await page.evaluate(() => window.messages)).filter((m) => m?.height === 9000).length >= 2);
});
