import 'server-only';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PropertyCard, PropertyPage, SearchQuery } from '@/lib/api/properties';
import { getDb, getDbHandle, type Db } from '../db/client';
import { districts, properties as p, propertySearchCounts as groups } from '../db/schema';
import { offset, pageOf } from '../paging';
import { getRangeSettings } from '../site';
import { cardColumns, toCard } from './cards';
import { searchCountCache, searchPriceCache } from './count-cache';
import { priceWindow, type PriceCount } from './price-window';
import { groupWhere, searchLookups, searchWalk, searchWhere, testsText } from './search-where';
import { cachedByContent } from '../cache/data';
import { listingPoint, metresBetween, nearestFirst, pointOf, type GeoPoint } from '../places/geo';

/**
 * Sort columns. With `filtered` the sort key is wrapped in an expression, so the planner cannot
 * walk the sort index: it collects the matching rows through the filter indexes and sorts them.
 * Walking the index is fast when matches are everywhere, but slow when they cluster at its far end
 * (villas are large, studios cheap): at 100 000 listings the walk then reads most of the table.
 */
function searchOrder(sort: SearchQuery['sort'], filtered: boolean, place: GeoPoint | null = null): SQL[] {
  const key = (column: typeof p.sizeMin | typeof p.leasePriceMin) => (filtered ? sql`(${column} + 0)` : sql`${column}`);
  switch (sort) {
    case 'newest':
      // As the newest covers hold it (migration 0024): a listing without the time comes last.
      return [sql`${filtered ? sql`(${p.publishedAt} + interval '0 s')` : p.publishedAt} desc nulls last`, desc(p.id)];
    case 'sqmmin':
      return [asc(key(p.sizeMin)), asc(p.id)];
    case '-sqmmin':
      return [desc(key(p.sizeMin)), desc(p.id)];
    case 'leasePriceMin':
      return [asc(key(p.leasePriceMin)), asc(p.id)];
    case '-leasePriceMin':
      return [desc(key(p.leasePriceMin)), desc(p.id)];
    case 'nearest':
      // Along the listings' GiST index (KNN); a listing without coordinates comes last. Without a
      // known place (a hidden one), nothing is near: no listing matches, and the order is moot.
      return place ? [asc(nearestFirst(listingPoint, pointOf(place))), asc(p.id)] : [asc(p.id)];
  }
}

/**
 * The thresholds a search chooses its plan by. Each plan selects the same listings in the same
 * order; tests lower these to take every plan on a small catalogue.
 */
export const searchPlan = {
  /**
   * At or below this many matches, collecting and sorting them beats walking the sort index. When
   * the walk reads the covering index only, it pays from a few matches on; when it must read each
   * walked row from the table (a keyword with a size sort), it needs the matches to be many.
   */
  fewMatches: 1_000,
  fewKeywordMatches: 10_000,
  /** How far a walk beside a count looks for its page: about 2 ms of index entries… */
  walkEntries: 4_000,
  /** …and this many more per listing before the page's end, for a deep page. */
  walkPerListing: 2,
  /**
   * Up to this many matches, collecting them takes no longer than about 10 ms at 100 000 listings,
   * so a walk need not risk more: it looks only as far as collecting would cost, and gives way.
   */
  collectMax: 5_000,
  /**
   * Index entries a walk reads in the time it takes to collect one match (which reads a table row):
   * measured about 0.3-0.8 µs an entry against 1.8-2.5 µs a match.
   */
  entriesPerMatch: 4,
  /**
   * Near a place, the GiST index gives the page nearest first when its end lies within this many
   * listings of the scope; further (a deep page, a rare filter) each step reads a row, and
   * collecting the matches through the geo cover is cheaper (measured at 100 000: page 10 of
   * Hai Phong's 2-bedroom flats within 3 km took 38 ms along the index, some 13 µs a step, against
   * about 10 ms collected).
   */
  nearestReach: 1_000,
  /** Within a radius, a sort index is walked (a row read per entry) up to this reach; past it the circle is collected. */
  circleWalkReach: 1_000,
};

const walkCap = (start: number, pageSize: number) => searchPlan.walkEntries + searchPlan.walkPerListing * (start + pageSize);

