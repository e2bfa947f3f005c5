/**
 * SVG composition for the demo images, part 1: drawing helpers (colours, an SVG builder, skies,
 * trees, water, buildings and skylines) shared by the scene files:
 *   media-scenes-2.ts  landmarks, `building-*`, `banner-*`
 *   media-scenes-3.ts  street things, `topic-*`, `special-*`
 *   media-scenes-4.ts  rooms and furniture, `interior-*`, `office-*`
 *   media-scenes-5.ts  `blog-*`
 *   media-scenes-6.ts  portraits (`team-*`, `representative`), `company-*`, `partner-*`
 * Everything is pure: a name always gives the same PRNG stream and the same SVG.
 */
import { Random } from './random';

export type Mood = 'day' | 'sunset' | 'dusk' | 'morning' | 'blue';
/** Moods with lit windows and a dark sky. */
export const isDark = (m: Mood) => m === 'dusk' || m === 'blue';
export type Scene = { svg: string; width: number; height: number };

export const W = 1280;
export const H = 853;

/** The PRNG of one image, seeded from its file name. */
export const rng = (name: string) => new Random(`media/${name}`);
/** The number in a numbered name: `interior-07.jpg` → 7 (1 when absent). */
export const indexOf = (name: string) => Number(/-(\d+)\.\w+$/.exec(name)?.[1] ?? 1);

const n = (v: number) => String(Math.round(v * 10) / 10);

// ---------------------------------------------------------------------------------------------
// Colours

function rgb(hex: string): number[] {
  const v = parseInt(hex.slice(1), 16);
  return [v >> 16, (v >> 8) & 255, v & 255];
}
export function mix(a: string, b: string, t: number): string {
  const p = rgb(a);
  const q = rgb(b);
  return '#' + p.map((c, i) => Math.round(c + (q[i] - c) * t).toString(16).padStart(2, '0')).join('');
}
export const darken = (c: string, t: number) => mix(c, '#000000', t);
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

// ---------------------------------------------------------------------------------------------
// SVG builder and primitives

type Stop = string | [offset: number, color: string, opacity?: number];

