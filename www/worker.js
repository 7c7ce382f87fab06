// The search worker: every call into the wasm module that can take long runs
// here, off the main thread, so the page never freezes. The page cancels a
// search by terminating this worker (see engine.js); nothing else is needed.
//
// Messages in:  { id, fn, args }   fn: one of `calls` below
// Messages out: { id, ok: true, value } or { id, ok: false, message }
import init, * as wasm from '../dlx-lab.js';

const ready = init({ module_or_path: new URL('../dlx-lab_bg.wasm', import.meta.url) });

/** What the page may ask for: the wasm API, plus the matrix of a problem. */
const calls = {
  parse: wasm.parse,
  solve: wasm.solve,
  hint: wasm.hint,
  solveBinary: wasm.solveBinary,
  solveCover: wasm.solveCover,
  matrix(text) {
    const tracer = new wasm.Tracer(text);
    try {
      return tracer.matrix();
    } finally {
      tracer.free();
    }
  },
};

self.onmessage = async ({ data: { id, fn, args } }) => {
  try {
    await ready;
    if (!Object.hasOwn(calls, fn)) throw new Error(`no such call: ${fn}`);
    self.postMessage({ id, ok: true, value: calls[fn](...args) });
  } catch (e) {
    self.postMessage({ id, ok: false, message: e instanceof Error ? e.message : String(e) });
  }
};
