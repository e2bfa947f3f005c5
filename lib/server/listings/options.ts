import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, conditionOptions, districts, facilities, projects, propertyTypes } from '../db/schema';
import { OFFICE, RESIDENCE } from '../db/schema/catalogue';
import type { StaffLanguage } from '../staff/session';

export type Choice = { id: number; name: string };
export type DistrictChoice = Choice & { cityId: number };
export type FacilityChoice = Choice & { kind: 'building' | 'interior' | 'office' };

/** Everything the listing forms offer to choose from, named in the staff member's language. */
export type FormChoices = {
  cities: Choice[];
  districts: DistrictChoice[];
  residenceTypes: Choice[];
  officeTypes: Choice[];
  projects: DistrictChoice[];
  facilities: FacilityChoice[];
};

export async function formChoices(db: Db, lang: StaffLanguage): Promise<FormChoices> {
  const name = <T extends { nameEn: string; nameJa: string }>(r: T) => (lang === 'ja' ? r.nameJa : r.nameEn);
  const [cityRows, districtRows, typeRows, projectRows, facilityRows] = await Promise.all([
    db.select({ id: cities.id, nameEn: cities.nameEn, nameJa: cities.nameJa }).from(cities).orderBy(asc(cities.id)),
    db.select({ id: districts.id, cityId: districts.cityId, nameEn: districts.nameEn, nameJa: districts.nameJa }).from(districts).orderBy(asc(districts.cityId), asc(districts.position)),
    db.select({ id: propertyTypes.id, category: propertyTypes.category, nameEn: propertyTypes.nameEn, nameJa: propertyTypes.nameJa }).from(propertyTypes).orderBy(asc(propertyTypes.position), asc(propertyTypes.id)),
    db.select({ id: projects.id, cityId: projects.cityId, nameEn: projects.nameEn, nameJa: projects.nameJa }).from(projects).orderBy(asc(projects.sortName)),
    db.select({ id: facilities.id, kind: facilities.kind, nameEn: facilities.nameEn, nameJa: facilities.nameJa }).from(facilities).orderBy(asc(facilities.kind), asc(facilities.position)),
  ]);
  return {
    cities: cityRows.map((r) => ({ id: r.id, name: name(r) })),
    districts: districtRows.map((r) => ({ id: r.id, cityId: r.cityId, name: name(r) })),
    residenceTypes: typeRows.filter((r) => r.category === RESIDENCE).map((r) => ({ id: r.id, name: name(r) })),
    officeTypes: typeRows.filter((r) => r.category === OFFICE).map((r) => ({ id: r.id, name: name(r) })),
    projects: projectRows.map((r) => ({ id: r.id, cityId: r.cityId, name: name(r) })),
    facilities: facilityRows.map((r) => ({ id: r.id, kind: r.kind, name: name(r) })),
  };
}

/** The bedroom and size bands a listing is filed under by the search (search-columns.ts). */
export async function rangeOptions(db: Db) {
  const rows = await db
    .select({ id: conditionOptions.id, kind: conditionOptions.kind, minValue: conditionOptions.minValue, maxValue: conditionOptions.maxValue })
    .from(conditionOptions)
    .orderBy(asc(conditionOptions.position));
  return { bedrooms: rows.filter((r) => r.kind === 'bedroom'), sizes: rows.filter((r) => r.kind === 'size') };
}

export async function districtOf(db: Db, id: number) {
  const [row] = await db.select({ id: districts.id, cityId: districts.cityId, nameEn: districts.nameEn, nameJa: districts.nameJa }).from(districts).where(eq(districts.id, id));
  return row;
}
