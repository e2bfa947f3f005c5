/**
 * A listing's Nearby places (lib/server/places nearbyPlaces): the nearest published place of each
 * kind, in the kinds' order, each distance what an independent haversine on earthdistance's sphere
 * gives; and the browser's formula (lib/places/haversine.ts) agrees with the database to the metre.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLACE_KINDS } from '@/lib/api/place-kinds';
import { getDb } from '@/lib/server/db/client';
import { places, properties } from '@/lib/server/db/schema';
import { nearbyPlaces } from '@/lib/server/places';
import { metresBetween } from '@/lib/places/haversine';

const R = 6378168;

/** Great-circle metres by the haversine formula, written out independently of the code under test. */
function haversine(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

async function listingsWithPoints(cityId: number, count: number) {
  const db = await getDb();
  return db
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(and(eq(properties.isPublished, true), eq(properties.cityId, cityId), isNotNull(properties.latitude), isNotNull(properties.longitude)))
    .orderBy(properties.id)
    .limit(count);
}

async function publishedPlaces() {
  const db = await getDb();
  return db.select().from(places).where(eq(places.isPublished, true));
}

describe('nearbyPlaces', () => {
  it('gives the nearest published place of each kind within 30 km, at most one per kind, in the kinds’ order, each distance the haversine’s to the metre', async () => {
    const all = await publishedPlaces();
    const listings = [...(await listingsWithPoints(1, 3)), ...(await listingsWithPoints(2, 2))];
    expect(listings.length).toBeGreaterThanOrEqual(3);
    let seen = 0;
    for (const l of listings) {
      const at = { latitude: l.latitude!, longitude: l.longitude! };
      const near = await nearbyPlaces(at, 'en');
      const kinds = near.map((p) => p.kind);
      expect(new Set(kinds).size).toBe(kinds.length);
      expect(kinds).toEqual([...kinds].sort((a, b) => PLACE_KINDS.indexOf(a) - PLACE_KINDS.indexOf(b)));
      for (const kind of PLACE_KINDS) {
        const candidates = all.filter((p) => p.kind === kind).map((p) => ({ id: p.id, metres: haversine(at, p) })).filter((c) => c.metres <= 30_000);
        const got = near.find((p) => p.kind === kind);
        if (!candidates.length) {
          expect(got).toBeUndefined();
          continue;
        }
        const nearest = Math.min(...candidates.map((c) => c.metres));
        expect(got, `${kind} near listing ${l.id}`).toBeDefined();
        expect(Math.abs(got!.distance - haversine(at, got!))).toBeLessThanOrEqual(1);
        expect(Math.abs(got!.distance - nearest)).toBeLessThanOrEqual(1);
        // The browser's formula gives the database's figure.
        expect(Math.abs(Math.round(metresBetween(at, got!)) - got!.distance)).toBeLessThanOrEqual(1);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('names the places in the language asked', async () => {
    const [l] = await listingsWithPoints(1, 1);
    const at = { latitude: l.latitude!, longitude: l.longitude! };
    const [en, jp] = await Promise.all([nearbyPlaces(at, 'en'), nearbyPlaces(at, 'jp')]);
    expect(jp.map((p) => p.id)).toEqual(en.map((p) => p.id));
    const school = jp.find((p) => p.kind === 'japanese-school');
    expect(school?.name).toBe('ハノイ日本人学校');
    expect(en.find((p) => p.kind === 'japanese-school')?.name).toBe('The Japanese School of Hanoi');
  });

  it('leaves out a hidden place, and finds nothing far from every place', async () => {
    const [l] = await listingsWithPoints(1, 1);
    const at = { latitude: l.latitude!, longitude: l.longitude! };
    const before = await nearbyPlaces(at, 'en');
    const school = before.find((p) => p.kind === 'japanese-school')!;
    expect(school).toBeDefined();
    const db = await getDb();
    await db.update(places).set({ isPublished: false }).where(eq(places.id, school.id));
    try {
      const after = await nearbyPlaces(at, 'en');
      expect(after.map((p) => p.id)).not.toContain(school.id);
    } finally {
      await db.update(places).set({ isPublished: true }).where(eq(places.id, school.id));
    }
    // The middle of the East Sea, far from every place of the four cities.
    expect(await nearbyPlaces({ latitude: 16.5, longitude: 112 }, 'en')).toEqual([]);
  });
});

describe('metresBetween (lib/places/haversine.ts)', () => {
  it('equals the haversine on the same sphere', () => {
    const a = { latitude: 21.0285, longitude: 105.8542 };
    const b = { latitude: 21.0434, longitude: 105.7806 };
    expect(Math.abs(metresBetween(a, b) - haversine(a, b))).toBeLessThan(0.01);
    expect(metresBetween(a, a)).toBe(0);
  });
});
