import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { RateNote } from '@/components/currency/rate-note';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { projectDetailHref } from '@/components/project/project-card';
import { PROJECT_LISTINGS_PAGE_SIZE, pageHref, pageRange, parsePageIndex } from '@/components/project/paging';
import { parseProjectId } from '@/components/project/project-id';
import { PropertyCard } from '@/components/property/property-card';
import { normaliseName } from '@/lib/format';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getProject } from '@/lib/server/projects';
import { propertiesByProject } from '@/lib/server/properties/lists';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = {
  params: Promise<{ lang: string; slug: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const projectId = parseProjectId(id);
  if (!isLang(lang) || !projectId) return {};
  const project = await getProject(projectId, lang);
  if (!project) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'project' });
  const name = normaliseName(project.name);
  return pageMetadata({
    lang,
    path: `/project/list/${project.slug}/${project.id}`,
    title: t('listTitle', { name }),
    description: t('listMetaDescription', { name, count: project.propertyCount }),
    keywords: project.seo.metaKeywords,
    image: project.imageActive ?? project.images[0],
  });
}

/** /project/list/{slug}/{id}: one building's listings, nine a page. */
export default async function ProjectListingsPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const projectId = parseProjectId(id);
  const project = projectId ? await getProject(projectId, lang) : null;
  // As for the project page: an unknown building sends the visitor to the home page.
  if (!project) redirect(localePath(lang, '/'));
  const pageIndex = parsePageIndex(await pageQuery(reads, searchParams));
  const [page, t, tp] = await Promise.all([
    propertiesByProject({ projectId: project.id, language: lang, pageIndex, pageSize: PROJECT_LISTINGS_PAGE_SIZE }),
    getTranslations('project'),
    getTranslations('projects'),
  ]);
  const name = normaliseName(project.name);
  const path = localePath(lang, `/project/list/${project.slug}/${project.id}`);
  const { from, to } = pageRange(pageIndex, PROJECT_LISTINGS_PAGE_SIZE, page.totalRecords);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-4">
        <Breadcrumb lang={lang} trail={[{ label: tp('title'), href: localePath(lang, '/projects') }, { label: name }]} />
      </div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="project-list-heading">
            {t('listTitle', { name })}
          </h1>
          {page.totalRecords > 0 && (
            <p className="mt-2 text-sm text-slate-600" data-testid="project-list-range" data-total={page.totalRecords}>
              {tp('range', { from, to, total: page.totalRecords })}
            </p>
          )}
        </div>
        <a
          href={projectDetailHref(lang, project)}
          className="rounded-md border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          data-testid="project-detail-link"
        >
          {t('aboutBuilding')}
        </a>
      </div>

      {page.items.length > 0 && <RateNote lang={lang} className="-mt-3 mb-4" />}
      {page.items.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="project-listings">
          {page.items.map((item, i) => (
            <li key={item.id}>
              <PropertyCard item={item} lang={lang} priority={i < 3} headingLevel="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-16 text-center text-slate-600" data-testid="project-list-empty">
          {t('listEmpty')}
        </p>
      )}

      <div className="mt-10">
        <Pagination current={pageIndex} pageCount={page.pageCount} href={(n) => pageHref(path, {}, n)} />
      </div>
    </div>
  );
}
