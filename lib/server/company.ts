import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang } from '@/lib/api/common';
import type * as api from '@/lib/api/content';
import { getDb } from './db/client';
import { companyHistories, generalInformations, groupCompanies, pages } from './db/schema';
import { loc, locOpt } from './localise';
import { cachedByContent } from './cache/data';

/** GET /api/generalinformations/get-by-slug-category: the items of a company page, FAQ or SEO text. */
export const generalInformation = cachedByContent(async function generalInformation(categorySlug: string, lang: Lang): Promise<z.infer<typeof api.generalItems>> {
  const db = await getDb();
  return db
    .select({
      id: generalInformations.id,
      name: locOpt(generalInformations.nameEn, generalInformations.nameJa, lang),
      description: locOpt(generalInformations.descriptionEn, generalInformations.descriptionJa, lang),
      image: generalInformations.image,
    })
    .from(generalInformations)
    .where(eq(generalInformations.categorySlug, categorySlug))
    .orderBy(asc(generalInformations.position), asc(generalInformations.id));
});

/** GET /api/generalinformations/isn-group */
export const groupCompanyList = cachedByContent(async function groupCompanyList(lang: Lang): Promise<z.infer<typeof api.groupCompanies>> {
  const db = await getDb();
  return db
    .select({
      id: groupCompanies.id,
      name: loc(groupCompanies.nameEn, groupCompanies.nameJa, lang),
      website: groupCompanies.website,
      established: locOpt(groupCompanies.establishedEn, groupCompanies.establishedJa, lang),
      office: locOpt(groupCompanies.officeEn, groupCompanies.officeJa, lang),
      bussiness: locOpt(groupCompanies.businessEn, groupCompanies.businessJa, lang),
    })
    .from(groupCompanies)
    .orderBy(asc(groupCompanies.position), asc(groupCompanies.id));
});

/** GET /api/generalinformations/histories: the company's milestones, newest first. */
export const historyList = cachedByContent(async function historyList(lang: Lang): Promise<z.infer<typeof api.histories>> {
  const db = await getDb();
  return db
    .select({
      id: companyHistories.id,
      year: companyHistories.year,
      month: companyHistories.month,
      name: loc(companyHistories.nameEn, companyHistories.nameJa, lang),
    })
    .from(companyHistories)
    .orderBy(desc(companyHistories.year), desc(companyHistories.month), desc(companyHistories.id));
});

/** GET /api/pages/detail: a generic page (/normal/{slug}). */
export const getPage = cachedByContent(async function getPage(slug: string, lang: Lang): Promise<z.infer<typeof api.genericPage> | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: loc(pages.titleEn, pages.titleJa, lang),
      content: loc(pages.contentEn, pages.contentJa, lang),
      metaDescription: locOpt(pages.metaDescriptionEn, pages.metaDescriptionJa, lang),
    })
    .from(pages)
    .where(eq(pages.slug, slug));
  return row ?? null;
});
