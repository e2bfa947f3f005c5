/**
 * SVG composition, part 3: street things (scooters, a school bus, a dog, a pool, bridges) and the
 * neighbourhood scenes of `topic-*` (one per area of the useful-information pages) and the
 * special-list covers `special-*`.
 */
import type { Random } from './random';
import {
  FACADES, H, HAZE, W, Svg, bush, circle, darken, ellipse, glassTower, ground, indexOf, isDark, lighten, line, lowrise,
  palm, path, poly, rect, rng, rrect, sky, skyline, text, tower, tree, treeRow, tubeHouses, villa, water,
  type Mood, type Scene,
} from './media-scenes';
import { helipadTower, pagoda, stackTower } from './media-scenes-2';

// ---------------------------------------------------------------------------------------------
// Street things

export const SKINS = ['#f3d2b3', '#e8b992', '#d29e74', '#b07850', '#8a5a3a', '#f6dcc4'];

/** A scooter facing right, wheels on `base`, with an optional rider. */
export function scooter(r: Random, x: number, base: number, k: number, color: string, rider = true): string {
  const wr = 15 * k;
  let out = circle(x - 34 * k, base - wr, wr, '#2b2b2b') + circle(x - 34 * k, base - wr, wr * 0.45, '#9aa0a6');
  out += circle(x + 38 * k, base - wr, wr, '#2b2b2b') + circle(x + 38 * k, base - wr, wr * 0.45, '#9aa0a6');
  out += path(`M${x - 52 * k} ${base - wr - 4 * k} Q${x - 50 * k} ${base - 48 * k} ${x - 20 * k} ${base - 44 * k} L${x + 10 * k} ${base - 30 * k} L${x + 26 * k} ${base - 70 * k} L${x + 36 * k} ${base - 70 * k} L${x + 30 * k} ${base - 26 * k} Q${x + 10 * k} ${base - 14 * k} ${x - 20 * k} ${base - 18 * k} Z`, color);
  out += rrect(x - 46 * k, base - 54 * k, 40 * k, 10 * k, 5 * k, '#333333') + line(x + 26 * k, base - 72 * k, x + 14 * k, base - 80 * k, '#333333', 4 * k);
  out += circle(x + 38 * k, base - 62 * k, 5 * k, '#fff3b0');
  if (rider) {
    const shirt = r.pick(['#e76f51', '#2a9d8f', '#457b9d', '#f4a261', '#6d597a', '#e9c46a']);
    out += path(`M${x - 30 * k} ${base - 52 * k} L${x - 6 * k} ${base - 50 * k} L${x + 18 * k} ${base - 66 * k}`, 'none', `stroke="#34495e" stroke-width="${9 * k}" stroke-linecap="round"`);
    out += rrect(x - 36 * k, base - 104 * k, 26 * k, 52 * k, 10 * k, shirt) + line(x - 18 * k, base - 92 * k, x + 20 * k, base - 76 * k, shirt, 8 * k, 'stroke-linecap="round"');
    out += circle(x - 22 * k, base - 114 * k, 12 * k, r.pick(SKINS)) + path(`M${x - 36 * k} ${base - 114 * k} A${14 * k} ${14 * k} 0 0 1 ${x - 8 * k} ${base - 114 * k} Z`, r.pick(['#e63946', '#f1faee', '#1d3557', '#ffb703']));
  }
  return out;
}

/** A yellow school bus facing right, wheels on `base`. */
export function bus(x: number, base: number, w: number): string {
  const h = w * 0.36;
  let out = rrect(x, base - h - 14, w, h, 14, '#f6c21c') + rect(x, base - 40, w, 10, '#2b2b2b', 'opacity="0.8"');
  for (let i = 0; i < 6; i++) out += rrect(x + 16 + i * ((w - 70) / 6), base - h - 2, (w - 70) / 6 - 10, h * 0.36, 4, '#cfe6f5');
  out += rrect(x + w - 48, base - h - 2, 38, h * 0.5, 4, '#cfe6f5') + rect(x + w - 6, base - 52, 8, 16, '#ffe9a6');
  out += text(x + 24, base - 48, 'SCHOOL BUS', w * 0.055, '#2b2b2b', 'font-weight="bold"');
  for (const wx of [x + w * 0.2, x + w * 0.8]) out += circle(wx, base - 14, 18, '#2b2b2b') + circle(wx, base - 14, 8, '#b0b5ba');
  return out;
}

