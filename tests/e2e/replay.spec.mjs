// Watching a finished game again (src/app/screens/replay.rs, on the game's more page) and its share link
// (src/engine/link.rs): computers play a game of BattleGoats to its end; Watch again opens the
// more page, whose replay ends at the table the end screen shows; stepping back, forward, by the slider and by itself changes the table;
// the screen fits a tablet both ways with no page scrolling; the link opens the same replay in a
// browser with nothing stored; a damaged link, one of another version, one of another game and
// one whose moves are illegal show a clear notice at the setup; an old link to the game's page
// still opens the replay.
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { screen, startComputers, measure } from './helpers.mjs';

/** What the table shows inside `where`: each keyed card or piece, where it lies and its face. */
async function tableOf(page, where) {
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  return page.locator(`${where} [data-key]`).evaluateAll((els) => els
    .map((e) => [e.getAttribute('data-key'), e.getAttribute('data-at'), e.getAttribute('data-face')].join('|')).sort());
}

const moves = async (page) => Number(await page.getAttribute('main', 'data-moves'));
const total = async (page) => Number(await page.getAttribute('main', 'data-total'));
const board = (page) => tableOf(page, 'main .k-board');

/** The replay screen fits the viewport with no page scrolling, its controls 56px tall or more
 *  and no text under 12px. */
async function checkFits(page, size) {
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  await page.screenshot({ path: `test-results/replay-${size}.png`, fullPage: true });
  const m = await measure(page);
  assert.ok(m.scrollY <= 0 && m.scrollX <= 0, `${size}: the page scrolls (${m.scrollX}, ${m.scrollY})`);
  assert.ok(m.smallestText.size >= 12, `${size}: text under 12px: ${JSON.stringify(m.smallestText)}`);
  const low = await page.locator('main.replay button:visible').evaluateAll((bs) => bs
    .filter((b) => !b.closest('.k-board')).map((b) => [b.textContent, b.getBoundingClientRect().height])
    .filter(([, h]) => h < 56));
  assert.deepEqual(low, [], `${size}: replay buttons under 56px`);
  // The table gets the space: the biggest part of the screen.
  // (A table drawn straight into the screen's grid has no board box of its own.)
  const box = await page.locator('main .k-board').boundingBox();
  const view = page.viewportSize();
  if (box) assert.ok(box.width * box.height > 0.3 * view.width * view.height, `${size}: the table is small: ${JSON.stringify(box)}`);
}

