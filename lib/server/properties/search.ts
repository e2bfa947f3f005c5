import 'server-only';
import { asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { OFFICE, type SearchQuery } from '@/lib/api/properties';
import type { PropertyPage } from '@/lib/api/properties';
import type { RangeSetting } from '@/lib/api/site';
import { getDb } from '../db/client';
import { districts, properties as p } from '../db/schema';
import { offset, pageOf } from '../paging';
import { escapeLike, keywordTerms } from '../search-text';
import { getRangeSettings } from '../site';
import { cardColumns, publishedWhere, toCard } from './cards';

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
  if (q.cityId) conditions.push(eq(p.cityId, q.cityId));
  if (q.districtId?.length) conditions.push(inArray(p.districtId, q.districtId));
  if (q.type?.length) conditions.push(inArray(p.typeId, q.type));
  if (q.project?.length) conditions.push(inArray(p.projectId, q.project));
  if (q.bedroom?.length) conditions.push(sql`${p.bedroomOptionIds} && ${intArray(q.bedroom)}`);
  if (q.size?.length) conditions.push(sql`${p.sizeOptionIds} && ${intArray(q.size)}`);
  if (q.facilities?.length) conditions.push(sql`${p.facilityIds} @> ${intArray(q.facilities)}`);
  for (const term of keywordTerms(q.keyword)) {
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

/** Below this many matches, collecting and sorting them beats walking the sort index. */
const FEW_MATCHES = 10_000;

/** GET /api/properties/filter */
export async function searchProperties(q: SearchQuery): Promise<PropertyPage> {
  const db = await getDb();
  const where = searchWhere(q, await getRangeSettings());
  // The count comes first: it is needed anyway, and it tells which plan suits the page query.
  const [{ total }] = await db.select({ total: count() }).from(p).where(where);
  const start = offset(q.pageIndex, q.pageSize);
  if (start >= total) return pageOf([], q.pageIndex, q.pageSize, total);
  const rows = await db
    .select(cardColumns(q.language))
    .from(p)
    .innerJoin(districts, eq(districts.id, p.districtId))
    .where(where)
    .orderBy(...searchOrder(q.sort, total <= FEW_MATCHES))
    .limit(q.pageSize)
    .offset(start);
  return pageOf(rows.map(toCard), q.pageIndex, q.pageSize, total);
}

/** GET /api/properties/total-unit: how many listings match the form's filters. */
export async function countProperties(q: SearchQuery): Promise<{ message: number }> {
  const db = await getDb();
  const [{ total }] = await db
    .select({ total: count() })
    .from(p)
    .where(searchWhere(q, await getRangeSettings()));
  return { message: total };
}
