// Screenshots for a person to look at (not a test), after scripts/build.sh and
// `cargo test --test phases` (which keeps a position of every phase in test-results/phases.json):
//
//   node scripts/look.mjs [GAME] [PHASE] [SIZE] [--out DIR]
//
// GAME   home, goat-lords, battlegoats, gruff-goats, grab-your-goat, floats-mcgoats, or all (default)
// PHASE  setup, shell (the menu, the rules, a card's info), over (the end screen and the replay),
//        a kept phase's key or part of it ("Duel", "Attack+Use", "6:Allow"; "6:" for six seats),
//        or all (default). A kept position shows its hand-off first when it has one.
// SIZE   landscape (1280x800), portrait (800x1280), phone (390x844), small (360x740), or all
//        (default: the first three).
// The pictures go to DIR (test-results/look), named GAME-SEATS-PHASE-SCREEN-SIZE.png; a phone's
// picture is the whole page, as a phone scrolls.
//
//   node scripts/look.mjs --docs
//
// writes the README's pictures instead (docs/screenshots/<name>.png, listed in DOCS below): the
// home page, and each game at a kept phase at the three sizes, its seats named Ana, Bo, Cy...
// (The three of play across devices, devices-*.png, are not phases: they were taken by hand.)
import { launchChromium } from '../tests/e2e/browser.mjs';
import fs from 'node:fs';
import { serve } from '../tests/e2e/serve.mjs';

const args = process.argv.slice(2);
const docs = args.includes('--docs');
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args.splice(outAt, 2)[1] : docs ? 'docs/screenshots' : 'test-results/look';
const [game = 'all', phase = 'all', size = 'all'] = docs ? [] : args;
// The README's pictures: [file, game, seats, kept phase, size, a button to tap first (a card picked)].
const DOCS = [
  ['goat-lords', 'goat-lords', 6, 'Birth+Discard+Play', 'landscape', 'section.mine button.gl-card:enabled'],
  ['goat-lords-portrait', 'goat-lords', 6, 'Birth+Discard+Duel', 'portrait'],
  ['goat-lords-phone', 'goat-lords', 3, 'Birth+Discard+Play', 'phone'],
  ['battlegoats', 'battlegoats', 3, 'most-fights', 'landscape'],
  ['battlegoats-portrait', 'battlegoats', 6, 'Lift+Place', 'portrait'],
  ['battlegoats-phone', 'battlegoats', 3, 'Attack', 'phone'],
  ['gruff-goats', 'gruff-goats', 3, 'Claim+EndTurn+MoveGoat+MoveTroll', 'landscape'],
  ['gruff-goats-portrait', 'gruff-goats', 3, 'Place', 'portrait'],
  ['gruff-goats-phone', 'gruff-goats', 3, 'EndTurn+MoveGoat', 'phone'],
  ['grab-your-goat', 'grab-your-goat', 3, 'Advantage+Lift+Rotate+Step', 'landscape'],
  ['grab-your-goat-portrait', 'grab-your-goat', 3, 'Aim', 'portrait'],
  ['grab-your-goat-phone', 'grab-your-goat', 3, 'Roll', 'phone'],
  ['floats-mcgoats', 'floats-mcgoats', 3, 'AddStick', 'landscape'],
  ['floats-mcgoats-portrait', 'floats-mcgoats', 3, 'Fight', 'portrait'],
  ['floats-mcgoats-phone', 'floats-mcgoats', 3, 'GoatLove', 'phone'],
];
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'];
const SIZES = { landscape: [1280, 800], portrait: [800, 1280], phone: [390, 844], small: [360, 740] };
const sizes = size === 'all' ? ['landscape', 'portrait', 'phone'] : [size];
if (!sizes.every((s) => SIZES[s])) throw new Error(`a size is one of ${Object.keys(SIZES).join(', ')}, or all`);
const GAMES = ['goat-lords', 'battlegoats', 'gruff-goats', 'grab-your-goat', 'floats-mcgoats'];
const games = game === 'all' ? ['home', ...GAMES] : [game];
if (!games.every((g) => g === 'home' || GAMES.includes(g))) throw new Error(`a game is home, ${GAMES.join(', ')}, or all`);
const FILE = 'test-results/phases.json';
const kept = fs.existsSync(FILE) ? JSON.parse(fs.readFileSync(FILE, 'utf8')) : [];
if (!kept.length) console.log(`(${FILE} is missing: cargo test --test phases writes it; only setup and shell screens)`);

