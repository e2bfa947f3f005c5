import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { BlogSteps } from '@/components/blog/blog-steps.client';
import { ArticleView } from '@/components/content/article-view';
import { SidePosts } from '@/components/content/side-posts';
import { loadPost, postJsonLd, postMetadata } from '@/lib/content/articles';
import { blogDetailPath, blogListPath, newsDetailPath, BLOG_LIST_CATEGORIES } from '@/lib/content/blog-paths';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { otherPosts } from '@/lib/server/blogs';
import { BLOG_POST } from '@/lib/server/db/schema';
import { activeCity } from '@/lib/server/shell';

type Props = { params: Promise<{ lang: string; id: string; slug?: string[] }> };

const OTHER_POSTS = 5;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const post = await loadPost(lang, id);
  return post && post.postType === BLOG_POST ? postMetadata(lang, post, blogDetailPath(post.id, post.slug)) : {};
}

/**
 * `/blog/detail/{id}/{slug?}`: the post, the other latest posts beside it and previous/next
 * over the last blog list shown. An unknown id goes to the blog list (307); a missing or wrong slug
 * to the slugged address (308); a news release to its own page (308).
 */
export default async function BlogDetailPage({ params }: Props) {
  const { lang, id, slug = [] } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const post = await loadPost(lang, id);
  if (!post) redirect(localePath(lang, '/blogs/all'));
  if (post.postType !== BLOG_POST) permanentRedirect(localePath(lang, newsDetailPath(post.id, post.slug)));
  const path = blogDetailPath(post.id, post.slug);
  if (slug.length !== 1 || slug[0] !== post.slug) permanentRedirect(localePath(lang, path));

  const { city } = await activeCity(lang);
  const [others, t, tb] = await Promise.all([
    otherPosts({ language: lang, city: city?.blogCode, currentId: post.id, postType: BLOG_POST, pageSize: OTHER_POSTS }),
    getTranslations('blogs'),
    getTranslations('breadcrumb'),
  ]);
  const category = BLOG_LIST_CATEGORIES.find((c) => c.id === post.categoryId && c.id !== 0);
  const title = post.title.trim() || t('noTitle');
  const crumbs = [
    { name: t('title'), path: '/blogs/all' },
    ...(category ? [{ name: t(`categories.${category.slug}`), path: blogListPath(category) }] : []),
    { name: title, path },
  ];
  const ld = await postJsonLd(lang, { ...post, title }, 'BlogPosting', path, [{ name: tb('home'), path: '/' }, ...crumbs]);

  return (
    <ArticleView
      lang={lang}
      kind="blog"
      id={post.id}
      title={title}
      date={post.publicDate}
      content={post.blogContent}
      thumbnail={post.blogThumnail}
      trail={crumbs.map((c, i) => (i === crumbs.length - 1 ? { label: c.name } : { label: c.name, href: localePath(lang, c.path) }))}
      ld={ld}
      steps={<BlogSteps id={post.id} base={localePath(lang, '/blog/detail')} labels={{ group: t('steps'), previous: t('previous'), next: t('next') }} />}
      sidebar={<SidePosts lang={lang} heading={t('otherPosts')} posts={others} path={(p) => blogDetailPath(p.id, p.slug)} testId="other-posts" />}
    />
  );
}
