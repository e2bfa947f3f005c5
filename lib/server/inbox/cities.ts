import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities } from '../db/schema';

/** The cities for the inbox's filter, in the site's order, named in the staff member's language. */
export async function cityChoices(db: Db, language: 'en' | 'ja'): Promise<{ id: number; name: string }[]> {
  const rows = await db.select({ id: cities.id, nameEn: cities.nameEn, nameJa: cities.nameJa }).from(cities).orderBy(asc(cities.position), asc(cities.id));
  return rows.map((c) => ({ id: c.id, name: language === 'ja' ? c.nameJa : c.nameEn }));
}
