// The page's Count all on one worker and on one per core, on the same
// problem in the same run: the 5×12 pentominoes, in headless Chromium,
// through the page's own count.js. The site ships count.js inside the
// page's bundle, so this bundles it again on its own (esbuild, with the
// site's options, scripts/bundle-options.mjs), served to the page at
// /__bench__/count.js. What `make site` writes beside the sources before
// it bundles them (the catalogues as modules, the vendored Fluent
// renderer) is made here the same way, so a plain clone runs it.
// The figures also go to target/bench/workers.json for bench/summary.mjs.
// Run with `make bench` (needs the site).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { build } from 'esbuild';
import { bundleOptions } from '../scripts/bundle-options.mjs';
import { launch, serve } from '../tests/e2e/harness.mjs';

const LOCALES = resolve('target/bench/locales');
execFileSync('python3', ['scripts/locales.py', LOCALES]);
const options = bundleOptions('/element/', resolve('www'));
const [count] = (await build({
  ...options,
  entryPoints: ['www/worker/count.js'],
  plugins: [...options.plugins, {
    name: 'made-by-make-site',
    setup(b) {
      b.onResolve({ filter: /\/locales\/[\w-]+\.js$/ }, (args) => ({ path: resolve(LOCALES, basename(args.path)) }));
      b.onResolve({ filter: /\/vendor\/fluent-bundle\/index\.js$/ }, () => ({ path: resolve('node_modules/@fluent/bundle/esm/index.js') }));
    },
  }],
})).outputFiles;

const server = await serve();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.route('**/__bench__/count.js', (route) => route.fulfill({ body: count.text, contentType: 'text/javascript' }));
  await page.goto(server.url);
  await page.getByRole('status').filter({ hasText: /loaded/ }).first().waitFor({ timeout: 20000 });
  const runs = await page.evaluate(async () => {
    const { startCount } = await import('./__bench__/count.js');
    const text = (await import('./element/wasm/dlx-lab.js')).problem('pentominoes', '5x12');
    const cores = navigator.hardwareConcurrency || 2;
    const out = [];
    for (const workers of [1, cores]) {
      const start = performance.now();
      const s = await startCount({ text, workers }).done;
      out.push({ workers: s.workers, count: s.count, pieces: s.pieces, ms: performance.now() - start });
    }
    return out;
  });
  const [one, all] = runs;
  if (one.count !== 4040 || all.count !== 4040) throw new Error(`counted ${one.count} and ${all.count}, not 4040`);
  console.log('page count (5×12 pentominoes, 4040)  workers       ms  speed-up');
  for (const r of runs) console.log(`${''.padEnd(36)} ${String(r.workers).padStart(7)} ${r.ms.toFixed(0).padStart(8)} ${(one.ms / r.ms).toFixed(2).padStart(9)}`);
  console.log(`(${one.pieces} pieces from the first two levels)`);
  mkdirSync('target/bench', { recursive: true });
  writeFileSync('target/bench/workers.json', JSON.stringify({ one: one.ms, all: all.ms, workers: all.workers }, null, 2));
} finally {
  await browser.close();
  server.close();
}
