import 'server-only';
import { and, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { OFFICE, type SearchQuery } from '@/lib/api/properties';
import type { RangeSetting } from '@/lib/api/site';
import { getDb, rowsOf } from '../db/client';
import {
  properties as p,
  propertyFacilityBits as facilityBits,
  propertyOptionSets as optionSets,
  propertySearchCounts as groups,
  searchTermBits as termBits,
} from '../db/schema';
import { escapeLike, keywordTerms } from '../search-text';
import { placeById } from '../places';
import { withinMetres, type GeoPoint } from '../places/geo';
import { publishedWhere } from './cards';

/**
 * The conditions of a search, written against the listings or against their counts
 * per group, and the lookups that make them cheaper without changing what they select.
 */

const canonical = (ids: number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);
const intArray = (ids: number[]) => sql`ARRAY[${sql.join(ids.map((i) => sql`${i}`), sql`, `)}]::int[]`;

/**
 * What a filter set is written against: the listings, or their counts per group of coarse filter
 * columns (property_search_counts). The groups lack the fine columns; a filter on one of those
 * cannot be answered from them.
 */
type FilterColumns = {
  category: SQLWrapper;
  cityId: SQLWrapper;
  districtId: SQLWrapper;
  typeId: SQLWrapper;
  /** Has at least one of these bedroom (size) options. */
  bedroomOptions: (ids: number[]) => SQL;
  sizeOptions: (ids: number[]) => SQL;
  leasePriceMin: SQLWrapper;
  /** The top of a listing's rent: its maximum, or its minimum when it has no range. */
  leasePriceTop: SQLWrapper;
  projectId?: SQLWrapper;
  /** Has all these facilities; `bits` holds their bits when every one has a bit. */
  facilities?: (ids: number[], bits: string[] | null) => SQL;
  /**
   * Contains this keyword term: `bit`, the term's bit (see termBitsOf), or null; `common` when most
   * listings contain it (see commonTermsOf).
   */
  keyword?: (term: string, common: boolean, bit: string | null) => SQL;
  budgetMin?: SQLWrapper;
  sizeMin?: SQLWrapper;
  sizeTop?: SQLWrapper;
  furnished?: SQLWrapper;
  petsAllowed?: SQLWrapper;
  availableFrom?: SQLWrapper;
  /** Lies within `metres` of the place (null: an unknown or hidden place, which nothing is near). */
  near?: (place: GeoPoint | null, metres: number) => SQL;
};

const listingColumns: FilterColumns = {
  category: p.category,
  cityId: p.cityId,
  districtId: p.districtId,
  typeId: p.typeId,
  bedroomOptions: (ids) => sql`${p.bedroomOptionIds} && ${intArray(ids)}`,
  sizeOptions: (ids) => sql`${p.sizeOptionIds} && ${intArray(ids)}`,
  leasePriceMin: p.leasePriceMin,
  leasePriceTop: sql`coalesce(${p.leasePriceMax}, ${p.leasePriceMin})`,
  projectId: p.projectId,
  // One test per bit: "<> 0" rather than "(bits & mask) = mask" because the planner, without
  // statistics on the expression, guesses that "= mask" keeps 0.5 % of the rows (a facility most
  // listings have then looks rare, and the page is collected and sorted instead of walked) and that
  // "<> 0" keeps 99.5 % (harmless: the search itself chooses collecting for few matches).
  facilities: (ids, bits) =>
    bits === null
      ? sql`${p.facilityIds} @> ${intArray(ids)}`
      : and(...bits.map((bit) => sql`(${p.facilityBits} & ${bit}::bigint) <> 0`))!,
  // A term with a bit is one AND on the covering indexes' entries ("<> 0", as for facilities). A term
  // most listings contain gains nothing from the trigram index (its bitmap alone took 15 ms for
  // 'apartment'), yet the planner still ANDs it into bitmap plans: strpos, the same test for a plain
  // substring, keeps the index out of them.
  keyword: (term, common, bit) =>
    bit !== null
      ? sql`(${p.termBits} & ${bit}::bigint) <> 0`
      : common
        ? sql`strpos(${p.searchText}, ${term}) > 0`
        : sql`${p.searchText} LIKE ${`%${escapeLike(term)}%`}`,
  budgetMin: p.budgetMin,
  sizeMin: p.sizeMin,
  sizeTop: sql`coalesce(${p.sizeMax}, ${p.sizeMin})`,
  furnished: p.furnished,
  petsAllowed: p.petsAllowed,
  availableFrom: p.availableFrom,
  near: (place, metres) => (place ? withinMetres(place, metres) : sql`false`),
};
const groupColumns: FilterColumns = {
  category: groups.category,
  cityId: groups.cityId,
  districtId: groups.districtId,
  typeId: groups.typeId,
  // The option arrays are tested once per option set, not once per group.
  bedroomOptions: (ids) => sql`${groups.optionSetId} IN (SELECT ${optionSets.id} FROM ${optionSets} WHERE ${optionSets.bedroomOptionIds} && ${intArray(ids)})`,
  sizeOptions: (ids) => sql`${groups.optionSetId} IN (SELECT ${optionSets.id} FROM ${optionSets} WHERE ${optionSets.sizeOptionIds} && ${intArray(ids)})`,
  leasePriceMin: groups.leasePriceMin,
  leasePriceTop: groups.leasePriceTop,
};

/**
 * The conditions of a search on the given columns, or null when a filter needs a
 * column they lack. Each condition maps to an indexed column of the listings: the covering sort
 * indexes, district/project/type b-trees, GIN indexes on the option-id arrays, and the trigram
 * index on the normalised search text. A bound at the top of its slider means "and above".
 */
function filterConditions(q: SearchQuery, ranges: RangeSetting, c: FilterColumns, lookups: SearchLookups): SQL[] | null {
  const office = q.propertyType === OFFICE;
  const conditions: SQL[] = [eq(c.category, q.propertyType)];
  // Lists in one order, without repeats: the same filter set always reads as the same SQL.
  const [district, type, project, bedroom, size, facilities] = [q.districtId, q.type, q.project, q.bedroom, q.size, q.facilities].map(canonical);
  if (q.cityId) conditions.push(eq(c.cityId, q.cityId));
  if (district.length) conditions.push(inArray(c.districtId, district));
  if (type.length) conditions.push(inArray(c.typeId, type));
  if (project.length) {
    if (!c.projectId) return null;
    conditions.push(inArray(c.projectId, project));
  }
  if (bedroom.length) conditions.push(c.bedroomOptions(bedroom));
  if (size.length) conditions.push(c.sizeOptions(size));
  if (facilities.length) {
    if (!c.facilities) return null;
    conditions.push(c.facilities(facilities, lookups.facilityBits));
  }
  const terms = [...new Set(keywordTerms(q.keyword))].sort();
  if (terms.length && !c.keyword) return null;
  for (const term of terms) conditions.push(c.keyword!(term, lookups.commonTerms.has(term), lookups.termBits.get(term) ?? null));

  const budget = office && q.officePriceSearchType === 2;
  const priceTop = office ? (budget ? ranges.officeBudgetMax : ranges.officePriceMax) : ranges.residencePriceMax;
  const min = q.leasePriceMin ?? 0;
  const max = q.leasePriceMax !== undefined && q.leasePriceMax < priceTop ? q.leasePriceMax : undefined;
  if (budget) {
    if (!c.budgetMin && (min > 0 || max !== undefined)) return null;
    if (min > 0) conditions.push(gte(c.budgetMin!, min));
    if (max !== undefined) conditions.push(lte(c.budgetMin!, max));
  } else {
    // The listing's price range [min, max] overlaps the asked range.
    if (max !== undefined) conditions.push(lte(c.leasePriceMin, max));
    if (min > 0) conditions.push(gte(c.leasePriceTop, min));
  }
  if (q.furnished !== undefined) {
    if (!c.furnished) return null;
    conditions.push(q.furnished === '1' ? gte(c.furnished, 1) : eq(c.furnished, Number(q.furnished)));
  }
  if (q.petsAllowed) {
    if (!c.petsAllowed) return null;
    conditions.push(eq(c.petsAllowed, true));
  }
  if (q.moveIn) {
    if (!c.availableFrom) return null;
    // Free by the end of the month: no date (available now), or a day before the next month.
    conditions.push(sql`(${c.availableFrom} IS NULL OR ${c.availableFrom} < ${monthAfter(q.moveIn)}::date)`);
  }
  if (q.within !== undefined && q.near !== undefined) {
    if (!c.near) return null;
    conditions.push(c.near(lookups.place, q.within * 1000));
  }
  if (office) {
    const from = q.officeSizeFrom ?? 0;
    const to = q.officeSizeTo !== undefined && q.officeSizeTo < ranges.officeSizeMax ? q.officeSizeTo : undefined;
    if (!(c.sizeMin && c.sizeTop) && (from > 0 || to !== undefined)) return null;
    if (to !== undefined) conditions.push(lte(c.sizeMin!, to));
    if (from > 0) conditions.push(gte(c.sizeTop!, from));
  }
  return conditions;
}

/** The first day of the month after `YYYY-MM`, as `YYYY-MM-DD`. */
export function monthAfter(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * What the database tells about a search's filters before they are written: the bits of its
 * facilities (null: test the array), which of its keyword terms most listings contain, and the
 * bits of its terms that have one. Either way the conditions select the same listings; these only
 * make them cheaper.
 */
export type SearchLookups = {
  facilityBits: string[] | null;
  commonTerms: ReadonlySet<string>;
  termBits: ReadonlyMap<string, string>;
  /**
   * The coordinates of the place of `near`; null without one, or for an unknown or hidden place
   * (then nothing lies within any distance of it). Unlike the others this lookup is needed, not an
   * optimisation: a search with `within` is written only with its lookups.
   */
  place: GeoPoint | null;
};

const NO_LOOKUPS: SearchLookups = { facilityBits: null, commonTerms: new Set(), termBits: new Map(), place: null };

export async function searchLookups(q: SearchQuery): Promise<SearchLookups> {
  const [facilityBits, commonTerms, terms, place] = await Promise.all([
    facilityBitsOf(q.facilities),
    commonTermsOf(q.keyword),
    termBitsOf(q.keyword),
    q.near === undefined ? null : placeById(q.near, 'en'),
  ]);
  return { facilityBits, commonTerms, termBits: terms, place: place && { latitude: place.latitude, longitude: place.longitude } };
}

/** Whether a keyword search tests the text of each listing: some term of it has no bit. */
export function testsText(q: SearchQuery, lookups: SearchLookups): boolean {
  return keywordTerms(q.keyword).some((term) => !lookups.termBits.has(term));
}

/** The WHERE clause of a search over the listings (without lookups: the plain conditions). */
export function searchWhere(q: SearchQuery, ranges: RangeSetting, lookups: SearchLookups = NO_LOOKUPS): SQL | undefined {
  return publishedWhere(...filterConditions(q, ranges, listingColumns, lookups)!);
}

/**
 * A search split for walking a sort index: `scope`, the published listings of its kind (and city)
 * that the covering sort indexes hold in order, and `test`, its filters as one condition on the
 * columns those indexes carry. `scope AND test` selects what searchWhere selects.
 */
export function searchWalk(q: SearchQuery, ranges: RangeSetting, lookups: SearchLookups): { scope: SQL; test: SQL } {
  const scope = publishedWhere(eq(p.category, q.propertyType), q.cityId ? eq(p.cityId, q.cityId) : undefined)!;
  return { scope, test: and(...filterConditions(q, ranges, listingColumns, lookups)!)! };
}

/** The same filters over the listing counts per group, or null when they cannot answer them. */
export function groupWhere(q: SearchQuery, ranges: RangeSetting): SQL | null {
  const conditions = filterConditions(q, ranges, groupColumns, NO_LOOKUPS);
  return conditions ? and(...conditions)! : null;
}

/** Bits of facility ids, as given by the trigger of migration 0009: never changed once given. */
const facilityBitCache = new Map<number, number>();

/**
 * The bit of each facility of a filter (as decimal bigints, in the filter's order), or null when
 * one of them has no bit (then the filter tests the array).
 */
export async function facilityBitsOf(ids: number[] | undefined): Promise<string[] | null> {
  const wanted = canonical(ids);
  if (!wanted.length) return null;
  const missing = wanted.filter((id) => !facilityBitCache.has(id));
  if (missing.length) {
    const db = await getDb();
    const rows = await db.select().from(facilityBits).where(inArray(facilityBits.facilityId, missing));
    for (const row of rows) facilityBitCache.set(row.facilityId, row.bit);
  }
  if (!wanted.every((id) => facilityBitCache.has(id))) return null;
  return wanted.map((id) => (1n << BigInt(facilityBitCache.get(id)!)).toString());
}

/** Bits of keyword terms (search_term_bits, migration 0012): never changed once given. */
const termBitCache = new Map<string, number>();
/** Terms found without a bit, and when: bits are given rarely (the seed, an import), so asked again after a while. */
const termsWithout = new Map<string, number>();
const TERMS_WITHOUT_TTL_MS = 60_000;
/** Keywords are whatever strangers type: the oldest are forgotten first past this many. */
const TERMS_WITHOUT_MAX = 10_000;

function rememberWithout(term: string, now: number) {
  termsWithout.delete(term); // re-inserted last: the map stays in the order terms were asked
  termsWithout.set(term, now);
  while (termsWithout.size > TERMS_WITHOUT_MAX) termsWithout.delete(termsWithout.keys().next().value as string);
}

/** The bits of a keyword's terms that have one (as decimal bigints), by term. */
export async function termBitsOf(keyword: string | undefined): Promise<ReadonlyMap<string, string>> {
  const terms = [...new Set(keywordTerms(keyword))];
  const now = Date.now();
  const ask = terms.filter((t) => !termBitCache.has(t) && !((termsWithout.get(t) ?? 0) > now - TERMS_WITHOUT_TTL_MS));
  if (ask.length) {
    const db = await getDb();
    const rows = await db.select().from(termBits).where(inArray(termBits.term, ask));
    for (const row of rows) termBitCache.set(row.term, row.bit);
    for (const term of ask) if (!termBitCache.has(term)) rememberWithout(term, now);
  }
  const bits = new Map<string, string>();
  for (const term of terms) {
    const bit = termBitCache.get(term);
    if (bit !== undefined) bits.set(term, (1n << BigInt(bit)).toString());
  }
  return bits;
}

/** A term found in more than this share of the listings is common (see listingColumns.keyword). */
const COMMON_SHARE = 0.25;
const SAMPLE_TTL_MS = 10 * 60_000;
let sample: { texts: string[]; at: number } | undefined;

/**
 * The keyword terms of a search that most listings contain, judged on the sample of search texts
 * ANALYZE keeps for the planner (pg_stats, about a hundred texts; the planner judges LIKE on it the
 * same way). Without statistics (the embedded engine, before any ANALYZE) no term is common.
 */
export async function commonTermsOf(keyword: string | undefined): Promise<ReadonlySet<string>> {
  const terms = keywordTerms(keyword);
  if (!terms.length) return new Set();
  if (!sample || Date.now() - sample.at > SAMPLE_TTL_MS) {
    const db = await getDb();
    const [row] = await rowsOf<{ texts: string[] | null }>(
      db,
      sql`SELECT histogram_bounds::text::text[] AS texts FROM pg_stats
      WHERE schemaname = current_schema() AND tablename = 'properties' AND attname = 'search_text'`,
    );
    sample = { texts: row?.texts ?? [], at: Date.now() };
  }
  const texts = sample.texts;
  if (texts.length < 50) return new Set();
  return new Set(terms.filter((term) => texts.filter((t) => t.includes(term)).length > COMMON_SHARE * texts.length));
}
