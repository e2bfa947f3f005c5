/**
 * SVG composition, part 5: the `blog-*` thumbnails (street food, scooters, lanterns, Tết flowers,
 * the metro, beaches, parks, markets, desks with documents, maps, charts, coffee…). Some blog
 * images are referenced by articles with a caption (see content/blogs-*.ts); those get a matching
 * scene.
 */
import type { Random } from './random';
import {
  FACADES, H, HAZE, W, Svg, circle, darken, ellipse, glassTower, ground, indexOf, isDark, line, mix, palm, path,
  poly, rect, rng, rrect, sky, skyline, text, tower, tree, treeRow, tubeHouses, villa, water, type Mood, type Scene,
} from './media-scenes';
import { cableBridge } from './media-scenes-2';
import { scooter } from './media-scenes-3';
import { interiorScene, officeScene, plant } from './media-scenes-4';

type BlogKind = 'food' | 'tet' | 'metro' | 'street' | 'lanterns' | 'beach' | 'desk' | 'coffee' | 'park' | 'villa' | 'map' | 'market' | 'chart' | 'coast' | 'room';
/** blog-01 … blog-24; rooms and offices are delegated to the interior and office scenes. */
const BLOG: BlogKind[] = [
  'room', 'tet', 'food', 'metro', 'street', 'lanterns', 'room', 'beach', 'desk', 'room', 'coffee', 'park',
  'villa', 'desk', 'map', 'room', 'street', 'market', 'chart', 'lanterns', 'food', 'desk', 'coast', 'coffee',
];

export function blogScene(name: string): Scene {
  const i = indexOf(name);
  const r = rng(name);
  const s = new Svg(W, H);
  const kind = BLOG[(i - 1) % BLOG.length];
  const variant = Math.floor((i - 1) / BLOG.length) + (BLOG.slice(0, (i - 1) % BLOG.length).filter((k) => k === kind).length);
  if (kind === 'room') {
    if (i === 1) return interiorScene(name, 'living', 'lake');
    if (i === 7) return interiorScene(name, 'balcony', 'sea');
    if (i === 10) return interiorScene(name, 'loft', 'city');
    return officeScene(name, 'private');
  }
  const draw: Record<Exclude<BlogKind, 'room'>, () => void> = {
    food: () => food(s, r, variant),
    tet: () => tet(s, r),
    metro: () => metro(s, r),
    street: () => street(s, r, variant ? 'dusk' : 'day'),
    lanterns: () => lanterns(s, r, variant),
    beach: () => beach(s, r),
    desk: () => desk(s, r, variant),
    coffee: () => coffee(s, r, variant),
    park: () => park(s, r),
    villa: () => villaGarden(s, r),
    map: () => map(s, r),
    market: () => market(s, r),
    chart: () => chart(s, r),
    coast: () => coast(s, r),
  };
  draw[kind]();
  return s.scene();
}

/** A wooden table seen from above. */
function tableTop(s: Svg, r: Random, wood: string): void {
  s.add(rect(0, 0, W, H, wood));
  for (let y = 0; y < H; y += 107) {
    s.add(rect(0, y, W, 3, darken(wood, 0.18)));
    for (let k = 0; k < 4; k++) s.add(path(`M${r.int(0, W)} ${y + r.int(15, 90)} q60 -6 120 0 t120 0`, 'none', `stroke="${darken(wood, 0.08)}" stroke-width="2"`));
  }
}

function bowl(r: Random, x: number, y: number, rad: number): string {
  let out = circle(x + 10, y + 14, rad, '#000000', 'opacity="0.15"') + circle(x, y, rad, '#f7f5ef') + circle(x, y, rad * 0.86, '#3f7fb0') + circle(x, y, rad * 0.8, '#e9c27f');
  for (let k = 0; k < 7; k++) out += path(`M${x - rad * 0.6} ${y - rad * 0.4 + k * rad * 0.13} q${rad * 0.3} -${rad * 0.12} ${rad * 0.6} 0 t${rad * 0.6} 0`, 'none', 'stroke="#fbf4dc" stroke-width="7"');
  for (let k = 0; k < 4; k++) out += ellipse(x - rad * 0.3 + k * rad * 0.2, y + rad * 0.3 - (k % 2) * rad * 0.2, rad * 0.16, rad * 0.1, '#a0594a', `transform="rotate(${k * 40} ${x} ${y})"`);
  for (let k = 0; k < 9; k++) out += ellipse(x + (r.next() - 0.5) * rad, y + (r.next() - 0.5) * rad, 9, 5, r.pick(['#4f9a4f', '#6cbf5a']), `transform="rotate(${r.int(0, 180)} ${x} ${y})"`);
  return out + circle(x + rad * 0.45, y - rad * 0.45, rad * 0.14, '#9acd32') + circle(x + rad * 0.45, y - rad * 0.45, rad * 0.1, '#c8e67a');
}

