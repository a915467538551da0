// The BattleGoats table (src/app/battlegoats, static/games/battlegoats.css), measured like the
// kit's screens with 2 and 6 seats at each project's size, laying out and in battle; and its
// motion: a laid card and a fight animate, data-last marks what the move changed, and with
// prefers-reduced-motion nothing moves.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { screen, startGame, takeTablet, measure, goHome, COUNT_ANIMATIONS as COUNT, running, lastKeys, handedOn, passOn } from './helpers.mjs';

const hand = (page) => page.locator('section[aria-label="Your hand"] button.bg-card');

/** Lays out every seat's nine cards (calling `check` halfway through the first), then the first
 *  to finish lets the first seat attack first. */
async function layOut(page, seats, check = async () => {}) {
  for (let s = 0; s < seats; s++) {
    await takeTablet(page);
    for (let k = 0; k < 9; k++) {
      await hand(page).first().click();
      if (s === 0 && k === 4) await check('laying out');
      await page.locator('.bg-own button.bg-cell.target').first().click();
    }
    await page.getByRole('button', { name: /^Done/ }).click();
  }
  await takeTablet(page);
  await page.locator('section[aria-label="Who attacks first"] button').first().click();
}

/** The seat on turn attacks the first card it may with its first card that may attack. */
async function attack(page) {
  if ((await handedOn(page))) await takeTablet(page);
  await page.locator('.bg-own button.bg-cell:not([aria-disabled=true])').first().click();
  await page.locator('.bg-opponents button.bg-cell.target').first().click();
}

test('the BattleGoats table fills a tablet with 2 and 6 seats, cards big enough to read and tap @shell', async ({ page }) => {
  const { width, height } = page.viewportSize();
  const tablet = width >= 800;
  const check = (seats) => async (name) => {
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    const m = await measure(page);
    const cells = await page.locator('.bg-cell').evaluateAll((els) => els.map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0).map((r) => Math.round(Math.min(r.width, r.height))));
    const own = await page.locator('.bg-own .bg-cell').evaluateAll((els) => Math.round(Math.min(...els.map((e) => e.getBoundingClientRect().width))));
    console.log(`     ${seats} seats, ${name} at ${width}x${height}: span ${(m.spanX * 100).toFixed(0)}% x ${(m.spanY * 100).toFixed(0)}%, smallest text ${m.smallestText.size}px (${m.smallestText.what}), smallest control ${m.smallestControl.size}px, smallest battlefield card ${Math.min(...cells)}px, own cards ${own}px wide, smallest hand card ${m.smallestHandCard.size}px, scroll ${m.scrollX}/${m.scrollY}`);
    const where = `${seats} seats, ${name}`;
    assert.ok(m.scrollX <= 0, `${where}: the page scrolls sideways by ${m.scrollX}px`);
    assert.ok(m.smallestText.size >= 12, `${where}: text of ${m.smallestText.size}px: ${m.smallestText.what}`);
    assert.ok(m.smallestControl.size >= (width >= 800 ? 56 : 48), `${where}: a control of ${m.smallestControl.size}px (56 on a tablet, 48 on a phone): ${m.smallestControl.what}`);
    assert.ok(Math.min(...cells) >= 56, `${where}: a battlefield card of ${Math.min(...cells)}px to tap`);
    if (!tablet) return;
    assert.ok(m.scrollY <= 0, `${where}: the page needs ${m.scrollY}px of scrolling`);
    assert.ok(m.spanX >= 0.9, `${where}: what is drawn spans ${(m.spanX * 100).toFixed(0)}% of the width`);
    assert.ok(m.spanY >= 0.85, `${where}: what is drawn spans ${(m.spanY * 100).toFixed(0)}% of the height`);
    assert.ok(own >= 80, `${where}: your own cards are ${own}px wide`);
    if (name === 'laying out') assert.ok(m.smallestHandCard.size >= 96, `${where}: a card in the hand ${m.smallestHandCard.size}px wide`);
  };
  for (const seats of [2, 6]) {
    if ((await screen(page)) !== 'home') await goHome(page);
    await startGame(page, /^BattleGoats/, seats, '21');
    await layOut(page, seats, check(seats));
    for (let i = 0; i < 3; i++) await attack(page);
    if ((await handedOn(page))) await takeTablet(page);
    assert.equal(await page.locator('.bg-fight').count(), 1, 'the last fight is in the middle of the table');
    await check(seats)('in battle');
    // Picking a card shows it big beside the battlefield, with what it can do.
    await page.locator('.bg-own button.bg-cell:not([aria-disabled=true])').first().click();
    assert.equal(await page.locator('.bg-picked .k-card').count(), 1);
    await check(seats)('a card picked');
  }
});

