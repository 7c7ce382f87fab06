// Puzzles in the page's address, so a link restores them.
//
//   ?bd=<81 symbols>          a 9×9 sudoku, row by row, 0 or . for blanks (as SudokuWiki)
//   ?p=<n² symbols>[&box=RxC] a sudoku of another size (letters above 9×9)
//   ?binary=<n² 0s and 1s>    a Binary Sudoku
//   ?cover=<base64url text>   exact cover, in either text format
//
// What comes from the address is only ever handed to the parser as text and
// shown with textContent: never as HTML.

/** Side of the grid for each count of cells, for every side from 4 to 25. */
const SIZES = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [(i + 4) ** 2, i + 4]));

function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The query string that shares a puzzle of `type` given as one-line `text`. */
export function shareQuery(type, text, box) {
  const params = new URLSearchParams();
  if (type === 'binary') params.set('binary', text.replace(/\s/g, ''));
  else if (type === 'cover') params.set('cover', toBase64Url(text));
  else if (type === 'sudoku-9') params.set('bd', text);
  else {
    params.set('p', text);
    if (box) params.set('box', `${box[0]}x${box[1]}`);
  }
  return `?${params}`;
}

/**
 * The puzzle in a query string: `{ type, text, box? }`, `null` when there is
 * none, or `{ error }` when a parameter is not a puzzle.
 */
export function readQuery(search) {
  const params = new URLSearchParams(search);
  if (params.has('bd')) {
    const bd = params.get('bd');
    if (bd.length !== 81) return { error: `The link's puzzle (bd) has ${bd.length} symbols; a 9×9 needs 81.` };
    return { type: 'sudoku-9', text: bd };
  }
  if (params.has('p')) {
    const p = params.get('p');
    const n = SIZES[p.length];
    if (!n) return { error: `The link's puzzle (p) has ${p.length} symbols, which is no sudoku size.` };
    const box = params.get('box');
    if (box !== null) {
      const m = /^(\d+)x(\d+)$/.exec(box);
      if (!m || Number(m[1]) * Number(m[2]) !== n) return { error: `The link's box shape "${box}" does not fit a ${n}×${n} grid.` };
      return { type: `sudoku-${n}`, text: p, box: [Number(m[1]), Number(m[2])] };
    }
    return { type: `sudoku-${n}`, text: p };
  }
  if (params.has('binary')) {
    const b = params.get('binary');
    const n = SIZES[b.length];
    if (!n || !/^[01]+$/.test(b)) return { error: 'The link\'s Binary Sudoku is not a square of 0s and 1s.' };
    const rows = [];
    for (let r = 0; r < n; r++) rows.push(b.slice(r * n, r * n + n));
    return { type: 'binary', text: rows.join('\n') };
  }
  if (params.has('cover')) {
    try {
      return { type: 'cover', text: fromBase64Url(params.get('cover')) };
    } catch {
      return { error: 'The link\'s exact-cover problem (cover) is not valid base64url text.' };
    }
  }
  return null;
}
