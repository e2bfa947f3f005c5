import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang } from '@/lib/api/common';
import type * as site from '@/lib/api/site';
import { getDb } from './db/client';
import { cities, districts } from './db/schema';
import { loc } from './localise';
import { cachedByContent } from './cache/data';

/** The city the site starts with when nothing else is known. */
export const DEFAULT_CITY_CODE = 'hanoi';

/** The cities in order; their district maps (SVG, about 7 kB each) only when asked for. */
async function cityRows<M extends boolean>(lang: Lang, withMap: M) {
  const db = await getDb();
  return db
    .select({
      cityId: cities.id,
      code: cities.code,
      cityName: loc(cities.nameEn, cities.nameJa, lang),
      mapSVG: (withMap ? cities.mapSvg : sql<string>`''`) as typeof cities.mapSvg,
      defaultLocationId: cities.defaultDistrictId,
      defaultLocationName: loc(districts.nameEn, districts.nameJa, lang),
      blogCode: cities.blogCode,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .leftJoin(districts, eq(districts.id, cities.defaultDistrictId))
    .orderBy(asc(cities.position), asc(cities.id));
}

/** GET /api/cities */
export const getCities = cachedByContent(async function getCities(lang: Lang): Promise<z.infer<typeof site.cities>> {
  return (await cityRows(lang, true)).map(({ latitude: _lat, longitude: _lon, ...c }) => c);
});

/**
 * The cities as the header, the footer and the search forms list them: what GET /api/cities
 * answers less the district maps, which only the map views read (getCities).
 */
export const getCityOptions = cachedByContent(async function getCityOptions(lang: Lang): Promise<{ cityId: number; code: string; cityName: string; blogCode: number }[]> {
  return (await cityRows(lang, false)).map(({ cityId, code, cityName, blogCode }) => ({ cityId, code, cityName, blogCode }));
});

/**
 * GET /api/locations/get-location: the city nearest to the visitor's coordinates, or the server
 * default city without them.
 */
export const getDefaultLocation = cachedByContent(async function getDefaultLocation(lang: Lang, lon?: number, lat?: number): Promise<z.infer<typeof site.defaultLocation> | null> {
  const rows = await cityRows(lang, false);
  if (!rows.length) return null;
  const squared = (c: (typeof rows)[number]) =>
    lon === undefined || lat === undefined ? 0 : (c.latitude - lat) ** 2 + ((c.longitude - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
  const chosen =
    lon === undefined || lat === undefined
      ? (rows.find((c) => c.code === DEFAULT_CITY_CODE) ?? rows[0])
      : rows.reduce((best, c) => (squared(c) < squared(best) ? c : best));
  return {
    cityId: chosen.cityId,
    code: chosen.code,
    cityName: chosen.cityName,
    defaultLocationId: chosen.defaultLocationId,
    defaultLocationName: chosen.defaultLocationName,
  };
});

/** GET /api/districts/get-by-city */
export const getDistricts = cachedByContent(async function getDistricts(cityId: number, lang: Lang): Promise<z.infer<typeof site.districts> | null> {
  const db = await getDb();
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) return null;
  return db
    .select({ id: districts.id, slug: districts.slug, districtName: loc(districts.nameEn, districts.nameJa, lang), cityId: districts.cityId })
    .from(districts)
    .where(eq(districts.cityId, cityId))
    .orderBy(asc(districts.position), asc(districts.id));
});
