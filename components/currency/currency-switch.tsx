import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { CURRENCY_CHOICES, CURRENCY_QUERY, type CurrencyChoice } from '@/lib/format/currency';
import { localePath } from '@/lib/i18n/config';
import type { PageAddress } from '@/lib/server/shell';

/**
 * The second-currency switch: USD only, or approximate yen or dong beside every USD
 * price. Plain links to this same page with `?currency=`, which the middleware turns into the
 * currency cookie, the way the language switch's links set the language: no scripts needed.
 * Each link is at least 28 px wide: "¥" alone made a target of 23.8 px (WCAG 2.2 target size).
 */
export async function CurrencySwitch({ lang, address: { path, search }, chosen }: { lang: Lang; address: PageAddress; chosen: CurrencyChoice }) {
  const t = await getTranslations('currency.switch');
  const href = (to: string) => {
    const query = new URLSearchParams(search);
    query.set(CURRENCY_QUERY, to);
    return `${localePath(lang, path)}?${query.toString()}`;
  };
  return (
    <nav aria-label={t('label')} data-testid="currency-switch">
      <ul className="flex overflow-hidden rounded-md border border-slate-300 text-sm">
        {CURRENCY_CHOICES.map((c) => (
          <li key={c}>
            <a
              href={href(c)}
              rel="nofollow"
              title={t(`${c}Long`)}
              aria-current={c === chosen ? 'true' : undefined}
              data-currency={c}
              className="block min-w-7 px-2 py-1 text-center text-slate-700 hover:bg-slate-100 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white"
            >
              <span aria-hidden="true">{t(c)}</span>
              <span className="sr-only">{t(`${c}Long`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
