import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchQuery, SORTS } from '@/lib/api/properties';
import { vietnamToday } from '@/lib/format/date';
import { contentVersionSignal } from '@/lib/cache/signal';
import { getDb, getDbHandle, type Db } from '@/lib/server/db/client';
import { properties as p, propertyFacilityBits, propertyOptionSets, propertySearchCounts, searchTermBits } from '@/lib/server/db/schema';
import { searchCountCache, searchPriceCache } from '@/lib/server/properties/count-cache';
import { searchPlan } from '@/lib/server/properties/search';
import { commonTermsOf, facilityBitsOf, groupWhere, searchWhere, termBitsOf } from '@/lib/server/properties/search-where';
import { settings } from '@/lib/server/settings';
import { getRangeSettings } from '@/lib/server/site';
import { getOk } from '../support/api';

type Params = Record<string, string | number>;

/**
 * The walks over every filter set, sort and page ask about 1 200 queries each: 20 to 30 s on a
 * busy two-core machine, several times the default timeout's share. Exhaustive by design (the
 * sets are chosen to take every plan), so they get time rather than fewer cases.
 */
const EVERY_PAGE_TIMEOUT = 300_000;

// The statistics the search reads to tell common keyword terms (pg_stats).
beforeAll(async () => {
  await (await getDb()).execute(sql`ANALYZE properties`);
});

const parse = (params: Params) => searchQuery.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));

/** The plain query: count the matching listings, and page them with ORDER BY, LIMIT and OFFSET. */
async function plain(params: Params) {
  const q = parse(params);
  const where = searchWhere(q, await getRangeSettings());
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(p).where(where);
  const key = q.sort.endsWith('sqmmin') ? p.sizeMin : p.leasePriceMin;
  const order = q.sort.startsWith('-') ? desc : asc;
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(...(q.sort === 'newest' ? [sql`${p.publishedAt} desc nulls last`, desc(p.id)] : [order(key), order(p.id)]))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { total, ids: rows.map((r) => r.id) };
}

/** Filter sets of both kinds: answered from the listing counts per group, and not. */
async function filterSets() {
  const cities = await getOk('/api/cities', {});
  const hanoi = cities.find((c) => c.code === 'hanoi')!;
  const [d1, d2, d3] = await getOk('/api/districts/get-by-city', { cityId: hanoi.cityId });
  const f = await getOk('/api/filters', {});
  const project = (await getOk('/api/projects/all', { cityId: hanoi.cityId, pageSize: 60 })).items.find((x) => x.count > 3)!;
  const grouped: Params[] = [
    {},
    { cityId: hanoi.cityId },
    { cityId: hanoi.cityId, districtId: `${d1.id},${d2.id}` },
    { districtId: d3.id },
    { type: `${f.types[0].id},${f.types[2].id}` },
    { bedroom: `${f.bedrooms[1].id},${f.bedrooms[3].id}` },
    { size: f.sizes[2].id, leasePriceMin: 500 },
    { leasePriceMin: 1000, leasePriceMax: 2500 },
    { cityId: hanoi.cityId, bedroom: f.bedrooms[2].id, size: `${f.sizes[1].id},${f.sizes[2].id}`, leasePriceMax: 3000 },
    { propertyType: 2, pageSize: 16 },
    { propertyType: 2, cityId: hanoi.cityId, officePriceSearchType: 1, leasePriceMin: 20, leasePriceMax: 30, pageSize: 16 },
  ];
  const counted: Params[] = [
    { facilities: f.buildingFacilities[0].id },
    { cityId: hanoi.cityId, facilities: `${f.buildingFacilities[1].id},${f.buildingFacilities[2].id}`, leasePriceMax: 2000 },
    { keyword: 'tay ho' },
    { cityId: hanoi.cityId, keyword: 'apartment cosy' },
    { keyword: 'apartment', leasePriceMin: 1000 },
    { cityId: hanoi.cityId, facilities: f.buildingFacilities[0].id, keyword: 'Apartment' },
    { cityId: hanoi.cityId, project: project.id },
    { propertyType: 2, officePriceSearchType: 2, leasePriceMin: 0, leasePriceMax: 3000, pageSize: 16 },
    { propertyType: 2, officeSizeFrom: 100, officeSizeTo: 300, pageSize: 16 },
    { petsAllowed: 1 },
    { cityId: hanoi.cityId, furnished: 1, moveIn: vietnamToday().slice(0, 7) },
    { furnished: 2, petsAllowed: 1, bedroom: `${f.bedrooms[2].id},${f.bedrooms[3].id}`, leasePriceMax: 3000 },
    { propertyType: 2, moveIn: vietnamToday().slice(0, 7), pageSize: 16 },
  ];
  return { grouped, counted };
}

