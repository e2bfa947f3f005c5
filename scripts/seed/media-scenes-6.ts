/**
 * SVG composition, part 6: people and brands. Friendly geometric portraits (`team-*`,
 * `representative`), the company pages (`company-*`: reception, skylines, meetings) and the
 * partner logo marks (`partner-*.png`, 400×200 on a transparent background).
 */
import {
  FACADES, H, HAZE, W, Svg, circle, darken, ellipse, glassTower, indexOf, lighten, line, path, poly, rect, rng, rrect, sky,
  skyline, text, tower, treeRow, water, type Scene,
} from './media-scenes';
import { helipadTower, pagoda, stackTower } from './media-scenes-2';
import { SKINS } from './media-scenes-3';
import { officeScene, plant, roomBox, windowView, PALETTES } from './media-scenes-4';
import { PARTNERS } from './content/company';

// ---------------------------------------------------------------------------------------------
// People

export type Person = {
  skin: string;
  hair: string;
  style: 'short' | 'wavy' | 'long' | 'bob' | 'bun' | 'neat';
  top: string;
  jacket?: string;
  tie?: string;
  glasses?: boolean;
};

/** A head-and-shoulders figure centred on x; `y` is the centre of the face; k scales it (1 = portrait size). */
export function person(p: Person, x: number, y: number, k: number): string {
  const sx = (v: number) => x + v * k;
  const sy = (v: number) => y + v * k;
  const shade = darken(p.skin, 0.12);
  let out = '';
  if (p.style === 'long' || p.style === 'bob') {
    const len = p.style === 'long' ? 250 : 110;
    out += rrect(sx(-150), sy(-130), 300 * k, (180 + len) * k, 110 * k, p.hair);
  }
  const body = p.jacket ?? p.top;
  out += path(`M${sx(-330)} ${sy(440)} C${sx(-330)} ${sy(270)} ${sx(-250)} ${sy(215)} ${sx(-110)} ${sy(205)} L${sx(110)} ${sy(205)} C${sx(250)} ${sy(215)} ${sx(330)} ${sy(270)} ${sx(330)} ${sy(440)} Z`, body);
  out += rect(sx(-46), sy(60), 92 * k, 160 * k, shade);
  if (p.jacket) {
    out += poly([sx(-70), sy(205), sx(70), sy(205), sx(0), sy(380)], p.top);
    if (p.tie) out += poly([sx(-14), sy(214), sx(14), sy(214), sx(22), sy(330), sx(0), sy(360), sx(-22), sy(330)], p.tie);
    out += poly([sx(-110), sy(205), sx(-62), sy(200), sx(0), sy(380), sx(-70), sy(300)], darken(p.jacket, 0.15));
    out += poly([sx(110), sy(205), sx(62), sy(200), sx(0), sy(380), sx(70), sy(300)], darken(p.jacket, 0.15));
  } else {
    out += path(`M${sx(-50)} ${sy(200)} Q${sx(0)} ${sy(260)} ${sx(50)} ${sy(200)} Z`, shade);
    out += poly([sx(-52), sy(196), sx(-4), sy(236), sx(-40), sy(262), sx(-80), sy(214)], lighten(p.top, 0.2)) + poly([sx(52), sy(196), sx(4), sy(236), sx(40), sy(262), sx(80), sy(214)], lighten(p.top, 0.2));
  }
  out += ellipse(sx(-116), sy(20), 20 * k, 30 * k, shade) + ellipse(sx(116), sy(20), 20 * k, 30 * k, shade);
  out += ellipse(x, y, 118 * k, 140 * k, p.skin);
  const hair: Record<Person['style'], string> = {
    short: `M${sx(-124)} ${sy(10)} C${sx(-140)} ${sy(-215)} ${sx(140)} ${sy(-215)} ${sx(124)} ${sy(10)} C${sx(110)} ${sy(-70)} ${sx(40)} ${sy(-95)} ${sx(-30)} ${sy(-88)} C${sx(-80)} ${sy(-80)} ${sx(-112)} ${sy(-40)} ${sx(-124)} ${sy(10)} Z`,
    neat: `M${sx(-120)} ${sy(-10)} C${sx(-130)} ${sy(-210)} ${sx(130)} ${sy(-210)} ${sx(120)} ${sy(-10)} C${sx(108)} ${sy(-80)} ${sx(60)} ${sy(-100)} ${sx(0)} ${sy(-100)} C${sx(-60)} ${sy(-100)} ${sx(-108)} ${sy(-80)} ${sx(-120)} ${sy(-10)} Z`,
    wavy: `M${sx(-126)} ${sy(0)} C${sx(-150)} ${sy(-230)} ${sx(150)} ${sy(-230)} ${sx(126)} ${sy(0)} C${sx(100)} ${sy(-60)} ${sx(70)} ${sy(-70)} ${sx(40)} ${sy(-80)} C${sx(10)} ${sy(-60)} ${sx(-30)} ${sy(-90)} ${sx(-60)} ${sy(-70)} C${sx(-90)} ${sy(-70)} ${sx(-110)} ${sy(-40)} ${sx(-126)} ${sy(0)} Z`,
    long: `M${sx(-128)} ${sy(60)} C${sx(-145)} ${sy(-222)} ${sx(145)} ${sy(-222)} ${sx(128)} ${sy(60)} C${sx(115)} ${sy(-40)} ${sx(60)} ${sy(-80)} ${sx(-10)} ${sy(-92)} C${sx(-50)} ${sy(-60)} ${sx(-110)} ${sy(-30)} ${sx(-128)} ${sy(60)} Z`,
    bob: `M${sx(-130)} ${sy(40)} C${sx(-145)} ${sy(-226)} ${sx(145)} ${sy(-226)} ${sx(130)} ${sy(40)} C${sx(120)} ${sy(-30)} ${sx(100)} ${sy(-60)} ${sx(90)} ${sy(-62)} L${sx(-90)} ${sy(-62)} C${sx(-100)} ${sy(-60)} ${sx(-120)} ${sy(-30)} ${sx(-130)} ${sy(40)} Z`,
    bun: `M${sx(-124)} ${sy(0)} C${sx(-135)} ${sy(-215)} ${sx(135)} ${sy(-215)} ${sx(124)} ${sy(0)} C${sx(100)} ${sy(-70)} ${sx(50)} ${sy(-96)} ${sx(0)} ${sy(-96)} C${sx(-50)} ${sy(-96)} ${sx(-100)} ${sy(-70)} ${sx(-124)} ${sy(0)} Z`,
  };
  if (p.style === 'bun') out += circle(x, sy(-175), 56 * k, p.hair);
  out += path(hair[p.style], p.hair);
  const brow = darken(p.hair, 0.1);
  out += path(`M${sx(-66)} ${sy(-18)} q${22 * k} ${-12 * k} ${44 * k} 0`, 'none', `stroke="${brow}" stroke-width="${7 * k}" stroke-linecap="round"`);
  out += path(`M${sx(22)} ${sy(-18)} q${22 * k} ${-12 * k} ${44 * k} 0`, 'none', `stroke="${brow}" stroke-width="${7 * k}" stroke-linecap="round"`);
  for (const ex of [-44, 44]) out += ellipse(sx(ex), sy(16), 9 * k, 12 * k, '#2b2b2b') + circle(sx(ex + 3), sy(11), 3 * k, '#ffffff');
  out += path(`M${sx(0)} ${sy(30)} q${-9 * k} ${30 * k} ${4 * k} ${36 * k}`, 'none', `stroke="${darken(p.skin, 0.22)}" stroke-width="${4 * k}" stroke-linecap="round"`);
  out += path(`M${sx(-40)} ${sy(84)} Q${x} ${sy(124)} ${sx(40)} ${sy(84)} Q${x} ${sy(100)} ${sx(-40)} ${sy(84)} Z`, '#9b3d3d') + path(`M${sx(-32)} ${sy(88)} Q${x} ${sy(100)} ${sx(32)} ${sy(88)} L${sx(30)} ${sy(92)} Q${x} ${sy(104)} ${sx(-30)} ${sy(92)} Z`, '#ffffff');
  out += circle(sx(-72), sy(64), 20 * k, '#ff8a80', 'opacity="0.25"') + circle(sx(72), sy(64), 20 * k, '#ff8a80', 'opacity="0.25"');
  if (p.glasses) {
    const g = `fill="none" stroke="#2f2f35" stroke-width="${5 * k}"`;
    out += `<rect x="${sx(-82)}" y="${sy(-8)}" width="${68 * k}" height="${48 * k}" rx="${14 * k}" ${g}/><rect x="${sx(14)}" y="${sy(-8)}" width="${68 * k}" height="${48 * k}" rx="${14 * k}" ${g}/>`;
    out += line(sx(-14), sy(10), sx(14), sy(10), '#2f2f35', 5 * k);
  }
  return out;
}

