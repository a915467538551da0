// The shell's screens (home, setup, hand-off, how to play, menu, the end screen) measured at each
// project's size: at both tablet sizes what is drawn spans at least 90% of the width and 85% of
// the height, nothing scrolls, no text is under 12px and no control under 48px; on a phone
// nothing scrolls sideways and the same sizes hold. Each screen is also compared with its
// committed screenshot (tests/e2e/snapshots/<project>/).
import assert from 'node:assert/strict';
import { test, expect } from './fixtures.mjs';
import { screen, openGame, startGame, measure, passOn } from './helpers.mjs';

/** Checks one screen at this project's size, and its screenshot. */
async function check(page, name, ignore = null) {
  const { width } = page.viewportSize();
  const tablet = width >= 800;
  const m = await measure(page, ignore);
  console.log(`     ${name} at ${width}px: span ${(m.spanX * 100).toFixed(0)}% x ${(m.spanY * 100).toFixed(0)}%, smallest text ${m.smallestText.size}px (${m.smallestText.what}), smallest control ${m.smallestControl.size}px (${m.smallestControl.what}), smallest hand card ${m.smallestHandCard.size}px, scroll ${m.scrollX}/${m.scrollY}`);
  assert.ok(m.scrollX <= 0, `${name}: the page scrolls sideways by ${m.scrollX}px`);
  assert.ok(m.smallestText.size >= 12, `${name}: text of ${m.smallestText.size}px: ${m.smallestText.what}`);
  assert.ok(m.smallestControl.size >= (width >= 800 ? 56 : 48), `${name}: a control of ${m.smallestControl.size}px (56 on a tablet, 48 on a phone): ${m.smallestControl.what}`);
  if (tablet) assert.ok(m.smallestHandCard.size >= 96, `${name}: a card in the hand ${m.smallestHandCard.size}px wide: ${m.smallestHandCard.what}`);
  if (tablet) {
    assert.ok(m.scrollY <= 0, `${name}: the page needs ${m.scrollY}px of scrolling`);
    assert.ok(m.spanX >= 0.9, `${name}: what is drawn spans ${(m.spanX * 100).toFixed(0)}% of the width`);
    assert.ok(m.spanY >= 0.85, `${name}: what is drawn spans ${(m.spanY * 100).toFixed(0)}% of the height`);
  }
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: !tablet });
}

test('home, setup and the hand-off fill a tablet and read from across the table @shell', async ({ page }) => {
  await check(page, 'home');
  await openGame(page, /^Goat Lords/);
  await check(page, 'setup');
  await page.getByRole('button', { name: '6 players', exact: true }).click();
  await check(page, 'setup-6-players');
  await page.getByRole('button', { name: '3 players', exact: true }).click();
  await page.getByLabel('Seed').fill('12345');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await passOn(page);
  assert.equal(await screen(page), 'handoff');
  await check(page, 'handoff');
});

test('how to play, the rulings one tap away, the menu and the info sheet @shell', async ({ page }) => {
  await startGame(page, /^Gruff Goats/, 2, '9');
  await page.getByRole('button', { name: 'Rules' }).click();
  const help = page.getByRole('dialog', { name: 'How to play' });
  await help.locator('h2').first().waitFor();
  const words = await help.textContent();
  assert.match(words, /The goal/);
  assert.doesNotMatch(words, /\.rs\b|simulat|\btest/i, 'nothing a player reads names a source file, a test or a simulation');
  assert.ok(await help.locator('.k-card, .k-piece').count() >= 3, 'the page has pictures drawn by the kit');
  await check(page, 'how-to-play');
  await page.getByRole('button', { name: 'Rulings', exact: true }).click();
  await page.getByRole('dialog', { name: 'Rulings' }).locator('h2').first().waitFor();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await check(page, 'menu');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.getByRole('button', { name: /show my cards/ }).click();
  // Info: a tap on the table reads what was tapped instead of playing it.
  const moves = await page.getAttribute('main', 'data-moves');
  await page.getByRole('button', { name: /^Info/ }).click();
  await page.locator('.gg-field .gg-piece.goat').first().click();
  const info = page.getByRole('dialog', { name: 'About this' });
  await info.waitFor();
  assert.ok((await info.textContent()).length > 8, 'the info sheet says something');
  assert.equal(await page.getAttribute('main', 'data-moves'), moves, 'nothing was played');
  // The game's own table under the sheet is measured by that game's tests.
  await check(page, 'info', 'main');
  await info.getByRole('button', { name: 'Close' }).click();
});

test('the end screen shows the final table and the scores @shell', async ({ page }) => {
  test.setTimeout(180_000);
  await openGame(page, /^Floats McGoats/);
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  for (const seat of [1, 2]) await page.getByLabel(`Who plays seat ${seat}`).selectOption('easy');
  await page.getByLabel('Seed').fill('7');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Instant', exact: true }).click();
  await page.waitForSelector('main[data-screen=over]', { timeout: 150_000 });
  assert.ok(await page.locator('.final-table svg').count() >= 1, 'the final table is drawn');
  assert.equal(await page.locator('table.scores tr.total td').count(), 2);
  // The final table is the game's table shown small beside the scores: its words are the
  // game's, read full size during play.
  await check(page, 'over', '.final-table');
});

test('every option on a setup screen changes when tapped, and the game starts with it', async ({ page }) => {
  // Each game's options: the button's words before and after a tap, and the saved game's options
  // (the numbers on its `options` line) once started with the changed setting.
  const games = [
    [/^Goat Lords/, [['Players may look through other herds: yes', 'Players may look through other herds: no'],
      ['Bigger hands', /Hand size: 6/]], 'options 6 0'],
    [/^BattleGoats/, [['Draft the cards: no (basic deal)', 'Draft the cards: yes'],
      [/^Memory aid.*: yes$/, /^Memory aid.*: no$/]], 'options 1 0'],
    [/^Gruff Goats/, [['The dragon may eat trolls: no', 'The dragon may eat trolls: yes'],
      ['Fewer wand actions a turn', /Wand actions a turn: 5/]], 'options 5 1'],
  ];
  for (const [tile, taps, saved] of games) {
    await page.goto('./');
    await openGame(page, tile);
    for (const [tap, after] of taps) {
      await page.getByRole('button', { name: tap, exact: typeof tap === 'string' }).click();
      if (typeof after === 'string') await page.getByRole('button', { name: after, exact: true }).waitFor({ timeout: 5_000 });
      else await page.getByText(after).waitFor({ timeout: 5_000 });
    }
    if (!saved) continue;
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForSelector('main[data-screen=handoff], main[data-screen=pass], main[data-screen=play]');
    // The open game's save (the games started before this one are saved too).
    await page.waitForFunction(() => localStorage.getItem('goatherd.open'));
    const save = await page.evaluate(() => localStorage.getItem(`goatherd.save.${localStorage.getItem('goatherd.open')}`) ?? '');
    assert.match(save, new RegExp(`^${saved}$`, 'm'), 'the game keeps the options chosen');
  }
});