test('a finished game can be watched again, stepped through, and shared by a link', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await startComputers(page, /^BattleGoats/, ['easy', 'easy'], '777');
  await page.getByRole('button', { name: 'Instant', exact: true }).click();
  await page.waitForSelector('main[data-screen=over]', { timeout: 240_000 });
  const final = await tableOf(page, 'main .final-table');
  assert.ok(final.length > 0, 'the end screen shows a table');

  // Watch again: from the deal, before the first move; the slider's end is the end screen's
  // table.
  await page.getByRole('button', { name: 'Watch again', exact: true }).click();
  await page.waitForSelector('main[data-screen=replay][data-game=battlegoats]');
  const n = await total(page);
  assert.ok(n > 19, `a whole game has its moves (${n})`);
  assert.equal(await moves(page), 0, 'Watch again starts at the deal');
  await page.getByText(`Move 0 of ${n}`, { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Step back' }).isDisabled(), true);
  await checkFits(page, 'battlegoats-landscape-deal');
  const slider = page.getByRole('slider', { name: 'Move' });
  const slide = (to) => slider.evaluate((el, to) => {
    el.value = String(to);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, to);
  await slide(n);
  await page.waitForSelector(`main[data-screen=replay][data-moves="${n}"]`);
  await page.getByText(`Move ${n} of ${n}`, { exact: true }).waitFor();
  assert.deepEqual(await board(page), final);
  await checkFits(page, 'battlegoats-landscape');

  // Step back: one move less, another table; forward again: the end.
  await page.getByRole('button', { name: 'Step back' }).click();
  await page.waitForSelector(`main[data-screen=replay][data-moves="${n - 1}"]`);
  await page.getByText(`Move ${n - 1} of ${n}`, { exact: true }).waitFor();
  const before = await board(page);
  const beforeText = await page.textContent('main .k-board');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.waitForSelector(`main[data-screen=replay][data-moves="${n}"]`);
  const after = await board(page);
  assert.deepEqual(after, final);
  assert.ok(JSON.stringify(before) !== JSON.stringify(after) || beforeText !== await page.textContent('main .k-board'),
    'the table changed with the step');

  // The slider: to move 5, then the deal.
  await slide(5);
  await page.waitForSelector('main[data-screen=replay][data-moves="5"]');
  await page.getByText(`Move 5 of ${n}`, { exact: true }).waitFor();
  const five = await board(page);
  assert.notDeepEqual(five, final);
  await slide(0);
  await page.waitForSelector('main[data-screen=replay][data-moves="0"]');
  assert.equal(await page.getByRole('button', { name: 'Step back' }).isDisabled(), true);

  // Play steps on by itself, about a move a second; Pause stops it.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForSelector('main[data-screen=replay][data-moves="2"]', { timeout: 4000 });
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const stopped = await moves(page);
  await page.waitForTimeout(1500);
  assert.equal(await moves(page), stopped, 'paused: no more steps');

  // Seen by another seat.
  const seats = page.getByRole('group', { name: 'Seen by' }).getByRole('button');
  assert.equal(await seats.count(), 2);
  await seats.nth(1).click();
  assert.equal(await seats.nth(1).getAttribute('aria-pressed'), 'true');
  await seats.nth(0).click();

  // Portrait fits too.
  await slide(n);
  await page.setViewportSize({ width: 800, height: 1280 });
  await checkFits(page, 'battlegoats-portrait');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The link: the more page's address with the game in its fragment; Copy link copies it.
  assert.match(page.url(), /\/battlegoats\/more\/#again=/);
  const link = await page.getByLabel(/link to watch this game/).inputValue();
  assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/battlegoats\/more\/#watch=1\.[A-Za-z0-9_-]+$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('Copied.').waitFor();

  // Back to the result (on the game's page), and the game is still the one open here.
  await page.getByRole('button', { name: 'Back to the result' }).click();
  await page.waitForSelector('main[data-screen=over]');
  assert.match(page.url(), /\/battlegoats\/$/);
  assert.deepEqual(await tableOf(page, 'main .final-table'), final);

  // The link in a browser that has never seen this game: the same final table, nothing saved.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
  const problems = [];
  const open = async (url) => {
    const p = await other.newPage();
    p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    p.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    await p.goto(url);
    await p.waitForSelector('main[data-screen]:not([data-screen=leaving])');
    return p;
  };
  const watcher = await open(link);
  await watcher.waitForSelector('main[data-screen=replay][data-moves="0"]');
  assert.equal(await total(watcher), n);
  await watcher.getByRole('slider', { name: 'Move' }).evaluate((el, to) => {
    el.value = String(to);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, n);
  await watcher.waitForSelector(`main[data-screen=replay][data-moves="${n}"]`);
  assert.deepEqual(await board(watcher), final);
  assert.deepEqual(await watcher.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('goatherd.save.'))), []);
  await watcher.getByRole('button', { name: 'Step back' }).click();
  await watcher.waitForSelector(`main[data-screen=replay][data-moves="${n - 1}"]`);
  assert.deepEqual(await board(watcher), before);
  // A link to the game's page, as they were written before the replay had a page of its own,
  // opens the same replay there.
  const old = await open(link.replace('/more/#', '/#'));
  await old.waitForSelector('main[data-screen=replay][data-moves="0"]');
  assert.equal(await total(old), n);
  assert.match(old.url(), /\/battlegoats\/more\/#watch=/);
  await old.close();

  // Links that can't be shown: a clear notice at the setup, no panic.
  const data = link.split('#watch=1.')[1];
  const save = Buffer.from(data, 'base64url').toString('utf8');
  const encode = (text) => `1.${Buffer.from(text, 'utf8').toString('base64url')}`;
  const page0 = link.split('#')[0];
  const illegal = save.replace(/\nact 1 [^\n]*/, '\nact 1 99 99 99');
  assert.notEqual(illegal, save);
  for (const [url, why] of [
    [`${page0}#watch=${data.slice(0, -3)}@@`, /damaged/],
    [`${page0}#watch=9.xxx`, /another version of Goatherd \(link format 9/],
    [`${page0}#watch=${encode('hello')}`, /can't be opened/],
    [`${page0}#watch=${encode(illegal)}`, /can't be opened/],
    [`${page0.replace('battlegoats', 'floats-mcgoats')}#watch=1.${data}`, /game of BattleGoats, not of this game/],
  ]) {
    const p = await open(url);
    // (The more page goes to the game's page, which shows the notice at its setup.)
    await p.waitForSelector('main[data-screen=setup]');
    assert.match(p.url(), /\/(battlegoats|floats-mcgoats)\/$/, url);
    assert.equal(await screen(p), 'setup', url);
    assert.match(await p.textContent('main .notice'), why, url);
    await p.close();
  }
  assert.deepEqual(problems, []);
  await other.close();
});

test('the replay of a game of Floats McGoats fits a tablet both ways and ends as the game did', async ({ page }) => {
  test.setTimeout(300_000);
  await startComputers(page, /^Floats McGoats/, ['easy', 'easy'], '777');
  await page.getByRole('button', { name: 'Instant', exact: true }).click();
  await page.waitForSelector('main[data-screen=over]', { timeout: 240_000 });
  const final = await tableOf(page, 'main .final-table');
  await page.getByRole('button', { name: 'Watch again', exact: true }).click();
  await page.waitForSelector('main[data-screen=replay][data-game=floats-mcgoats][data-moves="0"]');
  const n = await total(page);
  await page.getByRole('slider', { name: 'Move' }).evaluate((el, to) => {
    el.value = String(to);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, n);
  await page.waitForSelector(`main[data-screen=replay][data-moves="${n}"]`);
  // The same goats on the same places (which goat of a seat carries which motion key follows
  // the moves the table was shown, and the replay jumped here from the deal).
  // (nor which of two goats on one place is drawn on top).
  const shape = (rows) => rows.map((r) => r.replace(/^([a-z-]+\d*[a-z]+)\d+\|/, '$1|').replace(/\/\d+\|/, '|')).sort();
  assert.deepEqual(shape(await board(page)), shape(final));
  await checkFits(page, 'floats-mcgoats-landscape');
  await page.getByRole('button', { name: 'Step back' }).click();
  await page.waitForSelector(`main[data-screen=replay][data-moves="${n - 1}"]`);
  assert.equal(await page.getByRole('group', { name: 'Seen by' }).count(), 0, 'nothing is hidden: no seat to choose');
  await page.setViewportSize({ width: 800, height: 1280 });
  await checkFits(page, 'floats-mcgoats-portrait');
  await page.setViewportSize({ width: 1280, height: 800 });
});