function food(s: Svg, r: Random, variant: number): void {
  tableTop(s, r, variant ? '#b98a5e' : '#c79a6a');
  s.add(bowl(r, 500, 440, 230));
  s.add(circle(960, 260, 120, '#f4f1ea'), circle(960, 260, 100, '#eef3e6'));
  for (let k = 0; k < 14; k++) s.add(ellipse(960 + (r.next() - 0.5) * 140, 260 + (r.next() - 0.5) * 140, 22, 11, r.pick(['#3f8f4f', '#5aaa5a', '#79c06a']), `transform="rotate(${r.int(0, 180)} 960 260)"`));
  s.add(circle(1000, 620, 80, '#f4f1ea'), circle(1000, 620, 60, '#c0392b'), circle(880, 700, 50, '#f4f1ea'), circle(880, 700, 36, '#5a3a2a'));
  s.add(rect(780, 80, 16, 560, '#e9d3a6', 'transform="rotate(18 788 360)"'), rect(815, 80, 16, 560, '#e9d3a6', 'transform="rotate(20 823 360)"'));
  s.add(circle(200, 140, 80, '#ffffff', 'opacity="0.7"'), circle(200, 140, 66, '#c97b2a', 'opacity="0.85"'), rect(170, 110, 30, 30, '#ffffff', 'opacity="0.6"'), rect(205, 140, 26, 26, '#ffffff', 'opacity="0.6"'));
  s.add(ellipse(240, 720, 110, 40, '#f2f2f2', 'transform="rotate(-25 240 720)"'), ellipse(330, 670, 40, 24, '#f2f2f2', 'transform="rotate(-25 330 670)"'));
}

function tet(s: Svg, r: Random): void {
  s.add(rect(0, 0, W, H, '#f1c75b'), rect(0, 560, W, H - 560, '#c9bfae'), rect(0, 550, W, 14, '#a8957a'));
  for (let x = 60; x < W; x += 300) s.add(rect(x, 80, 180, 380, '#7a3b2e'), rect(x + 14, 94, 152, 352, '#8f4a3a'));
  for (const x of [20, 1220]) s.add(rect(x, 40, 40, 420, '#c0392b'), rect(x + 8, 60, 24, 380, '#e6b44c', 'opacity="0.5"'));
  const pot = (x: number, w: number, c: string) => poly([x - w / 2, 600, x + w / 2, 600, x + w * 0.38, 760, x - w * 0.38, 760], c) + rect(x - w / 2 - 8, 592, w + 16, 16, darken(c, 0.15));
  for (const x of [250, 1000]) {
    s.add(pot(x, 190, '#2f6f8f'));
    s.add(circle(x, 430, 170, '#2f7a3a'), circle(x - 80, 470, 110, '#3a8a45'), circle(x + 80, 460, 110, '#3a8a45'));
    for (let k = 0; k < 40; k++) s.add(circle(x + (r.next() - 0.5) * 300, 430 + (r.next() - 0.5) * 280, 13, r.pick(['#f39c12', '#f5a623', '#e67e22'])));
  }
  s.add(pot(630, 170, '#c0392b'));
  const branch = (x: number, y: number, a: number, len: number, depth: number): string => {
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    let out = line(x, y, ex, ey, '#5b3a29', depth * 2.2 + 1, 'stroke-linecap="round"');
    if (depth > 0) out += branch(ex, ey, a - 0.45, len * 0.72, depth - 1) + branch(ex, ey, a + 0.4, len * 0.7, depth - 1);
    else for (let k = 0; k < 3; k++) out += circle(ex + (r.next() - 0.5) * 30, ey + (r.next() - 0.5) * 30, 11, r.pick(['#f7a1c4', '#f48fb1', '#fbc4d8']));
    return out;
  };
  s.add(branch(630, 600, -Math.PI / 2, 150, 5));
  for (let k = 0; k < 6; k++) s.add(rrect(120 + k * 200, 40, 36, 54, 10, '#d62828'), rect(134, 94, 8, 20, '#f1c75b', `transform="translate(${k * 200} 0)"`));
}

