import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { USEFUL_CATEGORIES, type UsefulCategoryKey } from '@/lib/info/categories';
import { localePath } from '@/lib/i18n/config';

type Props = { lang: Lang; /** The category of the page showing the tiles; none on the index. */ active: UsefulCategoryKey | null };

/**
 * The five categories of useful information, on every page of the section. The current
 * one is marked by a thicker frame, a check mark and bold text as well as its colour, and carries
 * aria-current. Two columns on a phone, one row on wide screens.
 */
export async function UsefulTiles({ lang, active }: Props) {
  const t = await getTranslations('useful');
  return (
    <nav aria-label={t('tilesLabel')} data-testid="useful-tiles">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
        {USEFUL_CATEGORIES.map(({ key, path }) => {
          const current = key === active;
          return (
            <li key={key} className="max-sm:last:col-span-2">
              <a
                href={localePath(lang, path)}
                aria-current={current ? 'page' : undefined}
                data-category={key}
                className={`flex h-full flex-col rounded-xl p-3 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-4 ${
                  current
                    ? 'border-2 border-brand-700 bg-brand-50 shadow-sm'
                    : 'border border-slate-200 bg-white hover:border-brand-600 hover:bg-slate-50'
                }`}
              >
                <span className={`flex items-start gap-1.5 text-sm leading-snug sm:text-base ${current ? 'font-bold text-brand-800' : 'font-semibold text-slate-900'}`}>
                  {current && (
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
                      <path d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6 9.4-9.4L15.6 5.2z" />
                    </svg>
                  )}
                  {t(`tiles.${key}.title`)}
                </span>
                <span className="mt-1 text-xs leading-snug text-slate-600 sm:text-sm">{t(`tiles.${key}.text`)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
