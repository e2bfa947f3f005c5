import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities } from '../db/schema';

/** The cities, for the city choices of the forms (blogs use the blog code, the rest the id). */
export async function cityChoices(db: Db) {
  return db.select({ id: cities.id, blogCode: cities.blogCode, nameEn: cities.nameEn, nameJa: cities.nameJa }).from(cities).orderBy(asc(cities.id));
}
