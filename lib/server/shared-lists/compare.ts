import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { OFFICE, type OfficeDetail, type ResidenceDetail } from '@/lib/api/properties';
import type { Lang } from '@/lib/api/lang';
import { getDb } from '../db/client';
import { properties as p } from '../db/schema';
import { getOffice, getResidence } from '../properties/detail';

export { COMPARE_MAX, COMPARE_MIN } from '@/components/share/compare-rows';
/** Ids read from one address at most: enough to say "too many", bounded so the query stays small. */
const IDS_READ = 20;

/**
 * The ids of a compare address, `?ids=12,34` or `?ids=12&ids=34` (the shared list's form sends
 * the second): positive whole numbers, each once, in order; anything else is ignored. Residences
 * and offices share one id space (one `properties` table), so an id alone names a listing.
 */
export function parseCompareIds(value: string | readonly string[] | undefined): number[] {
  const raw = (typeof value === 'string' ? [value] : (value ?? [])).flatMap((v) => v.split(','));
  const ids = new Set<number>();
  for (const part of raw) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && id <= 2_147_483_647) ids.add(id);
    if (ids.size >= IDS_READ) break;
  }
  return [...ids];
}

/** The compare address of these ids (unprefixed). */
export function comparePath(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(',')}`;
}

export type CompareListing = { kind: 'residence'; detail: ResidenceDetail } | { kind: 'office'; detail: OfficeDetail };

/**
 * The published listings among `ids`, in the order given, with their full details; unknown and
 * unpublished ids are dropped. The caller decides whether what is left can be compared.
 */
export async function compareListings(ids: readonly number[], lang: Lang): Promise<CompareListing[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: p.id, category: p.category })
    .from(p)
    .where(and(eq(p.isPublished, true), inArray(p.id, [...ids])));
  const category = new Map(rows.map((r) => [r.id, r.category]));
  const known = ids.filter((id) => category.has(id));
  const loaded = await Promise.all(
    known.map(async (id): Promise<CompareListing | null> => {
      if (category.get(id) === OFFICE) {
        const detail = await getOffice(id, lang);
        return detail && { kind: 'office', detail };
      }
      const detail = await getResidence(id, lang);
      return detail && { kind: 'residence', detail };
    }),
  );
  return loaded.filter((l): l is CompareListing => l !== null);
}
