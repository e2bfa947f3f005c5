'use client';
import { useEffect } from 'react';
import type { Lang } from '@/lib/api/common';
import { apiGet } from '@/lib/api/client';
import { STORAGE, readString, writeString } from '@/lib/browser/storage';
import { CITY_COOKIE, COOKIE_MAX_AGE } from '@/lib/i18n/config';

type Props = { lang: Lang; cityId: number | undefined; cityFromCookie: boolean; cityIds: number[] };

function storeCity(id: number) {
  document.cookie = `${CITY_COOKIE}=${id}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  writeString(STORAGE.locationCity, String(id));
}

function grantedPosition(): Promise<GeolocationPosition | undefined> {
  // Only where the visitor already allowed it: the site never prompts on arrival.
  if (!navigator.geolocation || !navigator.permissions) return Promise.resolve(undefined);
  return navigator.permissions
    .query({ name: 'geolocation' })
    .then((status) =>
      status.state === 'granted'
        ? new Promise<GeolocationPosition | undefined>((resolve) =>
            navigator.geolocation.getCurrentPosition(resolve, () => resolve(undefined), { timeout: 5000, maximumAge: 600_000 }),
          )
        : undefined,
    )
    .catch(() => undefined);
}

/**
 * Start-up work of every page (SPEC §4, §9): drop any old service worker, keep the spec's storage
 * keys for language and city in step with the server, and, when the server only guessed the city,
 * refine it from the stored city, the stored coordinates or an already-granted geolocation.
 */
export function ClientBoot({ lang, cityId, cityFromCookie, cityIds }: Props) {
  useEffect(() => {
    navigator.serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => undefined);
    writeString(STORAGE.language, lang);
    // Lets browser tests (and CSS, if ever needed) know the islands are live.
    document.documentElement.dataset.hydrated = 'true';
  }, [lang]);

  useEffect(() => {
    if (cityFromCookie) {
      if (cityId) writeString(STORAGE.locationCity, String(cityId));
      return;
    }
    let cancelled = false;
    const settle = (id: number | undefined) => {
      if (cancelled) return;
      const chosen = id && cityIds.includes(id) ? id : cityId;
      if (!chosen) return;
      storeCity(chosen);
      // Reload only when the cookie took, so a browser that refuses cookies cannot loop.
      if (chosen !== cityId && document.cookie.includes(`${CITY_COOKIE}=${chosen}`)) window.location.reload();
    };
    const stored = Number(readString(STORAGE.locationCity));
    if (cityIds.includes(stored)) return settle(stored);
    const address = readString(STORAGE.locationAddress)?.split(',').map(Number);
    const fromCoordinates = (lon: number, lat: number) =>
      apiGet('/api/locations/get-location', { lon, lat, language: lang })
        .then((loc) => settle(loc.cityId))
        .catch(() => settle(undefined));
    if (address?.length === 2 && address.every(Number.isFinite)) {
      void fromCoordinates(address[0], address[1]);
    } else {
      void grantedPosition().then((pos) => {
        if (!pos) return settle(undefined);
        writeString(STORAGE.locationAddress, `${pos.coords.longitude},${pos.coords.latitude}`);
        return fromCoordinates(pos.coords.longitude, pos.coords.latitude);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [cityFromCookie, cityId, cityIds, lang]);

  return null;
}
