/**
 * SVG composition, part 2: landmarks (pagoda, bridges, cranes, ships, signature towers) and the
 * `building-*` and `banner-*` scenes.
 */
import type { Random } from './random';
import {
  FACADES, H, HAZE, W, Svg, bush, circle, darken, ellipse, glassTower, ground, indexOf, isDark, lighten, line, lowrise,
  mix, palm, path, poly, rect, rng, sky, skyline, tower, tree, treeRow, tubeHouses, villa, water,
  type Crown, type GlassShape, type Mood, type Scene,
} from './media-scenes';

// ---------------------------------------------------------------------------------------------
// Landmarks

/** A tiered pagoda tower (after Trấn Quốc in Hanoi), `h` tall, on a small platform. */
export function pagoda(x: number, base: number, h: number, body: string, eave: string): string {
  const tiers = 9;
  const th = (h * 0.78) / tiers;
  const w0 = h * 0.3;
  const w1 = h * 0.12;
  let out = rect(x - w0 * 0.75, base - h * 0.06, w0 * 1.5, h * 0.06, darken(body, 0.15));
  for (let t = 0; t < tiers; t++) {
    const y = base - h * 0.06 - (t + 1) * th;
    const w = w0 - ((w0 - w1) * t) / (tiers - 1);
    out += rect(x - w * 0.38, y, w * 0.76, th, body);
    out += rect(x - w * 0.12, y + th * 0.3, w * 0.24, th * 0.5, darken(body, 0.35));
    out += poly([x - w / 2 - 8, y + 3, x + w / 2 + 8, y + 3, x + w / 2 - 2, y - 4, x - w / 2 + 2, y - 4], eave);
  }
  const top = base - h * 0.06 - tiers * th;
  return out + rect(x - 2, top - h * 0.16, 4, h * 0.16, eave) + circle(x, top - h * 0.08, 6, eave) + circle(x, top - h * 0.14, 4, eave);
}

/** A tapering glass tower with a helipad disc near the top (after Bitexco). */
export function helipadTower(s: Svg, r: Random, x: number, base: number, w: number, h: number, mood: Mood, tint: string): string {
  const disc = darken(mix(tint, '#888888', 0.4), isDark(mood) ? 0.4 : 0.1);
  return (
    glassTower(s, r, x, base, w, h, mood, tint, 'taper') +
    poly([x + w * 0.42, base - h - 40, x + w * 0.58, base - h + 2, x + w * 0.42, base - h + 2], tint) +
    ellipse(x + w * 0.92, base - h * 0.78, w * 0.3, 8, disc) +
    rect(x + w * 0.72, base - h * 0.78, w * 0.16, 18, disc)
  );
}

/** A super-tall tower made of stepped shafts (after Landmark 81). */
export function stackTower(s: Svg, r: Random, cx: number, base: number, h: number, mood: Mood, tint: string): string {
  const shafts = [0.74, 0.88, 1, 0.93, 0.8];
  const w = 34;
  let out = line(cx, base - h, cx, base - h - 70, lighten(tint, 0.2), 4);
  shafts.forEach((k, i) => {
    out += glassTower(s, r, cx + (i - 2.5) * w, base, w + 1, h * k, mood, i % 2 ? tint : darken(tint, 0.08), 'box');
  });
  return out;
}

/** A cable-stayed bridge from x0 to x1 with two pylons. */
export function cableBridge(x0: number, x1: number, deck: number, pylonH: number, color: string, cable: string): string {
  let out = rect(x0, deck, x1 - x0, 12, color) + rect(x0, deck + 12, x1 - x0, 5, darken(color, 0.25));
  for (const k of [0.3, 0.7]) {
    const px = x0 + (x1 - x0) * k;
    const top = deck - pylonH;
    for (let i = 1; i <= 9; i++) {
      const d = ((x1 - x0) * 0.19 * i) / 9;
      out += line(px, top + 10 + i * 4, px - d, deck, cable, 1.6) + line(px, top + 10 + i * 4, px + d, deck, cable, 1.6);
    }
    out += poly([px - 14, deck + 60, px - 4, top, px + 4, top, px + 14, deck + 60], color);
  }
  return out;
}

