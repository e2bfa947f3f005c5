import 'server-only';
import type { Lang } from '@/lib/api/lang';
import { currencyView } from '@/lib/server/exchange-rates';
import { formGuard } from '@/lib/server/form-guard';
import { shellData } from '@/lib/server/shell';

/**
 * What the favourites and history pages read on the server: the agency's email and the active
 * city for the contact modal, the contact form's token, and the visitor's second currency.
 */
export async function savedPageData(lang: Lang) {
  const [{ support, city }, guard, view] = await Promise.all([shellData(lang), formGuard(), currencyView(lang)]);
  return { email: support?.emailSupport1 || support?.emailSupport2 || null, cityId: city?.cityId, guard, view };
}

export type SavedPageData = Awaited<ReturnType<typeof savedPageData>>;
