// Seeing your own move (src/app/screens/table.rs, pass): after the last play of a turn the table stays on
// the player who made it, with one "Pass to <name>" button; Undo still works there when the move
// revealed nothing; the hand-off screen comes only after that tap, with nothing private in the
// DOM. Info mode is for one look; the menu leads to a new game and to the lesson.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { screen, startGame, takeTablet, measure, openGame } from './helpers.mjs';

const hand = (page) => page.locator('section[aria-label="Your hand"] button.bg-card');

/** Lays out the nine cards of the seat holding the tablet, then taps Done. */
async function layOut(page) {
  for (let k = 0; k < 9; k++) {
    await hand(page).first().click();
    await page.locator('.bg-own button.bg-cell.target').first().click();
  }
  await page.getByRole('button', { name: /^Done/ }).click();
}

test('after a turn the mover sees the table and passes it on; undo before passing', async ({ page }) => {
  await startGame(page, /^BattleGoats/, 2, '21');
  await takeTablet(page);
  await layOut(page);
  // Ana's turn is over: her own battlefield, nothing to play, one button to pass the tablet.
  assert.equal(await screen(page), 'pass');
  const pass = page.locator('main button[data-pass]');
  assert.equal(await pass.count(), 1);
  assert.match(await pass.textContent(), /^Pass to Bo$/);
  assert.equal(await page.locator('.bg-own .bg-cell .k-card').count(), 9, 'her nine cards stay in view');
  // (The discard piles still open to be looked through: reading is not playing.)
  assert.equal(await page.locator('main button:enabled:not([aria-disabled=true]):not([data-pass]):not(.bg-pile)').evaluateAll(
    (bs) => bs.filter((b) => !b.closest('.k-side')).length), 0, 'nothing else can be played');
  const m = await measure(page);
  assert.ok(m.scrollY <= 0 && m.scrollX <= 0, `the pass screen scrolls (${m.scrollX}, ${m.scrollY})`);
  await page.screenshot({ path: 'test-results/pass-battlegoats.png' });

  // Nothing was revealed: Undo takes the Done back, on Ana's own screen.
  const undo = page.getByRole('button', { name: /^Undo/ });
  assert.equal(await undo.isDisabled(), false, 'undo before the tablet is passed');
  await undo.click();
  assert.equal(await screen(page), 'play');
  await page.getByRole('button', { name: /^Done/ }).click();
  assert.equal(await screen(page), 'pass');

  // Passed: the hand-off, with nothing private (takeTablet checks), and no undo any more.
  await pass.click();
  assert.equal(await screen(page), 'handoff');
  assert.equal(await undo.isDisabled(), true, 'no undo once the tablet is passed');
  assert.match(await page.textContent('main h1'), /Bo/);
  assert.equal(await takeTablet(page), 'Bo');
});

test('info mode is for one look; the menu has a new game and the lesson', async ({ page }) => {
  await startGame(page, /^Gruff Goats/, 2, '9');
  await takeTablet(page);
  const info = page.getByRole('button', { name: /^Info/ });
  await info.click();
  assert.equal(await info.getAttribute('aria-pressed'), 'true');
  await page.locator('.gg-field .gg-piece.goat').first().click();
  const sheet = page.getByRole('dialog', { name: 'About this' });
  await sheet.waitFor();
  await sheet.getByRole('button', { name: 'Close' }).click();
  assert.equal(await info.getAttribute('aria-pressed'), 'false', 'info mode ends after one look');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.waitForSelector('main[data-screen=setup][data-game=gruff-goats]');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('main[data-screen=handoff]');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
  await page.waitForSelector('main[data-screen=learn][data-game=gruff-goats]');
});

test('the home page has no Home button', async ({ page }) => {
  await page.goto('./');
  await page.waitForSelector('main[data-screen=home]');
  assert.equal(await page.getByRole('button', { name: 'Home', exact: true }).count(), 0);
  assert.equal(await page.getByRole('link', { name: /Home/ }).count(), 0);
});

// The setup screen is drawn again when a choice changes it (Yew keeps its elements): what is typed
// survives a redraw, the keyboard keeps its place, and a name is text, never markup.
test('setup drawn again keeps what was typed and the focus; a name is only text', async ({ page }) => {
  await openGame(page, /^Goat Lords/);
  await page.getByLabel('Name of player 1').fill('Ann & <b>Bo</b>');
  await page.getByLabel('Seed').fill('77');
  // A keyboard tap on "2 players" draws the screen again: the focus stays on that button.
  await page.getByRole('button', { name: '2 players', exact: true }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('main .seat-row').count(), 2);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), '2 players');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), '3 players');
  // A choice draws it again too: the name and the seed as typed, the choice kept and focused.
  await page.getByLabel('Who plays seat 2').focus();
  await page.getByLabel('Who plays seat 2').selectOption('hard');
  assert.equal(await page.getByLabel('Name of player 1').inputValue(), 'Ann & <b>Bo</b>');
  assert.equal(await page.getByLabel('Seed').inputValue(), '77');
  assert.equal(await page.getByLabel('Who plays seat 2').inputValue(), 'hard');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Who plays seat 2');
  await page.getByLabel('Who plays seat 2').selectOption('person');
  await page.getByRole('button', { name: 'Start the game' }).click();
  assert.equal(await screen(page), 'handoff');
  assert.equal(await page.textContent('main h1'), 'Pass the tablet to Ann & <b>Bo</b>');
  assert.equal(await page.locator('main section.pass b').count(), 0, 'the name made no element');
  await page.getByRole('button', { name: 'I\'m Ann & <b>Bo</b>: show my cards' }).click();
  assert.equal(await screen(page), 'play');
});