/**
 * GET /api/properties/filter
 *
 * The page is chosen on ids alone, in a subquery that the covering sort indexes answer without
 * visiting the table (migrations 0003, 0005), then only the page's own rows are read for their card
 * columns. The total comes from the process's cache, from the listing counts per group (when every
 * filter is one of their columns, migration 0006), or from counting the listings.
 *
 * Counted per group, a price-sorted search also learns how many matches each rent has, and so the
 * rents its page lies between: the page query reads that range only, however deep the page and
 * wherever in the index the matches cluster. Otherwise few matches are collected through the filter
 * indexes and sorted, and many are met by walking the sort index. Between the two, a walk looks only
 * as far along the index as collecting would cost, and gives way to collecting when it falls short
 * (matches clustered further on: villas are large, studios cheap). When the total must be counted,
 * and a connection is spare, a bounded walk runs beside the count; only when it falls short does the
 * page wait for the total.
 * A keyword term without a bit is tested on the text, which the price covers carry and the size ones
 * do not: such a search sorted by price looks for its page beside the count, and one sorted by size
 * reads each walked row from the table, so it walks only for many matches.
 */
async function searchUncached(q: SearchQuery): Promise<PropertyPage> {
  const ranges = await getRangeSettings();
  const lookups = await searchLookups(q);
  const where = searchWhere(q, ranges, lookups);
  const grouped = groupWhere(q, ranges);
  const start = offset(q.pageIndex, q.pageSize);
  const cache = searchCountCache();
  const key = cache ? countKey(where) : '';
  const page = (cards: PropertyCard[], total: number) => pageOf(cards, q.pageIndex, q.pageSize, total);

  if (q.near !== undefined && (q.within !== undefined || q.sort === 'nearest')) {
    // Within a distance, the matches lie in a box around the place that the listings' geo cover
    // answers without the table: they are collected and sorted, unless a shallow page among many
    // matches is found sooner along an index: the GiST index nearest first (nearestPage), a sort
    // index otherwise.
    let total = cache?.get(key);
    if (total === undefined) {
      total = grouped ? await countGroups(grouped) : await countWhere(where);
      cache?.set(key, total);
    }
    if (start >= total) return page([], total);
    // How far along an index the page's end lies if the matches are spread evenly over the scope.
    const reach = total > searchPlan.fewMatches ? ((start + q.pageSize) * (await scopeSize(q.propertyType, q.cityId ?? null))) / total : Infinity;
    // Without a radius there is no circle to collect: nearest first always walks the GiST index.
    if (q.sort === 'nearest' && lookups.place && (reach <= searchPlan.nearestReach || (q.within === undefined && total > searchPlan.fewMatches))) {
      // Along the GiST index the radius is the exact distance alone: the box of `where` would lead
      // the planner to read the whole circle from the geo cover and sort it.
      const place = lookups.place;
      const exact = q.within === undefined ? undefined : sql`${metresBetween(pointOf(place), listingPoint)} <= ${q.within * 1000}::float8`;
      const cards = await nearestPage(q, and(searchWhere({ ...q, within: undefined }, ranges, lookups), exact), start, place);
      // Short only past the last listing with coordinates: those without come last, collected.
      if (cards.length === Math.min(q.pageSize, total - start)) return page(cards, total);
    } else if (q.sort !== 'nearest' && reach <= searchPlan.circleWalkReach) {
      // Many matches in a circle (a city's centre) and a shallow page: walking the sort index, each
      // entry tested on its row, meets the page long before collecting the circle would end. The
      // planner cannot know it: it takes the circle for a few hundred listings.
      const cards = await walkRows(q, searchWalk(q, ranges, lookups), start, Math.ceil(2 * reach) + 500, lookups.place);
      if (cards.length === Math.min(q.pageSize, total - start)) return page(cards, total);
    }
    return page(await pageRows(q, where, start, true, lookups.place), total);
  }

  if (grouped && (q.sort === 'leasePriceMin' || q.sort === '-leasePriceMin')) {
    const priceCache = searchPriceCache();
    let prices = priceCache?.get(key);
    if (!prices) {
      prices = await matchesByPrice(grouped);
      priceCache?.set(key, prices);
    }
    const total = prices.reduce((sum, c) => sum + c.listings, 0);
    cache?.set(key, total);
    const window = priceWindow(prices, q.sort === '-leasePriceMin' ? 'desc' : 'asc', start, q.pageSize);
    if (!window) return page([], total);
    const inWindow = and(where, gte(p.leasePriceMin, window.from), lte(p.leasePriceMin, window.to));
    return page(await pageRows(q, inWindow, window.skip, total <= searchPlan.fewMatches, lookups.place), total);
  }

  // A keyword term without a bit is tested on the text, which the price covers carry and the size
  // ones do not. Along a price cover the count is slow whatever the total, so the page does not
  // wait for it; along a size cover each walked row is read from the table.
  const keyword = testsText(q, lookups);
  // Only the price covers carry the text; the size and newest ones make a walk read the table.
  const offText = q.sort !== 'leasePriceMin' && q.sort !== '-leasePriceMin';
  let total = cache?.get(key);
  if (total === undefined && keyword && !offText) {
    const [counted, cards] = await Promise.all([countWhere(where), pageRows(q, where, start, false, lookups.place)]);
    cache?.set(key, counted);
    return page(cards, counted);
  }

  const walk = (cap: number) => walkRows(q, searchWalk(q, ranges, lookups), start, cap, lookups.place);
  /** Whether a walk's cards are the whole page: it met them all before giving way. */
  const whole = (cards: PropertyCard[], total: number) => cards.length === Math.min(q.pageSize, total - start);
  /** The cards of a bounded walk, which may have fallen short. */
  let walked: PropertyCard[] | undefined;
  if (total === undefined && !keyword && !grouped && (await getDbHandle()).spareConnections() >= 2) {
    // Counting reads the count cover whole (about 10 ms at 100 000 listings): meanwhile a walk
    // looks for the page a bounded distance along the sort index, and usually finds it there.
    // Only with connections to spare: under load the walk's work, wasted when it falls short,
    // would be taken from other requests.
    [total, walked] = await Promise.all([countWhere(where), walk(walkCap(start, q.pageSize))]);
    cache?.set(key, total);
  }
  if (total === undefined) {
    total = grouped ? await countGroups(grouped) : await countWhere(where);
    cache?.set(key, total);
  }
  if (start >= total) return page([], total);
  if (walked && whole(walked, total)) return page(walked, total);
  if (!keyword && !walked && total > searchPlan.fewMatches && total <= searchPlan.collectMax) {
    // Spread evenly, the matches would have the page's end this many entries along the index.
    const expected = ((start + q.pageSize) * (await scopeSize(q.propertyType, q.cityId ?? null))) / total;
    const cap = searchPlan.entriesPerMatch * total;
    if (expected > cap) return page(await pageRows(q, where, start, true, lookups.place), total);
    walked = await walk(cap);
    if (whole(walked, total)) return page(walked, total);
  }
  // Collected up to this many matches, walked above: after a walk that fell short (few matches, or
  // many clustered further along the index) up to collectMax.
  const collectUpTo = keyword ? (offText ? searchPlan.fewKeywordMatches : searchPlan.fewMatches) : walked ? searchPlan.collectMax : searchPlan.fewMatches;
  return page(await pageRows(q, where, start, total <= collectUpTo, lookups.place), total);
}

