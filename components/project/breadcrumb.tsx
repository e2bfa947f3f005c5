import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/api/lang';
import { localePath } from '@/lib/i18n/config';

type Props = {
  lang: Lang;
  /** The trail after Home; the last one is the current page and has no link. */
  trail: { label: string; href?: string }[];
  tone?: 'light' | 'dark';
};

/** Home › … › current page, for the project pages. */
export async function Breadcrumb({ lang, trail, tone = 'dark' }: Props) {
  const t = await getTranslations('projects');
  const items = [{ label: t('home'), href: localePath(lang, '/') }, ...trail];
  return (
    <nav aria-label={t('breadcrumb')} className={`text-sm ${tone === 'light' ? 'text-white/85' : 'text-slate-600'}`}>
      <ol className="flex flex-wrap items-center gap-x-2">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className="flex items-center gap-x-2">
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <a href={item.href} className="underline-offset-4 hover:underline">
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