describe('search totals and pages from the listing counts per group', () => {
  it('answers the filter sets on its coarse columns from the counts, the others by counting', async () => {
    const ranges = await getRangeSettings();
    const { grouped, counted } = await filterSets();
    for (const params of grouped) expect(groupWhere(parse(params), ranges), JSON.stringify(params)).not.toBeNull();
    for (const params of counted) expect(groupWhere(parse(params), ranges), JSON.stringify(params)).toBeNull();
  });

  it('tests a keyword term most listings contain without the trigram index, the others with it', async () => {
    expect([...(await commonTermsOf('Apartment cosy'))]).toEqual(['apartment']);
    expect([...(await commonTermsOf('tay ho'))]).toEqual([]);
  });

  it('gives the words most listings contain a bit, which a keyword search tests instead of the text', async () => {
    const bits = await termBitsOf('Apartment zqxw');
    expect([...bits.keys()]).toEqual(['apartment']);
    expect(BigInt(bits.get('apartment')!).toString(2).replace(/0/g, '')).toBe('1'); // one bit
    const db = await getDb();
    const [{ share }] = await db.select({ share: sql<number>`avg((strpos(${p.searchText}, 'apartment') > 0)::int)`.mapWith(Number) }).from(p).where(eq(p.isPublished, true));
    expect(share).toBeGreaterThan(0.2);
    // Registered terms are in 5 % of the listings or more, 64 at most.
    const registered = await db.select({ term: searchTermBits.term }).from(searchTermBits);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.length).toBeLessThanOrEqual(64);
    const [{ rarest }] = await db
      .select({ rarest: sql<number>`min((SELECT avg((strpos(${p.searchText}, t.term) > 0)::int) FROM ${p} WHERE ${p.isPublished}))`.mapWith(Number) })
      .from(sql`${searchTermBits} t`);
    expect(rarest).toBeGreaterThanOrEqual(0.05);
  });

  it('tests facilities by their bits, and facilities without a bit on the array', async () => {
    const f = await getOk('/api/filters', {});
    const ids = f.buildingFacilities.map((x) => x.id);
    const bits = (await facilityBitsOf(ids))!.map(BigInt);
    expect(bits).toHaveLength(ids.length);
    expect(bits.every((bit) => bit.toString(2).replace(/0/g, '') === '1')).toBe(true); // one bit each
    expect(new Set(bits).size).toBe(ids.length); // a different one each
    expect(await facilityBitsOf([ids[0], 987654])).toBeNull();
    const none = await getOk('/api/properties/filter', { facilities: `${ids[0]},987654` });
    expect(none.totalRecords).toBe(0);
  });

  it('walks beside a count only with connections to spare: never on the embedded engine, not while the pool is busy', async () => {
    const handle = await getDbHandle();
    if (handle.engine === 'pglite') {
      expect(handle.spareConnections()).toBe(0);
      return;
    }
    expect(handle.spareConnections()).toBeGreaterThanOrEqual(2);
    // Every connection of the pool busy, and one more query waiting.
    const busy = Array.from({ length: settings().DB_POOL_MAX + 1 }, () => handle.db.execute(sql`SELECT pg_sleep(0.3)`).then(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handle.spareConnections()).toBe(0);
    await Promise.all(busy);
    expect(handle.spareConnections()).toBeGreaterThanOrEqual(2);
  });

  /**
   * The catalogue here is small, so with the thresholds as deployed some plans are never taken:
   * "every plan" lowers them so that walks give way after a few entries and few matches count as many.
   */
  const plans = {
    'as deployed': { ...searchPlan },
    'every plan': { fewMatches: 3, fewKeywordMatches: 3, walkEntries: 0, walkPerListing: 1, collectMax: 1_000, entriesPerMatch: 1 },
  };
  for (const [name, plan] of Object.entries(plans)) {
    it(`gives every filter set, sort and page the total and the items of the plain query, counted afresh or remembered (${name})`, async () => {
      const deployed = { ...searchPlan };
      Object.assign(searchPlan, plan);
      try {
        await everyPageAsPlain();
      } finally {
        Object.assign(searchPlan, deployed);
      }
    }, EVERY_PAGE_TIMEOUT);
  }
});

