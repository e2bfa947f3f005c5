import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { ALERT_PAGES, type AlertPage } from '@/lib/server/alerts/handler';
import { alertQuery, resultsPath } from '@/lib/server/alerts/query';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = { params: Promise<{ lang: string; status: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function isAlertPage(status: string): status is AlertPage {
  return (ALERT_PAGES as readonly string[]).includes(status);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, status } = await params;
  if (!isLang(lang) || !isAlertPage(status)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'alerts.pages' });
  // Reached only after a form or a mail link: nothing for search engines.
  return pageMetadata({ lang, path: `/alerts/${status}`, title: t(`${status}.title`), description: t(`${status}.text`), noindex: true });
}

/**
 * Where the alert sign-up (scripts off) and the alert's mail links land: how it went, in the page's
 * language (lib/server/alerts/handler.ts). A sign-up that was not taken names its search (`kind`,
 * `q`), and the page leads back to that search's sign-up form rather than to the home page.
 * Depends on its address alone, so the page cache may keep it.
 */
export default async function AlertResultPage({ params, searchParams }: Props) {
  const { lang, status } = await params;
  const { kind, q } = await pageQuery(reads, searchParams);
  if (!isLang(lang)) notFound();
  // As /notification/{type}: any other word goes to the language's home page.
  if (!isAlertPage(status)) redirect(localePath(lang, '/'));
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('alerts');
  // Only a kind the site has; the query is made canonical again, so nothing but a search's filters is linked.
  const search = kind === 'residence' || kind === 'office' ? `${localePath(lang, resultsPath(kind, alertQuery(String(q ?? ''), kind, lang)))}#alert-signup-title` : undefined;
  const primary = 'mt-8 rounded-md bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid={`alert-page-${status}`}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`pages.${status}.title`)}</h1>
      <p className="mt-4 max-w-xl text-slate-700">{t(`pages.${status}.text`)}</p>
      {search && (
        <a href={search} className={primary} data-testid="alert-back">
          {t('back')}
        </a>
      )}
      <a href={localePath(lang, '/')} className={search ? 'mt-4 text-sm font-medium text-brand-700 underline' : primary}>
        {t('home')}
      </a>
    </div>
  );
}
