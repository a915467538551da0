// The transport alone: two browser contexts (a tablet and a phone) find each other through the
// local signalling service and talk over a WebRTC data channel, inside the test's own network
// namespace. PeerJS (the npm package `peerjs`, dist/peer.js in a build) is the library.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';

const RELAY = { host: '127.0.0.1', port: Number(process.env.GOATHERD_RELAY ?? 9000), path: '/', secure: false, key: 'peerjs' };
const PEERJS = 'node_modules/peerjs/dist/peerjs.min.js';

/** A page with PeerJS, open as peer `id` on the local relay. */
async function peer(browser, id, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/');
  await page.addScriptTag({ path: PEERJS });
  await page.evaluate(([id, relay]) => new Promise((resolve, reject) => {
    window.__peer = new Peer(id, { ...relay, config: { iceServers: [] } });
    window.__peer.on('open', resolve);
    window.__peer.on('error', (e) => reject(new Error(String(e))));
  }), [id, RELAY]);
  return page;
}

test('a tablet and a phone talk over a data channel, through the local relay only', async ({ browser }) => {
  const room = `goatherd-${Date.now().toString(16)}`;
  const tablet = await peer(browser, `${room}-host`, { width: 1280, height: 800 });
  const phone = await peer(browser, `${room}-1`, { width: 390, height: 844 });
  // The tablet echoes what it hears.
  await tablet.evaluate(() => {
    window.__peer.on('connection', (conn) => conn.on('data', (d) => conn.send(`echo ${d}`)));
  });
  const times = await phone.evaluate((host) => new Promise((resolve, reject) => {
    const conn = window.__peer.connect(host, { reliable: true });
    const rtts = [];
    let sent = 0;
    conn.on('open', () => { sent = performance.now(); conn.send('0'); });
    conn.on('data', (d) => {
      rtts.push(performance.now() - sent);
      if (rtts.length === 20) { resolve(rtts); return; }
      sent = performance.now();
      conn.send(String(rtts.length));
    });
    conn.on('error', (e) => reject(new Error(String(e))));
    setTimeout(() => reject(new Error('no data channel in 20 s')), 20_000);
  }), `${room}-host`);
  times.sort((a, b) => a - b);
  console.log(`     round trip over the data channel: median ${times[10].toFixed(1)} ms, max ${times[19].toFixed(1)} ms`);
  assert.equal(times.length, 20);
  assert.ok(times[10] < 50, 'a round trip under 50 ms here');
});