async function everyPageAsPlain() {
  const caches = [searchCountCache(), searchPriceCache()];
  // The totals, and the answers kept per content version (as a content change drops them).
  const signal = contentVersionSignal();
  const forget = () => {
    caches.forEach((c) => c?.clear());
    for (const listener of signal.listeners) listener(signal.version!);
  };
  const { grouped, counted } = await filterSets();
  for (const filters of [...grouped, ...counted]) {
    // Nearest first needs a place; tests/places/search.test.ts pages through it.
    for (const sort of SORTS.filter((s) => s !== 'nearest')) {
      const first = { pageSize: 15, ...filters, sort, pageIndex: 1 };
      const expected = await plain(first);
      const pages = Math.ceil(expected.total / Number(first.pageSize));
      for (const pageIndex of new Set([1, 2, Math.ceil(pages / 2), pages, pages + 1].filter((i) => i >= 1))) {
        const params = { ...first, pageIndex };
        const want = pageIndex === 1 ? expected : await plain(params);
        forget();
        for (const counted of ['afresh', 'remembered']) {
          const got = await getOk('/api/properties/filter', params);
          const label = `${JSON.stringify(params)}, total ${counted}`;
          expect(got.totalRecords, label).toBe(want.total);
          expect(got.pageCount, label).toBe(Math.ceil(want.total / Number(first.pageSize)));
          expect(got.items.map((i) => i.id), label).toEqual(want.ids);
        }
      }
    }
    forget();
    const units = await getOk('/api/properties/total-unit', filters);
    expect(units.message, JSON.stringify(filters)).toBe((await plain({ ...filters, sort: 'leasePriceMin' })).total);
  }
}

