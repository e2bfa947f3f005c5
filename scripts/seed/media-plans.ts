/**
 * SVG floor plans (間取り図) of the demo listings, `plan-{layout}-{nn}.jpg`: a studio, one to four
 * bedrooms, a house or villa, an office floor. Architectural line drawings on white, without words
 * (a plan reads the same in English and Japanese): rooms tinted by use, thick outer walls, doors
 * with their swing, windows, furniture to scale, a balcony or garden, a north arrow.
 * Pure: the same name always gives the same SVG.
 */
import type { Scene } from './media-scenes';
import { Random } from './random';

export const PLAN_LAYOUTS = ['studio', '1br', '2br', '3br', '4br', 'house', 'office'] as const;
export type PlanLayout = (typeof PLAN_LAYOUTS)[number];
/** Drawings per layout: neighbours of the same layout do not all share one plan. */
export const PLAN_VARIANTS = 3;

/** The plan that fits a listing: offices an office floor, houses and villas a house, flats by bedrooms (five count as four). */
export function planLayoutOf(listing: { category: number; bedroomMin?: number | null; standalone?: boolean }): PlanLayout {
  if (listing.category !== 0) return 'office';
  if (listing.standalone) return 'house';
  const beds = Math.max(0, Math.min(4, listing.bedroomMin ?? 1));
  return beds === 0 ? 'studio' : (`${beds}br` as PlanLayout);
}

/** The file of a layout's `variant`-th drawing (0-based). */
export function planFile(layout: PlanLayout, variant: number): string {
  return `plan-${layout}-${String((variant % PLAN_VARIANTS) + 1).padStart(2, '0')}.jpg`;
}

/** Every plan file, for MEDIA. */
export const PLAN_FILES: string[] = PLAN_LAYOUTS.flatMap((layout) => Array.from({ length: PLAN_VARIANTS }, (_, v) => planFile(layout, v)));

const W = 1280;
const H = 853;
const WALL = '#1e293b';
const FURNITURE = '#64748b';
const FILL: Record<Kind, string> = {
  bed: '#eef2ff',
  bath: '#e0f2fe',
  kitchen: '#fef9c3',
  living: '#fdf4e7',
  room: '#fdf4e7',
  hall: '#f8fafc',
  meeting: '#eef2ff',
  open: '#fdf4e7',
  pantry: '#fef9c3',
  core: '#e2e8f0',
  garage: '#f1f5f9',
};

type Kind = 'bed' | 'bath' | 'kitchen' | 'living' | 'room' | 'hall' | 'meeting' | 'open' | 'pantry' | 'core' | 'garage';
type Room = { kind: Kind; x: number; y: number; w: number; h: number };
type Box = { x: number; y: number; w: number; h: number };

const n = (v: number) => String(Math.round(v * 10) / 10);
const rect = (b: Box, attrs: string) => `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" ${attrs}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, attrs = `stroke="${FURNITURE}" stroke-width="2"`) => `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;
const circle = (cx: number, cy: number, r: number, attrs = `fill="#fff" stroke="${FURNITURE}" stroke-width="2"`) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
const piece = (b: Box, rx = 4) => rect(b, `rx="${rx}" fill="#fff" stroke="${FURNITURE}" stroke-width="2"`);

/** Splits a band into rooms by weight, left to right. */
function split(band: Box, items: { kind: Kind; weight: number }[]): Room[] {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let x = band.x;
  return items.map((item) => {
    const w = (band.w * item.weight) / total;
    const room = { kind: item.kind, x, y: band.y, w, h: band.h };
    x += w;
    return room;
  });
}

