// Puts each wasm's functions in an order that gzip compresses better, then drops their names:
// by size in steps that double (... 32-63 bytes, 64-127, 128-255 ...), then within a step by
// the crate each comes from and its name (Yew's with Yew's, the standard library's together, the
// game's together). Similar code then sits within gzip's 32 KB window of its likes: about 1 KB
// less to download a game page (docs/performance.md, stop 60).
// The wasm must keep its function names (trunk's `data-keep-debug` and wasm-opt's `-g`); they are
// turned into sort keys here, binaryen's `--reorder-functions-by-name` sorts by them, and the
// names, the producers and the target features are stripped from what is written.
//   node scripts/order-functions.mjs file.wasm...
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { readLeb, leb, skipLimits } from './wasm-bytes.mjs';

/** How many functions the module imports (they come first in the function index space). */
function importedFunctions(bytes, start) {
  let [count, pos] = readLeb(bytes, start);
  let functions = 0;
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < 2; k++) {
      const [len, at] = readLeb(bytes, pos);
      pos = at + len;
    }
    const kind = bytes[pos];
    if (kind === 0) {
      [, pos] = readLeb(bytes, pos + 1);
      functions += 1;
    } else if (kind === 1) pos = skipLimits(bytes, pos + 2);
    else if (kind === 2) pos = skipLimits(bytes, pos + 1);
    else if (kind === 3) pos += 3;
    else throw new Error(`an import of kind ${kind}`);
  }
  return functions;
}

/** The crate a function's (demangled) name says it comes from, or '' for none. */
function crateOf(name) {
  return /^[<&]*([a-z_0-9]+)/.exec(name)?.[1] ?? '';
}

/**
 * The module with its function names replaced by sort keys (crate, body size, index) in a name
 * section of its own; throws if it has no function names.
 */
function withSortKeys(bytes) {
  const parts = [bytes.subarray(0, 8)];
  let imported = 0;
  const sizes = [];
  let names = null;
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = readLeb(bytes, at + 1);
    const end = start + size;
    if (id === 2) imported = importedFunctions(bytes, start);
    if (id === 10) {
      let [count, pos] = readLeb(bytes, start);
      for (let i = 0; i < count; i++) {
        const [len, body] = readLeb(bytes, pos);
        sizes.push(len);
        pos = body + len;
      }
    }
    if (id === 0) {
      const [len, from] = readLeb(bytes, start);
      const section = new TextDecoder().decode(bytes.subarray(from, from + len));
      if (section === 'name') {
        names = new Map();
        let pos = from + len;
        while (pos < end) {
          const sub = bytes[pos];
          const [subSize, subStart] = readLeb(bytes, pos + 1);
          if (sub === 1) {
            let [count, p] = readLeb(bytes, subStart);
            for (let i = 0; i < count; i++) {
              let index, nameLen;
              [index, p] = readLeb(bytes, p);
              [nameLen, p] = readLeb(bytes, p);
              names.set(index, new TextDecoder().decode(bytes.subarray(p, p + nameLen)));
              p += nameLen;
            }
          }
          pos = subStart + subSize;
        }
        at = end;
        continue;
      }
    }
    parts.push(bytes.subarray(at, end));
    at = end;
  }
  if (!names) throw new Error('the wasm has no function names (build it with data-keep-debug and wasm-opt -g)');
  const pad = (n) => String(n).padStart(7, '0');
  const entries = [...names].sort((a, b) => a[0] - b[0]).map(([index, name]) => {
    const size = index >= imported ? sizes[index - imported] ?? 0 : 0;
    const step = String(size.toString(2).length).padStart(2, '0');
    const plain = name.replace(/::h[0-9a-f]{16}$/, '');
    const key = new TextEncoder().encode(`${step}|${crateOf(plain)}|${plain}|${pad(index)}`);
    return [...leb(index), ...leb(key.length), ...key];
  });
  const functionNames = [...leb(entries.length), ...entries.flat()];
  const label = new TextEncoder().encode('name');
  const content = [...leb(label.length), ...label, 1, ...leb(functionNames.length), ...functionNames];
  parts.push(Uint8Array.from([0, ...leb(content.length), ...content]));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let to = 0;
  for (const p of parts) {
    out.set(p, to);
    to += p.length;
  }
  return out;
}

const scratch = await mkdtemp(join(tmpdir(), 'order-'));
try {
  for (const path of process.argv.slice(2)) {
    const before = await readFile(path);
    const keyed = join(scratch, 'keyed.wasm');
    await writeFile(keyed, withSortKeys(before));
    const strip = ['--strip-debug', '--strip-producers', '--strip-target-features'];
    const grouped = join(scratch, 'grouped.wasm');
    const asIs = join(scratch, 'as-is.wasm');
    execFileSync('wasm-opt', [keyed, '--reorder-functions-by-name', ...strip, '-o', grouped]);
    execFileSync('wasm-opt', [path, ...strip, '-o', asIs]);
    // The order that compresses better (a small module may gain nothing): gzip at levels 6 and 9.
    const gz = (bytes) => [6, 9].map((level) => gzipSync(bytes, { level }).length);
    const [a, b] = [await readFile(grouped), await readFile(asIs)];
    const [[a6, a9], [b6, b9]] = [gz(a), gz(b)];
    const after = a6 + a9 <= b6 + b9 ? a : b;
    // Throws if what is written is not a valid module.
    new WebAssembly.Module(after);
    await writeFile(path, after);
    const kb = (n) => (n / 1024).toFixed(1);
    console.log(`order-functions: ${path}: ${kb(b9)} KB gzipped in the compiler's order, ${kb(a9)} grouped: ${after === a ? 'grouped' : 'as compiled'}`);
  }
} finally {
  await rm(scratch, { recursive: true });
}
