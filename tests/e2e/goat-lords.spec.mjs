// The Goat Lords table (src/app/goat_lords, static/games/goat-lords.css), measured like the
// kit's screens with 2 and 6 seats at each project's size, as dealt and with a card picked; and
// its motion: a birth, a duel staged in the middle and the steal that ends it animate,
// data-last marks what each move changed, and with prefers-reduced-motion nothing moves.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { screen, startGame, takeTablet, decide, measure, goHome, choices, COUNT_ANIMATIONS as COUNT, running, lastKeys, handedOn, passOn } from './helpers.mjs';

test('the Goat Lords table fills a tablet with 2 and 6 seats, every herd in real cards @shell', async ({ page }) => {
  const { width, height } = page.viewportSize();
  const tablet = width >= 800;
  const check = async (seats, name) => {
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    const m = await measure(page);
    const box = (sel) => page.locator(sel).evaluateAll((els) => els.map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0).map((r) => [Math.round(r.width), Math.round(r.height)]));
    const herd = await box('.gl-seat .gl-stack .k-card');
    const piles = await box('.gl-pile-cards');
    const targets = await page.locator('.gl-table button:visible').evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return [Math.round(Math.min(r.width, r.height)), e.getAttribute('aria-label') ?? e.textContent];
    }).filter(([s]) => s < 56));
    const smallest = (xs, i) => Math.min(...xs.map((x) => x[i]));
    console.log(`     ${seats} seats, ${name} at ${width}x${height}: span ${(m.spanX * 100).toFixed(0)}% x ${(m.spanY * 100).toFixed(0)}%, smallest text ${m.smallestText.size}px (${m.smallestText.what}), smallest control ${m.smallestControl.size}px, herd cards ${smallest(herd, 0)}x${smallest(herd, 1)}px or more, piles ${smallest(piles, 0)}px wide, smallest hand card ${m.smallestHandCard.size}px, scroll ${m.scrollX}/${m.scrollY}`);
    const where = `${seats} seats, ${name}`;
    assert.equal(await page.locator('.gl-seat').count(), seats, `${where}: every seat has its place`);
    assert.equal(piles.length, 3, `${where}: the draw pile, the discard pile and the trash`);
    assert.ok(m.scrollX <= 0, `${where}: the page scrolls sideways by ${m.scrollX}px`);
    assert.ok(m.smallestText.size >= 12, `${where}: text of ${m.smallestText.size}px: ${m.smallestText.what}`);
    assert.ok(m.smallestControl.size >= (width >= 800 ? 56 : 48), `${where}: a control of ${m.smallestControl.size}px (56 on a tablet, 48 on a phone): ${m.smallestControl.what}`);
    assert.deepEqual(targets, [], `${where}: a control on the table under 56px`);
    assert.ok(smallest(herd, 0) >= 56, `${where}: a herd card ${smallest(herd, 0)}px wide`);
    if (!tablet) return;
    assert.ok(m.scrollY <= 0, `${where}: the page needs ${m.scrollY}px of scrolling`);
    assert.ok(m.spanX >= 0.9, `${where}: what is drawn spans ${(m.spanX * 100).toFixed(0)}% of the width`);
    assert.ok(m.spanY >= 0.85, `${where}: what is drawn spans ${(m.spanY * 100).toFixed(0)}% of the height`);
    assert.ok(m.smallestHandCard.size >= 96, `${where}: a card in the hand ${m.smallestHandCard.size}px wide`);
    assert.ok(smallest(piles, 0) >= 64, `${where}: a pile ${smallest(piles, 0)}px wide`);
  };
  for (const seats of [2, 6]) {
    if ((await screen(page)) !== 'home') await goHome(page);
    await startGame(page, /^Goat Lords/, seats, '2024');
    for (let i = 0; i < 2 * seats + 1; i++) {
      if ((await handedOn(page))) await takeTablet(page);
      await decide(page, { preferDuel: false });
    }
    if ((await handedOn(page))) await takeTablet(page);
    // Another seat's hand is backs only; the cards on screen are this seat's.
    assert.equal(await page.locator('.gl-seat:not(.gl-own) .gl-in-hand .gl-back').count() > 0, true);
    assert.equal(await page.locator('.gl-seat:not(.gl-own) .gl-backs [data-face]:not([data-face=down])').count(), 0);
    await check(seats, 'in play');
    // A card picked lights up the places it can go, on the table.
    await page.locator('section.mine .gl-hand button.gl-card:not([aria-disabled=true])').first().click();
    assert.ok(await page.locator('.gl-table .gl-target').count() >= 1, 'the card picked lights up a place');
    await check(seats, 'a card picked');
    await page.locator('section.mine button.gl-card.chosen').click();
  }
});

