// The app's browser tests (their bodies are in goatherd.test.mjs and games.test.mjs: they tap
// through the app the way a player would), each in a fresh context on the home screen.
import { test } from './fixtures.mjs';
import { tests } from './goatherd.test.mjs';

for (const [name, body] of Object.entries(tests)) {
  test(name, async ({ page, context, base, pagesBase }) => {
    await body(page, { base, pagesBase, context });
  });
}
