import { getTranslations } from '@/lib/i18n/translations';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { Lang } from '@/lib/api/lang';
import { USEFUL_INDEX_PATH, type UsefulCategoryKey } from '@/lib/info/categories';
import { localePath } from '@/lib/i18n/config';
import { UsefulTiles } from './useful-tiles';

type Crumb = { label: string; href?: string };
type Props = {
  lang: Lang;
  active: UsefulCategoryKey;
  /** The trail after Home › Useful information; the last one is the current page. */
  trail: Crumb[];
  children: ReactNode;
};

/**
 * The frame of a category page of useful information: Home › Useful information › …, then the
 * five tiles with this page's one marked, then the page itself (which brings its own h1).
 */
export async function UsefulSection({ lang, active, trail, children }: Props) {
  const t = await getTranslations('useful');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8" data-testid="useful-page" data-category={active}>
      <Breadcrumb lang={lang} trail={[{ label: t('title'), href: localePath(lang, USEFUL_INDEX_PATH) }, ...trail]} />
      <div className="mt-4">
        <UsefulTiles lang={lang} active={active} />
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
