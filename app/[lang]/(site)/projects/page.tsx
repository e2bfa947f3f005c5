import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageSizeSelect } from '@/components/results/page-size-select';
import { Pagination } from '@/components/ui/pagination';
import { ProjectCard } from '@/components/project/project-card';
import { DEFAULT_PROJECT_PAGE_SIZE, pageHref, pageRange, parsePageIndex, parseProjectPageSize } from '@/components/project/paging';
import { PROJECT_PAGE_SIZES } from '@/lib/api/projects';
import { imageSrcSet, imageUrl } from '@/lib/format';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { listProjects } from '@/lib/server/projects';
import { activeCity } from '@/lib/server/shell';
import { getBanners } from '@/lib/server/site';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Query = Record<string, string | string[] | undefined>;
type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Query>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const [{ city }, t] = await Promise.all([activeCity(lang), getTranslations({ locale: toLocale(lang), namespace: 'projects' })]);
  const cityName = city?.cityName ?? '';
  return pageMetadata({
    lang,
    path: '/projects',
    title: city ? t('metaTitle', { city: cityName }) : t('title'),
    description: t('metaDescription', { city: cityName }),
  });
}

/** /projects: the active city's buildings, with a banner, page sizes and pagination. */
export default async function ProjectsPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const query = await pageQuery(reads, searchParams);
  const pageIndex = parsePageIndex(query);
  const pageSize = parseProjectPageSize(query);
  const { city } = await activeCity(lang);
  const [page, banners, t] = await Promise.all([
    listProjects({ language: lang, cityId: city?.cityId, pageIndex, pageSize }),
    getBanners(lang, city?.cityId),
    getTranslations('projects'),
  ]);
  const banner = banners.find((b) => b.name === 'RESIDENCE') ?? banners[0];
  const bannerFile = banner?.imageUrl.replace(/^\/images\//, '');
  const heading = city ? t('heading', { city: city.cityName }) : t('title');
  const keep = pageSize === DEFAULT_PROJECT_PAGE_SIZE ? {} : { pageSize };
  const href = (n: number) => pageHref(localePath(lang, '/projects'), keep, n);
  const { from, to } = pageRange(pageIndex, pageSize, page.totalRecords);
  const paged = page.totalRecords > DEFAULT_PROJECT_PAGE_SIZE;

  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-800" data-testid="projects-banner">
        {bannerFile && (
          // eslint-disable-next-line @next/next/no-img-element -- the seed writes the renditions; the banner is the LCP image
          <img
            src={imageUrl(bannerFile, 1280)}
            srcSet={imageSrcSet(bannerFile)}
            sizes="100vw"
            alt=""
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 to-black/60" aria-hidden="true" />
        <div className="mx-auto max-w-7xl px-4 py-14 text-white sm:py-20">
          <div className="mb-3">
            <Breadcrumb lang={lang} trail={[{ label: t('title') }]} tone="light" />
          </div>
          <h1 className="text-3xl font-bold sm:text-4xl">{heading}</h1>
          <p className="mt-3 max-w-2xl text-white">{t('lead')}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10">
        {paged && (
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" data-testid="projects-range">
              {t('range', { from, to, total: page.totalRecords })}
            </p>
            <PageSizeSelect query={query} sizes={PROJECT_PAGE_SIZES} value={pageSize} />
          </div>
        )}

        {page.items.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="projects-grid">
            {page.items.map((item, i) => (
              <li key={item.id}>
                <ProjectCard item={item} lang={lang} priority={i === 0} eager={i < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="py-16 text-center text-slate-600" data-testid="projects-empty">
            <p>{t('empty')}</p>
            {pageIndex > 1 && page.totalRecords > 0 && (
              <a href={href(1)} className="mt-4 inline-block font-medium text-brand-700 underline-offset-4 hover:underline">
                {t('firstPage')}
              </a>
            )}
          </div>
        )}

        {paged && (
          <div className="mt-10">
            <Pagination current={pageIndex} pageCount={page.pageCount} href={href} />
          </div>
        )}
      </div>
    </>
  );
}
