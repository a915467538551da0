// Play across devices, end to end: a tablet hosts a game on the device page (`<slug>/net/`),
// phones join by the links it shows, and everyone plays, in browser contexts of their own, through
// the local relay, inside the test's own network namespace (scripts/netns.sh).
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { quickDecision } from '../e2e/helpers.mjs';

const QUERY = `?relay=http://127.0.0.1:${process.env.GOATHERD_RELAY ?? 9000}/&stun=none`;
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// Screenshots to look at (test output, not compared).
const SHOTS = 'test-results/net/shots';

/** Waits until the page's game is past `m` moves (or over); the hand-off screen, which shows no
 *  table, counts as moved on. */
const movedOn = (page, m, timeout = 15_000) => page.waitForFunction((m) => {
  const main = document.querySelector('main');
  return Number(main?.dataset.moves ?? 0) > m || /handoff|over|ending/.test(main?.dataset.screen ?? '');
}, m, { timeout });

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
      n.join = (room, options, on) => {
        window.__link = join(room, options, { ...on, hear: (t) => { window.__heard.push(t); on.hear(t); } });
        // When each action left (for the tap-to-tablet latency).
        window.__sent = [];
        const send = window.__link.send;
        window.__link.send = (t) => {
          try { const m = JSON.parse(t); if (m.to === 'act') window.__sent.push([m.moves, Date.now()]); } catch (e) { /* garbage, on purpose */ }
          return send(t);
        };
        return window.__link;
      };
      net = n;
    },
  });
`;

/** On the tablet: when each new move's table was painted (the frame after data-moves changed).
 *  A phone's move that brings a tablet seat's turn shows the hand-off screen, which has no table
 *  and no move count: coming after the public table, that screen is the move's frame (the move
 *  after the last one seen). */
const PAINTED = `
  window.__painted = [];
  let before = null;
  new MutationObserver(() => {
    const main = document.querySelector('main');
    const screen = main?.dataset.screen;
    const last = window.__painted.at(-1);
    const handoff = screen === 'handoff' && before === 'waiting' && last;
    before = screen;
    const m = handoff ? last[0] + 1 : Number(main?.dataset.moves ?? -1);
    if (m >= 0 && (!last || last[0] !== m)) {
      window.__painted.push([m, 0]);
      const entry = window.__painted.at(-1);
      requestAnimationFrame(() => setTimeout(() => { entry[1] = Date.now(); }, 0));
    }
  }).observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-moves', 'data-screen'] });
