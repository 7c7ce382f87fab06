// A sudoku hint on the grid and in the hint panel: the worker's hint (every
// text, the cells, candidates and items behind it) shown at a depth, from a
// nudge to the full step.

import { msg } from '../../i18n/words.js';

/** The hints that name the player's own mistake. */
const MISTAKES = ['wrongEntry', 'wrongMark'];

/**
 * Shows hint `h` at `depth` on the grid (`p.hint`: the cells to highlight,
 * the cell to fill, the candidates that go) and returns the app's
 * `{ status, hint: { text, apply, why } }`.
 */
export function hintAt(p, h, depth) {
  const at = ([r, c]) => r * p.n + c;
  const mistake = MISTAKES.includes(h.kind);
  // What the library says the hint shows at this depth: its words and cells.
  const { text, cells } = h.depths[depth - 1];
  const struck = new Map();
  if (depth === 3) for (const [r, c, v] of h.eliminations) struck.set(at([r, c]), (struck.get(at([r, c])) ?? new Set()).add(v));
  const cell = depth === 3 && h.cell ? at(h.cell) : null;
  p.hint = { data: h, depth, cell, cells: new Set(cells.map(at)), struck };
  if (cell !== null) p.cursor = cell;
  // Check's mark on the wrong cell, once the hint names it.
  if (mistake && depth === 3) p.wrong = new Set([at(h.cell)]);
  // A chain, drawn on the grid at depth 3 (chain.js), with a word on how to read it.
  const legend = depth === 3 && h.chain.length ? msg('hint-chain-legend') : '';
  const graded = h.technique || h.kind === 'reveal' || mistake;
  const more = graded && depth < 3 ? msg('hint-more') : '';
  const { placements, eliminations, clears, restores } = h;
  const changes = placements.length || eliminations.length || clears.length || restores.length;
  return {
    status: graded ? [msg('hint-depth', { depth, of: 3, name: msg(`hint-depth-${depth}`) }), more] : msg(`hint-kind-${h.kind}`),
    hint: {
      text: legend ? [text, legend] : text,
      apply: depth === 3 && changes ? { placements, eliminations, clears, restores } : null,
      why: graded && h.columns.length ? { columns: [...h.columns, ...h.cover] } : null,
    },
  };
}
