// Shrinks each page's wasm-bindgen glue (dist/**/goatherd-*.js) and its wasm: gives the wasm's
// imports and exports short names (a, b, ... instead of wasm-bindgen's
// `__wbg_createElement_8c9931a732ee2fea`, whose hashes hardly compress, each written once in
// the wasm and once in the glue) and renames them in the glue to match; minifies the glue with
// terser (trunk's own minifier breaks it); then checks that the wasm still compiles and the glue
// still parses, and puts their new hashes in the page's integrity attributes if it has any.
// Also writes the page's loader (trunk's script that starts the wasm) as the one call it needs.
//   node scripts/shrink-glue.mjs dist
import { readFile, writeFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { minify } from 'terser';
import { readLeb, leb, skipLimits } from './wasm-bytes.mjs';

/** Reads the name (length, then UTF-8) at `at`: [the name, the offset after it]. */
function readName(bytes, at) {
  const [len, start] = readLeb(bytes, at);
  return [new TextDecoder().decode(bytes.subarray(start, start + len)), start + len];
}

/** The bytes of `name` as a wasm name: its length, then its UTF-8. */
function nameBytes(name) {
  const utf8 = new TextEncoder().encode(name);
  return [...leb(utf8.length), ...utf8];
}

/** The i-th short name: a to z, A to Z, then aa, ab and so on. */
function shortName(i) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  do {
    name = letters[i % letters.length] + name;
    i = Math.floor(i / letters.length) - 1;
  } while (i >= 0);
  return name;
}

/** A regular expression for `name` as a whole identifier, followed by `after` (a lookahead). */
function identifier(name, after) {
  return new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?=${after})`, 'g');
}

/**
 * Gives a wasm module's imports and exports short names and renames them in its glue: an import
 * is a key of the glue's imports object (`name: function`), its module that object's quoted key,
 * an export is read as `wasm.<name>` (and a closure's export also names a glue function, which
 * becomes `$<short name>`). Throws when the glue does not name one exactly so. Returns the new
 * wasm and glue; given its own output, it returns the same bytes and text.
 */
function shortenNames(bytes, glue) {
  const parts = [bytes.subarray(0, 8)];
  const modules = new Map();
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = readLeb(bytes, at + 1);
    const end = start + size;
    if (id !== 2 && id !== 7) {
      parts.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    // The import section (2) or the export section (7), rewritten with short names.
    let [count, pos] = readLeb(bytes, start);
    const content = [...leb(count)];
    for (let i = 0; i < count; i++) {
      const short = shortName(i);
      if (id === 2) {
        let module, field;
        [module, pos] = readName(bytes, pos);
        [field, pos] = readName(bytes, pos);
        const desc = pos;
        const kind = bytes[pos];
        if (kind === 0) [, pos] = readLeb(bytes, pos + 1);
        else if (kind === 1) pos = skipLimits(bytes, pos + 2);
        else if (kind === 2) pos = skipLimits(bytes, pos + 1);
        else if (kind === 3) pos += 3;
        else throw new Error(`an import of kind ${kind}`);
        if (!modules.has(module)) modules.set(module, shortName(modules.size));
        if (field !== short) {
          const key = identifier(field, ': ');
          const keys = glue.match(key)?.length ?? 0;
          if (keys !== 1) throw new Error(`import ${field}: ${keys} keys in the glue`);
          glue = glue.replace(key, short);
        }
        content.push(...nameBytes(modules.get(module)), ...nameBytes(short), ...bytes.subarray(desc, pos));
      } else {
        let field;
        [field, pos] = readName(bytes, pos);
        const desc = pos;
        [, pos] = readLeb(bytes, pos + 1);
        if (field !== short) {
          if (identifier(`$${short}`, '[^\\w$]').test(glue)) throw new Error(`the glue has a $${short}`);
          const ownFunction = glue.includes(`function ${field}(`);
          glue = glue.replace(identifier(field, '[^\\w$]'), (_, from) => {
            if (glue.slice(from - 5, from) === 'wasm.') return short;
            if (!ownFunction) throw new Error(`the glue names export ${field} other than as wasm.${field}`);
            return `$${short}`;
          });
        }
        content.push(...nameBytes(short), ...bytes.subarray(desc, pos));
      }
    }
    if (pos !== end) throw new Error(`wasm section ${id} not read to its end`);
    parts.push(Uint8Array.from([id, ...leb(content.length), ...content]));
    at = end;
  }
  for (const [module, short] of modules) {
    if (module === short) continue;
    const key = `${JSON.stringify(module)}: `;
    if (glue.split(key).length !== 2) throw new Error(`import module ${module}: not one key in the glue`);
    glue = glue.replace(key, `${JSON.stringify(short)}: `);
  }
  const wasm = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let to = 0;
  for (const p of parts) {
    wasm.set(p, to);
    to += p.length;
  }
  return { wasm, glue };
}

/**
 * The page's loader, as trunk 0.21 writes it, made the one call it needs: trunk's also hands
 * the glue's exports to `window.wasmBindings` and announces `TrunkApplicationStarted`, which
 * nothing here reads (about 90 bytes of every page, gzipped). Throws if the loader is not
 * trunk's, so a new trunk's is looked at rather than left whole.
 */
function shortLoader(page, where) {
  const trunk = /<script type=module>import init, \* as bindings from '(\.\/goatherd-[0-9a-f]+\.js)';\s*const wasm = await init\(\{ module_or_path: '(\.\/goatherd-[0-9a-f]+_bg\.wasm)' \}\);\s*window\.wasmBindings = bindings;\s*dispatchEvent\(new CustomEvent\("TrunkApplicationStarted", \{detail: \{wasm\}\}\)\);<\/script>/g;
  // (Already short: the page was shrunk before.)
  if (/<script type=module>import init from'/.test(page)) return page;
  const found = page.match(trunk) ?? [];
  if (found.length !== 1) throw new Error(`${where}: ${found.length} loaders of trunk's, not one`);
  return page.replace(trunk, (_, glue, wasm) => `<script type=module>import init from'${glue}';init({module_or_path:'${wasm}'})</script>`);
}

