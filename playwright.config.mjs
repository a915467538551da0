// Browser tests (@playwright/test) against the release build in dist/ (scripts/build.sh first),
// in Debian's /usr/bin/chromium: nothing is downloaded. Every test runs at 1280x800; the shell's
// screens (tests tagged @shell) also at 800x1280 and on a phone; motion (@motion) also with
// prefers-reduced-motion. Two workers (most tests wait on the app's own pace as much as on the
// machine); a test that times the app against a clock (@alone: the Hard computers' moves) runs
// in a project of its own once every other test is done, with nothing beside it. (To run it
// alone by name: --project alone --no-deps; without --no-deps every other test runs first.)
import { defineConfig } from '@playwright/test';

// GOATHERD_PORT: another port (and GOATHERD_DIST another build), to run beside another test run.
const port = Number(process.env.GOATHERD_PORT ?? 4173);

const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  },
  hasTouch: true,
  baseURL: `http://127.0.0.1:${port}/`,
  serviceWorkers: 'allow',
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.mjs',
  outputDir: 'test-results/playwright',
  snapshotPathTemplate: '{testDir}/snapshots/{projectName}/{arg}{ext}',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 300_000,
  reporter: [['list']],
  expect: {
    // A tolerance for font rendering; animations are stopped before a screenshot is taken.
    toHaveScreenshot: { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide' },
  },
  webServer: {
    command: 'node tests/e2e/serve-cli.mjs',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
  projects: [
    { name: 'tablet-landscape', grepInvert: /@alone/, use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    { name: 'tablet-portrait', grep: /@shell/, use: { ...chromium, viewport: { width: 800, height: 1280 } } },
    { name: 'phone', grep: /@shell/, use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true } },
    { name: 'reduced-motion', grep: /@motion/, use: { ...chromium, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' } },
    { name: 'alone', grep: /@alone/, dependencies: ['tablet-landscape', 'tablet-portrait', 'phone', 'reduced-motion'],
      use: { ...chromium, viewport: { width: 1280, height: 800 } } },
  ],
});
