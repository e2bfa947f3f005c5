import 'server-only';
import { asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { OFFICE, type SearchQuery } from '@/lib/api/properties';
import type { PropertyPage } from '@/lib/api/properties';
import type { RangeSetting } from '@/lib/api/site';
import { getDb } from '../db/client';
import { districts, properties as p } from '../db/schema';
import { offset, pageOf } from '../paging';
import { escapeLike, keywordTerms } from '../search-text';
import { getRangeSettings } from '../site';
import { cardColumns, publishedWhere, toCard } from './cards';
import { searchCountCache } from './count-cache';

const canonical = (ids: number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);
const intArray = (ids: number[]) => sql`ARRAY[${sql.join(ids.map((i) => sql`${i}`), sql`, `)}]::int[]`;

/**
 * The WHERE clause of a search (SPEC §5, §7). Each condition maps to an indexed column: the
 * category/city/price and category/city/size b-trees, district/project/type b-trees, GIN indexes
 * on the option-id arrays, and the trigram index on the normalised search text.
 * A bound at the top of its slider (SPEC §9) means "and above".
 */
export function searchWhere(q: SearchQuery, ranges: RangeSetting): SQL | undefined {
  const office = q.propertyType === OFFICE;
  const conditions: (SQL | undefined)[] = [eq(p.category, q.propertyType)];
  // Lists in one order, without repeats: the same filter set always reads as the same SQL.
  const [district, type, project, bedroom, size, facilities] = [q.districtId, q.type, q.project, q.bedroom, q.size, q.facilities].map(canonical);
  if (q.cityId) conditions.push(eq(p.cityId, q.cityId));
  if (district.length) conditions.push(inArray(p.districtId, district));
  if (type.length) conditions.push(inArray(p.typeId, type));
  if (project.length) conditions.push(inArray(p.projectId, project));
  if (bedroom.length) conditions.push(sql`${p.bedroomOptionIds} && ${intArray(bedroom)}`);
  if (size.length) conditions.push(sql`${p.sizeOptionIds} && ${intArray(size)}`);
  if (facilities.length) conditions.push(sql`${p.facilityIds} @> ${intArray(facilities)}`);
  for (const term of [...new Set(keywordTerms(q.keyword))].sort()) {
    conditions.push(sql`${p.searchText} LIKE ${`%${escapeLike(term)}%`}`);
  }

  const budget = office && q.officePriceSearchType === 2;
  const priceTop = office ? (budget ? ranges.officeBudgetMax : ranges.officePriceMax) : ranges.residencePriceMax;
  const min = q.leasePriceMin ?? 0;
  const max = q.leasePriceMax !== undefined && q.leasePriceMax < priceTop ? q.leasePriceMax : undefined;
  if (budget) {
    if (min > 0) conditions.push(gte(p.budgetMin, min));
    if (max !== undefined) conditions.push(lte(p.budgetMin, max));
  } else {
    // The listing's price range [min, max] overlaps the asked range.
    if (max !== undefined) conditions.push(lte(p.leasePriceMin, max));
    if (min > 0) conditions.push(sql`coalesce(${p.leasePriceMax}, ${p.leasePriceMin}) >= ${min}`);
  }
  if (office) {
    const from = q.officeSizeFrom ?? 0;
    const to = q.officeSizeTo !== undefined && q.officeSizeTo < ranges.officeSizeMax ? q.officeSizeTo : undefined;
    if (to !== undefined) conditions.push(lte(p.sizeMin, to));
    if (from > 0) conditions.push(sql`coalesce(${p.sizeMax}, ${p.sizeMin}) >= ${from}`);
  }
  return publishedWhere(...conditions);
}

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
 * visiting the table (migration 0003): walking (category[, city], sort key, id) in order, it skips
 * the rows before the page inside the index, however deep the page. Only the page's own rows are
 * then read for their card columns. The count and the page run side by side, except when the walk
 * would read the table (a keyword with a size sort): then the count comes first and tells whether
 * walking or collecting and sorting the matches suits the page.
 */
export async function searchProperties(q: SearchQuery): Promise<PropertyPage> {
  const where = searchWhere(q, await getRangeSettings());
  const start = offset(q.pageIndex, q.pageSize);
  // The price indexes carry the keyword text, the size ones do not: a keyword search sorted by size
  // reads each walked row from the table.
  const heapWalk = keywordTerms(q.keyword).length > 0 && (q.sort === 'sqmmin' || q.sort === '-sqmmin');
  const cache = searchCountCache();
  const key = cache ? countKey(where) : '';
  let total = cache?.get(key);
  if (total === undefined && !heapWalk) {
    const [counted, rows] = await Promise.all([countWhere(where), pageRows(q, where, start, 'planner')]);
    cache?.set(key, counted);
    return pageOf(rows.map(toCard), q.pageIndex, q.pageSize, counted);
  }
  if (total === undefined) {
    total = await countWhere(where);
    cache?.set(key, total);
  }
  if (start >= total) return pageOf([], q.pageIndex, q.pageSize, total);
  const few = total <= (heapWalk ? FEW_KEYWORD_MATCHES : FEW_MATCHES);
  const rows = await pageRows(q, where, start, few ? 'sort' : 'planner');
  return pageOf(rows.map(toCard), q.pageIndex, q.pageSize, total);
}

/** One page of cards: the ids first (index only where it can be), then their rows. */
async function pageRows(q: SearchQuery, where: SQL | undefined, start: number, plan: 'sort' | 'planner') {
  const db = await getDb();
  const page = db
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(...searchOrder(q.sort, plan === 'sort'))
    .limit(q.pageSize)
    .offset(start)
    .as('page');
  return db
    .select(cardColumns(q.language))
    .from(p)
    .innerJoin(page, eq(page.id, p.id))
    .innerJoin(districts, eq(districts.id, p.districtId))
    .orderBy(...searchOrder(q.sort, false));
}

async function countWhere(where: SQL | undefined): Promise<number> {
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(p).where(where);
  return total;
}

const dialect = new PgDialect();

/** The cache key of a filter set: its WHERE clause, as SQL text and parameters. */
function countKey(where: SQL | undefined): string {
  if (!where) return '';
  const query = dialect.sqlToQuery(where);
  return `${query.sql}\u0000${JSON.stringify(query.params)}`;
}

/** GET /api/properties/total-unit: how many listings match the form's filters. */
export async function countProperties(q: SearchQuery): Promise<{ message: number }> {
  const where = searchWhere(q, await getRangeSettings());
  const cache = searchCountCache();
  const key = cache ? countKey(where) : '';
  let total = cache?.get(key);
  if (total === undefined) {
    total = await countWhere(where);
    cache?.set(key, total);
  }
  return { message: total };
}
