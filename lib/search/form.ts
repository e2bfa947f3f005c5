/**
 * The state of the residence and office search forms: defaults, the rules that change it, and the
 * search API query it submits. Pure and
 * free of React, so the forms, the results pages' prefill and the unit tests share one definition.
 */
import { FURNISHED_CODES, OFFICE, RESIDENCE, type FurnishedCode, type Sort } from '@/lib/api/kinds';
import type { RangeSetting } from '@/lib/api/site';
import { NEAREST_SORT, WITHIN_KM, type PlaceKind, type WithinKm } from '@/lib/api/place-kinds';

/** At most 5 items in a numeric multi-select of the residence search. */
export const MULTI_CAP = 5;
/** The total-units count refreshes after a 1-second pause. */
export const COUNT_PAUSE_MS = 1000;

export type Range = readonly [number, number];
export type PriceMode = 'price' | 'budget';

/** The residence form's multi-selects, in the order the form shows them. */
export const RESIDENCE_MULTI = ['districtId', 'type', 'bedroom', 'project', 'size', 'buildingFacilities', 'interiorFacilities'] as const;
export type ResidenceMulti = (typeof RESIDENCE_MULTI)[number];

export type ResidenceForm = {
  keyword: string;
  cityId: number | undefined;
  price: Range;
  /** '' for any furnishing. */
  furnished: FurnishedCode | '';
  petsAllowed: boolean;
  /** `YYYY-MM`, '' for any time. */
  moveIn: string;
} & NearFields &
  Record<ResidenceMulti, readonly number[]>;

/** Near a place (its id) and, with one, within a radius in kilometres; both forms have them. */
export type NearFields = { near: number | undefined; within: WithinKm | undefined };

export type OfficeForm = {
  keyword: string;
  cityId: number | undefined;
  districtId: readonly number[];
  size: Range;
  mode: PriceMode;
  price: Range;
  budget: Range;
  /** `YYYY-MM`, '' for any time. */
  moveIn: string;
} & NearFields;

/** What a submitted search keeps from the results page it was opened on. */
export type ResultsExtras = { sort?: Sort; pageSize?: number };

export const DEFAULT_SORT: Sort = '-leasePriceMin';
export const DEFAULT_PAGE_SIZE = { residence: 15, office: 16 } as const;

export function residenceDefaults(ranges: RangeSetting, cityId: number | undefined): ResidenceForm {
  return {
    keyword: '',
    cityId,
    price: [ranges.residencePriceMin, ranges.residencePriceMax],
    districtId: [],
    type: [],
    bedroom: [],
    project: [],
    size: [],
    buildingFacilities: [],
    interiorFacilities: [],
    furnished: '',
    petsAllowed: false,
    moveIn: '',
    near: undefined,
    within: undefined,
  };
}

export function officeDefaults(ranges: RangeSetting, cityId: number | undefined): OfficeForm {
  return {
    keyword: '',
    cityId,
    districtId: [],
    size: [ranges.officeSizeMin, ranges.officeSizeMax],
    mode: 'price',
    price: [ranges.officePriceMin, ranges.officePriceMax],
    budget: [ranges.officeBudgetMin, ranges.officeBudgetMax],
    moveIn: '',
    near: undefined,
    within: undefined,
  };
}

/**
 * A multi-select toggles an id in or out. With a cap, an id beyond it is
 * refused (the list comes back unchanged).
 */
export function toggleId(list: readonly number[], id: number, cap?: number): readonly number[] {
  if (list.includes(id)) return list.filter((v) => v !== id);
  if (cap !== undefined && list.length >= cap) return list;
  return [...list, id];
}

/** One selection shows its name, two or more show 'Selected', none the placeholder. */
export function selectionLabel(selected: readonly number[], options: readonly { id: number; name: string }[], words: { none: string; many: string }): string {
  if (selected.length === 0) return words.none;
  if (selected.length > 1) return words.many;
  return options.find((o) => o.id === selected[0])?.name ?? words.many;
}

/** A slider change is accepted only when the lower value is below the upper one. */
export function acceptRange(next: Range): boolean {
  return next[0] < next[1];
}

/** Keeps only the ids still offered (after a city or district change reloads the choices). */
export function keepOffered(selected: readonly number[], options: readonly { id: number }[]): readonly number[] {
  const offered = new Set(options.map((o) => o.id));
  const kept = selected.filter((id) => offered.has(id));
  return kept.length === selected.length ? selected : kept;
}

/**
 * The place fields of a query: a radius only with a place (the search refuses one alone), and the
 * nearest-first order only while a place is chosen (else the default order).
 */
function nearQuery(form: NearFields, sort: Sort | undefined): { near?: number; within?: number; sort: Sort } {
  const near = form.near;
  return { near, within: near === undefined ? undefined : form.within, sort: sort === NEAREST_SORT && near === undefined ? DEFAULT_SORT : (sort ?? DEFAULT_SORT) };
}

export type QueryRecord = Record<string, string | number | readonly number[] | undefined>;

/**
 * The residence search query, in the order of the default search link; lists comma-joined by
 * the caller (`toSearchParams`). Building and interior facilities travel together as `facilities`.
 */
export function residenceQuery(form: ResidenceForm, extras: ResultsExtras = {}): QueryRecord {
  const keyword = form.keyword.trim();
  return {
    propertyType: RESIDENCE,
    keyword: keyword || undefined,
    cityId: form.cityId,
    districtId: form.districtId,
    type: form.type,
    bedroom: form.bedroom,
    size: form.size,
    project: form.project,
    facilities: [...form.buildingFacilities, ...form.interiorFacilities],
    leasePriceMin: form.price[0],
    leasePriceMax: form.price[1],
    furnished: form.furnished || undefined,
    petsAllowed: form.petsAllowed ? '1' : undefined,
    moveIn: form.moveIn || undefined,
    ...nearQuery(form, extras.sort),
    pageSize: extras.pageSize ?? DEFAULT_PAGE_SIZE.residence,
    pageIndex: 1,
  };
}

