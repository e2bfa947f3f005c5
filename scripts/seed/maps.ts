/**
 * Simplified, clickable district maps for the city table (`cities.map_svg`).
 *
 * The map is not a survey: each district becomes one cell of a (power-)Voronoi partition of
 * the districts' projected centres, clipped to an organic outline around the city. Steps:
 *   1. equirectangular projection of the centres (longitude scaled by cos of the mean latitude);
 *   2. a gentle separation pass so that small central districts keep a readable cell;
 *   3. the outline: convex hull of the sites grown by a rounded margin, with a soft wobble;
 *   4. one cell per site, clipped out of the outline by half-planes (Sutherland–Hodgman);
 *      `weight` (1 = average) shifts the bisectors to make large districts larger;
 *   5. everything is scaled to fit the view box; labels sit at the cell centroids.
 * The output depends only on the input, so the seed produces the same SVG on every run.
 */

export interface DistrictMapInput {
  cityName: string;
  districts: { id: number; name: string; latitude: number; longitude: number; weight?: number }[];
}

type Pt = [number, number];

const WIDTH = 600;
const HEIGHT = 480;
const FRAME = 12; // free space between the outline and the view box
const FONT_SIZE = 12;
const LINE_HEIGHT = 13;

/** Soft, distinct fills; neighbouring cells never share one. */
const PALETTE = [
  '#9fd3c7',
  '#f7c59f',
  '#a9c6ea',
  '#f2a7a0',
  '#c7b8e6',
  '#bfdc95',
  '#f6e08f',
  '#8ec5d6',
  '#e9b7d3',
  '#d6d4a0',
];

