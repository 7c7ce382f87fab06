// One component's door to the engines: a promise API over a search worker of
// its own. `cancel()` ends this instance's running calls at once by
// terminating its worker; other instances on the page keep theirs. The next
// call starts a fresh worker, which instantiates the page's compiled module
// (wasm.js) rather than fetching and compiling its own.
//
// The worker is a module worker named as bundlers expect
// (`new Worker(new URL('./worker.js', import.meta.url), …)`), so Vite and
// webpack build it with the page. Where a module worker may not start from
// the folder's URL, it starts from a blob: a document in `<iframe
// sandbox="allow-scripts">` has an opaque origin, and a page may not start
// a worker from another origin's folder (a CDN's), but either may from a
// blob it made. Chromium refuses module workers from such a blob, so the
// blob is a classic script that keeps the messages that come early and
// imports worker.js by its full URL (a CORS request, like the page's own
// modules).

import { compiled, compiledLogic } from './wasm.js';
import { LOGIC_CALLS } from './logic-calls.js';
import { folder, foreign, moved } from '../root.js';
import { fault, msg } from '../i18n/words.js';

/** Error of a search the user cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/** worker.js started from a blob: a classic script that imports it by its full URL. */
function blobWorker() {
  const href = new URL('worker/worker.js', folder()).href;
  const source = `self.early = [];
self.onmessage = (event) => self.early.push(event);
import(${JSON.stringify(href)}).catch((e) => self.postMessage({ fatal: true, message: String(e) }));
`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(url);
  // The blob is only needed until the worker has fetched it.
  worker.addEventListener('message', () => URL.revokeObjectURL(url), { once: true });
  return worker;
}

/** The module worker beside this file, or null where the page may not start one from there (its origin is opaque or another). */
function moduleWorker() {
  if (moved() || foreign()) return null;
  try {
    return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** A new search worker (worker.js), sent the page's compiled core module. */
export function startWorker() {
  const worker = moduleWorker() ?? blobWorker();
  // The page's compiled module, so that the worker neither fetches nor
  // compiles its own; null if the page has none (the worker then fetches it).
  compiled().then((module) => worker.postMessage({ module }), () => worker.postMessage({ module: null }));
  return worker;
}

/** A solver client with its own worker; its own errors carry their words (`fault`), which the instance says in its language. */
export function createClient() {
  let worker = null;
  let nextId = 1;
  const pending = new Map();
  /** Whether this worker has been sent the logic module (wasm.js): once, before its first call that needs it. */
  let logicSent = false;

  function failAll(error) {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    worker?.terminate();
    worker = null;
  }

  function start() {
    worker = startWorker();
    logicSent = false;
    worker.onmessage = ({ data }) => {
      if (data.fatal) {
        failAll(fault('engine-no-load', { why: data.message }));
        return;
      }
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      if (data.ok) call.resolve(data.value);
      else call.reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      failAll(fault('engine-stopped', { why: event.message || msg('engine-no-start') }));
    };
  }

  /** Posts the page's compiled logic module to this worker, once (wasm.js says why there are two modules). */
  function sendLogic() {
    if (logicSent) return;
    logicSent = true;
    const to = worker;
    compiledLogic().then((logic) => to.postMessage({ logic }), () => to.postMessage({ logic: null }));
  }

  function call(fn, ...args) {
    if (!worker) start();
    if (LOGIC_CALLS.includes(fn)) sendLogic();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, fn, args });
    });
  }

  return {
    /** Stops this client's running calls; their promises reject with `Cancelled`. */
    cancel: () => failAll(new Cancelled()),
    /** Starts the worker now, with the logic module if `logic` (the next call may be a Hint), so that the first call finds it ready. */
    warm: (logic = false) => {
      if (!worker) start();
      if (logic) sendLogic();
    },
    /** Whether a call is running (or waiting) in this client's worker. */
    get busy() {
      return pending.size > 0;
    },
    solve: (text, options) => call('solve', text, options),
    hint: (text, options) => call('hint', text, options),
    rate: (text, options) => call('rate', text, options),
    generate: (options) => call('generate', options),
    solveBinary: (text, options) => call('solveBinary', text, options),
    check: (text, options) => call('check', text, options),
    solveCover: (text, options) => call('solveCover', text, options),
    minCover: (text, options) => call('minCover', text, options),
  };
}
