// Browser tests of play across devices (issue 41). They run only inside the network namespace
// that scripts/netns.sh makes (WebRTC needs an interface with an address; nothing leaves the
// namespace): `scripts/netns.sh npx playwright test -c tests/net/playwright.config.mjs`.
// The page server (dist/) and the signalling service (scripts/relay.mjs) start in there too.
import { defineConfig } from '@playwright/test';

if (process.env.GOATHERD_NETNS !== 'inside') {
  throw new Error('tests/net runs only inside scripts/netns.sh (its own network namespace)');
}
const port = Number(process.env.GOATHERD_PORT ?? 4183);
const relay = Number(process.env.GOATHERD_RELAY ?? 9000);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  outputDir: '../../test-results/net',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  webServer: [
    {
      command: `GOATHERD_PORT=${port} node tests/e2e/serve-cli.mjs`,
      cwd: '../..',
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/relay.mjs ${relay}`,
      cwd: '../..',
      url: `http://127.0.0.1:${relay}/`,
      reuseExistingServer: false,
    },
  ],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
    baseURL: `http://127.0.0.1:${port}/`,
  },
});
