// Debian's chromium, headless, as the scripts outside the test runner launch it (the test runner's
// own settings are in playwright.config.mjs): nothing downloaded, nothing phoning home.
import { chromium } from 'playwright-core';

export const launchChromium = () => chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
