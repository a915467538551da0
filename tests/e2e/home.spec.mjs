// The home page with many saved games (src/app/home/): the game tiles keep their size however
// many games are saved (the list scrolls in its own cell), games in progress are listed to
// resume, finished ones in a short list to watch again (the latest five; older ones are dropped),
// and the site's address always shows the home page, even after a game was left open.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from './fixtures.mjs';
import { measure } from './helpers.mjs';

const tiles = (page) => page.locator('main .tile').evaluateAll((els) => els.map((e) => {
  const r = e.getBoundingClientRect();
  const name = e.querySelector('strong').getBoundingClientRect();
  return { height: r.height, nameBottom: name.bottom, nameTop: name.top };
}));

test('@shell twelve saved games leave the game tiles as they were', async ({ page }) => {
  const phases = JSON.parse(fs.readFileSync('test-results/phases.json', 'utf8'));
  const over = phases.filter((p) => p.key === 'over').slice(0, 6);
  const going = phases.filter((p) => p.key !== 'over').slice(0, 6);
  assert.equal(over.length + going.length, 12);
  const { width, height } = page.viewportSize();
  await page.goto('./');
  await page.waitForSelector('main[data-screen=home]');
  const empty = await tiles(page);
  await page.evaluate(({ over, going }) => {
    for (const p of [...going, ...over]) localStorage.setItem(`goatherd.save.${p.id}`, p.save);
    for (const p of going) localStorage.setItem(`goatherd.status.${p.id}`, '12 moves played');
    for (const p of over) localStorage.setItem(`goatherd.status.${p.id}`, 'finished');
  }, { over, going });
  await page.reload();
  await page.waitForSelector('main[data-screen=home]');
  const full = await tiles(page);
  await page.screenshot({ path: `test-results/home-12-saves-${width}.png`, fullPage: true });
  const tallest = (ts) => Math.max(...ts.map((t) => t.height));
  assert.ok(tallest(full) <= tallest(empty) + 1, `tiles ${tallest(empty)}px tall with no saves, ${tallest(full)}px with twelve`);
  if (width >= 800) {
    for (const t of full) assert.ok(t.nameTop >= 0 && t.nameBottom <= height, `a tile's name is off the screen (${t.nameTop}-${t.nameBottom})`);
    const m = await measure(page);
    assert.ok(m.scrollY <= 0, `the home page scrolls (${m.scrollY}px)`);
  }
  assert.equal(await page.getByRole('link', { name: /^Resume / }).count(), 6, 'six games to resume');
  assert.equal(await page.getByRole('link', { name: /^Watch .* again$/ }).count(), 5, 'the latest five finished games');
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('goatherd.status.')
    && localStorage.getItem(k) === 'finished').length);
  assert.equal(kept, 5, 'older finished games are dropped');

  // A finished game opens at its replay, from the deal.
  await page.getByRole('link', { name: /^Watch .* again$/ }).first().click();
  await page.waitForSelector('main[data-screen=replay][data-moves="0"]');
  // A game in progress resumes; then the site's address is the home page again.
  await page.goto('./');
  await page.getByRole('link', { name: /^Resume / }).first().click();
  await page.waitForSelector('main[data-screen=handoff], main[data-screen=play]');
  await page.goto('./');
  await page.waitForSelector('main[data-screen=home]');
});
