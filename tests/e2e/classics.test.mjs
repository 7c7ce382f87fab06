// The classic exact-cover puzzles in the page: N-queens, pentominoes and
// Langford pairs, each loaded from its picker and from its link, solved
// (the picture's solution checked by the puzzle's rules), stepped through
// and back, shared, rejected from a bad link, and checked by axe-core. The
// pictures are read by their accessible names, as a screen reader hears
// them. Screenshots of each kind solved and mid-search are saved too
// (harness.mjs's SHOTS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHOTS, assertAccessible, mount, useBrowser } from './harness.mjs';

const browse = useBrowser();

/** The app page at `query`, once its puzzle is loaded and its step-through ready (axe-core may be injected). */
async function app(t, query = '', options = {}) {
  const page = await browse(t, query, { viewport: { width: 1280, height: 1000 }, bypassCSP: true, ...options });
  await page.getByRole('status').filter({ hasText: /loaded|Showing|Empty|not loaded/ }).waitFor({ timeout: 20000 });
  return page;
}

/** Waits until a status line says `pattern`; returns its text. */
async function waitStatus(page, pattern) {
  const line = page.getByRole('status').filter({ hasText: pattern }).first();
  await line.waitFor({ timeout: 20000 });
  return line.textContent();
}

const ready = (page) => page.locator('#narration').filter({ hasText: 'Ready' }).waitFor({ timeout: 20000 });
const picture = (page, name) => page.getByRole('img', { name });
const label = (page, name) => picture(page, name).getAttribute('aria-label');

async function solve(page) {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  return waitStatus(page, /Solved|Searched/);
}

/** Steps until the picture's name matches `pattern`, at most `max` steps; returns the name. */
async function stepUntil(page, img, pattern, max = 40) {
  for (let i = 0; i < max; i++) {
    const now = await img.getAttribute('aria-label');
    if (pattern.test(now)) return now;
    await page.getByRole('button', { name: 'Step', exact: true }).click();
  }
  assert.fail(`no step of ${max} made the picture say ${pattern}; it says: ${await img.getAttribute('aria-label')}`);
}

/** Checks `squares` ('a1', 'c2', …) as n queens that attack no other. */
function assertQueens(squares, n) {
  assert.equal(squares.length, n, `${n} queens`);
  const at = squares.map((s) => [s.charCodeAt(0) - 97, Number(s.slice(1)) - 1]);
  for (const [c, r] of at) assert.ok(c >= 0 && c < n && r >= 0 && r < n, `${c},${r} on the board`);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [[c1, r1], [c2, r2]] = [at[i], at[j]];
      assert.ok(c1 !== c2 && r1 !== r2 && Math.abs(c1 - c2) !== Math.abs(r1 - r2), `${squares[i]} and ${squares[j]} do not attack each other`);
    }
  }
}

const queensOf = (name) => /queens? at ([a-p]\d+(?:, [a-p]\d+)*)/.exec(name)?.[1].split(', ') ?? [];

/** Checks a pentomino tiling named in `name`: 12 pieces of 5 cells each, every cell of the board but the holes covered once. */
function assertTiling(name, rows, cols, holes = []) {
  const pieces = [...name.matchAll(/([A-Z]) at ((?:r\d+c\d+ ?)+)/g)].map(([, piece, cells]) => ({ piece, cells: cells.trim().split(' ') }));
  assert.deepEqual(pieces.map((p) => p.piece).sort().join(''), 'FILNPTUVWXYZ', 'the 12 pieces, once each');
  for (const { piece, cells } of pieces) assert.equal(new Set(cells).size, 5, `${piece} covers 5 cells`);
  const covered = pieces.flatMap((p) => p.cells).sort();
  const board = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (!holes.includes(`r${r}c${c}`)) board.push(`r${r}c${c}`);
  assert.deepEqual(covered, board.sort(), 'every cell covered once');
}

/** Checks a Langford sequence for n: each k twice, with k numbers between its two places. */
function assertLangford(sequence, n) {
  const values = sequence.split(' ').map(Number);
  assert.equal(values.length, 2 * n);
  for (let k = 1; k <= n; k++) {
    const places = values.flatMap((v, i) => (v === k ? [i] : []));
    assert.equal(places.length, 2, `${k} appears twice`);
    assert.equal(places[1] - places[0], k + 1, `${k} numbers between the two ${k}s`);
  }
}

