// A tiny static file server for dist/ (used by the browser tests, the performance script and
// scripts/serve.sh). Text, scripts and wasm go out gzipped when the browser asks, as GitHub Pages
// sends them; a file already gzipped (a wasm's .gz copy, scripts/precompress.mjs) goes out as it
// is, as application/gzip with no Content-Encoding, as GitHub Pages sends it too.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json', '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.gz': 'application/gzip',
};

/** Serves `root` under the URL path `prefix` (e.g. `/goatherd/`, as GitHub Pages does). */
export function serve(root, port = 0, prefix = '/') {
  const server = createServer(async (req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!url.startsWith(prefix)) {
      res.writeHead(404);
      res.end('not found');
      return;
    }
    const path = normalize('/' + url.slice(prefix.length)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? path + 'index.html' : path);
    try {
      let body = await readFile(file);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
      if (!['.png', '.gz'].includes(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
