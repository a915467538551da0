// Reading and writing a wasm module's bytes: the numbers and limits the module format uses
// (scripts/shrink-glue.mjs and scripts/order-functions.mjs).

/** Reads the unsigned LEB128 number at `at` in `bytes`: [the number, the offset after it]. */
export function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/** The bytes of `value` as an unsigned LEB128 number. */
export function leb(value) {
  const out = [];
  do {
    let b = value & 0x7f;
    value = Math.floor(value / 128);
    if (value > 0) b |= 0x80;
    out.push(b);
  } while (value > 0);
  return out;
}

/** The offset after the limits (of a table or a memory) at `at`. */
export function skipLimits(bytes, at) {
  const flags = bytes[at];
  [, at] = readLeb(bytes, at + 1);
  if (flags & 1) [, at] = readLeb(bytes, at);
  return at;
}