test('Goat Lords: a birth, a duel in the middle and a steal animate, data-last marks each @motion', async ({ page, context }) => {
  await context.addInitScript(COUNT);
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  const calls = () => page.evaluate(() => window.__animateCalls);
  /** What the motion kit did since `before`: with motion, something is moving; without, nothing. */
  const moved = async (before, what) => {
    if (still) {
      assert.equal(await calls(), before, `reduced motion: ${what} did not animate`);
      assert.equal(await running(page), 0);
    } else {
      assert.ok((await calls()) > before, `${what} animated`);
      assert.ok((await running(page)) >= 1, `${what} is moving right after the tap`);
    }
  };
  const at = (key) => page.locator(`main [data-key=${key}]`).first().getAttribute('data-at');
  await startGame(page, /^Goat Lords/, 2, '12345');
  await takeTablet(page);
  assert.deepEqual(await lastKeys(page), [], 'nothing is marked before the first move');

  // A birth: the new stack lands on the herd, marked, and seen animating by the next player.
  let tapped = '';
  for (let i = 0; i < 20 && !/^Birth|^Assisted/.test(tapped); i++) {
    if ((await handedOn(page))) await takeTablet(page);
    tapped = await decide(page, { preferDuel: false });
  }
  assert.match(tapped, /^Birth|^Assisted/, 'a birth within 20 decisions');
  let before = await calls();
  await takeTablet(page);
  const born = await page.locator('main [data-last]').evaluateAll((els) => els.map((e) => e.getAttribute('data-at')));
  assert.ok(born.some((a) => /^herd \d \d+$/.test(a)), `the birth marked a herd stack: ${born}`);
  await moved(before, 'the birth');

  // A duel: the stack at stake and the attacking card meet in the middle of the table.
  tapped = '';
  for (let i = 0; i < 60 && !/^Duel (?!on)/.test(tapped); i++) {
    if ((await handedOn(page))) await takeTablet(page);
    tapped = await decide(page);
  }
  assert.match(tapped, /^Duel (?!on)/, 'a duel within 60 decisions');
  before = await calls();
  await takeTablet(page);
  assert.equal(await page.locator('.gl-stage .gl-duel').count(), 1, 'the duel is staged in the middle');
  const stake = await page.locator('.gl-stake [data-key]').getAttribute('data-key');
  assert.equal(await at(stake), 'duel');
  const marked = await lastKeys(page);
  assert.ok(marked.includes(stake), `the stack at stake is marked: ${marked}`);
  assert.ok(await page.locator('.gl-duel [data-at="duel a"][data-last]').count() >= 1, 'the attacking card is marked');
  await moved(before, 'the duel');

  // The defender gives up: the stack goes to the attacker's herd, flying from the middle.
  const attacker = (await page.locator('.gl-side.attacks .gl-role').textContent()).replace(/ attacks$/, '');
  const letIt = page.getByRole('button', { name: 'Let it happen', exact: true });
  if (await letIt.count()) await letIt.click();
  before = await calls();
  await page.getByRole('button', { name: 'Give up the duel', exact: true }).click();
  if ((await handedOn(page))) await takeTablet(page);
  const seat = ['Ana', 'Bo'].indexOf(attacker);
  assert.match(await at(stake), new RegExp(`^herd ${seat} `), 'the stolen stack is in the winner\'s herd');
  assert.ok((await lastKeys(page)).includes(stake), 'the stolen stack is marked');
  await moved(before, 'the steal');
  if (!still) {
    const own = await page.locator(`main [data-key=${stake}]`).first().evaluate((e) => e.getAnimations().length);
    assert.ok(own >= 1, 'the stolen stack itself moves');
  }
});

/** Opens the info sheet on `target` (Info, then a tap) and returns its words, then closes it. */
async function infoOf(page, target) {
  const info = page.getByRole('button', { name: /^Info/ });
  if ((await info.getAttribute('aria-pressed')) !== 'true') await info.click();
  await target.click();
  const sheet = page.getByRole('dialog', { name: 'About this' });
  await sheet.waitFor();
  const words = await sheet.locator('.info-text').textContent();
  await sheet.getByRole('button', { name: 'Close' }).click();
  const still = page.getByRole('button', { name: /^Info/ });
  if ((await still.getAttribute('aria-pressed')) === 'true') await still.click();
  return words;
}

