/**
 * The magazine PDFs of MAGAZINES: small multi-page documents drawn with pdf-lib and the
 * standard Helvetica fonts (so English text only; the `-ja` files say "Japanese edition" on the
 * cover). Area maps get a cover, a vector map and a list of places; yearly magazines get a cover,
 * articles, a rent chart and tips. Dates, producer and creator are fixed, so the bytes are the
 * same on every run.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { MAGAZINES } from './media-names';
import { Random } from './random';

type Magazine = (typeof MAGAZINES)[number];
type Fonts = { regular: PDFFont; bold: PDFFont };
type Color = ReturnType<typeof rgb>;

const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const A4: [number, number] = [595.28, 841.89];
const hex = (h: string): Color => {
  const v = parseInt(h.slice(1), 16);
  return rgb((v >> 16) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255);
};
const INK = hex('#24303c');
const MUTED = hex('#66727f');

/** Splits text into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** Draws a wrapped paragraph from the top-left corner; returns the y below it. */
function paragraph(page: PDFPage, text: string, x: number, y: number, width: number, font: PDFFont, size = 10, color = INK): number {
  for (const l of wrap(text, font, size, width)) {
    page.drawText(l, { x, y: y - size, size, font, color });
    y -= size * 1.45;
  }
  return y - size * 0.6;
}

function footer(page: PDFPage, f: Fonts, title: string, n: number): void {
  page.drawLine({ start: { x: 48, y: 48 }, end: { x: A4[0] - 48, y: 48 }, thickness: 0.6, color: MUTED });
  page.drawText(`${title}  |  ISN Vietnam`, { x: 48, y: 34, size: 8, font: f.regular, color: MUTED });
  page.drawText(String(n), { x: A4[0] - 56, y: 34, size: 8, font: f.bold, color: MUTED });
}

function cover(doc: PDFDocument, f: Fonts, title: string, subtitle: string, lang: 'en' | 'ja', accent: string, r: Random): void {
  const page = doc.addPage(A4);
  const [w, h] = A4;
  page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: hex('#f6f1e7') });
  page.drawRectangle({ x: 0, y: h * 0.42, width: w, height: h * 0.58, color: hex(accent) });
  page.drawCircle({ x: w * 0.78, y: h * 0.8, size: 60, color: hex('#ffe3a0') });
  for (let x = 20, k = 0; x < w - 20; x += 30 + r.int(0, 24), k++) {
    const bh = 60 + r.int(0, 170);
    const bw = 24 + r.int(0, 22);
    page.drawRectangle({ x, y: h * 0.42, width: bw, height: bh, color: hex(k % 2 ? '#ffffff' : '#e8eef3'), opacity: 0.85 });
    for (let wy = h * 0.42 + 12; wy < h * 0.42 + bh - 10; wy += 14) page.drawRectangle({ x: x + 5, y: wy, width: bw - 10, height: 5, color: hex(accent), opacity: 0.35 });
  }
  page.drawText('ISN VIETNAM', { x: 48, y: h - 70, size: 14, font: f.bold, color: rgb(1, 1, 1) });
  let y = h * 0.42 - 70;
  for (const l of wrap(title, f.bold, 34, w - 96)) {
    page.drawText(l, { x: 48, y, size: 34, font: f.bold, color: INK });
    y -= 42;
  }
  y = paragraph(page, subtitle, 48, y - 4, w - 96, f.regular, 13, MUTED);
  const edition = lang === 'ja' ? 'Japanese edition' : 'English edition';
  page.drawRectangle({ x: 48, y: y - 30, width: f.bold.widthOfTextAtSize(edition, 12) + 24, height: 26, color: hex(accent) });
  page.drawText(edition, { x: 60, y: y - 21, size: 12, font: f.bold, color: rgb(1, 1, 1) });
  if (lang === 'ja') paragraph(page, 'The Japanese text is available on our website; this printable copy uses English because the built-in PDF fonts have no Japanese characters.', 48, y - 44, w - 96, f.regular, 9, MUTED);
  page.drawText('Free for residents and newcomers. Published by ISN Vietnam.', { x: 48, y: 60, size: 9, font: f.regular, color: MUTED });
}

// ---------------------------------------------------------------------------------------------
// Area maps