/** A dog lying down, facing left, belly on `base`. */
export function dog(x: number, base: number, k: number, coat: string): string {
  const dark = darken(coat, 0.3);
  return (
    path(`M${x + 70 * k} ${base - 30 * k} Q${x + 110 * k} ${base - 60 * k} ${x + 104 * k} ${base - 76 * k}`, 'none', `stroke="${coat}" stroke-width="${9 * k}" stroke-linecap="round"`) +
    ellipse(x + 30 * k, base - 26 * k, 62 * k, 27 * k, coat) +
    rrect(x - 48 * k, base - 12 * k, 50 * k, 12 * k, 6 * k, coat) + rrect(x - 40 * k, base - 8 * k, 50 * k, 8 * k, 4 * k, darken(coat, 0.08)) +
    circle(x - 30 * k, base - 52 * k, 26 * k, coat) + ellipse(x - 56 * k, base - 42 * k, 16 * k, 12 * k, lighten(coat, 0.15)) +
    circle(x - 70 * k, base - 45 * k, 5 * k, '#2b2b2b') + circle(x - 36 * k, base - 58 * k, 3.5 * k, '#2b2b2b') +
    path(`M${x - 22 * k} ${base - 74 * k} Q${x - 4 * k} ${base - 70 * k} ${x - 6 * k} ${base - 36 * k} Q${x - 18 * k} ${base - 50 * k} ${x - 22 * k} ${base - 74 * k}Z`, dark)
  );
}

