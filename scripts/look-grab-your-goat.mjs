// Screenshots of the Grab Your Goat! table at the three sizes (1280x800, 800x1280, 390x844),
// with 2 and 4 seats, after a few turns: a roll, a move, a hand card picked:
//   node scripts/look-grab-your-goat.mjs [out-dir]   (after scripts/build.sh), for a person to look at;
//   node scripts/look-grab-your-goat.mjs --docs      the three committed in docs/screenshots/ (the
//                                                    README's picture is grab-your-goat.png).
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';

const docs = process.argv[2] === '--docs';
const out = docs ? 'docs/screenshots' : (process.argv[2] ?? 'test-results/look');
// In --docs mode only these are kept: [seats, moment, size] -> file name.
const KEEP = { '4 move landscape': 'grab-your-goat', '2 picked portrait': 'grab-your-goat-portrait', '2 move phone': 'grab-your-goat-phone' };
await mkdir(out, { recursive: true });
const server = await serve('dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
const screen = (page) => page.getAttribute('main', 'data-screen');
const take = (page) => page.getByRole('button', { name: /show my cards/ }).click();
for (const [w, h, size] of [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [390, 844, 'phone']]) {
  for (const seats of [2, 4]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
    const shot = async (name) => {
      const file = docs ? KEEP[`${seats} ${name} ${size}`] : `grab-your-goat-${seats}-${name}-${size}`;
      if (!file) return;
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/${file}.png`, fullPage: size === 'phone' });
    };
    await page.goto(`${base}grab-your-goat/`);
    await page.waitForSelector('main[data-screen=setup]');
    await page.getByRole('button', { name: `${seats} players`, exact: true }).click();
    const names = ['Ana', 'Bo', 'Cy', 'Di'];
    for (let i = 0; i < seats; i++) await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
    await page.getByLabel('Seed').fill('5');
    await page.getByRole('button', { name: 'Start the game' }).click();
    // Every seat plays a few turns: roll, answer what is asked, walk onto a face-down card.
    for (let step = 0, turns = 0; step < 200 && turns < 3 * seats + 1; step++) {
      if ((await screen(page)) === 'handoff') { await take(page); turns++; continue; }
      // The mover's result, before the tablet changes hands.
      if ((await screen(page)) === 'pass') { await page.locator('main button', { hasText: /^Pass to / }).first().click(); continue; }
      const roll = page.getByRole('button', { name: /Roll the die/ });
      if (await roll.count()) { await roll.click(); if (turns === 3 * seats) await shot('roll'); continue; }
      const asked = page.locator('.gy-board .choices button', { hasText: /Send your goat|Open to the|Toward the|Turn over nothing|Stay here|Nowhere|pass/ });
      if (await asked.count()) { await asked.first().click(); continue; }
      if (turns === 3 * seats) {
        await shot('move');
        const card = page.locator('.gy-hand button.gy-card-btn:not([aria-disabled])');
        if (await card.count()) { await card.first().click(); await shot('picked'); await card.first().click(); }
        break;
      }
      const down = page.locator('.gy-cell.down.target');
      await ((await down.count()) ? down.first() : page.locator('.gy-cell.target').first()).click();
    }
    await context.close();
  }
}
await browser.close();
server.close();
