import 'server-only';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Lang } from '@/lib/api/common';
import type { PropertyCard } from '@/lib/api/properties';
import type { Db } from '../db/client';
import { districts, properties as p } from '../db/schema';
import { loc } from '../localise';

/** The columns of a card, in the contract's spelling. */
export function cardColumns(lang: Lang) {
  return {
    id: p.id,
    propertyId: p.code,
    slug: p.slug,
    name: loc(p.nameEn, p.nameJa, lang),
    propertyType: p.category,
    cityId: p.cityId,
    district: loc(districts.nameEn, districts.nameJa, lang),
    images: p.images,
    videoLink: p.videoLink,
    bedroommin: p.bedroomMin,
    bedroomMax: p.bedroomMax,
    leasePriceMin: p.leasePriceMin,
    leasePriceMax: p.leasePriceMax,
    sqmmin: p.sizeMin,
    sqmMax: p.sizeMax,
  };
}

type CardRow = { [K in keyof ReturnType<typeof cardColumns>]: unknown } & { propertyType: number; name: string };

/** Full-width spaces in names become normal spaces. */
export function cleanName(name: string): string {
  return name.replace(/\u3000/g, ' ').trim();
}

export function toCard(row: CardRow): PropertyCard {
  return { ...(row as PropertyCard), name: cleanName(row.name), propertyType: row.propertyType === 2 ? 2 : 0 };
}

export function publishedWhere(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(eq(p.isPublished, true), ...conditions);
}

/** Cards for the given ids, in the given order (rows the database lacks are left out). */
export async function cardsByIds(db: Db, ids: number[], lang: Lang): Promise<PropertyCard[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(cardColumns(lang))
    .from(p)
    .innerJoin(districts, eq(districts.id, p.districtId))
    .where(inArray(p.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
