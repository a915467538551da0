// Screenshots of the BattleGoats table at the three sizes (1280x800, 800x1280, 390x844), with
// 2 and 6 seats: laying out, a card picked, the hand-off and a fight:
//   node scripts/look-battlegoats.mjs [out-dir]   (after scripts/build.sh), for a person to look at;
//   node scripts/look-battlegoats.mjs --docs      the three committed in docs/screenshots/ (the
//                                                 README's picture is battlegoats.png).
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';

const docs = process.argv[2] === '--docs';
const out = docs ? 'docs/screenshots' : (process.argv[2] ?? 'test-results/look');
// In --docs mode only these are kept: [seats, moment, size] -> file name.
const KEEP = { '2 picked landscape': 'battlegoats', '6 picked portrait': 'battlegoats-portrait', '2 fight phone': 'battlegoats-phone' };
await mkdir(out, { recursive: true });
const server = await serve('dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
const screen = (page) => page.getAttribute('main', 'data-screen');
for (const [w, h, size] of [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [390, 844, 'phone']]) {
  for (const seats of [2, 6]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
    const shot = async (name) => {
      const file = docs ? KEEP[`${seats} ${name} ${size}`] : `battlegoats-${seats}-${name}-${size}`;
      if (!file) return;
      await page.waitForTimeout(1600);
      await page.screenshot({ path: `${out}/${file}.png`, fullPage: size === 'phone' });
    };
    await page.goto(`${base}battlegoats/`);
    await page.waitForSelector('main[data-screen=setup]');
    await page.getByRole('button', { name: `${seats} players`, exact: true }).click();
    const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'];
    for (let i = 0; i < seats; i++) await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
    await page.getByLabel('Seed').fill('21');
    await page.getByRole('button', { name: 'Start the game' }).click();
    for (let s = 0; s < seats; s++) {
      await page.getByRole('button', { name: /show my cards/ }).click();
      for (let k = 0; k < 9; k++) {
        await page.locator('section[aria-label="Your hand"] button.bg-card').first().click();
        if (s === 0 && k === 4) await shot('layout');
        await page.locator('.bg-own button.bg-cell.target').first().click();
      }
      await page.getByRole('button', { name: /^Done/ }).click();
    }
    await page.getByRole('button', { name: /show my cards/ }).click();
    await page.locator('section[aria-label="Who attacks first"] button').first().click();
    for (let turn = 0; turn < 3; turn++) {
      if ((await screen(page)) === 'handoff') await page.getByRole('button', { name: /show my cards/ }).click();
      await page.locator('.bg-own button.bg-cell:enabled').first().click();
      if (turn === 2) await shot('picked');
      await page.locator('.bg-opponents button.bg-cell.target').first().click();
    }
    if ((await screen(page)) === 'handoff') {
      await shot('handoff');
      await page.getByRole('button', { name: /show my cards/ }).click();
    }
    await shot('fight');
    await context.close();
  }
}
await browser.close();
server.close();
