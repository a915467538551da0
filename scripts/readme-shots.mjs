// The README's screenshots (docs/screenshots/<name>.png, 1280x800): the home page, and each game a
// few moves in, a person (Ana) against an easy computer (Bo), from Ana's side of the tablet.
//   node scripts/readme-shots.mjs   (after scripts/build.sh)
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';

const out = 'docs/screenshots';
await mkdir(out, { recursive: true });
const server = await serve('dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, hasTouch: true });
page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
await page.goto(base);
await page.waitForSelector('main[data-screen=home]');
await page.screenshot({ path: `${out}/home.png` });

// Ana's taps: the first choice offered, else the first thing on the board that can be tapped.
// (BattleGoats and Grab Your Goat! have their own: scripts/look-<game>.mjs --docs.)
const GAMES = [
  ['goat-lords', 'Goat Lords', 6],
  ['gruff-goats', 'Gruff Goats', 6],
  ['floats-mcgoats', 'Floats McGoats', 8],
];
for (const [slug, name, taps] of GAMES) {
  await page.goto(`${base}${slug}/`);
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  await page.getByLabel('Name of player 1').fill('Ana');
  await page.getByLabel('Name of player 2').fill('Bo');
  await page.getByLabel('Who plays seat 2').selectOption('easy');
  await page.getByLabel('Seed').fill('2026');
  await page.getByRole('button', { name: 'Start the game' }).click();
  for (let i = 0; i < taps; i++) {
    // Wait for Ana's turn (the computer plays in between).
    await page.waitForFunction(() => document.querySelector('main')?.dataset.screen !== 'computer'
      && !document.querySelector('.thinking'), null, { timeout: 20000 }).catch(() => {});
    if ((await page.getAttribute('main', 'data-screen')) === 'handoff') {
      await page.getByRole('button', { name: /show my cards/ }).click();
    }
    if ((await page.getAttribute('main', 'data-screen')) !== 'play') break;
    const target = page.locator('main section.choices button:enabled, main .card-btn:enabled, main [role=button]').first();
    if (!(await target.count())) break;
    await target.click();
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${slug}.png` });
  console.log(`${name}: ${await page.getAttribute('main', 'data-screen')}`);
  // Leave the game so the next page starts at setup.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: /^Leave/ }).click();
  await page.waitForSelector('main[data-screen=home]');
}
await browser.close();
server.close();
console.log(`screenshots in ${out}/`);
