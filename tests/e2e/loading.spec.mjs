// A page whose code is slow to come or can't be had (index.html's #boot): while the code loads,
// the page shows its name and a line that it is loading; if the glue or the wasm can't be fetched,
// it says so in words with a Reload button, which starts the game once the code comes; offline
// with nothing cached, it says that the page needs one visit online first. At the three sizes
// (@shell), the words fit the screen.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';

// No service worker: every request of the page goes through the routes below.
test.use({ serviceWorkers: 'block' });

const WASM = '**/goatherd-*_bg.wasm*';
const GLUE = '**/goatherd-*.js';
const boot = (page) => page.locator('#boot');

/** What #boot says, and whether the page fits its screen. */
async function said(page) {
  const fit = await page.evaluate(() => {
    const r = document.getElementById('boot').getBoundingClientRect();
    const d = document.documentElement;
    return { over: [d.scrollWidth - innerWidth, d.scrollHeight - innerHeight], box: [r.left, r.top, innerWidth - r.right, innerHeight - r.bottom] };
  });
  assert.ok(Math.max(...fit.over) <= 0 && Math.min(...fit.box) >= 0, `the loading words fit the screen (${JSON.stringify(fit)})`);
  return (await boot(page).innerText()).replace(/\s+/g, ' ').trim();
}

test('@shell while the code loads the page says which and that it is loading; then the game', async ({ context, base }) => {
  const page = await context.newPage();
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route(WASM, async (route) => { await held; await route.continue(); });
  await page.goto(`${base}goat-lords/`);
  await boot(page).getByRole('heading', { name: 'Goat Lords' }).waitFor();
  assert.equal(await said(page), 'Goat Lords Loading…');
  assert.equal(await page.title(), 'Goat Lords · Goatherd');
  assert.equal(await page.locator('main').count(), 0);
  release();
  await page.waitForSelector('main[data-screen=setup]');
  assert.equal(await boot(page).count(), 0, 'the loading words go when the game comes');
});

for (const [what, url, name] of [['the wasm', WASM, 'Goatherd'], ['the glue', GLUE, 'Gruff Goats']]) {
  test(`@shell ${what} not fetched: the page says so, and Reload starts the game (${name})`, async ({ context, base }) => {
    const page = await context.newPage();
    await page.route(url, (route) => route.abort('connectionreset'));
    await page.goto(name === 'Goatherd' ? base : `${base}gruff-goats/`);
    await page.getByRole('alert').waitFor();
    const words = await said(page);
    assert.match(words, new RegExp(`^${name} The game could not start: its code did not load\\. The connection may have dropped\\. Reload$`));
    assert.equal(await page.locator('main').count(), 0);
    await page.unroute(url);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForSelector(name === 'Goatherd' ? 'main[data-screen=home]' : 'main[data-screen=setup]');
    assert.equal(await boot(page).count(), 0);
  });
}

test('offline with nothing cached, the page says it needs one visit online first', async ({ context, base }) => {
  const page = await context.newPage();
  await page.route(WASM, async (route) => {
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.goto(`${base}battlegoats/`);
  await page.getByRole('alert').waitFor();
  assert.match(await said(page), /^BattleGoats You are offline, and this page has not been opened online yet\. Open it once with a connection/);
  await context.setOffline(false);
});