fs.mkdirSync(out, { recursive: true });
const server = await serve('dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
let taken = 0;

/** Whether PHASE picks a kept position `p`. */
const picks = (p) => {
  if (phase === 'all') return true;
  const [seats, key] = phase.includes(':') ? phase.split(':') : ['', phase];
  return (!seats || Number(seats) === p.players) && (!key || p.key.includes(key));
};

/** A kept position's save with its seats named Ana, Bo, Cy... ("player 0 person Player 1"). */
const named = (save) => save.replace(/^player (\d+) person Player \d+$/gm, (_, i) => `player ${i} person ${NAMES[i]}`);

/** Opens a kept position `p` (its save, renamed if `rename`): the screen it is on. */
async function open(page, p, rename = false) {
  await page.goto(base);
  await page.evaluate(([id, save]) => { localStorage.clear(); localStorage.setItem(`goatherd.save.${id}`, save); }, [p.id, rename ? named(p.save) : p.save]);
  await page.goto('about:blank');
  await page.goto(`${base}${p.game}/#${p.id}`);
  await page.waitForSelector('main[data-screen=handoff], main[data-screen=play], main[data-screen=over]');
  return page.getAttribute('main', 'data-screen');
}

/** Animations finished, then a picture of the page (the whole page on a phone). */
async function picture(page, path) {
  await page.evaluate(() => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).forEach((a) => a.finish()));
  await page.waitForTimeout(300);
  await page.screenshot({ path, fullPage: page.viewportSize().width < 800 });
  console.log(path);
  taken++;
}

if (docs) {
  for (const [file, g, seats, key, sz, tap] of [['home', 'home', 0, '', 'landscape'], ...DOCS]) {
    const [width, height] = SIZES[sz];
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
    if (g === 'home') {
      await page.goto(base);
      await page.waitForSelector('main[data-screen=home]');
    } else {
      const p = kept.find((p) => p.game === g && p.players === seats && p.key === key);
      if (!p) throw new Error(`no kept phase ${seats}:${key} of ${g} (cargo test --test phases)`);
      if ((await open(page, p, true)) === 'handoff') await page.getByRole('button', { name: /show my cards/ }).click();
      await page.waitForSelector('main[data-screen=play]');
      if (tap) await page.locator(tap).first().click();
    }
    await picture(page, `${out}/${file}.png`);
    await context.close();
  }
}

for (const sz of docs ? [] : sizes) {
  const [width, height] = SIZES[sz];
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  const shot = (name) => picture(page, `${out}/${name.replace(/[^a-z0-9-]+/gi, '_')}-${sz}.png`);
  const fresh = async (slug) => {
    await page.goto(`${base}${slug}/`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}${slug}/`);
    await page.waitForSelector('main[data-screen=setup]');
  };
  for (const g of games) {
    if (g === 'home') {
      if (phase !== 'all' && phase !== 'setup') continue;
      await page.goto(base);
      await page.waitForSelector('main[data-screen=home]');
      await shot('home');
      continue;
    }
    if (phase === 'all' || phase === 'setup') {
      await fresh(g);
      await shot(`${g}-setup`);
      const most = page.locator('main .counts button').last();
      const count = (await most.textContent()).trim();
      await most.click();
      await shot(`${g}-setup-${count}`);
    }
    if (phase === 'all' || phase === 'shell') {
      await fresh(g);
      await page.getByLabel('Seed').fill('12345');
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.waitForSelector('main[data-screen=handoff], main[data-screen=play]');
      if (await page.getAttribute('main', 'data-screen') === 'handoff') {
        await page.getByRole('button', { name: /show my cards/ }).click();
      }
      await page.getByRole('button', { name: 'Rules' }).click();
      await page.locator('.help-page h2').first().waitFor();
      await shot(`${g}-shell-rules`);
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('button', { name: /^Menu$/ }).click();
      await shot(`${g}-shell-menu`);
      await page.getByRole('button', { name: 'Back to the game' }).click();
      const info = page.getByRole('button', { name: /^Info/ });
      if (await info.count()) {
        await info.click();
        const card = page.locator('main [data-private] button, main button.card, main .card button').first();
        if (await card.count()) await card.click().catch(() => {});
        await shot(`${g}-shell-info`);
      }
    }
    for (const p of kept.filter((p) => p.game === g && picks(p))) {
      const name = `${g}-${p.players}-${p.key}`;
      let screen = await open(page, p);
      if (screen === 'handoff') {
        await shot(`${name}-handoff`);
        await page.getByRole('button', { name: /show my cards/ }).click();
        await page.waitForSelector('main[data-screen=play]');
        screen = 'play';
      }
      if (screen === 'play') await shot(`${name}-play`);
      if (screen === 'over') {
        await shot(`${name}-end`);
        await page.getByRole('button', { name: 'Watch again', exact: true }).click();
        await page.waitForSelector('main[data-screen=replay]');
        const total = Number(await page.getAttribute('main', 'data-total'));
        await page.getByRole('slider', { name: 'Move' }).evaluate((el, to) => {
          el.value = String(to);
          el.dispatchEvent(new Event('input', { bubbles: true }));
        }, Math.floor(total / 2));
        await shot(`${name}-replay`);
      }
    }
  }
  await context.close();
}
await browser.close();
server.close();
console.log(`${taken} pictures in ${out}/`);