/** A ship-to-shore container crane standing on the quay at `base`, its boom over the water to the right. */
export function crane(x: number, base: number, h: number, color: string): string {
  const legW = 8;
  const span = h * 0.45;
  let out = rect(x, base - h * 0.72, legW, h * 0.72, color) + rect(x + span, base - h * 0.72, legW, h * 0.72, color);
  out += rect(x, base - h * 0.4, span + legW, 7, color) + line(x + 4, base - h * 0.4, x + span + 4, base - h * 0.72, color, 4);
  out += rect(x - h * 0.25, base - h * 0.76, span + h * 0.95, 12, color);
  out += rect(x + span * 0.3, base - h * 0.86, span * 0.4, h * 0.1, lighten(color, 0.7)) + rect(x + span * 0.55, base - h * 0.72, 26, 18, '#f4f1e8');
  out += line(x + span * 0.5, base - h, x - h * 0.25, base - h * 0.76, color, 2.5) + line(x + span * 0.5, base - h, x + span + h * 0.7, base - h * 0.76, color, 2.5);
  return out + rect(x + span * 0.5 - 3, base - h, 6, h * 0.24, color) + line(x + span + h * 0.4, base - h * 0.74, x + span + h * 0.4, base - h * 0.45, '#333333', 1.5);
}

const BOXES = ['#c0392b', '#2e86c1', '#27ae60', '#f39c12', '#8e44ad', '#16a085', '#d35400', '#7f8c8d', '#e6b0aa'];
/** Stacks of containers between x0 and x1. */
export function containers(r: Random, x0: number, x1: number, base: number, rows: number, cw = 46, ch = 20): string {
  let out = '';
  for (let x = x0; x + cw <= x1; x += cw + 3) {
    const stack = r.int(1, rows);
    for (let k = 0; k < stack; k++) {
      const c = r.pick(BOXES);
      out += rect(x, base - (k + 1) * (ch + 1), cw, ch, c);
      for (let l = 1; l < 5; l++) out += rect(x + (l * cw) / 5, base - (k + 1) * (ch + 1) + 2, 1.5, ch - 4, darken(c, 0.25));
    }
  }
  return out;
}

/** A container ship with its waterline at `base`. */
export function ship(r: Random, x: number, base: number, w: number, hull = '#2d3e50'): string {
  let out = poly([x, base - 40, x + w, base - 40, x + w - 30, base + 8, x + 20, base + 8], hull) + rect(x + 20, base - 2, w - 50, 8, '#b03a2e');
  out += containers(r, x + 30, x + w - 120, base - 40, 3, 30, 14);
  out += rect(x + w - 100, base - 100, 56, 60, '#f4f1e8') + rect(x + w - 92, base - 92, 40, 8, '#2d3e50') + rect(x + w - 80, base - 124, 12, 24, '#b03a2e');
  return out;
}

/** A row of small boats on the water. */
const boat = (x: number, y: number, w: number, color: string) =>
  poly([x, y, x + w, y, x + w * 0.85, y + w * 0.18, x + w * 0.12, y + w * 0.18], color) + rect(x + w * 0.3, y - w * 0.14, w * 0.3, w * 0.14, lighten(color, 0.6));

// ---------------------------------------------------------------------------------------------
// building-NN: residential projects against a sky

