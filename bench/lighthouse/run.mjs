// Lighthouse on the site as a static host serves it (`make site`, served by
// scripts/serve.py with gzip and a 600 s cache, as GitHub Pages does): the
// app page, the embed and the guide, each as a phone (Lighthouse's mobile
// preset: simulated slow 4G and a 4× slower CPU) and as a desktop, in
// Debian's Chromium. Prints the four scores, the layout shift, the time to
// interactive and the bytes sent of each run, and leaves them in
// target/bench/lighthouse.json for bench/summary.mjs. Run by `make bench`
// (scripts/setup.sh lighthouse installs it: it is not one of the tests'
// packages).
//
//   node bench/lighthouse/run.mjs [PORT]
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveDist } from '../serve-dist.mjs';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.argv[2] ?? 8093);
const PAGES = { app: 'index.html', embed: 'embed.html?puzzle=6x10&kind=pentominoes&mode=steps', guide: 'embed-guide.html' };
const FORMS = { mobile: undefined, desktop: desktopConfig };

const results = {};
const server = await serveDist(port);
try {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    for (const [name, path] of Object.entries(PAGES)) {
      for (const [form, config] of Object.entries(FORMS)) {
        const { lhr } = await lighthouse(`http://127.0.0.1:${port}/${path}`, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
        const scores = Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round(c.score * 100)]));
        const a = lhr.audits;
        const run = {
          ...scores,
          cls: a['cumulative-layout-shift'].numericValue,
          tti: a.interactive.numericValue / 1000,
          bytes: a['total-byte-weight'].numericValue,
          requests: a['network-requests'].details.items.length,
        };
        results[`${name} ${form}`] = run;
        const below = Object.entries(a)
          .filter(([, x]) => x.score !== null && x.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(x.scoreDisplayMode))
          .map(([id, x]) => `${id}${x.displayValue ? ` (${x.displayValue})` : ''}`);
        console.log(`${name} ${form}: performance ${run.performance}, accessibility ${run.accessibility}, best practices ${run['best-practices']}, SEO ${run.seo}; CLS ${run.cls.toFixed(3)}, interactive ${run.tti.toFixed(1)} s, ${Math.round(run.bytes / 1024)} KiB sent in ${run.requests} requests`);
        if (below.length) console.log(`  under 0.9: ${below.join('; ')}`);
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
}
mkdirSync(`${root}target/bench`, { recursive: true });
writeFileSync(`${root}target/bench/lighthouse.json`, `${JSON.stringify(results, null, 1)}\n`);