describe('the listing counts per group, the facility bits and the term bits', () => {
  /** The stored counts, and the same counts taken afresh from the published listings. */
  const stored = (db: Pick<Db, 'select'>) => {
    const g = propertySearchCounts;
    const o = propertyOptionSets;
    const key = [g.category, g.cityId, g.districtId, g.typeId, g.leasePriceMin, g.leasePriceTop, o.bedroomOptionIds, o.sizeOptionIds];
    return db
      .select({
        category: g.category,
        cityId: g.cityId,
        districtId: g.districtId,
        typeId: g.typeId,
        leasePriceMin: g.leasePriceMin,
        leasePriceTop: g.leasePriceTop,
        bedroomOptionIds: o.bedroomOptionIds,
        sizeOptionIds: o.sizeOptionIds,
        listings: g.listings,
      })
      .from(g)
      .innerJoin(o, eq(o.id, g.optionSetId))
      .orderBy(...key);
  };
  const recounted = (db: Pick<Db, 'select'>) => {
    const top = sql<number>`coalesce(${p.leasePriceMax}, ${p.leasePriceMin})`;
    const columns = [p.category, p.cityId, p.districtId, p.typeId, p.leasePriceMin, top, p.bedroomOptionIds, p.sizeOptionIds];
    return db
      .select({
        category: p.category,
        cityId: p.cityId,
        districtId: p.districtId,
        typeId: p.typeId,
        leasePriceMin: p.leasePriceMin,
        leasePriceTop: top.mapWith(Number),
        bedroomOptionIds: p.bedroomOptionIds,
        sizeOptionIds: p.sizeOptionIds,
        listings: count(),
      })
      .from(p)
      .where(eq(p.isPublished, true))
      .groupBy(...columns)
      .orderBy(...columns);
  };

  /** Listings whose facility bits disagree with their facility array, for a facility with a bit. */
  const wrongFacilityBits = async (db: Pick<Db, 'select'>) => {
    const [{ n }] = await db
      .select({ n: count() })
      .from(p)
      .innerJoin(propertyFacilityBits, sql`true`)
      .where(sql`((${p.facilityBits} >> ${propertyFacilityBits.bit}) & 1 = 1) <> (${propertyFacilityBits.facilityId} = ANY (${p.facilityIds}))`);
    return n;
  };

  /** Listings whose term bits disagree with their search text, for a term with a bit. */
  const wrongTermBits = async (db: Pick<Db, 'select'>) => {
    const [{ n }] = await db
      .select({ n: count() })
      .from(p)
      .innerJoin(searchTermBits, sql`true`)
      .where(sql`((${p.termBits} >> ${searchTermBits.bit}) & 1 = 1) <> (strpos(${p.searchText}, ${searchTermBits.term}) > 0)`);
    return n;
  };

  it('follow every insert, edit, unpublishing, republishing and deletion of listings', async () => {
    const db = await getDb();
    const rollback = new Error('rollback');
    // In a transaction rolled back at the end: on PostgreSQL the database is shared with other files.
    await expect(
      db.transaction(async (tx) => {
        const same = async (step: string) => {
          expect(await stored(tx), step).toEqual(await recounted(tx));
          expect(await wrongFacilityBits(tx), step).toBe(0);
          expect(await wrongTermBits(tx), step).toBe(0);
        };
        await same('as seeded');
        await tx.execute(sql`INSERT INTO properties (code, category, slug, name_en, name_ja, city_id, district_id, project_id, type_id,
            lease_price_min, lease_price_max, size_min, size_max, bedroom_min, bedroom_max, last_update_date, search_text,
            bedroom_option_ids, size_option_ids, facility_ids, is_published)
          SELECT code || '-copy', category, slug, name_en, name_ja, city_id, district_id, project_id, type_id,
            lease_price_min + 7, lease_price_max, size_min, size_max, bedroom_min, bedroom_max, last_update_date, search_text,
            bedroom_option_ids, size_option_ids, CASE WHEN id % 2 = 0 THEN facility_ids || 9999 ELSE facility_ids END, id % 3 <> 0
          FROM properties ORDER BY id LIMIT 40`);
        await same('after inserting 40 listings in one statement, some with a facility never seen');
        await tx.execute(sql`UPDATE properties SET facility_ids = facility_ids[2:] WHERE id % 4 = 0`);
        await tx.execute(sql`UPDATE properties SET facility_bits = 0 WHERE id % 9 = 0`);
        await same('after changing facilities, and overwriting their bits');
        await tx.execute(sql`UPDATE properties SET search_text = replace(search_text, 'apartment', 'flat') WHERE id % 6 = 0`);
        await tx.execute(sql`UPDATE properties SET search_text = search_text || ' serviced apartment' WHERE id % 10 = 1`);
        await tx.execute(sql`UPDATE properties SET term_bits = 0 WHERE id % 8 = 0`);
        await same('after changing search texts, and overwriting their term bits');
        await tx.execute(sql`UPDATE properties SET lease_price_min = lease_price_min + 50, lease_price_max = NULL WHERE id % 7 = 0`);
        await same('after changing rents');
        await tx.execute(sql`UPDATE properties SET district_id = (SELECT min(id) FROM districts d WHERE d.city_id = properties.city_id), type_id = NULL WHERE id % 11 = 0`);
        await same('after moving listings and clearing their type');
        await tx.execute(sql`UPDATE properties SET is_hot = NOT is_hot WHERE id % 5 = 0`);
        await same('after an edit outside the counted columns');
        await tx.execute(sql`UPDATE properties SET is_published = NOT is_published WHERE id % 13 = 0`);
        await same('after unpublishing and republishing');
        await tx.execute(sql`DELETE FROM properties WHERE id % 17 = 0`);
        await same('after deleting listings');
        await tx.execute(sql`DELETE FROM properties WHERE district_id = (SELECT min(district_id) FROM properties)`);
        await same('after emptying a district');
        if ((await getDbHandle()).engine === 'pglite') {
          // (Not on the shared PostgreSQL database: TRUNCATE would lock out the other test files.)
          await tx.execute(sql`TRUNCATE properties CASCADE`);
          expect(await stored(tx)).toEqual([]);
        }
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await stored(db)).toEqual(await recounted(db));
  });
});
