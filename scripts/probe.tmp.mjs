import { chromium } from 'playwright-core';
const [w, h, url, js] = [+process.argv[2], +process.argv[3], process.argv[4], process.argv[5]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: w, height: h } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url);
await page.waitForSelector('main[data-screen]');
if (process.argv[6]) { for (const step of process.argv[6].split(';')) { await page.getByRole('button', { name: step, exact: true }).click(); } }
await page.waitForTimeout(500);
console.log(await page.evaluate(js));
await browser.close();
