import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { ArticleView } from '@/components/content/article-view';
import { SidePosts } from '@/components/content/side-posts';
import { loadPost, postJsonLd, postMetadata } from '@/lib/content/articles';
import { blogDetailPath, newsDetailPath } from '@/lib/content/blog-paths';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { otherPosts } from '@/lib/server/blogs';
import { NEWS_RELEASE } from '@/lib/server/db/schema';

type Props = { params: Promise<{ lang: string; id: string; slug: string }> };

const OTHER_NEWS = 5;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const post = await loadPost(lang, id);
  return post && post.postType === NEWS_RELEASE ? postMetadata(lang, post, newsDetailPath(post.id, post.slug)) : {};
}

/**
 * `/about-isn/news-release-detail/{id}/{slug}`: a news release with the other latest news
 * beside it. An unknown id goes to the news list (307), a wrong slug to the right one (308), a blog
 * post to its own page (308).
 */
export default async function NewsReleaseDetailPage({ params }: Props) {
  const { lang, id, slug } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const post = await loadPost(lang, id);
  if (!post) redirect(localePath(lang, '/about-isn/news-release'));
  if (post.postType !== NEWS_RELEASE) permanentRedirect(localePath(lang, blogDetailPath(post.id, post.slug)));
  const path = newsDetailPath(post.id, post.slug);
  if (slug !== post.slug) permanentRedirect(localePath(lang, path));

  const [others, t, tb] = await Promise.all([
    otherPosts({ language: lang, currentId: post.id, postType: NEWS_RELEASE, pageSize: OTHER_NEWS }),
    getTranslations('news'),
    getTranslations('breadcrumb'),
  ]);
  const title = post.title.trim() || (await getTranslations('blogs'))('noTitle');
  const crumbs = [
    { name: t('company'), path: '/about-isn' },
    { name: t('title'), path: '/about-isn/news-release' },
    { name: title, path },
  ];
  const ld = await postJsonLd(lang, { ...post, title }, 'NewsArticle', path, [{ name: tb('home'), path: '/' }, ...crumbs]);

  return (
    <ArticleView
      lang={lang}
      kind="news"
      id={post.id}
      title={title}
      date={post.publicDate}
      content={post.blogContent}
      thumbnail={post.blogThumnail}
      trail={crumbs.map((c, i) => (i === crumbs.length - 1 ? { label: c.name } : { label: c.name, href: localePath(lang, c.path) }))}
      ld={ld}
      sidebar={<SidePosts lang={lang} heading={t('otherNews')} posts={others} path={(p) => newsDetailPath(p.id, p.slug)} testId="other-news" />}
    />
  );
}
