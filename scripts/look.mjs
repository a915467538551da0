// Screenshots of every screen of the shell at the three sizes (1280x800, 800x1280, 390x844), for
// a person to look at: node scripts/look.mjs [out-dir] (after scripts/build.sh). Not a test.
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';

const out = process.argv[2] ?? 'test-results/look';
await mkdir(out, { recursive: true });
const server = await serve('dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
const only = process.argv[3];
for (const [w, h, size] of [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [390, 844, 'phone']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  const shot = async (name) => {
    if (only && !name.includes(only)) return;
    await page.waitForTimeout(450);
    await page.screenshot({ path: `${out}/${name}-${size}.png`, fullPage: size === 'phone' });
  };
  await page.goto(base);
  await page.waitForSelector('main[data-screen=home]');
  await shot('home');
  await page.goto(`${base}goat-lords/`);
  await page.waitForSelector('main[data-screen=setup]');
  await shot('setup');
  await page.getByLabel('Seed').fill('12345');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('main[data-screen=handoff]');
  await shot('handoff');
  await page.getByRole('button', { name: /show my cards/ }).click();
  await shot('play-goat-lords');
  await page.getByRole('button', { name: 'Rules' }).click();
  await page.locator('.help-page h2').first().waitFor();
  await shot('howto');
  await page.getByRole('button', { name: 'Rulings', exact: true }).click();
  await page.locator('.help-page h2').first().waitFor();
  await shot('rulings');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: /^Menu$/ }).click();
  await shot('menu');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.getByRole('button', { name: /^Info/ }).click();
  await page.locator('section.mine button.card-btn').first().click();
  await shot('info');
  await page.goto(`${base}floats-mcgoats/`);
  await page.waitForSelector('main[data-screen]');
  if (await page.locator('main[data-screen=setup]').count() === 0) {
    await page.getByRole('button', { name: /^Menu$/ }).click();
    await page.getByRole('button', { name: /^Leave/ }).click();
    await page.goto(`${base}floats-mcgoats/`);
  }
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  for (let i = 0; i < 2; i++) await page.getByLabel(`Who plays seat ${i + 1}`).selectOption('easy');
  await page.getByLabel('Seed').fill('7');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Instant', exact: true }).click();
  await page.waitForSelector('main[data-screen=over]', { timeout: 120000 });
  await shot('over');
  await context.close();
}
await browser.close();
server.close();
console.log(`screenshots in ${out}/`);