type Place = { name: string; note: string; x: number; y: number };
const MAPS: Record<string, { city: string; districts: [string, number, number][]; places: Place[]; seaEast: boolean }> = {
  'danang-map': {
    city: 'Da Nang',
    seaEast: true,
    districts: [['Hai Chau', 0.42, 0.5], ['Son Tra', 0.7, 0.72], ['Ngu Hanh Son', 0.66, 0.22], ['Thanh Khe', 0.26, 0.62], ['Lien Chieu', 0.14, 0.86], ['Cam Le', 0.3, 0.26]],
    places: [
      { name: 'Dragon Bridge', note: 'Fire and water show on weekend evenings.', x: 0.52, y: 0.55 },
      { name: 'My Khe Beach', note: 'Long sandy beach lined with cafes and hotels.', x: 0.8, y: 0.46 },
      { name: 'Han Market', note: 'Fabrics, dried goods and souvenirs.', x: 0.46, y: 0.62 },
      { name: 'Marble Mountains', note: 'Caves, pagodas and stone carving villages.', x: 0.72, y: 0.12 },
      { name: 'Da Nang Airport', note: 'Ten minutes by taxi from the river.', x: 0.28, y: 0.44 },
      { name: 'Linh Ung Pagoda', note: 'Lady Buddha statue on the Son Tra peninsula.', x: 0.86, y: 0.86 },
    ],
  },
  'haiphong-map': {
    city: 'Hai Phong',
    seaEast: true,
    districts: [['Hong Bang', 0.3, 0.76], ['Ngo Quyen', 0.5, 0.66], ['Le Chan', 0.38, 0.52], ['Hai An', 0.68, 0.5], ['Kien An', 0.22, 0.3], ['Duong Kinh', 0.5, 0.22]],
    places: [
      { name: 'Hai Phong Opera House', note: 'French-era landmark in the city centre.', x: 0.36, y: 0.7 },
      { name: 'Cat Bi Airport', note: 'Domestic and regional flights.', x: 0.62, y: 0.42 },
      { name: 'Port of Hai Phong', note: 'Container terminals along the Cam River.', x: 0.56, y: 0.86 },
      { name: 'Lach Tray Stadium', note: 'Home of the local football club.', x: 0.46, y: 0.56 },
      { name: 'Vincom Imperia', note: 'Shopping mall with international brands.', x: 0.26, y: 0.84 },
      { name: 'Do Son Beach', note: 'Seaside resort 40 minutes to the south-east.', x: 0.84, y: 0.12 },
    ],
  },
};

function mapPages(doc: PDFDocument, f: Fonts, key: string, title: string): void {
  const m = MAPS[key];
  const page = doc.addPage(A4);
  const [w, h] = A4;
  const mx = 48;
  const my = 150;
  const mw = w - 96;
  const mh = h - 260;
  page.drawText(`${m.city}: districts and landmarks`, { x: mx, y: h - 70, size: 18, font: f.bold, color: INK });
  page.drawRectangle({ x: mx, y: my, width: mw, height: mh, color: hex('#eee8dc'), borderColor: hex('#c9c2b4'), borderWidth: 1 });
  const X = (t: number) => mx + t * mw;
  const Y = (t: number) => my + t * mh;
  // the sea along the east side, a river through the centre, roads in a loose grid
  page.drawSvgPath(`M${mw * 0.74} 0 C${mw * 0.7} ${mh * 0.3} ${mw * 0.82} ${mh * 0.6} ${mw * 0.76} ${mh} L${mw} ${mh} L${mw} 0 Z`, { x: mx, y: my + mh, color: hex('#a9d6ea') });
  page.drawSvgPath(`M${mw * 0.5} 0 C${mw * 0.42} ${mh * 0.3} ${mw * 0.6} ${mh * 0.55} ${mw * 0.5} ${mh}`, { x: mx, y: my + mh, borderColor: hex('#8ec5e6'), borderWidth: 16 });
  for (let k = 1; k < 6; k++) page.drawLine({ start: { x: X(0), y: Y(k / 6) }, end: { x: X(0.74), y: Y(k / 6 + 0.03) }, thickness: k % 2 ? 2 : 4, color: rgb(1, 1, 1) });
  for (let k = 1; k < 5; k++) page.drawLine({ start: { x: X(k / 6), y: Y(0) }, end: { x: X(k / 6 + 0.02), y: Y(1) }, thickness: k % 2 ? 2 : 4, color: rgb(1, 1, 1) });
  page.drawRectangle({ x: X(0.08), y: Y(0.36), width: mw * 0.12, height: mh * 0.08, color: hex('#cfe5c0') });
  page.drawRectangle({ x: X(0.56), y: Y(0.3), width: mw * 0.1, height: mh * 0.1, color: hex('#cfe5c0') });
  for (const [name, tx, ty] of m.districts) page.drawText(name.toUpperCase(), { x: X(tx) - f.bold.widthOfTextAtSize(name.toUpperCase(), 8) / 2, y: Y(ty), size: 8, font: f.bold, color: MUTED });
  m.places.forEach((p, k) => {
    page.drawCircle({ x: X(p.x), y: Y(p.y), size: 9, color: hex('#e63946'), borderColor: rgb(1, 1, 1), borderWidth: 1.5 });
    page.drawText(String(k + 1), { x: X(p.x) - 2.8, y: Y(p.y) - 3.2, size: 9, font: f.bold, color: rgb(1, 1, 1) });
  });
  page.drawText('N', { x: mx + mw - 24, y: my + mh - 30, size: 14, font: f.bold, color: INK });
  page.drawLine({ start: { x: mx + mw - 20, y: my + mh - 60 }, end: { x: mx + mw - 20, y: my + mh - 34 }, thickness: 2, color: INK });
  page.drawText('Simplified map for orientation only; not to scale.', { x: mx, y: my - 18, size: 8, font: f.regular, color: MUTED });
  footer(page, f, title, 2);

  const list = doc.addPage(A4);
  list.drawText('Places worth knowing', { x: 48, y: h - 70, size: 18, font: f.bold, color: INK });
  let y = h - 110;
  m.places.forEach((p, k) => {
    list.drawCircle({ x: 60, y: y - 6, size: 10, color: hex('#e63946') });
    list.drawText(String(k + 1), { x: 57, y: y - 10, size: 10, font: f.bold, color: rgb(1, 1, 1) });
    list.drawText(p.name, { x: 80, y: y - 11, size: 13, font: f.bold, color: INK });
    y = paragraph(list, p.note, 80, y - 18, w - 140, f.regular, 10, MUTED) - 10;
  });
  y = paragraph(list, `Getting around ${m.city}: ride-hailing apps cover the whole city, metered taxis wait at hotels and malls, and most apartments are within a short ride of the centre. Our staff can recommend areas by commute, schools and budget.`, 48, y - 10, w - 96, f.regular, 10);
  footer(list, f, title, 3);
}

