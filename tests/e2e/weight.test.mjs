// The page's weight: the wasm module is fetched and compiled once per page,
// and the search workers get the compiled module instead of their own copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, waitStatus } from './harness.mjs';

const browse = useBrowser();

test('the wasm module is fetched once, for the page and its workers alike', async (t) => {
  const page = await browse(t);
  await waitStatus(page, /loaded/);
  const fetched = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm')) fetched.push(r.url());
  });
  await page.reload();
  await waitStatus(page, /loaded/);
  // Solve runs in the search worker; Count all in workers of its own.
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitStatus(page, /Solved/);
  const panel = page.getByRole('region', { name: 'Count all solutions' });
  await panel.getByRole('button', { name: 'Count all' }).click();
  await panel.locator('.count-line').getByText(/^1 solution;/).waitFor();
  assert.equal(fetched.length, 1, fetched.join(', '));
});
