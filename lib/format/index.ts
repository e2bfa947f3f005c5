/**
 * Display formats, shared by server pages and client islands: USD with thousands
 * separators and no decimals, '~' at a slider's maximum, sizes in m², dates per language.
 */
import { formatNumber, formatUsd } from './number';

export { formatNumber, formatUsd };
export { formatLastUpdate } from './date';
export { formatDay } from './day';
export { CARD_SIZES, IMAGE_WIDTHS, imageSrcSet, imageUrl, type ImageWidth } from './image';

/** `$1,200` or `$1,200 ~ $1,500`; a value at the slider's top reads `$5,000~` ("and above"). */
export function formatPriceRange(min: number, max: number | null | undefined, top?: number): string {
  const one = (v: number) => (top !== undefined && v >= top ? `${formatUsd(v)}~` : formatUsd(v));
  return max !== null && max !== undefined && max > min ? `${one(min)} ~ ${one(max)}` : one(min);
}

/** `85 m²` or `85 ~ 120 m²`. */
export function formatSize(min: number, max?: number | null): string {
  return max && max > min ? `${formatNumber(min)} ~ ${formatNumber(max)} m²` : `${formatNumber(min)} m²`;
}

/** Bedrooms as numbers: `null` means a studio (0 or empty). */
export function bedroomRange(min: number | null, max: number | null): { studio: boolean; min: number; max: number | null } {
  const low = min ?? 0;
  return { studio: low === 0, min: low, max: max !== null && max > low ? max : null };
}

/** Names may hold full-width spaces (U+3000); cards show normal ones. */
export function normaliseName(name: string): string {
  return name.replace(/\u3000/g, ' ').replace(/\s{2,}/g, ' ').trim();
}
