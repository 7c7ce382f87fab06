// esbuild's options for a bundle of the element's code: one module, told
// where the element's folder is (ELEMENT_ROOT, read by www/root.js), with
// wasm-bindgen's modules (the core's and the logic's) left out of it and imported from that folder, so
// that every bundle on a page shares the one initialised copy. Used by
// scripts/bundle.mjs (the site) and bench/count-workers.mjs.

/** The options for a bundle whose element's folder is at `root` (a URL path ending in '/'). */
export function bundleOptions(root) {
  return {
    bundle: true,
    format: 'esm',
    write: false,
    define: { ELEMENT_ROOT: JSON.stringify(root) },
    plugins: [{
      name: 'wasm-glue-stays-shared',
      setup(b) {
        b.onResolve({ filter: /\/wasm\/dlx-lab(-logic)?\.js$/ }, (args) => ({
          path: `${root}wasm/${args.path.split('/').pop()}`, external: true,
        }));
      },
    }],
  };
}
