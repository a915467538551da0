// The browser tests themselves. Helpers (helpers.mjs) tap through the app the way a player would;
// the tests that play each game by tapping are in games.test.mjs.
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { screen, openGame, goHome, startGoatLords, startGame, startComputers, takeTablet, choices, decide, quickMove, checkFit, axeProblems, tabTo, handedOn, passOn } from './helpers.mjs';
import { slowdown } from './yardstick.mjs';
import { gameTests } from './games.test.mjs';

export const tests = {
  async 'home lists the playable games'(page) {
    assert.equal(await screen(page), 'home');
    const tiles = await page.locator('.tiles a.tile').allTextContents();
    assert.equal(tiles.length, 5);
    assert.match(tiles[0], /Goat Lords/);
    assert.match(tiles[0], /2–6 players/);
    assert.match(tiles[1], /BattleGoats/);
    assert.match(tiles[1], /2–6 players/);
    assert.match(tiles[2], /Gruff Goats/);
    assert.match(tiles[2], /2–4 players/);
    assert.match(tiles[3], /Grab Your Goat!/);
    assert.match(tiles[4], /Floats McGoats/);
    await page.screenshot({ path: 'test-results/home.png' });
  },

  async "each seat's token is one button: a tap moves it to the next free token, and the game plays them"(page) {
    await openGame(page, /^Gruff Goats/);
    await page.getByRole('button', { name: '3 players', exact: true }).click();
    const token = (seat) => page.locator('main').getByRole('button', { name: new RegExp(`^Player ${seat + 1} plays the`) });
    const named = async (seat) => (await token(seat).getAttribute('aria-label')).match(/plays the (.+): tap/)[1];
    assert.deepEqual([await named(0), await named(1), await named(2)], ['red circle', 'blue triangle', 'green square']);
    // Seat 1 skips the tokens seats 2 and 3 hold.
    await token(0).click();
    assert.equal(await named(0), 'gold diamond');
    await token(0).click();
    assert.equal(await named(0), 'purple star');
    // Seat 4, out of a 3-player game, held the gold diamond: it took seat 1's old red circle.
    await page.getByRole('button', { name: '4 players', exact: true }).click();
    assert.equal(await named(3), 'red circle');
    for (let tap = 0; tap < 7; tap++) {
      await token(1).click();
      const all = await Promise.all([0, 1, 2, 3].map(named));
      assert.equal(new Set(all).size, 4, `four seats, four tokens: ${all}`);
    }
    assert.equal(await page.locator('main .warn').count(), 0, 'no clash to warn of');
    for (const seat of [0, 1, 2, 3]) {
      const box = await token(seat).boundingBox();
      assert.ok(box.width >= 56 && box.height >= 56, `a token button of ${box.width}x${box.height}px`);
    }
    const tokens = await Promise.all([0, 1, 2, 3].map(named));
    await page.getByLabel('Seed').fill('5');
    await page.getByRole('button', { name: 'Start the game' }).click();
    assert.equal(await screen(page), 'handoff');
    // The hand-off shows the token of the seat it asks for.
    const shown = await page.locator('main .pass svg.token').getAttribute('aria-label');
    const seat = Number((await page.locator('main .pass h1').textContent()).match(/Player (\d)$/)[1]);
    assert.equal(shown, tokens[seat - 1]);
  },

  async 'a 3-player Goat Lords game is played by tapping, with a duel and the defender hand-off'(page) {
    await startGoatLords(page, 3);
    let turns = 0;
    let duel = null;
    for (let step = 0; step < 150 && !duel; step++) {
      if ((await handedOn(page))) await takeTablet(page);
      const tapped = await decide(page);
      turns++;
      if (/^Duel (?!on)/.test(tapped)) duel = tapped;
    }
    assert.ok(turns >= 4, 'several turns were played');
    assert.ok(duel, 'a duel was offered and started within 150 decisions');
    // The defender is asked on their own screen: a hand-off first, with no hand in the DOM.
    const defender = duel.match(/^Duel (\S+)/)[1];
    await passOn(page);
    assert.equal(await screen(page), 'handoff');
    assert.equal(await takeTablet(page), defender);
    const status = await page.textContent('.status');
    assert.match(status, new RegExp(`^.*${defender}, `));
    await page.screenshot({ path: 'test-results/duel-defender.png' });
    assert.deepEqual(await axeProblems(page, 'duel'), []);
    // Only the defender's own hand is on screen.
    assert.equal(await page.locator('[data-private]').count(), 1);
    const seat = await page.getAttribute('[data-private]', 'data-private');
    assert.equal(seat, String(['Ana', 'Bo', 'Cy'].indexOf(defender)), "the defender's private area, nobody else's");
    const log = await page.textContent('.log');
    assert.match(log, new RegExp(`duels ${defender}`));
  },

  async 'a reload mid-game resumes the same position'(page) {
    await startGoatLords(page, 3, '777');
    for (let i = 0; i < 4; i++) {
      if ((await handedOn(page))) await takeTablet(page);
      await decide(page, { preferDuel: false });
    }
    if ((await handedOn(page))) await takeTablet(page);
    const before = {
      status: await page.textContent('.status'),
      hand: await page.locator('section.mine .hand button').evaluateAll((b) => b.map((x) => x.textContent)),
      log: await page.textContent('.log'),
    };
    await page.reload();
    await page.waitForSelector('main[data-screen]');
    // Back at the table, behind a hand-off: whoever holds the tablet now may not be the player.
    await takeTablet(page);
    assert.equal(await page.textContent('.status'), before.status);
    assert.deepEqual(await page.locator('section.mine .hand button').evaluateAll((b) => b.map((x) => x.textContent)), before.hand);
    assert.equal(await page.textContent('.log'), before.log);
    // Leaving to home and resuming from the list gives the same position too.
    await goHome(page);
    await page.reload();
    await page.waitForSelector('main[data-screen]');
    assert.equal(await screen(page), 'home', 'after leaving, a reload stays home');
    await page.getByRole('link', { name: /^Resume Goat Lords/ }).first().click();
    await page.waitForSelector('main[data-screen=handoff]');
    await takeTablet(page);
    assert.equal(await page.textContent('.status'), before.status);
  },

  async 'the hand-off screen keeps every hand out of the DOM'(page) {
    await startGoatLords(page, 4, '99');
    for (let i = 0; i < 6; i++) {
      if ((await handedOn(page))) {
        const html = await page.content();
        assert.ok(!/in your hand|data-private/.test(html), 'private markup present during hand-off');
        await takeTablet(page);
      }
      await decide(page, { preferDuel: false });
    }
  },

  async 'a corrupt save is reported and can be deleted while other saves still work'(page) {
    await startGoatLords(page, 2, '5');
    await goHome(page);
    await page.evaluate(() => {
      localStorage.setItem('goatherd.save.0000000000001-0001', 'goatherd save 4\ngame goat-lords\nseed broken\n');
      localStorage.setItem('goatherd.save.0000000000002-0002', '{"version":3,"game":"goat-lords"}');
    });
    await page.reload();
    await page.waitForSelector('main[data-screen=home]');
    const broken = page.locator('.save.broken');
    assert.equal(await broken.count(), 2);
    const saves = await page.locator('.saves').textContent();
    assert.match(saves, /damaged and can't be read \(line 3: bad seed\)/);
    assert.match(saves, /another version of Goatherd \(format 3, this one reads 4\)/);
    await broken.first().getByRole('button', { name: 'Delete the unreadable save' }).click();
    assert.equal(await page.locator('.save.broken').count(), 1);
    await page.getByRole('link', { name: /^Resume Goat Lords/ }).click();
    await page.waitForSelector('main[data-screen=handoff]');
    await passOn(page);
    assert.equal(await screen(page), 'handoff', 'the good save still opens');
  },

  async 'the board fits tablet screens with 56px targets'(page) {
    await startGoatLords(page, 6, '2024');
    for (let i = 0; i < 8; i++) {
      if ((await handedOn(page))) await takeTablet(page);
      await decide(page, { preferDuel: false });
    }
    if ((await handedOn(page))) await takeTablet(page);
    await checkFit(page, 'goat-lords');
  },

  async 'a whole 2-player game reaches the score table, then play again and home'(page) {
    await openGame(page, /^Goat Lords/);
    await page.getByRole('button', { name: '2 players', exact: true }).click();
    await page.getByLabel('Name of player 1').fill('Ana');
    await page.getByLabel('Name of player 2').fill('Bo');
    await page.getByRole('button', { name: 'Smaller hands' }).click();
    await page.getByRole('button', { name: 'Smaller hands' }).click();
    await page.getByLabel('Seed').fill('31337');
    await page.getByRole('button', { name: 'Start the game' }).click();
    let moves = 0;
    while (moves < 800 && (await quickMove(page))) moves++;
    assert.equal(await screen(page), 'over', `the game did not end in ${moves} moves`);
    assert.equal(await page.textContent('.seed-value'), '31337', 'the seed is shown at the end');
    await page.screenshot({ path: 'test-results/over.png' });
    assert.deepEqual(await axeProblems(page, 'end screen'), []);
    const rows = await page.locator('table.scores tbody tr').count();
    assert.ok(rows >= 2, 'a breakdown row and the total');
    const totals = await page.locator('table.scores tr.total td').allTextContents();
    assert.equal(totals.length, 2);
    const best = Math.max(...totals.map(Number));
    const heading = await page.textContent('main h1');
    const winners = ['Ana', 'Bo'].filter((_, i) => Number(totals[i]) === best);
    for (const w of winners) assert.match(heading, new RegExp(w));
    await page.getByRole('button', { name: 'Play again with the same players' }).click();
    await passOn(page);
    assert.equal(await screen(page), 'handoff');
    assert.match(await page.textContent('main h1'), /Ana|Bo/);
    await goHome(page);
    assert.equal(await screen(page), 'home');
    assert.match(await page.locator('.saves').textContent(), /finished/);
  },

  async 'the rules, the menu with the seed, and undo that says why not'(page) {
    await startGoatLords(page, 3, '4242');
    const undo = page.getByRole('button', { name: /^Undo/ });
    assert.ok(await undo.isDisabled(), 'no undo at the hand-off');
    assert.match(await page.textContent('header .why'), /Can't undo/);
    // Rules opens how to play, for players; the rulings are one tap away. Both are fetched when
    // first opened (they are not in the page's download).
    await page.getByRole('button', { name: 'Rules' }).click();
    const howto = page.getByRole('dialog', { name: 'How to play' });
    await howto.locator('h2').first().waitFor();
    assert.match(await howto.textContent(), /The goal/);
    assert.match(await howto.textContent(), /Escape Goat/);
    assert.doesNotMatch(await howto.textContent(), /rulebook is silent/);
    await page.getByRole('button', { name: 'Rulings', exact: true }).click();
    const rules = page.getByRole('dialog', { name: 'Rulings' });
    await rules.locator('h2').first().waitFor();
    assert.match(await rules.textContent(), /Decisions where the rulebook is silent/);
    assert.match(await rules.textContent(), /Goatinhood/);
    await page.screenshot({ path: 'test-results/rules.png' });
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await takeTablet(page);
    const hand = await page.locator('section.mine .hand button').evaluateAll((b) => b.map((x) => x.textContent));
    await decide(page, { preferDuel: false });
    await page.getByRole('button', { name: 'Menu' }).click();
    // The seed deals every hidden card: not shown while the game runs.
    assert.equal(await page.locator('.seed-value').count(), 0);
    assert.match(await page.textContent('.menu'), /shown when the game ends/);
    await page.getByRole('button', { name: 'Restart this deal' }).click();
    await takeTablet(page);
    const again = await page.locator('section.mine .hand button').evaluateAll((b) => b.map((x) => x.textContent));
    assert.deepEqual(again, hand, 'the same seed deals the same hand');
    assert.equal(await page.locator('.log li').count(), 0, 'a fresh log');
  },

  ...gameTests,

  async 'offline: once loaded, the page reloads and plays with no network'(page, { context }) {
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.match(scope, /127\.0\.0\.1:\d+\/$/);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('main[data-screen=home]');
    await startGoatLords(page, 2, '31');
    // The rules page, fetched only when opened, was cached with the rest.
    await page.getByRole('button', { name: 'Rules' }).click();
    await page.getByRole('dialog', { name: 'How to play' }).getByText('The goal').first().waitFor();
    await page.getByRole('button', { name: 'Rulings', exact: true }).click();
    await page.getByRole('dialog', { name: 'Rulings' }).getByText('Decisions where the rulebook is silent').first().waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await takeTablet(page);
    await decide(page, { preferDuel: false });
    // The game's more page and the lesson's script, fetched only when asked for, were cached too.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
    await page.waitForSelector('main[data-screen=learn][data-game=goat-lords][data-step="1"]');
    await context.setOffline(false);
  },

  async 'GitHub Pages: a build served from a sub-path loads its assets, manifest and service worker there'(page, { pagesBase }) {
    const failed = [];
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    await page.goto(pagesBase);
    await page.waitForSelector('main[data-screen=home]');
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
    assert.equal(manifest.short_name, 'Goatherd');
    for (const icon of manifest.icons) {
      const ok = await page.evaluate(async (src) => (await fetch(new URL(src, document.querySelector('link[rel=manifest]').href))).ok, icon.src);
      assert.ok(ok, `icon ${icon.src}`);
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.ok(scope.endsWith('/goatherd/'), scope);
    await startGame(page, /^Gruff Goats/, 2, '9');
    await takeTablet(page);
    await page.getByRole('button', { name: 'End the turn and draw a card' }).click();
    await passOn(page);
    assert.equal(await screen(page), 'handoff');
    assert.deepEqual(failed, []);
  },

  async 'accessibility: no serious or critical axe violations on any screen of any game'(page) {
    const problems = [];
    problems.push(...(await axeProblems(page, 'home')));
    for (const [tile, players] of [[/^Goat Lords/, 3], [/^BattleGoats/, 2], [/^Gruff Goats/, 2], [/^Grab Your Goat/, 2], [/^Floats McGoats/, 2]]) {
      await openGame(page, tile);
      problems.push(...(await axeProblems(page, `${tile.source} setup`)));
      await page.getByRole('button', { name: `${players} players`, exact: true }).click();
      await page.getByRole('button', { name: 'Start the game' }).click();
      if ((await handedOn(page))) {
        problems.push(...(await axeProblems(page, `${tile.source} hand-off`)));
        await page.getByRole('button', { name: /show my cards/ }).click();
      }
      problems.push(...(await axeProblems(page, `${tile.source} play`)));
      await page.getByRole('button', { name: 'Rules' }).click();
      await page.getByRole('dialog', { name: 'How to play' }).locator('h2').first().waitFor();
      problems.push(...(await axeProblems(page, `${tile.source} how to play`)));
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('button', { name: 'Menu' }).click();
      problems.push(...(await axeProblems(page, `${tile.source} menu`)));
      await page.getByRole('button', { name: /^Leave/ }).click();
      await page.waitForSelector('main[data-screen=home]');
    }
    assert.deepEqual(problems, []);
  },

  async 'keyboard only: a Goat Lords turn is played with Tab and Enter, focus always visible'(page) {
    await tabTo(page, /^Goat Lords/);
    await page.keyboard.press('Enter');
    await page.waitForSelector('main[data-screen=setup]');
    await tabTo(page, /^Seed$/);
    await page.keyboard.type('12345');
    await tabTo(page, /^Start the game$/);
    await page.keyboard.press('Enter');
    await passOn(page);
    assert.equal(await screen(page), 'handoff');
    await tabTo(page, /show my cards/);
    await page.keyboard.press('Enter');
    assert.equal(await screen(page), 'play');
    await tabTo(page, /in your hand$/);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(outline, 'none', 'the focused card shows its focus');
    await page.keyboard.press('Enter');
    await tabTo(page, /^Discard .* and draw$/);
    await page.keyboard.press('Enter');
    // The turn is over: the tablet goes to the next player, who takes it with the keyboard too.
    await passOn(page);
    assert.equal(await screen(page), 'handoff');
    await tabTo(page, /show my cards/);
    await page.keyboard.press('Enter');
    assert.match(await page.textContent('.log'), /Player 1 discards a/);
  },

  async 'keyboard only: BattleGoats, Gruff Goats, Grab Your Goat! and Floats McGoats take their first moves with Tab and Enter'(page) {
    /** Opens a game from home and starts a 2-player table, all by keyboard. */
    async function startByKeyboard(tile) {
      if ((await screen(page)) !== 'home') {
        // Leave the last game by keyboard (a game left open would be resumed by the home page).
        await tabTo(page, /^Home$/);
        await page.keyboard.press('Enter');
      }
      await page.waitForSelector('main[data-screen=home]');
      await tabTo(page, tile);
      await page.keyboard.press('Enter');
      await page.waitForSelector('main[data-screen=setup]');
      await tabTo(page, /^2 players$/);
      await page.keyboard.press('Enter');
      await tabTo(page, /^Start the game$/);
      await page.keyboard.press('Enter');
      if ((await handedOn(page))) {
        await tabTo(page, /show my cards/);
        await page.keyboard.press('Enter');
      }
      assert.equal(await screen(page), 'play');
    }
    const focusShows = async () => assert.notEqual(
      await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), 'none', 'focus is visible');

    // BattleGoats: place a card from the hand onto the battlefield.
    await startByKeyboard(/^BattleGoats/);
    await tabTo(page, /^\d+\s*(Hero|Goat|Creature|Equipment)/i);
    await focusShows();
    await page.keyboard.press('Enter');
    await tabTo(page, /^Place here: front row, left/);
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.bg-field.bg-own .k-name').count(), 1, 'one card placed by keyboard');

    // Gruff Goats: end the turn with the keyboard (the board's drawn controls answer Enter too).
    await startByKeyboard(/^Gruff Goats/);
    await tabTo(page, /^End the turn and draw a card$/);
    await focusShows();
    await page.keyboard.press('Enter');
    await passOn(page);
    assert.equal(await screen(page), 'handoff');

    // Grab Your Goat!: roll, then walk out of the house onto a highlighted card.
    await startByKeyboard(/^Grab Your Goat/);
    await tabTo(page, /Roll the die/);
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3 && (await page.locator('.gy-board .choices button', { hasText: /Send your goat/ }).count()); i++) {
      await tabTo(page, /Send your goat/);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, /^Walk to /);
    await focusShows();
    await page.keyboard.press('Enter');
    assert.match(await page.textContent('body'), /finds a|walks|steps/);

    // Floats McGoats (no secrets, so no hand-off): both players put a goat on the raft, the
    // raft's drawn triangles reached with Tab.
    await startByKeyboard(/^Floats McGoats/);
    for (const who of ['Player 1', 'Player 2']) {
      await tabTo(page, /^Add your (mama|baby) goat here/, 200);
      await focusShows();
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      await page.keyboard.press('Enter');
      // The log is drawn on the next frame; on a loaded machine that can be after the press returns.
      const logged = await page.waitForFunction(
        (re) => new RegExp(re).test(document.querySelector('.log')?.textContent ?? ''),
        `${who} adds a (mama|baby) goat`, { timeout: 5000 }).then(() => true, () => false);
      assert.ok(logged, `Enter on "${focused}" logs "${who} adds a goat"; the log says ${JSON.stringify(await page.textContent('.log'))}, focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
    }
  },

  'computers play a whole game of each game by themselves at instant speed': async (page) => {
    for (const [tile, levels] of [[/^Goat Lords/, ['normal', 'easy', 'normal']], [/^BattleGoats/, ['normal', 'easy']],
      [/^Gruff Goats/, ['normal', 'easy']], [/^Grab Your Goat/, ['easy', 'normal', 'normal']], [/^Floats McGoats/, ['normal', 'easy']]]) {
      const started = Date.now();
      await startComputers(page, tile, levels, '777', true, 'Instant');
      // Nobody is a person: no hand-off ever, the acting computer's board is on show.
      assert.match(await screen(page), /^(play|ending|over)$/);
      await page.waitForSelector('main[data-screen=over]', { timeout: 240_000 });
      assert.match(await page.textContent('main h1'), /wins|Nobody wins|Shared win/);
      console.log(`     ${tile.source.slice(1)}: ${levels.join(' v ')} to the end in ${Date.now() - started} ms`);
      await page.getByRole('button', { name: 'Back home', exact: true }).click();
      await page.waitForSelector('main[data-screen=home]');
    }
  },

  // (@alone: it times the computers' moves against a clock, so nothing else runs beside it.)
  'a hard computer thinks without freezing the page, within a second a move @alone': async (page) => {
    const report = [];
    // BattleGoats searches only once the battle begins (after 19 moves of laying out).
    for (const [tile, from] of [[/^Goat Lords/, 0], [/^BattleGoats/, 19], [/^Gruff Goats/, 0], [/^Grab Your Goat/, 0], [/^Floats McGoats/, 0]]) {
      await openGame(page, tile);
      // Long tasks (over 50 ms) and the time of every move, from here on.
      await page.evaluate(() => {
        window.__long = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push([e.duration, e.startTime]); })
          .observe({ type: 'longtask' });
        window.__moveTimes = [];
        new MutationObserver(() => {
          const m = document.querySelector('main')?.getAttribute('data-moves');
          const last = window.__moveTimes.at(-1);
          if (m !== null && m !== undefined && (!last || last[0] !== m)) window.__moveTimes.push([m, performance.now()]);
        }).observe(document.body, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-moves'] });
      });
      await startComputers(page, tile, ['hard', 'hard'], '4242', false, 'Instant');
      // Eight moves by Hard computers (or the end of the game).
      await page.waitForFunction((from) => Number(document.querySelector('main')?.getAttribute('data-moves') ?? 0) >= from + 9
        || document.querySelector('main[data-screen=over]'), from, { timeout: 90_000 });
      const { long, times } = await page.evaluate(() => ({ long: window.__long, times: window.__moveTimes }));
      const timed = times.filter((t) => Number(t[0]) >= from + 1);
      const gaps = timed.slice(1).map((t, i) => t[1] - timed[i][1]);
      // Only while the computers play: from the moment the table shows the first counted move
      // (opening the table is a task of its own, timed by the perf test's screens).
      const since = times.find((t) => Number(t[0]) >= from)?.[1] ?? 0;
      const thinking = long.filter((l) => l[1] >= since);
      const longest = thinking.length ? Math.max(...thinking.map((l) => l[0])) : 0;
      if (process.env.DEBUG_LONG) console.log(JSON.stringify({ long, times }));
      const slowest = Math.max(...gaps);
      await page.getByRole('button', { name: 'Home', exact: true }).click();
      await page.waitForSelector('main[data-screen=home]');
      // The main thread's tasks meanwhile are the table drawing each move (the computers think
      // in their worker), so their bound follows the machine's speed as the perf test's do
      // (yardstick.mjs, timed on the quiet home page): 100 ms on the machine as quick as when
      // it was set.
      const slow = await slowdown(page);
      const bound = 100 * slow;
      report.push(`${tile.source.slice(1)}: slowest move ${slowest.toFixed(0)} ms, longest task ${longest ? longest.toFixed(0) + ' ms' : 'none over 50 ms'} (bound ${bound.toFixed(0)} ms: the machine ran ${slow.toFixed(2)}x the yardstick's reference)`);
      assert.ok(gaps.length >= 5, `only ${gaps.length} timed moves`);
      assert.ok(slowest <= 1000, `a Hard move took ${slowest.toFixed(0)} ms`);
      assert.ok(longest <= bound, `a ${longest.toFixed(0)} ms task while Hard thought (bound ${bound.toFixed(0)} ms, the machine ${slow.toFixed(2)}x slower than the yardstick's reference)`);
    }
    console.log(`     ${report.join('\n     ')}`);
  },

  'a person against a computer: no hand-off, the computer answers, its cards stay hidden': async (page) => {
    await openGame(page, /^Gruff Goats/);
    await page.getByRole('button', { name: '2 players', exact: true }).click();
    await page.getByLabel('Name of player 1').fill('Ana');
    await page.getByLabel('Who plays seat 2').selectOption('normal');
    await page.getByLabel('Seed').fill('99');
    await page.getByRole('button', { name: 'Start the game' }).click();
    // Ana first: she takes the tablet once.
    await takeTablet(page);
    await page.getByRole('button', { name: /^End the turn/ }).click();
    // The computer's turn: Ana's own view, read only, with the thinking sign; no hand-off.
    assert.equal(await screen(page), 'play');
    assert.match(await page.textContent('section.thinking'), /Player 2 \(computer, Normal\) is thinking/);
    const mine = await page.locator('main').getAttribute('data-moves');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForTimeout(1200);
    assert.equal(await page.locator('main').getAttribute('data-moves'), mine, 'a paused computer waited');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Fast', exact: true }).click();
    // Back to Ana with no hand-off in between.
    await page.waitForFunction(() => !document.querySelector('section.thinking'), null, { timeout: 20_000 });
    assert.equal(await screen(page), 'play');
    assert.ok(Number(await page.locator('main').getAttribute('data-moves')) > Number(mine), 'the computer moved');
    // The computer's hand is never in the DOM: only Ana's cards are.
    assert.equal(await page.getByRole('button', { name: /look at my cards/ }).count(), 0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const looks = await page.getByRole('button', { name: /look at my cards/ }).allTextContents();
    assert.deepEqual(looks, ['Ana: look at my cards'], 'only people can look at their cards');
    await page.getByRole('button', { name: 'Back to the game' }).click();
  },
  async "a page's wasm comes as its copy gzipped by Zopfli, and as the plain file where the browser cannot inflate it"(page, { base, context }) {
    // Its own contexts with no service worker, so every request of the page is seen here.
    const load = async (inflate, missing = false) => {
      const own = await context.browser().newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
      try {
        const p = await own.newPage();
        if (!inflate) await p.addInitScript(() => { delete window.DecompressionStream; });
        if (missing) await p.route(/\.wasm\.gz$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
        const asked = [];
        p.on('response', async (r) => {
          if (/\.wasm(\.gz)?$/.test(r.url())) asked.push([new URL(r.url()).pathname, r.headers()['content-type'], r.headers()['content-encoding'] ?? null, (await r.body()).length]);
        });
        await p.goto(`${base}floats-mcgoats/`);
        await p.waitForSelector('main[data-screen=setup]');
        await p.getByRole('button', { name: 'Start the game' }).click();
        await p.waitForSelector('main[data-screen=play]');
        return asked;
      } finally {
        await own.close();
      }
    };
    const packed = await load(true);
    assert.equal(packed.length, 1, JSON.stringify(packed));
    const [path, type, encoding, size] = packed[0];
    assert.match(path, /^\/floats-mcgoats\/goatherd-[0-9a-f]+_bg\.wasm\.gz$/);
    // Sent as it is, as GitHub Pages sends a .gz file: the page inflated it, not the browser.
    assert.deepEqual([type, encoding], ['application/gzip', null]);
    const plain = await load(false);
    assert.equal(plain.length, 1, JSON.stringify(plain));
    assert.equal(plain[0][0], path.slice(0, -'.gz'.length), 'the plain wasm, without DecompressionStream');
    // The plain file went out gzipped by the server (level 6, as GitHub Pages does on the fly),
    // so its body here is the whole wasm; the Zopfli copy is smaller than the server's gzip of it.
    assert.equal(plain[0][2], 'gzip');
    const served = await (await fetch(`${base}${plain[0][0].slice(1)}`, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
    assert.ok(size < served.byteLength, `the Zopfli copy (${size} bytes) is smaller than the plain wasm (${served.byteLength})`);
    // A host without the copies: the page falls back to the plain wasm.
    const fallback = await load(true, true);
    assert.deepEqual(fallback.map((a) => [a[0], a[3] > 1000]).sort(), [[plain[0][0], true], [path, false]], JSON.stringify(fallback));
    const onTheFly = gzipSync(Buffer.from(served)).length;
    assert.ok(size < onTheFly * 0.97, `the Zopfli copy (${size} bytes) is 3% or more under a server's gzip (${onTheFly})`);
  },

  async 'the computer players are fetched at their first turn, and a page that cannot have them says so'(page, { base, context }) {
    // Its own context with no service worker, so every request of the page is seen here.
    const own = await context.browser().newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    try {
      const p = await own.newPage();
      const asked = [];
      p.on('request', (r) => { if (/\/think/.test(r.url())) asked.push(new URL(r.url()).pathname); });
      const start = async (seed) => {
        // (Nothing saved: the page opens on its setup, not on the game left open.)
        await p.evaluate(() => localStorage.clear());
        await p.goto(`${base}gruff-goats/`);
        await p.waitForSelector('main[data-screen=setup]');
        await p.getByRole('button', { name: '2 players', exact: true }).click();
        await p.getByLabel('Who plays seat 1').selectOption('normal');
        await p.getByLabel('Who plays seat 2').selectOption('normal');
        await p.getByLabel('Seed').fill(seed);
        await p.getByRole('button', { name: 'Start the game' }).click();
      };
      // Two people: no computer, nothing of theirs is fetched.
      await p.goto(`${base}gruff-goats/`);
      await p.waitForSelector('main[data-screen=setup]');
      await p.getByRole('button', { name: '2 players', exact: true }).click();
      await p.getByRole('button', { name: 'Start the game' }).click();
      await p.locator('main[data-screen=handoff]').getByRole('button', { name: /show my cards/ }).click();
      await p.waitForSelector('main[data-screen=play]');
      await p.waitForTimeout(500);
      assert.deepEqual(asked, [], 'a game of people fetches no computer players');
      // Two computers: their worker is fetched at the first turn, and they move.
      await start('31');
      await p.waitForFunction(() => Number(document.querySelector('main')?.getAttribute('data-moves') ?? 0) > 0, null, { timeout: 20_000 });
      assert.deepEqual(asked.sort(), ['/gruff-goats/think-glue.js', '/gruff-goats/think-glue_bg.wasm.gz', '/gruff-goats/think.js'], 'the worker, its glue and its wasm (gzipped by Zopfli)');
      // When its wasm can't be had, the page says so and the game waits, nothing lost.
      await p.route(/think-glue_bg\.wasm/, (route) => route.abort());
      await start('32');
      await p.waitForSelector('main[data-screen=play] section.thinking [role=alert]:has-text("Computer players not loaded")', { timeout: 20_000 });
      assert.equal(await p.locator('main').getAttribute('data-moves'), '0', 'the computer made no move');
      assert.equal(await screen(p), 'play', 'the table stays');
    } finally {
      await own.close();
    }
  },
  async "a game page's first screen downloads no table style: the table waits for its rules, then shows with them"(page, { base, context }) {
    // Its own context with no service worker, so every request of the page can be held here.
    const own = await context.browser().newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    try {
      const p = await own.newPage();
      const asked = [];
      p.on('request', (r) => { if (/\/table\.css/.test(r.url())) asked.push(r.url()); });
      let release;
      const held = new Promise((resolve) => { release = resolve; });
      await p.route(/\/table\.css/, async (route) => { await held; await route.continue(); });
      await p.goto(`${base}gruff-goats/`);
      await p.waitForSelector('main[data-screen=setup]');
      await p.waitForTimeout(500);
      assert.deepEqual(asked, [], 'the setup asks for none of the table\'s style rules');
      // The first tap asks for them (a player on the setup wants the table soon).
      const first = p.waitForRequest(/\/table\.css/);
      await p.getByRole('button', { name: '2 players', exact: true }).click();
      assert.match((await first).url(), /\/gruff-goats\/table\.css\?v=[0-9a-f]{16}$/, 'with its version mark');
      await p.getByLabel('Seed').fill('7');
      await p.getByRole('button', { name: 'Start the game' }).click();
      // The hand-off needs only the shell's rules: it shows. The table waits, hidden, unstyled.
      await p.locator('main[data-screen=handoff]').getByRole('button', { name: /show my cards/ }).click();
      await p.waitForSelector('main[data-screen=play]', { state: 'attached' });
      const style = () => p.evaluate(() => { const m = getComputedStyle(document.querySelector('main')); return [m.visibility, m.display]; });
      assert.deepEqual(await style(), ['hidden', 'block'], 'the table is hidden until its rules are in');
      release();
      await p.waitForSelector('main[data-screen=play]', { state: 'visible' });
      assert.deepEqual(await style(), ['visible', 'grid'], "then shown, the kit's layout on it");
      assert.equal(asked.length, 1, 'asked for once');
      // A page that opens on a table (the game left open) asks for them before any tap.
      const again = p.waitForRequest(/\/table\.css/);
      await p.reload();
      await again;
      await p.waitForSelector('main[data-screen=handoff], main[data-screen=play]');
    } finally {
      await own.close();
    }
  },
};
