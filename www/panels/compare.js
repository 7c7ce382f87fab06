// "Compare engines": every sudoku engine of the registry that solves the
// current puzzle (wasm's engines({ box, variant })), in the worker, as a bar
// chart of search nodes with the time beside each bar.
import { h } from '../dom.js';
import { msg } from '../i18n/words.js';

/** Engines without a heuristic can run for hours on a hard puzzle: stop them here. */
const NODE_LIMIT = 2_000_000;

/** A time as the bars say it: "830 µs", "12.4 ms". */
const time = (micros) => {
  if (micros < 1) return msg('time-under-us');
  return micros < 1000 ? msg('time-us', { us: Math.round(micros) }) : msg('time-ms', { ms: (micros / 1000).toFixed(1) });
};

/** The bar's figures: nodes and time, and what 0 nodes means (no guess: the engine's own logic solved it). */
function value(r) {
  if (r.status === 'stopped') return msg('compare-value-stopped', { nodes: r.nodes, time: time(r.micros) });
  return msg(r.nodes ? 'compare-value' : 'compare-value-none', { nodes: r.nodes, time: time(r.micros) });
}

/**
 * Runs each of `engines` (EngineInfo[]) on `text` with `worker` (the
 * instance's worker client), draws the bars into `list` and the moral into
 * `summary`, in `words` (the instance's); returns the results.
 */
export async function compare({ text, box, rules, worker, engines, list, summary, words }) {
  const { t } = words;
  const results = [];
  list.replaceChildren();
  summary.textContent = t('compare-running', { engines: engines.length });
  for (const e of engines) {
    const r = await worker.solve(text, { box, ...rules, solver: e.name, nodeLimit: NODE_LIMIT, lang: words.lang });
    results.push({ ...e, nodes: r.stats.nodes, micros: r.stats.micros, status: r.status });
  }
  const max = Math.max(1, ...results.map((r) => r.nodes));
  for (const r of results) {
    const bar = h('span', { class: 'compare-bar' });
    bar.style.setProperty('--w', `${Math.max(0.5, (Math.log1p(r.nodes) / Math.log1p(max)) * 100)}%`);
    // Each engine with one line on what it does, so that its figures mean something.
    list.append(h('li', {},
      h('span', { class: 'compare-name' }, r.label, h('span', { class: 'compare-about' }, r.summary)),
      bar,
      h('span', { class: 'compare-value' }, words.say(value(r)))));
  }
  const by = (name) => results.find((r) => r.name === name);
  const smallest = by('dlx'), first = by('dlx-first'), fastest = results.find((r) => r.default);
  const ratio = (a, b) => (b.nodes ? (a.nodes / Math.max(1, b.nodes)).toFixed(a.nodes / b.nodes < 10 ? 1 : 0) : '∞');
  const lines = [];
  if (smallest && first) {
    lines.push(msg(first.status === 'stopped' ? 'compare-smallest-at-least' : 'compare-smallest', { ratio: ratio(first, smallest) }));
  }
  lines.push(msg('compare-fastest', { summary: fastest.summary, nodes: fastest.nodes }), msg('compare-log'));
  summary.textContent = words.say(lines);
  return results;
}
