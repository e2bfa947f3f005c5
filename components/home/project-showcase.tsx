import { getTranslations } from '@/lib/i18n/translations';
import type { ProjectListItem } from '@/lib/api/projects';
import type { Lang } from '@/lib/api/lang';
import { imageSrcSet, imageUrl } from '@/lib/format';
import { localePath } from '@/lib/i18n/config';

const GROUP = 5;
const MAX_SLIDES = 2;

/** Projects in groups of five, one big tile and four small, two slides at most. */
export function showcaseGroups<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length && groups.length < MAX_SLIDES; i += GROUP) groups.push(items.slice(i, i + GROUP));
  return groups;
}

export async function ProjectShowcase({ projects, lang }: { projects: ProjectListItem[]; lang: Lang }) {
  const t = await getTranslations('home');
  const groups = showcaseGroups(projects);
  return (
    <ol className="flex snap-x snap-mandatory gap-5 overflow-x-auto pb-3 [scrollbar-width:thin]" aria-label={t('projects')}>
      {groups.map((group, g) => (
        <li key={g} className="grid shrink-0 basis-full snap-start grid-cols-2 gap-3 md:grid-cols-4 md:grid-rows-2" aria-label={t('slide', { index: g + 1, total: groups.length })}>
          {group.map((p, i) => (
            <a
              key={p.id}
              href={localePath(lang, `/project/detail/${p.id}/${p.slug}`)}
              className={i === 0 ? 'group showcase-tile showcase-lead' : 'group showcase-tile aspect-[4/3]'}
            >
              {p.thumnail && (
                // eslint-disable-next-line @next/next/no-img-element -- pre-built renditions
                <img
                  src={imageUrl(p.thumnail, i === 0 ? 1280 : 640)}
                  srcSet={imageSrcSet(p.thumnail)}
                  sizes={i === 0 ? '(min-width: 768px) 50vw, calc(100vw - 2rem)' : '(min-width: 768px) 25vw, calc(50vw - 1.5rem)'}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="zoom-img"
                />
              )}
              <span className="showcase-text">
                <span className={`block font-semibold ${i === 0 ? 'text-lg' : 'text-sm'}`} data-testid="over-photo">
                  {p.projectName}
                </span>
                <span className="block text-xs text-white" data-testid="over-photo">{t('projectListings', { count: p.count })}</span>
              </span>
            </a>
          ))}
        </li>
      ))}
    </ol>
  );
}
