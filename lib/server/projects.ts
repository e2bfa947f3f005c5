import 'server-only';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang, Paged } from '@/lib/api/common';
import type * as api from '@/lib/api/projects';
import { getDb } from './db/client';
import { cities, districts, projects, properties } from './db/schema';
import { loc, locOpt } from './localise';
import { offset, paged } from './paging';
import { cachedByContent } from './cache/data';

/**
 * Catch-all "projects" that hold listings outside a named building (independent houses, other
 * buildings, private apartments). They are not buildings a renter can pick, so the building list
 * and the project showcases leave them out (three project ids are excluded).
 */
export const EXCLUDED_PROJECT_IDS = [1, 2, 3];

const listed = notInArray(projects.id, EXCLUDED_PROJECT_IDS);

type ListQuery = { language: Lang; cityId?: number; pageIndex: number; pageSize: number };

/** GET /api/projects/all and GET /api/projects: building cards with their listing counts. */
export const listProjects = cachedByContent(async function listProjects(q: ListQuery): Promise<Paged<api.ProjectListItem>> {
  const db = await getDb();
  const where = and(listed, q.cityId ? eq(projects.cityId, q.cityId) : undefined);
  // Written out in full: inside a subquery, unqualified column names would bind to the inner table.
  const listingCount = sql<number>`(SELECT count(*) FROM "properties" AS listing WHERE listing.project_id = "projects"."id" AND listing.is_published)`.mapWith(Number);
  return paged(
    q,
    db
      .select({
        id: projects.id,
        slug: projects.slug,
        projectName: loc(projects.nameEn, projects.nameJa, q.language),
        images: projects.images,
        imageActive: projects.imageActive,
        count: listingCount,
      })
      .from(projects)
      .where(where)
      .orderBy(asc(projects.position), asc(projects.id))
      .limit(q.pageSize)
      .offset(offset(q.pageIndex, q.pageSize))
      .then((rows) => rows.map(({ images, imageActive, ...r }) => ({ ...r, thumnail: imageActive ?? images[0] ?? null }))),
    db.select({ total: count() }).from(projects).where(where),
  );
});

/** GET /api/projects/get-by-city-district: the building choices of the search form, by name. */
export const listBuildings = cachedByContent(async function listBuildings(q: ListQuery & { districtId?: number[] }): Promise<Paged<z.infer<typeof api.buildingItem>>> {
  const db = await getDb();
  const where = and(
    listed,
    q.cityId ? eq(projects.cityId, q.cityId) : undefined,
    q.districtId?.length ? inArray(projects.districtId, q.districtId) : undefined,
  );
  return paged(
    q,
    db
      .select({ id: projects.id, projectName: loc(projects.nameEn, projects.nameJa, q.language) })
      .from(projects)
      .where(where)
      .orderBy(asc(projects.sortName), asc(projects.id))
      .limit(q.pageSize)
      .offset(offset(q.pageIndex, q.pageSize)),
    db.select({ total: count() }).from(projects).where(where),
  );
});

/** GET /api/projects/detail */
export const getProject = cachedByContent(async function getProject(id: number, lang: Lang): Promise<api.ProjectDetail | null> {
  const db = await getDb();
  const t = (en: Parameters<typeof locOpt>[0], ja: Parameters<typeof locOpt>[1]) => locOpt(en, ja, lang);
  const [row] = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      name: loc(projects.nameEn, projects.nameJa, lang),
      cityId: projects.cityId,
      cityName: loc(cities.nameEn, cities.nameJa, lang),
      district: t(districts.nameEn, districts.nameJa),
      street: t(projects.streetEn, projects.streetJa),
      description: t(projects.descriptionEn, projects.descriptionJa),
      images: projects.images,
      imageActive: projects.imageActive,
      developer: t(projects.developerEn, projects.developerJa),
      completionYear: projects.completionYear,
      security: t(projects.securityEn, projects.securityJa),
      totalUnits: projects.totalUnits,
      floors: projects.floors,
      bedroom: t(projects.bedroomEn, projects.bedroomJa),
      unitSize: t(projects.unitSizeEn, projects.unitSizeJa),
      pool: t(projects.poolEn, projects.poolJa),
      gym: t(projects.gymEn, projects.gymJa),
      shoppingCenter: t(projects.shoppingCenterEn, projects.shoppingCenterJa),
      convenientStore: t(projects.convenientStoreEn, projects.convenientStoreJa),
      playground: t(projects.playgroundEn, projects.playgroundJa),
      japaneseSchoolBus: t(projects.japaneseSchoolBusEn, projects.japaneseSchoolBusJa),
      others: t(projects.othersEn, projects.othersJa),
      kitchen: t(projects.kitchenEn, projects.kitchenJa),
      bathtub: t(projects.bathtubEn, projects.bathtubJa),
      balcony: t(projects.balconyEn, projects.balconyJa),
      centralHeating: t(projects.centralHeatingEn, projects.centralHeatingJa),
      airConditioner: t(projects.airConditionerEn, projects.airConditionerJa),
      flooring: t(projects.flooringEn, projects.flooringJa),
      otherApartment: t(projects.otherApartmentEn, projects.otherApartmentJa),
      latitude: projects.latitude,
      longitude: projects.longitude,
      seoTitle: t(projects.seoTitleEn, projects.seoTitleJa),
      seoMetaDescription: t(projects.seoMetaDescriptionEn, projects.seoMetaDescriptionJa),
      seoMetaKeywords: t(projects.seoMetaKeywordsEn, projects.seoMetaKeywordsJa),
    })
    .from(projects)
    .innerJoin(cities, eq(cities.id, projects.cityId))
    .leftJoin(districts, eq(districts.id, projects.districtId))
    .where(eq(projects.id, id));
  if (!row) return null;
  const [{ total }] = await db
    .select({ total: count() })
    .from(properties)
    .where(and(eq(properties.projectId, id), eq(properties.isPublished, true)));
  const { seoTitle, seoMetaDescription, seoMetaKeywords, ...rest } = row;
  return {
    ...rest,
    propertyCount: total,
    seo: { title: seoTitle, metaDescription: seoMetaDescription, metaKeywords: seoMetaKeywords },
  };
});
