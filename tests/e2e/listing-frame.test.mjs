// Issue 49, seam 3: the listing's frame is the step's. At every event of
// every listing (Knuth's X and M, the C++ `dance`, repeat.cpp) the Code
// panel's variables are those of the call whose lines are marked, so the
// narration and the strip name the same item: at a dead end the item
// uncovered with siz[c] = 0 one level down, not its caller's item; and Back
// to a step shows the strip that stepping to it showed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mount, recorded, until, useBrowser, waitStat } from './harness.mjs';
import sudokuExamples from '../../www/kinds/sudoku/examples.js';
import coverExamples from '../../www/kinds/cover/examples.js';
import repeatExamples from '../../www/kinds/repeat/examples.js';

const browse = useBrowser();

const example = (name) => [...sudokuExamples, ...coverExamples, ...repeatExamples].find((e) => e.name === name).text;
/** The app page's opening puzzle: its search first backtracks at step 15. */
const OPENING = example('example-backtrack');
const KNUTH = example('example-knuth');

/**
 * B needs two options and has two, but A's first option shuts out the
 * other one, A B: choose A, try option A, and B has 1 left, a dead end one
 * level down, below A's frame.
 */
const DEAD_BELOW = 'A 2:2|B\nA\nA B\nB';

/** The events whose sentence names the item of the frame they mark. */
const NAMES_ITEM = ['choose', 'cover', 'uncover', 'leave', 'close', 'dead'];
/** Where a search is done with an item and backs up to its caller. */
const BACKS_UP = ['uncover', 'leave'];
/** Calls that choose no item: a solution, or repeated cover's cut. */
const CHOOSES_NONE = ['solution', 'prune'];

/** The Code panel of `scope` (a page or an element): its variables by name (data-var) and its marked lines' text. */
async function codeShown(scope) {
  const region = scope.locator('.code-panel');
  const vars = Object.fromEntries(await region.locator('.code-vars > div').evaluateAll((divs) =>
    divs.map((d) => [d.dataset.var, d.querySelector('dd').textContent])));
  const lines = await region.locator('[aria-current="step"]').allTextContents();
  return { vars, lines: lines.map((line) => line.trim()) };
}

/** The label of the item the strip names (the C++'s c, Knuth's i): 'R4#4', 'A'; null for none. */
function stripItem(vars) {
  const text = vars.c ?? vars.item;
  if (text === '–') return null;
  return text.match(vars.c ? /^\d+ \(([^\s)]+)/ : /^(\S+)/)[1];
}

/** The label of the item narration `said` names: 'R4#4' in 'Item R4#4 (row 4 has 4) has no options left…'. */
function saidItem(said) {
  const item = said.match(/\bitem ([^\s,:]+)/i);
  assert.ok(item, `the narration names an item: ${said}`);
  return item[1];
}

/** The level of the frame (the C++'s dep, Knuth's l), or undefined for a listing whose figure is the set's size. */
const levelOf = ({ dep, level }) => dep ?? level;

/** The strip without the variables of the option tried and of the matrix as a whole. */
const frame = (vars) => Object.fromEntries(Object.entries(vars).filter(([name]) => !['node', 'option', 'h', 'limit'].includes(name)));

/** Presses button `name` of `el` (id `id`) and resolves to the detail of the dlx-step it sent (Back sends one too). */
async function press(page, el, id, name) {
  const count = (await recorded(page, 'dlx-step', id)).length;
  await el.getByRole('button', { name, exact: true }).click();
  const events = await until(async () => {
    const all = await recorded(page, 'dlx-step', id);
    return all.length > count && all;
  }, `the dlx-step of ${name}`);
  return events[count].detail;
}

/**
 * Steps `el` (id `id`) `n` times or to the end of its search, checking at
 * each step that the strip is the marked frame's: the item the narration
 * names; at a choice, the level of the calls open above it; where the
 * search backs up from an item, the frame as it was chosen; at a solution
 * or a cut, a call with no item. Then Back to the start, checking that each
 * step shows what stepping to it did. Resolves to the kinds of event met.
 */
