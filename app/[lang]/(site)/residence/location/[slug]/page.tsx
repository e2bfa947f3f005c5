import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { ResidenceModalSearch } from '@/components/search/modal-search';
import { residenceForm } from '@/lib/server/pages/search-form';
import { SearchModal } from '@/components/search/search-modal.client';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { parseResultsQuery, type RawQuery } from '@/components/results/query';
import { ResultsView } from '@/components/results/results-view';
import { RESIDENCE } from '@/lib/api/properties';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { searchProperties } from '@/lib/server/properties/search';
import { districtBySlug } from '@/lib/server/results';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = { params: Promise<{ lang: string; slug: string }>; searchParams: Promise<RawQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params;
  if (!isLang(lang)) return {};
  const place = await districtBySlug(slug, lang);
  if (!place) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'lists.location' });
  const names = { district: place.districtName, city: place.cityName };
  return pageMetadata({ lang, path: `/residence/location/${place.slug}`, title: t('heading', names), description: t('description', names) });
}

/**
 * /residence/location/{slug}: the residences of one district, found by the district's slug,
 * with the sort, page-size and pager of the search page. Other filters in the address are ignored.
 */
export default async function ResidenceLocationPage({ params, searchParams }: Props) {
  const { lang, slug } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const place = await districtBySlug(slug, lang);
  if (!place) notFound();
  const query = await pageQuery(reads, searchParams);
  // Only the parameters this route lists (lib/i18n/routes.ts): the page cache keys on no others.
  const search = parseResultsQuery({ sort: query.sort, pageSize: query.pageSize, pageIndex: query.pageIndex }, 'residence', lang);
  const { sort, pageSize, pageIndex } = search;
  const [page, t, tb, ts] = await Promise.all([
    searchProperties({ language: lang, propertyType: RESIDENCE, districtId: [place.id], sort, pageSize, pageIndex }),
    getTranslations('lists.location'),
    getTranslations('breadcrumb'),
    getTranslations('search'),
  ]);
  const names = { district: place.districtName, city: place.cityName };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="location-results">
      <Breadcrumb lang={lang} trail={[{ label: tb('residences'), href: localePath(lang, '/residences') }, { label: place.districtName }]} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('heading', names)}</h1>
        {/* Refining starts from this district in its city, with the page's sort and size. */}
        <SearchModal title={ts('modalTitle.residence')} openLabel={ts('openModal')} closeLabel={ts('close')}>
          <ResidenceModalSearch
            form={residenceForm({
              lang,
              search: { language: lang, propertyType: RESIDENCE, cityId: place.cityId, districtId: [place.id], sort, pageSize, pageIndex: 1 },
              withMap: true,
              idPrefix: 'modal',
            })}
          />
        </SearchModal>
      </div>
      <p className="mt-2 text-slate-600">{t('lead', names)}</p>
      <div className="mt-6">
        <ResultsView
          lang={lang}
          page={page}
          query={query}
          path={localePath(lang, `/residence/location/${place.slug}`)}
          kind="residence"
          sort={sort}
          store
          emptyMessage={t('empty', names)}
        />
      </div>
    </div>
  );
}
