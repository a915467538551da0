// The Floats McGoats table (src/app/floats_mcgoats, static/games/floats-mcgoats.css), measured like
// the kit's screens with 2 and 4 seats at each project's size; and its motion: a goat added walks
// in from its seat's supply, a roll tumbles the die in, a stick laid comes from the pile, data-last
// marks what the move changed, and with prefers-reduced-motion nothing moves.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { screen, openGame, measure, goHome, axeProblems, COUNT_ANIMATIONS as COUNT, running, lastKeys } from './helpers.mjs';

const lit = (page) => page.locator('svg.fm-raft .fm-t');
const roll = (page) => page.getByRole('button', { name: 'Roll the die' });
const addGoat = (page) => page.locator('svg.fm-raft .fm-t[aria-label^="Add your"]');
const addStick = (page) => page.locator('svg.fm-raft .fm-t[aria-label="Add a stick here"]');

/** From home, starts Floats McGoats for `seats` people with a fixed seed (no hand-offs: nothing
 *  is secret). */
async function start(page, seats, seed) {
  await openGame(page, /^Floats McGoats/);
  await page.getByRole('button', { name: `${seats} players`, exact: true }).click();
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  for (let i = 0; i < seats; i++) await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Start the game' }).click();
  assert.equal(await screen(page), 'play', 'nothing is secret: no hand-off');
}

/** Plays the rest of a turn: adds a goat if `goat` and one may be added, else rolls (unless the
 *  die is already rolled) and carries the face out by tapping lit places (the `pick`-th, going
 *  round). */
async function turn(page, goat, pick = 0) {
  const who = await page.locator('.fm-status').textContent();
  if (goat && (await addGoat(page).count())) {
    await addGoat(page).nth(pick % (await addGoat(page).count())).click();
    return;
  }
  if (await roll(page).count()) await roll(page).click();
  for (let i = 0; i < 8 && (await page.locator('.fm-status').textContent()) === who; i++) {
    const stay = page.getByRole('button', { name: 'Leave the spot empty' });
    if (await stay.count()) { await stay.click(); continue; }
    const n = await lit(page).count();
    if (!n) break;
    await lit(page).nth((pick + i) % n).click();
  }
}

test('the Floats McGoats table fills a tablet with 2 and 4 seats, the sea the largest part @shell', async ({ page }) => {
  const { width, height } = page.viewportSize();
  const tablet = width >= 800;
  const check = (seats) => async (name) => {
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    const m = await measure(page);
    const sea = await page.locator('.fm-sea').evaluate((e) => e.getBoundingClientRect().toJSON());
    // A stick's length and a goat's size on screen.
    const stick = await page.locator('svg.fm-raft .fm-stick:not(.carried) .w').first().evaluate((l) => {
      const r = l.getBoundingClientRect();
      return Math.round(Math.hypot(r.width, r.height));
    });
    const goats = await page.locator('svg.fm-raft .fm-goat svg').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
    const goat = goats.length ? Math.min(...goats) : 0;
    const targets = await lit(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => Math.round(Math.min(r.width, r.height))));
    console.log(`     ${seats} seats, ${name} at ${width}x${height}: span ${(m.spanX * 100).toFixed(0)}% x ${(m.spanY * 100).toFixed(0)}%, sea ${Math.round(sea.width)}x${Math.round(sea.height)}, stick ${stick}px, smallest goat ${goat}px, ${targets.length} lit places (smallest ${Math.min(...targets)}px), smallest text ${m.smallestText.size}px (${m.smallestText.what}), smallest control ${m.smallestControl.size}px (${m.smallestControl.what}), scroll ${m.scrollX}/${m.scrollY}`);
    const where = `${seats} seats, ${name}`;
    assert.ok(m.scrollX <= 0, `${where}: the page scrolls sideways by ${m.scrollX}px`);
    assert.ok(m.smallestText.size >= 12, `${where}: text of ${m.smallestText.size}px: ${m.smallestText.what}`);
    assert.equal(await page.locator('.fm-seat').count(), seats, `${where}: a panel for each seat`);
    assert.ok(targets.length > 0, `${where}: something is lit to tap`);
    if (!tablet) {
      assert.ok(sea.width >= width - 24, `${where}: the sea is ${Math.round(sea.width)}px wide`);
      return;
    }
    // The table's own controls are 56px or more (the shell's bar, 48px, is measured by its tests).
    const small = await page.locator('.fm-sea button, .fm-panel button').evaluateAll((bs) => bs.map((b) => [b.getBoundingClientRect(), b.ariaLabel ?? b.textContent])
      .filter(([r]) => Math.min(r.width, r.height) < 56).map(([r, l]) => `${l} ${Math.round(r.width)}x${Math.round(r.height)}`));
    assert.deepEqual(small, [], `${where}: table controls under 56px`);
    assert.ok(Math.min(...targets) >= 56, `${where}: a lit place of ${Math.min(...targets)}px`);
    assert.ok(m.scrollY <= 0, `${where}: the page needs ${m.scrollY}px of scrolling`);
    assert.ok(m.spanX >= 0.95, `${where}: what is drawn spans ${(m.spanX * 100).toFixed(0)}% of the width`);
    assert.ok(m.spanY >= 0.88, `${where}: what is drawn spans ${(m.spanY * 100).toFixed(0)}% of the height`);
    // The sea is the largest part: 66% of the width and 88% of the height in landscape, the
    // whole width and 60% of the height in portrait; a stick a finger long, a goat as big as a
    // thumb.
    if (width > height) {
      assert.ok(sea.width >= 0.66 * width && sea.height >= 0.88 * height, `${where}: the sea is ${Math.round(sea.width)}x${Math.round(sea.height)}`);
    } else {
      assert.ok(sea.width >= 0.96 * width && sea.height >= 0.6 * height, `${where}: the sea is ${Math.round(sea.width)}x${Math.round(sea.height)}`);
    }
    assert.ok(stick >= 100, `${where}: a stick of ${stick}px`);
    if (goats.length) assert.ok(goat >= 40, `${where}: a goat of ${goat}px`);
  };
  for (const seats of [2, 4]) {
    if ((await screen(page)) !== 'home') await goHome(page);
    await start(page, seats, '2024');
    await check(seats)('the first turn');
    // A few turns: every seat adds a goat, then rolls.
    for (let t = 0; t < seats; t++) await turn(page, true, t);
    for (let t = 0; t < 2 * seats; t++) await turn(page, t % 3 === 0, t);
    // A roll with places to tap.
    for (let i = 0; i < 12; i++) {
      if (!(await roll(page).count())) { await turn(page, false, i); continue; }
      if (await addGoat(page).count() && i % 2) { await turn(page, true, i); continue; }
      await roll(page).click();
      if ((await lit(page).count()) > 1) break;
      await turn(page, false, i);
    }
    await check(seats)('after a roll');
  }
});

