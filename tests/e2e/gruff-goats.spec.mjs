// The Gruff Goats table (src/app/gruff_goats, static/games/gruff-goats.css), measured like the
// kit's screens with 2 and 4 seats at each project's size; and its motion: a claim is played out
// in the middle of the board and its wand goes to its holder, a goat moved by its wand walks,
// data-last marks what the move changed, and with prefers-reduced-motion nothing moves.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { screen, openGame, startGame, takeTablet, measure, goHome, COUNT_ANIMATIONS as COUNT, running, lastKeys, handedOn, passOn, underHandoff } from './helpers.mjs';

const claimGoatWand = (page) => page.getByRole('button', { name: /^Claim the (big|medium|little) goat wand \(/ });
/** Claims the first goat wand that can be claimed: a first tap shows what it does and costs,
 *  with nothing paid; "Claim it" pays. */
async function claimWand(page) {
  const cards = await page.locator('main .gg-card-btn').count();
  await claimGoatWand(page).first().click();
  const preview = page.locator('.gg-preview');
  assert.match(await preview.textContent(), /Claim the (big|medium|little) goat wand.*move your .* goat one square.*To claim it you pay/);
  assert.equal(await page.locator('main .gg-card-btn').count(), cards, 'nothing is paid before the claim');
  await preview.getByRole('button', { name: /^Claim it: pay/ }).click();
}
const lit = (page) => page.locator('.gg-sq.target');
const endTurn = (page) => page.getByRole('button', { name: 'End the turn and draw a card' });

/** Plays on (letting claims through, putting goats back) until the seat on turn can claim a goat
 *  wand or has a lit square; returns which. */
async function toChoice(page) {
  for (let i = 0; i < 40; i++) {
    if ((await handedOn(page))) await takeTablet(page);
    const allow = page.getByRole('button', { name: /^Let .* have it/ });
    if (await allow.count()) { await allow.click(); continue; }
    const giveUp = page.getByRole('button', { name: 'Give up the claim' });
    if (await giveUp.count()) { await giveUp.click(); continue; }
    if (await lit(page).count()) return 'lit';
    if (await claimGoatWand(page).count()) return 'claim';
    await endTurn(page).click();
  }
  assert.fail('no claim or move was offered in 40 steps');
}

test('the Gruff Goats table fills a tablet with 2 and 4 seats, the board the largest part @shell', async ({ page }) => {
  const { width, height } = page.viewportSize();
  const tablet = width >= 800;
  const check = (seats) => async (name) => {
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    const m = await measure(page);
    const field = await page.locator('.gg-field').evaluate((e) => e.getBoundingClientRect().toJSON());
    const goat = await page.locator('.gg-piece.goat').evaluateAll((els) => Math.round(Math.min(...els.map((e) => e.getBoundingClientRect().width))));
    const wands = await page.locator('.gg-wand').count();
    console.log(`     ${seats} seats, ${name} at ${width}x${height}: span ${(m.spanX * 100).toFixed(0)}% x ${(m.spanY * 100).toFixed(0)}%, board ${Math.round(field.width)}x${Math.round(field.height)}, smallest goat ${goat}px, smallest text ${m.smallestText.size}px (${m.smallestText.what}), smallest control ${m.smallestControl.size}px (${m.smallestControl.what}), smallest hand card ${m.smallestHandCard.size}px, scroll ${m.scrollX}/${m.scrollY}`);
    const where = `${seats} seats, ${name}`;
    assert.equal(wands, 5, `${where}: the five wands are on the table or with their holders`);
    assert.ok(m.scrollX <= 0, `${where}: the page scrolls sideways by ${m.scrollX}px`);
    assert.ok(m.smallestText.size >= 12, `${where}: text of ${m.smallestText.size}px: ${m.smallestText.what}`);
    // The table's own controls are 56px or more (the shell's bar, 48px, is measured by its tests).
    assert.ok(m.smallestControl.size >= (width >= 800 ? 56 : 48), `${where}: a control of ${m.smallestControl.size}px (56 on a tablet, 48 on a phone): ${m.smallestControl.what}`);
    const small = await page.locator('.gg-board button:visible').evaluateAll((bs) => bs.map((b) => [b.getBoundingClientRect(), b.ariaLabel ?? b.textContent])
      .filter(([r]) => Math.min(r.width, r.height) < 56).map(([r, l]) => `${l} ${Math.round(r.width)}x${Math.round(r.height)}`));
    assert.deepEqual(small, [], `${where}: table controls under 56px`);
    assert.ok(m.smallestHandCard.size >= 96, `${where}: a card in the hand ${m.smallestHandCard.size}px wide`);
    if (!tablet) {
      assert.ok(field.width >= width - 24, `${where}: the board is ${Math.round(field.width)}px wide`);
      return;
    }
    assert.ok(m.scrollY <= 0, `${where}: the page needs ${m.scrollY}px of scrolling`);
    assert.ok(m.spanX >= 0.9, `${where}: what is drawn spans ${(m.spanX * 100).toFixed(0)}% of the width`);
    assert.ok(m.spanY >= 0.85, `${where}: what is drawn spans ${(m.spanY * 100).toFixed(0)}% of the height`);
    assert.ok(goat >= 30, `${where}: a goat of ${goat}px`);
    // The board is the largest part of the table: 70% of the height in landscape, 78% of the
    // width in portrait, squares a fingertip and more.
    if (width > height) assert.ok(field.height >= 0.68 * height, `${where}: the board is ${Math.round(field.height)}px high`);
    else assert.ok(field.width >= 0.78 * width, `${where}: the board is ${Math.round(field.width)}px wide`);
  };
  for (const seats of [2, 4]) {
    if ((await screen(page)) !== 'home') await goHome(page);
    await startGame(page, /^Gruff Goats/, seats, '2002');
    await takeTablet(page);
    await check(seats)('a turn');
    // A claim: the next seat answers it in the middle of the board.
    for (let i = 0; i < 12 && !(await page.locator('.gg-stage:not(.done)').count()); i++) {
      if ((await toChoice(page)) === 'claim') await claimWand(page);
      else await endTurn(page).click();
      if ((await handedOn(page))) await takeTablet(page);
    }
    assert.ok(await page.locator('.gg-stage:not(.done)').count(), 'a claim is staged in the middle of the board');
    await check(seats)('a claim');
    // A goat to move: its squares light up on the board.
    for (let i = 0; i < 20 && (await toChoice(page)) !== 'lit'; i++) await claimGoatWand(page).first().click();
    assert.ok(await lit(page).count(), 'a goat wand lights the squares its goat may step to');
    await check(seats)('a goat to move');
  }
});

test('Gruff Goats: a claim plays out in the middle and its wand goes to its holder, a goat walks, data-last marks them @motion', async ({ page, context }) => {
  await context.addInitScript(COUNT);
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await startGame(page, /^Gruff Goats/, 2, '2002');
  await takeTablet(page);
  assert.deepEqual(await lastKeys(page), [], 'nothing is marked before the first move');
  const count = () => page.evaluate(() => [window.__animateCalls, window.__ran]);

  // Ana claims a goat wand by tapping it; Bo answers on his own screen, where the claim is
  // staged and marked.
  assert.equal(await toChoice(page), 'claim');
  const wand = claimGoatWand(page).first();
  const key = await wand.getAttribute('data-key');
  assert.equal(await wand.getAttribute('data-at'), 'table');
  let before = await count();
  await claimWand(page);
  await passOn(page);
  assert.equal(await screen(page), 'handoff', 'Bo may block: the tablet goes to him');
  await takeTablet(page);
  const stage = page.locator('.gg-stage');
  assert.match(await stage.textContent(), /Ana claims the (big|medium|little) goat wand.*Ana pays/);
  let marked = await lastKeys(page);
  assert.ok(marked.includes('gg-st0'), `the claim's first step is marked: ${marked}`);
  let after = await count();
  if (still) assert.deepEqual(after, before, 'reduced motion: the claim animated nothing');
  else assert.ok(after[0] > before[0], 'the claim arrived in the middle (Web Animations)');

  // Bo lets it go: the wand is Ana's, in front of her, and marked.
  before = await count();
  await page.getByRole('button', { name: 'Let Ana have it' }).click();
  await takeTablet(page);
  const moved = page.locator(`[data-key=${key}]`);
  assert.equal(await moved.getAttribute('data-at'), 'seat0', 'the wand lies in front of Ana');
  assert.ok(await page.locator(`.gg-seat.active [data-key=${key}]`).count(), 'in her seat panel');
  marked = await lastKeys(page);
  assert.ok(marked.includes(key), `the wand is marked: ${marked}`);
  after = await count();
  if (still) assert.deepEqual(after, before, 'reduced motion: the wand moved without motion');
  else assert.ok(after[0] > before[0], 'the wand was shown moving (Web Animations)');

  // Ana moves that goat: it walks to the lit square; the card she paid lies on the discard pile.
  const size = key === 'gg-w1' ? 0 : key === 'gg-w2' ? 1 : 2;
  const goatKey = `gg-g0-${size}`;
  const goat = page.locator(`[data-key=${goatKey}]`);
  const from = await goat.getAttribute('data-at');
  assert.ok(await lit(page).count(), 'the squares the goat may step to are lit');
  const to = await lit(page).first().getAttribute('style');
  before = await count();
  await lit(page).first().click();
  assert.notEqual(await goat.getAttribute('data-at'), from, 'the goat stands on another square');
  assert.match(to, new RegExp(`--r:${(await goat.getAttribute('data-at')).replace('-', ';--c:')}`), 'the one that was tapped');
  marked = await lastKeys(page);
  assert.ok(marked.includes(goatKey), `the goat is marked: ${marked}`);
  assert.ok(marked.some((k) => /^ggc\d+$/.test(k)), `the card paid is marked: ${marked}`);
  after = await count();
  if (still) {
    assert.deepEqual(after, before, 'reduced motion: the step animated nothing');
    assert.equal(await running(page), 0);
  } else {
    assert.ok(after[0] - before[0] >= 2, `the goat walked and the card flew (${after[0] - before[0]} animations)`);
    assert.ok((await running(page)) >= 1, 'it is moving right after the tap');
    await page.mouse.click(5, 790);
    assert.equal(await running(page), 0, 'a tap finished it');
  }
  // Marks show what is new to the seat on screen: Bo, taking the tablet after Ana's turn, sees
  // her goat's step and the wand she took marked (both came after his own last move, letting
  // her have the wand, which the stage showed him)...
  await endTurn(page).click();
  await takeTablet(page);
  await page.waitForFunction((k) => document.querySelector(`main [data-key=${k}][data-last]`), goatKey);
  marked = await lastKeys(page);
  assert.ok(marked.includes(goatKey), `Bo sees Ana's goat marked: ${marked}`);
  // ...and once he has ended his turn, Ana sees nothing of her own marked: Bo changed nothing.
  await endTurn(page).click();
  await takeTablet(page);
  await page.waitForTimeout(100);
  marked = await lastKeys(page);
  assert.ok(!marked.includes(goatKey) && !marked.includes(key), `the marks moved on: ${marked}`);
});

/** The text Info shows for `target` (Info, then a tap on it). */
async function infoOf(page, target) {
  const info = page.getByRole('button', { name: /^Info/ });
  if ((await info.getAttribute('aria-pressed')) !== 'true') await info.click();
  // (A card or wand that cannot be played now is aria-disabled: a tap still reaches it.)
  await target.click({ force: true });
  const sheet = page.getByRole('dialog', { name: 'About this' });
  const text = await sheet.locator('.info-text').textContent();
  await sheet.getByRole('button', { name: 'Close' }).click();
  if ((await info.getAttribute('aria-pressed')) === 'true') await info.click();
  return text;
}

test('Gruff Goats: the land drawn square by square, one way to claim a wand, the glow under the goats, help that explains', async ({ page }) => {
  await startGame(page, /^Gruff Goats/, 2, '2002');
  await takeTablet(page);
  // The Outside Land's sixteen squares are drawn, each one fifth of the board wide: the printed
  // board is a picture under the table, stretched over the whole field.
  const field = await page.locator('.gg-field').evaluate((e) => e.getBoundingClientRect().width);
  const land = await page.locator('.gg-land').evaluate(async (e) => {
    const url = getComputedStyle(e).backgroundImage.match(/url\("?([^")]*)"?\)/)?.[1];
    const picture = new Image();
    picture.src = url;
    await picture.decode();
    const text = await (await fetch(url)).text();
    return { url, width: e.getBoundingClientRect().width, drawn: picture.naturalWidth, tiles: text.match(/<rect x="\d+" y="\d+" width="92" height="92" rx="12"/g)?.length };
  });
  assert.match(land.url, /gruff-goats-art\.svg$/, 'the printed board is the picture');
  assert.ok(land.drawn > 0, 'and it loads');
  assert.equal(land.tiles, 16, 'sixteen land squares in it, each 92 of its 500 wide');
  assert.ok(Math.abs(land.width - field) < 1, `the picture spans the board: ${land.width}px of ${field}px`);

  // One way to claim: the prompt says it; no card is raised before a wand is held, a card tap
  // does nothing, and no separate claim button exists.
  assert.match(await page.locator('.gg-status').textContent(), /tap a wand to claim it \(pay its suit\)/);
  assert.equal(await page.locator('.gg-card-btn.raised').count(), 0, 'no card is raised for a wand nobody holds');
  assert.equal(await page.locator('.gg-card-btn:not([aria-disabled=true])').count(), 0, 'no card can be tapped');
  const moves = await page.getAttribute('main', 'data-moves');
  await page.locator('.gg-card-btn').first().click({ force: true });
  assert.equal(await page.getAttribute('main', 'data-moves'), moves, 'a card tap played nothing');
  assert.equal(await page.locator('.gg-wand.picked').count(), 0, 'and picked up no wand');
  assert.equal(await page.locator('section.choices button', { hasText: /^Claim/ }).count(), 0, 'no claim button');

  // Help: a card, a wand, a troll, a square say what they are for.
  const card = await infoOf(page, page.locator('.gg-pcard').first());
  assert.match(card, /claims, blocks or uses the (troll|big goat|medium goat|little goat) wand/);
  assert.match(card, /dragon wand/);
  const wand = await infoOf(page, page.locator('.gg-rack .gg-wand').first());
  assert.match(wand, /Claim it by paying/);
  const troll = await infoOf(page, page.locator('.gg-piece.troll').first());
  assert.match(troll, /eats every goat on its bridge/);
  const bridge = page.locator('.gg-cell[style="--r:2;--c:1"]');
  assert.match(await bridge.getAttribute('data-info'), /west bridge, 1 step from the island/);
  const dragon = await infoOf(page, page.locator('.gg-lair .gg-piece'));
  assert.match(dragon, /eats any one goat/);

  // Claim a goat wand by tapping it; Bo lets it go; the goat's squares glow under the pieces and
  // the lit button over them is clear, so a goat on a lit square keeps its colour.
  assert.equal(await toChoice(page), 'claim');
  await claimWand(page);
  for (let i = 0; i < 4 && !(await lit(page).count()); i++) {
    if ((await handedOn(page))) await takeTablet(page);
    const allow = page.getByRole('button', { name: /^Let .* have it/ });
    if (await allow.count()) await allow.click();
  }
  assert.ok(await lit(page).count(), 'the goat wand lights its squares');
  assert.ok(await page.locator('.gg-card-btn.raised').count() >= 1, 'cards that pay for the held wand are raised');
  const look = await lit(page).first().evaluate((b) => {
    const s = getComputedStyle(b);
    const cell = document.querySelector(`.gg-cell.lit[style="${b.getAttribute('style')}"]`);
    const layer = (sel) => Number(getComputedStyle(document.querySelector(sel)).zIndex);
    return { bg: s.backgroundColor, cell: !!cell, under: layer('.gg-cells') < layer('.gg-standing') };
  });
  assert.equal(look.bg, 'rgba(0, 0, 0, 0)', 'the lit button is clear');
  assert.ok(look.cell && look.under, 'the glow is a cell under the pieces');
});

