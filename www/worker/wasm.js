// The wasm module on the main thread, for the quick calls a page makes while
// the user types (parsing, clashes, candidates, parity) and for the tracer,
// which must answer within a frame. Searches that can take long go to the
// worker instead (engine.js). The module is loaded once per page, relative
// to this file, so a copied folder works wherever it is served from.
import init, * as api from '../wasm/dlx-lab.js';

/** Resolves to the module's exports (`memory` among them) once it is ready. */
export const ready = init({ module_or_path: new URL('../wasm/dlx-lab_bg.wasm', import.meta.url) });

export { api };
