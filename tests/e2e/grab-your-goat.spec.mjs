// The Grab Your Goat! table (src/app/grab_your_goat, static/games/grab-your-goat.css), measured
// like the kit's screens with 2 and 4 seats at each project's size; and its motion: a roll
// tumbles the die and walks the goat, a step moves the shepherd and turns a card over,
// data-last marks what the move changed, and with prefers-reduced-motion nothing moves.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { screen, openGame, startGame, takeTablet, measure, goHome, COUNT_ANIMATIONS as COUNT, running, lastKeys, handedOn, underHandoff } from './helpers.mjs';

const roll = (page) => page.getByRole('button', { name: /Roll the die/ });
const lit = (page) => page.locator('.gy-cell.target');
// A decision the die or a card asks for: a way for the goat, a way for a found card, and so on.
const asked = (page) => page.locator('.gy-board .choices button', { hasText: /Send your goat|Open to the|Toward the| runs |Turn over nothing|Stay here|Nowhere/ });

/** Plays on from wherever the game is until the seat on turn is asked for its move. */
async function toMove(page) {
  for (let i = 0; i < 12; i++) {
    if ((await handedOn(page))) await takeTablet(page);
    if (await roll(page).count()) await roll(page).click();
    else if (await asked(page).count()) await asked(page).first().click();
    else if (await lit(page).count()) return;
    else break;
  }
  assert.ok(await lit(page).count(), 'the move is offered as lit places on the mountain');
}

/** Makes the move: onto a face-down card if one is lit. */
async function move(page) {
  const down = page.locator('.gy-cell.down.target');
  await ((await down.count()) ? down.first() : lit(page).first()).click();
}

test('the Grab Your Goat! table fills a tablet with 2 and 4 seats, the mountain as big as the screen @shell', async ({ page }) => {
  const { width, height } = page.viewportSize();
  const tablet = width >= 800;
  const check = (seats) => async (name) => {
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    const m = await measure(page);
    const cells = await page.locator('.gy-cell').evaluateAll((els) => els.map((e) => e.getBoundingClientRect())
      .map((r) => Math.round(Math.min(r.width, r.height))));
    const hill = await page.locator('.gy-mountain').evaluate((e) => e.getBoundingClientRect().toJSON());
    const piece = await page.locator('.gy-piece').evaluateAll((els) => Math.round(Math.min(...els.map((e) => e.getBoundingClientRect().width))));
    console.log(`     ${seats} seats, ${name} at ${width}x${height}: span ${(m.spanX * 100).toFixed(0)}% x ${(m.spanY * 100).toFixed(0)}%, mountain ${Math.round(hill.width)}x${Math.round(hill.height)}, smallest place ${Math.min(...cells)}px, smallest piece ${piece}px, smallest text ${m.smallestText.size}px (${m.smallestText.what}), smallest control ${m.smallestControl.size}px (${m.smallestControl.what}), smallest hand card ${m.smallestHandCard.size}px, scroll ${m.scrollX}/${m.scrollY}`);
    const where = `${seats} seats, ${name}`;
    assert.equal(cells.length, 49);
    assert.ok(m.scrollX <= 0, `${where}: the page scrolls sideways by ${m.scrollX}px`);
    assert.ok(m.smallestText.size >= 12, `${where}: text of ${m.smallestText.size}px: ${m.smallestText.what}`);
    assert.ok(m.smallestControl.size >= (width >= 800 ? 56 : 48), `${where}: a control of ${m.smallestControl.size}px (56 on a tablet, 48 on a phone): ${m.smallestControl.what}`);
    assert.ok(m.smallestHandCard.size >= 96, `${where}: a card in the hand ${m.smallestHandCard.size}px wide`);
    if (!tablet) {
      assert.ok(Math.min(...cells) >= 44, `${where}: a place of ${Math.min(...cells)}px`);
      return;
    }
    assert.ok(m.scrollY <= 0, `${where}: the page needs ${m.scrollY}px of scrolling`);
    assert.ok(m.spanX >= 0.9, `${where}: what is drawn spans ${(m.spanX * 100).toFixed(0)}% of the width`);
    assert.ok(m.spanY >= 0.85, `${where}: what is drawn spans ${(m.spanY * 100).toFixed(0)}% of the height`);
    assert.ok(Math.min(...cells) >= 80, `${where}: a place of ${Math.min(...cells)}px`);
    assert.ok(piece >= 28, `${where}: a piece of ${piece}px`);
    // The mountain takes the height (landscape) or the width (portrait).
    if (width > height) assert.ok(hill.height >= 0.85 * height, `${where}: the mountain is ${Math.round(hill.height)}px high`);
    else assert.ok(hill.width >= 0.9 * width, `${where}: the mountain is ${Math.round(hill.width)}px wide`);
  };
  for (const seats of [2, 4]) {
    if ((await screen(page)) !== 'home') await goHome(page);
    await startGame(page, /^Grab Your Goat/, seats, '5');
    await takeTablet(page);
    await check(seats)('rolling');
    await toMove(page);
    await check(seats)('moving');
    // A hand card picked: the places it may go light up.
    const playable = page.locator('.gy-hand button.gy-card-btn:not([aria-disabled])');
    if (await playable.count()) {
      await playable.first().click();
      assert.ok(await page.locator('.gy-cell.down.target').count(), 'a picked card lights the face-down places');
      await check(seats)('a card picked');
      await playable.first().click();
    }
  }
});

