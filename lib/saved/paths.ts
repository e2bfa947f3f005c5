import type { Lang } from '@/lib/api/lang';
import { localePath } from '@/lib/i18n/config';

/** SPEC §7's office property type; lib/api/properties.ts has it too, but with zod, which the browser bundle leaves out. */
export const OFFICE = 2;

/**
 * A card's detail address, as components/property/property-card.tsx `propertyHref` builds it;
 * that module renders on the server only, so the browser's cards take it from here.
 */
export function propertyPath(lang: Lang, item: { id: number; slug: string; propertyType: number }): string {
  return localePath(lang, item.propertyType === OFFICE ? `/office/detail/${item.id}/${item.slug}` : `/residence/detail/${item.id}/${item.slug}`);
}
