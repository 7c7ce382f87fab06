// Saves screenshots of the main states to docs/screenshots/ (desktop and
// 360 px wide, light and dark). Run by `make screenshots` after `make site`.
import { open, launch, recordingPage, serve } from './harness.mjs';

const OUT = new URL('../../docs/screenshots/', import.meta.url).pathname;
const euler = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const server = await serve();
const browser = await launch();
const shots = [
  { name: 'sudoku-solved', query: '', act: async (p) => { await p.getByRole('button', { name: 'Solve' }).click(); await p.getByRole('status').filter({ hasText: 'solution' }).waitFor(); } },
  { name: 'sudoku-hint', query: `?bd=${euler}`, act: async (p) => { for (let depth = 1; depth <= 3; depth++) { await p.getByRole('button', { name: 'Hint', exact: true }).click(); await p.getByRole('status').filter({ hasText: `(${depth} of 3)` }).waitFor(); } await p.getByText('has one option left').waitFor(); } },
  { name: 'sixteen-solved', query: '', act: async (p) => { await p.getByLabel('Examples').selectOption({ label: '16×16 (POJ 3076 sample)' }); await p.getByRole('status').filter({ hasText: 'loaded' }).waitFor(); await p.getByRole('button', { name: 'Solve' }).click(); await p.getByRole('status').filter({ hasText: 'solution' }).waitFor(); } },
  { name: 'binary-solved', query: '', act: async (p) => { await p.getByLabel('Examples').selectOption({ label: 'Binary Sudoku (USACO 2011 sample: 3 toggles)' }); await p.getByRole('status').filter({ hasText: 'loaded' }).waitFor(); await p.getByRole('button', { name: 'Solve' }).click(); await p.getByRole('status').filter({ hasText: 'Minimum' }).waitFor(); } },
  { name: 'cover-solved', query: '', act: async (p) => { await p.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" }); await p.getByRole('status').filter({ hasText: 'loaded' }).waitFor(); await p.getByRole('button', { name: 'Solve' }).click(); await p.getByRole('status').filter({ hasText: 'solution' }).waitFor(); } },
];
/** Plays the search for `ms` at full speed, then pauses. */
async function playFor(p, ms) {
  await p.locator('#narration').filter({ hasText: 'Ready' }).waitFor();
  await p.getByLabel('Speed').fill('8');
  await p.getByRole('button', { name: 'Play' }).click();
  await p.waitForTimeout(ms);
  if (await p.getByRole('button', { name: 'Pause' }).count()) await p.getByRole('button', { name: 'Pause' }).click();
  await p.waitForTimeout(300);
}
const hardest = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const panels = [
  { name: 'steps-9x9', query: `?bd=${hardest}`, act: async (p) => { await p.locator('#narration').filter({ hasText: 'Ready' }).waitFor(); await p.getByLabel('Speed').fill('5'); await p.getByRole('button', { name: 'Play' }).click(); await p.getByRole('button', { name: 'Pause' }).waitFor(); await p.waitForTimeout(1500); await p.getByRole('button', { name: 'Pause' }).click(); await p.waitForTimeout(300); } },
  { name: 'steps-16x16', query: '', act: async (p) => { await p.getByLabel('Examples').selectOption({ label: '16×16 (POJ 3076 sample)' }); await p.locator('#narration').filter({ hasText: 'Ready: 4,096' }).waitFor(); await playFor(p, 40); } },
  { name: 'links-knuth', query: '', act: async (p) => { await p.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" }); await p.locator('#narration').filter({ hasText: 'Ready: 6' }).waitFor(); for (let i = 0; i < 3; i++) await p.getByRole('button', { name: 'Step', exact: true }).click(); await p.waitForTimeout(400); } },
];
for (const shot of panels) {
  for (const colorScheme of ['light', 'dark']) {
    const page = await open(browser, server.url, shot.query, { viewport: { width: 1280, height: 1500 }, colorScheme });
    await shot.act(page);
    await page.screenshot({ path: `${OUT}${shot.name}-desktop-${colorScheme}.png`, fullPage: true });
    await page.context().close();
  }
}
for (const shot of shots) {
  for (const [mode, viewport] of [['desktop', { width: 1280, height: 860 }], ['mobile', { width: 360, height: 760 }]]) {
    for (const colorScheme of ['light', 'dark']) {
      if (mode === 'mobile' && colorScheme === 'dark' && shot.name !== 'sudoku-solved') continue;
      const page = await open(browser, server.url, shot.query, { viewport, colorScheme });
      await shot.act(page);
      await page.screenshot({ path: `${OUT}${shot.name}-${mode}-${colorScheme}.png`, fullPage: mode === 'mobile' });
      await page.context().close();
    }
  }
}
// In Chinese: the app page at a desktop's 1280×800 and a phone's 360 px, a
// few steps into the search with a hint at its full depth; and the embed.
for (const [mode, viewport] of [['desktop', { width: 1280, height: 800 }], ['mobile', { width: 360, height: 760 }]]) {
  const page = await recordingPage(browser, server.url, { viewport });
  await page.goto(`${server.url}?lang=zh-CN`);
  await page.getByRole('status').filter({ hasText: '已载入' }).waitFor();
  for (let i = 0; i < 16; i++) await page.getByRole('button', { name: '单步', exact: true }).click();
  for (let depth = 1; depth <= 3; depth++) {
    await page.getByRole('button', { name: '提示', exact: true }).click();
    await page.getByRole('status').filter({ hasText: `第 ${depth} 级` }).waitFor();
  }
  // The hint scrolled its panel into view; the desktop shot shows the screen as it opens.
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: `${OUT}zh-${mode}.png`, fullPage: mode === 'mobile' });
  await page.context().close();
}
// The embedding: the guide's first examples, and the iframe embed's steps mode in the dark theme.
for (const [name, path, viewport] of [
  ['embed-guide', 'embed-guide.html', { width: 1280, height: 1600 }],
  ['embed-steps-dark', `embed.html?bd=${hardest}&mode=steps&from=120&to=160&theme=dark`, { width: 900, height: 1500 }],
]) {
  const page = await browser.newPage({ viewport });
  await page.goto(server.url + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${OUT}${name}.png` });
  await page.close();
}
await browser.close();
server.close();
console.log(`screenshots written to ${OUT}`);
