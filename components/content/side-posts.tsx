import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { formatDay, imageUrl } from '@/lib/format';
import { localePath } from '@/lib/i18n/config';

export type SidePost = { id: number; slug: string; blogTitle: string; blogThumnail: string | null; date: string };

type Props = {
  lang: Lang;
  heading: string;
  posts: readonly SidePost[];
  /** Unprefixed address of a post. */
  path: (post: SidePost) => string;
  testId: string;
};

/** The sidebar of a post page: other blog posts or other news releases, newest first. */
export async function SidePosts({ lang, heading, posts, path, testId }: Props) {
  if (!posts.length) return null;
  const t = await getTranslations('blogs');
  return (
    <section aria-labelledby={`${testId}-heading`} data-testid={testId}>
      <h2 id={`${testId}-heading`} className="border-b-2 border-brand-600 pb-2 text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-4 space-y-4">
        {posts.map((post) => (
          <li key={post.id} className="relative flex gap-3">
            <div className="h-16 w-24 shrink-0 overflow-hidden rounded-md bg-slate-100">
              {post.blogThumnail && (
                // eslint-disable-next-line @next/next/no-img-element -- pre-built renditions served by the image route
                <img src={imageUrl(post.blogThumnail, 320)} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
              )}
            </div>
            <div className="min-w-0">
              <a href={localePath(lang, path(post))} className="line-clamp-3 text-sm font-medium text-slate-900 after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
                {post.blogTitle?.trim() || t('noTitle')}
              </a>
              <time dateTime={post.date} className="mt-1 block text-xs text-slate-600">
                {formatDay(post.date, lang)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