const HAIR = { black: '#1f1b1b', dark: '#2e2320', brown: '#4a3226', grey: '#8e8b88' };
const TEAM: Person[] = [
  { skin: SKINS[0], hair: HAIR.black, style: 'long', top: '#2a9d8f' },
  { skin: SKINS[5], hair: HAIR.dark, style: 'neat', top: '#ffffff', jacket: '#2b3a55', glasses: true },
  { skin: SKINS[2], hair: HAIR.black, style: 'wavy', top: '#6a994e' },
  { skin: SKINS[5], hair: HAIR.brown, style: 'bob', top: '#e07a5f' },
  { skin: SKINS[1], hair: HAIR.black, style: 'short', top: '#dbe7f3', jacket: '#6b7280' },
  { skin: SKINS[1], hair: HAIR.dark, style: 'bun', top: '#f4efe6', jacket: '#8c2f39' },
  { skin: SKINS[3], hair: HAIR.black, style: 'short', top: '#ffffff', jacket: '#34495e', tie: '#c0392b' },
  { skin: SKINS[2], hair: HAIR.brown, style: 'long', top: '#e9c46a' },
];
const REPRESENTATIVE: Person = { skin: SKINS[5], hair: HAIR.grey, style: 'neat', top: '#ffffff', jacket: '#1f2a44', tie: '#2a6f97', glasses: true };
const BACKDROPS = ['#ffe8d6', '#dbeafe', '#e0f2e9', '#fde2e4', '#fef3c7', '#e9e4f5', '#d9f0f4', '#ffedd5'];

