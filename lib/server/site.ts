import 'server-only';
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Lang } from '@/lib/api/common';
import { DEFAULT_RANGES, type Filters, type RangeSetting } from '@/lib/api/site';
import type { z } from 'zod';
import type * as site from '@/lib/api/site';
import { getDb } from './db/client';
import {
  banners,
  cities,
  conditionOptions,
  customerSupports,
  facilities,
  magazines,
  offices,
  ownerFilterOptions,
  partners,
  propertyTypes,
  rangeSettings,
} from './db/schema';
import { loc, locOpt } from './localise';
import { cachedByContent } from './cache/data';

/** GET /api/filters/range-setting. Read on every search. */
export const getRangeSettings = cachedByContent(async function getRangeSettings(): Promise<RangeSetting> {
  const db = await getDb();
  const [row] = await db.select().from(rangeSettings).where(eq(rangeSettings.id, 1));
  return row ? (({ id: _id, ...rest }) => rest)(row) : DEFAULT_RANGES;
});

/** GET /api/filters: search conditions and the owner form's choices. */
export const getFilters = cachedByContent(async function getFilters(lang: Lang): Promise<Filters> {
  const db = await getDb();
  const [options, types, facilityRows, ownerRows, cityRows] = await Promise.all([
    db
      .select({ id: conditionOptions.id, kind: conditionOptions.kind, name: loc(conditionOptions.nameEn, conditionOptions.nameJa, lang) })
      .from(conditionOptions)
      .orderBy(asc(conditionOptions.position), asc(conditionOptions.id)),
    db
      .select({ id: propertyTypes.id, category: propertyTypes.category, name: loc(propertyTypes.nameEn, propertyTypes.nameJa, lang) })
      .from(propertyTypes)
      .orderBy(asc(propertyTypes.position), asc(propertyTypes.id)),
    db
      .select({ id: facilities.id, kind: facilities.kind, name: loc(facilities.nameEn, facilities.nameJa, lang) })
      .from(facilities)
      .orderBy(asc(facilities.position), asc(facilities.id)),
    db
      .select({ kind: ownerFilterOptions.kind, key: ownerFilterOptions.key, name: loc(ownerFilterOptions.nameEn, ownerFilterOptions.nameJa, lang) })
      .from(ownerFilterOptions)
      .orderBy(asc(ownerFilterOptions.position), asc(ownerFilterOptions.id)),
    db
      .select({ cityId: cities.id, cityName: loc(cities.nameEn, cities.nameJa, lang) })
      .from(cities)
      .orderBy(asc(cities.position)),
  ]);
  const idName = ({ id, name }: { id: number; name: string }) => ({ id, name });
  const keyName = ({ key, name }: { key: string; name: string }) => ({ key, name });
  return {
    bedrooms: options.filter((o) => o.kind === 'bedroom').map(idName),
    sizes: options.filter((o) => o.kind === 'size').map(idName),
    types: types.filter((t) => t.category === 0).map(idName),
    officeTypes: types.filter((t) => t.category === 2).map(idName),
    buildingFacilities: facilityRows.filter((f) => f.kind === 'building').map(idName),
    interiorFacilities: facilityRows.filter((f) => f.kind === 'interior').map(idName),
    owner: {
      bathrooms: ownerRows.filter((o) => o.kind === 'bathroom').map(keyName),
      bedrooms: ownerRows.filter((o) => o.kind === 'bedroom').map(keyName),
      propertyTypes: ownerRows.filter((o) => o.kind === 'propertyType').map(keyName),
      cities: cityRows,
    },
  };
});

/** GET /api/banners: the city's banners, then those for every city. */
export const getBanners = cachedByContent(async function getBanners(lang: Lang, cityId?: number): Promise<z.infer<typeof site.banners>> {
  const db = await getDb();
  const rows = await db
    .select({ id: banners.id, name: banners.name, image: banners.image, title: locOpt(banners.titleEn, banners.titleJa, lang), cityId: banners.cityId })
    .from(banners)
    .where(cityId ? or(eq(banners.cityId, cityId), isNull(banners.cityId)) : undefined)
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map(({ image, cityId: _city, ...b }) => ({ ...b, imageUrl: `/images/${image}` }));
});

/** GET /api/partners */
export const getPartners = cachedByContent(async function getPartners(): Promise<z.infer<typeof site.partners>> {
  const db = await getDb();
  return db
    .select({ id: partners.id, name: partners.name, image: partners.image, url: partners.url })
    .from(partners)
    .orderBy(asc(partners.position), asc(partners.id));
});

/** GET /api/customersupports: the contacts of the city, or of the first city. */
export const getCustomerSupport = cachedByContent(async function getCustomerSupport(cityId?: number): Promise<z.infer<typeof site.customerSupport> | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      cityId: customerSupports.cityId,
      phone1: customerSupports.phone1,
      phone2: customerSupports.phone2,
      emailSupport1: customerSupports.emailSupport1,
      emailSupport2: customerSupports.emailSupport2,
    })
    .from(customerSupports)
    .innerJoin(cities, eq(cities.id, customerSupports.cityId))
    .where(cityId ? eq(customerSupports.cityId, cityId) : undefined)
    .orderBy(asc(cities.position))
    .limit(1);
  return row ?? null;
});

/** GET /api/magazine/download-pdf: the magazines with the PDF of the visitor's language. */
export const getMagazines = cachedByContent(async function getMagazines(lang: Lang): Promise<z.infer<typeof site.magazines>> {
  const db = await getDb();
  const rows = await db.select().from(magazines).orderBy(asc(magazines.position), asc(magazines.id));
  return rows.map((m) => ({
    id: m.id,
    key: m.key,
    title: lang === 'jp' ? m.titleJa : m.titleEn,
    year: m.year,
    url: `/files/${lang === 'jp' ? m.fileJa : m.fileEn}`,
  }));
});

function officeColumns(lang: Lang) {
  return {
    id: offices.id,
    name: loc(offices.nameEn, offices.nameJa, lang),
    address: loc(offices.addressEn, offices.addressJa, lang),
    phone: offices.phone,
    email: offices.email,
  };
}

/** GET /api/generalinformations/get-contact-us-no-long-lat: the footer's office blocks (at most 3). */
export const getFooterOffices = cachedByContent(async function getFooterOffices(lang: Lang): Promise<z.infer<typeof site.officeBlocks>> {
  const db = await getDb();
  return db
    .select(officeColumns(lang))
    .from(offices)
    .where(eq(offices.showInFooter, true))
    .orderBy(asc(offices.position), asc(offices.id))
    .limit(3);
});

/** GET /api/generalinformations/get-contact-us: offices with coordinates, for the map of markers. */
export const getContactMarkers = cachedByContent(async function getContactMarkers(lang: Lang): Promise<z.infer<typeof site.contactMarkers>> {
  const db = await getDb();
  const rows = await db
    .select({ ...officeColumns(lang), lat: offices.latitude, lng: offices.longitude })
    .from(offices)
    .orderBy(asc(offices.position), asc(offices.id));
  return rows.flatMap((r) => (r.lat !== null && r.lng !== null ? [{ ...r, lat: r.lat, lng: r.lng }] : []));
});

