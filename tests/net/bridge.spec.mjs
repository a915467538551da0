// The transport as the pages use it (dist/net.js over PeerJS, dist/peer.js): a host and phones
// in browser contexts of their own, through the local relay, in the test's network namespace.
// Connections come and go as phones sleep and reload and the host reloads; messages find their
// way after each.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';

const RELAY = `?relay=http://127.0.0.1:${process.env.GOATHERD_RELAY ?? 9000}/&stun=none`;

/** A context's page with the transport loaded (nothing of the game). */
async function device(browser, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`/${RELAY}`);
  await page.addScriptTag({ url: '/net.js' });
  return page;
}

/** Opens the room on `page`: it answers every message with "<n>:<text>" and logs comings and goings. */
async function host(page, room) {
  await page.evaluate((room) => new Promise((resolve) => {
    window.__log = [];
    const relay = window.goatherdNet.relay();
    window.__host = window.goatherdNet.host(room, relay, {
      open: resolve,
      joined: (n) => window.__log.push(`joined ${n}`),
      left: (n) => window.__log.push(`left ${n}`),
      hear: (n, text) => { window.__log.push(`${n} says ${text}`); window.__host.send(n, `${n}:${text}`); },
    });
  }), room);
}

/** Joins the room from `page`; its answers collect in window.__heard. */
async function join(page, room) {
  await page.evaluate((room) => {
    window.__heard = [];
    window.__ups = 0;
    window.__join = window.goatherdNet.join(room, window.goatherdNet.relay(), {
      open: () => { window.__ups += 1; },
      hear: (text) => window.__heard.push(text),
    });
  }, room);
}

/** Sends `text` from a joined page once its connection is up, and waits for the host's answer. */
async function ask(page, text) {
  return page.evaluate((text) => new Promise((resolve, reject) => {
    const started = performance.now();
    const tick = () => {
      const answer = window.__heard.find((h) => h.endsWith(`:${text}`));
      if (answer) { resolve({ answer, ms: performance.now() - started }); return; }
      if (performance.now() - started > 30_000) { reject(new Error(`no answer to ${text}`)); return; }
      window.__join.send(text);
      setTimeout(tick, 200);
    };
    if (!window.__join.send(text)) setTimeout(tick, 200); else setTimeout(tick, 20);
  }), text);
}

const room = () => Array.from({ length: 16 }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, '0')).join('');

test('the relay setting is read from the page address', async ({ browser }) => {
  const page = await device(browser, { width: 390, height: 844 });
  const options = await page.evaluate(() => [
    window.goatherdNet.relay('?relay=http://127.0.0.1:9000/&stun=none'),
    window.goatherdNet.relay('?relay=https://relay.example.org/goats/'),
    window.goatherdNet.relay(''),
  ]);
  assert.deepEqual(options[0], { debug: 0, host: '127.0.0.1', secure: false, port: 9000, path: '/', key: 'peerjs', config: { iceServers: [] } });
  assert.deepEqual(options[1], { debug: 0, host: 'relay.example.org', secure: true, port: 443, path: '/goats/', key: 'peerjs' });
  assert.deepEqual(options[2], { debug: 0 }, 'the public PeerJS service by default');
});

test('two phones reach the host; a phone that reloads and a host that reloads find each other again', async ({ browser }) => {
  const id = room();
  const tablet = await device(browser, { width: 1280, height: 800 });
  await host(tablet, id);
  const ana = await device(browser, { width: 390, height: 844 });
  const bo = await device(browser, { width: 390, height: 844 });
  await join(ana, id);
  await join(bo, id);
  const a1 = await ask(ana, 'hello from ana');
  const b1 = await ask(bo, 'hello from bo');
  assert.notEqual(a1.answer.split(':')[0], b1.answer.split(':')[0], 'each phone its own connection');

  // Ana's phone reloads: a new connection; the host hears the old one leave.
  await ana.reload();
  await ana.addScriptTag({ url: '/net.js' });
  await join(ana, id);
  const a2 = await ask(ana, 'back again');
  await tablet.waitForFunction(() => window.__log.some((l) => l.startsWith('left')), null, { timeout: 15_000 });
  assert.notEqual(a2.answer.split(':')[0], a1.answer.split(':')[0]);

  // The host reloads: both phones come back to it by themselves.
  await tablet.reload();
  await tablet.addScriptTag({ url: '/net.js' });
  const reopened = Date.now();
  await host(tablet, id);
  const [a3, b3] = await Promise.all([ask(ana, 'host is back?'), ask(bo, 'me too')]);
  console.log(`     after the host's reload: the room open again in ${Date.now() - reopened} ms, answers in ${a3.ms.toFixed(0)} and ${b3.ms.toFixed(0)} ms`);
  const ups = await Promise.all([ana.evaluate(() => window.__ups), bo.evaluate(() => window.__ups)]);
  assert.ok(ups.every((u) => u >= 2), `each phone connected again (${ups})`);
});
