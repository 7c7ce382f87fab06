// "Compare engines": the four sudoku engines on the current puzzle, in the
// worker, as a bar chart of search nodes with the time beside each bar.
import * as engine from './engine.js';

const ENGINES = [
  { solver: 'dlx', name: 'DLX, smallest column' },
  { solver: 'dlx-first', name: 'DLX, first column' },
  { solver: 'naive', name: 'Bitmask, fixed order' },
  { solver: 'bitmask', name: 'Bitmask, fewest candidates' },
];
/** Engines without a heuristic can run for hours on a hard puzzle: stop them here. */
const NODE_LIMIT = 2_000_000;

/** Runs every engine on `text` and draws the results into `list`; returns them. */
export async function compare(text, options, list, summary) {
  const results = [];
  list.replaceChildren();
  summary.textContent = 'Running the four engines…';
  for (const e of ENGINES) {
    const r = await engine.solve(text, { ...options, solver: e.solver, nodeLimit: NODE_LIMIT });
    results.push({ ...e, nodes: r.stats.nodes, micros: r.stats.micros, status: r.status });
  }
  const max = Math.max(1, ...results.map((r) => r.nodes));
  for (const r of results) {
    const li = document.createElement('li');
    const name = document.createElement('span');
    name.className = 'compare-name';
    name.textContent = r.name;
    const bar = document.createElement('span');
    bar.className = 'compare-bar';
    bar.style.setProperty('--w', `${Math.max(0.5, (Math.log1p(r.nodes) / Math.log1p(max)) * 100)}%`);
    const value = document.createElement('span');
    value.className = 'compare-value';
    const time = r.micros < 1000 ? `${Math.round(r.micros)} µs` : `${(r.micros / 1000).toFixed(1)} ms`;
    value.textContent = `${r.nodes.toLocaleString('en')} nodes${r.status === 'stopped' ? ' (stopped)' : ''}, ${time}`;
    li.append(name, bar, value);
    list.append(li);
  }
  const [smallest, first, , fewest] = results;
  const ratio = (a, b) => (b.nodes ? (a.nodes / Math.max(1, b.nodes)).toFixed(a.nodes / b.nodes < 10 ? 1 : 0) : '∞');
  const atLeast = first.status === 'stopped' ? 'at least ' : '';
  summary.textContent =
    `Choosing the smallest column took ${atLeast}${ratio(first, smallest)}× fewer nodes than taking the first one: ` +
    'a column with few options is a place where the puzzle leaves little choice. ' +
    `The bitmask engine, which also fills forced cells before guessing, needed ${fewest.nodes.toLocaleString('en')} guesses. ` +
    '(Bars are on a log scale.)';
  return results;
}
