import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentVersionSignal } from '@/lib/cache/signal';
import { refreshContentVersion } from '@/lib/server/cache/content-version';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { CONTENT_TABLES } from '@/scripts/seed/seed';
import { getOk } from '../support/api';

/**
 * Data that changes rarely is kept per process (lib/server/cache/data.ts) and dropped when the
 * content version moves: every change to a content table, by any writer, must show in the next
 * answer (the tests read the version before every use: CONTENT_POLL_MS=0).
 */
type City = { cityId: number; cityName: string };

async function version(): Promise<number> {
  const db = await getDb();
  const rows = await rowsOf<{ version: string | number }>(db, sql`SELECT version FROM content_version WHERE id = 1`);
  return Number(rows[0].version);
}

describe('cached content', () => {
  it('answers a change made straight in the database at once, and the old answer before it', async () => {
    const before = (await getOk('/api/cities', { language: 'en' })) as City[];
    const again = (await getOk('/api/cities', { language: 'en' })) as City[];
    expect(again).toEqual(before);
    const db = await getDb();
    const city = before[0];
    const renamed = `${city.cityName} (renamed by the cache test)`;
    await db.execute(sql`UPDATE cities SET name_en = ${renamed} WHERE id = ${city.cityId}`);
    try {
      const after = (await getOk('/api/cities', { language: 'en' })) as City[];
      expect(after.find((c) => c.cityId === city.cityId)?.cityName).toBe(renamed);
      // The other language's cached answer is dropped too, and still right.
      const ja = (await getOk('/api/cities', { language: 'jp' })) as City[];
      expect(ja).toHaveLength(before.length);
    } finally {
      await db.execute(sql`UPDATE cities SET name_en = ${city.cityName} WHERE id = ${city.cityId}`);
    }
    const restored = (await getOk('/api/cities', { language: 'en' })) as City[];
    expect(restored).toEqual(before);
  });

  it('answers a search asked again from memory, and a listing edited meanwhile as it now is', async () => {
    type Page = { totalRecords: number; items: { id: number; name: string }[] };
    const query = { language: 'en', propertyType: 0, cityId: 1, sort: 'leasePriceMin', pageSize: 15 };
    const first = (await getOk('/api/properties/filter', query)) as Page;
    expect(await getOk('/api/properties/filter', query)).toEqual(first);
    const db = await getDb();
    const listing = first.items[0];
    await db.execute(sql`UPDATE properties SET name_en = ${`${listing.name} (edited)`} WHERE id = ${listing.id}`);
    try {
      const after = (await getOk('/api/properties/filter', query)) as Page;
      expect(after.items[0]).toMatchObject({ id: listing.id, name: `${listing.name} (edited)` });
      // Unpublishing it changes the total of the same filters at once, on every page of the search.
      await db.execute(sql`UPDATE properties SET is_published = false WHERE id = ${listing.id}`);
      const fewer = (await getOk('/api/properties/filter', { ...query, pageIndex: 2 })) as Page;
      expect(fewer.totalRecords).toBe(first.totalRecords - 1);
      expect(((await getOk('/api/properties/total-unit', query)) as { message: number }).message).toBe(first.totalRecords - 1);
    } finally {
      await db.execute(sql`UPDATE properties SET name_en = ${listing.name}, is_published = true WHERE id = ${listing.id}`);
    }
    expect(await getOk('/api/properties/filter', query)).toEqual(first);
  });

  it('raises the content version on every kind of change to a content table, and publishes it', async () => {
    const db = await getDb();
    const start = await version();
    await db.execute(sql`UPDATE range_settings SET step_residence_price = step_residence_price WHERE id = 1`);
    const afterUpdate = await version();
    expect(afterUpdate).toBeGreaterThan(start);
    await db.execute(sql`DELETE FROM partners WHERE id = -1`); // a statement that changes no row still counts
    expect(await version()).toBeGreaterThan(afterUpdate);
    expect(await refreshContentVersion()).toBe(await version());
    expect(contentVersionSignal().version).toBe(await version());
  });

  it('leaves the version alone when a form is submitted', async () => {
    const start = await version();
    const res = await fetchContact();
    expect(res.status).toBe(200);
    expect(await version()).toBe(start);
  });

  it('has the trigger on every content table and on no submission table', async () => {
    const db = await getDb();
    const rows = await rowsOf<{ name: string }>(db, sql`SELECT DISTINCT event_object_table AS name FROM information_schema.triggers WHERE trigger_name = 'content_changed'`);
    // app_settings too (a saved exchange rate changes prices on pages), though the seed never empties it.
    expect(rows.map((r) => r.name).sort()).toEqual([...CONTENT_TABLES, 'app_settings'].sort());
  });

  it('shares frozen values, so no caller can change what the next one gets', async () => {
    const { getCities } = await import('@/lib/server/locations');
    const cities = await getCities('en');
    expect(Object.isFrozen(cities)).toBe(true);
    expect(Object.isFrozen(cities[0])).toBe(true);
    expect(() => (cities as { cityName: string }[]).push({ cityName: 'x' })).toThrow(TypeError);
  });
});

async function fetchContact() {
  const { POST } = await import('@/app/api/contacts/route');
  const { NextRequest } = await import('next/server');
  const { pastToken } = await import('../forms/support');
  const body = {
    formToken: pastToken(),
    info: {
      language: 'en',
      expectedCheckInDate: '03/01/2027',
      expectedTourInspectionDate: '02/20/2027',
      fullName: 'Cache check',
      email: 'cache-check@example.com',
      phone: '+84 90 123 4567',
    },
  };
  return POST(
    new NextRequest('http://localhost/api/contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
      body: JSON.stringify(body),
    }),
  );
}
