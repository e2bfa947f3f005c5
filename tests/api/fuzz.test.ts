/**
 * Property-based fuzzing of every GET endpoint of the public API with hostile input: fast-check
 * draws queries where every parameter of the endpoint's contract, plus unknown ones, may be absent,
 * valid, or hostile (any Unicode, control characters, huge or negative numbers, SQL and markup,
 * comma lists, percent signs, very long values). Whatever the query, the API must not answer 5xx,
 * and every 4xx must carry a JSON `message`.
 *
 * The runs are seeded, so a failure reproduces; fast-check prints the shrunk counterexample.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import { fuzzRuns, fuzzTimeout } from '../support/fuzz-runs';
import { SORTS } from '@/lib/api/kinds';
import { get, type Query } from '../support/api';

/** Values that have broken real APIs: SQL and LIKE syntax, markup, numbers at and past the limits. */
const HOSTILE = [
  "'",
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '-1',
  '0',
  '-0',
  '1e309',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '1,',
  ',,,',
  '1,,2',
  '%2C',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'ＡＢＣ１２３',
  'true',
  'null',
  '[]',
  '{}',
];

/** Values a valid request would carry, so a hostile value is often the only problem of a query. */
const PLAUSIBLE: Record<string, readonly string[]> = {
  language: ['en', 'ja', 'jp'],
  id: ['1', '4', '12', '431', '500'],
  currentId: ['1', '2'],
  projectId: ['4'],
  specialId: ['1'],
  cityId: ['1', '2', '3', '4'],
  city: ['1', '2'],
  categorySlug: ['company-profile', 'faqs-for-owners', 'seo-all-blog'],
  category: ['1', '2', '3', '4'],
  categoryId: ['1', '2', '3', '4'],
  slug: ['privacy-policy', 'terms-of-use'],
  propertyId: ['1', '1,2,3', '12,40'],
  propertyType: ['0', '2'],
  propertiesType: ['0', '2'],
  postType: ['1', '2'],
  pageIndex: ['1', '2', '50'],
  pageSize: ['6', '9', '15', '16'],
  sort: SORTS,
  keyword: ['Tây Hồ', 'vinhomes', 'ホーチミン'],
  districtId: ['1', '1,2'],
  type: ['1', '1,2'],
  bedroom: ['0', '1,2', '5'],
  size: ['1', '2,3'],
  project: ['1', '4,5'],
  facilities: ['1', '2,3'],
  leasePriceMin: ['0', '500'],
  leasePriceMax: ['2000', '5000'],
  officePriceSearchType: ['1', '2'],
  officeSizeFrom: ['0', '50'],
  officeSizeTo: ['200', '1000'],
  furnished: ['0', '1', '2'],
  petsAllowed: ['1'],
  moveIn: ['2026-12', '2027-03'],
  near: ['1', '2', '12'],
  within: ['1', '3', '10'],
  isPreview: ['true', 'false'],
  takeNumber: ['3', '999'],
  lon: ['105.8', '106.7'],
  lat: ['21.0', '10.8'],
  from: ['2026-12-01', '2027-01-15'],
  days: ['1', '7', '21'],
};

const number = fc.oneof(
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
).map(String);

const hostileValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: number },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.array(number, { maxLength: 8 }).map((xs) => xs.join(',')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 600 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 9_000 }).map((n) => 'x'.repeat(n)) },
);

function valueFor(param: string) {
  const plausible = PLAUSIBLE[param];
  return plausible ? fc.oneof({ weight: 7, arbitrary: fc.constantFrom(...plausible) }, { weight: 1, arbitrary: hostileValue }) : hostileValue;
}

/**
 * A query: each known parameter absent (half the time) or drawn (seven times in eight plausible, else
 * hostile: the search has some twenty parameters, which must often all pass), then one
 * parameter, known or not, forced to a hostile value, so every query carries at least one attack
 * and the others often pass validation and reach the database.
 */
function queryFor(params: string[]): fc.Arbitrary<Query> {
  const known = Object.fromEntries(params.map((p) => [p, fc.option(valueFor(p), { nil: undefined, freq: 2 })]));
  const target = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...params, 'unknownParam') }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) });
  return fc
    .tuple(fc.record(known), target, hostileValue)
    .map(([q, name, value]) => ({ ...(q as Query), [name]: value }));
}

const RUNS = fuzzRuns(60);

describe('fuzzing every GET endpoint with hostile queries', () => {
  for (const [path, { query }] of Object.entries(endpoints)) {
    it(`${path}: never 5xx, every 4xx with a message`, async () => {
      const params = Object.keys(query.shape);
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(queryFor(params), async (q) => {
          const res = await get(path, q);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, JSON.stringify(q).slice(0, 300)).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof (res.body as { message?: unknown }).message, JSON.stringify(q).slice(0, 300)).toBe('string');
          }
        }),
        { numRuns: RUNS, seed: 20261123, endOnFailure: true },
      );
      // The fuzzer must get past validation too, or it only ever tests the 400 path.
      expect([...statuses.keys()].some((s) => s < 300), `${path} answered only ${[...statuses.keys()].join(', ')}`).toBe(true);
    }, fuzzTimeout(RUNS, 150));
  }
});
