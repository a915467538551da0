// What the browser tests share: taps through the app the way a player would, and checks.
import assert from 'node:assert/strict';

/** The screen on show, once settled: a game that just ended shows its last move on the table
 *  (`ending`) for a moment before the end screen, which this waits for. */
export async function screen(page) {
  if ((await page.getAttribute('main', 'data-screen')) === 'ending') {
    await page.waitForSelector('main:not([data-screen=ending])', { timeout: 10_000 });
  }
  return page.getAttribute('main', 'data-screen');
}

/** Each game has its own page: a home tile is a link to it. Follows it to the game's setup. */
export async function openGame(page, tile) {
  await page.getByRole('link', { name: tile }).click();
  await page.waitForSelector('main[data-screen=setup]');
}

/** Leaves a game's page for the home page with the app bar's Home button. */
export async function goHome(page) {
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await page.waitForSelector('main[data-screen=home]');
}

/** From home, sets up Goat Lords for `players` with a fixed seed and starts it. */
export async function startGoatLords(page, players = 3, seed = '12345') {
  await startGame(page, /^Goat Lords/, players, seed);
}

/** From home, sets up a game for `players` with a fixed seed and starts it. */
export async function startGame(page, tile, players, seed) {
  await openGame(page, tile);
  await page.getByRole('button', { name: `${players} players`, exact: true }).click();
  const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay'];
  for (let i = 0; i < players; i++) {
    await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
  }
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Start the game' }).click();
  assert.equal(await screen(page), 'handoff');
}

