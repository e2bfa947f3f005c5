import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { ALERT_PAGES, type AlertPage } from '@/lib/server/alerts/handler';

type Props = { params: Promise<{ lang: string; status: string }> };

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
 * language (lib/server/alerts/handler.ts). Depends on its address alone, so the page cache may keep it.
 */
export default async function AlertResultPage({ params }: Props) {
  const { lang, status } = await params;
  if (!isLang(lang)) notFound();
  // As /notification/{type}: any other word goes to the language's home page.
  if (!isAlertPage(status)) redirect(localePath(lang, '/'));
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('alerts');
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid={`alert-page-${status}`}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`pages.${status}.title`)}</h1>
      <p className="mt-4 max-w-xl text-slate-700">{t(`pages.${status}.text`)}</p>
      <a href={localePath(lang, '/')} className="mt-8 rounded-md bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
        {t('home')}
      </a>
    </div>
  );
}
