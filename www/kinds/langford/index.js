// Langford pairs as a puzzle kind: 1 1 2 2 … n n in 2n places with k numbers
// between the two k's. The values and the places are the items
// (src/problems/mod.rs); the picture is the row of places (langford/view.js).
import { classicKind } from '../classic/index.js';
import { createLangfordPicture } from './view.js';
import { msg } from '../../i18n/words.js';
import CONSTANTS from '../../constants.js';

export default classicKind({
  id: 'langford',
  label: msg('kind-langford'),
  sizes: CONSTANTS.classics.langford.map((n) => ({ value: n, label: n })),
  defaultSize: '7',
  sizeLabel: msg('langford-size'),
  title: (n) => msg('langford-title', { n }),
  // A known theorem (Davies, 1959), said before the search proves it the long way.
  note: (n) => ([1, 2].includes(Number(n) % 4) ? msg('langford-none', { n }) : ''),
  // The Examples menu's: its text is the size, which the wasm module writes out in Knuth's format.
  example: { name: 'example-langford', text: '7', about: 'example-langford-about' },
  picture: createLangfordPicture,
});
