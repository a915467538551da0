// Goatherd across devices: the transport. WebRTC data channels between the host (the device
// whose page runs the game) and the devices that play its seats, introduced to each other by a
// PeerJS signalling service (the npm package `peerjs`, dist/peer.js, fetched with this file only
// when a game with devices starts). The game's messages (src/net) are JSON text; this file only
// carries them, keeps connections up and says when one comes or goes.
//
// window.goatherdNet:
//   relay(search)            the signalling service named by the page's query (`relay=`, `stun=`),
//                            or the public PeerJS one
//   host(room, relay, on)    opens the room: on.open(), on.joined(n), on.hear(n, text), on.left(n)
//                            with n a number for each connection; returns { send(n, text),
//                            drop(n), close() }
//   join(room, relay, on)    a device's way to the room's host: on.open(), on.hear(text),
//                            on.left(); it reconnects by itself until close(); returns
//                            { send(text), close() }
// The room id is random (128 bits or more) and comes from the link's fragment: the relay sees
// it only as the host's peer id, "gh-<room>".
(() => {
  const PEER_JS = new URL('peer.js', document.currentScript ? document.currentScript.src : location.href).href;
  let loading = null;
  const load = () => {
    if (window.Peer) return Promise.resolve();
    if (!loading) {
      loading = new Promise((resolve, reject) => {
        const s = document.createElement('script');
        s.src = PEER_JS;
        s.onload = () => resolve();
        s.onerror = () => { loading = null; reject(new Error('the connection library could not be fetched')); };
        document.head.appendChild(s);
      });
    }
    return loading;
  };

  // `relay=https://host:port/path` (or http: for a relay on this network) and `stun=none` or
  // `stun=stun:host:port`. Without them, the public PeerJS service and its STUN server.
  const relay = (search) => {
    const q = new URLSearchParams(search === undefined ? location.search : search);
    const options = { debug: 0 };
    const r = q.get('relay');
    if (r) {
      const u = new URL(r);
      options.host = u.hostname;
      options.secure = u.protocol === 'https:';
      options.port = Number(u.port) || (options.secure ? 443 : 80);
      options.path = u.pathname || '/';
      options.key = u.searchParams.get('key') || 'peerjs';
    }
    const stun = q.get('stun');
    if (stun === 'none') options.config = { iceServers: [] };
    else if (stun) options.config = { iceServers: [{ urls: stun }] };
    return options;
  };

  const hostId = (room) => `gh-${room}`;

  // Retries `fn` after 0.5, 1, 2, 4, 5, 5... seconds until it says it is done.
  const backoff = () => {
    let wait = 500;
    return (fn) => { setTimeout(fn, wait); wait = Math.min(wait * 2, 5000); };
  };

  const host = (room, options, on) => {
    const conns = new Map();
    let next = 1;
    let peer = null;
    let closed = false;
    const retry = backoff();
    const open = () => {
      if (closed) return;
      peer = new Peer(hostId(room), options);
      peer.on('open', () => on.open && on.open());
      peer.on('connection', (conn) => {
        const n = next++;
        conn.on('open', () => { conns.set(n, conn); on.joined && on.joined(n); });
        conn.on('data', (d) => typeof d === 'string' && on.hear(n, d));
        const gone = () => { if (conns.delete(n)) on.left && on.left(n); };
        conn.on('close', gone);
        conn.on('error', gone);
      });
      // Lost the relay (connections stay up): ask again. The id still held by a page that
      // reloaded: wait for the relay to let it go.
      peer.on('disconnected', () => { if (!closed) retry(() => peer && !peer.destroyed && peer.reconnect()); });
      peer.on('error', (e) => {
        if (closed) return;
        if (e.type === 'unavailable-id' || e.type === 'network' || e.type === 'server-error' || e.type === 'socket-error') {
          peer.destroy();
          retry(open);
        }
      });
    };
    load().then(open, (e) => on.failed && on.failed(String(e.message || e)));
    return {
      send: (n, text) => { const c = conns.get(n); if (c && c.open) c.send(text); },
      drop: (n) => { const c = conns.get(n); if (c) c.close(); },
      close: () => { closed = true; if (peer) peer.destroy(); },
    };
  };

  const join = (room, options, on) => {
    let peer = null;
    let conn = null;
    let closed = false;
    let retry = backoff();
    const connect = () => {
      if (closed || !peer || peer.destroyed) return;
      if (peer.disconnected) { peer.reconnect(); return; }
      const c = peer.connect(hostId(room), { reliable: true });
      let up = false;
      const timer = setTimeout(() => { if (!up) c.close(); lost(); }, 8000);
      c.on('open', () => {
        up = true;
        clearTimeout(timer);
        conn = c;
        retry = backoff();
        on.open && on.open();
      });
      c.on('data', (d) => typeof d === 'string' && on.hear(d));
      const gone = () => {
        clearTimeout(timer);
        if (conn === c) { conn = null; on.left && on.left(); }
        if (up) { up = false; lost(); }
      };
      c.on('close', gone);
      c.on('error', gone);
    };
    let waiting = false;
    const lost = () => {
      if (closed || waiting) return;
      waiting = true;
      retry(() => { waiting = false; connect(); });
    };
    const start = () => {
      peer = new Peer(options);
      peer.on('open', connect);
      peer.on('disconnected', lost);
      // No host yet (it is reloading, or not started): try again soon.
      peer.on('error', (e) => {
        if (closed) return;
        if (e.type === 'peer-unavailable') lost();
        else if (e.type === 'network' || e.type === 'server-error' || e.type === 'socket-error') {
          peer.destroy();
          retry(start);
        }
      });
    };
    load().then(start, (e) => on.failed && on.failed(String(e.message || e)));
    // A phone waking from sleep: look at once instead of waiting out the backoff.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && !conn) { retry = backoff(); connect(); }
    });
    return {
      send: (text) => { if (conn && conn.open) conn.send(text); return !!(conn && conn.open); },
      close: () => { closed = true; if (peer) peer.destroy(); },
    };
  };

  window.goatherdNet = { relay, host, join };
})();
