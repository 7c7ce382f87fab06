// docs/BAD-INPUT.md is what scripts/bad-input-doc.mjs writes from
// tests/hostile/rows.json, the rows that the command line's, the JS API's
// and the page's bad-input tests run. Needs no build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PATH, badInputDoc } from '../../scripts/bad-input-doc.mjs';
import { ROWS } from '../hostile/rows.mjs';

test('docs/BAD-INPUT.md is the table of tests/hostile/rows.json', () => {
  const doc = readFileSync(PATH, 'utf8');
  const want = badInputDoc();
  const [have, wanted] = [doc, want].map((text) => text.split('\n'));
  const line = Array.from({ length: Math.max(have.length, wanted.length) }, (_, i) => i).find((i) => have[i] !== wanted[i]) ?? -1;
  assert.ok(doc === want, `docs/BAD-INPUT.md differs from what the script writes, first at line ${line + 1}: run \`node scripts/bad-input-doc.mjs\``);
  assert.ok(ROWS.length >= 30);
  // Every row is in it, by its input's words.
  for (const row of ROWS) assert.ok(doc.includes(`| ${row.readme[0].replaceAll('|', '\\|')} |`), `row ${row.id} is in the document`);
});