function metro(s: Svg, r: Random): void {
  sky(s, r, 'day', 560);
  s.add(skyline(r, 0, W, 560, 80, 260, HAZE.day));
  for (let x = 60; x < W; x += r.int(200, 300)) s.add(tower(r, x, 600, r.int(110, 150), r.int(200, 320), r.pick(FACADES), 'day', { balconies: true, floorH: 24 }));
  ground(s, 600, '#b9b3a6', { y: 700, h: 120 });
  for (let x = 120; x < W; x += 260) s.add(rect(x - 22, 420, 44, 300, '#cfcac0'), poly([x - 70, 420, x + 70, 420, x + 30, 460, x - 30, 460], '#cfcac0'));
  s.add(rect(0, 396, W, 30, '#dedad2'), rect(0, 426, W, 8, '#a9a49a'));
  const tx = r.int(80, 300);
  s.add(rrect(tx, 300, 880, 100, 30, '#f4f6f8'), rect(tx + 10, 366, 860, 12, '#e63946'), rect(tx + 10, 380, 860, 6, '#1d3557'));
  for (let k = 0; k < 11; k++) s.add(rrect(tx + 40 + k * 76, 316, 56, 38, 6, '#4a6a8a'));
  for (const x of [180, 620, 1060]) s.add(tree(r, x, 700, 170));
  for (let k = 0; k < 3; k++) s.add(scooter(r, 200 + k * 400 + r.int(0, 100), 800, 0.9, r.pick(['#d62828', '#f1faee', '#2a9d8f'])));
}

function street(s: Svg, r: Random, mood: Mood): void {
  sky(s, r, mood, 500);
  s.add(tubeHouses(r, -20, W + 20, 620, mood, 1.4));
  ground(s, 620, isDark(mood) ? '#4a4e5a' : '#b7b1a5');
  s.add(rect(0, 660, W, H - 660, isDark(mood) ? '#3a3e48' : '#6b6f78'));
  for (let k = 0; k < 5; k++) s.add(path(`M-20 ${r.int(120, 260)} Q${W / 2} ${r.int(240, 380)} ${W + 20} ${r.int(120, 260)}`, 'none', 'stroke="#2b2b2b" stroke-width="2.5"'));
  for (let k = 0; k < 4; k++) s.add(scooter(r, 120 + k * 320 + r.int(0, 80), 740, 1.2, r.pick(['#d62828', '#f1faee', '#2a9d8f', '#457b9d', '#e9c46a'])));
  for (let k = 0; k < 3; k++) s.add(scooter(r, 220 + k * 380 + r.int(0, 60), 845, 1.45, r.pick(['#d62828', '#1d3557', '#f4a261', '#6d597a'])));
}

