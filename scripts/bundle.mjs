// Bundles and minifies the site's JS entries in place (esbuild, at build
// time only): each page's script, the element, and its two workers become
// one module each, instead of some 60 modules fetched in chains. Run by
// `make site` after the element's folder is complete.
//
// - Each bundle names the element's files from its own place: the paths of
//   `new URL('…', import.meta.url)` are rewritten for it, and it is told
//   where the folder is (ELEMENT_ROOT, read by www/root.js) for the
//   workers that start from a blob (scripts/bundle-options.mjs).
// - wasm-bindgen's modules (element/wasm/dlx-lab.js, and the logic's
//   dlx-lab-logic.js) stay modules of their own, shared by the bundles on a page and by anyone who imports it (the
//   package's `./wasm`): bundled into each, it would be a second, never
//   initialised copy. It is minified in place.
// - The modules that went into the bundles are removed from the element's
//   folder, which then holds only what runs (with its types, README and
//   the vendored code's notices), as its npm package does.
// - The source maps go to dist/sourcemaps/, beside the element's folder,
//   not into it: a copied folder (and the npm package) holds only what
//   runs, and its files name no map, which would lead outside it. The
//   site's own pages (index.js, embed.js) link theirs.
//
//   node scripts/bundle.mjs dist
import { build, transform } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { bundleOptions } from './bundle-options.mjs';

const dist = process.argv[2] ?? 'dist';
/** wasm-bindgen's modules: the core's and the logic's (www/worker/wasm.js). */
const WASM_GLUES = ['element/wasm/dlx-lab.js', 'element/wasm/dlx-lab-logic.js'];

/** Each entry, under dist/, and the element's folder from it. */
const ENTRIES = {
  'index.js': './element/',
  'embed.js': './element/',
  'element/dlx-lab.js': './',
  'element/worker/worker.js': '../',
  'element/worker/gif.js': '../',
};

/**
 * Writes `code` at the entry's path and its source map under
 * dist/sourcemaps/ at the same path, the map's sources made relative to
 * its new place; a page's script (not the element's folder) links the two.
 */
function save(entry, code, mapText) {
  const file = join(dist, entry);
  const mapFile = join(dist, 'sourcemaps', `${entry}.map`);
  const map = JSON.parse(mapText);
  map.sources = map.sources.map((source) => relative(dirname(mapFile), join(dirname(file), source)));
  mkdirSync(dirname(mapFile), { recursive: true });
  writeFileSync(mapFile, JSON.stringify(map));
  const link = entry.startsWith('element/') ? '' : `//# sourceMappingURL=${relative(dirname(file), mapFile)}\n`;
  writeFileSync(file, `${code.trimEnd()}\n${link}`);
}

/** The folder's modules the bundles import and leave out (scripts/bundle-options.mjs), as paths under dist/. */
const imported = new Set();
for (const [entry, root] of Object.entries(ENTRIES)) {
  const result = await build({
    ...bundleOptions(root, resolve(dist, 'element')),
    entryPoints: [join(dist, entry)],
    minify: true,
    target: 'es2022',
    sourcemap: 'external',
    outfile: join(dist, entry),
    logLevel: 'warning',
    metafile: true,
  });
  const [map, code] = ['.map', '.js'].map((end) => result.outputFiles.find((out) => out.path.endsWith(end)).text);
  save(entry, code, map);
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, external } of output.imports) if (external) imported.add(join(dirname(entry), path));
  }
}

// The element's folder keeps what runs: its bundles, wasm-bindgen's module,
// the catalogues fetched later, and the files they fetch (the stylesheet,
// the wasm, the lessons), with
// the types, the README and the vendored code's notices. The modules that
// went into the bundles go.
const kept = new Set([...Object.keys(ENTRIES), ...imported].filter((f) => f.startsWith('element/')));
const element = join(dist, 'element');
for (const file of readdirSync(element, { recursive: true }).map(String)) {
  if (file.endsWith('.js') && !kept.has(`element/${file}`)) rmSync(join(element, file));
}
for (const dir of readdirSync(element, { recursive: true }).map(String).reverse()) {
  const path = join(element, dir);
  if (statSync(path).isDirectory() && readdirSync(path).length === 0) rmSync(path, { recursive: true });
}

for (const entry of WASM_GLUES) {
  const glue = join(dist, entry);
  const minified = await transform(readFileSync(glue, 'utf8'), {
    format: 'esm', minify: true, target: 'es2022', sourcemap: 'external', sourcefile: basename(glue),
  });
  save(entry, minified.code, minified.map);
}
