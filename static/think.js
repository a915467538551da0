// The computer players' worker, beside each game's page (scripts/build.sh): loads their wasm
// (src/bin/think.rs, which then answers the questions); a question that comes before it is ready
// waits for it. If the wasm can't be had, every question is answered -2. The wasm comes gzipped
// by Zopfli (think-glue_bg.wasm.gz, scripts/precompress.mjs), inflated as it arrives; the plain
// one where there is no DecompressionStream or no gzipped copy, as the pages load theirs.
import init from './think-glue.js';

const w = './think-glue_bg.wasm';

const early = [];
onmessage = (e) => early.push(e);
init({
  module_or_path: self.DecompressionStream
    ? fetch(`${w}.gz`).then((r) => {
      if (!r.ok) return fetch(w);
      // (A host that sent it with a Content-Encoding had it inflated already.)
      if (r.headers.get('content-encoding')) return r;
      return new Response(r.body.pipeThrough(new DecompressionStream('gzip')), { headers: { 'content-type': 'application/wasm' } });
    })
    : w,
}).then(
  () => early.forEach((e) => onmessage(e)),
  () => {
    onmessage = (e) => postMessage([e.data[0], -2]);
    early.forEach((e) => onmessage(e));
  },
);
