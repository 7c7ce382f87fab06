// Writes docs/BAD-INPUT.md: the bad-input table made from
// tests/hostile/rows.json (the rows that tests/hostile.rs, the JS API's and
// the page's tests run), between the words below. Edit those, or the rows,
// then run `node scripts/bad-input-doc.mjs`; tests/js/bad-input-doc.test.mjs
// fails while the file differs from what this writes.
//
//   node scripts/bad-input-doc.mjs           writes docs/BAD-INPUT.md
//   node scripts/bad-input-doc.mjs --stdout  prints it instead
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROWS, table } from '../tests/hostile/rows.mjs';

/** Where the document goes. */
export const PATH = new URL('../docs/BAD-INPUT.md', import.meta.url);

/** The document, from `rows`. */
export function badInputDoc(rows = ROWS) {
  return `<!-- Written by scripts/bad-input-doc.mjs from tests/hostile/rows.json: edit those, then run \`node scripts/bad-input-doc.mjs\`. tests/js/bad-input-doc.test.mjs checks that this file is what the script writes. -->

# Bad input

Bad input gets a message that names the line and column, the cell or the
limit, never a panic: in the command line on stderr with exit 1, in the JS
API as a thrown \`Error\`, in the page beside the Puzzle box and in the
status line, with the grid, the pencil marks and the Puzzle box's text left
as they were. Odd but valid input is read.

Limits on what is read:

- the command line reads at most 32 MiB (\`MAX_INPUT_BYTES\` in
  \`src/cli/input.rs\`): it refuses a larger file from its size, and stops
  reading stdin once 32 MiB have come;
- a grid line longer than 4096 bytes is counted, never split
  (\`MAX_GRID_LINE\` in \`src/formats/mod.rs\`);
- a 0/1 matrix's \`n m\` line may announce at most 1,000,000 columns and
  50,000,000 cells (\`src/formats/cover.rs\`);
- the page loads at most 1,000,000 characters (\`MAX_TEXT\` in
  \`www/app/load.js\`) and exact-cover problems of at most 50,000 options
  (\`www/kinds/cover/index.js\`), as it reads them on its own thread.

## The table

Each row below is a test, run by each surface that has the input:
\`tests/hostile.rs\` (the command line), \`tests/js/hostile.test.mjs\` (the JS
API) and \`tests/e2e/hostile.test.mjs\` (the page, the \`<dlx-lab>\` element
and the iframe embed). All three read the rows from
\`tests/hostile/rows.json\`, which also holds the words of this table. A
\`—\` means that surface has no such input.

${table(rows)}

## Resource limits

Exact cover can explode, so every search that a user starts without asking
for it has a budget, and every long one can be stopped:

- **Hints, ratings, explanations and the generator** check that a puzzle
  has one solution within 2,000,000 search nodes (\`Limits::CHECK\` in
  \`src/limits.rs\`). Past it, a hint says "The search stopped after N nodes
  before it could tell whether this puzzle has one solution, so no hint is
  safe" (kind \`stopped\`), \`explain\` and \`rate\` say \`stopped after N
  nodes: could not tell whether the puzzle has one solution\` (JSON and JS:
  \`result: "stopped"\`), and the generator keeps the given it was trying to
  take out. In the page all of them run in the search worker, which Cancel
  ends.
- **The tracer** steps only as far as asked: \`Tracer.run(kind, maxSteps)\`
  stops after \`maxSteps\`; the page plays within a time budget per frame,
  so Pause always answers; \`dlx-lab trace\` stops after \`--limit\` events
  (100,000 by default) and says \`stopped after N steps (M nodes)\` on
  stderr.
- **\`solve --node-limit N\`** says \`search stopped after N nodes\` for a
  puzzle it could not finish; the JS API's \`solve\` and \`solveCover\` take
  \`nodeLimit\` and answer \`status: "stopped"\`.
- **Count all** runs in workers, a slice of 100,000 nodes at a time, so
  Stop count ends them at once and keeps the partial count. It keeps the
  first 10,000 solutions, or as many as fit in 1,000,000 option indices
  (1,600 on the 25×25), so its memory stays flat however long it runs.
  \`make soak\` (\`bench/count-memory.mjs\`) counts the empty 9×9, 16×16 and
  25×25 for 60 s each and prints the browser's memory every 5 s; an e2e
  test counts the empty 25×25, types into the page while it counts, and
  stops it.
- **\`dlx-lab cover --count\`** stops at Ctrl-C, prints the partial count on
  stdout, says \`interrupted: N solutions so far, a partial count (k of m
  pieces done, X nodes)\` on stderr and exits with 130 (a test sends
  SIGINT). Every command exits quietly with 0 when its reader goes away
  (\`dlx-lab solve big.txt | head\`).
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = badInputDoc();
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else writeFileSync(PATH, text);
}
