import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Lang } from '@/lib/api/lang';
import type { SearchQuery } from '@/lib/api/properties';
import type { ChipNames } from '@/components/results/chips';
import { getDb } from '../db/client';
import { districts, projects } from '../db/schema';
import { loc } from '../localise';
import { getCities } from '../locations';
import { getFilters } from '../site';
import { placeById } from '../places';

const byId = (rows: readonly { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));

/** The names, in the page's language, of what a search names by id: its active filters' chips. */
export async function filterNames(lang: Lang, search: SearchQuery): Promise<ChipNames> {
  const db = await getDb();
  const [cities, filters, districtRows, projectRows, place] = await Promise.all([
    getCities(lang),
    getFilters(lang),
    search.districtId?.length
      ? db.select({ id: districts.id, name: loc(districts.nameEn, districts.nameJa, lang) }).from(districts).where(inArray(districts.id, search.districtId))
      : [],
    search.project?.length
      ? db.select({ id: projects.id, name: loc(projects.nameEn, projects.nameJa, lang) }).from(projects).where(inArray(projects.id, search.project))
      : [],
    search.near !== undefined ? placeById(search.near, lang) : null,
  ]);
  return {
    cities: new Map(cities.map((c) => [c.cityId, c.cityName])),
    districts: byId(districtRows),
    types: byId([...filters.types, ...filters.officeTypes]),
    options: byId([...filters.bedrooms, ...filters.sizes]),
    projects: byId(projectRows),
    facilities: byId([...filters.buildingFacilities, ...filters.interiorFacilities]),
    places: byId(place ? [place] : []),
  };
}
