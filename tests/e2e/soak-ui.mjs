// `make soak-ui`: long random walks (walk.mjs) over the app page and the
// element, in both languages, on three seeds: WALK_ACTIONS actions in all
// (5,000 by default), shared out evenly. Prints each walk's figures and the
// total; exits non-zero at the first failure, naming its seed and actions.
// One walk can be replayed: WALK_SEED=… WALK_HOST=app|element WALK_LANG=en|zh-CN WALK_ACTIONS=…
import { launch, serve } from './harness.mjs';
import { walk } from './walk.mjs';

const total = Number(process.env.WALK_ACTIONS ?? 5000);
const one = process.env.WALK_SEED
  ? [{ host: process.env.WALK_HOST ?? 'app', lang: process.env.WALK_LANG ?? 'en', seed: Number(process.env.WALK_SEED), count: total }]
  : null;
const walks = one ?? [1, 2, 3].flatMap((seed) => ['app', 'element'].flatMap((host) => ['en', 'zh-CN'].map((lang) => ({ host, lang, seed: 1000 + seed }))))
  .map((w, i, all) => ({ ...w, count: Math.floor(total / all.length) + (i < total % all.length ? 1 : 0) }));

const server = await serve();
const browser = await launch();
let actions = 0;
const start = Date.now();
try {
  for (const options of walks) {
    const t0 = Date.now();
    const done = await walk(browser, server.url, options);
    actions += done.length;
    console.log(`${options.host} ${options.lang} seed ${options.seed}: ${done.length} actions in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  console.log(`soak-ui: ${actions} actions, ${walks.length} walks, no failure, ${((Date.now() - start) / 60000).toFixed(1)} min`);
} catch (e) {
  console.error(e.message);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
