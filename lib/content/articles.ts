import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import type { Lang } from '@/lib/api/lang';
import { toLocale } from '@/lib/i18n/config';
import { metaDescription, pageMetadata, pageUrl, siteHead } from '@/lib/seo/metadata';
import { imageUrl } from '@/lib/seo/urls';
import { getBlog } from '@/lib/server/blogs';
import { settings } from '@/lib/server/settings';
import { articleJsonLd, type Json } from './json-ld';

export type Post = NonNullable<Awaited<ReturnType<typeof getBlog>>>;

const ID = /^[1-9]\d{0,8}$/;

/** A published post by the id segment of its address; null for a malformed or unknown id. */
export const loadPost = cache(async (lang: Lang, idText: string): Promise<Post | null> => (ID.test(idText) ? getBlog(Number(idText), lang) : null));

/** The canonical absolute address of a page of this site. */
export function siteUrl(lang: Lang, path: string): string {
  return pageUrl(settings().SITE_URL, lang, path);
}

/** What a post says about itself in a search result: its summary, else its text, ≤ 300 characters. */
function describe(post: Post): string {
  return metaDescription(post.summary) || metaDescription(post.blogContent);
}

/** Metadata of a post page: its title, stripped description, picture, canonical address; an article for Open Graph. */
export async function postMetadata(lang: Lang, post: Post, path: string): Promise<Metadata> {
  const meta = await pageMetadata({ lang, path, title: post.title, description: describe(post), image: post.blogThumnail });
  return { ...meta, openGraph: { ...meta.openGraph, type: 'article', publishedTime: post.publicDate } };
}

/** The BlogPosting or NewsArticle of a post, with the page's breadcrumb trail (absolute addresses). */
export async function postJsonLd(lang: Lang, post: Post, type: 'BlogPosting' | 'NewsArticle', path: string, trail: readonly { name: string; path: string }[]): Promise<Json> {
  const site = await siteHead(lang);
  const origin = settings().SITE_URL;
  return articleJsonLd(
    {
      type,
      url: siteUrl(lang, path),
      headline: post.title,
      description: describe(post),
      datePublished: post.publicDate,
      image: post.blogThumnail ? imageUrl(origin, post.blogThumnail) : null,
      inLanguage: toLocale(lang),
      organization: { name: site.siteName, url: siteUrl(lang, '/'), logo: imageUrl(origin, '/icon.svg') },
    },
    trail.map((crumb) => ({ name: crumb.name, url: siteUrl(lang, crumb.path) })),
  );
}
