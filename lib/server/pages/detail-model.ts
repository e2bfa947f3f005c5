import 'server-only';
import { cache } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { bedroomLabel } from '@/components/property/bedroom-label';
import type { Lang } from '@/lib/api/lang';
import { OFFICE, RESIDENCE, type OfficeDetail, type ResidenceDetail } from '@/lib/api/properties';
import { formatDay, formatLastUpdate, formatNumber, formatPriceRange, formatSize, normaliseName } from '@/lib/format';
import { moveInDay, vietnamToday } from '@/lib/format/date';
import { localePath } from '@/lib/i18n/config';
import { metaDescription } from '@/lib/seo/metadata';
import { imageUrl as absoluteImageUrl, pageUrl as sitePageUrl } from '@/lib/seo/urls';
import { settings } from '@/lib/server/settings';
import { getOffice, getResidence } from '@/lib/server/properties/detail';
import { similarProperties } from '@/lib/server/properties/lists';
import { nearbyPlaces } from '@/lib/server/places';
import type { Crumb, ListingLdInput } from '@/lib/detail/json-ld';
import type { DetailModel, SummaryRow } from '@/lib/detail/model';

export type DetailKind = 'residence' | 'office';

/** The slug segment that opens a preview of an unpublished listing. */
export const PREVIEW_SLUG = 'isPreview';

/** A positive id as written in the address (digits only, no leading zero, as the API accepts), else null. */
export function parseDetailId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** One read per request for the page and its metadata. */
export const loadResidence = cache((id: number, lang: Lang, preview: boolean) => getResidence(id, lang, preview));
export const loadOffice = cache((id: number, lang: Lang, preview: boolean) => getOffice(id, lang, preview));

export function detailPath(kind: DetailKind, id: number, slug: string): string {
  return `/${kind}/detail/${id}${slug ? `/${slug}` : ''}`;
}

/** Which list the residence visitor came from (`?last` or `?hot`). */
export function cameFrom(query: Record<string, string | string[] | undefined>): 'last' | 'hot' | undefined {
  if ('last' in query) return 'last';
  if ('hot' in query) return 'hot';
  return undefined;
}

const SIMILAR = 6;

function range(min: number | null, max: number | null, one: (v: number) => string): string | null {
  if (min === null) return null;
  return max !== null && max > min ? `${one(min)} ~ ${one(max)}` : one(min);
}

type Trail = { page: { label: string; href?: string }[]; ld: Crumb[] };

async function trailFor(lang: Lang, kind: DetailKind, from: 'last' | 'hot' | undefined, self: string): Promise<Trail> {
  const [t, tb] = await Promise.all([getTranslations('detail'), getTranslations('breadcrumb')]);
  const list =
    kind === 'office'
      ? { label: t('crumbs.offices'), path: '/offices' }
      : from === 'last'
        ? { label: t('crumbs.latest'), path: '/list-properties/latest/residence' }
        : from === 'hot'
          ? { label: t('crumbs.hot'), path: '/list-properties/hot/residence' }
          : { label: t('crumbs.residences'), path: '/residences' };
  const current = kind === 'office' ? t('crumbs.office') : t('crumbs.residence');
  return {
    page: [{ label: list.label, href: localePath(lang, list.path) }, { label: current }],
    ld: [
      { name: tb('home'), url: pageUrl(lang, '/') },
      { name: list.label, url: pageUrl(lang, list.path) },
      { name: current, url: pageUrl(lang, self) },
    ],
  };
}

export type BuiltDetail = { model: DetailModel; trail: Trail['page']; ld: { listing: ListingLdInput; crumbs: Crumb[] } };

/** What residences and offices both have, under one set of names. */
type Core = {
  id: number;
  cityId: number;
  slug: string;
  name: string;
  code: string;
  price: number;
  priceMax: number | null;
  size: number;
  sizeMax: number | null;
  district: string;
  cityName: string;
  lastUpdateDate: string;
  images: readonly string[];
  floorPlan: string | null;
  videoLink: string | null;
  description: string | null;
  project: { id: number | null; slug: string | null; name: string | null };
  latitude: number | null;
  longitude: number | null;
};

/** What differs: the summary rows, the lists, the price's words, the similar listings. */
type Specific = Pick<DetailModel, 'priceLabel' | 'priceUnit' | 'rows' | 'services' | 'facilityGroups' | 'similar'> &
  Pick<ListingLdInput, 'features' | 'bedrooms' | 'bathrooms'>;

