/**
 * A city's district map (the `mapSVG` of GET /api/cities) read into plain shapes, so the residence
 * search modal draws it with React instead of injecting stored markup: only path data, hex fills,
 * numbers and text survive, whatever the stored SVG holds.
 */
export type DistrictShape = { id: number; d: string; fill: string; name: string };
export type MapLabel = { x: number; y: number; lines: { x: number; y: number; text: string }[] };
export type DistrictMap = { viewBox: string; outline: string | null; districts: DistrictShape[]; labels: MapLabel[] };

const PATH_DATA = /^[MLHVCSQTAZmlhvcsqtaz0-9.,\se+-]{1,20000}$/;
const HEX = /^#[0-9a-fA-F]{3,8}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) out.set(m[1].toLowerCase(), m[2]);
  return out;
}

function decode(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function num(value: string | undefined): number | null {
  return value !== undefined && NUMBER.test(value) ? Number(value) : null;
}

/** Null when the stored map is empty or has no district shapes. */
export function parseDistrictMap(svg: string): DistrictMap | null {
  if (!svg || svg.length > 2_000_000) return null;
  const viewBox = /<svg\b[^>]*\bviewBox="([-\d.\s]+)"/.exec(svg)?.[1]?.trim();
  if (!viewBox || viewBox.split(/\s+/).length !== 4) return null;

  let outline: string | null = null;
  const districts: DistrictShape[] = [];
  for (const m of svg.matchAll(/<path\b([^>]*?)(\/>|>([\s\S]*?)<\/path>)/g)) {
    const attrs = attributes(m[1]);
    const d = attrs.get('d') ?? '';
    if (!PATH_DATA.test(d)) continue;
    const id = Number(attrs.get('data-district-id'));
    if (Number.isInteger(id) && id > 0) {
      const fill = attrs.get('fill') ?? '';
      const title = /<title>([\s\S]*?)<\/title>/.exec(m[3] ?? '')?.[1] ?? '';
      districts.push({ id, d, fill: HEX.test(fill) ? fill : '#cbd5e1', name: decode(title) });
    } else if ((attrs.get('class') ?? '').split(/\s+/).includes('city-outline')) {
      outline = d;
    }
  }
  if (!districts.length) return null;

  const labels: MapLabel[] = [];
  for (const m of svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
    const attrs = attributes(m[1]);
    const x = num(attrs.get('x'));
    const y = num(attrs.get('y'));
    if (x === null || y === null) continue;
    const spans = [...m[2].matchAll(/<tspan\b([^>]*)>([\s\S]*?)<\/tspan>/g)];
    const lines = spans.length
      ? spans.flatMap((s) => {
          const a = attributes(s[1]);
          return [{ x: num(a.get('x')) ?? x, y: num(a.get('y')) ?? y, text: decode(s[2]) }];
        })
      : [{ x, y, text: decode(m[2]) }];
    if (lines.some((l) => l.text)) labels.push({ x, y, lines });
  }
  return { viewBox, outline, districts, labels };
}
