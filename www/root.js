// The element's folder as a URL: what its other files are found relative
// to (the wasm module, the workers, the stylesheet, the built-in lessons),
// so that a copied folder works wherever it is served from. Unbundled, this
// file sits at the folder's top. `make site` bundles each entry
// (scripts/bundle.mjs), and each bundle is told where the folder is from
// its own place, as ELEMENT_ROOT.
/* global ELEMENT_ROOT */
export const ROOT = new URL(typeof ELEMENT_ROOT === 'string' ? ELEMENT_ROOT : './', import.meta.url);
