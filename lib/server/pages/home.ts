import 'server-only';
import type { Lang } from '@/lib/api/lang';
import { OFFICE, RESIDENCE } from '@/lib/api/properties';
import { latestBlogs } from '@/lib/server/blogs';
import { existingImages } from '@/lib/server/media';
import { hotProperties, latestProperties } from '@/lib/server/properties/lists';
import { listProjects } from '@/lib/server/projects';
import { activeCity } from '@/lib/server/shell';
import { getBanners } from '@/lib/server/site';
import { listSpecialLists } from '@/lib/server/special-lists';

/** Counts of the home lists: 6 latest and 6 hot residences, 8 offices, 8 projects, 6 special lists, 9 blog posts. */
const HOME = { residences: 6, offices: 8, projects: 8, specials: 6, blogs: 9 };

/**
 * What the residence or office home shows for the active city: the banner's slides, the latest and
 * hot listings, and for residences the projects and special lists, then the latest blog posts.
 * One slide per file, with its banner's text in the page's language; a slide whose file is not on
 * the server (a mistyped name saved before the back office checked them) is left out rather than
 * shown broken.
 */
export async function homeData(lang: Lang, kind: 'residence' | 'office') {
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
  const given = [
    ...new Map(banners.filter((b) => b.name === (office ? 'OFFICE' : 'RESIDENCE')).map((b) => [b.imageUrl.replace(/^\/images\//, ''), b.title ?? null] as const)),
  ].map(([file, title]) => ({ file, title }));
  const present = await existingImages(given.map((s) => s.file));
  return { slides: given.filter((s) => present.has(s.file)), latest: latest.items, hot: hot.items, projects: projects?.items ?? [], specials: specials?.items ?? [], blogs: blogs.items };
}

export type HomeData = Awaited<ReturnType<typeof homeData>>;
