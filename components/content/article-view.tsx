import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { Lang } from '@/lib/api/lang';
import { jsonLdText } from '@/lib/detail/json-ld';
import type { Json } from '@/lib/content/json-ld';
import { SiteImage } from '@/components/ui/site-image';
import { formatDay } from '@/lib/format';
import { RichText } from './rich-text';

/** The article column: the page's width less its padding, beside the 20rem sidebar from 1024 px (max-w-7xl). */
const PICTURE_SIZES = '(min-width: 1280px) 888px, (min-width: 1024px) calc(100vw - 24.5rem), calc(100vw - 2rem)';

type Props = {
  lang: Lang;
  kind: 'blog' | 'news';
  id: number;
  title: string;
  date: string;
  /** Stored HTML: sanitised by RichText. */
  content: string;
  thumbnail: string | null;
  trail: { label: string; href?: string }[];
  ld: Json;
  /** Previous/next island, beside the breadcrumb. */
  steps?: ReactNode;
  sidebar: ReactNode;
};

/** A blog post or news release page: all of it in the server HTML, the sidebar beside it on wide screens. */
export function ArticleView({ lang, kind, id, title, date, content, thumbnail, trail, ld, steps, sidebar }: Props) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(ld) }} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Breadcrumb lang={lang} trail={trail} />
        {steps}
      </div>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article data-testid={`${kind}-article`} data-id={id} lang={lang === 'jp' ? 'ja' : 'en'}>
          <header>
            <h1 className="text-2xl leading-snug font-bold text-slate-900 sm:text-3xl" data-testid="article-title">
              {title}
            </h1>
            <time dateTime={date} className="mt-2 block text-sm text-slate-600" data-testid="article-date">
              {formatDay(date, lang)}
            </time>
          </header>
          {thumbnail && (
            // The post's picture is the LCP image.
            <SiteImage file={thumbnail} base={1280} sizes={PICTURE_SIZES} priority width={1280} height={720} className="mt-6 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover" />
          )}
          <RichText html={content} className="mt-6 text-slate-800" testId="article-content" />
        </article>
        <aside className="lg:border-l lg:border-slate-200 lg:pl-8">{sidebar}</aside>
      </div>
    </div>
  );
}
