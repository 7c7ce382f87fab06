// The wasm module on the main thread, for the quick calls a page makes while
// the user types (parsing, clashes, candidates, parity) and for the tracer,
// which must answer within a frame. Searches that can take long go to the
// worker instead (client.js). The module is fetched and compiled once per
// page, relative to this file, so a copied folder works wherever it is
// served from; the search workers instantiate the same compiled module.
import init, * as api from '../wasm/dlx-lab.js';
import { ROOT } from '../root.js';

const URL_OF_WASM = new URL('wasm/dlx-lab_bg.wasm', ROOT);

/**
 * The compiled module, once per page: the page instantiates it, and so does
 * each search worker (client.js posts it), instead of fetching and
 * compiling its own. A server that does not say `application/wasm` gets the
 * bytes compiled instead of streamed.
 */
export const compiled = WebAssembly.compileStreaming(fetch(URL_OF_WASM))
  .catch(() => fetch(URL_OF_WASM).then((r) => r.arrayBuffer()).then((bytes) => WebAssembly.compile(bytes)));

/** Resolves to the module's exports (`memory` among them) once it is ready. */
export const ready = compiled.then((module) => init({ module_or_path: module }));

export { api };
