// Play across devices, end to end: a tablet hosts a game on the device page (`<slug>/net/`),
// phones join by the links it shows, and everyone plays, in browser contexts of their own, through
// the local relay, inside the test's own network namespace (scripts/netns.sh).
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { quickDecision } from '../e2e/helpers.mjs';

const QUERY = `?relay=http://127.0.0.1:${process.env.GOATHERD_RELAY ?? 9000}/&stun=none`;
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What the page's `<main>` says. */
const main = (page) => page.evaluate(() => {
  const m = document.querySelector('main');
  return m && { screen: m.dataset.screen, device: m.dataset.device, seat: m.dataset.seat, moves: Number(m.dataset.moves ?? -1) };
});

/** The hand's card keys on a page (its own private cards), and every card key in its DOM. */
const cards = (page) => page.evaluate(() => ({
  hand: [...document.querySelectorAll('[data-private] [data-key]')].map((e) => e.dataset.key),
  all: [...document.querySelectorAll('[data-key]')].map((e) => e.dataset.key),
}));

/** Collects every message a phone's page hears from the host (before the game sees it). */
const LISTEN = `
  window.__heard = [];
  let net;
  Object.defineProperty(window, 'goatherdNet', {
    configurable: true,
    get() { return net; },
    set(n) {
      const join = n.join;
      n.join = (room, options, on) => join(room, options, { ...on, hear: (t) => { window.__heard.push(t); on.hear(t); } });
      net = n;
    },
  });
`;

/** Sets up the game on the tablet's device page: `names`, the seats in `phones` on phones. */
async function host(browser, slug, names, phones, seed) {
  const context = await browser.newContext({ viewport: TABLET });
  const tablet = await context.newPage();
  await tablet.goto(`${slug}/net/${QUERY}`);
  await tablet.waitForSelector('main[data-screen=setup]');
  await tablet.getByRole('button', { name: `${names.length} players`, exact: true }).click();
  for (const [i, name] of names.entries()) {
    await tablet.getByLabel(`Name of player ${i + 1}`).fill(name);
    if (phones.includes(i)) await tablet.getByLabel(`Who plays seat ${i + 1}`).selectOption('device');
  }
  await tablet.getByLabel('Seed').fill(String(seed));
  await tablet.getByRole('button', { name: 'Start the game' }).click();
  await tablet.waitForSelector('main[data-device=host]');
  return tablet;
}

/** A phone opening the tablet's join link for `seat`. */
async function phone(browser, tablet, seat) {
  const href = await tablet.locator(`a[data-join="${seat}"]`).getAttribute('href');
  assert.match(href, /#join=[0-9a-f]{32}-\d$/, 'the room travels in the fragment');
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(LISTEN);
  await page.goto(href);
  await page.waitForSelector(`main[data-device=seat][data-seat="${seat}"][data-screen=play]`, { timeout: 30_000 });
  return page;
}

test('Goat Lords: a tablet seat and two phones; each sees only its own hand', async ({ browser }) => {
  test.setTimeout(240_000);
  const tablet = await host(browser, 'goat-lords', ['Ana', 'Bo', 'Cy'], [1, 2], 31);
  assert.equal(await tablet.locator('a[data-join]').count(), 2, 'a join link for each phone seat');
  assert.equal(await tablet.locator('.host-panel svg[role=img]').count(), 2, 'and its QR code');
  const phones = [await phone(browser, tablet, 1), await phone(browser, tablet, 2)];
  await tablet.waitForFunction(() => !document.querySelector('.host-panel'), null, { timeout: 15_000 });
  const pages = { 1: phones[0], 2: phones[1] };
  let moves = 0;
  const latency = [];
  for (let step = 0; step < 24; step++) {
    const t = await main(tablet);
    assert.equal(t.device, 'host');
    if (t.screen === 'over') break;
    // The tablet's own seat: the hand-off, then its move (nothing of a phone's hand is here).
    if (t.screen === 'pass') await tablet.locator('main button[data-pass]').click();
    const now = await main(tablet);
    if (now.screen === 'handoff') await tablet.getByRole('button', { name: /show my cards/ }).click();
    const seen = await main(tablet);
    let mover;
    if (seen.screen === 'play' && (await tablet.locator('section.mine button.gl-card:enabled, section.choices button.choice:enabled').count())) {
      mover = tablet;
    } else {
      // A phone's turn: the one whose table offers something.
      for (const p of phones) {
        if (await p.locator('section.mine button.gl-card:enabled, section.choices button.choice:enabled').count()) mover = p;
      }
    }
    assert.ok(mover, `someone can move at step ${step} (tablet: ${JSON.stringify(seen)})`);
    const before = seen.moves;
    const tapped = Date.now();
    await quickDecision(mover);
    // Every device hears of it.
    await tablet.waitForFunction((m) => Number(document.querySelector('main')?.dataset.moves ?? 0) > m
      || document.querySelector('main[data-screen=over]'), before, { timeout: 15_000 });
    for (const p of phones) {
      await p.waitForFunction((m) => Number(document.querySelector('main')?.dataset.moves ?? 0) > m, before, { timeout: 15_000 });
    }
    if (mover !== tablet) latency.push(Date.now() - tapped);
    moves += 1;
    // Privacy: a phone's DOM holds no other seat's hand; the tablet's none of a phone's.
    const hands = await Promise.all(phones.map(cards));
    const tab = await cards(tablet);
    for (const [i, h] of hands.entries()) {
      const other = hands[1 - i];
      assert.deepEqual(h.all.filter((k) => other.hand.includes(k)), [], `phone ${i + 1} shows none of phone ${2 - i}'s hand`);
      assert.deepEqual(tab.all.filter((k) => h.hand.includes(k)), [], `the tablet shows none of phone ${i + 1}'s hand`);
      assert.deepEqual(h.all.filter((k) => tab.hand.includes(k)), [], `phone ${i + 1} shows none of the tablet seat's hand`);
    }
  }
  assert.ok(moves >= 12, `${moves} moves played across the devices`);
  // What the phones heard: their own seat's tables only, every other hand a count.
  for (const [i, p] of phones.entries()) {
    const heard = await p.evaluate(() => window.__heard);
    assert.ok(heard.length >= moves, `phone ${i + 1} heard every move (${heard.length})`);
    for (const text of heard) {
      const m = JSON.parse(text);
      if (m.to !== 'table') continue;
      assert.equal(m.seat, i + 1);
      assert.equal(m.view.seat, i + 1);
      for (const [s, pl] of m.view.players.entries()) assert.equal(typeof pl.hand, 'number', `seat ${s}'s hand is a count`);
      assert.ok(!('seed' in m) && !('history' in m) && !('rng' in m.view));
    }
  }
  latency.sort((a, b) => a - b);
  console.log(`     ${moves} moves; a phone's tap to the tablet's table: median ${latency[latency.length >> 1]} ms over ${latency.length}`);
});
