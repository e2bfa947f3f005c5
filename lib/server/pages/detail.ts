import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import type { Lang } from '@/lib/api/lang';
import type { DetailPageData } from '@/lib/detail/model';
import { pageMetadata } from '@/lib/seo/metadata';
import { currencyView } from '@/lib/server/exchange-rates';
import { formGuard } from '@/lib/server/form-guard';
import { cityOffice } from './city-office';
import { currentStaff } from '@/lib/server/staff/current';
import { cameFrom, detailDescription, detailPath, loadOffice, loadResidence, officeModel, parseDetailId, PREVIEW_SLUG, residenceModel, type DetailKind } from './detail-model';
import type { PageQuery } from '@/lib/cache/page-reads';

export type DetailParams = { lang: string; id: string; slug?: string };
/** The detail pages' query, as their reads.ts declare it. */
export type DetailQuery = PageQuery<'last' | 'hot'>;

async function load(kind: DetailKind, lang: Lang, params: DetailParams) {
  const id = parseDetailId(params.id);
  // A preview shows an unpublished listing, so only to a signed-in staff member; to anyone else
  // the address is an ordinary one (a published listing, or nothing).
  const preview = params.slug === PREVIEW_SLUG && (await currentStaff()) !== null;
  if (!id) return { id, preview, detail: null };
  const detail = kind === 'office' ? await loadOffice(id, lang, preview) : await loadResidence(id, lang, preview);
  return { id, preview, detail };
}

/** Metadata from the listing: its name and description, canonical on the slugged address, the first photo. */
export async function detailMetadata(kind: DetailKind, params: DetailParams): Promise<Metadata> {
  if (!isLang(params.lang)) return {};
  const lang = params.lang;
  const { detail, preview } = await load(kind, lang, params);
  if (!detail) return {};
  return pageMetadata({
    lang,
    path: detailPath(kind, detail.id, detail.slug),
    title: detail.name,
    description: await detailDescription(kind, detail),
    image: detail.images[0],
    noindex: preview || !detail.isPublished,
  });
}

/**
 * What the residence and office detail routes show. A missing or malformed id goes to the
 * language home with a redirect status; a wrong slug for a real listing goes to the right one
 * permanently, keeping `?last` / `?hot`; the slug `isPreview` opens a preview.
 */
export async function detailPage(kind: DetailKind, params: DetailParams, query: DetailQuery): Promise<DetailPageData> {
  if (!isLang(params.lang)) notFound();
  const lang = params.lang;
  setRequestLocale(toLocale(lang));
  const { detail, preview } = await load(kind, lang, params);
  if (!detail) redirect(localePath(lang, '/'));
  const from = kind === 'residence' ? cameFrom(query) : undefined;
  const suffix = from ? `?${from}` : '';
  // The preview address is not a listing's old address: a visitor without a session is sent on, not for good.
  if (!preview && params.slug === PREVIEW_SLUG) redirect(localePath(lang, detailPath(kind, detail.id, detail.slug)) + suffix);
  if (!preview && params.slug !== detail.slug) permanentRedirect(localePath(lang, detailPath(kind, detail.id, detail.slug)) + suffix);
  const [built, guard, view, office] = await Promise.all([
    detail.propertyType === 2 ? officeModel(lang, detail, preview) : residenceModel(lang, detail, preview, from),
    formGuard(),
    currencyView(lang),
    // The listing's city office: whom its contact bar and support strip offer.
    cityOffice(lang, detail.cityId),
  ]);
  return { lang, ...built, stepsBase: localePath(lang, `/${kind}/detail`), stepsSuffix: suffix, guard, view, office };
}
