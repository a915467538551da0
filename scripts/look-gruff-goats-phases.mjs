// Every phase of a Gruff Goats game at the three sizes (1280x800, 800x1280, 390x844), measured and
// photographed: the setup with 2 to 4 players, a turn, a claim to block, a push, a goat to move, a
// troll to send, the dragon to aim, a goat to put back after a score, the hand-off, a lesson step,
// the end screen and the replay. The game is the lesson's own (docs/learn/gruff-goats.txt) with
// three people at the table, loaded from a save cut after the move each phase needs.
//   node scripts/look-gruff-goats-phases.mjs [out-dir]   (after GAMES=gruff-goats scripts/build.sh)
// Prints, per phase and size: vertical and horizontal scroll, the smallest text, and any text
// that overflows its box; writes gruff-goats-<phase>-<size>.png.
import { launchChromium } from '../tests/e2e/browser.mjs';
import { mkdir, readFile } from 'node:fs/promises';
import { serve } from '../tests/e2e/serve.mjs';
import { measure } from '../tests/e2e/helpers.mjs';

const out = process.argv[2] ?? 'test-results/phases';
await mkdir(out, { recursive: true });
const lesson = (await readFile('docs/learn/gruff-goats.txt', 'utf8')).split('\n');
const head = lesson.filter((l) => /^(goatherd|game|seed|options|player)/.test(l)).map((l) => l.replace(/ easy /, ' person '));
const acts = lesson.filter((l) => l.startsWith('act '));
/** The lesson's game cut after `n` moves, as a save. */
const save = (n) => [...head, ...acts.slice(0, n)].join('\n') + '\n';
const at = (prefix) => acts.findIndex((l) => l === prefix);

const server = await serve(process.env.DIST ?? 'dist');
const base = `http://127.0.0.1:${server.address().port}/gruff-goats/`;
const browser = await launchChromium();
const screen = (page) => page.getAttribute('main', 'data-screen');

/** Text whose content runs out of its box (clipped or not), in `<main>`. */
const overflowing = (page) => page.evaluate(() => {
  const bad = [];
  for (const el of document.querySelectorAll('main *')) {
    if (el.ownerSVGElement || el instanceof SVGElement || el.closest('.sr-only')) continue;
    const s = getComputedStyle(el);
    // Visually hidden on purpose (read by screen readers only).
    if (s.position === 'absolute' && el.getBoundingClientRect().width <= 1) continue;
    if (s.display === 'none' || s.visibility === 'hidden') continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const clips = /hidden|clip/.test(s.overflow + s.overflowX + s.overflowY);
    if ((el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) && clips) {
      bad.push(`${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 30)}"`);
    }
    // Text outside the nearest clipping ancestor's box.
    const r = el.getBoundingClientRect();
    for (let p = el.parentElement; p && p.tagName !== 'MAIN'; p = p.parentElement) {
      const ps = getComputedStyle(p);
      if (/hidden|clip/.test(ps.overflow) || /paint|strict|content/.test(ps.contain)) {
        const q = p.getBoundingClientRect();
        if (r.width > 0 && (r.left < q.left - 1 || r.right > q.right + 1 || r.top < q.top - 1 || r.bottom > q.bottom + 1)) {
          bad.push(`cut by ${p.className}: ${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 30)}"`);
        }
        break;
      }
    }
  }
  return bad;
});

async function report(page, phase, size) {
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  await page.waitForTimeout(150);
  const m = await measure(page);
  const bad = await overflowing(page);
  const cut = await page.evaluate(() => {
    // Anything of the table outside the viewport (a tablet must show it all).
    const out = [];
    for (const el of document.querySelectorAll('main .gg-board > *, main .gg-hand, main .gg-field, .final-table .gg-board')) {
      const r = el.getBoundingClientRect();
      if (r.width && (r.right > innerWidth + 1 || r.bottom > innerHeight + 1)) out.push(`${el.className} ${Math.round(r.right)}x${Math.round(r.bottom)}`);
    }
    return out;
  });
  const tablet = size !== 'phone';
  const flags = [
    m.scrollX > 0 ? `SCROLL-X ${m.scrollX}` : '',
    tablet && m.scrollY > 0 ? `SCROLL-Y ${m.scrollY}` : '',
    m.smallestText.size < 12 ? `TEXT ${m.smallestText.size} ${m.smallestText.what}` : '',
    bad.length ? `OVERFLOW ${bad.join('; ')}` : '',
    tablet && cut.length ? `OUTSIDE ${cut.join('; ')}` : '',
  ].filter(Boolean);
  console.log(`${phase} ${size}: ${flags.length ? flags.join(' | ') : 'ok'} (text >= ${m.smallestText.size}px)`);
  await page.screenshot({ path: `${out}/gruff-goats-${phase}-${size}.png`, fullPage: size === 'phone' });
}

