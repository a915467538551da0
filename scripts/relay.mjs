// The signalling service the tests use, and that a group may run for itself: a PeerJS server
// (the npm package `peer`) on PORT, path /, key "peerjs", as `relay=http://HOST:PORT/` names it.
// It only introduces devices to each other (WebRTC offers, answers and candidates); the game's
// messages go device to device over the data channels, never through it.
// Usage: node scripts/relay.mjs PORT   (scripts/relay.sh PORT)
import { createRequire } from 'node:module';

// `peer` asks `ws` for `WebSocketServer`, which the hoisted `ws` (7, for lighthouse) calls
// `Server`: its CommonJS build is given the server to make.
const require = createRequire(import.meta.url);
const { PeerServer } = require('peer');
const WebSocket = require('ws');

const port = Number(process.argv[2] ?? process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node scripts/relay.mjs PORT');
  process.exit(2);
}
const host = process.env.RELAY_HOST ?? '127.0.0.1';
const createWebSocketServer = (options) => new WebSocket.Server(options);
const options = { port, host, path: '/', key: 'peerjs', alive_timeout: 60_000, createWebSocketServer };
const server = PeerServer(options, () => {
  console.log(`relay: PeerJS signalling on http://${host}:${port}/`);
});
server.on('connection', (client) => console.log(`relay: ${client.getId()} connected`));
server.on('disconnect', (client) => console.log(`relay: ${client.getId()} left`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
