// A first load on a slow phone: what each page sends before it is usable,
// and when. The site (`make site`) is served gzipped, as GitHub Pages
// serves it (scripts/serve.py --gzip-only), to Debian's Chromium with
// Lighthouse's mobile profile applied by DevTools: 390×844, 1.6 Mbps down,
// 150 ms round trip, the CPU slowed 4×, a cold cache. "Usable" is the
// page's `dlx-lab-loaded` mark (www/app/load.js): the puzzle on screen
// and its engine ready. Each page is loaded three times; the median is
// printed, and left in target/bench/weight.json for bench/summary.mjs.
// The app page is then visited a second time in the same browser profile,
// once its service worker (pages/sw.js) has cached the site: what it still
// takes from the network, and when it is usable.
//
//   node bench/weight.mjs [PORT]
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveDist } from './serve-dist.mjs';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../', import.meta.url));
const port = Number(process.argv[2] ?? 8094);
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const PAGES = {
  'index.html': 'index.html',
  'index.html?lang=zh-CN': 'index.html?lang=zh-CN',
  'embed.html (steps)': `embed.html?bd=${EULER}&mode=steps&from=120&to=160`,
};
const RUNS = 3;
/** Lighthouse's mobile profile (its "slow 4G"), as DevTools applies it. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) };
const CPU_SLOWDOWN = 4;

/** A phone's profile (a context of its own: a cold cache, no service worker yet). */
const phone = (browser) => browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/**
 * One load of `path` in `context` (cold, unless a second visit): `{ usable,
 * before, total, requests, files }` (s, bytes, bytes, count, [[path,
 * bytes]]); what the service worker answered is no byte sent.
 */
async function load(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const finished = [];
  page.on('requestfinished', async (request) => {
    if ((await request.response())?.fromServiceWorker()) return;
    const sizes = await request.sizes();
    const t = request.timing();
    finished.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, end: t.startTime + t.responseEnd });
  });
  await page.goto(`http://127.0.0.1:${port}/${path}`);
  await page.waitForFunction(() => performance.getEntriesByName('dlx-lab-loaded').length > 0, null, { timeout: 120000, polling: 100 });
  const { origin, at } = await page.evaluate(() => ({ origin: performance.timeOrigin, at: performance.getEntriesByName('dlx-lab-loaded')[0].startTime }));
  // What the page goes on to fetch by itself (the logic module, a rating's worker) is counted in the total.
  await page.waitForLoadState('networkidle');
  const usableAt = origin + at;
  const before = finished.filter((f) => f.end <= usableAt);
  await page.close();
  return {
    usable: at / 1000,
    before: before.reduce((sum, f) => sum + f.bytes, 0),
    total: finished.reduce((sum, f) => sum + f.bytes, 0),
    requests: before.length,
    files: before.map((f) => [new URL(f.url).pathname, f.bytes]),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const results = {};
const server = await serveDist(port, ['--gzip-only']);
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    console.log('A first load, served gzipped, on a phone (1.6 Mbps, 150 ms, CPU 4× slower), median of 3:\n');
    console.log('| page | sent before usable | usable | sent in all, once idle |');
    console.log('|---|---|---|---|');
    for (const [name, path] of Object.entries(PAGES)) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await phone(browser);
        runs.push(await load(context, path));
        await context.close();
      }
      const r = {
        usable: median(runs.map((x) => x.usable)),
        before: median(runs.map((x) => x.before)),
        total: median(runs.map((x) => x.total)),
        requests: median(runs.map((x) => x.requests)),
        files: runs[0].files,
      };
      results[name] = r;
      console.log(`| \`${name}\` | ${Math.round(r.before / 1000)} KB in ${r.requests} requests | ${r.usable.toFixed(2)} s | ${Math.round(r.total / 1000)} KB |`);
    }
    // The second visit: the first one's service worker has cached every file.
    const seconds = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await phone(browser);
      const first = await context.newPage();
      await first.goto(`http://127.0.0.1:${port}/index.html`);
      await first.evaluate(() => navigator.serviceWorker.ready);
      await first.close();
      seconds.push(await load(context, 'index.html'));
      await context.close();
    }
    const second = { usable: median(seconds.map((x) => x.usable)), before: median(seconds.map((x) => x.before)), requests: median(seconds.map((x) => x.requests)) };
    results['index.html (second visit)'] = second;
    console.log(`| \`index.html\`, second visit | ${Math.round(second.before / 1000)} KB in ${second.requests} requests | ${second.usable.toFixed(2)} s | |`);
    console.log('\nWhat the app page fetched before it was usable:');
    for (const [file, bytes] of results['index.html'].files) console.log(`  ${file}: ${(bytes / 1000).toFixed(1)} KB`);
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
mkdirSync(`${root}target/bench`, { recursive: true });
writeFileSync(`${root}target/bench/weight.json`, `${JSON.stringify(results, null, 1)}\n`);
