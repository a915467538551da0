// Writes static/games/battlegoats-art.svg: a picture for each of BattleGoats' 81 cards, in the
// order of the set (src/games/battlegoats/cards.rs, card id = index), drawn from simple shapes.
// Each picture is a <symbol id="c<id>"> (for <use href="battlegoats-art.svg#c<id>">), and the
// file also lays them out as a 9x9 sheet of 64x64 cells (card id = row * 9 + column), which the
// table uses as a CSS background (static/games/battlegoats.css, .bg-pic): fetched once, when the
// first card face shows, and never with prefers-reduced-data. Not part of the wasm.
//   node scripts/make-battlegoats-art.mjs
import { writeFile } from 'node:fs/promises';

const INK = '#2b2433';
const s = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-width="1.6" stroke-linejoin="round"${extra}/>`;
const line = (d, colour = INK, w = 2) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const circle = (x, y, r, fill, stroke = true) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${stroke ? ` stroke="${INK}" stroke-width="1.6"` : ''}/>`;
const rect = (x, y, w, h, fill, r = 2) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${INK}" stroke-width="1.6"/>`;
const back = (fill) => `<rect x="2" y="2" width="60" height="60" rx="10" fill="${fill}"/>`;

/** A goat's head, front on: fur colour, horns (none, short, curl, long), eyes, beard. */
function goat({ fur = '#f4efe6', horn = 'short', eyes = 'dot', beard = true, hornColour = '#a08458', dx = 0, dy = 0, k = 1 } = {}) {
  const horns = {
    none: '',
    short: line('M26 20 Q23 12 20 9', hornColour, 4) + line('M38 20 Q41 12 44 9', hornColour, 4),
    long: line('M26 20 Q20 8 12 4', hornColour, 4.5) + line('M38 20 Q44 8 52 4', hornColour, 4.5),
    curl: line('M26 21 Q14 10 12 22 Q12 30 19 28', hornColour, 5) + line('M38 21 Q50 10 52 22 Q52 30 45 28', hornColour, 5),
  }[horn];
  const eye = {
    dot: circle(27, 31, 2, INK, false) + circle(37, 31, 2, INK, false),
    x: line('M25 29l4 4M29 29l-4 4') + line('M35 29l4 4M39 29l-4 4'),
    angry: line('M24 27l6 3M40 27l-6 3') + circle(27, 32, 1.8, INK, false) + circle(37, 32, 1.8, INK, false),
    closed: line('M25 31q2 2 4 0M35 31q2 2 4 0'),
    wide: circle(27, 31, 3.2, '#fff') + circle(37, 31, 3.2, '#fff') + circle(27, 31, 1.4, INK, false) + circle(37, 31, 1.4, INK, false),
  }[eyes];
  const body = horns
    + s('M20 24 Q8 22 10 30 Q16 31 21 29Z', fur) + s('M44 24 Q56 22 54 30 Q48 31 43 29Z', fur)
    + s('M22 20 Q32 14 42 20 L44 36 Q40 52 32 54 Q24 52 20 36Z', fur)
    + eye + s('M29 45 Q32 49 35 45', 'none')
    + (beard ? s('M28 52 L32 61 L36 52Z', '#d9cfbf') : '');
  return dx || dy || k !== 1 ? `<g transform="translate(${dx} ${dy}) scale(${k})">${body}</g>` : body;
}