test('Grab Your Goat!: the die rolls and the goat walks, a step moves the shepherd and turns a card over, data-last marks them @motion', async ({ page, context }) => {
  await context.addInitScript(COUNT);
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await startGame(page, /^Grab Your Goat/, 2, '5');
  await takeTablet(page);
  assert.deepEqual(await lastKeys(page), [], 'nothing is marked before the first move');
  const goatAt = () => page.locator('[data-key=gy-goat0]').getAttribute('data-at');
  const count = () => page.evaluate(() => [window.__animateCalls, window.__ran]);

  // The roll: the die lands on its face, the goat walks the way it says.
  const goat = await goatAt();
  let before = await count();
  await roll(page).click();
  const face = await page.locator('.gy-die .k-die-face').getAttribute('data-face');
  let marked = await lastKeys(page);
  assert.ok(marked.some((k) => /^die-\d+$/.test(k)), `the die is marked: ${marked}`);
  if (face !== '💤' && face !== '✳') {
    assert.notEqual(await goatAt(), goat, `the die shows ${face}: the goat moved`);
    assert.ok(marked.includes('gy-goat0'), `the goat is marked: ${marked}`);
  }
  let after = await count();
  if (still) {
    assert.deepEqual(after, before, 'reduced motion: the roll animated nothing');
    assert.equal(await running(page), 0);
  } else {
    if (face !== '💤' && face !== '✳') assert.ok(after[0] > before[0], 'the goat walked (Web Animations)');
    assert.ok((await running(page)) >= 1, 'it is moving right after the tap');
    // A CSS animation's start event comes with the next frame, which a loaded machine can draw
    // after the checks above.
    const tumbled = await page.waitForFunction((n) => window.__ran > n, before[1], { timeout: 2000 }).then(() => true, () => false);
    assert.ok(tumbled, 'the die tumbled (a CSS animation)');
    await page.mouse.click(5, 790);
    assert.equal(await running(page), 0, 'a tap finished it');
  }

  // The step: the shepherd leaves the house onto a lit card; a face-down one turns over. The turn
  // ends with it, so Bo sees it after the hand-off (from his seat it pulses where it landed).
  await toMove(page);
  const downs = await page.locator('.gy-cell.down').count();
  const key = await page.locator('.gy-cell.down.target').first().getAttribute('data-key');
  assert.ok(key, 'a face-down card is lit for the step');
  before = await count();
  await move(page);
  for (let i = 0; i < 6 && !(await handedOn(page)); i++) {
    if (await asked(page).count()) await asked(page).first().click();
    else if (await lit(page).count()) await move(page);
  }
  await takeTablet(page);
  marked = await lastKeys(page);
  assert.ok(marked.includes('gy-sh0'), `the shepherd is marked: ${marked}`);
  assert.ok(await page.locator('.gy-cell.down').count() < downs, 'a card was turned over');
  assert.ok(marked.includes(key), `the card turned over (${key}) is marked: ${marked}`);
  after = await count();
  if (still) {
    assert.deepEqual(after, before, 'reduced motion: the step animated nothing');
  } else {
    assert.ok(after[0] - before[0] >= 2, `the shepherd and the card were shown (${after[0] - before[0]} animations)`);
  }
  // Marks follow the latest move: after Bo's roll, Ana's step is no longer marked.
  await roll(page).click();
  marked = await lastKeys(page);
  assert.ok(!marked.includes('gy-sh0'), `Bo's roll moved the marks on: ${marked}`);
  assert.ok(marked.some((k) => /^die-\d+$/.test(k)), `Bo's roll is marked: ${marked}`);
});

