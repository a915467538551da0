// Renders the app icon (static/icons/icon.svg) to the PNG sizes the web app manifest lists, in
// headless Chromium. Run by hand when the icon changes: node scripts/make-icons.mjs
import { chromium } from 'playwright-core';
import { readFile } from 'node:fs/promises';

const svg = await readFile('static/icons/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  await page.screenshot({ path: `static/icons/icon-${size}.png`, omitBackground: true });
  await page.close();
}
await browser.close();