/** The office search query: unit price (1) or total budget (2) decides what the price bounds mean. */
export function officeQuery(form: OfficeForm, extras: ResultsExtras = {}): QueryRecord {
  const keyword = form.keyword.trim();
  const price = form.mode === 'budget' ? form.budget : form.price;
  return {
    propertyType: OFFICE,
    keyword: keyword || undefined,
    cityId: form.cityId,
    districtId: form.districtId,
    officePriceSearchType: form.mode === 'budget' ? 2 : 1,
    leasePriceMin: price[0],
    leasePriceMax: price[1],
    officeSizeFrom: form.size[0],
    officeSizeTo: form.size[1],
    moveIn: form.moveIn || undefined,
    ...nearQuery(form, extras.sort),
    pageSize: extras.pageSize ?? DEFAULT_PAGE_SIZE.office,
    pageIndex: 1,
  };
}

/** The count query: the search without paging or sort, which do not change a total. */
export function countQuery(query: QueryRecord): QueryRecord {
  const { sort: _sort, pageSize: _size, pageIndex: _page, ...filters } = query;
  return filters;
}

/** A range from a parsed query, clamped into the slider and kept in order; the default if unusable. */
export function rangeFrom(min: number | undefined, max: number | undefined, bounds: Range): Range {
  const clamp = (v: number) => Math.min(bounds[1], Math.max(bounds[0], v));
  const lo = clamp(min ?? bounds[0]);
  const hi = clamp(max ?? bounds[1]);
  return lo < hi ? [lo, hi] : bounds;
}

/** The parsed search of a results page, as far as the forms read it. */
export type SearchValues = {
  keyword?: string;
  cityId?: number;
  districtId?: number[];
  type?: number[];
  bedroom?: number[];
  size?: number[];
  project?: number[];
  facilities?: number[];
  leasePriceMin?: number;
  leasePriceMax?: number;
  officePriceSearchType?: number;
  officeSizeFrom?: number;
  officeSizeTo?: number;
  furnished?: string;
  petsAllowed?: string;
  moveIn?: string;
  near?: number;
  within?: number;
};

/** The place and radius of a parsed search; a radius without a place, or not offered, is none. */
export function nearFromSearch(q: SearchValues): NearFields {
  const within = (WITHIN_KM as readonly number[]).includes(q.within ?? 0) ? (q.within as WithinKm) : undefined;
  return { near: q.near, within: q.near === undefined ? undefined : within };
}

/**
 * The residence form opened on a results page shows that page's search. Facilities are split back
 * into the building and interior panels by the options each offers.
 */
export function residenceFromSearch(
  q: SearchValues,
  ranges: RangeSetting,
  fallbackCity: number | undefined,
  facilities: { building: readonly { id: number }[]; interior: readonly { id: number }[] },
): ResidenceForm {
  const base = residenceDefaults(ranges, q.cityId ?? fallbackCity);
  const cap = (list: number[] | undefined) => (list ?? []).slice(0, MULTI_CAP);
  const chosen = q.facilities ?? [];
  return {
    ...base,
    keyword: q.keyword ?? '',
    districtId: cap(q.districtId),
    type: cap(q.type),
    bedroom: cap(q.bedroom),
    size: cap(q.size),
    project: cap(q.project),
    buildingFacilities: cap(keepOffered(chosen, facilities.building) as number[]),
    interiorFacilities: cap(keepOffered(chosen, facilities.interior) as number[]),
    price: rangeFrom(q.leasePriceMin, q.leasePriceMax, base.price),
    furnished: (FURNISHED_CODES as readonly string[]).includes(q.furnished ?? '') ? (q.furnished as FurnishedCode) : '',
    petsAllowed: q.petsAllowed === '1',
    moveIn: q.moveIn ?? '',
    ...nearFromSearch(q),
  };
}

export function officeFromSearch(q: SearchValues, ranges: RangeSetting, fallbackCity: number | undefined): OfficeForm {
  const base = officeDefaults(ranges, q.cityId ?? fallbackCity);
  const mode: PriceMode = q.officePriceSearchType === 2 ? 'budget' : 'price';
  return {
    ...base,
    keyword: q.keyword ?? '',
    districtId: q.districtId ?? [],
    size: rangeFrom(q.officeSizeFrom, q.officeSizeTo, base.size),
    mode,
    price: mode === 'price' ? rangeFrom(q.leasePriceMin, q.leasePriceMax, base.price) : base.price,
    budget: mode === 'budget' ? rangeFrom(q.leasePriceMin, q.leasePriceMax, base.budget) : base.budget,
    moveIn: q.moveIn ?? '',
    ...nearFromSearch(q),
  };
}

/**
 * A place the forms offer: its city and kind place it in the picker, under its kind's name in the
 * page's language (`group`); its point is kept with the renter's choice.
 */
export type PlaceOption = { id: number; cityId: number; kind: PlaceKind; group: string; name: string; latitude: number; longitude: number };

/** After a city change: the chosen place stays only if it is in the new city (no city keeps it); a radius goes with it. */
export function nearInCity(fields: NearFields, places: readonly Pick<PlaceOption, 'id' | 'cityId'>[], cityId: number | undefined): NearFields {
  // Only the two fields: a whole form handed in must not spread back over the caller's change.
  const kept = { near: fields.near, within: fields.within };
  if (fields.near === undefined || cityId === undefined) return kept;
  const place = places.find((p) => p.id === fields.near);
  return place && place.cityId === cityId ? kept : { near: undefined, within: undefined };
}