/** Whether every box matched by `inner` lies inside `outer`'s box and the screen (1px slack). */
const inside = (page, inner, outer) => page.evaluate(([inner, outer]) => {
  const o = outer ? document.querySelector(outer).getBoundingClientRect() : { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  return [...document.querySelectorAll(inner)].map((e) => e.getBoundingClientRect())
    .filter((r) => r.left < o.left - 1 || r.top < o.top - 1 || r.right > o.right + 1 || r.bottom > o.bottom + 1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1)
    .map((r) => `${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
}, [inner, outer]);

test('Gruff Goats fits its cell: a lesson step shows the whole hand, the end screen the whole board beside the scores', async ({ page }) => {
  test.setTimeout(120_000);
  await openGame(page, /^Gruff Goats/);
  await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
  await page.waitForSelector('main[data-screen=learn]');
  for (const [w, h] of [[1280, 800], [800, 1280]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => document.getAnimations().forEach((a) => { try { a.finish(); } catch { /* the lesson's endless pulse */ } }));
    assert.deepEqual(await inside(page, '.gg-pcard', null), [], `${w}x${h}: every card of the hand is on the screen`);
    assert.deepEqual(await inside(page, '.gg-field, .gg-panel, .gg-table-edge', null), [], `${w}x${h}: the board, the panel and the hand`);
    const m = await measure(page);
    assert.ok(m.scrollY <= 0 && m.scrollX <= 0, `${w}x${h}: the lesson scrolls ${m.scrollX}/${m.scrollY}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Leave the lesson' }).click();
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: '3 players', exact: true }).click();
  for (const seat of [1, 2, 3]) await page.getByLabel(`Who plays seat ${seat}`).selectOption('easy');
  await page.getByLabel('Seed').fill('7');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Instant', exact: true }).click();
  await page.waitForSelector('main[data-screen=over]', { timeout: 100_000 });
  for (const [w, h] of [[1280, 800], [800, 1280]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => document.getAnimations().forEach((a) => { try { a.finish(); } catch { /* the lesson's endless pulse */ } }));
    assert.deepEqual(await inside(page, '.final-table .gg-field, .final-table .gg-seat', '.final-table'), [], `${w}x${h}: the final board and seats lie in their cell`);
    const field = await page.locator('.final-table .gg-field').evaluate((e) => e.getBoundingClientRect().width);
    assert.ok(field >= 0.4 * Math.min(w, h), `${w}x${h}: the final board is ${Math.round(field)}px wide`);
    const m = await measure(page);
    assert.ok(m.scrollY <= 0 && m.scrollX <= 0, `${w}x${h}: the end screen scrolls ${m.scrollX}/${m.scrollY}`);
  }
});

