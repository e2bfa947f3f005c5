import 'server-only';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PropertyCard, PropertyPage, SearchQuery } from '@/lib/api/properties';
import { getDb } from '../db/client';
import { districts, properties as p, propertySearchCounts as groups } from '../db/schema';
import { offset, pageOf } from '../paging';
import { getRangeSettings } from '../site';
import { cardColumns, toCard } from './cards';
import { searchCountCache, searchPriceCache } from './count-cache';
import { priceWindow, type PriceCount } from './price-window';
import { groupWhere, searchLookups, searchWhere, testsText } from './search-where';
import { cachedByContent } from '../cache/data';

/**
 * Sort columns. With `filtered` the sort key is wrapped in an expression, so the planner cannot
 * walk the sort index: it collects the matching rows through the filter indexes and sorts them.
 * Walking the index is fast when matches are everywhere, but slow when they cluster at its far end
 * (villas are large, studios cheap): at 100 000 listings the walk then reads most of the table.
 */
function searchOrder(sort: SearchQuery['sort'], filtered: boolean): SQL[] {
  const key = (column: typeof p.sizeMin | typeof p.leasePriceMin) => (filtered ? sql`(${column} + 0)` : sql`${column}`);
  switch (sort) {
    case 'sqmmin':
      return [asc(key(p.sizeMin)), asc(p.id)];
    case '-sqmmin':
      return [desc(key(p.sizeMin)), desc(p.id)];
    case 'leasePriceMin':
      return [asc(key(p.leasePriceMin)), asc(p.id)];
    case '-leasePriceMin':
      return [desc(key(p.leasePriceMin)), desc(p.id)];
  }
}

/**
 * At or below this many matches, collecting and sorting them beats walking the sort index. When the
 * walk reads the covering index only, it pays from a few matches on; when it must read each walked
 * row from the table (a keyword with a size sort), it needs the matches to be many.
 */
const FEW_MATCHES = 1_000;
const FEW_KEYWORD_MATCHES = 10_000;

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
 * wherever in the index the matches cluster. Otherwise the total comes first and tells how to find
 * the page: few matches are collected through the filter indexes and sorted, many are met soon
 * enough by walking the sort index; only a keyword search sorted by price, whose count is slow
 * whatever it finds, looks for its page meanwhile.
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
    return page(await pageRows(q, inWindow, window.skip, total <= FEW_MATCHES), total);
  }

  // A keyword term with a bit is tested on the covering indexes like any filter; one without is
  // tested on the text, which the price indexes carry and the size ones do not: such a search
  // sorted by size reads each walked row from the table.
  const keyword = testsText(q, lookups);
  const heapWalk = keyword && (q.sort === 'sqmmin' || q.sort === '-sqmmin');
  let total = cache?.get(key);
  if (total === undefined && keyword && !heapWalk) {
    // A keyword is matched through the trigram index and the wide table rows, or along a price
    // cover testing the text of each entry: the count is slow whatever the total, so the page does
    // not wait for it.
    const [counted, cards] = await Promise.all([countWhere(where), pageRows(q, where, start, false)]);
    cache?.set(key, counted);
    return page(cards, counted);
  }
  if (total === undefined) {
    total = grouped ? await countGroups(grouped) : await countWhere(where);
    cache?.set(key, total);
  }
  if (start >= total) return page([], total);
  return page(await pageRows(q, where, start, total <= (heapWalk ? FEW_KEYWORD_MATCHES : FEW_MATCHES)), total);
}

/**
 * One page of cards: the ids first (index only where it can be), then their rows. `collect` sorts
 * the matches instead of walking a sort index (see searchOrder).
 */
async function pageRows(q: SearchQuery, where: SQL | undefined, start: number, collect: boolean) {
  const db = await getDb();
  const page = db
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(...searchOrder(q.sort, collect))
    .limit(q.pageSize)
    .offset(start)
    .as('page');
  const rows = await db
    .select(cardColumns(q.language))
    .from(p)
    .innerJoin(page, eq(page.id, p.id))
    .innerJoin(districts, eq(districts.id, p.districtId))
    .orderBy(...searchOrder(q.sort, false));
  return rows.map(toCard);
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
