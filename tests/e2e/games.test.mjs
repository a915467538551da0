// The browser tests that play each game but Goat Lords by tapping (goatherd.test.mjs runs them in
// its list, in this order).
import assert from 'node:assert/strict';
import { screen, openGame, startGame, takeTablet, choices, decide, checkFit, axeProblems, handedOn, passOn } from './helpers.mjs';

export const gameTests = {
  async 'Gruff Goats: a claim is blocked by the opponent on their own screen, and goats move'(page) {
    await startGame(page, /^Gruff Goats/, 2, '2002');
    let blocked = false;
    for (let turn = 0; turn < 12 && !blocked; turn++) {
      const who = await takeTablet(page);
      await page.screenshot({ path: 'test-results/gruff-turn.png' });
      // Claim a goat wand, if any claim is offered: a tap on the wand itself, then its claim.
      const claim = page.getByRole('button', { name: /^Claim the (big|medium|little) goat wand \(/ });
      if (!(await claim.count())) {
        await page.getByRole('button', { name: 'End the turn and draw a card' }).click();
        continue;
      }
      // (A first tap shows what the wand does and costs; "Claim it" pays.)
      await claim.first().click();
      await page.getByRole('button', { name: /^Claim it: pay/ }).click();
      if (!(await handedOn(page))) continue; // nobody could block: the wand is ours
      // The opponent answers on their own screen, seeing only their own hand.
      const blocker = await takeTablet(page);
      assert.notEqual(blocker, who);
      assert.equal(await page.getAttribute('[data-private]', 'data-private'), who === 'Ana' ? '1' : '0');
      assert.match(await page.textContent('.status'), new RegExp(`${blocker}, ${who} claims the`));
      await page.screenshot({ path: 'test-results/gruff-block.png' });
      assert.deepEqual(await axeProblems(page, 'gruff block'), []);
      await page.getByRole('button', { name: /^Block with/ }).click();
      blocked = true;
      // Back to the claimer, who gives up.
      assert.equal(await takeTablet(page), who);
      assert.match(await page.textContent('.status'), /blocked your claim/);
      await page.getByRole('button', { name: 'Give up the claim' }).click();
      if ((await handedOn(page))) await takeTablet(page);
      assert.match(await page.textContent('.log'), new RegExp(`${blocker} blocks with`));
    }
    assert.ok(blocked, 'a claim was blocked within 12 turns');
    // Play on until someone moves a goat by tapping a highlighted square on the board.
    let moved = false;
    for (let step = 0; step < 60 && !moved; step++) {
      if ((await handedOn(page))) await takeTablet(page);
      const target = page.locator('.gg-sq.target').first();
      if (await target.count() && /^Move your/.test(await target.getAttribute('aria-label'))) {
        await target.click();
        moved = true;
        break;
      }
      const next = [page.getByRole('button', { name: /^Claim the (big|medium|little) goat wand/ }),
        page.getByRole('button', { name: /^(Let .* have it|Give up|Put your)/ }), target,
        page.getByRole('button', { name: 'End the turn and draw a card' })];
      for (const b of next) if (await b.count()) { await b.first().click(); break; }
    }
    assert.ok(moved, 'a goat was moved on the board');
    if ((await handedOn(page))) await takeTablet(page);
    assert.match(await page.textContent('.log'), /goat steps/);
    await page.screenshot({ path: 'test-results/gruff-moved.png' });
    await checkFit(page, 'gruff-goats');
  },

  async 'Floats McGoats: a goat, a roll and a stick placed by tapping, with no hand-offs'(page) {
    await openGame(page, /^Floats McGoats/);
    await page.getByRole('button', { name: '2 players', exact: true }).click();
    await page.getByLabel('Name of player 1').fill('Ana');
    await page.getByLabel('Name of player 2').fill('Bo');
    await page.getByLabel('Seed').fill('7');
    await page.getByRole('button', { name: 'Start the game' }).click();
    assert.equal(await screen(page), 'play', 'nothing is secret: no hand-off');
    assert.equal(await page.locator('[data-private]').count(), 0);
    assert.match(await page.textContent('.status'), /^.*Ana, add a goat/);
    // Drawn controls work from the keyboard too.
    await page.locator('svg.fm-raft .fm-t[data-place="0.0.1"][aria-label="Add your mama goat here"]').focus();
    await page.keyboard.press('Enter');
    assert.equal(await screen(page), 'play');
    assert.match(await page.textContent('.status'), /Bo, add a goat/);
    assert.match(await page.textContent('.log'), /Ana adds a mama goat/);
    let placed = false;
    for (let turn = 0; turn < 12 && !placed; turn++) {
      await page.getByRole('button', { name: /Roll the die/ }).click();
      assert.match(await page.textContent('.log'), /rolls/);
      await page.screenshot({ path: 'test-results/floats-rolled.png' });
      const stick = page.locator('svg.fm-raft [role=button][aria-label="Add a stick here"]');
      if (await stick.count()) {
        const before = await page.locator('svg.fm-raft .fm-stick:not(.drift)').count();
        await stick.first().click();
        assert.equal(await page.locator('svg.fm-raft .fm-stick:not(.drift)').count(), before + 1, 'a stick was added');
        placed = true;
      } else {
        // Whatever else the die allows: tap its first target (or leave the shark's spot empty).
        const any = page.locator('svg.fm-raft [role=button]');
        if (await any.count()) await any.first().click();
        const stay = page.getByRole('button', { name: 'Leave the spot empty' });
        if (await stay.count()) await stay.click();
        if ((await page.locator('svg.fm-raft [role=button]').count()) && /rolled/.test(await page.textContent('.status'))) {
          await page.locator('svg.fm-raft [role=button]').first().click();
        }
      }
    }
    assert.ok(placed, 'a stick was placed within 12 rolls');
    await page.screenshot({ path: 'test-results/floats-mcgoats.png' });
    await checkFit(page, 'floats-mcgoats');
  },

  async 'BattleGoats: two layouts behind hand-offs, then attacks by tapping to the end'(page) {
    await startGame(page, /^BattleGoats/, 2, '21');
    for (const who of ['Ana', 'Bo']) {
      assert.equal(await takeTablet(page), who);
      // While laying out, the other battlefield shows backs only: no card face in the DOM.
      assert.equal(await page.locator('.bg-opponents .k-name').count(), 0);
      for (let i = 0; i < 9; i++) {
        await page.locator('section[aria-label="Your hand"] button.bg-card').first().click();
        await page.locator('.bg-field.bg-own button.bg-cell.target').first().click();
      }
      if (who === 'Ana') {
        await page.screenshot({ path: 'test-results/battlegoats-layout.png' });
        await checkFit(page, 'battlegoats-layout');
      }
      await page.getByRole('button', { name: /^Done/ }).click();
      await passOn(page);
      assert.equal(await screen(page), 'handoff', 'a hand-off before the next private screen');
    }
    assert.equal(await takeTablet(page), 'Ana', 'the first to finish chooses who attacks first');
    await page.getByRole('button', { name: 'Ana attacks first' }).click();
    let attacks = 0;
    for (let step = 0; step < 200 && (await screen(page)) !== 'over'; step++) {
      if ((await handedOn(page))) {
        await takeTablet(page);
        continue;
      }
      const share = page.getByRole('button', { name: 'Share the victory' });
      if (await share.count()) {
        await share.click();
        continue;
      }
      // Another player's unknown face-down cards have no face in the DOM.
      assert.equal(await page.locator('.bg-opponents .bg-cell.down:not(.known) .k-name').count(), 0);
      await page.locator('.bg-field.bg-own button.bg-cell:not([aria-disabled=true])').first().click();
      await page.locator('.bg-opponents button.bg-cell.target').first().click();
      attacks++;
      if (attacks === 1) {
        // Ana, out of turn, looks at her own cards: a hand-off to her, her cards read only, and
        // back to Bo behind a hand-off.
        await passOn(page);
        assert.equal(await screen(page), 'handoff');
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Ana: look at my cards' }).click();
        assert.equal(await takeTablet(page), 'Ana');
        assert.equal(await page.getAttribute('[data-private]', 'data-private'), '0');
        assert.equal(await page.locator('.bg-cell:not([aria-disabled=true])').count(), 0, 'nothing can be played while looking');
        await page.getByRole('button', { name: 'Done: pass the tablet back' }).click();
        await passOn(page);
        assert.equal(await screen(page), 'handoff');
        assert.match(await page.textContent('main h1'), /Bo/);
      }
      if (attacks === 3 && (await handedOn(page))) {
        await takeTablet(page);
        assert.match(await page.textContent('.bg-fight'), /= -?\d+/);
        assert.match(await page.textContent('.log'), /attacks/);
        await page.screenshot({ path: 'test-results/battlegoats.png' });
        await checkFit(page, 'battlegoats');
        assert.deepEqual(await axeProblems(page, 'battlegoats battle'), []);
      }
    }
    assert.equal(await screen(page), 'over', `no end after ${attacks} attacks`);
    assert.ok(attacks >= 5, 'several attacks were made');
    await page.screenshot({ path: 'test-results/battlegoats-over.png' });
  },

  async 'BattleGoats draft: each pick behind a hand-off, packs passed on, nine cards to lay out'(page) {
    await openGame(page, /^BattleGoats/);
    await page.getByRole('button', { name: '2 players', exact: true }).click();
    await page.getByRole('button', { name: /^Draft the cards/ }).click();
    await page.getByLabel('Seed').fill('8');
    await page.getByRole('button', { name: 'Start the game' }).click();
    let picks = 0;
    let lastPack = null;
    while (picks < 16) {
      await passOn(page);
      assert.equal(await screen(page), 'handoff', 'every pick is behind a hand-off');
      assert.equal(await page.locator('.bg-card').count(), 0, 'no pack in the DOM at hand-off');
      await takeTablet(page);
      const pack = page.locator('section[aria-label="Your pack"] button.bg-card');
      const size = await pack.count();
      assert.equal(size, 8 - Math.floor(picks / 2), `pick ${picks + 1}: the pack shrinks by one a round`);
      const names = await pack.evaluateAll((bs) => bs.map((b) => b.querySelector('.k-name').textContent).sort().join());
      assert.notEqual(names, lastPack, 'each player sees their own pack');
      lastPack = names;
      await pack.first().click();
      picks++;
    }
    // Drafting done: Ana lays out her Hero and eight picks.
    await takeTablet(page);
    assert.equal(await page.locator('section[aria-label="Your hand"] button.bg-card').count(), 9);
    assert.match(await page.textContent('.log'), /keeps a card/);
  },

  async 'Grab Your Goat!: several turns by tapping, revealing cards, the hand hidden at hand-off'(page) {
    await startGame(page, /^Grab Your Goat/, 2, '5');
    const faceUp = () => page.locator('.gy-cell.up').count();
    let revealed = 0;
    let turns = 0;
    let shot = false;
    for (let step = 0; step < 60 && turns < 6 && (await screen(page)) !== 'over'; step++) {
      if ((await handedOn(page))) {
        // The next seat's table is drawn under the hand-off, its hand's place empty: no card of
        // any hand, nothing private, until "show my cards".
        assert.equal(await page.locator('.gy-hand-card, [data-private]').count(), 0, 'no hand in the DOM at hand-off');
        await takeTablet(page);
        turns++;
        continue;
      }
      assert.equal(await page.locator('[data-private]').count(), 1, 'only the holder\'s hand');
      const roll = page.getByRole('button', { name: /Roll the die/ });
      if (await roll.count()) {
        await roll.click();
        assert.match(await page.textContent('.gy-die'), /north|east|south|west|rest|any way/);
        continue;
      }
      const decide = page.locator('.gy-board .choices button', { hasText: /Send your goat|Open to the|Toward the| runs |Reveal nothing|Stay here|Nowhere/ });
      if (await decide.count()) {
        await decide.first().click();
        continue;
      }
      // The move: walk onto a highlighted card (face down ones are revealed).
      const before = await faceUp();
      const target = page.locator('.gy-cell.target');
      assert.ok((await target.count()) > 0, 'a move is offered as highlighted places');
      if (turns === 4 && !shot) {
        shot = true;
        await page.screenshot({ path: 'test-results/grab-your-goat.png' });
        await checkFit(page, 'grab-your-goat');
        assert.deepEqual(await axeProblems(page, 'grab-your-goat move'), []);
      }
      const down = page.locator('.gy-cell.down.target');
      await ((await down.count()) ? down.first() : target.first()).click();
      if ((await faceUp()) > before) revealed++;
    }
    assert.ok(turns >= 4, `only ${turns} turns were played`);
    assert.ok(revealed >= 1, 'a card was revealed by stepping onto it');
    assert.match(await page.textContent('body'), /steps|finds|walks|rolls/);
  },
};
