// Counting every solution of a puzzle on every core. The search is cut at
// its first two levels into pieces (the wasm module's splitSearch); a pool
// of workers, one per core, takes the pieces one at a time, and each counts
// its piece a slice of nodes at a time (worker.js's `count`), reporting
// between slices. Knuth's random-path estimate of the tree (estimateSearch)
// sizes the progress bar; as pieces finish, their real sizes take over.
// Cancel terminates the pool at once: the count so far is kept.
import { startWorker } from './client.js';
import CONSTANTS from '../constants.js';

/** How many solutions a count keeps, for browsing and download. */
export const KEEP = 10000;
/**
 * How many option indices the kept solutions hold at most, all together:
 * a few MB, so that a long count of a big grid (625 options a solution on
 * the 25×25) keeps its memory flat. The first solution sets how many fit.
 */
const KEEP_NUMBERS = 1000000;

/** A worker with a request/answer protocol; answers may come with progress first. */
function client() {
  const worker = startWorker();
  const pending = new Map();
  let next = 1;
  worker.onmessage = ({ data }) => {
    const call = pending.get(data.id);
    if (data.fatal) for (const c of pending.values()) c.reject(new Error(data.message));
    if (!call) return;
    if (data.progress) return call.progress?.(data.progress);
    pending.delete(data.id);
    if (data.ok) call.resolve(data.value);
    else call.reject(new Error(data.message));
  };
  return {
    ask(fn, args, progress) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, progress });
        worker.postMessage({ id, fn, args });
      });
    },
    stop: () => worker.terminate(),
  };
}

/**
 * Starts counting the solutions of `text` (`box` for a sudoku). Calls
 * `onProgress(state)` as it goes; resolves to the final state, with
 * `cancelled` set if `cancel()` stopped it. A state is `{ count, nodes,
 * solutions (the first KEEP or as many as KEEP_NUMBERS allows, as option
 * indices), keep (how many that is), fraction (0…1), pieces, piecesDone,
 * workers, micros }`. `words` (the instance's) names the language of the
 * workers' errors.
 */
export function startCount({ text, box, rules, onProgress, words, workers = navigator.hardwareConcurrency || 2 }) {
  const options = { ...(box ? { box } : {}), ...rules, ...(words ? { lang: words.lang } : {}) };
  const started = performance.now();
  const pool = [client()];
  const state = { count: 0, nodes: 0, solutions: [], keep: KEEP, fraction: 0, pieces: 0, piecesDone: 0, workers: 1, micros: 0, cancelled: false };
  const finished = { count: 0, nodes: 0 };
  const live = new Map();
  let estimate = null;
  let cancel;
  const stopped = new Promise((resolve) => { cancel = resolve; });

  function update() {
    let { count, nodes } = finished;
    for (const piece of live.values()) {
      count += piece.count;
      nodes += piece.nodes;
    }
    // The random-path estimate, blended with what the finished pieces show.
    let total = estimate ?? nodes * 2;
    if (state.piecesDone > 0) {
      const w = state.piecesDone / state.pieces;
      total = (1 - w) * total + w * (finished.nodes * state.pieces) / state.piecesDone;
    }
    const done = state.pieces > 0 && state.piecesDone === state.pieces;
    Object.assign(state, {
      count, nodes,
      fraction: done ? 1 : Math.min(0.99, nodes / Math.max(total, nodes * 1.01, 1)),
      micros: (performance.now() - started) * 1000,
    });
    onProgress?.(state);
  }

  async function work(worker, queue, prefixes) {
    while (queue.length) {
      const i = queue.shift();
      const keep = Math.max(0, state.keep - state.solutions.length);
      const take = (p) => {
        if (p.solutions.length && !state.solutions.length) state.keep = Math.min(KEEP, Math.floor(KEEP_NUMBERS / p.solutions[0].length));
        state.solutions.push(...p.solutions.slice(0, Math.max(0, state.keep - state.solutions.length)));
        live.set(i, p);
        update();
      };
      const last = await worker.ask('count', [text, { ...options, prefix: prefixes[i], keep }], take);
      live.delete(i);
      finished.count += last.count;
      finished.nodes += last.nodes;
      state.piecesDone += 1;
      update();
    }
  }

  async function run() {
    const [prefixes, size] = await Promise.all([
      pool[0].ask('splitSearch', [text, { ...options, depth: CONSTANTS.splitDepth }]),
      pool[0].ask('estimateSearch', [text, { ...options, probes: 300 }]),
    ]);
    estimate = size;
    state.pieces = prefixes.length;
    while (pool.length < Math.max(1, Math.min(workers, prefixes.length))) pool.push(client());
    state.workers = pool.length;
    update();
    const queue = prefixes.map((_, i) => i);
    await Promise.all(pool.map((w) => work(w, queue, prefixes)));
    return state;
  }

  const done = Promise.race([run(), stopped.then(() => ({ ...state, cancelled: true }))])
    .finally(() => pool.forEach((w) => w.stop()));
  return { done, cancel: () => cancel() };
}
