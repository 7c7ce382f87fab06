// The search worker: every call into the wasm module that can take long runs
// here, off the main thread, so the page never freezes. The page cancels a
// search by terminating this worker (see client.js); nothing else is needed.
//
// Messages in:  { module }          the page's compiled core module (client.js
//                                   posts it first), or null: fetch it here
//               { logic }           the page's compiled logic module, posted
//                                   before the first call that needs it
//                                   (`logicCalls`), or null: fetch it here
//               { id, fn, args }   fn: one of `calls` below
// Messages out: { id, ok: true, value } or { id, ok: false, message };
//               `count` posts { id, progress } after each slice first
//
// client.js starts it from a small classic script that keeps the messages
// sent before this module was loaded in `self.early`; they are answered first.
import init, * as wasm from '../wasm/dlx-lab.js';
import { ROOT } from '../root.js';
import { LOGIC_CALLS } from './logic-calls.js';

/** Resolves with the page's compiled module, when its message comes. */
let received;
const ready = new Promise((resolve) => {
  received = resolve;
}).then((module) => init({ module_or_path: module ?? new URL('wasm/dlx-lab_bg.wasm', ROOT) }));
/** Nodes a count runs between two progress messages: a few ms of work (the library's slice, read once). */
let slice = null;
// Without the module no call can be answered: say so, and the page starts a new worker next time.
ready.catch((e) => self.postMessage({ fatal: true, message: String(e) }));

/** Resolves with the page's compiled logic module, when its message comes. */
let receivedLogic;
/** The logic module's API (www/worker/wasm.js says why there are two modules). */
const logic = new Promise((resolve) => {
  receivedLogic = resolve;
}).then(async (module) => {
  const glue = await import('../wasm/dlx-lab-logic.js');
  await glue.default({ module_or_path: module ?? new URL('wasm/dlx-lab-logic_bg.wasm', ROOT) });
  return glue;
});
logic.catch((e) => self.postMessage({ fatal: true, message: String(e) }));

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
    received(data.module instanceof WebAssembly.Module ? data.module : null);
    return;
  }
  if (data && 'logic' in data) {
    receivedLogic(data.logic instanceof WebAssembly.Module ? data.logic : null);
    return;
  }
  const { id, fn, args } = data ?? {};
  try {
    await ready;
    if (fn === 'count' && Array.isArray(args)) {
      self.postMessage({ id, ok: true, value: count(id, ...args) });
      return;
    }
    if (LOGIC_CALLS.includes(fn) && Array.isArray(args)) {
      const api = await logic;
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