export function buildingScene(name: string): Scene {
  const r = rng(name);
  const i = indexOf(name);
  const s = new Svg(W, H);
  const mood = (['day', 'sunset', 'dusk', 'day', 'morning', 'day', 'sunset', 'blue'] as Mood[])[i % 8];
  const kind = (['towers', 'lowrise', 'twin', 'villa', 'towers', 'street'] as const)[(i + Math.floor(i / 6)) % 6];
  const river = i % 4 === 2;
  const base = river ? 650 : 690;
  sky(s, r, mood, 600);
  s.add(skyline(r, 0, W, base - 20, 60, kind === 'villa' ? 120 : 230, HAZE[mood], isDark(mood) ? '#f2cf86' : undefined));
  const facade = FACADES[i % FACADES.length];
  const crowns: Crown[] = ['flat', 'stepped', 'slant', 'spire', 'garden'];
  if (kind === 'towers') {
    const w = r.int(220, 290);
    const x = r.int(180, W - 180 - w);
    if (r.chance(0.7)) s.add(tower(r, x < W / 2 ? x + w + 70 : x - 270, base, 200, r.int(300, 380), FACADES[(i + 2) % FACADES.length], mood, { balconies: true, crown: r.pick(crowns) }));
    s.add(tower(r, x, base, w, r.int(500, 570), facade, mood, { balconies: true, crown: r.pick(crowns), floorH: r.pick([28, 32, 36]) }));
  } else if (kind === 'twin') {
    const w = r.int(200, 240);
    const h = r.int(470, 540);
    const crown = r.pick(crowns);
    s.add(tower(r, 310, base, w, h, facade, mood, { balconies: true, crown }), tower(r, 770, base, w, h - 30, facade, mood, { balconies: true, crown }));
    s.add(rect(300, base - 90, 700, 90, darken(facade.body, isDark(mood) ? 0.5 : 0.06)), rect(320, base - 70, 660, 40, isDark(mood) ? '#ffdc94' : facade.glass));
  } else if (kind === 'lowrise') {
    const w = r.int(620, 820);
    s.add(lowrise(r, (W - w) / 2, base, w, r.int(6, 9), facade, mood));
  } else if (kind === 'street') {
    s.add(tower(r, r.int(300, 800), base - 40, 240, 420, facade, mood, { balconies: true, crown: r.pick(crowns) }));
    s.add(tubeHouses(r, -20, W + 20, base, mood, 1.15));
  } else {
    s.add(treeRow(r, -20, W + 20, base - 10, 150, 0.15));
    s.add(villa(r, W / 2 + r.int(-120, 120), base + 10, r.int(600, 700), mood));
  }
  const grass = mood === 'dusk' || mood === 'blue' ? '#3f6b4a' : '#79b465';
  if (river) {
    ground(s, base, grass);
    s.add(treeRow(r, -30, W + 30, base + 40, 90, isDark(mood) ? 0.35 : 0));
    water(s, r, 700, mood === 'day' ? '#5d9cc6' : darken(HAZE[mood], 0.1), mood === 'day' ? '#2f6f9c' : darken(HAZE[mood], 0.45));
    s.add(boat(r.int(100, 1000), 770, 120, '#a0522d'));
  } else if (kind === 'street') {
    ground(s, base, '#b8b2a6', { y: base + 40, h: 110 });
  } else {
    ground(s, base, grass, { y: 770, h: 90 });
    for (let x = 40 + r.int(0, 60); x < W; x += r.int(200, 320)) if (kind !== 'villa' || Math.abs(x - W / 2) > 380) s.add(r.chance(0.5) ? palm(x, 765, r.int(170, 230), r.int(-30, 30), isDark(mood) ? 0.4 : 0) : tree(r, x, 765, r.int(150, 200), isDark(mood) ? 0.35 : 0));
    for (let x = 0; x < W; x += 70) s.add(bush(x + r.int(0, 30), base + 24, 70, isDark(mood) ? '#2f5a3a' : '#5a9e4f'));
  }
  return s.scene();
}

// ---------------------------------------------------------------------------------------------
// banner-{residence|office}-{city}: wide skylines (1920×640)

