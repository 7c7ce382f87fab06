// Where the element's files are found (the wasm modules, the workers, the
// stylesheet, the built-in lessons). Each is named where it is used, as
// `new URL('../wasm/dlx-lab_bg.wasm', import.meta.url)`: the form that Vite,
// webpack and other bundlers recognise, copy into their output and rewrite,
// so the package works installed under a bundler as well as copied. The
// site's bundles keep that form, each path rewritten for the bundle's own
// place (scripts/bundle-options.mjs).
//
// The folder itself is needed in two cases only: a host that serves the
// files somewhere else says where (setBasePath), and a search worker that
// must start from a blob (a sandboxed frame, or a folder on another origin:
// worker/client.js) imports worker.js by its full URL.
/* global ELEMENT_ROOT */

/** This module's URL; in a site bundle, the folder is ELEMENT_ROOT from it (scripts/bundle.mjs). */
const here = import.meta.url;
let base = null;

/**
 * Serves the element's files from `url` (the folder, as a URL or a path
 * relative to the page), for hosts that copy them elsewhere than beside the
 * module; null goes back to beside it. Call it before the first element
 * connects: nothing is fetched before.
 */
export function setBasePath(url) {
  base = url == null ? null : new URL(String(url).replace(/\/?$/, '/'), document.baseURI);
}

/** The URL of the file at `path` in the folder: `beside` (as a bundler placed it), unless setBasePath said elsewhere. */
export function located(path, beside) {
  return base ? new URL(path, base) : beside;
}

/**
 * `located`, a microtask later: what an element fetches as it starts. Elements
 * upgrade as the module defines them, before the body of the module that
 * imported it can call setBasePath; this way that call still applies.
 */
export const locate = (path, beside) => Promise.resolve().then(() => located(path, beside));

/** Whether setBasePath named a folder: then every file is fetched from there. */
export const moved = () => base !== null;

/**
 * Whether this module came from another origin than the page's (a CDN's,
 * or any for a sandboxed frame, whose origin is opaque): a worker may not
 * start from there. A URL that is no web address (a bundler's build-time
 * `file:`) counts as the page's.
 */
export function foreign() {
  const url = new URL(here);
  return /^https?:$/.test(url.protocol) && url.origin !== self.origin;
}

/** The folder's URL: setBasePath's, else where this module's bundle places it. */
export function folder() {
  return base ?? new URL(typeof ELEMENT_ROOT === 'string' ? ELEMENT_ROOT : '.', here);
}
