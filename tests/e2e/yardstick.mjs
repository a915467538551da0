// The machine's own speed, for timing bounds set on a quicker hour of this machine: a fixed piece
// of work (sort numbers, build markup and parse it into a detached element: nothing on the page
// changes), timed in the page. Its median against YARDSTICK tells how much slower the machine runs
// than when the bounds were set. The perf test times it between taps (tests/e2e/perf.mjs); the
// Hard computers' test after each game's moves.

// The yardstick's median in ms, unthrottled and 4x throttled, on this machine as quick as when
// the bounds were set.
export const YARDSTICK = { normal: 10, throttled: 24 };
// A bound is never scaled by more than this.
export const MAX_SLOWER = 3;

export const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN; };

/** How much slower than `reference` the yardstick's times `bench` ran (1 to MAX_SLOWER). */
export const slower = (bench, reference) => (bench?.length ? Math.min(MAX_SLOWER, Math.max(1, median(bench) / reference)) : 1);

/** A page script: `window.__yardstick()` runs the work once and adds its time to `window.__bench`. */
export const YARDSTICK_SCRIPT = `
  window.__bench = [];
  window.__yardstick = () => {
    const t0 = performance.now();
    const a = [];
    for (let i = 0; i < 20000; i++) a.push((i * 7919) % 10007);
    a.sort((p, q) => p - q);
    const parts = [];
    for (let i = 0; i < 3000; i++) parts.push('<b class="c' + (i % 7) + '">' + a[i * 6] + '</b>');
    const box = document.createElement('div');
    box.innerHTML = parts.join('');
    window.__bench.push(performance.now() - t0);
    return box.childNodes.length;
  };
`;

/** How much slower than the reference the machine runs now, unthrottled: the yardstick run
 * `times` times in `page`. */
export async function slowdown(page, times = 7) {
  const bench = await page.evaluate(([script, times]) => {
    if (!window.__yardstick) (0, eval)(script);
    window.__bench = [];
    for (let i = 0; i < times; i++) window.__yardstick();
    return window.__bench;
  }, [YARDSTICK_SCRIPT, times]);
  return slower(bench, YARDSTICK.normal);
}
