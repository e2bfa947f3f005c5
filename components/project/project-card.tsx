import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import type { ProjectListItem } from '@/lib/api/projects';
import { CARD_SIZES, normaliseName } from '@/lib/format';
import { localePath } from '@/lib/i18n/config';
import { SiteImage } from '@/components/ui/site-image';

export function projectDetailHref(lang: Lang, project: { id: number; slug: string }): string {
  return localePath(lang, `/project/detail/${project.id}/${project.slug}`);
}

export function projectListHref(lang: Lang, project: { id: number; slug: string }): string {
  return localePath(lang, `/project/list/${project.slug}/${project.id}`);
}

type Props = { item: ProjectListItem; lang: Lang; priority?: boolean; eager?: boolean };

/**
 * A building on the projects list: thumbnail and name lead to the building, the
 * listing count to its listings.
 */
export async function ProjectCard({ item, lang, priority = false, eager = false }: Props) {
  const t = await getTranslations('projects');
  const name = normaliseName(item.projectName);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md" data-testid="project-card" data-project-id={item.id}>
      <a href={projectDetailHref(lang, item)} className="group block focus-visible:outline-2 focus-visible:outline-brand-600" tabIndex={-1} aria-hidden="true">
        <div className="aspect-[4/3] overflow-hidden bg-slate-100">
          {item.thumnail ? (
            <SiteImage
              file={item.thumnail}
              sizes={CARD_SIZES}
              width={640}
              height={480}
              priority={priority}
              eager={eager}
              className="zoom-img"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-sm text-slate-500">{t('noImage')}</span>
          )}
        </div>
      </a>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 text-base font-semibold text-slate-900">
          <a href={projectDetailHref(lang, item)} className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600" data-testid="project-name">
            {name}
          </a>
        </h2>
        <p className="mt-auto">
          <a
            href={projectListHref(lang, item)}
            aria-label={t('listingsOf', { count: item.count, name })}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            data-testid="project-count"
            data-count={item.count}
          >
            {t('listings', { count: item.count })}
            <span aria-hidden="true">→</span>
          </a>
        </p>
      </div>
    </article>
  );
}