/** The page model and its JSON-LD from the shared facts and the kind's own parts. */
async function assemble(lang: Lang, kind: DetailKind, c: Core, k: Specific, preview: boolean, from: 'last' | 'hot' | undefined): Promise<BuiltDetail> {
  const name = normaliseName(c.name);
  const self = detailPath(kind, c.id, c.slug);
  const [t, trail, nearby] = await Promise.all([
    getTranslations('detail'),
    trailFor(lang, kind, from, self),
    c.latitude !== null && c.longitude !== null ? nearbyPlaces({ latitude: c.latitude, longitude: c.longitude }, lang) : [],
  ]);
  const { features, bedrooms, bathrooms, ...shown } = k;
  return {
    model: {
      ...shown,
      kind,
      id: c.id,
      cityId: c.cityId,
      name,
      code: c.code,
      price: formatPriceRange(c.price, c.priceMax),
      priceUsd: { min: c.price, max: c.priceMax },
      updated: formatLastUpdate(c.lastUpdateDate, lang),
      images: c.images,
      floorPlan: c.floorPlan,
      videoLink: c.videoLink,
      description: c.description,
      project: c.project.id && c.project.name ? { name: normaliseName(c.project.name), href: localePath(lang, `/project/detail/${c.project.id}/${c.project.slug ?? ''}`) } : null,
      latitude: c.latitude,
      longitude: c.longitude,
      address: t('place', { district: c.district, city: c.cityName }),
      nearby,
      preview,
    },
    trail: trail.page,
    ld: {
      crumbs: trail.ld,
      listing: {
        kind,
        url: pageUrl(lang, self),
        name,
        description: metaDescription(c.description),
        images: c.images.map(absoluteImage),
        code: c.code,
        price: c.price,
        priceMax: c.priceMax,
        district: c.district,
        city: c.cityName,
        latitude: c.latitude,
        longitude: c.longitude,
        size: c.size,
        sizeMax: c.sizeMax,
        bedrooms,
        bathrooms,
        features,
      },
    },
  };
}

/** "Available now", or the day a tenant can move in while it is still to come (Vietnam's today). */
function availability(t: (key: 'values.availableNow') => string, availableFrom: string | null, lang: Lang): string {
  const day = moveInDay(availableFrom, vietnamToday());
  return day ? formatDay(day, lang, { weekday: true }) : t('values.availableNow');
}

export async function residenceModel(lang: Lang, d: ResidenceDetail, preview: boolean, from: 'last' | 'hot' | undefined): Promise<BuiltDetail> {
  const [t, tc, similar] = await Promise.all([
    getTranslations('detail'),
    getTranslations('card'),
    similarProperties({ currentId: d.id, propertiesType: RESIDENCE, language: lang, pageIndex: 1, pageSize: SIMILAR }),
  ]);
  const rows: (SummaryRow | null)[] = [
    { key: 'code', label: t('rows.code'), value: d.propertyIdC },
    { key: 'district', label: t('rows.district'), value: t('place', { district: d.district, city: d.cityName }) },
    d.type ? { key: 'type', label: t('rows.type'), value: d.type } : null,
    { key: 'size', label: t('rows.size'), value: formatSize(d.size, d.sizeMax) },
    { key: 'bedrooms', label: t('rows.bedrooms'), value: bedroomLabel(tc, d.bedroom, d.bedroomMax) },
    d.bathroom !== null ? { key: 'bathrooms', label: t('rows.bathrooms'), value: t('values.bathrooms', { value: range(d.bathroom, d.bathroomMax, String) ?? '' }) } : null,
    d.funishings ? { key: 'furnishing', label: t('rows.furnishing'), value: d.funishings } : null,
    d.totalUnit !== null ? { key: 'totalUnits', label: t('rows.totalUnits'), value: t('values.units', { value: formatNumber(d.totalUnit) }) } : null,
    d.completionYearNewC !== null ? { key: 'completionYear', label: t('rows.completionYear'), value: t('values.year', { value: String(d.completionYearNewC) }) } : null,
    { key: 'availableFrom', label: t('rows.availableFrom'), value: availability(t, d.availableFrom, lang) },
    { key: 'lastUpdate', label: t('rows.lastUpdate'), value: formatLastUpdate(d.lastUpdateDate, lang) },
  ];
  const interior = d.interiorFacilities.filter((f) => f.isShow).map((f) => f.facilityName);
  const building = d.buildingFacilities.filter((f) => f.isShow).map((f) => f.facilityName);
  return assemble(
    lang,
    'residence',
    { ...d, code: d.propertyIdC, price: d.leasePrice, priceMax: d.leasePriceMax, project: { id: d.projectId, slug: d.projectSlug, name: d.projectName } },
    {
      priceLabel: t('rent'),
      priceUnit: tc('perMonth'),
      rows: rows.filter((r): r is SummaryRow => r !== null),
      services: (d.includeServices ?? '').split(/\r?\n|,\s*/).map((s) => s.trim()).filter(Boolean),
      facilityGroups: [
        { key: 'interior', title: t('sections.interior'), items: interior },
        { key: 'building', title: t('sections.building'), items: building },
      ],
      similar: similar?.items ?? [],
      features: [...interior, ...building],
      bedrooms: d.bedroom,
      bathrooms: d.bathroom,
    },
    preview,
    from,
  );
}

