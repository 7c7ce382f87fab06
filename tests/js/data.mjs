// The tests' data files, for the JS API tests and the page tests alike:
// tests/data/ in the repository (see its README), or the folder of the same
// layout that DLX_LAB_DATA names, with larger sets for long runs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder the data files are read from. */
export const DATA_DIR = process.env.DLX_LAB_DATA
  ? resolve(process.env.DLX_LAB_DATA)
  : fileURLToPath(new URL('../data/', import.meta.url));

/** The text of a data file, by path under the data folder (say '9x9/forum_hardest_1106.txt'). */
export function data(path) {
  return readFileSync(resolve(DATA_DIR, path), 'utf8');
}
