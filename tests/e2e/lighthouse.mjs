// Lighthouse (npm `lighthouse` 12.2.3, its default mobile preset: a mid phone, a CPU slowdown
// calibrated to the host (below), simulated slow 4G) on the release build in dist/, served
// gzipped as GitHub Pages serves it, in Debian's chromium. For the home page and every game page
// it prints the performance score, the total blocking time, the largest contentful paint and the
// accessibility, best practices and SEO scores, writes test-results/lighthouse.json, and fails
// when a page scores under its bound.
// Each page is measured three times and judged by the median of each number, as Lighthouse's own
// docs on variability advise (docs/variability.md): on this shared two-core machine one page's
// blocking time ranged 66-390 ms over six runs in a quarter of an hour, its CPU benchmark steady.
// A page whose median of three passes a bound is measured twice more and judged by the median of
// five (as every page was until stop 80: each page's five runs scored 99-100).
// Every run's numbers and the host's CPU benchmark (Lighthouse's benchmarkIndex) are printed.
//
// The CPU slowdown is calibrated to the host, as Lighthouse's throttling docs advise: its default
// 4x is meant for a high-end desktop (benchmark index 1500-2000), to land in a mid-tier phone's
// range, and the shared machines CI runs on measure 700-1100, where 4x emulates a phone two times
// slower than Lighthouse means (Lighthouse itself warns under 1000). Before each run the host is
// benchmarked with Lighthouse's own benchmark function in a fresh tab, three times (one reading
// ranged 1,180-2,720 within minutes, and differed from Lighthouse's own in-run reading by up to
// 45%: docs/performance.md, stop 66), and the run slows the CPU by 4 x median benchmark / 1500: the phone a 1500 host gets at 4x, the strictest end of the range the
// default is meant for. A faster host gets the preset's 4x, no more: Lighthouse's docs lower the
// multiplier on a weaker host, and its table of hosts stops at 2000. Raised with the host, 2283-3206
// gave 6.1-8.6x, and the blocking time went up with it far faster than the host's speed (tasks
// under 50 ms at 4x count past it): the home page, unchanged for weeks, 55-288 ms against 10-18 at
// 2.5-4x (docs/performance.md, stop 68). The bounds stay as they were.
// LIGHTHOUSE_PAGES=home,floats-mcgoats runs only those pages (never set by the test command).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { mkdir, writeFile } from 'node:fs/promises';
import { serve } from './serve.mjs';

const TARGET = { performance: 95, tbtMs: 150 };
// The performance bound is issue 68's: 95 on every page (each page's five runs scored 99-100 on
// 2026-12-07, docs/performance.md, stop 76).
const BOUND = { performance: 95, tbtMs: 300, others: 100 };
const RUNS = 3;
const MORE_RUNS = 2;
// The host benchmark at which Lighthouse's default slowdown applies as it is (see above), and that
// slowdown, the most a run gets.
const REFERENCE = { benchmark: 1500, slowdown: 4 };
const PAGES = ['home', 'goat-lords', 'battlegoats', 'gruff-goats', 'grab-your-goat', 'floats-mcgoats']
  .filter((p) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(p));

const server = await serve('dist');
const base = `http://127.0.0.1:${server.address().port}/`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const failures = [];
const report = { target: TARGET, bound: BOUND, reference: REFERENCE, pages: {} };
// The host's benchmark index now, by Lighthouse's own function, in a tab of the same browser.
const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const benchmark = async () => {
  const tab = await cdp.contexts()[0].newPage();
  try {
    return await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  } finally {
    await tab.close();
  }
};
const run = async (url) => {
  const readings = [await benchmark(), await benchmark(), await benchmark()].sort((a, b) => a - b);
  const host = readings[1];
  const slowdown = Math.min(REFERENCE.slowdown, Math.max(1, Math.round(REFERENCE.slowdown * host / REFERENCE.benchmark * 100) / 100));
  const result = await lighthouse(url, {
    port: chrome.port, output: 'json', logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== slowdown) throw new Error(`Lighthouse ran at ${applied}x, not the calibrated ${slowdown}x`);
  const { categories, audits } = result.lhr;
  const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
  return {
    performance: score('performance'), accessibility: score('accessibility'),
    bestPractices: score('best-practices'), seo: score('seo'),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    host: Math.round(host), slowdown,
    failed: Object.values(audits).filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary').map((a) => a.id),
  };
};

try {
  for (const page of PAGES) {
    const url = base + (page === 'home' ? '' : `${page}/`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(url));
    const median = (key) => runs.map((x) => x[key]).sort((a, b) => a - b)[runs.length >> 1];
    const pastBound = () => median('performance') < BOUND.performance || median('tbtMs') > BOUND.tbtMs
      || ['accessibility', 'bestPractices', 'seo'].some((k) => median(k) < BOUND.others);
    if (pastBound()) {
      console.log(`${page}: past a bound in the median of ${RUNS}; measuring ${MORE_RUNS} more times`);
      for (let i = 0; i < MORE_RUNS; i++) runs.push(await run(url));
    }
    console.log(`${page}: ${runs.map((x) => `performance ${x.performance}, blocking ${x.tbtMs} ms (host benchmark ${x.host}, so CPU ${x.slowdown}x; Lighthouse's benchmark ${x.benchmarkIndex})`).join('; ')}`);
    const r = { ...runs[0], runs };
    for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'tbtMs', 'lcpMs', 'fcpMs']) r[key] = median(key);
    r.failed = [...new Set(runs.flatMap((x) => x.failed))];
    report.pages[page] = r;
    const mark = r.performance < BOUND.performance || r.tbtMs > BOUND.tbtMs ? 'FAIL'
      : r.performance < TARGET.performance || r.tbtMs > TARGET.tbtMs ? 'over target' : 'ok';
    console.log(`${mark.padEnd(11)} ${page}, median of ${runs.length}: performance ${r.performance} (target ${TARGET.performance}, bound ${BOUND.performance}), total blocking time ${r.tbtMs} ms (target ${TARGET.tbtMs}, bound ${BOUND.tbtMs}), first paint ${r.fcpMs} ms, largest paint ${r.lcpMs} ms; accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo}`);
    if (r.performance < BOUND.performance) failures.push(`${page}: performance ${r.performance} is under ${BOUND.performance}`);
    if (r.tbtMs > BOUND.tbtMs) failures.push(`${page}: total blocking time ${r.tbtMs} ms is over ${BOUND.tbtMs} ms`);
    for (const [name, v] of [['accessibility', r.accessibility], ['best practices', r.bestPractices], ['SEO', r.seo]]) {
      if (v < BOUND.others) failures.push(`${page}: ${name} ${v} is under ${BOUND.others} (failed audits: ${r.failed.join(', ')})`);
    }
  }
} finally {
  await cdp.close();
  await chrome.kill();
  server.close();
}

await mkdir('test-results', { recursive: true });
await writeFile('test-results/lighthouse.json', JSON.stringify(report, null, 2));
if (failures.length) {
  console.error(`\nLighthouse FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nLighthouse: every page within its bounds');