test('Goat Lords: a herd shows every card of its stacks, the top one labelled, and the info sheet explains cards, stacks, piles and players', async ({ page }) => {
  await startGame(page, /^Goat Lords/, 3, '2024');
  let stacks = 0;
  for (let i = 0; i < 60 && stacks < 2; i++) {
    if ((await screen(page)) !== 'play') await takeTablet(page);
    await decide(page, { preferDuel: false });
    if ((await screen(page)) !== 'play') await takeTablet(page);
    stacks = await page.locator('.gl-herd').evaluateAll((els) => Math.max(...els.map((e) => e.querySelectorAll('li.gl-stack:not(.gl-new)').length)));
  }
  assert.ok(stacks >= 2, 'a herd of two stacks within 60 decisions');
  // Every stack shows as many cards as it holds: the goat on show and the cards under it.
  const fans = await page.locator('.gl-seat li.gl-stack:not(.gl-new):not(.gl-gone)').evaluateAll((els) => els.map((li) => {
    const size = Number(/(\d+) cards/.exec(li.dataset.info ?? '')?.[1] ?? 0);
    return [size, 1 + li.querySelectorAll('.gl-under').length, li.querySelector('.gl-badge')?.textContent ?? ''];
  }));
  for (const [size, drawn] of fans) assert.equal(drawn, size, `a stack of ${size} cards draws ${drawn}`);
  const herd = page.locator('.gl-herd').filter({ has: page.locator('li.gl-stack:nth-of-type(2)') }).first();
  const last = herd.locator('li.gl-stack:not(.gl-new)').last();
  assert.equal(await last.locator('.gl-badge').textContent(), 'Top', 'the top stack is labelled');
  assert.equal(await herd.locator('li.gl-stack').first().locator('.gl-badge').textContent(), 'Base');

  const card = await infoOf(page, page.locator('section.mine .gl-hand button.gl-card').first());
  assert.match(card, /\d+ in the deck/, `a card's words give its copies: ${card}`);
  assert.match(card, /Birth:|Duel:/, `and how it is used: ${card}`);
  const stack = await infoOf(page, last);
  assert.match(stack, /^Top stack: .+, \d+ cards, \d+ points/, `a stack's words: ${stack}`);
  assert.match(stack, /Duel for it with a .+ or a wild/, stack);
  const pile = await infoOf(page, page.locator('.gl-pile', { hasText: 'Draw pile' }));
  assert.match(pile, /^Draw pile: \d+ cards\n/, `a pile's words: ${pile}`);
  const seat = await infoOf(page, page.locator('.gl-seat:not(.gl-own) .gl-plate').first());
  assert.match(seat, /cards in hand, \d+ action cards face down/, `a player's words: ${seat}`);
});

