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
  return pageMetadata({ lang, path: '/favorites', title: t('favorites.title'), description: t('favorites.metaDescription'), noindex: true });
}

/** /favorites: the residences and offices saved with a heart, kept in this browser. */
export default async function FavoritesPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  return <SavedPage lang={lang} kind="favorites" data={savedPageData(lang)} />;
}
