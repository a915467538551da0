// The computer players' worker, beside each game's page (scripts/build.sh): loads their wasm
// (src/bin/think.rs, which then answers the questions); a question that comes before it is ready
// waits for it. If the wasm can't be had, every question is answered -2.
import init from './think-glue.js';

const early = [];
onmessage = (e) => early.push(e);
init({ module_or_path: './think-glue_bg.wasm' }).then(
  () => early.forEach((e) => onmessage(e)),
  () => {
    onmessage = (e) => postMessage([e.data[0], -2]);
    early.forEach((e) => onmessage(e));
  },
);
