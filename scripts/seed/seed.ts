/**
 * Fills the database with the demo catalogue: deterministic (the same counts give the same rows),
 * bilingual, and scalable (`residences`, `offices`). Content tables are emptied first; the tables
 * the forms write to (contact, support, newsletter, owner submissions) are never touched.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '@/lib/server/db/client';
import * as s from '@/lib/server/db/schema';
import { normaliseSearchText } from '@/lib/server/search-text';
import { BLOG_CATEGORIES } from '@/lib/api/content';
import { BLOGS } from './content/blogs';
import { CUSTOMER_SUPPORTS, GENERAL_INFORMATIONS, GROUP_COMPANIES, HISTORIES, OFFICES, PAGES, PARTNERS } from './content/company';
import { CITIES, DISTRICTS } from './content/geo';
import { USEFUL_ITEMS, USEFUL_TOPICS } from './content/info';
import { osmSource, PLACES } from './content/places';
import { PROJECTS } from './content/projects';
import * as ref from './content/reference';
import { UPCOMING_PROJECTS } from './content/upcoming-projects';
import { generateListings, type GeoContext, type Listing } from './listings';
import { districtMapSvg } from './maps';
import { DEMO_LISTINGS, MAGAZINES, MEDIA } from './media-names';
import { Random } from './random';

export const DEMO_COUNTS = DEMO_LISTINGS;

/** Content tables, emptied before seeding (children first). Form submissions are not listed. */
export const CONTENT_TABLES = [
  'special_list_properties', 'special_lists', 'property_facilities', 'property_texts', 'properties', 'projects',
  'facilities', 'condition_options', 'owner_filter_options', 'property_types', 'range_settings',
  'blogs', 'blog_categories', 'general_informations', 'group_companies', 'company_histories', 'pages',
  'useful_posts', 'useful_topics', 'useful_items', 'banners', 'partners', 'offices', 'customer_supports',
  'magazines', 'places', 'districts', 'cities',
];

export type SeedReport = { residences: number; offices: number; projects: number; blogs: number; ms: number };

async function insertBatches<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = 500) {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size));
}

/** The generator's view of the seeded districts and buildings (ids as the database gave them). */
export function geoContext(districts: GeoContext['districts'], projectIds: Map<string, number>): GeoContext {
  const cityId = (code: string) => CITIES.find((c) => c.code === code)!.id;
  return {
    cities: CITIES,
    districts,
    projects: [...UPCOMING_PROJECTS, ...PROJECTS].map((p) => ({
      id: projectIds.get(p.slug)!,
      cityId: cityId(p.city),
      districtId: districts.find((d) => d.slug === p.district)?.id ?? null,
      nameEn: p.nameEn,
      nameJa: p.nameJa,
      latitude: p.latitude ?? null,
      longitude: p.longitude ?? null,
      completionYear: p.completionYear ?? null,
      residences: p.residences,
    })),
  };
}

/**
 * A demo rate for approximate yen and dong, near the late-2026 market and dated the day
 * of the seed, so `npm start` shows them; staff replace it in the back office (/admin/settings).
 * Without any saved rate the site shows no approximate amounts (lib/server/exchange-rates.ts).
 */
export const DEMO_RATES = { jpy: 155, vnd: 25_400 } as const;

async function seedExchangeRates(db: Db, asOf: Date) {
  const value = { ...DEMO_RATES, asOf: asOf.toISOString().slice(0, 10) };
  await db.insert(s.appSettings).values({ key: 'exchangeRates', value }).onConflictDoNothing({ target: s.appSettings.key });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(s.cities);
  return row.n > 0;
}

/** The seed's places (scripts/seed/content/places.ts), after the cities. */
export async function seedPlaces(db: Db) {
  const cityId = (code: string) => CITIES.find((c) => c.code === code)!.id;
  await db.insert(s.places).values(
    PLACES.map(({ city, ...place }, position) => ({ ...place, cityId: cityId(city), source: osmSource(place.latitude, place.longitude), position })),
  );
}

