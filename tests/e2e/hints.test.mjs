// Hints that teach, in the page: graded hints (a nudge, the technique, the
// full step, then Apply), an elimination applied to the player's pencil
// marks, "Why?" in the matrix, and New puzzle at a level and seed, shared.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHOTS, until, useBrowser, waitStatus } from './harness.mjs';

const browse = useBrowser();

const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

/** The app page at `query`, once its puzzle is loaded. */
async function app(t, query = '') {
  const page = await browse(t, query);
  await page.getByRole('status').filter({ hasText: /loaded|Showing|Empty|not loaded/ }).waitFor({ timeout: 20000 });
  return page;
}

const cell = (page, r, c) => page.getByRole('gridcell', { name: new RegExp(`^row ${r}, column ${c},`) });
const hintText = (page) => page.locator('#hint-text').textContent();

/** Presses Hint and waits for the status to say the depth. */
async function press(page, depth) {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, new RegExp(`\\(${depth} of 3\\)`));
}

test('a Hint never waits behind the rating: a 16×16 extreme is still being rated when its first hint shows', async (t) => {
  // Rating this puzzle (tests/data/16x16/generated_extreme.txt, line 1)
  // takes seconds: the whole catalogue, then search. Its first hint takes
  // milliseconds, in a worker of its own: in one queue it came after the
  // rating, as a jigsaw's hint once came after the rating of the puzzle
  // shown before it (variants.test.mjs).
  const page = await app(t, '?p=.AO......BK.HC...FG.KOBC....N...BH.NGL......D.J...J..P...ADN....N..F.E....J..M..K.........B...P..J..N.IDP.FA..G.DG.......M.L.IH...N.EG.ID......J.O.A.CFML.......HEM...P..O.C..K............PA.M.PB.O.F.J...KE.A..IE.M..NA...CJ.....G....O.CJ.KI.......HGN....LDB&box=4x4');
  const rating = page.locator('.rating');
  assert.equal(await rating.textContent(), 'Rating…');
  await press(page, 1);
  assert.equal(await rating.textContent(), 'Rating…', 'the hint came first');
  await rating.filter({ hasText: /extreme/ }).waitFor({ timeout: 60000 });
});

test('Hint goes deeper at each press: a nudge, the technique, the full step; Apply fills the cell', async (t) => {
  const page = await app(t, `?bd=${EULER}`);
  const apply = page.getByRole('button', { name: 'Apply hint' });
  await press(page, 1);
  assert.match(await hintText(page), /^Look at /);
  assert.ok(await page.locator('.cell.hinted').count() > 0, 'the nudge highlights where to look');
  assert.equal(await apply.isDisabled(), true, 'a nudge gives nothing away to apply');
  await press(page, 2);
  assert.match(await hintText(page), /^(Naked|Hidden) single (at|in) /);
  await press(page, 3);
  const full = await hintText(page);
  assert.match(full, /In the matrix: Item \S+ has one option left/);
  const [, r, c, v] = /r(\d)c(\d) = (\d)/.exec(full);
  await apply.click();
  await until(async () => (await cell(page, r, c).getAttribute('aria-label')).includes(`${v}, entry`), `r${r}c${c} = ${v}`);
  const solution = await page.evaluate(async () => (await import('./element/wasm/dlx-lab.js')).solve(document.querySelector('#puzzle-text').value).grid);
  assert.equal(solution[(r - 1) * 9 + (c - 1)], Number(v), 'the hint agrees with the solution');
  assert.deepEqual(page.problems, []);
});

// A Kaggle puzzle after its singles: the next step is Claiming, which
// removes 4 from r2c5, r3c4 and r3c5.
const CLAIMING = '..3..1865.8.3.6..1.......3...5...316431695..8..213.594256813.4.347569182..8274653';

