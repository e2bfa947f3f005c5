import { getTranslations } from '@/lib/i18n/translations';
import type { BlogListItem } from '@/lib/api/content';
import type { Lang } from '@/lib/api/lang';
import { CARD_SIZES, formatDay, imageSrcSet, imageUrl } from '@/lib/format';
import { localePath } from '@/lib/i18n/config';

/** Blog cards, 3 in view (1 on small screens), 30 px apart, no loop. */
export async function BlogStrip({ posts, lang }: { posts: BlogListItem[]; lang: Lang }) {
  const t = await getTranslations('home');
  return (
    <ul className="flex snap-x snap-mandatory gap-[30px] overflow-x-auto pb-3 [scrollbar-width:thin]">
      {posts.map((post) => (
        <li key={post.id} className="strip-blog">
          <article className="blog-tile">
            <div className="media-wide">
              {post.blogThumnail && (
                // eslint-disable-next-line @next/next/no-img-element -- pre-built renditions
                <img src={imageUrl(post.blogThumnail, 640)} srcSet={imageSrcSet(post.blogThumnail)} sizes={CARD_SIZES} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
              )}
              {post.isNew && (
                <span lang={lang === 'jp' ? 'ja' : 'en'} className="absolute top-2 left-2 rounded bg-orange-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="blog-new">
                  {t('new')}
                </span>
              )}
            </div>
            <div className="p-4">
              <time dateTime={post.date} className="text-xs text-slate-500">
                {formatDay(post.date, lang)}
              </time>
              <h3 className="tile-title">
                <a href={localePath(lang, `/blog/detail/${post.id}/${post.slug}`)} className="stretch-link hover:text-brand-700">
                  {post.blogTitle?.trim() || t('noTitle')}
                </a>
              </h3>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
