// The wasm modules on the main thread, for the quick calls a page makes while
// the user types (parsing, clashes, candidates, parity) and for the tracer,
// which must answer within a frame. Searches that can take long go to the
// worker instead (client.js). Each module is fetched and compiled once per
// page, when first needed (an element connecting, never an import), from
// beside this file (root.js); the search workers instantiate the same
// compiled modules.
//
// There are two, so that a page is usable before it has paid for what it
// may never use:
// - the core (dlx-lab.js): formats, engines, solve, count, the tracer,
//   Binary Sudoku, exact and repeated cover; fetched as the page starts;
// - the logic (dlx-lab-logic.js): hints, Check, ratings and the generator,
//   with the core's calls too; fetched when first asked for (`logic()`,
//   `compiledLogic()`: a Hint, a Check, New puzzle, a rating) or when the
//   page is idle after the user's first touch (`prefetchLogic`).
import init, * as api from '../wasm/dlx-lab.js';
import { locate } from '../root.js';

/** Compiles the module at the URL `at` resolves to, streaming where the server says `application/wasm`. */
async function compile(at) {
  const href = await at;
  return WebAssembly.compileStreaming(fetch(href))
    .catch(() => fetch(href).then((r) => r.arrayBuffer()).then((bytes) => WebAssembly.compile(bytes)));
}

let coreModule = null;
/**
 * The compiled core module, fetched on the first call, once per page: the
 * page instantiates it, and so does each search worker (client.js posts
 * it), instead of fetching and compiling its own. A server that does not
 * say `application/wasm` gets the bytes compiled instead of streamed.
 */
export function compiled() {
  coreModule ??= compile(locate('wasm/dlx-lab_bg.wasm', new URL('../wasm/dlx-lab_bg.wasm', import.meta.url)));
  return coreModule;
}

let coreApi = null;
/** Resolves to the core module's exports (`memory` among them) once it is ready; the first call starts it. */
export function ready() {
  coreApi ??= compiled().then((module) => init({ module_or_path: module }));
  return coreApi;
}

export { api };

let logicModule = null;
/** The compiled logic module, fetched on the first call, once per page (the workers get it from here too). */
export function compiledLogic() {
  logicModule ??= compile(locate('wasm/dlx-lab-logic_bg.wasm', new URL('../wasm/dlx-lab-logic_bg.wasm', import.meta.url)));
  return logicModule;
}

let logicApi = null;
/** Resolves to the logic module's API on the main thread (`applyHint`), instantiated on the first call. */
export function logic() {
  logicApi ??= Promise.all([import('../wasm/dlx-lab-logic.js'), compiledLogic()])
    .then(async ([glue, module]) => {
      await glue.default({ module_or_path: module });
      return glue;
    });
  return logicApi;
}

/**
 * Fetches the logic module once the page is idle after the user's first
 * touch or key in `root`, so that a first Hint rarely waits for it; never
 * before (the first load is the core's alone). Once per page: compiledLogic
 * fetches once, whichever instance asks.
 */
export function prefetchLogic(root) {
  const first = () => {
    root.removeEventListener('pointerdown', first, true);
    root.removeEventListener('keydown', first, true);
    const idle = globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 1));
    idle(() => compiledLogic());
  };
  root.addEventListener('pointerdown', first, true);
  root.addEventListener('keydown', first, true);
}