function furniture(room: Room, random: Random): string {
  const { x, y, w, h } = room;
  const pad = 18;
  const parts: string[] = [];
  switch (room.kind) {
    case 'bed':
    case 'room': {
      const bw = Math.min(w * 0.5, room.kind === 'room' ? 150 : 170);
      const bh = Math.min(h * 0.62, 200);
      const bx = x + (w - bw) / 2;
      parts.push(piece({ x: bx, y: y + pad, w: bw, h: bh }), piece({ x: bx + 10, y: y + pad + 8, w: bw / 2 - 15, h: 30 }, 8), piece({ x: bx + bw / 2 + 5, y: y + pad + 8, w: bw / 2 - 15, h: 30 }, 8));
      parts.push(line(bx, y + pad + bh * 0.45, bx + bw, y + pad + bh * 0.45));
      // A wardrobe along the side wall.
      if (w > 180) parts.push(rect({ x: x + w - pad - 40, y: y + pad, w: 40, h: Math.min(h * 0.5, 160) }, `fill="#fff" stroke="${FURNITURE}" stroke-width="2"`), line(x + w - pad - 40, y + pad, x + w - pad, y + pad + Math.min(h * 0.5, 160)));
      if (room.kind === 'room' && h > 260) parts.push(sofa({ x: x + pad, y: y + h - 110, w: Math.min(w * 0.5, 220), h: 80 }));
      break;
    }
    case 'bath': {
      const tub = w > 150 && random.chance(0.7);
      if (tub) parts.push(piece({ x: x + pad, y: y + pad, w: Math.min(w - 2 * pad, 150), h: 70 }, 20), piece({ x: x + pad + 10, y: y + pad + 10, w: Math.min(w - 2 * pad, 150) - 20, h: 50 }, 18));
      else parts.push(rect({ x: x + pad, y: y + pad, w: 80, h: 80 }, `fill="#fff" stroke="${FURNITURE}" stroke-width="2"`), line(x + pad, y + pad, x + pad + 80, y + pad + 80), line(x + pad + 80, y + pad, x + pad, y + pad + 80));
      const ty = y + h - pad - 60;
      parts.push(piece({ x: x + w - pad - 44, y: ty + 40, w: 44, h: 18 }, 3), `<ellipse cx="${n(x + w - pad - 22)}" cy="${n(ty + 16)}" rx="18" ry="24" fill="#fff" stroke="${FURNITURE}" stroke-width="2"/>`);
      parts.push(piece({ x: x + pad, y: y + h - pad - 40, w: 60, h: 40 }, 6), circle(x + pad + 30, y + h - pad - 20, 10));
      break;
    }
    case 'kitchen':
    case 'pantry': {
      const depth = 46;
      parts.push(rect({ x: x + 6, y: y + 6, w: w - 12, h: depth }, `fill="#fff" stroke="${FURNITURE}" stroke-width="2"`));
      if (h > 160) parts.push(rect({ x: x + 6, y: y + 6, w: depth, h: h - 12 }, `fill="#fff" stroke="${FURNITURE}" stroke-width="2"`));
      parts.push(piece({ x: x + w * 0.3, y: y + 12, w: 56, h: 34 }, 8));
      for (const [dx, dy] of [[0, 0], [24, 0], [0, 18], [24, 18]]) parts.push(circle(x + w * 0.62 + dx, y + 20 + dy, 7));
      parts.push(piece({ x: x + w - 70, y: y + 6, w: 60, h: 60 }, 2), line(x + w - 70, y + 36, x + w - 10, y + 36));
      if (room.kind === 'pantry' && h > 200) for (let i = 0; i < 2; i++) table(parts, x + w * (0.35 + i * 0.35), y + h * 0.62, 28, 3);
      break;
    }
    case 'living': {
      const sw = Math.min(w * 0.55, 260);
      parts.push(sofa({ x: x + (w - sw) / 2, y: y + h - 100, w: sw, h: 80 }));
      parts.push(piece({ x: x + w / 2 - 55, y: y + h - 175, w: 110, h: 50 }, 6));
      if (h > 260 || w > 360) {
        // The dining table, towards the kitchen side.
        const tx = x + Math.min(w * 0.3, 150);
        const ty = y + Math.min(h * 0.3, 110);
        parts.push(piece({ x: tx - 60, y: ty - 35, w: 120, h: 70 }, 6));
        for (const dx of [-30, 30]) parts.push(circle(tx + dx, ty - 52, 13), circle(tx + dx, ty + 52, 13));
      }
      parts.push(rect({ x: x + w / 2 - 70, y: y + 8, w: 140, h: 14 }, `fill="${FURNITURE}"`));
      break;
    }
    case 'meeting':
      table(parts, x + w / 2, y + h / 2, Math.min(w, h) * 0.22, 8, Math.min(w * 0.55, 240));
      break;
    case 'open': {
      const cols = Math.max(1, Math.floor((w - 40) / 170));
      const rows = Math.max(1, Math.floor((h - 40) / 150));
      for (let c = 0; c < cols; c++) {
        for (let r = 0; r < rows; r++) {
          const cx = x + 30 + c * ((w - 60) / cols) + (w - 60) / cols / 2;
          const cy = y + 30 + r * ((h - 60) / rows) + (h - 60) / rows / 2;
          parts.push(piece({ x: cx - 60, y: cy - 30, w: 60, h: 60 }, 2), piece({ x: cx, y: cy - 30, w: 60, h: 60 }, 2));
          parts.push(circle(cx - 30, cy - 48, 12), circle(cx + 30, cy - 48, 12), circle(cx - 30, cy + 48, 12), circle(cx + 30, cy + 48, 12));
        }
      }
      break;
    }
    case 'core': {
      // Two lifts (a cross in a box) and a stair.
      const s = Math.min(70, w / 3.5, h / 2.5);
      for (let i = 0; i < 2; i++) {
        const lx = x + 16 + i * (s + 10);
        parts.push(rect({ x: lx, y: y + 16, w: s, h: s }, `fill="#fff" stroke="${WALL}" stroke-width="2"`), line(lx, y + 16, lx + s, y + 16 + s, `stroke="${WALL}" stroke-width="2"`), line(lx + s, y + 16, lx, y + 16 + s, `stroke="${WALL}" stroke-width="2"`));
      }
      const sx = x + 16;
      const sy = y + h - 16 - s * 1.4;
      parts.push(rect({ x: sx, y: sy, w: w - 32, h: s * 1.4 }, `fill="#fff" stroke="${WALL}" stroke-width="2"`));
      for (let i = 1; i < 10; i++) parts.push(line(sx + ((w - 32) * i) / 10, sy, sx + ((w - 32) * i) / 10, sy + s * 1.4));
      break;
    }
    case 'garage':
      parts.push(rect({ x: x + w / 2 - 55, y: y + 30, w: 110, h: Math.min(h - 60, 220) }, `rx="26" fill="none" stroke="${FURNITURE}" stroke-width="2" stroke-dasharray="8 6"`));
      break;
    case 'hall':
      break;
  }
  return parts.join('');
}

