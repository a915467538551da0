// Learn to play (src/app/screens/guide.rs, the scripts in docs/learn/): for each game, a guided first game
// is followed from its first step to its last by tapping the one thing marked data-next, as a
// newcomer would; on the first step that asks for a tap on the table, a tap on something else is
// refused with words on what to tap, and changes nothing; every step fits the tablet with no page
// scrolling. The last step starts a real game. One lesson is also left half way for the setup.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { markWrong, measure, overflowing } from './helpers.mjs';

const GAMES = ['goat-lords', 'battlegoats', 'gruff-goats', 'grab-your-goat', 'floats-mcgoats'];

/** The lesson's step, its moves, and what is marked to tap. */
async function where(page) {
  return page.evaluate(() => {
    // (No <main> only while a page loads: read as no step.)
    const main = document.querySelector('main') ?? document.createElement('main');
    const next = [...main.querySelectorAll('[data-next]')];
    return {
      screen: main.dataset.screen,
      step: Number(main.dataset.step),
      steps: Number(main.dataset.steps),
      moves: Number(main.dataset.moves),
      next: next.length,
      onTable: next.length === 1 && !next[0].closest('.guide'),
      words: main.querySelector('.guide-say')?.textContent ?? '',
    };
  });
}

/**
 * Why the lesson's ring can't be seen around the marked thing, or null if it can: the kit's gold
 * (#e0b400) must be in the outline, box shadow or (in an SVG) drop-shadow filter of the marked
 * element or of a part of it, that part's box must lie inside every ancestor that clips, and the
 * thing must be in front (its middle is not under another element).
 */
async function ringProblem(page) {
  return page.evaluate(() => {
    // Read at the height of each endless pulse (the end of its first beat), then let them go on.
    const pulses = document.getAnimations().filter((a) => a.effect?.getTiming().iterations === Infinity);
    for (const a of pulses) {
      const d = a.effect.getTiming().duration;
      a.pause();
      a.currentTime = (typeof d === 'number' ? d : 0) - 1;
    }
    try {
      return look();
    } finally {
      for (const a of pulses) a.play();
    }
  function look() {
    const el = document.querySelector('main [data-next]');
    if (!el) return 'nothing is marked';
    // The kit's gold, pulsing from #e0b400 to #ffe98a: a strong yellow.
    const gold = (text) => [...text.matchAll(/rgba?\((\d+), (\d+), (\d+)/g)]
      .some(([, r, g, b]) => r >= 200 && g >= 160 && b <= 160 && r - b >= 90);
    const has = (e) => {
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && gold(s.outlineColor))
        || gold(s.boxShadow) || gold(s.filter);
    };
    const ringed = [el, ...el.querySelectorAll('*')].find(has);
    const name = (e) => `${e.tagName.toLowerCase()}.${typeof e.className === 'string' ? e.className.trim().split(/\s+/).join('.') : ''}`;
    if (!ringed) return `no gold ring on ${name(el)}`;
    // How far the ring reaches out of the box (half way through an outline drawn outside it).
    const rs = getComputedStyle(ringed);
    const out = rs.outlineStyle !== 'none' && gold(rs.outlineColor)
      ? Math.max(0, parseFloat(rs.outlineOffset) + parseFloat(rs.outlineWidth) / 2) : 2;
    const box = ringed.getBoundingClientRect();
    const r = { left: box.left - out, right: box.right + out, top: box.top - out, bottom: box.bottom + out,
      width: box.width, height: box.height };
    for (let a = ringed.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (!/hidden|clip|auto|scroll/.test(s.overflowX + s.overflowY) || s.display === 'contents') continue;
      const b = a.getBoundingClientRect();
      if (b.width < 1 || b.height < 1) continue;
      // (A ring cut by a pixel or two still shows all round.)
      if (r.left < b.left - 3 || r.right > b.right + 3 || r.top < b.top - 3 || r.bottom > b.bottom + 3) {
        return `the ring of ${name(el)} is cut by ${name(a)} (ring ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)} in ${Math.round(b.left)},${Math.round(b.top)}-${Math.round(b.right)},${Math.round(b.bottom)})`;
      }
    }
    const mid = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (mid && !el.contains(mid) && !mid.contains(el) && box.top >= 0 && box.bottom <= innerHeight) {
      return `${name(el)} is under ${name(mid)}`;
    }
    return null;
  }
  });
}