test('Goat Lords: in a lesson the marked hand card shows the whole ring, unclipped', async ({ page }) => {
  await page.goto('goat-lords/');
  await page.waitForSelector('main[data-screen=setup]');
  await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
  await page.waitForSelector('main[data-screen=learn]');
  for (let i = 0; i < 10 && !(await page.locator('main .gl-hand [data-next]').count()); i++) {
    await page.locator('main [data-next]').first().click();
  }
  const marked = page.locator('main .gl-hand [data-next]');
  assert.equal(await marked.count(), 1, 'a lesson step marks a hand card');
  const ring = await marked.evaluate((el) => {
    // The ring pulses from the kit's colour to a paler one: read it at the pulse's start.
    for (const a of el.getAnimations()) { a.pause(); a.currentTime = 0; }
    const s = getComputedStyle(el);
    const width = parseFloat(s.outlineWidth), offset = parseFloat(s.outlineOffset);
    const r = el.getBoundingClientRect();
    const out = width + Math.max(offset, 0);
    const box = { left: r.left - out, top: r.top - out, right: r.right + out, bottom: r.bottom + out };
    // The card face must not be drawn over a ring inside the element's edge.
    const covered = offset < 0 && [...el.querySelectorAll('*')].some((d) => {
      if (d.closest('.sr-only')) return false;
      const b = d.getBoundingClientRect();
      return b.width > 0 && getComputedStyle(d).backgroundColor !== 'rgba(0, 0, 0, 0)';
    });
    const spills = [...el.querySelectorAll('*')].filter((d) => {
      if (d.closest('.sr-only')) return false;
      const b = d.getBoundingClientRect();
      return b.width > 0 && (b.left < r.left - 1 || b.right > r.right + 1 || b.top < r.top - 1 || b.bottom > r.bottom + 1);
    }).map((d) => d.className);
    const clippers = [];
    for (let a = el.parentElement; a; a = a.parentElement) {
      const st = getComputedStyle(a);
      if (/hidden|clip|auto|scroll/.test(st.overflowX + st.overflowY) || /paint|strict|content/.test(st.contain)) {
        const c = a.getBoundingClientRect();
        if (box.left < c.left || box.top < c.top || box.right > c.right || box.bottom > c.bottom) clippers.push(a.className);
      }
    }
    return { colour: s.outlineColor, style: s.outlineStyle, width, covered, spills, clippers };
  });
  assert.equal(ring.colour, 'rgb(224, 180, 0)', 'the ring is the kit\'s colour');
  assert.equal(ring.style, 'solid');
  assert.ok(ring.width >= 3, `a ring of ${ring.width}px`);
  assert.equal(ring.covered, false, 'the card face is not drawn over the ring');
  assert.deepEqual(ring.spills, [], 'the card lies inside the ring');
  assert.deepEqual(ring.clippers, [], 'no panel clips the ring');
});

test('Goat Lords: what the others did since your last turn stays marked when you take the tablet', async ({ page }) => {
  await startGame(page, /^Goat Lords/, 3, '2024');
  // At each of Cy's turns: the stacks in Ana's herd. On Cy's next turn, a stack Ana birthed in
  // between (two turns before, so not the last action) is marked.
  let before = null;
  let checked = false;
  for (let i = 0; i < 120 && !checked; i++) {
    const who = (await screen(page)) === 'play' ? null : await takeTablet(page);
    if (who === 'Cy') {
      const ana = page.locator('.gl-seat[aria-label^="Ana:"] li.gl-stack:not(.gl-new):not(.gl-gone)');
      const keys = await ana.evaluateAll((els) => els.map((li) => li.querySelector('[data-key]')?.getAttribute('data-key')));
      if (before) {
        const fresh = keys.filter((k) => !before.includes(k));
        for (const k of fresh) {
          const li = page.locator(`.gl-seat[aria-label^="Ana:"] li.gl-stack:has([data-key=${k}])`);
          assert.equal(await li.getAttribute('data-last'), '', `Ana's new stack ${k} is marked on Cy's table`);
          checked = true;
        }
      }
      before = keys;
    }
    await decide(page, { preferDuel: false });
  }
  assert.ok(checked, 'Ana birthed between two of Cy\'s turns within 120 decisions');
});

test('Goat Lords: a defender with nothing to answer a duel with gives it up in one tap', async ({ page }) => {
  await startGame(page, /^Goat Lords/, 3, '2024');
  let seen = false;
  for (let i = 0; i < 400 && !seen; i++) {
    if ((await screen(page)) !== 'play') await takeTablet(page);
    if ((await screen(page)) !== 'play') break;
    const prompt = await page.locator('.gl-stage .status').textContent();
    // Asked about Escape Goat first (the defender holds action cards): before, that took two taps.
    if (/challenges your .* you hold no .* or wild/.test(prompt)) {
      // Only giving up (and Escape Goat, if held): letting the duel begin would only lead there.
      const offered = await choices(page);
      assert.ok(offered.includes('Give up the duel'), `giving up is offered: ${offered}`);
      assert.ok(!offered.includes('Let it happen'), `no step before giving up: ${offered}`);
      const moves = Number(await page.getAttribute('main', 'data-moves'));
      await page.getByRole('button', { name: 'Give up the duel', exact: true }).click();
      await page.waitForFunction((m) => {
        const d = document.querySelector('main')?.dataset;
        if (!d) return false;
        return d.screen !== 'play' || Number(d.moves) === m + 1;
      }, moves);
      if ((await screen(page)) === 'play') assert.equal(await page.locator('.gl-stage .gl-duel').count(), 0, 'the duel is over');
      seen = true;
      break;
    }
    await decide(page);
  }
  assert.ok(seen, 'a defender asked about Escape Goat with no answer within 400 decisions');
});