`;

/** The last table message a phone heard. */
const lastTable = async (page) => {
  const heard = await page.evaluate(() => window.__heard);
  return heard.map((t) => JSON.parse(t)).filter((m) => m.to === 'table').at(-1);
};

/** Sets up the game on the tablet's device page: `names`, the seats in `phones` on phones. */
async function host(browser, slug, names, phones, seed, computers = {}) {
  const context = await browser.newContext({ viewport: TABLET });
  const tablet = await context.newPage();
  await tablet.addInitScript(PAINTED);
  await tablet.goto(`${slug}/net/${QUERY}`);
  await tablet.waitForSelector('main[data-screen=setup]');
  await tablet.getByRole('button', { name: `${names.length} players`, exact: true }).click();
  for (const [i, name] of names.entries()) {
    await tablet.getByLabel(`Name of player ${i + 1}`).fill(name);
    if (phones.includes(i)) await tablet.getByLabel(`Who plays seat ${i + 1}`).selectOption('device');
    if (computers[i]) await tablet.getByLabel(`Who plays seat ${i + 1}`).selectOption(computers[i]);
  }
  await tablet.getByLabel('Seed').fill(String(seed));
  await tablet.getByRole('button', { name: 'Start the game' }).click();
  await tablet.waitForSelector('main[data-device=host]');
  return tablet;
}

/** A phone opening the tablet's join link for `seat` (in a context of its own, or `context`). */
async function phone(browser, tablet, seat, context = null) {
  const href = await tablet.locator(`a[data-join="${seat}"]`).getAttribute('href');
  assert.match(href, /#join=[0-9a-f]{32}-\d$/, 'the room travels in the fragment');
  context ??= await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
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
  await tablet.screenshot({ path: `${SHOTS}/tablet-join.png` });
  const phones = [await phone(browser, tablet, 1), await phone(browser, tablet, 2)];
  await tablet.waitForFunction(() => !document.querySelector('.host-panel'), null, { timeout: 15_000 });
  let moves = 0;
  let publicShot = false;
  for (let step = 0; step < 24; step++) {
    const t = await main(tablet);
    assert.equal(t.device, 'host');
    if (t.screen === 'over') break;
    // The tablet's own seat: the hand-off, then its move (nothing of a phone's hand is here).
    if (t.screen === 'pass') {
      await tablet.locator('main button[data-pass]').click();
      await tablet.waitForSelector('main:not([data-screen=pass])');
    }
    if ((await main(tablet)).screen === 'handoff') {
      await tablet.getByRole('button', { name: /show my cards/ }).click();
      await tablet.waitForSelector('main[data-screen=play]');
    }
    const seen = await main(tablet);
    if (seen.screen === 'waiting') {
      // A phone's turn: the tablet shows the public table, every herd and the piles, no hand.
      await publicTable(tablet, '.gl-table.public', '.gl-seat', 3);
      if (!publicShot && step >= 12) {
        publicShot = true;
        await tablet.screenshot({ path: `${SHOTS}/tablet-public-goat-lords.png` });
        // The same in portrait: it fits, with no scrolling.
        await tablet.setViewportSize({ width: 800, height: 1280 });
        await tablet.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
        await tablet.screenshot({ path: `${SHOTS}/tablet-public-goat-lords-portrait.png` });
        const over = await tablet.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        assert.ok(over <= 0, `the public table fits 800x1280 (${over}px over)`);
        await tablet.setViewportSize(TABLET);
      }
    }
    let mover;
    if (seen.screen === 'play' && (await tablet.locator('section.mine button.gl-card:not([aria-disabled=true]), section.choices button.choice:enabled').count())) {
      mover = tablet;
    } else {
      // A phone's turn: the one whose last table says it is to act.
      for (const [i, p] of phones.entries()) {
        const table = await lastTable(p);
        if (table && table.moves === seen.moves && table.to_act.includes(i + 1)) mover = p;
      }
    }
    assert.ok(mover, `someone can move at step ${step} (tablet: ${JSON.stringify(seen)})`);
    const before = seen.moves;
    await quickDecision(mover);
    // Every device hears of it.
    await movedOn(tablet, before);
    for (const p of phones) {
      await p.waitForFunction((m) => Number(document.querySelector('main')?.dataset.moves ?? 0) > m, before, { timeout: 15_000 });
    }
    if (step === 6) {
      await tablet.screenshot({ path: `${SHOTS}/tablet-with-phones.png` });
      for (const [i, p] of phones.entries()) await p.screenshot({ path: `${SHOTS}/phone-${i + 1}.png`, fullPage: true });
    }
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
  // A phone's action sent to the tablet's frame painted with its result (one machine's clock).
  const painted = new Map(await tablet.evaluate(() => window.__painted));
  const sent = (await Promise.all(phones.map((p) => p.evaluate(() => window.__sent)))).flat();
  const ms = sent.map(([m, at]) => painted.get(m + 1) - at).filter((d) => d > 0).sort((a, b) => a - b);
  const median = ms[ms.length >> 1];
  const p95 = ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))];
  console.log(`     ${moves} moves; a phone's tap to the tablet's painted frame: median ${median} ms, p95 ${p95} ms over ${ms.length}`);
  assert.ok(ms.length >= 8, `latency measured on ${ms.length} moves`);
  assert.ok(median <= 100, `a phone's tap reaches the tablet's screen within 100 ms (median ${median} ms)`);
});

/** Checks that the tablet draws the public table (`board`): `places` of `seats` seats, and no
 *  private element, no hand and no card a seat alone may see. */
async function publicTable(tablet, board, places, seats) {
  await tablet.waitForSelector(`main[data-screen=waiting] ${board}`);
  assert.equal(await tablet.locator(`${board} ${places}`).count(), seats, 'every seat\'s place is drawn');
  assert.equal(await tablet.locator('[data-private], .gl-mine, .gy-hand, .bg-panel .bg-hand').count(), 0, 'nobody\'s cards');
  // (A card everyone saw turn over may be remembered; none is its owner's or peeked at.)
  assert.equal(await tablet.locator('.bg-mark').filter({ hasText: /hidden|peeked/ }).count(), 0, 'no face-down card shown');
}

/** The refusals a phone heard, by kind. */
const refusals = async (page) => (await page.evaluate(() => window.__heard))
  .map((t) => JSON.parse(t)).filter((m) => m.to === 'refused').map((m) => m.why.why);

/** Plays quick decisions until a phone in `phones` must act; returns it. */
async function untilPhoneActs(tablet, phones) {
  for (let i = 0; i < 40; i++) {
    for (const p of phones) {
      if (await p.locator('section.mine button.gl-card:not([aria-disabled=true]), section.choices button.choice:enabled').count()) return p;
    }
    const t = await main(tablet);
    if (t.screen === 'pass') await tablet.locator('main button[data-pass]').click();
    if ((await main(tablet)).screen === 'handoff') await tablet.getByRole('button', { name: /show my cards/ }).click();
    if ((await main(tablet)).screen === 'play'
      && await tablet.locator('section.mine button.gl-card:not([aria-disabled=true]), section.choices button.choice:enabled').count()) {
      const before = (await main(tablet)).moves;
      await quickDecision(tablet);
      await movedOn(tablet, before);
    } else {
      await tablet.waitForTimeout(100);
    }
  }
  throw new Error('no phone came to act');
}

test('forged, out-of-turn and garbled messages from a phone are refused; the game goes on', async ({ browser }) => {
  const tablet = await host(browser, 'goat-lords', ['Ana', 'Bo', 'Cy'], [1, 2], 32);
  const bo = await phone(browser, tablet, 1);
  const cy = await phone(browser, tablet, 2);
  const mover = await untilPhoneActs(tablet, [bo, cy]);
  const other = mover === bo ? cy : bo;
  const moverSeat = mover === bo ? 1 : 2;
  const otherSeat = 3 - moverSeat;
  const table = await lastTable(mover);
  const moves = table.moves;
  const legal = table.legal[0];
  const send = (page, message) => page.evaluate((m) => window.__link.send(typeof m === 'string' ? m : JSON.stringify(m)), message);
  // The other phone sends the mover's move as the mover's seat, then as its own (out of turn),
  // then an old table's move, then garbage.
  await send(other, { to: 'act', seat: moverSeat, moves, action: legal });
  await send(other, { to: 'act', seat: otherSeat, moves, action: legal });
  await send(other, { to: 'act', seat: otherSeat, moves: moves - 1, action: legal });
  await send(other, '{"to":"act","seat":');
  await send(other, { to: 'claim', version: 1, seat: moverSeat, token: 'f'.repeat(32) });
  await other.waitForFunction(() => window.__heard.filter((t) => t.includes('"refused"')).length >= 5, null, { timeout: 10_000 });
  assert.deepEqual(await refusals(other), ['not-your-seat', 'out-of-turn', 'stale', 'garbage', 'seat-taken']);
  assert.equal((await main(tablet)).moves, moves, 'the host\'s game is unchanged');
  // The phone shows the refusal in words, and play goes on from the mover.
  await other.waitForSelector('main p.notice[role=alert]');
  const before = (await main(mover)).moves;
  await quickDecision(mover);
  await movedOn(tablet, before);
});

test('a phone reloads, a phone is away for 30 s, the host reloads, a second phone claims a taken seat', async ({ browser }) => {
  test.setTimeout(180_000);
  const tablet = await host(browser, 'goat-lords', ['Ana', 'Bo', 'Cy'], [1, 2], 33);
  const bo = await phone(browser, tablet, 1);
  let cy = await phone(browser, tablet, 2);
  await untilPhoneActs(tablet, [bo, cy]);
  const moves = (await main(tablet)).moves;

  // Bo's phone reloads: the same seat, the same table.
  await bo.reload();
  await bo.waitForSelector(`main[data-device=seat][data-seat="1"][data-moves="${moves}"]`, { timeout: 30_000 });

  // A second phone opens Bo's link: refused, and Bo keeps the seat.
  const link = bo.url();
  const intruder = await (await browser.newContext({ viewport: PHONE })).newPage();
  await intruder.goto(link);
  await intruder.waitForFunction(() => /Another device already plays seat 2/.test(document.querySelector('main')?.textContent ?? ''),
    null, { timeout: 30_000 });
  assert.equal(await intruder.locator('[data-private]').count(), 0, 'and sees no hand');
  await intruder.close();

  // Cy's phone goes away (closed) for 30 s: the tablet says so, then Cy comes back on the link.
  const cyContext = cy.context();
  await cy.close();
  await tablet.waitForSelector('.host-panel', { timeout: 15_000 });
  assert.match(await tablet.textContent('.host-panel'), /Waiting for Cy's phone/);
  assert.equal(await tablet.getByRole('button', { name: "Play Cy's seat on this screen" }).count(), 1);
  await tablet.waitForTimeout(30_000);
  cy = await phone(browser, tablet, 2, cyContext);
  await tablet.waitForFunction(() => !document.querySelector('.host-panel'), null, { timeout: 15_000 });

  // The host reloads: the saved game resumes and both phones find it again.
  await tablet.reload();
  await tablet.waitForSelector(`main[data-device=host][data-moves="${moves}"]`);
  for (const p of [bo, cy]) await p.waitForSelector('main[data-device=seat]:not([data-screen=joining])', { timeout: 30_000 });
  await tablet.waitForFunction(() => !document.querySelector('.host-panel'), null, { timeout: 30_000 });
  const mover = await untilPhoneActs(tablet, [bo, cy]);
  const before = (await main(mover)).moves;
  await quickDecision(mover);
  await movedOn(tablet, before);
});

/** A phone's pick among its legal actions (each a save's code: its first number is its kind):
 *  at random, but towards the end of the game: `forward` kinds first (four times in five), and
 *  `avoid` kinds only when there is nothing else. */
function choose(legal, random, { avoid = [], forward = [] } = {}) {
  const keep = legal.filter((a) => !avoid.includes(a[0]));
  const pool = keep.length ? keep : legal;
  const ahead = pool.filter((a) => forward.includes(a[0]));
  const from = ahead.length && random(5) ? ahead : pool;
  return from[random(from.length)];
}

/**
 * Plays a game to its end: a phone whose table offers moves sends one of them (chosen at
 * random, see `choose`) over its own link, as its screen would; the host's own seats play by taps
 * (`hostMove`). Checks at every move that each phone heard only its own seat's table. Returns
 * the moves, and the messages and bytes the phones heard.
 */
async function playToTheEnd(tablet, phones, hostMove, kinds = {}, limit = 1500, each = null) {
  let seed = 7;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  let moves = 0;
  for (let step = 0; step < limit; step++) {
    const t = await main(tablet);
    if (t.screen === 'over' || t.screen === 'ending') break;
    if (each) await each(step, t);
    let acted = false;
    for (const [seat, p] of phones) {
      const table = await lastTable(p);
      if (!table || table.outcome || !table.to_act.includes(seat) || table.moves !== t.moves || !table.legal.length) continue;
      const action = choose(table.legal, random, kinds);
      await p.evaluate((m) => window.__link.send(m), JSON.stringify({ to: 'act', seat, moves: table.moves, action }));
      acted = true;
      break;
    }
    if (!acted) acted = await hostMove(tablet);
    const now = acted ? null : await main(tablet);
    if (now?.screen === 'waiting') {
      // A phone's turn, its table still on its way (the host sends it after its own frame):
      // wait for it, then look again. The tablet is read again here, not at the top of the step:
      // a computer on the host may have moved in between (it did once in CI, at Fast speed).
      await Promise.race(phones.map(([, p]) => p.waitForFunction((m) => window.__heard
        .map((x) => JSON.parse(x)).filter((x) => x.to === 'table').at(-1)?.moves >= m, now.moves, { timeout: 15_000 })));
      continue;
    }
    if (!acted && (await main(tablet)).screen === 'play' && !(await tablet.locator('section.thinking').count())) {
      // The host's screen changed (a hand-off taken): look again.
      continue;
    }
    // (Not acted by a phone or the host's person: a computer on the host plays.)
    await movedOn(tablet, t.moves);
    moves += 1;
  }
  assert.match((await main(tablet)).screen, /over|ending/, `the game ended (${moves} moves)`);
  let messages = 0;
  let bytes = 0;
  for (const [seat, p] of phones) {
    await p.waitForFunction(() => window.__heard.some((t) => t.includes('"outcome":{')), null, { timeout: 15_000 });
    const heard = await p.evaluate(() => window.__heard);
    messages += heard.length;
    bytes += heard.reduce((n, t) => n + t.length, 0);
    for (const text of heard) {
      const m = JSON.parse(text);
      if (m.to === 'table') assert.equal(m.seat, seat, 'only its own seat\'s table');
    }
    assert.match(await p.textContent('main'), /./);
  }
  return { moves, messages, bytes };
}

test('Goat Lords to the end: a tablet seat and two phones', async ({ browser }) => {
  test.setTimeout(600_000);
  const tablet = await host(browser, 'goat-lords', ['Ana', 'Bo', 'Cy'], [1, 2], 41);
  const phones = [[1, await phone(browser, tablet, 1)], [2, await phone(browser, tablet, 2)]];
  const hostMove = async (t) => {
    const s = await main(t);
    if (s.screen === 'pass') { await t.locator('main button[data-pass]').click(); return false; }
    if (s.screen === 'handoff') { await t.getByRole('button', { name: /show my cards/ }).click(); return false; }
    if (s.screen !== 'play' || !(await t.locator('section.mine button.gl-card:not([aria-disabled=true]), section.choices button.choice:enabled').count())) return false;
    await quickDecision(t);
    return true;
  };
  const r = await playToTheEnd(tablet, phones, hostMove);
  console.log(`     Goat Lords: ${r.moves} moves to the end; the phones heard ${r.messages} messages, ${(r.bytes / 1024).toFixed(0)} KB`);
});

test('BattleGoats to the end with three phones (the tablet only hosts)', async ({ browser }) => {
  test.setTimeout(600_000);
  const tablet = await host(browser, 'battlegoats', ['Ana', 'Bo', 'Cy'], [0, 1, 2], 42);
  const phones = [];
  for (const seat of [0, 1, 2]) phones.push([seat, await phone(browser, tablet, seat)]);
  // BattleGoats: attack (5) rather than anything, never lift a laid card (2).
  let held = false;
  const r = await playToTheEnd(tablet, phones, async () => false, { avoid: [2], forward: [5] }, 1500, async (step, t) => {
    if (t.screen !== 'waiting' || step % 10) return;
    // The tablet, which only hosts, shows the public table: every battlefield, no hand, drawn
    // from the side of the seat to act in every phase (its battlefield at the bottom).
    await publicTable(tablet, '.bg-table', '.bg-field', 3);
    assert.equal(await tablet.locator('.bg-mine .bg-field.acting').count(), 1, `step ${step}: the public table is drawn from the seat to act`);
    if (step === 40) await tablet.screenshot({ path: `${SHOTS}/tablet-public-battlegoats.png` });
    if (step === 0) {
      await tablet.screenshot({ path: `${SHOTS}/tablet-public-battlegoats-layout.png` });
      // Ana lays out first; Bo's phone, waiting, still shows the nine cards he holds.
      const [, bo] = phones[1];
      assert.equal(await bo.locator('[data-private] .bg-held [data-key]').count(), 9, 'a waiting phone shows its own cards');
      held = true;
      await bo.screenshot({ path: `${SHOTS}/phone-waiting-battlegoats.png`, fullPage: true });
    }
  });
  console.log(`     BattleGoats: ${r.moves} moves to the end; the phones heard ${r.messages} messages, ${(r.bytes / 1024).toFixed(0)} KB`);
  assert.ok(held, 'a waiting phone was looked at while the others laid out');
  // Kept like any game: Watch again replays it on the tablet, and its link opens elsewhere.
  if ((await main(tablet)).screen === 'ending') await tablet.getByRole('button', { name: 'See the result' }).click();
  await tablet.waitForSelector('main[data-screen=over]');
  await tablet.getByRole('button', { name: 'Watch again', exact: true }).click();
  await tablet.waitForSelector('main[data-screen=replay][data-game=battlegoats]', { timeout: 30_000 });
  const total = Number(await tablet.getAttribute('main', 'data-total'));
  assert.ok(total >= 27, `the whole game is replayed (${total} moves)`);
  const link = await tablet.getByLabel(/link to watch this game/).inputValue();
  assert.match(link, /\/battlegoats\/more\/#watch=1\.[A-Za-z0-9_-]+$/);
  const friend = await (await browser.newContext({ viewport: PHONE })).newPage();
  await friend.goto(link);
  await friend.waitForSelector(`main[data-screen=replay][data-total="${total}"]`, { timeout: 30_000 });
});

test('Gruff Goats to the end online: a friend on a phone, the host device\'s seat played by a computer', async ({ browser }) => {
  test.setTimeout(600_000);
  const tablet = await host(browser, 'gruff-goats', ['Ana', 'Bo'], [1], 43, { 0: 'normal' });
  await tablet.getByRole('button', { name: 'Fast', exact: true }).click().catch(() => {});
  const phones = [[1, await phone(browser, tablet, 1)]];
  // Gruff Goats: a goat's step (6) first; giving up (4) last.
  const r = await playToTheEnd(tablet, phones, async () => false, { avoid: [4], forward: [6] });
  console.log(`     Gruff Goats: ${r.moves} moves to the end; the phone heard ${r.messages} messages, ${(r.bytes / 1024).toFixed(0)} KB`);
});

test('a phone gone for good: the host plays its seat on the tablet instead', async ({ browser }) => {
  const tablet = await host(browser, 'goat-lords', ['Ana', 'Bo'], [1], 44);
  const bo = await phone(browser, tablet, 1);
  const link = bo.url();
  const context = bo.context();
  await bo.close();
  await tablet.waitForSelector('.host-panel');
  await tablet.getByRole('button', { name: "Play Bo's seat on this screen" }).click();
  await tablet.waitForFunction(() => !document.querySelector('.host-panel'));
  // Bo's phone comes back: the seat is the tablet's now.
  const again = await context.newPage();
  await again.goto(link);
  await again.waitForFunction(() => /played on the table's device/.test(document.querySelector('main')?.textContent ?? ''),
    null, { timeout: 30_000 });
  // Both seats play hot-seat on the tablet, with hand-offs.
  for (let i = 0; i < 4; i++) {
    const before = (await main(tablet)).moves;
    if ((await main(tablet)).screen === 'pass') await tablet.locator('main button[data-pass]').click();
    if ((await main(tablet)).screen === 'handoff') await tablet.getByRole('button', { name: /show my cards/ }).click();
    await quickDecision(tablet);
    await movedOn(tablet, before);
  }
});

test('a phone has the rules, a menu, and takes back its own move while nobody has seen it', async ({ browser }) => {
  test.setTimeout(180_000);
  const tablet = await host(browser, 'battlegoats', ['Ana', 'Bo'], [1], 45, { 0: 'easy' });
  const bo = await phone(browser, tablet, 1);
  await tablet.waitForFunction(() => !document.querySelector('.host-panel'), null, { timeout: 15_000 });
  // The rules, fetched from the game's folder, in the phone's own sheet.
  await bo.getByRole('button', { name: 'Rules', exact: true }).click();
  await bo.waitForFunction(() => (document.querySelector('.help-page')?.textContent ?? '').length > 200, null, { timeout: 15_000 });
  await bo.screenshot({ path: `${SHOTS}/phone-rules.png` });
  await bo.getByRole('button', { name: 'Close', exact: true }).click();
  // The menu: sound and leaving, and back to the game.
  await bo.getByRole('button', { name: 'Menu', exact: true }).click();
  assert.equal(await bo.getByRole('button', { name: 'Leave this seat' }).count(), 1);
  await bo.screenshot({ path: `${SHOTS}/phone-menu.png` });
  await bo.getByRole('button', { name: 'Back to the game' }).click();
  await bo.waitForSelector('main[data-device=seat][data-screen=play]');
  // Bo lays out his battlefield on his phone: a card laid is his to take back (nobody saw it).
  await bo.waitForFunction(() => window.__heard.some((t) => t.includes('"legal":[[')));
  const undo = bo.getByRole('button', { name: /^Undo/ });
  assert.equal(await undo.isDisabled(), true, 'nothing of Bo\'s to take back yet');
  const table = await lastTable(bo);
  const place = table.legal.find((a) => a[0] === 1);
  assert.ok(place, `a card to lay (${JSON.stringify(table.legal.slice(0, 3))})`);
  await bo.evaluate((m) => window.__link.send(m), JSON.stringify({ to: 'act', seat: 1, moves: table.moves, action: place }));
  await bo.waitForFunction((m) => Number(document.querySelector('main')?.dataset.moves) > m, table.moves);
  const laid = await bo.locator('.bg-mine .bg-cell').evaluateAll((cs) => cs.map((c) => c.className).join());
  assert.equal((await lastTable(bo)).undo, null, 'Undo is offered');
  await undo.click();
  await bo.waitForFunction((m) => Number(document.querySelector('main')?.dataset.moves) === m, table.moves, { timeout: 15_000 });
  await tablet.waitForFunction((m) => Number(document.querySelector('main')?.dataset.moves) === m, table.moves, { timeout: 15_000 });
  assert.notEqual(await bo.locator('.bg-mine .bg-cell').evaluateAll((cs) => cs.map((c) => c.className).join()), laid,
    'the card is back in his hand');
  assert.deepEqual((await lastTable(bo)).legal, table.legal, 'the same choices as before');
  // Nothing more to take back: Undo is off, and a forged undo is refused.
  assert.equal(await undo.isDisabled(), true);
  await bo.evaluate((m) => window.__link.send(m), JSON.stringify({ to: 'undo', seat: 1, moves: table.moves }));
  await bo.waitForFunction(() => window.__heard.some((t) => t.includes('"no-undo"')), null, { timeout: 15_000 });
  assert.equal(Number(await tablet.getAttribute('main', 'data-moves')), table.moves, 'the host\'s game is unchanged');
});

test('Grab Your Goat! on two phones: the tablet shows the mountain and nobody\'s hand', async ({ browser }) => {
  const tablet = await host(browser, 'grab-your-goat', ['Ana', 'Bo'], [0, 1], 46);
  const phones = [[0, await phone(browser, tablet, 0)], [1, await phone(browser, tablet, 1)]];
  let seed = 3;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  for (let step = 0; step < 12; step++) {
    const t = await main(tablet);
    await publicTable(tablet, '.gy-board', '.gy-seat', 2);
    if (step === 6) await tablet.screenshot({ path: `${SHOTS}/tablet-public-grab-your-goat.png` });
    let sent = false;
    for (const [seat, p] of phones) {
      const table = await lastTable(p);
      if (!table || table.moves !== t.moves || !table.to_act.includes(seat) || !table.legal.length) continue;
      const action = table.legal[random(table.legal.length)];
      await p.evaluate((m) => window.__link.send(m), JSON.stringify({ to: 'act', seat, moves: table.moves, action }));
      sent = true;
      break;
    }
    if (!sent) { await tablet.waitForTimeout(100); continue; }
    await movedOn(tablet, t.moves);
  }
  assert.ok((await main(tablet)).moves >= 6, 'the phones played');
});
