// Every phase of every game on one screen: positions kept by the native test tests/phases.rs
// (test-results/phases.json: the first position of each phase of computer-played games between
// people's seats, 3 and 6 seats, and each game's end) are opened from storage, and each screen
// they lead to (the hand-off, the play screen, the end screen, the replay; each game's setup) is
// measured at this project's size: at tablet sizes nothing scrolls; everywhere nothing scrolls
// sideways, no text is under 12px, and no text is cut or runs out of its box.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from './fixtures.mjs';
import { measure, overflowing } from './helpers.mjs';

const FILE = 'test-results/phases.json';

/** The screen's problems, in words (none: it fits). */
async function problems(page, where, ignore = null, covered = true) {
  const { width } = page.viewportSize();
  await page.evaluate(() => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).forEach((a) => a.finish()));
  const m = await measure(page, ignore);
  const found = [];
  if (m.scrollX > 0) found.push(`scrolls sideways by ${m.scrollX}px`);
  if (width >= 800 && m.scrollY > 0) found.push(`needs ${m.scrollY}px of scrolling`);
  if (m.smallestText.size < 12) found.push(`text of ${m.smallestText.size}px: ${m.smallestText.what}`);
  // Tap targets: 56px on a tablet. A phone's boards scale to its width (a 7-wide mountain in
  // 370px, the raft's stick places), and it may zoom and scroll: not checked there.
  if (width >= 800 && m.smallestControl.size < 56) found.push(`a control of ${m.smallestControl.size}px: ${m.smallestControl.what}`);
  for (const o of await overflowing(page, ignore, covered)) found.push(o);
  return found.map((f) => `${where} at ${width}px: ${f}`);
}

