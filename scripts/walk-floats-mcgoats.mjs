// Walks Floats McGoats through every phase a new player meets, at 1280x800, 800x1280 and 390x844,
// saving a screenshot of each and printing what would fail the shared fit checks (scrolling at a
// tablet size, text under 12px, text overflowing its box):
//   node scripts/walk-floats-mcgoats.mjs [out-dir] [only-sizes]   (after GAMES=floats-mcgoats scripts/build.sh)
// Phases: setup; a turn (lit triangles); each face of the die as rolled; a stick carried; goats
// picked for Goat Love or a fight; the move into the shark's old spot; the info sheet of a goat;
// the end screen; the replay; a lesson step.
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';

const out = process.argv[2] ?? 'test-results/walk';
const only = process.argv[3];
await mkdir(out, { recursive: true });
const server = await serve(process.env.DIST ?? 'dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();

/** What the shared walk would flag on this screen. */
const problems = (page, tablet) => page.evaluate((tablet) => {
  const found = [];
  const root = document.documentElement;
  if (root.scrollWidth > innerWidth) found.push(`scrolls sideways ${root.scrollWidth - innerWidth}px`);
  if (tablet && root.scrollHeight > innerHeight) found.push(`scrolls down ${root.scrollHeight - innerHeight}px`);
  const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  for (const el of document.querySelectorAll('main *, .overlay *')) {
    if (!ownText(el)) continue;
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (s.display === 'none' || s.visibility === 'hidden' || r.width < 1) continue;
    let size = parseFloat(s.fontSize);
    if (el instanceof SVGElement) size *= Math.abs(el.getScreenCTM()?.a ?? 1);
    const name = `${el.tagName.toLowerCase()}.${typeof el.className === 'string' ? el.className : ''} "${el.textContent.trim().slice(0, 30)}"`;
    if (size < 12) found.push(`small text ${size.toFixed(1)}px ${name}`);
    if (el instanceof HTMLElement && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      && /hidden|clip/.test(s.overflow + s.overflowX + s.overflowY)) found.push(`overflows its box ${name}`);
    // Text running outside its nearest clipping ancestor.
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const ps = getComputedStyle(p);
      const clipX = /hidden|clip/.test(ps.overflowX), clipY = /hidden|clip/.test(ps.overflowY);
      if (clipX || clipY || ps.overflowX !== 'visible' || ps.overflowY !== 'visible') {
        const pr = p.getBoundingClientRect();
        if (clipX && (r.right > pr.right + 1 || r.left < pr.left - 1) || clipY && (r.bottom > pr.bottom + 1 || r.top < pr.top - 1)) {
          found.push(`cut by ${p.className || p.tagName}: ${name}`);
        }
        break;
      }
    }
  }
  return [...new Set(found)];
}, tablet);

for (const [w, h, size] of [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [390, 844, 'phone']]) {
  if (only && !only.includes(size)) continue;
  const tablet = size !== 'phone';
  const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  const shot = async (name) => {
    await page.waitForTimeout(500);
    await page.evaluate(() => document.getAnimations().forEach((a) => { try { a.finish(); } catch {} }));
    await page.screenshot({ path: `${out}/${size}-${name}.png`, fullPage: !tablet });
    const p = await problems(page, tablet);
    console.log(`${size} ${name}: ${p.length ? p.join('; ') : 'ok'}`);
  };
  await page.goto(`${base}floats-mcgoats/`);
  await page.waitForSelector('main[data-screen=setup]');
  await shot('setup');
  await page.getByRole('button', { name: '3 players', exact: true }).click();
  for (const [i, n] of ['Ana', 'Bo', 'Cy'].entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(n);
  await page.getByLabel('Seed').fill(process.env.SEED ?? '31');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('main[data-screen=play]');
  const seen = new Set();
  const status = () => page.locator('.fm-status').textContent();
  const lit = page.locator('svg.fm-raft .fm-t');
  for (let step = 0; step < 260 && seen.size < 13; step++) {
    if ((await page.getAttribute('main', 'data-screen')) !== 'play') break;
    const s = await status();
    const face = /you rolled ([^:]+):/.exec(s)?.[1];
    const phase = face ?? (/tap where the stick goes/.test(s) ? 'carrying' : /now tap the goat|now tap the goats/.test(s) ? 'picked'
      : /spot the shark left/.test(s) ? 'follow' : /second light stick/.test(s) ? 'second' : /add a goat/.test(s) ? 'turn' : 'other');
    if (!seen.has(phase) && (phase !== 'turn' || step > 12)) {
      seen.add(phase);
      await shot(`phase-${phase.replace(/\W+/g, '-').toLowerCase()}`);
      if (phase === 'turn') {
        // The info sheet of a goat on the raft.
        await page.getByRole('button', { name: /^Info/ }).click();
        await page.locator('svg.fm-raft .fm-goat').first().click({ force: true });
        await shot('info-goat');
        await page.getByRole('button', { name: 'Close', exact: true }).click();
        await page.waitForSelector('.overlay', { state: 'detached' });
        // (Info mode may stay on after one look: turn it off.)
        const info = page.locator('header button[aria-pressed]', { hasText: 'Info' });
        if ((await info.getAttribute('aria-pressed')) === 'true') await info.click();
        // The die's info: its faces and their moves.
        await info.click();
        await page.locator('.fm-die').click({ force: true });
        await shot('info-die');
        await page.getByRole('button', { name: 'Close', exact: true }).click();
        await page.waitForSelector('.overlay', { state: 'detached' });
        if ((await info.getAttribute('aria-pressed')) === 'true') await info.click();
      }
    }
    const roll = page.getByRole('button', { name: 'Roll the die' });
    const n = await lit.count();
    if (await roll.count()) {
      const goats = page.locator('svg.fm-raft .fm-t[aria-label^="Add your"]');
      if (step % 5 < 2 && (await goats.count())) await goats.nth(step % (await goats.count())).click();
      else await roll.click();
      continue;
    }
    const stay = page.getByRole('button', { name: 'Leave the spot empty' });
    if (await stay.count()) { if (n) await lit.first().click(); else await stay.click(); continue; }
    if (n) await lit.nth((step * 3) % n).click();
    else break;
  }
  console.log(`${size}: saw ${[...seen].join(', ')}`);
  // The end: computers in every seat play a game out.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}floats-mcgoats/`);
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: '4 players', exact: true }).click();
  for (let i = 0; i < 4; i++) await page.getByLabel(`Who plays seat ${i + 1}`).selectOption('easy');
  await page.getByLabel('Seed').fill('5');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Instant', exact: true }).click().catch(() => {});
  await page.waitForSelector('main[data-screen=over]', { timeout: 120_000 });
  await shot('over');
  await page.getByRole('button', { name: 'Watch again' }).click();
  await page.waitForSelector('main[data-screen=replay]');
  // (Watch again starts at the end, or at the start: step to a move in the middle.)
  for (const dir of [/Step forward/, /Step back/]) {
    const b = page.getByRole('button', { name: dir });
    if (await b.isEnabled()) { for (let i = 0; i < 6; i++) await b.click(); break; }
  }
  await shot('replay');
  // A lesson.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}floats-mcgoats/`);
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
  await page.waitForSelector('main[data-screen=learn]');
  for (let i = 0; i < 14; i++) {
    await page.locator('main [data-next]').first().waitFor({ timeout: 10_000 }).catch(() => {});
    await shot(`learn-${i}`);
    const next = page.locator('main [data-next]').first();
    if (!(await next.count())) break;
    await next.click({ force: true });
  }
  await context.close();
}
await browser.close();
server.close();
