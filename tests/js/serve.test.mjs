// scripts/serve.py, what `make serve` runs: text and wasm go gzipped when
// the browser accepts it (as static hosts send them), the same bytes when
// unpacked, and as they are otherwise; CORS on every response. The files
// scripts/precompress.mjs writes beside each one (`make site`) are sent as
// they are, brotli's first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';

const ROOT = new URL('../../', import.meta.url);

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** GET `path` with `headers`: the status, headers and body bytes. */
function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

/** Tries `get` until the server answers (it is starting). */
async function whenUp(port) {
  for (;;) {
    try {
      return await get(port, '/');
    } catch {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

test('serve.py sends text and wasm gzipped when asked, and CORS always', async (t) => {
  const port = await freePort();
  const server = spawn('python3', ['scripts/serve.py', '--port', String(port), 'www'], { cwd: ROOT, stdio: 'ignore' });
  t.after(() => server.kill());
  await whenUp(port);
  const file = readFileSync(new URL('www/dlx-lab.js', ROOT));
  const packed = await get(port, '/dlx-lab.js', { 'accept-encoding': 'gzip, deflate' });
  assert.equal(packed.status, 200);
  assert.equal(packed.headers['content-encoding'], 'gzip');
  assert.equal(packed.headers.vary, 'Accept-Encoding');
  assert.equal(packed.headers['access-control-allow-origin'], '*');
  assert.equal(packed.headers['content-type'], 'text/javascript');
  assert.deepEqual(gunzipSync(packed.body), file);
  assert.ok(packed.body.length < file.length);
  const plain = await get(port, '/dlx-lab.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.deepEqual(plain.body, file);
  assert.equal(plain.headers['access-control-allow-origin'], '*');
  assert.equal((await get(port, '/nothing-here.js', { 'accept-encoding': 'gzip' })).status, 404);
});

test('precompress.mjs writes .br and .gz beside each text and wasm file, and serve.py sends them as they are', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'dlx-precompress-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const page = readFileSync(new URL('index.html', ROOT));
  const module = readFileSync(new URL('www/dlx-lab.js', ROOT));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'dlx-lab.js'), module);
  writeFileSync(join(dir, 'tiny.js'), 'x');
  writeFileSync(join(dir, 'picture.png'), page);
  execFileSync('node', ['scripts/precompress.mjs', dir], { cwd: ROOT });
  for (const [name, data] of [['index.html', page], ['dlx-lab.js', module]]) {
    assert.deepEqual(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))), data, name);
    assert.deepEqual(gunzipSync(readFileSync(join(dir, `${name}.gz`))), data, name);
  }
  assert.ok(!existsSync(join(dir, 'tiny.js.gz')), 'a file that would not shrink is left alone');
  assert.ok(!existsSync(join(dir, 'picture.png.br')), 'only text and wasm');

  const port = await freePort();
  const server = spawn('python3', ['scripts/serve.py', '--port', String(port), dir], { cwd: ROOT, stdio: 'ignore' });
  t.after(() => server.kill());
  await whenUp(port);
  const br = await get(port, '/dlx-lab.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers['content-type'], 'text/javascript');
  assert.deepEqual(br.body, readFileSync(join(dir, 'dlx-lab.js.br')));
  const gz = await get(port, '/', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.deepEqual(gz.body, readFileSync(join(dir, 'index.html.gz')));
  // A file changed since the build is compressed afresh, not sent stale.
  writeFileSync(join(dir, 'index.html'), Buffer.concat([page, Buffer.from('<!-- changed -->')]));
  const later = new Date(Date.now() + 5000);
  utimesSync(join(dir, 'index.html'), later, later);
  const fresh = await get(port, '/', { 'accept-encoding': 'gzip' });
  assert.match(gunzipSync(fresh.body).toString(), /<!-- changed -->$/);
});
