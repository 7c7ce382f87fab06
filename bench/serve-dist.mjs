// The built site (dist/) served as a static host serves it (scripts/serve.py),
// for the benchmarks that load its pages in a browser: bench/weight.mjs and
// bench/lighthouse/run.mjs.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/**
 * Starts scripts/serve.py on `port` with `flags` (say `--gzip-only`) and
 * resolves to its process once it answers, so that no run starts before
 * it; `kill()` it when done.
 */
export async function serveDist(port, flags = []) {
  const server = spawn('python3', ['scripts/serve.py', ...flags, '--port', String(port), 'dist'], { cwd: root, stdio: 'ignore' });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/index.html`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => { setTimeout(resolve, 100); });
  }
}