const sequenceOf = (name) => /solution, ([\d ]+)\.$/.exec(name)?.[1];

test('N-queens: from its picker and its link, Solve draws N queens that attack no other; Share writes the link', async (t) => {
  const page = await app(t);
  await page.getByLabel('Puzzle type').selectOption({ label: 'N-queens' });
  await waitStatus(page, '8-queens loaded');
  assert.match(await label(page, /^8-queens board/), /: no queen placed\.$/);
  await page.getByLabel('Board size N').selectOption('6');
  await waitStatus(page, '6-queens loaded: 36 options');
  assert.match(await solve(page), /^Solved: more than one solution \(showing one\), shown in the picture\./);
  assertQueens(queensOf(await label(page, /^6-queens board: solution/)), 6);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await waitStatus(page, /Link copied|address bar/);
  assert.equal(new URL(page.url()).searchParams.get('queens'), '6');
  // No solution for 3: said, not an error.
  await page.getByLabel('Board size N').selectOption('3');
  await waitStatus(page, '3-queens loaded');
  assert.match(await solve(page), /^Searched: no solution\./);
  // The Puzzle box takes the size too, and says which sizes there are.
  assert.equal(await page.getByLabel('Puzzle', { exact: true }).inputValue(), '3');
  await page.getByLabel('Puzzle', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await waitStatus(page, '10-queens loaded');
  assert.equal(await page.getByLabel('Board size N').inputValue(), '10');
  await page.getByLabel('Puzzle', { exact: true }).fill('17');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: "N-queens is for a size that is a number from 1 to 16, not '17'." }).waitFor();
  assert.match(await label(page, /^10-queens board/), /no queen placed/);

  const linked = await app(t, '?queens=12');
  await waitStatus(linked, '12-queens loaded');
  assert.equal(await linked.getByLabel('Board size N').inputValue(), '12');
  await solve(linked);
  assertQueens(queensOf(await label(linked, /^12-queens board: solution/)), 12);
});

test('pentominoes: from its picker and its link, Solve tiles the board with the 12 pieces', async (t) => {
  const page = await app(t);
  await page.getByLabel('Puzzle type').selectOption({ label: 'Pentominoes' });
  await waitStatus(page, 'Pentominoes on 6×10 loaded');
  await page.getByLabel('Pentomino board').selectOption('8x8');
  await waitStatus(page, 'Pentominoes on 8×8 loaded');
  const holes = ['r3c3', 'r3c4', 'r4c3', 'r4c4'];
  assert.match(await label(page, /^Pentominoes on 8×8/), /with holes at r3c3 r3c4 r4c3 r4c4: no piece placed\.$/);
  await solve(page);
  assertTiling(await label(page, /^Pentominoes on 8×8.*: solution/), 8, 8, holes);
  // Each covered cell shows its piece's letter, not only its colour.
  assert.equal(await page.locator('.pentominoes .tile.piece').count(), 60);
  assert.equal(await page.locator('.pentominoes .hole').count(), 4);
  const letters = await page.locator('.pentominoes .tile').evaluateAll((cells) => cells.map((c) => c.textContent));
  assert.ok(letters.every((l) => /^[FILNPTUVWXYZ]$/.test(l)));

  const linked = await app(t, '?pentominoes=3x20');
  await waitStatus(linked, 'Pentominoes on 3×20 loaded');
  await solve(linked);
  assertTiling(await label(linked, /^Pentominoes on 3×20: solution/), 3, 20);
});

