/**
 * Property-based fuzzing of the JSON form endpoints: every form posted with hostile, missing and
 * oversized input. Each body starts valid and carries a marker; fast-check then
 * removes fields, replaces them with hostile values of any JSON type, adds unknown fields or
 * replaces the whole body. Whatever it sends:
 * - the answer is never 5xx, and every 4xx carries a message;
 * - a 200 names a row that holds the marker, and anything refused left no row with the marker:
 *   nothing is stored half-way.
 * The multipart owner endpoint has its own hostile cases in owner.test.ts. The bodies carry the
 * guard fields of a rendered form (a valid token, an empty honeypot) unless a mutation replaced the
 * whole body. A second property puts a random control character into a random text field of every
 * form, the owner registration included: it must always be refused with that field named, and
 * never stored.
 */
import { randomUUID } from 'node:crypto';
import { like, or } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as contactRoute from '@/app/api/contacts/route';
import * as supportRoute from '@/app/api/contacts/customer_contact/route';
import * as newsletterRoute from '@/app/api/newsletters/route';
import * as ownerRoute from '@/app/api/owners/route';
import { getDb } from '@/lib/server/db/client';
import { contactRequests, newsletterSubscriptions, ownerSubmissions, supportRequests } from '@/lib/server/db/schema';
import { fuzzRuns } from '../support/fuzz-runs';
import { postJson, postMultipart, withGuard } from './support';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const hostileString = fc.oneof(
  fc.constantFrom('', ' ', "'; DROP TABLE contact_requests; --", '<script>alert(1)</script>', '\u0000', '\uD800', 'a@b', '@example.com', '13/45/2026', '02/30/2026', '00/00/0000', '12/31/10000', 'NaN'),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'x'.repeat(n)),
);
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> },
);

type Mutation = { kind: 'drop' | 'replace'; field: string; value: Json } | { kind: 'extra'; field: string; value: Json } | { kind: 'whole'; value: Json };

function mutations(fields: readonly string[]): fc.Arbitrary<Mutation[]> {
  const one: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), field: fc.constantFrom(...fields), value: hostileValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), field: fc.constantFrom(...fields), value: fc.constant(null) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), field: fc.constantFrom('__proto__', 'constructor', 'id', 'createdAt', 'x'), value: hostileValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
  );
  return fc.array(one, { minLength: 0, maxLength: 3 });
}

function apply(base: Record<string, Json>, list: Mutation[], wrap: boolean): Json {
  let body: Json = { ...base };
  for (const m of list) {
    if (m.kind === 'whole') body = m.value;
    else if (body && typeof body === 'object' && !Array.isArray(body)) {
      if (m.kind === 'drop') delete body[m.field];
      else Object.defineProperty(body, m.field, { value: m.value, enumerable: true, writable: true, configurable: true });
    }
  }
  return withGuard(wrap && body && typeof body === 'object' && !Array.isArray(body) ? { info: body } : body) as Json;
}

type Case = {
  name: string;
  path: string;
  post: (req: Request) => Promise<Response>;
  valid: (marker: string) => Record<string, Json>;
  wrap: boolean;
  /** Rows holding the marker (id, and whether any row holds it at all). */
  rows: (marker: string) => Promise<{ id: number }[]>;
  /** The one-line text fields, and the text areas (which may hold tab and line breaks). */
  text: readonly string[];
  multiline: readonly string[];
};

const CASES: Case[] = [
  {
    name: 'contact',
    path: '/api/contacts',
    post: contactRoute.POST,
    wrap: true,
    valid: (m) => ({ language: 'en', cityId: 1, expectedCheckInDate: '03/01/2026', expectedTourInspectionDate: '02/20/2026', fullName: `Jane ${m}`, email: `${m}@example.com`, phone: '+84 90 123 4567', companyName: 'ACME', otherRequirements: 'Quiet street' }),
    rows: async (m) => (await getDb()).select({ id: contactRequests.id }).from(contactRequests).where(or(like(contactRequests.email, `%${m}%`), like(contactRequests.fullName, `%${m}%`))),
    text: ['fullName', 'email', 'phone', 'companyName', 'expectedCheckInDate', 'expectedTourInspectionDate'],
    multiline: ['otherRequirements'],
  },
  {
    name: 'customer support',
    path: '/api/contacts/customer_contact',
    post: supportRoute.POST,
    wrap: true,
    valid: (m) => ({ language: 'jp', cityId: 2, name: `山田 ${m}`, email: `${m}@example.jp`, phone: '+81 3-1234-5678', address: '1 Lê Lợi', contentRequire: 'Driver' }),
    rows: async (m) => (await getDb()).select({ id: supportRequests.id }).from(supportRequests).where(or(like(supportRequests.email, `%${m}%`), like(supportRequests.name, `%${m}%`))),
    text: ['name', 'email', 'phone', 'address'],
    multiline: ['contentRequire'],
  },
  {
    name: 'newsletter',
    path: '/api/newsletters',
    post: newsletterRoute.POST,
    wrap: false,
    valid: (m) => ({ email: `${m}@example.com`, language: 'en' }),
    rows: async (m) => (await getDb()).select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(like(newsletterSubscriptions.emailKey, `%${m}%`)),
    text: ['email'],
    multiline: [],
  },
];

const RUNS = fuzzRuns(60);