for (const [w, h, size] of [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [390, 844, 'phone']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  // Setup with 2, 3 and 4 players.
  await page.goto(base);
  await page.waitForSelector('main[data-screen=setup]');
  for (const n of [2, 3, 4]) {
    await page.getByRole('button', { name: `${n} players`, exact: true }).click();
    await report(page, `setup${n}`, size);
  }
  /** Opens the lesson's game cut after `n` moves, with the tablet taken. */
  const open = async (n) => {
    await page.evaluate((text) => { localStorage.setItem('goatherd.save.look', text); localStorage.setItem('goatherd.open', 'look'); }, save(n));
    await page.goto(base);
    await page.waitForSelector('main[data-screen]');
    if ((await screen(page)) === 'handoff') await page.getByRole('button', { name: /show my cards/ }).click();
  };
  await open(0);
  await report(page, 'turn', size);
  await open(at('act 0 0 1 2') + 1);
  await report(page, 'block', size);
  await open(at('act 1 1') + 1);
  await report(page, 'push', size);
  await open(at('act 0 6 2 0 1'));
  await report(page, 'goat', size);
  await open(at('act 0 5 0 1'));
  await page.locator('.gg-held .gg-wand[data-key=gg-w0]').click();
  await page.locator('button.gg-piece.troll').first().click();
  await report(page, 'troll', size);
  await open(at('act 2 7 0 1 0'));
  await page.locator('.gg-held .gg-wand[data-key=gg-w4]').click();
  await report(page, 'dragon', size);
  await open(at('act 2 7 0 1 0') + 1);
  await report(page, 'eaten', size);
  await open(at('act 0 8 0'));
  await report(page, 'score', size);
  await open(at('act 0 9'));
  await page.getByRole('button', { name: 'End the turn and draw a card' }).click();
  await report(page, 'handoff', size);
  // A lesson step with a hand to look at, and one with a wand to claim.
  await page.evaluate(() => localStorage.removeItem('goatherd.open'));
  await page.goto(base);
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: /Learn to play/ }).first().click();
  await page.waitForSelector('main[data-screen=learn]');
  await report(page, 'learn1', size);
  for (let i = 0; i < 3; i++) await page.locator('.guide [data-next]').click();
  await report(page, 'learn4', size);
  // Every step of the lesson: the marked thing's ring (inside a button's edge, a drop-shadow in
  // a drawing) lies inside every box that clips, and inside the screen.
  for (let step = 4; step < 40; step++) {
    const next = page.locator('main [data-next]');
    if (!(await next.count())) { await page.waitForTimeout(1500); continue; }
    const cut = await next.first().evaluate((el) => {
      const s = getComputedStyle(el);
      const ring = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
      const r = el.getBoundingClientRect();
      const box = { l: r.left - ring, t: r.top - ring, r: r.right + ring, b: r.bottom + ring };
      const bad = [];
      if (box.l < 0 || box.t < 0 || box.r > innerWidth || box.b > innerHeight && innerWidth > 560) bad.push('screen');
      for (let p = el.parentElement; p && p.tagName !== 'MAIN'; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (/hidden|clip|auto|scroll/.test(ps.overflow) || /paint|strict|content/.test(ps.contain)) {
          const q = p.getBoundingClientRect();
          if (box.l < q.left - 0.5 || box.t < q.top - 0.5 || box.r > q.right + 0.5 || box.b > q.bottom + 0.5) bad.push(p.className);
        }
      }
      return bad.length ? `${el.className || el.textContent.trim().slice(0, 20)} cut by ${bad.join(', ')}` : '';
    });
    const n = await page.getAttribute('main', 'data-step');
    if (cut) console.log(`learn step ${n} ${size}: RING ${cut}`);
    if (n === await page.getAttribute("main", "data-steps")) { console.log(`lesson walked to step ${n} ${size}`); break; }
    await next.first().click();
    await page.waitForTimeout(200);
  }
  // The end screen, after computers play a game out, and its replay.
  await page.goto(base);
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: '3 players', exact: true }).click();
  for (const seat of [1, 2, 3]) await page.getByLabel(`Who plays seat ${seat}`).selectOption('easy');
  await page.getByLabel('Seed').fill('7');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Instant', exact: true }).click();
  await page.waitForSelector('main[data-screen=over]', { timeout: 120_000 });
  await report(page, 'over', size);
  await page.getByRole('button', { name: 'Watch again' }).click();
  await page.waitForSelector('main[data-screen=replay]');
  await report(page, 'replay', size);
  await context.close();
}
await browser.close();
server.close();
