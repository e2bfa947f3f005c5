import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/shared-lists/route';
import { getDb } from '@/lib/server/db/client';
import { properties, sharedLists } from '@/lib/server/db/schema';
import { createRateLimiter } from '@/lib/server/security/rate-limit';
import { TOKEN_PATTERN, createSharedList, purgeExpired, readSharedList, sharedListCards } from '@/lib/server/shared-lists';
import { sharedListHandler } from '@/lib/server/shared-lists/handler';
import { sharedListCreated } from '@/lib/server/shared-lists/schema';
import { settings } from '@/lib/server/settings';
import { freshAddress, postJson, unique } from '../forms/support';

const PATH = '/api/shared-lists';
const DAY = 24 * 60 * 60 * 1000;
const post = (body: unknown, init: Parameters<typeof postJson>[3] = {}) => postJson(POST, PATH, body, { guard: false, ...init });

let residences: number[];
let offices: number[];

beforeAll(async () => {
  const db = await getDb();
  const pick = async (category: number) =>
    (
      await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.category, category), eq(properties.isPublished, true)))
        .orderBy(properties.id)
        .limit(4)
    ).map((r) => r.id);
  residences = await pick(0);
  offices = await pick(2);
  expect(residences).toHaveLength(4);
  expect(offices.length).toBeGreaterThan(0);
});

