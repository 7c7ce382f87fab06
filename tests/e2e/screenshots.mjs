// Saves screenshots of the main states to docs/screenshots/ (desktop and
// 360 px wide, light and dark). Run by `make screenshots` after `make site`.
import { open, launch, serve } from './harness.mjs';

const OUT = new URL('../../docs/screenshots/', import.meta.url).pathname;
const server = await serve();
const browser = await launch();
const shots = [
  { name: 'sudoku-solved', query: '', act: async (p) => { await p.getByRole('button', { name: 'Solve' }).click(); await p.getByRole('status').filter({ hasText: 'solution' }).waitFor(); } },
  { name: 'sudoku-hint', query: '', act: async (p) => { await p.getByRole('button', { name: 'Hint', exact: true }).click(); await p.getByText('has one option left').waitFor(); } },
  { name: 'sixteen-solved', query: '', act: async (p) => { await p.getByLabel('Examples').selectOption({ label: '16×16 (POJ 3076 sample)' }); await p.getByRole('status').filter({ hasText: 'loaded' }).waitFor(); await p.getByRole('button', { name: 'Solve' }).click(); await p.getByRole('status').filter({ hasText: 'solution' }).waitFor(); } },
  { name: 'binary-solved', query: '', act: async (p) => { await p.getByLabel('Examples').selectOption({ label: 'Binary Sudoku (USACO 2011 sample: 3 toggles)' }); await p.getByRole('status').filter({ hasText: 'loaded' }).waitFor(); await p.getByRole('button', { name: 'Solve' }).click(); await p.getByRole('status').filter({ hasText: 'Minimum' }).waitFor(); } },
  { name: 'cover-solved', query: '', act: async (p) => { await p.getByLabel('Examples').selectOption({ label: "Knuth's 7-column example (Dancing Links paper)" }); await p.getByRole('status').filter({ hasText: 'loaded' }).waitFor(); await p.getByRole('button', { name: 'Solve' }).click(); await p.getByRole('status').filter({ hasText: 'solution' }).waitFor(); } },
];
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
await browser.close();
server.close();
console.log(`screenshots written to ${OUT}`);
