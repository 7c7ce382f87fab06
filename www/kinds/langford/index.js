// Langford pairs as a puzzle kind: 1 1 2 2 … n n in 2n places with k numbers
// between the two k's. The values and the places are the items
// (src/problems/mod.rs); the picture is the row of places (langford-view.js).
import { classicKind } from '../classic/index.js';
import { createLangfordPicture } from './view.js';

export default classicKind({
  id: 'langford',
  label: 'Langford pairs',
  sizes: Array.from({ length: 15 }, (_, i) => ({ value: String(i + 2), label: String(i + 2) })),
  defaultSize: '7',
  sizeLabel: 'Number of pairs n',
  title: (n) => `Langford pairs for n = ${n}`,
  meaning: (item) => (item.startsWith('s') ? `place ${item.slice(1)} holds a number` : `the two ${item}s are placed`),
  // A known theorem (Davies, 1959), said before the search proves it the long way.
  note: (n) => ([1, 2].includes(Number(n) % 4)
    ? `There is no arrangement for n = ${n}: Langford pairs exist only for n ≡ 0 or 3 (mod 4), as n = 3, 4, 7, 8, 11, 12, 15, 16.`
    : ''),
  picture: createLangfordPicture,
});
