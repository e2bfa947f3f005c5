/**
 * SVG composition, part 4: rooms. A room is a box seen from the front (back wall, side walls,
 * ceiling and a floor in perspective) furnished with flat front-view furniture; `interior-*`
 * (living rooms, bedrooms, kitchens, bathrooms, balconies) and `office-*` are built from it.
 */
import type { Random } from './random';
import {
  FACADES, H, HAZE, W, Svg, circle, darken, ellipse, glassTower, indexOf, lighten, line, mix, palm, path, poly, rect, rng,
  rrect, sky, skyline, text, tower, tree, water, type Mood, type Scene,
} from './media-scenes';

export type Palette = { wall: string; floor: string; wood: string; fabric: string; accents: string[]; tiles?: boolean };
export const PALETTES: Palette[] = [
  { wall: '#f3ede4', floor: '#c89f74', wood: '#a8794f', fabric: '#5c7d8a', accents: ['#e9c46a', '#e76f51', '#2a9d8f'] },
  { wall: '#dfe8e1', floor: '#b58a62', wood: '#8a5f3c', fabric: '#d6c3a5', accents: ['#6b9080', '#f4a261', '#264653'] },
  { wall: '#f6e7da', floor: '#9c6b4a', wood: '#6f4a32', fabric: '#7a8fa6', accents: ['#e07a5f', '#f2cc8f', '#81b29a'] },
  { wall: '#e5e8ef', floor: '#d8c3a5', wood: '#b08d68', fabric: '#3d5a80', accents: ['#ee6c4d', '#98c1d9', '#f7d08a'] },
  { wall: '#2f4858', floor: '#c7a27c', wood: '#a37b55', fabric: '#e8ddcb', accents: ['#f6ae2d', '#f26419', '#86bbd8'] },
  { wall: '#f7f4ee', floor: '#e6e0d6', wood: '#c2a07a', fabric: '#9a8c98', accents: ['#c9ada7', '#4a4e69', '#f2e9e4'], tiles: true },
  { wall: '#e9dcc9', floor: '#8a5a3c', wood: '#5e3d28', fabric: '#3f6d5a', accents: ['#dda15e', '#bc6c25', '#fefae0'] },
  { wall: '#dce6f2', floor: '#c4a484', wood: '#8d6e52', fabric: '#f0c987', accents: ['#457b9d', '#e63946', '#a8dadc'] },
  { wall: '#f4e9e1', floor: '#d9d4cf', wood: '#9b7653', fabric: '#b5838d', accents: ['#6d6875', '#e5989b', '#ffcdb2'], tiles: true },
];

export type Room = { x0: number; y0: number; x1: number; y1: number; vx: number; vy: number; pal: Palette };

/** The box: ceiling, side walls, back wall from (x0,y0) to (x1,y1), and a planked or tiled floor. */
export function roomBox(s: Svg, r: Random, pal: Palette, tiles = pal.tiles ?? false): Room {
  const m = r.int(150, 200);
  const off = r.int(-70, 70);
  const x0 = m + off;
  const x1 = W - m + off;
  const y0 = r.int(70, 100);
  const y1 = r.int(575, 610);
  // vanishing point: where the floor edges (0,H)→(x0,y1) and (W,H)→(x1,y1) meet
  const a = (y1 - H) / x0;
  const b = (y1 - H) / (x1 - W);
  const vx = (H - H + b * W) / (b - a) + 0;
  const vy = H + a * vx;
  const side = darken(pal.wall, 0.12);
  s.add(poly([0, 0, W, 0, x1, y0, x0, y0], lighten(pal.wall, 0.35)));
  s.add(poly([0, 0, x0, y0, x0, y1, 0, H], s.linear([side, darken(side, 0.08)], 1, 0)), poly([W, 0, x1, y0, x1, y1, W, H], s.linear([darken(side, 0.08), side], 1, 0)));
  s.add(rect(x0, y0, x1 - x0, y1 - y0, pal.wall), rect(x0, y1 - 12, x1 - x0, 12, darken(pal.wall, 0.2)));
  s.add(poly([x0, y1, x1, y1, W, H, 0, H], s.linear([darken(pal.floor, 0.08), lighten(pal.floor, 0.08)])));
  const to = (xb: number) => vx + ((xb - vx) * (H - vy)) / (y1 - vy);
  const seam = darken(pal.floor, tiles ? 0.1 : 0.18);
  const count = tiles ? 8 : 16;
  for (let k = 1; k < count; k++) {
    const xb = x0 + ((x1 - x0) * k) / count;
    s.add(line(xb, y1, to(xb), H, seam, tiles ? 2 : 1.5, 'opacity="0.7"'));
  }
  if (tiles)
    for (let y = y1 + 14, d = 16; y < H; y += d, d *= 1.4) {
      const t = (y - y1) / (H - y1);
      s.add(line(x0 * (1 - t), y, x1 + (W - x1) * t, y, seam, 2, 'opacity="0.6"'));
    }
  return { x0, y0, x1, y1, vx, vy, pal };
}

