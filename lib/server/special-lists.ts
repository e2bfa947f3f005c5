import 'server-only';
import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang, Paged } from '@/lib/api/common';
import type { PropertyPage } from '@/lib/api/properties';
import type * as api from '@/lib/api/projects';
import { getDb } from './db/client';
import { districts, properties as p, specialListProperties, specialLists } from './db/schema';
import { loc } from './localise';
import { offset, paged } from './paging';
import { cardColumns, toCard } from './properties/cards';
import { cachedByContent } from './cache/data';

type Item = z.infer<typeof api.specialListItem>;

function columns(lang: Lang) {
  return { id: specialLists.id, name: loc(specialLists.nameEn, specialLists.nameJa, lang), image: specialLists.image };
}

/** GET /api/speciallists: the city's special lists and those for every city. */
export const listSpecialLists = cachedByContent(async function listSpecialLists(q: { language: Lang; cityId?: number; pageIndex: number; pageSize: number }): Promise<Paged<Item>> {
  const db = await getDb();
  const where = q.cityId ? or(eq(specialLists.cityId, q.cityId), isNull(specialLists.cityId)) : undefined;
  return paged(
    q,
    db
      .select(columns(q.language))
      .from(specialLists)
      .where(where)
      .orderBy(asc(specialLists.position), asc(specialLists.id))
      .limit(q.pageSize)
      .offset(offset(q.pageIndex, q.pageSize)),
    db.select({ total: count() }).from(specialLists).where(where),
  );
});

/** GET /api/speciallists/detail */
export const getSpecialList = cachedByContent(async function getSpecialList(id: number, lang: Lang): Promise<Item | null> {
  const db = await getDb();
  const [row] = await db.select(columns(lang)).from(specialLists).where(eq(specialLists.id, id));
  return row ?? null;
});

/** GET /api/speciallists/properties: the list's listings in the list's order. */
export const getSpecialListProperties = cachedByContent(async function getSpecialListProperties(q: { language: Lang; specialId: number; pageIndex: number; pageSize: number }): Promise<PropertyPage | null> {
  const db = await getDb();
  if (!(await getSpecialList(q.specialId, q.language))) return null;
  const where = and(eq(specialListProperties.specialListId, q.specialId), eq(p.isPublished, true));
  return paged(
    q,
    db
      .select(cardColumns(q.language))
      .from(specialListProperties)
      .innerJoin(p, eq(p.id, specialListProperties.propertyId))
      .innerJoin(districts, eq(districts.id, p.districtId))
      .where(where)
      .orderBy(asc(specialListProperties.position), asc(p.id))
      .limit(q.pageSize)
      .offset(offset(q.pageIndex, q.pageSize))
      .then((rows) => rows.map(toCard)),
    db
      .select({ total: count() })
      .from(specialListProperties)
      .innerJoin(p, eq(p.id, specialListProperties.propertyId))
      .where(where),
  );
});