test('Floats McGoats: a goat walks in, the die tumbles, a stick comes from the pile, data-last marks them @motion', async ({ page, context }) => {
  await context.addInitScript(COUNT);
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  const count = () => page.evaluate(() => [window.__animateCalls, window.__ran]);
  const expectMotion = async (before, what) => {
    const after = await count();
    if (still) {
      assert.deepEqual(after, before, `reduced motion: ${what} animated nothing`);
      assert.equal(await running(page), 0, `reduced motion: nothing moves after ${what}`);
    } else {
      assert.ok(after[0] + after[1] > before[0] + before[1], `${what} was animated`);
      assert.ok((await running(page)) >= 1, `${what}: it is moving right after the tap`);
    }
  };
  await start(page, 2, '7');
  assert.deepEqual(await lastKeys(page), [], 'nothing is marked before the first move');

  // Ana adds a mama goat: it comes from her supply to the lit triangle, and is marked.
  let before = await count();
  const target = await addGoat(page).first().getAttribute('aria-label');
  await addGoat(page).first().click();
  assert.equal(target, 'Add your mama goat here');
  assert.deepEqual(await lastKeys(page), ['fm-g0m0'], 'the new goat is marked, and only it');
  assert.equal(await page.locator('[data-key=fm-g0m0]').getAttribute('data-from'), 'fm-sup0', 'it comes from her supply');
  await expectMotion(before, 'the goat added');
  if (!still) {
    await page.mouse.click(5, 790);
    assert.equal(await running(page), 0, 'a tap finished it');
  }

  // Bo and Ana roll until a face lets a stick be laid; each roll tumbles the die in, marked.
  let laid = false;
  for (let i = 0; i < 16 && !laid; i++) {
    if (!(await roll(page).count())) { await turn(page, false, i); continue; }
    before = await count();
    await roll(page).click();
    const die = await page.locator('.fm-die').getAttribute('data-key');
    assert.ok((await lastKeys(page)).includes(die), `the die is marked after the roll: ${await lastKeys(page)}`);
    assert.equal(await page.locator('.fm-die').getAttribute('data-face'), (await page.locator('.fm-roll span').textContent()).trim(), 'the die shows the face rolled, named under it');
    await expectMotion(before, 'the roll');
    if (await addStick(page).count()) {
      const sticks = await page.locator('svg.fm-raft .fm-stick:not(.drift)').count();
      const pile = await page.locator('.fm-pile').textContent();
      before = await count();
      await addStick(page).first().click();
      assert.equal(await page.locator('svg.fm-raft .fm-stick:not(.drift)').count(), sticks + 1, 'a stick was laid');
      assert.notEqual(await page.locator('.fm-pile').textContent(), pile, 'it came off the pile');
      const marked = await lastKeys(page);
      assert.equal(marked.length, 1, `only the new stick is marked: ${marked}`);
      const stick = page.locator(`[data-key=${marked[0]}]`);
      assert.match(await stick.getAttribute('class'), /fm-stick light/);
      assert.equal(await stick.getAttribute('data-from'), 'fm-pile', 'it comes from the pile');
      await expectMotion(before, 'the stick laid');
      laid = true;
    } else {
      await turn(page, false, i);
    }
  }
  assert.ok(laid, 'a stick was laid within 16 rolls');
  // The raft with sticks, goats and lit places passes the accessibility check.
  await roll(page).click().catch(() => {});
  assert.deepEqual(await axeProblems(page, 'floats-mcgoats after a roll'), []);
  // The marks move on with the next move.
  const marked = await lastKeys(page);
  await turn(page, true, 0);
  assert.notDeepEqual(await lastKeys(page), marked, 'the next move moved the marks on');
});