async function walk(page, el, id, n) {
  const narration = el.locator('.narration');
  const shown = [await codeShown(el)];
  /** The strips of the choices whose frames are open, innermost last. */
  const open = [];
  const kinds = new Set();
  let done = false;
  for (let i = 1; i <= n; i++) {
    const { event: kind } = await press(page, el, id, 'Step');
    done = kind === 'done';
    if (done) break;
    kinds.add(kind);
    const now = await codeShown(el);
    const said = await narration.textContent();
    const where = `step ${i} (${kind}): ${said} | ${JSON.stringify(now.vars)}`;
    if (NAMES_ITEM.includes(kind)) assert.equal(stripItem(now.vars), saidItem(said), where);
    if ((kind === 'choose' || CHOOSES_NONE.includes(kind)) && levelOf(now.vars) !== undefined) {
      assert.equal(Number(levelOf(now.vars)), open.length, `the level: ${where}`);
    }
    if (CHOOSES_NONE.includes(kind)) assert.equal(stripItem(now.vars), null, `no item chosen yet: ${where}`);
    if (kind === 'choose') open.push(frame(now.vars));
    if (BACKS_UP.includes(kind)) assert.deepEqual(frame(now.vars), open.pop(), `the frame left, as it was chosen: ${where}`);
    shown.push(now);
  }
  // Back: at the end of the search its done first, which leaves the last step shown.
  for (let i = shown.length - (done ? 1 : 2); i >= 0; i--) {
    const { step } = await press(page, el, id, 'Back');
    assert.equal(step, i);
    assert.deepEqual(await codeShown(el), shown[i], `step ${i}, reached by Back`);
  }
  return kinds;
}

test('the app page\'s first backtrack: the C++ strip is the dead end\'s call, as the narration says, and so is the uncover two steps on', async (t) => {
  const page = await browse(t, '', { viewport: { width: 1280, height: 1400 } });
  await page.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  const region = page.getByRole('region', { name: 'Code' });
  await region.getByLabel('Listing').selectOption({ label: 'C++ (OI template)' });
  const narration = page.locator('#narration');
  await page.getByRole('button', { name: 'Next backtrack' }).click();
  await waitStat(page, 'steps', 15);
  const said = await narration.textContent();
  assert.match(said, /has no options left/);
  assert.equal(saidItem(said), 'R4#4');
  const deadEnd = await codeShown(page);
  assert.equal(stripItem(deadEnd.vars), 'R4#4', JSON.stringify(deadEnd.vars));
  assert.equal(deadEnd.vars.siz, '0');
  assert.equal(deadEnd.vars.dep, '4');
  assert.deepEqual(deadEnd.lines, ['resume(c);']);
  // Step 16 undoes the caller's option; step 17 uncovers the caller's item, one level up.
  for (const n of [16, 17]) {
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await waitStat(page, 'steps', n);
  }
  const uncover = await codeShown(page);
  assert.equal(stripItem(uncover.vars), saidItem(await narration.textContent()), JSON.stringify(uncover.vars));
  assert.equal(stripItem(uncover.vars), 'r6c3');
  assert.equal(uncover.vars.dep, '3');
  // Back to the dead end: the strip stepping to it showed.
  for (const n of [16, 15]) {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitStat(page, 'steps', n);
  }
  assert.deepEqual(await codeShown(page), deadEnd);
});

// The opening sudoku backtracks first at step 15 and uncovers at 17: 30 steps pass both.
for (const [name, puzzle, kind, steps] of [["Knuth's example", KNUTH, 'cover', 60], ['the opening sudoku', OPENING, 'sudoku', 30]]) {
  for (const listing of ['knuth', 'cpp']) {
    test(`${name}, listing ${listing}: ${steps} steps with the strip of the frame marked, and the same strips by Back`, async (t) => {
      const page = await browse(t, '__test__/plain.html');
      const { id, el } = await mount(page, { puzzle, kind, mode: 'steps', code: listing });
      const kinds = await walk(page, el, id, steps);
      assert.ok(['choose', 'cover', 'try', 'undo', 'uncover'].every((k) => kinds.has(k)), [...kinds].join());
    });
  }
}

test('repeated cover (repeat.cpp): each item left is the one chosen, at its own dep, and a cut is a call with no c', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const { id, el } = await mount(page, { puzzle: example('example-repeat-knuth'), kind: 'repeat', mode: 'steps', code: 'cpp' });
  const kinds = await walk(page, el, id, 60);
  assert.ok(['choose', 'try', 'undo', 'leave', 'prune'].every((k) => kinds.has(k)), [...kinds].join());
});

for (const [name, puzzle, met] of [['a dead end below a choice', DEAD_BELOW, ['dead', 'leave']], ["DLX3's example", example('example-knuth-bounds'), ['dead', 'leave']]]) {
  test(`Algorithm M, ${name}: the item of the dead end and of each leave is the narration's`, async (t) => {
    const page = await browse(t, '__test__/plain.html');
    const { id, el } = await mount(page, { puzzle, kind: 'cover', mode: 'steps', code: 'knuth' });
    const kinds = await walk(page, el, id, 60);
    assert.ok(met.every((k) => kinds.has(k)), [...kinds].join());
  });
}
