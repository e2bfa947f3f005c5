import { getTranslations } from '@/lib/i18n/translations';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/api/lang';
import { OFFICE, RESIDENCE } from '@/lib/api/properties';
import { localePath } from '@/lib/i18n/config';
import { latestBlogs } from '@/lib/server/blogs';
import { hotProperties, latestProperties } from '@/lib/server/properties/lists';
import { listProjects } from '@/lib/server/projects';
import { activeCity } from '@/lib/server/shell';
import { getBanners } from '@/lib/server/site';
import { listSpecialLists } from '@/lib/server/special-lists';
import { BannerCarousel } from './banner-carousel';
import { BlogStrip } from './blog-strip';
import { ProjectShowcase } from './project-showcase';
import { PropertyStrip } from './property-strip';
import { HomeSection } from './section';
import { SpecialPanel } from './special-panel';

type Props = {
  lang: Lang;
  kind: 'residence' | 'office';
  /** The kind's search form (components/search/residence-search.tsx or office-search.tsx), given by the page so that its scripts carry only that form. */
  form: ReactNode;
};

/** How many the home shows: 6 latest and 6 hot residences, 8 offices, 8 projects, 6 special lists. */
const HOME = { residences: 6, offices: 8, projects: 8, specials: 6, blogs: 9 };

/**
 * The residence home (`/`, `/residences`) and the office home (`/offices`): search banner, then
 * the lists of the active city. Each block renders only when it has items.
 */
export async function HomePage({ lang, kind, form }: Props) {
  const t = await getTranslations('home');
  const { city } = await activeCity(lang);
  const cityId = city?.cityId;
  const office = kind === 'office';
  const size = office ? HOME.offices : HOME.residences;
  const list = { language: lang, cityId, propertiesType: office ? OFFICE : RESIDENCE, pageIndex: 1, pageSize: size };
  const [banners, latest, hot, projects, specials, blogs] = await Promise.all([
    getBanners(lang, cityId),
    latestProperties(list),
    hotProperties(list),
    office ? null : listProjects({ language: lang, cityId, pageIndex: 1, pageSize: HOME.projects }),
    office ? null : listSpecialLists({ language: lang, cityId, pageIndex: 1, pageSize: HOME.specials }),
    latestBlogs({ language: lang, city: city?.blogCode, pageIndex: 1, pageSize: HOME.blogs }),
  ]);
  // One slide per file, with its banner's text in the page's language.
  const slides = [
    ...new Map(banners.filter((b) => b.name === (office ? 'OFFICE' : 'RESIDENCE')).map((b) => [b.imageUrl.replace(/^\/images\//, ''), b.title ?? null] as const)),
  ].map(([file, title]) => ({ file, title }));
  const props = office ? 'office' : 'residence';
  const tab = (active: boolean) =>
    `rounded-t-lg px-5 py-2.5 text-sm font-semibold ${active ? 'bg-white text-brand-700' : 'bg-slate-900/80 text-white hover:bg-slate-900'}`;

  return (
    <>
      <BannerCarousel slides={slides}>
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:pt-16">
          {/* Text over the photos sits on a backing of its own, readable over any slide (WCAG 1.4.3). */}
          <div className="max-w-3xl rounded-lg bg-black/45 px-4 py-3 sm:w-fit">
            <h1 className="text-2xl font-bold text-white sm:text-4xl">{office ? t('officeTitle') : t('title')}</h1>
            <p className="mt-3 max-w-2xl text-white sm:text-lg">{office ? t('officeLead') : t('lead')}</p>
          </div>
          <nav aria-label={t('tabs')} className="mt-8 flex gap-1">
            <a href={localePath(lang, '/residences')} className={tab(!office)} aria-current={!office ? 'page' : undefined} data-testid="tab-residences">
              {t('residences')}
            </a>
            <a href={localePath(lang, '/offices')} className={tab(office)} aria-current={office ? 'page' : undefined} data-testid="tab-offices">
              {t('offices')}
            </a>
          </nav>
          <div className="rounded-b-xl rounded-tr-xl bg-white p-4 shadow-xl">{form}</div>
        </div>
      </BannerCarousel>

      {latest.items.length > 0 && (
        <HomeSection id="latest" title={office ? t('latestOffices') : t('latestResidences')} more={{ href: localePath(lang, `/list-properties/latest/${props}`), label: t('showMore') }}>
          <PropertyStrip items={latest.items} lang={lang} from={office ? undefined : 'last'} columns={office ? 4 : 3} />
        </HomeSection>
      )}
      {hot.items.length > 0 && (
        <HomeSection id="hot" tone="muted" title={office ? t('hotOffices') : t('hotResidences')} more={{ href: localePath(lang, `/list-properties/hot/${props}`), label: t('showMore') }}>
          <PropertyStrip items={hot.items} lang={lang} from={office ? undefined : 'hot'} columns={office ? 4 : 3} />
        </HomeSection>
      )}
      {projects && projects.items.length > 0 && (
        <HomeSection id="projects" title={t('projects')} more={{ href: localePath(lang, '/projects'), label: t('allProjects') }}>
          <ProjectShowcase projects={projects.items} lang={lang} />
        </HomeSection>
      )}
      {specials && specials.items.length > 0 && (
        <HomeSection id="special" tone="muted" title={t('special')}>
          <SpecialPanel items={specials.items} lang={lang} />
        </HomeSection>
      )}
      {blogs.items.length > 0 && (
        <HomeSection id="blogs" title={t('blogs')} more={{ href: localePath(lang, '/blogs/all'), label: t('allBlogs') }}>
          <BlogStrip posts={blogs.items} lang={lang} />
        </HomeSection>
      )}
    </>
  );
}