// ---------------------------------------------------------------------------------------------
// Yearly magazines

const ARTICLES = [
  ['Finding a home in Hanoi', 'West Lake remains the favourite of families thanks to its international schools and quiet lanes, while Ba Dinh and Cau Giay offer newer towers close to offices. Viewing early in the week gives you the widest choice.'],
  ['Ho Chi Minh City neighbourhoods', 'District 1 puts restaurants and offices on your doorstep, Thao Dien trades the bustle for villas and riverside cafes, and Phu My Hung offers wide streets, parks and Japanese and Korean schools.'],
  ['Moving with children', 'Check school bus routes before you sign a lease: a twenty-minute ride each way makes a big difference. Many serviced apartments have pools, playrooms and babysitting on request.'],
  ['Understanding your lease', 'Leases usually run for twelve months with a two-month deposit. Ask what the rent includes: management fees, internet, cleaning and utilities vary from one building to the next.'],
  ['Da Nang and Hai Phong', 'Da Nang combines beaches with a relaxed pace of life, while Hai Phong is the base for many manufacturing projects. Both cities offer spacious homes at lower rents than the two largest cities.'],
];

function yearlyPages(doc: PDFDocument, f: Fonts, year: number, title: string, r: Random): void {
  const [w, h] = A4;
  const page = doc.addPage(A4);
  page.drawText(`In this issue`, { x: 48, y: h - 70, size: 18, font: f.bold, color: INK });
  const picks = [0, 1, 2, 3, 4].sort((a, b) => ((a * 7 + year) % 5) - ((b * 7 + year) % 5)).slice(0, 4);
  const colW = (w - 96 - 24) / 2;
  picks.forEach((a, k) => {
    const x = 48 + (k % 2) * (colW + 24);
    const top = h - 100 - Math.floor(k / 2) * 330;
    page.drawRectangle({ x, y: top - 120, width: colW, height: 110, color: hex(['#cfe5f2', '#f4dcc8', '#d7ecd9', '#ece3f4'][k]) });
    page.drawCircle({ x: x + colW * 0.7, y: top - 60, size: 26, color: hex(['#2a9d8f', '#e76f51', '#6a994e', '#7b68ee'][k]) });
    page.drawRectangle({ x: x + 16, y: top - 108, width: colW * 0.4, height: 40 + r.int(0, 30), color: rgb(1, 1, 1), opacity: 0.8 });
    page.drawText(ARTICLES[a][0], { x, y: top - 142, size: 13, font: f.bold, color: INK });
    paragraph(page, ARTICLES[a][1], x, top - 150, colW, f.regular, 9.5, MUTED);
  });
  footer(page, f, title, 2);

  const chart = doc.addPage(A4);
  chart.drawText(`Average monthly rents, ${year}`, { x: 48, y: h - 70, size: 18, font: f.bold, color: INK });
  paragraph(chart, 'Two-bedroom serviced apartments in popular expatriate areas, in US dollars. Figures are indicative and based on listings handled by our offices.', 48, h - 84, w - 96, f.regular, 10, MUTED);
  const areas = ['Tay Ho', 'Ba Dinh', 'District 1', 'Thao Dien', 'Phu My Hung', 'Son Tra', 'Ngo Quyen'];
  const base = 440;
  const maxV = 2400;
  const cx = 100;
  const ch = 250;
  for (let k = 0; k <= 4; k++) {
    const gy = base + (k * ch) / 4;
    chart.drawLine({ start: { x: cx, y: gy }, end: { x: w - 60, y: gy }, thickness: 0.5, color: hex('#d5dde5') });
    chart.drawText(String((k * maxV) / 4), { x: cx - 36, y: gy - 3, size: 8, font: f.regular, color: MUTED });
  }
  const step = (w - 60 - cx) / areas.length;
  areas.forEach((a, k) => {
    const value = 900 + ((k * 317 + year * 13) % 1100) + (year - 2022) * 45;
    const bh = (value / maxV) * ch;
    chart.drawRectangle({ x: cx + k * step + 10, y: base, width: step - 20, height: bh, color: hex(k % 2 ? '#8ecae6' : '#2a9d8f') });
    chart.drawText(`$${value}`, { x: cx + k * step + 12, y: base + bh + 6, size: 8, font: f.bold, color: INK });
    chart.drawText(a, { x: cx + k * step + 8, y: base - 16, size: 8, font: f.regular, color: MUTED });
  });
  chart.drawLine({ start: { x: cx, y: base }, end: { x: w - 60, y: base }, thickness: 1, color: INK });
  let ty = 380;
  chart.drawText('Tips for newcomers', { x: 48, y: ty, size: 14, font: f.bold, color: INK });
  for (const tip of ['Register your address with the local police within a few days of moving in; your landlord usually helps.', 'Keep copies of your passport, visa and work permit: banks and schools ask for them.', 'Air conditioners need cleaning every few months in the hot season; ask whether it is included.', 'Grab, Be and other apps make it easy to get around without a car.']) {
    chart.drawCircle({ x: 54, y: ty - 26, size: 3, color: hex('#e76f51') });
    ty = paragraph(chart, tip, 64, ty - 18, w - 112, f.regular, 10);
  }
  footer(chart, f, title, 3);
}