test('BattleGoats: a laid card flies to its place, a fight is staged in the middle, data-last marks both @motion', async ({ page, context }) => {
  await context.addInitScript(COUNT);
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await startGame(page, /^BattleGoats/, 2, '21');
  await takeTablet(page);
  assert.deepEqual(await lastKeys(page), [], 'nothing is marked before the first move');

  // Laying a card: the place lights up, the card lands there, marked.
  await hand(page).first().click();
  const lit = await page.locator('.bg-own button.bg-cell.target').count();
  assert.equal(lit, 9, 'every free place lights up');
  const calls = await page.evaluate(() => window.__animateCalls);
  await page.locator('.bg-own button.bg-cell.target').nth(4).click();
  assert.deepEqual(await lastKeys(page), ['bg0-4'], `the place the card was laid on is marked: ${await lastKeys(page)}`);
  if (still) {
    assert.equal(await page.evaluate(() => window.__animateCalls), calls, 'reduced motion: nothing animated');
    assert.equal(await running(page), 0);
  } else {
    assert.ok((await page.evaluate(() => window.__animateCalls)) > calls, 'the laid card was animated');
    assert.ok((await running(page)) >= 1, 'it is moving right after the tap');
  }
  for (let k = 1; k < 9; k++) {
    await hand(page).first().click();
    await page.locator('.bg-own button.bg-cell.target').first().click();
  }
  await page.getByRole('button', { name: /^Done/ }).click();
  await takeTablet(page);
  for (let k = 0; k < 9; k++) {
    await hand(page).first().click();
    await page.locator('.bg-own button.bg-cell.target').first().click();
  }
  await page.getByRole('button', { name: /^Done/ }).click();
  await takeTablet(page);
  await page.getByRole('button', { name: 'Ana attacks first' }).click();

  // A fight: Ana attacks and sees it played out in the middle: both cards turn over, each sum
  // builds up line by line, the loser is stamped.
  const before = await page.evaluate(() => [window.__animateCalls, window.__ran]);
  await page.locator('.bg-own button.bg-cell:not([aria-disabled=true])').first().click();
  await page.locator('.bg-opponents button.bg-cell.target').first().click();
  // Each sum is built up line by line: the printed value, each modifier, the total.
  const sums = await page.locator('.bg-sum').evaluateAll((ols) => ols.map((o) => [...o.children].map((li) => li.textContent)));
  assert.equal(sums.length, 2);
  for (const lines of sums) {
    assert.match(lines[0], /^-?\d+ printed$/);
    assert.match(lines.at(-1), /^= -?\d+$/);
  }
  assert.ok((await page.locator('.bg-side.fell').count()) >= 1, 'the loser is shown defeated');
  assert.equal(await page.locator('.bg-fight.still').count(), 0, 'the fight just made plays out');
  // (CSS animations start with the next frames, the sums' lines one after another: a tap
  // finishes them all, and each one finished has started.)
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if (still) {
    await frames();
    assert.deepEqual((await page.evaluate(() => [window.__animateCalls, window.__ran]))[0], before[0], 'reduced motion: nothing flies');
    assert.equal(await running(page), 0);
  } else {
    assert.ok((await running(page)) >= 1, 'the fight is playing right after the attack');
    await page.mouse.click(5, 300);
    assert.equal(await running(page), 0, 'a tap finished it');
    await frames();
    const after = await page.evaluate(() => [window.__animateCalls, window.__ran]);
    assert.ok(after[1] - before[1] >= 4, `the face-off played (${after[1] - before[1]} CSS animations)`);
  }
  // Ana hands the tablet to Bo, who sees the same fight with its outcome at once: the stamp
  // and the verdict come with the cards, not a second later.
  await passOn(page);
  assert.equal(await screen(page), 'handoff');
  assert.match(await page.textContent('main'), /attacks/, 'the hand-off tells what happened');
  await takeTablet(page);
  const marked = await lastKeys(page);
  assert.ok(marked.some((k) => /^bgf\d+-\d+a$/.test(k)) && marked.some((k) => /^bgf\d+-\d+d$/.test(k)), `both fighters are marked: ${marked}`);
  assert.ok(marked.some((k) => /^bgn[01]$/.test(k)), `a defeated count changed: ${marked}`);
  assert.equal(await page.locator('.bg-fight.still').count(), 1, 'the fight is shown as it ended');
  const shown = await page.locator('.bg-fight').evaluate((f) => [f.querySelector('.bg-result'), f.querySelector('.bg-stamp')]
    .filter(Boolean).map((e) => getComputedStyle(e).opacity));
  assert.ok(shown.length >= 2 && shown.every((o) => o === '1'), `the verdict and the stamp show at once: ${shown}`);
  // Bo's attack moves the marks on.
  await attack(page);
  if ((await handedOn(page))) await takeTablet(page);
  const next = await lastKeys(page);
  assert.notDeepEqual(next, marked, 'the marks follow the latest move');
});

