import { getTranslations } from '@/lib/i18n/translations';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/api/lang';
import { localePath } from '@/lib/i18n/config';
import type { HomeData } from '@/lib/server/pages/home';
import { BannerCarousel } from './banner-carousel';
import { BlogStrip } from './blog-strip';
import { ProjectShowcase } from './project-showcase';
import { PropertyStrip } from './property-strip';
import { HomeSection } from './section';
import { SpecialPanel } from './special-panel';
import { Slices } from '@/components/ui/slice';

type Props = {
  lang: Lang;
  kind: 'residence' | 'office';
  /** The kind's search form (components/search/residence-search.tsx or office-search.tsx), given by the page so that its scripts carry only that form. */
  form: ReactNode;
  /** The page's lists (lib/server/pages/home.ts), read beside the form's props. */
  data: Promise<HomeData>;
};

/**
 * The residence home (`/`, `/residences`) and the office home (`/offices`): search banner, then
 * the lists of the active city. Each block renders only when it has items.
 */
export async function HomePage({ lang, kind, form, data }: Props) {
  const [t, { slides, latest, hot, projects, specials, blogs }] = await Promise.all([getTranslations('home'), data]);
  const office = kind === 'office';
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

      {/* The lists below the banner hydrate after the search form, one after another (components/ui/slice.tsx). */}
      <Slices>
        {latest.length > 0 && (
          <HomeSection id="latest" title={office ? t('latestOffices') : t('latestResidences')} more={{ href: localePath(lang, `/list-properties/latest/${props}`), label: t('showMore') }}>
            <PropertyStrip items={latest} lang={lang} from={office ? undefined : 'last'} columns={office ? 4 : 3} />
          </HomeSection>
        )}
        {hot.length > 0 && (
          <HomeSection id="hot" tone="muted" title={office ? t('hotOffices') : t('hotResidences')} more={{ href: localePath(lang, `/list-properties/hot/${props}`), label: t('showMore') }}>
            <PropertyStrip items={hot} lang={lang} from={office ? undefined : 'hot'} columns={office ? 4 : 3} />
          </HomeSection>
        )}
        {projects.length > 0 && (
          <HomeSection id="projects" title={t('projects')} more={{ href: localePath(lang, '/projects'), label: t('allProjects') }}>
            <ProjectShowcase projects={projects} lang={lang} />
          </HomeSection>
        )}
        {specials.length > 0 && (
          <HomeSection id="special" tone="muted" title={t('special')}>
            <SpecialPanel items={specials} lang={lang} />
          </HomeSection>
        )}
        {blogs.length > 0 && (
          <HomeSection id="blogs" title={t('blogs')} more={{ href: localePath(lang, '/blogs/all'), label: t('allBlogs') }}>
            <BlogStrip posts={blogs} lang={lang} />
          </HomeSection>
        )}
      </Slices>
    </>
  );
}
