import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { parseList, type ListKind } from '@/components/results/list-params';
import { parsePageIndexOnly, parsePageSizeOnly, type RawQuery } from '@/components/results/query';
import { ResultsView } from '@/components/results/results-view';
import type { Lang } from '@/lib/api/lang';
import { OFFICE, RESIDENCE, type PropertyPage } from '@/lib/api/properties';
import { normaliseName } from '@/lib/format';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getOffice, getResidence } from '@/lib/server/properties/detail';
import { hotProperties, latestProperties, similarProperties } from '@/lib/server/properties/lists';
import { activeCity } from '@/lib/server/shell';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = { params: Promise<{ lang: string; type: string; props: string }>; searchParams: Promise<RawQuery> };

/** The listing a similar list is about: the public detail, so a hidden or unknown id is no list. */
async function currentListing(list: ListKind, lang: Lang) {
  if (list.type !== 'similar') return null;
  const item = list.kind === 'office' ? await getOffice(list.currentId, lang) : await getResidence(list.currentId, lang);
  return item ? { id: item.id, slug: item.slug, name: normaliseName(item.name) } : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang, type, props } = await params;
  if (!isLang(lang)) return {};
  const list = parseList(type, props, await pageQuery(reads, searchParams));
  if (!list) return {};
  const [t, { city }] = await Promise.all([getTranslations({ locale: toLocale(lang), namespace: 'lists' }), activeCity(lang)]);
  return pageMetadata({
    lang,
    path: `/list-properties/${list.type}/${list.kind}`,
    title: t(`${list.type}.${list.kind}`),
    description: t(`description.${list.type}`, { kind: list.kind, city: city?.cityName ?? '' }),
    // A similar list is one listing's neighbours: useful to a visitor, not a page of its own.
    noindex: list.type === 'similar',
  });
}

/**
 * /list-properties/{latest|hot|similar}/{residence|office}: the home page's lists in full
 * for the active city, or the listings like `?properties={id}`, paged. Unknown names → 404.
 */
export default async function ListPropertiesPage({ params, searchParams }: Props) {
  const { lang, type, props } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const query = await pageQuery(reads, searchParams);
  const list = parseList(type, props, query);
  if (!list) notFound();
  const paging = { language: lang, pageIndex: parsePageIndexOnly(query), pageSize: parsePageSizeOnly(query, list.kind) };
  const propertiesType = list.kind === 'office' ? OFFICE : RESIDENCE;
  const [{ city }, current, t, tb] = await Promise.all([activeCity(lang), currentListing(list, lang), getTranslations('lists'), getTranslations('breadcrumb')]);
  if (list.type === 'similar' && !current) notFound();

  let page: PropertyPage | null;
  if (list.type === 'similar') page = await similarProperties({ ...paging, currentId: list.currentId, propertiesType });
  else if (list.type === 'latest') page = await latestProperties({ ...paging, cityId: city?.cityId, propertiesType });
  else page = await hotProperties({ ...paging, cityId: city?.cityId, propertiesType });
  if (!page) notFound();

  const heading = t(`${list.type}.${list.kind}`);
  const home = list.kind === 'office' ? { label: tb('offices'), href: localePath(lang, '/offices') } : { label: tb('residences'), href: localePath(lang, '/residences') };
  const detailHref = current && localePath(lang, list.kind === 'office' ? `/office/detail/${current.id}/${current.slug}` : `/residence/detail/${current.id}/${current.slug}`);
  const from = list.type === 'latest' ? 'last' : list.type === 'hot' ? 'hot' : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid={`list-${list.type}-${list.kind}`}>
      <Breadcrumb lang={lang} trail={[home, { label: heading }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
      {current && detailHref ? (
        <p className="mt-2 text-slate-600">
          {t.rich('similarTo', {
            name: current.name,
            link: (chunks) => (
              <a href={detailHref} className="font-medium text-brand-700 underline-offset-4 hover:underline" data-testid="similar-current">
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : (
        city && <p className="mt-2 text-slate-600">{t('inCity', { city: city.cityName })}</p>
      )}
      <div className="mt-6">
        <ResultsView lang={lang} page={page} query={query} path={localePath(lang, `/list-properties/${list.type}/${list.kind}`)} kind={list.kind} from={from} emptyMessage={t('empty')} />
      </div>
    </div>
  );
}
