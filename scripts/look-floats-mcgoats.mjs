// Screenshots of the Floats McGoats table at the three sizes (1280x800, 800x1280, 390x844), with 2
// and 4 seats (Ana and Normal computers), after some turns of goats added, rolls and sticks laid:
//   node scripts/look-floats-mcgoats.mjs [out-dir]   (after scripts/build.sh), for a person to look at;
//   node scripts/look-floats-mcgoats.mjs --docs      the three committed in docs/screenshots/ (the
//                                                    README's picture is floats-mcgoats.png).
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';

const docs = process.argv[2] === '--docs';
const out = docs ? 'docs/screenshots' : (process.argv[2] ?? 'test-results/look');
// In --docs mode only these are kept: [seats, moment, size] -> file name.
const KEEP = { '4 late landscape': 'floats-mcgoats', '2 rolled portrait': 'floats-mcgoats-portrait', '2 late phone': 'floats-mcgoats-phone' };
await mkdir(out, { recursive: true });
const server = await serve(process.env.DIST ?? 'dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
for (const [w, h, size] of [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [390, 844, 'phone']]) {
  for (const seats of [2, 4]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && console.log(`console: ${m.text()}`));
    const shot = async (name) => {
      const file = docs ? KEEP[`${seats} ${name} ${size}`] : `floats-mcgoats-${seats}-${name}-${size}`;
      if (!file) return;
      await page.waitForTimeout(700);
      await page.screenshot({ path: `${out}/${file}.png`, fullPage: size === 'phone' });
    };
    await page.goto(`${base}floats-mcgoats/`);
    await page.waitForSelector('main[data-screen=setup]');
    await page.getByRole('button', { name: `${seats} players`, exact: true }).click();
    const names = ['Ana', 'Bo', 'Cy', 'Di'];
    for (let i = 0; i < seats; i++) await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
    // Ana plays; the others are computers, who build a raft worth looking at.
    for (let i = 1; i < seats; i++) await page.getByLabel(`Who plays seat ${i + 1}`).selectOption('normal');
    await page.getByLabel('Seed').fill('2024');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForSelector('main[data-screen=play]');
    await page.getByRole('button', { name: 'Instant', exact: true }).click().catch(() => {});
    await shot('start');
    const mine = async () => {
      for (let i = 0; i < 100; i++) {
        if ((await page.getAttribute('main', 'data-screen')) !== 'play') return false;
        if (/^Ana, /.test((await page.locator('.fm-status').textContent()).trim())) return true;
        await page.waitForTimeout(100);
      }
      return false;
    };
    // Each seat adds a goat every other turn where it can, else rolls and taps a lit place
    // (which one goes round, so the raft grows in different directions).
    let turns = 0;
    let rolled = false;
    for (let step = 0; step < 400 && turns < 9; step++) {
      if (!(await mine())) break;
      const lit = page.locator('svg.fm-raft .fm-t');
      const n = await lit.count();
      const roll = page.getByRole('button', { name: 'Roll the die' });
      if (await roll.count()) {
        turns++;
        if ((turns % 3 === 1 || turns <= 1) && n) { await lit.nth((turns * 7) % n).click(); continue; }
        await roll.click();
        if (!rolled && turns > 3 && (await lit.count()) > 2) { rolled = true; await shot('rolled'); }
        continue;
      }
      const stay = page.getByRole('button', { name: 'Leave the spot empty' });
      if (await stay.count()) { await stay.click(); continue; }
      if (n) { await lit.nth((step * 5) % n).click(); continue; }
      break;
    }
    // The last shot on Ana's turn, with the die rolled.
    for (let i = 0; i < 6 && (await mine()); i++) {
      const roll = page.getByRole('button', { name: 'Roll the die' });
      if (await roll.count()) await roll.click();
      if ((await page.locator('svg.fm-raft .fm-t').count()) > 2) break;
      const lit = page.locator('svg.fm-raft .fm-t');
      if (await lit.count()) await lit.first().click();
    }
    await shot('late');
    await context.close();
  }
}
await browser.close();
server.close();
