// Every phase of a BattleGoats game at the three sizes (1280x800, 800x1280, 390x844), for a person
// to look at, with the numbers that tell a problem: the page's scroll, text under 12px, text
// running out of its box, the smallest battlefield card:
//   node scripts/look-battlegoats-phases.mjs [seats] [out-dir]   (after GAMES=battlegoats scripts/build.sh)
// Phases: the draft, laying out (half and full), who attacks first, a card picked, a fight, the
// pass screen, the end screen, a lesson step and the replay (those two from computers' games).
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';

const seats = Number(process.argv[2] ?? 3);
const out = process.argv[3] ?? 'test-results/look';
const only = process.env.SIZES?.split(',');
await mkdir(out, { recursive: true });
const server = await serve('dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
const screen = (page) => page.getAttribute('main', 'data-screen');

/** What is wrong on the page now: scrolling, small text, text out of its box. */
async function problems(page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement;
    const found = [];
    if (doc.scrollHeight > innerHeight + 1) found.push(`page ${doc.scrollHeight}px tall`);
    if (doc.scrollWidth > innerWidth + 1) found.push(`page ${doc.scrollWidth}px wide`);
    for (const el of document.querySelectorAll('main *')) {
      const st = getComputedStyle(el);
      if (st.display === 'none' || st.visibility === 'hidden') continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 2 || el.closest('.sr-only')) continue;
      const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (text && parseFloat(st.fontSize) < 12) found.push(`${parseFloat(st.fontSize)}px text: ${el.textContent.slice(0, 30)}`);
      const clip = /hidden|clip/.test(st.overflow + st.overflowX + st.overflowY);
      if (text && clip && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
        found.push(`cut: "${el.textContent.slice(0, 30)}" ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
      const card = el.closest('.k-card');
      if (text && card && card !== el) {
        const c = card.getBoundingClientRect();
        if (r.right > c.right + 1 || r.bottom > c.bottom + 1 || r.left < c.left - 1) found.push(`out of its card: "${el.textContent.slice(0, 30)}"`);
      }
    }
    const cells = [...document.querySelectorAll('.bg-cell')].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
    if (cells.length) found.push(`smallest battlefield card ${Math.round(Math.min(...cells.map((r) => Math.min(r.width, r.height))))}px`);
    return [...new Set(found)];
  });
}

for (const [w, h, size] of [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [390, 844, 'phone']]) {
  if (only && !only.includes(size)) continue;
  const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  const shot = async (name) => {
    await page.waitForTimeout(300);
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    const file = `${out}/bg${seats}-${name}-${size}.png`;
    await page.screenshot({ path: file, fullPage: size === 'phone' });
    console.log(`${size} ${name}: ${(await problems(page)).join('; ')}`);
  };
  const take = async () => {
    if ((await screen(page)) === 'pass') await page.locator('main button[data-pass]').click();
    await page.getByRole('button', { name: /show my cards/ }).click();
  };
  // A game of people: the draft, the layout, a few fights.
  await page.goto(`${base}battlegoats/`);
  await page.waitForSelector('main[data-screen=setup]');
  await shot('setup');
  await page.getByRole('button', { name: `${seats} players`, exact: true }).click();
  const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'];
  for (let i = 0; i < seats; i++) await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
  await page.getByLabel('Seed').fill('21');
  const draft = page.getByRole('button', { name: /^Draft/ });
  if (await draft.count()) await draft.first().click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  for (let round = 0; round < 8; round++) {
    for (let s = 0; s < seats; s++) {
      if ((await screen(page)) === 'handoff' || (await screen(page)) === 'pass') await take();
      if (!(await page.locator('section[aria-label="Your pack"]').count())) break;
      if (round === 0 && s === 0) await shot('draft');
      await page.locator('section[aria-label="Your pack"] button.bg-card').first().click();
    }
  }
  for (let s = 0; s < seats; s++) {
    if ((await screen(page)) !== 'play') await take();
    for (let k = 0; k < 9; k++) {
      await page.locator('section[aria-label="Your hand"] button.bg-card').first().click();
      if (s === 0 && k === 4) await shot('layout');
      await page.locator('.bg-own button.bg-cell.target').first().click();
    }
    if (s === 0) await shot('layout-full');
    await page.getByRole('button', { name: /^Done/ }).click();
  }
  await take();
  await shot('choose-first');
  await page.locator('section[aria-label="Who attacks first"] button').first().click();
  for (let turn = 0; turn < 4; turn++) {
    if ((await screen(page)) !== 'play') await take();
    await page.locator('.bg-own button.bg-cell:enabled').first().click();
    if (turn === 2) await shot('picked');
    await page.locator('.bg-opponents button.bg-cell.target').first().click();
    if (turn === 2) await shot('pass');
  }
  if ((await screen(page)) !== 'play') await take();
  await shot('fight');
  // Computers play a game to the end: the end screen and the replay.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}battlegoats/`);
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: `${seats} players`, exact: true }).click();
  for (let i = 0; i < seats; i++) await page.getByLabel(`Who plays seat ${i + 1}`).selectOption('easy');
  await page.getByLabel('Seed').fill('777');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('main[data-screen=play]');
  await page.getByRole('button', { name: 'Instant', exact: true }).click();
  await page.waitForSelector('main[data-screen=over]', { timeout: 240_000 });
  await shot('over');
  await page.getByRole('button', { name: 'Watch again', exact: true }).click();
  await page.waitForSelector('main[data-screen=replay]');
  await shot('replay');
  // A lesson's first steps.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}battlegoats/`);
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
  await page.waitForSelector('main[data-screen=learn]');
  for (let k = 0; k < 14; k++) {
    const next = page.locator('main [data-next]').first();
    if (!(await next.count())) break;
    if (k === 1 || k === 12) await shot(`learn-${k}`);
    await next.click();
    await page.waitForTimeout(150);
  }
  await context.close();
}
await browser.close();
server.close();