test('Gruff Goats: the next seat\'s table is drawn under the hand-off, inert, still and with nothing of theirs; "show my cards" adds their hand to it @shell', async ({ page }) => {
  await startGame(page, /^Gruff Goats/, 2, '2002');
  const under = () => underHandoff(page, '.gg-cell', '.gg-card-btn');
  const wide = (page.viewportSize()?.width ?? 0) > 700;
  const check = (u, who, what) => {
    assert.equal(u.hand, 0, `no hand card under the hand-off ${what}`);
    assert.equal(u.private, 0, `nothing private under the hand-off ${what}`);
    assert.equal(u.playing, 0, `nothing animates under the hand-off ${what}`);
    assert.deepEqual(u.focusable, [`I'm ${who}: show my cards`], `only the hand-off can be tapped ${what}`);
    if (wide) {
      assert.ok(u.inert && u.cells === 25, `the board is drawn, inert ${what}: ${JSON.stringify(u)}`);
      assert.ok(u.covered, `the hand-off covers the table ${what}`);
    }
  };
  check(await under(), 'Ana', 'at the start');
  // The board's elements are the ones that show: "show my cards" adds the hand to them.
  await page.evaluate(() => { window.__cell = document.querySelector('main .gg-cell'); });
  await takeTablet(page);
  assert.ok(await page.locator('main .gg-card-btn').count() > 0, 'Ana\'s cards');
  assert.equal(await page.getAttribute('.gg-hand', 'data-private'), '0');
  assert.equal(await page.locator('main [inert]').count(), 0, 'the table takes taps again');
  if (wide) assert.ok(await page.evaluate(() => window.__cell === document.querySelector('main .gg-cell')), 'the board was not drawn again');
  // Ana claims a goat wand; under the hand-off to Bo the claim is staged, nothing of hers shows
  // and nothing plays until he takes the tablet.
  assert.equal(await toChoice(page), 'claim');
  await claimWand(page);
  await passOn(page);
  assert.equal(await screen(page), 'handoff');
  const claim = await under();
  check(claim, 'Bo', 'during a claim');
  if (wide) assert.equal(await page.locator('main [inert] .gg-stage').count(), 1, 'the claim is staged under it');
  await takeTablet(page);
  assert.ok(await page.locator('main .gg-card-btn').count() > 0, 'Bo\'s cards');
  assert.equal(await page.getAttribute('.gg-hand', 'data-private'), '1');
  assert.ok(await page.getByRole('button', { name: 'Let Ana have it' }).isEnabled(), 'Bo answers the claim');
});