function sofa(b: Box): string {
  return [piece(b, 10), piece({ x: b.x, y: b.y + b.h * 0.55, w: b.w, h: b.h * 0.45 }, 6), piece({ x: b.x, y: b.y, w: 22, h: b.h }, 8), piece({ x: b.x + b.w - 22, y: b.y, w: 22, h: b.h }, 8)].join('');
}

function table(parts: string[], cx: number, cy: number, r: number, chairs: number, long?: number): void {
  if (long) {
    parts.push(piece({ x: cx - long / 2, y: cy - r, w: long, h: 2 * r }, 10));
    const per = Math.max(1, Math.floor(chairs / 2));
    for (let i = 0; i < per; i++) {
      const px = cx - long / 2 + (long * (i + 0.5)) / per;
      parts.push(circle(px, cy - r - 18, 13), circle(px, cy + r + 18, 13));
    }
    return;
  }
  parts.push(circle(cx, cy, r));
  for (let i = 0; i < chairs; i++) {
    const a = (2 * Math.PI * i) / chairs;
    parts.push(circle(cx + Math.cos(a) * (r + 18), cy + Math.sin(a) * (r + 18), 11));
  }
}

/** A door in a horizontal wall at (x, y), `size` wide, swinging into the room above (-1) or below (1). */
function door(x: number, y: number, size: number, into: 1 | -1): string {
  const end = y + into * size;
  return [
    rect({ x, y: y - 6, w: size, h: 12 }, 'fill="#ffffff"'),
    line(x, y, x, end, `stroke="${WALL}" stroke-width="3"`),
    `<path d="M${n(x)} ${n(end)} A${size} ${size} 0 0 ${into === 1 ? 0 : 1} ${n(x + size)} ${n(y)}" fill="none" stroke="${FURNITURE}" stroke-width="1.5" stroke-dasharray="5 4"/>`,
  ].join('');
}

