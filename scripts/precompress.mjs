// Writes `name.br` and `name.gz` beside each text and wasm file of a folder
// (`make site` runs it on dist/), for hosts that serve precompressed files
// (nginx's gzip_static and brotli_static, Netlify, a CDN) and for
// scripts/serve.py, which sends them as they are. Brotli at its best
// quality and gzip at 9: compressed once at build time, the time is free.
// A file that would not shrink gets neither. Run again, it rewrites them.
//
//   node scripts/precompress.mjs dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What a static host compresses: text, and the wasm module. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt|ftl|wasm|ts)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const root = process.argv[2];
if (!root || !statSync(root).isDirectory()) {
  console.error('usage: node scripts/precompress.mjs FOLDER');
  process.exit(2);
}
let [count, before, after] = [0, 0, 0];
for (const path of files(root)) {
  const data = readFileSync(path);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]: path.endsWith('.wasm') ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  if (gz.length >= data.length) continue;
  writeFileSync(`${path}.gz`, gz);
  if (br.length < data.length) writeFileSync(`${path}.br`, br);
  [count, before, after] = [count + 1, before + data.length, after + Math.min(br.length, gz.length)];
}
console.log(`precompressed ${count} files in ${root}: ${before} bytes, ${after} as brotli`);