function lanterns(s: Svg, r: Random, variant: number): void {
  const mood: Mood = variant ? 'blue' : 'dusk';
  sky(s, r, mood, 400, 1);
  for (let x = -20; x < W; x += 260) {
    s.add(rect(x, 250, 250, 360, '#e8b94a'), poly([x - 20, 260, x + 270, 260, x + 230, 190, x + 20, 190], '#7a3b2e'));
    s.add(rect(x + 40, 400, 70, 210, '#5a3a26'), rect(x + 140, 330, 70, 70, '#ffe3a0'), rect(x + 140, 430, 70, 110, '#6e4a30'));
  }
  water(s, r, 610, variant ? '#2a4a7a' : '#3a3a6a', '#141a3a');
  const colours = ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#d62898', '#ff7b00'];
  for (let row = 0; row < 3; row++) {
    const y0 = 60 + row * 90;
    s.add(path(`M-10 ${y0} Q${W / 2} ${y0 + 80} ${W + 10} ${y0}`, 'none', 'stroke="#3b2b20" stroke-width="2"'));
    for (let k = 0; k < 9; k++) {
      const x = 60 + k * 145 + row * 40;
      const t = x / W;
      const y = y0 + 160 * t * (1 - t) + 40;
      const c = r.pick(colours);
      s.add(circle(x, y, 60, s.radial([[0, c, 0.45], [1, c, 0]])), line(x, y - 40, x, y - 22, '#3b2b20', 2), ellipse(x, y, 30, 36, c), rect(x - 14, y - 40, 28, 8, '#3b2b20'), rect(x - 14, y + 32, 28, 8, '#3b2b20'), ellipse(x - 8, y - 6, 8, 18, '#ffffff', 'opacity="0.3"'));
      if (row === 2) s.add(ellipse(x, 690 + r.int(0, 60), 22, 6, c, 'opacity="0.5"'));
    }
  }
  for (const x of [300, 900]) s.add(path(`M${x} 760 l160 0 l-20 26 l-120 0 z`, '#4a2e1e'), circle(x + 50, 754, 8, '#ffd166'), circle(x + 100, 754, 8, '#ff9f1c'));
}

function beach(s: Svg, r: Random): void {
  sky(s, r, 'morning', 460, 2);
  s.add(poly([760, 460, 900, 380, 1040, 410, 1180, 350, 1280, 380, 1280, 460], '#8aa7a0'));
  water(s, r, 460, '#7cc3d8', '#3a97b8');
  s.add(path('M0 853 L0 640 Q400 600 760 650 T1280 620 L1280 853Z', '#f1dcb0'), path('M0 648 Q400 608 760 658 T1280 628', 'none', 'stroke="#ffffff" stroke-width="10" opacity="0.8"'));
  for (const [x, y, rad] of [[300, 560, 42], [480, 520, 30], [620, 580, 36], [980, 720, 60]] as const) {
    s.add(ellipse(x, y, rad * 1.2, rad * 0.5, '#4a3322'), ellipse(x, y - 4, rad * 1.05, rad * 0.38, '#6b4a30'));
    for (let k = -2; k <= 2; k++) s.add(line(x + k * rad * 0.35, y - rad * 0.36, x + k * rad * 0.4, y + rad * 0.4, '#3a2718', 1.5));
  }
  for (const x of [80, 1160]) s.add(palm(x, 800, r.int(330, 380), x < W / 2 ? 50 : -50));
}

