// Browser tests: the release build in dist/, served on localhost, driven in headless Debian
// Chromium through playwright-core. Each test taps through the app like a player would.
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { serve } from './serve.mjs';
import { tests } from './goatherd.test.mjs';

const only = process.argv[2];
const server = await serve('dist');
const base = `http://127.0.0.1:${server.address().port}/`;
// The same build under a sub-path, as GitHub Pages serves a project site.
const pages = await serve('dist', 0, '/goatherd/');
const pagesBase = `http://127.0.0.1:${pages.address().port}/goatherd/`;
await mkdir('test-results', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});

let failed = 0;
for (const [name, body] of Object.entries(tests)) {
  if (only && !name.includes(only)) continue;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const started = Date.now();
  try {
    await page.goto(base);
    await page.waitForSelector('main[data-screen]');
    await body(page, { base, pagesBase, context });
    const text = await page.textContent('body');
    if (/panicked|RuntimeError|unreachable/.test(text ?? '')) problems.push('a panic message is on the page');
    if (problems.length) throw new Error(problems.join('\n'));
    console.log(`ok   ${name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}\n     ${String(e.stack ?? e).split('\n').slice(0, 6).join('\n     ')}`);
    await page.screenshot({ path: `test-results/FAIL-${name.replace(/\W+/g, '_')}.png` }).catch(() => {});
  }
  await context.close();
}
await browser.close();
// UPDATE_SCREENSHOTS=1 copies the tablet-size shots of every game into docs/screenshots/ for the
// README (only after a run where every test passed).
if (process.env.UPDATE_SCREENSHOTS && !failed && !only) {
  const { copyFile } = await import('node:fs/promises');
  for (const [from, to] of [['home', 'home'], ['duel-defender', 'goat-lords'], ['battlegoats', 'battlegoats'],
    ['gruff-goats-landscape', 'gruff-goats'], ['grab-your-goat-landscape', 'grab-your-goat'], ['floats-mcgoats-landscape', 'floats-mcgoats']]) {
    await copyFile(`test-results/${from}.png`, `docs/screenshots/${to}.png`);
  }
  console.log('screenshots copied to docs/screenshots/');
}
server.close();
pages.close();
console.log(failed ? `${failed} browser test(s) failed` : 'all browser tests passed');
process.exit(failed ? 1 : 0);
