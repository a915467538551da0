// Screenshots of the Goat Lords table at the three sizes (1280x800, 800x1280, 390x844), with 2
// and 6 seats, after a few turns: the table, a card picked with its places lit, a duel:
//   node scripts/look-goat-lords.mjs [out-dir] [dist-dir]   (after scripts/build.sh), for a
//                                                          person to look at;
//   node scripts/look-goat-lords.mjs --docs [dist-dir]     the three committed in docs/screenshots/.
// The dist directory is 'dist' unless given (or set in DIST).
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';
import { decide } from '../tests/e2e/helpers.mjs';

const docs = process.argv[2] === '--docs';
const out = docs ? 'docs/screenshots' : (process.argv[2] ?? 'test-results/look');
const dist = process.argv[3] ?? process.env.DIST ?? 'dist';
// In --docs mode only these are kept: [seats, moment, size] -> file name.
const KEEP = { '6 picked landscape': 'goat-lords', '6 duel portrait': 'goat-lords-portrait', '2 picked phone': 'goat-lords-phone' };
const SIZES = [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [390, 844, 'phone']];
await mkdir(out, { recursive: true });
const server = await serve(dist);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
const screen = (page) => page.getAttribute('main', 'data-screen');
const take = (page) => page.getByRole('button', { name: /show my cards/ }).click();
for (const seats of [2, 6]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  /** The table now at every size. */
  const shots = async (name) => {
    for (const [w, h, size] of SIZES) {
      const file = docs ? KEEP[`${seats} ${name} ${size}`] : `goat-lords-${seats}-${name}-${size}`;
      if (!file) continue;
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${file}.png`, fullPage: size === 'phone' });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  await page.goto(`${base}goat-lords/`);
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: `${seats} players`, exact: true }).click();
  const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'];
  for (let i = 0; i < seats; i++) await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
  await page.getByLabel('Seed').fill('2024');
  await page.getByRole('button', { name: 'Start the game' }).click();
  // Everyone births or discards for a few rounds, then the table, a card picked, and a duel.
  for (let step = 0; step < 5 * seats; step++) {
    if ((await screen(page)) === 'handoff') await take(page);
    await decide(page, { preferDuel: false });
  }
  if ((await screen(page)) === 'handoff') await take(page);
  await shots('table');
  await page.locator('section.mine button.gl-card:enabled').first().click();
  await shots('picked');
  await page.locator('section.mine button.gl-card.chosen').first().click();
  for (let step = 0; step < 200; step++) {
    if ((await screen(page)) === 'handoff') await take(page);
    if ((await screen(page)) !== 'play') break;
    const tapped = await decide(page);
    if (/^Duel (?!on)/.test(tapped)) {
      if ((await screen(page)) === 'handoff') await take(page);
      await shots('duel');
      break;
    }
  }
  await context.close();
}
await browser.close();
server.close();