/** A view through a window: sky plus a city, the sea, trees or a lake. */
export type View = 'city' | 'sea' | 'trees' | 'lake';
export function windowView(s: Svg, r: Random, x: number, y: number, w: number, h: number, view: View, mood: Mood, frame = '#ffffff'): void {
  const inner = new Svg(Math.round(w), Math.round(h));
  sky(inner, r, mood, h, r.int(1, 2));
  const parts: string[] = [];
  const horizon = h * 0.68;
  const haze = HAZE[mood];
  if (view === 'city') {
    parts.push(skyline(r, -20, w + 20, horizon + 40, h * 0.15, h * 0.5, haze));
    for (let bx = r.int(-20, 40); bx < w; bx += r.int(90, 150)) parts.push(tower(r, bx, h + 2, r.int(60, 100), r.int(Math.round(h * 0.35), Math.round(h * 0.7)), r.pick(FACADES), mood, { floorH: 14 }));
  } else if (view === 'sea') {
    parts.push(poly([w * 0.5, horizon, w * 0.75, horizon - h * 0.18, w + 10, horizon - h * 0.1, w + 10, horizon], mix(haze, '#5f8a6a', 0.5)));
    water(inner, r, horizon, '#5fb3d4', '#2d86ad', 0, w);
  } else if (view === 'lake') {
    parts.push(skyline(r, -20, w + 20, horizon, h * 0.06, h * 0.22, haze));
    water(inner, r, horizon, '#8fbfd6', '#5f9ab8', 0, w);
  } else {
    for (let tx = 0; tx < w + 60; tx += r.int(60, 110)) parts.push(tree(r, tx, h + 20, r.int(Math.round(h * 0.6), Math.round(h * 1.1))));
  }
  inner.add(...parts);
  const body = inner.scene().svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  s.add(`<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" overflow="hidden">${body.replace(/id="([gc]\d+)"/g, `id="w${x}$1"`).replace(/url\(#([gc]\d+)\)/g, `url(#w${x}$1)`)}</svg>`);
  s.add(rect(x - 10, y - 10, w + 20, 10, frame), rect(x - 10, y + h, w + 20, 14, frame), rect(x - 10, y, 10, h, frame), rect(x + w, y, 10, h, frame));
  for (let k = 1; k < Math.round(w / 170); k++) s.add(rect(x + (k * w) / Math.round(w / 170) - 3, y, 6, h, frame));
}

// ---------------------------------------------------------------------------------------------
// Furniture (front views; `base` is where it stands)

export function curtains(x: number, y: number, w: number, h: number, color: string): string {
  let out = rect(x - 40, y - 24, w + 80, 6, '#777777');
  for (const cx of [x - 40, x + w - 20]) {
    out += path(`M${cx} ${y - 18} L${cx + 60} ${y - 18} Q${cx + 44} ${y + h * 0.5} ${cx + 56} ${y + h + 20} L${cx} ${y + h + 20} Z`, color);
    for (let k = 1; k < 4; k++) out += line(cx + k * 14, y - 16, cx + k * 13, y + h + 18, darken(color, 0.12), 2);
  }
  return out;
}

export function sofa(x: number, base: number, w: number, color: string, pillows: string[]): string {
  const d = darken(color, 0.15);
  let out = rect(x + 10, base - 14, 8, 14, '#3b3b3b') + rect(x + w - 18, base - 14, 8, 14, '#3b3b3b');
  out += rrect(x, base - 150, w, 100, 20, d);
  const n = w > 380 ? 3 : 2;
  for (let k = 0; k < n; k++) out += rrect(x + 34 + (k * (w - 68)) / n, base - 138, (w - 68) / n - 8, 76, 14, lighten(color, 0.06));
  out += rrect(x + 20, base - 76, w - 40, 60, 12, color);
  out += rrect(x - 16, base - 108, 52, 94, 18, d) + rrect(x + w - 36, base - 108, 52, 94, 18, d);
  pillows.forEach((p, k) => (out += rrect(x + 50 + k * (w - 160), base - 126, 58, 50, 12, p, `transform="rotate(${k ? 8 : -8} ${x + 79 + k * (w - 160)} ${base - 101})"`)));
  return out;
}

export function coffeeTable(x: number, base: number, w: number, wood: string): string {
  return rrect(x, base - 50, w, 16, 6, wood) + rect(x + 14, base - 34, 10, 34, darken(wood, 0.2)) + rect(x + w - 24, base - 34, 10, 34, darken(wood, 0.2)) + rect(x + 20, base - 16, w - 40, 6, darken(wood, 0.1));
}

export function plant(r: Random, x: number, base: number, h: number, pot: string): string {
  const green = r.pick(['#3f8f5a', '#4f9d4f', '#2f7a5a', '#5aa06a']);
  let out = '';
  const kind = r.int(0, 2);
  for (let k = 0; k < 9; k++) {
    const a = -150 + k * 15 + r.next() * 8;
    const rad = (a * Math.PI) / 180;
    const len = h * (0.55 + r.next() * 0.35);
    const ex = x + Math.cos(rad) * len * (kind === 1 ? 0.35 : 0.7);
    const ey = base - h * 0.3 + Math.sin(rad) * len;
    if (kind === 1) out += path(`M${x} ${base - h * 0.3} Q${ex - 12} ${(ey + base) / 2} ${ex} ${ey} Q${ex + 10} ${(ey + base) / 2} ${x + 6} ${base - h * 0.3} Z`, k % 2 ? green : lighten(green, 0.15));
    else out += line(x, base - h * 0.3, ex, ey, darken(green, 0.2), 2) + ellipse(ex, ey, h * 0.12, h * 0.07, k % 2 ? green : lighten(green, 0.15), `transform="rotate(${a + 180} ${ex} ${ey})"`);
  }
  return out + poly([x - h * 0.18, base - h * 0.32, x + h * 0.18, base - h * 0.32, x + h * 0.13, base, x - h * 0.13, base], pot);
}

export function floorLamp(s: Svg, x: number, base: number, h: number, shade: string): string {
  return circle(x, base - h + 20, h * 0.4, s.radial([[0, '#fff3c4', 0.55], [1, '#fff3c4', 0]])) + ellipse(x, base - 4, 28, 7, '#3b3b3b') + line(x, base - 4, x, base - h + 30, '#3b3b3b', 4) + poly([x - 34, base - h + 40, x + 34, base - h + 40, x + 22, base - h, x - 22, base - h], shade);
}

export function pendant(s: Svg, x: number, top: number, len: number, color: string, glow = true): string {
  return (glow ? circle(x, top + len + 20, 90, s.radial([[0, '#fff1c1', 0.5], [1, '#fff1c1', 0]])) : '') + line(x, top, x, top + len, '#444444', 2) + path(`M${x - 34} ${top + len + 30} Q${x} ${top + len - 20} ${x + 34} ${top + len + 30} Z`, color) + ellipse(x, top + len + 30, 14, 5, '#fff6d6');
}

export function shelf(r: Random, x: number, y: number, w: number, h: number, wood: string): string {
  let out = rect(x, y, w, h, darken(wood, 0.1)) + rect(x + 8, y + 8, w - 16, h - 16, darken(wood, 0.35));
  const rows = Math.max(2, Math.round(h / 80));
  const rh = (h - 16) / rows;
  for (let k = 0; k < rows; k++) {
    const by = y + 8 + (k + 1) * rh;
    out += rect(x + 8, by - 6, w - 16, 6, wood);
    for (let bx = x + 14; bx < x + w - 30; ) {
      const bw = r.int(10, 18);
      const bh = rh * (0.55 + r.next() * 0.3);
      if (r.chance(0.15)) out += ellipse(bx + 14, by - 6 - rh * 0.2, 12, rh * 0.2, r.pick(['#e9c46a', '#f4f1de', '#81b29a']));
      else out += rect(bx, by - 6 - bh, bw, bh, r.pick(['#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#f4a261', '#8d99ae', '#f1faee']));
      bx += bw + (r.chance(0.2) ? 16 : 2);
    }
  }
  return out;
}

export function art(r: Random, x: number, y: number, w: number, h: number, accents: string[]): string {
  let out = rect(x - 8, y - 8, w + 16, h + 16, '#3b3b3b') + rect(x, y, w, h, '#fbf8f2');
  const kind = r.int(0, 2);
  if (kind === 0) out += circle(x + w * 0.62, y + h * 0.4, Math.min(w, h) * 0.24, accents[0]) + path(`M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.5} L${x + w * 0.7} ${y + h} Z`, accents[1]);
  else if (kind === 1) out += rect(x + w * 0.15, y + h * 0.2, w * 0.3, h * 0.6, accents[0]) + circle(x + w * 0.68, y + h * 0.55, w * 0.18, accents[2]);
  else out += path(`M${x} ${y + h * 0.7} Q${x + w * 0.3} ${y + h * 0.3} ${x + w * 0.55} ${y + h * 0.6} T${x + w} ${y + h * 0.5} L${x + w} ${y + h} L${x} ${y + h} Z`, accents[2]) + circle(x + w * 0.3, y + h * 0.3, w * 0.1, accents[0]);
  return out;
}

export function rug(x0: number, y0: number, x1: number, y1: number, color: string, inset: number): string {
  return poly([x0 + inset, y0, x1 - inset, y0, x1, y1, x0, y1], color) + poly([x0 + inset + 14, y0 + 8, x1 - inset - 14, y0 + 8, x1 - 16, y1 - 10, x0 + 16, y1 - 10], 'none', `stroke="${lighten(color, 0.35)}" stroke-width="4"`);
}

export function bed(x: number, base: number, w: number, wood: string, cover: string, pillow: string): string {
  let out = rrect(x - 20, base - 280, w + 40, 200, 14, wood) + rrect(x - 8, base - 268, w + 16, 176, 10, lighten(wood, 0.15));
  out += rect(x, base - 120, w, 100, '#f6f4ef') + rrect(x + 30, base - 150, w / 2 - 45, 50, 16, pillow) + rrect(x + w / 2 + 15, base - 150, w / 2 - 45, 50, 16, pillow);
  out += rrect(x - 6, base - 104, w + 12, 92, 10, cover) + rect(x - 6, base - 92, w + 12, 18, lighten(cover, 0.25));
  return out + rect(x, base - 16, 10, 16, darken(wood, 0.2)) + rect(x + w - 10, base - 16, 10, 16, darken(wood, 0.2));
}

export function nightstand(s: Svg, x: number, base: number, wood: string, shade: string): string {
  return rrect(x, base - 90, 90, 90, 6, wood) + rect(x + 10, base - 56, 70, 3, darken(wood, 0.25)) + circle(x + 45, base - 150, 80, s.radial([[0, '#fff1c1', 0.45], [1, '#fff1c1', 0]])) + rect(x + 42, base - 140, 6, 50, '#555555') + poly([x + 18, base - 130, x + 72, base - 130, x + 62, base - 170, x + 28, base - 170], shade);
}

/** A desk with a monitor facing the viewer and an office chair behind it. */
export function desk(x: number, base: number, w: number, k: number, top: string, screen: string): string {
  let out = rrect(x + w * 0.66, base - 140 * k, 68 * k, 74 * k, 14 * k, '#2f3a45');
  out += rect(x, base - 78 * k, w, 10 * k, top) + rect(x + 6 * k, base - 68 * k, 6 * k, 68 * k, '#8a949e') + rect(x + w - 12 * k, base - 68 * k, 6 * k, 68 * k, '#8a949e');
  out += rrect(x + w * 0.22, base - 150 * k, w * 0.4, 62 * k, 4 * k, '#22272e') + rect(x + w * 0.22 + 4 * k, base - 146 * k, w * 0.4 - 8 * k, 52 * k, screen);
  return out + rect(x + w * 0.42 - 3 * k, base - 88 * k, 6 * k, 10 * k, '#22272e') + rect(x + w * 0.06, base - 84 * k, w * 0.12, 6 * k, '#e9e4da');
}

// ---------------------------------------------------------------------------------------------
// interior-NN

export type RoomKind = 'living' | 'bedroom' | 'kitchen' | 'bathroom' | 'balcony' | 'dining' | 'loft';
const KINDS: RoomKind[] = ['living', 'bedroom', 'kitchen', 'living', 'bathroom', 'balcony', 'bedroom', 'dining'];
const VIEWS: View[] = ['city', 'city', 'trees', 'sea', 'lake'];
const MOODS: Mood[] = ['day', 'day', 'morning', 'sunset', 'day', 'dusk'];

export function interiorScene(name: string, kind?: RoomKind, view?: View): Scene {
  const r = rng(name);
  const i = indexOf(name);
  const s = new Svg(W, H);
  const pal = PALETTES[(i * 5 + Math.floor(i / 9)) % PALETTES.length];
  const k = kind ?? KINDS[(i - 1) % KINDS.length];
  const v = view ?? r.pick(VIEWS);
  const mood = r.pick(MOODS);
  if (k === 'balcony') return balcony(s, r, pal, v, mood);
  const room = roomBox(s, r, pal, k === 'bathroom' || k === 'kitchen' ? true : undefined);
  const { x0, y0, x1, y1 } = room;
  const cx = (x0 + x1) / 2;
  const [a0, a1, a2] = pal.accents;
  const side = r.chance(0.5) ? -1 : 1; // which half of the back wall gets the window
  if (k === 'living' || k === 'loft') {
    const big = r.chance(0.4);
    const ww = big ? 520 : 330;
    const wx = big ? cx - ww / 2 : side < 0 ? x0 + 60 : x1 - 60 - ww;
    windowView(s, r, wx, y0 + 60, ww, y1 - y0 - 200, v, mood);
    s.add(curtains(wx, y0 + 60, ww, y1 - y0 - 200, lighten(r.pick(pal.accents), 0.35)));
    const sx = big ? cx - 240 : side < 0 ? x1 - 530 : x0 + 60;
    if (!big) s.add(art(r, sx + 120, y0 + 110, 220, 150, pal.accents));
    if (k === 'loft') {
      const my = y0 + 200;
      s.add(rect(x0, my, (x1 - x0) * 0.55, 24, darken(pal.wood, 0.1)), rrect(x0 + 50, my - 50, 300, 50, 10, '#f6f4ef'), rrect(x0 + 70, my - 78, 90, 36, 12, '#ffffff'), rrect(x0 + 150, my - 44, 210, 44, 10, a1));
      s.add(rect(x0, my - 70, (x1 - x0) * 0.55, 6, '#333333'));
      for (let x = x0 + 10; x < x0 + (x1 - x0) * 0.55; x += 26) s.add(rect(x, my - 70, 3, 70, '#333333'));
      for (let st = 0; st < 8; st++) s.add(rect(x0 + (x1 - x0) * 0.55 + st * 18, my + 24 + st * ((y1 - my - 24) / 8), 90, 12, pal.wood));
    }
    s.add(rug(cx - 330, y1 + 70, cx + 330, y1 + 230, a2, 60));
    s.add(sofa(sx, y1 + 60, 480, pal.fabric, [a0, a1]));
    s.add(floorLamp(s, side < 0 ? x0 + 60 : x1 - 60, y1 + 40, 300, lighten(a0, 0.4)));
    s.add(coffeeTable(cx - 150, y1 + 200, 300, pal.wood), ellipse(cx - 60, y1 + 146, 30, 8, a1), rect(cx + 30, y1 + 128, 50, 22, a0));
    s.add(plant(r, side < 0 ? 110 : W - 110, H - 30, 300, a1));
    if (r.chance(0.5)) s.add(pendant(s, cx + side * 220, 0, 90, a0));
  } else if (k === 'bedroom') {
    const wx = side < 0 ? x0 + 40 : x1 - 40 - 260;
    windowView(s, r, wx, y0 + 70, 260, y1 - y0 - 220, v, mood);
    s.add(curtains(wx, y0 + 70, 260, y1 - y0 - 220, lighten(a2, 0.3)));
    const bx = side < 0 ? cx - 60 : cx - 360;
    s.add(art(r, bx + 110, y0 + 70, 200, 110, pal.accents));
    s.add(rug(bx - 120, y1 + 150, bx + 540, y1 + 250, a0, 40));
    s.add(nightstand(s, bx - 130, y1 + 40, pal.wood, lighten(a1, 0.4)), nightstand(s, bx + 460, y1 + 40, pal.wood, lighten(a1, 0.4)));
    s.add(bed(bx, y1 + 170, 420, pal.wood, pal.fabric, lighten(a2, 0.5)));
    s.add(plant(r, side < 0 ? W - 120 : 120, H - 30, 260, a1));
  } else if (k === 'kitchen') {
    const cab = lighten(r.pick([pal.fabric, a2, '#ffffff', pal.wood]), 0.1);
    s.add(rect(x0, y1 - 300, x1 - x0, 150, '#f4f1ea'));
    for (let y = y1 - 298, row = 0; y < y1 - 150; y += 18, row++) for (let x = x0 + (row % 2) * 18 - 18; x < x1; x += 36) s.add(rect(Math.max(x0, x), y, Math.min(34, x1 - x, x + 34 - x0), 16, '#e8eef0'));
    windowView(s, r, cx - 150, y0 + 70, 300, y1 - y0 - 390, v, mood);
    const hx = side < 0 ? x0 + 70 : x1 - 250;
    for (let x = x0; x < x1 - 30; x += (x1 - x0) / 6) if (Math.abs(x + (x1 - x0) / 12 - cx) > 200 && (x + (x1 - x0) / 6 < hx || x > hx + 180)) s.add(rrect(x + 4, y0 + 60, (x1 - x0) / 6 - 8, 180, 4, cab), rect(x + (x1 - x0) / 12 - 15, y0 + 220, 30, 5, '#8a8a8a'));
    s.add(rect(x0, y1 - 150, x1 - x0, 150, cab), rect(x0 - 6, y1 - 160, x1 - x0 + 12, 14, '#d9d6cf'));
    for (let x = x0; x < x1 - 30; x += (x1 - x0) / 6) s.add(rect(x + 2, y1 - 140, (x1 - x0) / 6 - 4, 126, darken(cab, 0.06)), rect(x + (x1 - x0) / 12 - 15, y1 - 126, 30, 5, '#8a8a8a'));
    s.add(rect(cx - 70, y1 - 164, 140, 6, '#9aa3ab'), line(cx, y1 - 164, cx, y1 - 200, '#9aa3ab', 5), line(cx, y1 - 200, cx + 24, y1 - 200, '#9aa3ab', 5));
    s.add(rect(hx, y1 - 166, 180, 6, '#2b2b2b'), poly([hx + 30, y1 - 320, hx + 150, y1 - 320, hx + 180, y1 - 270, hx, y1 - 270], '#b8bec5'), rect(hx + 70, y0, 40, y1 - 320 - y0, '#b8bec5'));
    s.add(rect(cx - 320, y1 + 60, 640, 170, pal.wood), rect(cx - 336, y1 + 50, 672, 18, '#f1efe9'), ellipse(cx + 150, y1 + 40, 50, 14, '#ffffff'), circle(cx + 135, y1 + 30, 14, '#f4a261'), circle(cx + 162, y1 + 28, 13, '#e9c46a'), circle(cx + 148, y1 + 18, 12, '#90be6d'));
    for (const sx of [cx - 230, cx - 60, cx + 110]) s.add(rrect(sx, y1 + 150, 120, 22, 10, darken(a0, 0.1)), rect(sx + 20, y1 + 172, 8, 100, '#3b3b3b'), rect(sx + 92, y1 + 172, 8, 100, '#3b3b3b'), rect(sx + 24, y1 + 230, 72, 5, '#3b3b3b'));
    for (const px of [cx - 200, cx, cx + 200]) s.add(pendant(s, px, 0, 130, a0, false));
    s.add(plant(r, side < 0 ? W - 110 : 110, H - 20, 260, a1));
  } else if (k === 'bathroom') {
    const tile = lighten(pal.accents[r.int(0, 2)], 0.7);
    s.add(rect(x0, y0, x1 - x0, y1 - y0 - 12, tile));
    for (let x = x0; x < x1; x += 60) s.add(line(x, y0, x, y1 - 12, darken(tile, 0.1), 2));
    for (let y = y0; y < y1; y += 60) s.add(line(x0, y, x1, y, darken(tile, 0.1), 2));
    const vx = side < 0 ? x0 + 60 : x1 - 380;
    s.add(rrect(vx + 40, y0 + 60, 240, 200, r.chance(0.5) ? 120 : 16, '#cfe3ec', 'stroke="#c9b79c" stroke-width="10"'), rect(vx + 70, y0 + 90, 40, 140, '#ffffff', 'opacity="0.35"'));
    s.add(rect(vx, y1 - 160, 320, 150, pal.wood), rect(vx - 8, y1 - 176, 336, 18, '#f4f2ee'), ellipse(vx + 160, y1 - 178, 90, 14, '#ffffff'), line(vx + 160, y1 - 184, vx + 160, y1 - 214, '#9aa3ab', 5), line(vx + 160, y1 - 214, vx + 140, y1 - 214, '#9aa3ab', 5));
    const tx = side < 0 ? x1 - 520 : x0 + 40;
    s.add(rrect(tx, y1 - 30, 480, 150, 60, '#ffffff'), rect(tx + 20, y1 - 30, 440, 18, '#e6ecef'), line(tx + 420, y1 - 30, tx + 420, y1 - 110, '#9aa3ab', 6), line(tx + 420, y1 - 110, tx + 390, y1 - 110, '#9aa3ab', 6));
    windowView(s, r, tx + 120, y0 + 40, 240, 140, v === 'sea' ? 'sea' : 'trees', mood);
    s.add(rect(vx + 330, y1 - 280, 10, 140, '#9aa3ab'), rrect(vx + 322, y1 - 270, 26, 120, 6, a1));
    s.add(plant(r, side < 0 ? W - 100 : 100, H - 20, 240, '#f4f2ee'), rug(cx - 180, y1 + 170, cx + 180, y1 + 230, lighten(a0, 0.3), 20));
  } else {
    s.add(shelf(r, side < 0 ? x1 - 300 : x0 + 40, y0 + 60, 260, y1 - y0 - 80, pal.wood));
    const wx = side < 0 ? x0 + 60 : x1 - 60 - 340;
    windowView(s, r, wx, y0 + 60, 340, y1 - y0 - 210, v, mood);
    s.add(curtains(wx, y0 + 60, 340, y1 - y0 - 210, lighten(a0, 0.4)));
    const tx = cx - 280;
    for (const ch of [tx + 60, tx + 240, tx + 420]) s.add(rrect(ch, y1 + 20, 100, 130, 16, darken(a2, 0.1)));
    s.add(rect(tx, y1 + 130, 560, 18, pal.wood), rect(tx + 30, y1 + 148, 14, 110, darken(pal.wood, 0.2)), rect(tx + 516, y1 + 148, 14, 110, darken(pal.wood, 0.2)));
    s.add(ellipse(tx + 280, y1 + 122, 60, 12, '#ffffff'), circle(tx + 270, y1 + 110, 12, '#e76f51'), circle(tx + 292, y1 + 110, 12, '#f4a261'), rect(tx + 120, y1 + 96, 16, 34, '#9ad0c2'));
    s.add(pendant(s, cx, 0, 160, a0), plant(r, side < 0 ? 100 : W - 100, H - 20, 280, a1));
  }
  return s.scene();
}

function balcony(s: Svg, r: Random, pal: Palette, view: View, mood: Mood): Scene {
  const horizon = 560;
  windowView(s, r, 0, 0, W, horizon + 100, view === 'trees' ? 'city' : view, mood, 'none');
  s.add(rect(0, 0, W, 50, lighten(pal.wall, 0.2)), rect(0, 50, W, 8, darken(pal.wall, 0.15)));
  s.add(rect(0, 0, 90, H, pal.wall), rect(W - 90, 0, 90, H, pal.wall));
  s.add(poly([90, 640, W - 90, 640, W, H, 0, H], s.linear([darken(pal.floor, 0.05), lighten(pal.floor, 0.1)])));
  for (let k = 1; k < 10; k++) s.add(line(90 + ((W - 180) * k) / 10, 640, (W * k) / 10, H, darken(pal.floor, 0.15), 2));
  s.add(rect(90, 440, W - 180, 200, '#dff2f8', 'opacity="0.28"'), rect(90, 432, W - 180, 12, '#8a8f96'));
  for (let x = 90; x < W - 90; x += 220) s.add(rect(x, 432, 8, 208, '#8a8f96'));
  for (let x = 120; x < W - 100; x += 90) s.add(line(x, 70, x + 45, 90, '#555555', 1.5), line(x + 45, 90, x + 90, 70, '#555555', 1.5), circle(x + 45, 94, 6, '#ffe9a6'));
  const chair = (x: number, flip: number) =>
    rrect(x, 640, 150, 26, 10, pal.wood) + rrect(x + (flip < 0 ? 0 : 110), 540, 40, 126, 12, pal.wood) + rect(x + 10, 666, 10, 90, darken(pal.wood, 0.2)) + rect(x + 130, 666, 10, 90, darken(pal.wood, 0.2)) + rrect(x + 10, 620, 130, 28, 12, pal.fabric);
  s.add(chair(300, -1), chair(830, 1));
  s.add(ellipse(640, 660, 90, 16, '#f4f2ee'), rect(632, 666, 16, 100, '#555555'), ellipse(640, 770, 50, 10, '#555555'), rect(600, 620, 26, 36, pal.accents[0]), ellipse(672, 652, 24, 8, pal.accents[1]));
  s.add(plant(r, 170, H - 30, 320, pal.accents[1]), plant(r, W - 170, H - 40, 280, pal.accents[2]));
  return s.scene();
}

// ---------------------------------------------------------------------------------------------
// office-NN: open-plan floors, meeting rooms, lobbies, private offices, glass towers

export type OfficeKind = 'open' | 'tower' | 'meeting' | 'lobby' | 'private';
const OFFICE_KINDS: OfficeKind[] = ['open', 'tower', 'meeting', 'lobby', 'tower', 'private'];
const OFFICE_PALETTES: Palette[] = [
  { wall: '#e9edf1', floor: '#9aa5b1', wood: '#c9a27e', fabric: '#3d5a80', accents: ['#ee6c4d', '#98c1d9', '#293241'], tiles: true },
  { wall: '#f2f0eb', floor: '#7d8590', wood: '#a67c52', fabric: '#2a9d8f', accents: ['#e9c46a', '#264653', '#f4a261'], tiles: true },
  { wall: '#e3e8e6', floor: '#b7b1a6', wood: '#c8b08a', fabric: '#4a5a6a', accents: ['#6a994e', '#bc4749', '#a7c957'], tiles: true },
];
const LOGOS = ['MERIDIAN', 'LOTUS TOWER', 'SKYLINE', 'HARBOR ONE', 'CENTRAL PLAZA', 'PEARL HOUSE'];

export function officeScene(name: string, kind?: OfficeKind, logo?: string): Scene {
  const r = rng(name);
  const i = indexOf(name);
  const s = new Svg(W, H);
  const k = kind ?? OFFICE_KINDS[(i - 1) % OFFICE_KINDS.length];
  const pal = OFFICE_PALETTES[i % OFFICE_PALETTES.length];
  const mood = r.pick<Mood>(['day', 'day', 'sunset', 'blue', 'morning']);
  if (k === 'tower') return officeTowers(s, r, mood);
  const { x0, y0, x1, y1 } = roomBox(s, r, pal, true);
  const cx = (x0 + x1) / 2;
  const [a0, a1, a2] = pal.accents;
  for (let l = -2; l <= 2; l++) s.add(rrect(cx + l * 190 - 60, y0 * 0.45, 120, 10, 5, '#fffbea'));
  const screen = () => r.pick(['#8fc1e3', '#a8d5ba', '#f1e3b5', '#c3cfe2']);
  if (k === 'open' || k === 'private') {
    windowView(s, r, x0 + 16, y0 + 16, x1 - x0 - 32, y1 - y0 - 50, 'city', mood, '#cfd5db');
    if (k === 'open') {
      for (let d = 0; d < 4; d++) s.add(desk(x0 + 40 + d * ((x1 - x0 - 80) / 4), y1 + 60, (x1 - x0 - 80) / 4 - 20, 0.8, '#f4f1ea', screen()));
      s.add(plant(r, x0 - 30, y1 + 120, 200, a0), plant(r, x1 + 30, y1 + 120, 200, a2));
      for (let d = 0; d < 3; d++) s.add(desk(150 + d * 340, H - 30, 300, 1.25, lighten(pal.wood, 0.3), screen()));
    } else {
      s.add(poly([0, 0, x0, y0, x0, y1, 0, H], '#dff1f7', 'opacity="0.35"'));
      for (const t of [0.35, 0.7]) s.add(line(x0 * t, y0 * t, x0 * t, H - (H - y1) * (1 - t) - 0, '#9aa5b1', 4));
      s.add(poly([0, 300, x0, y0 + 200, x0, y0 + 240, 0, 360], '#ffffff', 'opacity="0.5"'));
      s.add(rug(cx - 360, y1 + 120, cx + 360, y1 + 240, lighten(a2, 0.35), 50));
      s.add(desk(cx - 260, y1 + 200, 520, 1.4, pal.wood, screen()), plant(r, x1 - 40, y1 + 100, 240, a0));
      s.add(sofa(50, H - 30, 200, pal.fabric, [a1]), pendant(s, cx, 0, 70, a0));
    }
  } else if (k === 'meeting') {
    s.add(rrect(cx - 230, y0 + 60, 460, 250, 8, '#22272e'), rect(cx - 218, y0 + 72, 436, 226, '#f7f9fb'));
    for (let b = 0; b < 6; b++) {
      const bh = 40 + r.next() * 150;
      s.add(rect(cx - 180 + b * 62, y0 + 280 - bh, 40, bh, [a0, a1, a2][b % 3]));
    }
    s.add(line(cx - 196, y0 + 282, cx + 196, y0 + 282, '#6b7785', 2));
    s.add(poly([W, 0, x1, y0, x1, y1, W, H], '#dff1f7', 'opacity="0.35"'), poly([W, 320, x1, y0 + 200, x1, y0 + 250, W, 400], '#ffffff', 'opacity="0.55"'));
    const back = 340;
    const front = 860;
    const ty0 = y1 + 40;
    const ty1 = H - 70;
    for (const t of [0.05, 0.38, 0.72]) {
      const y = ty0 + (ty1 - ty0) * t;
      const half = (back + (front - back) * t) / 2;
      const k2 = 0.75 + t * 0.7;
      for (const sgn of [-1, 1]) s.add(rrect(cx + sgn * (half + 20 * k2) - 45 * k2, y - 140 * k2, 90 * k2, 150 * k2, 16 * k2, sgn < 0 ? pal.fabric : darken(pal.fabric, 0.1)));
    }
    s.add(poly([cx - back / 2, ty0, cx + back / 2, ty0, cx + front / 2, ty1, cx - front / 2, ty1], pal.wood), poly([cx - front / 2, ty1, cx + front / 2, ty1, cx + front / 2, ty1 + 18, cx - front / 2, ty1 + 18], darken(pal.wood, 0.25)));
    for (const [dx, t] of [[-90, 0.2], [80, 0.45], [-20, 0.7]]) s.add(rect(cx + dx, ty0 + (ty1 - ty0) * t, 60, 34, '#ffffff'), rect(cx + dx + 70, ty0 + (ty1 - ty0) * t + 6, 16, 22, a0));
    s.add(plant(r, x0 - 10, y1 + 60, 220, a1));
  } else {
    const wall = darken(pal.wood, 0.1);
    s.add(rect(cx - 360, y0, 720, y1 - y0 - 12, wall));
    for (let x = cx - 360; x < cx + 360; x += 24) s.add(rect(x, y0, 10, y1 - y0 - 12, lighten(wall, 0.15)));
    const label = logo ?? r.pick(LOGOS);
    s.add(rrect(cx - 260, y0 + 120, 520, 110, 6, '#ffffff', 'opacity="0.92"'), text(cx, y0 + 194, label, label.length > 10 ? 44 : 56, '#2b3440', 'text-anchor="middle" font-weight="bold" letter-spacing="4"'));
    s.add(rect(cx - 300, y1 + 20, 600, 150, lighten(pal.wood, 0.25)), rect(cx - 316, y1 + 6, 632, 20, '#f6f4ef'), rect(cx - 300, y1 + 150, 600, 20, darken(pal.wood, 0.2)));
    for (const px of [cx - 240, cx, cx + 240]) s.add(pendant(s, px, 0, 60, a0));
    s.add(sofa(x0 - 200 < 40 ? 40 : x0 - 200, H - 40, 260, pal.fabric, [a1]), plant(r, x1 + 40, H - 40, 300, a2), plant(r, x0 + 40, y1 + 30, 200, a1));
  }
  return s.scene();
}

function officeTowers(s: Svg, r: Random, mood: Mood): Scene {
  sky(s, r, mood, 700);
  s.add(skyline(r, 0, W, 700, 120, 320, HAZE[mood], mood === 'blue' ? '#f2cf86' : undefined));
  const tints = ['#3f79b0', '#4b8fb8', '#2f6f8f', '#5a7fa8', '#3a6a9a', '#4a8a9a'];
  let x = r.int(-40, 80);
  while (x < W - 60) {
    const w = r.int(200, 300);
    s.add(glassTower(s, r, x, 740, w, r.int(420, 680), mood, r.pick(tints), r.pick(['box', 'slant', 'taper', 'notch'] as const)));
    x += w + r.int(40, 120);
  }
  s.add(rect(0, 740, W, H - 740, s.linear(['#c9c4ba', '#a9a498'])));
  for (let t = 40 + r.int(0, 60); t < W; t += r.int(170, 260)) s.add(r.chance(0.3) ? palm(t, 830, 220, r.int(-20, 20)) : tree(r, t, 830, 190, mood === 'blue' ? 0.4 : 0));
  return s.scene();
}