test('Grab Your Goat!: a card played from the hand flies to its place, marked @motion', async ({ page, context }) => {
  await context.addInitScript(COUNT);
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  const count = () => page.evaluate(() => window.__animateCalls);
  // Seed 1: after Ana's first roll she may lay a card from her hand on a face-down place. Bo is
  // a computer, so the tablet stays with Ana and she sees the card go from her hand.
  await openGame(page, /^Grab Your Goat/);
  await page.getByRole('button', { name: '2 players', exact: true }).click();
  await page.getByLabel('Who plays seat 2').selectOption('normal');
  await page.getByLabel('Seed').fill('1');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await takeTablet(page);
  await roll(page).click();
  // A path card (an effect such as Dense Fog may turn itself face down again).
  const card = page.locator('.gy-hand button.gy-card-btn:not([aria-disabled])', { hasText: 'Path' }).first();
  const handKey = await card.locator('[data-key]').first().getAttribute('data-key');
  assert.match(handKey, /^gyh\d+$/);
  await card.click();
  const place = page.locator('.gy-cell.down.target').first();
  assert.ok(await place.count(), 'the picked card lights the face-down places');
  const before = await count();
  await place.click();
  const laid = `gy-k${handKey.slice(3)}`;
  assert.equal(await page.locator(`[data-key=${laid}]`).count(), 1, 'the card lies on the mountain');
  assert.equal(await page.locator(`[data-key=${handKey}]`).count(), 0, 'and is no longer in the hand');
  const marked = await lastKeys(page);
  assert.ok(marked.includes(laid), `the laid card is marked: ${marked}`);
  if (still) assert.equal(await count(), before, 'reduced motion: it did not fly');
  else assert.ok((await count()) > before, 'it flew from the hand (Web Animations)');
});

test('Grab Your Goat!: the card a shepherd stands on turns a quarter, marked @motion', async ({ page, context }) => {
  await context.addInitScript(COUNT);
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await startGame(page, /^Grab Your Goat/, 2, '5');
  const turn = (page) => page.getByRole('button', { name: /Rotate my card clockwise/ });
  // Play on (rolling, stepping onto lit cards, answering) until a shepherd stands on a face-up
  // card and may turn it.
  for (let i = 0; i < 60 && !(await turn(page).count()); i++) {
    if ((await handedOn(page))) { await takeTablet(page); continue; }
    if (await roll(page).count()) { await roll(page).click(); continue; }
    if (await asked(page).count()) { await asked(page).first().click(); continue; }
    if (await lit(page).count()) { await lit(page).first().click(); continue; }
    break;
  }
  assert.ok(await turn(page).count(), 'a shepherd came to stand on a face-up card');
  const card = page.locator('.gy-cell.turnable');
  assert.equal(await card.count(), 1, 'the card under the shepherd is shown as the one to turn');
  const key = await card.getAttribute('data-key');
  const at = await card.getAttribute('data-at');
  const before = await page.evaluate(() => [window.__animateCalls, window.__ran]);
  await turn(page).click();
  if ((await handedOn(page))) await takeTablet(page);
  const turned = page.locator(`[data-key=${key}]`);
  const now = await turned.getAttribute('data-at');
  assert.notEqual(now, at, `the card lies another way: ${at} -> ${now}`);
  assert.equal(Number(now.slice(1)), (Number(at.slice(1)) + 1) % 4, 'a quarter turn clockwise');
  assert.ok((await lastKeys(page)).includes(key), `the turned card is marked: ${await lastKeys(page)}`);
  const after = await page.evaluate(() => [window.__animateCalls, window.__ran]);
  if (still) assert.deepEqual(after, before, 'reduced motion: the turn animated nothing');
  else assert.ok(after[0] > before[0], 'the turn was shown (Web Animations)');
});

