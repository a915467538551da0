// What a new player tripped on (issue 69), kept from coming back:
// - the setup remembers the table (names, tokens, who plays each seat, how fast computers play),
//   for the next game and after Menu > New game, and offers to go on with a game left unfinished;
// - a card that can do nothing now says why when tapped, and nothing changes;
// - the table keeps its place and size when a turn ends and the "Pass to ..." button comes;
// - in a lesson, a long press on the table reads the card, and is not taken for a wrong tap.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from './fixtures.mjs';
import { decide, openGame, passOn, screen, takeTablet } from './helpers.mjs';

test('the setup remembers the table and the computers\' pace, and offers the game left unfinished', async ({ page }) => {
  await openGame(page, /^Gruff Goats/);
  await page.getByRole('button', { name: '3 players', exact: true }).click();
  await page.getByLabel('Name of player 1').fill('Ana');
  await page.getByLabel('Name of player 2').fill('Bo');
  await page.getByLabel('Who plays seat 3').selectOption('hard');
  const paces = page.getByRole('group', { name: 'Computer speed' });
  await paces.getByRole('button', { name: 'Fast', exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForSelector('main[data-screen=handoff], main[data-screen=play]');
  // Menu > New game: the same people, the same computer, the same pace.
  await page.getByRole('button', { name: /^Menu$/ }).click();
  await page.getByRole('button', { name: /^New game/ }).click();
  await page.waitForSelector('main[data-screen=setup]');
  const table = async () => ({
    count: await page.locator('main .counts button[aria-pressed=true]').textContent(),
    names: [await page.getByLabel('Name of player 1').inputValue(), await page.getByLabel('Name of player 2').inputValue()],
    third: await page.getByLabel('Who plays seat 3').inputValue(),
    pace: await paces.locator('button[aria-pressed=true]').textContent(),
  });
  const want = { count: '3', names: ['Ana', 'Bo'], third: 'hard', pace: 'Fast' };
  assert.deepEqual(await table(), want, 'Menu > New game keeps the table');
  // The game left is offered, and one tap goes on with it.
  const goOn = page.getByRole('button', { name: 'Go on with it' });
  assert.match(await page.locator('main .go-on').textContent(), /Ana, Bo/);
  // A new page load (another day) remembers the same.
  await page.reload();
  await page.waitForSelector('main[data-screen=handoff], main[data-screen=play], main[data-screen=setup]');
  if (await screen(page) !== 'setup') {
    await page.getByRole('button', { name: /^Menu$/ }).click();
    await page.getByRole('button', { name: /^New game/ }).click();
    await page.waitForSelector('main[data-screen=setup]');
  }
  assert.deepEqual(await table(), want, 'a reload keeps the table');
  await goOn.click();
  await page.waitForSelector('main[data-screen=handoff], main[data-screen=play]');
  assert.match(await page.locator('main').textContent(), /Ana|Bo/, 'the game left unfinished goes on');
});

test('a card that can do nothing now says why when tapped, and nothing changes', async ({ page }) => {
  test.setTimeout(300_000);
  const FILE = 'test-results/phases.json';
  assert.ok(fs.existsSync(FILE), `${FILE} is missing: cargo test --test phases writes it`);
  // (Gruff Goats' cards say why on the seat's own turn, before its end; Grab Your Goat!'s before
  // the roll, when no card may be played yet.)
  const says = (p) => ['goat-lords', 'battlegoats'].includes(p.game) || (p.game === 'gruff-goats' && p.key.includes('EndTurn'))
    || (p.game === 'grab-your-goat' && p.key === 'Roll');
  const phases = JSON.parse(fs.readFileSync(FILE, 'utf8')).filter((p) => says(p) && p.key !== 'over');
  const told = new Map();
  for (const p of phases) {
    await page.goto('./');
    await page.evaluate(([id, save]) => localStorage.setItem(`goatherd.save.${id}`, save), [p.id, p.save]);
    await page.goto('about:blank');
    await page.goto(`${p.game}/#${p.id}`);
    await page.waitForSelector('main[data-screen=handoff], main[data-screen=play]');
    if (await screen(page) === 'handoff') await page.getByRole('button', { name: /show my cards/ }).click();
    await page.waitForSelector('main[data-screen=play]');
    // Goat Lords: a card in the hand or in front; BattleGoats: a card of your own on your field;
    // Gruff Goats and Grab Your Goat!: a card in the hand.
    const idle = page.locator(['main section.mine button.gl-card[aria-disabled=true]', 'main .bg-own button.bg-cell[aria-disabled=true]:has(.k-card)',
      'main .gg-hand button.gg-card-btn[aria-disabled=true]', 'main .gy-hand button.gy-card-btn[aria-disabled=true]'].join(', ')).first();
    if (!(await idle.count())) continue;
    const moves = await page.getAttribute('main', 'data-moves');
    // (Playwright waits for a control marked aria-disabled to be enabled, and a card of a fanned
    // hand may be partly under the next: the tap is sent to the card itself.)
    await idle.dispatchEvent('click');
    const why = page.locator('main [role=alert]');
    await why.waitFor({ timeout: 5000 }).catch(() => {});
    assert.equal(await why.count(), 1, `${p.game} (${p.players} seats) ${p.key}: a tap on a card that can do nothing says why`);
    const words = (await why.textContent()).trim();
    assert.ok(words.length > 10, `${p.game} ${p.key}: a tap on a card that can do nothing says why ("${words}")`);
    assert.equal(await page.getAttribute('main', 'data-moves'), moves, `${p.game} ${p.key}: nothing changed`);
    if (!told.has(p.game)) told.set(p.game, words);
  }
  console.log(`     said: ${[...told].map(([g, w]) => `${g}: ${w}`).join(' | ')}`);
  assert.deepEqual([...told.keys()].sort(), ['battlegoats', 'goat-lords', 'grab-your-goat', 'gruff-goats'], 'a card that can do nothing was tapped in each game');
});

test('@shell the table keeps its place and size when the turn ends and the pass button comes', async ({ page }) => {
  for (const [tile, slug] of [[/^Goat Lords/, 'goat-lords'], [/^Grab Your Goat/, 'grab-your-goat']]) {
    await page.goto('./');
    await openGame(page, tile);
    await page.getByRole('button', { name: '2 players', exact: true }).click();
    await page.getByLabel('Seed').fill('4242');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await takeTablet(page);
    // Where the board is on the page, and how big (a phone's board grows with its herds, and
    // its page scrolls: there only its place and width are kept).
    const phone = page.viewportSize().width < 800;
    const board = async () => page.locator('main > .k-board').evaluate((el, phone) => {
      const r = el.getBoundingClientRect();
      return [r.left + scrollX, r.top + scrollY, r.width, ...(phone ? [] : [r.height])].map(Math.round).join(',');
    }, phone);
    const before = await board();
    for (let i = 0; i < 12 && (await screen(page)) === 'play'; i++) {
      if (slug === 'goat-lords') await decide(page);
      else await page.locator('main button:enabled:not([aria-disabled=true]):not(.thinking *), main svg [role=button]').first().click();
      await page.waitForTimeout(100);
    }
    assert.equal(await screen(page), 'pass', `${slug}: the turn ended`);
    assert.equal(await board(), before, `${slug}: the board stays where it was`);
    await passOn(page);
  }
});

test('in a lesson, a long press on the table reads what is pressed and is no wrong tap', async ({ page }) => {
  await page.goto('goat-lords/more/#learn');
  await page.waitForSelector('main[data-screen=learn]');
  // On to the first step that asks for a tap on the table.
  for (let i = 0; i < 20; i++) {
    const onTable = await page.evaluate(() => {
      const next = document.querySelectorAll('main [data-next]');
      return next.length === 1 && !next[0].closest('.guide');
    });
    if (onTable) break;
    await page.locator('main [data-next]').first().click();
  }
  const target = page.locator('main [data-info]:not([data-next]):not([data-next] *)').first();
  const box = await target.boundingBox();
  const refusals = async () => page.locator('main .guide-refused').count();
  const before = await refusals();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(800);
  await page.mouse.up();
  await page.locator('.overlay[role=dialog]').waitFor();
  assert.equal(await refusals(), before, 'the long press was not refused');
});
