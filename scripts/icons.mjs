// Renders the app's icon (pages/icons/icon.svg, the page's favicon drawn
// large) to the PNGs its web app manifest names, 192 and 512 px, in
// headless Chromium. The PNGs are committed; run this after changing the
// drawing:
//
//   node scripts/icons.mjs
import { readFileSync } from 'node:fs';
import { launch } from '../tests/e2e/harness.mjs';

const svg = readFileSync('pages/icons/icon.svg', 'utf8');
const browser = await launch();
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    await page.screenshot({ path: `pages/icons/icon-${size}.png`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
