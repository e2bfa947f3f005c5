/**
 * The active filters of a results page as chips: one per filter value (two districts are two
 * chips), each with the address of the same results without it, from page 1. Pure, so the page
 * and the tests share it; the words come from the caller.
 */
import { OFFICE, type FurnishedCode, type SearchQuery } from '@/lib/api/properties';
import type { RangeSetting } from '@/lib/api/site';
import { SEARCH_FILTERS } from '@/lib/cache/page-reads';
import { NEAREST_SORT } from '@/lib/api/place-kinds';
import { rewriteHref, type RawQuery } from './query';

/** Names by id of what a search can name: cities, districts, types, bedroom and size options, buildings, facilities, places. */
export type ChipNames = Record<'cities' | 'districts' | 'types' | 'options' | 'projects' | 'facilities' | 'places', ReadonlyMap<number, string>>;

export type Bounds = { min?: number; max?: number };

export type ChipWords = {
  keyword: (keyword: string) => string;
  price: (bounds: Bounds, perSqm: boolean) => string;
  size: (bounds: Bounds) => string;
  furnished: (code: FurnishedCode) => string;
  pets: () => string;
  moveIn: (month: string) => string;
  /** Near a place, within `km` of it when there is a radius. */
  near: (place: string, km: number | undefined) => string;
};

export type Chip = { key: string; label: string; href: string };

/** A bound at the end of its slider is no bound, as for the search itself (search-where.ts). */
function bounds(min: number | undefined, max: number | undefined, top: number): Bounds | null {
  const b = { min: min && min > 0 ? min : undefined, max: max !== undefined && max < top ? max : undefined };
  return b.min === undefined && b.max === undefined ? null : b;
}

export function activeChips(search: SearchQuery, raw: RawQuery, path: string, names: ChipNames, ranges: RangeSetting, words: ChipWords): Chip[] {
  const chips: Chip[] = [];
  // Every removal starts again at page 1.
  const without = (drop: string[], set: Record<string, string> = {}) => rewriteHref(path, raw, set, [...drop, 'pageIndex']);
  const listChips = (param: 'districtId' | 'type' | 'bedroom' | 'size' | 'project' | 'facilities', ids: number[] | undefined, map: ReadonlyMap<number, string>) => {
    for (const id of ids ?? []) {
      const rest = ids!.filter((other) => other !== id);
      chips.push({ key: `${param}-${id}`, label: map.get(id) ?? String(id), href: without([param], rest.length ? { [param]: rest.join(',') } : {}) });
    }
  };
  if (search.cityId) chips.push({ key: 'cityId', label: names.cities.get(search.cityId) ?? String(search.cityId), href: without(['cityId']) });
  listChips('districtId', search.districtId, names.districts);
  listChips('type', search.type, names.types);
  listChips('bedroom', search.bedroom, names.options);
  listChips('size', search.size, names.options);
  listChips('project', search.project, names.projects);
  listChips('facilities', search.facilities, names.facilities);

  const office = search.propertyType === OFFICE;
  const budget = office && search.officePriceSearchType === 2;
  const top = office ? (budget ? ranges.officeBudgetMax : ranges.officePriceMax) : ranges.residencePriceMax;
  const price = bounds(search.leasePriceMin, search.leasePriceMax, top);
  if (price) chips.push({ key: 'price', label: words.price(price, office && !budget), href: without(['leasePriceMin', 'leasePriceMax']) });
  const size = office ? bounds(search.officeSizeFrom, search.officeSizeTo, ranges.officeSizeMax) : null;
  if (size) chips.push({ key: 'officeSize', label: words.size(size), href: without(['officeSizeFrom', 'officeSizeTo']) });

  if (search.keyword) chips.push({ key: 'keyword', label: words.keyword(search.keyword), href: without(['keyword']) });
  if (search.furnished) chips.push({ key: 'furnished', label: words.furnished(search.furnished), href: without(['furnished']) });
  if (search.petsAllowed) chips.push({ key: 'petsAllowed', label: words.pets(), href: without(['petsAllowed']) });
  if (search.moveIn) chips.push({ key: 'moveIn', label: words.moveIn(search.moveIn), href: without(['moveIn']) });
  // Without the place, its radius and the nearest-first order go too.
  if (search.near !== undefined) {
    chips.push({ key: 'near', label: words.near(names.places.get(search.near) ?? String(search.near), search.within), href: without(withoutPlace(search)) });
  }
  return chips;
}

/** What goes with the place: its radius, and the nearest-first order, which needs one. */
function withoutPlace(search: Pick<SearchQuery, 'sort'>): string[] {
  return ['near', 'within', ...(search.sort === NEAREST_SORT ? ['sort'] : [])];
}

/** The same results without any filter: kind, order (but nearest first, which needs a place), page size and view kept, from page 1. */
export function clearAllHref(path: string, raw: RawQuery, search?: Pick<SearchQuery, 'sort'>): string {
  return rewriteHref(path, raw, {}, [...SEARCH_FILTERS, 'pageIndex', ...(search ? withoutPlace(search) : [])]);
}