test('Floats McGoats: the zoom buttons zoom the raft in and out, a drag pans it (and is not a tap), Fit shows it all', async ({ page }) => {
  await start(page, 2, '7');
  const box = () => page.locator('svg.fm-raft').getAttribute('viewBox').then((v) => v.split(' ').map(Number));
  const fit = await box();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const zoomed = await box();
  assert.ok(zoomed[2] < fit[2] && zoomed[3] < fit[3], `zoomed in: ${zoomed} from ${fit}`);
  // A drag across the sea moves the view, and the tap it ends with does nothing. A slow drag
  // (longer than a long press) opens no text either: it began on a place that has one.
  const sea = await page.locator('.fm-sea').boundingBox();
  const goats = await addGoat(page).count();
  const at = await addGoat(page).first().boundingBox();
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) {
    await page.mouse.move(at.x + at.width / 2 - i * 20, at.y + at.height / 2 - i * 10);
    await page.waitForTimeout(160);
  }
  await page.mouse.up();
  assert.equal(await page.locator('.overlay').count(), 0, 'a slow drag opened a text');
  const panned = await box();
  assert.ok(panned[0] > zoomed[0] && panned[1] > zoomed[1], `a drag to the upper left shows more of the lower right: ${panned} from ${zoomed}`);
  assert.equal(await addGoat(page).count(), goats, 'the drag added no goat');
  assert.match(await page.locator('.fm-status').textContent(), /Ana, add a goat/);
  // A press held still on that place is a long press: it opens the place's text, and its
  // release adds no goat.
  const still = await addGoat(page).first().boundingBox();
  await page.mouse.move(still.x + still.width / 2, still.y + still.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(900);
  await page.mouse.up();
  const sheet = page.getByRole('dialog', { name: 'About this' });
  assert.match(await sheet.locator('.info-text').textContent(), /goat/i, 'a long press opened the place\'s text');
  await sheet.getByRole('button', { name: 'Close' }).click();
  assert.equal(await addGoat(page).count(), goats, 'the long press added no goat');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Fit: show the whole raft' }).click();
  assert.deepEqual(await box(), fit, 'Fit shows the whole raft again');
  // The wheel zooms too.
  await page.mouse.move(sea.x + sea.width / 2, sea.y + sea.height / 2);
  await page.mouse.wheel(0, -200);
  assert.ok((await box())[2] < fit[2], 'the wheel zoomed in');
});

