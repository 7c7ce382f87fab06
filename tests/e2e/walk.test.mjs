// The random walk (walk.mjs) in `make test`: 300 actions on fixed seeds, on
// the app page and in <dlx-lab>, in English and in Chinese. `make soak-ui`
// walks thousands (soak-ui.mjs). A failure names its seed and its actions.
import { test } from 'node:test';
import { useServerAndBrowser } from './harness.mjs';
import { walk } from './walk.mjs';

const running = useServerAndBrowser();

const WALKS = [
  { host: 'app', lang: 'en', seed: 1, count: 100 },
  { host: 'app', lang: 'zh-CN', seed: 2, count: 100 },
  { host: 'element', lang: 'en', seed: 3, count: 50 },
  { host: 'element', lang: 'zh-CN', seed: 4, count: 50 },
];

for (const options of WALKS) {
  test(`a walk of ${options.count} actions on the ${options.host === 'app' ? 'app page' : 'element'} in ${options.lang}, seed ${options.seed}`, async () => {
    await walk(running.browser, running.server.url, options);
  });
}