/**
 * How many entries the sort indexes hold for a search's scope (its kind, and city): the published
 * listings, from their counts per group. Kept until the content changes.
 */
const scopeSize = cachedByContent(
  async (category: number, cityId: number | null): Promise<number> => {
    const db = await getDb();
    const [{ listings }] = await db
      .select({ listings: sql<number>`coalesce(sum(${groups.listings}), 0)`.mapWith(Number) })
      .from(groups)
      .where(and(eq(groups.category, category), cityId === null ? undefined : eq(groups.cityId, cityId)));
    return listings;
  },
  { maxEntries: 20 },
);

type PageSubquery = ReturnType<typeof pageSubquery>;

/** The card columns of the listings a page subquery chose, in the search's order. */
async function cardsOf(q: SearchQuery, chosen: PageSubquery, place: GeoPoint | null) {
  const db = await getDb();
  // With a place, each card tells its distance: metres along the surface, null without coordinates.
  const distance = place ? sql<number | null>`round(${metresBetween(pointOf(place), listingPoint)})::int` : sql<null>`NULL::int`;
  const rows = await db
    .select({ ...cardColumns(q.language), distance })
    .from(p)
    .innerJoin(chosen, eq(chosen.id, p.id))
    .innerJoin(districts, eq(districts.id, p.districtId))
    .orderBy(...searchOrder(q.sort, false, place));
  return rows.map(({ distance: metres, ...row }) => (place ? { ...toCard(row), distance: metres } : toCard(row)));
}

function pageSubquery(q: SearchQuery, where: SQL | undefined, start: number, collect: boolean, db: Db, place: GeoPoint | null) {
  return db
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(...searchOrder(q.sort, collect, place))
    .limit(q.pageSize)
    .offset(start)
    .as('page');
}

/**
 * One page of cards: the ids first (index only where it can be), then their rows. `collect` sorts
 * the matches instead of walking a sort index (see searchOrder).
 */
async function pageRows(q: SearchQuery, where: SQL | undefined, start: number, collect: boolean, place: GeoPoint | null) {
  return cardsOf(q, pageSubquery(q, where, start, collect, await getDb(), place), place);
}

