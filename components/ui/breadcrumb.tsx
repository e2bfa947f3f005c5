import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { localePath } from '@/lib/i18n/config';

type Crumb = { label: string; href?: string };
type Props = {
  lang: Lang;
  /** The trail after Home; the last one is the current page and has no link. */
  trail: Crumb[];
  /** Light text over a dark banner. */
  tone?: 'dark' | 'light';
};

/** Home › … › current page: results, list and project pages. */
export async function Breadcrumb({ lang, trail, tone = 'dark' }: Props) {
  const light = tone === 'light';
  const t = await getTranslations('breadcrumb');
  const items: Crumb[] = [{ label: t('home'), href: localePath(lang, '/') }, ...trail];
  return (
    <nav aria-label={t('label')} className={`text-sm ${light ? 'text-white/85' : 'text-slate-600'}`} data-testid="breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className="flex items-center gap-x-2">
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className={last ? `font-medium ${light ? 'text-white' : 'text-slate-900'}` : undefined}>
                  {item.label}
                </span>
              ) : (
                <a href={item.href} className={`underline-offset-4 hover:underline ${light ? 'hover:text-white' : 'hover:text-brand-700'}`}>
                  {item.label}
                </a>
              )}
              {!last && <span aria-hidden="true">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
