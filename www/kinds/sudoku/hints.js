// A sudoku hint on the grid and in the hint panel: the worker's hint (every
// text, the cells, candidates and items behind it) shown at a depth, from a
// nudge to the full step.

import { msg } from '../../i18n/words.js';

/**
 * Shows hint `h` at `depth` on the grid (`p.hint`: the cells to highlight,
 * the cell to fill, the candidates that go) and returns the app's
 * `{ status, hint: { text, apply, why } }`.
 */
export function hintAt(p, h, depth) {
  const at = ([r, c]) => r * p.n + c;
  const cells = depth === 1 ? h.region : depth === 2 ? [...h.region, ...h.pattern] : h.cells;
  const struck = new Map();
  if (depth === 3) for (const [r, c, v] of h.eliminations) struck.set(at([r, c]), (struck.get(at([r, c])) ?? new Set()).add(v));
  const cell = depth === 3 && h.cell ? at(h.cell) : null;
  p.hint = { data: h, depth, cell, cells: new Set(cells.map(at)), struck };
  if (cell !== null) p.cursor = cell;
  const text = depth === 1 ? h.nudge : depth === 2 ? h.summary : h.explanation;
  const graded = h.technique || h.kind === 'reveal';
  const more = graded && depth < 3 ? msg('hint-more') : '';
  const changes = h.placements.length || h.eliminations.length;
  return {
    status: graded ? [msg('hint-depth', { depth, of: 3, name: msg(`hint-depth-${depth}`) }), more] : msg(`hint-kind-${h.kind}`),
    hint: {
      text,
      apply: depth === 3 && changes ? { placements: h.placements, eliminations: h.eliminations } : null,
      why: graded && h.columns.length ? { columns: [...h.columns, ...h.cover] } : null,
    },
  };
}
