import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { OFFICE, RESIDENCE } from '@/lib/api/kinds';
import type { Lang } from '@/lib/api/lang';
import type { PropertyCard } from '@/lib/api/properties';
import { getDb } from '../db/client';
import { places, properties as p, sharedLists, type SharedItem } from '../db/schema';
import { placeById } from '../places';
import { listingPoint, metresBetween, pointOf } from '../places/geo';
import type { PlaceItem } from '@/lib/api/places';
import { propertiesByIds } from '../properties/lists';
import { settings } from '../settings';
import { MAX_SHARED_ITEMS, TOKEN_PATTERN, type SharedListInput } from './schema';

export { MAX_SHARED_ITEMS, TOKEN_PATTERN, sharedListInput, type SharedListInput } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const KIND_CATEGORY = { residence: RESIDENCE, office: OFFICE } as const;

/** 64 random bits, URL-safe: not the ids in clear, and not worth guessing. */
export function newToken(): string {
  return randomBytes(8).toString('base64url');
}

export type SharedList = {
  token: string;
  items: SharedItem[];
  language: Lang;
  /** The place the sharer measured from, or null. */
  placeId: number | null;
  createdAt: Date;
  expiresAt: Date;
};

/** The place's id when it names a published place, else null (the list is shared without distances). */
async function publishedPlace(id: number | undefined): Promise<number | null> {
  if (id === undefined) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.id, id), eq(places.isPublished, true)));
  return row?.id ?? null;
}

/**
 * The listings of `items` that can be shared: each once, in the order given, published, and of
 * the kind named (an office's id sent as a residence is dropped, not silently re-kinded).
 */
async function shareable(items: readonly SharedItem[]): Promise<SharedItem[]> {
  const unique = [...new Map(items.map((i) => [i.id, i])).values()];
  const db = await getDb();
  const rows = await db
    .select({ id: p.id, category: p.category })
    .from(p)
    .where(
      and(
        eq(p.isPublished, true),
        inArray(
          p.id,
          unique.map((i) => i.id),
        ),
      ),
    );
  const category = new Map(rows.map((r) => [r.id, r.category]));
  return unique.filter((i) => category.get(i.id) === KIND_CATEGORY[i.kind]);
}

/** Deletes the lists past their expiry; run on each create, so the table holds live lists only. */
export async function purgeExpired(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(sharedLists).where(lt(sharedLists.expiresAt, now)).returning({ id: sharedLists.id });
  return gone.length;
}

/**
 * Stores a shared list and gives its token, or null when none of the listings can be shared
 * (unknown or unpublished). Expires `SHARED_LIST_DAYS` after `now`.
 */
export async function createSharedList(input: SharedListInput, now: Date = new Date()): Promise<SharedList | null> {
  await purgeExpired(now);
  const items = (await shareable(input.items)).slice(0, MAX_SHARED_ITEMS);
  if (!items.length) return null;
  const placeId = await publishedPlace(input.placeId);
  const expiresAt = new Date(now.getTime() + settings().SHARED_LIST_DAYS * DAY_MS);
  const db = await getDb();
  // A collision of 64 random bits is not expected; the unique index would refuse it, so try anew.
  for (let attempt = 0; ; attempt++) {
    const token = newToken();
    const [row] = await db
      .insert(sharedLists)
      .values({ token, items, language: input.language, placeId, createdAt: now, expiresAt })
      .onConflictDoNothing({ target: sharedLists.token })
      .returning({ token: sharedLists.token });
    if (row) return { token, items, language: input.language, placeId, createdAt: now, expiresAt };
    if (attempt >= 2) throw new Error('could not draw a free shared-list token');
  }
}

/** The live list under `token`; null for a token of the wrong shape, unknown, or expired. */
export async function readSharedList(token: string, now: Date = new Date()): Promise<SharedList | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(sharedLists)
    .where(and(eq(sharedLists.token, token), gt(sharedLists.expiresAt, now)));
  if (!row) return null;
  return {
    token: row.token,
    items: row.items,
    language: row.language === 'jp' ? 'jp' : 'en',
    placeId: row.placeId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/**
 * The cards of a shared list in `lang`, in the order shared: a listing unpublished since the list
 * was made is left out, as the favourites page leaves it out.
 */
export async function sharedListCards(list: Pick<SharedList, 'items'>, lang: Lang): Promise<PropertyCard[]> {
  const page = await propertiesByIds({ language: lang, pageIndex: 1, pageSize: MAX_SHARED_ITEMS, propertyId: list.items.map((i) => i.id) });
  return page.items;
}

/** A shared list's place in `lang` and each listing's distance to it in metres (null without coordinates). */
export type SharedDistances = { place: PlaceItem; metres: Record<number, number | null> };

/**
 * The distances of a list shared with a place, computed in SQL as the search computes them; null
 * for a list without a place, or whose place has been hidden or deleted since.
 */
export async function sharedListDistances(list: Pick<SharedList, 'items' | 'placeId'>, lang: Lang): Promise<SharedDistances | null> {
  if (list.placeId === null || !list.items.length) return null;
  const place = await placeById(list.placeId, lang);
  if (!place) return null;
  const db = await getDb();
  const rows = await db
    .select({ id: p.id, metres: sql<number | null>`round(${metresBetween(pointOf(place), listingPoint)})::int` })
    .from(p)
    .where(
      inArray(
        p.id,
        list.items.map((i) => i.id),
      ),
    );
  return { place, metres: Object.fromEntries(rows.map((r) => [r.id, r.metres === null ? null : Number(r.metres)])) };
}

/** The page of a shared list, without the language prefix. */
export function sharedListPath(token: string): string {
  return `/favorites/shared/${token}`;
}
