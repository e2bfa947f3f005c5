import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { BlogCard } from '@/components/blog/blog-card';
import { parsePageIndex } from '@/components/project/paging';
import { CompanyMenu } from '@/components/about/company-menu';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { BLOG_PAGE_SIZE } from '@/lib/api/content';
import { newsDetailPath, newsListPath } from '@/lib/content/blog-paths';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { newsReleases } from '@/lib/server/blogs';
import { NEWS_RELEASE } from '@/lib/server/db/schema';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const pageIndex = parsePageIndex(await pageQuery(reads, searchParams));
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'news' });
  return pageMetadata({
    lang,
    path: '/about-isn/news-release',
    title: pageIndex > 1 ? t('metaTitlePaged', { page: pageIndex }) : t('title'),
    description: t('metaDescription'),
  });
}

/** `/about-isn/news-release`: the company's news releases, newest first, 6 a page (`?pageIndex=`). */
export default async function NewsReleasePage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const pageIndex = parsePageIndex(await pageQuery(reads, searchParams));
  const [page, t] = await Promise.all([
    newsReleases({ language: lang, postType: NEWS_RELEASE, pageIndex, pageSize: BLOG_PAGE_SIZE }),
    getTranslations('news'),
  ]);
  const paged = page.totalRecords > BLOG_PAGE_SIZE;
  const href = (n: number) => localePath(lang, newsListPath(n));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumb lang={lang} trail={[{ label: t('company'), href: localePath(lang, '/about-isn') }, { label: t('title') }]} />
      <div className="mt-4 lg:hidden">
        <CompanyMenu lang={lang} current="news-release" mobileOnly />
      </div>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('lead')}</p>
      <section aria-labelledby="news-list-heading" className="mt-8" data-testid="news-list" data-total={page.totalRecords}>
        <h2 id="news-list-heading" className="sr-only">
          {t('listHeading')}
        </h2>
        {page.news.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-grid">
            {page.news.map((item, i) => (
              <li key={item.id}>
                <BlogCard lang={lang} post={item} path={newsDetailPath(item.id, item.slug)} priority={i < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="py-16 text-center text-slate-600" data-testid="news-empty">
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
      </section>
    </div>
  );
}
