import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { BLOG_LIST_CATEGORIES, blogListPath, type BlogCategory } from '@/lib/content/blog-paths';
import { localePath } from '@/lib/i18n/config';

type Props = { lang: Lang; active: BlogCategory | null };

/** The blog categories, the current one highlighted; on small screens `/blogs` shows only this. */
export async function CategoryNav({ lang, active }: Props) {
  const t = await getTranslations('blogs');
  return (
    <nav aria-labelledby="blog-categories" data-testid="blog-categories">
      <h2 id="blog-categories" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('categoriesHeading')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {BLOG_LIST_CATEGORIES.map((category) => {
          const current = active?.id === category.id;
          return (
            <li key={category.slug}>
              <a
                href={localePath(lang, blogListPath(category))}
                aria-current={current ? 'page' : undefined}
                data-category={category.slug}
                className={`flex items-center justify-between px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                  current ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-slate-50 hover:text-brand-700'
                }`}
              >
                {t(`categories.${category.slug}`)}
                <span aria-hidden="true">›</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
