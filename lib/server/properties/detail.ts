import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Lang } from '@/lib/api/common';
import { OFFICE, RESIDENCE, type OfficeDetail, type ResidenceDetail } from '@/lib/api/properties';
import { getDb, type Db } from '../db/client';
import { cities, districts, facilities, projects, properties as p, propertyFacilities, propertyTexts, propertyTypes } from '../db/schema';
import { loc, locOpt } from '../localise';
import { cleanName } from './cards';
import { cachedByContent } from '../cache/data';

function baseColumns(lang: Lang) {
  return {
    id: p.id,
    code: p.code,
    category: p.category,
    name: loc(p.nameEn, p.nameJa, lang),
    slug: p.slug,
    lastUpdateDate: p.lastUpdateDate,
    availableFrom: p.availableFrom,
    leasePriceMin: p.leasePriceMin,
    leasePriceMax: p.leasePriceMax,
    cityId: p.cityId,
    cityName: loc(cities.nameEn, cities.nameJa, lang),
    districtId: p.districtId,
    district: loc(districts.nameEn, districts.nameJa, lang),
    type: locOpt(propertyTypes.nameEn, propertyTypes.nameJa, lang),
    sizeMin: p.sizeMin,
    sizeMax: p.sizeMax,
    completionYear: p.completionYear,
    images: p.images,
    floorPlan: p.floorPlan,
    videoLink: p.videoLink,
    description: locOpt(propertyTexts.descriptionEn, propertyTexts.descriptionJa, lang),
    projectId: p.projectId,
    projectSlug: projects.slug,
    projectName: locOpt(projects.nameEn, projects.nameJa, lang),
    latitude: p.latitude,
    longitude: p.longitude,
    isPublished: p.isPublished,
  };
}

/** A listing row with its district, city, type and building, if visible (published, or a preview). */
async function loadListing<C extends SelectedFields>(db: Db, id: number, category: number, preview: boolean, lang: Lang, extra: C) {
  const [row] = await db
    .select({ ...baseColumns(lang), ...extra })
    .from(p)
    .innerJoin(districts, eq(districts.id, p.districtId))
    .innerJoin(cities, eq(cities.id, p.cityId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, p.typeId))
    .leftJoin(projects, eq(projects.id, p.projectId))
    .leftJoin(propertyTexts, eq(propertyTexts.propertyId, p.id))
    .where(and(eq(p.id, id), eq(p.category, category), preview ? undefined : eq(p.isPublished, true)));
  return row;
}

async function facilityList(db: Db, propertyId: number, lang: Lang) {
  return db
    .select({ kind: facilities.kind, name: loc(facilities.nameEn, facilities.nameJa, lang), isShow: propertyFacilities.isShow })
    .from(propertyFacilities)
    .innerJoin(facilities, eq(facilities.id, propertyFacilities.facilityId))
    .where(eq(propertyFacilities.propertyId, propertyId))
    .orderBy(asc(facilities.position), asc(facilities.id));
}

