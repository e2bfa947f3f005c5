import type { Lang } from '@/lib/api/common';
import { apiGet } from '@/lib/api/client';
import { STORAGE, readString, writeString } from '@/lib/browser/storage';
import { CITY_COOKIE, COOKIE_MAX_AGE } from '@/lib/i18n/config';

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

type Refine = { lang: Lang; cityId: number | undefined; cityIds: readonly number[]; cancelled: () => boolean };

/**
 * When the server only guessed the city (no city cookie yet): settle on the stored
 * city, else the city of the stored coordinates, else that of an already-granted geolocation, else
 * the guess; store it, and reload when it differs from the guess. Only a first visit runs this,
 * so ClientBoot loads it on demand rather than with every page.
 */
export function refineCity({ lang, cityId, cityIds, cancelled }: Refine): void {
  const settle = (id: number | undefined) => {
    if (cancelled()) return;
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
}
