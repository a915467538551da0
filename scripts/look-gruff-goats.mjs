// Screenshots of the Gruff Goats table at the three sizes (1280x800, 800x1280, 390x844), with 2
// and 4 seats, after a few turns of claims, blocks and goat moves:
//   node scripts/look-gruff-goats.mjs [out-dir]   (after scripts/build.sh), for a person to look at;
//   node scripts/look-gruff-goats.mjs --docs      the three committed in docs/screenshots/ (the
//                                                 README's picture is gruff-goats.png).
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';

const docs = process.argv[2] === '--docs';
const out = docs ? 'docs/screenshots' : (process.argv[2] ?? 'test-results/look');
// In --docs mode only these are kept: [seats, moment, size] -> file name.
const KEEP = { '4 move landscape': 'gruff-goats', '2 claim portrait': 'gruff-goats-portrait', '2 move phone': 'gruff-goats-phone' };
await mkdir(out, { recursive: true });
const server = await serve(process.env.DIST ?? 'dist');
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
      const file = docs ? KEEP[`${seats} ${name} ${size}`] : `gruff-goats-${seats}-${name}-${size}`;
      if (!file) return;
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/${file}.png`, fullPage: size === 'phone' });
    };
    await page.goto(`${base}gruff-goats/`);
    await page.waitForSelector('main[data-screen=setup]');
    await page.getByRole('button', { name: `${seats} players`, exact: true }).click();
    const names = ['Ana', 'Bo', 'Cy', 'Di'];
    for (let i = 0; i < seats; i++) await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
    await page.getByLabel('Seed').fill('2002');
    await page.getByRole('button', { name: 'Start the game' }).click();
    // Each seat claims a goat wand or moves a goat with one it holds; the first claim is blocked.
    let blocked = false;
    let lit = false;
    let turns = 0;
    for (let step = 0; step < 300 && turns < 3 * seats; step++) {
      if ((await screen(page)) === 'handoff') { await take(page); continue; }
      const block = page.getByRole('button', { name: /^Block with/ });
      if (await block.count()) {
        if (!blocked) { await shot('claim'); blocked = true; await block.click(); } else await page.getByRole('button', { name: /^Let .* have it/ }).click();
        continue;
      }
      const giveUp = page.getByRole('button', { name: 'Give up the claim' });
      if (await giveUp.count()) { await giveUp.click(); continue; }
      const put = page.locator('.gg-sq.target');
      if (await put.count() && /corner/.test(await put.first().getAttribute('aria-label'))) { await put.first().click(); continue; }
      if (await put.count()) { if (!lit) { lit = true; await shot('lit'); } await put.first().click(); continue; }
      const goat = page.locator('button.gg-piece.target');
      if (await goat.count()) { await goat.first().click(); continue; }
      const use = page.getByRole('button', { name: /^Use your (big|medium|little) goat wand/ });
      if (await use.count()) { await use.first().click(); continue; }
      const claim = page.getByRole('button', { name: /^Claim the (big|medium|little) goat wand \(/ });
      if (await claim.count() && turns % 3 !== 2) { await claim.first().click(); continue; }
      turns++;
      if (turns === 3 * seats) { await shot('move'); break; }
      await page.getByRole('button', { name: 'End the turn and draw a card' }).click();
    }
    await context.close();
  }
}
await browser.close();
server.close();
