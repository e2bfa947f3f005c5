import 'server-only';
import { cache } from 'react';
import type { Lang } from '@/lib/api/common';
import { CITY_COOKIE } from '@/lib/i18n/config';
import { siteCookie, siteHeader } from './site-request';
import { getCityOptions, getDefaultLocation } from './locations';
import { getCustomerSupport, getFooterOffices, getMagazines, getPartners } from './site';

export type CityOption = { cityId: number; code: string; cityName: string; blogCode: number };

/**
 * The active city: the city cookie (set by the middleware from `?city=` or
 * `?cityId=`, or by the city selector), else the server's default location. An id that names no
 * city is ignored rather than trusted.
 */
export const activeCity = cache(async (lang: Lang): Promise<{ city: CityOption | undefined; cities: CityOption[]; fromCookie: boolean }> => {
  const cities = await getCityOptions(lang);
  const stored = Number(await siteCookie(CITY_COOKIE));
  const fromCookie = cities.find((c) => c.cityId === stored);
  if (fromCookie) return { city: fromCookie, cities, fromCookie: true };
  const fallback = await getDefaultLocation(lang);
  return { city: cities.find((c) => c.cityId === fallback?.cityId) ?? cities[0], cities, fromCookie: false };
});

/** The unprefixed path and the query of the page being rendered, as the middleware saw them. */
export const currentAddress = cache(async (): Promise<{ path: string; search: URLSearchParams }> => {
  const [path, search] = await Promise.all([siteHeader('x-page-path'), siteHeader('x-page-search')]);
  return { path: path?.startsWith('/') ? path : '/', search: new URLSearchParams(search ?? '') };
});

/** Everything the header and footer show, read once per request. */
export const shellData = cache(async (lang: Lang) => {
  const { city, cities, fromCookie } = await activeCity(lang);
  const [magazines, offices, partners, support] = await Promise.all([
    getMagazines(lang),
    getFooterOffices(lang),
    getPartners(),
    getCustomerSupport(city?.cityId),
  ]);
  return { city, cities, cityFromCookie: fromCookie, magazines, offices: offices.slice(0, 3), partners, support };
});

/** What the header, footer and support strip show (shellData's answer). */
export type ShellData = Awaited<ReturnType<typeof shellData>>;
/** The page's unprefixed path and query (currentAddress's answer). */
export type PageAddress = Awaited<ReturnType<typeof currentAddress>>;