test('an elimination hint is applied to the pencil marks, and Undo takes it back', async (t) => {
  const page = await app(t, `?bd=${CLAIMING}`);
  await page.getByRole('button', { name: 'Fill candidates' }).click();
  await until(async () => /pencil marks .*4/.test(await cell(page, 2, 5).getAttribute('aria-label')), 'r2c5 pencilled with 4');
  await press(page, 1);
  await press(page, 2);
  assert.equal(await hintText(page), 'Claiming: 4 in row 1 is locked in box 2.');
  await press(page, 3);
  assert.match(await hintText(page), /remove 4 from r2c5, r3c4 and r3c5\. In the matrix: Item R1#4 has all its options inside B2#4/);
  await page.getByRole('button', { name: 'Apply hint' }).click();
  await waitStatus(page, /removed 3 candidates from your pencil marks/);
  for (const [r, c] of [[2, 5], [3, 4], [3, 5]]) {
    assert.doesNotMatch(await cell(page, r, c).getAttribute('aria-label'), /pencil marks [^,]*4/, `r${r}c${c} lost its 4`);
  }
  // The next hint works on the marks as they are now.
  await press(page, 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await until(async () => /pencil marks [^,]*4/.test(await cell(page, 2, 5).getAttribute('aria-label')), 'Undo brings the 4 back');
  assert.deepEqual(page.problems, []);
});

test('Why? marks the hint\'s items in the step-through matrix, and the legend says so', async (t) => {
  const page = await app(t, `?bd=${CLAIMING}`);
  const blue = page.getByRole('list', { name: 'Matrix legend' }).getByRole('listitem').filter({ hasText: "blue columns: the items a hint's Why?" });
  assert.equal(await blue.isVisible(), false, 'no hint, no blue entry');
  await press(page, 1);
  await page.getByRole('button', { name: 'Why?' }).click();
  await blue.waitFor();
  await until(async () => /marked in blue/.test(await page.locator('#narration').textContent()), 'the narration names the columns');
  const narration = await page.locator('#narration').textContent();
  assert.match(narration, /R1#4 \(row 1 has 4\), 2 options left; B2#4 \(box 2 has 4\), 5 options left/);
  assert.deepEqual(page.problems, []);
});

test('on a phone, a chain\'s rings stand on their digits, the eliminated one is struck, and links bend around the givens', async (t) => {
  const first = await app(t, `?bd=${SE71}`);
  const state = await upToAChain(first, SE71);
  assert.ok(state, 'a chain on the way');
  const bytes = Buffer.alloc(81 * 2);
  state.marks.forEach((m, i) => bytes.writeUInt16LE(m, 2 * i));
  const page = await browse(t, `?bd=${SE71}&e=${state.e}&m=${bytes.toString('base64url')}`, { viewport: { width: 390, height: 844 }, touch: true });
  await page.getByRole('status').filter({ hasText: /loaded|Showing/ }).waitFor();
  for (const depth of [1, 2, 3]) await press(page, depth);
  const svg = page.locator('.sudoku > svg.chain');
  await svg.locator('circle').first().waitFor();
  const { chain, eliminations } = state.hint;
  // Each ring's digit is shown in its cell, where the ring is.
  for (const [r, c, v] of chain.flatMap((node) => node.cells)) {
    const digits = await cell(page, r + 1, c + 1).locator('.marks span').allTextContents();
    assert.ok(digits.includes(String(v)), `r${r + 1}c${c + 1} shows ${v}: ${digits}`);
  }
  for (const [r, c, v] of eliminations) {
    assert.equal(await cell(page, r + 1, c + 1).locator('.marks span.struck').filter({ hasText: String(v) }).count(), 1, `r${r + 1}c${c + 1}: ${v} struck`);
  }
  // No link runs over the centre of a cell with a digit: the curve's points, in cells.
  const crossing = await page.evaluate(() => {
    const svg = document.querySelector('.sudoku > svg.chain');
    const given = new Set([...document.querySelectorAll('.sudoku .cell')].map((c, i) => (/\d/.test(c.textContent) && !c.querySelector('.marks') ? i : -1)).filter((i) => i >= 0));
    const bad = [];
    for (const path of svg.querySelectorAll('path')) {
      for (let k = 4; k <= 96; k += 2) {
        const { x, y } = path.getPointAtLength((path.getTotalLength() * k) / 100);
        const i = Math.floor(y) * 9 + Math.floor(x);
        if (given.has(i) && Math.hypot(x - Math.floor(x) - 0.5, y - Math.floor(y) - 0.5) < 0.25) bad.push(i);
      }
    }
    return bad;
  });
  assert.deepEqual(crossing, [], 'links over a digit');
  await page.locator('.sudoku').screenshot({ path: `${SHOTS}hint-chain-phone.png` });
});

test('New puzzle at a level and seed: the known puzzle, rated, and a link that carries the seed', async (t) => {
  const page = await app(t);
  await page.getByLabel('Level').selectOption('medium');
  await page.getByLabel('Seed', { exact: true }).first().fill('2026');
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await until(async () => (await page.locator('#puzzle-text').inputValue()).startsWith('9..3'), 'the generated puzzle');
  assert.equal(await page.locator('#puzzle-text').inputValue(), '9..3........9.75..26.4..7....68..........1..7.14...6....2.3.....79....23.8..2..4.');
  await until(async () => /^Rating: medium/.test(await page.locator('#rating').textContent()), 'the rating');
  assert.match(await page.locator('#rating').textContent(), /hardest step is naked pair\. DLX solves it in [\d,]+ search nodes\. Generated at level medium with seed 2026\./);
  await page.getByRole('button', { name: 'Share' }).click();
  await until(async () => (await page.locator('#share-link').inputValue()) !== '', 'a link');
  const link = new URL(await page.locator('#share-link').inputValue());
  assert.equal(link.searchParams.get('seed'), '2026');
  assert.equal(link.searchParams.get('level'), 'medium');
  const again = await app(t, link.search);
  await until(async () => /seed 2026/.test(await again.locator('#rating').textContent()), 'the link keeps the seed');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(again.problems, []);
});

/** SE 7.1 (tests/data/9x9/se_rated_sample.txt, its first line). */
const SE71 = '003506400000000000950000087060801030400000001008000200000243000300080005041090720';

/**
 * The game on `puzzle` once hints (worked out by the page's own wasm
 * module) have been applied up to the first one that is a chain of strong
 * links: `{ e, m }` for a link (entries; marks, two bytes a cell,
 * little-endian, base64url), and that hint.
 */
async function upToAChain(page, puzzle) {
  return page.evaluate(async (givens) => {
    // The hints are in the logic module (www/worker/wasm.js), fetched on first use.
    const api = await import('./element/wasm/dlx-lab-logic.js');
    await api.default();
    const cells = [...givens].map(Number);
    // Every candidate pencilled in, as Fill candidates does.
    const marks = Array.from(api.gridInfo(Uint8Array.from(cells)).candidates);
    for (let k = 0; k < 300; k++) {
      const h = api.hint(cells.join(''), { givens, marks });
      if (h.links.some((l) => l.strong)) {
        const e = cells.map((v, i) => (v && givens[i] === '0' ? String(v) : '.')).join('');
        return { e, marks, hint: h };
      }
      for (const [r, c, v] of h.placements) { cells[r * 9 + c] = v; marks[r * 9 + c] = 0; }
      for (const [r, c, v] of h.eliminations) marks[r * 9 + c] &= ~(1 << (v - 1));
    }
    return null;
  }, puzzle);
}

test('a chain\'s full step is drawn on the grid, and the rating gives the SE estimate', async (t) => {
  const first = await app(t, `?bd=${SE71}`);
  await until(async () => /^Rating: \w+ · SE ≈ \d\.\d, its hardest step is/.test(await first.locator('#rating').textContent()), 'the rating with its estimate');
  const state = await upToAChain(first, SE71);
  assert.ok(state, 'a chain on the way');
  const bytes = Buffer.alloc(81 * 2);
  state.marks.forEach((m, i) => bytes.writeUInt16LE(m, 2 * i));
  const page = await app(t, `?bd=${SE71}&e=${state.e}&m=${bytes.toString('base64url')}`);
  for (const depth of [1, 2, 3]) await press(page, depth);
  const text = await hintText(page);
  assert.ok(text.includes(state.hint.explanation), 'the full step, as the module gives it');
  assert.match(text, / = /, 'in HoDoKu\'s notation');
  assert.match(text, /solid lines are strong links, dashed lines weak ones/);
  const svg = page.locator('.sudoku > svg.chain');
  const { chain, links } = state.hint;
  const rings = chain.reduce((k, node) => k + node.cells.length, 0);
  await until(async () => (await svg.locator('circle').count()) === rings, `${rings} rings`);
  assert.equal(await svg.locator('circle.on').count(), chain.filter((x) => x.on).reduce((k, x) => k + x.cells.length, 0));
  assert.equal(await svg.locator('path.strong').count(), links.filter((l) => l.strong).length);
  assert.equal(await svg.locator('path.weak').count(), links.filter((l) => !l.strong).length);
  assert.equal(await svg.getAttribute('aria-hidden'), 'true');
  await page.locator('.sudoku').screenshot({ path: `${SHOTS}hint-chain.png` });
  // Applied, the step's drawing goes with it.
  await page.getByRole('button', { name: 'Apply hint' }).click();
  await until(async () => (await svg.locator('circle').count()) === 0, 'the drawing cleared');
  assert.deepEqual(first.problems, []);
  assert.deepEqual(page.problems, []);
});