test('BattleGoats with three seats: it fits, rows are labelled, cards explain themselves, the discard pile opens, pictures come from one sheet', async ({ page }) => {
  const { width, height } = page.viewportSize();
  const art = [];
  page.on('request', (r) => { if (r.url().includes('battlegoats-art.svg')) art.push(r.url()); });
  await startGame(page, /^BattleGoats/, 3, '21');
  await layOut(page, 3, async () => {
    const m = await measure(page);
    if (width >= 800) assert.ok(m.scrollY <= 0, `laying out at ${width}x${height} needs ${m.scrollY}px of scrolling`);
    // Every grid names its front and back rows.
    assert.equal(await page.locator('.bg-field').count(), 3);
    assert.equal(await page.locator('.bg-row.front').count(), 3);
    assert.equal(await page.locator('.bg-row.back').count(), 3);
    // No card's words run out of its card.
    const out = await page.locator('.bg-cell .k-card, .bg-card .k-card').evaluateAll((cards) => cards
      .filter((c) => c.scrollHeight > c.clientHeight + 1 || c.scrollWidth > c.clientWidth + 1).map((c) => c.dataset.face));
    assert.deepEqual(out, [], 'cards whose words run out of them');
    // A card in hand tells its type, strength, effect and copies.
    const words = await page.locator('.bg-card .bg-info').first().getAttribute('data-info');
    assert.match(words, /\n(Hero|Goat|Creature|Equipment), strength -?\d+\n/);
    assert.match(words, /1 copy: each of the 81 cards is unique/);
    // Its picture is a cell of the one sheet, drawn once into a bitmap (the table redraws it
    // for nothing): a picture nine cells wide, each cell 112 px or more.
    await page.waitForFunction(() => /blob:/.test(getComputedStyle(document.querySelector('.bg-card .bg-pic')).backgroundImage));
    const sheet = await page.locator('.bg-card .bg-pic').first().evaluate(async (e) => {
      const url = getComputedStyle(e).backgroundImage.match(/url\("?([^")]*)/)[1];
      const picture = new Image();
      picture.src = url;
      await picture.decode();
      return [picture.naturalWidth, picture.naturalHeight];
    });
    assert.equal(sheet[0], sheet[1], `a square sheet: ${sheet}`);
    assert.ok(sheet[0] % 9 === 0 && sheet[0] / 9 >= 112, `nine cells of 112 px or more: ${sheet}`);
  });
  assert.ok(art.length >= 1 && art.length <= 2, `the picture sheet is fetched once (${art.length})`);
  // An opponent's face-down card says what is known of it: nothing but its place.
  const down = await page.locator('.bg-opponents .bg-cell .bg-info').first().getAttribute('data-info');
  assert.match(down, /^A face-down card\n.*not yet seen by you/);
  // After a fight the defeated card lies in a discard pile, which opens read only.
  await attack(page);
  await takeTablet(page);
  const piles = page.locator('button.bg-pile');
  assert.equal(await piles.count(), 3);
  const counts = await page.locator('.bg-stack').allTextContents();
  assert.equal(counts.map(Number).reduce((a, b) => a + b, 0) >= 1, true, `a card was defeated: ${counts}`);
  const full = counts.findIndex((c) => Number(c) > 0);
  await piles.nth(full).click();
  const sheet = page.locator('section.bg-sheet');
  await sheet.waitFor();
  assert.equal(await sheet.locator('.k-card').count(), Number(counts[full]));
  assert.equal(await sheet.locator('.bg-cell, .bg-card').count(), 0, 'nothing to play in the pile');
  await sheet.getByRole('button', { name: 'Close' }).click();
  assert.equal(await page.locator('section.bg-sheet').count(), 0);
});

test('BattleGoats: every fight since your last turn is shown, oldest first, one at a time', async ({ page }) => {
  await startGame(page, /^BattleGoats/, 3, '21');
  await layOut(page, 3);
  // Each seat attacks once: the first seat's turn comes round again.
  for (let i = 0; i < 3; i++) {
    await attack(page);
    await passOn(page);
  }
  await takeTablet(page);
  const fight = page.locator('.bg-fight');
  const of = () => page.locator('.bg-count-of').textContent();
  const role = () => fight.locator('.bg-role').first().textContent();
  const n = Number((await of()).match(/of (\d+)/)[1]);
  assert.ok(n >= 2, `more than one fight since the last turn: ${await of()}`);
  assert.match(await of(), /^Fight 1 of /, 'the oldest first');
  assert.match(await fight.getAttribute('aria-label'), /since your last turn/);
  const first = await role();
  const back = page.getByRole('button', { name: 'The fight before' });
  const on = page.getByRole('button', { name: 'The next fight' });
  assert.ok(await back.isDisabled(), 'nothing before the first');
  await on.click();
  assert.match(await of(), /^Fight 2 of /);
  assert.notEqual(await role(), first, 'another seat attacks in the next fight');
  assert.equal(await page.locator('.bg-fight.still').count(), 1, 'a fight stepped to shows its outcome at once');
  for (let k = 2; k < n; k++) await on.click();
  assert.ok(await on.isDisabled(), 'nothing after the latest');
  await back.click();
  assert.match(await of(), new RegExp(`^Fight ${n - 1} of ${n}`));
});
