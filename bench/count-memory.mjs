// Memory over a long Count all: the empty 9×9, 16×16 and 25×25 sudokus
// are counted for SECONDS seconds each (they never finish), and the
// memory of the whole browser (page and workers, PSS) is sampled every
// 5 s. The count keeps only its first solutions, so the memory should stay
// flat however long it runs. Run with `make soak` (needs `make site`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { launch, serve } from '../tests/e2e/harness.mjs';

const SECONDS = Number(process.env.SECONDS_EACH ?? 60);

/**
 * Memory of every Chromium process, in MB: the sum of their proportional
 * set sizes (shared pages split between the processes that share them,
 * so nothing is counted twice).
 */
function browserMegabytes() {
  const pids = execFileSync('pgrep', ['chrom'], { encoding: 'utf8' }).trim().split('\n');
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process ended between pgrep and here.
    }
  }
  return kb / 1024;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const server = await serve();
const browser = await launch();
try {
  for (const [n, box] of [[9, '3x3'], [16, '4x4'], [25, '5x5']]) {
    const page = await browser.newPage();
    await page.goto(`${server.url}?p=${'.'.repeat(n * n)}&box=${box}`);
    await page.getByRole('status').filter({ hasText: /loaded/ }).first().waitFor({ timeout: 20000 });
    const panel = page.getByRole('region', { name: 'Count all solutions' });
    const before = browserMegabytes();
    await panel.getByRole('button', { name: 'Count all' }).click();
    const samples = [];
    for (let s = 5; s <= SECONDS; s += 5) {
      await sleep(5000);
      samples.push(browserMegabytes());
    }
    const line = await panel.locator('.count-line').textContent();
    const clicked = Date.now();
    await panel.getByRole('button', { name: 'Stop count' }).click();
    await page.locator('.count-line').filter({ hasText: /the count was stopped/ }).waitFor();
    const stopMs = Date.now() - clicked;
    const first = samples[0];
    const last = samples[samples.length - 1];
    console.log(`${n}×${n}: ${before.toFixed(0)} MB before; ${samples.map((m) => m.toFixed(0)).join(' ')} MB every 5 s;`
      + ` from 5 s to ${SECONDS} s ${last - first >= 0 ? '+' : ''}${(last - first).toFixed(0)} MB; stopped in ${stopMs} ms`);
    console.log(`   ${line.split(';').slice(0, 2).join(';')}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
