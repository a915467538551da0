// Writes beside every wasm of a build (each page's goatherd-*_bg.wasm, each game's computer
// players' think-glue_bg.wasm) a copy gzipped by Zopfli, <name>.gz, about 6% smaller than the
// gzip a server makes on the fly, and makes each page's loader fetch that copy and inflate it
// with the browser's DecompressionStream as it arrives, compiling as it goes. GitHub Pages sends
// a .gz file as it is (application/gzip, no Content-Encoding), so the browser does not inflate
// it itself. A browser without DecompressionStream, or a server without the .gz file, gets the
// plain wasm, which stays in the build (the service worker caches only the one a browser uses:
// scripts/make-sw.mjs). static/think.js loads the computer players' wasm the same way.
//   node scripts/precompress.mjs dist   (scripts/build.sh runs it after shrink-glue.mjs)
import { readFile, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/** Every file under `dir` whose name matches `test`. */
async function find(dir, test) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await find(path, test)));
    else if (test.test(entry.name)) out.push(path);
  }
  return out;
}

/**
 * A page's loader (as scripts/shrink-glue.mjs writes it) made to start with a fetch of the
 * gzipped copy, in the page's head where trunk's preload of the wasm was (so it starts as early):
 * the copy, inflated as it arrives, where the browser has a DecompressionStream; the plain wasm
 * where it has none or the copy is not there. (A host that sends the copy with a
 * Content-Encoding has had the browser inflate it already: it is handed on as it is.) Throws if
 * the page has not exactly one such loader and one such preload; a page already made so is
 * returned as it is. static/think.js does the same for the computer players' wasm.
 */
export function packedLoader(page, where) {
  if (page.includes('var goatherdWasm=')) return page;
  const loader = /<script type=module>import init from'(\.\/goatherd-[0-9a-f]+\.js)';init\(\{module_or_path:'(\.\/goatherd-[0-9a-f]+_bg\.wasm)'\}\)<\/script>/g;
  const preload = /<link as=fetch crossorigin href=(\.\/goatherd-[0-9a-f]+_bg\.wasm) rel=preload type=application\/wasm>/g;
  const loaders = [...page.matchAll(loader)];
  const preloads = [...page.matchAll(preload)];
  if (loaders.length !== 1) throw new Error(`${where}: ${loaders.length} loaders, not one`);
  if (preloads.length !== 1 || preloads[0][1] !== loaders[0][2]) throw new Error(`${where}: not one preload of the loader's wasm, as trunk writes it`);
  const wasm = loaders[0][2];
  return page
    .replace(preload, () => `<script>var goatherdWasm=((w,d)=>fetch(d?w+'.gz':w).then(r=>!r.ok?fetch(w):d&&!r.headers.get('content-encoding')?`
      + `new Response(r.body.pipeThrough(new d('gzip')),{headers:{'content-type':'application/wasm'}}):r))('${wasm}',self.DecompressionStream)</script>`)
    .replace(loader, (_, glue) => `<script type=module>import init from'${glue}';init({module_or_path:goatherdWasm})</script>`);
}

const root = process.argv[2];
if (!root) throw new Error('usage: node scripts/precompress.mjs <dist directory>');
const wasms = await find(root, /^(goatherd-[0-9a-f]+|think-glue)_bg\.wasm$/);
const packed = await Promise.all(wasms.map(async (path) => {
  const plain = await readFile(path);
  // (60 passes instead of Zopfli's 15: 66 bytes fewer on Floats McGoats' page, about 2.5 s more
  // a file, on 2026-12-07, when that page stood 0.04 KB over its 175 KB bound.)
  const gz = Buffer.from(await gzipAsync(plain, { numiterations: 60 }));
  // Throws if the copy does not inflate to the very same bytes.
  if (!gunzipSync(gz).equals(plain)) throw new Error(`${path}: the gzipped copy does not inflate to it`);
  await writeFile(`${path}.gz`, gz);
  return [plain.length, gz.length];
}));
for (const html of await find(root, /^index\.html$/)) {
  const page = await readFile(html, 'utf8');
  if (!page.includes("import init from'./goatherd-")) continue;
  await writeFile(html, packedLoader(page, html));
}
const sum = (i) => packed.reduce((a, p) => a + p[i], 0);
console.log(`precompress: ${wasms.length} wasm files, ${sum(0)} bytes, gzipped by Zopfli to ${sum(1)}`);
