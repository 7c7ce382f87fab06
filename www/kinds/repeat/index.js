// Repeated cover (重复覆盖) as a puzzle kind: the fewest options that cover
// every primary item at least once. It reads the text as exact cover does
// (a 0/1 matrix or Knuth's format) and draws the same matrix; Solve asks the
// worker's minCover for the minimum, one optimal set and how many there are.
import cover from '../cover/index.js';
import { textLink } from '../share.js';
import { searchStats } from '../status.js';
import { msg } from '../../i18n/words.js';
import examples from './examples.js';

export default {
  ...cover,
  id: 'repeat',
  examples,
  label: msg('kind-repeat'),
  types: [{ value: 'repeat', label: msg('kind-repeat') }],
  // The step-through runs the repeated cover's own search (the Tracer's
  // kind 'repeat'): iterative deepening, the bound h, and its cuts.
  traceable: true,
  rules: () => ({ kind: 'repeat' }),
  // Count all counts exact covers; Solve counts the optimal sets.
  uncounted: msg('repeat-not-counted'),

  typeOf: () => 'repeat',
  emptyStatus: () => msg('repeat-empty'),
  loadedStatus: (p) => msg('repeat-loaded', { options: p.matrix.options, items: p.matrix.columns }),
  blocked: (p) => (p.matrix ? null : msg('repeat-load-first')),

  async solve(p, worker, { lang }) {
    const result = await worker.minCover(p.text, { count: true, lang });
    p.chosen = new Set(result.indices);
    const { stats } = result;
    const work = msg('repeat-work', { stats: searchStats({ status: result.status, stats }), pruned: stats.pruned });
    const words = {
      found: () => msg('repeat-found', { minimum: result.minimum, options: result.options.join(' '), count: result.count, work }),
      none: () => msg('repeat-none', { work }),
      stopped: () => msg('repeat-stopped', { least: result.atLeast, work }),
    }[result.status]();
    const status = { found: result.count === 1 ? 'unique' : 'multiple', none: 'none', stopped: 'stopped' }[result.status];
    return {
      status: words,
      solved: { status, solution: result.options, grid: null, stats, minimum: result.minimum, count: result.count },
    };
  },

  ...textLink('repeat', msg('link-repeat')),
};