function desk(s: Svg, r: Random, variant: number): void {
  const bg = ['#e9e4dc', '#dfe7ea', '#efe3d3'][variant % 3];
  s.add(rect(0, 0, W, H, bg));
  const paper = (x: number, y: number, w: number, h: number, a: number, lines = 10) => {
    let out = rect(x + 8, y + 10, w, h, '#000000', `opacity="0.1" transform="rotate(${a} ${x} ${y})"`) + rect(x, y, w, h, '#ffffff', `transform="rotate(${a} ${x} ${y})"`);
    for (let k = 0; k < lines; k++) out += rect(x + 36, y + 60 + k * 34, (w - 72) * (k % 4 === 3 ? 0.6 : 1), 10, '#c9ced6', `transform="rotate(${a} ${x} ${y})"`);
    return out;
  };
  if (variant % 3 === 0) {
    const cx = 180;
    const cy = 120;
    s.add(rect(cx + 10, cy + 12, 520, 560, '#000000', 'opacity="0.1"'), rect(cx, cy, 520, 560, '#ffffff'), rect(cx, cy, 520, 110, '#e63946'), text(cx + 260, cy + 76, 'MARCH', 52, '#ffffff', 'text-anchor="middle" font-weight="bold"'));
    for (let d = 0; d < 35; d++) {
      const x = cx + 30 + (d % 7) * 66;
      const y = cy + 150 + Math.floor(d / 7) * 76;
      if (d < 31) s.add(text(x + 20, y + 30, String(d + 1), 24, d % 7 === 6 ? '#e63946' : '#3b3b3b', 'text-anchor="middle"'));
      if ([8, 17, 24].includes(d)) s.add(circle(x + 20, y + 21, 26, 'none', 'stroke="#2a9d8f" stroke-width="4"'));
    }
    s.add(paper(780, 160, 380, 500, 6), rect(1100, 620, 16, 220, '#1d3557', 'transform="rotate(35 1108 730)"'));
  } else if (variant % 3 === 1) {
    s.add(paper(300, 100, 520, 660, -4, 14));
    s.add(path('M420 700 q30 -40 60 0 t60 0 t60 -10', 'none', 'stroke="#1d3557" stroke-width="4"'));
    s.add(circle(980, 300, 70, 'none', 'stroke="#b8902a" stroke-width="14"'), rrect(1000, 350, 36, 160, 10, '#c9a227', 'transform="rotate(-20 1018 430)"'), rrect(950, 360, 30, 130, 8, '#a8b2bd', 'transform="rotate(15 965 425)"'));
    s.add(poly([1040, 560, 1120, 500, 1200, 560, 1200, 660, 1040, 660], '#e76f51'), rect(1100, 600, 40, 60, '#ffffff'), rect(860, 120, 14, 260, '#2b2b2b', 'transform="rotate(-30 867 250)"'));
  } else {
    s.add(paper(520, 110, 440, 600, 3, 12), rrect(160, 180, 300, 420, 18, '#7a1f2b'), circle(310, 350, 70, 'none', 'stroke="#e3c77a" stroke-width="6"'), text(310, 510, 'PASSPORT', 30, '#e3c77a', 'text-anchor="middle" letter-spacing="3"'));
    s.add(rrect(1010, 540, 200, 140, 10, '#2a9d8f'), rect(1030, 570, 160, 10, '#ffffff', 'opacity="0.7"'), rect(1060, 140, 16, 300, '#e63946', 'transform="rotate(20 1068 290)"'));
  }
  s.add(circle(W - 110, 110, 150, '#3f8f5a'), circle(W - 60, 200, 90, '#5aa06a'), circle(90, H - 80, 90, '#f4f1ea'), circle(90, H - 80, 70, '#6b3e26'), circle(90, H - 80, 70, '#ffffff', 'opacity="0.08"'));
}

function coffee(s: Svg, r: Random, variant: number): void {
  s.add(rect(0, 0, W, 560, variant ? '#2f4858' : '#e9dcc9'), rect(0, 560, W, H - 560, variant ? '#8a5a3c' : '#b98a5e'), rect(0, 556, W, 10, darken(variant ? '#8a5a3c' : '#b98a5e', 0.2)));
  s.add(plant(r, 160, 560, 320, '#e76f51'), plant(r, 1120, 560, 280, '#f4f1ea'));
  if (variant) s.add(rect(380, 80, 520, 300, '#cfe6f5', 'stroke="#f4f1ea" stroke-width="14"'), treeRow(r, 390, 890, 380, 160, 0));
  const cx = 640;
  s.add(ellipse(cx, 760, 220, 40, '#f4f1ea'), ellipse(cx, 752, 170, 26, '#e6e0d4'));
  s.add(path(`M${cx - 120} 470 L${cx + 120} 470 L${cx + 100} 750 L${cx - 100} 750 Z`, '#ffffff', 'opacity="0.55"'));
  s.add(path(`M${cx - 110} 580 L${cx + 110} 580 L${cx + 100} 744 L${cx - 100} 744 Z`, '#3b2116'), path(`M${cx - 103} 690 L${cx + 103} 690 L${cx + 100} 744 L${cx - 100} 744 Z`, '#f1e2c4'));
  s.add(ellipse(cx, 470, 140, 18, '#b8bec5'), rect(cx - 80, 330, 160, 140, s.linear(['#d9dde2', '#9aa3ab'], 1, 0)), ellipse(cx, 330, 80, 14, '#e6e9ec'), rect(cx - 90, 300, 180, 26, '#b8bec5'), rect(cx - 12, 280, 24, 22, '#9aa3ab'));
  for (let k = 0; k < 3; k++) s.add(path(`M${cx - 40 + k * 40} 270 q-20 -40 0 -80 t0 -80`, 'none', 'stroke="#ffffff" stroke-width="6" opacity="0.5"'));
  s.add(rect(cx + 260, 640, 12, 140, '#c9a227', 'transform="rotate(30 266 710)"'));
}