test('Langford pairs: from its picker and its link, Solve places each k with k numbers between; n = 5 has none, and says why', async (t) => {
  const page = await app(t);
  await page.getByLabel('Puzzle type').selectOption({ label: 'Langford pairs' });
  await waitStatus(page, 'Langford pairs for n = 7 loaded');
  await page.getByLabel('Number of pairs n').selectOption('4');
  await waitStatus(page, 'Langford pairs for n = 4 loaded');
  await solve(page);
  assertLangford(sequenceOf(await label(page, /^Langford pairs, n = 4: solution/)), 4);

  const linked = await app(t, '?langford=7');
  await waitStatus(linked, 'Langford pairs for n = 7 loaded');
  await solve(linked);
  assertLangford(sequenceOf(await label(linked, /^Langford pairs, n = 7: solution/)), 7);

  const none = await app(t, '?langford=5');
  assert.match(await waitStatus(none, 'loaded'), /There is no arrangement for n = 5: Langford pairs exist only for n ≡ 0 or 3 \(mod 4\)/);
  assert.match(await solve(none), /^Searched: no solution\. .* There is no arrangement for n = 5/);
  assert.match(await label(none, /^Langford pairs, n = 5/), /10 empty places/);
});

test('the Examples menu opens each classic', async (t) => {
  const page = await app(t);
  for (const [example, loaded, name] of [
    ['8 queens (92 solutions)', '8-queens loaded', /^8-queens board/],
    ['Pentominoes on 6×10 (2,339 tilings up to symmetry)', 'Pentominoes on 6×10 loaded', /^Pentominoes on 6×10/],
    ['Langford pairs, n = 7 (26 up to reversal)', 'Langford pairs for n = 7 loaded', /^Langford pairs, n = 7/],
  ]) {
    await page.getByLabel('Examples').selectOption({ label: example });
    await waitStatus(page, loaded);
    assert.equal(await picture(page, name).count(), 1);
  }
});

/** Each kind's link, the picture's name while searching with one option placed, and with none. */
const KINDS = [
  { id: 'queens', query: '?queens=8', img: /^8-queens board/, one: /search, 1 queen at [a-h]\d; trying [a-h]\d\.$/, none: /: no queen placed\.$/ },
  { id: 'pentominoes', query: '?pentominoes=6x10', img: /^Pentominoes on 6×10/, one: /search, 1 piece: [A-Z] at (r\dc\d ?){5}; trying [A-Z]\.$/, none: /: no piece placed\.$/ },
  { id: 'langford', query: '?langford=7', img: /^Langford pairs, n = 7/, one: /search, 1 of 7 pairs placed, .*; trying \d+ at places \d+ and \d+\.$/, none: /: 14 empty places\.$/ },
];

for (const kind of KINDS) {
  test(`${kind.id}: stepping shows the partial placement and the option tried; Back takes it away`, async (t) => {
    const page = await app(t, kind.query);
    await ready(page);
    const img = picture(page, kind.img);
    assert.match(await img.getAttribute('aria-label'), kind.none);
    await stepUntil(page, img, kind.one);
    // The tried option is highlighted in the picture.
    assert.ok(await page.locator('.classic-picture .trying').count() > 0);
    // Further down the search, more is placed.
    const deeper = await stepUntil(page, img, /search, (2 queens|2 pieces|2 of 7 pairs)/);
    assert.match(deeper, /trying/);
    for (let i = 0; i < 100 && !kind.none.test(await img.getAttribute('aria-label')); i++) {
      await page.getByRole('button', { name: 'Back', exact: true }).click();
    }
    assert.match(await img.getAttribute('aria-label'), kind.none);
    assert.equal(await page.locator('.classic-picture .trying').count(), 0);
  });
}

test('Solve shows its solution in the middle of a search, and the next Step shows the search again', async (t) => {
  const page = await app(t, '?queens=8');
  await ready(page);
  const img = picture(page, /^8-queens board/);
  await stepUntil(page, img, /search, 1 queen/);
  await solve(page);
  assertQueens(queensOf(await img.getAttribute('aria-label')), 8);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await stepUntil(page, img, /search, \d queens? at/);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await waitStatus(page, 'Solution cleared');
});

