// The search worker: every call into the wasm module that can take long runs
// here, off the main thread, so the page never freezes. The page cancels a
// search by terminating this worker (see client.js); nothing else is needed.
//
// Messages in:  { module }          the page's compiled core module (client.js
//                                   posts it first), or null: fetch it here
//               { logic }           the page's compiled logic module, posted
//                                   before the first call that needs it
//                                   (logic-calls.js), or null: fetch it here
//               { id, fn, args }   fn: one of `calls` below
// Messages out: { id, ok: true, value } or { id, ok: false, message };
//               `count` posts { id, progress } after each slice first
//
// Where client.js starts it from a small classic script (a blob), that script
// keeps the messages sent before this module was loaded in `self.early`;
// they are answered first.
import * as wasm from '../wasm/dlx-lab.js';
import { LOGIC_CALLS } from './logic-calls.js';

/**
 * A wasm module the page posts: its compiled copy, or null (then the file
 * at `url` is fetched here), instantiated by the glue `load()` gives once its message
 * comes. `{ receive, api }`: `api` resolves to the glue's exports. Without
 * the module no call can be answered: that is said as fatal, and the page
 * starts a new worker next time.
 */
function posted(load, url) {
  let receive;
  const api = new Promise((resolve) => {
    receive = resolve;
  }).then(async (module) => {
    const glue = await load();
    await glue.default({ module_or_path: module ?? url });
    return glue;
  });
  api.catch((e) => self.postMessage({ fatal: true, message: String(e) }));
  return { receive, api };
}

/** The core module, and the logic module (www/worker/wasm.js says why there are two). */
const core = posted(() => wasm, new URL('../wasm/dlx-lab_bg.wasm', import.meta.url));
const logic = posted(() => import('../wasm/dlx-lab-logic.js'), new URL('../wasm/dlx-lab-logic_bg.wasm', import.meta.url));
/** Nodes a count runs between two progress messages: a few ms of work (the library's slice, read once). */
let slice = null;

/** What the page may ask for, in the core module. */
const calls = {
  solve: wasm.solve,
  splitSearch: wasm.splitSearch,
  estimateSearch: wasm.estimateSearch,
  solveBinary: wasm.solveBinary,
  solveCover: wasm.solveCover,
  minCover: wasm.minCover,
};


/**
 * The Counter of the last count: the pieces of one count are all of the
 * same puzzle, so the next piece restarts it instead of reading the text
 * and building the matrix again. `{ key, counter }` or null.
 */
let last = null;

/**
 * Counts one piece of a search (count.js), posting `{ id, progress }`
 * after each slice and the last progress as the answer. Stopped by
 * terminating the worker.
 */
function count(id, text, options = {}) {
  const { prefix, keep, ...puzzle } = options;
  const key = JSON.stringify([text, puzzle]);
  if (last?.key === key) {
    last.counter.restart({ prefix, keep });
  } else {
    last?.counter.free();
    // Forgotten before the new one is made: if making it throws, no call may find the freed one.
    last = null;
    last = { key, counter: new wasm.Counter(text, options) };
  }
  slice ??= wasm.constants().slice;
  let p;
  do {
    p = last.counter.run(slice);
    self.postMessage({ id, progress: p });
  } while (!p.done);
  return p;
}

async function answer({ data }) {
  if (data && 'module' in data) {
    core.receive(data.module instanceof WebAssembly.Module ? data.module : null);
    return;
  }
  if (data && 'logic' in data) {
    logic.receive(data.logic instanceof WebAssembly.Module ? data.logic : null);
    return;
  }
  const { id, fn, args } = data ?? {};
  try {
    await core.api;
    if (fn === 'count' && Array.isArray(args)) {
      self.postMessage({ id, ok: true, value: count(id, ...args) });
      return;
    }
    if (LOGIC_CALLS.includes(fn) && Array.isArray(args)) {
      const api = await logic.api;
      self.postMessage({ id, ok: true, value: api[fn](...args) });
      return;
    }
    if (typeof fn !== 'string' || !Object.hasOwn(calls, fn) || !Array.isArray(args)) throw new Error(`no such call: ${String(fn)}`);
    self.postMessage({ id, ok: true, value: calls[fn](...args) });
  } catch (e) {
    self.postMessage({ id, ok: false, message: e instanceof Error ? e.message : String(e) });
  }
}

self.onmessage = answer;
for (const event of self.early ?? []) answer(event);
