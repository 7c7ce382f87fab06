// "Compare engines": every sudoku engine of the registry (from wasm's
// engines()) on the current puzzle, in the worker, as a bar chart of search
// nodes with the time beside each bar.
import { h } from '../dom.js';

/** Engines without a heuristic can run for hours on a hard puzzle: stop them here. */
const NODE_LIMIT = 2_000_000;

const formatTime = (micros) => (micros < 1000 ? `${Math.round(micros)} µs` : `${(micros / 1000).toFixed(1)} ms`);

/**
 * Runs each of `engines` (EngineInfo[]) on `text` with `engine` (the
 * instance's worker client), draws the bars into `list` and the moral into
 * `summary`; returns the results.
 */
export async function compare({ text, box, engine, engines, list, summary }) {
  const results = [];
  list.replaceChildren();
  summary.textContent = `Running the ${engines.length} engines…`;
  for (const e of engines) {
    const r = await engine.solve(text, { box, solver: e.name, nodeLimit: NODE_LIMIT });
    results.push({ ...e, nodes: r.stats.nodes, micros: r.stats.micros, status: r.status });
  }
  const max = Math.max(1, ...results.map((r) => r.nodes));
  for (const r of results) {
    const bar = h('span', { class: 'compare-bar' });
    bar.style.setProperty('--w', `${Math.max(0.5, (Math.log1p(r.nodes) / Math.log1p(max)) * 100)}%`);
    list.append(h('li', {},
      h('span', { class: 'compare-name' }, r.label),
      bar,
      h('span', { class: 'compare-value' },
        `${r.nodes.toLocaleString('en')} nodes${r.status === 'stopped' ? ' (stopped)' : ''}, ${formatTime(r.micros)}`)));
  }
  const by = (name) => results.find((r) => r.name === name);
  const smallest = by('dlx'), first = by('dlx-first'), fastest = results.find((r) => r.default);
  const ratio = (a, b) => (b.nodes ? (a.nodes / Math.max(1, b.nodes)).toFixed(a.nodes / b.nodes < 10 ? 1 : 0) : '∞');
  const lines = [];
  if (smallest && first) {
    lines.push(`Choosing the smallest column took ${first.status === 'stopped' ? 'at least ' : ''}${ratio(first, smallest)}× fewer nodes ` +
      'than taking the first one: a column with few options is a place where the puzzle leaves little choice.');
  }
  lines.push(`The fastest engine (${fastest.summary}) needed ${fastest.nodes.toLocaleString('en')} search nodes.`);
  summary.textContent = `${lines.join(' ')} (Bars are on a log scale.)`;
  return results;
}