/** team-NN and representative: a friendly portrait on a soft geometric background. */
export function portraitScene(name: string): Scene {
  const r = rng(name);
  const rep = name.startsWith('representative');
  const i = rep ? 0 : indexOf(name);
  const p = rep ? REPRESENTATIVE : TEAM[(i - 1) % TEAM.length];
  const bg = rep ? '#e3e8ef' : BACKDROPS[(i - 1) % BACKDROPS.length];
  const s = new Svg(W, H);
  s.add(rect(0, 0, W, H, s.linear([lighten(bg, 0.3), bg])));
  s.add(circle(r.int(100, 300), r.int(100, 300), r.int(180, 260), darken(bg, 0.06)), circle(r.int(980, 1180), r.int(550, 760), r.int(200, 300), lighten(bg, 0.4)));
  for (let k = 0; k < 7; k++) {
    const x = r.chance(0.5) ? r.int(60, 380) : r.int(900, 1220);
    const c = darken(bg, 0.18 + r.next() * 0.1);
    s.add(r.chance(0.5) ? circle(x, r.int(60, 800), r.int(10, 26), c, 'opacity="0.6"') : rrect(x, r.int(60, 800), 30, 30, 6, c, `opacity="0.6" transform="rotate(${r.int(0, 90)} ${x + 15} ${r.int(60, 800)})"`));
  }
  s.add(circle(640, 470, 340, lighten(bg, 0.55)));
  s.add(person(p, 640, 400, 1.22));
  return s.scene();
}

// ---------------------------------------------------------------------------------------------
// company-NN

export function companyScene(name: string): Scene {
  const i = ((indexOf(name) - 1) % 6) + 1;
  if (i === 1) return officeScene(name, 'lobby', 'ISN VIETNAM');
  if (i === 4) return officeScene(name, 'open');
  const r = rng(name);
  const s = new Svg(W, H);
  if (i === 2 || i === 6) {
    const hcm = i === 2;
    const mood = hcm ? 'dusk' : 'sunset';
    sky(s, r, mood, 560);
    s.add(skyline(r, 0, W, 560, 60, 200, HAZE[mood], '#f2cf86'));
    if (hcm) {
      for (const [x, w, h] of [[60, 130, 300], [260, 120, 360], [900, 150, 340], [1100, 130, 280]]) s.add(glassTower(s, r, x, 560, w, h, mood, '#5a7fa8', 'box'));
      s.add(stackTower(s, r, 560, 560, 470, mood, '#6a8fb8'), helipadTower(s, r, 720, 560, 110, 380, mood, '#7a9ac0'));
    } else {
      for (let x = 600; x < W; x += r.int(160, 220)) s.add(tower(r, x, 560, r.int(110, 150), r.int(200, 330), r.pick(FACADES), mood, { balconies: true, floorH: 24 }));
    }
    s.add(rect(0, 556, W, 12, '#3f5a45'), treeRow(r, -20, W + 20, 570, 60, 0.35));
    water(s, r, 566, hcm ? '#4b4a80' : '#d9a3a6', hcm ? '#1c2450' : '#6a6f9a');
    if (!hcm) s.add(ellipse(300, 680, 190, 16, '#5f7d4f'), pagoda(300, 672, 300, '#7a3b2e', '#4f2520'));
    return s.scene();
  }
  // 3: signing a lease, 5: a meeting — people at a table in front of a window
  const pal = PALETTES[i === 3 ? 0 : 3];
  const { x0, y0, x1, y1 } = roomBox(s, r, pal);
  windowView(s, r, x0 + 60, y0 + 50, x1 - x0 - 120, y1 - y0 - 160, 'city', 'day');
  s.add(plant(r, x0 + 10, y1 + 40, 220, pal.accents[0]));
  const people = i === 3 ? [TEAM[0], { ...TEAM[4], jacket: '#3d5a80' }] : [TEAM[2], TEAM[5], TEAM[1], TEAM[7]];
  const span = people.length > 2 ? 1000 : 700;
  const scale = people.length > 2 ? 0.46 : 0.55;
  people.forEach((p, k) => s.add(person(p, 640 - span / 2 + (span / people.length) * (k + 0.5), 500 - (1 - scale) * 60, scale)));
  s.add(rect(120, 640, W - 240, 24, pal.wood), rect(140, 664, W - 280, 200, darken(pal.wood, 0.12)), rect(140, 664, W - 280, 16, darken(pal.wood, 0.3)));
  if (i === 3) {
    s.add(rect(520, 600, 240, 44, '#ffffff', 'transform="skewX(-30) translate(370 0)"'), rect(560, 612, 150, 5, '#c9ced6', 'transform="skewX(-30) translate(370 0)"'));
    s.add(circle(850, 626, 16, 'none', 'stroke="#c9a227" stroke-width="5"'), rect(862, 620, 40, 8, '#c9a227'), rect(480, 628, 90, 7, '#1d3557'));
  } else {
    s.add(rrect(W / 2 - 70, 604, 140, 40, 6, '#2f3a45'), ellipse(360, 632, 30, 8, '#ffffff'), ellipse(920, 632, 30, 8, '#ffffff'));
  }
  return s.scene();
}