test('Grab Your Goat!: a piece that steps past an edge comes back in by the other side, marked @motion', async ({ page, context }) => {
  await context.addInitScript(COUNT);
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await startGame(page, /^Grab Your Goat/, 2, '5');
  // Play on (rolling, stepping onto lit cards, answering) until a piece wraps round an edge.
  let wrapped = null;
  for (let i = 0; i < 200 && !wrapped; i++) {
    if ((await handedOn(page))) { await takeTablet(page); continue; }
    const before = await page.evaluate(() => window.__animateCalls);
    if (await roll(page).count()) await roll(page).click();
    else if (await asked(page).count()) await asked(page).first().click();
    else if (await lit(page).count()) await lit(page).nth(i % (await lit(page).count())).click();
    else break;
    if ((await screen(page)) !== 'play') continue;
    const wrap = page.locator('main [data-wrap]');
    if (await wrap.count()) {
      wrapped = { key: await wrap.first().getAttribute('data-key'), calls: (await page.evaluate(() => window.__animateCalls)) - before };
    }
  }
  assert.ok(wrapped, 'a piece stepped past an edge within 200 moves');
  assert.match(wrapped.key, /^gy-(sh|goat)\d$/);
  assert.ok((await lastKeys(page)).includes(wrapped.key), `the piece is marked: ${await lastKeys(page)}`);
  if (still) assert.equal(wrapped.calls, 0, 'reduced motion: it did not move');
  else assert.ok(wrapped.calls >= 1, 'it was shown going out and coming back in (Web Animations)');
});

test('Grab Your Goat!: the card a step found is named with what it does, pieces leave card names readable, info mode explains every place @shell', async ({ page }) => {
  await startGame(page, /^Grab Your Goat/, 2, '5');
  await takeTablet(page);
  await toMove(page);
  await move(page);
  for (let i = 0; i < 6 && !['handoff', 'pass'].includes(await screen(page)); i++) {
    if (await asked(page).count()) await asked(page).first().click();
    else if (await lit(page).count()) await move(page);
  }
  // Seen by the mover on the pass screen, or by the next player after the hand-off: the card
  // turned over is marked on the mountain and said in words with what it does.
  if ((await screen(page)) === 'pass') {
    assert.match(await page.locator('.gy-news').textContent(), /^You found an? [A-Z][a-z]+/);
  }
  await takeTablet(page);
  const news = await page.locator('.gy-news').textContent();
  assert.match(news, /^Ana found an? ([A-Z][\w-]+( [a-z]+)?): .+\.$/, `the news: ${news}`);
  const name = news.match(/found an? (.+?):/)[1];
  const found = page.locator('.gy-cell.up[data-last]');
  assert.ok(await found.count(), 'the card found is marked');
  assert.ok((await found.first().getAttribute('aria-label')).includes(name), `the marked card is the ${name}`);

  // No piece covers the word on a card (the Top's, an effect's).
  const covered = await page.evaluate(() => {
    const words = [...document.querySelectorAll('.gy-word')].map((w) => w.getBoundingClientRect());
    const pieces = [...document.querySelectorAll('.gy-piece')].map((p) => p.getBoundingClientRect());
    return words.filter((w) => pieces.some((p) => p.left < w.right - 1 && p.right > w.left + 1 && p.top < w.bottom - 1 && p.bottom > w.top + 1)).length;
  });
  assert.equal(covered, 0, 'a piece stands on a card\'s name');

  // Info mode: the Top, a face-down card and the die each say what they are and what they do.
  const info = page.locator('header button', { hasText: 'Info' });
  for (const [sel, said] of [['.gy-cell.top', /^Top of the Mountain\n.*turn over any one face-down card/s],
    ['.gy-cell.down', /^A face-down card\n.*turn it over/s], ['.gy-die', /^The die\n/]]) {
    if ((await info.getAttribute('aria-pressed')) !== 'true') await info.click();
    await page.locator(sel).first().click({ force: true });
    const text = page.locator('.info-text');
    await text.waitFor();
    assert.match(await text.textContent(), said, `the help for ${sel}`);
    await page.locator('.overlay button').last().click();
    await text.waitFor({ state: 'detached' });
  }
});

