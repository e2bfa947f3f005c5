import 'server-only';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@/lib/api/common';
import type { PropertyPage } from '@/lib/api/properties';
import { getDb } from '../db/client';
import { districts, properties as p } from '../db/schema';
import { offset, pageOf, paged } from '../paging';
import { cardColumns, cardsByIds, publishedWhere, toCard } from './cards';
import { cachedByContent } from '../cache/data';

type Paging = { language: Lang; pageIndex: number; pageSize: number };

async function pagedCards(where: SQL | undefined, order: SQL[], q: Paging): Promise<PropertyPage> {
  const db = await getDb();
  return paged(
    q,
    db
      .select(cardColumns(q.language))
      .from(p)
      .innerJoin(districts, eq(districts.id, p.districtId))
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset(offset(q.pageIndex, q.pageSize))
      .then((rows) => rows.map(toCard)),
    db.select({ total: count() }).from(p).where(where),
  );
}

type ListQuery = Paging & { cityId?: number; propertiesType: number };

/** GET /api/properties/latest: newest listings marked latest, for the active city. */
export const latestProperties = cachedByContent(async function latestProperties(q: ListQuery): Promise<PropertyPage> {
  const where = publishedWhere(eq(p.isLatest, true), eq(p.category, q.propertiesType), q.cityId ? eq(p.cityId, q.cityId) : undefined);
  return pagedCards(where, [desc(p.lastUpdateDate), desc(p.id)], q);
});

/** GET /api/properties/hot: listings marked hot, for the active city. */
export const hotProperties = cachedByContent(async function hotProperties(q: ListQuery): Promise<PropertyPage> {
  const where = publishedWhere(eq(p.isHot, true), eq(p.category, q.propertiesType), q.cityId ? eq(p.cityId, q.cityId) : undefined);
  return pagedCards(where, [desc(p.lastUpdateDate), desc(p.id)], q);
});

/**
 * GET /api/properties/similar: same kind of listing in the same city, priced within half to
 * double of the current one, the same district first, then the closest price. Never the current.
 */
export const similarProperties = cachedByContent(async function similarProperties(
  q: Paging & { currentId: number; propertiesType?: number },
): Promise<PropertyPage | null> {
  const db = await getDb();
  const [current] = await db
    .select({ category: p.category, cityId: p.cityId, districtId: p.districtId, price: p.leasePriceMin })
    .from(p)
    .where(eq(p.id, q.currentId));
  if (!current) return null;
  const category = q.propertiesType ?? current.category;
  const where = publishedWhere(
    eq(p.category, category),
    eq(p.cityId, current.cityId),
    ne(p.id, q.currentId),
    sql`${p.leasePriceMin} BETWEEN ${Math.floor(current.price / 2)} AND ${current.price * 2}`,
  );
  return pagedCards(
    where,
    [
      desc(sql`(${p.districtId} = ${current.districtId})`),
      asc(sql`abs(${p.leasePriceMin} - ${current.price})`),
      asc(p.id),
    ],
    q,
  );
});

/** GET /api/properties/get-by-project: the listings of one building. */
export const propertiesByProject = cachedByContent(async function propertiesByProject(q: Paging & { projectId: number }): Promise<PropertyPage> {
  return pagedCards(publishedWhere(eq(p.projectId, q.projectId)), [asc(p.category), asc(p.leasePriceMin), asc(p.id)], q);
});

/**
 * GET /api/properties/get-favorite-by-ids: exactly the listings asked for (residences and offices
 * alike), in the order asked; ids the server does not know are left out, so the browser can drop
 * them from its stored list.
 */
export async function propertiesByIds(q: Paging & { propertyId: number[] }): Promise<PropertyPage> {
  const db = await getDb();
  const known = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.isPublished, true), inArray(p.id, q.propertyId)));
  const knownIds = new Set(known.map((r) => r.id));
  const ordered = q.propertyId.filter((id) => knownIds.has(id));
  const pageIds = ordered.slice(offset(q.pageIndex, q.pageSize), offset(q.pageIndex, q.pageSize) + q.pageSize);
  return pageOf(await cardsByIds(db, pageIds, q.language), q.pageIndex, q.pageSize, ordered.length);
}