export class Svg {
  private defs: string[] = [];
  private parts: string[] = [];
  private ids = 0;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  add(...parts: string[]): this {
    this.parts.push(...parts);
    return this;
  }
  private stops(stops: Stop[]): string {
    return stops
      .map((s, i) => {
        const [o, c, a] = typeof s === 'string' ? [i / Math.max(1, stops.length - 1), s, 1] : s;
        return `<stop offset="${n(o)}" stop-color="${c}"${a !== undefined && a !== 1 ? ` stop-opacity="${a}"` : ''}/>`;
      })
      .join('');
  }
  /** A linear gradient (top to bottom unless told); returns `url(#id)`. */
  linear(stops: Stop[], x2 = 0, y2 = 1, x1 = 0, y1 = 0): string {
    const id = `g${++this.ids}`;
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${++this.ids}`;
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** A clip path around the given shapes; returns the attribute to put on a `<g>`. */
  clip(shapes: string): string {
    const id = `c${++this.ids}`;
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  scene(): Scene {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
    return { svg, width: this.width, height: this.height };
  }
}

const extra = (more: string) => (more ? ' ' + more : '');
export const rect = (x: number, y: number, w: number, h: number, fill: string, more = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra(more)}/>`;
export const rrect = (x: number, y: number, w: number, h: number, rx: number, fill: string, more = '') =>
  rect(x, y, w, h, fill, `rx="${n(rx)}"${extra(more)}`);
export const circle = (cx: number, cy: number, r: number, fill: string, more = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra(more)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra(more)}/>`;
export const poly = (pts: number[], fill: string, more = '') =>
  `<polygon points="${pts.map(n).join(' ')}" fill="${fill}"${extra(more)}/>`;
export const path = (d: string, fill: string, more = '') => `<path d="${d}" fill="${fill}"${extra(more)}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, more = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra(more)}/>`;
export const group = (attrs: string, ...children: string[]) => `<g ${attrs}>${children.join('')}</g>`;
export const text = (x: number, y: number, str: string, size: number, fill: string, more = '') =>
  `<text x="${n(x)}" y="${n(y)}" font-family="sans-serif" font-size="${n(size)}" fill="${fill}"${extra(more)}>${str
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')}</text>`;

// ---------------------------------------------------------------------------------------------
// Skies, clouds, water, greenery

const SKIES: Record<Mood, string[]> = {
  day: ['#3f8fd8', '#7dbbea', '#cfe7f6'],
  sunset: ['#4b5aa6', '#b9779e', '#f39a70', '#ffd79c'],
  dusk: ['#151c44', '#343a78', '#7d5a8e', '#e3937a'],
  morning: ['#86bde3', '#cfe0ec', '#fde0bd'],
  blue: ['#0e1838', '#1f3a72', '#3f6fa8', '#8fb4d6'],
};
const CLOUD: Record<Mood, string> = { day: '#ffffff', sunset: '#ffd2c0', dusk: '#8c6f99', morning: '#fff4ea', blue: '#5a78a8' };
/** Hazy colour of distant silhouettes per mood. */
export const HAZE: Record<Mood, string> = { day: '#a6c3da', sunset: '#b98a9a', dusk: '#4a4676', morning: '#b4c6d6', blue: '#2f4a7a' };

export function cloud(x: number, y: number, s: number, fill: string, opacity = 0.9): string {
  return group(
    `opacity="${opacity}"`,
    rrect(x - 60 * s, y - 14 * s, 150 * s, 28 * s, 14 * s, fill),
    circle(x - 20 * s, y - 16 * s, 28 * s, fill),
    circle(x + 22 * s, y - 26 * s, 36 * s, fill),
    circle(x + 60 * s, y - 10 * s, 22 * s, fill),
  );
}

/** Sky from 0 to `horizon`, with the sun or moon, stars at dusk and a few clouds. */
export function sky(s: Svg, r: Random, mood: Mood, horizon: number, clouds = r.int(2, 4)): void {
  const w = s.width;
  s.add(rect(0, 0, w, horizon + 4, s.linear(SKIES[mood])));
  const sx = r.int(Math.round(w * 0.12), Math.round(w * 0.88));
  if (mood === 'day') {
    s.add(circle(sx, horizon * 0.22, 120, s.radial([[0, '#fffbe6', 0.8], [1, '#fffbe6', 0]])), circle(sx, horizon * 0.22, 38, '#fff8dc'));
  } else if (mood === 'sunset' || mood === 'morning') {
    const sy = horizon - (mood === 'morning' ? 30 : 70);
    s.add(circle(sx, sy, 260, s.radial([[0, '#fff0c0', 0.85], [1, '#ffb070', 0]])), circle(sx, sy, 62, mood === 'morning' ? '#fff3d6' : '#ffe1a0'));
  } else {
    for (let i = 0; i < 60; i++) s.add(circle(r.next() * w, r.next() * horizon * 0.6, r.next() * 1.6 + 0.6, '#ffffff', `opacity="${n(0.4 + r.next() * 0.5)}"`));
    s.add(circle(sx, horizon * 0.2, 70, s.radial([[0, '#fff7e0', 0.35], [1, '#fff7e0', 0]])), circle(sx, horizon * 0.2, 26, '#f6f1de'));
  }
  for (let i = 0; i < clouds; i++) {
    const cy = horizon * (0.12 + r.next() * 0.42);
    s.add(cloud(r.next() * w, cy, 0.6 + r.next() * 0.9, CLOUD[mood], isDark(mood) ? 0.5 : 0.85));
  }
}

/** Water from y to the bottom of the image, with light streaks. */
export function water(s: Svg, r: Random, y: number, top: string, bottom: string, x0 = 0, x1 = s.width): void {
  s.add(rect(x0, y, x1 - x0, s.height - y, s.linear([top, bottom])));
  const count = Math.round((x1 - x0) / 40);
  for (let i = 0; i < count; i++) {
    const yy = y + 8 + r.next() * (s.height - y - 12);
    const len = 20 + r.next() * 90;
    s.add(rect(x0 + r.next() * (x1 - x0 - len), yy, len, 2.5, '#ffffff', `opacity="${n(0.15 + r.next() * 0.25)}" rx="1"`));
  }
}

const GREENS = [
  ['#3e8e4f', '#52a862', '#6cc07a'],
  ['#2f7a5a', '#3f9470', '#5fb08a'],
  ['#4f8f3a', '#68a84c', '#86c163'],
];

/** A round tree standing on `base`, `h` tall. */
export function tree(r: Random, x: number, base: number, h: number, dark = 0): string {
  const [a, b, c] = r.pick(GREENS).map((g) => darken(g, dark));
  const cy = base - h * 0.62;
  const rad = h * 0.3;
  return (
    rect(x - h * 0.035, base - h * 0.45, h * 0.07, h * 0.45, darken('#7a5234', dark)) +
    circle(x - rad * 0.55, cy + rad * 0.25, rad * 0.8, a) +
    circle(x + rad * 0.55, cy + rad * 0.2, rad * 0.85, a) +
    circle(x, cy - rad * 0.2, rad, b) +
    circle(x - rad * 0.25, cy - rad * 0.45, rad * 0.45, c, 'opacity="0.8"')
  );
}

/** A palm tree; `lean` in pixels at the top. */
export function palm(x: number, base: number, h: number, lean: number, dark = 0): string {
  const tx = x + lean;
  const ty = base - h;
  const leaf = darken('#3d9a5b', dark);
  let out = path(`M${n(x - 6)} ${n(base)} Q${n(x + lean * 0.2)} ${n(base - h * 0.5)} ${n(tx - 3)} ${n(ty)} L${n(tx + 3)} ${n(ty)} Q${n(x + lean * 0.2 + 8)} ${n(base - h * 0.5)} ${n(x + 6)} ${n(base)}Z`, darken('#8a6a48', dark));
  for (const a of [-160, -125, -90, -55, -20, 15, -180 + 10]) {
    const rad = (a * Math.PI) / 180;
    const ex = tx + Math.cos(rad) * h * 0.42;
    const ey = ty + Math.sin(rad) * h * 0.2 + h * 0.1;
    const mx = tx + Math.cos(rad) * h * 0.25;
    const my = ty + Math.sin(rad) * h * 0.28 - 8;
    out += path(`M${n(tx)} ${n(ty)} Q${n(mx)} ${n(my - 14)} ${n(ex)} ${n(ey)} Q${n(mx)} ${n(my + 8)} ${n(tx)} ${n(ty)}Z`, leaf);
  }
  return out + circle(tx, ty + 4, 6, darken('#6b4f32', dark));
}

export const bush = (x: number, base: number, w: number, color: string) =>
  ellipse(x, base - w * 0.22, w * 0.5, w * 0.3, color) + ellipse(x - w * 0.2, base - w * 0.3, w * 0.25, w * 0.22, lighten(color, 0.12));

/** A row of trees between x0 and x1. */
export function treeRow(r: Random, x0: number, x1: number, base: number, h: number, dark = 0): string {
  let out = '';
  for (let x = x0 + r.next() * 40; x < x1; x += h * (0.55 + r.next() * 0.5)) out += tree(r, x, base + r.next() * 6, h * (0.8 + r.next() * 0.4), dark);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Buildings

export type Facade = { body: string; trim: string; glass: string };
export const FACADES: Facade[] = [
  { body: '#f1ece2', trim: '#c9b79c', glass: '#7fa9c9' },
  { body: '#e4e8ee', trim: '#8fa3b8', glass: '#6e9cc2' },
  { body: '#f4e1cf', trim: '#c07f5b', glass: '#86aecb' },
  { body: '#dcebe5', trim: '#5f9b8a', glass: '#73a7b8' },
  { body: '#fbfbf8', trim: '#a9b2c0', glass: '#5f8fb8' },
  { body: '#eadfcd', trim: '#9c7b5a', glass: '#7d9fb8' },
];
export const LIT = ['#ffd98a', '#ffe7b0', '#ffcf70'];
export const nightly = (c: string, mood: Mood) =>
  mood === 'dusk' ? mix(c, '#2c3160', 0.45) : mood === 'blue' ? mix(c, '#1c2c58', 0.5) : mood === 'sunset' ? mix(c, '#f0a080', 0.14) : c;
export const litRate = (mood: Mood) => (isDark(mood) ? 0.5 : mood === 'sunset' ? 0.22 : 0);

export type Crown = 'flat' | 'spire' | 'slant' | 'stepped' | 'garden';
export type TowerOpts = { floorH?: number; cols?: number; balconies?: boolean; crown?: Crown };

/** A residential tower with a window grid, optional balconies and a crown. */
export function tower(r: Random, x: number, base: number, w: number, h: number, f: Facade, mood: Mood, o: TowerOpts = {}): string {
  const floorH = o.floorH ?? 30;
  const cols = o.cols ?? Math.max(3, Math.round(w / 36));
  const body = nightly(f.body, mood);
  const trim = nightly(f.trim, mood);
  const glass = isDark(mood) ? mix(f.glass, '#1d2648', 0.55) : f.glass;
  const top = base - h;
  let out = '';
  const crown = o.crown ?? 'flat';
  if (crown === 'stepped') out += rect(x + w * 0.15, top - 34, w * 0.7, 36, body) + rect(x + w * 0.32, top - 58, w * 0.36, 26, trim);
  if (crown === 'slant') out += poly([x, top + 1, x + w, top - Math.min(70, w * 0.3), x + w, top + 1], trim);
  if (crown === 'spire') out += line(x + w / 2, top, x + w / 2, top - 90, trim, 4) + rect(x + w * 0.3, top - 22, w * 0.4, 24, body);
  out += rect(x, top, w, h, body) + rect(x - 4, top - 8, w + 8, 10, trim);
  if (crown === 'garden') for (let i = 0; i < 4; i++) out += bush(x + w * (0.15 + i * 0.23), top - 6, w * 0.22, '#4f9a5a');
  const cellW = w / cols;
  const floors = Math.floor((h - 36) / floorH);
  const rate = litRate(mood);
  for (let fl = 0; fl < floors; fl++) {
    const y = top + 22 + fl * floorH;
    for (let c = 0; c < cols; c++) {
      const fill = r.next() < rate ? r.pick(LIT) : glass;
      out += rect(x + c * cellW + cellW * 0.16, y, cellW * 0.68, floorH * 0.6, fill);
    }
    if (o.balconies) out += rect(x - 3, y + floorH * 0.6, w + 6, 4, trim) + rect(x - 3, y + floorH * 0.6 - 10, w + 6, 10, '#ffffff', 'opacity="0.22"');
  }
  out += rect(x, base - 26, w, 26, darken(body, 0.08)) + rect(x + w * 0.4, base - 22, w * 0.2, 22, glass);
  return out + rect(x + w * 0.78, top - 8, w * 0.22 + 4, h + 8, '#000000', 'opacity="0.1"');
}

export type GlassShape = 'box' | 'slant' | 'taper' | 'notch';
/** A glass office tower: tinted curtain wall, mullions, a reflection band, lit floors at dusk. */
export function glassTower(s: Svg, r: Random, x: number, base: number, w: number, h: number, mood: Mood, tint: string, shape: GlassShape = 'box'): string {
  const top = base - h;
  const pts: Record<GlassShape, number[]> = {
    box: [x, top, x + w, top, x + w, base, x, base],
    slant: [x, top + w * 0.35, x + w, top, x + w, base, x, base],
    taper: [x + w * 0.14, top, x + w * 0.86, top, x + w, base, x, base],
    notch: [x, top + 40, x + w * 0.55, top + 40, x + w * 0.55, top, x + w, top, x + w, base, x, base],
  };
  const outline = poly(pts[shape], '#000');
  const t = nightly(tint, mood);
  const fill = s.linear([lighten(t, 0.35), t, darken(t, 0.25)], 1, 0.3);
  let inner = rect(x, top, w, h, fill);
  const cols = Math.max(4, Math.round(w / 26));
  for (let c = 1; c < cols; c++) inner += line(x + (c * w) / cols, top, x + (c * w) / cols, base, lighten(t, 0.45), 1.5, 'opacity="0.55"');
  const rate = litRate(mood) * 0.8;
  for (let y = top + 16; y < base - 10; y += 20) {
    inner += line(x, y, x + w, y, darken(t, 0.3), 1.2, 'opacity="0.35"');
    if (rate) for (let c = 0; c < cols; c++) if (r.next() < rate) inner += rect(x + (c * w) / cols + 2, y + 2, w / cols - 4, 15, r.pick(LIT), 'opacity="0.85"');
  }
  const k = r.next() * w;
  inner += poly([x + k, top, x + k + w * 0.35, top, x + k - w * 0.4, base, x + k - w * 0.75, base], '#ffffff', 'opacity="0.14"');
  inner += rect(x + w * 0.75, top, w * 0.25, h, '#000000', 'opacity="0.12"');
  return group(s.clip(outline), inner) + rect(x - 6, base - 30, w + 12, 30, darken(t, 0.35));
}

const WALLS = ['#f2c14e', '#e8846b', '#7cc6b6', '#f4a7b9', '#a7c7e7', '#f5e6c8', '#c9e4a6', '#f7d59a', '#d7b8e8'];
const AWNINGS = ['#d9534f', '#2f8f83', '#f0ad4e', '#3b6ea8', '#7a4fa3'];

/** A row of narrow Vietnamese tube houses between x0 and x1. */
export function tubeHouses(r: Random, x0: number, x1: number, base: number, mood: Mood, scale = 1): string {
  let out = '';
  const glass = isDark(mood) ? '#3b4470' : '#5d7f99';
  for (let x = x0; x < x1; ) {
    const w = (70 + r.next() * 50) * scale;
    const fh = 52 * scale;
    const floors = r.int(3, 5);
    const wall = nightly(r.pick(WALLS), mood);
    const top = base - floors * fh - 10 * scale;
    out += rect(x, top, w, base - top, wall) + rect(x - 2, top - 6 * scale, w + 4, 8 * scale, darken(wall, 0.2));
    if (r.chance(0.4)) out += rect(x + w * 0.6, top - 26 * scale, w * 0.25, 20 * scale, '#dfe3e8') + rect(x + w * 0.58, top - 30 * scale, w * 0.29, 6 * scale, '#b9c0c9');
    for (let f = 1; f < floors; f++) {
      const y = base - (f + 1) * fh;
      const win = mood !== 'day' && r.chance(litRate(mood) + 0.2) ? r.pick(LIT) : glass;
      out += rect(x + w * 0.2, y + 8 * scale, w * 0.6, fh * 0.62, win) + rect(x + w * 0.18, y + 6 * scale, w * 0.64, 5 * scale, darken(wall, 0.25));
      out += rect(x + w * 0.1, y + fh * 0.66, w * 0.8, 4 * scale, '#4a4a4a') + rect(x + w * 0.1, y + fh * 0.66, 3 * scale, fh * 0.26, '#4a4a4a');
      out += rect(x + w * 0.9 - 3 * scale, y + fh * 0.66, 3 * scale, fh * 0.26, '#4a4a4a') + rect(x + w * 0.08, y + fh * 0.9, w * 0.84, 5 * scale, darken(wall, 0.3));
      if (r.chance(0.45)) out += bush(x + w * (0.2 + r.next() * 0.6), y + fh * 0.68, 22 * scale, '#4f9a5a');
    }
    const aw = r.pick(AWNINGS);
    out += rect(x + w * 0.08, base - fh * 0.85, w * 0.84, fh * 0.85, isDark(mood) ? '#ffdc94' : '#3d3d46');
    out += poly([x, base - fh * 0.85, x + w, base - fh * 0.85, x + w - 6, base - fh + 4, x + 6, base - fh + 4], aw);
    out += rect(x + w * 0.15, base - fh - 16 * scale, w * 0.7, 14 * scale, lighten(aw, 0.75));
    x += w + 2;
  }
  return out;
}

/** A mid-rise block (5–9 floors) with balconies and shops on the ground floor. */
export function lowrise(r: Random, x: number, base: number, w: number, floors: number, f: Facade, mood: Mood): string {
  const fh = 46;
  const top = base - floors * fh - 14;
  const body = nightly(f.body, mood);
  const trim = nightly(f.trim, mood);
  const glass = isDark(mood) ? mix(f.glass, '#1d2648', 0.55) : f.glass;
  let out = rect(x, top, w, base - top, body);
  out += r.chance(0.5) ? poly([x - 14, top + 2, x + w * 0.5, top - 70, x + w + 14, top + 2], nightly('#b8614a', mood)) : rect(x - 6, top - 10, w + 12, 12, trim);
  const bays = Math.max(3, Math.round(w / 70));
  const bw = w / bays;
  for (let fl = 1; fl < floors; fl++) {
    const y = top + 14 + (fl - 1) * fh;
    for (let b = 0; b < bays; b++) {
      const bx = x + b * bw;
      out += rect(bx + bw * 0.2, y + 6, bw * 0.6, fh * 0.62, r.next() < litRate(mood) ? r.pick(LIT) : glass);
      out += rect(bx + bw * 0.12, y + fh * 0.66, bw * 0.76, 5, trim) + rect(bx + bw * 0.12, y + fh * 0.66 - 12, bw * 0.76, 12, '#ffffff', 'opacity="0.3"');
      if (r.chance(0.25)) out += bush(bx + bw * 0.3, y + fh * 0.66, 20, '#4f9a5a');
    }
  }
  for (let b = 0; b < bays; b++) {
    const aw = r.pick(AWNINGS);
    out += rect(x + b * bw + 6, base - fh + 8, bw - 12, fh - 8, isDark(mood) ? '#ffdc94' : '#46505c') + rect(x + b * bw + 4, base - fh + 2, bw - 8, 10, aw);
  }
  return out + rect(x + w * 0.85, top - 10, w * 0.15 + 6, base - top + 10, '#000000', 'opacity="0.08"');
}

/** A two-storey villa with a hip roof and a covered terrace, centred on cx. */
export function villa(r: Random, cx: number, base: number, w: number, mood: Mood): string {
  const wall = nightly(r.pick(['#fbf7ef', '#f3ead8', '#eef2f0']), mood);
  const roof = nightly(r.pick(['#8a4b3a', '#5b6470', '#a45a3c']), mood);
  const glass = isDark(mood) ? '#ffd98a' : '#8fb5cf';
  const x = cx - w / 2;
  const fh = w * 0.2;
  let out = rect(x, base - fh, w, fh, wall) + rect(x + w * 0.1, base - fh * 2, w * 0.6, fh, wall);
  out += poly([x + w * 0.02, base - fh * 2, x + w * 0.78, base - fh * 2, x + w * 0.66, base - fh * 2.6, x + w * 0.14, base - fh * 2.6], roof);
  out += rect(x - w * 0.04, base - fh - 8, w * 1.08, 10, roof);
  for (let i = 0; i < 3; i++) out += rect(x + w * (0.16 + i * 0.18), base - fh * 1.8, w * 0.1, fh * 0.6, glass);
  out += rect(x + w * 0.06, base - fh * 0.82, w * 0.34, fh * 0.7, glass) + rect(x + w * 0.46, base - fh * 0.78, w * 0.1, fh * 0.78, darken(roof, 0.1));
  for (let i = 0; i < 3; i++) out += rect(x + w * (0.66 + i * 0.14), base - fh * 0.95, w * 0.025, fh * 0.95, lighten(wall, 0.3));
  out += rect(x + w * 0.62, base - fh, w * 0.4, fh * 0.08, roof);
  return out + rect(x + w * 0.72, base - fh * 0.3, w * 0.16, fh * 0.12, '#c4875a') + rect(x + w * 0.74, base - fh * 0.18, w * 0.02, fh * 0.18, '#8a5a3a');
}

/** Silhouettes of a distant skyline; `lit` adds window dots. */
export function skyline(r: Random, x0: number, x1: number, base: number, minH: number, maxH: number, color: string, lit?: string): string {
  let out = '';
  for (let x = x0 - r.next() * 40; x < x1; ) {
    const w = 36 + r.next() * 80;
    const h = minH + r.next() * (maxH - minH);
    out += rect(x, base - h, w, h, color);
    const roof = r.next();
    if (roof < 0.15) out += poly([x, base - h, x + w / 2, base - h - w * 0.4, x + w, base - h], color);
    else if (roof < 0.3) out += rect(x + w * 0.3, base - h - 18, w * 0.4, 19, color);
    else if (roof < 0.38) out += line(x + w / 2, base - h, x + w / 2, base - h - 40, color, 3);
    if (lit) for (let y = base - h + 10; y < base - 8; y += 14) for (let c = x + 6; c < x + w - 8; c += 11) if (r.chance(0.22)) out += rect(c, y, 5, 7, lit);
    x += w + r.next() * 10 - 4;
  }
  return out;
}

/** Ground (grass or pavement) from y down, with an optional road band. */
export function ground(s: Svg, y: number, color: string, road?: { y: number; h: number }): void {
  s.add(rect(0, y, s.width, s.height - y, s.linear([lighten(color, 0.1), darken(color, 0.12)])));
  if (road) {
    s.add(rect(0, road.y, s.width, road.h, '#5b5f66'), rect(0, road.y - 6, s.width, 6, '#c9c4b8'));
    for (let x = 20; x < s.width; x += 90) s.add(rect(x, road.y + road.h / 2 - 2, 46, 4, '#f1efe6'));
  }
}