/** From home, sets up a game with a computer at `levels[i]` in every seat, and starts it. */
export async function startComputers(page, tile, levels, seed, open = true, pace = null) {
  if (open) await openGame(page, tile);
  await page.getByRole('button', { name: `${levels.length} players`, exact: true }).click();
  for (let i = 0; i < levels.length; i++) {
    await page.getByLabel(`Who plays seat ${i + 1}`).selectOption(levels[i]);
  }
  await page.getByLabel('Seed').fill(seed);
  // The computers' pace, chosen on the setup screen (at Instant a game may be over at once).
  if (pace) await page.getByRole('button', { name: pace, exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector(pace ? 'main[data-screen=play], main[data-screen=ending], main[data-screen=over]' : 'main[data-screen=play]');
}

/**
 * After a turn's last play the mover sees its result (`main[data-screen=pass]`, the table with
 * one "Pass to <name>" button, `data-pass`); this taps it, for the hand-off screen. Does nothing on
 * any other screen.
 */
export async function passOn(page) {
  if ((await screen(page)) !== 'pass') return;
  await page.locator('main button[data-pass]').click();
  await page.waitForSelector('main:not([data-screen=pass])');
}

/** Passes the tablet on if a turn's result is on screen; then says whether the hand-off shows. */
export async function handedOn(page) {
  await passOn(page);
  return (await screen(page)) === 'handoff';
}

/** Checks that nothing private is in the DOM, then takes the tablet (passing it on first). */
export async function takeTablet(page) {
  await passOn(page);
  assert.equal(await screen(page), 'handoff');
  assert.equal(await page.locator('[data-private]').count(), 0, 'private area in the DOM at hand-off');
  // (A hand card's button: gg-card-btn, gy-card-btn.)
  assert.equal(await page.locator('[class*=card-btn]').count(), 0, 'hand cards in the DOM at hand-off');
  assert.ok(!/in your hand/.test(await page.content()), 'hand card names in the DOM at hand-off');
  const who = (await page.textContent('main h1')).replace('Pass the tablet to ', '');
  await page.getByRole('button', { name: /show my cards/ }).click();
  assert.equal(await screen(page), 'play');
  return who;
}

/** What is under the hand-off of a game that draws the next seat's table there (src/app/screens/table.rs,
 *  `sealed`): whether the table is inert, how many `cell`s and `card`s (hand cards) are in it,
 *  how many things are private, whether the hand-off covers it, which buttons are outside
 *  `[inert]`, and how many animations play under it (none should: nobody sees them). */
export const underHandoff = async (page, cell, card) => {
  // (The table is drawn just after the hand-off alone is painted.)
  await page.waitForSelector('main.play.handoff > .k-board > *', { state: 'attached' });
  return page.evaluate(([cell, card]) => {
    const board = document.querySelector('main > .k-board');
    const over = document.querySelector('main > .k-status').getBoundingClientRect();
    const r = board?.getBoundingClientRect();
    return {
      inert: !!board?.closest('[inert]'), cells: document.querySelectorAll(`main ${cell}`).length,
      hand: document.querySelectorAll(`main ${card}`).length, private: document.querySelectorAll('[data-private]').length,
      covered: !!r && over.left <= r.left && over.top <= r.top && over.right >= r.right && over.bottom >= r.bottom,
      focusable: [...document.querySelectorAll('main button')].filter((b) => !b.closest('[inert]')).map((b) => b.textContent.trim()),
      playing: document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.target?.closest?.('[inert]')).length,
    };
  }, [cell, card]);
};

/** Labels of the enabled choice buttons. */
export const choices = (page) => page.locator('section.choices button.choice:enabled').allTextContents();

/**
 * Makes one decision for the seat holding the tablet on the Goat Lords table, preferring a
 * duel, then a birth, then other answers, then a discard: picks each usable card in turn and
 * looks at what lights up. Returns the label of what it tapped.
 */
export async function decide(page, { preferDuel = true } = {}) {
  // What the table offers: what its lit places do (a tap there does it) and its buttons.
  const offers = async () => [
    ...(await page.locator('main .gl-target').evaluateAll((els) => els.map((e) => e.getAttribute('data-does')))),
    ...(await choices(page)),
  ];
  const tapOffer = async (label) => {
    const lit = page.locator(`main .gl-target[data-does=${JSON.stringify(label)}]`);
    if (await lit.count()) await lit.first().click();
    else await page.locator('section.choices button.choice', { hasText: label }).first().click();
  };
  const free = await choices(page);
  const cards = page.locator('section.mine button.gl-card:not([aria-disabled=true]):not(.gl-target)');
  const n = await cards.count();
  let fallback = null;
  for (const wanted of [preferDuel ? /^Duel (?!on)/ : null, /^Birth|^Assisted/, /^Duel on/, /^Trash/].filter(Boolean)) {
    for (let i = 0; i < n; i++) {
      const card = cards.nth(i);
      const key = await card.getAttribute('data-key');
      await card.click();
      const opts = await offers();
      const hit = opts.find((o) => wanted.test(o));
      if (hit) {
        await tapOffer(hit);
        return hit;
      }
      fallback ??= opts.find((o) => /^Discard/.test(o)) ? key : null;
      await page.locator(`section.mine button.gl-card[data-key=${key}]`).click(); // put it back
    }
  }
  const answer = free.find((o) => /Let it happen|Give up/.test(o));
  if (answer) {
    await page.getByRole('button', { name: answer, exact: true }).click();
    return answer;
  }
  assert.notEqual(fallback, null, 'no choice at all on a play screen');
  await page.locator(`section.mine button.gl-card[data-key=${fallback}]`).click();
  const discard = (await offers()).find((o) => /^Discard/.test(o));
  await tapOffer(discard);
  return discard;
}

/** One quick decision: answer, or pick the first usable card and birth or discard with it. */
export async function quickMove(page) {
  await passOn(page);
  if ((await screen(page)) === 'handoff') await page.getByRole('button', { name: /show my cards/ }).click();
  if ((await screen(page)) !== 'play') return false;
  await quickDecision(page);
  return true;
}

/** One quick Goat Lords decision on the play screen: answer, else birth or discard with the first usable card. */
export async function quickDecision(page) {
  const offers = async () => [
    ...(await page.locator('main .gl-target').evaluateAll((els) => els.map((e) => e.getAttribute('data-does')))),
    ...(await choices(page)),
  ];
  const free = await choices(page);
  const answer = free.find((o) => /Let it happen|Give up/.test(o));
  if (answer) {
    await page.getByRole('button', { name: answer, exact: true }).click();
    return;
  }
  await page.locator('section.mine button.gl-card:not([aria-disabled=true])').first().click();
  const opts = await offers();
  const pick = opts.find((o) => /^Birth|^Assisted/.test(o)) ?? opts.find((o) => /^Discard|^Trash/.test(o)) ?? opts[0];
  const lit = page.locator(`main .gl-target[data-does=${JSON.stringify(pick)}]`);
  if (await lit.count()) await lit.first().click();
  else await page.locator('section.choices button.choice', { hasText: pick }).first().click();
}

/**
 * The play screen fits a tablet in both orientations without scrolling, never scrolls sideways
 * on a phone, and every visible button is at least 56px square. Screenshots for each size.
 */
export async function checkFit(page, game) {
  for (const [w, h, name] of [[1280, 800, 'landscape'], [800, 1280, 'portrait'], [375, 740, 'phone']]) {
    await page.setViewportSize({ width: w, height: h });
    // The table as it settles: a move still flying in may pass the edge of the screen.
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    await page.screenshot({ path: `test-results/${game}-${name}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `${game} ${name}: the page scrolls sideways by ${overflow}px`);
    if (name !== 'phone') {
      const below = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      assert.ok(below <= 0, `${game} ${name}: the board needs ${below}px of scrolling`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // (BattleGoats' discard pile stays 48px high: see measure.)
  const small = await page.locator('button:visible:not(.bg-pile), [role=button]:visible').evaluateAll((bs) =>
    bs.map((b) => [b.getBoundingClientRect(), b.ariaLabel ?? b.textContent])
      .filter(([r]) => r.width < 56 || r.height < 56).map(([r, l]) => `${l} ${r.width}x${r.height}`));
  assert.deepEqual(small, []);
}

/** Runs axe-core on the page; returns the serious and critical violations, described. */
export async function axeProblems(page, where) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  }
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  return result.map((r) => `${where}: ${r}`);
}

/** Presses Tab until the focused element's accessible text matches `pattern`; returns it. */
export async function tabTo(page, pattern, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return '';
      if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
      const copy = el.cloneNode(true);
      copy.querySelectorAll('[aria-hidden=true]').forEach((n) => n.remove());
      return (copy.textContent ?? '').trim();
    });
    if (pattern.test(text)) return text;
  }
  throw new Error(`no focusable control matching ${pattern} within ${limit} tabs`);
}

/**
 * Measures the screen as shown: how far what is drawn spreads (the union of the boxes of the
 * visible elements in `<main>` and any open sheet that draw something: a background, a border, a
 * picture or text of their own, as fractions of the viewport), the smallest text on the page (SVG
 * text by the size it is drawn at), the smallest control (buttons, links, fields; not those of an
 * inert picture), and how far the page scrolls.
 */
export async function measure(page, ignore = null) {
  return page.evaluate((ignore) => {
    const shown = (el) => {
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.display === 'none') return false;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1;
    };
    const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const draws = (el) => {
      if (el instanceof SVGSVGElement || el.tagName === 'IMG' || el.tagName === 'CANVAS') return true;
      const s = getComputedStyle(el);
      if (s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.backgroundImage !== 'none') return true;
      if (parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle !== 'none') return true;
      return ownText(el);
    };
    const describe = (el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const el of document.querySelectorAll('main *, .overlay, .overlay *')) {
      // An SVG counts as one picture.
      if (el.ownerSVGElement) continue;
      if (!shown(el) || !draws(el)) continue;
      // What is drawn on the screen: a part scrolled out of a panel or the page is not.
      const r = el.getBoundingClientRect();
      left = Math.min(left, Math.max(r.left, 0)); top = Math.min(top, Math.max(r.top, 0));
      right = Math.max(right, Math.min(r.right, innerWidth)); bottom = Math.max(bottom, Math.min(r.bottom, innerHeight));
    }
    let smallestText = { size: Infinity, what: 'none' };
    for (const el of document.body.querySelectorAll('*')) {
      if (!ownText(el) || el.closest('.sr-only') || el.closest('[aria-hidden=true]') && !el.closest('svg')) continue;
      if (ignore && el.closest(ignore)) continue;
      if (!shown(el) && !(el instanceof SVGElement)) continue;
      let size = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGElement) {
        const m = el.getScreenCTM?.();
        if (m) size *= Math.abs(m.a);
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) continue;
      }
      if (size < smallestText.size) smallestText = { size: Math.round(size * 10) / 10, what: describe(el) };
    }
    let smallestControl = { size: Infinity, what: 'none' };
    for (const el of document.body.querySelectorAll('button, a[href], input, select, [role=button]')) {
      if (el.closest('[inert]') || !shown(el)) continue;
      // BattleGoats' discard pile stays 48px high: at 56 an opponent's cards come out under 56px
      // (docs/performance.md, stop 55). Every other control is measured.
      if (el.matches('.bg-pile')) continue;
      const r = el.getBoundingClientRect();
      const size = Math.min(r.width, r.height);
      if (size < smallestControl.size) smallestControl = { size: Math.round(size * 10) / 10, what: describe(el) };
    }
    // Cards in the hand of the seat holding the tablet (the kit's hand-size cards).
    let smallestHandCard = { size: Infinity, what: 'none' };
    for (const el of document.querySelectorAll('main .k-card.hand')) {
      if (!shown(el)) continue;
      const w = el.getBoundingClientRect().width;
      if (w < smallestHandCard.size) smallestHandCard = { size: Math.round(w * 10) / 10, what: describe(el) };
    }
    const root = document.documentElement;
    return {
      spanX: (right - left) / innerWidth, spanY: (bottom - top) / innerHeight,
      smallestText, smallestControl, smallestHandCard,
      scrollX: root.scrollWidth - innerWidth, scrollY: root.scrollHeight - innerHeight,
    };
  }, ignore);
}

/** An init script that counts every Web Animations call (window.__animateCalls) and every CSS
 *  animation that started (window.__ran), from page load. */
export const COUNT_ANIMATIONS = `
  window.__animateCalls = 0;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) { window.__animateCalls++; return animate.apply(this, args); };
  window.__ran = 0;
  addEventListener('animationstart', () => window.__ran++, true);
`;

/** How many finite animations are running now (an endless "thinking" sign is not counted). */
export const running = (page) => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running'
  && a.effect.getTiming().iterations !== Infinity).length);

/** The data-key of everything the last action marked (data-last). */
export const lastKeys = (page) => page.locator('main [data-last]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));

/**
 * Text cut or spilling: every visible element in `<main>` (and an open sheet) that holds words of
 * its own, outside `ignore`, whose content is wider or taller than its box (by more than 1px), or
 * whose box runs out of an ancestor that clips (overflow hidden or clip; a panel that scrolls is
 * not counted). Each is described by its tag, classes and text. SVG text is not measured.
 */
export async function overflowing(page, ignore = null, covered = true) {
  return page.evaluate(([ignore, covered]) => {
    const out = [];
    const describe = (el) => `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // Whether an element hides what is under it at (x, y): a background, a border, a picture, or
    // its own words' glyphs there.
    const drawn = (e, x, y) => {
      const cs = getComputedStyle(e);
      if (Number(cs.opacity) === 0 || cs.visibility !== 'visible') return false;
      if (!/rgba\(0, 0, 0, 0\)|transparent/.test(cs.backgroundColor) || cs.backgroundImage !== 'none'
        || parseFloat(cs.borderTopWidth) > 0 || e instanceof SVGElement || e.tagName === 'IMG') return true;
      return [...e.childNodes].some((n) => {
        if (n.nodeType !== 3 || !n.textContent.trim()) return false;
        const words = document.createRange();
        words.selectNodeContents(n);
        return [...words.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
      });
    };
    // What floats over the page as it scrolls (a phone's replay controls) covers nothing for good.
    const floats = (e) => { for (; e && e !== document.body; e = e.parentElement) if (/fixed|sticky/.test(getComputedStyle(e).position)) return true; return false; };
    // A card drawn inside its button takes no taps of its own (pointer-events: none) and still
    // covers the card under it: while measuring, everything is hit by a point (elementsFromPoint
    // passes over what takes no taps).
    const hits = document.createElement('style');
    hits.textContent = 'main *, .overlay * { pointer-events: auto !important; }';
    if (covered) document.head.append(hits);
    for (const el of document.querySelectorAll('main *, .overlay *')) {
      // (What lies inert under a screen drawn over it, the hand-off's, is not there to be read.)
      if (!(el instanceof HTMLElement) || el.closest('.sr-only') || el.closest('[inert]')) continue;
      if (ignore && el.closest(ignore)) continue;
      // Words (letters or digits): an emoji drawn as a picture is not text to read.
      if (![...el.childNodes].some((n) => n.nodeType === 3 && /[\p{L}\p{N}]/u.test(n.textContent))) continue;
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden' || s.display === 'inline' || s.display === 'contents') continue;
      const r = el.getBoundingClientRect();
      // (A label kept for screen readers only is a 1px box.)
      if (r.width <= 1 || r.height <= 1) continue;
      const scrolls = /auto|scroll/.test(s.overflowX + s.overflowY);
      // Glyphs may reach a little past a tight line height without being cut or spilling.
      const clips = /hidden|clip/.test(s.overflowX + s.overflowY);
      const slack = clips ? 1 : Math.max(3, parseFloat(s.fontSize) * 0.25);
      if (!scrolls && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + slack)) {
        out.push(`${describe(el)}: content ${el.scrollWidth}x${el.scrollHeight} in a box of ${el.clientWidth}x${el.clientHeight}`);
        continue;
      }
      let cut = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const as = getComputedStyle(a);
        if (/auto|scroll/.test(as.overflowX + as.overflowY)) break;
        if (!/hidden|clip/.test(as.overflowX + as.overflowY)) continue;
        const b = a.getBoundingClientRect();
        if (r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1) {
          out.push(`${describe(el)}: runs out of ${describe(a).split(' "')[0]} (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)} in ${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.width)}x${Math.round(b.height)})`);
          cut = true;
          break;
        }
      }
      // (What only peeks out from under its neighbour, data-peek, may be covered by the next.)
      if (!covered || cut || s.visibility !== 'visible' || Number(s.opacity) === 0 || el.closest('[data-peek]')) continue;
      // Where the words can be seen at all: inside every box around them that scrolls (what is
      // scrolled out of sight is under nothing).
      const seen = [];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(a).overflowX + getComputedStyle(a).overflowY)) seen.push(a.getBoundingClientRect());
      }
      const inSight = (x, y) => seen.every((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
      // Covered: the words' own glyphs (each line's ends and middle, on screen) are under
      // something drawn over them that is neither they nor a box that holds them (a card under
      // the next card of a fanned hand). See-through layers (no background, border or words of
      // their own: a card's info area) are looked through.
      for (const n of el.childNodes) {
        if (n.nodeType !== 3 || !/[\p{L}\p{N}]/u.test(n.textContent)) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const under = [...range.getClientRects()].flatMap((line) => {
          const y = line.top + line.height / 2;
          return [line.left + 2, (line.left + line.right) / 2, line.right - 2].map((x) => [x, y]);
        }).filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight && inSight(x, y)).map(([x, y]) => {
          for (const hit of document.elementsFromPoint(x, y)) {
            if (el.contains(hit) || hit.contains(el)) return null;
            if (drawn(hit, x, y)) return floats(hit) ? null : [x, y, hit];
          }
          return null;
        }).find(Boolean);
        if (under) {
          out.push(`${describe(el)}: covered by ${describe(under[2])} at ${Math.round(under[0])},${Math.round(under[1])}`);
          break;
        }
      }
    }
    hits.remove();
    return out;
  }, [ignore, covered]);
}

/** In a lesson, marks `data-wrong` on something on the table that is not the thing to tap (a
 *  control if there is one); what it is, in words, or null if there is nothing else. */
export function markWrong(page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const lit = main.querySelector('[data-next]');
    const ok = (el) => !el.closest('.guide') && !el.closest('[data-next]') && !el.contains(lit)
      && !el.disabled && el.getBoundingClientRect().width > 0;
    const found = [...main.querySelectorAll('button, [role=button]')].find(ok)
      ?? [...main.querySelectorAll('.k-side li, .k-side h3')].find(ok);
    if (!found) return null;
    found.setAttribute('data-wrong', '');
    return found.getAttribute('aria-label') ?? found.textContent.trim().slice(0, 40);
  });
}