export function bannerScene(name: string): Scene {
  const [, use, city] = /^banner-(residence|office)-(\w+)\./.exec(name) ?? ['', 'residence', 'hanoi'];
  const office = use === 'office';
  const r = rng(name);
  const s = new Svg(1920, 640);
  const mood: Mood = office ? (city === 'hcm' || city === 'haiphong' ? 'blue' : 'day') : city === 'danang' ? 'morning' : 'sunset';
  const dark = isDark(mood);
  const horizon = city === 'danang' ? 400 : 450;
  sky(s, r, mood, horizon, 4);
  const haze = HAZE[mood];
  const tints = office ? ['#3f79b0', '#4b8fb8', '#5a7fa8', '#2f6f8f'] : ['#c98a6a', '#b77f7f', '#d39a6a', '#a77a8a'];
  const lit = dark || mood === 'sunset' ? '#f6d28c' : undefined;
  const shapes: GlassShape[] = ['box', 'slant', 'taper', 'notch'];
  const glassRow = (x0: number, x1: number, base: number, minH: number, maxH: number) => {
    for (let x = x0; x < x1; x += r.int(110, 170)) s.add(glassTower(s, r, x, base, r.int(70, 110), r.int(minH, maxH), mood, r.pick(tints), r.pick(shapes)));
  };
  const resRow = (x0: number, x1: number, base: number, minH: number, maxH: number) => {
    for (let x = x0; x < x1; x += r.int(150, 220)) s.add(tower(r, x, base, r.int(100, 140), r.int(minH, maxH), r.pick(FACADES), mood, { balconies: true, floorH: 22, crown: r.pick<Crown>(['flat', 'stepped', 'garden', 'slant']) }));
  };
  if (city === 'hanoi') {
    s.add(skyline(r, 0, 1920, horizon, 40, 160, haze, lit));
    if (office) {
      s.add(glassTower(s, r, 1250, horizon, 90, 330, mood, '#5a86b0', 'slant'), glassTower(s, r, 1380, horizon, 70, 290, mood, '#6a96c0', 'box'), glassTower(s, r, 1470, horizon, 70, 300, mood, '#6a96c0', 'box'));
      glassRow(1600, 1920, horizon, 120, 230);
    } else resRow(1150, 1920, horizon, 120, 230);
    s.add(treeRow(r, -20, 1920, horizon + 14, 60, 0.3));
    water(s, r, horizon + 10, mix(SKY_TOP(mood), '#7aa0b8', 0.5), darken(SKY_TOP(mood), 0.2));
    s.add(ellipse(470, horizon + 64, 200, 18, '#5f7d4f'), treeRow(r, 300, 660, horizon + 60, 90, 0.25));
    s.add(pagoda(470, horizon + 52, 260, office ? '#8a4a3c' : '#7a3b2e', office ? '#5b2f28' : '#4f2520'));
    s.add(rect(0, horizon + 150, 1920, 10, darken(haze, 0.2)), treeRow(r, 800, 1920, horizon + 150, 70, 0.35));
  } else if (city === 'hcm') {
    s.add(skyline(r, 0, 1920, horizon, 60, 200, haze, lit));
    glassRow(40, 700, horizon, 160, 280);
    s.add(stackTower(s, r, 900, horizon, 390, mood, office ? '#4c7fae' : '#b88a7a'), helipadTower(s, r, 1260, horizon, 90, 300, mood, office ? '#3f70a0' : '#c4906a'));
    if (office) glassRow(1420, 1920, horizon, 150, 260);
    else resRow(1420, 1920, horizon, 150, 260);
    s.add(rect(0, horizon - 6, 1920, 10, darken(haze, 0.3)));
    water(s, r, horizon + 4, mix(SKY_TOP(mood), '#8a7a6a', 0.45), darken(SKY_TOP(mood), 0.25));
    s.add(boat(300, 560, 180, '#6b4a32'), boat(1500, 520, 120, '#3d5a80'));
  } else if (city === 'danang') {
    s.add(poly([1200, horizon, 1450, 250, 1580, 300, 1740, 230, 1920, 290, 1920, horizon], mix(haze, '#4f7a5f', 0.5)));
    s.add(skyline(r, 0, 1150, horizon, 40, 120, haze));
    if (office) glassRow(60, 1000, horizon, 140, 240);
    else resRow(60, 1000, horizon, 140, 260);
    water(s, r, horizon, office ? '#4aa3c8' : '#6fb3c8', office ? '#1f6f9a' : '#2f7f9a');
    s.add(poly([1150, horizon + 46, 1260, horizon, 1920, horizon, 1920, horizon + 46], mix(haze, '#5f8a5a', 0.55)));
    s.add(cableBridge(-40, 1300, horizon + 34, 190, office ? '#e9eef3' : '#f6eadc', office ? '#cfd8e2' : '#f3dcc4'));
    s.add(path('M0 640 L0 560 Q480 520 960 548 T1920 530 L1920 640Z', '#f2dcae'), path('M0 568 Q480 528 960 556 T1920 538', 'none', 'stroke="#ffffff" stroke-width="6" opacity="0.7"'));
    for (const x of [1420, 1620, 1760, 1880]) s.add(palm(x, 600, r.int(200, 250), r.int(-40, 20)));
  } else {
    s.add(skyline(r, 0, 1920, horizon - 10, 40, 140, haze, lit));
    if (office) glassRow(1200, 1920, horizon - 10, 110, 200);
    s.add(rect(0, horizon - 14, 1920, 60, dark ? '#3a4660' : '#8d98a6'));
    s.add(containers(r, 40, 1900, horizon + 40, 4));
    for (const x of [150, 720, 1290]) s.add(crane(x + r.int(0, 60), horizon + 46, r.int(290, 340), office ? '#d64541' : '#c0392b'));
    water(s, r, horizon + 46, dark ? '#2a3f66' : '#6c8fa8', dark ? '#0f1f3c' : '#3d5f7a');
    s.add(ship(r, 1000, 600, 620));
  }
  if (dark) s.add(rect(0, 0, 1920, 640, '#0b1430', 'opacity="0.08"'));
  return s.scene();
}

const SKY_TOP = (m: Mood) => ({ day: '#6aa6d8', sunset: '#c48a9a', dusk: '#4b4a80', morning: '#9cc6e0', blue: '#23447a' })[m];
