// The page's one door to the solver: a promise API over the search worker.
// `cancel()` ends a running search at once by terminating the worker; the
// next call starts a fresh one (the wasm module is cached by the browser).

let worker = null;
let nextId = 1;
const pending = new Map();

function start() {
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => {
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    if (data.ok) call.resolve(data.value);
    else call.reject(new Error(data.message));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(`the solver stopped: ${event.message || 'unknown error'}`));
  };
}

function failAll(error) {
  for (const call of pending.values()) call.reject(error);
  pending.clear();
  worker?.terminate();
  worker = null;
}

function call(fn, ...args) {
  if (!worker) start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, fn, args });
  });
}

/** Error of a search the user cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/** Stops every running call; their promises reject with `Cancelled`. */
export function cancel() {
  failAll(new Cancelled());
}

export const parse = (text, options) => call('parse', text, options);
export const solve = (text, options) => call('solve', text, options);
export const matrix = (text) => call('matrix', text);
export const hint = (text, options) => call('hint', text, options);
export const solveBinary = (text) => call('solveBinary', text);
export const solveCover = (text, options) => call('solveCover', text, options);