export async function seedDatabase(
  db: Db,
  options: {
    residences?: number;
    offices?: number;
    log?: (line: string) => void;
    /** Save a demo exchange rate dated this day, unless staff saved one (`npm start`, `npm run seed`; not the tests). */
    ratesAsOf?: Date;
  } = {},
): Promise<SeedReport> {
  const started = Date.now();
  const counts = { residences: options.residences ?? DEMO_COUNTS.residences, offices: options.offices ?? DEMO_COUNTS.offices };
  const log = options.log ?? (() => {});
  await db.execute(sql.raw(`TRUNCATE ${CONTENT_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));

  // Geography: cities, their districts, and each city's clickable district map.
  await db.insert(s.cities).values(CITIES.map(({ defaultDistrictSlug: _d, ...c }) => ({ ...c, mapSvg: '' })));
  const districtRows = await db
    .insert(s.districts)
    .values(
      DISTRICTS.map(({ city, weight: _w, ...d }, i) => ({ ...d, cityId: CITIES.find((c) => c.code === city)!.id, position: i })),
    )
    .returning();
  for (const city of CITIES) {
    const own = districtRows.filter((d) => d.cityId === city.id);
    const weights = new Map(DISTRICTS.map((d) => [d.slug, d.weight]));
    await db
      .update(s.cities)
      .set({
        mapSvg: districtMapSvg({
          cityName: city.nameEn,
          districts: own.map((d) => ({ id: d.id, name: d.nameEn, latitude: d.latitude, longitude: d.longitude, weight: weights.get(d.slug) })),
        }),
        defaultDistrictId: own.find((d) => d.slug === city.defaultDistrictSlug)?.id ?? own[0]?.id ?? null,
      })
      .where(eq(s.cities.id, city.id));
  }
  const cityId = (code: string) => CITIES.find((c) => c.code === code)!.id;
  const districtBySlug = new Map(districtRows.map((d) => [d.slug, d]));

  // Reference data of the forms.
  await db.insert(s.propertyTypes).values([
    ...ref.RESIDENCE_TYPES.map((t, i) => ({ ...t, category: 0, position: i })),
    ...ref.OFFICE_TYPES.map((t, i) => ({ ...t, category: 2, position: i })),
  ]);
  await db.insert(s.conditionOptions).values([
    ...ref.BEDROOM_OPTIONS.map((o, i) => ({ ...o, kind: 'bedroom' as const, position: i })),
    ...ref.SIZE_OPTIONS.map((o, i) => ({ ...o, kind: 'size' as const, position: i })),
  ]);
  await db.insert(s.facilities).values([
    ...ref.BUILDING_FACILITIES.map((f, i) => ({ ...f, kind: 'building' as const, position: i })),
    ...ref.INTERIOR_FACILITIES.map((f, i) => ({ ...f, kind: 'interior' as const, position: i })),
    ...ref.OFFICE_EQUIPMENT.map((f, i) => ({ ...f, kind: 'office' as const, position: i })),
  ]);
  await db.insert(s.ownerFilterOptions).values(ref.OWNER_FILTERS.map((o, i) => ({ ...o, position: i })));
  await db.insert(s.rangeSettings).values(ref.RANGE_SETTINGS);
  if (options.ratesAsOf) await seedExchangeRates(db, options.ratesAsOf);

  // Projects: the three upcoming buildings first (ids 1 to 3), then the leasing ones.
  const random = new Random('projects');
  const projectSeeds = [...UPCOMING_PROJECTS, ...PROJECTS];
  const projectRows = await db
    .insert(s.projects)
    .values(
      projectSeeds.map(({ city, district, residences: _r, ...p }, i) => {
        const images = [...random.sample(MEDIA.building, random.int(3, 5)), ...random.sample(MEDIA.interior, 2)];
        return {
          ...p,
          cityId: cityId(city),
          districtId: districtBySlug.get(district)?.id ?? null,
          sortName: normaliseSearchText(p.nameEn),
          images,
          imageActive: images[0],
          position: i,
        };
      }),
    )
    .returning({ id: s.projects.id, slug: s.projects.slug });
  const projectId = new Map(projectRows.map((p) => [p.slug, p.id]));

  // Listings, generated and written in batches so that a scale run stays within memory.
  const ctx = geoContext(districtRows, projectId);
  let batch: Listing[] = [];
  let written = 0;
  const flush = async () => {
    if (!batch.length) return;
    // A demo listing was published on the day it was last updated (saved-search alerts count from it).
    await db.insert(s.properties).values(batch.map((l) => ({ ...l.property, publishedAt: l.property.isPublished ? new Date(`${l.property.lastUpdateDate}T09:00:00+07:00`) : null })));
    await db.insert(s.propertyTexts).values(batch.map((l) => ({ ...l.texts, propertyId: l.property.id })));
    await insertBatches(db, s.propertyFacilities, batch.flatMap((l) => l.facilities.map((f) => ({ ...f, propertyId: l.property.id }))), 5000);
    written += batch.length;
    batch = [];
    if (written % 10_000 === 0) log(`  ${written} listings`);
  };
  for (const listing of generateListings(ctx, counts)) {
    batch.push(listing);
    if (batch.length === 1000) await flush();
  }
  await flush();
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('properties', 'id'), greatest((SELECT max(id) FROM properties), 1))`);
  // The words most listings contain get their bits, for the keyword search (migration 0012).
  const [{ added }] = await rowsOf<{ added: number }>(db, sql`SELECT search_term_bits_register() AS added`);
  // Giving bits rewrites every listing that contains the terms (nearly all): each index of the
  // listings then holds a dead entry per listing, and after VACUUM pages about 40 % full. Rebuilt
  // once here, they take 2.5 × less (at 100 000 listings about 200 MB instead of 480), and a cold
  // search reads that much less (docs/PERFORMANCE.md). A live site does it with REINDEX … CONCURRENTLY.
  if (Number(added) > 0) await db.execute(sql`REINDEX TABLE properties`);

  await seedSpecialLists(db, districtBySlug);
  await seedContent(db, cityId);
  return { ...counts, projects: projectSeeds.length, blogs: BLOGS.length, ms: Date.now() - started };
}

/** Special lists: curated selections chosen by rule from the generated listings. */
async function seedSpecialLists(db: Db, districtBySlug: Map<string, { id: number; cityId: number }>) {
  const p = s.properties;
  const lists = [
    { nameEn: 'Lake-view homes in Tây Hồ', nameJa: 'タイホー区 湖畔の住まい', district: 'tay-ho', where: eq(p.category, 0) },
    { nameEn: 'Serviced apartments under $1,000', nameJa: '賃料1,000ドル以下のサービスアパートメント', where: and(eq(p.typeId, 1), lte(p.leasePriceMin, 1000)) },
    { nameEn: 'Family homes with a pool', nameJa: 'プール付きのファミリー向け物件', where: and(eq(p.category, 0), gte(p.bedroomMin, 3), sql`${p.facilityIds} @> ARRAY[101]::int[]`) },
    { nameEn: 'On the Japanese school bus route', nameJa: '日本人学校スクールバス停車物件', where: and(eq(p.category, 0), sql`${p.facilityIds} @> ARRAY[111]::int[]`) },
    { nameEn: 'Villas and houses with a garden', nameJa: '庭付きのヴィラ・戸建て', where: and(sql`${p.typeId} IN (3, 4)`, sql`${p.facilityIds} @> ARRAY[108]::int[]`) },
    { nameEn: 'Pet-friendly homes', nameJa: 'ペット相談可の物件', where: and(eq(p.category, 0), sql`${p.id} IN (SELECT property_id FROM property_texts WHERE description_en LIKE '%pets%')`) },
    { nameEn: 'Offices in District 1', nameJa: '1区のオフィス', district: 'quan-1', where: eq(p.category, 2) },
    { nameEn: 'Seaside living in Da Nang', nameJa: 'ダナン 海辺の暮らし', district: 'son-tra', where: eq(p.category, 0) },
  ];
  for (const [i, list] of lists.entries()) {
    const district = list.district ? districtBySlug.get(list.district) : undefined;
    const [row] = await db
      .insert(s.specialLists)
      .values({ nameEn: list.nameEn, nameJa: list.nameJa, cityId: district?.cityId ?? null, image: MEDIA.special[i % MEDIA.special.length], position: i })
      .returning({ id: s.specialLists.id });
    const picks = await db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.isPublished, true), list.where, district ? eq(p.districtId, district.id) : undefined))
      .orderBy(asc(p.id))
      .limit(12);
    if (picks.length) await db.insert(s.specialListProperties).values(picks.map((pick, position) => ({ specialListId: row.id, propertyId: pick.id, position })));
  }
}

