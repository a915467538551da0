// Shrinks each page's wasm-bindgen glue (dist/**/goatherd-*.js) without a minifier: drops
// whole-line comments and every line's indentation, then checks that the result still parses
// and puts its new hash in the page's integrity attribute. (trunk's minifier breaks this glue.)
//   node scripts/shrink-glue.mjs dist
import { readFile, writeFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const root = process.argv[2] ?? 'dist';
const pages = [root, ...(await readdir(root, { withFileTypes: true }))
  .filter((e) => e.isDirectory()).map((e) => join(root, e.name))];
const scratch = await mkdtemp(join(tmpdir(), 'glue-'));
let saved = 0;
for (const dir of pages) {
  const names = (await readdir(dir)).filter((n) => /^goatherd-[0-9a-f]+\.js$/.test(n));
  if (names.length === 0) continue;
  const html = join(dir, 'index.html');
  let page = await readFile(html, 'utf8');
  for (const name of names) {
    const path = join(dir, name);
    const before = await readFile(path, 'utf8');
    const kept = [];
    let inBlock = false;
    for (const raw of before.split('\n')) {
      const line = raw.trim();
      if (inBlock) {
        if (line.includes('*/')) inBlock = false;
        continue;
      }
      if (line.startsWith('/*')) {
        inBlock = !line.includes('*/');
        continue;
      }
      if (line === '' || line.startsWith('//')) continue;
      // A template literal or string running over lines would change: keep such a file as it is.
      if ((line.match(/`/g) ?? []).length % 2 === 1) throw new Error(`${path}: a template literal spans lines`);
      kept.push(line);
    }
    const after = kept.join('\n') + '\n';
    const check = join(scratch, 'glue.mjs');
    await writeFile(check, after);
    execFileSync(process.execPath, ['--check', check]);
    const hash = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    if (!page.includes(hash(before))) throw new Error(`${html} has no integrity for ${name}`);
    page = page.replaceAll(hash(before), hash(after));
    await writeFile(path, after);
    saved += before.length - after.length;
  }
  await writeFile(html, page);
}
await rm(scratch, { recursive: true });
console.log(`glue: ${saved} bytes of comments and indentation dropped`);
