import 'server-only';
import { getTranslations } from '@/lib/i18n/translations';
import { bedroomLabel } from '@/components/property/bedroom-label';
import { propertyHref } from '@/components/property/card-view';
import { OFFICE, RESIDENCE } from '@/lib/api/kinds';
import type { Lang } from '@/lib/api/lang';
import { formatDay, formatLastUpdate, formatPriceRange, formatSize, normaliseName } from '@/lib/format';
import { moveInDay, vietnamToday } from '@/lib/format/date';
import { formatApproxRange } from '@/lib/format/currency';
import { localePath } from '@/lib/i18n/config';
import { currencyView } from '@/lib/server/exchange-rates';
import type { CompareListing } from '@/lib/server/shared-lists/compare';
import { compareRow, withValues, type CompareCell, type CompareRow } from './compare-rows';

/** The head of a listing's column: its photo, name, code and page. */
export type CompareColumn = { id: number; kind: CompareListing['kind']; name: string; code: string; href: string; image: string | null };

export type CompareModel = { columns: CompareColumn[]; rows: CompareRow[] };

const range = (min: number | null, max: number | null): string | null => (min === null ? null : max !== null && max > min ? `${min} ~ ${max}` : String(min));

/**
 * The compare table of these listings in `lang`: one column each, and a row per attribute (rent,
 * size, bedrooms, bathrooms, floor plan, district, building, facilities, availability: the day a tenant can
 * move in, or "available now" once that day has come (`today`, Vietnam's, by default); and when
 * the listing was last updated), each marked when its values differ.
 */
export async function compareModel(lang: Lang, listings: readonly CompareListing[], today: string = vietnamToday()): Promise<CompareModel> {
  const [t, tc, td, view] = await Promise.all([getTranslations('share.comparePage'), getTranslations('card'), getTranslations('detail'), currencyView(lang)]);
  // The rent in USD, and its approximate yen or dong when the visitor shows one (the page's RateNote gives the rate).
  const rent = (min: number, max: number | null | undefined, unit: string) => {
    const usd = `${formatPriceRange(min, max)}${unit}`;
    if (!view) return usd;
    const approx = formatApproxRange(min, max, view, lang);
    return lang === 'jp' ? `${usd}（${approx}）` : `${usd} (${approx})`;
  };
  const none: CompareCell = { text: t('none') };
  const text = (value: string | null | undefined): CompareCell => (value ? { text: value } : none);

  const columns = listings.map(({ kind, detail: d }): CompareColumn => ({
    id: d.id,
    kind,
    name: normaliseName(d.name),
    code: kind === 'residence' ? d.propertyIdC : d.propertyId,
    href: propertyHref(lang, { id: d.id, slug: d.slug, propertyType: kind === 'office' ? OFFICE : RESIDENCE }),
    image: d.images[0] ?? null,
  }));

  const cells = (pick: (l: CompareListing) => CompareCell) => listings.map(pick);
  const mixed = new Set(listings.map((l) => l.kind)).size > 1;
  const rows: CompareRow[] = [
    ...(mixed ? [compareRow('kind', t('rows.kind'), cells((l) => text(t(`kinds.${l.kind}`))))] : []),
    compareRow(
      'rent',
      t('rows.rent'),
      cells((l) =>
        l.kind === 'residence'
          ? text(rent(l.detail.leasePrice, l.detail.leasePriceMax, tc('perMonth')))
          : text(rent(l.detail.priceFrom, l.detail.priceTo, tc('perSqmMonth'))),
      ),
    ),
    compareRow('size', t('rows.size'), cells((l) => text(formatSize(l.detail.size, l.detail.sizeMax)))),
    compareRow('bedrooms', t('rows.bedrooms'), cells((l) => (l.kind === 'residence' ? text(bedroomLabel(tc, l.detail.bedroom, l.detail.bedroomMax)) : none))),
    compareRow(
      'bathrooms',
      t('rows.bathrooms'),
      cells((l) => (l.kind === 'residence' ? text(range(l.detail.bathroom, l.detail.bathroomMax) && td('values.bathrooms', { value: range(l.detail.bathroom, l.detail.bathroomMax) ?? '' })) : none)),
    ),
    compareRow(
      'floorPlan',
      t('rows.floorPlan'),
      cells(({ detail: d }) => (d.floorPlan ? { text: t('floorPlanAlt', { name: normaliseName(d.name) }), image: d.floorPlan } : none)),
    ),
    compareRow('type', t('rows.type'), cells((l) => text(l.detail.type))),
    compareRow('district', t('rows.district'), cells((l) => text(td('place', { district: l.detail.district, city: l.detail.cityName })))),
    compareRow(
      'building',
      t('rows.building'),
      cells(({ detail: d }) =>
        d.projectId && d.projectName ? { text: normaliseName(d.projectName), href: localePath(lang, `/project/detail/${d.projectId}/${d.projectSlug ?? ''}`) } : none,
      ),
    ),
    compareRow('furnishing', t('rows.furnishing'), cells((l) => (l.kind === 'residence' ? text(l.detail.funishings) : none))),
    compareRow(
      'facilities',
      t('rows.facilities'),
      cells((l) => {
        const items =
          l.kind === 'residence'
            ? [...l.detail.interiorFacilities, ...l.detail.buildingFacilities].filter((f) => f.isShow).map((f) => f.facilityName)
            : l.detail.funitures.filter((f) => f.isShow).map((f) => f.name);
        return items.length ? { text: items.join(', '), items } : none;
      }),
    ),
    compareRow(
      'completionYear',
      t('rows.completionYear'),
      cells((l) => {
        const year = l.kind === 'residence' ? l.detail.completionYearNewC : l.detail.completionYear;
        return year === null ? none : text(td('values.year', { value: String(year) }));
      }),
    ),
    compareRow(
      'availableFrom',
      t('rows.availableFrom'),
      cells((l) => {
        const day = moveInDay(l.detail.availableFrom, today);
        return text(day ? formatDay(day, lang, { weekday: true }) : t('availableNow'));
      }),
    ),
    compareRow('lastUpdate', t('rows.lastUpdate'), cells((l) => text(formatLastUpdate(l.detail.lastUpdateDate, lang)))),
  ];
  return { columns, rows: withValues(rows, none.text) };
}