// ---------------------------------------------------------------------------------------------
// partner-NN.png: emblem + wordmark on a transparent 400×200 canvas

/** Each logo's colour, in the order of the seeded partners; the words come from the partner's own name. */
const PARTNER_COLOURS = ['#d6336c', '#2a9d8f', '#1d4e89', '#c0392b', '#2f855a', '#6a994e', '#5a67d8', '#0f6e8c', '#dd6b20', '#b7791f'];

/**
 * A partner's wordmark: its name in capitals on two lines, the first line its first word (or the
 * first two when they are short together), so that the logo says the name its alt text reads.
 */
export function partnerWordmark(name: string): [word: string, sub: string] {
  const words = name.toUpperCase().split(/\s+/);
  const first = words.length > 2 && `${words[0]} ${words[1]}`.length <= 11 ? 2 : 1;
  return [words.slice(0, first).join(' '), words.slice(first).join(' ')];
}


function emblem(kind: number, x: number, y: number, c: string): string {
  const light = lighten(c, 0.45);
  switch (kind % 5) {
    case 0:
      return Array.from({ length: 5 }, (_, k) => ellipse(x, y - 22, 16, 40, k % 2 ? light : c, `transform="rotate(${(k - 2) * 32} ${x} ${y + 14})"`)).join('') + rect(x - 44, y + 22, 88, 8, c);
    case 1:
      return circle(x, y, 52, c) + poly([x - 28, y + 2, x, y - 26, x + 28, y + 2, x + 28, y + 28, x - 28, y + 28], '#ffffff') + rect(x - 8, y + 8, 16, 20, c);
    case 2:
      return poly([x, y - 56, x + 50, y - 28, x + 50, y + 28, x, y + 56, x - 50, y + 28, x - 50, y - 28], c) + path(`M${x - 32} ${y + 6} q16 -18 32 0 t32 0`, 'none', 'stroke="#ffffff" stroke-width="7"') + path(`M${x - 32} ${y + 24} q16 -18 32 0 t32 0`, 'none', `stroke="${light}" stroke-width="7"`);
    case 3:
      return rrect(x - 50, y - 50, 100, 100, 22, c) + rect(x - 30, y - 28, 14, 56, '#ffffff') + rect(x - 6, y - 28, 14, 56, light) + rect(x + 18, y - 28, 14, 56, '#ffffff');
    default:
      return circle(x, y, 52, 'none', `stroke="${c}" stroke-width="10"`) + circle(x, y, 28, light) + circle(x + 16, y - 16, 14, c);
  }
}

export function partnerScene(name: string): Scene {
  const i = indexOf(name);
  const partner = PARTNERS.find((p) => p.image === name) ?? PARTNERS[(i - 1) % PARTNERS.length];
  const [word, sub] = partnerWordmark(partner.name);
  const color = PARTNER_COLOURS[(i - 1) % PARTNER_COLOURS.length];
  const s = new Svg(400, 200);
  // Both lines fit the 240 px right of the emblem.
  const size = Math.min(40, 236 / (word.length * 0.74));
  const subSize = Math.min(17, 236 / (sub.length * 0.78));
  s.add(emblem(i - 1, 78, 100, color));
  s.add(text(150, 104, word, size, darken(color, 0.25), 'font-weight="bold"'), text(151, 134, sub, subSize, '#5f6b7a', `letter-spacing="${subSize > 14 ? 3 : 1}"`));
  return s.scene();
}