test('@shell every phase of every game fits the screen, its text whole', async ({ page }) => {
  test.setTimeout(600_000);
  assert.ok(fs.existsSync(FILE), `${FILE} is missing: cargo test --test phases writes it`);
  const phases = JSON.parse(fs.readFileSync(FILE, 'utf8'));
  assert.ok(phases.length >= 30, `positions of many phases (${phases.length})`);
  const { width } = page.viewportSize();
  const all = [];
  if (process.env.PHASE_SHOTS) fs.mkdirSync('test-results/phases', { recursive: true });
  const look = async (name) => {
    if (process.env.PHASE_SHOTS) await page.screenshot({ path: `test-results/phases/${width}-${name.replace(/[^a-z0-9-]+/gi, '_')}.png` });
  };
  for (const slug of [...new Set(phases.map((p) => p.game))]) {
    await page.goto(`${slug}/`);
    await page.evaluate(() => localStorage.removeItem('goatherd.open'));
    await page.goto(`${slug}/`);
    await page.waitForSelector('main[data-screen=setup]');
    all.push(...await problems(page, `${slug} setup`));
    await look(`${slug}-setup`);
    // The most players the game takes: a seat a line, every line whole.
    const most = page.locator('main .counts button').last();
    const count = await most.textContent();
    await most.click();
    all.push(...await problems(page, `${slug} setup for ${count}`));
    await look(`${slug}-setup-${count}`);
  }
  for (const p of phases) {
    const where = `${p.game} (${p.players} seats) ${p.key}`;
    await page.evaluate(([id, save]) => localStorage.setItem(`goatherd.save.${id}`, save), [p.id, p.save]);
    // (A new document each time: a change of the address's fragment alone loads nothing.)
    await page.goto('about:blank');
    await page.goto(`${p.game}/#${p.id}`);
    await page.waitForSelector('main[data-screen=handoff], main[data-screen=play], main[data-screen=over]');
    let screen = await page.getAttribute('main', 'data-screen');
    if (screen === 'handoff') {
      all.push(...await problems(page, `${where}, hand-off`));
      await page.getByRole('button', { name: /show my cards/ }).click();
      await page.waitForSelector('main[data-screen=play]');
      screen = 'play';
    }
    if (screen === 'play') {
      all.push(...await problems(page, where));
      await look(`${p.game}-${p.players}-${p.key}`);
    }
    if (screen === 'over') {
      // The end screen's table is the game's, drawn small: its words are read full size in play.
      all.push(...await problems(page, `${where}, end screen`, '.final-table'));
      // The result (who won, the scores, what next) is read whole: nothing in it scrolls or is
      // cut at its edge, at a tablet's sizes (a phone's page scrolls).
      const result = await page.locator('main .result').evaluate((el) => ({
        x: el.scrollWidth - el.clientWidth, y: el.scrollHeight - el.clientHeight,
        table: Math.round(el.querySelector('.scores')?.getBoundingClientRect().right ?? 0),
        right: Math.round(el.getBoundingClientRect().right),
      }));
      if (width >= 800 && (result.x > 1 || result.table > result.right)) all.push(`${where}, end screen at ${width}px: the scores are ${result.x}px wider than the result, their table's right edge at ${result.table} (the result's at ${result.right})`);
      if (width >= 800 && result.y > 1) all.push(`${where}, end screen at ${width}px: the result scrolls by ${result.y}px`);
      await look(`${p.game}-${p.players}-over`);
      await page.getByRole('button', { name: 'Watch again', exact: true }).click();
      await page.waitForSelector('main[data-screen=replay]');
      // (Text covered by other text is not yet checked on the replay: its table in a box that
      // scrolls still lays BattleGoats' fields over each other on a phone, and Goat Lords' herds
      // under the middle band at 800x1280. Open in issue 69.)
      all.push(...await problems(page, `${where}, replay at the deal`, null, false));
      const total = Number(await page.getAttribute('main', 'data-total'));
      await page.getByRole('slider', { name: 'Move' }).evaluate((el, to) => {
        el.value = String(to);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, Math.floor(total / 2));
      await page.waitForSelector(`main[data-screen=replay][data-moves="${Math.floor(total / 2)}"]`);
      all.push(...await problems(page, `${where}, replay half way`, null, false));
      await look(`${p.game}-${p.players}-replay`);
    }
    await page.evaluate((id) => { localStorage.removeItem(`goatherd.save.${id}`); localStorage.removeItem(`goatherd.status.${id}`); localStorage.removeItem('goatherd.open'); }, p.id);
  }
  console.log(`     ${phases.length} positions at ${width}px: ${all.length} problems`);
  assert.deepEqual(all, [], `screens that do not fit:\n${all.join('\n')}`);
});

// A computer's turn shows its sign over the table (who thinks, the speeds, Pause): with a person's
// hand on show beside it, and paused (the sign's longest words), every game still fits.
test('@shell a computer\'s turn, paused, fits the screen', async ({ page }) => {
  test.setTimeout(300_000);
  // (BattleGoats reaches a computer's turn only after both armies are laid out, too many taps for
  // this test; its line over the board takes its height from the board: static/games/battlegoats.css.)
  const games = ['goat-lords', 'gruff-goats', 'grab-your-goat', 'floats-mcgoats'];
  const all = [];
  for (const slug of games) {
    await page.goto(`${slug}/`);
    await page.waitForSelector('main[data-screen=setup]');
    await page.getByRole('button', { name: '2 players', exact: true }).click();
    await page.getByLabel('Who plays seat 2').selectOption('easy');
    await page.getByLabel('Seed').fill('31');
    await page.getByRole('button', { name: 'Start the game' }).click();
    // The person plays (seeded random taps) until the computer's turn comes, then pauses it.
    let seed = 7;
    const next = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    let paused = false;
    for (let i = 0; i < 200 && !paused; i++) {
      paused = await page.evaluate(() => {
        const pause = document.querySelector('main .thinking > button[aria-pressed=false]');
        if (!pause) return false;
        document.querySelector('main .thinking .paces button')?.click();
        pause.click();
        return true;
      });
      if (paused) break;
      const s = await page.getAttribute('main', 'data-screen');
      if (s === 'handoff') { await page.getByRole('button', { name: /show my cards/ }).click(); continue; }
      if (s === 'pass') { await page.locator('main button[data-pass]').click(); continue; }
      // (The game's controls, the raft's lit places too: not the computer's speeds nor "only
      // looking"'s Done, nor a pile to look through.)
      const controls = page.locator('main button:enabled:not([aria-disabled=true]):not(.thinking *):not(.looking *):not([aria-label*="look through"]), main svg [role=button]');
      const n = await controls.count();
      if (n) await controls.nth(next(n)).click({ timeout: 1000 }).catch(() => {});
      await page.waitForTimeout(100);
    }
    assert.ok(paused, `${slug}: a computer's turn came and was paused`);
    await page.waitForSelector('main .thinking > button[aria-pressed=true]');
    all.push(...await problems(page, `${slug}, a computer's turn, paused`));
    if (process.env.PHASE_SHOTS) await page.screenshot({ path: `test-results/phases/${page.viewportSize().width}-${slug}-computer-paused.png` });
  }
  assert.deepEqual(all, [], `screens that do not fit:\n${all.join('\n')}`);
});