/** Opens the game's setup and starts its lesson. */
async function startLesson(page, slug) {
  await page.goto(`${slug}/`);
  await page.waitForSelector(`main[data-screen=setup][data-game=${slug}]`);
  await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
  await page.waitForSelector(`main[data-screen=learn][data-game=${slug}]`);
}

/** Taps something on the table that is not the marked thing (a control if there is one), and
 *  checks the lesson refuses it: words on what to tap, the same step, the same moves. */
async function tapWrong(page, before) {
  const wrong = await markWrong(page);
  assert.ok(wrong !== null, 'there is something else on the table to tap');
  await page.locator('main [data-wrong]').first().dispatchEvent('click');
  const refused = page.locator('main .guide-refused');
  await refused.waitFor();
  const said = await refused.textContent();
  assert.match(said, /Not that one yet: this step asks you to tap/, `a tap on "${wrong}" is refused with a reason`);
  const after = await where(page);
  assert.equal(after.step, before.step, 'a refused tap keeps the step');
  assert.equal(after.moves, before.moves, 'a refused tap plays nothing');
  assert.equal(after.next, 1, 'the thing to tap is still marked');
  await page.locator('main [data-wrong]').evaluateAll((els) => els.forEach((e) => e.removeAttribute('data-wrong')));
}

for (const slug of GAMES) {
  test(`${slug}: the guided first game is followed to its end by tapping the marked thing`, async ({ page }) => {
    test.setTimeout(240_000);
    await startLesson(page, slug);
    // The lesson stays on its page to its last step: a page load in between is named.
    const loads = [];
    page.on('framenavigated', (f) => { if (f === page.mainFrame()) loads.push(f.url()); });
    let at = await where(page);
    assert.equal(at.step, 1);
    assert.ok(at.steps >= 12, `a lesson of some length (${at.steps} steps)`);
    let refusedOnce = false;
    let tableTaps = 0;
    let stepsSeen = new Set();
    for (let i = 0; i < 400 && at.step < at.steps; i++) {
      // A computer's move without words plays by itself: wait for the next mark. Meanwhile the
      // lesson's band is never empty: it says who is playing.
      for (let t = 0; t < 100 && !(await page.locator('main [data-next]').count()); t++) {
        const said = await page.locator('main .guide-say').textContent();
        assert.ok(said.trim().length > 0, `step ${await page.getAttribute('main', 'data-step')}: the lesson's band is empty while a computer plays`);
        await page.waitForTimeout(100);
      }
      await page.waitForFunction(() => document.querySelectorAll('main [data-next]').length > 0, null, { timeout: 10_000 });
      at = await where(page);
      // The table as it settles (a move or a fight's stamp still playing is not what is read).
      await page.evaluate(() => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).forEach((a) => a.finish()));
      assert.equal(at.next, 1, `step ${at.step}: exactly one thing is marked to tap (${at.next})`);
      assert.ok(at.words.trim().length > 0, `step ${at.step} says something`);
      if (!stepsSeen.has(at.step)) {
        stepsSeen.add(at.step);
        const m = await measure(page);
        assert.ok(m.scrollY <= 0 && m.scrollX <= 0, `step ${at.step}: the page scrolls (${m.scrollX}, ${m.scrollY})`);
        assert.ok(m.smallestText.size >= 12, `step ${at.step}: text under 12px: ${JSON.stringify(m.smallestText)}`);
        assert.deepEqual(await overflowing(page), [], `step ${at.step}: text cut or spilling`);
      }
      // Whatever kind of thing is marked (a card in the hand, a place, a pile, a button), the
      // ring shows around it. (Each mark of a step: a choice in several taps moves it.)
      await page.evaluate(() => document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).forEach((a) => a.finish()));
      // (A thing still settling into place is looked at again a moment later.)
      let ring = await ringProblem(page);
      if (ring) {
        await page.waitForTimeout(400);
        ring = await ringProblem(page);
      }
      assert.equal(ring, null, `step ${at.step}: the lesson's mark can't be seen: ${ring}`);
      if (at.onTable && !refusedOnce) {
        await tapWrong(page, at);
        refusedOnce = true;
      }
      if (at.onTable) tableTaps += 1;
      const before = JSON.stringify([at.step, at.moves]);
      await page.locator('main [data-next]').evaluate((e) => e.setAttribute('data-tapped', ''));
      await page.locator('main [data-next]').click();
      // The step goes on, or (a choice in several taps) the mark moves on the table.
      await page.waitForFunction((b) => {
        const main = document.querySelector('main');
        if (!main) return false;
        return main.dataset.screen !== 'learn' || JSON.stringify([Number(main.dataset.step), Number(main.dataset.moves)]) !== b
          || !main.querySelector('[data-next]')?.hasAttribute('data-tapped');
      }, before, { timeout: 10_000 });
      await page.evaluate(() => document.querySelectorAll('[data-tapped]').forEach((e) => e.removeAttribute('data-tapped')));
      at = await where(page);
    }
    assert.deepEqual(loads, [], `the lesson left its page at step ${at.step}`);
    assert.equal(at.step, at.steps, 'the lesson reached its last step');
    assert.ok(refusedOnce, 'a wrong tap was tried and refused');
    assert.ok(tableTaps >= 5, `the learner played on the table (${tableTaps} taps)`);
    assert.ok(stepsSeen.size >= 8, `steps with a mark were seen (${stepsSeen.size})`);
    // The last step offers a real game, and starts one.
    await page.getByRole('button', { name: 'Play a real game', exact: true }).click();
    // (It leaves the lesson's page for the game's: until that page draws, there is no <main>.)
    await page.waitForFunction((s) => ['play', 'handoff', 'computer'].includes(document.querySelector('main')?.dataset.screen)
      && document.querySelector('main')?.dataset.game === s, slug);
    if (await page.getAttribute('main', 'data-screen') === 'handoff') await page.locator('main button.primary').click();
    await page.waitForFunction(() => ['play', 'computer'].includes(document.querySelector('main')?.dataset.screen));
    assert.ok(Number(await page.getAttribute('main', 'data-moves')) <= 1, 'a new game, from its first move');
  });
}

