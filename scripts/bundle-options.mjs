// esbuild's options for a bundle of the element's code: one module whose
// files (the wasm modules, the workers, the stylesheet, the lessons) are
// still named as `new URL('…', import.meta.url)`, each path rewritten from
// its source module's place to the bundle's, so that the bundle finds them
// as copied and a user's bundler (Vite, webpack) still recognises and
// copies them (www/root.js). wasm-bindgen's modules (the core's and the
// logic's) are left out of it and imported from the folder, so that every
// bundle on a page shares the one initialised copy; so are the catalogues
// fetched when a language is first spoken. Used by
// scripts/bundle.mjs (the site) and bench/count-workers.mjs.
import { readFile } from 'node:fs/promises';
import { dirname, join, posix, relative, sep } from 'node:path';

/** `new URL('<path>…', import.meta.url)` with a relative path (quoted, or a template's fixed start). */
const FILE_URL = /new URL\((['"`])(\.\.?\/[^'"`$]*)([^'"`]*?\1\s*,\s*import\.meta\.url\s*\))/g;

/**
 * The options for a bundle of modules read from the element's folder at
 * `sources` (a directory), written where that folder is `root` from the
 * bundle (a URL path ending in '/': './', '../', './element/', '/element/').
 */
export function bundleOptions(root, sources) {
  /** A file's path in the folder, as the bundle names it. */
  const fromBundle = (file) => {
    const path = relative(sources, file).split(sep).join('/') + (file.endsWith('/') ? '/' : '');
    if (root.startsWith('/')) return posix.join(root, path);
    const joined = posix.normalize(root + path);
    return joined.startsWith('.') ? joined : `./${joined}`;
  };
  return {
    bundle: true,
    format: 'esm',
    write: false,
    define: { ELEMENT_ROOT: JSON.stringify(root) },
    plugins: [{
      name: 'modules-of-their-own',
      setup(b) {
        // wasm-bindgen's modules, and a language's catalogue imported when
        // first spoken (www/i18n/words.js; English's, imported at once, is bundled).
        b.onResolve({ filter: /\/(wasm\/dlx-lab(-logic)?|locales\/[\w-]+)\.js$/ }, (args) => {
          if (args.path.includes('/locales/') && args.kind !== 'dynamic-import') return undefined;
          return { path: `${root}${args.path.split('/').slice(-2).join('/')}`, external: true };
        });
      },
    }, {
      name: 'file-urls-from-the-bundle',
      setup(b) {
        b.onLoad({ filter: /\.js$/ }, async (args) => {
          if (relative(sources, args.path).startsWith('..')) return undefined;
          const text = await readFile(args.path, 'utf8');
          const contents = text.replace(FILE_URL, (_, quote, path, rest) => `new URL(${quote}${fromBundle(join(dirname(args.path), path))}${rest}`);
          return { contents, loader: 'js' };
        });
      },
    }],
  };
}
