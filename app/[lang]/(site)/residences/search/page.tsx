import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import type { RawQuery } from '@/components/results/query';
import { SearchResultsPage } from '@/components/results/search-results-page';
import { ResidenceModalSearch } from '@/components/search/modal-search';
import { residenceForm } from '@/lib/server/pages/search-form';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageQuery } from '@/lib/cache/page-reads';
import { resultsPage } from '@/lib/server/pages/results';
import { reads } from './reads';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<RawQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'results' });
  return pageMetadata({ lang, path: '/residences/search', title: t('searchTitle.residence'), description: t('searchDescription.residence') });
}

/** /residences/search: residence search results. */
export default async function ResidenceSearchPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const query = await pageQuery(reads, searchParams);
  const data = await resultsPage(lang, 'residence', query);
  return <SearchResultsPage lang={lang} kind="residence" query={query} data={data} form={(search) => <ResidenceModalSearch form={residenceForm({ lang, search, withMap: true, idPrefix: 'modal' })} />} />;
}