const crown = (fill = '#f2c230', y = 6) => s(`M20 ${y + 12} L22 ${y} L27 ${y + 7} L32 ${y - 2} L37 ${y + 7} L42 ${y} L44 ${y + 12}Z`, fill);
const star = (x, y, r, fill = '#f2c230') => {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = Math.PI / 5 * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${(x + rr * Math.cos(a)).toFixed(1)} ${(y + rr * Math.sin(a)).toFixed(1)}`;
  }
  return s(`${d}Z`, fill);
};
const cross = (x, y, r, fill = '#d63b3b') => s(`M${x - r / 3} ${y - r}h${2 * r / 3}v${2 * r / 3}h${2 * r / 3}v${2 * r / 3}h-${2 * r / 3}v${2 * r / 3}h-${2 * r / 3}v-${2 * r / 3}h-${2 * r / 3}v-${2 * r / 3}h${2 * r / 3}Z`, fill);
const bomb = (x, y, r = 12) => circle(x, y, r, '#3b3742') + rect(x - 4, y - r - 4, 8, 5, '#6b6570', 1) + line(`M${x} ${y - r - 4} q4 -6 9 -4`, '#8a6a3a', 2) + star(x + 10, y - r - 9, 4, '#ff9b2e');
const shieldPath = (x, y, w, h) => `M${x} ${y} h${w} v${h * 0.45} Q${x + w} ${y + h * 0.85} ${x + w / 2} ${y + h} Q${x} ${y + h * 0.85} ${x} ${y + h * 0.45}Z`;
const flame = (x, y, k = 1) => s(`M${x} ${y} q${-9 * k} ${-8 * k} ${-2 * k} ${-20 * k} q${1 * k} ${7 * k} ${5 * k} ${8 * k} q${3 * k} ${-5 * k} ${1 * k} ${-10 * k} q${9 * k} ${9 * k} ${3 * k} ${22 * k}Z`, '#ff8a2b');
const mountain = (fill = '#9aa7b8') => s('M2 58 L22 24 L32 38 L42 20 L62 58Z', fill) + s('M36 30 L42 20 L48 30 L44 28 L40 31Z', '#fff');

// Hero backs are gold, Goats green, Creatures blue-grey, Equipment rust: the type shows at a glance.
const BG = { Hero: '#f6e3a1', Goat: '#d4ebc4', Creature: '#cddbe8', Equipment: '#ecd1bd' };

/** [name, type, drawing] in the set's order. */
const CARDS = [
  // Heroes
  ['Captain Cragbeard', 'Hero', goat({ horn: 'short', fur: '#e9dcc7' }) + s('M14 16 Q32 2 50 16 Q32 12 14 16Z', '#3b3440') + circle(32, 10, 2.5, '#fff') + s('M33 28 h8 v6 h-8z', INK) + line('M22 24 L42 30', INK, 1.5)],
  ['Queen Maple of the Meadow', 'Hero', goat({ horn: 'none', fur: '#f7ecd9' }) + crown('#f2c230', 7) + s('M46 40 q10 -4 12 6 q-8 4 -12 -6z', '#d9642b') + line('M48 42 l8 3', INK, 1)],
  ['Sir Bleatsalot', 'Hero', s('M18 30 Q18 10 32 10 Q46 10 46 30 L46 50 Q32 58 18 50Z', '#c6ccd6') + line('M22 30 h20', INK, 3) + line('M32 30 v14', INK, 2) + line('M26 8 Q32 -2 38 8', '#d63b3b', 4) + line('M18 22 Q8 12 10 4', '#a08458', 4) + line('M46 22 Q56 12 54 4', '#a08458', 4)],
  ['Warden Thistle', 'Hero', goat({ horn: 'short', fur: '#eee4d2', dx: -6 }) + s(shieldPath(40, 30, 20, 26), '#6d8fcf') + s('M50 38 l-3 -8 l3 -5 l3 5z', '#9b5fc0') + line('M50 38 v10', '#4e8a3c', 2)],
  ['Grand Ram Boulder', 'Hero', goat({ horn: 'curl', fur: '#d9cbb3', hornColour: '#7b6040' }) + s('M6 60 Q4 48 14 46 Q24 44 24 56 Q22 62 6 60Z', '#8d8a86')],
  ['Oracle Fennel', 'Hero', goat({ horn: 'long', fur: '#efe8f5', eyes: 'closed' }) + circle(32, 16, 6, '#8fd3ff') + circle(32, 16, 2.5, '#fff', false) + s('M12 60 Q32 46 52 60Z', '#7a5bb0')],
  ['Marshal Hoofwright', 'Hero', goat({ horn: 'short', fur: '#e6d7c0' }) + star(32, 52, 7) + s('M14 8 h36 l-4 10 h-28z', '#4a5a78')],
  ['Lady Juniper', 'Hero', goat({ horn: 'none', fur: '#f5e9e2', eyes: 'wide' }) + s('M22 16 Q32 8 42 16 L40 19 Q32 13 24 19Z', '#b7c4d9') + circle(14, 50, 3.5, '#4b5fa8') + circle(19, 54, 3.5, '#4b5fa8') + circle(12, 56, 3.5, '#4b5fa8') + line('M14 46 q6 -6 10 -2', '#4e8a3c', 2)],
  ['The Horned Regent', 'Hero', goat({ horn: 'long', fur: '#d8c7e0', hornColour: '#5a4030', eyes: 'angry' }) + crown('#e0a92a', 3) + s('M10 62 Q32 48 54 62Z', '#8b2f4a')],
  ['Ember Knight Sorrel', 'Hero', s('M18 30 Q18 10 32 10 Q46 10 46 30 L46 50 Q32 58 18 50Z', '#c9743a') + line('M22 30 h20', INK, 3) + flame(32, 10, 0.7) + line('M50 56 L58 20', '#c6ccd6', 4) + flame(58, 20, 0.5)],
  // Goats
  ['Drill Goat', 'Goat', goat({ horn: 'short' }) + s('M18 18 h28 l-2 -8 h-24z', '#5b6b3a') + star(32, 14, 3)],
  ['Cowboy Goat', 'Goat', goat({ horn: 'none', fur: '#e7d2b0' }) + s('M8 20 Q32 26 56 20 Q50 16 44 17 Q42 4 32 6 Q22 4 20 17 Q14 16 8 20Z', '#8a5a2b')],
  ['Kid Goat', 'Goat', goat({ horn: 'none', beard: false, eyes: 'wide', k: 0.8, dx: 6, dy: 10 })],
  ['Billy Brawler', 'Goat', goat({ horn: 'short', eyes: 'angry', dx: 6 }) + s('M4 40 Q4 30 14 30 Q22 30 22 40 Q22 48 14 48 Q6 48 4 40Z', '#d63b3b') + rect(8, 46, 10, 8, '#fff', 1)],
  ['Nanny Guard', 'Goat', goat({ horn: 'short', fur: '#fbf3ea', dx: -6 }) + s(shieldPath(38, 30, 22, 28), '#d9a53a') + circle(49, 42, 4, '#fff')],
  ['Mountain Goat', 'Goat', mountain() + goat({ horn: 'long', k: 0.55, dx: 14, dy: 26 })],
  ['Battering Ram', 'Goat', goat({ horn: 'curl', fur: '#e2d6c4', eyes: 'angry' }) + rect(2, 50, 60, 9, '#9a6b3c', 4) + line('M10 50 v9M54 50 v9', INK, 1.4)],
  ['Scout Goat', 'Goat', goat({ horn: 'short' }) + rect(20, 26, 10, 10, '#4a5a78', 4) + rect(34, 26, 10, 10, '#4a5a78', 4) + line('M30 31 h4', INK, 2)],
  ['Lantern Goat', 'Goat', goat({ horn: 'short', dx: -8 }) + line('M50 10 v8', INK, 2) + rect(44, 18, 12, 18, '#ffd966', 3) + circle(50, 27, 3, '#ff9b2e', false)],
  ['Shadow Goat', 'Goat', goat({ horn: 'long', fur: '#5a5366', hornColour: '#2b2433', eyes: 'closed' }) + circle(52, 12, 6, '#fff6c2')],
  ['Show Goat', 'Goat', goat({ horn: 'short', eyes: 'wide' }) + star(10, 12, 6) + star(54, 14, 5) + s('M26 56 l6 -6 l6 6 l-3 6 h-6z', '#3a7bd5')],
  ['Stubborn Goat', 'Goat', goat({ horn: 'short', fur: '#e0d3bf', eyes: 'angry' }) + line('M4 10 L16 22M16 10 L4 22', '#d63b3b', 3)],
  ['Herd Goat', 'Goat', goat({ horn: 'short', k: 0.5, dx: 0, dy: 6 }) + goat({ horn: 'short', fur: '#e7dcc9', k: 0.5, dx: 32, dy: 6 }) + goat({ horn: 'short', fur: '#fff', k: 0.55, dx: 14, dy: 28 })],
  ['Lone Goat', 'Goat', s('M10 10 A12 12 0 1 0 22 24 A9 9 0 1 1 10 10Z', '#fff6c2') + goat({ horn: 'long', k: 0.7, dx: 18, dy: 18 })],
  ['Medic Goat', 'Goat', goat({ horn: 'none' }) + s('M20 18 Q32 6 44 18Z', '#fff') + cross(32, 13, 4)],
  ['Boom Goat', 'Goat', goat({ horn: 'short', eyes: 'wide', k: 0.7, dx: 0, dy: 18 }) + bomb(46, 24, 11)],
  ['Fainting Goat', 'Goat', goat({ horn: 'short', eyes: 'x' }) + star(12, 14, 4) + star(52, 12, 4) + star(8, 30, 3)],
  ['Old Goat', 'Goat', goat({ horn: 'curl', fur: '#d8d3cc', hornColour: '#8a8378', beard: false }) + s('M24 50 L32 64 L40 50Z', '#fff') + circle(27, 31, 4.5, 'none') + circle(37, 31, 4.5, 'none')],
  ['Hungry Goat', 'Goat', goat({ horn: 'short', dx: -8 }) + rect(44, 36, 16, 20, '#b8c0c8', 2) + line('M44 42 h16M44 50 h16', INK, 1.2) + s('M34 46 q4 6 0 8', '#d63b3b')],
  ['Brave Goat', 'Goat', s('M14 30 Q4 50 10 62 L54 62 Q60 50 50 30Z', '#d63b3b') + goat({ horn: 'short' })],
  ["Shepherd's Pride", 'Goat', goat({ horn: 'short', dx: 6 }) + line('M10 62 V14 Q10 6 16 6 Q22 6 22 12', '#8a5a2b', 3.5)],
  ['Trick Goat', 'Goat', goat({ horn: 'none', eyes: 'closed' }) + rect(22, 2, 20, 16, '#2b2433', 1) + rect(16, 17, 32, 4, '#2b2433', 2) + line('M22 13 h20', '#d63b3b', 3)],
  ['Wall Goat', 'Goat', rect(2, 38, 60, 22, '#c8694a', 1) + line('M2 45 h60M2 52 h60M14 38 v7M34 38 v7M54 38 v7M24 45 v7M44 45 v7M14 52 v8M34 52 v8M54 52 v8', INK, 1.2) + goat({ horn: 'short', k: 0.62, dx: 12, dy: 0 })],
  ['Soldier Goat', 'Goat', goat({ horn: 'none' }) + s('M18 24 Q18 8 32 8 Q46 8 46 24Z', '#6b7a45') + rect(14, 22, 36, 4, '#56633a', 2)],
  ['Twin Goat', 'Goat', goat({ horn: 'short', k: 0.62, dx: -2, dy: 12 }) + goat({ horn: 'short', fur: '#e9ddca', k: 0.62, dx: 26, dy: 12 })],
  ['Alpine Goat', 'Goat', goat({ horn: 'long', fur: '#fffaf2' }) + s('M26 58 Q32 50 38 58 L37 62 H27Z', '#e0a92a') + circle(32, 61, 1.6, INK, false)],
  // Creatures
  ['Bridge Troll', 'Creature', s('M2 48 Q32 30 62 48 V62 H2Z', '#8d8a86') + s('M16 12 Q32 2 48 12 L50 36 Q32 48 14 36Z', '#7fa05a') + circle(25, 22, 2.5, INK, false) + circle(39, 22, 2.5, INK, false) + s('M22 32 h20 l-3 4 h-14z', '#fff') + line('M24 32 v-3M40 32 v-3', '#fff', 2)],
  ['Cave Dragon', 'Creature', s('M6 56 Q10 26 30 22 Q30 12 40 10 L56 14 L46 20 Q50 30 44 34 Q40 50 50 60Z', '#5c9a6a') + circle(42, 16, 2, INK, false) + s('M20 32 L6 20 L24 26Z', '#3f7a52') + flame(60, 22, 0.45)],
  ['Grey Wolf', 'Creature', s('M16 6 L24 22 L40 22 L48 6 L50 28 Q46 48 32 56 Q18 48 14 28Z', '#9aa0a8') + s('M26 44 Q32 56 38 44Z', '#e6e6e6') + circle(25, 30, 2.2, INK, false) + circle(39, 30, 2.2, INK, false) + circle(32, 46, 2.5, INK, false)],
  ['Wolf Pack', 'Creature', [4, 24, 44].map((x, i) => `<g transform="translate(${x - 4} ${i === 1 ? 18 : 8}) scale(.45)">${s('M16 6 L24 22 L40 22 L48 6 L50 28 Q46 48 32 56 Q18 48 14 28Z', ['#8a9098', '#a7adb5', '#7b818a'][i])}${circle(25, 30, 2.5, INK, false)}${circle(39, 30, 2.5, INK, false)}</g>`).join('')],
  ['Brown Bear', 'Creature', circle(16, 14, 7, '#8a5a35') + circle(48, 14, 7, '#8a5a35') + circle(32, 34, 22, '#8a5a35') + s('M24 40 Q32 54 40 40 Q32 34 24 40Z', '#c9a27a') + circle(32, 41, 3, INK, false) + circle(25, 29, 2.2, INK, false) + circle(39, 29, 2.2, INK, false)],
  ['Golden Eagle', 'Creature', s('M2 30 Q18 14 32 26 Q46 14 62 30 Q46 26 40 34 L32 52 L24 34 Q18 26 2 30Z', '#c08a2e') + circle(32, 24, 7, '#fff') + s('M32 24 l6 3 l-6 2z', '#f2c230') + circle(30, 22, 1.4, INK, false)],
  ['Rock Viper', 'Creature', s('M2 60 Q22 58 24 48 Q26 38 12 36 Q2 30 14 24 Q30 18 44 22 L48 18 L56 22 L48 28 Q36 28 26 30 Q40 36 36 50 Q32 62 2 62Z', '#9c7b3e') + circle(50, 22, 1.6, INK, false) + line('M56 22 l6 -2M56 22 l6 2', '#d63b3b', 1.4)],
  ['Fire Beetle', 'Creature', s('M32 12 Q50 14 50 36 Q50 58 32 60 Q14 58 14 36 Q14 14 32 12Z', '#d4552b') + line('M32 20 V60', INK, 1.6) + line('M14 30 L4 24M14 40 L4 42M14 50 L6 58M50 30 L60 24M50 40 L60 42M50 50 L58 58', INK, 2) + flame(32, 14, 0.5)],
  ['Swamp Toad', 'Creature', s('M8 50 Q6 28 32 28 Q58 28 56 50 Q32 60 8 50Z', '#6f9a3e') + circle(20, 26, 7, '#6f9a3e') + circle(44, 26, 7, '#6f9a3e') + circle(20, 25, 3, INK, false) + circle(44, 25, 3, INK, false) + line('M18 44 Q32 50 46 44') + circle(52, 12, 4, '#b3c27a') + circle(58, 20, 2.5, '#b3c27a')],
  ['Hill Giant', 'Creature', s('M14 62 Q14 34 32 34 Q50 34 50 62Z', '#8b6b4a') + circle(32, 22, 13, '#d8b08a') + circle(27, 20, 2, INK, false) + circle(37, 20, 2, INK, false) + line('M27 28 h10') + line('M52 60 L60 18', '#6b4a2a', 6)],
  ['Yeti', 'Creature', s('M10 62 Q6 30 20 16 Q32 4 44 16 Q58 30 54 62Z', '#f4f7fb') + s('M22 22 Q32 16 42 22 L40 36 Q32 40 24 36Z', '#9fb6cc') + circle(28, 27, 2, INK, false) + circle(36, 27, 2, INK, false) + line('M28 33 h8')],
  ['Griffin', 'Creature', s('M8 60 Q6 40 20 34 L44 34 Q58 40 56 60Z', '#c8a060') + s('M34 36 Q60 18 60 4 Q44 14 32 30Z', '#fff') + circle(24, 22, 11, '#fff') + s('M14 22 L4 26 L14 28Z', '#f2c230') + circle(21, 19, 1.6, INK, false)],
  ['Night Owl', 'Creature', s('M14 16 L22 22 L42 22 L50 16 L50 48 Q32 62 14 48Z', '#7a6650') + circle(25, 32, 7, '#ffd966') + circle(39, 32, 7, '#ffd966') + circle(25, 32, 3, INK, false) + circle(39, 32, 3, INK, false) + s('M30 40 L34 40 L32 45Z', '#e0a92a') + s('M50 6 A7 7 0 1 0 58 14 A5.5 5.5 0 1 1 50 6Z', '#fff6c2')],
  ['Firefly Swarm', 'Creature', [[14, 16], [30, 10], [48, 18], [20, 34], [40, 32], [54, 44], [12, 52], [32, 50]].map(([x, y]) => circle(x, y, 6, '#fff6a0', false) + circle(x, y, 2.4, '#6b5a2a')).join('')],
  ['Mole', 'Creature', s('M2 50 Q32 40 62 50 V62 H2Z', '#8a6a4a') + circle(32, 34, 16, '#5a4a42') + s('M26 38 Q32 50 38 38Z', '#f2a6b0') + line('M26 30 h3M35 30 h3', INK, 2) + s('M12 42 l-6 4 l6 2 l-4 4 l8 -2z', '#f2a6b0')],
  ['Wild Boar', 'Creature', s('M8 40 Q8 16 32 16 Q56 16 56 40 Q56 56 32 56 Q8 56 8 40Z', '#7a5a44') + s('M24 40 Q32 36 40 40 L40 48 Q32 52 24 48Z', '#d99a8a') + line('M22 46 Q16 40 18 32M42 46 Q48 40 46 32', '#fff', 3) + circle(24, 30, 2, INK, false) + circle(40, 30, 2, INK, false)],
  ['Bat Cloud', 'Creature', [[8, 10, 0.6], [30, 24, 0.9], [4, 36, 0.55]].map(([x, y, k]) => `<g transform="translate(${x} ${y}) scale(${k})">${s('M0 14 Q10 4 18 12 Q22 2 26 2 Q30 2 34 12 Q42 4 52 14 Q42 14 40 22 Q34 16 26 24 Q18 16 12 22 Q10 14 0 14Z', '#4b4160')}</g>`).join('')],
  ['Stone Golem', 'Creature', rect(12, 28, 40, 32, '#9a9a94', 4) + rect(20, 6, 24, 22, '#a8a8a2', 4) + rect(2, 30, 10, 24, '#8e8e88', 3) + rect(52, 30, 10, 24, '#8e8e88', 3) + circle(27, 16, 2.5, '#63c7ff', false) + circle(37, 16, 2.5, '#63c7ff', false) + line('M20 40 l8 6 M40 36 l-4 10', INK, 1.2)],
  ['Ash Phoenix', 'Creature', flame(32, 62, 1.4) + s('M4 24 Q18 20 28 32 L36 32 Q46 20 60 24 Q50 36 40 40 L24 40 Q14 36 4 24Z', '#e0572b') + circle(32, 28, 5, '#f2c230') + circle(31, 27, 1.3, INK, false)],
  ['Marsh Hydra', 'Creature', s('M8 62 Q10 44 32 44 Q54 44 56 62Z', '#4e8a6a') + line('M20 48 Q12 30 14 14', '#4e8a6a', 6) + line('M32 46 Q32 26 32 8', '#4e8a6a', 6) + line('M44 48 Q52 30 50 14', '#4e8a6a', 6) + circle(14, 12, 5, '#5fa07a') + circle(32, 7, 5, '#5fa07a') + circle(50, 12, 5, '#5fa07a')],
  ['Lake Kraken', 'Creature', s('M2 46 Q32 38 62 46 V62 H2Z', '#5a8fcf') + s('M20 40 Q20 6 32 6 Q44 6 44 40Z', '#b45a8a') + circle(28, 24, 2.5, INK, false) + circle(36, 24, 2.5, INK, false) + line('M20 40 Q10 50 4 40M26 42 Q22 56 14 56M38 42 Q42 56 50 56M44 40 Q54 50 60 40', '#b45a8a', 4)],
  ['Red Fox', 'Creature', s('M12 6 L24 22 L40 22 L52 6 L50 30 Q44 46 32 52 Q20 46 14 30Z', '#e07a2e') + s('M22 36 Q32 56 42 36 Q32 42 22 36Z', '#fff') + circle(25, 30, 2, INK, false) + circle(39, 30, 2, INK, false) + circle(32, 50, 2.4, INK, false)],
  ['Chimera', 'Creature', s('M4 58 Q6 36 24 34 L44 34 Q58 38 60 58Z', '#c8a060') + circle(18, 22, 10, '#d8a24a') + goat({ horn: 'short', k: 0.38, dx: 20, dy: 4 }) + s('M52 36 Q62 30 58 20 Q54 28 50 26', '#6f9a3e')],
  // Equipment
  ['Iron Helm', 'Equipment', s('M12 44 Q12 12 32 12 Q52 12 52 44 L46 54 H18Z', '#9aa4b0') + rect(22, 30, 20, 5, INK, 2) + line('M32 12 V30', INK, 1.5)],
  ['Horn Spikes', 'Equipment', s('M6 58 L16 10 L26 58Z', '#c6ccd6') + s('M24 58 L34 4 L44 58Z', '#c6ccd6') + s('M40 58 L50 14 L60 58Z', '#c6ccd6') + rect(2, 54, 60, 8, '#8a5a2b', 2)],
  ['Catapult', 'Equipment', rect(6, 44, 52, 8, '#9a6b3c', 2) + circle(14, 54, 5, '#6b4a2a') + circle(50, 54, 5, '#6b4a2a') + line('M20 44 L48 14', '#9a6b3c', 4) + s('M42 8 Q48 4 54 10 Q50 18 44 16Z', '#6b4a2a') + circle(48, 10, 4, '#8d8a86')],
  ['Shield Wall', 'Equipment', [2, 22, 42].map((x, i) => s(shieldPath(x, 14, 20, 38), ['#6d8fcf', '#d63b3b', '#6d8fcf'][i]) + circle(x + 10, 30, 3, '#f2c230')).join('')],
  ['Powder Keg', 'Equipment', s('M14 18 Q12 40 14 60 H50 Q52 40 50 18Z', '#9a6b3c') + line('M13 28 H51M13 50 H51', INK, 2.5) + line('M32 18 q4 -10 12 -10', '#8a6a3a', 2) + star(46, 8, 5, '#ff9b2e') + s('M24 36 h16 v8 h-16z', '#fff')],
  ['Land Mine', 'Equipment', s('M2 50 Q32 42 62 50 V62 H2Z', '#9a7b4e') + s('M14 46 Q14 30 32 30 Q50 30 50 46Z', '#5b6b3a') + rect(28, 22, 8, 8, '#d63b3b', 2) + line('M20 40 h24', INK, 1.2)],
  ['Spyglass', 'Equipment', `<g transform="rotate(-30 32 32)">${rect(4, 26, 20, 12, '#a0783c', 2)}${rect(22, 24, 18, 16, '#c08a2e', 2)}${rect(38, 22, 22, 20, '#a0783c', 2)}${circle(60, 32, 9, '#8fd3ff')}</g>`],
  ['Torch', 'Equipment', s('M28 62 L26 30 H38 L36 62Z', '#8a5a2b') + rect(24, 26, 16, 6, '#6b6570', 2) + flame(32, 26, 1.1)],
  ['Cloak', 'Equipment', s('M22 6 Q32 2 42 6 L44 14 Q58 38 56 60 Q32 54 8 60 Q6 38 20 14Z', '#4b3f72') + s('M26 10 Q32 20 38 10', 'none') + circle(32, 14, 2.5, '#f2c230')],
  ['Bandage Kit', 'Equipment', rect(8, 18, 48, 38, '#fff', 5) + rect(24, 10, 16, 8, '#d0d0d0', 2) + cross(32, 37, 11)],
  ['Battle Axe', 'Equipment', line('M18 60 L46 8', '#8a5a2b', 4.5) + s('M40 10 Q58 4 60 24 Q50 22 44 28Z', '#c6ccd6') + s('M38 14 Q24 4 16 14 Q26 18 34 22Z', '#c6ccd6')],
  ['Long Spear', 'Equipment', line('M8 60 L50 12', '#8a5a2b', 3.5) + s('M46 16 L60 2 L54 20 Z', '#c6ccd6') + s('M44 18 l-6 -2 l2 6z', '#d63b3b')],
  ['Crossbow', 'Equipment', line('M10 26 Q32 8 54 26', '#8a5a2b', 4) + line('M10 26 L32 44 L54 26', INK, 1.2) + rect(28, 14, 8, 46, '#9a6b3c', 2) + s('M32 4 L28 12 H36Z', '#c6ccd6')],
  ['Blast Shield', 'Equipment', s(shieldPath(12, 8, 40, 50), '#7a8794') + line('M20 18 L44 42M44 18 L20 42', '#f2c230', 3) + circle(32, 30, 6, '#c6ccd6')],
  ['War Banner', 'Equipment', line('M14 62 V4', '#8a5a2b', 3.5) + s('M16 6 H56 L48 20 L56 34 H16Z', '#d63b3b') + `<g transform="translate(22 6) scale(.42)">${goat({ horn: 'short', fur: '#fff', beard: false })}</g>`],
  ['Goat Net', 'Equipment', s('M6 10 Q32 2 58 10 L52 56 Q32 62 12 56Z', '#e9dcb8') + line('M14 10 L20 58M26 6 L28 60M38 6 L36 60M50 10 L44 58M8 22 H56M10 36 H54M12 48 H52', '#8a6a3a', 1.6)],
  ['Mirror Shield', 'Equipment', circle(32, 32, 26, '#c6ccd6') + circle(32, 32, 19, '#e9f6ff') + line('M22 24 L30 16M24 34 L40 18', '#fff', 3)],
  ['Golden Bell', 'Equipment', s('M18 48 Q18 14 32 12 Q46 14 46 48 L52 52 H12Z', '#f2c230') + circle(32, 56, 4, '#c08a2e') + line('M32 12 V6', INK, 2.5) + line('M8 26 q-4 6 0 12M56 26 q4 6 0 12', INK, 1.6)],
  ['Goat Cart', 'Equipment', rect(8, 30, 44, 16, '#9a6b3c', 2) + circle(18, 50, 7, '#6b4a2a') + circle(42, 50, 7, '#6b4a2a') + line('M52 36 L62 30', '#8a5a2b', 3) + `<g transform="translate(14 2) scale(.45)">${goat({ horn: 'short' })}</g>`],
  ['Anvil', 'Equipment', s('M4 20 H50 Q62 20 60 28 Q50 28 44 32 L40 40 H48 V50 H16 V40 H24 L20 32 Q8 30 4 20Z', '#5a5f68') + rect(10, 50, 44, 8, '#3f434a', 2)],
  ['Rusty Sword', 'Equipment', s('M30 4 H34 L36 40 H28Z', '#b98a5a') + circle(30, 16, 2, '#8a4a2a', false) + circle(33, 28, 2.5, '#8a4a2a', false) + rect(18, 40, 28, 5, '#8a5a2b', 2) + rect(29, 45, 6, 12, '#6b4a2a', 2) + circle(32, 59, 3, '#f2c230')],
  ['Trebuchet', 'Equipment', s('M8 58 L24 20 L40 58Z', 'none') + line('M24 20 L24 58', '#9a6b3c', 3) + line('M6 22 L58 14', '#8a5a2b', 3.5) + rect(52, 12, 10, 10, '#6b6570', 2) + line('M6 22 L10 40', INK, 1.2) + circle(10, 42, 3, '#8d8a86') + rect(4, 56, 44, 5, '#9a6b3c', 2)],
];

if (CARDS.length !== 81) throw new Error(`${CARDS.length} pictures, not 81`);
const symbols = CARDS.map(([name, type, drawing], id) =>
  `<symbol id="c${id}" viewBox="0 0 64 64"><title>${name.replace(/'/g, '&#39;')}</title>${back(BG[type])}${drawing}</symbol>`).join('\n');
const sheet = CARDS.map((_, id) => `<use href="#c${id}" x="${(id % 9) * 64}" y="${Math.floor(id / 9) * 64}" width="64" height="64"/>`).join('');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 576 576" width="576" height="576">
<!-- BattleGoats' card pictures, written by scripts/make-battlegoats-art.mjs (do not edit): a symbol per card (id c<card id>), laid out 9 by 9 -->
<defs>
${symbols}
</defs>
${sheet}
</svg>
`;
await writeFile(new URL('../static/games/battlegoats-art.svg', import.meta.url), svg);
console.log(`battlegoats-art.svg: ${CARDS.length} pictures, ${svg.length} bytes`);