/** GET /api/properties/detail */
export const getResidence = cachedByContent(async function getResidence(id: number, lang: Lang, preview: boolean = false): Promise<ResidenceDetail | null> {
  const db = await getDb();
  const row = await loadListing(db, id, RESIDENCE, preview, lang, {
    bedroomMin: p.bedroomMin,
    bedroomMax: p.bedroomMax,
    bathroomMin: p.bathroomMin,
    bathroomMax: p.bathroomMax,
    funishings: locOpt(p.furnishingEn, p.furnishingJa, lang),
    totalUnit: p.totalUnit,
    includeServices: locOpt(propertyTexts.includeServicesEn, propertyTexts.includeServicesJa, lang),
  });
  if (!row) return null;
  const list = await facilityList(db, id, lang);
  const pick = (kind: string) => list.filter((f) => f.kind === kind).map((f) => ({ facilityName: f.name, isShow: f.isShow }));
  return {
    id: row.id,
    propertyIdC: row.code,
    name: cleanName(row.name),
    slug: row.slug,
    lastUpdateDate: row.lastUpdateDate,
    availableFrom: row.availableFrom,
    leasePrice: row.leasePriceMin,
    leasePriceMax: row.leasePriceMax,
    cityId: row.cityId,
    cityName: row.cityName,
    districtId: row.districtId,
    district: row.district,
    size: row.sizeMin,
    sizeMax: row.sizeMax,
    bedroom: row.bedroomMin,
    bedroomMax: row.bedroomMax,
    bathroom: row.bathroomMin,
    bathroomMax: row.bathroomMax,
    type: row.type,
    funishings: row.funishings,
    totalUnit: row.totalUnit,
    completionYearNewC: row.completionYear,
    images: row.images,
    floorPlan: row.floorPlan,
    videoLink: row.videoLink,
    description: row.description,
    includeServices: row.includeServices,
    interiorFacilities: pick('interior'),
    buildingFacilities: pick('building'),
    projectId: row.projectId,
    projectSlug: row.projectSlug,
    projectName: row.projectName,
    longitude: row.longitude,
    latitude: row.latitude,
    propertyType: RESIDENCE,
    isPublished: row.isPublished,
  };
});

/** GET /api/properties/offices/detail */
export const getOffice = cachedByContent(async function getOffice(id: number, lang: Lang, preview: boolean = false): Promise<OfficeDetail | null> {
  const db = await getDb();
  const row = await loadListing(db, id, OFFICE, preview, lang, {
    floorArea: p.floorArea,
    storey: p.storey,
    workingHour: locOpt(p.workingHourEn, p.workingHourJa, lang),
    minContractPeriod: p.minContractPeriod,
    minContractUnit: locOpt(p.minContractUnitEn, p.minContractUnitJa, lang),
    deposit: p.deposit,
    depositUnit: locOpt(p.depositUnitEn, p.depositUnitJa, lang),
    payment: p.payment,
    paymentUnit: locOpt(p.paymentUnitEn, p.paymentUnitJa, lang),
    vatInclude: p.vatInclude,
    serviceChargeSqm: p.serviceChargeSqm,
    otCharge: locOpt(p.otChargeEn, p.otChargeJa, lang),
  });
  if (!row) return null;
  const list = await facilityList(db, id, lang);
  return {
    id: row.id,
    propertyId: row.code,
    name: cleanName(row.name),
    slug: row.slug,
    image: row.images[0] ?? null,
    images: row.images,
    floorPlan: row.floorPlan,
    lastUpdateDate: row.lastUpdateDate,
    availableFrom: row.availableFrom,
    priceFrom: row.leasePriceMin,
    priceTo: row.leasePriceMax,
    cityId: row.cityId,
    cityName: row.cityName,
    districtId: row.districtId,
    district: row.district,
    type: row.type,
    size: row.sizeMin,
    sizeMax: row.sizeMax,
    floorArea: row.floorArea,
    storey: row.storey,
    completionYear: row.completionYear,
    workingHour: row.workingHour,
    minContractPeriod: row.minContractPeriod,
    minContractUnit: row.minContractUnit,
    deposit: row.deposit,
    depositUnit: row.depositUnit,
    payment: row.payment,
    paymentUnit: row.paymentUnit,
    vatInclude: row.vatInclude,
    serviceChargeSqm: row.serviceChargeSqm,
    otCharge: row.otCharge,
    videoLink: row.videoLink,
    description: row.description,
    funitures: list.filter((f) => f.kind === 'office').map((f) => ({ name: f.name, isShow: f.isShow })),
    projectId: row.projectId,
    projectSlug: row.projectSlug,
    projectName: row.projectName,
    longitude: row.longitude,
    latitude: row.latitude,
    propertyType: OFFICE,
    isPublished: row.isPublished,
  };
});
