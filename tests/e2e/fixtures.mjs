// The fixtures every browser test uses: a fresh page on the home screen, and a test that fails on
// any console error, page error or panic message, as a player would notice.
import { test as base, expect } from '@playwright/test';

export { expect };

const port = Number(process.env.GOATHERD_PORT ?? 4173);

export const test = base.extend({
  /** The home page's address, and the same build under a GitHub Pages sub-path. */
  base: [`http://127.0.0.1:${port}/`, { option: true }],
  pagesBase: [`http://127.0.0.1:${port + 1}/goatherd/`, { option: true }],
  page: async ({ page }, use) => {
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto('/');
    await page.waitForSelector('main[data-screen]');
    await use(page);
    const text = await page.textContent('body').catch(() => '');
    if (/panicked|RuntimeError|unreachable/.test(text ?? '')) problems.push('a panic message is on the page');
    expect(problems, 'no console error, page error or panic').toEqual([]);
  },
});