/** A window in a horizontal outer wall: the wall opened and three thin panes. */
function windowAt(x: number, y: number, size: number): string {
  return [rect({ x, y: y - 8, w: size, h: 16 }, 'fill="#ffffff"'), line(x, y - 8, x + size, y - 8, `stroke="${WALL}" stroke-width="2"`), line(x, y, x + size, y, 'stroke="#38bdf8" stroke-width="3"'), line(x, y + 8, x + size, y + 8, `stroke="${WALL}" stroke-width="2"`)].join('');
}

/** The rooms of a layout in two bands around a corridor, the balcony (or garden) below. */
function layoutRooms(layout: PlanLayout, random: Random, frame: Box, hall: number): Room[] {
  const topH = (frame.h - hall) * (0.46 + random.next() * 0.08);
  const top: Box = { x: frame.x, y: frame.y, w: frame.w, h: topH };
  const corridor: Box = { x: frame.x, y: frame.y + topH, w: frame.w, h: hall };
  const bottom: Box = { x: frame.x, y: frame.y + topH + hall, w: frame.w, h: frame.h - topH - hall };
  const bed = () => ({ kind: 'bed' as const, weight: 2.6 + random.next() * 0.8 });
  const bath = () => ({ kind: 'bath' as const, weight: 1.3 + random.next() * 0.4 });
  const kitchen = { kind: 'kitchen' as const, weight: 1.6 + random.next() * 0.5 };
  const living = { kind: 'living' as const, weight: 3.4 + random.next() * 1.2 };
  const rows: Record<PlanLayout, [{ kind: Kind; weight: number }[], { kind: Kind; weight: number }[]]> = {
    studio: [[bath(), kitchen], [{ kind: 'room', weight: 1 }]],
    '1br': [[bed(), bath()], [kitchen, living]],
    '2br': [[bed(), bath(), bed()], [kitchen, living]],
    '3br': [[bed(), bath(), bed(), bed()], [kitchen, living, bath()]],
    '4br': [[bed(), bed(), bath(), bed()], [bed(), kitchen, living, bath()]],
    house: [[bed(), bath(), bed(), bed()], [{ kind: 'garage', weight: 2.2 }, kitchen, living]],
    office: [[{ kind: 'meeting', weight: 2 }, { kind: 'open', weight: 5 }], [{ kind: 'pantry', weight: 1.6 }, { kind: 'core', weight: 1.4 }, { kind: 'open', weight: 4.5 }]],
  };
  const [upper, lower] = rows[layout];
  // Mirror half of the drawings, so that the variants differ in more than proportions.
  const flip = random.chance(0.5);
  const order = <T>(items: T[]) => (flip ? [...items].reverse() : items);
  return [...split(top, order(upper)), { kind: 'hall', ...corridor }, ...split(bottom, order(lower))];
}