/** A swimming pool seen from the front, with loungers and an umbrella. */
export function pool(s: Svg, r: Random, y: number, h: number): string {
  let out = rect(0, y - 20, W, H - y + 20, '#efe6d6') + rect(60, y, W - 120, h, '#ffffff');
  out += rect(76, y + 10, W - 152, h - 20, s.linear(['#7fd8e8', '#2fa6c9']));
  for (let i = 0; i < 14; i++) out += path(`M${100 + r.next() * 1000} ${y + 24 + r.next() * (h - 50)} q20 -8 40 0 t40 0`, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.6"');
  for (const lx of [140, 420, 860]) out += rrect(lx, y + h + 30, 170, 18, 9, '#ffffff') + poly([lx + 130, y + h + 30, lx + 170, y + h - 6, lx + 178, y + h, lx + 146, y + h + 30], '#ffffff') + rect(lx + 10, y + h + 48, 6, 14, '#b0a999') + rect(lx + 154, y + h + 48, 6, 14, '#b0a999');
  const ux = 660;
  out += line(ux, y + h + 70, ux, y + h - 100, '#8a6a48', 6) + path(`M${ux - 110} ${y + h - 90} Q${ux} ${y + h - 170} ${ux + 110} ${y + h - 90} Z`, r.pick(['#e76f51', '#2a9d8f', '#f4a261']));
  return out + line(W - 200, y + 10, W - 200, y - 40, '#c0c6cc', 5) + line(W - 170, y + 10, W - 170, y - 40, '#c0c6cc', 5);
}

/** An iron truss bridge (after Long Biên) with its deck at `deck`. */
export function trussBridge(x0: number, x1: number, deck: number, h: number, color: string): string {
  let out = rect(x0, deck, x1 - x0, 10, color);
  const span = h * 2.4;
  for (let x = x0; x < x1; x += span) {
    out += path(`M${x} ${deck} Q${x + span / 2} ${deck - h * 1.3} ${x + span} ${deck}`, 'none', `stroke="${color}" stroke-width="6"`);
    for (let k = 1; k < 8; k++) {
      const px = x + (span * k) / 8;
      const t = k / 8;
      const top = deck - h * 1.3 * 2 * t * (1 - t);
      out += line(px, deck, px, top, color, 2.5) + line(px, deck, x + (span * (k + (k < 4 ? 1 : -1))) / 8, deck - h * 1.3 * 2 * ((k + (k < 4 ? 1 : -1)) / 8) * (1 - (k + (k < 4 ? 1 : -1)) / 8), color, 2);
    }
    out += rect(x + span - 10, deck, 20, 140, darken(color, 0.2));
  }
  return out;
}

/** A red arched footbridge (after Thê Húc) from x0 to x1 on the water line. */
export const redBridge = (x0: number, x1: number, y: number) =>
  path(`M${x0} ${y} Q${(x0 + x1) / 2} ${y - 70} ${x1} ${y} L${x1} ${y + 10} Q${(x0 + x1) / 2} ${y - 58} ${x0} ${y + 10} Z`, '#c8302c') +
  Array.from({ length: 11 }, (_, i) => {
    const t = i / 10;
    const bx = x0 + (x1 - x0) * t;
    const by = y - 70 * 2 * t * (1 - t) * 1;
    return line(bx, by, bx, by - 18, '#c8302c', 3);
  }).join('') +
  path(`M${x0} ${y - 18} Q${(x0 + x1) / 2} ${y - 88} ${x1} ${y - 18}`, 'none', 'stroke="#c8302c" stroke-width="4"');

/** Towers on the far bank and water in front: the frame of the lake and river scenes. */
function bank(s: Svg, r: Random, mood: Mood, horizon: number, shore: number, drawBuildings: () => void): void {
  sky(s, r, mood, horizon);
  s.add(skyline(r, 0, W, shore, 50, 180, HAZE[mood], isDark(mood) ? '#f2cf86' : undefined));
  drawBuildings();
  s.add(rect(0, shore - 4, W, 14, isDark(mood) ? '#2f4a3a' : '#6a9f5a'), treeRow(r, -20, W + 20, shore + 8, 70, isDark(mood) ? 0.4 : 0.1));
  const top = { day: '#6aaad0', morning: '#9cc8dc', sunset: '#d9a3a6', dusk: '#5a5a8e', blue: '#2f5388' }[mood];
  water(s, r, shore + 8, top, darken(top, 0.4));
}

const resTowers = (s: Svg, r: Random, mood: Mood, x0: number, x1: number, base: number, minH: number, maxH: number) => {
  for (let x = x0; x < x1; x += r.int(190, 260)) s.add(tower(r, x, base, r.int(120, 170), r.int(minH, maxH), r.pick(FACADES), mood, { balconies: true, floorH: 26, crown: r.pick(['flat', 'stepped', 'garden', 'slant'] as const) }));
};

// ---------------------------------------------------------------------------------------------
// topic-NN: one neighbourhood per area (see content/info.ts)

export function topicScene(name: string): Scene {
  const r = rng(name);
  const i = ((indexOf(name) - 1) % 10) + 1;
  const s = new Svg(W, H);
  if (i === 1) {
    bank(s, r, 'sunset', 560, 560, () => {
      s.add(lowrise(r, 120, 560, 420, 6, FACADES[0], 'sunset'), lowrise(r, 600, 560, 300, 8, FACADES[2], 'sunset'));
      resTowers(s, r, 'sunset', 960, W, 560, 280, 380);
    });
    s.add(pagoda(1090, 700, 150, '#7a3b2e', '#4f2520'), ellipse(1090, 702, 120, 10, '#5f7d4f'));
    for (const [x, y] of [[300, 740], [420, 790], [700, 760]]) s.add(ellipse(x, y, 26, 12, '#ffffff'), circle(x - 18, y - 22, 9, '#ffffff'), path(`M${x - 18} ${y - 14} Q${x - 30} ${y - 8} ${x - 20} ${y}`, 'none', 'stroke="#ffffff" stroke-width="6"'));
  } else if (i === 2) {
    sky(s, r, 'day', 620);
    s.add(skyline(r, 0, W, 600, 60, 160, HAZE.day));
    const yellow = { body: '#f2cf6b', trim: '#e9e2cf', glass: '#4f8a5b' };
    s.add(lowrise(r, 40, 620, 560, 4, yellow, 'day'), lowrise(r, 680, 620, 560, 4, { ...yellow, body: '#f0c45a' }, 'day'));
    ground(s, 620, '#bdb6a8', { y: 700, h: 120 });
    s.add(treeRow(r, -40, W + 40, 700, 260, 0.05));
  } else if (i === 3) {
    sky(s, r, 'morning', 470);
    s.add(skyline(r, 0, W, 470, 40, 120, HAZE.morning), treeRow(r, -20, W + 20, 480, 90, 0.1));
    water(s, r, 470, '#8fc0d0', '#5f9fb8');
    s.add(ellipse(980, 560, 170, 18, '#6b8f5a'), rect(930, 490, 100, 60, '#e9dcc0'), poly([915, 492, 1045, 492, 1020, 470, 940, 470], '#8a3b2e'));
    s.add(redBridge(560, 860, 570), rect(0, 640, W, 16, '#c9b9a0'));
    s.add(rect(0, 656, W, H - 656, '#cfd6d8'));
    for (let y = 656, k = 0; y < H; y += 40 + k * 8, k++) for (let x = -((k * 37) % 80); x < W; x += 80 + k * 10) s.add(rect(x + 2, y + 2, 76 + k * 10, 36 + k * 8, (x + k) % 3 ? '#eef1f0' : '#e2e8e8'));
    for (let x = 20; x < W; x += 60) s.add(rect(x, 600, 8, 40, '#f4efe6'));
    s.add(rect(0, 596, W, 8, '#f4efe6'), dog(640, 790, 1.4, '#d8a25e'));
  } else if (i === 4) {
    bank(s, r, 'day', 560, 600, () => {
      for (let x = 60; x < W; x += 220) s.add(r.chance(0.5) ? glassTower(s, r, x, 600, 120, r.int(300, 440), 'day', r.pick(['#4f86b8', '#5a9ac0']), r.pick(['box', 'slant', 'notch'] as const)) : tower(r, x, 600, 130, r.int(280, 400), r.pick(FACADES), 'day', { balconies: true }));
    });
  } else if (i === 5) {
    sky(s, r, 'morning', 640);
    s.add(skyline(r, 0, W, 620, 80, 200, HAZE.morning));
    resTowers(s, r, 'morning', 20, W, 640, 400, 560);
    ground(s, 640, '#8fbf6f', { y: 700, h: 130 });
    for (let x = 60; x < W; x += 180) s.add(tree(r, x, 700, 110));
  } else if (i === 6) {
    bank(s, r, 'sunset', 520, 520, () => resTowers(s, r, 'sunset', 700, W, 520, 160, 260));
    s.add(trussBridge(-40, W + 40, 600, 70, '#5b4a42'));
    s.add(rect(0, 760, W, 93, '#b8a07a'));
    for (const x of [90, 1180]) s.add(tree(r, x, 790, 220));
  } else if (i === 7) {
    sky(s, r, 'blue', 600);
    s.add(skyline(r, 0, W, 600, 100, 260, HAZE.blue, '#f2cf86'));
    s.add(glassTower(s, r, 80, 600, 150, 420, 'blue', '#4b7fb0', 'slant'), helipadTower(s, r, 560, 600, 130, 520, 'blue', '#5a8fc0'), glassTower(s, r, 940, 600, 170, 380, 'blue', '#3f6f9f', 'notch'));
    s.add(tubeHouses(r, -20, W + 20, 700, 'blue', 1));
    ground(s, 700, '#6b6f7a');
    for (let k = 0; k < 4; k++) s.add(scooter(r, 150 + k * 300 + r.int(0, 80), 820, 1, r.pick(['#d62828', '#f1faee', '#2a9d8f', '#457b9d'])));
  } else if (i === 8) {
    bank(s, r, 'day', 540, 600, () => {
      for (const x of [220, 640, 1060]) s.add(villa(r, x, 600, 380, 'day'));
    });
    for (const x of [40, 420, 860, 1230]) s.add(palm(x, 612, r.int(200, 260), r.int(-30, 30)));
    s.add(ellipse(700, 760, 90, 14, '#7a5a3a'), rect(650, 720, 80, 30, '#e9dcc0'));
  } else if (i === 9) {
    bank(s, r, 'day', 540, 600, () => resTowers(s, r, 'day', 40, W, 600, 300, 440));
    s.add(path('M200 720 Q640 560 1080 720 L1080 734 Q640 580 200 734 Z', '#f4f1e8'));
    for (const x of [60, 1180]) s.add(palm(x, 800, 240, 20));
  } else {
    bank(s, r, 'dusk', 600, 600, () => {
      resTowers(s, r, 'dusk', 20, 500, 600, 220, 340);
      s.add(stackTower(s, r, 720, 600, 520, 'dusk', '#5a7fa8'));
      resTowers(s, r, 'dusk', 900, W, 600, 220, 320);
    });
    s.add(rect(0, 690, W, 14, '#d9d4cc'), rect(0, 704, W, 6, '#8a8f9a'));
    for (let x = 0; x < W; x += 24) s.add(rect(x, 672, 3, 18, '#d9d4cc'));
    s.add(rect(0, 670, W, 4, '#d9d4cc'));
  }
  return s.scene();
}

// ---------------------------------------------------------------------------------------------
// special-NN: special-list covers (see the lists in seed.ts)

export function specialScene(name: string): Scene {
  const r = rng(name);
  const i = ((indexOf(name) - 1) % 8) + 1;
  const s = new Svg(W, H);
  if (i === 1) {
    bank(s, r, 'sunset', 520, 560, () => resTowers(s, r, 'sunset', 60, W, 560, 260, 420));
    s.add(rect(0, 700, W, 153, '#d9c3a5'), rect(0, 690, W, 12, '#f4efe6'));
    for (let x = 10; x < W; x += 38) s.add(rect(x, 620, 6, 70, '#f4efe6'));
    s.add(rect(0, 614, W, 8, '#f4efe6'), bush(120, 700, 120, '#5a9e4f'), bush(1160, 700, 140, '#5a9e4f'));
  } else if (i === 2) {
    sky(s, r, 'day', 640);
    s.add(skyline(r, 0, W, 660, 80, 220, HAZE.day));
    s.add(tower(r, 380, 700, 520, 640, FACADES[r.int(0, 5)], 'day', { balconies: true, floorH: 40, cols: 9, crown: 'garden' }));
    s.add(rect(500, 610, 280, 14, '#4a4f58'), rect(520, 624, 6, 76, '#4a4f58'), rect(754, 624, 6, 76, '#4a4f58'));
    ground(s, 700, '#cfc8ba');
    for (const x of [120, 300, 980, 1160]) s.add(tree(r, x, 760, 200));
  } else if (i === 3) {
    sky(s, r, 'day', 500);
    s.add(lowrise(r, 100, 480, 1080, 6, FACADES[r.int(0, 5)], 'day'));
    s.add(pool(s, r, 520, 150));
    for (const x of [40, 1230]) s.add(palm(x, 520, 320, x < W / 2 ? 30 : -30));
  } else if (i === 4) {
    sky(s, r, 'morning', 600);
    s.add(skyline(r, 0, W, 600, 80, 200, HAZE.morning));
    resTowers(s, r, 'morning', 40, W, 620, 360, 480);
    ground(s, 620, '#8fbf6f', { y: 690, h: 150 });
    s.add(bus(360, 810, 560));
    for (const x of [80, 1100]) s.add(tree(r, x, 700, 190));
  } else if (i === 5) {
    sky(s, r, 'day', 600);
    s.add(treeRow(r, -20, W + 20, 620, 180, 0.15), villa(r, 560, 640, 720, 'day'));
    ground(s, 640, '#7fbf5f');
    for (let x = 0; x < W; x += 26) s.add(rect(x, 700, 8, 50, '#ffffff'));
    s.add(rect(0, 712, W, 6, '#ffffff'), rect(0, 734, W, 6, '#ffffff'), tree(r, 1100, 760, 300), tree(r, 120, 780, 260));
    for (let k = 0; k < 30; k++) s.add(circle(r.int(0, W), r.int(770, 840), 7, r.pick(['#f4a7b9', '#f6d55c', '#ffffff', '#e76f51'])));
  } else if (i === 6) {
    sky(s, r, 'day', 620);
    s.add(lowrise(r, 180, 620, 920, 7, FACADES[r.int(0, 5)], 'day'));
    ground(s, 620, '#86c36a');
    s.add(tree(r, 120, 700, 260), tree(r, 1160, 700, 240), dog(560, 800, 2.2, r.pick(['#d8a25e', '#8a5a3a', '#f1e4cf'])), circle(300, 790, 26, '#e63946'), path('M276 786 Q300 772 324 786', 'none', 'stroke="#ffffff" stroke-width="4"'));
  } else if (i === 7) {
    sky(s, r, 'day', 700, 3);
    s.add(skyline(r, 0, W, 700, 120, 300, HAZE.day));
    const tints = ['#3f79b0', '#4b8fb8', '#2f6f8f', '#5a7fa8'];
    s.add(glassTower(s, r, 40, 760, 220, 560, 'day', tints[0], 'slant'), helipadTower(s, r, 420, 760, 200, 700, 'day', tints[1]), glassTower(s, r, 780, 760, 240, 600, 'day', tints[2], 'notch'), glassTower(s, r, 1080, 760, 200, 480, 'day', tints[3], 'taper'));
    ground(s, 760, '#b7b2a8');
    s.add(treeRow(r, -20, W + 20, 853, 120, 0));
  } else {
    sky(s, r, 'morning', 440);
    s.add(poly([800, 440, 960, 330, 1100, 370, 1280, 300, 1280, 440], '#7f9f8a'));
    resTowers(s, r, 'morning', 40, 760, 470, 200, 320);
    water(s, r, 470, '#58b4d0', '#2c88ad');
    s.add(path('M0 853 L0 700 Q640 640 1280 690 L1280 853Z', '#f2dcae'), path('M0 708 Q640 648 1280 698', 'none', 'stroke="#ffffff" stroke-width="8" opacity="0.8"'));
    for (const x of [140, 1000, 1180]) s.add(palm(x, 800, r.int(280, 340), r.int(-40, 30)));
    s.add(line(600, 800, 600, 620, '#6b5a48', 5), path('M480 640 Q600 560 720 640 Z', '#e76f51'), rrect(520, 780, 160, 16, 8, '#ffffff'));
  }
  return s.scene();
}