export async function officeModel(lang: Lang, d: OfficeDetail, preview: boolean): Promise<BuiltDetail> {
  const [t, tc, similar] = await Promise.all([
    getTranslations('detail'),
    getTranslations('card'),
    // An office preview shows no similar properties.
    preview ? null : similarProperties({ currentId: d.id, propertiesType: OFFICE, language: lang, pageIndex: 1, pageSize: SIMILAR }),
  ]);
  const withUnit = (count: number | null, unit: string | null) => (count === null ? null : unit ? t('values.withUnit', { count: formatNumber(count), unit }) : formatNumber(count));
  const row = (key: string, value: string | null): SummaryRow | null => (value ? { key, label: t(`rows.${key}` as 'rows.code'), value } : null);
  const rows = [
    row('code', d.propertyId),
    row('district', t('place', { district: d.district, city: d.cityName })),
    row('type', d.type),
    row('availableArea', formatSize(d.size, d.sizeMax)),
    row('floorArea', d.floorArea !== null ? formatSize(d.floorArea) : null),
    row('storey', d.storey !== null ? t('values.storey', { count: d.storey }) : null),
    row('completionYear', d.completionYear !== null ? t('values.year', { value: String(d.completionYear) }) : null),
    row('workingHour', d.workingHour),
    row('minContract', withUnit(d.minContractPeriod, d.minContractUnit)),
    row('deposit', withUnit(d.deposit, d.depositUnit)),
    row('payment', withUnit(d.payment, d.paymentUnit)),
    row('vat', d.vatInclude === null ? null : d.vatInclude ? t('values.vatIncluded') : t('values.vatExcluded')),
    row('serviceCharge', d.serviceChargeSqm !== null ? t('values.serviceCharge', { value: `$${formatServiceCharge(d.serviceChargeSqm)}` }) : null),
    row('overtime', d.otCharge),
    row('availableFrom', availability(t, d.availableFrom, lang)),
    row('lastUpdate', formatLastUpdate(d.lastUpdateDate, lang)),
  ].filter((r): r is SummaryRow => r !== null);
  const facilities = d.funitures.filter((f) => f.isShow).map((f) => f.name);
  return assemble(
    lang,
    'office',
    {
      ...d,
      code: d.propertyId,
      price: d.priceFrom,
      priceMax: d.priceTo,
      images: d.images.length ? d.images : d.image ? [d.image] : [],
      project: { id: d.projectId, slug: d.projectSlug, name: d.projectName },
    },
    {
      priceLabel: t('unitPrice'),
      priceUnit: tc('perSqmMonth'),
      rows,
      services: [],
      facilityGroups: [{ key: 'facilities', title: t('sections.officeFacilities'), items: facilities }],
      similar: similar?.items ?? [],
      features: facilities,
    },
    preview,
    undefined,
  );
}

/** `7.5` stays `7.5`, `8` reads `8`: service charges are quoted to the cent. */
function formatServiceCharge(value: number): string {
  return Number.isInteger(value) ? formatNumber(value) : value.toFixed(2).replace(/0$/, '');
}

function pageUrl(lang: Lang, path: string): string {
  return sitePageUrl(settings().SITE_URL, lang, path);
}

/** The full-size photo as an absolute address, for the JSON-LD. */
function absoluteImage(file: string): string {
  return absoluteImageUrl(settings().SITE_URL, file);
}

/** The page's meta description: the listing's own text, else a line built from its facts. */
export async function detailDescription(kind: DetailKind, d: ResidenceDetail | OfficeDetail): Promise<string> {
  const own = metaDescription(d.description);
  if (own) return own;
  const [t, tc] = await Promise.all([getTranslations('detail'), getTranslations('card')]);
  const price =
    kind === 'office'
      ? `${formatPriceRange((d as OfficeDetail).priceFrom, (d as OfficeDetail).priceTo)} ${tc('perSqmMonth')}`
      : `${formatPriceRange((d as ResidenceDetail).leasePrice, (d as ResidenceDetail).leasePriceMax)} ${tc('perMonth')}`;
  return t('metaDescription', { name: normaliseName(d.name), district: d.district, city: d.cityName, price });
}
