// Motion and "what just happened" (src/app/kit/motion.rs): a move animates from where it was to
// where it lands, everything it changed carries data-last until the next move, and with
// prefers-reduced-motion nothing moves at all. Runs with motion (tablet-landscape) and without
// (reduced-motion).
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { screen, openGame, startGame, takeTablet, decide, COUNT_ANIMATIONS as COUNT, handedOn } from './helpers.mjs';


const calm = (page) => page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
const lastKeys = (page) => page.locator('main [data-last]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));

test('a move animates, data-last marks what it changed, reduced motion keeps everything still @motion', async ({ page, context }) => {
  await context.addInitScript(COUNT);
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const still = await calm(page);
  await openGame(page, /^Floats McGoats/);
  await page.getByLabel('Seed').fill('7');
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  assert.equal(await screen(page), 'play');
  assert.deepEqual(await lastKeys(page), [], 'nothing is marked before the first move');
  const before = await page.evaluate(() => window.__animateCalls);

  // Ana adds a goat: it arrives on the raft, marked, and (with motion) grows in.
  await page.getByRole('button', { name: /^Add your mama goat here/ }).first().click();
  const first = await lastKeys(page);
  assert.equal(first.length, 1, `one thing changed: ${first}`);
  assert.equal(first[0], 'fm-g0m0', 'the new goat, keyed by seat and goat');
  const moving = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running'
    && a.effect.getTiming().iterations !== Infinity).length);
  const calls = (await page.evaluate(() => window.__animateCalls)) - before;
  if (still) {
    assert.equal(calls, 0, 'reduced motion: no animation was started');
    assert.equal(moving, 0, 'reduced motion: nothing moves');
  } else {
    assert.ok(calls >= 1, 'the new goat was animated');
    assert.ok(moving >= 1, 'an animation is running right after the move');
    // A tap finishes it at once.
    await page.mouse.click(5, 300);
    assert.equal(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running'
      && a.effect.getTiming().iterations !== Infinity).length), 0, 'a tap finished the animation');
  }
  // The mark stays while nothing happens, and moves on with the next action.
  await page.waitForTimeout(500);
  assert.deepEqual(await lastKeys(page), first, 'the mark stays until the next action');
  const visible = await page.locator('main [data-last]').first().evaluate((e) => getComputedStyle(e).filter);
  assert.notEqual(visible, 'none', 'the mark is drawn (a glow on the raft)');
  await page.getByRole('button', { name: /^Add your (mama|baby) goat here/ }).first().click();
  const second = await lastKeys(page);
  assert.equal(second.length, 1);
  assert.notDeepEqual(second, first, "Bo's goat is marked now, not Ana's");
  if (still) {
    assert.equal(await page.evaluate(() => window.__animateCalls), before, 'reduced motion: still no animation');
    assert.equal(await page.evaluate(() => window.__ran), 0, 'reduced motion: no CSS animation ran');
  }
});

test('hot-seat: after a hand-off the table marks what the last player changed, not the new hand @motion', async ({ page }) => {
  await startGame(page, /^Goat Lords/, 3, '12345');
  await takeTablet(page);
  const tapped = await decide(page, { preferDuel: false });
  if ((await handedOn(page))) await takeTablet(page);
  const marked = await page.locator('main [data-last]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-key'), e.getAttribute('data-at'), !!e.closest('[data-private]')]));
  assert.ok(marked.length >= 1, `the last move (${tapped}) marked something`);
  for (const [key, at, priv] of marked) {
    assert.ok(!(priv && at === 'hand'), `the new player's own hand card ${key} is not news`);
  }
  if (/^Birth|^Assisted/.test(tapped)) {
    assert.ok(marked.some(([, at]) => /^herd /.test(at)), 'the birth marked a herd stack');
  }
});