function park(s: Svg, r: Random): void {
  sky(s, r, 'day', 480);
  s.add(skyline(r, 0, W, 480, 60, 160, HAZE.day), treeRow(r, -20, W + 20, 500, 150, 0.1));
  water(s, r, 500, '#7fbcd6', '#4f96b8', 0, W);
  s.add(path('M0 600 Q640 560 1280 620 L1280 853 L0 853Z', '#86c36a'), path('M180 853 Q520 700 700 640 Q860 600 1280 640 L1280 690 Q900 660 760 700 Q560 760 420 853Z', '#e9dcc0'));
  for (const x of [90, 1180]) s.add(tree(r, x, 800, 340));
  s.add(rect(880, 700, 180, 14, '#8a5a3a'), rect(880, 670, 180, 12, '#8a5a3a'), rect(890, 714, 10, 40, '#3b3b3b'), rect(1040, 714, 10, 40, '#3b3b3b'));
  s.add(rect(360, 520, 10, 250, '#2b2b2b'), circle(365, 515, 20, '#fff3c4'));
  for (let k = 0; k < 20; k++) s.add(circle(r.int(0, W), r.int(640, 840), 6, r.pick(['#f4a7b9', '#f6d55c', '#ffffff'])));
}

function villaGarden(s: Svg, r: Random): void {
  sky(s, r, 'day', 600);
  s.add(treeRow(r, -20, W + 20, 600, 200, 0.2), villa(r, 640, 640, 820, 'day'));
  ground(s, 640, '#7fbf5f');
  s.add(tree(r, 90, 800, 300), tree(r, 1200, 820, 320), rect(760, 700, 200, 20, '#ffffff'), rect(780, 720, 8, 30, '#b0a999'), rect(930, 720, 8, 30, '#b0a999'));
}

function map(s: Svg, r: Random): void {
  s.add(rect(0, 0, W, H, '#eee8dc'));
  for (let k = 0; k < 9; k++) s.add(rrect(r.int(0, W - 200), r.int(0, H - 150), r.int(120, 300), r.int(90, 200), 20, r.pick(['#cfe5c0', '#f4dcc8', '#dde4f0', '#f3e7b8'])));
  s.add(path('M-20 200 C300 260 400 500 700 520 S1100 640 1300 600', 'none', 'stroke="#8ec5e6" stroke-width="70"'));
  for (let k = 0; k < 8; k++) s.add(line(k * 180 + r.int(0, 60), 0, k * 170 + r.int(-80, 80), H, '#ffffff', k % 3 ? 10 : 22));
  for (let k = 0; k < 6; k++) s.add(line(0, k * 150 + r.int(0, 50), W, k * 140 + r.int(-60, 60), '#ffffff', k % 2 ? 10 : 20));
  for (let k = 0; k < 5; k++) {
    const x = r.int(120, W - 120);
    const y = r.int(140, H - 80);
    const c = r.pick(['#e63946', '#2a9d8f', '#f4a261', '#457b9d']);
    s.add(ellipse(x, y, 22, 8, '#000000', 'opacity="0.2"'), path(`M${x} ${y} C${x - 14} ${y - 30} ${x - 40} ${y - 50} ${x - 40} ${y - 80} A40 40 0 1 1 ${x + 40} ${y - 80} C${x + 40} ${y - 50} ${x + 14} ${y - 30} ${x} ${y}Z`, c), circle(x, y - 82, 16, '#ffffff'));
  }
}