export function districtMapSvg(input: DistrictMapInput): string {
  const label = `District map of ${input.cityName}`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${esc(label)}">`;
  const districts = [...input.districts].sort((a, b) => a.id - b.id);
  if (districts.length === 0) return `${open}</svg>`;

  // 1. Projection into a unit frame (the larger side of the sites' bounding box = 1).
  const meanLat = districts.reduce((s, d) => s + d.latitude, 0) / districts.length;
  const kx = Math.cos((meanLat * Math.PI) / 180);
  const raw: Pt[] = districts.map((d) => [d.longitude * kx, -d.latitude]);
  const box = bounds(raw);
  const span = Math.max(box.maxX - box.minX, box.maxY - box.minY) || 1;
  const cx0 = (box.minX + box.maxX) / 2;
  const cy0 = (box.minY + box.maxY) / 2;
  const sites: Pt[] = raw.map(([x, y]) => [(x - cx0) / span, (y - cy0) / span]);

  // 2. Separation: no two sites closer than `minGap`.
  const n = sites.length;
  const minGap = Math.min(0.24, 0.8 / Math.sqrt(n));
  separate(sites, minGap);

  // 3. Outline around the sites.
  const margin = minGap * 0.85;
  const outline = organicOutline(sites, margin, hash(input.cityName));

  // 4. Power weights, bounded so that every site stays inside its own cell.
  const weights = districts.map((d) => (d.weight && d.weight > 0 ? d.weight : 1));
  const meanW = weights.reduce((s, w) => s + w, 0) / n;
  let scale = 0.3 * minGap * minGap;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dw = Math.abs(weights[i] - weights[j]);
      if (dw > 0) scale = Math.min(scale, (0.45 * dist2(sites[i], sites[j])) / dw);
    }
  }
  const power = weights.map((w) => scale * (w - meanW));

  const cells: Pt[][] = sites.map((p, i) => {
    let poly = outline;
    for (let j = 0; j < n && poly.length > 0; j++) {
      if (j === i) continue;
      const q = sites[j];
      // |x-p|² - wp <= |x-q|² - wq  <=>  2(q-p)·x <= |q|² - |p|² - wq + wp
      const a: Pt = [2 * (q[0] - p[0]), 2 * (q[1] - p[1])];
      const b = q[0] * q[0] + q[1] * q[1] - p[0] * p[0] - p[1] * p[1] - power[j] + power[i];
      poly = clipHalfPlane(poly, a, b);
    }
    return poly;
  });

  // Neighbours share a stretch of their common bisector.
  const neighbours: Set<number>[] = sites.map(() => new Set<number>());
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (sharesEdge(cells[i], cells[j])) {
        neighbours[i].add(j);
        neighbours[j].add(i);
      }
    }
  }
  const colours: number[] = [];
  for (let i = 0; i < n; i++) {
    const used = new Set([...neighbours[i]].filter((j) => j < i).map((j) => colours[j]));
    let c = (i * 3) % PALETTE.length;
    for (let k = 0; k < PALETTE.length && used.has(c); k++) c = (c + 1) % PALETTE.length;
    colours.push(c);
  }

  // 5. Fit into the view box.
  const ob = bounds(outline);
  const s = Math.min((WIDTH - 2 * FRAME) / (ob.maxX - ob.minX), (HEIGHT - 2 * FRAME) / (ob.maxY - ob.minY));
  const ox = WIDTH / 2 - ((ob.minX + ob.maxX) / 2) * s;
  const oy = HEIGHT / 2 - ((ob.minY + ob.maxY) / 2) * s;
  const fit = ([x, y]: Pt): Pt => [x * s + ox, y * s + oy];

  const labels = cells.map((cell, i) => {
    const lines = splitLabel(districts[i].name);
    const at = cell.length >= 3 ? fit(centroid(cell)) : fit(sites[i]);
    return { lines, x: at[0], y: at[1], cell: cell.map(fit) };
  });
  spreadLabels(labels);

  const parts: string[] = [open];
  parts.push(
    `<path class="city-outline" d="${pathData(outline.map(fit))}" fill="#e8eef2" stroke="#8fa3b1" stroke-width="4" stroke-linejoin="round"/>`,
  );
  parts.push('<g class="districts" stroke="#ffffff" stroke-width="1.5" stroke-linejoin="round">');
  cells.forEach((cell, i) => {
    if (cell.length < 3) return;
    const d = districts[i];
    parts.push(
      `<path id="district-${d.id}" data-district-id="${d.id}" class="district" fill="${PALETTE[colours[i]]}" d="${pathData(cell.map(fit))}"><title>${esc(d.name)}</title></path>`,
    );
  });
  parts.push('</g>');
  for (const l of labels) {
    const top = l.y - ((l.lines.length - 1) * LINE_HEIGHT) / 2;
    const body =
      l.lines.length === 1
        ? esc(l.lines[0])
        : l.lines.map((t, k) => `<tspan x="${r1(l.x)}" y="${r1(top + k * LINE_HEIGHT)}">${esc(t)}</tspan>`).join('');
    parts.push(
      `<text class="district-label" x="${r1(l.x)}" y="${r1(top)}" font-family="sans-serif" font-size="${FONT_SIZE}" fill="#1f2f3d" text-anchor="middle" dominant-baseline="central" stroke="#ffffff" stroke-width="3" stroke-opacity="0.7" paint-order="stroke" pointer-events="none">${body}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// Geometry

function bounds(pts: Pt[]) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of pts) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}

function dist2(a: Pt, b: Pt) {
  return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;
}

/** Pushes sites apart pairwise until every pair is at least `gap` apart (or the passes run out). */
function separate(sites: Pt[], gap: number) {
  for (let pass = 0; pass < 300; pass++) {
    let moved = false;
    for (let i = 0; i < sites.length; i++) {
      for (let j = i + 1; j < sites.length; j++) {
        const a = sites[i];
        const b = sites[j];
        let dx = b[0] - a[0];
        let dy = b[1] - a[1];
        let d = Math.hypot(dx, dy);
        if (d >= gap * 0.999) continue;
        if (d < 1e-9) {
          const angle = (i * 2.399963 + j) % (2 * Math.PI);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          d = 1;
        }
        const push = (gap - Math.hypot(b[0] - a[0], b[1] - a[1])) / 2;
        const ux = dx / d;
        const uy = dy / d;
        a[0] -= ux * push;
        a[1] -= uy * push;
        b[0] += ux * push;
        b[1] += uy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
}

/** Counter-clockwise convex hull (Andrew's monotone chain); collinear points dropped. */
function convexHull(points: Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 1e-12) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 1e-12) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/**
 * The hull grown by `margin` (a Minkowski sum with a disc, so corners are round), resampled
 * evenly and given a smooth radial wobble seeded by `seed` (at most a quarter of the margin,
 * so no site gets close to the edge).
 */
function organicOutline(sites: Pt[], margin: number, seed: number): Pt[] {
  const hull = convexHull(sites.map((p) => [p[0], p[1]] as Pt));
  const grown: Pt[] = [];
  const arc = (c: Pt, from: number, to: number) => {
    while (to < from) to += 2 * Math.PI;
    const steps = Math.max(1, Math.ceil((to - from) / (Math.PI / 12)));
    for (let k = 0; k <= steps; k++) {
      const t = from + ((to - from) * k) / steps;
      grown.push([c[0] + margin * Math.cos(t), c[1] + margin * Math.sin(t)]);
    }
  };
  if (hull.length === 1) {
    arc(hull[0], 0, 2 * Math.PI - 1e-6);
  } else {
    const m = hull.length;
    for (let k = 0; k < m; k++) {
      const prev = hull[(k - 1 + m) % m];
      const cur = hull[k];
      const next = hull[(k + 1) % m];
      // The hull has a positive signed area, so the outward normal of an edge (dx, dy) is (dy, -dx).
      const nIn = Math.atan2(-(cur[0] - prev[0]), cur[1] - prev[1]);
      const nOut = Math.atan2(-(next[0] - cur[0]), next[1] - cur[1]);
      arc(cur, nIn, nOut);
    }
  }
  // Even resampling along the perimeter.
  const perimeter = grown.reduce((s, p, k) => s + Math.sqrt(dist2(p, grown[(k + 1) % grown.length])), 0);
  const count = Math.max(48, Math.min(160, Math.round(perimeter / (margin / 4))));
  const step = perimeter / count;
  const even: Pt[] = [];
  let k = 0;
  let walked = 0;
  for (let q = 0; q < count; q++) {
    const target = q * step;
    while (k < grown.length) {
      const a = grown[k];
      const b = grown[(k + 1) % grown.length];
      const len = Math.sqrt(dist2(a, b));
      if (walked + len >= target) {
        const t = len > 0 ? (target - walked) / len : 0;
        even.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
        break;
      }
      walked += len;
      k++;
    }
  }
  // Wobble along the direction from the centre of the outline.
  const c = centroid(even);
  const f1 = (seed % 628) / 100;
  const f2 = ((seed >> 10) % 628) / 100;
  const f3 = ((seed >> 20) % 628) / 100;
  return even.map(([x, y]) => {
    const dx = x - c[0];
    const dy = y - c[1];
    const r = Math.hypot(dx, dy) || 1;
    const th = Math.atan2(dy, dx);
    const w = margin * 0.22 * (0.5 * Math.sin(3 * th + f1) + 0.3 * Math.sin(5 * th + f2) + 0.2 * Math.sin(8 * th + f3));
    return [x + (dx / r) * w, y + (dy / r) * w] as Pt;
  });
}

/** Sutherland–Hodgman step: the part of `poly` where a·x <= b. */
function clipHalfPlane(poly: Pt[], a: Pt, b: number): Pt[] {
  const out: Pt[] = [];
  const side = (p: Pt) => a[0] * p[0] + a[1] * p[1] - b;
  for (let k = 0; k < poly.length; k++) {
    const cur = poly[k];
    const prev = poly[(k - 1 + poly.length) % poly.length];
    const sc = side(cur);
    const sp = side(prev);
    if (sc <= 0) {
      if (sp > 0) out.push(intersect(prev, cur, sp, sc));
      out.push(cur);
    } else if (sp <= 0) {
      out.push(intersect(prev, cur, sp, sc));
    }
  }
  return out;
}

function intersect(p: Pt, q: Pt, sp: number, sq: number): Pt {
  const t = sp / (sp - sq);
  return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
}

/** Area centroid of a simple polygon (vertex mean when degenerate). */
function centroid(poly: Pt[]): Pt {
  let a = 0;
  let x = 0;
  let y = 0;
  for (let k = 0; k < poly.length; k++) {
    const p = poly[k];
    const q = poly[(k + 1) % poly.length];
    const c = p[0] * q[1] - q[0] * p[1];
    a += c;
    x += (p[0] + q[0]) * c;
    y += (p[1] + q[1]) * c;
  }
  if (Math.abs(a) < 1e-12) {
    const m = poly.reduce((s, p) => [s[0] + p[0], s[1] + p[1]] as Pt, [0, 0] as Pt);
    return [m[0] / poly.length, m[1] / poly.length];
  }
  return [x / (3 * a), y / (3 * a)];
}

/** True when two cells have two distinct vertices in common (a shared border, not a corner). */
function sharesEdge(a: Pt[], b: Pt[]): boolean {
  const eps = 1e-7;
  const common: Pt[] = [];
  for (const p of a) {
    if (!b.some((q) => Math.abs(p[0] - q[0]) < eps && Math.abs(p[1] - q[1]) < eps)) continue;
    if (common.some((c) => dist2(c, p) < 1e-10)) continue;
    common.push(p);
    if (common.length >= 2) return true;
  }
  return false;
}

function pointInPolygon([x, y]: Pt, poly: Pt[]): boolean {
  let inside = false;
  for (let k = 0, j = poly.length - 1; k < poly.length; j = k++) {
    const [xi, yi] = poly[k];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

// ---------------------------------------------------------------------------------------------
// Labels

interface Label {
  lines: string[];
  x: number;
  y: number;
  cell: Pt[];
}

/** "Thảo Điền (Thủ Đức)" → two lines; other names stay on one line. */
function splitLabel(name: string): string[] {
  const m = /^(.+?)\s*([（(].*)$/.exec(name.trim());
  return m ? [m[1], m[2]] : [name.trim()];
}

/** Rough text box: Latin glyphs about 0.56 em wide, CJK glyphs 1 em. */
function labelBox(l: Label) {
  const width = Math.max(
    ...l.lines.map((t) => [...t].reduce((s, ch) => s + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.56), 0) * FONT_SIZE),
  );
  const height = l.lines.length * LINE_HEIGHT;
  return { x0: l.x - width / 2 - 2, x1: l.x + width / 2 + 2, y0: l.y - height / 2 - 1, y1: l.y + height / 2 + 1 };
}

/** Nudges overlapping labels apart (mostly vertically), keeping each inside its own cell. */
function spreadLabels(labels: Label[]) {
  for (let pass = 0; pass < 60; pass++) {
    let moved = false;
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++) {
        const a = labelBox(labels[i]);
        const b = labelBox(labels[j]);
        const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        const vertical = oy <= ox;
        const sign = vertical ? Math.sign(labels[j].y - labels[i].y) || 1 : Math.sign(labels[j].x - labels[i].x) || 1;
        const push = (vertical ? oy : ox) / 2 + 0.5;
        nudge(labels[i], vertical ? 0 : -sign * push, vertical ? -sign * push : 0);
        nudge(labels[j], vertical ? 0 : sign * push, vertical ? sign * push : 0);
      }
    }
    if (!moved) break;
  }
}

function nudge(l: Label, dx: number, dy: number) {
  const p: Pt = [l.x + dx, l.y + dy];
  if (l.cell.length < 3 || pointInPolygon(p, l.cell)) {
    l.x = p[0];
    l.y = p[1];
  }
}

// ---------------------------------------------------------------------------------------------
// Output helpers

function r1(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function pathData(poly: Pt[]): string {
  const pts: string[] = [];
  let last = '';
  for (const p of poly) {
    const s = `${r1(p[0])} ${r1(p[1])}`;
    if (s !== last) pts.push(s);
    last = s;
  }
  if (pts.length > 1 && pts[0] === pts[pts.length - 1]) pts.pop();
  return `M${pts.join('L')}Z`;
}

function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a, for a deterministic per-city outline. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
