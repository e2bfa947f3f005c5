import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { CompanyMenu } from '@/components/about/company-menu';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { MENU_GROUPS, MENU_LINKS } from '@/lib/about/pages';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'about' });
  return pageMetadata({ lang, path: '/about-isn', title: t('title'), description: t('metaDescription') });
}

/** /about-isn: the company section's index, a tile for every page of the company menu. */
export default async function AboutPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('about');
  const tile = (page: string, title: string, text: string | null) => (
    <li key={page}>
      <a
        href={localePath(lang, `/about-isn/${page}`)}
        className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="company-tile"
        data-page={page}
      >
        <span className="font-semibold text-slate-900">{title}</span>
        {text && <span className="mt-1 text-sm text-slate-600">{text}</span>}
      </a>
    </li>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8" data-testid="company-index">
      <Breadcrumb lang={lang} trail={[{ label: t('title') }]} />
      <div className="mt-4 lg:hidden">
        <CompanyMenu lang={lang} current="index" mobileOnly />
      </div>
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t('lead')}</p>
      {MENU_GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`about-${group.key}`} className="mt-8">
          <h2 id={`about-${group.key}`} className="text-xl font-bold text-slate-900">
            {t(`groups.${group.key}`)}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{group.pages.map((page) => tile(page, t(`pages.${page}.title`), t(`pages.${page}.text`)))}</ul>
        </section>
      ))}
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">{MENU_LINKS.map((page) => tile(page, t(`links.${page}`), null))}</ul>
    </div>
  );
}