test('a lesson can be left at any step for the setup, and started again from its start', async ({ page }) => {
  await startLesson(page, 'floats-mcgoats');
  await page.locator('main [data-next]').first().waitFor();
  await page.locator('main [data-next]').first().click();
  await page.waitForFunction(() => Number(document.querySelector('main')?.dataset.step) > 1 || Number(document.querySelector('main')?.dataset.moves) > 0);
  await page.getByRole('button', { name: 'Leave the lesson', exact: true }).click();
  await page.waitForSelector('main[data-screen=setup][data-game=floats-mcgoats]');
  await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
  await page.waitForSelector('main[data-screen=learn][data-step="1"][data-moves="0"]');
});

test('@shell the lesson fits the screen, its words and the thing to tap in view', async ({ page }) => {
  test.setTimeout(240_000);
  const view = page.viewportSize();
  const phone = view.width < 600;
  for (const slug of GAMES) {
    await startLesson(page, slug);
    // The first step, then the first step that asks for a tap on the table.
    for (let i = 0; i < 30; i++) {
      await page.waitForFunction(() => document.querySelectorAll('main [data-next]').length > 0, null, { timeout: 10_000 });
      const at = await where(page);
      if (at.step === 1 || at.onTable) {
        const m = await measure(page);
        assert.ok(m.scrollX <= 0, `${slug} step ${at.step}: the page scrolls sideways`);
        if (!phone) assert.ok(m.scrollY <= 0, `${slug} step ${at.step}: the page scrolls (${m.scrollY})`);
        assert.ok(m.smallestText.size >= 12, `${slug} step ${at.step}: text under 12px: ${JSON.stringify(m.smallestText)}`);
        const lit = page.locator('main [data-next]');
        if (phone) await lit.scrollIntoViewIfNeeded();
        const box = await lit.boundingBox();
        assert.ok(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width + 1 && box.y + box.height <= view.height + 1,
          `${slug} step ${at.step}: the thing to tap is on screen (${JSON.stringify(box)})`);
        const words = await page.locator('main .guide-say').boundingBox();
        if (!phone) assert.ok(words && words.y + words.height <= view.height, `${slug}: the step's words are on screen`);
        await page.screenshot({ path: `test-results/learn-${slug}-${view.width}x${view.height}-${at.step}.png` });
      }
      if (at.onTable) break;
      await page.locator('main [data-next]').click();
      await page.waitForFunction((s) => Number(document.querySelector('main')?.dataset.step) !== s
        || document.querySelectorAll('main [data-next]').length === 0, at.step);
    }
  }
});
