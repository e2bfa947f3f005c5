import 'server-only';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Lang } from '@/lib/api/lang';
import type { SearchQuery } from '@/lib/api/properties';
import { MAP_MARKER_CAP, type MapMarkers } from '@/lib/api/results-map';
import { cachedByContent } from '../cache/data';
import { getDb } from '../db/client';
import { districts, properties as p, propertySearchCounts as groups } from '../db/schema';
import { loc } from '../localise';
import { getRangeSettings } from '../site';
import { cleanName } from './cards';
import { groupWhere, searchLookups, searchWhere } from './search-where';

/** One district of a city with how many listings match a search there (0 included). */
export type DistrictCount = { id: number; name: string; latitude: number; longitude: number; listings: number };

/**
 * The search without its district filter, in one city: what each district's count is asked of, so
 * that a district's count is the total its link (the same search plus that district) shows.
 */
function acrossDistricts(q: SearchQuery, cityId: number): SearchQuery {
  return { ...q, cityId, districtId: undefined };
}

/**
 * How many listings match per district, from one query grouped by district written with the
 * search's own conditions (search-where.ts): from the listing counts per group when every filter
 * is one of their columns, from the listings otherwise. Districts without a match are absent.
 */
export async function countByDistrict(q: SearchQuery): Promise<Map<number, number>> {
  const ranges = await getRangeSettings();
  const db = await getDb();
  const grouped = groupWhere(q, ranges);
  const rows = grouped
    ? await db
        .select({ districtId: groups.districtId, listings: sql<number>`sum(${groups.listings})`.mapWith(Number) })
        .from(groups)
        .where(grouped)
        .groupBy(groups.districtId)
    : await db
        .select({ districtId: p.districtId, listings: count() })
        .from(p)
        .where(searchWhere(q, ranges, await searchLookups(q)))
        .groupBy(p.districtId);
  return new Map(rows.filter((r) => r.listings > 0).map((r) => [r.districtId, r.listings]));
}

/**
 * Every district of `cityId` (in the city's order) with the number of listings the search matches
 * there, whatever districts the search itself names. Kept until the content changes.
 */
export const districtCounts = cachedByContent(
  async (q: SearchQuery, cityId: number, lang: Lang): Promise<DistrictCount[]> => {
    const db = await getDb();
    const [rows, counts] = await Promise.all([
      db
        .select({ id: districts.id, name: loc(districts.nameEn, districts.nameJa, lang), latitude: districts.latitude, longitude: districts.longitude })
        .from(districts)
        .where(eq(districts.cityId, cityId))
        .orderBy(asc(districts.position), asc(districts.id)),
      countByDistrict(acrossDistricts(q, cityId)),
    ]);
    return rows.map((d) => ({ ...d, listings: counts.get(d.id) ?? 0 }));
  },
  { maxEntries: 500 },
);

/**
 * GET /api/properties/map: the published listings a search matches that have coordinates, as
 * markers, at most MAP_MARKER_CAP of them in the search's order of rent (highest first, as the
 * results default), with how many there are in all.
 */
export const mapMarkersOf = cachedByContent(
  async (q: SearchQuery): Promise<MapMarkers> => {
    const ranges = await getRangeSettings();
    const where = and(searchWhere(q, ranges, await searchLookups(q)), isNotNull(p.latitude), isNotNull(p.longitude));
    const db = await getDb();
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: p.id,
          slug: p.slug,
          name: loc(p.nameEn, p.nameJa, q.language),
          category: p.category,
          district: loc(districts.nameEn, districts.nameJa, q.language),
          latitude: sql<number>`${p.latitude}`.mapWith(Number),
          longitude: sql<number>`${p.longitude}`.mapWith(Number),
          leasePriceMin: p.leasePriceMin,
          leasePriceMax: p.leasePriceMax,
        })
        .from(p)
        .innerJoin(districts, eq(districts.id, p.districtId))
        .where(where)
        .orderBy(sql`${p.leasePriceMin} DESC`, sql`${p.id} DESC`)
        .limit(MAP_MARKER_CAP),
      db.select({ total: count() }).from(p).where(where),
    ]);
    return {
      items: rows.map(({ category, name, ...row }) => ({ ...row, name: cleanName(name), propertyType: category === 2 ? 2 : 0 })),
      totalRecords: total,
      capped: total > rows.length,
    };
  },
  { maxEntries: 200 },
);
