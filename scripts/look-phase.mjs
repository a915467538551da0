// Screenshots of kept positions (test-results/phases.json, written by `cargo test --test phases`)
// at the three sizes, for a person to look at: node scripts/look-phase.mjs <game> <key> [out-dir]
// [screen], after scripts/build.sh. `screen` "play" (default) takes the tablet first; "handoff"
// stays on the hand-off; an "over" position shows the end screen. Not a test.
import { launchChromium } from '../tests/e2e/browser.mjs';
import { serve } from '../tests/e2e/serve.mjs';
import fs from 'node:fs';

const [game, key, out = 'test-results/look', want = 'play'] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const phases = JSON.parse(fs.readFileSync('test-results/phases.json', 'utf8'));
const server = await serve('dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
for (const p of phases.filter((p) => p.game === game && (!key || p.key === key))) {
  for (const [w, h, size] of [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [390, 844, 'phone']]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
    await page.goto(base);
    await page.evaluate(([id, save]) => localStorage.setItem(`goatherd.save.${id}`, save), [p.id, p.save]);
    await page.goto(`${base}${p.game}/#${p.id}`);
    await page.waitForSelector('main[data-screen=handoff], main[data-screen=play], main[data-screen=over]');
    if (want !== 'handoff' && await page.getAttribute('main', 'data-screen') === 'handoff') {
      await page.getByRole('button', { name: /show my cards/ }).click();
    }
    await page.waitForTimeout(500);
    const name = `${out}/${game}-${p.players}-${p.key.replace(/[^a-z0-9]+/gi, '_')}-${size}.png`;
    await page.screenshot({ path: name, fullPage: size === 'phone' });
    console.log(name);
    await context.close();
  }
}
await browser.close();
server.close();
