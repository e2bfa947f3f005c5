/**
 * A shared list with the sharer's place (issue 47): POST /api/shared-lists keeps a published
 * `placeId`, drops an unknown or hidden one (the list is still shared), refuses a malformed one;
 * the list's distances are the database's, the place named in the language the page is read in.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/shared-lists/route';
import { getDb } from '@/lib/server/db/client';
import { places, properties, sharedLists } from '@/lib/server/db/schema';
import { nearbyPlaces } from '@/lib/server/places';
import { readSharedList, sharedListDistances } from '@/lib/server/shared-lists';
import { freshAddress, postJson } from '../forms/support';

const PATH = '/api/shared-lists';
const post = (body: unknown) => postJson(POST, PATH, body, { guard: false, address: freshAddress() });

let school: typeof places.$inferSelect;
let located: { id: number; latitude: number; longitude: number }[];
let unlocated: number | undefined;

beforeAll(async () => {
  const db = await getDb();
  [school] = await db.select().from(places).where(eq(places.nameEn, 'The Japanese School of Hanoi'));
  const rows = await db
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(and(eq(properties.isPublished, true), eq(properties.category, 0), eq(properties.cityId, 1), isNotNull(properties.latitude)))
    .orderBy(properties.id)
    .limit(3);
  located = rows.map((r) => ({ id: r.id, latitude: r.latitude!, longitude: r.longitude! }));
  const [none] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.isPublished, true), eq(properties.category, 0), isNull(properties.latitude)))
    .limit(1);
  unlocated = none?.id;
  expect(school).toBeDefined();
  expect(located).toHaveLength(3);
});

const items = () => [...located.map((l) => ({ kind: 'residence', id: l.id })), ...(unlocated ? [{ kind: 'residence', id: unlocated }] : [])];

describe('a shared list with a place', () => {
  it('keeps the place and gives each listing its distance to it, as the database measures it, named in the page’s language', async () => {
    const res = await post({ items: items(), language: 'en', placeId: school.id });
    expect(res.status).toBe(201);
    const token = res.body.token as string;
    const list = (await readSharedList(token))!;
    expect(list.placeId).toBe(school.id);
    const db = await getDb();
    const [row] = await db.select({ placeId: sharedLists.placeId }).from(sharedLists).where(eq(sharedLists.token, token));
    expect(row.placeId).toBe(school.id);

    const en = (await sharedListDistances(list, 'en'))!;
    expect(en.place.name).toBe('The Japanese School of Hanoi');
    for (const l of located) {
      // The same figure as the detail page's Nearby section for the nearest Japanese school when it is this one.
      const near = (await nearbyPlaces(l, 'en', 1_000_000)).find((p) => p.kind === 'japanese-school');
      if (near?.id === school.id) expect(en.metres[l.id]).toBe(near.distance);
      expect(en.metres[l.id]).toBeGreaterThan(0);
    }
    if (unlocated) expect(en.metres[unlocated]).toBeNull();
    // Opened in the other language, the place is named in it.
    expect((await sharedListDistances(list, 'jp'))!.place.name).toBe('ハノイ日本人学校');
  });

  it('shares the list without distances when the place is unknown or hidden, and refuses a malformed placeId', async () => {
    const unknown = await post({ items: items(), language: 'en', placeId: 999_999 });
    expect(unknown.status).toBe(201);
    expect((await readSharedList(unknown.body.token as string))!.placeId).toBeNull();

    const db = await getDb();
    await db.update(places).set({ isPublished: false }).where(eq(places.id, school.id));
    try {
      const hidden = await post({ items: items(), language: 'en', placeId: school.id });
      expect(hidden.status).toBe(201);
      expect((await readSharedList(hidden.body.token as string))!.placeId).toBeNull();
    } finally {
      await db.update(places).set({ isPublished: true }).where(eq(places.id, school.id));
    }

    // A list made with the place, whose place is hidden afterwards, shows no distances.
    const made = await post({ items: items(), language: 'en', placeId: school.id });
    const list = (await readSharedList(made.body.token as string))!;
    await db.update(places).set({ isPublished: false }).where(eq(places.id, school.id));
    try {
      expect(await sharedListDistances(list, 'en')).toBeNull();
    } finally {
      await db.update(places).set({ isPublished: true }).where(eq(places.id, school.id));
    }

    for (const placeId of [0, -3, 1.5, '7', 2 ** 31]) {
      const res = await post({ items: items(), language: 'en', placeId });
      expect(res.status, String(placeId)).toBe(400);
      expect(res.body.message).toMatch(/placeId/);
    }
  });
});