/**
 * A page nearest first, along the listings' GiST index (KNN): the first `start + pageSize` matches
 * in distance order give the distance the page ends by; the page is then the matches within that
 * distance (a box the index answers) in the search's full order, distance then id. Walking the index
 * alone would be faster still, but cannot order listings at one point (a building's) by id, and a
 * page must be the same whichever plan reads it. Listings without coordinates are not on the index:
 * past the last one with them the page is short, and the caller collects it instead.
 */
async function nearestPage(q: SearchQuery, where: SQL | undefined, start: number, place: GeoPoint) {
  const db = await getDb();
  const centre = pointOf(place);
  const distance = nearestFirst(listingPoint, centre);
  const nearest = db
    .select({ reach: sql<number>`${distance}`.as('reach') })
    .from(p)
    .where(where)
    .orderBy(distance)
    .limit(start + q.pageSize)
    .as('nearest');
  const reach = sql`(SELECT max(${nearest.reach}) FROM ${nearest})`;
  const chosen: PageSubquery = db
    .select({ id: p.id })
    .from(p)
    .where(and(where, sql`cube_enlarge(${centre}, ${reach}, 3) @> ${listingPoint}`))
    .orderBy(...searchOrder('nearest', false, place))
    .limit(q.pageSize)
    .offset(start)
    .as('page');
  return cardsOf(q, chosen, place);
}

/**
 * The page as met within the first `cap` entries of the sort index over the search's scope, each
 * tested on the index's own columns: all of it when the matches are spread out, fewer cards (or
 * none) when they lie further on.
 */
async function walkRows(q: SearchQuery, { scope, test }: { scope: SQL; test: SQL }, start: number, cap: number, place: GeoPoint | null) {
  const db = await getDb();
  const walked = db
    .select({ id: p.id, sizeMin: p.sizeMin, leasePriceMin: p.leasePriceMin, publishedAt: p.publishedAt, matches: sql<boolean>`${test}`.as('matches') })
    .from(p)
    .where(scope)
    .orderBy(...searchOrder(q.sort, false))
    .limit(cap)
    .as('walked');
  const order =
    q.sort === 'newest'
      ? [sql`${walked.publishedAt} desc nulls last`, desc(walked.id)]
      : [q.sort.endsWith('sqmmin') ? walked.sizeMin : walked.leasePriceMin, walked.id].map(q.sort.startsWith('-') ? desc : asc);
  const chosen: PageSubquery = db
    .select({ id: walked.id })
    .from(walked)
    .where(sql`${walked.matches}`)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(start)
    .as('page');
  return cardsOf(q, chosen, place);
}

async function countWhere(where: SQL | undefined): Promise<number> {
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(p).where(where);
  return total;
}

async function countGroups(where: SQL): Promise<number> {
  const db = await getDb();
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${groups.listings}), 0)`.mapWith(Number) })
    .from(groups)
    .where(where);
  return total;
}

/** How many listings match at each rent (lowest first), from the counts per group. */
async function matchesByPrice(where: SQL): Promise<PriceCount[]> {
  const db = await getDb();
  return db
    .select({ price: groups.leasePriceMin, listings: sql<number>`sum(${groups.listings})`.mapWith(Number) })
    .from(groups)
    .where(where)
    .groupBy(groups.leasePriceMin)
    .orderBy(groups.leasePriceMin);
}

const dialect = new PgDialect();

/** The cache key of a filter set: its WHERE clause, as SQL text and parameters. */
function countKey(where: SQL | undefined): string {
  if (!where) return '';
  const query = dialect.sqlToQuery(where);
  return `${query.sql}\u0000${JSON.stringify(query.params)}`;
}

/**
 * Searches as asked, each answer reused while the content version it was read under is current
 * (the same search, page and sort asked again: the first page of a city, the form's default
 * link, a visitor paging back). On and off with the totals' cache (SEARCH_CACHE).
 */
export const searchProperties = cachedByContent(searchUncached, { maxEntries: 1_000, enabled: () => searchCountCache() !== null });

/** GET /api/properties/total-unit: how many listings match the form's filters. */
export async function countProperties(q: SearchQuery): Promise<{ message: number }> {
  const ranges = await getRangeSettings();
  const where = searchWhere(q, ranges, await searchLookups(q));
  const grouped = groupWhere(q, ranges);
  const cache = searchCountCache();
  const key = cache ? countKey(where) : '';
  let total = cache?.get(key);
  if (total === undefined) {
    total = grouped ? await countGroups(grouped) : await countWhere(where);
    cache?.set(key, total);
  }
  return { message: total };
}
