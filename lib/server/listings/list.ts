import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { escapeLike } from '../search-text';

/** The filters of /admin/listings, from its query string; anything unreadable falls back to its default. */
export const listFilters = z.object({
  kind: z.enum(['all', 'residence', 'office', 'project']).catch('all'),
  city: z.coerce.number().int().min(1).max(2_000_000_000).optional().catch(undefined),
  status: z.enum(['any', 'published', 'draft']).catch('any'),
  q: z.string().trim().max(100).catch('').default(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type ListFilters = z.infer<typeof listFilters>;

export function readFilters(query: Record<string, string | string[] | undefined>): ListFilters {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return listFilters.parse({ kind: first(query.kind), city: first(query.city) || undefined, status: first(query.status), q: first(query.q) ?? '', page: first(query.page) });
}

export const PAGE_SIZE = 25;

export type ListRow = {
  kind: 'residence' | 'office' | 'project';
  id: number;
  code: string | null;
  nameEn: string;
  nameJa: string;
  cityId: number;
  published: boolean | null;
  updated: string | null;
  images: number;
};

/**
 * Residences, offices and projects in one list, newest first. Projects have no publication of
 * their own (they show while they exist), so a status filter leaves them out.
 */
export async function listListings(db: Db, f: ListFilters): Promise<{ rows: ListRow[]; total: number; pageCount: number }> {
  const like = f.q ? `%${escapeLike(f.q)}%` : null;
  const propertyWhere: SQL[] = [sql`TRUE`];
  if (f.kind === 'residence') propertyWhere.push(sql`category = 0`);
  if (f.kind === 'office') propertyWhere.push(sql`category = 2`);
  if (f.city) propertyWhere.push(sql`city_id = ${f.city}`);
  if (f.status !== 'any') propertyWhere.push(sql`is_published = ${f.status === 'published'}`);
  if (like) propertyWhere.push(sql`(name_en ILIKE ${like} OR name_ja ILIKE ${like} OR code ILIKE ${like})`);
  const projectWhere: SQL[] = [sql`TRUE`];
  if (f.city) projectWhere.push(sql`city_id = ${f.city}`);
  if (like) projectWhere.push(sql`(name_en ILIKE ${like} OR name_ja ILIKE ${like} OR slug ILIKE ${like})`);

  const parts: SQL[] = [];
  if (f.kind !== 'project') {
    parts.push(sql`SELECT CASE WHEN category = 2 THEN 'office' ELSE 'residence' END AS kind, id, code, name_en AS "nameEn", name_ja AS "nameJa",
      city_id AS "cityId", is_published AS published, last_update_date::text AS updated, cardinality(images) AS images, created_at AS sort_at
      FROM properties WHERE ${sql.join(propertyWhere, sql` AND `)}`);
  }
  if ((f.kind === 'all' || f.kind === 'project') && f.status === 'any') {
    parts.push(sql`SELECT 'project' AS kind, id, NULL::text AS code, name_en AS "nameEn", name_ja AS "nameJa",
      city_id AS "cityId", NULL::boolean AS published, NULL::text AS updated, cardinality(images) AS images, NULL::timestamptz AS sort_at
      FROM projects WHERE ${sql.join(projectWhere, sql` AND `)}`);
  }
  if (!parts.length) return { rows: [], total: 0, pageCount: 0 };
  const all = sql.join(parts, sql` UNION ALL `);
  const execute = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const [rows, [{ total }]] = await Promise.all([
    execute<ListRow>(sql`SELECT kind, id, code, "nameEn", "nameJa", "cityId", published, updated, images FROM (${all}) AS l
      ORDER BY sort_at DESC NULLS LAST, kind, id DESC LIMIT ${PAGE_SIZE} OFFSET ${(f.page - 1) * PAGE_SIZE}`),
    execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${all}) AS l`),
  ]);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id), cityId: Number(r.cityId), images: Number(r.images) })), total, pageCount: Math.ceil(total / PAGE_SIZE) };
}
