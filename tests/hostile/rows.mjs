// The bad-input table (docs/BAD-INPUT.md): its rows, as rows.json holds
// them, for the JS API's and the page's tests, and the table in Markdown,
// which scripts/bad-input-doc.mjs puts into that document.
// tests/hostile.rs reads the same file for the command line.
import { readFileSync } from 'node:fs';

/** Every row: { id, group, input, readme: [input, cli, js, page], cli, js, page }. */
export const ROWS = JSON.parse(readFileSync(new URL('./rows.json', import.meta.url), 'utf8'));

/**
 * A row's input as JS text: strings as they are, `{ repeat, times }`
 * repeated, `{ bytes }` decoded as UTF-8 with U+FFFD for what is not (JS
 * text cannot hold invalid UTF-8), `{ names, prefix }` the names prefix0 …
 * with spaces between. The page's test runs the same function in the page.
 */
export function expand(parts) {
  return parts.map((part) => {
    if (typeof part === 'string') return part;
    if ('repeat' in part) return part.repeat.repeat(part.times);
    if ('bytes' in part) return new TextDecoder().decode(Uint8Array.from(part.bytes));
    if ('names' in part) return Array.from({ length: part.names }, (_, i) => `${part.prefix}${i}`).join(' ');
    throw new Error(`unknown input part ${JSON.stringify(part)}`);
  }).join('');
}

/** The table: one per group of rows, cells as rows.json words them (`readme`), `—` where a surface has no such input. */
export function table(rows = ROWS) {
  const cell = (text) => (text ?? '—').replaceAll('|', '\\|').replaceAll('\n', ' ');
  const groups = [...new Set(rows.map((r) => r.group))];
  const parts = groups.map((group) => [
    `**${group}**`,
    '',
    '| input | CLI | JS API | page |',
    '|---|---|---|---|',
    ...rows.filter((r) => r.group === group).map((r) => `| ${r.readme.map(cell).join(' | ')} |`),
  ].join('\n'));
  return parts.join('\n\n');
}
