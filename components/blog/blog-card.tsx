import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { blogDetailPath } from '@/lib/content/blog-paths';
import { formatDay } from '@/lib/format';
import { localePath } from '@/lib/i18n/config';
import { SiteImage } from '@/components/ui/site-image';

export type PostCardItem = { id: number; slug: string; blogTitle: string; blogThumnail: string | null; date: string; isNew?: boolean };

type Props = {
  lang: Lang;
  post: PostCardItem;
  /** Unprefixed address of the post; default: the blog detail page. */
  path?: string;
  /** The first row is above the fold on a desktop: load it eagerly. */
  priority?: boolean;
};

/** A post in a list grid (blog list, news release list): picture, 'new' mark, date, title link. */
export async function BlogCard({ lang, post, path, priority = false }: Props) {
  const t = await getTranslations('blogs');
  const href = localePath(lang, path ?? blogDetailPath(post.id, post.slug));
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md" data-testid="post-card" data-id={post.id}>
      <div className="media-wide">
        {post.blogThumnail && (
          <SiteImage file={post.blogThumnail} sizes="(min-width: 1280px) 300px, (min-width: 1024px) calc(50vw - 10rem), (min-width: 640px) 50vw, calc(100vw - 2rem)" eager={priority} className="size-full object-cover" />
        )}
        {post.isNew && (
          <span lang={lang === 'jp' ? 'ja' : 'en'} className="absolute top-2 left-2 rounded bg-orange-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="post-new">
            {t('new')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <time dateTime={post.date} className="text-xs text-slate-600">
          {formatDay(post.date, lang)}
        </time>
        <h3 className="mt-1 line-clamp-3 font-semibold text-slate-900">
          <a href={href} className="stretch-link hover:text-brand-700">
            {post.blogTitle?.trim() || t('noTitle')}
          </a>
        </h3>
      </div>
    </article>
  );
}
