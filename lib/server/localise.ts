import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Lang } from '@/lib/api/common';

/** The column for the caller's language; Japanese falls back to English where it is missing. */
export function loc(en: AnyColumn, ja: AnyColumn, lang: Lang): SQL<string> {
  return lang === 'jp' ? sql<string>`coalesce(${ja}, ${en})` : sql<string>`${en}`;
}

/** As `loc`, for optional texts. */
export function locOpt(en: AnyColumn, ja: AnyColumn, lang: Lang): SQL<string | null> {
  return lang === 'jp' ? sql<string | null>`coalesce(${ja}, ${en})` : sql<string | null>`${en}`;
}