/** Blogs, news, company pages, useful information, offices and the other site content. */
async function seedContent(db: Db, cityId: (code: string) => number) {
  await db.insert(s.blogCategories).values(
    BLOG_CATEGORIES.map((c) => ({
      ...c,
      nameEn: { news: 'News', 'newly-launched-properties': 'Newly launched properties', 'c-s-statistics': 'C/S statistics', 'living-in-vietnam': 'Living in Vietnam' }[c.slug],
      nameJa: { news: 'ニュース', 'newly-launched-properties': '新着・新築物件', 'c-s-statistics': '顧客満足度・統計', 'living-in-vietnam': 'ベトナム生活' }[c.slug],
    })),
  );
  const blogCity = (code?: string) => (code ? CITIES.find((c) => c.code === code)!.blogCode : null);
  await insertBatches(
    db,
    s.blogs,
    BLOGS.map(({ category, city, ...b }, i) => ({
      ...b,
      categoryId: category ? BLOG_CATEGORIES.find((c) => c.slug === category)!.id : null,
      cityCode: blogCity(city),
      thumbnail: MEDIA.blog[i % MEDIA.blog.length],
    })),
    100,
  );

  const positions = new Map<string, number>();
  await db.insert(s.generalInformations).values(
    GENERAL_INFORMATIONS.map((g) => {
      const position = positions.get(g.categorySlug) ?? 0;
      positions.set(g.categorySlug, position + 1);
      return { ...g, position };
    }),
  );
  await db.insert(s.groupCompanies).values(GROUP_COMPANIES.map((g, position) => ({ ...g, position })));
  await db.insert(s.companyHistories).values(HISTORIES);
  await db.insert(s.pages).values(PAGES);
  await db.insert(s.offices).values(OFFICES.map((o, position) => ({ ...o, position })));
  await db.insert(s.customerSupports).values(CUSTOMER_SUPPORTS.map(({ city, ...c }) => ({ ...c, cityId: cityId(city) })));
  // Demo chat apps of the city offices (LINE everywhere, WhatsApp and Zalo on the office's mobile):
  // staff replace them in the back office (/admin/settings, lib/server/office-settings-schema.ts).
  const channels = Object.fromEntries(
    CUSTOMER_SUPPORTS.map(({ city, phone2 }) => [String(cityId(city)), { line: `@isn-${city}`, ...(phone2 ? { whatsapp: phone2, zalo: phone2 } : {}) }]),
  );
  await db.insert(s.appSettings).values({ key: 'contactChannels', value: { byCity: channels } }).onConflictDoNothing({ target: s.appSettings.key });
  await db.insert(s.partners).values(PARTNERS.map((p, position) => ({ ...p, position })));
  await seedPlaces(db);
  await db.insert(s.magazines).values(
    MAGAZINES.map((m, position) => ({ key: m.key, year: m.year, fileEn: m.en, fileJa: m.ja, position, ...ref.MAGAZINE_TITLES[m.key] })),
  );
  await db.insert(s.banners).values(ref.BANNERS.map(({ city, ...b }, position) => ({ ...b, cityId: cityId(city), position })));

  const positionsByCategory = new Map<number, number>();
  await db.insert(s.usefulItems).values(
    USEFUL_ITEMS.map((u) => {
      const position = positionsByCategory.get(u.category) ?? 0;
      positionsByCategory.set(u.category, position + 1);
      return { ...u, position };
    }),
  );
  for (const [position, { post, ...topic }] of USEFUL_TOPICS.entries()) {
    const [row] = await db.insert(s.usefulTopics).values({ ...topic, position }).returning({ id: s.usefulTopics.id });
    await db.insert(s.usefulPosts).values({ ...post, topicId: row.id });
  }
}
