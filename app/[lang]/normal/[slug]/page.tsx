import { notFound } from 'next/navigation';
import { RichText } from '@/components/content/rich-text';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { isLang, toLocale } from '@/lib/i18n/config';
import { getPage } from '@/lib/server/company';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; slug: string }> };

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const load = cache(async (lang: string, slug: string) => (isLang(lang) && SLUG.test(slug) ? getPage(slug, lang) : null));

export async function generateMetadata({ params }: Props) {
  const { lang, slug } = await params;
  const page = await load(lang, slug);
  return page && isLang(lang) ? pageMetadata({ lang, path: `/normal/${slug}`, title: page.title, description: page.metaDescription ?? page.content }) : {};
}

/**
 * A generic page by slug (`/{lang}/normal/{slug}`, prefixed only: the middleware sends the
 * unprefixed form to the not-found page). The content is HTML from the database, sanitised on the
 * server before it is rendered (lib/content/sanitize.ts).
 */
export default async function GenericPage({ params }: Props) {
  const { lang, slug } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const page = await load(lang, slug);
  if (!page) notFound();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{page.title}</h1>
      <RichText html={page.content} className="mt-6" testId="page-content" />
    </article>
  );
}