describe('POST /api/shared-lists', () => {
  it('stores the listings under a short random token and answers 201 with the link and its expiry', async () => {
    const items = [{ kind: 'residence', id: residences[0] }, { kind: 'office', id: offices[0] }, { kind: 'residence', id: residences[1] }];
    const before = Date.now();
    const res = await post({ items, language: 'jp' });
    expect(res.status).toBe(201);
    const body = sharedListCreated.parse(res.body);
    expect(body).toEqual(res.body);
    expect(body.path).toBe(`/jp/favorites/shared/${body.token}`);
    expect(body.url).toBe(`${settings().SITE_URL.replace(/\/+$/, '')}${body.path}`);
    const expires = Date.parse(body.expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(settings().SHARED_LIST_DAYS * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(settings().SHARED_LIST_DAYS * DAY + 5000);
    // The link does not carry the ids in clear: it is the token alone.
    expect(body.path.split('/').at(-1)).toBe(body.token);
    expect(body.url).not.toContain(items.map((i) => i.id).join(','));
    const list = await readSharedList(body.token);
    expect(list).toMatchObject({ language: 'jp', items });
  });

  it('gives tokens of 11 URL-safe characters that do not repeat or follow a pattern', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => post({ items: [{ kind: 'residence', id: residences[0] }] }).then((r) => String(r.body.token))));
    for (const token of tokens) expect(token).toMatch(TOKEN_PATTERN);
    expect(new Set(tokens).size).toBe(tokens.length);
    // 64 random bits: two tokens made one after the other share no long prefix.
    const shared = (a: string, b: string) => [...a].findIndex((c, i) => c !== b[i]);
    expect(Math.max(...tokens.slice(1).map((t, i) => shared(t, tokens[i])))).toBeLessThan(6);
  });

  it('drops listings that are unknown, unpublished or named with the wrong kind, and each repeat', async () => {
    const db = await getDb();
    const hidden = residences[3];
    await db.update(properties).set({ isPublished: false }).where(eq(properties.id, hidden));
    try {
      const res = await post({
        items: [
          { kind: 'residence', id: residences[0] },
          { kind: 'residence', id: 2_000_000_000 },
          { kind: 'residence', id: hidden },
          { kind: 'residence', id: offices[0] },
          { kind: 'residence', id: residences[0] },
          { kind: 'office', id: offices[0] },
        ],
      });
      expect(res.status).toBe(201);
      const list = await readSharedList(String(res.body.token));
      expect(list?.items).toEqual([
        { kind: 'residence', id: residences[0] },
        { kind: 'office', id: offices[0] },
      ]);
    } finally {
      await db.update(properties).set({ isPublished: true }).where(eq(properties.id, hidden));
    }
  });

  it('answers 400 with a message when nothing in the list can be shared', async () => {
    const res = await post({ items: [{ kind: 'office', id: 2_000_000_001 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/none of these listings/i);
  });

  it.each([
    ['no items', { language: 'en' }, /items/],
    ['an empty list', { items: [] }, /at least one/],
    ['101 items', { items: Array.from({ length: 101 }, (_, i) => ({ kind: 'residence', id: i + 1 })) }, /at most 100/],
    ['an unknown kind', { items: [{ kind: 'villa', id: 1 }] }, /kind/],
    ['a negative id', { items: [{ kind: 'residence', id: -4 }] }, /positive/],
    ['a fractional id', { items: [{ kind: 'residence', id: 1.5 }] }, /whole/],
    ['an id as text', { items: [{ kind: 'residence', id: '12' }] }, /id must be a number/],
    ['an unknown language', { items: [{ kind: 'residence', id: 1 }], language: 'fr' }, /language/],
    ['an extra field', { items: [{ kind: 'residence', id: 1 }], owner: 'x' }, /owner|unrecognized/i],
    ['a list body', [{ kind: 'residence', id: 1 }], /JSON object/],
  ])('answers 400 with a message for %s', async (_, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 400 for a body that is not JSON and 415 for another media type', async () => {
    expect((await post(null, { raw: '{"items": [' })).status).toBe(400);
    const form = await POST(new Request(`http://localhost${PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-forwarded-for': freshAddress() }, body: 'items' }));
    expect(form.status).toBe(415);
  });

  it('is rate-limited per address like the forms', async () => {
    const limiter = await createRateLimiter({ points: { share: 2 }, keyPrefix: unique('share-test') });
    const handler = sharedListHandler({ limiter });
    const address = freshAddress();
    const body = { items: [{ kind: 'residence', id: residences[0] }] };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await postJson(handler, PATH, body, { guard: false, address }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
    expect(answers[2].headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await postJson(handler, PATH, body, { guard: false, address: freshAddress() })).status).toBe(201);
  });

  it('takes POST only', async () => {
    const route = await import('@/app/api/shared-lists/route');
    expect((await route.GET()).status).toBe(405);
  });
});

describe('reading a shared list', () => {
  it('reads a live list and not an expired one; expired lists are purged on the next create', async () => {
    const made = new Date(Date.now() - (settings().SHARED_LIST_DAYS + 1) * DAY);
    const old = await createSharedList({ items: [{ kind: 'residence', id: residences[0] }], language: 'en' }, made);
    expect(old).not.toBeNull();
    // Read as of its making it is live; as of now it has expired.
    expect(await readSharedList(old!.token, new Date(made.getTime() + DAY))).not.toBeNull();
    expect(await readSharedList(old!.token)).toBeNull();
    await createSharedList({ items: [{ kind: 'residence', id: residences[1] }], language: 'en' });
    const db = await getDb();
    expect(await db.select().from(sharedLists).where(eq(sharedLists.token, old!.token))).toEqual([]);
    expect(await purgeExpired()).toBe(0);
  });

  it('knows no unknown token, and does not look up one of the wrong shape', async () => {
    expect(await readSharedList('AAAAAAAAAAA')).toBeNull();
    for (const token of ['', 'short', "x' OR '1'='1", 'a'.repeat(200), 'abc/def_ghi']) expect(await readSharedList(token)).toBeNull();
  });

  it('shows the cards in the order shared, leaving out a listing unpublished since', async () => {
    const list = await createSharedList({
      items: [
        { kind: 'residence', id: residences[2] },
        { kind: 'office', id: offices[0] },
        { kind: 'residence', id: residences[1] },
      ],
      language: 'en',
    });
    const db = await getDb();
    expect((await sharedListCards(list!, 'en')).map((c) => c.id)).toEqual([residences[2], offices[0], residences[1]]);
    await db.execute(sql`UPDATE properties SET is_published = false WHERE id = ${offices[0]}`);
    try {
      const cards = await sharedListCards(list!, 'jp');
      expect(cards.map((c) => c.id)).toEqual([residences[2], residences[1]]);
    } finally {
      await db.execute(sql`UPDATE properties SET is_published = true WHERE id = ${offices[0]}`);
    }
  });
});
