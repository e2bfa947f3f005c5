import type { Metadata } from 'next';
import { Slice } from '@/components/ui/slice';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { RateNote } from '@/components/currency/rate-note';
import { LocationMap } from '@/components/map/location-map';
import { PROJECT_MAP_HEIGHT } from '@/components/map/location';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { galleryFiles } from '@/components/project/gallery-images';
import { galleryWords } from '@/components/project/gallery-words';
import { PROJECT_DETAIL_LISTINGS } from '@/components/project/paging';
import { projectListHref } from '@/components/project/project-card';
import { ProjectGallery } from '@/components/project/project-gallery.client';
import { parseProjectId } from '@/components/project/project-id';
import { ProjectInfo } from '@/components/project/project-info';
import { preloadImage } from '@/components/ui/site-image';
import { PropertyCard } from '@/components/property/property-card';
import { normaliseName } from '@/lib/format';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getProject } from '@/lib/server/projects';
import { propertiesByProject } from '@/lib/server/properties/lists';

/** The hero spans the page's width less its padding (max-w-7xl, px-4). */
const GALLERY_SIZES = '(min-width: 1280px) 1248px, calc(100vw - 2rem)';

type Props = { params: Promise<{ lang: string; id: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const projectId = parseProjectId(id);
  if (!isLang(lang) || !projectId) return {};
  const project = await getProject(projectId, lang);
  if (!project) return {};
  return pageMetadata({
    lang,
    path: `/project/detail/${project.id}/${project.slug}`,
    title: project.seo.title || normaliseName(project.name),
    description: project.seo.metaDescription || project.description,
    keywords: project.seo.metaKeywords,
    image: project.imageActive ?? project.images[0],
  });
}

/**
 * Project detail: hero with a thumbnail carousel, description, the General, Facilities and
 * Apartment boxes, a map when the building has coordinates, and its listings when it has any.
 * An unknown or malformed id goes to the language home.
 */
export default async function ProjectDetailPage({ params }: Props) {
  const { lang, id } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const projectId = parseProjectId(id);
  const project = projectId ? await getProject(projectId, lang) : null;
  if (!project) redirect(localePath(lang, '/'));
  const [listings, t, tp] = await Promise.all([
    project.propertyCount > 0
      ? propertiesByProject({ projectId: project.id, language: lang, pageIndex: 1, pageSize: PROJECT_DETAIL_LISTINGS })
      : null,
    getTranslations('project'),
    getTranslations('projects'),
  ]);
  const name = normaliseName(project.name);
  const images = galleryFiles(project.images, project.imageActive);
  const words = await galleryWords(name, images.length, false);
  if (images[0]) preloadImage(images[0], GALLERY_SIZES, 1280);
  // The street line already names the area and city; without it, district and city stand in.
  const address = project.street ?? [project.district, project.cityName].filter(Boolean).join(', ');

  return (
    <article className="mx-auto max-w-7xl px-4 py-8" data-testid="project-detail">
      <div className="mb-4">
        <Breadcrumb lang={lang} trail={[{ label: tp('title'), href: localePath(lang, '/projects') }, { label: name }]} />
      </div>
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
        {project.street && <p className="mt-1 text-slate-600">{project.street}</p>}
      </header>

      {images.length > 0 && (
        <ProjectGallery files={images} words={words} sizes={GALLERY_SIZES} />
      )}

      {/* Below the gallery, hydrated after it (components/ui/slice.tsx). */}
      <Slice>
        {project.description && (
          <section aria-labelledby="project-description" className="mt-10">
            <h2 id="project-description" className="text-xl font-semibold text-slate-900">
              {t('description')}
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700" data-testid="project-description">
              {project.description}
            </p>
          </section>
        )}

        <div className="mt-10">
          <ProjectInfo project={project} />
        </div>

        {project.latitude !== null && project.longitude !== null && (
          <section aria-labelledby="project-location" className="mt-10" data-testid="project-location">
            <h2 id="project-location" className="mb-4 text-xl font-semibold text-slate-900">
              {t('location')}
            </h2>
            <LocationMap latitude={project.latitude} longitude={project.longitude} name={name} address={address} height={PROJECT_MAP_HEIGHT} />
          </section>
        )}

        {listings && listings.items.length > 0 && (
          <section aria-labelledby="project-properties" className="mt-12" data-testid="project-properties">
            <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
              <h2 id="project-properties" className="text-xl font-semibold text-slate-900">
                {t('ourProperties')}
              </h2>
              <a href={projectListHref(lang, project)} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline" data-testid="project-all-listings">
                {t('allListings', { count: listings.totalRecords })}
              </a>
            </div>
            <RateNote lang={lang} className="-mt-2 mb-4" />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {listings.items.map((item) => (
                <li key={item.id}>
                  <PropertyCard item={item} lang={lang} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </Slice>
    </article>
  );
}
