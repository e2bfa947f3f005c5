import { eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { inboxItems, properties } from '@/lib/server/db/schema';
import { resolveListings } from '@/lib/server/inbox/detail';
import { escapeLike, filtersToQuery, ignoredDates, parseInboxFilters, parseItemId } from '@/lib/server/inbox/filters';
import { exportInbox, listInbox } from '@/lib/server/inbox/list';
import type { InboxActor } from '@/lib/server/inbox/actions';
import { makeContact, makeStaff } from './fixtures';

describe('reading the filters from the address', () => {
  it('keeps valid values and drops the rest instead of failing', () => {
    expect(parseInboxFilters(new URLSearchParams('kind=contact&status=new&city=2&from=2026-01-01&to=2026-01-31&assignee=me&q=%20Yamada%20&page=3'))).toEqual({
      kind: 'contact',
      status: 'new',
      city: 2,
      from: '2026-01-01',
      to: '2026-01-31',
      assignee: 'me',
      replied: false,
      q: 'Yamada',
      sort: 'newest',
      page: 3,
    });
    expect(parseInboxFilters({ kind: 'spam', status: 'x', city: '-1', from: '2026-13-45', to: 'yesterday', assignee: 'boss', q: '   ', page: '0' })).toEqual({
      kind: undefined,
      status: undefined,
      city: undefined,
      from: undefined,
      to: undefined,
      assignee: 'any',
      replied: false,
      q: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(parseInboxFilters({ kind: ['owner', 'contact'] }).kind).toBe('owner');
  });

  it('ignores dates before 2000 or more than five years ahead, and names the ones it ignored', () => {
    const far = `${new Date().getUTCFullYear() + 6}-01-01`;
    for (const [from, to] of [['0001-01-01', '9999-12-31'], ['1999-12-31', far], ['2026-02-30', '+02026-01-01']]) {
      const query = { from, to, kind: 'contact' };
      const filters = parseInboxFilters(query);
      expect(filters, `${from} ${to}`).toMatchObject({ from: undefined, to: undefined, kind: 'contact' });
      expect(ignoredDates(query, filters)).toEqual(['from', 'to']);
    }
    const fine = { from: '2000-01-01', to: `${new Date().getUTCFullYear() + 4}-12-31` };
    expect(parseInboxFilters(fine)).toMatchObject(fine);
    expect(ignoredDates(fine, parseInboxFilters(fine))).toEqual([]);
    expect(ignoredDates({ from: '', to: ' ' }, parseInboxFilters({}))).toEqual([]);
  });

  it('writes back a short query string for links, without defaults', () => {
    const f = parseInboxFilters({ kind: 'owner', q: 'a&b', assignee: 'any' });
    expect(filtersToQuery(f)).toBe('?kind=owner&q=a%26b');
    expect(filtersToQuery(f, 2)).toBe('?kind=owner&q=a%26b&page=2');
    expect(filtersToQuery(parseInboxFilters({}))).toBe('');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
  });
});

describe('the filtered list', () => {
  let me: InboxActor;
  let other: InboxActor;
  const tag = `t${Date.now()}`;

  beforeAll(async () => {
    me = await makeStaff('agent');
    other = await makeStaff('agent');
    await makeContact({ fullName: `Alpha ${tag}`, cityId: 1, createdAt: new Date('2026-03-01T17:30:00Z'), assigneeId: me.id });
    await makeContact({ fullName: `Beta ${tag}`, cityId: 2, createdAt: new Date('2026-03-02T03:00:00Z'), status: 'answered', assigneeId: other.id });
    await makeContact({ fullName: `Gamma ${tag}`, otherRequirements: '50% discount_please', createdAt: new Date('2026-03-03T03:00:00Z') });
  });

  const names = async (query: Record<string, string>) => {
    const db = await getDb();
    const { rows } = await listInbox(db, parseInboxFilters({ q: tag, ...query }), me.id, 'en');
    return rows.map((r) => r.name?.split(' ')[0]);
  };

  it('sorts newest first', async () => {
    expect(await names({})).toEqual(['Gamma', 'Beta', 'Alpha']);
  });

  it('filters by status, city and assignee', async () => {
    expect(await names({ status: 'answered' })).toEqual(['Beta']);
    expect(await names({ city: '1' })).toEqual(['Alpha']);
    expect(await names({ assignee: 'me' })).toEqual(['Alpha']);
    expect(await names({ assignee: 'none' })).toEqual(['Gamma']);
  });

  it('takes dates as Vietnamese days, both ends included', async () => {
    // 2026-03-01T17:30Z is 00:30 on 2 March in Hanoi.
    expect(await names({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['Beta', 'Alpha']);
    expect(await names({ to: '2026-03-01' })).toEqual([]);
    expect(await names({ from: '2026-03-03' })).toEqual(['Gamma']);
  });

  it('lists and exports as if an absurd date were not there, never failing', async () => {
    expect(await names({ from: '0001-01-01', to: '9999-12-31' })).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await names({ from: '2026-03-03', to: '275760-09-13' })).toEqual(['Gamma']);
    const db = await getDb();
    const rows = await exportInbox(db, parseInboxFilters({ q: tag, from: '9999-12-31' }), me.id, 'en');
    expect(rows).toHaveLength(3);
  });

  it('searches text literally: % and _ are not wildcards', async () => {
    expect(await names({ q: '50% discount_please' })).toEqual(['Gamma']);
    expect(await names({ q: `${tag} %` })).toEqual([]);
    const db = await getDb();
    const { rows } = await listInbox(db, parseInboxFilters({ q: '_' }), me.id, 'en');
    expect(rows.every((r) => r.name !== `Alpha ${tag}`)).toBe(true);
  });

  it('names the city in the staff member’s language and counts the matches', async () => {
    const db = await getDb();
    const en = await listInbox(db, parseInboxFilters({ q: `alpha ${tag}` }), me.id, 'en');
    const ja = await listInbox(db, parseInboxFilters({ q: `alpha ${tag}` }), me.id, 'ja');
    expect(en.total).toBe(1);
    expect(en.rows[0].city).toBeTruthy();
    expect(ja.rows[0].city).not.toBe(en.rows[0].city);
    expect(en.rows[0].assignee).toBe(me.name);
  });

  it('clamps a page past the end to the last page', async () => {
    const db = await getDb();
    const result = await listInbox(db, parseInboxFilters({ q: tag, page: '99' }), me.id, 'en');
    expect(result).toMatchObject({ page: 1, pages: 1, total: 3 });
  });

  it('exports the same rows as the list', async () => {
    const db = await getDb();
    const rows = await exportInbox(db, parseInboxFilters({ q: tag }), me.id, 'en');
    expect(rows.map((r) => r.name?.split(' ')[0])).toEqual(['Gamma', 'Beta', 'Alpha']);
  });
});

describe('the kind filter', () => {
  const tag = `k${Date.now()}`;
  let me: InboxActor;

  beforeAll(async () => {
    me = await makeStaff('agent');
    await makeContact({ fullName: `Contact ${tag}`, createdAt: new Date('2026-04-01T03:00:00Z') });
    const db = await getDb();
    for (const [i, kind] of (['support', 'owner', 'newsletter'] as const).entries()) {
      await db.insert(inboxItems).values({ kind, refId: 900_000 + i, createdAt: new Date(`2026-04-0${i + 2}T03:00:00Z`), language: 'en', name: `${kind} ${tag}`, email: `${kind}@example.test`, searchText: `${kind} ${tag}` });
    }
  });

  it('lists only the items of the chosen kind, and all of them without one', async () => {
    const db = await getDb();
    const list = async (kind?: string) => (await listInbox(db, parseInboxFilters({ q: tag, ...(kind ? { kind } : {}) }), me.id, 'en')).rows.map((r) => r.name);
    expect(await list('contact')).toEqual([`Contact ${tag}`]);
    expect(await list('support')).toEqual([`support ${tag}`]);
    expect(await list('owner')).toEqual([`owner ${tag}`]);
    expect(await list('newsletter')).toEqual([`newsletter ${tag}`]);
    expect(await list()).toEqual([`newsletter ${tag}`, `owner ${tag}`, `support ${tag}`, `Contact ${tag}`]);
    // An unknown kind is dropped (all kinds), never an error.
    expect(await list('spam')).toHaveLength(4);
  });
});

describe('the listings a contact request names', () => {
  it('match their codes in any case, and ids, and keep an unknown code as plain text', async () => {
    const db = await getDb();
    const [a] = await db.select({ id: properties.id, code: properties.code, nameEn: properties.nameEn }).from(properties).limit(1);
    const [b] = await db.select({ id: properties.id, code: properties.code }).from(properties).where(ne(properties.id, a.id)).limit(1);
    expect(a.code).toMatch(/[A-Z]/);
    // Only the lower-case spelling is sent: the query itself must find it, not just the pairing.
    const links = await resolveListings(db, ` ${a.code.toLowerCase()}, ${b.id},NOPE000001`, 'en');
    expect(links).toEqual([
      { code: a.code, href: expect.stringContaining(`/${a.id}`), name: a.nameEn },
      { code: b.code, href: expect.stringContaining(`/${b.id}`), name: expect.any(String) },
      { code: 'NOPE000001', href: null, name: null },
    ]);
    const mixed = a.code.slice(0, 1).toLowerCase() + a.code.slice(1);
    expect(await resolveListings(db, mixed, 'ja')).toEqual([{ code: a.code, href: expect.stringContaining(`/${a.id}`), name: expect.any(String) }]);
    const [stored] = await db.select({ code: properties.code }).from(properties).where(eq(properties.id, a.id));
    expect(stored.code).toBe(a.code);
  });
});

describe('an item id in the address', () => {
  it('is a positive 32-bit integer, or not an item at all', () => {
    expect(parseItemId('42')).toBe(42);
    for (const raw of ['0', '-1', '1.5', '1e3', 'abc', '2147483648', '99999999999', '']) expect(parseItemId(raw)).toBeNull();
  });
});
