// Makes the site installable and usable offline: the web app manifest in
// each language (manifest.<lang>.webmanifest, its words from
// locales/<lang>/page.ftl), and dist/sw.js (pages/sw.js, the service
// worker) made the worker of this build: its FILES are every file a page
// of the site may fetch, its VERSION a hash of their names and bytes. Run
// by `make site` after the bundles and before the precompressed copies.
//
// Left out: the copies compressed for hosts, the source maps, and the
// element's package-only files (its README, types, manifest, licences),
// which no page fetches.
//
//   node scripts/offline.mjs dist
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';

/** The messages of a catalogue's one-line entries (`key = value`). */
const catalogue = (lang) => Object.fromEntries(readFileSync(`locales/${lang}/page.ftl`, 'utf8')
  .split('\n').map((line) => line.match(/^([a-z][\w-]*) = (.*)$/)).filter(Boolean).map((m) => [m[1], m[2]]));

for (const lang of ['en', 'zh-CN']) {
  const words = catalogue(lang);
  const manifest = {
    lang,
    name: words['app-name'],
    short_name: words['app-short-name'],
    description: words['page-description'],
    start_url: lang === 'en' ? './' : `./?lang=${lang}`,
    scope: './',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#c2572b',
    icons: [192, 512].map((size) => ({ src: `icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
  };
  writeFileSync(join(dist, `manifest.${lang}.webmanifest`), `${JSON.stringify(manifest, null, 2)}\n`);
}
const LEFT_OUT = /\.(br|gz|map|d\.ts|md|svg)$|^sourcemaps\/|(^|\/)(LICENSE|NOTICE|package\.json|custom-elements\.json)$|^sw\.js$/;

const files = readdirSync(dist, { recursive: true }).map(String)
  .filter((f) => statSync(join(dist, f)).isFile() && !LEFT_OUT.test(f))
  .sort();
const hash = createHash('sha256');
for (const f of files) hash.update(`${f}\0`).update(readFileSync(join(dist, f)));
const version = hash.digest('hex').slice(0, 16);

const worker = join(dist, 'sw.js');
const source = readFileSync(worker, 'utf8');
const made = source
  .replace(/^const VERSION = .*;$/m, `const VERSION = '${version}';`)
  .replace(/^const FILES = .*;$/m, `const FILES = ${JSON.stringify(files)};`);
if (made === source) throw new Error(`${worker}: no VERSION or FILES line to fill in`);
writeFileSync(worker, made);
console.log(`${worker}: version ${version}, ${files.length} files`);
