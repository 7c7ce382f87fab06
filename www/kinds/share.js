// Puzzles in a link's query string, so a link restores them. Each puzzle
// kind reads and writes its own parameters (kinds/*.js); this file holds
// what they share.
//
//   ?bd=<81 symbols>          a 9×9 sudoku, row by row, 0 or . for blanks (as SudokuWiki)
//   ?p=<n² symbols>[&box=RxC] a sudoku of another size (letters above 9×9)
//   ?binary=<n² 0s and 1s>    a Binary Sudoku
//   ?cover=<base64url text>   exact cover, in either text format
//   ?queens=8, ?langford=7, ?pentominoes=6x10   a classic, by its size (kinds/classic/)
//   &e=<n² symbols>&m=<base64url>  a sudoku player's entries and pencil marks
//                             (kinds/sudoku/game.js), when Share includes them
//
// What comes from the address is only ever handed to the parser as text and
// shown with textContent: never as HTML.

import CONSTANTS from '../constants.js';

/** Side of the grid for each count of cells, for every side the library takes (4 to 25). */
export const SIDES = Object.fromEntries(CONSTANTS.sides.map((n) => [n * n, n]));

/** Bytes as base64url (RFC 4648 §5, no padding). */
export function bytesToBase64Url(bytes) {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes of base64url (padding allowed); throws on any other character. */
export function base64UrlToBytes(text) {
  // atob would let whitespace through, and '+' and '/' are not base64url.
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Text as base64url, by way of UTF-8. */
export function toBase64Url(text) {
  return bytesToBase64Url(new TextEncoder().encode(text));
}

/** The text of base64url; throws on bad base64 or bad UTF-8. */
export function fromBase64Url(text) {
  return new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(text));
}

/**
 * A kind's link as its text in base64url under the query parameter `key`
 * (exact cover's `cover`, repeated cover's `repeat`): the kind's `share`
 * and `fromQuery`, with `error` the message of a parameter that is not
 * base64url text.
 */
export function textLink(key, error) {
  return {
    share: (p) => ({ [key]: toBase64Url(p.text) }),
    fromQuery(params) {
      if (!params.has(key)) return null;
      try {
        return { text: fromBase64Url(params.get(key)) };
      } catch {
        return { error };
      }
    },
  };
}