/** A floor plan: `plan-{layout}-{nn}.jpg`. */
export function planScene(name: string): Scene {
  const match = /^plan-([a-z0-9]+)-(\d+)\./.exec(name);
  const layout = PLAN_LAYOUTS.find((l) => l === match?.[1]);
  if (!layout) throw new Error(`no floor plan layout in ${name}`);
  const random = new Random(`plan/${name}`);
  const outdoor = layout === 'house' ? 'garden' : layout === 'office' ? null : 'balcony';
  const size = { studio: 0.62, '1br': 0.72, '2br': 0.82, '3br': 0.9, '4br': 0.94, house: 0.9, office: 0.95 }[layout];
  const fw = (W - 160) * size;
  const fh = (H - (outdoor ? 230 : 150)) * (0.86 + random.next() * 0.14);
  const frame: Box = { x: (W - fw) / 2, y: 70, w: fw, h: fh };
  const rooms = layoutRooms(layout, random, frame, layout === 'office' ? 90 : 64);
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#ffffff"/>`];
  parts.push(
    `<defs><pattern id="deck" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#f7fee7"/><path d="M0 14 L14 0" stroke="#a3e635" stroke-width="1.5"/></pattern></defs>`,
  );
  if (outdoor === 'garden') {
    parts.push(rect({ x: frame.x - 40, y: frame.y - 30, w: frame.w + 80, h: frame.h + 130 }, 'rx="18" fill="#ecfccb"'));
    for (let i = 0; i < 7; i++) parts.push(circle(frame.x - 20 + random.next() * (frame.w + 40), frame.y + frame.h + 30 + random.next() * 60, 14 + random.next() * 14, 'fill="#bef264" stroke="#65a30d" stroke-width="2"'));
  }
  if (outdoor === 'balcony') {
    const bw = frame.w * (0.45 + random.next() * 0.35);
    const bx = frame.x + frame.w - bw;
    parts.push(rect({ x: bx, y: frame.y + frame.h, w: bw, h: 64 }, `fill="url(#deck)" stroke="${WALL}" stroke-width="4"`));
    for (let i = 0; i < 3; i++) parts.push(circle(bx + 40 + i * 46, frame.y + frame.h + 32, 14, 'fill="#bef264" stroke="#65a30d" stroke-width="2"'));
  }
  for (const room of rooms) parts.push(rect(room, `fill="${FILL[room.kind]}" stroke="${WALL}" stroke-width="6"`));
  for (const room of rooms) parts.push(`<g data-room="${room.kind}">${furniture(room, random)}</g>`);
  // Doors from the corridor into every room (the open living room needs none), windows on the outer walls.
  const hall = rooms.find((r) => r.kind === 'hall')!;
  for (const room of rooms) {
    if (room.kind === 'hall') continue;
    const above = room.y < hall.y;
    const size = Math.min(70, room.w * 0.4);
    const dx = room.x + (room.w - size) * (0.25 + random.next() * 0.5);
    if (room.kind !== 'living' && room.kind !== 'open') parts.push(door(dx, above ? hall.y : hall.y + hall.h, size, above ? -1 : 1));
    if (room.kind !== 'core') {
      const wy = above ? frame.y : frame.y + frame.h;
      const ws = Math.min(room.w * 0.5, 150);
      parts.push(windowAt(room.x + (room.w - ws) / 2, wy, ws));
    }
  }
  // The way in: a door in the corridor's end wall.
  const left = random.chance(0.5);
  const ex = left ? frame.x : frame.x + frame.w;
  parts.push(rect({ x: ex - 7, y: hall.y + 8, w: 14, h: hall.h - 16 }, 'fill="#ffffff"'), `<path d="M${n(ex)} ${n(hall.y + 8)} l${left ? 10 : -10} ${n((hall.h - 16) / 2)} l${left ? -10 : 10} ${n((hall.h - 16) / 2)}" fill="none" stroke="#0f766e" stroke-width="4"/>`);
  parts.push(rect(frame, `fill="none" stroke="${WALL}" stroke-width="14"`));
  // North arrow and a scale bar, bottom right.
  const ax = W - 70;
  const ay = H - 90;
  parts.push(circle(ax, ay, 28, `fill="#fff" stroke="${WALL}" stroke-width="2"`), `<path d="M${ax} ${ay - 24} L${ax + 10} ${ay + 12} L${ax} ${ay + 4} L${ax - 10} ${ay + 12} Z" fill="${WALL}"/>`);
  parts.push(rect({ x: 60, y: H - 60, w: 50, h: 10 }, `fill="${WALL}"`), rect({ x: 110, y: H - 60, w: 50, h: 10 }, `fill="#fff" stroke="${WALL}" stroke-width="2"`), rect({ x: 160, y: H - 60, w: 50, h: 10 }, `fill="${WALL}"`));
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`, width: W, height: H };
}
