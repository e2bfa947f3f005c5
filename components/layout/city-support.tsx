import type { Lang } from '@/lib/api/common';
import type { CityOffice } from '@/lib/server/pages/city-office';
import { SupportButtons } from './support-buttons';

/**
 * The support strip with the office of the city a page is about (a listing's, a shared list's),
 * in place of the layout's, which shows the city the visitor last chose. Nothing when that is the
 * page's city anyway (`strip` is null), or the city has no office.
 */
export function CitySupport({ lang, office }: { lang: Lang; office: CityOffice | null }) {
  if (!office?.strip) return null;
  return <SupportButtons lang={lang} shell={office.strip} page />;
}
