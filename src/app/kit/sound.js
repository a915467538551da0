// Goatherd's synthesiser, fetched by a game page on the first tap with sound or vibration on
// (src/app/kit/sound.rs), so the page's first download carries none of it. `src/bin/sound-js.rs`
// writes it to dist/sound.js with VOICES replaced by every sound's voices from src/app/sounds.rs
// (one list a sound, in the order of `Sound`; a voice is [wave, from, to, at, steps, gain]: wave
// 0 sine, 1 triangle, 2 sawtooth, 3 noise; times in 5 ms steps; gain in hundredths of a level
// that sums to under full scale for the loudest sound, the bomb).
// The page calls goatherdSound.wake() in every tap, .play(i, wait) for sound i (after wait ms),
// .buzz(twice); a sound asked for before this file came is left in <html data-sound="i t">, t its
// ask on performance.now(), and plays when this comes, as asked that long ago (a wait below 0).
// Any Web Audio failure (no audio device, a closed context) is ignored: the table plays on, silent.
(() => {
  const VOICES = /*VOICES*/ [];
  const WAVES = ['sine', 'triangle', 'sawtooth'];
  let ctx = null;
  let noise = null;

  // A second of white noise, for the swishes, clicks and rattles (a voice plays it faster or
  // slower for a brighter or darker sound, through a band-pass filter at its pitch).
  const whiteNoise = (c) => {
    const buffer = c.createBuffer(1, c.sampleRate, c.sampleRate);
    const data = buffer.getChannelData(0);
    let x = 0x9e3779b9 | 0;
    for (let i = 0; i < data.length; i++) {
      x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
      data[i] = (x | 0) / 2147483648;
    }
    return buffer;
  };

  // In a tap: the audio context, made or woken.
  const wake = () => {
    try {
      if (!ctx) {
        ctx = new AudioContext();
        noise = whiteNoise(ctx);
      } else if (ctx.state === 'suspended') {
        ctx.resume();
      }
    } catch (e) { /* no audio here: silent */ }
  };

  // From `from` at t, gliding to `to` at end.
  const glide = (param, from, to, t, end) => {
    param.setValueAtTime(from, t);
    param.exponentialRampToValueAtTime(to, end);
  };

  // Sound i on context c (with its noise n) from time start: the page's context, or an offline
  // one that the tests render to measure each sound.
  const out = (c, n, i, start) => {
    for (const [wave, from, to, at, steps, gain] of VOICES[i] || []) {
      const t = start + at / 200;
      const end = t + steps / 200;
      const level = c.createGain();
      glide(level.gain, 0.0001, gain / 125, t, t + 0.006);
      level.gain.exponentialRampToValueAtTime(0.0001, end);
      level.connect(c.destination);
      let source;
      if (wave === 3) {
        source = c.createBufferSource();
        source.buffer = n;
        glide(source.playbackRate, from / 2000, to / 2000, t, end);
        // The band sits where the noise is brightest for its speed: a click, not a hiss.
        const band = c.createBiquadFilter();
        band.type = 'bandpass';
        band.Q.value = 0.8;
        glide(band.frequency, from, to, t, end);
        source.connect(band);
        band.connect(level);
      } else {
        source = c.createOscillator();
        source.type = WAVES[wave];
        glide(source.frequency, from, to, t, end);
        source.connect(level);
      }
      source.start(t);
      source.stop(end + 0.02);
    }
  };

  // Sound i, to start `wait` ms from now: the page asks for at most one a tenth of a second, and
  // spaces them by when it asks. Its voices are made after the frame that shows the move (a
  // frame, then a task), so making them never holds that frame up, and each sound starts LEAD
  // seconds after its ask, on the audio clock. One made late (a long frame) starts as soon as it
  // can but never within a tenth of the sound before it; one a hidden page made very late (no
  // frames are drawn meanwhile) is dropped.
  const LEAD = 0.03;
  let last = -1;
  const play = (i, wait) => {
    if (!ctx) return;
    const at = ctx.currentTime + LEAD + (wait || 0) / 1000;
    requestAnimationFrame(() => setTimeout(() => {
      const now = ctx.currentTime;
      if (now > at + 0.5) return;
      const start = Math.max(at, now + 0.005, last + 0.1);
      last = start;
      try {
        out(ctx, noise, i, start);
      } catch (e) { /* a voice short: the table plays on */ }
    }));
  };

  // One pulse for a move, two for a refusal; nothing where the device cannot vibrate.
  const buzz = (twice) => {
    try {
      if (navigator.vibrate) navigator.vibrate(twice ? [30, 60, 30] : 20);
    } catch (e) { /* no vibration here */ }
  };

  window.goatherdSound = { wake, play, buzz, out, whiteNoise, count: VOICES.length };
  // Fetched in a tap with sound on (the script tag says so): the context is made now, so the
  // move that tap made can already sound.
  // A sound the page asked for while this file was on its way plays now, if it was asked for
  // in the last half second (through the public play, as the page's own asks do).
  if (document.currentScript && document.currentScript.hasAttribute('data-wake')) {
    wake();
    const [i, asked] = (document.documentElement.dataset.sound || '').split(' ').map(Number);
    const ago = performance.now() - asked;
    if (ago < 500) window.goatherdSound.play(i, -ago);
  }
})();
