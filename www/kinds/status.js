// The status line's words for a search's answer, shared by the kinds that
// search (an interface the tests read in English).
import { msg } from '../i18n/words.js';

/** What each answer of the solver is called. */
export const STATUS = {
  unique: msg('answer-unique'),
  multiple: msg('answer-multiple'),
  none: msg('answer-none'),
  stopped: msg('answer-stopped'),
};

/**
 * A search's time and work, e.g. "1.4 ms, 52 search nodes". Browsers round
 * `performance.now()` to 0.1 ms outside cross-origin isolation, so shorter
 * times are said as such rather than as a false "0 µs".
 */
export function searchStats({ status, stats: { micros, nodes } }) {
  const ms = micros / 1000;
  const time = ms < 0.1 ? msg('time-under-tenth') : msg('time-ms', { ms: ms.toFixed(ms < 10 ? 1 : 0) });
  const work = nodes ? msg('work-nodes', { nodes }) : msg(status === 'none' ? 'work-refuted' : 'work-propagation');
  return msg('search-stats', { time, work });
}
