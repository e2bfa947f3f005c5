import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { BlogCard } from '@/components/blog/blog-card';
import { CategoryNav } from '@/components/blog/category-nav';
import { StoreBlogResults } from '@/components/blog/store-blog-results.client';
import { RichText } from '@/components/content/rich-text';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { BLOG_PAGE_SIZE } from '@/lib/api/content';
import type { Lang } from '@/lib/api/lang';
import { blogListPath, parseBlogListPath, type BlogCategory } from '@/lib/content/blog-paths';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { blogsByCategory } from '@/lib/server/blogs';
import { generalInformation } from '@/lib/server/company';
import { activeCity } from '@/lib/server/shell';

type Props = { params: Promise<{ lang: string; path?: string[] }> };

/** The SEO text of the blog (general information `seo-all-blog`): a heading and stored text. */
async function seoText(lang: Lang) {
  const [item] = await generalInformation('seo-all-blog', lang);
  return item ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, path = [] } = await params;
  if (!isLang(lang)) return {};
  const route = parseBlogListPath(path);
  if (route.kind === 'redirect') return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'blogs' });
  const category = t(`categories.${route.category.slug}`);
  const seo = route.category.id === 0 ? await seoText(lang) : null;
  return pageMetadata({
    lang,
    path: route.bare ? '/blogs/all' : blogListPath(route.category, route.page),
    title: route.page > 1 ? t('metaTitlePaged', { category, page: route.page }) : t('metaTitle', { category }),
    description: seo?.description ?? t('metaDescription', { category }),
  });
}

/**
 * `/blogs/{category?}/{id?}/{pageIndex?}` (addresses: lib/content/blog-paths.ts): the posts
 * of a category for the active city, 6 a page, the category list beside them and the blog's SEO
 * text below. On small screens `/blogs` alone shows only the category list.
 */
export default async function BlogListPage({ params }: Props) {
  const { lang, path = [] } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const route = parseBlogListPath(path);
  if (route.kind === 'redirect') {
    if (route.permanent) permanentRedirect(localePath(lang, route.to));
    redirect(localePath(lang, route.to));
  }
  const { category, page: pageIndex, bare } = route;
  const { city } = await activeCity(lang);
  const [page, seo, t] = await Promise.all([
    blogsByCategory({ language: lang, categoryId: category.id || undefined, city: city?.blogCode, pageIndex, pageSize: BLOG_PAGE_SIZE }),
    seoText(lang),
    getTranslations('blogs'),
  ]);
  const categoryName = t(`categories.${category.slug}`);
  const href = (n: number) => localePath(lang, blogListPath(category, n));
  const paged = page.totalRecords > BLOG_PAGE_SIZE;
  const trail = [{ label: t('title'), href: localePath(lang, '/blogs/all') }, { label: categoryName }];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <StoreBlogResults items={page.items.map(({ id, slug }) => ({ id, slug }))} />
      <Breadcrumb lang={lang} trail={trail} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('lead')}</p>

      <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:col-start-1 lg:row-start-1">
          <CategoryNav lang={lang} active={bare ? null : category} />
        </aside>
        <section
          aria-labelledby="blog-list-heading"
          className={bare ? 'max-sm:hidden' : undefined}
          data-testid="blog-list"
          data-category={category.slug}
          data-city-code={city?.blogCode ?? ''}
          data-total={page.totalRecords}
        >
          <h2 id="blog-list-heading" className="text-xl font-bold text-slate-900">
            {categoryName}
          </h2>
          <List lang={lang} category={category} items={page.items} empty={t('empty')} firstPage={pageIndex > 1 && page.totalRecords > 0 ? { href: href(1), label: t('firstPage') } : null} />
          {paged && (
            <div className="mt-10">
              <Pagination current={pageIndex} pageCount={page.pageCount} href={href} />
            </div>
          )}
          {seo?.description && (
            <section aria-labelledby="blog-seo-heading" className="mt-12 rounded-xl bg-slate-50 p-6" data-testid="blog-seo">
              <h2 id="blog-seo-heading" className="text-lg font-bold text-slate-900">
                {seo.name ?? t('title')}
              </h2>
              <RichText html={seo.description} className="mt-2 text-slate-700" />
            </section>
          )}
        </section>
      </div>
    </div>
  );
}

type ListProps = {
  lang: Lang;
  category: BlogCategory;
  items: Awaited<ReturnType<typeof blogsByCategory>>['items'];
  empty: string;
  firstPage: { href: string; label: string } | null;
};

function List({ lang, category, items, empty, firstPage }: ListProps) {
  if (!items.length) {
    return (
      <div className="py-16 text-center text-slate-600" data-testid="blog-empty" data-category={category.slug}>
        <p>{empty}</p>
        {firstPage && (
          <a href={firstPage.href} className="mt-4 inline-block font-medium text-brand-700 underline-offset-4 hover:underline">
            {firstPage.label}
          </a>
        )}
      </div>
    );
  }
  return (
    <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="blog-grid">
      {items.map((post, i) => (
        <li key={post.id}>
          <BlogCard lang={lang} post={post} priority={i < 3} />
        </li>
      ))}
    </ul>
  );
}
