/**
 * Display formats of SPEC §9, shared by server pages and client islands: USD with thousands
 * separators and no decimals, '~' at a slider's maximum, sizes in m², dates per language.
 */
import { formatNumber, formatUsd } from './number';

export { formatNumber, formatUsd };
export { formatDate } from './date';

/** `$1,200` or `$1,200 ~ $1,500`; a value at the slider's top reads `$5,000~` ("and above"). */
export function formatPriceRange(min: number, max: number | null | undefined, top?: number): string {
  const one = (v: number) => (top !== undefined && v >= top ? `${formatUsd(v)}~` : formatUsd(v));
  return max !== null && max !== undefined && max > min ? `${one(min)} ~ ${one(max)}` : one(min);
}

/** `85 m²` or `85 ~ 120 m²`. */
export function formatSize(min: number, max?: number | null): string {
  return max && max > min ? `${formatNumber(min)} ~ ${formatNumber(max)} m²` : `${formatNumber(min)} m²`;
}

/** Bedrooms as numbers: `null` means a studio (0 or empty, SPEC §3). */
export function bedroomRange(min: number | null, max: number | null): { studio: boolean; min: number; max: number | null } {
  const low = min ?? 0;
  return { studio: low === 0, min: low, max: max !== null && max > low ? max : null };
}

/** Names may hold full-width spaces (U+3000); cards show normal ones (SPEC §3). */
export function normaliseName(name: string): string {
  return name.replace(/\u3000/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

/**
 * The widths of the webp renditions the seed writes beside each stored JPEG. A phone takes the
 * smallest one at least as wide as its slot in device pixels: 768 serves a full-width picture on
 * phones of 360–412 css px at a density up to about 1.85, and a grid card (CARD_SIZES) on phones
 * of density 2; 960 the wider or denser ones, 1280 the densest phones and desktops.
 */
export const IMAGE_WIDTHS = [320, 640, 768, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The webp rendition of a stored image at one of IMAGE_WIDTHS. */
export function imageUrl(file: string, width?: ImageWidth): string {
  if (!width || !/\.jpe?g$/i.test(file)) return `/images/${file}`;
  return `/images/${file.replace(/\.jpe?g$/i, '')}-w${width}.webp`;
}

/**
 * The rendered width of a listing, project or blog card in a grid of one column on phones (inside
 * the page's 1 rem margins), two from 640 px and three from 1024 px: the `sizes` that lets a phone
 * take the rendition of its card, not of its whole screen.
 */
export const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)';

export function imageSrcSet(file: string): string | undefined {
  if (!/\.jpe?g$/i.test(file)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrl(file, w)} ${w}w`).join(', ');
}
