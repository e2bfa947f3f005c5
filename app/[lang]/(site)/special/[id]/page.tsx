import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { parseId } from '@/components/results/list-params';
import { parsePageIndexOnly, parsePageSizeOnly, type RawQuery } from '@/components/results/query';
import { ResultsView } from '@/components/results/results-view';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSpecialList, getSpecialListProperties } from '@/lib/server/special-lists';
import { SiteImage } from '@/components/ui/site-image';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<RawQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const specialId = parseId(id);
  const special = specialId ? await getSpecialList(specialId, lang) : null;
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'lists.special' });
  // An unknown list renders the not-found page, which brings its own title and noindex.
  if (!special) return {};
  return pageMetadata({
    lang,
    path: `/special/${special.id}`,
    title: special.name,
    description: t('description', { name: special.name }),
    image: special.image,
  });
}

/**
 * /special/{id}: a special list's name and its listings, paged. An unknown id answers 404
 * with the site's not-found page (it used to answer 200, a soft 404).
 */
export default async function SpecialListPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const query = await pageQuery(reads, searchParams);
  const specialId = parseId(id);
  const paging = { language: lang, pageIndex: parsePageIndexOnly(query), pageSize: parsePageSizeOnly(query, 'residence') };
  const [special, page, t, tb] = await Promise.all([
    specialId ? getSpecialList(specialId, lang) : null,
    specialId ? getSpecialListProperties({ ...paging, specialId }) : null,
    getTranslations('lists.special'),
    getTranslations('breadcrumb'),
  ]);

  // An unknown list is not a page: the localised not-found page with a 404 status.
  if (!special || !page) notFound();

  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-800" data-testid="special-banner">
        {special.image && (
          // The banner is the LCP image.
          <SiteImage file={special.image} base={1280} sizes="100vw" priority className="absolute inset-0 -z-10 size-full object-cover" />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 to-black/60" aria-hidden="true" />
        <div className="mx-auto max-w-7xl px-4 py-10 text-white sm:py-14">
          <Breadcrumb lang={lang} tone="light" trail={[{ label: tb('special') }, { label: special.name }]} />
          <p className="mt-5 text-sm font-semibold tracking-wide text-white uppercase">{t('label')}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl" data-testid="special-name">
            {special.name}
          </h1>
          {page.totalRecords > 0 && <p className="mt-2 text-white">{t('count', { count: page.totalRecords })}</p>}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ResultsView lang={lang} page={page} query={query} path={localePath(lang, `/special/${special.id}`)} kind="residence" emptyMessage={t('empty')} />
      </div>
    </>
  );
}