/** The bytes of one magazine PDF. */
export async function magazinePdf(m: Magazine, lang: 'en' | 'ja'): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const f: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const r = new Random(`pdf/${m.key}`);
  const isMap = m.year === null;
  const title = isMap ? `${MAPS[m.key].city} Area Map` : `Living in Vietnam ${m.year}`;
  const subtitle = isMap ? `Neighbourhoods, landmarks and practical tips for people moving to ${MAPS[m.key].city}.` : `Our yearly guide to renting, schools and daily life in Hanoi, Ho Chi Minh City, Da Nang and Hai Phong.`;
  doc.setTitle(lang === 'ja' ? `${title} (Japanese edition)` : title);
  doc.setAuthor('ISN Vietnam');
  doc.setSubject(subtitle);
  doc.setKeywords(['Vietnam', 'rentals', 'expatriates', isMap ? 'map' : 'magazine']);
  doc.setProducer('ISN Vietnam demo seed (pdf-lib)');
  doc.setCreator('scripts/seed/media-pdf.ts');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setLanguage(lang === 'ja' ? 'ja-JP' : 'en-GB');
  cover(doc, f, title, subtitle, lang, isMap ? (m.key.startsWith('danang') ? '#2a8fbd' : '#3d6b8f') : ['#2a9d8f', '#e07a5f', '#5a67d8', '#c9822b'][(m.year! - 2022) % 4], r);
  if (isMap) mapPages(doc, f, m.key, title);
  else yearlyPages(doc, f, m.year!, title, r);
  return doc.save({ useObjectStreams: false });
}
