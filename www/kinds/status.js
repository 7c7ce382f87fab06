// The status line's words for a search's answer, shared by the kinds that
// search (an interface the tests read).

/** What each answer of the solver is called. */
export const STATUS = {
  unique: 'Solved: unique solution',
  multiple: 'Solved: more than one solution (showing one)',
  none: 'Searched: no solution',
  stopped: 'Stopped: the search hit its node limit',
};

/**
 * A search's time and work, e.g. "1.4 ms, 52 search nodes". Browsers round
 * `performance.now()` to 0.1 ms outside cross-origin isolation, so shorter
 * times are said as such rather than as a false "0 µs".
 */
export function searchStats({ status, stats: { micros, nodes } }, noun) {
  const ms = micros / 1000;
  const time = ms < 0.1 ? 'under 0.1 ms' : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
  const found = status === 'none' ? 'shown unsolvable' : 'solved';
  const work = nodes ? `${nodes.toLocaleString('en')} ${noun}` : `${found} by propagation alone`;
  return `${time}, ${work}`;
}