function market(s: Svg, r: Random): void {
  s.add(rect(0, 0, W, H, '#f3e3c3'));
  for (let x = 0; x < W; x += 80) s.add(rect(x, 0, 40, 150, '#e63946'), rect(x + 40, 0, 40, 150, '#fdf6ec'));
  for (let x = 0; x < W; x += 80) s.add(path(`M${x} 150 q40 40 80 0`, x % 160 ? '#fdf6ec' : '#e63946'));
  const fruits: [string, string, number][] = [['#d62f7e', '#6ab04c', 34], ['#f9c74f', '#f9844a', 30], ['#c0392b', '#e74c3c', 22], ['#90be6d', '#577590', 32], ['#f8961e', '#f3722c', 26], ['#6a4c93', '#8e6cc0', 18]];
  for (let c = 0; c < 6; c++) {
    const x = 60 + (c % 3) * 400;
    const y = c < 3 ? 380 : 660;
    const [a, b, rad] = fruits[(c + r.int(0, 5)) % fruits.length];
    s.add(rect(x, y, 360, 160, '#b07d4f'), rect(x, y, 360, 14, '#8a5a3a'));
    for (let k = 0; k < 26; k++) {
      const fx = x + 30 + (k % 9) * 38 + (Math.floor(k / 9) % 2) * 18;
      const fy = y - Math.floor(k / 9) * rad * 1.1;
      s.add(circle(fx, fy, rad, k % 3 ? a : b), circle(fx - rad * 0.3, fy - rad * 0.3, rad * 0.25, '#ffffff', 'opacity="0.3"'));
    }
    s.add(rect(x + 130, y + 60, 100, 50, '#ffffff'), text(x + 180, y + 95, `${r.int(2, 9) * 5}k`, 30, '#3b3b3b', 'text-anchor="middle" font-weight="bold"'));
  }
  s.add(poly([1160, 230, 1260, 230, 1210, 180], '#e9d8a6'), poly([40, 250, 150, 250, 95, 196], '#e9d8a6'));
}

function chart(s: Svg, r: Random): void {
  s.add(rect(0, 0, W, H, '#eef3f7'), rrect(110, 80, 1060, 700, 24, '#ffffff'), rrect(110, 80, 1060, 700, 24, 'none', 'stroke="#d5dde5" stroke-width="3"'));
  for (let k = 0; k <= 5; k++) s.add(line(200, 680 - k * 100, 1100, 680 - k * 100, '#e3e8ee', 2), text(180, 688 - k * 100, String(k * 20), 22, '#8a96a3', 'text-anchor="end"'));
  const years = ['2021', '2022', '2023', '2024', '2025'];
  let prev = 0.74;
  years.forEach((y, k) => {
    const v = Math.min(0.97, prev + r.next() * 0.06);
    prev = v;
    const x = 250 + k * 170;
    s.add(rrect(x, 680 - v * 500, 100, v * 500, 10, k === years.length - 1 ? '#2a9d8f' : '#8ecae6'), text(x + 50, 720, y, 24, '#5a6775', 'text-anchor="middle"'), text(x + 50, 664 - v * 500, String(Math.round(v * 100)), 24, '#264653', 'text-anchor="middle" font-weight="bold"'));
  });
  for (let k = 0; k < 5; k++) s.add(path(`M${880 + k * 44} 120 l9 20 l22 2 l-16 15 l5 22 l-20 -12 l-20 12 l5 -22 l-16 -15 l22 -2z`, '#f4a261'));
}

function coast(s: Svg, r: Random): void {
  sky(s, r, 'sunset', 450);
  s.add(poly([880, 450, 1040, 330, 1160, 370, 1280, 320, 1280, 450], mix(HAZE.sunset, '#4f7a5f', 0.4)));
  s.add(skyline(r, 0, 900, 450, 40, 140, HAZE.sunset));
  for (let x = 40; x < 860; x += r.int(150, 200)) s.add(r.chance(0.4) ? glassTower(s, r, x, 450, 100, r.int(180, 280), 'sunset', '#b77f7f', 'box') : tower(r, x, 450, 110, r.int(180, 300), r.pick(FACADES), 'sunset', { balconies: true, floorH: 22 }));
  water(s, r, 450, '#e0a6a0', '#6a6f9a');
  s.add(cableBridge(-40, 1320, 520, 200, '#f6eadc', '#f3dcc4'));
  s.add(path('M0 853 L0 740 Q640 700 1280 750 L1280 853Z', '#efd3a8'));
  for (const x of [120, 1150]) s.add(palm(x, 830, 300, x < W / 2 ? 40 : -40));
}