test('a bad classic link is said in the status, never run as markup', async (t) => {
  for (const [query, said] of [
    ['?queens=99', "The link's N-queens (queens='99') is not a number from 1 to 16."],
    ['?langford=1', "The link's Langford pairs (langford='1') is not a number from 2 to 16."],
    ['?pentominoes=9x9', "The link's Pentominoes (pentominoes='9x9') is not one of 6x10, 5x12, 4x15, 3x20, 8x8."],
  ]) {
    const page = await app(t, query);
    assert.equal(await waitStatus(page, 'Showing an empty grid'), `${said} Showing an empty grid.`);
  }
  const hostile = await app(t, `?queens=${encodeURIComponent('<img src=x onerror="window.pwned=1">')}`);
  assert.match(await waitStatus(hostile, 'Showing an empty grid'), /queens='<img src=x onerror="…'/);
  assert.equal(await hostile.locator('img').count(), 0);
  assert.equal(await hostile.evaluate(() => window.pwned), undefined);
});

test('the element takes kind="queens" and the embed a classic link', async (t) => {
  const page = await browse(t, '__test__/plain.html');
  const { el } = await mount(page, { kind: 'queens', puzzle: '5' });
  await el.getByRole('button', { name: 'Solve', exact: true }).click();
  await el.getByRole('status').filter({ hasText: 'Solved' }).waitFor({ timeout: 20000 });
  assertQueens(queensOf(await el.getByRole('img', { name: /^5-queens board: solution/ }).getAttribute('aria-label')), 5);

  const embed = await browse(t, 'embed.html?langford=99');
  await embed.getByRole('status').filter({ hasText: "Langford pairs is for a size that is a number from 2 to 16, not '99'." }).waitFor({ timeout: 20000 });
  const good = await browse(t, 'embed.html?pentominoes=4x15');
  await good.getByRole('status').filter({ hasText: 'Pentominoes on 4×15 loaded' }).waitFor({ timeout: 20000 });
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe-core finds nothing serious with each picture solved and mid-search (${colorScheme}); screenshots`, async (t) => {
    for (const kind of KINDS) {
      const page = await app(t, kind.query, { colorScheme, viewport: { width: 1280, height: 1300 } });
      await ready(page);
      const img = picture(page, kind.img);
      await stepUntil(page, img, /search, (3 queens|3 pieces|3 of 7 pairs)/, 200);
      await assertAccessible(page);
      const suffix = colorScheme === 'dark' ? '-dark' : '';
      // The picture, the narration and the matrix in one view.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}${kind.id}-step${suffix}.png` });
      await solve(page);
      await assertAccessible(page);
      await page.locator('.board-panel').screenshot({ path: `${SHOTS}${kind.id}-solved${suffix}.png` });
    }
  });
}

test('the narration says what a classic item means, in the picture’s words', async (t) => {
  const narration = async (page) => (await page.locator('#narration').textContent()).trim();
  const step = (page) => page.getByRole('button', { name: 'Step', exact: true }).click();
  const queens = await app(t, '?queens=8');
  await ready(queens);
  assert.equal(await queens.getByLabel('Solver').isVisible(), false, 'the sudoku engines stand aside');
  await step(queens);
  assert.equal(await narration(queens), 'Choose item r0 (rank 1 needs a queen), which has 8 options.');
  await step(queens);
  await step(queens);
  // The first option, r0 c0 a0 b7: a1, whose diagonals are a corner and the long one.
  assert.match(await narration(queens), /^Try option .*cover its other items c0 \(file a needs a queen\), a0 \(at most one queen on a1, a corner\), and b7 \(at most one queen on the diagonal a1–h8\)/);

  const pentominoes = await app(t, '?pentominoes=3x20');
  await ready(pentominoes);
  await step(pentominoes);
  assert.match(await narration(pentominoes), /^Choose item (?:[A-Z] \(piece [A-Z] is placed\)|r\d+c\d+ \(the square in row \d+, column \d+ is covered\)), which has/);

  const langford = await app(t, '?langford=7');
  await ready(langford);
  await step(langford);
  assert.match(await narration(langford), /^Choose item (?:\d+ \(the two \d+s are placed\)|s\d+ \(place \d+ holds a number\)), which has/);

  // The meanings are the library's, in the page's language, also when it
  // changes mid-search.
  await queens.getByLabel('Language').selectOption('zh-CN');
  await queens.getByRole('button', { name: '单步', exact: true }).click();
  // Only the meanings speak of queens: the sentence around them is Knuth's.
  assert.match(await narration(queens), /要放一个皇后|至多放一个皇后/);
});
