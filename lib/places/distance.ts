import type { Lang } from '@/lib/api/lang';

/**
 * A straight-line distance as renters read it: metres rounded to 10 under 1 km ("850 m"), else
 * kilometres with one decimal ("1.2 km"; Japanese writes the unit without a space, "1.2km").
 * Pure, for server pages and islands alike; the distance itself always comes from the database.
 */
export function formatDistance(metres: number, lang: Lang): string {
  const space = lang === 'jp' ? '' : '\u00a0';
  if (metres < 950) return `${Math.max(10, Math.round(metres / 10) * 10)}${space}m`;
  const km = metres / 1000;
  return `${km < 100 ? km.toFixed(1) : Math.round(km)}${space}km`;
}
