// Sound and vibration (src/app/kit/sound.rs, src/app/sounds.rs): an init script counts the audio
// contexts made and every `AudioScheduledSourceNode.start` (each voice of a sound: an oscillator,
// or a noise buffer's source); the voices of one sound start together, so starts less than 30 ms
// apart are one sound.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { markWrong, openGame } from './helpers.mjs';

const COUNT = `
  window.__sound = { starts: [], contexts: 0 };
  // (A buffer source, the noise, has a start of its own that does not go through its parent's.)
  for (const proto of [AudioScheduledSourceNode.prototype, AudioBufferSourceNode.prototype]) {
    if (!Object.prototype.hasOwnProperty.call(proto, 'start')) continue;
    const start = proto.start;
    proto.start = function (...args) {
      window.__sound.starts.push(performance.now());
      return start.apply(this, args);
    };
  }
  const Made = window.AudioContext;
  window.AudioContext = class extends Made {
    constructor(...args) { super(...args); window.__sound.contexts += 1; }
  };
`;

/** The sounds started so far (the time each started, ms), and the audio contexts made. */
async function heard(page) {
  const { starts, contexts } = await page.evaluate(() => window.__sound);
  const sounds = [];
  for (const t of starts) if (!sounds.length || t - sounds[sounds.length - 1] >= 30) sounds.push(t);
  return { sounds, voices: starts.length, contexts };
}

const roll = (page) => page.getByRole('button', { name: 'Roll the die' });
const toggle = (page) => page.locator('main [data-switch=Sound]');

/** From home: Floats McGoats for two people, seed 3. */
async function floats(page) {
  await openGame(page, /^Floats McGoats/);
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  await page.getByLabel('Seed').fill('3');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('main[data-screen=play]');
}

test('with sound on, a move plays its sound; with sound off, none, and off is kept', async ({ page }) => {
  await page.addInitScript(COUNT);
  await page.goto('/');
  await page.waitForSelector('main[data-screen=home]');
  await openGame(page, /^Floats McGoats/);
  // On until turned off: the setup screen's switch says so.
  assert.equal(await toggle(page).getAttribute('aria-pressed'), 'true');
  assert.ok((await toggle(page).boundingBox()).height >= 56, 'a tap target of 56 px');
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  await page.getByLabel('Seed').fill('3');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('main[data-screen=play]');
  assert.equal((await heard(page)).sounds.length, 0, 'nothing before a move');
  await roll(page).click();
  await page.waitForSelector('main[data-moves="1"]');
  let h = await heard(page);
  assert.equal(h.contexts, 1, 'one audio context, made in the tap');
  assert.equal(h.sounds.length, 1, 'the roll sounded once');
  assert.equal(h.voices, 5, 'the die: five rattling clicks');

  // Off in the Menu: the next move is silent, and the switch survives a reload.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menuToggle = page.locator('.menu [data-switch=Sound]');
  assert.equal(await menuToggle.getAttribute('aria-pressed'), 'true');
  await menuToggle.click();
  assert.equal(await menuToggle.getAttribute('aria-pressed'), 'false');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.reload();
  await page.waitForSelector('main[data-screen=play]');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  assert.equal(await page.locator('.menu [data-switch=Sound]').getAttribute('aria-pressed'), 'false', 'off is kept');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.waitForSelector('main[data-screen=setup]');
  assert.equal(await toggle(page).getAttribute('aria-pressed'), 'false', 'the setup screen agrees');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('main[data-screen=play]');
  await roll(page).click();
  await page.waitForSelector('main[data-moves="1"]');
  h = await heard(page);
  assert.equal(h.contexts, 0, 'a page with sound off makes no audio context');
  assert.equal(h.voices, 0, 'nothing sounds');
});

test('the lesson: a step has its sound, a refused tap its own', async ({ page }) => {
  await page.addInitScript(COUNT);
  await page.goto('floats-mcgoats/more/#learn');
  await page.waitForSelector('main[data-screen=learn][data-step="1"]');
  await page.locator('main [data-next]').click();
  await page.waitForSelector('main[data-step="2"]');
  let h = await heard(page);
  assert.equal(h.sounds.length, 1, 'the next step sounded');
  assert.equal(h.voices, 2, "the lesson's ping: two notes");
  await page.waitForTimeout(150);
  // Something on the table that is not the marked thing: the lesson refuses it.
  assert.ok(await markWrong(page), 'something else on the table to tap');
  await page.locator('main [data-wrong]').first().click({ force: true });
  await page.locator('main .guide-refused').waitFor();
  h = await heard(page);
  assert.equal(h.sounds.length, 2, 'the refusal sounded');
  assert.equal(h.voices, 3, 'the refusal: one low note');
});

test('without navigator.vibrate, no console error and no vibration switch', async ({ page }) => {
  await page.addInitScript(() => {
    delete Navigator.prototype.vibrate;
    delete navigator.vibrate;
  });
  await page.goto('/');
  await openGame(page, /^Floats McGoats/);
  assert.equal(await page.locator('main [data-switch=Vibration]').count(), 0, 'no switch for what is not there');
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  await page.getByLabel('Seed').fill('3');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('main[data-screen=play]');
  await roll(page).click();
  await page.waitForSelector('main[data-moves="1"]');
  // (The fixture fails the test on any console error.)
});

test('with navigator.vibrate, a person\'s move buzzes once', async ({ page }) => {
  await page.addInitScript(() => {
    window.__buzz = [];
    Navigator.prototype.vibrate = function (p) { window.__buzz.push(p); return true; };
  });
  await page.goto('/');
  await floats(page);
  await roll(page).click();
  await page.waitForSelector('main[data-moves="1"]');
  const buzz = await page.evaluate(() => window.__buzz);
  assert.deepEqual(buzz, [20], 'one short pulse (20 ms)');
});

test('at Instant pace, an all-computer game starts at most one sound a tenth of a second', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(COUNT);
  await page.goto('/');
  await openGame(page, /^Floats McGoats/);
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  for (let i = 0; i < 2; i++) await page.getByLabel(`Who plays seat ${i + 1}`).selectOption('easy');
  await page.getByLabel('Seed').fill('5');
  // A tap on the page makes the audio context (computers need no tap to play).
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Instant', exact: true }).click();
  await page.waitForSelector('main[data-screen=over]', { timeout: 120_000 });
  const { sounds } = await heard(page);
  assert.ok(sounds.length >= 3, `the game sounded (${sounds.length} sounds)`);
  const gaps = sounds.slice(1).map((t, i) => t - sounds[i]);
  const close = gaps.filter((g) => g < 95);
  assert.deepEqual(close, [], `sounds at least 100 ms apart (${sounds.length} sounds)`);
});

test('with reduced motion, vibration starts off and sound on', async ({ page }) => {
  await page.addInitScript(() => { Navigator.prototype.vibrate = function () { return true; }; });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await openGame(page, /^Floats McGoats/);
  assert.equal(await page.locator('main [data-switch=Vibration]').getAttribute('aria-pressed'), 'false');
  assert.equal(await toggle(page).getAttribute('aria-pressed'), 'true');
  // Switched on, it stays on.
  await page.locator('main [data-switch=Vibration]').click();
  await page.reload();
  await page.waitForSelector('main[data-screen=setup]');
  assert.equal(await page.locator('main [data-switch=Vibration]').getAttribute('aria-pressed'), 'true');
});