test('Floats McGoats: lit places are lime, under the goats and inside the sticks; goats fit their triangles; help names no coordinates', async ({ page }) => {
  await start(page, 2, '7');
  // Ana and Bo each add a goat beside the anchors; one open triangle is left lit for Ana.
  for (let i = 0; i < 2; i++) await turn(page, true, i);
  const lime = await page.locator('svg.fm-raft .fm-lit').first().evaluate((e) => getComputedStyle(e).fill, null, { timeout: 5000 });
  // Lime (#a6f23c, through color-mix), not the light wood (#e2b877) nor the hint gold (#f2b705).
  assert.equal((await page.locator('svg.fm-raft').evaluate((e) => getComputedStyle(e).getPropertyValue('--lit'))).trim(), '#a6f23c');
  assert.match(lime, /0\.65098 0\.94902 0\.235294|166, 242, 60/, `lime: ${lime}`);
  // Every lit triangle's light is drawn before (under) every goat, and has no button of its own.
  const order = await page.evaluate(() => {
    const all = [...document.querySelectorAll('svg.fm-raft .fm-lit, svg.fm-raft .fm-goat')];
    const lastLit = all.map((e) => e.classList.contains('fm-lit')).lastIndexOf(true);
    const firstGoat = all.findIndex((e) => e.classList.contains('fm-goat'));
    return { lastLit, firstGoat };
  });
  assert.ok(order.firstGoat === -1 || order.lastLit < order.firstGoat, `the light is under the goats: ${JSON.stringify(order)}`);
  // A goat is well inside a triangle: narrower than 45% of a stick.
  const stick = await page.locator('svg.fm-raft .fm-stick:not(.carried) .w').first().evaluate((l) => {
    const r = l.getBoundingClientRect();
    return Math.hypot(r.width, r.height);
  });
  const widths = await page.locator('svg.fm-raft .fm-goat svg').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
  assert.ok(widths.length >= 2, `goats on the raft: ${widths.length}`);
  // Each goat fits inside its triangle's inscribed circle (diameter: the side over the root of 3).
  for (const w of widths) assert.ok(w < stick / Math.sqrt(3), `a goat ${w.toFixed(0)}px wide in a triangle of side ${stick.toFixed(0)}px`);
  // Help in players' words: no coordinates anywhere on the raft, and lines for the info sheet.
  const words = await page.locator('svg.fm-raft [data-info], svg.fm-raft [aria-label], .fm-die[data-info]').evaluateAll((els) =>
    els.flatMap((e) => [e.getAttribute('data-info'), e.getAttribute('aria-label')]).filter(Boolean));
  for (const w of words) assert.doesNotMatch(w, /-?\d+ ?, ?-?\d+|triangle \d|side \d/, `no coordinates: ${w}`);
  const goat = await page.locator('svg.fm-raft .fm-goat').first().getAttribute('data-info');
  assert.match(goat, /^(Ana|Bo)'s (mama|baby) goat\n(Open|Closed|Locked) triangle/, goat);
  const stickInfo = await page.locator('svg.fm-raft .fm-stick.anchor').first().getAttribute('data-info');
  assert.match(stickInfo, /^Anchor stick\n/, stickInfo);
  assert.match(await page.locator('.fm-die').getAttribute('data-info'), /^The twelve-sided die\n3 × Add a stick: /);
});

test('Floats McGoats: Undo takes back a goat after play passed on, until the next player acts; a roll stays', async ({ page }) => {
  await start(page, 2, '7');
  const undo = page.getByRole('button', { name: /^Undo/ });
  const supply = () => page.locator('[data-key=fm-sup0]').getAttribute('aria-label');
  const before = await supply();
  await addGoat(page).first().click();
  assert.match(await page.locator('.fm-status').textContent(), /^Bo, /);
  assert.ok(await undo.isEnabled(), 'Bo has not acted: Ana\'s goat may come back');
  await undo.click();
  assert.match(await page.locator('.fm-status').textContent(), /^Ana, add a goat/);
  assert.equal(await supply(), before, 'the goat is back in Ana\'s supply');
  assert.ok(await undo.isDisabled(), 'nothing before Ana\'s turn is hers to undo');
  // A roll is never undone; the step after it is, back to the same face.
  await roll(page).click();
  assert.ok(await undo.isDisabled());
  assert.match(await page.textContent('header .why'), /roll/);
  const face = await page.locator('.fm-die').getAttribute('data-face');
  if (await lit(page).count()) {
    await lit(page).first().click();
    if (await undo.isEnabled()) {
      await undo.click();
      assert.equal(await page.locator('.fm-die').getAttribute('data-face'), face, 'the same face after undo');
      assert.ok(await roll(page).count() === 0, 'no second roll');
    }
  }
});

test('Floats McGoats: the replay offers no "Seen by" (nothing is hidden), and its move words are not cut', async ({ page }) => {
  test.setTimeout(120_000);
  await openGame(page, /^Floats McGoats/);
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  for (let i = 0; i < 2; i++) await page.getByLabel(`Who plays seat ${i + 1}`).selectOption('easy');
  await page.getByLabel('Seed').fill('5');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Instant', exact: true }).click().catch(() => {});
  await page.waitForSelector('main[data-screen=over]', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Watch again' }).click();
  await page.waitForSelector('main[data-screen=replay]');
  assert.equal(await page.locator('.rp-seats').isVisible(), false);
  const move = await page.locator('.rp-move').evaluate((e) => [e.scrollHeight, e.clientHeight]);
  assert.ok(move[0] <= move[1] + 1, `the move's words fit their box: ${move}`);
});