describe('fuzzing the JSON form endpoints', () => {
  for (const c of CASES) {
    it(`${c.name}: never 5xx, 4xx with a message, stored whole or not at all`, async () => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(mutations(Object.keys(c.valid('m'))), async (list) => {
          const marker = `fz${randomUUID().replaceAll('-', '').slice(0, 16)}`;
          const body = apply(c.valid(marker), list, c.wrap);
          const res = await postJson(c.post, c.path, undefined, { raw: JSON.stringify(body) });
          statuses.add(res.status);
          const label = JSON.stringify(list).slice(0, 300);
          expect(res.status, label).toBeLessThan(500);
          const rows = await c.rows(marker);
          if (res.status === 200) {
            // The newsletter answers no id (its answer must not tell a new address from a known one).
            if (c.name === 'newsletter') expect(rows, label).toHaveLength(1);
            else expect(rows.map((r) => r.id), label).toContain(res.body.id);
          } else {
            expect(typeof res.body.message, label).toBe('string');
            expect(rows, label).toEqual([]);
          }
        }),
        { numRuns: RUNS, seed: 20261123, endOnFailure: true },
      );
      // Both outcomes must have been exercised, or the property proves little.
      expect(statuses.has(200), [...statuses].join(',')).toBe(true);
      expect([...statuses].some((s) => s >= 400), [...statuses].join(',')).toBe(true);
    }, 120_000);
  }
});

/** A character no field takes: C0 and C1 controls, DEL, line and paragraph separators, bidi controls. */
const anyControl = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }),
  fc.integer({ min: 0x7f, max: 0x9f }),
  fc.constantFrom(0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069),
).map((code) => String.fromCharCode(code));
/** The same less tab, line feed and carriage return, which text areas keep. */
const notInTextAreas = anyControl.filter((c) => !['\t', '\n', '\r'].includes(c));

/** A case's field with a control character put in at a drawn place of its valid value. */
function withControl(fields: readonly string[], multiline: readonly string[]) {
  const pick = (names: readonly string[], chars: fc.Arbitrary<string>) =>
    fc.record({ field: fc.constantFrom(...names), char: chars, at: fc.nat() });
  return multiline.length ? fc.oneof(pick(fields, anyControl), pick(multiline, notInTextAreas)) : pick(fields, anyControl);
}

function inserted(value: string, char: string, at: number): string {
  const i = at % (value.length + 1);
  return value.slice(0, i) + char + value.slice(i);
}

const OWNER_TEXT = ['fullName', 'phone', 'email', 'location', 'propertyType', 'addressForLease', 'leasableArea'];
const OWNER_MULTILINE = ['descriptionFacilities', 'descriptionAmentities'];
const ownerFields = (m: string): Record<string, string> => ({
  language: 'en',
  location: 'Hanoi',
  fullName: `Owner ${m}`,
  phone: '0901234567',
  email: `${m}@example.vn`,
  cityId: '1',
  propertyType: 'apartment',
  addressForLease: '12 Tô Ngọc Vân',
  leasableArea: '85 m2',
  descriptionFacilities: 'Pool, gym',
  descriptionAmentities: 'Washer',
});
const ownerRows = async (m: string) => (await getDb()).select({ id: ownerSubmissions.id }).from(ownerSubmissions).where(like(ownerSubmissions.email, `%${m}%`));

describe('control characters in any text field', () => {
  const marker = () => `cc${randomUUID().replaceAll('-', '').slice(0, 16)}`;

  for (const c of CASES) {
    it(`${c.name}: always refused with the field named, never stored`, async () => {
      await fc.assert(
        fc.asyncProperty(withControl(c.text, c.multiline), async ({ field, char, at }) => {
          const m = marker();
          const fields = c.valid(m);
          const body = { ...fields, [field]: inserted(String(fields[field]), char, at) };
          const res = await postJson(c.post, c.path, c.wrap ? { info: body } : body);
          const label = `${field} ${JSON.stringify(body[field])}`;
          expect(res.status, label).toBe(400);
          expect(res.body.errors, label).toContainEqual({ field, code: 'controlChars' });
          expect(await c.rows(m), label).toEqual([]);
        }),
        { numRuns: RUNS, seed: 20270127, endOnFailure: true },
      );
    }, 120_000);
  }

  it('owner registration: always refused with the field named, never stored', async () => {
    await fc.assert(
      fc.asyncProperty(withControl(OWNER_TEXT, OWNER_MULTILINE), async ({ field, char, at }) => {
        const m = marker();
        const fields = ownerFields(m);
        const res = await postMultipart(ownerRoute.POST, { ...fields, [field]: inserted(fields[field], char, at) });
        const label = `${field} ${JSON.stringify(char)} at ${at}`;
        expect(res.status, label).toBe(400);
        expect(res.body.errors, label).toContainEqual({ field, code: 'controlChars' });
        expect(await ownerRows(m), label).toEqual([]);
      }),
      { numRuns: RUNS, seed: 20270127, endOnFailure: true },
    );
  }, 120_000);

  it('text areas keep tab and line breaks', async () => {
    const m = marker();
    const res = await postMultipart(ownerRoute.POST, { ...ownerFields(m), descriptionFacilities: 'Pool\r\n\tgym' });
    expect(res.status, res.body.message).toBe(200);
    expect(await ownerRows(m)).toHaveLength(1);
  });
});
