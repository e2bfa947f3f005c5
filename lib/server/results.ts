import 'server-only';
import { cache } from 'react';
import { eq } from 'drizzle-orm';
import type { Lang } from '@/lib/api/common';
import { getDb } from './db/client';
import { cities, districts } from './db/schema';
import { loc } from './localise';

export type DistrictPlace = { id: number; slug: string; districtName: string; cityId: number; cityName: string };

/** A slug as it can appear in /residence/location/{slug}: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The district of /residence/location/{slug} with its city, by the district's own slug
 * (unique across cities, e.g. `tay-ho`, `quan-1`); null for an unknown or malformed slug.
 * Cached per request: the page and its metadata ask for the same one.
 */
export const districtBySlug = cache(async (slug: string, lang: Lang): Promise<DistrictPlace | null> => {
  const clean = safeDecode(slug).trim().toLowerCase();
  if (clean.length > 100 || !SLUG.test(clean)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: districts.id,
      slug: districts.slug,
      districtName: loc(districts.nameEn, districts.nameJa, lang),
      cityId: districts.cityId,
      cityName: loc(cities.nameEn, cities.nameJa, lang),
    })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(districts.slug, clean));
  return row ?? null;
});

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
