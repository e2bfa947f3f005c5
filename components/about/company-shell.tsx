import { getTranslations } from '@/lib/i18n/translations';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { Lang } from '@/lib/api/lang';
import type { CompanyPage } from '@/lib/about/pages';
import { localePath } from '@/lib/i18n/config';
import { CompanyMenu } from './company-menu';

/** A company page: Home › About us › page, the menu (sidebar or phone menu), one h1 and the content. */
export async function CompanyShell({ lang, page, children }: { lang: Lang; page: CompanyPage; children: ReactNode }) {
  const t = await getTranslations('about');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8" data-testid="company-page" data-page={page}>
      <Breadcrumb lang={lang} trail={[{ label: t('title'), href: localePath(lang, '/about-isn') }, { label: t(`pages.${page}.title`) }]} />
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <CompanyMenu lang={lang} current={page} />
        </div>
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`pages.${page}.title`)}</h1>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
