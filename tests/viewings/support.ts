/** Helpers of the viewing tests. */
import { and, eq } from 'drizzle-orm';
import { RESIDENCE } from '@/lib/api/properties';
import { getDb } from '@/lib/server/db/client';
import { properties } from '@/lib/server/db/schema';

/** Every day 09:00–18:00: an agent's week that leaves only the office's hours to decide. */
export const EVERY_DAY = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, { from: '09:00', to: '18:00' }]));

/**
 * The published residence at `offset` (by id), available now. On PostgreSQL the files of one worker
 * share a database, so each file keeps to offsets of its own: booking 0–199, manage 200–299,
 * back office 300–399, booking page 400 on.
 */
export async function publishedResidence(offset: number): Promise<{ id: number; cityId: number }> {
  const db = await getDb();
  const [p] = await db
    .select({ id: properties.id, cityId: properties.cityId })
    .from(properties)
    .where(and(eq(properties.isPublished, true), eq(properties.category, RESIDENCE)))
    .orderBy(properties.id)
    .limit(1)
    .offset(offset);
  await db.update(properties).set({ availableFrom: null }).where(eq(properties.id, p.id));
  return p;
}
