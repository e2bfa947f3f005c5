import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { SavedPage } from '@/components/saved/saved-page';
import { savedPageData } from '@/lib/server/pages/saved';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'saved' });
  // A visitor's own list: nothing for search engines to index.
  return pageMetadata({ lang, path: '/histories', title: t('histories.title'), description: t('histories.metaDescription'), noindex: true });
}

/** /histories: the listings viewed in this browser, newest first. */
export default async function HistoriesPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  return <SavedPage lang={lang} kind="histories" data={savedPageData(lang)} />;
}
