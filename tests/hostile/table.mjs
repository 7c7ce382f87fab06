// Prints the README's bad-input table, made from rows.json; with --write,
// puts it into README.md in place of the old one.
import { readFileSync, writeFileSync } from 'node:fs';
import { BEGIN, END, table } from './rows.mjs';

const markdown = table();
if (process.argv.includes('--write')) {
  const path = new URL('../../README.md', import.meta.url);
  const readme = readFileSync(path, 'utf8');
  const start = readme.indexOf(BEGIN), end = readme.indexOf(END);
  if (start < 0 || end < 0) throw new Error('README.md has no bad-input table to replace');
  writeFileSync(path, readme.slice(0, start) + markdown + readme.slice(end + END.length));
} else {
  process.stdout.write(`${markdown}\n`);
}