test('Grab Your Goat!: the next seat\'s table is drawn under the hand-off, inert and with nothing of theirs; "show my cards" adds their hand to it @shell', async ({ page }) => {
  await startGame(page, /^Grab Your Goat/, 2, '5');
  // Under the first hand-off: the table, laid out as it will show, but inert, covered, and with
  // no hand, nothing private and nothing that can be played.
  const under = () => underHandoff(page, '.gy-cell', '.gy-hand-card');
  const wide = (page.viewportSize()?.width ?? 0) > 700;
  const first = await under();
  assert.equal(first.hand, 0, 'no hand card under the hand-off');
  assert.equal(first.private, 0, 'nothing private under the hand-off');
  assert.equal(first.playing, 0, 'nothing animates under the hand-off');
  assert.deepEqual(first.focusable, ['I\'m Ana: show my cards'], 'only the hand-off can be tapped');
  if (wide) {
    assert.ok(first.inert && first.cells === 49, `the mountain is drawn, inert: ${JSON.stringify(first)}`);
    assert.ok(first.covered, 'the hand-off covers the table');
  }
  // The mountain's elements are the ones that show: "show my cards" adds the hand to them.
  await page.evaluate(() => { window.__cell = document.querySelector('main .gy-cell'); });
  await takeTablet(page);
  assert.equal(await screen(page), 'play');
  assert.equal(await page.locator('main .gy-hand-card').count(), 3, 'Ana\'s three cards');
  assert.equal(await page.getAttribute('.gy-hand', 'data-private'), '0');
  assert.equal(await page.locator('main [inert]').count(), 0, 'the table takes taps again');
  assert.ok(await page.evaluate(() => window.__cell === document.querySelector('main .gy-cell')), 'the mountain was not drawn again');
  assert.ok(await roll(page).isEnabled(), 'Ana can roll');
  // Ana plays her turn out; the next hand-off's table has nothing of hers.
  await toMove(page);
  await move(page);
  for (let i = 0; i < 8 && !['handoff', 'pass'].includes(await screen(page)); i++) {
    if (await asked(page).count()) await asked(page).first().click();
    else if (await lit(page).count()) await move(page);
    else if (await roll(page).count()) await roll(page).click();
  }
  if ((await screen(page)) === 'pass') await page.locator('main button[data-pass]').click();
  assert.equal(await screen(page), 'handoff');
  const second = await under();
  assert.equal(second.hand, 0, 'none of Ana\'s cards under the hand-off to Bo');
  assert.equal(second.private, 0);
  assert.equal(second.playing, 0, 'nothing animates under the hand-off');
  assert.deepEqual(second.focusable, ['I\'m Bo: show my cards']);
  await takeTablet(page);
  assert.equal(await page.locator('main .gy-hand-card').count(), 3, 'Bo\'s three cards');
  assert.equal(await page.getAttribute('.gy-hand', 'data-private'), '1');
});