const root = process.argv[2] ?? 'dist';
const dirs = (await readdir(root, { withFileTypes: true }))
  .filter((e) => e.isDirectory()).map((e) => join(root, e.name));
// Each game's page, its more page (<slug>/more/) and its device page (<slug>/net/).
const pages = [root, ...dirs, ...['more', 'net'].flatMap((sub) => dirs.map((d) => join(d, sub))).filter((d) => existsSync(d))];
const scratch = await mkdtemp(join(tmpdir(), 'glue-'));
let saved = 0;
for (const dir of pages) {
  const names = (await readdir(dir)).filter((n) => /^goatherd-[0-9a-f]+\.js$/.test(n));
  if (names.length === 0) continue;
  const html = join(dir, 'index.html');
  let page = await readFile(html, 'utf8');
  for (const name of names) {
    const path = join(dir, name);
    const wasmPath = join(dir, name.replace(/\.js$/, '_bg.wasm'));
    const before = await readFile(path, 'utf8');
    const wasmBefore = await readFile(wasmPath);
    const short = shortenNames(wasmBefore, before);
    // Throws if the renamed wasm is not a valid module.
    new WebAssembly.Module(short.wasm);
    // Minified by terser (compressed, its own names shortened; exports, the imports object's
    // keys and every property name kept).
    const after = (await minify(short.glue, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } })).code + '\n';
    const check = join(scratch, 'glue.mjs');
    await writeFile(check, after);
    execFileSync(process.execPath, ['--check', check]);
    const hash = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    // (Pages built with integrity attributes get the new hashes; index.html asks for none.)
    page = page.replaceAll(hash(before), hash(after)).replaceAll(hash(wasmBefore), hash(short.wasm));
    await writeFile(path, after);
    await writeFile(wasmPath, short.wasm);
    saved += before.length - after.length + wasmBefore.length - short.wasm.length;
  }
  await writeFile(html, shortLoader(page, html));
}
await rm(scratch, { recursive: true });
console.log(`glue: ${saved} bytes of long names and the glue's minifying dropped`);
